package weburl

// The web-platform-tests URL data, run with the harness semantics described
// in ../shared/wpt/PROVENANCE.md. The JSON files are not committed: the
// fetch step (go run ./internal/fetchtestdata) puts them in testdata/wpt.

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// loadWPT decodes testdata/wpt/name, a JSON array, keeping the objects and
// dropping the strings (comments). Each object is decoded into a new T.
func loadWPT[T any](t *testing.T, name string) []T {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "wpt", name))
	if err != nil {
		t.Fatalf("%v (run: go run ./internal/fetchtestdata)", err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var out []T
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var v T
		if err := json.Unmarshal(r, &v); err != nil {
			t.Fatalf("%s: %v", r, err)
		}
		out = append(out, v)
	}
	return out
}

// urlTestCase is one object of urltestdata.json.
type urlTestCase struct {
	Input        string  `json:"input"`
	Base         *string `json:"base"`
	Failure      bool    `json:"failure"`
	Href         string  `json:"href"`
	Origin       *string `json:"origin"`
	Protocol     string  `json:"protocol"`
	Username     string  `json:"username"`
	Password     string  `json:"password"`
	Host         string  `json:"host"`
	Hostname     string  `json:"hostname"`
	Port         string  `json:"port"`
	Pathname     string  `json:"pathname"`
	Search       string  `json:"search"`
	SearchParams *string `json:"searchParams"`
	Hash         string  `json:"hash"`
}

// checkURLTestCase runs one case as web-platform-tests' url-constructor and
// url-origin tests do and returns what differs ("" when it passes).
func checkURLTestCase(tc urlTestCase) string {
	var u *URL
	var err error
	if tc.Base != nil {
		u, err = ParseWithBase(tc.Input, *tc.Base)
	} else {
		u, err = Parse(tc.Input)
	}
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
	cases := loadWPT[urlTestCase](t, file)
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

func runHostTestData(t *testing.T, file string) {
	cases := loadWPT[hostTestCase](t, file)
	passed, total := 0, 0
	for i, tc := range cases {
		if tc.Input == "" {
			continue // skipped by the web-platform-tests harness
		}
		total++
		t.Run(strconv.Itoa(i)+"_"+tc.Input, func(t *testing.T) {
			if diff := checkHostTestCase(tc); diff != "" {
				t.Errorf("input %q want %s: %s", tc.Input, quoteOrNull(tc.Output), diff)
				return
			}
			passed++
		})
	}
	t.Logf("%s: %d/%d passed (URL parser)", file, passed, total)
}

func TestWPTToASCII(t *testing.T) { runHostTestData(t, "toascii.json") }

func TestWPTIdnaTestV2(t *testing.T) { runHostTestData(t, "IdnaTestV2.json") }
