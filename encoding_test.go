package weburl

import (
	"errors"
	"slices"
	"testing"

	"github.com/weburl/weburl/internal/legacyenc"
	"github.com/weburl/weburl/queryencoding"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"

	"github.com/weburl/weburl/internal/testdata"
)

func TestForLabel(t *testing.T) {
	tests := []struct {
		label string
		want  encoding.Encoding // nil: UTF-8
	}{
		{"utf-8", nil},
		{"UTF8", nil},
		{"unicode-1-1-utf-8", nil},
		{"utf-16le", nil}, // get an output encoding
		{"utf-16", nil},
		{"utf-16be", nil},
		{"unicodefffe", nil},
		{"replacement", nil},
		{"iso-2022-kr", nil},
		{"hz-gb-2312", nil},
		{"latin1", charmap.Windows1252},
		{"ISO-8859-1", charmap.Windows1252},
		{"ascii", charmap.Windows1252},
		{" \t\n\f\rLatin1\r\n ", charmap.Windows1252},
		{"windows-1252", charmap.Windows1252},
		{"iso-8859-2", charmap.ISO8859_2},
		{"iso-8859-8-i", charmap.ISO8859_8I},
		{"koi8-u", charmap.KOI8U},
		{"x-user-defined", charmap.XUserDefined},
		{"shift_jis", japanese.ShiftJIS},
		{"windows-31j", japanese.ShiftJIS},
		{"euc-jp", japanese.EUCJP},
		{"csiso2022jp", japanese.ISO2022JP},
		{"gb2312", simplifiedchinese.GBK},
		{"gbk", simplifiedchinese.GBK},
		{"gb18030", simplifiedchinese.GB18030},
		{"big5-hkscs", traditionalchinese.Big5},
		{"euc-kr", korean.EUCKR},
	}
	for _, tt := range tests {
		got, err := queryencoding.ForLabel(tt.label)
		if got != nil {
			got = got.(legacyenc.Encoding).Encoding // x/text's, with the standard's query encoder
		}
		if err != nil || got != tt.want {
			t.Errorf("queryencoding.ForLabel(%q) = %v, %v; want %v", tt.label, got, err, tt.want)
		}
	}
	for _, label := range []string{
		"", " ", "foo", "utf-9", "latin 1", "utf-8\x00",
		"\vlatin1", "latin1\v", // VT is not ASCII whitespace
		"\u00A0latin1", "\u0085latin1", "latin1\u3000", // nor are these
		"\u212Aoi8-r", // KELVIN SIGN lower-cases to "k" in Unicode
		"ſhift_jis",   // LATIN SMALL LETTER LONG S upper-cases to "S"
	} {
		enc, err := queryencoding.ForLabel(label)
		if err == nil || !errors.Is(err, queryencoding.ErrUnknownLabel) || enc != nil {
			t.Errorf("queryencoding.ForLabel(%q) = %v, %v; want an unknown-label error", label, enc, err)
		}
	}
	if _, err := queryencoding.ForLabel("\x01bad\""); err == nil || err.Error() != `queryencoding: unknown encoding label "\x01bad\x22"` {
		t.Errorf("error text: %v", err)
	}
}

func TestOutputEncoding(t *testing.T) {
	tests := []struct {
		in, want encoding.Encoding
	}{
		{nil, nil},
		{unicode.UTF8, nil},
		{unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), nil},
		{unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), nil},
		{encoding.Replacement, nil},
		{charmap.Windows1252, charmap.Windows1252},
		{japanese.ISO2022JP, japanese.ISO2022JP},
		{charmap.CodePage437, charmap.CodePage437}, // not an Encoding Standard encoding
	}
	for _, tt := range tests {
		if got := outputEncoding(tt.in); got != tt.want {
			t.Errorf("outputEncoding(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// legacyTests are the Encoding Standard's encoders run as percent-encode
// after encoding with the special-query percent-encode set. The expected
// results were checked against encoding_rs, an implementation of the
// Encoding Standard, except for GB18030-2022's changes, which it predates.
// gap names the difference from x/text's encoder, or is "" where x/text's
// encoder is right.
var legacyTests = []struct {
	label, in, want, gap string
}{
	// Single-byte encodings.
	{"windows-1252", "\u2020", "%86", ""},
	{"windows-1252", "\u0080", "%26%23128%3B", ""}, // 0x80 is U+20AC
	{"windows-1252", "\u0081\u008D\u008F\u0090\u009D", "%81%8D%8F%90%9D", "C1 controls"},
	{"windows-1253", "\u0081", "%81", "C1 controls"},
	{"iso-8859-2", "\u0080\u009F", "%80%9F", "C1 controls"},
	{"iso-8859-8-i", "\u0080", "%80", "C1 controls"},
	{"iso-8859-3", "\u00A5", "%26%23165%3B", ""},
	{"macintosh", "\u0081", "%26%23129%3B", ""},
	{"x-user-defined", "\uF780\uF7FF\u0080", "%80%FF%26%23128%3B", ""},

	// Shift_JIS.
	{"shift_jis", "\u2212", "%81|", "U+2212"},
	{"shift_jis", "\uFF0D", "%81|", ""},
	{"shift_jis", "\u00A5", "\\", "U+00A5"},
	{"shift_jis", "\u203E", "~", "U+203E"},
	{"shift_jis", "\u0080", "%80", "U+0080"},
	{"shift_jis", "\u2170", "%FA@", "index Shift_JIS pointer"},
	{"shift_jis", "\uFF61\uFF9F", "%A1%DF", ""},
	{"shift_jis", "\uE000", "%26%2357344%3B", ""},
	{"shift_jis", "≡", "%81%DF", ""},

	// EUC-JP.
	{"euc-jp", "\u00A5\u203E", "\\~", "U+00A5, U+203E"},
	{"euc-jp", "\u2212", "%A1%DD", "U+2212"},
	{"euc-jp", "\u02D8", "%26%23728%3B", "no jis0212"},
	{"euc-jp", "\uFF61", "%8E%A1", ""},
	{"euc-jp", "\u2170", "%FC%F1", ""},

	// ISO-2022-JP.
	{"iso-2022-jp", "\u000EA", "%26%2365533%3BA", "U+000E"},
	{"iso-2022-jp", "\u000F\u001B", "%26%2365533%3B%26%2365533%3B", "U+000F, U+001B"},
	{"iso-2022-jp", "\u3042\u000E", "%1B$B$%22%1B(B%26%2365533%3B", "U+000E after jis0208"},
	{"iso-2022-jp", "\u00A5", "%1B(J\\%1B(B", "Roman state"},
	{"iso-2022-jp", "\u203E\\", "%1B(J~%1B(B\\", "Roman state"},
	{"iso-2022-jp", "a\u3042b\u00A5c\\d\u203E~", "a%1B$B$%22%1B(Bb%1B(J\\c%1B(B\\d%1B(J~%1B(B~", "Roman state"},
	{"iso-2022-jp", "\u00A5\u00E9x", "%1B(J\\%26%23233%3Bx%1B(B", "Roman state"},
	{"iso-2022-jp", "\u3042\u00A5", "%1B$B$%22%1B(J\\%1B(B", "Roman state"},
	{"iso-2022-jp", "\u00A5\u3042", "%1B(J\\%1B$B$%22%1B(B", "Roman state"},
	{"iso-2022-jp", "\uFF61", "%1B$B!%23%1B(B", "katakana"},
	{"iso-2022-jp", "\uFF9E\uFF9F", "%1B$B!+!,%1B(B", "katakana"},
	{"iso-2022-jp", "\u2212", "%1B$B!]%1B(B", "U+2212"},
	{"iso-2022-jp", "\u3042", "%1B$B$%22%1B(B", ""},
	{"iso-2022-jp", "\u3042\u00E9\u3042", "%1B$B$%22%1B(B%26%23233%3B%1B$B$%22%1B(B", ""},
	{"iso-2022-jp", "", "", ""},

	// gb18030 and GBK.
	{"gb18030", "\uE5E5", "%26%2358853%3B", "U+E5E5"},
	{"gb18030", "\uE7C7", "%815%F47", "U+E7C7"},
	{"gb18030", "\u1E3F", "%A8%BC", "U+1E3F"},
	{"gb18030", "\uE000\uE233", "%AA%A1%AF%FE", "PUA"},
	{"gb18030", "\uE234\uE4C5", "%F8%A1%FE%FE", "PUA"},
	{"gb18030", "\uE4C6\uE765", "%A1@%A7%A0", "PUA"},
	{"gb18030", "\uE766\uE76D\uE864", "%A2%AB%A2%E4%FE%A0", "PUA"},
	{"gb18030", "\uFE10\uFE11\uFE12\u9FB4", "%A6%D9%A6%DB%A6%DA%FEY", "GB18030-2022"},
	{"gb18030", "\uE78D\uE81E", "%A6%D9%FEY", "PUA"},
	{"gb18030", "\uE76C", "%836%C79", ""},
	{"gb18030", "\u20AC\u3000", "%A2%E3%A1%A1", ""},
	{"gb18030", "\u0080\U00010000\U0010FFFF", "%810%810%900%810%E32%9A5", ""},
	{"gbk", "\u20AC", "%80", ""},
	{"gbk", "\uE000\u1E3F\uFE10", "%AA%A1%A8%BC%A6%D9", "PUA, U+1E3F, GB18030-2022"},
	{"gbk", "\uE7C7\uE5E5\u0080", "%26%2359335%3B%26%2358853%3B%26%23128%3B", ""},

	// Big5.
	{"big5", "\u2020", "%26%238224%3B", ""},
	{"big5", "\u00CA", "%26%23202%3B", "HKSCS"},
	{"big5", "\U00020021", "%26%23131105%3B", "HKSCS"},
	{"big5", "\u256D", "%A2~", "first pointer"},
	{"big5", "\u2550\u255E\u2561\u256A", "%F9%F9%F9%E9%F9%EB%F9%EA", ""},
	{"big5", "\u5341\u5345", "%A4Q%A4%CA", ""},
	{"big5", "\u000EA", "%0EA", ""},

	// EUC-KR.
	{"euc-kr", "\u2020", "%A2%D3", ""},
	{"euc-kr", "\uAC02", "%81A", ""},
}

func TestLegacyEncoders(t *testing.T) {
	for _, tt := range legacyTests {
		enc, err := queryencoding.ForLabel(tt.label)
		if err != nil {
			t.Fatal(err)
		}
		got := string(appendPercentEncodedAfterEncoding(nil, tt.in, enc, &specialQueryPercentEncodeSet, false))
		if got != tt.want {
			t.Errorf("%s %+q = %q, want %q", tt.label, tt.in, got, tt.want)
		}
	}
}

// rawXText runs x/text's encoder for enc without the corrections: wrapped
// so that it is none of the encodings the corrections are for.
func rawXText(enc encoding.Encoding, s string) string {
	raw := struct{ encoding.Encoding }{enc}
	return string(appendPercentEncodedAfterEncoding(nil, s, raw, &specialQueryPercentEncodeSet, false))
}

// TestXTextGaps shows each difference between x/text's encoders and the
// Encoding Standard that the corrections exist for. When one of these fails,
// x/text has changed and its correction may be obsolete.
func TestXTextGaps(t *testing.T) {
	for _, tt := range legacyTests {
		enc, err := queryencoding.ForLabel(tt.label)
		if err != nil {
			t.Fatal(err)
		}
		raw := rawXText(enc, tt.in)
		switch {
		case tt.gap != "" && raw == tt.want:
			t.Errorf("%s %+q: x/text gives %q, no longer differs (%s)", tt.label, tt.in, raw, tt.gap)
		case tt.gap == "" && raw != tt.want:
			t.Errorf("%s %+q: x/text gives %q, want %q", tt.label, tt.in, raw, tt.want)
		}
	}
	// Labels: x/text trims Unicode white space and lower-cases Unicode.
	for _, label := range []string{"\vlatin1", "\u212Aoi8-r"} {
		if _, err := queryencoding.ForLabel(label); err == nil {
			t.Errorf("queryencoding.ForLabel(%q) succeeds", label)
		}
	}
}

func BenchmarkPercentEncodeGB18030(b *testing.B) {
	enc, err := queryencoding.ForLabel("gb18030")
	if err != nil {
		b.Fatal(err)
	}
	s := "q=中文网页 \uE000 x"
	dst := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		dst = appendPercentEncodedAfterEncoding(dst[:0], s, enc, &specialQueryPercentEncodeSet, false)
	}
}

// Encoders and their correction tables may be used from many goroutines
// (run with -race).
func TestConcurrentEncoders(t *testing.T) {
	done := make(chan bool)
	for i := 0; i < 4; i++ {
		go func() {
			defer func() { done <- true }()
			for _, tt := range legacyTests {
				enc, err := queryencoding.ForLabel(tt.label)
				if err != nil {
					t.Error(err)
					return
				}
				if got := string(appendPercentEncodedAfterEncoding(nil, tt.in, enc, &specialQueryPercentEncodeSet, false)); got != tt.want {
					t.Errorf("%s %+q = %q, want %q", tt.label, tt.in, got, tt.want)
				}
			}
		}()
	}
	for i := 0; i < 4; i++ {
		<-done
	}
}

// TestWPTPercentEncoding runs percent-encoding.json: in a document of
// encoding E, https://doesnotmatter.invalid/?{input}#{input} has the search
// "?" + output[E] and a hash encoded as UTF-8.
func TestWPTPercentEncoding(t *testing.T) {
	type testCase struct {
		Input  string            `json:"input"`
		Output map[string]string `json:"output"`
	}
	passed, total := 0, 0
	for _, tc := range testdata.WPT[testCase](t, "wpt/percent-encoding.json") {
		for label, want := range tc.Output {
			total++
			enc, err := queryencoding.ForLabel(label)
			if err != nil {
				t.Errorf("%s: %v", label, err)
				continue
			}
			opts := ParseOptions{Encoding: enc}
			u, err := opts.Parse("https://doesnotmatter.invalid/?" + tc.Input + "#" + tc.Input)
			if err != nil {
				t.Errorf("%+q in %s: %v", tc.Input, label, err)
				continue
			}
			wantHash := "#" + string(appendUTF8PercentEncoded(nil, tc.Input, &fragmentPercentEncodeSet))
			if u.Search() != "?"+want || u.Hash() != wantHash {
				t.Errorf("%+q in %s: search %q, hash %q; want %q, %q", tc.Input, label, u.Search(), u.Hash(), "?"+want, wantHash)
				continue
			}
			passed++
		}
	}
	t.Logf("percent-encoding.json: %d/%d passed", passed, total)
}

// TestWPTURLEncodedParser runs urlencoded-parser-data.json:
// new URLSearchParams(input) holds exactly the output pairs, in order.
func TestWPTURLEncodedParser(t *testing.T) {
	cases := testdata.WPT[struct {
		Input  string      `json:"input"`
		Output [][2]string `json:"output"`
	}](t, "wpt/urlencoded-parser-data.json")
	passed := 0
	for _, tc := range cases {
		var got [][2]string
		for name, value := range NewSearchParams(tc.Input).All() {
			got = append(got, [2]string{name, value})
		}
		if !slices.Equal(got, tc.Output) && !(len(got) == 0 && len(tc.Output) == 0) {
			t.Errorf("URLSearchParams(%+q) = %+q, want %+q", tc.Input, got, tc.Output)
			continue
		}
		passed++
	}
	t.Logf("urlencoded-parser-data.json: %d/%d passed", passed, len(cases))
}

// TestPercentEncodeAfterEncoding checks the spec's examples and each place
// where weburl's encoders differ from golang.org/x/text's.
func TestPercentEncodeAfterEncoding(t *testing.T) {
	for _, tc := range []struct {
		label, in string
		form      bool // the application/x-www-form-urlencoded set, else special-query
		want      string
	}{
		// The spec's examples (#example-percent-encode-operations).
		{"shift_jis", " ", false, "%20"},
		{"shift_jis", "\u2261", false, "%81%DF"},
		{"shift_jis", "\u203D", false, "%26%238253%3B"},
		{"iso-2022-jp", "\u00A5", false, "%1B(J\\%1B(B"},
		{"shift_jis", "1+1 \u2261 2%20\u203D", true, "1%2B1+%81%DF+2%2520%26%238253%3B"},
		// UTF-8 and the encodings that "get an output encoding" makes UTF-8.
		{"utf-8", "\u00E9 x", true, "%C3%A9+x"},
		{"utf-16le", "\u00E9", false, "%C3%A9"},
		{"utf-16be", "\u00E9", false, "%C3%A9"},
		{"replacement", "\u00E9", false, "%C3%A9"},
		// Ill-formed UTF-8 input is read as U+FFFD.
		{"windows-1252", "\xE2\x82", false, "%26%2365533%3B"},
		// Shift_JIS and EUC-JP: U+00A5 is 0x5C, U+203E is 0x7E, U+2212
		// is encoded as U+FF0D (x/text rejects all three).
		{"shift_jis", "\u00A5\u203E\u2212", false, "\\~%81|"},
		{"euc-jp", "\u00A5\u203E\u2212", false, "\\~%A1%DD"},
		// gb18030: U+E5E5 is an error (x/text encodes it).
		{"gb18030", "a\uE5E5b", false, "a%26%2358853%3Bb"},
		{"gbk", "\u20AC\uE5E5", false, "%80%26%2358853%3B"},
		// ISO-2022-JP: U+000E, U+000F, U+001B are errors reported as
		// U+FFFD; the Roman state; half-width katakana become full-width
		// (x/text writes 0x0E, rejects U+203E, uses ESC ( I).
		{"iso-2022-jp", "\x0EA", false, "%26%2365533%3BA"},
		{"iso-2022-jp", "\u203E\\", false, "%1B(J~%1B(B\\"},
		{"iso-2022-jp", "\uFF76\uFF9E", false, "%1B$B%+!+%1B(B"}, // 0x25 0x2B 0x21 0x2B, not in the set
		{"iso-2022-jp", "\u2261a\u203D", false, "%1B$B%22a%1B(Ba%26%238253%3B"},
		{"iso-2022-jp", "\u2261\x1B", false, "%1B$B%22a%1B(B%26%2365533%3B"},
		{"iso-2022-jp", "\u2261\u203D", false, "%1B$B%22a%1B(B%26%238253%3B"},
	} {
		enc, err := queryencoding.ForLabel(tc.label)
		if err != nil {
			t.Fatal(err)
		}
		set, plus := &specialQueryPercentEncodeSet, false
		if tc.form {
			set, plus = &formPercentEncodeSet, true
		}
		if got := string(appendPercentEncodedAfterEncoding(nil, tc.in, enc, set, plus)); got != tc.want {
			t.Errorf("%s: %+q = %q, want %q", tc.label, tc.in, got, tc.want)
		}
	}
}

// TestQueryEncodingScope checks where the query encoding applies: only in
// the query of special URLs other than ws: and wss:, never in the path or
// fragment.
func TestQueryEncodingScope(t *testing.T) {
	enc, _ := queryencoding.ForLabel("windows-1252")
	opts := ParseOptions{Encoding: enc}
	for _, tc := range []struct{ in, want string }{
		{"https://x/\u00E9?\u00E9#\u00E9", "https://x/%C3%A9?%E9#%C3%A9"},
		{"ws://x/?\u00E9", "ws://x/?%C3%A9"},
		{"wss://x/?\u00E9", "wss://x/?%C3%A9"},
		{"foo://x/?\u00E9", "foo://x/?%C3%A9"},
		{"file:///?\u00E9\u0100", "file:///?%E9%26%23256%3B"},
	} {
		u, err := opts.Parse(tc.in)
		if err != nil || u.Href() != tc.want {
			t.Errorf("%q: %v %v, want %q", tc.in, u, err, tc.want)
		}
	}
}

// TestXTextEncodingRunsAsItself checks ParseOptions.Encoding's contract: an
// encoding from queryencoding.ForLabel encodes as the Encoding Standard does (the
// WPT percent-encoding.json output for U+2212 in shift_jis is "%81|"), while
// golang.org/x/text's Shift JIS used directly runs as x/text's encoder, which
// has no mapping for U+2212 and so writes a numeric character reference.
func TestXTextEncodingRunsAsItself(t *testing.T) {
	standard, err := queryencoding.ForLabel("shift_jis")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		enc  encoding.Encoding
		want string
	}{
		{standard, "?%81|"},
		{japanese.ShiftJIS, "?%26%238722%3B"},
	} {
		u, err := ParseOptions{Encoding: tc.enc}.Parse("https://x/?\u2212")
		if err != nil || u.Search() != tc.want {
			t.Errorf("%v: search %q, %v; want %q", tc.enc, u.Search(), err, tc.want)
		}
	}
}
