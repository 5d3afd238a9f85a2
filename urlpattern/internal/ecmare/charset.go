package ecmare

import (
	"sort"
	"strconv"
	"strings"
)

// maxRune is the largest code point.
const maxRune = 0x10FFFF

// ECMAScript's character class escapes (spec: ECMA-262 #sec-compiletocharset,
// CharacterClassEscape), with their ECMAScript meaning, not Go's.
var (
	digitSet = charSet{{'0', '9'}}
	wordSet  = charSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
	// spaceSet is WhiteSpace and LineTerminator (ECMA-262 #sec-white-space,
	// #sec-line-terminators).
	spaceSet = charSet{{'\t', '\r'}, {' ', ' '}, {0xA0, 0xA0}, {0x1680, 0x1680},
		{0x2000, 0x200A}, {0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F},
		{0x3000, 0x3000}, {0xFEFF, 0xFEFF}}
	// lineTerminators are what '.' does not match without the s flag.
	lineTerminators = charSet{{'\n', '\n'}, {'\r', '\r'}, {0x2028, 0x2029}}
	allSet          = charSet{{0, maxRune}}
)

// A rng is an inclusive range of code points.
type rng struct{ lo, hi rune }

// A charSet is a set of code points: sorted, non-overlapping, non-adjacent
// ranges once normalized.
type charSet []rng

// single returns the set holding r alone.
func single(r rune) charSet { return charSet{{r, r}} }

// normalize sorts s and merges overlapping and adjacent ranges.
func (s charSet) normalize() charSet {
	if len(s) < 2 {
		return s
	}
	sort.Slice(s, func(i, j int) bool { return s[i].lo < s[j].lo })
	out := s[:1]
	for _, r := range s[1:] {
		last := &out[len(out)-1]
		if r.lo <= last.hi+1 {
			if r.hi > last.hi {
				last.hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	return out
}

// union returns the normalized union of a and b.
func union(a, b charSet) charSet {
	out := make(charSet, 0, len(a)+len(b))
	out = append(out, a...)
	out = append(out, b...)
	return out.normalize()
}

// negate returns the complement of the normalized set s.
func negate(s charSet) charSet {
	var out charSet
	next := rune(0)
	for _, r := range s {
		if r.lo > next {
			out = append(out, rng{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= maxRune {
		out = append(out, rng{next, maxRune})
	}
	return out
}

// intersect returns the intersection of the normalized sets a and b.
func intersect(a, b charSet) charSet {
	var out charSet
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		lo, hi := max(a[i].lo, b[j].lo), min(a[i].hi, b[j].hi)
		if lo <= hi {
			out = append(out, rng{lo, hi})
		}
		if a[i].hi < b[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

// subtract returns the normalized set a without the code points of b.
func subtract(a, b charSet) charSet { return intersect(a, negate(b)) }

// contains reports whether the normalized set s holds r.
func (s charSet) contains(r rune) bool {
	i := sort.Search(len(s), func(i int) bool { return s[i].hi >= r })
	return i < len(s) && s[i].lo <= r
}

// writeGo writes s as a Go regexp class (or a single escaped code point).
// Surrogates never occur in a Go string's code points, so they are left out.
func (s charSet) writeGo(b *strings.Builder) {
	s = subtract(s, charSet{{0xD800, 0xDFFF}})
	if len(s) == 0 {
		b.WriteString(`[^\x00-\x{10FFFF}]`)
		return
	}
	if len(s) == 1 && s[0].lo == s[0].hi {
		writeGoRune(b, s[0].lo)
		return
	}
	b.WriteByte('[')
	for _, r := range s {
		writeGoRune(b, r.lo)
		if r.hi != r.lo {
			b.WriteByte('-')
			writeGoRune(b, r.hi)
		}
	}
	b.WriteByte(']')
}

// writeGoRune writes r as a Go regexp literal: ASCII letters and digits as
// they are, anything else as \x{HEX}.
func writeGoRune(b *strings.Builder, r rune) {
	if r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
		b.WriteRune(r)
		return
	}
	b.WriteString(`\x{`)
	b.WriteString(strconv.FormatInt(int64(r), 16))
	b.WriteByte('}')
}
