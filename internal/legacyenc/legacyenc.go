// Package legacyenc holds weburl's query encoders for the legacy encodings:
// the Encoding Standard's encoders (encoding spec: #legacy-single-byte-encodings
// and the sections after it), run the way percent-encode after encoding (url
// spec: #string-percent-encode-after-encoding) runs them.
//
// The encoders are golang.org/x/text's, with corrections where an x/text
// encoder gives other bytes than the Encoding Standard's encoder for a code
// point. The corrections are in tables.go, which gen/main.go writes (run go
// generate) from the Encoding Standard's indexes in testdata/encoding: for
// each encoding, the code points whose bytes differ, with the Encoding
// Standard's bytes for them or an error, and nothing else (checked by
// TestEncodingFixTables, and TestEncodingTablesUpToDate checks that
// tables.go is the generator's output). The differences, for x/text
// v0.43.0, each shown by TestXTextEncoderGaps:
//
//   - The 13 ISO-8859 encodings, windows-874, windows-1250 to windows-1255,
//     windows-1257 and windows-1258: x/text leaves unmapped the bytes
//     0x80–0x9F that the encoding does not otherwise define; the Encoding
//     Standard's indexes map each to the C1 control U+0080–U+009F of the
//     same value.
//   - Shift_JIS: x/text rejects U+0080, U+00A5, U+203E and U+2212, and uses
//     the pointers 8272–8835 of index jis0208 that "index Shift_JIS pointer"
//     excludes, where the Encoding Standard uses the same code points' IBM
//     extension pointers from 10716 on.
//   - EUC-JP: x/text rejects U+00A5, U+203E and U+2212, and encodes JIS X
//     0212 code points (three bytes from 0x8F), which the Encoding Standard's
//     encoder never does.
//   - gb18030 and GBK: x/text's index lacks the two-byte codes of the
//     Private Use Area and of U+1E3F, and predates GB18030-2022 (U+FE10–U+FE19
//     and U+9FB4–U+9FBB have two-byte codes): x/text's gb18030 encoder gives
//     these code points four-byte codes, its GBK encoder rejects them.
//     x/text's gb18030 encoder also encodes U+E5E5, which is an error, and
//     gives U+E7C7 another four-byte code than that of pointer 7457.
//   - Big5: x/text uses a later pointer than "index Big5 pointer" for some
//     code points, and encodes code points found only below pointer
//     (0xA1-0x81)×157, which "index Big5 pointer" excludes.
//   - ISO-2022-JP: x/text's encoder has no Roman state (ESC ( J), writes
//     half-width katakana with ESC ( I where the Encoding Standard writes
//     their full-width JIS X 0208 forms, and writes U+000E, U+000F and
//     U+001B where the Encoding Standard returns an error.
//
// IBM866, KOI8-R, KOI8-U, macintosh, windows-1256, x-mac-cyrillic, EUC-KR and
// x-user-defined need no corrections.
//
// x/text keeps its ISO-2022-JP encoder's state private, so the ISO-2022-JP
// encoder here is written whole, over the (corrected) EUC-JP encoder's
// index jis0208 lookups and the generated index ISO-2022-JP katakana.
//
// With the corrections, every scalar value encodes as the Encoding
// Standard's encoder encodes it, in every legacy encoding:
// TestLegacyEncodersExhaustive in package weburl checks all of them against
// a reference encoder that reads the indexes, and
// TestISO2022JPEncoderSequences checks ISO-2022-JP on random sequences.
package legacyenc

//go:generate go run ./gen

import (
	"github.com/weburl/weburl/internal/encodeafter"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
)

// An Encoding is one of the Encoding Standard's legacy encodings with the
// Encoding Standard's encoder: golang.org/x/text's encoding (its decoder
// and, through NewEncoder, its encoder as it is), whose query encoder
// (AppendPercentEncoded) has this package's corrections. weburl's
// EncodingForLabel returns one. Encodings compare with ==.
//
// The corrections are reached only through an Encoding's method, so that
// the tables of the legacy encodings are linked only into programs that
// make an Encoding.
type Encoding struct {
	encoding.Encoding // x/text's encoding
}

// AppendPercentEncoded implements percent-encode after encoding (url spec:
// #string-percent-encode-after-encoding) with the Encoding Standard's
// encoder of e, and appends the result to dst. s is a scalar value string
// in UTF-8 (other bytes give U+FFFD errors or x/text's handling of them,
// never a panic). set is a percent-encode set of ASCII bytes: byte b is in
// it when bit b&63 of set[b>>6] is set; bytes 0x80 and above are always
// percent-encoded. With spaceAsPlus, 0x20 bytes become "+". Each code point
// e cannot encode becomes "%26%23", its value in decimal, and "%3B".
func (e Encoding) AppendPercentEncoded(dst []byte, s string, set *[2]uint64, spaceAsPlus bool) []byte {
	enc := e.Encoding
	w := encodeafter.Writer{Dst: dst, Set: set, SpaceAsPlus: spaceAsPlus}
	if enc == japanese.ISO2022JP {
		e := iso2022JPEncoder{eucJP: japanese.EUCJP.NewEncoder()}
		e.encode(s, &w)
	} else {
		e := encodeafter.Encoder{T: enc.NewEncoder()}
		if fixes := fixesFor(enc); fixes != nil {
			e.Fix = fixes.lookup
		}
		e.Encode(s, &w)
	}
	return w.Dst
}

// String returns the name that x/text gives the encoding, such as
// "Shift JIS".
func (e Encoding) String() string {
	if s, ok := e.Encoding.(interface{ String() string }); ok {
		return s.String()
	}
	return "legacy encoding"
}
