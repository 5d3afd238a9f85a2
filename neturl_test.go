package weburl

import (
	"errors"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// netURLInputs returns the hrefs of every urltestdata.json case that
// parses and, when the fetch step has provided them, every line of the
// benchmark lists that parses.
func netURLInputs(t *testing.T) []*URL {
	t.Helper()
	var urls []*URL
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		if tc.Failure {
			continue
		}
		u, err := tc.parse()
		if err != nil {
			t.Fatalf("%q: %v", tc.Input, err)
		}
		urls = append(urls, u)
	}
	for _, line := range testdata.BenchLines(t) {
		if u, err := Parse(strings.TrimSpace(line)); err == nil {
			urls = append(urls, u)
		}
	}
	return urls
}

// netURLForm says which form NetURL chose for u: "fields" or "opaque".
func netURLForm(u *URL, nu *url.URL) string {
	if nu.Opaque != "" && !u.HasOpaquePath() {
		return "opaque"
	}
	return "fields"
}

// TestNetURL converts every URL of the WPT data and the bench lists to a
// *url.URL: its String must be the href up to the fragment, and the
// fragment too unless net/url writes it otherwise (issue 37, point 11);
// the fields a Go program reads (Path, RawPath, RawQuery, Fragment) must
// say what the URL says for every URL; and Opaque never holds the query
// or the fragment.
func TestNetURL(t *testing.T) {
	urls := netURLInputs(t)
	forms := map[string]int{}
	fragments := 0
	for _, u := range urls {
		nu := u.NetURL()
		got, frag := nu.String(), u.fragmentPart()
		if got != u.Href() {
			wantFrag := ""
			if len(frag) > 1 {
				wantFrag = "#" + nu.EscapedFragment()
			}
			if frag == "" || got != u.href[:u.queryEnd]+wantFrag {
				t.Errorf("Parse(%q).NetURL().String() = %q", u.Href(), got)
				continue
			}
			fragments++
		}
		forms[netURLForm(u, nu)]++
		if nu.Scheme != u.Scheme() || nu.Host != u.Host() {
			t.Errorf("%q: NetURL Scheme %q Host %q", u.Href(), nu.Scheme, nu.Host)
		}
		if u.HasOpaquePath() {
			continue
		}
		if nu.Opaque != "" && (nu.Opaque != u.href[u.schemeEnd+1:u.pathEnd]) {
			t.Errorf("%q: Opaque %q holds more than the authority and path", u.Href(), nu.Opaque)
		}
		if nu.RawPath != u.href[u.pathStart:u.pathEnd] && !strings.HasPrefix(u.href[u.schemeEnd+1:], "/.") {
			t.Errorf("%q: NetURL RawPath %q, path %q", u.Href(), nu.RawPath, u.href[u.pathStart:u.pathEnd])
		}
		if nu.Path != PercentDecode(nu.RawPath) || nu.RawQuery != u.query() || nu.User.Username() != mustUnescape(u.Username()) {
			t.Errorf("%q: NetURL Path %q, RawQuery %q, User %v", u.Href(), nu.Path, nu.RawQuery, nu.User)
		}
		if len(frag) > 1 && nu.RawFragment != frag[1:] {
			t.Errorf("%q: NetURL RawFragment %q", u.Href(), nu.RawFragment)
		}
	}
	t.Logf("%d URLs: String() == Href() for all but %d, whose fragment net/url writes otherwise; %d with the path in the fields alone, %d also in Opaque",
		len(urls), fragments, forms["fields"], forms["opaque"])
	var nilURL *URL
	if nu := nilURL.NetURL(); nu == nil || nu.String() != "" {
		t.Errorf("nil URL: NetURL() = %v", nu)
	}
}

func mustUnescape(s string) string {
	d, err := url.PathUnescape(s)
	if err != nil {
		return s
	}
	return d
}

// TestNetURLExceptions shows the URLs whose authority and path net/url
// cannot write from its fields, which NetURL then also holds in Opaque, and
// the fragments it writes otherwise.
func TestNetURLExceptions(t *testing.T) {
	for _, tc := range []struct{ href, why, opaque, path, str string }{
		{"http://x/%zz%41?q", "a % not followed by two hex digits in the path", "//x/%zz%41", "/%zzA", "http://x/%zz%41?q"},
		{"http://x/private/a|b?q", "'|' in the path, which net/url escapes", "//x/private/a|b", "/private/a|b", "http://x/private/a|b?q"},
		{"sc://h%41st/p", "an opaque host with '%'", "//h%41st/p", "/p", "sc://h%41st/p"},
		{"http://x/p#", "an empty fragment, which net/url leaves out", "", "/p", "http://x/p"},
		{"http://x/p#a#b", "'#' in the fragment, which net/url escapes", "", "/p", "http://x/p#a%23b"},
	} {
		u := mustParse(tc.href)
		nu := u.NetURL()
		if nu.String() != tc.str || nu.Opaque != tc.opaque || nu.Path != tc.path || nu.Host != u.Host() {
			t.Errorf("%s (%s): NetURL() = %#v, String %q", tc.href, tc.why, nu, nu.String())
		}
		if _, err := url.Parse(tc.href); err == nil && strings.Contains(tc.href, "%zz") {
			t.Errorf("url.Parse(%q) no longer fails: update the docs", tc.href)
		}
	}
	if r, err := FromNetURL(mustParse("http://x/%zz").NetURL()); err != nil || r.Href() != "http://x/%zz" {
		t.Errorf("FromNetURL(NetURL()) = %v, %v", r, err)
	}
}

// TestHostValues checks Host values against the standard's host
// representation table and its host serializer.
func TestHostValues(t *testing.T) {
	for _, tc := range []struct {
		href string
		kind HostKind
		host string
		addr string
	}{
		{"https://example.com/", DomainHost, "example.com", ""},
		{"https://EXAMPLE.com./", DomainHost, "example.com.", ""},
		{"https://0x7f.1/", IPv4Host, "127.0.0.1", "127.0.0.1"},
		{"https://[2001:DB8:0:0:0:0:0:1]:8080/", IPv6Host, "[2001:db8::1]", "2001:db8::1"},
		{"https://[::ffff:192.0.2.1]/", IPv6Host, "[::ffff:c000:201]", "::ffff:192.0.2.1"},
		{"sc://Opaque%20Host/", OpaqueHost, "Opaque%20Host", ""},
		{"file:///etc/hosts", EmptyHost, "", ""},
		{"file://localhost/etc/hosts", EmptyHost, "", ""},
		{"sc:/path", NullHost, "", ""},
		{"mailto:x@example.com", NullHost, "", ""},
	} {
		h := mustParse(tc.href).HostValue()
		wantAddr := netip.Addr{}
		if tc.addr != "" {
			wantAddr = netip.MustParseAddr(tc.addr)
		}
		if h.Kind() != tc.kind || h.String() != tc.host || h.Addr() != wantAddr || h.IsIP() != (tc.addr != "") {
			t.Errorf("%q: HostValue() = %v %q %v, want %v %q %v", tc.href, h.Kind(), h.String(), h.Addr(), tc.kind, tc.host, wantAddr)
		}
		if p, err := ParseHost(tc.host, tc.kind == OpaqueHost); tc.kind != NullHost && tc.host != "" && (err != nil || p != h) {
			t.Errorf("ParseHost(%q) = %v, %v; want the URL's host", tc.host, p, err)
		}
	}
	// The host parser: failures carry the validation error.
	for in, want := range map[string]ValidationError{
		"1.2.3.4.5": ErrIPv4TooManyParts, "[::1": ErrIPv6Unclosed, "exa mple": ErrDomainToASCII,
		"": ErrHostMissing, "0x100000000": ErrIPv4OutOfRangePart,
	} {
		var pe *ParseError
		if _, err := ParseHost(in, false); !errors.Is(err, want) || !errors.As(err, &pe) || !pe.Host {
			t.Errorf("ParseHost(%q, false) = %v, want %v", in, err, want)
		}
	}
	if h, err := ParseHost("a<b", true); !errors.Is(err, ErrHostInvalidCodePoint) {
		t.Errorf("ParseHost(a<b, true) = %v, %v", h, err)
	}
	if h, err := ParseHost("", true); err != nil || h.Kind() != EmptyHost {
		t.Errorf("ParseHost(\"\", true) = %v, %v", h, err)
	}
	// Host equality is ==.
	a, _ := ParseHost("EXAMPLE.com", false)
	b, _ := ParseHost("example.com", false)
	c, _ := ParseHost("example.com", true)
	if a != b || a == c {
		t.Errorf("host equality: %v == %v is %v; opaque %v", a, b, a == b, c)
	}
}

// TestDomainToASCII checks the exported domain to ASCII against the
// standard's examples and UTS #46.
func TestDomainToASCII(t *testing.T) {
	for _, tc := range []struct {
		in     string
		strict bool
		want   string
	}{
		{"EXAMPLE.com", false, "example.com"},
		{"faß.de", false, "xn--fa-hia.de"},
		{"Ｅｘａｍｐｌｅ．ｃｏｍ", false, "example.com"},
		{"xn--tda.com", false, "xn--tda.com"},
		{"a_b.com", false, "a_b.com"},
		{"a_b.com", true, ""},
		{"example.com.", true, ""},
		{"", false, ""},
		{"a<b", false, ""},
	} {
		got, err := DomainToASCII(tc.in, tc.strict)
		if got != tc.want || (err == nil) != (tc.want != "") {
			t.Errorf("DomainToASCII(%q, %v) = %q, %v; want %q", tc.in, tc.strict, got, err, tc.want)
		}
		if err != nil && !errors.Is(err, ErrDomainToASCII) {
			t.Errorf("DomainToASCII(%q) error %v is not ErrDomainToASCII", tc.in, err)
		}
	}
}

// TestPorts checks the port helpers against the standard's default ports.
func TestPorts(t *testing.T) {
	for _, tc := range []struct {
		href             string
		port, orDefault  int
		hasPort, hasDflt bool
		dial             string
		dialErr          error
	}{
		{"https://example.com/", 0, 443, false, true, "example.com:443", nil},
		{"https://example.com:443/", 0, 443, false, true, "example.com:443", nil},
		{"https://example.com:8443/", 8443, 8443, true, true, "example.com:8443", nil},
		{"http://[::1]:8080/", 8080, 8080, true, true, "[::1]:8080", nil},
		{"ws://127.0.0.1/", 0, 80, false, true, "127.0.0.1:80", nil},
		{"ftp://h/", 0, 21, false, true, "h:21", nil},
		{"sc://h:99/", 99, 99, true, true, "", ErrHostNotDialable},
		{"sc://h/", 0, 0, false, false, "", ErrHostNotDialable},
		{"file:///x", 0, 0, false, false, "", ErrHostNotDialable},
		{"mailto:a@b", 0, 0, false, false, "", ErrHostNotDialable},
	} {
		u := mustParse(tc.href)
		if p, ok := u.PortNumber(); p != tc.port || ok != tc.hasPort {
			t.Errorf("%q: PortNumber = %d, %v", tc.href, p, ok)
		}
		if p, ok := u.PortOrDefault(); p != tc.orDefault || ok != tc.hasDflt {
			t.Errorf("%q: PortOrDefault = %d, %v", tc.href, p, ok)
		}
		if d, err := u.DialAddress(); d != tc.dial || !errors.Is(err, tc.dialErr) {
			t.Errorf("%q: DialAddress = %q, %v; want %q, %v", tc.href, d, err, tc.dial, tc.dialErr)
		}
	}
	for scheme, want := range map[string]int{"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21, "file": 0, "gopher": 0, "HTTP": 0} {
		if p, ok := DefaultPort(scheme); p != want || ok != (want != 0) {
			t.Errorf("DefaultPort(%q) = %d, %v", scheme, p, ok)
		}
	}
	// A dial address is what net.Dial takes: no double brackets.
	if d, _ := mustParse("http://[::1]:8080/").DialAddress(); d != net.JoinHostPort("::1", "8080") {
		t.Errorf("DialAddress = %q", d)
	}
}

// TestNetConveniences checks RequestURI, Query, SetQueryValues, JoinPath
// and ResolveReference against the standard.
func TestNetConveniences(t *testing.T) {
	for href, want := range map[string]string{
		"https://example.com/a b?":      "/a%20b?",
		"https://example.com/?q=1#f":    "/?q=1",
		"https://example.com":           "/",
		"mailto:someone@example.com?x":  "someone@example.com?x",
		"sc:/.//p?q":                    "//p?q",
		"https://example.com/%zz?a=b#c": "/%zz?a=b",
	} {
		if got := mustParse(href).RequestURI(); got != want {
			t.Errorf("RequestURI(%q) = %q, want %q", href, got, want)
		}
	}
	u := mustParse("https://example.com/?a=1&b=x+y&a=%E2%82%AC;c=3")
	q := u.Query()
	if got := q["a"]; len(got) != 2 || got[0] != "1" || got[1] != "€;c=3" || q.Get("b") != "x y" {
		t.Errorf("Query() = %v", q)
	}
	u.SetQueryValues(url.Values{"z": {"~*"}, "a": {"1", "2"}})
	if u.Search() != "?a=1&a=2&z=%7E*" || u.SearchParams().Get("z") != "~*" {
		t.Errorf("SetQueryValues: %q", u.Href())
	}
	u.SetQueryValues(nil)
	if u.Href() != "https://example.com/" {
		t.Errorf("SetQueryValues(nil): %q", u.Href())
	}
	for _, tc := range []struct {
		href string
		elem []string
		want string
	}{
		{"https://example.com/a/", []string{"b", "c d"}, "https://example.com/a/b/c%20d"},
		{"https://example.com/a", []string{"../b/"}, "https://example.com/b/"},
		{"https://example.com/a?q#f", []string{"x?y"}, "https://example.com/a/x%3Fy?q#f"},
		{"https://example.com/", nil, "https://example.com/"},
		{"https://example.com/a", []string{"", "b"}, "https://example.com/a//b"},
	} {
		got, err := mustParse(tc.href).JoinPath(tc.elem...)
		if err != nil || got.Href() != tc.want {
			t.Errorf("JoinPath(%q, %q) = %v, %v; want %q", tc.href, tc.elem, got, err, tc.want)
		}
	}
	if _, err := mustParse("mailto:x").JoinPath("y"); !errors.Is(err, ErrOpaquePath) {
		t.Errorf("JoinPath on an opaque path: %v", err)
	}
	ref := mustParse("https://other.example/x")
	if r := mustParse("https://example.com/").ResolveReference(ref); !r.Equal(ref) || r == ref {
		t.Errorf("ResolveReference = %v", r)
	}
}
