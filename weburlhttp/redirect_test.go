package weburlhttp_test

import (
	"context"
	"crypto/tls"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/weburlhttp"
)

// The expected targets in these tests come from the URL Standard's parser
// (https://url.spec.whatwg.org/) and the Fetch standard's "location URL",
// worked by hand; each case says which rule decides it.

func TestResolveLocation(t *testing.T) {
	tests := []struct {
		location, request, want string
		why                     string
	}{
		{`/\evil.example/x`, "http://origin.example/start", "http://evil.example/x",
			"relative slash state: '\\' after '/' in a special URL is a '/', then special authority ignore slashes state"},
		{`https:evil.example`, "http://origin.example/start", "https://evil.example/",
			"scheme state: special scheme that is not the base's: special authority slashes state"},
		{`https:evil.example`, "https://origin.example/a/start", "https://origin.example/a/evil.example",
			"scheme state: special scheme equal to the base's: special relative or authority state, then a path-relative reference"},
		{"//evil.exa\tmple/\nx", "http://origin.example/start", "http://evil.example/x",
			"basic URL parser: remove all ASCII tab or newline from input"},
		{"  /x  ", "http://origin.example/start", "http://origin.example/x",
			"basic URL parser: remove leading and trailing C0 control or space"},
		{"//evil.example", "http://origin.example/start", "http://evil.example/",
			"scheme-relative: special authority ignore slashes state; an empty path in a special URL is \"/\""},
		{"../x", "http://origin.example/a/b/c", "http://origin.example/a/x",
			"path state: '..' shortens the base's path"},
		{"/a/%2e%2E/x", "http://origin.example/start", "http://origin.example/x",
			"path state: %2e%2E is a double-dot URL path segment"},
		{"/next", "http://origin.example/start#sec", "http://origin.example/next#sec",
			"Fetch location URL: a null fragment is set to the request's fragment"},
		{"/next#", "http://origin.example/start#sec", "http://origin.example/next#",
			"Fetch location URL: an empty fragment is not null, so it stays"},
		{"/next#top", "http://origin.example/start#sec", "http://origin.example/next#top",
			"Fetch location URL: the location's own fragment wins"},
		{"/next", "http://origin.example/start#", "http://origin.example/next#",
			"Fetch location URL: the request's empty fragment is copied"},
		{"?q=1 2", "http://origin.example/p?old", "http://origin.example/p?q=1%202",
			"query state: a space is percent-encoded with the special-query percent-encode set"},
		{"HTTP://EVIL.example:80/", "https://origin.example/", "http://evil.example/",
			"host parser: domain to ASCII lowercases; the scheme's default port is null"},
		{"javascript:alert(1)", "http://origin.example/", "javascript:alert(1)",
			"an absolute URL with an opaque path; ResolveLocation does not check the scheme"},
	}
	for _, tc := range tests {
		req := mustParse(tc.request)
		got, err := weburlhttp.ResolveLocation(tc.location, req)
		if err != nil {
			t.Errorf("ResolveLocation(%q, %q): %v (%s)", tc.location, tc.request, err, tc.why)
			continue
		}
		if got.Href() != tc.want {
			t.Errorf("ResolveLocation(%q, %q) = %q, want %q (%s)", tc.location, tc.request, got.Href(), tc.want, tc.why)
		}
		if req.Href() != tc.request {
			t.Errorf("ResolveLocation changed the request URL to %q", req.Href())
		}
	}
}

func TestResolveLocationErrors(t *testing.T) {
	// "http://[::1" fails with IPv6-unclosed (host parser); "/x" without a
	// base fails with missing-scheme-non-relative-URL (no scheme state).
	_, err := weburlhttp.ResolveLocation("http://[::1", mustParse("http://origin.example/"))
	var pe *weburl.ParseError
	if !errors.As(err, &pe) || pe.Type != weburl.ErrIPv6Unclosed || pe.Input != "http://[::1" {
		t.Errorf("ResolveLocation(%q) error = %v, want a *ParseError IPv6-unclosed", "http://[::1", err)
	}
	for _, base := range []*weburl.URL{nil, new(weburl.URL)} {
		_, err = weburlhttp.ResolveLocation("/x", base)
		if !errors.Is(err, weburl.ErrMissingSchemeNonRelativeURL) {
			t.Errorf("ResolveLocation(%q, %v) error = %v, want missing-scheme-non-relative-URL", "/x", base, err)
		}
		u, err := weburlhttp.ResolveLocation("https://example.com/a", base)
		if err != nil || u.Href() != "https://example.com/a" {
			t.Errorf("ResolveLocation(absolute, %v) = %v, %v", base, u, err)
		}
	}
}

// hit is what the test server saw of one request.
type hit struct {
	Host, Path, Authorization string
}

// requestPath returns the path of a request target as it was on the wire,
// in origin form ("/a|b?q") or absolute form ("http://host/a|b?q").
func requestPath(target string) string {
	if !strings.HasPrefix(target, "/") {
		if _, rest, ok := strings.Cut(target, "://"); ok {
			target = rest[strings.IndexByte(rest+"/", '/'):]
		}
	}
	path, _, _ := strings.Cut(target, "?")
	return path
}

// redirectServer runs a TLS and a plain HTTP test server on loopback that
// answer "/start/NAME" with a 302 to the Location redirects[NAME] and any
// other path with 200, and a client transport that sends every host to
// them (port 443 to the TLS one), so that the test can "visit"
// evil.example. It returns the transport and a function that returns the
// requests seen so far and forgets them.
func redirectServer(t *testing.T, redirects map[string]string) (*http.Transport, func() []hit) {
	t.Helper()
	var mu sync.Mutex
	var hits []hit
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hits = append(hits, hit{r.Host, requestPath(r.RequestURI), r.Header.Get("Authorization")})
		mu.Unlock()
		if name, ok := strings.CutPrefix(r.URL.Path, "/start/"); ok {
			if loc, ok := redirects[name]; ok {
				w.Header()["Location"] = []string{loc}
				w.WriteHeader(http.StatusFound)
				return
			}
		}
		w.Write([]byte("ok"))
	})
	plain := httptest.NewServer(handler)
	t.Cleanup(plain.Close)
	secure := httptest.NewTLSServer(handler)
	t.Cleanup(secure.Close)
	tr := &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			to := plain.Listener.Addr().String()
			if strings.HasSuffix(addr, ":443") {
				to = secure.Listener.Addr().String()
			}
			var d net.Dialer
			return d.DialContext(ctx, "tcp", to)
		},
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, // loopback test server only
	}
	t.Cleanup(tr.CloseIdleConnections)
	return tr, func() []hit {
		mu.Lock()
		defer mu.Unlock()
		h := hits
		hits = nil
		return h
	}
}

func TestCheckRedirectFollowsBrowser(t *testing.T) {
	tr, seen := redirectServer(t, map[string]string{
		"backslash":  `/\evil.example/x`,
		"https":      `https:evil.example`,
		"dotdot":     `/a/%2e%2E/x`,
		"scheme-rel": `//evil.example`,
		"relative":   `../x`,
		"fragment":   `/next`,
		"tab":        "//evil.exa\tmple/x",
		"js":         `javascript:alert(1)`,
		"pipe":       `/a|b`,
		"file":       `file:///etc/passwd`,
	})
	plainClient := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	browserClient := &http.Client{Transport: tr, Timeout: 10 * time.Second, CheckRedirect: weburlhttp.CheckRedirect(nil)}

	tests := []struct {
		name, start string
		// What net/http does without the helper: the second request's
		// host and path, or an error containing netErr.
		netHost, netPath, netErr string
		// What a browser does (the URL Standard's parser, as in
		// TestResolveLocation), or an error wrapping browserErr.
		host, path string
		browserErr error
		finalURL   string // the browser's final URL, when checked
	}{
		{name: "backslash", start: "http://origin.example/start/backslash",
			netHost: "origin.example", netPath: "/%5Cevil.example/x",
			host: "evil.example", path: "/x"},
		{name: "https", start: "http://origin.example/start/https",
			netErr: "no Host in request URL",
			host:   "evil.example", path: "/", finalURL: "https://evil.example/"},
		{name: "dotdot", start: "http://origin.example/start/dotdot",
			netHost: "origin.example", netPath: "/a/%2e%2E/x",
			host: "origin.example", path: "/x"},
		{name: "scheme-rel", start: "http://origin.example/start/scheme-rel",
			netHost: "evil.example", netPath: "/",
			host: "evil.example", path: "/"},
		{name: "relative", start: "http://origin.example/start/relative",
			netHost: "origin.example", netPath: "/x",
			host: "origin.example", path: "/x"},
		{name: "fragment", start: "http://origin.example/start/fragment#sec",
			netHost: "origin.example", netPath: "/next",
			host: "origin.example", path: "/next", finalURL: "http://origin.example/next#sec"},
		{name: "pipe", start: "http://origin.example/start/pipe",
			netHost: "origin.example", netPath: "/a%7Cb",
			host: "origin.example", path: "/a|b"}, // '|' is not in the path percent-encode set
		{name: "js", start: "http://origin.example/start/js",
			netErr:     "unsupported protocol scheme",
			browserErr: weburlhttp.ErrRedirectScheme},
		{name: "file", start: "http://origin.example/start/file",
			netErr:     "unsupported protocol scheme",
			browserErr: weburlhttp.ErrRedirectScheme},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seen()
			resp, err := plainClient.Get(tc.start)
			if resp != nil {
				resp.Body.Close()
			}
			hits := seen()
			if tc.netErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.netErr) {
					t.Errorf("net/http: error %v, want one containing %q", err, tc.netErr)
				}
			} else if err != nil || len(hits) != 2 || hits[1].Host != tc.netHost || hits[1].Path != tc.netPath {
				t.Errorf("net/http: requests %v, error %v; want the second to host %q path %q", hits, err, tc.netHost, tc.netPath)
			}

			resp, err = browserClient.Get(tc.start)
			if resp != nil {
				resp.Body.Close()
			}
			hits = seen()
			if tc.browserErr != nil {
				if !errors.Is(err, tc.browserErr) || len(hits) != 1 {
					t.Errorf("with CheckRedirect: requests %v, error %v; want only the first and an error wrapping %v", hits, err, tc.browserErr)
				}
				return
			}
			if err != nil || len(hits) != 2 || hits[1].Host != tc.host || hits[1].Path != tc.path {
				t.Fatalf("with CheckRedirect: requests %v, error %v; want the second to host %q path %q", hits, err, tc.host, tc.path)
			}
			if tc.finalURL != "" && resp.Request.URL.String() != tc.finalURL {
				t.Errorf("with CheckRedirect: final URL %q, want %q", resp.Request.URL, tc.finalURL)
			}
		})
	}

	// A tab in the Location: a browser removes it and goes to
	// http://evil.example/x; net/url rejects the control character, and
	// net/http fails before it calls CheckRedirect, with or without the
	// helper (documented on CheckRedirect).
	for _, c := range []*http.Client{plainClient, browserClient} {
		_, err := c.Get("http://origin.example/start/tab")
		if err == nil || !strings.Contains(err.Error(), "failed to parse Location header") {
			t.Errorf("tab in Location: error %v, want net/http's failed to parse Location header", err)
		}
		seen()
	}
}

// net/http stops sending Authorization on a redirect to a host that is not
// the first request's host or a subdomain of it (http.Client's documented
// behaviour). It judges by its own URL, origin.example/%5Cevil.example/x,
// and would keep the header; CheckRedirect must judge by the host the
// request really goes to, evil.example.
func TestCheckRedirectSensitiveHeaders(t *testing.T) {
	tr, seen := redirectServer(t, map[string]string{
		"backslash": `/\evil.example/x`,
		"sub":       `/\sub.origin.example/x`,
	})
	c := &http.Client{Transport: tr, Timeout: 10 * time.Second, CheckRedirect: weburlhttp.CheckRedirect(nil)}
	for _, tc := range []struct {
		start, host, auth string
	}{
		{"http://origin.example/start/backslash", "evil.example", ""},
		{"http://origin.example/start/sub", "sub.origin.example", "Bearer secret"},
	} {
		req, _ := http.NewRequest("GET", tc.start, nil)
		req.Header.Set("Authorization", "Bearer secret")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		hits := seen()
		if len(hits) != 2 || hits[1].Host != tc.host || hits[1].Authorization != tc.auth {
			t.Errorf("%s: requests %+v; want the second to %s with Authorization %q", tc.start, hits, tc.host, tc.auth)
		}
	}
}

// net/http's default policy, which CheckRedirect(nil) keeps: fail with
// "stopped after 10 redirects" once 10 requests have been made.
func TestCheckRedirectLimit(t *testing.T) {
	tr, seen := redirectServer(t, map[string]string{"loop": `/start/loop`})
	c := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	for _, check := range []func(*http.Request, []*http.Request) error{nil, weburlhttp.CheckRedirect(nil)} {
		c.CheckRedirect = check
		_, err := c.Get("http://origin.example/start/loop")
		if err == nil || !strings.Contains(err.Error(), "stopped after 10 redirects") {
			t.Errorf("error %v, want stopped after 10 redirects", err)
		}
		if n := len(seen()); n != 10 {
			t.Errorf("%d requests, want 10", n)
		}
	}

	// With next, next decides; it sees the browser's URL.
	var got []string
	c.CheckRedirect = weburlhttp.CheckRedirect(func(req *http.Request, via []*http.Request) error {
		got = append(got, req.URL.String())
		if len(via) >= 2 {
			return http.ErrUseLastResponse
		}
		return nil
	})
	resp, err := c.Get("http://origin.example/start/loop#f")
	if err != nil || resp.StatusCode != http.StatusFound {
		t.Fatalf("got %v, %v; want the 302 (ErrUseLastResponse)", resp, err)
	}
	resp.Body.Close()
	if len(got) != 2 || got[0] != "http://origin.example/start/loop#f" {
		t.Errorf("next saw %q", got)
	}
	seen()
}

func TestCheckRedirectOddInput(t *testing.T) {
	check := weburlhttp.CheckRedirect(nil)
	if err := check(nil, nil); err == nil {
		t.Error("nil request: no error")
	}
	req, _ := http.NewRequest("GET", "http://example.com/", nil)
	if err := check(req, nil); err != nil || req.URL.String() != "http://example.com/" {
		t.Errorf("no via: %v, %v", err, req.URL)
	}
	// A request with no Response, or a Response without Location.
	if err := check(req, []*http.Request{req}); err != nil {
		t.Errorf("no Response: %v", err)
	}
	req.Response = &http.Response{Header: http.Header{}}
	if err := check(req, []*http.Request{nil}); err != nil {
		t.Errorf("nil via: %v", err)
	}
	// Two Location fields: Fetch's location URL is failure.
	req.Response.Header["Location"] = []string{"/a", "/b"}
	if err := check(req, []*http.Request{req}); err == nil {
		t.Error("two Location fields: no error")
	}
	req.Response.Header["Location"] = []string{"http://[::1"}
	if err := check(req, []*http.Request{req}); !errors.Is(err, weburl.ErrIPv6Unclosed) {
		t.Errorf("bad Location: %v, want IPv6-unclosed", err)
	}
}

// mustParse parses s, which the tests know to be a URL.
func mustParse(s string) *weburl.URL {
	u, err := weburl.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
