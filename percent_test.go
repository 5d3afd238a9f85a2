package weburl

import (
	"github.com/weburl/weburl/queryencoding"
	"strings"
	"testing"
	"unicode/utf8"
)

// The URL Standard's percent-encode sets (spec: #percent-encoded-bytes),
// written once for every test, as the standard builds each set from the one
// before it: the printable ASCII code points (U+0020 to U+007E) that each
// set adds. Every set also holds the C0 controls, U+007F and every code
// point above (the C0 control percent-encode set). TestPercentEncodeSetNotes
// checks the form and component sets against the standard's notes.
const (
	specFragmentSet     = " \"<>`"
	specQuerySet        = " \"#<>"
	specSpecialQuerySet = specQuerySet + "'"
	specPathSet         = specQuerySet + "?^`{}"
	specUserinfoSet     = specPathSet + "/:;=@[\\]|"
	specComponentSet    = specUserinfoSet + "$%&+,"
	specFormSet         = specComponentSet + "!'()~"
)

// specSetHas reports whether the percent-encode set whose printable ASCII
// members are members holds c.
func specSetHas(members string, c rune) bool {
	return c < 0x20 || c > 0x7E || strings.ContainsRune(members, c)
}

// internalSets are the package's percent-encode sets and their members.
var internalSets = []struct {
	name    string
	set     *percentEncodeSet
	members string
}{
	{"C0 control", &c0ControlPercentEncodeSet, ""},
	{"fragment", &fragmentPercentEncodeSet, specFragmentSet},
	{"query", &queryPercentEncodeSet, specQuerySet},
	{"special-query", &specialQueryPercentEncodeSet, specSpecialQuerySet},
	{"path", &pathPercentEncodeSet, specPathSet},
	{"userinfo", &userinfoPercentEncodeSet, specUserinfoSet},
	{"component", &componentPercentEncodeSet, specComponentSet},
	{"application/x-www-form-urlencoded", &formPercentEncodeSet, specFormSet},
}

// TestPercentEncodeSets checks the package's sets against the standard's.
func TestPercentEncodeSets(t *testing.T) {
	for _, s := range internalSets {
		for b := 0; b < 256; b++ {
			if got, want := s.set.has(byte(b)), specSetHas(s.members, rune(b)); got != want {
				t.Errorf("%s set: has(%#x) = %v, want %v", s.name, b, got, want)
			}
		}
	}
}

func TestHexHelpers(t *testing.T) {
	for b := 0; b < 256; b++ {
		c := byte(b)
		want := strings.IndexByte("0123456789ABCDEFabcdef", c) >= 0
		if isASCIIHexDigit(c) != want {
			t.Errorf("isASCIIHexDigit(%#x) = %v", b, !want)
		}
		if want {
			v := hexValue(c)
			if upperHex[v] != c && upperHex[v]+('a'-'A') != c {
				t.Errorf("hexValue(%q) = %d", c, v)
			}
		}
	}
	for b := 0; b < 256; b++ {
		got := string(appendPercentEncodedByte(nil, byte(b)))
		if len(got) != 3 || got[0] != '%' || hexValue(got[1])<<4|hexValue(got[2]) != byte(b) || strings.ToUpper(got) != got {
			t.Errorf("percent-encode %#x = %q", b, got)
		}
	}
}

// The rows of the spec's example table (spec: #example-percent-encode-operations).
func TestSpecExamples(t *testing.T) {
	if got := string(appendPercentEncodedByte(nil, 0x23)); got != "%23" {
		t.Errorf("percent-encode 0x23 = %q", got)
	}
	if got := string(appendPercentEncodedByte(nil, 0x7F)); got != "%7F" {
		t.Errorf("percent-encode 0x7F = %q", got)
	}
	if got := string(appendPercentDecoded(nil, "%25%s%1G")); got != "%%s%1G" {
		t.Errorf("percent-decode %%25%%s%%1G = %q", got)
	}
	if got := string(appendPercentDecoded(nil, "‽%25%2E")); got != "\xE2\x80\xBD\x25\x2E" {
		t.Errorf("percent-decode ‽%%25%%2E = % X", got)
	}
	tests := []struct {
		what  string
		in    string
		label string // "" for UTF-8 percent-encode
		set   *percentEncodeSet
		space bool
		want  string
	}{
		{"Shift_JIS special-query", " ", "Shift_JIS", &specialQueryPercentEncodeSet, false, "%20"},
		{"Shift_JIS special-query", "≡", "Shift_JIS", &specialQueryPercentEncodeSet, false, "%81%DF"},
		{"Shift_JIS special-query", "‽", "Shift_JIS", &specialQueryPercentEncodeSet, false, "%26%238253%3B"},
		{"ISO-2022-JP special-query", "¥", "ISO-2022-JP", &specialQueryPercentEncodeSet, false, "%1B(J\\%1B(B"},
		{"Shift_JIS form", "1+1 ≡ 2%20‽", "Shift_JIS", &formPercentEncodeSet, true, "1%2B1+%81%DF+2%2520%26%238253%3B"},
		{"UTF-8 userinfo", "\u2261", "", &userinfoPercentEncodeSet, false, "%E2%89%A1"},
		{"UTF-8 userinfo", "\u203D", "", &userinfoPercentEncodeSet, false, "%E2%80%BD"},
		{"UTF-8 userinfo", "Say what‽", "", &userinfoPercentEncodeSet, false, "Say%20what%E2%80%BD"},
	}
	for _, tt := range tests {
		var got string
		if tt.label == "" {
			got = string(appendUTF8PercentEncoded(nil, tt.in, tt.set))
		} else {
			enc, err := queryencoding.ForLabel(tt.label)
			if err != nil {
				t.Fatal(err)
			}
			got = string(appendPercentEncodedAfterEncoding(nil, tt.in, enc, tt.set, tt.space))
		}
		if got != tt.want {
			t.Errorf("%s %q = %q, want %q", tt.what, tt.in, got, tt.want)
		}
	}
}

func TestUTF8PercentEncode(t *testing.T) {
	tests := []struct {
		in   string
		set  *percentEncodeSet
		want string
	}{
		{"", &pathPercentEncodeSet, ""},
		{"/a/b", &pathPercentEncodeSet, "/a/b"},
		{"a b?c", &pathPercentEncodeSet, "a%20b%3Fc"},
		{"a b?c", &queryPercentEncodeSet, "a%20b?c"},
		{"'", &queryPercentEncodeSet, "'"},
		{"'", &specialQueryPercentEncodeSet, "%27"},
		{"`{}", &fragmentPercentEncodeSet, "%60{}"},
		{"\x00\x1F\x7F~", &c0ControlPercentEncodeSet, "%00%1F%7F~"},
		{"é€😀", &c0ControlPercentEncodeSet, "%C3%A9%E2%82%AC%F0%9F%98%80"},
		{"\uFFFD", &pathPercentEncodeSet, "%EF%BF%BD"},
		// Bytes that are not UTF-8: one U+FFFD per maximal subpart.
		{"\x80", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"a\x80b", &pathPercentEncodeSet, "a%EF%BF%BDb"},
		{"\xE2\x82", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"\xE2\x82a", &pathPercentEncodeSet, "%EF%BF%BDa"},
		{"\xE2\x82\xE2\x82\xAC", &pathPercentEncodeSet, "%EF%BF%BD%E2%82%AC"},
		{"\xF0\x90\x80", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"\xF0\x90\x80z", &pathPercentEncodeSet, "%EF%BF%BDz"},
		{"\xC0\xAF", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD"},
		{"\xE0\x80\x80", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xED\xA0\x80", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xED\x9F\xBF", &pathPercentEncodeSet, "%ED%9F%BF"},
		{"\xF4\x90\x80\x80", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xF4\x8F\xBF\xBF", &pathPercentEncodeSet, "%F4%8F%BF%BF"},
		{"\xF5\xFF\xFE", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xC2", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"\xC2 ", &pathPercentEncodeSet, "%EF%BF%BD%20"},
	}
	for _, tt := range tests {
		got := string(appendUTF8PercentEncoded(nil, tt.in, tt.set))
		if got != tt.want {
			t.Errorf("UTF-8 percent-encode %+q = %q, want %q", tt.in, got, tt.want)
		}
		// The same through percent-encode after encoding, and with the
		// input decoded first.
		if got := string(appendPercentEncodedAfterEncoding(nil, tt.in, nil, tt.set, false)); got != tt.want {
			t.Errorf("percent-encode after encoding (UTF-8) %+q = %q, want %q", tt.in, got, tt.want)
		}
		if got := string(appendUTF8PercentEncoded(nil, utf8DecodeWithoutBOM(tt.in), tt.set)); got != tt.want {
			t.Errorf("UTF-8 percent-encode of decoded %+q = %q, want %q", tt.in, got, tt.want)
		}
	}
	// dst is appended to.
	if got := string(appendUTF8PercentEncoded([]byte("x="), "a b", &componentPercentEncodeSet)); got != "x=a%20b" {
		t.Errorf("append to dst: %q", got)
	}
}

func TestSpaceAsPlus(t *testing.T) {
	tests := []struct {
		in   string
		set  *percentEncodeSet
		want string
	}{
		{"a b+c", &formPercentEncodeSet, "a+b%2Bc"},
		{"  ", &formPercentEncodeSet, "++"},
		// spaceAsPlus applies whatever the set holds.
		{"a b", &c0ControlPercentEncodeSet, "a+b"},
		{"*-._~!'()", &formPercentEncodeSet, "*-._%7E%21%27%28%29"},
		{"é ", &formPercentEncodeSet, "%C3%A9+"},
	}
	for _, tt := range tests {
		got := string(appendPercentEncodedAfterEncoding(nil, tt.in, nil, tt.set, true))
		if got != tt.want {
			t.Errorf("%q with spaceAsPlus = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPercentDecode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"%", "%"},
		{"%4", "%4"},
		{"%41", "A"},
		{"%4a%4A", "JJ"},
		{"%%41", "%A"},
		{"%G1%1G", "%G1%1G"},
		{"a%20b%", "a b%"},
		{"%FF%00", "\xFF\x00"},
		{"%25%32%35", "%25"},
		{"\xFF%41", "\xFFA"}, // bytes copied as they are
		{"%G1%1", "%G1%1"},
		{"a+b", "a+b"}, // not a space
		{"%E2%80%BD", "\u203D"},
		{"%2525", "%25"}, // one pass
	}
	for _, tt := range tests {
		if got := string(appendPercentDecoded(nil, tt.in)); got != tt.want {
			t.Errorf("percent-decode %q = %q, want %q", tt.in, got, tt.want)
		}
		if got := PercentDecode(tt.in); got != tt.want {
			t.Errorf("PercentDecode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := string(appendPercentDecoded([]byte("x"), "%41")); got != "xA" {
		t.Errorf("append to dst: %q", got)
	}
}

// referenceUTF8Decode is the Encoding Standard's UTF-8 decoder
// (encoding spec: #utf-8-decoder), transcribed step by step, run over all of
// b with U+FFFD for errors.
func referenceUTF8Decode(b []byte) string {
	var out []rune
	codePoint, bytesSeen, bytesNeeded := rune(0), 0, 0
	lower, upper := byte(0x80), byte(0xBF)
	for i := 0; i <= len(b); i++ {
		if i == len(b) {
			if bytesNeeded != 0 {
				out = append(out, 0xFFFD)
			}
			break
		}
		c := b[i]
		if bytesNeeded == 0 {
			switch {
			case c <= 0x7F:
				out = append(out, rune(c))
			case 0xC2 <= c && c <= 0xDF:
				bytesNeeded, codePoint = 1, rune(c&0x1F)
			case 0xE0 <= c && c <= 0xEF:
				if c == 0xE0 {
					lower = 0xA0
				}
				if c == 0xED {
					upper = 0x9F
				}
				bytesNeeded, codePoint = 2, rune(c&0xF)
			case 0xF0 <= c && c <= 0xF4:
				if c == 0xF0 {
					lower = 0x90
				}
				if c == 0xF4 {
					upper = 0x8F
				}
				bytesNeeded, codePoint = 3, rune(c&0x7)
			default:
				out = append(out, 0xFFFD)
			}
			continue
		}
		if c < lower || c > upper {
			codePoint, bytesNeeded, bytesSeen = 0, 0, 0
			lower, upper = 0x80, 0xBF
			out = append(out, 0xFFFD)
			i-- // restore byte to the queue
			continue
		}
		lower, upper = 0x80, 0xBF
		codePoint = codePoint<<6 | rune(c&0x3F)
		bytesSeen++
		if bytesSeen != bytesNeeded {
			continue
		}
		out = append(out, codePoint)
		codePoint, bytesNeeded, bytesSeen = 0, 0, 0
	}
	return string(out)
}

func TestUTF8DecodeWithoutBOM(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"\uFEFFabc", "\uFEFFabc"}, // "without BOM": a BOM is kept
		{"\x80", "\uFFFD"},
		{"a\xE2\x82b", "a\uFFFDb"},
		{"\xF0\x90\x80", "\uFFFD"},
		{"\xC0\xAF", "\uFFFD\uFFFD"},
		{"\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"},
		{"\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xE2\x82\xE2\x82\xAC", "\uFFFD€"},
	}
	for _, tt := range tests {
		got := utf8DecodeWithoutBOM(tt.in)
		if got != tt.want {
			t.Errorf("utf8DecodeWithoutBOM(%+q) = %+q, want %+q", tt.in, got, tt.want)
		}
		if ref := referenceUTF8Decode([]byte(tt.in)); ref != tt.want {
			t.Errorf("reference decoder(%+q) = %+q, want %+q", tt.in, ref, tt.want)
		}
	}
	s := "valid ☃ string"
	if allocs := allocsPerRun(100, func() { _ = utf8DecodeWithoutBOM(s) }); allocs != 0 {
		t.Errorf("utf8DecodeWithoutBOM of valid UTF-8 allocates %v times", allocs)
	}
}

// All two-byte sequences, and three-byte ones from a few lead bytes, decode
// as the transcribed Encoding Standard decoder does.
func TestUTF8DecodeExhaustive(t *testing.T) {
	check := func(b []byte) {
		if got, want := utf8DecodeWithoutBOM(string(b)), referenceUTF8Decode(b); got != want {
			t.Fatalf("utf8DecodeWithoutBOM(% X) = %+q, want %+q", b, got, want)
		}
	}
	for i := 0; i < 256; i++ {
		for j := 0; j < 256; j++ {
			check([]byte{byte(i), byte(j)})
			check([]byte{byte(i), byte(j), 'a'})
		}
	}
	for _, lead := range []byte{0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5} {
		for j := 0x70; j < 0xD0; j++ {
			for k := 0x70; k < 0xD0; k++ {
				check([]byte{lead, byte(j), byte(k)})
				check([]byte{lead, byte(j), byte(k), 0x80})
			}
		}
	}
}

func FuzzPercentEncode(f *testing.F) {
	for _, s := range []string{"", "a b", "‽%25%2E", "\xE2\x82a", "\xF4\x90\x80\x80", "\u000EA¥‾\\~", "a=b&c=%zz+d", "\uE5E5\u1E3F\uFE10", "\xC0\xAF%C0%AF"} {
		f.Add(s)
	}
	sets := []*percentEncodeSet{&c0ControlPercentEncodeSet, &fragmentPercentEncodeSet, &queryPercentEncodeSet,
		&specialQueryPercentEncodeSet, &pathPercentEncodeSet, &userinfoPercentEncodeSet, &componentPercentEncodeSet, &formPercentEncodeSet}
	legacy := []string{"shift_jis", "iso-2022-jp", "gb18030", "big5", "windows-1252"}
	f.Fuzz(func(t *testing.T, s string) {
		isASCII := func(b []byte) bool {
			for _, c := range b {
				if c >= utf8.RuneSelf {
					return false
				}
			}
			return true
		}
		for _, set := range sets {
			out := appendUTF8PercentEncoded(nil, s, set)
			if !isASCII(out) {
				t.Fatalf("UTF-8 percent-encode %+q gives non-ASCII %q", s, out)
			}
		}
		decoded := utf8DecodeWithoutBOM(s)
		if want := referenceUTF8Decode([]byte(s)); decoded != want {
			t.Fatalf("utf8DecodeWithoutBOM(%+q) = %+q, want %+q", s, decoded, want)
		}
		enc := string(appendUTF8PercentEncoded(nil, s, &componentPercentEncodeSet))
		if got := string(appendPercentDecoded(nil, enc)); got != decoded {
			t.Fatalf("percent-decode(component-encode(%+q)) = %+q, want %+q", s, got, decoded)
		}
		for _, l := range legacy {
			e, err := queryencoding.ForLabel(l)
			if err != nil {
				t.Fatal(err)
			}
			out := appendPercentEncodedAfterEncoding(nil, s, e, &formPercentEncodeSet, true)
			if !isASCII(out) {
				t.Fatalf("%s percent-encode %+q gives non-ASCII %q", l, s, out)
			}
		}
		list := ParseURLEncoded(s)
		for _, nv := range list {
			if !utf8.ValidString(nv[0]) || !utf8.ValidString(nv[1]) {
				t.Fatalf("parseURLEncodedList(%+q) gives invalid UTF-8 %+q", s, nv)
			}
		}
		// Serializing and parsing again gives the same list.
		again := ParseURLEncoded(SerializeURLEncoded(list, nil))
		if len(again) != len(list) {
			t.Fatalf("round trip of %+q: %d tuples, then %d", s, len(list), len(again))
		}
		for i := range list {
			if list[i] != again[i] {
				t.Fatalf("round trip of %+q: %+q became %+q", s, list[i], again[i])
			}
		}
	})
}

func BenchmarkUTF8PercentEncodeASCIIPath(b *testing.B) {
	path := "/static/assets/images/2024/illustrations/landing-page/hero-background-large-v2.3.1.min.webp"
	path += strings.Repeat("/x", (100-len(path))/2)
	path += strings.Repeat("y", 100-len(path))
	dst := make([]byte, 0, 256)
	b.SetBytes(int64(len(path)))
	b.ReportAllocs()
	for b.Loop() {
		dst = appendUTF8PercentEncoded(dst[:0], path, &pathPercentEncodeSet)
	}
	if len(path) != 100 || string(dst) != path {
		b.Fatalf("got %q", dst)
	}
}

func BenchmarkUTF8PercentEncodeMixedPath(b *testing.B) {
	path := "/wiki/Zürich Hauptbahnhof/Gleis 7 – Fahrplan/Übersicht der Verbindungen/日本語のページ/x y z"
	dst := make([]byte, 0, 512)
	b.SetBytes(int64(len(path)))
	b.ReportAllocs()
	for b.Loop() {
		dst = appendUTF8PercentEncoded(dst[:0], path, &pathPercentEncodeSet)
	}
}

func BenchmarkPercentEncodeShiftJIS(b *testing.B) {
	enc, err := queryencoding.ForLabel("shift_jis")
	if err != nil {
		b.Fatal(err)
	}
	s := "q=日本語のページ&x=ｶﾀｶﾅ ¥100"
	dst := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		dst = appendPercentEncodedAfterEncoding(dst[:0], s, enc, &specialQueryPercentEncodeSet, false)
	}
}
