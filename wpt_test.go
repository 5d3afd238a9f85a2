package weburl

// The web-platform-tests URL data in testdata/wpt, run with the harness
// semantics described in testdata/wpt/PROVENANCE.md. Its IDNA data is of
// Unicode 17; weburl's is of Unicode 18 (IDNAUnicodeVersion) under every Go
// version, which changes none of the cases.

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// urlTestCase is one object of urltestdata.json.
type urlTestCase testdata.URLTestCase

// parse parses the case's input, against its base when it has one, as new
// URL(input, base) does.
func (tc urlTestCase) parse() (*URL, error) {
	if tc.Base != nil {
		return ParseWithBase(tc.Input, *tc.Base)
	}
	return Parse(tc.Input)
}

// checkURLTestCase runs one case as web-platform-tests' url-constructor and
// url-origin tests do and returns what differs ("" when it passes).
func checkURLTestCase(tc urlTestCase) string {
	u, err := tc.parse()
	var can bool
	if tc.Base != nil {
		can = CanParseWithBase(tc.Input, *tc.Base)
	} else {
		can = CanParse(tc.Input)
	}
	if can != (err == nil) {
		return "CanParse = " + strconv.FormatBool(can) + ", but Parse error is " + fmt.Sprint(err)
	}
	if tc.Failure {
		if err == nil {
			return "parsed as " + strconv.Quote(u.Href()) + ", want failure"
		}
		return ""
	}
	if err != nil {
		return "failed: " + err.Error()
	}
	if err := u.check(); err != nil {
		return err.Error()
	}
	diff := ""
	check := func(name, got, want string) {
		if got != want {
			diff += name + " = " + strconv.Quote(got) + ", want " + strconv.Quote(want) + "; "
		}
	}
	check("href", u.Href(), tc.Href)
	if tc.Origin != nil {
		check("origin", u.Origin().String(), *tc.Origin)
	}
	check("protocol", u.Protocol(), tc.Protocol)
	check("username", u.Username(), tc.Username)
	check("password", u.Password(), tc.Password)
	check("host", u.Host(), tc.Host)
	check("hostname", u.Hostname(), tc.Hostname)
	check("port", u.Port(), tc.Port)
	check("pathname", u.Pathname(), tc.Pathname)
	check("search", u.Search(), tc.Search)
	check("hash", u.Hash(), tc.Hash)
	return diff
}

func runURLTestData(t *testing.T, file string) {
	cases := testdata.WPT[urlTestCase](t, "wpt/"+file)
	passed := 0
	for i, tc := range cases {
		name := strconv.Itoa(i) + "_" + tc.Input
		if tc.Base != nil {
			name += "_base=" + *tc.Base
		}
		t.Run(name, func(t *testing.T) {
			if diff := checkURLTestCase(tc); diff != "" {
				t.Errorf("input %q base %s: %s", tc.Input, quoteOrNull(tc.Base), diff)
				return
			}
			passed++
		})
	}
	t.Logf("%s: %d/%d passed", file, passed, len(cases))
}

func TestWPTURLTestData(t *testing.T) { runURLTestData(t, "urltestdata.json") }

// The JavaScript-only cases hold lone surrogates, which encoding/json
// decodes to U+FFFD, as a browser's USVString conversion does.
func TestWPTURLTestDataJavaScriptOnly(t *testing.T) {
	runURLTestData(t, "urltestdata-javascript-only.json")
}

func quoteOrNull(s *string) string {
	if s == nil {
		return "null"
	}
	return strconv.Quote(*s)
}

// hostTestCase is one object of toascii.json or IdnaTestV2.json. Output is
// nil for failure; absent means the input itself.
type hostTestCase struct {
	Input   string  `json:"input"`
	Output  *string `json:"output"`
	Comment string  `json:"comment"`
	present map[string]bool
}

func (tc *hostTestCase) UnmarshalJSON(data []byte) error {
	type plain hostTestCase
	if err := json.Unmarshal(data, (*plain)(tc)); err != nil {
		return err
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		return err
	}
	if _, ok := keys["output"]; !ok {
		out := tc.Input
		tc.Output = &out
	}
	return nil
}

// checkHostTestCase parses "https://" + input + "/x" and checks host,
// hostname, pathname and href against the expected output, or failure.
func checkHostTestCase(tc hostTestCase) string {
	u, err := Parse("https://" + tc.Input + "/x")
	if tc.Output == nil {
		if err == nil {
			return "parsed as " + strconv.Quote(u.Href()) + ", want failure"
		}
		return ""
	}
	if err != nil {
		return "failed: " + err.Error()
	}
	want := *tc.Output
	diff := ""
	if u.Host() != want || u.Hostname() != want {
		diff += "host " + strconv.Quote(u.Host()) + ", hostname " + strconv.Quote(u.Hostname()) + ", want " + strconv.Quote(want) + "; "
	}
	if u.Pathname() != "/x" {
		diff += "pathname " + strconv.Quote(u.Pathname()) + "; "
	}
	if u.Href() != "https://"+want+"/x" {
		diff += "href " + strconv.Quote(u.Href()) + "; "
	}
	return diff
}

// wptUnicode18Changes are the cases of IdnaTestV2.json, whose IDNA data is
// of Unicode 17.0, that Unicode 18.0's data changes: input -> the host
// that IdnaTestV2.txt 18.0.0 gives (TestWPTUnicode18Changes checks it).
// U+3E8AC, a CJK ideograph that Unicode 18.0 assigned, was disallowed.
var wptUnicode18Changes = map[string]string{
	"\U0003E8AC\u3002\u0729\u3002\uCBD95":             "xn--t92s.xn--znb.xn--5-y88f",
	"\U0003E8AC\u3002\u0729\u3002\u110D\u1173\u11AC5": "xn--t92s.xn--znb.xn--5-y88f",
}

// runHostTestData runs the cases of file, a host test file, with the
// expectations of wptUnicode18Changes for IdnaTestV2.json.
func runHostTestData(t *testing.T, file string) {
	cases := testdata.WPT[hostTestCase](t, "wpt/"+file)
	passed, total, changed := 0, 0, 0
	for i, tc := range cases {
		if tc.Input == "" {
			continue // skipped by the web-platform-tests harness
		}
		total++
		note := ""
		if out, ok := wptUnicode18Changes[tc.Input]; ok && file == "IdnaTestV2.json" {
			changed++
			note = fmt.Sprintf(" (Unicode 18.0's result; the file, of Unicode 17.0, says %s)", quoteOrNull(tc.Output))
			tc.Output = &out
		}
		t.Run(strconv.Itoa(i)+"_"+tc.Input, func(t *testing.T) {
			if diff := checkHostTestCase(tc); diff != "" {
				t.Errorf("input %q want %s%s: %s", tc.Input, quoteOrNull(tc.Output), note, diff)
				return
			}
			passed++
		})
	}
	t.Logf("%s: %d/%d passed (URL parser; IDNA data of Unicode %s; %d cases with Unicode 18.0's result)",
		file, passed, total, IDNAUnicodeVersion, changed)
}

// TestWPTUnicode18Changes checks wptUnicode18Changes against IdnaTestV2.txt
// 18.0.0 (testdata/unicode): each input is a source there whose toAsciiN
// is the host listed, with no status that applies to the URL Standard's
// flags, and a case of IdnaTestV2.json that expects something else.
func TestWPTUnicode18Changes(t *testing.T) {
	wpt := map[string]*string{}
	for _, tc := range testdata.WPT[hostTestCase](t, "wpt/IdnaTestV2.json") {
		wpt[tc.Input] = tc.Output
	}
	found := map[string]bool{}
	for _, c := range testdata.IdnaTestV2(t) {
		want, ok := wptUnicode18Changes[c.Source]
		if !ok {
			continue
		}
		found[c.Source] = true
		for _, s := range c.ToASCIIStatus {
			if s != "V2" && s != "V3" && s != "U1" && s != "A4_1" && s != "A4_2" && s != "X4_2" {
				t.Errorf("IdnaTestV2.txt line %d: %+q has status %s", c.Line, c.Source, s)
			}
		}
		if c.ToASCII != want {
			t.Errorf("IdnaTestV2.txt line %d: %+q gives %q; listed %q", c.Line, c.Source, c.ToASCII, want)
		}
	}
	for input := range wptUnicode18Changes {
		if !found[input] {
			t.Errorf("%+q is not a source of IdnaTestV2.txt", input)
		}
		if out, ok := wpt[input]; !ok || quoteOrNull(out) == quoteOrNull(&input) {
			t.Errorf("%+q: IdnaTestV2.json has %v, %s; want a case that differs", input, ok, quoteOrNull(out))
		}
	}
}

func TestWPTToASCII(t *testing.T) { runHostTestData(t, "toascii.json") }

func TestWPTIdnaTestV2(t *testing.T) { runHostTestData(t, "IdnaTestV2.json") }

// TestWPTIdnaTestV2Removed runs the cases that IdnaTestV2 of older Unicode
// versions had and the current one dropped; web-platform-tests keeps them,
// and every one expects failure.
func TestWPTIdnaTestV2Removed(t *testing.T) {
	const file = "IdnaTestV2-removed.json"
	cases := testdata.WPT[hostTestCase](t, "wpt/"+file)
	if len(cases) != 20 {
		t.Errorf("%s has %d cases; want 20", file, len(cases))
	}
	for _, tc := range cases {
		if tc.Input == "" || tc.Output != nil {
			t.Errorf("%s: input %q, output %s; want a non-empty input that expects failure",
				file, tc.Input, quoteOrNull(tc.Output))
		}
	}
	runHostTestData(t, file)
}
