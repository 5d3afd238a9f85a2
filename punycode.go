package weburl

import (
	"math"
	"slices"
)

// The Punycode parameters of RFC 3492 section 5.
const (
	punycodeBase        = 36
	punycodeTMin        = 1
	punycodeTMax        = 26
	punycodeSkew        = 38
	punycodeDamp        = 700
	punycodeInitialBias = 72
	punycodeInitialN    = 0x80
)

// punycodeMaxInt is the largest integer of the Punycode encoder's
// arithmetic. RFC 3492 section 6.4 lets an encoder detect overflow of its
// own integer type; this one detects overflow of 32-bit signed integers,
// like golang.org/x/net/idna, so that both fail on the same labels.
const punycodeMaxInt = math.MaxInt32

// punycodeEncode implements the Punycode encoding procedure of RFC 3492
// section 6.3. It returns the encoding of label without the ACE prefix
// "xn--", and false when the procedure fails on overflow (section 6.4).
// A label of more than punycodeMaxInt code points also fails, as 32-bit
// integers cannot count its code points.
//
// The procedure of section 6.3 makes one pass over the input for each
// distinct code point, which is quadratic. punycodeEncode gives the same
// output in O(n log n) time for n code points: it visits the non-basic code
// points once each, sorted by value and then by position, and a Fenwick tree
// over the positions tells how many code points below the one being inserted
// lie between two positions. Those are the code points that section 6.3
// counts into delta.
//
// An invalid UTF-8 byte in label counts as U+FFFD, as in a range loop.
func punycodeEncode(label string) (string, bool) {
	runes := []rune(label)
	if len(runes) > punycodeMaxInt {
		return "", false
	}
	// Copy the basic code points to the output (section 6.3), mark
	// their positions, and collect the others as sort keys: value, then
	// position.
	out := make([]byte, 0, len(label))
	smaller := newFenwickTree(len(runes))
	keys := make([]uint64, 0, len(runes))
	for pos, r := range runes {
		if r < punycodeInitialN {
			out = append(out, byte(r))
			smaller.mark(pos)
		} else {
			keys = append(keys, uint64(r)<<32|uint64(pos))
		}
	}
	basic := len(out)
	if basic > 0 {
		out = append(out, '-')
	}
	slices.Sort(keys)

	e := punycodeEncoder{
		out:     out,
		n:       punycodeInitialN,
		bias:    punycodeInitialBias,
		handled: basic,
		basic:   basic,
	}
	for len(keys) > 0 {
		m := keyCodePoint(keys[0])
		count := 1
		for count < len(keys) && keyCodePoint(keys[count]) == m {
			count++
		}
		if !e.insertAll(m, keys[:count], smaller) {
			return "", false
		}
		keys = keys[count:]
	}
	return string(e.out), true
}

// keyCodePoint returns the code point of a sort key of punycodeEncode.
func keyCodePoint(key uint64) rune { return rune(key >> 32) }

// keyPosition returns the position of a sort key of punycodeEncode.
func keyPosition(key uint64) int { return int(uint32(key)) }

// punycodeEncoder holds the state of the encoding procedure of RFC 3492
// section 6.3, with the names the RFC gives it.
type punycodeEncoder struct {
	out     []byte
	n       rune  // the next code point to insert
	delta   int64 // at most punycodeMaxInt
	bias    int
	handled int // h: the number of code points handled so far
	basic   int // b: the number of basic code points
}

// insertAll does one round of the outer loop of section 6.3: it encodes
// the insertions of code point m at the positions of keys, in increasing
// order, where smaller marks the positions of the code points below m. It
// then marks the positions of keys in smaller. It reports false on overflow.
func (e *punycodeEncoder) insertAll(m rune, keys []uint64, smaller fenwickTree) bool {
	// "let delta = delta + (m - n) * (h + 1), fail on overflow"
	if !e.addDelta(int64(m-e.n) * int64(e.handled+1)) {
		return false
	}
	e.n = m
	// "for each code point c in the input (in order)": each c < n
	// increments delta; delta is encoded and reset at each c == n.
	start := 0
	for _, key := range keys {
		pos := keyPosition(key)
		if !e.addDelta(int64(smaller.count(start, pos))) {
			return false
		}
		e.out = appendPunycodeInteger(e.out, e.delta, e.bias)
		e.bias = punycodeAdapt(e.delta, e.handled+1, e.handled == e.basic)
		e.delta = 0
		e.handled++
		start = pos + 1
	}
	if !e.addDelta(int64(smaller.count(start, smaller.size()))) {
		return false
	}
	// "increment delta and n"
	e.delta++
	e.n++
	for _, key := range keys {
		smaller.mark(keyPosition(key))
	}
	return true
}

// addDelta adds d to delta and reports false if the sum overflows. Within
// a round delta only grows between resets, so checking the sum is the same
// as checking each increment of section 6.3.
func (e *punycodeEncoder) addDelta(d int64) bool {
	if d > punycodeMaxInt-e.delta {
		return false
	}
	e.delta += d
	return true
}

// appendPunycodeInteger appends q as a generalized variable-length integer
// (RFC 3492 section 3.3) with the thresholds that bias gives (section 6.3).
func appendPunycodeInteger(out []byte, q int64, bias int) []byte {
	for k := punycodeBase; ; k += punycodeBase {
		t := int64(punycodeThreshold(k, bias))
		if q < t {
			break
		}
		out = append(out, punycodeDigit(t+(q-t)%(punycodeBase-t)))
		q = (q - t) / (punycodeBase - t)
	}
	return append(out, punycodeDigit(q))
}

// punycodeThreshold returns the threshold t for the digit at position k
// (RFC 3492 section 6.3): k - bias clamped to [tmin, tmax].
func punycodeThreshold(k, bias int) int {
	switch {
	case k <= bias:
		return punycodeTMin
	case k >= bias+punycodeTMax:
		return punycodeTMax
	}
	return k - bias
}

// punycodeDigit returns the lowercase basic code point of digit d, which is
// in [0, 36) (RFC 3492 section 5).
func punycodeDigit(d int64) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// punycodeAdapt is the bias adaptation function of RFC 3492 section 6.1.
func punycodeAdapt(delta int64, numPoints int, firstTime bool) int {
	if firstTime {
		delta /= punycodeDamp
	} else {
		delta /= 2
	}
	delta += delta / int64(numPoints)
	k := 0
	for delta > ((punycodeBase-punycodeTMin)*punycodeTMax)/2 {
		delta /= punycodeBase - punycodeTMin
		k += punycodeBase
	}
	return k + int((punycodeBase-punycodeTMin+1)*delta/(delta+punycodeSkew))
}

// fenwickTree is a binary indexed tree (Fenwick tree) over the positions
// [0, n): it marks positions and counts the marked positions in a range,
// each in O(log n) time. Element i, for i in [1, n], counts the marked
// positions in [i-lowbit(i), i), where lowbit(i) is the lowest set bit of i;
// element 0 is unused.
type fenwickTree []int32

func newFenwickTree(n int) fenwickTree { return make(fenwickTree, n+1) }

// size returns the number of positions.
func (f fenwickTree) size() int { return len(f) - 1 }

// mark marks position pos, which must not be marked yet.
func (f fenwickTree) mark(pos int) {
	for i := pos + 1; i < len(f); i += i & -i {
		f[i]++
	}
}

// countBefore returns the number of marked positions in [0, end).
func (f fenwickTree) countBefore(end int) int {
	n := 0
	for i := end; i > 0; i -= i & -i {
		n += int(f[i])
	}
	return n
}

// count returns the number of marked positions in [start, end).
func (f fenwickTree) count(start, end int) int {
	return f.countBefore(end) - f.countBefore(start)
}
