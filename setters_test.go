package weburl

import (
	"errors"
	"fmt"
	"strconv"
	"testing"
)

// setterTestCase is one case of setters_tests.json.
type setterTestCase struct {
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
	Comment  string            `json:"comment"`
}

// getters maps the URL class's attribute names to weburl's getters.
var getters = map[string]func(*URL) string{
	"href":     (*URL).Href,
	"origin":   func(u *URL) string { return u.Origin().String() },
	"protocol": (*URL).Protocol,
	"username": (*URL).Username,
	"password": (*URL).Password,
	"host":     (*URL).Host,
	"hostname": (*URL).Hostname,
	"port":     (*URL).Port,
	"pathname": (*URL).Pathname,
	"search":   (*URL).Search,
	"hash":     (*URL).Hash,
}

// setters maps the URL class's attribute names to weburl's setters.
var setters = map[string]func(*URL, string) error{
	"href":     (*URL).SetHref,
	"protocol": (*URL).SetProtocol,
	"username": (*URL).SetUsername,
	"password": (*URL).SetPassword,
	"host":     (*URL).SetHost,
	"hostname": (*URL).SetHostname,
	"port":     (*URL).SetPort,
	"pathname": (*URL).SetPathname,
	"search":   setSearch,
	"hash":     setHash,
}

// setSearch and setHash give SetSearch and SetHash, which cannot refuse a
// value, the shape of the other setters.
func setSearch(u *URL, v string) error { u.SetSearch(v); return nil }
func setHash(u *URL, v string) error   { u.SetHash(v); return nil }

// checkSetterOutcome checks what a setter returned against what it did to
// u, whose href was before: an error other than a partial one must leave
// the URL unchanged. It returns what is wrong, or "".
func checkSetterOutcome(err error, before string, u *URL) string {
	var se *SetterError
	if err == nil {
		return ""
	}
	if !errors.As(err, &se) {
		if _, ok := err.(*ParseError); ok && u.Href() == before {
			return "" // the href setter
		}
		return fmt.Sprintf("error %v (%T) is not a *SetterError, or the URL changed", err, err)
	}
	if !se.Partial && u.Href() != before {
		return fmt.Sprintf("error %v, but the href changed from %q to %q", err, before, u.Href())
	}
	return ""
}

// TestWPTSetters runs setters_tests.json: parse href, set the attribute to
// new_value, compare the expected getters.
func TestWPTSetters(t *testing.T) {
	passed, total, refused := 0, 0, 0
	index := map[string]int{}
	for _, tc := range loadSetterCases(t) {
		attr, set := tc.attr, setters[tc.attr]
		i := index[attr]
		index[attr]++
		total++
		t.Run(attr+"/"+strconv.Itoa(i)+"_"+tc.Href+"_"+tc.NewValue, func(t *testing.T) {
			u, err := Parse(tc.Href)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.Href, err)
			}
			before := u.Href()
			err = set(u, tc.NewValue)
			if msg := checkSetterOutcome(err, before, u); msg != "" {
				t.Errorf("%q: set %s to %q: %s", tc.Href, attr, tc.NewValue, msg)
			}
			if err != nil {
				refused++
			}
			ok := true
			for name, want := range tc.Expected {
				if got := getters[name](u); got != want {
					t.Errorf("%q: set %s to %q: %s = %q, want %q (%s)", tc.Href, attr, tc.NewValue, name, got, want, tc.Comment)
					ok = false
				}
			}
			if ok {
				passed++
			}
		})
	}
	t.Logf("setters_tests.json: %d/%d passed; the setter returned an error in %d", passed, total, refused)
}

// TestWPTToASCIISetters runs the host and hostname setter part of
// toascii.json: on "https://x/x", setting host or hostname to the input gives
// the output, or leaves "x" when the output is null.
func TestWPTToASCIISetters(t *testing.T) {
	cases := loadWPT[hostTestCase](t, "toascii.json")
	passed, total := 0, 0
	for i, tc := range cases {
		// Under an older Unicode version, the listed cases expect that
		// version's result (testdata/idna-unicode-differences.json).
		if expected, failure, ok := idnaDifference("toascii.json", tc.Input); ok {
			tc.Output = nil
			if !failure {
				tc.Output = &expected
			}
		}
		for _, attr := range []string{"host", "hostname"} {
			total++
			t.Run(attr+"/"+strconv.Itoa(i)+"_"+tc.Input, func(t *testing.T) {
				u, err := Parse("https://x/x")
				if err != nil {
					t.Fatal(err)
				}
				err = setters[attr](u, tc.Input)
				want := "x"
				if tc.Output != nil {
					want = *tc.Output
				}
				if (err == nil) != (tc.Output != nil) {
					t.Errorf("set %s to %q: error %v, want an error only when the host is refused", attr, tc.Input, err)
				}
				if u.Host() != want || u.Hostname() != want {
					t.Errorf("set %s to %q: host %q, hostname %q, want %q", attr, tc.Input, u.Host(), u.Hostname(), want)
					return
				}
				passed++
			})
		}
	}
	t.Logf("toascii.json host and hostname setters: %d/%d passed", passed, total)
}
