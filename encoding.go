package weburl

// Query encodings: the Encoding Standard's encoders, for percent-encode after
// encoding (spec: #string-percent-encode-after-encoding).
//
// The encoders and their index tables come from golang.org/x/text. Where an
// x/text encoder gives other bytes than the Encoding Standard's encoder for
// the same code point, a table of corrections is built from x/text's own
// decoders (which hold the same index data) the first time the encoding is
// used, and the encoder below consults it before handing code points to
// x/text. The differences, each shown by TestXTextGaps in encoding_test.go:
//
//   - single-byte encodings: x/text leaves the bytes 0x80–0x9F that an
//     encoding does not define unmapped; the Encoding Standard's indexes map
//     them to the C1 controls U+0080–U+009F.
//   - Shift_JIS: x/text lacks U+0080, U+00A5, U+203E and U+2212, and uses
//     pointers 8272–8835 that "index Shift_JIS pointer" excludes.
//   - EUC-JP: x/text lacks U+00A5, U+203E and U+2212, and encodes JIS X 0212
//     code points, which the Encoding Standard's encoder never does.
//   - ISO-2022-JP: see iso2022JPEncoder.
//   - gb18030 and GBK: x/text's index lacks the two-byte Private Use Area
//     mappings and U+1E3F, encodes U+E5E5 and U+E7C7 wrongly, and predates
//     GB18030-2022 (U+FE10–U+FE19 and U+9FB4–U+9FBB have two-byte codes).
//   - Big5: x/text uses the last pointer of a code point, the Encoding
//     Standard the first (but the last for six code points), and it encodes
//     code points found only below pointer (0xA1-0x81)×157, which the
//     Encoding Standard does not.
//
// EUC-KR, x-user-defined and the other single-byte mappings agree. With the
// corrections, every BMP code point (and sequences, for ISO-2022-JP) encodes
// as encoding_rs 0.8.31 and Chromium 156 encode it, but for GB18030-2022's
// changes, which that encoding_rs predates and Chromium has.
//
// Labels: htmlindex.Get trims Unicode white space and lower-cases by Unicode
// rules, so EncodingForLabel checks for printable ASCII first.

import (
	"errors"
	"strconv"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/transform"
)

// errUnknownEncodingLabel is returned, wrapped with the label, by
// EncodingForLabel for a label that names no encoding.
var errUnknownEncodingLabel = errors.New("weburl: unknown encoding label")

// EncodingForLabel returns the query encoding for a WHATWG encoding label,
// such as "shift_jis", "latin1" or "gbk", for ParseOptions.Encoding: the
// Encoding Standard's "get an encoding" (encoding spec:
// #concept-encoding-get) followed by "get an output encoding" (encoding
// spec: #get-an-output-encoding), so that UTF-8, UTF-16BE, UTF-16LE and
// replacement give nil, which means UTF-8. Leading and trailing ASCII
// whitespace is ignored and labels match ASCII case-insensitively. For a
// label that names no encoding it returns an error whose message quotes the
// label. Unlike golang.org/x/text/encoding/htmlindex.Get, it accepts only
// the Encoding Standard's labels (htmlindex also trims Unicode white space
// and lower-cases by Unicode rules).
func EncodingForLabel(label string) (encoding.Encoding, error) {
	trimmed := trimASCIIWhitespace(label)
	// Every label is printable ASCII. Checking that first keeps htmlindex's
	// Unicode-aware trimming and lower-casing out of it: it would accept
	// "\vutf-8" or "\u212Aoi8-r" (KELVIN SIGN), which name no encoding.
	for i := 0; i < len(trimmed); i++ {
		if c := trimmed[i]; c <= ' ' || c >= 0x7F {
			return nil, &labelError{label}
		}
	}
	enc, err := htmlindex.Get(trimmed)
	if err != nil || trimmed == "" {
		return nil, &labelError{label}
	}
	return outputEncoding(enc), nil
}

// labelError reports an unknown encoding label.
type labelError struct{ label string }

func (e *labelError) Error() string {
	return errUnknownEncodingLabel.Error() + " " + quoteLabel(e.label)
}

func (e *labelError) Unwrap() error { return errUnknownEncodingLabel }

// quoteLabel returns label in double quotes, with bytes outside printable
// ASCII written as \xNN.
func quoteLabel(label string) string {
	b := make([]byte, 0, len(label)+2)
	b = append(b, '"')
	for i := 0; i < len(label); i++ {
		c := label[i]
		if c < ' ' || c >= 0x7F || c == '"' || c == '\\' {
			b = append(b, '\\', 'x', upperHex[c>>4], upperHex[c&15])
			continue
		}
		b = append(b, c)
	}
	return string(append(b, '"'))
}

// trimASCIIWhitespace removes leading and trailing ASCII whitespace (TAB, LF,
// FF, CR, SPACE) from s (spec: Infra's strip leading and trailing ASCII
// whitespace).
func trimASCIIWhitespace(s string) string {
	isSpace := func(c byte) bool { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ' }
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// outputEncoding applies "get an output encoding"
// (encoding spec: #get-an-output-encoding) to enc: UTF-8, UTF-16BE,
// UTF-16LE and replacement give nil, which stands for UTF-8; any other
// encoding is returned as it is. nil stays nil.
func outputEncoding(enc encoding.Encoding) encoding.Encoding {
	if enc == nil {
		return nil
	}
	name, err := htmlindex.Name(enc)
	if err != nil {
		return enc // not one of the Encoding Standard's encodings
	}
	switch name {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return nil
	}
	return enc
}

// percentWriter receives the output of an encoder run as percent-encode after
// encoding runs it (spec: #string-percent-encode-after-encoding) and appends
// its percent-encoding to dst.
type percentWriter struct {
	dst         []byte
	set         *percentEncodeSet
	spaceAsPlus bool
}

// writeByte appends the encoder output byte c: "+" for 0x20 when
// spaceAsPlus, the byte itself when it is not in the set, else its
// percent-encoding.
func (w *percentWriter) writeByte(c byte) {
	switch {
	case c == ' ' && w.spaceAsPlus:
		w.dst = append(w.dst, '+')
	case w.set.has(c):
		w.dst = appendPercentEncodedByte(w.dst, c)
	default:
		w.dst = append(w.dst, c)
	}
}

// write appends the encoder output bytes b, as writeByte does.
func (w *percentWriter) write(b []byte) {
	for _, c := range b {
		w.writeByte(c)
	}
}

// writeString appends the encoder output bytes s, as writeByte does.
func (w *percentWriter) writeString(s string) {
	for i := 0; i < len(s); i++ {
		w.writeByte(s[i])
	}
}

// fail appends the output for an encoder error with code point r:
// "%26%23", r in decimal, "%3B" (a percent-encoded "&#r;").
func (w *percentWriter) fail(r rune) {
	w.dst = append(w.dst, "%26%23"...)
	w.dst = strconv.AppendUint(w.dst, uint64(r), 10)
	w.dst = append(w.dst, "%3B"...)
}

// legacyEncoder runs an Encoding Standard encoder over a whole scalar value
// string the way percent-encode after encoding does: "encode or fail" until
// the input is used up (encoding spec: #encode-or-fail), reporting each
// error's code point in order with the bytes around it.
type legacyEncoder interface {
	encode(s string, w *percentWriter)
}

// newLegacyEncoder returns the Encoding Standard's encoder for enc, which is
// not nil and not UTF-8.
func newLegacyEncoder(enc encoding.Encoding) legacyEncoder {
	switch enc {
	case japanese.ISO2022JP:
		return &iso2022JPEncoder{jis: japanese.ShiftJIS.NewEncoder()}
	case japanese.ShiftJIS:
		return &xtextEncoder{t: enc.NewEncoder(), fixes: shiftJISFixes.get()}
	case japanese.EUCJP:
		return &xtextEncoder{t: enc.NewEncoder(), fixes: eucJPFixes.get()}
	case simplifiedchinese.GB18030:
		return &xtextEncoder{t: enc.NewEncoder(), fixes: gb18030Fixes.get()}
	case simplifiedchinese.GBK:
		return &xtextEncoder{t: enc.NewEncoder(), fixes: gbkFixes.get()}
	case traditionalchinese.Big5:
		return &xtextEncoder{t: enc.NewEncoder(), fixes: big5Fixes.get()}
	}
	e := &xtextEncoder{t: enc.NewEncoder()}
	if enc == charmap.ISO8859_8I {
		enc = charmap.ISO8859_8 // the same index
	}
	if cm, ok := enc.(*charmap.Charmap); ok && cm != charmap.XUserDefined {
		if _, err := htmlindex.Name(cm); err == nil {
			e.charmap = cm
		}
	}
	return e
}

// xtextEncoder is an x/text encoder with the corrections the Encoding
// Standard needs.
type xtextEncoder struct {
	t transform.Transformer
	// fixes maps code points that x/text encodes differently to the
	// Encoding Standard's bytes for them; "" means the Encoding Standard's
	// encoder returns an error.
	fixes map[rune]string
	// charmap is set for the Encoding Standard's single-byte encodings
	// (other than x-user-defined); see fixC1.
	charmap *charmap.Charmap
}

// fix returns the Encoding Standard's bytes for r ("" for an error) and
// true, or false when x/text's encoder is right for r.
func (e *xtextEncoder) fix(r rune) (string, bool) {
	if e.charmap != nil {
		return fixC1(e.charmap, r)
	}
	out, ok := e.fixes[r]
	return out, ok
}

// fixC1 is the correction for the single-byte encoding cm: the Encoding
// Standard's single-byte indexes map each byte 0x80–0x9F that has no other
// code point to the C1 control of the same value, where x/text's tables leave
// it unmapped.
func fixC1(cm *charmap.Charmap, r rune) (string, bool) {
	if r < 0x80 || r > 0x9F {
		return "", false
	}
	if _, ok := cm.EncodeRune(r); ok || cm.DecodeByte(byte(r)) != utf8.RuneError {
		return "", false
	}
	return c1Bytes[r-0x80 : r-0x80+1], true
}

// c1Bytes holds the bytes 0x80–0x9F, so that fixC1 can slice one without
// allocating.
const c1Bytes = "\x80\x81\x82\x83\x84\x85\x86\x87\x88\x89\x8A\x8B\x8C\x8D\x8E\x8F" +
	"\x90\x91\x92\x93\x94\x95\x96\x97\x98\x99\x9A\x9B\x9C\x9D\x9E\x9F"

// encode implements legacyEncoder. Runs of code points that need no
// correction go to the x/text encoder in one piece.
func (e *xtextEncoder) encode(s string, w *percentWriter) {
	src := []byte(s)
	var buf [512]byte
	start := 0 // start of the run for x/text
	for i := 0; i < len(src); {
		if src[i] < utf8.RuneSelf {
			i++ // ASCII is never corrected
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		out, fixed := e.fix(r)
		if !fixed {
			i += size
			continue
		}
		e.run(src[start:i], buf[:], w)
		if out == "" {
			w.fail(r)
		} else {
			w.writeString(out)
		}
		i += size
		start = i
	}
	e.run(src[start:], buf[:], w)
	// End of queue: let a stateful encoder return to its initial state.
	n, _, _ := e.t.Transform(buf[:], nil, true)
	w.write(buf[:n])
}

// run encodes src with the x/text encoder. An x/text encoder stops at a code
// point it cannot encode, after consuming the bytes before it, and returns an
// internal.RepertoireError (documented on encoding.Encoder). That code point
// is the error, and encoding goes on after it with the same encoder and so
// the same state, as "encode or fail" does. Any other error, or no progress,
// is handled the same way, so that run always ends.
func (e *xtextEncoder) run(src, buf []byte, w *percentWriter) {
	for len(src) > 0 {
		nDst, nSrc, err := e.t.Transform(buf, src, true)
		w.write(buf[:nDst])
		src = src[nSrc:]
		progress := nDst > 0 || nSrc > 0
		switch {
		case len(src) == 0:
		case (err == nil || err == transform.ErrShortDst) && progress:
			// buf was full: go on.
		default:
			r, size := utf8.DecodeRune(src)
			w.fail(r)
			src = src[size:]
		}
	}
}

// lazyFixes is a table of corrections built on first use.
type lazyFixes struct {
	once  sync.Once
	build func() map[rune]string
	fixes map[rune]string
}

func (l *lazyFixes) get() map[rune]string {
	l.once.Do(func() { l.fixes = l.build() })
	return l.fixes
}

var (
	shiftJISFixes = &lazyFixes{build: buildShiftJISFixes}
	eucJPFixes    = &lazyFixes{build: buildEUCJPFixes}
	gb18030Fixes  = &lazyFixes{build: func() map[rune]string { return buildGB18030Fixes(false) }}
	gbkFixes      = &lazyFixes{build: func() map[rune]string { return buildGB18030Fixes(true) }}
	big5Fixes     = &lazyFixes{build: buildBig5Fixes}
)

// decodeOne decodes b with the x/text decoder d and returns the one code
// point it gives, or false when b decodes to U+FFFD or to more than one code
// point.
func decodeOne(d transform.Transformer, b []byte) (rune, bool) {
	var buf [16]byte
	d.Reset()
	n, _, err := d.Transform(buf[:], b, true)
	if err != nil {
		return 0, false
	}
	r, size := utf8.DecodeRune(buf[:n])
	if size != n || r == utf8.RuneError {
		return 0, false
	}
	return r, true
}

// keepDifferences removes from want the entries for which the x/text
// encoding enc already gives the wanted bytes (or the wanted error).
func keepDifferences(want map[rune]string, enc encoding.Encoding) map[rune]string {
	t := enc.NewEncoder()
	var src [utf8.UTFMax]byte
	var dst [16]byte
	for r, out := range want {
		n := utf8.EncodeRune(src[:], r)
		t.Reset()
		nDst, _, err := t.Transform(dst[:], src[:n], true)
		got := string(dst[:nDst])
		if err != nil {
			got = ""
		}
		if got == out {
			delete(want, r)
		}
	}
	return want
}

// Shift_JIS and EUC-JP use index jis0208: pointer = row×94 + column.

// shiftJISBytes returns the Shift_JIS bytes for a jis0208 pointer
// (encoding spec: #shift_jis-encoder, last steps).
func shiftJISBytes(pointer int) string {
	lead, trail := pointer/188, pointer%188
	leadOffset, trailOffset := 0x81, 0x40
	if lead >= 0x1F {
		leadOffset = 0xC1
	}
	if trail >= 0x3F {
		trailOffset = 0x41
	}
	return string([]byte{byte(lead + leadOffset), byte(trail + trailOffset)})
}

// shiftJISPointer is the inverse of shiftJISBytes.
func shiftJISPointer(lead, trail byte) int {
	leadOffset, trailOffset := 0x81, 0x40
	if lead >= 0xA0 {
		leadOffset = 0xC1
	}
	if trail >= 0x7F {
		trailOffset = 0x41
	}
	return (int(lead)-leadOffset)*188 + int(trail) - trailOffset
}

// eucJPBytes returns the EUC-JP bytes for a jis0208 pointer
// (encoding spec: #euc-jp-encoder, last steps).
func eucJPBytes(pointer int) string {
	return string([]byte{byte(pointer/94 + 0xA1), byte(pointer%94 + 0xA1)})
}

// jis0208Len is the number of pointers of index jis0208 (rows 1 to 120).
const jis0208Len = 120 * 94

// jis0208FirstPointers returns "index pointer" (the first pointer) of every
// code point in index jis0208 whose pointers are not in [skipFrom, skipTo),
// read from x/text's Shift_JIS decoder. Pointers 8836–10715 hold no index
// entries (the Shift_JIS decoder maps them to the Private Use Area itself).
func jis0208FirstPointers(skipFrom, skipTo int) map[rune]int {
	d := japanese.ShiftJIS.NewDecoder()
	first := make(map[rune]int, 7000)
	for p := 0; p < jis0208Len; p++ {
		if skipFrom <= p && p < skipTo || 8836 <= p && p < 10716 {
			continue
		}
		r, ok := decodeOne(d, []byte(shiftJISBytes(p)))
		if _, seen := first[r]; ok && !seen {
			first[r] = p
		}
	}
	return first
}

// buildShiftJISFixes returns the corrections for x/text's Shift_JIS encoder
// (encoding spec: #shift_jis-encoder).
func buildShiftJISFixes() map[rune]string {
	// "index Shift_JIS pointer": index jis0208 without pointers 8272–8835
	// (NEC-selected IBM extensions, which are also at 10716–11103).
	first := jis0208FirstPointers(8272, 8836)
	want := make(map[rune]string, len(first))
	for r, p := range first {
		want[r] = shiftJISBytes(p)
	}
	// Code points found only among the excluded pointers have no pointer.
	d := japanese.ShiftJIS.NewDecoder()
	for p := 8272; p < 8836; p++ {
		if r, ok := decodeOne(d, []byte(shiftJISBytes(p))); ok {
			if _, found := first[r]; !found {
				want[r] = ""
			}
		}
	}
	want[0x80] = "\x80"
	want[0xA5] = "\x5C"
	want[0x203E] = "\x7E"
	want[0x2212] = want[0xFF0D] // the encoder maps U+2212 to U+FF0D
	return keepDifferences(want, japanese.ShiftJIS)
}

// buildEUCJPFixes returns the corrections for x/text's EUC-JP encoder
// (encoding spec: #euc-jp-encoder).
func buildEUCJPFixes() map[rune]string {
	first := jis0208FirstPointers(0, 0)
	want := make(map[rune]string, len(first))
	for r, p := range first {
		if p < 94*94 { // EUC-JP can express rows 1 to 94 only
			want[r] = eucJPBytes(p)
		}
	}
	// The Encoding Standard's encoder does not use index jis0212.
	d := japanese.EUCJP.NewDecoder()
	for p := 0; p < 94*94; p++ {
		b := []byte{0x8F, byte(p/94 + 0xA1), byte(p%94 + 0xA1)}
		if r, ok := decodeOne(d, b); ok {
			if _, found := first[r]; !found {
				want[r] = ""
			}
		}
	}
	want[0xA5] = "\x5C"
	want[0x203E] = "\x7E"
	want[0x2212] = want[0xFF0D] // the encoder maps U+2212 to U+FF0D
	return keepDifferences(want, japanese.EUCJP)
}

// gb18030Bytes returns the two gb18030 bytes for a pointer of index gb18030
// (encoding spec: #gb18030-encoder).
func gb18030Bytes(pointer int) string {
	lead, trail := pointer/190+0x81, pointer%190
	if trail < 0x3F {
		trail += 0x40
	} else {
		trail += 0x41
	}
	return string([]byte{byte(lead), byte(trail)})
}

// gb18030Pointer is the inverse of gb18030Bytes.
func gb18030Pointer(lead, trail byte) int {
	offset := 0x40
	if trail >= 0x7F {
		offset = 0x41
	}
	return (int(lead)-0x81)*190 + int(trail) - offset
}

// gb18030PUA lists the Private Use Area code points that GB18030-2005 gave
// to the byte sequences that GB18030-2022 maps to U+FE10–U+FE19 and
// U+9FB4–U+9FBB: {new code point, old PUA code point}. Index gb18030 holds
// the new code points; the encoder still maps the old ones to the same bytes.
var gb18030PUA = [18][2]rune{
	{0xFE10, 0xE78D}, {0xFE12, 0xE78E}, {0xFE11, 0xE78F}, {0xFE13, 0xE790},
	{0xFE14, 0xE791}, {0xFE15, 0xE792}, {0xFE16, 0xE793}, {0xFE17, 0xE794},
	{0xFE18, 0xE795}, {0xFE19, 0xE796}, {0x9FB4, 0xE81E}, {0x9FB5, 0xE826},
	{0x9FB6, 0xE82B}, {0x9FB7, 0xE82C}, {0x9FB8, 0xE832}, {0x9FB9, 0xE843},
	{0x9FBA, 0xE854}, {0x9FBB, 0xE864},
}

// buildGB18030Fixes returns the corrections for x/text's gb18030 encoder, or
// its GBK encoder when isGBK (encoding spec: #gb18030-encoder).
//
// x/text's index has no entry for the two-byte codes that GB18030 maps to the
// Private Use Area. Those are the three user-defined areas, mapped in order
// to U+E000–U+E765, and then the other two-byte codes that x/text leaves
// unmapped, in pointer order, mapped to those of U+E766–U+E864 that have no
// four-byte code, in order.
func buildGB18030Fixes(isGBK bool) map[rune]string {
	want := make(map[rune]string, 2500)
	// User-defined area 1: 0xAAA1–0xAFFE, and 2: 0xF8A1–0xFEFE.
	next := rune(0xE000)
	for _, leads := range [2][2]int{{0xAA, 0xAF}, {0xF8, 0xFE}} {
		for lead := leads[0]; lead <= leads[1]; lead++ {
			for trail := 0xA1; trail <= 0xFE; trail++ {
				want[next] = string([]byte{byte(lead), byte(trail)})
				next++
			}
		}
	}
	// User-defined area 3: 0xA140–0xA7A0 (trail bytes up to 0xA0).
	for lead := 0xA1; lead <= 0xA7; lead++ {
		for trail := 0x40; trail <= 0xA0; trail++ {
			if trail != 0x7F {
				want[next] = string([]byte{byte(lead), byte(trail)})
				next++
			}
		}
	}
	// The rest: two-byte codes x/text leaves unmapped, and the code points
	// of U+E766–U+E864 that no four-byte code decodes to.
	d := simplifiedchinese.GB18030.NewDecoder()
	var unmapped []string
	for p := 0; p < 126*190; p++ {
		b := gb18030Bytes(p)
		lead, trail := b[0], b[1]
		if 0xAA <= lead && lead <= 0xAF && trail >= 0xA1 ||
			0xF8 <= lead && trail >= 0xA1 ||
			0xA1 <= lead && lead <= 0xA7 && trail <= 0xA0 {
			continue // user-defined areas, done above
		}
		if _, ok := decodeOne(d, []byte(b)); !ok {
			unmapped = append(unmapped, b)
		}
	}
	var fourByte [0xE865 - 0xE766]bool
	for p := 0; p < 39420; p++ { // the BMP's four-byte codes
		b := []byte{byte(p/12600 + 0x81), byte(p/1260%10 + 0x30), byte(p/10%126 + 0x81), byte(p%10 + 0x30)}
		if r, ok := decodeOne(d, b); ok && 0xE766 <= r && r <= 0xE864 {
			fourByte[r-0xE766] = true
		}
	}
	for r := rune(0xE766); r <= 0xE864 && len(unmapped) > 0; r++ {
		if !fourByte[r-0xE766] {
			want[r] = unmapped[0]
			unmapped = unmapped[1:]
		}
	}
	// Index gb18030 maps 0xA8BC to U+1E3F; U+E7C7 is not in it and takes
	// four bytes (ranges pointer 7457); U+E5E5 is an error (0xA3A0 is U+3000).
	want[0x1E3F] = want[0xE7C7]
	want[0xE7C7] = "\x81\x35\xF4\x37"
	want[0xE5E5] = ""
	for _, pair := range gb18030PUA {
		want[pair[0]] = want[pair[1]]
	}
	if isGBK {
		want[0xE7C7] = "" // GBK has no four-byte codes
		return keepDifferences(want, simplifiedchinese.GBK)
	}
	return keepDifferences(want, simplifiedchinese.GB18030)
}

// big5Bytes returns the Big5 bytes for a pointer of index Big5
// (encoding spec: #big5-encoder).
func big5Bytes(pointer int) string {
	lead, trail := pointer/157+0x81, pointer%157
	if trail < 0x3F {
		trail += 0x40
	} else {
		trail += 0x62
	}
	return string([]byte{byte(lead), byte(trail)})
}

// buildBig5Fixes returns the corrections for x/text's Big5 encoder
// (encoding spec: #big5-encoder, #index-big5-pointer).
func buildBig5Fixes() map[rune]string {
	const hkscsEnd = (0xA1 - 0x81) * 157 // pointers below are HKSCS extensions
	d := traditionalchinese.Big5.NewDecoder()
	first := make(map[rune]int, 14000)
	last := make(map[rune]int, 14000)
	var hkscsOnly []rune
	for p := 0; p < 126*157; p++ {
		r, ok := decodeOne(d, []byte(big5Bytes(p)))
		switch {
		case !ok:
		case p < hkscsEnd:
			hkscsOnly = append(hkscsOnly, r)
		default:
			if _, seen := first[r]; !seen {
				first[r] = p
			}
			last[r] = p
		}
	}
	want := make(map[rune]string, len(first)+len(hkscsOnly))
	for r, p := range first {
		switch r {
		case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
			p = last[r]
		}
		want[r] = big5Bytes(p)
	}
	for _, r := range hkscsOnly {
		if _, found := first[r]; !found {
			want[r] = "" // "Avoid returning HKSCS extensions literally."
		}
	}
	return keepDifferences(want, traditionalchinese.Big5)
}

// iso2022JPEncoder is the Encoding Standard's ISO-2022-JP encoder
// (encoding spec: #iso-2022-jp-encoder), written here rather than wrapped:
// the Encoding Standard's encoder has a Roman state (ESC ( J) that x/text's
// encoder lacks, it writes half-width katakana as their full-width JIS X 0208
// forms where x/text switches to a katakana state, and it reports U+000E,
// U+000F and U+001B as errors. Since x/text keeps its state private, these
// cannot be added around it. Only the encoder's state machine is written
// here; index jis0208 is x/text's, read through its Shift_JIS encoder.
type iso2022JPEncoder struct {
	jis transform.Transformer // x/text Shift_JIS encoder, for jis0208Pointer
}

// The states of the ISO-2022-JP encoder.
const (
	iso2022JPASCII = iota
	iso2022JPRoman
	iso2022JPJIS0208
)

// Escape sequences of ISO-2022-JP.
const (
	escASCII   = "\x1B(B"
	escRoman   = "\x1B(J"
	escJIS0208 = "\x1B$B"
)

// encode implements legacyEncoder.
func (e *iso2022JPEncoder) encode(s string, w *percentWriter) {
	state := iso2022JPASCII
	for _, r := range s {
		if state == iso2022JPJIS0208 && r < utf8.RuneSelf {
			// "Restore code point to ioQueue, set state to ASCII"; the
			// code point is then handled in the ASCII state.
			w.writeString(escASCII)
			state = iso2022JPASCII
		}
		if r == 0x0E || r == 0x0F || r == 0x1B {
			w.fail(0xFFFD) // in the ASCII or Roman state
			continue
		}
		switch {
		case state == iso2022JPASCII && r < utf8.RuneSelf:
			w.writeByte(byte(r))
			continue
		case state == iso2022JPRoman && r < utf8.RuneSelf && r != '\\' && r != '~':
			w.writeByte(byte(r))
			continue
		case r < utf8.RuneSelf: // '\\' or '~' in the Roman state
			w.writeString(escASCII)
			state = iso2022JPASCII
			w.writeByte(byte(r))
			continue
		case r == 0xA5 || r == 0x203E:
			if state != iso2022JPRoman {
				w.writeString(escRoman)
				state = iso2022JPRoman
			}
			if r == 0xA5 {
				w.writeByte(0x5C)
			} else {
				w.writeByte(0x7E)
			}
			continue
		}
		c := r
		if c == 0x2212 {
			c = 0xFF0D
		}
		if 0xFF61 <= c && c <= 0xFF9F {
			c = iso2022JPKatakana[c-0xFF61]
		}
		pointer, ok := e.jis0208Pointer(c)
		if !ok {
			if state == iso2022JPJIS0208 {
				w.writeString(escASCII)
				state = iso2022JPASCII
			}
			w.fail(c)
			continue
		}
		if state != iso2022JPJIS0208 {
			w.writeString(escJIS0208)
			state = iso2022JPJIS0208
		}
		w.writeByte(byte(pointer/94 + 0x21))
		w.writeByte(byte(pointer%94 + 0x21))
	}
	if state != iso2022JPASCII {
		w.writeString(escASCII)
	}
}

// jis0208Pointer returns the index pointer (the first pointer) of r in index
// jis0208, or false if r is not in it or its pointer does not fit
// ISO-2022-JP. It asks x/text's Shift_JIS encoder, whose two-byte codes are
// the first jis0208 pointers.
func (e *iso2022JPEncoder) jis0208Pointer(r rune) (int, bool) {
	var src [utf8.UTFMax]byte
	var dst [4]byte
	n := utf8.EncodeRune(src[:], r)
	nDst, _, err := e.jis.Transform(dst[:], src[:n], true)
	if err != nil || nDst != 2 {
		return 0, false
	}
	p := shiftJISPointer(dst[0], dst[1])
	if p >= 94*94 {
		return 0, false
	}
	return p, true
}

// iso2022JPKatakana is index ISO-2022-JP katakana
// (encoding spec: #index-iso-2022-jp-katakana): the full-width forms of
// U+FF61–U+FF9F, in order.
var iso2022JPKatakana = []rune("。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜")
