package weburl

// Ports of the web-platform-tests URL API suites that are not about
// URLSearchParams (wpt/url/url-setters-stripping.any.js,
// url-statics-canparse.any.js, url-statics-parse.any.js, url-tojson.any.js,
// url-constructor-base-failure.any.js), then tests of the Go-specific API:
// the marshalers, Clone, Equal, ParseError and concurrent reads.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// strippingParts are the components of the URLs of the stripping suite,
// which serialize as scheme://username:password@host:port/pathname?search#hash.
type strippingParts struct {
	scheme, username, password, host, port, pathname, search, hash string
}

func (p strippingParts) href() string {
	return p.scheme + "://" + p.username + ":" + p.password + "@" + p.host + ":" + p.port +
		"/" + p.pathname + "?" + p.search + "#" + p.hash
}

// strippingCase is one setter call of the stripping suite: on the URL
// base.href(), call set with input, then the getter must return prop and the
// href must be want.href().
type strippingCase struct {
	name  string
	start strippingParts
	set   func(*URL, string) error
	get   func(*URL) string
	input string
	prop  string
	want  strippingParts
}

// strippingCases generates the cases of url-setters-stripping.any.js. For a
// special scheme (https) and a non-special one (wpt++), and for U+0000,
// U+001F (C0 controls the basic URL parser keeps inside setter input) and
// U+0009, U+000A, U+000D (which it always removes), each setter gets the
// code point leading, in the middle or trailing. The setters do not strip
// leading and trailing C0 controls and spaces, which the parser does only
// without a URL to modify; the username and password setters do not run the
// parser at all, so tab and newlines are percent-encoded there too. (The
// suite generates only these five code points; for the others the host
// expectation would differ.)
func strippingCases() []strippingCase {
	type component struct {
		name  string
		set   func(*URL, string) error
		get   func(*URL) string
		field func(*strippingParts) *string
	}
	var cases []strippingCase
	for _, scheme := range []string{"https", "wpt++"} {
		special := scheme == "https"
		start := strippingParts{scheme, "username", "password", "host", "8000", "path", "query", "fragment"}
		for _, cp := range []byte{0x00, 0x09, 0x0A, 0x0D, 0x1F} {
			removed := cp == 0x09 || cp == 0x0A || cp == 0x0D
			raw := string(rune(cp))
			enc := fmt.Sprintf("%%%02X", cp) // as encodeURIComponent gives
			label := fmt.Sprintf("U+%04X (%s:)", cp, scheme)
			with := func(f func(*strippingParts)) strippingParts { p := start; f(&p); return p }
			positions := []struct{ where, before, after string }{
				{"leading", "", "test"}, {"middle", "te", "st"}, {"trailing", "test", ""},
			}

			// protocol: the new scheme is http for https (both special)
			// and wpt-- for wpt++; a kept C0 control makes the scheme
			// invalid, so nothing changes. A trailing code point is
			// followed by the ":" the setter appends.
			newScheme, oldScheme := "http", "https"
			if !special {
				newScheme, oldScheme = "wpt--", "wpt++"
			}
			wantScheme := oldScheme
			if removed {
				wantScheme = newScheme
			}
			for _, in := range []struct{ where, input string }{
				{"leading", raw + newScheme}, {"before inserted colon", newScheme + raw},
			} {
				cases = append(cases, strippingCase{
					name: "protocol with " + in.where + " " + label, start: start,
					set: (*URL).SetProtocol, get: (*URL).Protocol, input: in.input,
					prop: wantScheme + ":", want: with(func(p *strippingParts) { p.scheme = wantScheme }),
				})
			}

			// username and password: always percent-encoded, never removed.
			for _, c := range []component{
				{"username", (*URL).SetUsername, (*URL).Username, func(p *strippingParts) *string { return &p.username }},
				{"password", (*URL).SetPassword, (*URL).Password, func(p *strippingParts) *string { return &p.password }},
			} {
				for _, pos := range positions {
					want := pos.before + enc + pos.after
					cases = append(cases, strippingCase{
						name: c.name + " with " + pos.where + " " + label, start: start,
						set: c.set, get: c.get, input: pos.before + raw + pos.after,
						prop: want, want: with(func(p *strippingParts) { *c.field(p) = want }),
					})
				}
			}

			// host and hostname: U+0000 is a forbidden host code point and
			// U+001F a forbidden domain code point, so for those the host
			// does not parse and is unchanged, except that an opaque host
			// (wpt++) percent-encodes U+001F.
			for _, pos := range positions {
				var host string
				switch {
				case cp == 0x00 || (special && cp == 0x1F):
					host = "host"
				case removed:
					host = "test"
				default:
					host = pos.before + enc + pos.after
				}
				input := pos.before + raw + pos.after
				want := with(func(p *strippingParts) { p.host = host })
				cases = append(cases,
					strippingCase{name: "host with " + pos.where + " " + label, start: start,
						set: (*URL).SetHost, get: (*URL).Host, input: input, prop: host + ":8000", want: want},
					strippingCase{name: "hostname with " + pos.where + " " + label, start: start,
						set: (*URL).SetHostname, get: (*URL).Hostname, input: input, prop: host, want: want},
				)
			}

			// port: a kept C0 control ends the port; when it leads, there
			// are no digits and the port is unchanged.
			for _, pc := range []struct{ where, input, removedWant, keptWant string }{
				{"leading", raw + "9000", "9000", "8000"},
				{"middle", "90" + raw + "00", "9000", "90"},
				{"trailing", "9000" + raw, "9000", "9000"},
			} {
				port := pc.keptWant
				if removed {
					port = pc.removedWant
				}
				cases = append(cases, strippingCase{
					name: "port with " + pc.where + " " + label, start: start,
					set: (*URL).SetPort, get: (*URL).Port, input: pc.input,
					prop: port, want: with(func(p *strippingParts) { p.port = port }),
				})
			}

			// pathname, search and hash: a kept C0 control is
			// percent-encoded.
			for _, c := range []struct {
				component
				sep string
			}{
				{component{"pathname", (*URL).SetPathname, (*URL).Pathname, func(p *strippingParts) *string { return &p.pathname }}, "/"},
				{component{"search", setters["search"], (*URL).Search, func(p *strippingParts) *string { return &p.search }}, "?"},
				{component{"hash", setters["hash"], (*URL).Hash, func(p *strippingParts) *string { return &p.hash }}, "#"},
			} {
				for _, pos := range positions {
					part := pos.before + enc + pos.after
					if removed {
						part = "test"
					}
					cases = append(cases, strippingCase{
						name: c.name + " with " + pos.where + " " + label, start: start,
						set: c.set, get: c.get, input: pos.before + raw + pos.after,
						prop: c.sep + part, want: with(func(p *strippingParts) { *c.field(p) = part }),
					})
				}
			}
		}
	}
	return cases
}

// url-setters-stripping.any.js.
func TestSettersStripping(t *testing.T) {
	cases := strippingCases()
	if len(cases) != 260 {
		t.Errorf("generated %d cases, want the suite's 260", len(cases))
	}
	for _, tc := range cases {
		u, err := Parse(tc.start.href())
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.start.href(), err)
		}
		tc.set(u, tc.input)
		if got := tc.get(u); got != tc.prop {
			t.Errorf("%s: on %q, set %q: getter = %q, want %q", tc.name, tc.start.href(), tc.input, got, tc.prop)
		}
		if got, want := u.Href(), tc.want.href(); got != want {
			t.Errorf("%s: on %q, set %q: Href() = %q, want %q", tc.name, tc.start.href(), tc.input, got, want)
		}
	}
}

// url-statics-canparse.any.js and url-statics-parse.any.js. A JavaScript
// undefined url argument is converted to the string "undefined"; an
// undefined base means no base (base == nil here). want is the href
// URL.parse returns, or "" where URL.canParse is false and URL.parse
// returns null. (url-statics-parse.any.js compares with new URL(url,
// base).href, which in Go is the same call, so the hrefs are written out.)
var staticsTests = []struct {
	input string
	base  *string
	want  string
}{
	{"undefined", nil, ""},
	{"aaa:b", nil, "aaa:b"},
	{"undefined", ptr("aaa:b"), ""}, // the base has an opaque path
	{"aaa:/b", nil, "aaa:/b"},
	{"undefined", ptr("aaa:/b"), "aaa:/undefined"},
	{"https://test:test", nil, ""},
	{"a", ptr("https://b/"), "https://b/a"},
	// Not in the upstream suites.
	{"undefined", ptr("https://test:test/"), ""},    // the base fails
	{`C:\path\file.node`, nil, `c:\path\file.node`}, // scheme "c", opaque path
	{"file:///C:/path/file.node", nil, "file:///C:/path/file.node"},
	{"C:/path/file.node", nil, "c:/path/file.node"},
	{"c:b", nil, "c:b"},
}

func ptr(s string) *string { return &s }

func TestStaticsCanParseAndParse(t *testing.T) {
	for _, tc := range staticsTests {
		var u *URL
		var err error
		var can bool
		if tc.base == nil {
			u, err = Parse(tc.input)
			can = CanParse(tc.input)
		} else {
			u, err = ParseWithBase(tc.input, *tc.base)
			can = CanParseWithBase(tc.input, *tc.base)
		}
		call := fmt.Sprintf("(%q)", tc.input)
		if tc.base != nil {
			call = fmt.Sprintf("(%q, %q)", tc.input, *tc.base)
		}
		if want := tc.want != ""; can != want {
			t.Errorf("CanParse%s = %v, want %v", call, can, want)
		}
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("Parse%s = %q, want an error", call, u.Href())
		case tc.want != "" && err != nil:
			t.Errorf("Parse%s: %v, want %q", call, err, tc.want)
		case tc.want != "" && u.Href() != tc.want:
			t.Errorf("Parse%s = %q, want %q", call, u.Href(), tc.want)
		}
		// (*URL).Parse is the same parse with a parsed base.
		if tc.base != nil {
			if base, err := Parse(*tc.base); err == nil {
				got, err := base.Parse(tc.input)
				if (err == nil) != (tc.want != "") || (err == nil && got.Href() != tc.want) {
					t.Errorf("Parse(%q).Parse(%q) = %v, %v; want %q", *tc.base, tc.input, got, err, tc.want)
				}
			}
		}
	}

	// url-statics-parse.any.js: every parse returns a new object.
	a, err1 := Parse("https://example/")
	b, err2 := Parse("https://example/")
	if err1 != nil || err2 != nil {
		t.Fatalf("Parse(\"https://example/\"): %v, %v", err1, err2)
	}
	if a == b {
		t.Errorf("two Parse calls returned the same *URL")
	}
}

// url-tojson.any.js: JSON.stringify of a URL is its href as a JSON string.
func TestToJSON(t *testing.T) {
	u := mustParseURL(t, "https://example.com/")
	got, err := json.Marshal(u)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"https://example.com/"`; string(got) != want {
		t.Errorf("json.Marshal(%q) = %s, want %s", u.Href(), got, want)
	}
	got, err = u.MarshalJSON()
	if err != nil || string(got) != `"https://example.com/"` {
		t.Errorf("MarshalJSON() = %s, %v; want %q", got, err, `"https://example.com/"`)
	}
}

// url-constructor-base-failure.any.js: every input of urltestdata.json that
// fails to parse without a base must also fail as a base URL, and as the
// value given to the href setter, which then leaves the URL unchanged.
func TestAPIBaseFailure(t *testing.T) {
	n := 0
	// The raw fields, to tell "base": null from no base.
	for _, fields := range testdata.WPT[map[string]json.RawMessage](t, "wpt/urltestdata.json") {
		var tc struct {
			Input   string `json:"input"`
			Failure bool   `json:"failure"`
		}
		for name, v := range map[string]any{"input": &tc.Input, "failure": &tc.Failure} {
			if raw, ok := fields[name]; ok {
				if err := json.Unmarshal(raw, v); err != nil {
					t.Fatalf("%s: %v", raw, err)
				}
			}
		}
		if base, ok := fields["base"]; !tc.Failure || !ok || string(base) != "null" {
			continue
		}
		n++
		t.Run(strconv.Itoa(n)+"_"+tc.Input, func(t *testing.T) {
			u, err := ParseWithBase("about:blank", tc.Input)
			var pe *ParseError
			switch {
			case err == nil:
				t.Errorf("ParseWithBase(\"about:blank\", %q) = %q, want an error", tc.Input, u.Href())
			case !errors.As(err, &pe):
				t.Errorf("ParseWithBase(\"about:blank\", %q): error %T, want *ParseError", tc.Input, err)
			case !pe.Base || pe.Input != tc.Input:
				t.Errorf("ParseWithBase(\"about:blank\", %q): ParseError{Input: %q, Base: %v}, want Input %q, Base true",
					tc.Input, pe.Input, pe.Base, tc.Input)
			}
			if CanParseWithBase("about:blank", tc.Input) {
				t.Errorf("CanParseWithBase(\"about:blank\", %q) = true, want false", tc.Input)
			}

			u = mustParseURL(t, "about:blank")
			err = u.SetHref(tc.Input)
			switch {
			case err == nil:
				t.Errorf("on \"about:blank\", SetHref(%q) = nil (href now %q), want an error", tc.Input, u.Href())
			case !errors.As(err, &pe) || pe.Base:
				t.Errorf("on \"about:blank\", SetHref(%q): error %#v, want a *ParseError with Base false", tc.Input, err)
			case u.Href() != "about:blank":
				t.Errorf("on \"about:blank\", SetHref(%q) failed but changed the URL to %q", tc.Input, u.Href())
			}
		})
	}
	if n == 0 {
		t.Errorf("urltestdata.json has no failing input without a base")
	}
	t.Logf("%d inputs", n)
}

// holder is a struct with a *URL field, for the JSON tests.
type holder struct {
	Name string `json:"name"`
	Link *URL   `json:"link"`
}

func TestMarshalJSONStruct(t *testing.T) {
	const href = "https://user@example.com:8080/a%20b?q=1&r=<x>#frag"
	h := holder{Name: "n", Link: mustParseURL(t, href)}
	data, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	var back holder
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("json.Unmarshal(%s): %v", data, err)
	}
	if back.Name != "n" || back.Link == nil || back.Link.Href() != h.Link.Href() {
		t.Errorf("json round trip of %s: got %+v with href %v", data, back, back.Link)
	}
	// The unmarshaled URL is a working URL, query object included.
	if got := back.Link.SearchParams().Get("q"); got != "1" {
		t.Errorf("unmarshaled URL: SearchParams().Get(\"q\") = %q, want \"1\"", got)
	}
	if got, want := back.Link.Origin().String(), "https://example.com:8080"; got != want {
		t.Errorf("unmarshaled URL: Origin() = %q, want %q", got, want)
	}

	// A nil *URL is null, and null leaves the field nil.
	data, err = json.Marshal(holder{Name: "x"})
	if err != nil || !bytes.Contains(data, []byte(`"link":null`)) {
		t.Errorf("json.Marshal with a nil *URL = %s, %v; want \"link\":null", data, err)
	}
	back = holder{}
	if err := json.Unmarshal([]byte(`{"link":null}`), &back); err != nil || back.Link != nil {
		t.Errorf("json.Unmarshal of null: link %v, err %v; want nil, nil", back.Link, err)
	}

	// Errors: a JSON value that is not a string, and a string that is not
	// a URL.
	for _, in := range []string{`{"link":42}`, `{"link":{"href":"https://example.com/"}}`, `{"link":true}`} {
		var ute *json.UnmarshalTypeError
		if err := json.Unmarshal([]byte(in), &holder{}); err == nil {
			t.Errorf("json.Unmarshal(%s) = nil, want an error", in)
		} else if !errors.As(err, &ute) {
			t.Errorf("json.Unmarshal(%s): %v (%T), want a *json.UnmarshalTypeError", in, err, err)
		}
	}
	for _, in := range []string{`{"link":"not a url"}`, `{"link":"https://exa mple.com/"}`} {
		var pe *ParseError
		if err := json.Unmarshal([]byte(in), &holder{}); err == nil {
			t.Errorf("json.Unmarshal(%s) = nil, want an error", in)
		} else if !errors.As(err, &pe) {
			t.Errorf("json.Unmarshal(%s): %v (%T), want a *ParseError", in, err, err)
		}
	}

	// UnmarshalJSON into an existing URL that fails leaves it alone.
	u := mustParseURL(t, href)
	before := u.Href()
	if err := u.UnmarshalJSON([]byte(`"nope"`)); err == nil {
		t.Errorf("UnmarshalJSON(\"nope\") = nil, want an error")
	}
	if u.Href() != before {
		t.Errorf("failed UnmarshalJSON changed the URL to %q", u.Href())
	}
}

func TestMarshalTextAndBinary(t *testing.T) {
	for _, href := range []string{
		"https://example.com/",
		"https://user:pass@example.com:8080/p/a/t/h?query=1#frag",
		"mailto:someone@example.com",
		"file:///C:/dir/file.txt",
		"wpt++://h/%00?\u00e9#x",
		"https://example.com/?\u00e9",
	} {
		u := mustParseURL(t, href)
		want := u.Href()

		text, err := u.MarshalText()
		if err != nil || string(text) != want {
			t.Errorf("Parse(%q).MarshalText() = %q, %v; want %q", href, text, err, want)
		}
		var fromText URL
		if err := fromText.UnmarshalText(text); err != nil || fromText.Href() != want {
			t.Errorf("UnmarshalText(%q): href %q, err %v; want %q", text, fromText.Href(), err, want)
		}

		bin, err := u.MarshalBinary()
		if err != nil || string(bin) != want {
			t.Errorf("Parse(%q).MarshalBinary() = %q, %v; want %q", href, bin, err, want)
		}
		var fromBin URL
		if err := fromBin.UnmarshalBinary(bin); err != nil || fromBin.Href() != want {
			t.Errorf("UnmarshalBinary(%q): href %q, err %v; want %q", bin, fromBin.Href(), err, want)
		}
		if !fromText.Equal(u) || !fromBin.Equal(u) {
			t.Errorf("%q: unmarshaled URLs are not Equal to the original", href)
		}
	}

	// Unmarshaling into an existing URL replaces it; its query object
	// follows.
	u := mustParseURL(t, "https://a.example/?x=1")
	sp := u.SearchParams()
	if err := u.UnmarshalText([]byte("https://b.example/?y=2")); err != nil {
		t.Fatal(err)
	}
	if u.Href() != "https://b.example/?y=2" || sp.String() != "y=2" || u.SearchParams().String() != "y=2" {
		t.Errorf("UnmarshalText into a URL: href %q, params %q", u.Href(), sp.String())
	}

	// Failures return a *ParseError and leave the URL alone.
	for _, un := range []struct {
		name string
		f    func(*URL, []byte) error
	}{{"UnmarshalText", (*URL).UnmarshalText}, {"UnmarshalBinary", (*URL).UnmarshalBinary}} {
		u := mustParseURL(t, "https://example.com/")
		err := un.f(u, []byte("http://[::1"))
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s(%q) = %v, want a *ParseError", un.name, "http://[::1", err)
		}
		if u.Href() != "https://example.com/" {
			t.Errorf("failed %s changed the URL to %q", un.name, u.Href())
		}
	}
}

func TestCloneIndependence(t *testing.T) {
	const href = "https://user:pw@example.com:8080/p?a=1&b=2#f"

	// With a query object made before the clone, and without one.
	for _, early := range []bool{true, false} {
		orig := mustParseURL(t, href)
		var origSP *SearchParams
		if early {
			origSP = orig.SearchParams()
		}
		c := orig.Clone()
		if c == orig || c.Href() != href || !c.Equal(orig) {
			t.Fatalf("Clone of %q: %q (same pointer %v)", href, c.Href(), c == orig)
		}
		if got := c.SearchParams().String(); got != "a=1&b=2" {
			t.Errorf("clone: SearchParams().String() = %q, want %q", got, "a=1&b=2")
		}
		if early && c.SearchParams() == origSP {
			t.Errorf("clone shares the original's SearchParams")
		}

		// Change the clone every way there is.
		c.SearchParams().Append("c", "3")
		c.SearchParams().Delete("a")
		c.SetPathname("/q")
		c.SetHash("g")
		c.SetUsername("other")
		c.SetPort("9090")
		if got := c.Href(); got != "https://other:pw@example.com:9090/q?b=2&c=3#g" {
			t.Errorf("changed clone: Href() = %q", got)
		}
		if orig.Href() != href {
			t.Errorf("changing the clone changed the original to %q", orig.Href())
		}
		if got := orig.SearchParams().String(); got != "a=1&b=2" {
			t.Errorf("changing the clone changed the original's SearchParams to %q", got)
		}
		if early && origSP.String() != "a=1&b=2" {
			t.Errorf("the original's earlier SearchParams reads %q", origSP.String())
		}

		// And the other way round.
		orig.SearchParams().Set("a", "9")
		orig.SetHost("example.org")
		if got := c.Href(); got != "https://other:pw@example.com:9090/q?b=2&c=3#g" {
			t.Errorf("changing the original changed the clone to %q", got)
		}
		if got := c.SearchParams().String(); got != "b=2&c=3" {
			t.Errorf("changing the original changed the clone's SearchParams to %q", got)
		}
	}
}

var equalTests = []struct {
	a, b string
	// The results of Equal(b, true), which ignores fragments, and of
	// Equal(b, false).
	withoutFragments, withFragments bool
}{
	{"https://example.com/", "https://example.com/", true, true},
	{"https://example.com/#a", "https://example.com/#b", true, false},
	{"https://example.com/#a", "https://example.com/", true, false},
	{"https://example.com/#", "https://example.com/", true, false},  // empty vs null fragment
	{"https://example.com/?", "https://example.com/", false, false}, // empty vs null query
	{"https://example.com/?q#a", "https://example.com/?q#a", true, true},
	{"https://example.com/?q#a", "https://example.com/?r#a", false, false},
	{"HTTPS://EXAMPLE.COM:443/./a", "https://example.com/a", true, true}, // compared after parsing
	{"https://example.com/a", "https://example.com/b", false, false},
	{"mailto:x#y", "mailto:x", true, false},
	{"https://example.com/a", "http://example.com/a", false, false},
}

func TestEqual(t *testing.T) {
	for _, tc := range equalTests {
		a, b := mustParseURL(t, tc.a), mustParseURL(t, tc.b)
		if got := a.EqualExcludingFragments(b); got != tc.withoutFragments {
			t.Errorf("Parse(%q).Equal(Parse(%q), true) = %v, want %v", tc.a, tc.b, got, tc.withoutFragments)
		}
		if got := a.Equal(b); got != tc.withFragments {
			t.Errorf("Parse(%q).Equal(Parse(%q), false) = %v, want %v", tc.a, tc.b, got, tc.withFragments)
		}
		if b.EqualExcludingFragments(a) != a.EqualExcludingFragments(b) || b.Equal(a) != a.Equal(b) {
			t.Errorf("Equal of %q and %q is not symmetric", tc.a, tc.b)
		}
	}
}

func TestAPIParseErrorBase(t *testing.T) {
	for _, tc := range []struct {
		input, base string
		wantBase    bool
		wantInput   string
		wantType    ValidationError
	}{
		{"a", "not a url", true, "not a url", ErrMissingSchemeNonRelativeURL},
		{"https://example.com/", "not a url", true, "not a url", ErrMissingSchemeNonRelativeURL}, // the base fails even when input is absolute
		{"a", "https://example.com:99999/", true, "https://example.com:99999/", ErrPortOutOfRange},
		{"a", "", true, "", ErrMissingSchemeNonRelativeURL},
		{"http://a:99999/", "https://example.com/", false, "http://a:99999/", ErrPortOutOfRange},
		{"a", "mailto:x", false, "a", ErrMissingSchemeNonRelativeURL}, // the base has an opaque path
		{"https://", "https://example.com/", false, "https://", ErrHostMissing},
	} {
		_, err := ParseWithBase(tc.input, tc.base)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseWithBase(%q, %q) = %v, want a *ParseError", tc.input, tc.base, err)
			continue
		}
		if pe.Base != tc.wantBase || pe.Input != tc.wantInput || pe.Type != tc.wantType {
			t.Errorf("ParseWithBase(%q, %q): ParseError{Input: %q, Base: %v, Type: %v}, want {%q, %v, %v}",
				tc.input, tc.base, pe.Input, pe.Base, pe.Type, tc.wantInput, tc.wantBase, tc.wantType)
		}
		if !errors.Is(err, tc.wantType) {
			t.Errorf("ParseWithBase(%q, %q): errors.Is(err, %v) = false", tc.input, tc.base, tc.wantType)
		}
		if CanParseWithBase(tc.input, tc.base) {
			t.Errorf("CanParseWithBase(%q, %q) = true, want false", tc.input, tc.base)
		}
	}
}

// Reads from several goroutines on one URL, including the first call of
// SearchParams and Origin. Run with -race.
func TestConcurrentReads(t *testing.T) {
	const href = "https://user:pw@example.com:8080/a/b?x=1&y=2&x=3#frag"
	u := mustParseURL(t, href)
	// A view made before the URL's query changed: reading it must not
	// write it, so that goroutines can share it.
	shared := u.SearchParams()
	u.SetSearch("?old=1")
	u.SetSearch("x=1&y=2&x=3")
	const workers = 8
	var wg sync.WaitGroup
	errs := make(chan string, workers*4)
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				got := u.Href() + "|" + u.Protocol() + "|" + u.Username() + "|" + u.Password() + "|" +
					u.Host() + "|" + u.Hostname() + "|" + u.Port() + "|" + u.Pathname() + "|" +
					u.Search() + "|" + u.Hash() + "|" + u.String()
				want := href + "|https:|user|pw|example.com:8080|example.com|8080|/a/b|?x=1&y=2&x=3|#frag|" + href
				if got != want {
					errs <- "getters: " + got
					return
				}
				sp := u.SearchParams()
				if i%2 == 0 {
					sp = shared
				}
				if v := sp.Get("x"); v != "1" || sp.Len() != 3 || sp.String() != "x=1&y=2&x=3" ||
					len(sp.GetAll("x")) != 2 || !sp.Has("y") || !sp.HasValue("x", "3") {
					errs <- "SearchParams reads: " + sp.String()
					return
				}
				for range sp.All() {
				}
				if o := u.Origin(); o.String() != "https://example.com:8080" {
					errs <- "Origin: " + o.String()
					return
				}
				c := u.Clone()
				if !c.Equal(u) {
					errs <- "Clone: " + c.Href()
					return
				}
				if b, err := u.MarshalJSON(); err != nil || len(b) == 0 {
					errs <- fmt.Sprint("MarshalJSON: ", err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestMaxInputLength checks ParseOptions.MaxInputLength: input up to the
// limit parses as without one, longer input fails with ErrInputTooLong.
func TestMaxInputLength(t *testing.T) {
	const input = "https://example.com/abc"
	for _, tt := range []struct {
		max    int
		wantOK bool
	}{{0, true}, {-1, true}, {len(input), true}, {len(input) - 1, false}, {1, false}} {
		var errs []ValidationErrorAt
		u, err := ParseOptions{MaxInputLength: tt.max, ValidationErrors: &errs}.Parse(input)
		if tt.wantOK {
			if err != nil || u.Href() != input || len(errs) != 0 {
				t.Errorf("MaxInputLength %d: %v, %v, errors %v", tt.max, u, err, errs)
			}
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Type != ErrInputTooLong || !errors.Is(err, ErrInputTooLong) || u != nil {
			t.Errorf("MaxInputLength %d: %v, %v; want ErrInputTooLong", tt.max, u, err)
		}
		if want := []ValidationErrorAt{{ErrInputTooLong, tt.max}}; !slices.Equal(errs, want) {
			t.Errorf("MaxInputLength %d: errors %v; want %v", tt.max, errs, want)
		}
	}
	if got := ErrInputTooLong.String(); got != "input-too-long" {
		t.Errorf("ErrInputTooLong.String() = %q", got)
	}
}

// mustParse parses a URL written in a test, which must parse.
func mustParse(s string) *URL {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
