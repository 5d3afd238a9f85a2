package urlpattern

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/weburl/weburl"
)

// wptEntry is one case of urlpatterntestdata.json.
type wptEntry struct {
	Pattern                []json.RawMessage          `json:"pattern"`
	Inputs                 []json.RawMessage          `json:"inputs"`
	ExactlyEmptyComponents []string                   `json:"exactly_empty_components"`
	ExpectedObj            json.RawMessage            `json:"expected_obj"`
	ExpectedMatch          json.RawMessage            `json:"expected_match"`
	Raw                    map[string]json.RawMessage `json:"-"`
}

// wptArgs are a constructor's, test()'s or exec()'s JavaScript arguments.
type wptArgs struct {
	str     *string // a string first argument
	init    *Init   // a dictionary first argument
	baseURL *string // a string second argument
	opts    Options
	invalid bool // WebIDL rejects the arguments before the standard's steps
}

func parseArgs(t *testing.T, raw []json.RawMessage) wptArgs {
	var a wptArgs
	if len(raw) == 0 {
		a.init = &Init{}
		return a
	}
	for i, r := range raw {
		r = bytes.TrimSpace(r)
		switch {
		case i == 1 && len(raw) == 3 && r[0] != '"':
			// The (input, baseURL, options) overload converts a
			// dictionary baseURL to the string "[object Object]".
			s := "[object Object]"
			a.baseURL = &s
		case i == 2 && r[0] != '{':
			a.invalid = true // options must be a dictionary
		case r[0] == '"':
			var s string
			mustUnmarshal(t, r, &s)
			if i == 0 {
				a.str = &s
			} else {
				a.baseURL = &s
			}
		case i == 0:
			a.init = &Init{}
			mustUnmarshal(t, r, a.init)
		default:
			var o struct {
				IgnoreCase bool `json:"ignoreCase"`
			}
			mustUnmarshal(t, r, &o)
			a.opts.IgnoreCase = o.IgnoreCase
		}
	}
	return a
}

// loadWPTEntries reads urlpatterntestdata.json.
func loadWPTEntries(tb testing.TB) []wptEntry {
	data, err := os.ReadFile("../testdata/urlpattern/urlpatterntestdata.json")
	if err != nil {
		tb.Fatal(err)
	}
	var entries []wptEntry
	if err := json.Unmarshal(data, &entries); err != nil {
		tb.Fatal(err)
	}
	return entries
}

func mustUnmarshal(t *testing.T, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
}

// construct runs new URLPattern(...args). ok is false when JavaScript's
// overloads would throw before the standard's steps: a dictionary with a
// base URL string, which Go's types rule out (create, step "If baseURL is
// not null, then throw a TypeError").
func (a wptArgs) construct() (*URLPattern, error, bool) {
	switch {
	case a.invalid:
		return nil, nil, false
	case a.str != nil && a.baseURL != nil:
		p, err := NewWithBase(*a.str, *a.baseURL, a.opts)
		return p, err, true
	case a.str != nil:
		p, err := New(*a.str, a.opts)
		return p, err, true
	case a.baseURL != nil:
		return nil, nil, false
	}
	p, err := NewFromInit(*a.init, a.opts)
	return p, err, true
}

// exec runs exec(...args); ok is false for a dictionary with a base URL
// string (the match algorithm throws a TypeError; Go's types rule it out).
func (a wptArgs) exec(p *URLPattern) (*Result, bool) {
	switch {
	case a.str != nil && a.baseURL != nil:
		return p.ExecWithBase(*a.str, *a.baseURL), true
	case a.str != nil:
		return p.Exec(*a.str), true
	case a.baseURL != nil:
		return nil, false
	}
	return p.ExecInit(*a.init), true
}

func (a wptArgs) test(p *URLPattern) bool {
	switch {
	case a.str != nil && a.baseURL != nil:
		return p.TestWithBase(*a.str, *a.baseURL)
	case a.str != nil:
		return p.Test(*a.str)
	}
	return p.TestInit(*a.init)
}

// earlierComponents are the components whose presence in a dictionary
// makes a component default to "*" instead of coming from the base URL.
var earlierComponents = map[Component][]Component{
	Hostname: {Protocol},
	Port:     {Protocol, Hostname},
	Pathname: {Protocol, Hostname, Port},
	Search:   {Protocol, Hostname, Port, Pathname},
	Hash:     {Protocol, Hostname, Port, Pathname, Search},
}

// expectedPattern returns the expected pattern string of c, filled in as
// the harness does when expected_obj does not give it.
func expectedPattern(t *testing.T, e *wptEntry, a wptArgs, given map[string]string, c Component) string {
	if v, ok := given[c.String()]; ok {
		return v
	}
	for _, n := range e.ExactlyEmptyComponents {
		if n == c.String() {
			return ""
		}
	}
	if a.init != nil {
		if f := a.init.fields()[c]; f != nil && *f != "" {
			return *f
		}
		for _, ec := range earlierComponents[c] {
			if a.init.fields()[ec] != nil {
				return "*"
			}
		}
	}
	var base string
	switch {
	case a.init != nil && a.init.BaseURL != nil && *a.init.BaseURL != "":
		base = *a.init.BaseURL
	case a.str != nil && a.baseURL != nil:
		base = *a.baseURL
	}
	if base != "" && c != Username && c != Password {
		u, err := weburl.Parse(base)
		if err != nil {
			t.Fatalf("base URL %q: %v", base, err)
		}
		switch c {
		case Protocol:
			return u.Scheme()
		case Hostname:
			return u.Hostname()
		case Port:
			return u.Port()
		case Pathname:
			return u.Pathname()
		case Search:
			return strings.TrimPrefix(u.Search(), "?")
		case Hash:
			return strings.TrimPrefix(u.Hash(), "#")
		}
	}
	return "*"
}

// TestWPTURLPattern runs every case of urlpatterntestdata.json: each
// expected_obj (the constructor's error or pattern strings), expected_match
// (test() and exec(): null, "error", or each component's input and
// groups, undefined groups included) and exactly_empty_components check.
func TestWPTURLPattern(t *testing.T) {
	entries := loadWPTEntries(t)
	passed := 0
	for i := range entries {
		e := &entries[i]
		name := fmt.Sprintf("%d %s %s", i, joinRaw(e.Pattern), joinRaw(e.Inputs))
		if ok := t.Run(name, func(t *testing.T) { runWPTEntry(t, e) }); ok {
			passed++
		}
	}
	t.Logf("urlpatterntestdata.json: %d/%d passed", passed, len(entries))
	if len(entries) != 369 {
		t.Errorf("%d cases, want 369", len(entries))
	}
}

func joinRaw(raw []json.RawMessage) string {
	var parts []string
	for _, r := range raw {
		parts = append(parts, string(r))
	}
	s := strings.Join(parts, ",")
	if len(s) > 80 {
		s = s[:80]
	}
	return s
}

func runWPTEntry(t *testing.T, e *wptEntry) {
	a := parseArgs(t, e.Pattern)
	p, err, ok := a.construct()
	if string(bytes.TrimSpace(e.ExpectedObj)) == `"error"` {
		if ok && err == nil {
			t.Fatalf("constructor succeeded, want an error: %v", p)
		}
		return
	}
	if !ok || err != nil {
		t.Fatalf("constructor: %v", err)
	}
	given := map[string]string{}
	if len(e.ExpectedObj) > 0 {
		mustUnmarshal(t, e.ExpectedObj, &given)
	}
	for c := Protocol; c < numComponents; c++ {
		if got, want := p.Component(c), expectedPattern(t, e, a, given, c); got != want {
			t.Errorf("pattern %s = %q, want %q", c, got, want)
		}
	}
	if len(e.ExpectedMatch) == 0 {
		if e.Inputs != nil {
			t.Fatal("inputs without expected_match")
		}
		return
	}
	in := parseArgs(t, e.Inputs)
	res, ok := in.exec(p)
	want := string(bytes.TrimSpace(e.ExpectedMatch))
	if want == `"error"` {
		if ok {
			t.Fatalf("exec succeeded, want an error")
		}
		return
	}
	if !ok {
		t.Fatalf("exec: the arguments are not accepted")
	}
	if got := in.test(p); got != (want != "null") {
		t.Errorf("test() = %v, want %v", got, want != "null")
	}
	if want == "null" {
		if res != nil {
			t.Errorf("exec() = %+v, want null", res)
		}
		return
	}
	if res == nil {
		t.Fatalf("exec() = null, want %s", want)
	}
	checkResult(t, e, in, res)
}

func checkResult(t *testing.T, e *wptEntry, in wptArgs, res *Result) {
	var expected map[string]json.RawMessage
	mustUnmarshal(t, e.ExpectedMatch, &expected)
	wantInputs := e.Inputs
	if raw, ok := expected["inputs"]; ok {
		wantInputs = nil
		mustUnmarshal(t, raw, &wantInputs)
	}
	if len(res.Inputs) != len(wantInputs) && !(len(wantInputs) == 0 && len(res.Inputs) == 1) {
		t.Errorf("inputs: %d, want %d", len(res.Inputs), len(wantInputs))
	}
	for i, raw := range wantInputs {
		if i >= len(res.Inputs) {
			break
		}
		gotJSON, _ := json.Marshal(inputJSON(res.Inputs[i]))
		if !jsonEqual(t, gotJSON, raw) {
			t.Errorf("inputs[%d] = %s, want %s", i, gotJSON, raw)
		}
	}
	for c := Protocol; c < numComponents; c++ {
		want, ok := expected[c.String()]
		if !ok {
			groups := `{"0":""}`
			for _, n := range e.ExactlyEmptyComponents {
				if n == c.String() {
					groups = `{}`
				}
			}
			want = json.RawMessage(`{"input":"","groups":` + groups + `}`)
		}
		got, _ := json.Marshal(res.Get(c))
		if !jsonEqual(t, got, want) {
			t.Errorf("exec() %s = %s, want %s", c, got, want)
		}
	}
}

// inputJSON is an Input as JavaScript has it: a string or a dictionary.
func inputJSON(in Input) any {
	if in.Init != nil {
		return in.Init
	}
	return in.URL
}

// jsonEqual compares JSON values, objects without regard to key order
// (assert_object_equals).
func jsonEqual(t *testing.T, a, b []byte) bool {
	var x, y any
	mustUnmarshal(t, a, &x)
	mustUnmarshal(t, b, &y)
	xs, _ := json.Marshal(x)
	ys, _ := json.Marshal(y)
	return bytes.Equal(xs, ys)
}

// TestWPTCompare runs urlpattern-compare-test-data.json: compareComponent
// of each pair, and of the pair swapped (the harness checks both).
func TestWPTCompare(t *testing.T) {
	data, err := os.ReadFile("../testdata/urlpattern/urlpattern-compare-test-data.json")
	if err != nil {
		t.Fatal(err)
	}
	var entries []struct {
		Component string          `json:"component"`
		Left      json.RawMessage `json:"left"`
		Right     json.RawMessage `json:"right"`
		Expected  int             `json:"expected"`
	}
	mustUnmarshal(t, data, &entries)
	passed := 0
	for i, e := range entries {
		ok := t.Run(fmt.Sprintf("%d", i), func(t *testing.T) {
			c, ok := ParseComponent(e.Component)
			if !ok {
				t.Fatalf("component %q", e.Component)
			}
			left := compilePatternArg(t, e.Left)
			right := compilePatternArg(t, e.Right)
			if got := CompareComponent(c, left, right); got != e.Expected {
				t.Errorf("compare(%s, %s, %s) = %d, want %d", c, e.Left, e.Right, got, e.Expected)
			}
			if got := CompareComponent(c, right, left); got != -e.Expected {
				t.Errorf("compare(%s, %s, %s) = %d, want %d", c, e.Right, e.Left, got, -e.Expected)
			}
			if got := CompareComponent(c, left, left); got != 0 {
				t.Errorf("compare(left, left) = %d", got)
			}
		})
		if ok {
			passed++
		}
	}
	t.Logf("urlpattern-compare-test-data.json: %d/%d passed", passed, len(entries))
	if len(entries) != 25 {
		t.Errorf("%d cases, want 25", len(entries))
	}
}

// compilePatternArg compiles new URLPattern(arg): a string or a dictionary.
func compilePatternArg(t *testing.T, raw json.RawMessage) *URLPattern {
	t.Helper()
	a := parseArgs(t, []json.RawMessage{raw})
	p, err, ok := a.construct()
	if !ok || err != nil {
		t.Fatalf("new URLPattern(%s): %v", raw, err)
	}
	return p
}

// TestWPTGenerate runs urlpattern-generate-test-data.json: generate()'s
// string, or its TypeError where expected is null.
func TestWPTGenerate(t *testing.T) {
	data, err := os.ReadFile("../testdata/urlpattern/urlpattern-generate-test-data.json")
	if err != nil {
		t.Fatal(err)
	}
	var entries []struct {
		Pattern   json.RawMessage   `json:"pattern"`
		Component string            `json:"component"`
		Groups    map[string]string `json:"groups"`
		Expected  *string           `json:"expected"`
	}
	mustUnmarshal(t, data, &entries)
	passed := 0
	for i, e := range entries {
		ok := t.Run(fmt.Sprintf("%d", i), func(t *testing.T) {
			p := compilePatternArg(t, e.Pattern)
			c, ok := ParseComponent(e.Component)
			if !ok {
				c = numComponents
			}
			got, err := p.Generate(c, e.Groups)
			switch {
			case e.Expected == nil && err == nil:
				t.Errorf("generate(%s, %v) = %q, want an error", e.Component, e.Groups, got)
			case e.Expected != nil && err != nil:
				t.Errorf("generate(%s, %v): %v, want %q", e.Component, e.Groups, err, *e.Expected)
			case e.Expected != nil && got != *e.Expected:
				t.Errorf("generate(%s, %v) = %q, want %q", e.Component, e.Groups, got, *e.Expected)
			}
		})
		if ok {
			passed++
		}
	}
	t.Logf("urlpattern-generate-test-data.json: %d/%d passed", passed, len(entries))
	if len(entries) != 19 {
		t.Errorf("%d cases, want 19", len(entries))
	}
}
