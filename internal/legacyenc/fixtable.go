package legacyenc

import (
	"cmp"
	"slices"
)

// fixTable holds the corrections for one x/text encoder: the code points
// for which it gives other bytes than the Encoding Standard's encoder, with
// the standard's bytes, and those for which the standard's encoder returns
// an error. Both are sorted by code point. A nil *fixTable holds none.
type fixTable struct {
	bytes  []fix
	errors []rune
}

// fix is the Encoding Standard's bytes for one code point.
type fix struct {
	cp  rune
	out string
}

// lookup returns the Encoding Standard's bytes for r ("" for an error) and
// true, or false when x/text's encoder is right for r.
func (t *fixTable) lookup(r rune) (string, bool) {
	if t == nil {
		return "", false
	}
	if _, found := slices.BinarySearch(t.errors, r); found {
		return "", true
	}
	i, found := slices.BinarySearchFunc(t.bytes, r, func(f fix, r rune) int { return cmp.Compare(f.cp, r) })
	if !found {
		return "", false
	}
	return t.bytes[i].out, true
}
