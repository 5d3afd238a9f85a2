package weburl

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPercentEncodeSets checks each set against its definition in the spec,
// transcribed as a plain list of the ASCII code points it holds.
func TestPercentEncodeSets(t *testing.T) {
	var c0 []byte
	for c := 0; c <= 0x1F; c++ {
		c0 = append(c0, byte(c))
	}
	c0 = append(c0, 0x7F)
	fragment := string(c0) + " \"<>`"
	query := string(c0) + " \"#<>"
	specialQuery := query + "'"
	path := query + "?^`{}"
	userinfo := path + "/:;=@[\\]^|"
	component := userinfo + "$%&+,"
	form := component + "!'()~"
	for _, tc := range []struct {
		name string
		set  *percentEncodeSet
		want string
	}{
		{"C0 control", &c0ControlPercentEncodeSet, string(c0)},
		{"fragment", &fragmentPercentEncodeSet, fragment},
		{"query", &queryPercentEncodeSet, query},
		{"special-query", &specialQueryPercentEncodeSet, specialQuery},
		{"path", &pathPercentEncodeSet, path},
		{"userinfo", &userinfoPercentEncodeSet, userinfo},
		{"component", &componentPercentEncodeSet, component},
		{"application/x-www-form-urlencoded", &formPercentEncodeSet, form},
	} {
		for c := 0; c < 0x80; c++ {
			if got, want := tc.set.has(byte(c)), strings.IndexByte(tc.want, byte(c)) >= 0; got != want {
				t.Errorf("%s set: has(%q) = %v, want %v", tc.name, rune(c), got, want)
			}
		}
		for c := 0x80; c < 0x100; c++ {
			if !tc.set.has(byte(c)) {
				t.Errorf("%s set lacks byte %#x", tc.name, c)
			}
		}
	}
	// The form set holds every code point but the ASCII alphanumerics and
	// *-._ (the spec's note).
	for c := 0; c < 0x80; c++ {
		b := byte(c)
		if want := !(isASCIIAlphanumeric(b) || strings.IndexByte("*-._", b) >= 0); formPercentEncodeSet.has(b) != want {
			t.Errorf("form set: has(%q) != %v", b, want)
		}
	}
}

func TestUTF8PercentEncode(t *testing.T) {
	for _, tc := range []struct {
		in   string
		set  *percentEncodeSet
		want string
	}{
		// The spec's examples (#example-percent-encode-operations).
		{"\u2261", &userinfoPercentEncodeSet, "%E2%89%A1"},
		{"\u203D", &userinfoPercentEncodeSet, "%E2%80%BD"},
		{"Say what\u203D", &userinfoPercentEncodeSet, "Say%20what%E2%80%BD"},
		{"\x23", &userinfoPercentEncodeSet, "%23"},
		{"\x7F", &c0ControlPercentEncodeSet, "%7F"},
		{"abc/def?g", &pathPercentEncodeSet, "abc/def%3Fg"},
		{"", &pathPercentEncodeSet, ""},
		{"\uFFFD", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"\U0001F600", &fragmentPercentEncodeSet, "%F0%9F%98%80"},
		// Ill-formed UTF-8: one U+FFFD per maximal subpart, as the
		// Encoding Standard's UTF-8 decoder reads the bytes.
		{"\x80", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"\xE2\x82a", &pathPercentEncodeSet, "%EF%BF%BDa"},
		{"\xF0\x90\x80", &pathPercentEncodeSet, "%EF%BF%BD"},
		{"\xC0\xAF", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD"},
		{"\xED\xA0\x80", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xF4\x90\x80\x80", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xE0\x80", &pathPercentEncodeSet, "%EF%BF%BD%EF%BF%BD"},
		{"a\xFFb", &pathPercentEncodeSet, "a%EF%BF%BDb"},
	} {
		if got := string(appendUTF8PercentEncoded(nil, tc.in, tc.set)); got != tc.want {
			t.Errorf("UTF-8 percent-encode %+q = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestPercentDecode(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// The spec's examples.
		{"%25%s%1G", "%%s%1G"},
		{"\u203D%25%2E", "\xE2\x80\xBD%."},
		{"%", "%"},
		{"%4", "%4"},
		{"%41%4a%4A", "AJJ"},
		{"%zz%", "%zz%"},
	} {
		if got := string(appendPercentDecoded(nil, tc.in)); got != tc.want {
			t.Errorf("percent-decode %q = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestUTF8DecodeWithoutBOM(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"abc", "abc"},
		{"\xEF\xBB\xBFx", "\uFEFFx"}, // "without BOM": the BOM is kept
		{"\xE2\x82", "\uFFFD"},
		{"\xE2\x82\xE2\x82\xAC", "\uFFFD\u20AC"},
		{"\xFF\xFE", "\uFFFD\uFFFD"},
	} {
		if got := utf8DecodeWithoutBOM(tc.in); got != tc.want {
			t.Errorf("UTF-8 decode %+q = %+q, want %+q", tc.in, got, tc.want)
		}
	}
}

// TestDecodeRuneMatchesGo checks decodeRune against the standard library on
// every 1- to 3-byte sequence: it must agree wherever the bytes start with a
// well-formed sequence, and consume at least one byte otherwise.
func TestDecodeRuneMatchesGo(t *testing.T) {
	var b [3]byte
	for x := 0; x < 1<<24; x += 251 {
		b[0], b[1], b[2] = byte(x>>16), byte(x>>8), byte(x)
		r, n := decodeRune(string(b[:]))
		gr, gn := utf8.DecodeRune(b[:])
		if gr != utf8.RuneError || gn != 1 {
			if r != gr || n != gn {
				t.Fatalf("% x: decodeRune = %U %d, utf8.DecodeRune = %U %d", b, r, n, gr, gn)
			}
		} else if r != utf8.RuneError || n < 1 || n > 3 {
			t.Fatalf("% x: decodeRune = %U %d", b, r, n)
		}
	}
}

func FuzzPercentEncode(f *testing.F) {
	for _, s := range []string{"", "abc", "a b", "\u203D", "\xE2\x82", "%41", "\x00\x7F"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := string(appendUTF8PercentEncoded(nil, s, &componentPercentEncodeSet))
		for i := 0; i < len(out); i++ {
			if out[i] >= utf8.RuneSelf {
				t.Fatalf("encoding of %+q holds non-ASCII: %q", s, out)
			}
		}
		if got := string(appendPercentDecoded(nil, out)); got != utf8DecodeWithoutBOM(s) {
			t.Fatalf("decode(encode(%+q)) = %+q", s, got)
		}
	})
}
