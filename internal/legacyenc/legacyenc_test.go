package legacyenc

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/testenv"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// rawEncode returns x/text's bytes for r alone with enc, without the
// corrections, or false for an error.
func rawEncode(enc encoding.Encoding, r rune) ([]byte, bool) {
	var src [utf8.UTFMax]byte
	var dst [16]byte
	n, _, err := enc.NewEncoder().Transform(dst[:], src[:utf8.EncodeRune(src[:], r)], true)
	if err != nil {
		return nil, false
	}
	return dst[:n], true
}

// entries returns every entry of t: the code point and the Encoding
// Standard's bytes ("" for an error), in code point order.
func (t *fixTable) entries() []fix {
	all := slices.Clone(t.bytes)
	for _, cp := range t.errors {
		all = append(all, fix{cp, ""})
	}
	slices.SortFunc(all, func(a, b fix) int { return int(a.cp - b.cp) })
	return all
}

// The legacy encodings with an x/text encoder of their own (all but
// ISO-2022-JP, which is written here), by name.
var xtextEncodings = map[string]encoding.Encoding{
	"IBM866": charmap.CodePage866, "ISO-8859-2": charmap.ISO8859_2, "ISO-8859-3": charmap.ISO8859_3,
	"ISO-8859-4": charmap.ISO8859_4, "ISO-8859-5": charmap.ISO8859_5, "ISO-8859-6": charmap.ISO8859_6,
	"ISO-8859-7": charmap.ISO8859_7, "ISO-8859-8": charmap.ISO8859_8, "ISO-8859-8-I": charmap.ISO8859_8I,
	"ISO-8859-10": charmap.ISO8859_10, "ISO-8859-13": charmap.ISO8859_13, "ISO-8859-14": charmap.ISO8859_14,
	"ISO-8859-15": charmap.ISO8859_15, "ISO-8859-16": charmap.ISO8859_16, "KOI8-R": charmap.KOI8R,
	"KOI8-U": charmap.KOI8U, "macintosh": charmap.Macintosh, "windows-874": charmap.Windows874,
	"windows-1250": charmap.Windows1250, "windows-1251": charmap.Windows1251, "windows-1252": charmap.Windows1252,
	"windows-1253": charmap.Windows1253, "windows-1254": charmap.Windows1254, "windows-1255": charmap.Windows1255,
	"windows-1256": charmap.Windows1256, "windows-1257": charmap.Windows1257, "windows-1258": charmap.Windows1258,
	"x-mac-cyrillic": charmap.MacintoshCyrillic, "GBK": simplifiedchinese.GBK, "gb18030": simplifiedchinese.GB18030,
	"Big5": traditionalchinese.Big5, "EUC-JP": japanese.EUCJP, "Shift_JIS": japanese.ShiftJIS,
	"EUC-KR": korean.EUCKR, "x-user-defined": charmap.XUserDefined,
}

// TestEncodingFixTables checks the form of the generated tables: sorted,
// no code point twice, no ASCII or surrogate, bytes of the right length, and
// only code points where x/text's encoder differs from the table, so that
// every correction is needed. It also checks that the tables are for the
// x/text this is built with.
func TestEncodingFixTables(t *testing.T) {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "golang.org/x/text" && dep.Version != xtextVersion {
				t.Errorf("tables.go is for x/text %s, built with %s: run go generate", xtextVersion, dep.Version)
			}
		}
	}
	for name, enc := range xtextEncodings {
		tab := fixesFor(enc)
		if tab == nil {
			continue
		}
		if !slices.IsSortedFunc(tab.bytes, func(a, b fix) int { return int(a.cp - b.cp) }) || !slices.IsSorted(tab.errors) {
			t.Errorf("%s: table not sorted", name)
		}
		all := tab.entries()
		for i, f := range all {
			if i > 0 && all[i-1].cp == f.cp {
				t.Errorf("%s: %U twice", name, f.cp)
			}
			if f.cp < utf8.RuneSelf || !utf8.ValidRune(f.cp) {
				t.Errorf("%s: %U in the table", name, f.cp)
			}
			if f.out != "" && len(f.out) != 1 && len(f.out) != 2 && len(f.out) != 4 {
				t.Errorf("%s: %U gives %X", name, f.cp, f.out)
			}
			raw, ok := rawEncode(enc, f.cp)
			if ok == (f.out != "") && string(raw) == f.out {
				t.Errorf("%s: x/text already gives %X for %U", name, raw, f.cp)
			}
			if got, ok := tab.lookup(f.cp); !ok || got != f.out {
				t.Errorf("%s: lookup(%U) = %X, %v", name, f.cp, got, ok)
			}
		}
	}
	var none *fixTable
	if _, ok := none.lookup(0x80); ok {
		t.Error("nil table has an entry")
	}
}

// TestXTextEncoderGaps shows each difference between x/text's encoders and
// the Encoding Standard's that the package documentation lists, on every
// entry of the tables: each entry falls under one of them. When this fails
// after an x/text update, run go generate and update the documentation.
func TestXTextEncoderGaps(t *testing.T) {
	// Which encodings have corrections.
	var with []string
	for name, enc := range xtextEncodings {
		if fixesFor(enc) != nil {
			with = append(with, name)
		}
	}
	slices.Sort(with)
	want := []string{
		"Big5", "EUC-JP", "GBK", "ISO-8859-10", "ISO-8859-13", "ISO-8859-14", "ISO-8859-15",
		"ISO-8859-16", "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6",
		"ISO-8859-7", "ISO-8859-8", "ISO-8859-8-I", "Shift_JIS", "gb18030", "windows-1250",
		"windows-1251", "windows-1252", "windows-1253", "windows-1254", "windows-1255",
		"windows-1257", "windows-874", "windows-1258",
	}
	slices.Sort(want)
	if !slices.Equal(with, want) {
		t.Errorf("encodings with corrections: %q, want %q", with, want)
	}

	for name, enc := range xtextEncodings {
		tab := fixesFor(enc)
		if tab == nil {
			continue
		}
		for _, f := range tab.entries() {
			raw, rawOK := rawEncode(enc, f.cp)
			var why string // the documented difference, or "" for none
			switch name {
			case "GBK", "gb18030":
				why = gb18030Gap(name == "GBK", f, raw, rawOK)
			case "Big5":
				why = big5Gap(f, raw, rawOK)
			case "EUC-JP":
				why = eucJPGap(f, raw, rawOK)
			case "Shift_JIS":
				why = shiftJISGap(f, raw, rawOK)
			default:
				// Single-byte: a byte 0x80–0x9F, unmapped in x/text, is
				// the C1 control of the same value.
				if len(f.out) == 1 && f.out[0] == byte(f.cp) && 0x80 <= f.cp && f.cp <= 0x9F && !rawOK {
					why = "C1"
				}
			}
			if why == "" {
				t.Errorf("%s: %U is %X, x/text gives %X (%v): not a documented difference", name, f.cp, f.out, raw, rawOK)
			}
		}
	}

	// ISO-2022-JP: no Roman state, half-width katakana with ESC ( I,
	// U+000E, U+000F and U+001B written as they are.
	raw := func(s string) (string, bool) {
		var dst [64]byte
		n, _, err := japanese.ISO2022JP.NewEncoder().Transform(dst[:], []byte(s), true)
		return string(dst[:n]), err == nil
	}
	if _, ok := raw("\u00A5"); ok {
		t.Error("x/text's ISO-2022-JP encodes U+00A5")
	}
	if _, ok := raw("\u203E"); ok {
		t.Error("x/text's ISO-2022-JP encodes U+203E")
	}
	if got, _ := raw("\uFF71"); got != "\x1B(I1\x1B(B" {
		t.Errorf("x/text's ISO-2022-JP gives %q for U+FF71", got)
	}
	for _, c := range "\x0E\x0F\x1B" {
		if got, ok := raw(string(c)); !ok || got != string(c) {
			t.Errorf("x/text's ISO-2022-JP gives %q, %v for %U", got, ok, c)
		}
	}
}

// gb18030Gap: the two-byte Private Use Area codes (x/text's gb18030 gives
// four bytes, its GBK an error), U+1E3F, GB18030-2022's U+FE10–U+FE19 and
// U+9FB4–U+9FBB, and for gb18030 U+E5E5 and U+E7C7.
func gb18030Gap(isGBK bool, f fix, raw []byte, rawOK bool) string {
	rawFour := rawOK && len(raw) == 4
	if isGBK && rawOK || !isGBK && !rawFour {
		return ""
	}
	switch {
	case len(f.out) == 2 && 0xE000 <= f.cp && f.cp <= 0xF8FF:
		return "PUA"
	case len(f.out) == 2 && (f.cp == 0x1E3F || 0xFE10 <= f.cp && f.cp <= 0xFE19 || 0x9FB4 <= f.cp && f.cp <= 0x9FBB):
		return "GB18030-2022 or U+1E3F"
	case !isGBK && f.cp == 0xE5E5 && f.out == "":
		return "U+E5E5"
	case !isGBK && f.cp == 0xE7C7 && f.out == "\x81\x35\xF4\x37":
		return "U+E7C7"
	}
	return ""
}

// big5Pointer returns the pointer of the two Big5 bytes b.
func big5Pointer(b []byte) int {
	offset := 0x40
	if b[1] >= 0xA1 {
		offset = 0x62
	}
	return (int(b[0])-0x81)*157 + int(b[1]) - offset
}

// big5Gap: x/text uses another, later pointer, or encodes a code point
// found only below pointer (0xA1-0x81)×157.
func big5Gap(f fix, raw []byte, rawOK bool) string {
	if !rawOK || len(raw) != 2 {
		return ""
	}
	switch {
	case f.out == "" && big5Pointer(raw) < (0xA1-0x81)*157:
		return "HKSCS"
	case len(f.out) == 2 && big5Pointer(raw) > big5Pointer([]byte(f.out)):
		return "later pointer"
	}
	return ""
}

// eucJPGap: x/text rejects U+00A5, U+203E and U+2212, and encodes JIS X
// 0212 with three bytes from 0x8F.
func eucJPGap(f fix, raw []byte, rawOK bool) string {
	switch {
	case f.cp == 0xA5 && f.out == "\x5C", f.cp == 0x203E && f.out == "\x7E", f.cp == 0x2212 && f.out == "\xA1\xDD":
		if !rawOK {
			return "rejected"
		}
	case f.out == "" && rawOK && len(raw) == 3 && raw[0] == 0x8F:
		return "JIS X 0212"
	}
	return ""
}

// shiftJISGap: x/text rejects U+0080, U+00A5, U+203E and U+2212, and uses
// pointers 8272–8835 where the Encoding Standard uses those from 10716.
func shiftJISGap(f fix, raw []byte, rawOK bool) string {
	pointer := func(b []byte) int {
		lead, trail := int(b[0]), int(b[1])
		leadOffset, offset := 0x81, 0x40
		if lead >= 0xA0 {
			leadOffset = 0xC1
		}
		if trail >= 0x7F {
			offset = 0x41
		}
		return (lead-leadOffset)*188 + trail - offset
	}
	switch {
	case f.cp == 0x80 && f.out == "\x80", f.cp == 0xA5 && f.out == "\x5C", f.cp == 0x203E && f.out == "\x7E", f.cp == 0x2212 && f.out == "\x81\x7C":
		if !rawOK {
			return "rejected"
		}
	case rawOK && len(raw) == 2 && len(f.out) == 2:
		if p := pointer(raw); 8272 <= p && p <= 8835 && pointer([]byte(f.out)) >= 10716 {
			return "NEC-selected IBM extensions"
		}
	}
	return ""
}

// TestEncodingTablesUpToDate runs the generator on the committed indexes
// and compares its output with tables.go.
func TestEncodingTablesUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	gotool, err := exec.LookPath("go")
	if err != nil {
		testenv.Unavailable(t, "no go command")
	}
	out := filepath.Join(t.TempDir(), "tables.go")
	if msg, err := exec.Command(gotool, "run", "./gen", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("go run ./gen: %v, %s", err, msg)
	}
	generated, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(generated, committed) {
		t.Error("tables.go differs from the generator's output: run go generate")
	}
}

// TestEncodeInvalidUTF8 runs ill-formed UTF-8 through every encoder: no
// panic, and ASCII output.
func TestEncodeInvalidUTF8(t *testing.T) {
	set := &[2]uint64{1<<0x20 - 1, 1 << (0x7F - 0x40)} // C0 controls and 0x7F
	encs := []encoding.Encoding{japanese.ISO2022JP, charmap.CodePage437}
	for _, enc := range xtextEncodings {
		encs = append(encs, enc)
	}
	for _, enc := range encs {
		for _, s := range []string{"\xFF", "a\xE3\x81", "\xE3\x81\xE3\x81\x82\xC2", "\xED\xA0\x80\u00A5\xF4\x90\x80\x80\uFF71"} {
			out := Encoding{Encoding: enc}.AppendPercentEncoded(nil, s, set, true)
			for _, c := range out {
				if c >= utf8.RuneSelf {
					t.Errorf("%v %+q: non-ASCII output %q", enc, s, out)
					break
				}
			}
		}
	}
}
