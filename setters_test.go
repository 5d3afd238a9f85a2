package weburl

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// setterTestCase is one case of setters_tests.json.
type setterTestCase struct {
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
	Comment  string            `json:"comment"`
}

// getters and setters are the URL class's attributes (Attributes) as
// functions, through Get and Set; setterNames lists the attributes that
// have a setter, in the standard's order.
var (
	getters     = attributeGetters()
	setters     = attributeSetters()
	setterNames = slices.DeleteFunc(Attributes(), func(name string) bool { return name == "origin" })
)

func attributeGetters() map[string]func(*URL) string {
	m := map[string]func(*URL) string{}
	for _, name := range Attributes() {
		m[name] = func(u *URL) string {
			v, err := u.Get(name)
			if err != nil {
				panic(err) // a name from Attributes
			}
			return v
		}
	}
	return m
}

func attributeSetters() map[string]func(*URL, string) error {
	m := map[string]func(*URL, string) error{}
	for _, name := range Attributes() {
		if name != "origin" {
			m[name] = func(u *URL, v string) error { return u.Set(name, v, nil) }
		}
	}
	return m
}

// TestAttributeMethods: each getter and setter method gives what Get and
// Set give for its attribute, and Get and Set refuse other names.
func TestAttributeMethods(t *testing.T) {
	methods := []struct {
		name string
		get  func(*URL) string
		set  func(*URL, string) error
	}{
		{"href", (*URL).Href, (*URL).SetHref},
		{"origin", func(u *URL) string { return u.Origin().String() }, nil},
		{"protocol", (*URL).Protocol, (*URL).SetProtocol},
		{"username", (*URL).Username, (*URL).SetUsername},
		{"password", (*URL).Password, (*URL).SetPassword},
		{"host", (*URL).Host, (*URL).SetHost},
		{"hostname", (*URL).Hostname, (*URL).SetHostname},
		{"port", (*URL).Port, (*URL).SetPort},
		{"pathname", (*URL).Pathname, (*URL).SetPathname},
		{"search", (*URL).Search, func(u *URL, v string) error { u.SetSearch(v); return nil }},
		{"hash", (*URL).Hash, func(u *URL, v string) error { u.SetHash(v); return nil }},
	}
	var names []string
	for _, m := range methods {
		names = append(names, m.name)
	}
	if got := Attributes(); !slices.Equal(got, names) {
		t.Fatalf("Attributes() = %q, want %q", got, names)
	}
	hrefs := []string{"https://u:p@example.com:8080/a/b?c=d#e", "sc:opaque", "file:///C:/x", "http://[::1]/"}
	values := []string{"x", "", "https://other.example/", "81", "/p q", "?a", "#b", "u:p@h:1"}
	for _, href := range hrefs {
		for _, m := range methods {
			u := mustParse(href)
			if got, err := u.Get(m.name); err != nil || got != m.get(u) {
				t.Errorf("%q: Get(%q) = %q, %v; the method gives %q", href, m.name, got, err, m.get(u))
			}
			if m.set == nil {
				if err := u.Set(m.name, "x", nil); !errors.Is(err, ErrNoSuchAttribute) {
					t.Errorf("%q: Set(%q) = %v, want ErrNoSuchAttribute", href, m.name, err)
				}
				continue
			}
			for _, v := range values {
				a, b := mustParse(href), mustParse(href)
				errA, errB := a.Set(m.name, v, nil), m.set(b, v)
				if a.Href() != b.Href() || fmt.Sprint(errA) != fmt.Sprint(errB) {
					t.Errorf("%q: Set(%q, %q) gives %q, %v; the method %q, %v", href, m.name, v, a.Href(), errA, b.Href(), errB)
				}
			}
		}
	}
	u := mustParse("https://example.com/")
	if v, err := u.Get("searchParams"); v != "" || !errors.Is(err, ErrNoSuchAttribute) {
		t.Errorf("Get(searchParams) = %q, %v; want ErrNoSuchAttribute", v, err)
	}
	if err := u.Set("Href", "https://x/", nil); !errors.Is(err, ErrNoSuchAttribute) || u.Href() != "https://example.com/" {
		t.Errorf("Set(Href) = %v, href %q; want ErrNoSuchAttribute and no change", err, u.Href())
	}
}

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
	cases := testdata.WPT[hostTestCase](t, "wpt/toascii.json")
	passed, total := 0, 0
	for i, tc := range cases {
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
