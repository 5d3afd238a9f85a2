package idna

import (
	"bytes"
	"math"
	"math/bits"
	"slices"
	"unicode/utf8"
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

// shortLabel is the length, in code points, up to which
// appendPunycodeEncoded keeps its working arrays on the stack: DNS labels
// are at most 63 bytes.
const shortLabel = 64

// shortLabelBits is log2(shortLabel): the bits of a position in a label of
// at most shortLabel code points.
const shortLabelBits = 6

// appendPunycodeEncoded implements the Punycode encoding procedure of RFC
// 3492 section 6.3. It appends the encoding of label, without the ACE prefix
// "xn--", to dst. When the procedure fails on overflow (section 6.4) it
// returns dst unchanged and false. A label of more than punycodeMaxInt code
// points also fails, as 32-bit integers cannot count its code points.
//
// The procedure of section 6.3 makes one pass over the input for each
// distinct code point, which is quadratic. appendPunycodeEncoded gives the
// same output in O(n log n) time for n code points: it visits the non-basic code
// points once each, sorted by value and then by position, and a Fenwick tree
// over the positions tells how many code points below the one being inserted
// lie between two positions. Those are the code points that section 6.3
// counts into delta.
//
// An invalid UTF-8 byte in label counts as U+FFFD, as in a range loop. A
// label of at most shortLabel code points (a DNS label has at most 63)
// goes through appendPunycodeEncodedShort instead, in stack arrays.
func appendPunycodeEncoded(dst []byte, label []byte) ([]byte, bool) {
	var runeBuf [shortLabel]rune
	runes := runeBuf[:0]
	for _, r := range string(label) {
		runes = append(runes, r)
	}
	if len(runes) <= shortLabel {
		return appendPunycodeEncodedShort(dst, runes)
	}
	return appendPunycodeEncodedLong(dst, runes)
}

// appendPunycodeEncodedLong is appendPunycodeEncoded for a label of more
// than shortLabel code points, runes.
func appendPunycodeEncodedLong(dst []byte, runes []rune) ([]byte, bool) {
	if len(runes) > punycodeMaxInt {
		return dst, false
	}
	// Copy the basic code points to the output (section 6.3), mark
	// their positions, and collect the others as sort keys: value, then
	// position.
	out := dst
	smaller := newRankSet(len(runes))
	keys := make([]uint64, 0, len(runes))
	for pos, r := range runes {
		if r < punycodeInitialN {
			out = append(out, byte(r))
			smaller.mark(pos)
		} else {
			keys = append(keys, uint64(r)<<32|uint64(pos))
		}
	}
	basic := len(out) - len(dst)
	if basic > 0 {
		out = append(out, '-')
	}
	slices.Sort(keys)

	e := punycodeEncoder{
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
		var ok bool
		if out, ok = e.insertAll(out, m, keys[:count], smaller); !ok {
			return dst, false
		}
		keys = keys[count:]
	}
	return out, true
}

// appendPunycodeEncodedShort is appendPunycodeEncoded for a label of at
// most shortLabel code points, runes, in stack arrays: the same visit of the
// non-basic code points sorted by value and then position, with one 64-bit
// word in place of the rank set (bit p set: the code point at position p is
// below the one being inserted, so section 6.3 counts it into delta).
func appendPunycodeEncodedShort(dst []byte, runes []rune) ([]byte, bool) {
	var keyBuf [shortLabel]uint64
	keys := keyBuf[:0]
	var smaller uint64
	out := dst
	for pos, r := range runes {
		if r < punycodeInitialN {
			out = append(out, byte(r))
			smaller |= 1 << pos
			continue
		}
		// Insertion sort of the keys (value, then position): at most
		// shortLabel of them.
		key := uint64(r)<<shortLabelBits | uint64(pos)
		i := len(keys)
		keys = append(keys, key)
		for ; i > 0 && keys[i-1] > key; i-- {
			keys[i] = keys[i-1]
		}
		keys[i] = key
	}
	basic := len(out) - len(dst)
	if basic > 0 {
		out = append(out, '-')
	}
	e := punycodeEncoder{n: punycodeInitialN, bias: punycodeInitialBias, handled: basic, basic: basic}
	for i := 0; i < len(keys); {
		m := rune(keys[i] >> shortLabelBits)
		// "let delta = delta + (m - n) * (h + 1), fail on overflow"
		if !e.addDelta(int64(m-e.n) * int64(e.handled+1)) {
			return dst, false
		}
		e.n = m
		// "for each code point c in the input (in order)": each c < n
		// increments delta (below 65 * 0x110000 + 65 for a label this
		// short: no overflow); delta is encoded and reset at each c == n.
		start, j := 0, i
		for ; j < len(keys) && rune(keys[j]>>shortLabelBits) == m; j++ {
			pos := int(keys[j] & (shortLabel - 1))
			e.delta += int64(bits.OnesCount64(smaller & (1<<pos - 1) &^ (1<<start - 1)))
			out = appendPunycodeInteger(out, e.delta, e.bias)
			e.bias = punycodeAdapt(e.delta, e.handled+1, e.handled == e.basic)
			e.delta = 0
			e.handled++
			start = pos + 1
		}
		e.delta += int64(bits.OnesCount64(smaller &^ (1<<start - 1)))
		for ; i < j; i++ {
			smaller |= 1 << (keys[i] & (shortLabel - 1))
		}
		// "increment delta and n"
		e.delta++
		e.n++
	}
	return out, true
}

// keyCodePoint returns the code point of a sort key of appendPunycodeEncoded.
func keyCodePoint(key uint64) rune { return rune(key >> 32) }

// keyPosition returns the position of a sort key of appendPunycodeEncoded.
func keyPosition(key uint64) int { return int(uint32(key)) }

// punycodeEncoder holds the state of the encoding procedure of RFC 3492
// section 6.3, with the names the RFC gives it (but for the output, which
// its methods take and return, so that it can stay on the caller's stack).
type punycodeEncoder struct {
	n       rune  // the next code point to insert
	delta   int64 // at most punycodeMaxInt
	bias    int
	handled int // h: the number of code points handled so far
	basic   int // b: the number of basic code points
}

// insertAll does one round of the outer loop of section 6.3: it appends to
// out the encoding of the insertions of code point m at the positions of
// keys, in increasing order, where smaller marks the positions of the code
// points below m. It then marks the positions of keys in smaller. It
// reports false on overflow.
func (e *punycodeEncoder) insertAll(out []byte, m rune, keys []uint64, smaller rankSet) ([]byte, bool) {
	// "let delta = delta + (m - n) * (h + 1), fail on overflow"
	if !e.addDelta(int64(m-e.n) * int64(e.handled+1)) {
		return out, false
	}
	e.n = m
	// "for each code point c in the input (in order)": each c < n
	// increments delta; delta is encoded and reset at each c == n.
	start := 0
	for _, key := range keys {
		pos := keyPosition(key)
		if !e.addDelta(int64(smaller.count(start, pos))) {
			return out, false
		}
		out = appendPunycodeInteger(out, e.delta, e.bias)
		e.bias = punycodeAdapt(e.delta, e.handled+1, e.handled == e.basic)
		e.delta = 0
		e.handled++
		start = pos + 1
	}
	if !e.addDelta(int64(smaller.count(start, smaller.size()))) {
		return out, false
	}
	// "increment delta and n"
	e.delta++
	e.n++
	for _, key := range keys {
		smaller.mark(keyPosition(key))
	}
	return out, true
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

// rankSet is a set of positions in [0, n): it marks and unmarks positions,
// counts the marked positions in a range, and finds the marked position
// with a given index, each in O(log n) time. It is a bitmap of the
// positions, 64 to a word, and a Fenwick tree of the words' counts, which
// is 64 times smaller than a tree of the positions and so stays in the
// processor's caches on the longest labels.
type rankSet struct {
	n      int
	words  []uint64
	counts fenwickTree // counts[w+1...]: the marked positions of words[w], as a Fenwick tree
}

func newRankSet(n int) rankSet {
	w := (n + 63) / 64
	return rankSet{n: n, words: make([]uint64, w), counts: newFenwickTree(w)}
}

// size returns the number of positions.
func (s rankSet) size() int { return s.n }

// mark marks position pos, which must not be marked yet.
func (s rankSet) mark(pos int) {
	s.words[pos/64] |= 1 << (pos % 64)
	s.counts.add(pos/64, 1)
}

// unmark unmarks position pos, which must be marked.
func (s rankSet) unmark(pos int) {
	s.words[pos/64] &^= 1 << (pos % 64)
	s.counts.add(pos/64, -1)
}

// countBefore returns the number of marked positions in [0, end).
func (s rankSet) countBefore(end int) int {
	n := s.counts.sumBefore(end / 64)
	if end%64 != 0 {
		n += bits.OnesCount64(s.words[end/64] & (1<<(end%64) - 1))
	}
	return n
}

// count returns the number of marked positions in [start, end).
func (s rankSet) count(start, end int) int {
	return s.countBefore(end) - s.countBefore(start)
}

// find returns the marked position with index k among the marked
// positions (k = 0 for the first), which must exist.
func (s rankSet) find(k int) int {
	w, k := s.counts.find(k)
	word := s.words[w]
	for ; k > 0; k-- {
		word &= word - 1 // drop the lowest marked position
	}
	return w*64 + bits.TrailingZeros64(word)
}

// fenwickTree is a binary indexed tree (Fenwick tree) of counts at the
// indexes [0, n), with prefix sums in O(log n) time. Element i, for i in
// [1, n], holds the sum of the counts at [i-lowbit(i), i), where lowbit(i)
// is the lowest set bit of i; element 0 is unused.
type fenwickTree []int32

func newFenwickTree(n int) fenwickTree { return make(fenwickTree, n+1) }

// add adds d to the count at index i.
func (f fenwickTree) add(i, d int) {
	for i++; i < len(f); i += i & -i {
		f[i] += int32(d)
	}
}

// sumBefore returns the sum of the counts at [0, end).
func (f fenwickTree) sumBefore(end int) int {
	n := 0
	for i := end; i > 0; i -= i & -i {
		n += int(f[i])
	}
	return n
}

// find returns the index i whose count holds the unit with index k, the
// counts taken in order (sumBefore(i) <= k < sumBefore(i+1)), and
// k-sumBefore(i).
func (f fenwickTree) find(k int) (int, int) {
	i := 0 // sumBefore(i) <= k
	step := 1
	for step*2 < len(f) {
		step *= 2
	}
	for ; step > 0; step /= 2 {
		if next := i + step; next < len(f) && int(f[next]) <= k {
			i = next
			k -= int(f[next])
		}
	}
	return i, k
}

// punycodeInsertion is one insertion of the Punycode decoding procedure
// (RFC 3492 section 6.2): code point n inserted at index i of the output
// as it was then.
type punycodeInsertion struct {
	i int
	n rune
}

// appendPunycodeDecoded implements the Punycode decoding procedure of RFC
// 3492 section 6.2. encoded is a label without its ACE prefix "xn--". It
// appends the decoded label (UTF-8) to dst, and returns dst unchanged and
// false when the procedure fails: a byte that is not a basic code point
// before the last delimiter or not a digit after it, a delimiter at the
// start with nothing before it, a truncated integer, overflow of 32-bit
// signed arithmetic (section 6.4, as in golang.org/x/net/idna and the
// reference implementation's punycode.js), or a code point that is a
// surrogate or above U+10FFFF.
//
// Unlike golang.org/x/net/idna's decoder, which fails on labels that decode
// to more than 1,024 code points, it sets no limit: neither RFC 3492 nor
// UTS #46 has one, and the URL Standard sets VerifyDnsLength to false.
//
// The procedure of section 6.2 inserts each code point into the middle of
// the output, which is quadratic. appendPunycodeDecoded first decodes the
// list of insertions, then makes them in a stack array for an output of at
// most shortLabel code points (a DNS label has at most 63), and otherwise
// places them with placeInsertions in O(n log n) time for n code points.
func appendPunycodeDecoded(dst, encoded []byte) ([]byte, bool) {
	if len(encoded) == 0 {
		return dst, true
	}
	// "Let b be the number of input code points before the last
	// delimiter, or 0 if there is none, then copy the first b code points
	// to the output."
	b := bytes.LastIndexByte(encoded, '-')
	var basic []byte
	digits := encoded
	if b > 0 {
		basic, digits = encoded[:b], encoded[b+1:]
	} else if b == 0 {
		// The delimiter is the first code point: it is not read as a
		// digit either, so the label is invalid.
		return dst, false
	}
	if !isASCIIBytes(basic) {
		return dst, false
	}
	var buf [shortLabel]punycodeInsertion
	insertions, ok := punycodeInsertions(buf[:0], digits, len(basic))
	if !ok {
		return dst, false
	}
	var out []rune
	if len(basic)+len(insertions) <= shortLabel {
		var outBuf [shortLabel]rune
		out = outBuf[:0]
		for _, c := range basic {
			out = append(out, rune(c))
		}
		for _, in := range insertions {
			out = slices.Insert(out, in.i, in.n)
		}
	} else {
		out = placeInsertions(basic, insertions)
	}
	for _, r := range out {
		dst = utf8.AppendRune(dst, r)
	}
	return dst, true
}

// punycodeInsertions runs the main loop of the decoding procedure of RFC
// 3492 section 6.2 on digits, the part after the last delimiter, for an
// output that starts with basic code points, and appends the insertions in
// order to insertions. It reports false when the procedure fails.
func punycodeInsertions(insertions []punycodeInsertion, digits []byte, basic int) ([]punycodeInsertion, bool) {
	start := len(insertions)
	n, i, bias := rune(punycodeInitialN), int64(0), punycodeInitialBias
	for pos := 0; pos < len(digits); {
		oldI, w := i, int64(1)
		for k := punycodeBase; ; k += punycodeBase {
			if pos == len(digits) {
				return nil, false
			}
			digit, ok := punycodeDigitValue(digits[pos])
			if !ok {
				return nil, false
			}
			pos++
			// "let i = i + digit * w, fail on overflow"
			i += digit * w
			if i > punycodeMaxInt {
				return nil, false
			}
			t := int64(punycodeThreshold(k, bias))
			if digit < t {
				break
			}
			// "let w = w * (base - t), fail on overflow"
			w *= punycodeBase - t
			if w > punycodeMaxInt {
				return nil, false
			}
		}
		length := int64(basic+len(insertions)-start) + 1
		bias = punycodeAdapt(i-oldI, int(length), oldI == 0)
		// "let n = n + i div (length(output) + 1), fail on overflow"
		n64 := int64(n) + i/length
		if n64 > utf8.MaxRune || 0xD800 <= n64 && n64 <= 0xDFFF {
			return nil, false
		}
		n = rune(n64)
		i %= length
		insertions = append(insertions, punycodeInsertion{i: int(i), n: n})
		i++
	}
	return insertions, true
}

// punycodeDigitValue returns the digit value of the basic code point c
// (RFC 3492 section 5: a-z and A-Z are 0-25, 0-9 are 26-35), and false
// when c is not a digit.
func punycodeDigitValue(c byte) (int64, bool) {
	switch {
	case 'a' <= c && c <= 'z':
		return int64(c - 'a'), true
	case 'A' <= c && c <= 'Z':
		return int64(c - 'A'), true
	case '0' <= c && c <= '9':
		return int64(c-'0') + 26, true
	}
	return 0, false
}

// placeInsertions returns the output of the decoding procedure whose
// output starts as basic and then receives insertions in order, in
// O(n log n) time for n code points: it places the insertions from the
// last to the first, the code point inserted at index i at the (i+1)th
// position that no later insertion took, found in a Fenwick tree of the
// free positions.
func placeInsertions(basic []byte, insertions []punycodeInsertion) []rune {
	total := len(basic) + len(insertions)
	out := make([]rune, total)
	placed := make([]bool, total)
	free := newRankSet(total)
	for pos := range total {
		free.mark(pos)
	}
	for k := len(insertions) - 1; k >= 0; k-- {
		pos := free.find(insertions[k].i)
		out[pos] = insertions[k].n
		placed[pos] = true
		free.unmark(pos)
	}
	next := 0
	for pos := range total {
		if !placed[pos] {
			out[pos] = rune(basic[next])
			next++
		}
	}
	return out
}

// PunycodeEncode returns "xn--" followed by the Punycode encoding of label
// (RFC 3492 section 6.3), and false on overflow. The tests of package
// weburl use it to write the ASCII form of a label that UTS #46 leaves
// unchanged.
func PunycodeEncode(label string) (string, bool) {
	out, ok := appendPunycodeEncoded([]byte("xn--"), []byte(label))
	return string(out), ok
}
