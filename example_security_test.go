package weburl_test

// SECURITY.md's code, compiled: every ```go block of the guide is a part
// of this file, word for word (TestSecurityGuideSnippets checks it), and
// the examples run it.

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/weburl/weburl"
)

var (
	errScheme      = errors.New("scheme not allowed")
	errCredentials = errors.New("credentials in URL")
	errInternal    = errors.New("internal address")
)

// checkFetchTarget decides whether a server may fetch raw, and returns the URL to fetch.
func checkFetchTarget(raw string) (*weburl.URL, error) {
	u, err := weburl.Parse(raw)
	if err != nil {
		return nil, err // a browser would not fetch it either
	}
	if p := u.Protocol(); p != "http:" && p != "https:" {
		return nil, errScheme // an allowlist: file:, gopher:, dict:, data:, ... stay out
	}
	if u.Username() != "" || u.Password() != "" {
		return nil, errCredentials
	}
	h := u.HostValue()
	if h.IsIP() {
		if isInternalAddr(h.Addr()) {
			return nil, errInternal
		}
		return u, nil
	}
	name := strings.TrimSuffix(u.Hostname(), ".") // "localhost." is localhost
	if name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return nil, errInternal
	}
	return u, nil
}

// isInternalAddr reports whether a is loopback, private, link-local (cloud
// metadata at 169.254.169.254), unspecified or in 0.0.0.0/8 (both reach the
// local host), or multicast, or an IPv6 address that carries such an IPv4
// address: IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, 6to4
// 2002:aabb:ccdd:: (for aa.bb.cc.dd) and NAT64 64:ff9b::a.b.c.d.
func isInternalAddr(a netip.Addr) bool {
	a = a.Unmap() // ::ffff:127.0.0.1 is 127.0.0.1
	if a.IsLoopback() || a.IsPrivate() || a.IsUnspecified() ||
		a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsInterfaceLocalMulticast() || a.IsMulticast() {
		return true
	}
	if a.Is4() {
		return a.As4()[0] == 0 // 0.0.0.0/8, "this network"
	}
	b := a.As16()
	switch {
	case [12]byte(b[:12]) == [12]byte{}: // IPv4-compatible ::a.b.c.d
		return isInternalAddr(netip.AddrFrom4([4]byte(b[12:])))
	case b[0] == 0x20 && b[1] == 0x02: // 6to4 2002::/16
		return isInternalAddr(netip.AddrFrom4([4]byte(b[2:6])))
	case [12]byte(b[:12]) == [12]byte{0, 0x64, 0xff, 0x9b}: // NAT64 64:ff9b::/96
		return isInternalAddr(netip.AddrFrom4([4]byte(b[12:])))
	}
	return false
}

// internalDialer connects only to addresses that are not internal: it
// checks the address actually dialled, after DNS, which a URL check cannot
// see (127.0.0.1.nip.io, DNS rebinding).
var internalDialer = &net.Dialer{
	Control: func(network, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		if err != nil || isInternalAddr(ap.Addr()) {
			return fmt.Errorf("dial %s: %w", address, errInternal)
		}
		return nil
	},
}

// fetchClient is an http.Client whose every connection goes through
// internalDialer; give it a CheckRedirect too, as above.
var fetchClient = &http.Client{
	Transport: &http.Transport{DialContext: internalDialer.DialContext},
}

// redirectBack sends the browser to next, resolved against page, when it stays on page's origin.
func redirectBack(w http.ResponseWriter, r *http.Request, page *weburl.URL, next string) {
	target, err := page.Parse(next) // or weburlhttp.ResolveLocation(next, page)
	if err != nil || target.Origin() != page.Origin() {
		target = page // or an error page
	}
	http.Redirect(w, r, target.Href(), http.StatusSeeOther)
}

// An SSRF filter: parse once, decide on the parsed scheme and host (an
// address in any of its forms), then fetch the parsed URL.
func Example_ssrfFilter() {
	for _, raw := range []string{
		"https://example.com/avatar.png",
		"http://0x7f.1/",
		"http://[::ffff:127.0.0.1]/",
		"http://[::127.0.0.1]/",
		"http://[2002:7f00:1::]/",
		"http://[64:ff9b::a9fe:a9fe]/latest",
		"http://0.1.2.3/",
		"http://LOCALHOST./",
		"file:///etc/passwd",
		"https://user:pw@example.com/",
	} {
		u, err := checkFetchTarget(raw)
		fmt.Printf("%-36s %v %v\n", raw, u, err)
	}
	// Output:
	// https://example.com/avatar.png       https://example.com/avatar.png <nil>
	// http://0x7f.1/                       <nil> internal address
	// http://[::ffff:127.0.0.1]/           <nil> internal address
	// http://[::127.0.0.1]/                <nil> internal address
	// http://[2002:7f00:1::]/              <nil> internal address
	// http://[64:ff9b::a9fe:a9fe]/latest   <nil> internal address
	// http://0.1.2.3/                      <nil> internal address
	// http://LOCALHOST./                   <nil> internal address
	// file:///etc/passwd                   <nil> scheme not allowed
	// https://user:pw@example.com/         <nil> credentials in URL
}

// The check at dial time: a name that passed the URL check (here a server
// on 127.0.0.1, as a name such as 127.0.0.1.nip.io resolves) is refused
// when the client connects.
func Example_dialControl() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	_, err := fetchClient.Get(srv.URL)
	fmt.Println(errors.Is(err, errInternal))
	// Output: true
}

// An open-redirect check: resolve next against the page as the browser
// will, and compare origins.
func Example_openRedirect() {
	page := mustParse("https://good.example/login")
	for _, next := range []string{"/account", "//evil.example", `/\evil.example`, " /\t/evil.example", "https:evil.example"} {
		w := httptest.NewRecorder()
		redirectBack(w, httptest.NewRequest("GET", "/login", nil), page, next)
		fmt.Printf("%q -> %s\n", next, w.Header().Get("Location"))
	}
	// Output:
	// "/account" -> https://good.example/account
	// "//evil.example" -> https://good.example/login
	// "/\\evil.example" -> https://good.example/login
	// " /\t/evil.example" -> https://good.example/login
	// "https:evil.example" -> https://good.example/evil.example
}

// errInvalid is parseStrict's error.
var errInvalid = errors.New("not a valid URL string")

// parseStrict is SECURITY.md's strict pattern: a URL is accepted only when
// it parses without a validation error.
func parseStrict(raw string) (*weburl.URL, error) {
	var errs []weburl.ValidationErrorAt
	u, err := weburl.ParseOptions{ValidationErrors: &errs}.Parse(raw)
	if err != nil || len(errs) > 0 {
		return nil, errInvalid // not a URL, or not written as the standard writes URLs
	}
	return u, nil
}

// The strict pattern refuses the inputs on which browsers and the
// standard were measured to go to different hosts (BROWSERS.md), such as
// Chromium's "a%2Ab" for a "*" in a host.
func Example_strict() {
	for _, raw := range []string{"https://example.com/a", "https://a*b/", "https://example.com\\evil"} {
		u, err := parseStrict(raw)
		fmt.Println(u, err)
	}
	// Output:
	// https://example.com/a <nil>
	// <nil> not a valid URL string
	// <nil> not a valid URL string
}

// TestIsInternalAddr: the address test catches an internal IPv4 address
// however an IPv6 address carries it, and lets public addresses through.
func TestIsInternalAddr(t *testing.T) {
	for _, tc := range []struct {
		addr     string
		internal bool
	}{
		{"127.0.0.1", true}, {"10.1.2.3", true}, {"169.254.169.254", true}, {"0.0.0.0", true}, {"0.1.2.3", true},
		{"::1", true}, {"::", true}, {"fe80::1", true}, {"fc00::1", true}, {"ff02::1", true},
		{"::ffff:127.0.0.1", true}, {"::127.0.0.1", true}, {"::10.0.0.1", true},
		{"2002:7f00:1::", true}, {"2002:a9fe:a9fe::1", true}, {"2002:c0a8:101::", true},
		{"64:ff9b::127.0.0.1", true}, {"64:ff9b::a9fe:a9fe", true},
		{"93.184.216.34", false}, {"2606:2800:220:1::", false}, {"::93.184.216.34", false},
		{"2002:5db8:d822::", false}, {"64:ff9b::93.184.216.34", false}, {"::ffff:93.184.216.34", false},
	} {
		if got := isInternalAddr(netip.MustParseAddr(tc.addr)); got != tc.internal {
			t.Errorf("isInternalAddr(%s) = %v, want %v", tc.addr, got, tc.internal)
		}
	}
}

// TestSecurityGuideSnippets: every ```go block of SECURITY.md is in this
// file, word for word, so that the guide's code compiles and runs.
func TestSecurityGuideSnippets(t *testing.T) {
	guide, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.ReadFile("example_security_test.go")
	if err != nil {
		t.Fatal(err)
	}
	blocks := 0
	for rest := string(guide); ; {
		_, after, ok := strings.Cut(rest, "```go\n")
		if !ok {
			break
		}
		block, tail, _ := strings.Cut(after, "```\n")
		rest = tail
		blocks++
		if !strings.Contains(string(self), block) {
			t.Errorf("SECURITY.md's block %d is not in example_security_test.go:\n%s", blocks, block)
		}
	}
	if blocks < 3 {
		t.Errorf("SECURITY.md has %d go blocks, want at least 3", blocks)
	}
}
