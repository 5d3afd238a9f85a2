package main

import (
	"bufio"
	"strings"
	"testing"

	"github.com/weburl/weburl"
)

// TestDisplayWidthUnicode18: the caret's columns count marks by Unicode
// 18.0.0's General_Category under every Go. U+1ADE COMBINING GRAVE-DOT
// (Mn, assigned in Unicode 18.0) and U+10D69 GARAY VOWEL SIGN E (Mn, 16.0)
// take no column; U+10D70 GARAY SMALL LETTER A (Ll, 16.0) one; 例 (East
// Asian Width W) two; U+202E RIGHT-TO-LEFT OVERRIDE (Cf) is shown as a
// space, one column. Go 1.26's unicode tables (Unicode 15.0) counted both
// marks as a column, Go 1.27's (17.0) U+1ADE.
func TestDisplayWidthUnicode18(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"e\u1ADE", 1},
		{"\U00010D70\U00010D69", 1},
		{"a\u0301", 1},
		{"例", 2},
		{"a\u202Eb", 3},
	} {
		if got := displayWidth(tc.s); got != tc.want {
			t.Errorf("displayWidth(%+q) = %d, want %d", tc.s, got, tc.want)
		}
	}
	if got := string(printable(0x202E)) + string(printable(0x1ADE)); got != " \u1ADE" {
		t.Errorf("printable(U+202E), printable(U+1ADE) = %+q, want a space and U+1ADE", got)
	}
}

// TestLintDisplay: -lint says which rule of the host display policy keeps
// a label that decodes from Punycode in ASCII, with a caret under the
// label, and says nothing of a label -render shows in Unicode.
func TestLintDisplay(t *testing.T) {
	const wholeScript = "display: xn--80ak6aa92e (аррӏе) is shown in ASCII: whole-script confusable: Cyrillic letters that all look like Latin ones\n"
	for _, tc := range []struct{ input, want string }{
		{"https://pаypal.com/", "https://pаypal.com/\n        ^\ndisplay: xn--pypal-4ve (pаypal) is shown in ASCII: mixed scripts Latin+Cyrillic\n"},
		{"https://a.xn--gogle-lkg.com/", "https://a.xn--gogle-lkg.com/\n          ^\ndisplay: xn--gogle-lkg (gօogle) is shown in ASCII: mixed scripts Latin+Armenian\n"},
		{"https://gôôgle.com/", "https://gôôgle.com/\n        ^\ndisplay: xn--ggle-vqaa (gôôgle) is shown in ASCII: looks like the top domain google.com\n"},
		{"https://bücher.de/", ""},
		// The caret's offset is found in the input as it is (lowercased in
		// ASCII only): Ⱥ lowercases by Unicode's rules to three bytes from
		// two, so an offset into the Unicode lowercase ran past the end of
		// the input (a panic), and İ to three bytes, which put the caret
		// under the userinfo.
		{"http://" + strings.Repeat("Ⱥ", 20) + "@xn--80ak6aa92e.com", "http://" + strings.Repeat("Ⱥ", 20) + "@xn--80ak6aa92e.com\n" + strings.Repeat(" ", 28) + "^\n" + wholeScript},
		{"http://İİİ@XN--80ak6aa92e.com", "http://İİİ@XN--80ak6aa92e.com\n           ^\n" + wholeScript},
	} {
		var b strings.Builder
		out := bufio.NewWriter(&b)
		u, err := weburl.Parse(tc.input)
		if err != nil {
			t.Fatal(err)
		}
		lintDisplay(out, "", tc.input, u)
		out.Flush()
		if b.String() != tc.want {
			t.Errorf("lintDisplay(%q) = %q, want %q", tc.input, b.String(), tc.want)
		}
	}
}
