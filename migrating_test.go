package weburl_test

// The tests behind MIGRATING.md: one entry per row of the guide's tables
// (named after the row's first cell) and one per behaviour difference (named
// after its heading). Each entry asserts what net/url does and what weburl
// does, as the guide states them; TestMigratingGuideCoverage checks that the
// guide and this table name the same rows.

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/guidetest"
	"github.com/weburl/weburl/weburlhttp"
)

// netFails asserts that url.Parse rejects s.
func netFails(t *testing.T, s string) {
	t.Helper()
	if u, err := url.Parse(s); err == nil {
		t.Errorf("url.Parse(%q) = %q, want an error", s, u)
	}
}

// webFails asserts that weburl.Parse rejects s with the validation error want.
func webFails(t *testing.T, s string, want weburl.ValidationError) {
	t.Helper()
	u, err := weburl.Parse(s)
	if !errors.Is(err, want) {
		t.Errorf("weburl.Parse(%q) = %v, %v; want an error wrapping %v", s, u, err, want)
	}
}

// The shared assertions and parsers of the guides' tests.
var (
	netParse    = guidetest.NetParse
	webParse    = guidetest.WebParse
	readGuide   = guidetest.ReadGuide
	sameEntries = guidetest.SameEntries
)

// same is guidetest.Same.
func same[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	guidetest.Same(t, what, got, want)
}

// migratingRows are the rows of the guide's tables, by area.
var migratingRows = []struct {
	name string
	f    func(t *testing.T)
}{
	// Parsing.
	{"url.Parse", func(t *testing.T) {
		same(t, "net/url", netParse(t, "HTTPS://EXAMPLE.com:443/a/../b").String(), "https://EXAMPLE.com:443/a/../b")
		same(t, "weburl", webParse(t, "HTTPS://EXAMPLE.com:443/a/../b").String(), "https://example.com/b")
		same(t, "net/url relative", netParse(t, "/a?b").Path, "/a")
		webFails(t, "/a?b", weburl.ErrMissingSchemeNonRelativeURL)
		u, err := weburl.ParseWithBase("/a?b", "https://example.com/x/y")
		same(t, "ParseWithBase", u.String(), "https://example.com/a?b")
		same(t, "ParseWithBase err", err, nil)
		same(t, "MustParse", mustParse("https://example.com").String(), "https://example.com/")
	}},
	{"url.ParseRequestURI", func(t *testing.T) {
		nu, err := url.ParseRequestURI("/a/../b?q")
		same(t, "net/url err", err, nil)
		same(t, "net/url path", nu.Path, "/a/../b")
		same(t, "net/url fragment kept in path", func() string { u, _ := url.ParseRequestURI("http://x/#f"); return u.Path }(), "/#f")
		u, err := weburl.ParseWithBase("/a/../b?q", "http://example.com")
		same(t, "weburl err", err, nil)
		same(t, "weburl", u.RequestURI(), "/b?q")
	}},
	{"URL.Parse", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/a/b").ResolveReference(netParse(t, "../c?d")).String(), "https://example.com/c?d")
		ref, err := webParse(t, "https://example.com/a/b").Parse("../c?d")
		same(t, "weburl err", err, nil)
		same(t, "weburl", ref.String(), "https://example.com/c?d")
	}},
	{"base.Parse(link)", func(t *testing.T) {
		base := netParse(t, "https://example.com/x")
		nu, err := base.Parse(`/a\b`)
		same(t, "net/url err", err, nil)
		same(t, "net/url", nu.String(), "https://example.com/a%5Cb")
		u, err := weburl.ParseRef(base, `/a\b`)
		same(t, "weburl err", err, nil)
		same(t, "weburl", u.String(), "https://example.com/a/b")
	}},
	{"URL.ResolveReference", func(t *testing.T) {
		base := netParse(t, "https://example.com/a/b")
		same(t, "net/url", base.ResolveReference(&url.URL{Path: "c d"}).String(), "https://example.com/a/c%20d")
		wbase := webParse(t, "https://example.com/a/b")
		ref, _ := wbase.Parse("c d")
		same(t, "weburl Parse", ref.String(), "https://example.com/a/c%20d")
		// ResolveReference with an absolute *URL returns (a copy of) it.
		abs := webParse(t, "https://other.example/")
		same(t, "weburl ResolveReference", wbase.ResolveReference(abs).String(), "https://other.example/")
	}},
	{"url.JoinPath", func(t *testing.T) {
		s, err := url.JoinPath("https://example.com/a/", "b", "../c", "d e")
		same(t, "net/url err", err, nil)
		same(t, "net/url", s, "https://example.com/a/c/d%20e")
		u, err := webParse(t, "https://example.com/a/").JoinPath("b", "../c", "d e")
		same(t, "weburl err", err, nil)
		same(t, "weburl", u.String(), "https://example.com/a/c/d%20e")
	}},
	{"URL.JoinPath", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/api/").JoinPath("v1", "x").String(), "https://example.com/api/v1/x")
		u, err := webParse(t, "https://example.com/api/").JoinPath("v1", "x")
		same(t, "weburl", u.String(), "https://example.com/api/v1/x")
		same(t, "weburl err", err, nil)
		_, err = webParse(t, "mailto:a@example.com").JoinPath("x")
		same(t, "weburl opaque path", errors.Is(err, weburl.ErrOpaquePath), true)
	}},
	{"URL.IsAbs", func(t *testing.T) {
		same(t, "net/url absolute", netParse(t, "https://example.com/").IsAbs(), true)
		same(t, "net/url relative", netParse(t, "/a").IsAbs(), false)
		// Every weburl URL is absolute: a relative reference does not parse.
		same(t, "weburl CanParse relative", weburl.CanParse("/a"), false)
		same(t, "weburl CanParse absolute", weburl.CanParse("https://example.com/"), true)
	}},
	{"URL.String", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/a b").String(), "https://example.com/a%20b")
		u := webParse(t, "https://example.com/a b")
		same(t, "weburl String", u.String(), "https://example.com/a%20b")
		same(t, "weburl Href", u.Href(), "https://example.com/a%20b")
	}},
	{"URL.MarshalBinary", func(t *testing.T) {
		b, err := netParse(t, "HTTPS://example.com/a b").MarshalBinary()
		same(t, "net/url", string(b), "https://example.com/a%20b")
		same(t, "net/url err", err, nil)
		b, err = webParse(t, "HTTPS://example.com/a b").MarshalBinary()
		same(t, "weburl", string(b), "https://example.com/a%20b")
		same(t, "weburl err", err, nil)
		j, _ := json.Marshal(struct{ U weburl.URL }{*webParse(t, "https://example.com/")})
		same(t, "weburl JSON", string(j), `{"U":"https://example.com/"}`)
		j, _ = json.Marshal(struct{ U *url.URL }{netParse(t, "https://example.com/")})
		same(t, "net/url JSON", strings.HasPrefix(string(j), `{"U":{"Scheme":"https"`), true)
	}},
	{"URL.AppendBinary", func(t *testing.T) {
		b, _ := netParse(t, "https://example.com/").AppendBinary([]byte("url="))
		same(t, "net/url", string(b), "url=https://example.com/")
		b, _ = webParse(t, "https://example.com").AppendBinary([]byte("url="))
		same(t, "weburl", string(b), "url=https://example.com/")
	}},
	{"URL.UnmarshalBinary", func(t *testing.T) {
		var nu url.URL
		same(t, "net/url err", nu.UnmarshalBinary([]byte("/relative")), nil)
		same(t, "net/url", nu.Path, "/relative")
		var u weburl.URL
		same(t, "weburl ok", u.UnmarshalBinary([]byte("HTTPS://Example.com")), nil)
		same(t, "weburl", u.String(), "https://example.com/")
		same(t, "weburl relative", errors.Is(u.UnmarshalBinary([]byte("/relative")), weburl.ErrMissingSchemeNonRelativeURL), true)
		same(t, "weburl unchanged", u.String(), "https://example.com/")
	}},
	{"u.String() == v.String()", func(t *testing.T) {
		a, b := netParse(t, "https://example.com/%7e"), netParse(t, "https://EXAMPLE.com:443/~")
		same(t, "net/url", a.String() == b.String(), false)
		same(t, "weburl", webParse(t, "https://EXAMPLE.com:443/a/../b#x").Equal(webParse(t, "https://example.com/b#x")), true)
		same(t, "weburl excluding fragments", webParse(t, "https://example.com/#x").EqualExcludingFragments(webParse(t, "https://example.com/")), true)
		// The standard does not decode %7E: the two paths stay different.
		same(t, "weburl %7e", webParse(t, "https://example.com/%7e").Equal(webParse(t, "https://example.com/~")), false)
	}},

	// Components.
	{"URL.Scheme", func(t *testing.T) {
		same(t, "net/url", netParse(t, "HTTPS://example.com/").Scheme, "https")
		u := webParse(t, "HTTPS://example.com/")
		same(t, "weburl Scheme", u.Scheme(), "https")
		same(t, "weburl Protocol", u.Protocol(), "https:")
		same(t, "weburl SetProtocol", u.SetProtocol("http"), nil)
		same(t, "weburl after SetProtocol", u.String(), "http://example.com/")
	}},
	{"URL.Opaque", func(t *testing.T) {
		nu := netParse(t, "mailto:a@example.com")
		same(t, "net/url Opaque", nu.Opaque, "a@example.com")
		same(t, "net/url Path", nu.Path, "")
		u := webParse(t, "mailto:a@example.com")
		same(t, "weburl HasOpaquePath", u.HasOpaquePath(), true)
		same(t, "weburl Pathname", u.Pathname(), "a@example.com")
	}},
	{"URL.User", func(t *testing.T) {
		nu := netParse(t, "https://a%20b:p%40ss@example.com/")
		same(t, "net/url Username", nu.User.Username(), "a b")
		p, ok := nu.User.Password()
		same(t, "net/url Password", p, "p@ss")
		same(t, "net/url Password ok", ok, true)
		u := webParse(t, "https://a%20b:p%40ss@example.com/")
		same(t, "weburl Username", u.Username(), "a%20b")
		same(t, "weburl Password", u.Password(), "p%40ss")
		same(t, "weburl decoded", weburl.PercentDecode(u.Username()), "a b")
		same(t, "net/url no user", netParse(t, "https://example.com/").User == nil, true)
		same(t, "weburl no user", webParse(t, "https://example.com/").Username(), "")
	}},
	{"URL.Host", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://EXAMPLE.com:8080/").Host, "EXAMPLE.com:8080")
		u := webParse(t, "https://EXAMPLE.com:8080/")
		same(t, "weburl Host", u.Host(), "example.com:8080")
		same(t, "weburl SetHost", u.SetHost("other.example:81"), nil)
		same(t, "weburl after SetHost", u.String(), "https://other.example:81/")
	}},
	{"URL.Path", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/a%20b/c%2Fd").Path, "/a b/c/d")
		u := webParse(t, "https://example.com/a%20b/c%2Fd")
		same(t, "weburl Pathname", u.Pathname(), "/a%20b/c%2Fd")
		same(t, "weburl decoded", weburl.PercentDecode(u.Pathname()), "/a b/c/d")
		same(t, "weburl SetPathname", u.SetPathname("/x y"), nil)
		same(t, "weburl after SetPathname", u.String(), "https://example.com/x%20y")
	}},
	{"URL.RawPath", func(t *testing.T) {
		same(t, "net/url RawPath", netParse(t, "https://example.com/c%2Fd").RawPath, "/c%2Fd")
		same(t, "net/url RawPath default encoding", netParse(t, "https://example.com/a%20b").RawPath, "")
		same(t, "weburl", webParse(t, "https://example.com/c%2Fd").Pathname(), "/c%2Fd")
	}},
	{"URL.EscapedPath", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/a b/{x}").EscapedPath(), "/a%20b/%7Bx%7D")
		same(t, "weburl", webParse(t, "https://example.com/a b/{x}").Pathname(), "/a%20b/%7Bx%7D")
	}},
	{"URL.OmitHost", func(t *testing.T) {
		nu := netParse(t, "sc:/p")
		same(t, "net/url OmitHost", nu.OmitHost, true)
		same(t, "net/url String", nu.String(), "sc:/p")
		u := webParse(t, "sc:/p")
		same(t, "weburl host kind", u.HostValue().Kind(), weburl.NullHost)
		same(t, "weburl String", u.String(), "sc:/p")
		same(t, "weburl empty host", webParse(t, "sc:///p").HostValue().Kind(), weburl.EmptyHost)
		same(t, "net/url empty host", netParse(t, "sc:///p").OmitHost, false)
	}},
	{"URL.ForceQuery", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/?").ForceQuery, true)
		u := webParse(t, "https://example.com/?")
		same(t, "weburl Search", u.Search(), "")
		same(t, "weburl Href", u.Href(), "https://example.com/?")
		same(t, "weburl query not null", strings.Contains(u.RequestURI(), "?"), true)
		same(t, "weburl no query", strings.Contains(webParse(t, "https://example.com/").RequestURI(), "?"), false)
	}},
	{"URL.RawQuery", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/?a b").RawQuery, "a b")
		u := webParse(t, "https://example.com/?a b")
		same(t, "weburl Search", u.Search(), "?a%20b")
		same(t, "weburl query", strings.TrimPrefix(u.Search(), "?"), "a%20b")
		u.SetSearch("x=1")
		same(t, "weburl SetSearch", u.String(), "https://example.com/?x=1")
	}},
	{"URL.Fragment", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/#a%20b").Fragment, "a b")
		u := webParse(t, "https://example.com/#a%20b")
		same(t, "weburl Hash", u.Hash(), "#a%20b")
		same(t, "weburl decoded", weburl.PercentDecode(strings.TrimPrefix(u.Hash(), "#")), "a b")
		u.SetHash("top")
		same(t, "weburl SetHash", u.String(), "https://example.com/#top")
	}},
	{"URL.RawFragment", func(t *testing.T) {
		same(t, "net/url RawFragment", netParse(t, "https://example.com/#a%20b").RawFragment, "")
		same(t, "net/url RawFragment", netParse(t, "https://example.com/#a%2Fb").RawFragment, "a%2Fb")
		same(t, "weburl", webParse(t, "https://example.com/#a%2Fb").Hash(), "#a%2Fb")
	}},
	{"URL.EscapedFragment", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/#a b").EscapedFragment(), "a%20b")
		same(t, "weburl", webParse(t, "https://example.com/#a b").Hash(), "#a%20b")
	}},
	{"URL.Redacted", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://user:secret@example.com/").Redacted(), "https://user:xxxxx@example.com/")
		same(t, "weburl", webParse(t, "https://user:secret@example.com/").Redacted(), "https://user:xxxxx@example.com/")
	}},
	{"URL.RequestURI", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/a b?q#f").RequestURI(), "/a%20b?q")
		same(t, "weburl", webParse(t, "https://example.com/a b?q#f").RequestURI(), "/a%20b?q")
		same(t, "net/url opaque", netParse(t, "mailto:a@example.com?subject=x").RequestURI(), "a@example.com?subject=x")
		same(t, "weburl opaque", webParse(t, "mailto:a@example.com?subject=x").RequestURI(), "a@example.com?subject=x")
	}},

	// User information.
	{"url.User", func(t *testing.T) {
		nu := netParse(t, "https://example.com/")
		nu.User = url.User("a b")
		same(t, "net/url", nu.String(), "https://a%20b@example.com/")
		u := webParse(t, "https://example.com/")
		same(t, "weburl err", u.SetUsername("a b"), nil)
		same(t, "weburl", u.String(), "https://a%20b@example.com/")
		for _, in := range []string{"file:///x", "mailto:a@example.com"} {
			err := webParse(t, in).SetUsername("a")
			same(t, "weburl "+in, errors.Is(err, weburl.ErrCannotHaveUsernamePasswordPort), true)
		}
	}},
	{"url.UserPassword", func(t *testing.T) {
		nu := netParse(t, "https://example.com/")
		nu.User = url.UserPassword("a b", "p@ss:")
		same(t, "net/url", nu.String(), "https://a%20b:p%40ss%3A@example.com/")
		u := webParse(t, "https://example.com/")
		same(t, "weburl SetUsername", u.SetUsername("a b"), nil)
		same(t, "weburl SetPassword", u.SetPassword("p@ss:"), nil)
		same(t, "weburl", u.String(), "https://a%20b:p%40ss%3A@example.com/")
	}},
	{"Userinfo.Username", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://a%40b@example.com/").User.Username(), "a@b")
		u := webParse(t, "https://a%40b@example.com/")
		same(t, "weburl", u.Username(), "a%40b")
		same(t, "weburl decoded", weburl.PercentDecode(u.Username()), "a@b")
	}},
	{"Userinfo.Password", func(t *testing.T) {
		p, ok := netParse(t, "https://a:@example.com/").User.Password()
		same(t, "net/url empty password", p, "")
		same(t, "net/url empty password set", ok, true)
		same(t, "weburl empty password", webParse(t, "https://a:@example.com/").Password(), "")
		same(t, "weburl href", webParse(t, "https://a:@example.com/").Href(), "https://a@example.com/")
		same(t, "weburl encoded", webParse(t, "https://a:p%3As@example.com/").Password(), "p%3As")
	}},
	{"Userinfo.String", func(t *testing.T) {
		same(t, "net/url", url.UserPassword("a b", "p@ss").String(), "a%20b:p%40ss")
		u := webParse(t, "https://a%20b:p%40ss@example.com/")
		same(t, "weburl", u.Username()+":"+u.Password(), "a%20b:p%40ss")
	}},

	// Query.
	{"URL.Query", func(t *testing.T) {
		q := netParse(t, "https://example.com/?a=1&b=x+y&a=2").Query()
		same(t, "net/url", strings.Join(q["a"], ",")+"|"+q.Get("b"), "1,2|x y")
		u := webParse(t, "https://example.com/?a=1&b=x+y&a=2")
		wq := u.Query()
		same(t, "weburl Query", strings.Join(wq["a"], ",")+"|"+wq.Get("b"), "1,2|x y")
		same(t, "weburl SearchParams", strings.Join(u.SearchParams().GetAll("a"), ",")+"|"+u.SearchParams().Get("b"), "1,2|x y")
	}},
	{"url.ParseQuery", func(t *testing.T) {
		v, err := url.ParseQuery("b=2&a=1&a=%zz")
		same(t, "net/url err", err != nil, true)
		same(t, "net/url keeps the good pairs", v.Get("b"), "2")
		same(t, "weburl", strings.Join(pairStrings(weburl.ParseURLEncoded("b=2&a=1&a=%zz")), " "), "b=2 a=1 a=%zz")
		same(t, "weburl NewSearchParams", weburl.NewSearchParams("?b=2&a=1").String(), "b=2&a=1")
	}},
	{"Values.Get", func(t *testing.T) {
		v, _ := url.ParseQuery("a=&b=1")
		same(t, "net/url empty", v.Get("a"), "")
		same(t, "net/url missing", v.Get("z"), "")
		s := weburl.NewSearchParams("a=&b=1")
		same(t, "weburl Get", s.Get("a"), "")
		val, ok := s.Lookup("a")
		same(t, "weburl Lookup a", val+"|"+boolString(ok), "|true")
		val, ok = s.Lookup("z")
		same(t, "weburl Lookup z", val+"|"+boolString(ok), "|false")
	}},
	{"Values.Set", func(t *testing.T) {
		v := url.Values{}
		v.Add("a", "1")
		v.Add("b", "2")
		v.Add("a", "3")
		v.Set("a", "x")
		same(t, "net/url", v.Encode(), "a=x&b=2")
		s := weburl.NewSearchParams("a=1&b=2&a=3")
		s.Set("a", "x")
		same(t, "weburl", s.String(), "a=x&b=2")
	}},
	{"Values.Add", func(t *testing.T) {
		v := url.Values{}
		v.Add("b", "1")
		v.Add("a", "2")
		same(t, "net/url", v.Encode(), "a=2&b=1")
		s := weburl.NewSearchParams("")
		s.Append("b", "1")
		s.Append("a", "2")
		same(t, "weburl", s.String(), "b=1&a=2")
	}},
	{"Values.Del", func(t *testing.T) {
		v, _ := url.ParseQuery("a=1&b=2&a=3")
		v.Del("a")
		same(t, "net/url", v.Encode(), "b=2")
		s := weburl.NewSearchParams("a=1&b=2&a=3")
		s.Delete("a")
		same(t, "weburl", s.String(), "b=2")
		s = weburl.NewSearchParams("a=1&b=2&a=3")
		s.DeleteValue("a", "3")
		same(t, "weburl DeleteValue", s.String(), "a=1&b=2")
	}},
	{"Values.Has", func(t *testing.T) {
		v, _ := url.ParseQuery("a=")
		same(t, "net/url", v.Has("a"), true)
		s := weburl.NewSearchParams("a=")
		same(t, "weburl Has", s.Has("a"), true)
		same(t, "weburl HasValue", s.HasValue("a", "x"), false)
	}},
	{"Values.Encode", func(t *testing.T) {
		v := url.Values{"b": {"~*"}, "a": {"x y"}}
		same(t, "net/url", v.Encode(), "a=x+y&b=~%2A")
		same(t, "weburl SearchParams", weburl.NewSearchParamsFromPairs([][2]string{{"b", "~*"}, {"a", "x y"}}).String(), "b=%7E*&a=x+y")
		same(t, "weburl SerializeURLEncoded", weburl.SerializeURLEncoded([][2]string{{"b", "~*"}, {"a", "x y"}}, nil), "b=%7E*&a=x+y")
		u := webParse(t, "https://example.com/")
		u.SetQueryValues(v)
		same(t, "weburl SetQueryValues", u.String(), "https://example.com/?a=x+y&b=%7E*")
	}},

	// Escaping.
	{"url.PathEscape", func(t *testing.T) {
		same(t, "net/url", url.PathEscape("a b/c?:@&=+$;,~*'!"), "a%20b%2Fc%3F:@&=+$%3B%2C~%2A%27%21")
		same(t, "weburl", weburl.PercentEncode("a b/c?:@&=+$;,~*'!", weburl.ComponentPercentEncodeSet), "a%20b%2Fc%3F%3A%40%26%3D%2B%24%3B%2C~*'!")
	}},
	{"url.PathUnescape", func(t *testing.T) {
		s, err := url.PathUnescape("a%20b+c")
		same(t, "net/url", s, "a b+c")
		same(t, "net/url err", err, nil)
		same(t, "weburl", weburl.PercentDecode("a%20b+c"), "a b+c")
		_, err = url.PathUnescape("100%zz")
		same(t, "net/url %zz", err != nil, true)
		same(t, "weburl %zz", weburl.PercentDecode("100%zz"), "100%zz")
	}},
	{"url.QueryEscape", func(t *testing.T) {
		same(t, "net/url", url.QueryEscape("a b&c=~*"), "a+b%26c%3D~%2A")
		same(t, "weburl", weburl.PercentEncode("a b&c=~*", weburl.FormURLEncodedPercentEncodeSet), "a+b%26c%3D%7E*")
	}},
	{"url.QueryUnescape", func(t *testing.T) {
		s, _ := url.QueryUnescape("a+b%20c")
		same(t, "net/url", s, "a b c")
		same(t, "weburl", weburl.PercentDecode(strings.ReplaceAll("a+b%20c", "+", " ")), "a b c")
		same(t, "weburl form", weburl.NewSearchParams("x=a+b%20c").Get("x"), "a b c")
	}},

	// Hosts and ports.
	{"URL.Hostname", func(t *testing.T) {
		same(t, "net/url", netParse(t, "http://[::1]:8080/").Hostname(), "::1")
		u := webParse(t, "http://[::1]:8080/")
		same(t, "weburl Hostname", u.Hostname(), "[::1]")
		same(t, "weburl DialHost", u.HostValue().DialHost(), "::1")
		h := webParse(t, "http://0x7f.1/").HostValue()
		same(t, "weburl Kind", h.Kind(), weburl.IPv4Host)
		same(t, "weburl IsIP", h.IsIP(), true)
		same(t, "weburl Addr", h.Addr().String(), "127.0.0.1")
	}},
	{"URL.Port", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com:443/").Port(), "443")
		u := webParse(t, "https://example.com:443/")
		same(t, "weburl Port", u.Port(), "")
		n, ok := u.PortNumber()
		same(t, "weburl PortNumber", n, 0)
		same(t, "weburl PortNumber ok", ok, false)
		n, ok = u.PortOrDefault()
		same(t, "weburl PortOrDefault", n, 443)
		same(t, "weburl PortOrDefault ok", ok, true)
		n, ok = weburl.DefaultPort("https")
		same(t, "weburl DefaultPort", n, 443)
		same(t, "weburl DefaultPort ok", ok, true)
		same(t, "weburl SetPort", u.SetPort("8443"), nil)
		same(t, "weburl after SetPort", u.String(), "https://example.com:8443/")
	}},
	{"net.JoinHostPort(u.Hostname(), u.Port())", func(t *testing.T) {
		nu := netParse(t, "https://[::1]/")
		same(t, "net/url", net.JoinHostPort(nu.Hostname(), nu.Port()), "[::1]:")
		a, err := webParse(t, "https://[::1]/").DialAddress()
		same(t, "weburl", a, "[::1]:443")
		same(t, "weburl err", err, nil)
		_, err = webParse(t, "file://server/x").DialAddress()
		same(t, "weburl no port", errors.Is(err, weburl.ErrNoPort), true)
		_, err = webParse(t, "sc://host/").DialAddress()
		same(t, "weburl opaque host", errors.Is(err, weburl.ErrHostNotDialable), true)
	}},

	// HTTP.
	{"http.NewRequest(method, u.String(), body)", func(t *testing.T) {
		_, err := http.NewRequest("GET", webParse(t, "http://example.com/%zz").String(), nil)
		same(t, "net/http %zz", err != nil, true)
		req, err := weburlhttp.NewRequest(context.Background(), "GET", webParse(t, "http://example.com/%zz"), nil)
		same(t, "weburl err", err, nil)
		// net/url cannot hold "%zz" in Path: the target is still in origin form.
		same(t, "weburl target", req.URL.RequestURI(), "/%zz")
		nreq, _ := http.NewRequest("GET", "https://u:p@example.com/a#f", nil)
		same(t, "net/http target", nreq.URL.RequestURI(), "/a")
		same(t, "net/http Authorization", nreq.Header.Get("Authorization"), "")
		req, _ = weburlhttp.NewRequest(context.Background(), "GET", webParse(t, "https://u:p@example.com/a#f"), nil)
		same(t, "weburl target", req.URL.RequestURI(), "/a")
		same(t, "weburl Host", req.Host, "example.com")
		same(t, "weburl Authorization", req.Header.Get("Authorization"), "Basic dTpw")
	}},
	{"req.URL", func(t *testing.T) {
		nu := webParse(t, "HTTP://Example.com/a b").NetURL()
		same(t, "weburl NetURL", nu.String(), "http://example.com/a%20b")
		same(t, "weburl NetURL Path", nu.Path, "/a b")
		nu = webParse(t, "http://example.com/p|q?x#").NetURL()
		same(t, "weburl NetURL Path", nu.Path, "/p|q")
		same(t, "weburl NetURL RawQuery", nu.RawQuery, "x")
		same(t, "weburl NetURL opaque", nu.Opaque, "//example.com/p|q")
		same(t, "weburl NetURL String", nu.String(), "http://example.com/p|q?x")
		same(t, "weburl NetURL RequestURI", nu.RequestURI(), "http://example.com/p|q?x")
		req, err := weburlhttp.NewRequest(context.Background(), "GET", webParse(t, "http://example.com/p|q?x#"), nil)
		same(t, "weburl NewRequest err", err, nil)
		same(t, "weburl NewRequest RequestURI", req.URL.RequestURI(), "/p|q?x")
		u, err := weburl.FromNetURL(netParse(t, "HTTP://Example.com:80/a/../b"))
		same(t, "weburl FromNetURL err", err, nil)
		same(t, "weburl FromNetURL", u.String(), "http://example.com/b")
	}},
	{"http.Client.CheckRedirect", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", `/a\b`)
			w.WriteHeader(http.StatusFound)
		}))
		defer srv.Close()
		follow := func(check func(*http.Request, []*http.Request) error) string {
			var got string
			c := &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error {
				if check != nil {
					if err := check(req, via); err != nil {
						return err
					}
				}
				got = req.URL.RequestURI()
				return http.ErrUseLastResponse
			}}
			resp, err := c.Get(srv.URL + "/start")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return got
		}
		same(t, "net/http", follow(nil), "/a%5Cb")
		same(t, "weburl", follow(weburlhttp.CheckRedirect(func(*http.Request, []*http.Request) error { return nil })), "/a/b")
	}},
	{"resp.Location()", func(t *testing.T) {
		base := netParse(t, "https://good.example/start")
		resp := &http.Response{Header: http.Header{"Location": {`/\evil.example/x`}}, Request: &http.Request{URL: base}}
		loc, err := resp.Location()
		same(t, "net/http err", err, nil)
		same(t, "net/http", loc.String(), "https://good.example/%5Cevil.example/x")
		u, err := weburlhttp.ResolveLocation(`/\evil.example/x`, webParse(t, "https://good.example/start"))
		same(t, "weburl err", err, nil)
		same(t, "weburl", u.String(), "https://evil.example/x")
	}},
	{"r.URL (server)", func(t *testing.T) {
		r := httptest.NewRequest("GET", "/a/./b/../c?q", nil)
		r.Host = "Example.com:8080"
		same(t, "net/http", r.URL.String(), "/a/./b/../c?q")
		same(t, "net/http Host", r.URL.Host, "")
		u, err := weburlhttp.FromRequest(r, "http")
		same(t, "weburl err", err, nil)
		same(t, "weburl", u.String(), "http://example.com:8080/a/c?q")
	}},

	// Files.
	{"u.Path (file URL)", func(t *testing.T) {
		same(t, "net/url", netParse(t, "file:///C:/a%20b").Path, "/C:/a b")
		p, err := webParse(t, "file:///C:/a%20b").FilePath(weburl.WindowsPathStyle)
		same(t, "weburl Windows", p, `C:\a b`)
		same(t, "weburl err", err, nil)
		p, _ = webParse(t, "file:///tmp/a%20b").FilePath(weburl.POSIXPathStyle)
		same(t, "weburl POSIX", p, "/tmp/a b")
		_, err = webParse(t, "file:///tmp/a%2Fb").FilePath(weburl.POSIXPathStyle)
		same(t, "weburl %2F", errors.Is(err, weburl.ErrEncodedSeparator), true)
	}},
	{`(&url.URL{Scheme: "file", Path: p}).String()`, func(t *testing.T) {
		same(t, "net/url", (&url.URL{Scheme: "file", Path: "/a b/c#1"}).String(), "file:///a%20b/c%231")
		u, err := weburl.FileURL("/a b/c#1", weburl.POSIXPathStyle)
		same(t, "weburl err", err, nil)
		same(t, "weburl", u.String(), "file:///a%20b/c%231")
		u, _ = weburl.FileURL(`C:\a b\c`, weburl.WindowsPathStyle)
		same(t, "weburl Windows", u.String(), "file:///C:/a%20b/c")
		same(t, "net/url Windows", (&url.URL{Scheme: "file", Path: `C:\a b\c`}).String(), "file://C:%5Ca%20b%5Cc")
	}},

	// Errors.
	{"*url.Error", func(t *testing.T) {
		_, err := url.Parse("http://[::1")
		var ne *url.Error
		same(t, "net/url As", errors.As(err, &ne), true)
		same(t, "net/url Op", ne.Op, "parse")
		_, err = weburl.Parse("http://[::1")
		var pe *weburl.ParseError
		same(t, "weburl As", errors.As(err, &pe), true)
		same(t, "weburl Type", pe.Type, weburl.ErrIPv6Unclosed)
		same(t, "weburl Input", pe.Input, "http://[::1")
		same(t, "weburl Error", err.Error(), `weburl: invalid URL "http://[::1": IPv6-unclosed`)
		err = webParse(t, "https://example.com/").SetPort("x")
		var se *weburl.SetterError
		same(t, "weburl SetterError", errors.As(err, &se) && se.Setter == "port", true)
		same(t, "weburl SetterError Is", errors.Is(err, weburl.ErrNotAPort), true)
	}},
	{"url.EscapeError", func(t *testing.T) {
		_, err := url.Parse("http://x/%zz")
		var ee url.EscapeError
		same(t, "net/url As", errors.As(err, &ee), true)
		same(t, "net/url", string(ee), "%zz")
		same(t, "weburl parses", webParse(t, "http://x/%zz").Pathname(), "/%zz")
		same(t, "weburl decode", weburl.PercentDecode("%zz"), "%zz")
	}},
	{"url.InvalidHostError", func(t *testing.T) {
		_, err := url.Parse("http://a b/")
		var he url.InvalidHostError
		same(t, "net/url As", errors.As(err, &he), true)
		same(t, "net/url", string(he), " ")
		webFails(t, "http://a b/", weburl.ErrDomainToASCII)
		webFails(t, "sc://a b/", weburl.ErrHostInvalidCodePoint)
		_, err = weburl.ParseHost("1.2.3.4.5", false)
		var pe *weburl.ParseError
		same(t, "weburl ParseHost", errors.As(err, &pe) && pe.Host && pe.Type == weburl.ErrIPv4TooManyParts, true)
	}},
}

func pairStrings(pairs [][2]string) []string {
	var s []string
	for _, p := range pairs {
		s = append(s, p[0]+"="+p[1])
	}
	return s
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// migratingDiffs are the behaviour differences, named after the guide's
// headings.
var migratingDiffs = []struct {
	name string
	f    func(t *testing.T)
}{
	{"Hostname keeps an IPv6 address's brackets", func(t *testing.T) {
		same(t, "net/url", netParse(t, "http://[::1]:8080/").Hostname(), "::1")
		u := webParse(t, "http://[::1]:8080/")
		same(t, "weburl", u.Hostname(), "[::1]")
		same(t, "weburl DialHost", u.HostValue().DialHost(), "::1")
		a, _ := u.DialAddress()
		same(t, "weburl DialAddress", a, "[::1]:8080")
	}},
	{"The default port is null", func(t *testing.T) {
		nu := netParse(t, "https://example.com:443/")
		same(t, "net/url Port", nu.Port(), "443")
		same(t, "net/url String", nu.String(), "https://example.com:443/")
		u := webParse(t, "https://example.com:443/")
		same(t, "weburl Port", u.Port(), "")
		same(t, "weburl String", u.String(), "https://example.com/")
		same(t, "weburl Origin", u.Origin().String(), "https://example.com")
	}},
	{"Port is a string; PortNumber is a number", func(t *testing.T) {
		same(t, "net/url", netParse(t, "http://example.com:08080/").Port(), "08080")
		u := webParse(t, "http://example.com:08080/")
		same(t, "weburl Port", u.Port(), "8080")
		n, ok := u.PortNumber()
		same(t, "weburl PortNumber", n, 8080)
		same(t, "weburl PortNumber ok", ok, true)
		nu := netParse(t, "http://example.com:99999/")
		same(t, "net/url out of range", nu.Port(), "99999")
		webFails(t, "http://example.com:99999/", weburl.ErrPortOutOfRange)
	}},
	{"Which characters are percent-encoded where", func(t *testing.T) {
		const in = "https://example.com/a b\"<>^|'`{}?q= \"<>^|'`{}#f \"<>^|'`{}"
		same(t, "net/url", netParse(t, in).String(), "https://example.com/a%20b%22%3C%3E%5E%7C%27%60%7B%7D?q= \"<>^|'`{}#f%20%22%3C%3E%5E%7C%27%60%7B%7D")
		same(t, "weburl", webParse(t, in).String(), "https://example.com/a%20b%22%3C%3E%5E|'%60%7B%7D?q=%20%22%3C%3E^|%27`{}#f%20%22%3C%3E^|'%60{}")
		// ' is encoded in the query of special URLs only.
		same(t, "weburl non-special query", webParse(t, "sc://example.com/?'").Search(), "?'")
		same(t, "weburl special query", webParse(t, "https://example.com/?'").Search(), "?%27")
	}},
	{"Forms: `~` and `*`", func(t *testing.T) {
		same(t, "net/url", url.Values{"k": {"~*"}}.Encode(), "k=~%2A")
		same(t, "weburl", weburl.NewSearchParamsFromPairs([][2]string{{"k", "~*"}}).String(), "k=%7E*")
		// Both decode either form.
		v, _ := url.ParseQuery("k=%7E%2A")
		same(t, "net/url decode", v.Get("k"), "~*")
		same(t, "weburl decode", weburl.NewSearchParams("k=%7E%2A").Get("k"), "~*")
	}},
	{"`;` in a query is not a separator", func(t *testing.T) {
		v, err := url.ParseQuery("a=1;b=2&c=3")
		same(t, "net/url err", err != nil, true)
		same(t, "net/url a", v.Has("a"), false)
		same(t, "net/url c", v.Get("c"), "3")
		same(t, "net/url URL.Query", netParse(t, "https://example.com/?a=1;b=2&c=3").Query().Has("a"), false)
		q := webParse(t, "https://example.com/?a=1;b=2&c=3").SearchParams()
		same(t, "weburl a", q.Get("a"), "1;b=2")
		same(t, "weburl c", q.Get("c"), "3")
	}},
	{"Pair order is kept", func(t *testing.T) {
		v, _ := url.ParseQuery("b=1&a=2")
		same(t, "net/url", v.Encode(), "a=2&b=1")
		same(t, "weburl", weburl.NewSearchParams("b=1&a=2").String(), "b=1&a=2")
		s := weburl.NewSearchParams("b=1&a=2")
		s.Sort()
		same(t, "weburl Sort", s.String(), "a=2&b=1")
	}},
	{"Relative references need a base", func(t *testing.T) {
		same(t, "net/url", netParse(t, "/a").String(), "/a")
		webFails(t, "/a", weburl.ErrMissingSchemeNonRelativeURL)
		u, _ := webParse(t, "https://example.com/x/y").Parse("/a")
		same(t, "weburl Parse", u.String(), "https://example.com/a")
		// net/url reads "example.com/a" as a path; so does the standard, which then needs a base.
		same(t, "net/url no scheme", netParse(t, "example.com/a").Path, "example.com/a")
		webFails(t, "example.com/a", weburl.ErrMissingSchemeNonRelativeURL)
	}},
	{"Getters return percent-encoded strings", func(t *testing.T) {
		const in = "https://a%20b@example.com/c%20d#e%20f"
		nu := netParse(t, in)
		same(t, "net/url", nu.User.Username()+"|"+nu.Path+"|"+nu.Fragment, "a b|/c d|e f")
		u := webParse(t, in)
		same(t, "weburl", u.Username()+"|"+u.Pathname()+"|"+u.Hash(), "a%20b|/c%20d|#e%20f")
	}},
	{"Scheme and host are lowercased", func(t *testing.T) {
		same(t, "net/url", netParse(t, "HTTPS://EXAMPLE.COM/A").String(), "https://EXAMPLE.COM/A")
		same(t, "weburl", webParse(t, "HTTPS://EXAMPLE.COM/A").String(), "https://example.com/A")
		same(t, "weburl opaque host keeps case", webParse(t, "SC://EXAMPLE.COM/A").String(), "sc://EXAMPLE.COM/A")
	}},
	{"Domains go through IDNA", func(t *testing.T) {
		nu := netParse(t, "https://faß.de/")
		same(t, "net/url Host", nu.Host, "faß.de")
		same(t, "net/url String", nu.String(), "https://fa%C3%9F.de/")
		same(t, "weburl", webParse(t, "https://faß.de/").String(), "https://xn--fa-hia.de/")
		same(t, "weburl fullwidth", webParse(t, "https://ＥＸＡＭＰＬＥ.com/").Hostname(), "example.com")
		uni, _ := weburl.DomainToUnicode("xn--fa-hia.de")
		same(t, "weburl DomainToUnicode", uni, "faß.de")
		same(t, "weburl IDNAUnicodeVersion", weburl.IDNAUnicodeVersion, "18.0.0")
		same(t, "weburl ẞ", webParse(t, "https://FAẞ.de/").String(), "https://xn--fa-hia.de/")
		same(t, "weburl Georgian", webParse(t, "https://ႠႡ.ge/").String(), "https://xn--rkjc.ge/")
		if _, err := weburl.Parse("https://\u0628\u200C7/"); err == nil {
			t.Errorf("weburl parses https://\u0628\u200C7/; want failure (RFC 5892 A.1)")
		}
	}},
	{"Dot segments are resolved", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://example.com/a/./b/../c/%2e%2E/d").Path, "/a/./b/../c/../d")
		same(t, "weburl", webParse(t, "https://example.com/a/./b/../c/%2e%2E/d").Pathname(), "/a/d")
	}},
	{"`\\` is `/` in special URLs", func(t *testing.T) {
		same(t, "net/url", netParse(t, `https://example.com/a\b`).String(), "https://example.com/a%5Cb")
		same(t, "weburl", webParse(t, `https://example.com/a\b`).String(), "https://example.com/a/b")
		netFails(t, `https://evil.example\@good.example/`)
		same(t, "weburl userinfo trick", webParse(t, `https://evil.example\@good.example/`).Hostname(), "evil.example")
		same(t, "weburl non-special", webParse(t, `sc://example.com/a\b`).Pathname(), `/a\b`)
	}},
	{"IPv4 addresses in any form", func(t *testing.T) {
		for _, in := range []string{"http://0x7f.1/", "http://2130706433/", "http://0177.0.0.1/", "http://127.1/"} {
			same(t, "net/url "+in, netParse(t, in).String(), in)
			same(t, "weburl "+in, webParse(t, in).String(), "http://127.0.0.1/")
		}
	}},
	{"Tabs, newlines and surrounding spaces", func(t *testing.T) {
		netFails(t, "ht\ttps://exa\nmple.com/")
		same(t, "weburl tab newline", webParse(t, "ht\ttps://exa\nmple.com/").String(), "https://example.com/")
		netFails(t, " https://example.com/ ")
		same(t, "weburl spaces", webParse(t, " https://example.com/ ").String(), "https://example.com/")
		nu := netParse(t, "https:example.com")
		same(t, "net/url https:example.com", nu.Opaque, "example.com")
		same(t, "weburl https:example.com", webParse(t, "https:example.com").String(), "https://example.com/")
	}},
	{"Valid hrefs that net/url rejects", func(t *testing.T) {
		for _, in := range []string{"http://example.com/%zz", "http://example.com/#%zz", "http://example.com/a|b%"} {
			netFails(t, in)
			same(t, "weburl "+in, webParse(t, in).String(), in)
		}
		// net/url does not check the query, but its ParseQuery does.
		same(t, "net/url query", netParse(t, "http://example.com/?q=%zz").RawQuery, "q=%zz")
		_, err := url.ParseQuery("q=%zz")
		same(t, "net/url ParseQuery", err != nil, true)
		same(t, "weburl query", webParse(t, "http://example.com/?q=%zz").SearchParams().Get("q"), "%zz")
	}},
	{"Inputs net/url accepts that do not parse", func(t *testing.T) {
		same(t, "net/url 1.1.1.1.1", netParse(t, "http://1.1.1.1.1/").Hostname(), "1.1.1.1.1")
		webFails(t, "http://1.1.1.1.1/", weburl.ErrIPv4TooManyParts)
		same(t, "net/url https://", netParse(t, "https://").String(), "https:")
		webFails(t, "https://", weburl.ErrHostMissing)
		same(t, "net/url 256.0.0.1", netParse(t, "http://256.0.0.1/").Hostname(), "256.0.0.1")
		webFails(t, "http://256.0.0.1/", weburl.ErrIPv4OutOfRangePart)
		same(t, "net/url port", netParse(t, "http://example.com:99999/").Port(), "99999")
		webFails(t, "http://example.com:99999/", weburl.ErrPortOutOfRange)
	}},
	{"Setters refuse instead of assigning", func(t *testing.T) {
		nu := netParse(t, "https://example.com/")
		nu.Host = "a b:99999"
		same(t, "net/url field", nu.String(), "https://a%20b:99999/")
		u := webParse(t, "https://example.com/")
		err := u.SetHost("a b")
		same(t, "weburl SetHost", errors.Is(err, weburl.ErrDomainToASCII), true)
		err = u.SetPort("99999")
		same(t, "weburl SetPort", errors.Is(err, weburl.ErrPortOutOfRange), true)
		err = u.SetProtocol("sc")
		same(t, "weburl SetProtocol", errors.Is(err, weburl.ErrSchemeChange), true)
		same(t, "weburl unchanged", u.String(), "https://example.com/")
		// The one partial change the standard makes.
		err = u.SetHost("other.example:99999")
		var se *weburl.SetterError
		same(t, "weburl Partial", errors.As(err, &se) && se.Partial, true)
		same(t, "weburl after Partial", u.String(), "https://other.example/")
	}},
	{"Opaque and opaque paths", func(t *testing.T) {
		nu := netParse(t, "mailto:a b@example.com")
		same(t, "net/url Opaque", nu.Opaque, "a b@example.com")
		same(t, "net/url String", nu.String(), "mailto:a b@example.com")
		u := webParse(t, "mailto:a b@example.com")
		same(t, "weburl Pathname", u.Pathname(), "a b@example.com")
		same(t, "weburl trailing space", webParse(t, "sc:a ?x").Href(), "sc:a%20?x")
		// net/url's Opaque also holds "//host/path" forms; a weburl URL has a host or an opaque path, not both.
		nu = &url.URL{Scheme: "http", Opaque: "//example.com/a b", Host: "example.com"}
		same(t, "net/url Opaque http", nu.String(), "http://example.com/a b")
		same(t, "weburl http", webParse(t, "http:example.com/a b").HasOpaquePath(), false)
	}},
	{"ForceQuery and the empty query", func(t *testing.T) {
		nu := netParse(t, "https://example.com/?")
		same(t, "net/url", nu.String()+"|"+nu.RawQuery+"|"+boolString(nu.ForceQuery), "https://example.com/?||true")
		u := webParse(t, "https://example.com/?")
		same(t, "weburl", u.String()+"|"+u.Search(), "https://example.com/?|")
		u.SearchParams().Sort()
		same(t, "weburl Sort on empty query", u.String(), "https://example.com/")
		u = webParse(t, "https://example.com/?")
		u.SetSearch("")
		same(t, "weburl SetSearch", u.String(), "https://example.com/")
	}},
	{"JoinPath keeps empty segments", func(t *testing.T) {
		s, _ := url.JoinPath("https://example.com/a/", "b//c/")
		same(t, "net/url", s, "https://example.com/a/b/c/")
		u, _ := webParse(t, "https://example.com/a/").JoinPath("b//c/")
		same(t, "weburl", u.String(), "https://example.com/a/b//c/")
	}},
	{"An empty password is no password", func(t *testing.T) {
		same(t, "net/url", netParse(t, "https://user:@example.com/").String(), "https://user:@example.com/")
		same(t, "weburl", webParse(t, "https://user:@example.com/").String(), "https://user@example.com/")
	}},
	{"Redirects", func(t *testing.T) {
		base := netParse(t, "https://good.example/start")
		ref, _ := base.Parse(`/\evil.example/x`)
		same(t, "net/url", ref.String(), "https://good.example/%5Cevil.example/x")
		u, _ := weburlhttp.ResolveLocation(`/\evil.example/x`, webParse(t, "https://good.example/start#top"))
		same(t, "weburl", u.String(), "https://evil.example/x#top")
		// Locations net/http rejects before CheckRedirect runs.
		for _, loc := range []string{"/%zz", "/a\tb"} {
			resp := &http.Response{Header: http.Header{"Location": {loc}}, Request: &http.Request{URL: base}}
			_, err := resp.Location()
			same(t, "net/http "+loc, err != nil, true)
		}
		u, _ = weburlhttp.ResolveLocation("/%zz", webParse(t, "https://good.example/start"))
		same(t, "weburl %zz", u.String(), "https://good.example/%zz")
		u, _ = weburlhttp.ResolveLocation("/a\tb", webParse(t, "https://good.example/start"))
		same(t, "weburl tab", u.String(), "https://good.example/ab")
	}},
}

func TestMigrating(t *testing.T) {
	for _, r := range migratingRows {
		t.Run("row/"+r.name, r.f)
	}
	for _, d := range migratingDiffs {
		t.Run("diff/"+d.name, d.f)
	}
}

// TestMigratingGuideCoverage checks that MIGRATING.md's table rows (the
// first cell of each row, one code span) and its difference headings ("### "
// under "## Behaviour differences") are exactly the entries of migratingRows
// and migratingDiffs, so that no row of the guide is untested.
func TestMigratingGuideCoverage(t *testing.T) {
	var rows, diffs []string
	inDiffs := false
	readGuide(t, "MIGRATING.md", func(line string) {
		switch {
		case strings.HasPrefix(line, "## "):
			inDiffs = line == "## Behaviour differences"
		case inDiffs && strings.HasPrefix(line, "### "):
			diffs = append(diffs, strings.TrimPrefix(line, "### "))
		case !inDiffs && strings.HasPrefix(line, "| `"):
			cell := strings.TrimSpace(strings.Split(line[1:], " | ")[0])
			if strings.HasPrefix(cell, "``") {
				cell = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(cell, "``"), "``"))
			} else {
				cell = strings.TrimSuffix(strings.TrimPrefix(cell, "`"), "`")
			}
			rows = append(rows, cell)
		}
	})
	var rowNames, diffNames []string
	for _, r := range migratingRows {
		rowNames = append(rowNames, r.name)
	}
	for _, d := range migratingDiffs {
		diffNames = append(diffNames, d.name)
	}
	sameEntries(t, "MIGRATING.md row", rows, rowNames)
	sameEntries(t, "MIGRATING.md difference", diffs, diffNames)
	if len(rows) == 0 || len(diffs) == 0 {
		t.Errorf("found %d rows and %d differences in MIGRATING.md", len(rows), len(diffs))
	}
}
