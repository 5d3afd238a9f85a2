package urlpattern

import (
	"cmp"
	"strings"
)

// CompareComponent orders left and right by how specific their patterns
// for component c are: -1 when left's is less specific, 1 when more, 0
// when equally. Sorting patterns by it, most specific first, is how a
// router picks the best match.
//
// It is the URLPattern.compareComponent of the URLPattern explainer and
// of web-platform-tests' urlpattern-compare-test-data.json; the standard's
// text (at 203d435) does not have it yet. As those define it, it walks
// both part lists in step (a missing part counts as empty fixed text) and
// compares the first pair that differs by: part type (fixed text >
// regexp > segment wildcard > full wildcard), then modifier (none > "+" >
// "?" > "*"), then prefix, value and suffix as strings. Group names do not
// count. A nil pattern, or a c that is not a Component, has no parts.
func CompareComponent(c Component, left, right *URLPattern) int {
	return comparePartLists(left.partList(c), right.partList(c))
}

func comparePartLists(left, right []part) int {
	empty := part{typ: PartFixedText, modifier: ModifierNone}
	for i := 0; i < max(len(left), len(right)); i++ {
		l, r := empty, empty
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		if d := comparePart(l, r); d != 0 {
			return d
		}
	}
	return 0
}

func comparePart(l, r part) int {
	if d := cmp.Compare(l.typ, r.typ); d != 0 {
		return d
	}
	if d := cmp.Compare(l.modifier, r.modifier); d != 0 {
		return d
	}
	if d := strings.Compare(l.prefix, r.prefix); d != 0 {
		return d
	}
	if d := strings.Compare(l.value, r.value); d != 0 {
		return d
	}
	return strings.Compare(l.suffix, r.suffix)
}

// Generate builds the string of component c that the pattern matches with
// groups as its named groups' values: the inverse of Exec for simple
// patterns. For pathname "/books/:id", groups {"id": "42"} gives
// "/books/42".
//
// Like compareComponent, generate is in the URLPattern explainer and
// web-platform-tests' urlpattern-generate-test-data.json, not in the
// standard's text at 203d435; this follows that data. Each value is
// canonicalized with the component's encoding callback (a pathname value
// " " becomes "%20", a hostname value is IDNA-encoded) and must then be a
// match of its segment wildcard: non-empty, without the component's
// delimiter ('/' in a pathname, '.' in a hostname). Generate returns an
// *Error with ReasonGenerate when c is not a Component, a group is
// missing, the pattern has a part other than fixed text and named segment
// wildcards without modifiers (regexp groups, "*", "?", "+"), or a value
// does not fit; or the encoding callback's error.
func (p *URLPattern) Generate(c Component, groups map[string]string) (string, error) {
	if p == nil || c >= numComponents {
		return "", &Error{Reason: ReasonGenerate, Input: c.String()}
	}
	comp := &p.components[c]
	var b strings.Builder
	for _, pt := range comp.parts {
		fail := &Error{Reason: ReasonGenerate, Component: c.String(), Input: comp.patternString}
		if pt.modifier != ModifierNone {
			return "", fail
		}
		switch pt.typ {
		case PartFixedText:
			b.WriteString(pt.value)
			continue
		case PartSegmentWildcard:
		default:
			return "", fail
		}
		value, ok := groups[pt.name]
		if !ok {
			fail.Input = pt.name
			return "", fail
		}
		encoded, err := comp.encode(value)
		if err != nil {
			return "", err
		}
		if encoded == "" || (comp.options.delimiter != 0 && strings.IndexByte(encoded, comp.options.delimiter) >= 0) {
			fail.Input = value
			return "", fail
		}
		b.WriteString(pt.prefix + encoded + pt.suffix)
	}
	return b.String(), nil
}
