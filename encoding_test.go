package weburl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"
)

// TestWPTPercentEncoding runs percent-encoding.json: in a document of
// encoding E, https://doesnotmatter.invalid/?{input}#{input} has the search
// "?" + output[E] and a hash encoded as UTF-8.
func TestWPTPercentEncoding(t *testing.T) {
	type testCase struct {
		Input  string            `json:"input"`
		Output map[string]string `json:"output"`
	}
	passed, total := 0, 0
	for _, tc := range loadWPT[testCase](t, "percent-encoding.json") {
		for label, want := range tc.Output {
			total++
			enc, err := htmlindex.Get(label)
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
	data, err := os.ReadFile(filepath.Join("testdata", "wpt", "urlencoded-parser-data.json"))
	if err != nil {
		t.Fatalf("%v (run: go run ./internal/fetchtestdata)", err)
	}
	var cases []struct {
		Input  string      `json:"input"`
		Output [][2]string `json:"output"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
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
		enc := outputEncodingForLabel(t, tc.label)
		set, plus := &specialQueryPercentEncodeSet, false
		if tc.form {
			set, plus = &formPercentEncodeSet, true
		}
		if got := string(appendPercentEncodedAfterEncoding(nil, tc.in, enc, set, plus)); got != tc.want {
			t.Errorf("%s: %+q = %q, want %q", tc.label, tc.in, got, tc.want)
		}
	}
}

// TestEncoderQuirks shows that golang.org/x/text's encoders differ from the
// Encoding Standard's where encoding.go wraps them: if one of these starts
// to fail, x/text has changed and the wrapper may no longer be needed.
func TestEncoderQuirks(t *testing.T) {
	for _, tc := range []struct{ label, in string }{
		{"shift_jis", "\u00A5"},
		{"shift_jis", "\u2212"},
		{"euc-jp", "\u203E"},
		{"gb18030", "\uE5E5"},
		{"iso-2022-jp", "\x0E"},
		{"iso-2022-jp", "\u203E"},
		{"iso-2022-jp", "\uFF76"},
	} {
		enc, _ := htmlindex.Get(tc.label)
		got, _, err := transform.String(enc.NewEncoder(), tc.in)
		want := string(appendPercentEncodedAfterEncoding(nil, tc.in, enc, &c0ControlPercentEncodeSet, false))
		if err == nil && string(appendPercentEncodedBytes(nil, []byte(got), &c0ControlPercentEncodeSet, false)) == want {
			t.Errorf("%s: x/text now encodes %+q as the Encoding Standard does (%q)", tc.label, tc.in, want)
		}
	}
}

// outputEncodingForLabel is the Encoding Standard's "get an encoding" then
// "get an output encoding" (nil for UTF-8), as ParseOptions users do it.
func outputEncodingForLabel(t *testing.T, label string) encoding.Encoding {
	t.Helper()
	enc, err := htmlindex.Get(label)
	if err != nil {
		t.Fatalf("%q: %v", label, err)
	}
	return outputEncoding(enc)
}

func TestOutputEncoding(t *testing.T) {
	for _, tc := range []struct {
		label, name string // name "" means UTF-8 (nil)
	}{
		{"latin1", "windows-1252"},
		{" Shift_JIS\t", "shift_jis"},
		{"utf-16le", ""},
		{"UTF-8", ""},
		{"replacement", ""},
		{"iso-2022-kr", ""},
		{"gbk", "gbk"},
	} {
		enc := outputEncodingForLabel(t, tc.label)
		name := ""
		if enc != nil {
			name, _ = htmlindex.Name(enc)
		}
		if name != tc.name {
			t.Errorf("%q: %q, want %q", tc.label, name, tc.name)
		}
	}
}

// TestQueryEncodingScope checks where the query encoding applies: only in
// the query of special URLs other than ws: and wss:, never in the path or
// fragment.
func TestQueryEncodingScope(t *testing.T) {
	enc, _ := htmlindex.Get("windows-1252")
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
