package security_test

// SECURITY.md's code, compiled: every ```go block of the guide is a part
// of this file, word for word (TestSecurityGuideSnippets checks it), and
// the examples run it.

import (
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path"
	"slices"
	"strings"
	"syscall"
	"testing"

	"code.dny.dev/ssrf"
	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/testdata"
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
	name := strings.TrimRight(u.Hostname(), ".") // "localhost." and "localhost.." are localhost
	if name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return nil, errInternal
	}
	return u, nil
}

// guardian is code.dny.dev/ssrf's address check, whose deny list is
// generated from IANA's IPv4 and IPv6 Special-Purpose Address Registries.
var guardian = ssrf.New()

// isInternalAddr reports whether a server must not connect to a: an
// address that IANA's special-purpose registries do not mark globally
// reachable (loopback, private-use, link-local with the cloud metadata at
// 169.254.169.254, "this network" 0.0.0.0/8, shared 100.64.0.0/10,
// benchmarking 198.18.0.0/15, documentation, reserved 240.0.0.0/4 with
// 255.255.255.255, ...), multicast, an IPv6 address outside global unicast
// 2000::/3 (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64
// 64:ff9b::/96 and 64:ff9b:1::/48, discard-only 100::/64, site-local
// fec0::/10, unique local fc00::/7, link-local fe80::/10), or in the IETF
// blocks of 2000::/3 that carry an IPv4 address (Teredo 2001::/32, 6to4
// 2002::/16).
func isInternalAddr(a netip.Addr) bool {
	return guardian.SafeAddr(a) != nil
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
	page, err := weburl.Parse("https://good.example/login")
	if err != nil {
		fmt.Println(err)
		return
	}
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
// however an IPv6 address carries it, the networks of issue 27 that the
// guide's first guard let through (each also as a URL, through
// checkFetchTarget), and lets public addresses through.
func TestIsInternalAddr(t *testing.T) {
	for _, tc := range []struct {
		addr     string
		internal bool
	}{
		{"127.0.0.1", true}, {"10.1.2.3", true}, {"169.254.169.254", true}, {"0.0.0.0", true}, {"0.1.2.3", true},
		{"::1", true}, {"::", true}, {"fe80::1", true}, {"fc00::1", true}, {"ff02::1", true}, {"224.0.0.1", true},
		{"::ffff:127.0.0.1", true}, {"::127.0.0.1", true}, {"::10.0.0.1", true},
		{"2002:7f00:1::", true}, {"2002:a9fe:a9fe::1", true}, {"2002:c0a8:101::", true},
		{"64:ff9b::127.0.0.1", true}, {"64:ff9b::a9fe:a9fe", true},
		// Issue 27: what the first guard let through.
		{"100.64.0.1", true}, {"100.127.255.254", true}, {"198.18.0.1", true}, {"198.19.255.255", true},
		{"240.0.0.1", true}, {"255.255.255.255", true},
		{"64:ff9b:1::7f00:1", true}, {"fec0::1", true}, {"feff::1", true},
		{"::ffff:0:7f00:1", true}, {"::ffff:0:a00:1", true}, // IPv4-translated ::ffff:0:a.b.c.d (RFC 6052)
		{"100::1", true},
		{"2001:0:4136:e378:8000:63bf:80ff:fffe", true}, // Teredo, client 127.0.0.1 (stored inverted)
		{"2001::7f00:1", true},
		// An IPv6 form of a public IPv4 address is refused too: only the
		// IPv4 form is dialled.
		{"::ffff:93.184.216.34", true}, {"::93.184.216.34", true}, {"2002:5db8:d822::", true}, {"64:ff9b::93.184.216.34", true},
		{"93.184.216.34", false}, {"2606:2800:220:1::", false}, {"8.8.8.8", false}, {"2a00:1450:4001:80b::200e", false},
	} {
		a := netip.MustParseAddr(tc.addr)
		if got := isInternalAddr(a); got != tc.internal {
			t.Errorf("isInternalAddr(%s) = %v, want %v", tc.addr, got, tc.internal)
		}
		raw := "http://" + netip.AddrPortFrom(a, 80).String() + "/"
		if _, err := checkFetchTarget(raw); errors.Is(err, errInternal) != tc.internal {
			t.Errorf("checkFetchTarget(%s) = %v, want internal %v", raw, err, tc.internal)
		}
	}
}

// TestIsInternalAddrRegistry checks isInternalAddr against every entry of
// IANA's IPv4 and IPv6 Special-Purpose Address Registries
// (testdata/iana, IANA's CSV files) whose "Globally Reachable" is not
// True (False, N/A, or blank for a terminated entry): the first, second,
// middle, second-to-last and last addresses of each block, skipping those
// in a smaller block that is globally reachable, must be internal, as
// checkFetchTarget must find a URL with each as its host.
func TestIsInternalAddrRegistry(t *testing.T) {
	type entry struct {
		prefix    netip.Prefix
		name      string
		reachable bool
	}
	var entries []entry
	sums := string(testdata.Read(t, "iana/SHA256SUMS"))
	for _, file := range []string{"iana/iana-ipv4-special-registry-1.csv", "iana/iana-ipv6-special-registry-1.csv"} {
		data := testdata.Read(t, file)
		if sum := fmt.Sprintf("%x  %s\n", sha256.Sum256(data), path.Base(file)); !strings.Contains(sums, sum) {
			t.Errorf("testdata/%s is not the file testdata/iana/SHA256SUMS names: %s", file, sum)
		}
		records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if h := strings.Join(records[0], ","); h != "Address Block,Name,RFC,Allocation Date,Termination Date,Source,Destination,Forwardable,Globally Reachable,Reserved-by-Protocol" {
			t.Fatalf("%s: header %q", file, h)
		}
		for _, r := range records[1:] {
			for _, block := range strings.Split(r[0], ",") {
				block, _, _ = strings.Cut(strings.TrimSpace(block), " ") // a footnote: "192.0.0.0/24 [2]"
				p, err := netip.ParsePrefix(block)
				if err != nil {
					t.Fatalf("%s: %q: %v", file, r[0], err)
				}
				entries = append(entries, entry{p, r[1], strings.HasPrefix(r[8], "True")})
			}
		}
	}
	tested, addrs := 0, 0
	for _, e := range entries {
		if e.reachable {
			continue
		}
		tested++
		for _, a := range sampleAddrs(e.prefix) {
			if slices.ContainsFunc(entries, func(o entry) bool {
				return o.reachable && o.prefix.Bits() > e.prefix.Bits() && o.prefix.Contains(a)
			}) {
				continue
			}
			addrs++
			if !isInternalAddr(a) {
				t.Errorf("%s (%s, not globally reachable): isInternalAddr(%s) = false", e.prefix, e.name, a)
			}
			raw := "http://" + netip.AddrPortFrom(a, 80).String() + "/"
			if _, err := checkFetchTarget(raw); !errors.Is(err, errInternal) {
				t.Errorf("%s (%s): checkFetchTarget(%s) = %v", e.prefix, e.name, raw, err)
			}
		}
	}
	if tested < 30 {
		t.Errorf("%d entries not globally reachable, want at least 30", tested)
	}
	t.Logf("%d of %d registry entries not globally reachable, %d addresses", tested, len(entries), addrs)
}

// sampleAddrs returns the first, second, middle, second-to-last and last
// addresses of p.
func sampleAddrs(p netip.Prefix) []netip.Addr {
	first := p.Masked().Addr()
	b := first.AsSlice()
	last := slices.Clone(b)
	middle := slices.Clone(b)
	for i := p.Bits(); i < len(b)*8; i++ {
		last[i/8] |= 0x80 >> (i % 8)
	}
	if p.Bits() < len(b)*8 {
		middle[p.Bits()/8] |= 0x80 >> (p.Bits() % 8)
	}
	lastAddr, _ := netip.AddrFromSlice(last)
	middleAddr, _ := netip.AddrFromSlice(middle)
	out := []netip.Addr{first, middleAddr, lastAddr}
	if p.Bits() < len(b)*8-1 {
		out = append(out, first.Next(), lastAddr.Prev())
	}
	return out
}

// TestSecurityGuideSnippets: every ```go block of SECURITY.md is in this
// file, word for word, so that the guide's code compiles and runs.
func TestSecurityGuideSnippets(t *testing.T) {
	guide, err := os.ReadFile("../SECURITY.md")
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
