package idna

import (
	"slices"
	"unicode/utf8"
)

// This file is Unicode Normalization Form C (UAX #15) from the tables of
// tables.go: the quick check of section 9, and NFC itself as section 3.11
// defines it (canonical decomposition, canonical ordering, canonical
// composition), with Hangul syllables by arithmetic (Unicode section 3.12).
// It is plain NFC: unlike golang.org/x/text/unicode/norm, it does not put
// the text in the Stream-Safe Text Format (section 13), so a run of any
// number of non-starters is normalized as one.

// quickCheck is the state of the NFC quick check (UAX #15 section 9) over a
// string, fed one code point at a time.
type quickCheck struct {
	lastCCC uint8
	maybe   bool // some code point had NFC_Quick_Check Maybe
	no      bool // the string is not in NFC
}

// add feeds the code point whose info is i.
func (q *quickCheck) add(i info) {
	ccc := i.ccc()
	if ccc != 0 && q.lastCCC > ccc {
		q.no = true
	}
	switch i.qc() {
	case qcNo:
		q.no = true
	case qcMaybe:
		q.maybe = true
	}
	q.lastCCC = ccc
}

// yes reports whether the string fed so far is certainly in NFC.
func (q *quickCheck) yes() bool { return !q.no && !q.maybe }

// isNFC reports whether s is in NFC: the quick check of UAX #15 section 9,
// and for a Maybe answer, whether NFC leaves s as it is.
func isNFC(s string) bool {
	var q quickCheck
	for _, r := range s {
		q.add(lookup(r))
	}
	if q.yes() {
		return true
	}
	if q.no {
		return false
	}
	return string(AppendNFC(nil, s)) == s
}

// Hangul syllables (Unicode section 3.12).
const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulSCount = hangulLCount * hangulNCount
)

// A normChar is a code point with its canonical combining class.
type normChar struct {
	r   rune
	ccc uint8
}

// AppendNFC appends the Normalization Form C of s (a scalar value string)
// to dst, in time linear in the length of s: canonical decomposition,
// canonical ordering and canonical composition (UAX #15 section 1, Unicode
// section 3.11).
func AppendNFC(dst []byte, s string) []byte {
	var buf [64]normChar
	chars := decompose(buf[:0], s)
	// Canonical composition: each code point that is not blocked from the
	// last starter (no code point in between, or none of class 0 or of a
	// class at least its own) combines with it when they have a primary
	// composite.
	out := chars[:0] // composition only shortens the list
	starter := -1    // index in out of the last starter
	var lastCCC uint8
	for _, c := range chars {
		if starter >= 0 {
			adjacent := starter == len(out)-1
			if adjacent || lastCCC < c.ccc {
				if composite, ok := compose(out[starter].r, c.r); ok {
					out[starter].r = composite
					continue
				}
			}
		}
		out = append(out, c)
		if c.ccc == 0 {
			starter = len(out) - 1
		}
		lastCCC = c.ccc
	}
	for _, c := range out {
		dst = utf8.AppendRune(dst, c.r)
	}
	return dst
}

// AppendNFD appends the Normalization Form D of s (a scalar value string)
// to dst: its canonical decomposition in canonical order (UAX #15 section
// 1, Unicode section 3.11), in time linear in the length of s.
func AppendNFD(dst []byte, s string) []byte {
	var buf [64]normChar
	for _, c := range decompose(buf[:0], s) {
		dst = utf8.AppendRune(dst, c.r)
	}
	return dst
}

// CombiningClass returns the Canonical_Combining_Class of the code point r
// (at most U+10FFFF), 0 for a starter.
func CombiningClass(r rune) uint8 {
	return lookup(r).ccc()
}

// decompose appends the full canonical decomposition of s to chars, each
// run of non-starters sorted by class (canonical ordering), and returns
// the extended slice.
func decompose(chars []normChar, s string) []normChar {
	for _, r := range s {
		if hangulSBase <= r && r < hangulSBase+hangulSCount {
			si := r - hangulSBase
			chars = append(chars, normChar{hangulLBase + si/hangulNCount, 0},
				normChar{hangulVBase + si%hangulNCount/hangulTCount, 0})
			if t := si % hangulTCount; t != 0 {
				chars = append(chars, normChar{hangulTBase + t, 0})
			}
			continue
		}
		i := lookup(r)
		d := i.decomposition()
		if d == "" {
			chars = append(chars, normChar{r, i.ccc()})
			continue
		}
		for _, c := range d {
			chars = append(chars, normChar{c, lookup(c).ccc()})
		}
	}
	// Canonical ordering: each run of non-starters sorted by class, stably.
	for i := 0; i < len(chars); {
		if chars[i].ccc == 0 {
			i++
			continue
		}
		end := i + 1
		for end < len(chars) && chars[end].ccc != 0 {
			end++
		}
		sortByClass(chars[i:end])
		i = end
	}
	return chars
}

// sortByClass sorts run, a run of non-starters, stably by canonical
// combining class: by insertion for a short run, by counting for a long one
// (linear time).
func sortByClass(run []normChar) {
	if len(run) <= 16 {
		for i := 1; i < len(run); i++ {
			for j := i; j > 0 && run[j-1].ccc > run[j].ccc; j-- {
				run[j-1], run[j] = run[j], run[j-1]
			}
		}
		return
	}
	var start [257]int
	for _, c := range run {
		start[int(c.ccc)+1]++
	}
	for c := 1; c < len(start); c++ {
		start[c] += start[c-1]
	}
	sorted := make([]normChar, len(run))
	for _, c := range run {
		sorted[start[c.ccc]] = c
		start[c.ccc]++
	}
	copy(run, sorted)
}

// compose returns the primary composite of a and b (UAX #15 D114), and false
// when there is none.
func compose(a, b rune) (rune, bool) {
	// Hangul: LV from L and V, LVT from LV and T.
	if hangulLBase <= a && a < hangulLBase+hangulLCount && hangulVBase <= b && b < hangulVBase+hangulVCount {
		return hangulSBase + ((a-hangulLBase)*hangulVCount+b-hangulVBase)*hangulTCount, true
	}
	if hangulSBase <= a && a < hangulSBase+hangulSCount && (a-hangulSBase)%hangulTCount == 0 &&
		hangulTBase < b && b < hangulTBase+hangulTCount {
		return a + b - hangulTBase, true
	}
	key := uint64(a)<<21 | uint64(b)
	if i, ok := slices.BinarySearch(compositionKeys[:], key); ok {
		return rune(compositionValues[i]), true
	}
	return 0, false
}
