// Package refencoding is a reference for weburl's query encoders, for its
// tests (only tests import it): the Encoding Standard's encoders written as
// the standard (encoding.bs) reads, one code point per handler call,
// reading the standard's own index files (the repository's
// testdata/encoding), with no tables of their own and no shortcuts. It
// imports no code of weburl's. Section names are the standard's
// anchors (encoding spec: #...), url.bs's for percent-encode after encoding.
package refencoding

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// index is one of the Encoding Standard's indexes (encoding spec:
// #indexes): its pointers and their code points, in the order of the file.
type index struct {
	pointers   []int
	codePoints []rune
}

// readIndex reads index-<name>.txt as the standard says: split the
// contents on LF, remove the items that are empty or start with "#", split
// each remaining item on TAB; the first subitem is the pointer in decimal,
// the second the code point in hexadecimal.
func readIndex(dir, name string) (*index, error) {
	data, err := os.ReadFile(filepath.Join(dir, "index-"+name+".txt"))
	if err != nil {
		return nil, err
	}
	ix := &index{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		sub := strings.Split(line, "\t")
		if len(sub) < 2 {
			return nil, fmt.Errorf("index %s: line %q has no TAB", name, line)
		}
		pointer, err := strconv.Atoi(strings.TrimSpace(sub[0]))
		if err != nil {
			return nil, fmt.Errorf("index %s: %v", name, err)
		}
		cp, err := strconv.ParseUint(strings.TrimPrefix(sub[1], "0x"), 16, 32)
		if err != nil {
			return nil, fmt.Errorf("index %s: %v", name, err)
		}
		ix.pointers = append(ix.pointers, pointer)
		ix.codePoints = append(ix.codePoints, rune(cp))
	}
	return ix, nil
}

// without returns index without the entries whose pointer satisfies drop.
func (ix *index) without(drop func(pointer int) bool) *index {
	out := &index{}
	for i, p := range ix.pointers {
		if !drop(p) {
			out.pointers = append(out.pointers, p)
			out.codePoints = append(out.codePoints, ix.codePoints[i])
		}
	}
	return out
}

// pointerLookup is a lookup of "index pointer" for one index, built once: for
// each code point, the first and the last pointer corresponding to it.
type pointerLookup struct {
	first, last map[rune]int
}

func (ix *index) lookup() *pointerLookup {
	l := &pointerLookup{first: map[rune]int{}, last: map[rune]int{}}
	for i, cp := range ix.codePoints {
		if _, ok := l.first[cp]; !ok {
			l.first[cp] = ix.pointers[i]
		}
		l.last[cp] = ix.pointers[i]
	}
	return l
}

// indexPointer is "index pointer" (encoding spec: #index-pointer): the
// first pointer corresponding to cp, or false for null.
func (l *pointerLookup) indexPointer(cp rune) (int, bool) {
	p, ok := l.first[cp]
	return p, ok
}

// indexCodePoint is "index code point" (encoding spec: #index-code-point):
// the code point corresponding to pointer, or false for null.
func (ix *index) indexCodePoint(pointer int) (rune, bool) {
	for i, p := range ix.pointers {
		if p == pointer {
			return ix.codePoints[i], true
		}
	}
	return 0, false
}

// Data is everything the reference encoders read (see Load).
type Data struct {
	// Names lists the encodings of encodings.json that have an encoder
	// and that get an output encoding keeps (all but UTF-8, UTF-16BE,
	// UTF-16LE and replacement); Labels holds their labels.
	Names  []string
	Labels map[string][]string

	singleByte map[string]*pointerLookup // by lower-case encoding name
	gb18030    *pointerLookup
	ranges     *index // index gb18030 ranges
	big5       *pointerLookup
	jis0208    *pointerLookup
	shiftJIS   *pointerLookup // index jis0208 without pointers 8272 to 8835
	katakana   *index         // index ISO-2022-JP katakana
	eucKR      *pointerLookup
}

// Load reads the Encoding Standard's encodings.json and indexes from dir.
func Load(dir string) (*Data, error) {
	raw, err := os.ReadFile(filepath.Join(dir, "encodings.json"))
	if err != nil {
		return nil, err
	}
	var groups []struct {
		Heading   string `json:"heading"`
		Encodings []struct {
			Name   string   `json:"name"`
			Labels []string `json:"labels"`
		} `json:"encodings"`
	}
	if err := json.Unmarshal(raw, &groups); err != nil {
		return nil, err
	}
	d := &Data{Labels: map[string][]string{}, singleByte: map[string]*pointerLookup{}}
	for _, g := range groups {
		for _, e := range g.Encodings {
			switch e.Name {
			case "UTF-8", "UTF-16BE", "UTF-16LE", "replacement":
				continue
			}
			d.Names = append(d.Names, e.Name)
			d.Labels[e.Name] = e.Labels
			if g.Heading != "Legacy single-byte encodings" {
				continue
			}
			// ISO-8859-8 and ISO-8859-8-I share index ISO-8859-8
			// (encoding spec: #legacy-single-byte-encodings).
			file := strings.TrimSuffix(strings.ToLower(e.Name), "-i")
			ix, err := readIndex(dir, file)
			if err != nil {
				return nil, err
			}
			d.singleByte[strings.ToLower(e.Name)] = ix.lookup()
		}
	}
	read := func(name string) *index {
		if err != nil {
			return nil
		}
		var ix *index
		ix, err = readIndex(dir, name)
		return ix
	}
	gb18030, big5, jis0208, eucKR := read("gb18030"), read("big5"), read("jis0208"), read("euc-kr")
	d.ranges, d.katakana = read("gb18030-ranges"), read("iso-2022-jp-katakana")
	if err != nil {
		return nil, err
	}
	d.gb18030 = gb18030.lookup()
	d.jis0208 = jis0208.lookup()
	d.eucKR = eucKR.lookup()
	// index Big5 pointer (encoding spec: #index-big5-pointer), step 1:
	// index Big5 without the entries whose pointer is less than
	// (0xA1 - 0x81) × 157.
	d.big5 = big5.without(func(p int) bool { return p < (0xA1-0x81)*157 }).lookup()
	// index Shift_JIS pointer (encoding spec: #index-shift_jis-pointer),
	// step 1: index jis0208 without the pointers 8272 to 8835, inclusive.
	d.shiftJIS = jis0208.without(func(p int) bool { return 8272 <= p && p <= 8835 }).lookup()
	return d, nil
}

// endOfQueue stands for end-of-queue (encoding spec: #end-of-queue).
const endOfQueue rune = -1

// queue is an I/O queue of scalar values (encoding spec: #concept-stream)
// being read: the items restored to it, last first, then the rest of items.
type queue struct {
	items    []rune
	pos      int
	restored []rune
}

// read returns the next item, or endOfQueue (encoding spec: #concept-stream-read).
func (q *queue) read() rune {
	if n := len(q.restored); n > 0 {
		cp := q.restored[n-1]
		q.restored = q.restored[:n-1]
		return cp
	}
	if q.pos == len(q.items) {
		return endOfQueue
	}
	q.pos++
	return q.items[q.pos-1]
}

// restore puts cp at the front of the queue (encoding spec:
// #concept-stream-prepend). The ISO-2022-JP encoder restores the code point
// it has changed (U+2212 to U+FF0D, half-width to full-width katakana).
func (q *queue) restore(cp rune) {
	q.restored = append(q.restored, cp)
}

// handlerResult is what a handler returns (encoding spec: #handler): finished,
// one or more bytes, error with a code point, or continue.
type handlerResult struct {
	kind      int // one of the ref* constants below
	bytes     []byte
	codePoint rune
}

const (
	encResultFinished = iota
	encResultBytes
	encResultError
	encResultContinue
)

func finished() handlerResult          { return handlerResult{kind: encResultFinished} }
func encError(cp rune) handlerResult   { return handlerResult{kind: encResultError, codePoint: cp} }
func encBytes(b ...byte) handlerResult { return handlerResult{kind: encResultBytes, bytes: b} }
func encByteValue(v int) handlerResult { return encBytes(byte(v)) }
func isASCIICodePoint(cp rune) bool    { return 0 <= cp && cp <= 0x7F }
func inRange(cp, lo, hi rune) bool     { return lo <= cp && cp <= hi }

// encoderHandler is an encoder instance: its handler, and its state if any.
type encoderHandler interface {
	handler(ioQueue *queue, cp rune) handlerResult
}

// getEncoder is "get an encoder" (encoding spec: #get-an-encoder) for
// the encoding named name (as encodings.json spells it); nil when no
// legacy encoding has that name.
func (d *Data) getEncoder(name string) encoderHandler {
	switch name {
	case "GBK":
		return &gb18030Encoder{d: d, isGBK: true}
	case "gb18030":
		return &gb18030Encoder{d: d}
	case "Big5":
		return &big5Encoder{d}
	case "EUC-JP":
		return &eucJPEncoder{d}
	case "ISO-2022-JP":
		return &iso2022JPEncoder{d: d, state: iso2022JPStateASCII}
	case "Shift_JIS":
		return &shiftJISEncoder{d}
	case "EUC-KR":
		return &eucKREncoder{d}
	case "x-user-defined":
		return xUserDefinedEncoder{}
	}
	if l, ok := d.singleByte[strings.ToLower(name)]; ok {
		return &singleByteEncoder{l}
	}
	return nil
}

// singleByteEncoder: encoding spec: #single-byte-encoder.
type singleByteEncoder struct{ index *pointerLookup }

func (e *singleByteEncoder) handler(_ *queue, cp rune) handlerResult {
	// 1. If codePoint is end-of-queue, then return finished.
	if cp == endOfQueue {
		return finished()
	}
	// 2. If codePoint is an ASCII code point, then return a byte whose
	// value is codePoint.
	if isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	// 3. Let pointer be the index pointer for codePoint in index
	// single-byte.
	pointer, ok := e.index.indexPointer(cp)
	// 4. If pointer is null, then return error with codePoint.
	if !ok {
		return encError(cp)
	}
	// 5. Return a byte whose value is pointer + 0x80.
	return encByteValue(pointer + 0x80)
}

// gb18030Encoder: encoding spec: #gb18030-encoder (and #gbk-encoder,
// with is GBK set).
type gb18030Encoder struct {
	d     *Data
	isGBK bool
}

// gb18030PUA is the table of the gb18030 encoder's step 5.
var gb18030PUA = map[rune][2]byte{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB}, 0xE790: {0xA6, 0xDC},
	0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE}, 0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC},
	0xE795: {0xA6, 0xED}, 0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D}, 0xE843: {0xFE, 0x7E},
	0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

func (e *gb18030Encoder) handler(_ *queue, cp rune) handlerResult {
	// 1.
	if cp == endOfQueue {
		return finished()
	}
	// 2.
	if isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	// 3. If codePoint is U+E5E5, then return error with codePoint.
	if cp == 0xE5E5 {
		return encError(cp)
	}
	// 4. If is GBK is true and codePoint is U+20AC, then return byte 0x80.
	if e.isGBK && cp == 0x20AC {
		return encBytes(0x80)
	}
	// 5. The table of Private Use code points.
	if b, ok := gb18030PUA[cp]; ok {
		return encBytes(b[0], b[1])
	}
	// 6. Let pointer be the index pointer for codePoint in index gb18030.
	pointer, ok := e.d.gb18030.indexPointer(cp)
	// 7. If pointer is non-null: two bytes.
	if ok {
		leading := pointer/190 + 0x81
		trailing := pointer % 190
		offset := 0x41
		if trailing < 0x3F {
			offset = 0x40
		}
		return encBytes(byte(leading), byte(trailing+offset))
	}
	// 8. If is GBK is true, then return error with codePoint.
	if e.isGBK {
		return encError(cp)
	}
	// 9. Set pointer to the index gb18030 ranges pointer for codePoint.
	pointer = e.d.rangesPointer(cp)
	// 10–17.
	byte1 := pointer / (10 * 126 * 10)
	pointer = pointer % (10 * 126 * 10)
	byte2 := pointer / (10 * 126)
	pointer = pointer % (10 * 126)
	byte3 := pointer / 10
	byte4 := pointer % 10
	return encBytes(byte(byte1+0x81), byte(byte2+0x30), byte(byte3+0x81), byte(byte4+0x30))
}

// rangesPointer is "index gb18030 ranges pointer" (encoding spec:
// #index-gb18030-ranges-pointer).
func (d *Data) rangesPointer(cp rune) int {
	// 1. If codePoint is U+E7C7, then return pointer 7457.
	if cp == 0xE7C7 {
		return 7457
	}
	// 2. Let offset be the last code point in index gb18030 ranges that is
	// less than or equal to codePoint and let pointerOffset be its
	// corresponding pointer.
	r := d.ranges
	i := sort.Search(len(r.codePoints), func(i int) bool { return r.codePoints[i] > cp }) - 1
	offset, pointerOffset := r.codePoints[i], r.pointers[i]
	// 3. Return a pointer whose value is pointerOffset + codePoint − offset.
	return pointerOffset + int(cp-offset)
}

// big5Encoder: encoding spec: #big5-encoder.
type big5Encoder struct{ d *Data }

func (e *big5Encoder) handler(_ *queue, cp rune) handlerResult {
	// 1, 2.
	if cp == endOfQueue {
		return finished()
	}
	if isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	// 3. Let pointer be the index Big5 pointer for codePoint.
	pointer, ok := e.d.big5Pointer(cp)
	// 4.
	if !ok {
		return encError(cp)
	}
	// 5–8.
	leading := pointer/157 + 0x81
	trailing := pointer % 157
	offset := 0x62
	if trailing < 0x3F {
		offset = 0x40
	}
	return encBytes(byte(leading), byte(trailing+offset))
}

// big5Pointer is "index Big5 pointer" (encoding spec: #index-big5-pointer);
// d.big5 is index Big5 already without the pointers below
// (0xA1 - 0x81) × 157 (step 1).
func (d *Data) big5Pointer(cp rune) (int, bool) {
	// 2. For these six code points, the last pointer.
	switch cp {
	case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
		p, ok := d.big5.last[cp]
		return p, ok
	}
	// 3. Return the index pointer for codePoint in index.
	return d.big5.indexPointer(cp)
}

// eucJPEncoder: encoding spec: #euc-jp-encoder.
type eucJPEncoder struct{ d *Data }

func (e *eucJPEncoder) handler(_ *queue, cp rune) handlerResult {
	// 1, 2.
	if cp == endOfQueue {
		return finished()
	}
	if isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	// 3, 4.
	if cp == 0xA5 {
		return encBytes(0x5C)
	}
	if cp == 0x203E {
		return encBytes(0x7E)
	}
	// 5. Half-width katakana: 0x8E and codePoint − 0xFF61 + 0xA1.
	if inRange(cp, 0xFF61, 0xFF9F) {
		return encBytes(0x8E, byte(cp-0xFF61+0xA1))
	}
	// 6.
	if cp == 0x2212 {
		cp = 0xFF0D
	}
	// 7. Let pointer be the index pointer for codePoint in index jis0208.
	pointer, ok := e.d.jis0208.indexPointer(cp)
	// 8.
	if !ok {
		return encError(cp)
	}
	// 9–11.
	return encBytes(byte(pointer/94+0xA1), byte(pointer%94+0xA1))
}

// The ISO-2022-JP encoder states (encoding spec: #iso-2022-jp-encoder-state).
const (
	iso2022JPStateASCII = iota
	iso2022JPStateRoman
	iso2022JPStateJIS0208
)

// iso2022JPEncoder: encoding spec: #iso-2022-jp-encoder.
type iso2022JPEncoder struct {
	d     *Data
	state int
}

func (e *iso2022JPEncoder) handler(ioQueue *queue, cp rune) handlerResult {
	// 1. If codePoint is end-of-queue and state is not ASCII, then set
	// state to ASCII and return three bytes 0x1B 0x28 0x42.
	if cp == endOfQueue && e.state != iso2022JPStateASCII {
		e.state = iso2022JPStateASCII
		return encBytes(0x1B, 0x28, 0x42)
	}
	// 2. If codePoint is end-of-queue and state is ASCII, then return
	// finished.
	if cp == endOfQueue && e.state == iso2022JPStateASCII {
		return finished()
	}
	// 3. If state is ASCII or Roman, and codePoint is U+000E, U+000F, or
	// U+001B, then return error with U+FFFD.
	if (e.state == iso2022JPStateASCII || e.state == iso2022JPStateRoman) &&
		(cp == 0x0E || cp == 0x0F || cp == 0x1B) {
		return encError(0xFFFD)
	}
	// 4. If state is ASCII and codePoint is an ASCII code point, then
	// return a byte whose value is codePoint.
	if e.state == iso2022JPStateASCII && isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	// 5. If state is Roman and codePoint is an ASCII code point, excluding
	// U+005C and U+007E, or is U+00A5 or U+203E:
	if e.state == iso2022JPStateRoman &&
		(isASCIICodePoint(cp) && cp != 0x5C && cp != 0x7E || cp == 0xA5 || cp == 0x203E) {
		if isASCIICodePoint(cp) {
			return encByteValue(int(cp))
		}
		if cp == 0xA5 {
			return encBytes(0x5C)
		}
		if cp == 0x203E {
			return encBytes(0x7E)
		}
	}
	// 6. If codePoint is an ASCII code point, and state is not ASCII, then
	// restore codePoint to ioQueue, set state to ASCII, and return three
	// bytes 0x1B 0x28 0x42.
	if isASCIICodePoint(cp) && e.state != iso2022JPStateASCII {
		ioQueue.restore(cp)
		e.state = iso2022JPStateASCII
		return encBytes(0x1B, 0x28, 0x42)
	}
	// 7. If codePoint is either U+00A5 or U+203E, and state is not Roman,
	// then restore codePoint to ioQueue, set state to Roman, and return
	// three bytes 0x1B 0x28 0x4A.
	if (cp == 0xA5 || cp == 0x203E) && e.state != iso2022JPStateRoman {
		ioQueue.restore(cp)
		e.state = iso2022JPStateRoman
		return encBytes(0x1B, 0x28, 0x4A)
	}
	// 8. If codePoint is U+2212, then set it to U+FF0D.
	if cp == 0x2212 {
		cp = 0xFF0D
	}
	// 9. If codePoint is in the range U+FF61 to U+FF9F, inclusive, then set
	// it to the index code point for codePoint − 0xFF61 in index
	// ISO-2022-JP katakana.
	if inRange(cp, 0xFF61, 0xFF9F) {
		cp, _ = e.d.katakana.indexCodePoint(int(cp - 0xFF61))
	}
	// 10. Let pointer be the index pointer for codePoint in index jis0208.
	pointer, ok := e.d.jis0208.indexPointer(cp)
	// 11. If pointer is null:
	if !ok {
		// 1. If state is jis0208, then restore codePoint to ioQueue, set
		// state to ASCII, and return three bytes 0x1B 0x28 0x42.
		if e.state == iso2022JPStateJIS0208 {
			ioQueue.restore(cp)
			e.state = iso2022JPStateASCII
			return encBytes(0x1B, 0x28, 0x42)
		}
		// 2. Return error with codePoint.
		return encError(cp)
	}
	// 12. If state is not jis0208, then restore codePoint to ioQueue, set
	// state to jis0208, and return three bytes 0x1B 0x24 0x42.
	if e.state != iso2022JPStateJIS0208 {
		ioQueue.restore(cp)
		e.state = iso2022JPStateJIS0208
		return encBytes(0x1B, 0x24, 0x42)
	}
	// 13–15.
	return encBytes(byte(pointer/94+0x21), byte(pointer%94+0x21))
}

// shiftJISEncoder: encoding spec: #shift_jis-encoder.
type shiftJISEncoder struct{ d *Data }

func (e *shiftJISEncoder) handler(_ *queue, cp rune) handlerResult {
	// 1.
	if cp == endOfQueue {
		return finished()
	}
	// 2. If codePoint is an ASCII code point or U+0080, then return a byte
	// whose value is codePoint.
	if isASCIICodePoint(cp) || cp == 0x80 {
		return encByteValue(int(cp))
	}
	// 3, 4.
	if cp == 0xA5 {
		return encBytes(0x5C)
	}
	if cp == 0x203E {
		return encBytes(0x7E)
	}
	// 5. Half-width katakana: a byte whose value is codePoint − 0xFF61 + 0xA1.
	if inRange(cp, 0xFF61, 0xFF9F) {
		return encByteValue(int(cp - 0xFF61 + 0xA1))
	}
	// 6.
	if cp == 0x2212 {
		cp = 0xFF0D
	}
	// 7. Let pointer be the index Shift_JIS pointer for codePoint (d.shiftJIS
	// is index jis0208 without the pointers 8272 to 8835).
	pointer, ok := e.d.shiftJIS.indexPointer(cp)
	// 8.
	if !ok {
		return encError(cp)
	}
	// 9–13.
	leading := pointer / 188
	leadingOffset := 0xC1
	if leading < 0x1F {
		leadingOffset = 0x81
	}
	trailing := pointer % 188
	offset := 0x41
	if trailing < 0x3F {
		offset = 0x40
	}
	return encBytes(byte(leading+leadingOffset), byte(trailing+offset))
}

// eucKREncoder: encoding spec: #euc-kr-encoder.
type eucKREncoder struct{ d *Data }

func (e *eucKREncoder) handler(_ *queue, cp rune) handlerResult {
	if cp == endOfQueue {
		return finished()
	}
	if isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	pointer, ok := e.d.eucKR.indexPointer(cp)
	if !ok {
		return encError(cp)
	}
	return encBytes(byte(pointer/190+0x81), byte(pointer%190+0x41))
}

// xUserDefinedEncoder: encoding spec: #x-user-defined-encoder.
type xUserDefinedEncoder struct{}

func (xUserDefinedEncoder) handler(_ *queue, cp rune) handlerResult {
	if cp == endOfQueue {
		return finished()
	}
	if isASCIICodePoint(cp) {
		return encByteValue(int(cp))
	}
	if inRange(cp, 0xF780, 0xF7FF) {
		return encByteValue(int(cp - 0xF780 + 0x80))
	}
	return encError(cp)
}

// processQueue is "process a queue" (encoding spec: #concept-encoding-run)
// with an encoder and error mode "fatal", with "process an item"
// (#concept-encoding-process) written in: it returns finished or an error.
func processQueue(encoder encoderHandler, input *queue, output *[]byte) handlerResult {
	for {
		result := encoder.handler(input, input.read())
		switch result.kind {
		case encResultFinished:
			return result
		case encResultBytes:
			*output = append(*output, result.bytes...)
		case encResultError:
			return result // "fatal"
		}
	}
}

// encodeOrFail is "encode or fail" (encoding spec: #encode-or-fail): it
// returns the error's code point, or false for null.
func encodeOrFail(ioQueue *queue, encoder encoderHandler, output *[]byte) (rune, bool) {
	potentialError := processQueue(encoder, ioQueue, output)
	if potentialError.kind == encResultError {
		return potentialError.codePoint, true
	}
	return 0, false
}

// formPercentEncodeSet is the application/x-www-form-urlencoded
// percent-encode set (url spec): every code point but the ASCII
// alphanumerics, U+002A (*), U+002D (-), U+002E (.) and U+005F (_).
func formPercentEncodeSet(cp rune) bool {
	switch {
	case 'a' <= cp && cp <= 'z', 'A' <= cp && cp <= 'Z', '0' <= cp && cp <= '9':
		return false
	case cp == '*', cp == '-', cp == '.', cp == '_':
		return false
	}
	return true
}

// specialQueryPercentEncodeSet is the special-query percent-encode set (url spec): the
// C0 controls, the code points above U+007E, and U+0020, U+0022 ("),
// U+0023 (#), U+003C (<), U+003E (>) and U+0027 (').
func specialQueryPercentEncodeSet(cp rune) bool {
	return cp <= 0x1F || cp > 0x7E || strings.ContainsRune(" \"#<>'", cp)
}

// PercentEncodeAfterEncoding is percent-encode after encoding (url spec:
// #string-percent-encode-after-encoding) for the encoding named name, with
// either the form set (formSet true: spaceAsPlus is true) or the
// special-query set. For a name that is not one of encodings.json's legacy
// encodings it returns "".
func (d *Data) PercentEncodeAfterEncoding(name string, input []rune, formSet bool) string {
	percentEncodeSet := specialQueryPercentEncodeSet
	if formSet {
		percentEncodeSet = formPercentEncodeSet
	}
	spaceAsPlus := formSet
	encoder := d.getEncoder(name)
	if encoder == nil {
		return "" // not a legacy encoding's name
	}
	inputQueue := &queue{items: input}
	var output strings.Builder
	output.Grow(len(input) * 8)
	for {
		var encodeOutput []byte
		potentialError, isError := encodeOrFail(inputQueue, encoder, &encodeOutput)
		for _, b := range encodeOutput {
			if spaceAsPlus && b == 0x20 {
				output.WriteByte('+')
				continue
			}
			if isomorph := rune(b); !percentEncodeSet(isomorph) {
				output.WriteRune(isomorph)
			} else {
				// Percent-encode byte (url spec: #percent-encode): "%"
				// and two ASCII upper hex digits.
				output.WriteByte('%')
				output.WriteByte("0123456789ABCDEF"[b>>4])
				output.WriteByte("0123456789ABCDEF"[b&15])
			}
		}
		if !isError {
			return output.String()
		}
		output.WriteString("%26%23")
		output.WriteString(strconv.Itoa(int(potentialError)))
		output.WriteString("%3B")
	}
}

// JIS0208CodePoints returns the code points of index jis0208, in order.
func (d *Data) JIS0208CodePoints() []rune {
	cps := make([]rune, 0, len(d.jis0208.first))
	for cp := range d.jis0208.first {
		cps = append(cps, cp)
	}
	slices.Sort(cps)
	return cps
}
