package urlpattern

// The parts of a parsed pattern as the API gives them (spec: #part): their
// types and modifiers.

// PartType is a part's type (spec: #part-type).
type PartType uint8

// The part types, in the order CompareComponent ranks them: fixed text is
// the most specific, a full wildcard the least.
const (
	PartFullWildcard    PartType = iota // "full-wildcard": "*", or a group whose regular expression is ".*"
	PartSegmentWildcard                 // "segment-wildcard": ":name" alone, matching up to the component's delimiter
	PartRegexp                          // "regexp": a group with its own regular expression, such as "(\\d+)"
	PartFixedText                       // "fixed-text": text matched as it is
)

var partTypeNames = [...]string{"full-wildcard", "segment-wildcard", "regexp", "fixed-text"}

// String returns the standard's name of t ("fixed-text", "regexp",
// "segment-wildcard", "full-wildcard"), or "" for a value that is not a
// part type.
func (t PartType) String() string {
	if int(t) < len(partTypeNames) {
		return partTypeNames[t]
	}
	return ""
}

// PartModifier is a part's modifier (spec: #part-modifier).
type PartModifier uint8

// The modifiers, in the order CompareComponent ranks them: no modifier is
// the most specific.
const (
	ModifierZeroOrMore PartModifier = iota // "zero-or-more": "*" after a group
	ModifierOptional                       // "optional": "?"
	ModifierOneOrMore                      // "one-or-more": "+"
	ModifierNone                           // "none"
)

var modifierNames = [...]string{"zero-or-more", "optional", "one-or-more", "none"}

// String returns the standard's name of m ("none", "optional",
// "zero-or-more", "one-or-more"), or "" for a value that is not a
// modifier.
func (m PartModifier) String() string {
	if int(m) < len(modifierNames) {
		return modifierNames[m]
	}
	return ""
}

// A Part is one piece of a component's parsed pattern (spec: #part):
// fixed text, or a group (a regexp group, a segment wildcard such as
// ":id", or a full wildcard "*") with its modifier, name, prefix and
// suffix. A router reads a pattern's structure from its parts: the fixed
// text a pathname starts with, the segments it fixes.
type Part struct {
	Type PartType
	// Value is the text of a fixed-text part, canonicalized (so
	// percent-encoded in a pathname, lower case in a hostname), the
	// regular expression of a regexp part as written, and "" for a
	// wildcard.
	Value    string
	Modifier PartModifier
	// Name is a group's name: what follows ":", or "0", "1", ... for an
	// unnamed group. It is "" for fixed text.
	Name string
	// Prefix and Suffix are the fixed text that a group's match has
	// before and after it, canonicalized: "/" before ":id" in the
	// pathname "/books/:id", the text around the group inside "{" and
	// "}".
	Prefix, Suffix string
}
