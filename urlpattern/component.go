package urlpattern

import (
	"errors"
	"strings"

	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// A compiled component: its parts, its pattern string and how it matches
// (a literal, anything, its parts alone, or its regular expression), with
// the compiling and matching that the constructor and the match
// algorithms call.

// matchKind is how a component matches: without a regular expression
// when its part list allows (a plain wildcard, a plain string, or the
// shapes of planParts), else with the expression.
type matchKind uint8

const (
	matchNothing matchKind = iota // zero component: matches nothing
	matchRegexp                   // the regular expression
	matchAll                      // "*": any input, captured as group "0"
	matchLiteral                  // fixed text: the input equals literal
	matchParts                    // see planParts
)

// component (spec: #component). Its regular expression is compiled only
// when the part list needs it (kind matchRegexp); the standard's
// regular expression string is generated when asked for (regexpString).
type component struct {
	patternString   string
	regexp          *ecmare.Regexp
	ngroups         int // the groups of the name list
	hasRegexpGroups bool
	parts           []part
	encode          encodingCallback
	options         options
	kind            matchKind
	literal         string
	// literalPrefix is fixed text every match starts with (the first
	// part's, without a modifier or the i flag), checked before the
	// regular expression runs.
	literalPrefix string
	// flex and tail are matchParts's plan: the index of the flexible
	// part and the fixed text after it.
	flex int
	tail string
}

// compile sets c to input compiled (spec: #compile-a-component), or to
// the zero component when it returns an error.
func (c *component) compile(input string, encode encodingCallback, opts options) error {
	*c = component{}
	parts, ok, err := parsePlainPatternString(input, encode)
	if !ok {
		parts, err = parsePatternString(input, opts, encode)
	}
	if err != nil {
		return err
	}
	c.patternString = generatePatternString(parts, opts)
	c.parts, c.encode, c.options = parts, encode, opts
	for _, pt := range parts {
		if pt.typ != PartFixedText {
			c.ngroups++
		}
		if pt.typ == PartRegexp {
			c.hasRegexpGroups = true
		}
	}
	switch {
	case len(parts) == 1 && parts[0].typ == PartFullWildcard && parts[0].modifier == ModifierNone &&
		parts[0].prefix == "" && parts[0].suffix == "":
		c.kind = matchAll // "^(.*)$"
		return nil
	case len(parts) == 0:
		c.kind = matchLiteral // "^$"
		return nil
	case len(parts) == 1 && parts[0].typ == PartFixedText && parts[0].modifier == ModifierNone && !opts.ignoreCase:
		c.kind, c.literal = matchLiteral, parts[0].value // "^literal$"
		return nil
	case c.planParts():
		c.kind = matchParts
		return nil
	}
	regexpString, spans := generateRegexpAndNameList(parts, opts)
	re, err := ecmare.Compile(regexpString, opts.ignoreCase)
	if err != nil {
		*c = component{}
		return regexpError(err, input, spans)
	}
	c.regexp, c.kind = re, matchRegexp
	if parts[0].typ == PartFixedText && parts[0].modifier == ModifierNone && !opts.ignoreCase {
		c.literalPrefix = parts[0].value
	}
	return nil
}

// regexpError is the *Error for err, ecmare.Compile's error for the
// regular expression generated from pattern with spans: it points at the
// regexp group in pattern and says what the compiler found wrong.
func regexpError(err error, pattern string, spans []regexpSpan) *Error {
	e := &Error{Reason: ReasonRegexp, Input: pattern, Detail: err.Error()}
	var ee *ecmare.Error
	if errors.As(err, &ee) {
		e.Offset = patternOffset(spans, ee.Offset)
		e.Detail = ee.Msg
		if ee.Unsupported {
			e.Reason = ReasonUnsupportedRegexp
		}
	}
	return e
}

// matchesSpecialScheme (spec: #protocol-component-matches-a-special-scheme).
func (c *component) matchesSpecialScheme() bool {
	for _, s := range specialSchemes {
		if c.test(s) {
			return true
		}
	}
	return false
}

// test reports whether the component's regular expression matches input.
func (c *component) test(input string) bool {
	switch c.kind {
	case matchAll:
		return !hasLineTerminator(input)
	case matchLiteral:
		return input == c.literal
	case matchParts:
		return c.matchParts(input, nil)
	case matchNothing:
		return false
	}
	return c.regexp != nil && strings.HasPrefix(input, c.literalPrefix) && c.regexp.MatchString(input)
}

// exec runs the component's regular expression on input and creates a
// component match result (spec: #create-a-component-match-result). The
// groups are written into groups, which has one element per group.
func (c *component) exec(input string, groups []Group) (ComponentResult, bool) {
	r := ComponentResult{Input: input, Groups: groups}
	// The match without captures first: it is much cheaper when the
	// pattern has many groups and the input does not match.
	if c.kind == matchRegexp && !c.test(input) {
		return r, false
	}
	return r, c.execMatching(input, groups)
}

// execMatching is exec's matching for an input that test has matched:
// it writes the groups into groups.
func (c *component) execMatching(input string, groups []Group) bool {
	switch c.kind {
	case matchAll:
		groups[0] = Group{Name: c.parts[0].name, Value: input, Matched: true}
		return !hasLineTerminator(input)
	case matchLiteral:
		return input == c.literal
	case matchParts:
		return c.matchParts(input, groups)
	case matchNothing:
		return false
	}
	caps, defined, ok := c.regexp.Exec(input)
	if !ok {
		return false
	}
	i := 0
	for _, pt := range c.parts {
		if pt.typ == PartFixedText {
			continue
		}
		groups[i] = Group{Name: pt.name}
		if i+1 < len(caps) && defined[i+1] {
			groups[i].Value, groups[i].Matched = caps[i+1], true
		}
		i++
	}
	return true
}

// regexpString returns the component's regular expression string (spec:
// #generate-a-regular-expression-and-name-list); the zero component has
// none.
func (c *component) regexpString() string {
	if c.kind == matchNothing {
		return ""
	}
	s, _ := generateRegexpAndNameList(c.parts, c.options)
	return s
}

// hasLineTerminator reports whether s has a code point that ECMAScript's
// "." does not match.
func hasLineTerminator(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n', '\r':
			return true
		case 0xE2: // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
				return true
			}
		}
	}
	return false
}
