package weburl

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/testdata"
)

// printableInSet lists, for each exported percent-encode set, the
// printable ASCII code points it holds (see specFragmentSet).
var printableInSet = map[PercentEncodeSet]string{
	C0ControlPercentEncodeSet:      "",
	FragmentPercentEncodeSet:       specFragmentSet,
	QueryPercentEncodeSet:          specQuerySet,
	SpecialQueryPercentEncodeSet:   specSpecialQuerySet,
	PathPercentEncodeSet:           specPathSet,
	UserinfoPercentEncodeSet:       specUserinfoSet,
	ComponentPercentEncodeSet:      specComponentSet,
	FormURLEncodedPercentEncodeSet: specFormSet,
}

func inExpectedSet(set PercentEncodeSet, c rune) bool {
	return specSetHas(printableInSet[set], c)
}

func TestPercentEncodeSetContains(t *testing.T) {
	for set := range printableInSet {
		for c := rune(0); c < 0x80; c++ {
			if got, want := set.Contains(c), inExpectedSet(set, c); got != want {
				t.Errorf("set %d: Contains(%U) = %v, want %v", set, c, got, want)
			}
		}
		for _, c := range []rune{0x80, 0xA0, 0xFF, 0x2261, 0xD800, 0xFEFF, 0xFFFD, 0x10FFFF} {
			if !set.Contains(c) {
				t.Errorf("set %d: Contains(%U) = false, want true", set, c)
			}
		}
		for _, c := range []rune{-1, 0x110000, 1 << 30} {
			if set.Contains(c) {
				t.Errorf("set %d: Contains(%d) = true for a value that is not a code point", set, c)
			}
		}
	}
}

// TestPercentEncodeSetNotes checks two statements of the standard's notes:
// the application/x-www-form-urlencoded set holds every code point but the
// ASCII alphanumerics and *-._, and the component set gives
// encodeURIComponent's output (ECMA-262: it leaves A-Z a-z 0-9 and
// -_.!~*'() as they are).
func TestPercentEncodeSetNotes(t *testing.T) {
	for c := rune(0); c < 0x80; c++ {
		alnum := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
		if got, want := FormURLEncodedPercentEncodeSet.Contains(c), !alnum && !strings.ContainsRune("*-._", c); got != want {
			t.Errorf("form set: Contains(%U) = %v, want %v", c, got, want)
		}
		if got, want := ComponentPercentEncodeSet.Contains(c), !alnum && !strings.ContainsRune("-_.!~*'()", c); got != want {
			t.Errorf("component set: Contains(%U) = %v, want %v", c, got, want)
		}
	}
}

func TestPercentEncodeSetInvalid(t *testing.T) {
	for _, set := range []PercentEncodeSet{0, FormURLEncodedPercentEncodeSet + 1, 255} {
		for c := rune(0); c < 0x80; c++ {
			if got, want := set.Contains(c), inExpectedSet(ComponentPercentEncodeSet, c); got != want {
				t.Errorf("set %d: Contains(%U) = %v, want %v (the component set)", set, c, got, want)
			}
		}
		if got := PercentEncode("a b+%", set); got != "a%20b%2B%25" {
			t.Errorf("PercentEncode with set %d = %q, want the component set's a%%20b%%2B%%25", set, got)
		}
	}
}

// TestPercentEncodeEachASCII encodes each ASCII code point alone with each
// set: it is kept when not in the set (as the expected lists say), else
// written as "%" and two upper hex digits, but a space is "+" for the form
// set.
func TestPercentEncodeEachASCII(t *testing.T) {
	for set := range printableInSet {
		for c := rune(0); c < 0x80; c++ {
			want := string(c)
			if inExpectedSet(set, c) {
				want = fmt.Sprintf("%%%02X", c)
			}
			if c == ' ' && set == FormURLEncodedPercentEncodeSet {
				want = "+"
			}
			if got := PercentEncode(string(c), set); got != want {
				t.Errorf("set %d: PercentEncode(%q) = %q, want %q", set, string(c), got, want)
			}
		}
	}
}

// TestPercentEncodeSpecExamples checks the UTF-8 rows of the table in the
// standard's example "example-percent-encode-operations".
func TestPercentEncodeSpecExamples(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\u2261", "%E2%89%A1"},
		{"\u203D", "%E2%80%BD"},
		{"Say what\u203D", "Say%20what%E2%80%BD"},
	} {
		if got := PercentEncode(tc.in, UserinfoPercentEncodeSet); got != tc.want {
			t.Errorf("PercentEncode(%q, userinfo) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// Percent-decode rows: `%25%s%1G` gives `%%s%1G`; "‽%25%2E" gives
	// 0xE2 0x80 0xBD 0x25 0x2E.
	if got := PercentDecode("%25%s%1G"); got != "%%s%1G" {
		t.Errorf("PercentDecode(%%25%%s%%1G) = %q", got)
	}
	if got := PercentDecode("\u203D%25%2E"); got != "\xE2\x80\xBD\x25\x2E" {
		t.Errorf("PercentDecode(‽%%25%%2E) = % X", got)
	}
}

// TestPercentEncodeWPT checks the UTF-8 outputs of percent-encoding.json:
// the query of a special URL is encoded with the special-query set.
func TestPercentEncodeWPT(t *testing.T) {
	type testCase struct {
		Input  string            `json:"input"`
		Output map[string]string `json:"output"`
	}
	n := 0
	for _, tc := range testdata.WPT[testCase](t, "wpt/percent-encoding.json") {
		want, ok := tc.Output["utf-8"]
		if !ok {
			continue
		}
		n++
		if got := PercentEncode(tc.Input, SpecialQueryPercentEncodeSet); got != want {
			t.Errorf("PercentEncode(%+q, special-query) = %q, want %q", tc.Input, got, want)
		}
	}
	if n == 0 {
		t.Fatal("no utf-8 cases in percent-encoding.json")
	}
}

// TestPercentEncodeIllFormed: ill-formed UTF-8 is read as a browser's UTF-8
// decoder (the Encoding Standard's, like TextDecoder) reads it, one U+FFFD
// per maximal subpart (Unicode Standard, section 3.9, table 3-8's
// examples).
func TestPercentEncodeIllFormed(t *testing.T) {
	const r = "%EF%BF%BD"
	for _, tc := range []struct{ in, want string }{
		{"\xFF", r},
		{"a\x80b", "a" + r + "b"},
		{"\xE2\x80", r},                     // truncated three-byte sequence: one maximal subpart
		{"\xE2\x80A", r + "A"},              // the A is not consumed
		{"\xF0\x80\x80", r + r + r},         // F0 80 is not a prefix of any sequence
		{"\xED\xA0\x80", r + r + r},         // a surrogate
		{"\xF4\x90\x80\x80", r + r + r + r}, // above U+10FFFF
		{"\xC0\xAF", r + r},                 // overlong
		{"\xF1\x80\x80\xE1\x80\xC2", r + r + r},
	} {
		if got := PercentEncode(tc.in, PathPercentEncodeSet); got != tc.want {
			t.Errorf("PercentEncode(%+q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestPercentRoundTrip: the standard's note says only the component and
// form sets give "roundtripable data".
func TestPercentRoundTrip(t *testing.T) {
	inputs := []string{
		"", "a", "100%", "%41", "a b+c&d=e", "Say what\u203D", "\x00\x1F\x7F",
		"~!*'()", "\uFEFFx\U0001F600", "%zz%", strings.Repeat("\u00E9%", 50),
	}
	for c := 0; c < 0x80; c++ {
		inputs = append(inputs, string(rune(c)))
	}
	for _, s := range inputs {
		if got := PercentDecode(PercentEncode(s, ComponentPercentEncodeSet)); got != s {
			t.Errorf("component: %q -> %q -> %q", s, PercentEncode(s, ComponentPercentEncodeSet), got)
		}
		form := PercentEncode(s, FormURLEncodedPercentEncodeSet)
		if got := PercentDecode(strings.ReplaceAll(form, "+", " ")); got != s {
			t.Errorf("form: %q -> %q -> %q", s, form, got)
		}
		if pairs := ParseURLEncoded(form); s != "" && (len(pairs) != 1 || pairs[0][0] != s) {
			t.Errorf("form: ParseURLEncoded(%q) = %q, want name %q", form, pairs, s)
		}
	}
	// Ill-formed input comes back as its UTF-8 decoding.
	s := "a\xFFb\xE2\x80"
	if got, want := PercentDecode(PercentEncode(s, ComponentPercentEncodeSet)), "a\uFFFDb\uFFFD"; got != want || !utf8.ValidString(got) {
		t.Errorf("ill-formed round trip = %q, want %q", got, want)
	}
}

// TestPercentEncodeSameString: nothing to encode or decode gives the input
// back without allocating.
func TestPercentEncodeSameString(t *testing.T) {
	s := "abc/def=x&1"
	if n := allocsPerRun(10, func() { _ = PercentEncode(s, PathPercentEncodeSet) }); n != 0 {
		t.Errorf("PercentEncode allocated %v times", n)
	}
	if n := allocsPerRun(10, func() { _ = PercentDecode(s) }); n != 0 {
		t.Errorf("PercentDecode allocated %v times", n)
	}
}

// TestPercentEncodeNetURL records where net/url's escaping functions differ
// from the standard's sets, for the migration from net/url; the net/url
// results are its documented RFC 3986 behaviour, run here.
func TestPercentEncodeNetURL(t *testing.T) {
	in := "a b/c?d#e~f*g'h!(i)[j]|k^l{m}%n+o&p=q;r:s@t$u,v\"w<x>y`z\\"
	for _, tc := range []struct {
		name, got, want string
	}{
		{"url.PathEscape", url.PathEscape(in), "a%20b%2Fc%3Fd%23e~f%2Ag%27h%21%28i%29%5Bj%5D%7Ck%5El%7Bm%7D%25n+o&p=q%3Br:s@t$u%2Cv%22w%3Cx%3Ey%60z%5C"},
		{"PathPercentEncodeSet", PercentEncode(in, PathPercentEncodeSet), "a%20b/c%3Fd%23e~f*g'h!(i)[j]|k%5El%7Bm%7D%n+o&p=q;r:s@t$u,v%22w%3Cx%3Ey%60z\\"},
		{"url.QueryEscape", url.QueryEscape(in), "a+b%2Fc%3Fd%23e~f%2Ag%27h%21%28i%29%5Bj%5D%7Ck%5El%7Bm%7D%25n%2Bo%26p%3Dq%3Br%3As%40t%24u%2Cv%22w%3Cx%3Ey%60z%5C"},
		{"FormURLEncodedPercentEncodeSet", PercentEncode(in, FormURLEncodedPercentEncodeSet), "a+b%2Fc%3Fd%23e%7Ef*g%27h%21%28i%29%5Bj%5D%7Ck%5El%7Bm%7D%25n%2Bo%26p%3Dq%3Br%3As%40t%24u%2Cv%22w%3Cx%3Ey%60z%5C"},
		{"ComponentPercentEncodeSet", PercentEncode(in, ComponentPercentEncodeSet), "a%20b%2Fc%3Fd%23e~f*g'h!(i)%5Bj%5D%7Ck%5El%7Bm%7D%25n%2Bo%26p%3Dq%3Br%3As%40t%24u%2Cv%22w%3Cx%3Ey%60z%5C"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, tc.got, tc.want)
		}
	}
	// PathUnescape and PercentDecode agree on well-formed input; net/url
	// fails where the standard keeps a bare "%".
	if got, err := url.PathUnescape("a%2Fb+c"); err != nil || got != PercentDecode("a%2Fb+c") {
		t.Errorf("PathUnescape = %q, %v; PercentDecode = %q", got, err, PercentDecode("a%2Fb+c"))
	}
	if _, err := url.PathUnescape("100%"); err == nil {
		t.Error("url.PathUnescape(100%) did not fail")
	}
	if got := PercentDecode("100%"); got != "100%" {
		t.Errorf("PercentDecode(100%%) = %q", got)
	}
}
