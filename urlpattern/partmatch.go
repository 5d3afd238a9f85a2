package urlpattern

import (
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// Matching a part list without its regular expression.
//
// Most components' part lists have a shape whose regular expression
// leaves no choice to the backtracking that ECMAScript's matcher does:
// a head of parts whose extent is fixed by what follows them, then one
// flexible part, then fixed text to the end (the tail). The tail is a
// suffix of the input; the head is matched from the start; the flexible
// part spans exactly what is left between them, so its prefix and suffix
// are at the ends of that span and its group is the rest. Examples:
// "/repos/:owner/:repo", "/books/*", "/:id?", "http{s}?",
// "{*.}?example.com", "[:address]", "/(books)/:id".
//
// planParts decides whether a component has such a shape; matchParts
// matches it. TestPartsAsRegexp and FuzzNew check matchParts against the
// regular expression on random patterns and inputs.

// planParts reports whether matchParts can match c, and records the index
// of its flexible part (-1 when every part is fixed text without a
// modifier) and its tail.
func (c *component) planParts() bool {
	parts, d := c.parts, c.options.delimiter
	flex := len(parts) - 1
	for flex >= 0 && parts[flex].typ == PartFixedText && parts[flex].modifier == ModifierNone {
		flex--
	}
	tail := ""
	for i := flex + 1; i < len(parts); i++ {
		if !isASCII(parts[i].value) {
			return false
		}
		tail += parts[i].value
	}
	for i := range parts {
		pt := &parts[i]
		if !isASCII(pt.prefix) || !isASCII(pt.suffix) || pt.typ != PartRegexp && !isASCII(pt.value) {
			return false
		}
	}
	for i := 0; i < flex; i++ {
		pt := &parts[i]
		if pt.modifier != ModifierNone {
			return false
		}
		switch pt.typ {
		case PartFixedText:
			continue
		case PartRegexp:
			if !isLiteralRegexp(pt.value) {
				return false
			}
			continue
		case PartSegmentWildcard:
		default:
			return false
		}
		// A segment wildcard in the head ends at the next delimiter, or at
		// the end of what the tail leaves: what follows it must start
		// with the delimiter (when the flexible part is absent, the tail
		// follows, at the end).
		if d == 0 || pt.suffix != "" {
			return false
		}
		if i+1 < flex {
			if !startsWith(leadingText(&parts[i+1]), d) {
				return false
			}
			continue
		}
		if !startsWith(leadingText(&parts[flex]), d) {
			return false
		}
	}
	if flex >= 0 && !flexibleOK(&parts[flex], d) {
		return false
	}
	c.flex, c.tail = flex, tail
	return true
}

// flexibleOK reports whether matchParts can match pt as the flexible
// part, given the component's delimiter d.
func flexibleOK(pt *part, d byte) bool {
	switch pt.typ {
	case PartFixedText:
		return true // with a modifier: the text repeated
	case PartRegexp:
		return isLiteralRegexp(pt.value) && (pt.modifier == ModifierNone || pt.modifier == ModifierOptional)
	case PartSegmentWildcard:
		if pt.modifier == ModifierNone || pt.modifier == ModifierOptional {
			return true
		}
		// Repeated: segments joined by the prefix, which must be the
		// delimiter or nothing.
		return pt.suffix == "" && (pt.prefix == "" || d != 0 && pt.prefix == string(rune(d)))
	case PartFullWildcard:
		// A repeated full wildcard matches what one matches, as long as
		// its prefix and suffix have no line terminator.
		return !strings.ContainsAny(pt.prefix+pt.suffix, "\n\r")
	}
	return false
}

// leadingText is the text every match of pt starts with: a fixed text's
// value, a group's prefix.
func leadingText(pt *part) string {
	if pt.typ == PartFixedText {
		return pt.value
	}
	return pt.prefix
}

func startsWith(s string, c byte) bool { return s != "" && s[0] == c }

// isLiteralRegexp reports whether a regexp part's value matches only
// itself: ASCII letters and digits, which the v flag reads as literals.
func isLiteralRegexp(v string) bool {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return v != ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// matchParts matches input against a component that planParts accepted,
// and writes the groups' values into groups when it is not nil (one per
// group).
func (c *component) matchParts(input string, groups []Group) bool {
	fold := c.options.ignoreCase
	n, ok := hasSuffixFold(input, c.tail, fold)
	if !ok {
		return false
	}
	s := input[:len(input)-n]
	if c.flex < 0 {
		return s == ""
	}
	pos, g := 0, 0
	d := c.options.delimiter
	for i := 0; i < c.flex; i++ {
		pt := &c.parts[i]
		if pt.typ == PartFixedText {
			if n, ok = hasPrefixFold(s[pos:], pt.value, fold); !ok {
				return false
			}
			pos += n
			continue
		}
		if n, ok = hasPrefixFold(s[pos:], pt.prefix, fold); !ok {
			return false
		}
		pos += n
		start := pos
		if pt.typ == PartRegexp { // a literal
			if n, ok = hasPrefixFold(s[pos:], pt.value, fold); !ok {
				return false
			}
			pos += n
			end := pos
			if n, ok = hasPrefixFold(s[pos:], pt.suffix, fold); !ok {
				return false
			}
			pos += n
			setGroup(groups, g, pt, s[start:end])
			g++
			continue
		}
		n := strings.IndexByte(s[pos:], d)
		if n < 0 {
			n = len(s) - pos
		}
		if n == 0 {
			return false
		}
		pos += n
		setGroup(groups, g, pt, s[start:pos])
		g++
	}
	return c.matchFlexible(s[pos:], groups, g)
}

// matchFlexible matches r, all that the head and the tail leave, against
// the flexible part, whose group (if it has one) is groups[g].
func (c *component) matchFlexible(r string, groups []Group, g int) bool {
	fold := c.options.ignoreCase
	pt := &c.parts[c.flex]
	if pt.typ == PartFixedText {
		// (?:value)? (?:value)* (?:value)+
		if pt.value == "" {
			return r == ""
		}
		k := 0
		for r != "" {
			n, ok := hasPrefixFold(r, pt.value, fold)
			if !ok {
				return false
			}
			r, k = r[n:], k+1
		}
		switch pt.modifier {
		case ModifierOptional:
			return k <= 1
		case ModifierOneOrMore:
			return k >= 1
		}
		return true
	}
	if r == "" && (pt.modifier == ModifierOptional || pt.modifier == ModifierZeroOrMore && pt.prefix+pt.suffix != "") {
		// Absent: ECMAScript's empty check refuses an iteration of "?"
		// that matches the empty string, so the group is undefined.
		if groups != nil {
			groups[g] = Group{Name: pt.name}
		}
		return true
	}
	n, ok := hasPrefixFold(r, pt.prefix, fold)
	if !ok {
		return false
	}
	middle := r[n:]
	if n, ok = hasSuffixFold(middle, pt.suffix, fold); !ok {
		return false
	}
	middle = middle[:len(middle)-n]
	if !c.flexibleMiddle(pt, middle) {
		return false
	}
	setGroup(groups, g, pt, middle)
	return true
}

// flexibleMiddle reports whether middle, the flexible part's span without
// its prefix and suffix, is a match of its group.
func (c *component) flexibleMiddle(pt *part, middle string) bool {
	d := c.options.delimiter
	switch pt.typ {
	case PartRegexp:
		n, ok := hasPrefixFold(middle, pt.value, c.options.ignoreCase)
		return ok && n == len(middle)
	case PartFullWildcard:
		return !hasLineTerminator(middle)
	}
	// Segment wildcards: [^d]+? once, or repeated.
	hasD := d != 0 && strings.IndexByte(middle, d) >= 0
	switch {
	case pt.modifier == ModifierNone || pt.modifier == ModifierOptional:
		return middle != "" && !hasD
	case pt.prefix == "":
		return (middle != "" || pt.modifier == ModifierZeroOrMore) && !hasD
	}
	// Segments joined by the delimiter: none empty.
	if middle == "" || middle[0] == d || middle[len(middle)-1] == d {
		return false
	}
	return !strings.Contains(middle, string(rune(d))+string(rune(d)))
}

func setGroup(groups []Group, g int, pt *part, v string) {
	if groups != nil {
		groups[g] = Group{Name: pt.name, Value: v, Matched: true}
	}
}

// hasPrefixFold reports whether s starts with t, an ASCII string, and
// returns the length of the match in s: with fold, under the i flag's
// simple case folding, where "K" (U+212A KELVIN SIGN) matches "k".
func hasPrefixFold(s, t string, fold bool) (int, bool) {
	if !fold {
		return len(t), strings.HasPrefix(s, t)
	}
	i := 0
	for j := 0; j < len(t); j++ {
		if i >= len(s) {
			return 0, false
		}
		if s[i] < utf8.RuneSelf {
			if ascii.LowerByte(s[i]) != ascii.LowerByte(t[j]) {
				return 0, false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if ecmare.SimpleFold(r) != rune(ascii.LowerByte(t[j])) {
			return 0, false
		}
		i += n
	}
	return i, true
}

// hasSuffixFold is hasPrefixFold at the end of s.
func hasSuffixFold(s, t string, fold bool) (int, bool) {
	if !fold {
		return len(t), strings.HasSuffix(s, t)
	}
	i := len(s)
	for j := len(t) - 1; j >= 0; j-- {
		if i <= 0 {
			return 0, false
		}
		if s[i-1] < utf8.RuneSelf {
			if ascii.LowerByte(s[i-1]) != ascii.LowerByte(t[j]) {
				return 0, false
			}
			i--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if ecmare.SimpleFold(r) != rune(ascii.LowerByte(t[j])) {
			return 0, false
		}
		i -= n
	}
	return len(s) - i, true
}
