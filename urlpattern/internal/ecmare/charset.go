package ecmare

import (
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// maxRune is the largest code point.
const maxRune = unicode.MaxRune

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

// foldable is the sorted list of the code points that simple case folding
// relates to another code point (spec: ECMA-262 Canonicalize with
// [[Unicode]]: scf). It is computed once and never changed.
var foldable = sync.OnceValue(func() []rune {
	var out []rune
	for r := rune(0); r <= maxRune; r++ {
		if unicode.SimpleFold(r) != r {
			out = append(out, r)
		}
	}
	return out
})

// foldClose returns s with every code point's case-folding orbit added:
// the set of the code points c whose scf(c) is scf of a member of s, which
// is how a set matches under the i flag in u and v mode.
func foldClose(s charSet) charSet {
	var extra charSet
	for _, r := range foldable() {
		if !s.contains(r) {
			continue
		}
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			extra = append(extra, rng{f, f})
		}
	}
	if len(extra) == 0 {
		return s
	}
	return union(s, extra)
}

// fromTable returns the code points of a unicode.RangeTable.
func fromTable(t *unicode.RangeTable) charSet {
	var out charSet
	for _, r := range t.R16 {
		out = appendStride(out, rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	for _, r := range t.R32 {
		out = appendStride(out, rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	return out.normalize()
}

func appendStride(out charSet, lo, hi, stride rune) charSet {
	if stride == 1 {
		return append(out, rng{lo, hi})
	}
	for r := lo; r <= hi; r += stride {
		out = append(out, rng{r, r})
	}
	return out
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
