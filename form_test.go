package weburl

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/weburl/queryencoding"
	"golang.org/x/text/encoding/unicode"

	"github.com/weburl/weburl/internal/testdata"
)

// TestParseURLEncodedWPT runs urlencoded-parser-data.json on
// ParseURLEncoded: the output pairs, in order.
func TestParseURLEncodedWPT(t *testing.T) {
	type testCase struct {
		Input  string      `json:"input"`
		Output [][2]string `json:"output"`
	}
	cases := testdata.WPT[testCase](t, "wpt/urlencoded-parser-data.json")
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, tc := range cases {
		got := ParseURLEncoded(tc.Input)
		if len(tc.Output) == 0 {
			if got != nil {
				t.Errorf("ParseURLEncoded(%+q) = %+q, want nil", tc.Input, got)
			}
			continue
		}
		if !slices.Equal(got, tc.Output) {
			t.Errorf("ParseURLEncoded(%+q) = %+q, want %+q", tc.Input, got, tc.Output)
		}
	}
}

// TestParseURLEncodedSpec follows the parser's steps in the standard, and
// its URLSearchParams note's examples.
func TestParseURLEncodedSpec(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want [][2]string
	}{
		{"", nil},
		{"&&&", nil},                             // empty sequences are skipped
		{"=", [][2]string{{"", ""}}},             // "=" first: empty name
		{"a==b", [][2]string{{"a", "=b"}}},       // split at the first "="
		{"?a=b", [][2]string{{"?a", "b"}}},       // no "?" is removed
		{"a=1;b=2", [][2]string{{"a", "1;b=2"}}}, // ";" is not a separator
		{"a+b=c+d%2B", [][2]string{{"a b", "c d+"}}},
		{"%zz=%4", [][2]string{{"%zz", "%4"}}},
		{"a=b ~", [][2]string{{"a", "b ~"}}},                   // the note's first example
		{"a=~&b=%7E", [][2]string{{"a", "~"}, {"b", "~"}}},     // and its second
		{"%EF%BB%BFa", [][2]string{{"\uFEFFa", ""}}},           // without BOM: U+FEFF kept
		{"\xFFa=\xE2\x80", [][2]string{{"\uFFFDa", "\uFFFD"}}}, // raw ill-formed bytes too
	} {
		if got := ParseURLEncoded(tc.in); !slices.Equal(got, tc.want) || (got == nil) != (tc.want == nil) {
			t.Errorf("ParseURLEncoded(%+q) = %+q, want %+q", tc.in, got, tc.want)
		}
	}
}

// TestSerializeURLEncoded checks outputs given by the standard and by
// browsers (new URLSearchParams(pairs).toString()).
func TestSerializeURLEncoded(t *testing.T) {
	sjis, err := queryencoding.ForLabel("shift_jis")
	if err != nil {
		t.Fatal(err)
	}
	win1252, err := queryencoding.ForLabel("windows-1252")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pairs [][2]string
		enc   string
		want  string
	}{
		{nil, "", ""},
		{[][2]string{{"", ""}}, "", "="},
		{[][2]string{{"key", "730d67"}}, "", "key=730d67"}, // example-constructing-urlsearchparams
		{[][2]string{{"a", "b ~"}}, "", "a=b+%7E"},         // the note after it
		{[][2]string{{"a", "~*-._"}}, "", "a=%7E*-._"},
		{[][2]string{{"a b", "c+d"}, {"e&f", "g=h"}}, "", "a+b=c%2Bd&e%26f=g%3Dh"},
		{[][2]string{{"q", "\u2261\U0001F600"}}, "", "q=%E2%89%A1%F0%9F%98%80"},
		{[][2]string{{"\xFF", "\xE2\x80"}}, "", "%EF%BF%BD=%EF%BF%BD"},
		{[][2]string{{"!'()", "\x00\n\x7F"}}, "", "%21%27%28%29=%00%0A%7F"},
		// The standard's percent-encode-after-encoding example, Shift_JIS
		// and the application/x-www-form-urlencoded set.
		{[][2]string{{"1+1 \u2261 2%20\u203D", ""}}, "shift_jis", "1%2B1+%81%DF+2%2520%26%238253%3B="},
		// query-encoding-example's bytes: ö is F6 and å E5 in windows-1252.
		{[][2]string{{"sm\u00F6rg\u00E5sbord", ""}}, "windows-1252", "sm%F6rg%E5sbord="},
		// get an output encoding: UTF-16 means UTF-8.
		{[][2]string{{"\u00E9", ""}}, "utf-16le", "%C3%A9="},
	} {
		var got string
		switch tc.enc {
		case "":
			got = SerializeURLEncoded(tc.pairs, nil)
		case "shift_jis":
			got = SerializeURLEncoded(tc.pairs, sjis)
		case "windows-1252":
			got = SerializeURLEncoded(tc.pairs, win1252)
		case "utf-16le":
			got = SerializeURLEncoded(tc.pairs, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM))
		}
		if got != tc.want {
			t.Errorf("SerializeURLEncoded(%+q, %s) = %q, want %q", tc.pairs, tc.enc, got, tc.want)
		}
	}
}

func TestURLEncodedRoundTrip(t *testing.T) {
	pairs := [][2]string{
		{"a", "1"}, {"", ""}, {"a", ""}, {"sp ace", "p+lus"}, {"=&%", "%41"},
		{"\uFEFF\u00E9", "\U0001F600"}, {"~!*'()", "\x00\t\x7F"},
	}
	if got := ParseURLEncoded(SerializeURLEncoded(pairs, nil)); !slices.Equal(got, pairs) {
		t.Errorf("round trip = %+q, want %+q", got, pairs)
	}
}

// TestURLEncodedNetURL shows where net/url's counterparts differ, calling
// net/url: Values.Encode sorts by name and encodes "*" but not "~";
// ParseQuery rejects ";" and drops the order of names.
func TestURLEncodedNetURL(t *testing.T) {
	v := url.Values{"b": {"~*"}, "a": {"x y"}}
	if got, want := v.Encode(), "a=x+y&b=~%2A"; got != want {
		t.Errorf("Values.Encode() = %q, want %q", got, want)
	}
	if got, want := SerializeURLEncoded([][2]string{{"b", "~*"}, {"a", "x y"}}, nil), "b=%7E*&a=x+y"; got != want {
		t.Errorf("SerializeURLEncoded = %q, want %q", got, want)
	}
	// Both decode either spelling of "~" and "*".
	q, err := url.ParseQuery("a=~%2A&b=%7E*")
	if err != nil || q.Get("a") != "~*" || q.Get("b") != "~*" {
		t.Errorf("ParseQuery = %v, %v", q, err)
	}
	if got := ParseURLEncoded("a=~%2A&b=%7E*"); !slices.Equal(got, [][2]string{{"a", "~*"}, {"b", "~*"}}) {
		t.Errorf("ParseURLEncoded = %q", got)
	}
	// ";": net/url fails (and drops the pair), the standard keeps it in the value.
	if _, err := url.ParseQuery("a=1;b=2"); err == nil {
		t.Error("url.ParseQuery(a=1;b=2) did not fail")
	}
	// A bad escape: net/url fails, the standard keeps the "%".
	if _, err := url.ParseQuery("a=100%"); err == nil {
		t.Error("url.ParseQuery(a=100%) did not fail")
	}
	if got := ParseURLEncoded("a=100%"); !slices.Equal(got, [][2]string{{"a", "100%"}}) {
		t.Errorf("ParseURLEncoded(a=100%%) = %q", got)
	}
}

// TestParseURLEncodedAllocs checks that ParseURLEncoded takes a fixed number
// of allocations, whatever the number of pairs: the pair list and one
// buffer for the names and values that decoding changes.
func TestParseURLEncodedAllocs(t *testing.T) {
	for _, in := range []string{"a=1&b=2", strings.Repeat("a+b=%41%ff&", 1000), strings.Repeat("x=y&", 1000)} {
		if allocs := allocsPerRun(20, func() { ParseURLEncoded(in) }); allocs > 2 {
			t.Errorf("ParseURLEncoded of %d bytes: %v allocations; want at most 2", len(in), allocs)
		}
	}
}
