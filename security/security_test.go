package security_test

// The tests behind SECURITY.md: one entry per pattern of the guide (named
// after the pattern's heading). Each entry runs the wrong check, with net/url
// or a naive string test, and asserts that it lets the attack through, then
// runs the right check with weburl and asserts that it catches it, with the
// results the URL Standard gives. TestSecurityGuideCoverage checks that the
// guide's pattern headings and this table name the same patterns.

import (
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"path"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/guidetest"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/urlpattern/router"
	"github.com/weburl/weburl/weburlhttp"
)

// The guide's own code, isInternalAddr and checkFetchTarget with their
// errors, is in example_security_test.go.
var (
	errSecScheme      = errScheme
	errSecCredentials = errCredentials
	errSecInternal    = errInternal
)

// naiveIsInternal is the string denylist that SSRF filters get wrong.
func naiveIsInternal(host string) bool {
	host = strings.ToLower(host)
	for _, p := range []string{"127.", "10.", "192.168.", "169.254.", "0.0.0.0"} {
		if strings.HasPrefix(host, p) {
			return true
		}
	}
	return host == "localhost" || host == "::1" || host == "[::1]"
}

// netURLIsInternal is the SSRF check done with net/url and netip: an IP
// address must not be internal, and a name must not be "localhost".
func netURLIsInternal(t *testing.T, raw string) bool {
	t.Helper()
	h := guidetest.NetParse(t, raw).Hostname()
	if a, err := netip.ParseAddr(h); err == nil {
		return isInternalAddr(a)
	}
	return h == "localhost"
}

// naiveHost is the RFC 3986 reading of the authority that many parsers
// and regular expressions do: the host follows the last "@" of the text
// between "//" and the first "/", "?" or "#". "\" is not a delimiter.
func naiveHost(raw string) string {
	rest := raw
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[i+2:]
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndex(rest, "@"); i >= 0 {
		rest = rest[i+1:]
	}
	if i := strings.LastIndex(rest, ":"); i >= 0 {
		rest = rest[:i]
	}
	return strings.ToLower(rest)
}

type securityPattern struct {
	name string
	test func(t *testing.T)
}

var securityPatterns = []securityPattern{
	{"SSRF filter on the host", func(t *testing.T) {
		for _, c := range []struct {
			in, netHost, href             string
			netipCatches, denylistCatches bool
		}{
			{"http://0x7f.1/", "0x7f.1", "http://127.0.0.1/", false, false},
			{"http://2130706433/", "2130706433", "http://127.0.0.1/", false, false},
			{"http://127.1/", "127.1", "http://127.0.0.1/", false, true},
			{"http://[::ffff:127.0.0.1]/", "::ffff:127.0.0.1", "http://[::ffff:7f00:1]/", true, false},
			{"http://0177.0.0.1/", "0177.0.0.1", "http://127.0.0.1/", false, false},
		} {
			// Wrong: net/url's Hostname tested with netip, or with a string
			// denylist. Each misses some of these.
			h := guidetest.NetParse(t, c.in).Hostname()
			guidetest.Same(t, "net/url Hostname of "+c.in, h, c.netHost)
			guidetest.Same(t, "netURLIsInternal("+c.in+")", netURLIsInternal(t, c.in), c.netipCatches)
			guidetest.Same(t, "naiveIsInternal("+h+")", naiveIsInternal(h), c.denylistCatches)
			// Right: the parsed address.
			u := guidetest.WebParse(t, c.in)
			guidetest.Same(t, "weburl href of "+c.in, u.Href(), c.href)
			guidetest.Same(t, "Addr().Unmap() of "+c.in, u.HostValue().Addr().Unmap(), netip.MustParseAddr("127.0.0.1"))
			guidetest.Same(t, "IsLoopback of "+c.in, u.HostValue().Addr().Unmap().IsLoopback(), true)
			_, err := checkFetchTarget(c.in)
			guidetest.Same(t, "checkFetchTarget("+c.in+") blocks", errors.Is(err, errSecInternal), true)
		}
	}},
	{"Names that resolve inside", func(t *testing.T) {
		// What each name resolves to: /etc/hosts on Debian, a cloud's
		// metadata server, nip.io.
		for _, c := range []struct {
			host, addr string
			urlStops   bool
		}{
			{"localhost", "127.0.0.1", true},
			{"LOCALHOST", "127.0.0.1", true},
			{"localhost.", "127.0.0.1", true},
			{"ｌｏｃａｌｈｏｓｔ", "127.0.0.1", true},
			{"localhost..", "127.0.0.1", true},
			{"localhost。。", "127.0.0.1", true},
			{"localhost.localdomain", "127.0.0.1", false},
			{"ip6-localhost", "::1", false},
			{"metadata.google.internal", "169.254.169.254", false},
			{"127.0.0.1.nip.io", "127.0.0.1", false},
		} {
			_, err := checkFetchTarget("http://" + c.host + "/")
			guidetest.Same(t, "checkFetchTarget stops "+c.host, errors.Is(err, errSecInternal), c.urlStops)
			// The dial check on the address the name resolves to.
			derr := internalDialer.Control("tcp", net.JoinHostPort(c.addr, "80"), nil)
			guidetest.Same(t, "internalDialer stops "+c.host+" at "+c.addr, errors.Is(derr, errSecInternal), true)
		}
	}},
	{"IPv4 addresses in any form", func(t *testing.T) {
		for _, c := range []struct{ in, netHost, addr string }{
			{"http://017700000001/", "017700000001", "127.0.0.1"},
			{"http://0x7f000001/", "0x7f000001", "127.0.0.1"},
			{"http://10.1/", "10.1", "10.0.0.1"},
			{"http://0x0a.0.0.1/", "0x0a.0.0.1", "10.0.0.1"},
			{"http://0xa9fea9fe/", "0xa9fea9fe", "169.254.169.254"},
			{"http://0/", "0", "0.0.0.0"},
			{"http://0300.0250.1/", "0300.0250.1", "192.168.0.1"},
		} {
			// Wrong: net/url + netip.ParseAddr, which takes only the
			// dotted-decimal form; anything else passes as a "name".
			h := guidetest.NetParse(t, c.in).Hostname()
			guidetest.Same(t, "net/url Hostname of "+c.in, h, c.netHost)
			_, err := netip.ParseAddr(h)
			guidetest.Same(t, "netip.ParseAddr("+h+") fails", err != nil, true)
			guidetest.Same(t, "netURLIsInternal("+c.in+")", netURLIsInternal(t, c.in), false)
			// Right: HostValue().Addr().
			u := guidetest.WebParse(t, c.in)
			hv := u.HostValue()
			guidetest.Same(t, "Kind of "+c.in, hv.Kind(), weburl.IPv4Host)
			guidetest.Same(t, "Addr of "+c.in, hv.Addr(), netip.MustParseAddr(c.addr))
			guidetest.Same(t, "isInternalAddr of "+c.in, isInternalAddr(hv.Addr()), true)
			guidetest.Same(t, "href of "+c.in, u.Href(), "http://"+c.addr+"/")
		}
		// Numbers that are not an address make the URL fail, where net/url
		// hands them to the resolver.
		for _, c := range []struct {
			in  string
			err weburl.ValidationError
		}{
			{"http://1.1.1.1.1/", weburl.ErrIPv4TooManyParts},
			{"http://09.0.0.1/", weburl.ErrIPv4NonNumericPart},
			{"http://256.256.256.256/", weburl.ErrIPv4OutOfRangePart},
		} {
			guidetest.NetParse(t, c.in)
			_, err := weburl.Parse(c.in)
			guidetest.Same(t, "weburl.Parse("+c.in+") fails with "+c.err.String(), errors.Is(err, c.err), true)
		}
	}},
	{"Full-width dots and IDNA in hosts", func(t *testing.T) {
		for _, c := range []struct{ in, netHost, host string }{
			{"http://127。0。0。1/", "127。0。0。1", "127.0.0.1"},
			{"http://ｌｏｃａｌｈｏｓｔ/", "ｌｏｃａｌｈｏｓｔ", "localhost"},
			{"http://ｅｘａｍｐｌｅ.com/", "ｅｘａｍｐｌｅ.com", "example.com"},
			{"http://LOCALHOST/", "LOCALHOST", "localhost"},
		} {
			h := guidetest.NetParse(t, c.in).Hostname()
			guidetest.Same(t, "net/url Hostname of "+c.in, h, c.netHost)
			guidetest.Same(t, "naive host == "+c.host, h == c.host, false)
			u := guidetest.WebParse(t, c.in)
			guidetest.Same(t, "weburl Hostname of "+c.in, u.Hostname(), c.host)
		}
		guidetest.Same(t, "netURLIsInternal(127。0。0。1)", netURLIsInternal(t, "http://127。0。0。1/"), false)
		for _, in := range []string{"http://127。0。0。1/", "http://ｌｏｃａｌｈｏｓｔ/", "http://LOCALHOST/"} {
			_, err := checkFetchTarget(in)
			guidetest.Same(t, "checkFetchTarget("+in+") blocks", errors.Is(err, errSecInternal), true)
		}
	}},
	{"Backslash in the authority", func(t *testing.T) {
		for _, c := range []struct{ in, naive, host, path string }{
			{`https://evil.example\@good.example/`, "good.example", "evil.example", "/@good.example/"},
			{`https://evil.example\\@good.example/`, "good.example", "evil.example", "//@good.example/"},
			{`https://good.example\@evil.example/`, "evil.example", "good.example", "/@evil.example/"},
		} {
			guidetest.Same(t, "naiveHost("+c.in+")", naiveHost(c.in), c.naive)
			_, err := url.Parse(c.in)
			guidetest.Same(t, "url.Parse("+c.in+") error", err != nil && strings.Contains(err.Error(), "invalid userinfo"), true)
			u := guidetest.WebParse(t, c.in)
			guidetest.Same(t, "weburl Hostname of "+c.in, u.Hostname(), c.host)
			guidetest.Same(t, "weburl Pathname of "+c.in, u.Pathname(), c.path)
			guidetest.Same(t, "weburl Username of "+c.in, u.Username(), "")
		}
	}},
	{"`@` in the authority", func(t *testing.T) {
		in := "http://good.example@evil.example/"
		guidetest.Same(t, "HasPrefix(good.example)", strings.HasPrefix(in, "http://good.example"), true)
		nu := guidetest.NetParse(t, in)
		guidetest.Same(t, "net/url Hostname", nu.Hostname(), "evil.example")
		u := guidetest.WebParse(t, in)
		guidetest.Same(t, "weburl Hostname", u.Hostname(), "evil.example")
		guidetest.Same(t, "weburl Username", u.Username(), "good.example")
		guidetest.Same(t, "allowed", u.Hostname() == "good.example", false)

		// "The host follows the last @" is wrong too: a fragment or query
		// may hold one.
		for _, in := range []string{"http://evil.example#@good.example/", "http://evil.example?@good.example/"} {
			naive := in[strings.LastIndex(in, "@")+1:]
			naive = strings.TrimSuffix(naive, "/")
			guidetest.Same(t, "after last @ of "+in, naive, "good.example")
			guidetest.Same(t, "net/url Hostname of "+in, guidetest.NetParse(t, in).Hostname(), "evil.example")
			guidetest.Same(t, "weburl Hostname of "+in, guidetest.WebParse(t, in).Hostname(), "evil.example")
		}
	}},
	{"Credentials in URLs", func(t *testing.T) {
		in := "https://good.example:pass@evil.example"
		// Wrong: the host is what comes before the first ":".
		rest := strings.TrimPrefix(in, "https://")
		guidetest.Same(t, "text before ':'", rest[:strings.IndexAny(rest, ":/")], "good.example")
		guidetest.Same(t, "HasPrefix(https://good.example)", strings.HasPrefix(in, "https://good.example"), true)
		nu := guidetest.NetParse(t, in)
		guidetest.Same(t, "net/url Hostname", nu.Hostname(), "evil.example")
		guidetest.Same(t, "net/url User", nu.User.String(), "good.example:pass")
		u := guidetest.WebParse(t, in)
		guidetest.Same(t, "weburl href", u.Href(), "https://good.example:pass@evil.example/")
		guidetest.Same(t, "weburl Hostname", u.Hostname(), "evil.example")
		guidetest.Same(t, "weburl Username", u.Username(), "good.example")
		guidetest.Same(t, "weburl Password", u.Password(), "pass")
		guidetest.Same(t, "weburl Render", publicsuffix.Render(u, 0), "https://evil.example/")
		_, err := checkFetchTarget(in)
		guidetest.Same(t, "checkFetchTarget rejects credentials", errors.Is(err, errSecCredentials), true)
		// Forwarded as it is, the URL sends the credentials.
		req, err := weburlhttp.NewRequest(t.Context(), "GET", u, nil)
		if err != nil {
			t.Fatal(err)
		}
		guidetest.Same(t, "NewRequest Authorization", req.Header.Get("Authorization"), "Basic Z29vZC5leGFtcGxlOnBhc3M=")
		guidetest.Same(t, "NewRequest Host", req.Host, "evil.example")
	}},
	{"Missing slashes after the scheme", func(t *testing.T) {
		for _, c := range []struct{ in, netOpaque, netPath, href string }{
			{"http:example.com", "example.com", "", "http://example.com/"},
			{`http:/\evil.example`, "", `/\evil.example`, "http://evil.example/"},
			{"https:/evil.example", "", "/evil.example", "https://evil.example/"},
			{`https:\\evil.example`, `\\evil.example`, "", "https://evil.example/"},
		} {
			// Wrong: "no host, so it goes nowhere".
			nu := guidetest.NetParse(t, c.in)
			guidetest.Same(t, "net/url Host of "+c.in, nu.Host, "")
			guidetest.Same(t, "net/url Opaque of "+c.in, nu.Opaque, c.netOpaque)
			guidetest.Same(t, "net/url Path of "+c.in, nu.Path, c.netPath)
			u := guidetest.WebParse(t, c.in)
			guidetest.Same(t, "weburl href of "+c.in, u.Href(), c.href)
		}
		// Against a base of the same scheme, "http:" without slashes is
		// a relative reference; "http:/\" still names a host.
		page := guidetest.WebParse(t, "http://good.example/dir/page")
		rel, err := page.Parse("http:example.com")
		if err != nil {
			t.Fatal(err)
		}
		guidetest.Same(t, "http:example.com against page", rel.Href(), "http://good.example/dir/example.com")
		rel, err = page.Parse(`http:/\evil.example`)
		if err != nil {
			t.Fatal(err)
		}
		guidetest.Same(t, `http:/\evil.example against page`, rel.Href(), "http://evil.example/")
	}},
	{"`javascript:` with tabs, newlines and controls", func(t *testing.T) {
		page := guidetest.WebParse(t, "https://good.example/post")
		allowed := func(u *weburl.URL) bool {
			switch u.Protocol() {
			case "http:", "https:", "mailto:":
				return true
			}
			return false
		}
		for _, c := range []struct{ in, netErr string }{
			{"java\tscript:alert(1)", "invalid control character"},
			{"\njavascript:alert(1)", "invalid control character"},
			{"jav\r\nascript:alert(1)", "invalid control character"},
			{"  javascript:alert(1)", "first path segment in URL cannot contain colon"},
			{"\x01javascript:alert(1)", "invalid control character"},
			{"\x00javascript:alert(1)", "invalid control character"},
		} {
			// Wrong: a prefix test, and net/url, which fails, so a
			// sanitizer that takes a failure for "not a URL" or "relative"
			// keeps the link.
			guidetest.Same(t, "HasPrefix javascript: of "+c.in, strings.HasPrefix(strings.ToLower(c.in), "javascript:"), false)
			_, err := url.Parse(c.in)
			guidetest.Same(t, "url.Parse("+c.in+") error", err != nil && strings.Contains(err.Error(), c.netErr), true)
			// Right: parse against the page, look at the scheme.
			u, err := page.Parse(c.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", c.in, err)
			}
			guidetest.Same(t, "weburl href of "+c.in, u.Href(), "javascript:alert(1)")
			guidetest.Same(t, "Protocol of "+c.in, u.Protocol(), "javascript:")
			guidetest.Same(t, "allowed "+c.in, allowed(u), false)
		}
		// A host allowlist does not help: the scheme decides.
		in := "javascript://good.example/%0Aalert(1)"
		nu := guidetest.NetParse(t, in)
		guidetest.Same(t, "net/url Hostname", nu.Hostname(), "good.example")
		guidetest.Same(t, "net/url Path", nu.Path, "/\nalert(1)")
		u := guidetest.WebParse(t, in)
		guidetest.Same(t, "weburl Protocol", u.Protocol(), "javascript:")
		guidetest.Same(t, "weburl Hostname", u.Hostname(), "good.example")
		guidetest.Same(t, "weburl Kind", u.HostValue().Kind(), weburl.OpaqueHost)
		guidetest.Same(t, "allowed", allowed(u), false)
		// Upper case is no disguise either.
		guidetest.Same(t, "JaVaScRiPt:", guidetest.WebParse(t, "JaVaScRiPt:alert(1)").Protocol(), "javascript:")
	}},
	{"Open redirects with relative references", func(t *testing.T) {
		for _, c := range []struct{ page, next, netHost, target string }{
			{"https://good.example/login", "//evil.example", "evil.example", "https://evil.example/"},
			{"https://good.example/login", `/\evil.example`, "", "https://evil.example/"},
			{"https://good.example/login", `\\evil.example`, "", "https://evil.example/"},
			{"http://good.example/login", "https:evil.example", "", "https://evil.example/"},
		} {
			// Wrong: "starts with /" or "net/url finds no host".
			nu, err := url.Parse(c.next)
			if err != nil {
				t.Fatalf("url.Parse(%q): %v", c.next, err)
			}
			guidetest.Same(t, "net/url Host of "+c.next, nu.Host, c.netHost)
			naiveLocal := strings.HasPrefix(c.next, "/") || nu.Host == ""
			guidetest.Same(t, "naive local "+c.next, naiveLocal, true)
			// Right: resolve against the page, compare origins.
			page := guidetest.WebParse(t, c.page)
			target, err := page.Parse(c.next)
			if err != nil {
				t.Fatalf("Parse(%q): %v", c.next, err)
			}
			guidetest.Same(t, "target of "+c.next, target.Href(), c.target)
			guidetest.Same(t, "same origin "+c.next, target.Origin() == page.Origin(), false)
			loc, err := weburlhttp.ResolveLocation(c.next, page)
			if err != nil {
				t.Fatal(err)
			}
			guidetest.Same(t, "ResolveLocation "+c.next, loc.Href(), c.target)
		}
		// A tab or leading space does not hide "//" from a browser; net/url
		// rejects the input.
		page := guidetest.WebParse(t, "https://good.example/login")
		_, err := url.Parse(" /\t/evil.example")
		guidetest.Same(t, "url.Parse fails", err != nil, true)
		target, err := page.Parse(" /\t/evil.example")
		if err != nil {
			t.Fatal(err)
		}
		guidetest.Same(t, "hidden //", target.Href(), "https://evil.example/")
		// Against an https page "https:evil.example" is a path.
		target, err = page.Parse("https:evil.example")
		if err != nil {
			t.Fatal(err)
		}
		guidetest.Same(t, "https:evil.example from https", target.Href(), "https://good.example/evil.example")
		guidetest.Same(t, "same origin", target.Origin() == page.Origin(), true)
	}},
	{"Encoded dots in paths", func(t *testing.T) {
		for _, in := range []string{
			"https://good.example/public/%2e%2e/admin",
			"https://good.example/public/.%2E/admin",
			"https://good.example/public/%2E./admin",
			`https://good.example/public/..\admin`,
		} {
			// Wrong: the prefix of net/url's path, decoded or not.
			nu := guidetest.NetParse(t, in)
			guidetest.Same(t, "net/url Path prefix of "+in, strings.HasPrefix(nu.Path, "/public/"), true)
			guidetest.Same(t, "net/url EscapedPath prefix of "+in, strings.HasPrefix(nu.EscapedPath(), "/public/"), true)
			// Right: Pathname after parsing, which a browser requests.
			u := guidetest.WebParse(t, in)
			guidetest.Same(t, "weburl Pathname of "+in, u.Pathname(), "/admin")
			guidetest.Same(t, "weburl prefix of "+in, strings.HasPrefix(u.Pathname(), "/public/"), false)
			guidetest.Same(t, "NetURL of "+in, u.NetURL().String(), "https://good.example/admin")
		}
		// "%2F" is not a separator to the parser: the segment stays.
		u := guidetest.WebParse(t, "https://good.example/public/..%2Fadmin")
		guidetest.Same(t, "encoded slash", u.Pathname(), "/public/..%2Fadmin")
	}},
	{"One reading of a request: the router's rule", func(t *testing.T) {
		var rt router.Router
		rt.Handle("GET *://internal.example/admin", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
		rt.Handle("/admin/*", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
		rt.Handle("/*", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, path.Clean(r.URL.Path)) // what a file server acts on
		}))
		for target, location := range map[string]string{
			"/public/%2e%2e/admin/x":      "/admin/x",
			"/public/.%2E/admin/x":        "/admin/x",
			"/%61dmin/secret.txt":         "/admin/secret.txt",
			"/x%2F..%2Fadmin/secret.txt":  "/admin/secret.txt",
			`/public/..\admin\secret.txt`: "/admin/secret.txt",
			"//evil.example/x":            "/evil.example/x",
		} {
			w := httptest.NewRecorder()
			rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
			guidetest.Same(t, target, w.Code, http.StatusTemporaryRedirect)
			guidetest.Same(t, target+" Location", w.Header().Get("Location"), location)
		}
		// Without a Host header, the path's first segment is not a host.
		r := httptest.NewRequest("GET", "/internal.example/admin", nil)
		r.Host = ""
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, r)
		guidetest.Same(t, "no host", w.Body.String(), "/internal.example/admin")
		_, err := weburlhttp.FromRequest(r, "")
		guidetest.Same(t, "FromRequest without a host", errors.Is(err, weburl.ErrHostMissing), true)
	}},
	{"Trailing dots in hosts", func(t *testing.T) {
		for _, c := range []struct{ in, netHost, host string }{
			{"http://localhost./", "localhost.", "localhost."},
			{"http://LocalHost./", "LocalHost.", "localhost."},
			{"http://localhost。/", "localhost。", "localhost."},
			{"http://127.0.0.1./", "127.0.0.1.", "127.0.0.1"},
		} {
			h := guidetest.NetParse(t, c.in).Hostname()
			guidetest.Same(t, "net/url Hostname of "+c.in, h, c.netHost)
			guidetest.Same(t, "netURLIsInternal("+c.in+")", netURLIsInternal(t, c.in), false)
			u := guidetest.WebParse(t, c.in)
			guidetest.Same(t, "weburl Hostname of "+c.in, u.Hostname(), c.host)
			_, err := checkFetchTarget(c.in)
			guidetest.Same(t, "checkFetchTarget("+c.in+") blocks", errors.Is(err, errSecInternal), true)
		}
		// A trailing dot makes another host and another origin.
		a, b := guidetest.WebParse(t, "https://example.com./"), guidetest.WebParse(t, "https://example.com/")
		guidetest.Same(t, "hosts equal", a.HostValue() == b.HostValue(), false)
		guidetest.Same(t, "origins equal", a.Origin() == b.Origin(), false)
		guidetest.Same(t, "exact allowlist", a.Hostname() == "example.com", false)
	}},
	{"Host allowlists by suffix matching", func(t *testing.T) {
		allowed := func(u *weburl.URL) bool {
			h := u.Hostname()
			return h == "example.com" || strings.HasSuffix(h, ".example.com")
		}
		for _, in := range []string{
			"https://evilexample.com/",
			"https://example.com.evil.example/",
			"https://evil.example/?next=example.com",
		} {
			// Wrong: suffix, substring and prefix tests.
			h := guidetest.NetParse(t, in).Hostname()
			naive := strings.HasSuffix(h, "example.com") || strings.Contains(in, "example.com")
			guidetest.Same(t, "naive allowlist "+in, naive, true)
			u := guidetest.WebParse(t, in)
			guidetest.Same(t, "allowed "+in, allowed(u), false)
			rd, _ := publicsuffix.RegistrableDomain(u.HostValue())
			guidetest.Same(t, "RegistrableDomain of "+in+" is example.com", rd == "example.com", false)
			guidetest.Same(t, "SameSite "+in, publicsuffix.SameSite(u.Origin(), guidetest.WebParse(t, "https://example.com/").Origin()), false)
		}
		for _, in := range []string{"https://www.example.com/", "https://WWW.ＥＸＡＭＰＬＥ.com/"} {
			u := guidetest.WebParse(t, in)
			guidetest.Same(t, "allowed "+in, allowed(u), true)
			rd, ok := publicsuffix.RegistrableDomain(u.HostValue())
			guidetest.Same(t, "RegistrableDomain of "+in, rd, "example.com")
			guidetest.Same(t, "RegistrableDomain ok "+in, ok, true)
			guidetest.Same(t, "SameSite "+in, publicsuffix.SameSite(u.Origin(), guidetest.WebParse(t, "https://example.com/").Origin()), true)
		}
	}},
	{"`file:` and other schemes in fetchers", func(t *testing.T) {
		// Wrong: a denylist of "file:" on the raw string.
		for _, in := range []string{"FILE:///etc/passwd", " file:///etc/passwd", "fi\tle:///etc/passwd", "file:/etc/passwd", "gopher://127.0.0.1:6379/_x", "dict://127.0.0.1:11211/"} {
			if strings.HasPrefix(in, "file:") && in != "file:/etc/passwd" {
				t.Errorf("%q: the naive check catches it", in)
			}
			_, err := checkFetchTarget(in)
			guidetest.Same(t, "checkFetchTarget("+in+") rejects the scheme", errors.Is(err, errSecScheme), true)
		}
		guidetest.Same(t, "HasPrefix FILE:", strings.HasPrefix("FILE:///etc/passwd", "file:"), false)
		guidetest.Same(t, "weburl FILE:", guidetest.WebParse(t, "FILE:///etc/passwd").Href(), "file:///etc/passwd")
		guidetest.Same(t, "weburl leading space", guidetest.WebParse(t, " file:///etc/passwd").Protocol(), "file:")
		guidetest.Same(t, "weburl tab", guidetest.WebParse(t, "fi\tle:///etc/passwd").Protocol(), "file:")
		// Wrong: net/url and a denylist of the scheme "file": gopher passes.
		nu := guidetest.NetParse(t, "gopher://127.0.0.1:6379/_x")
		guidetest.Same(t, "net/url Scheme", nu.Scheme, "gopher")
		guidetest.Same(t, "denylist", nu.Scheme != "file", true)
		// The host of a non-special URL is opaque: no address to test, so
		// the scheme must be checked first.
		u := guidetest.WebParse(t, "gopher://127.0.0.1:6379/_x")
		guidetest.Same(t, "gopher host kind", u.HostValue().Kind(), weburl.OpaqueHost)
		guidetest.Same(t, "gopher Addr valid", u.HostValue().Addr().IsValid(), false)
		guidetest.Same(t, "gopher Hostname", u.Hostname(), "127.0.0.1")
	}},
	{"Redirects followed by net/http", func(t *testing.T) {
		var location string
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", location)
			w.WriteHeader(http.StatusFound)
		}))
		defer srv.Close()

		for _, c := range []struct {
			location, netURL, browser string
			wrongFollows              bool
		}{
			{"http://0x7f.1/admin", "http://0x7f.1/admin", "http://127.0.0.1/admin", true},
			{"http://0xa9fea9fe/latest", "http://0xa9fea9fe/latest", "http://169.254.169.254/latest", true},
			// net/http stays on the first host (the test server, itself on
			// loopback, so the wrong check's verdict is not asserted).
			{`/\127.1/admin`, srv.URL + "/%5C127.1/admin", "http://127.0.0.1/admin", false},
		} {
			location = c.location
			// Wrong: a CheckRedirect that tests net/http's req.URL with
			// net/url and netip. It stops each redirect so that nothing
			// is dialled; it records whether it would have followed.
			var sawURL string
			var wouldFollow bool
			wrong := &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error {
				sawURL = req.URL.String()
				wouldFollow = !netURLIsInternal(t, req.URL.String())
				return http.ErrUseLastResponse
			}}
			resp, err := wrong.Get(srv.URL + "/start")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			guidetest.Same(t, "net/http redirect for "+c.location, sawURL, c.netURL)
			if c.wrongFollows {
				guidetest.Same(t, "wrong check follows "+c.location, wouldFollow, true)
			}

			// Right: weburlhttp.CheckRedirect makes req.URL the browser's
			// URL, and next runs the same check as the first request.
			sawURL = ""
			right := &http.Client{CheckRedirect: weburlhttp.CheckRedirect(func(req *http.Request, via []*http.Request) error {
				sawURL = req.URL.String()
				_, err := checkFetchTarget(req.URL.String())
				return err
			})}
			resp, err = right.Get(srv.URL + "/start")
			if err == nil {
				resp.Body.Close()
			}
			guidetest.Same(t, "browser redirect for "+c.location, sawURL, c.browser)
			guidetest.Same(t, "right check stops "+c.location, errors.Is(err, errSecInternal), true)
		}

		// A browser follows only http and https redirects.
		location = "file:///etc/passwd"
		client := &http.Client{CheckRedirect: weburlhttp.CheckRedirect(nil)}
		resp, err := client.Get(srv.URL + "/start")
		if err == nil {
			resp.Body.Close()
		}
		guidetest.Same(t, "file: redirect refused", errors.Is(err, weburlhttp.ErrRedirectScheme), true)
	}},
}

func TestSecurityPatterns(t *testing.T) {
	for _, p := range securityPatterns {
		t.Run(p.name, p.test)
	}
}

// TestSecurityGoldenRule checks that what the golden rule hands on is the
// parsed URL: its href, NetURL and NewRequest agree, and none is the input.
func TestSecurityGoldenRule(t *testing.T) {
	in := "HTTPS://Good.Example:443/a/%2e%2e/b\\c?q=1 2#frag"
	u, err := checkFetchTarget(in)
	if err != nil {
		t.Fatal(err)
	}
	guidetest.Same(t, "href", u.Href(), "https://good.example/b/c?q=1%202#frag")
	guidetest.Same(t, "NetURL", u.NetURL().String(), "https://good.example/b/c?q=1%202#frag")
	req, err := weburlhttp.NewRequest(t.Context(), "GET", u, nil)
	if err != nil {
		t.Fatal(err)
	}
	guidetest.Same(t, "request Host", req.Host, "good.example")
	guidetest.Same(t, "request target", req.URL.RequestURI(), "/b/c?q=1%202")
	for _, in := range []string{"http://0x7f.1/", "javascript:alert(1)", "https://a:b@good.example/", "http://[::1]/", "not a url"} {
		if _, err := checkFetchTarget(in); err == nil {
			t.Errorf("checkFetchTarget(%q) allowed", in)
		}
	}
}

// TestSecurityGuideCoverage checks that every pattern heading of SECURITY.md
// ("### " under "## Patterns") has an entry in securityPatterns, and the
// other way round.
func TestSecurityGuideCoverage(t *testing.T) {
	var headings []string
	in := false
	guidetest.ReadGuide(t, "../SECURITY.md", func(line string) {
		switch {
		case strings.HasPrefix(line, "## "):
			in = line == "## Patterns"
		case in && strings.HasPrefix(line, "### "):
			headings = append(headings, strings.TrimPrefix(line, "### "))
		}
	})
	var names []string
	for _, p := range securityPatterns {
		names = append(names, p.name)
	}
	guidetest.SameEntries(t, "SECURITY.md pattern", headings, names)
	if len(headings) < 12 {
		t.Errorf("SECURITY.md has %d patterns, want at least 12", len(headings))
	}
}
