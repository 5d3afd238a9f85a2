package weburlhttp

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/testdata"
)

// loadURLTestData reads the web-platform-tests URL data that the
// repository commits in testdata/wpt.
func loadURLTestData(t *testing.T) []testdata.URLTestCase {
	return testdata.WPT[testdata.URLTestCase](t, "wpt/urltestdata.json")
}

// wptAndBenchURLs returns the URL of every urltestdata.json case that
// parses and, when the fetch step has provided them (go run
// ./internal/fetchtestdata), every line of the benchmark lists in
// testdata/bench that parses.
func wptAndBenchURLs(t *testing.T) []*weburl.URL {
	t.Helper()
	var urls []*weburl.URL
	for _, tc := range loadURLTestData(t) {
		if tc.Failure {
			continue
		}
		base := ""
		if tc.Base != nil {
			base = *tc.Base
		}
		u, err := weburl.ParseWithBase(tc.Input, base)
		if tc.Base == nil {
			u, err = weburl.Parse(tc.Input)
		}
		if err != nil {
			t.Fatalf("%q: %v", tc.Input, err)
		}
		urls = append(urls, u)
	}
	for _, line := range testdata.BenchLines(t) {
		if u, err := weburl.Parse(strings.TrimSpace(line)); err == nil {
			urls = append(urls, u)
		}
	}
	return urls
}

// recordingListener records the first line and the Host header of the
// request that each connection carries (the client sends one request per
// connection), as the server reads them, before net/http's server checks
// anything: the server rejects some Host headers that browsers send.
type recordingListener struct {
	net.Listener
	mu    sync.Mutex
	heads []string
}

func (l *recordingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &recordingConn{Conn: c, l: l}, nil
}

type recordingConn struct {
	net.Conn
	l    *recordingListener
	buf  []byte
	done bool
}

func (c *recordingConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if !c.done {
		c.buf = append(c.buf, p[:n]...)
		if head, _, ok := strings.Cut(string(c.buf), "\r\n\r\n"); ok {
			c.done = true
			c.l.mu.Lock()
			c.l.heads = append(c.l.heads, head)
			c.l.mu.Unlock()
		}
	}
	return n, err
}

// TestNetURLRequests sends every http and https URL of TestNetURL's inputs through
// net/http's client, built by NewRequest, to one httptest server that
// every host is dialed to, and compares the request line and Host header
// that reach the server with what a browser sends: the target is the
// href's path and query, byte for byte, in origin form, for every URL,
// also those whose path net/url cannot write (issue 37, point 11), but
// for a path that also starts with "//", which net/http can only send in
// absolute form; and Host is the URL's host.
func TestNetURLRequests(t *testing.T) {
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	rl := &recordingListener{Listener: srv.Listener}
	srv.Listener = rl
	srv.Start()
	defer srv.Close()
	addr := rl.Addr().String()
	dial := func(ctx context.Context, network, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, network, addr)
	}
	// https requests go to the same plain server: a DialTLSContext's
	// connection counts as past the TLS handshake, so the server reads
	// the request as the client writes it inside TLS.
	client := &http.Client{Transport: &http.Transport{DialContext: dial, DialTLSContext: dial, DisableKeepAlives: true}}

	urls := wptAndBenchURLs(t)
	if testing.Short() && len(urls) > 2000 {
		urls = urls[:2000]
	}
	sent, absolute, rejected, noHost := 0, 0, 0, 0
	for _, u := range urls {
		if (u.Scheme() != "http" && u.Scheme() != "https") || u.Hostname() == "" {
			continue
		}
		req, err := NewRequest(context.Background(), "GET", u, nil)
		if err != nil {
			t.Fatalf("%q: %v", u.Href(), err)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Errorf("%q: %v", u.Href(), err)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusBadRequest {
			rejected++ // net/http's server refuses the Host header
		}
		sent++
		rl.mu.Lock()
		head := rl.heads[len(rl.heads)-1]
		rl.mu.Unlock()
		line, headers, _ := strings.Cut(head, "\r\n")
		target := strings.TrimSuffix(strings.TrimPrefix(line, "GET "), " HTTP/1.1")
		want := u.RequestURI()
		if !strings.HasPrefix(target, "/") {
			// A path that starts with "//" and that net/url cannot
			// write goes in absolute form, with u's authority.
			absolute++
			if strings.HasPrefix(want, "//") {
				want = u.Scheme() + "://" + u.Host() + want
			}
		}
		wantHost := u.Host()
		if strings.ContainsAny(wantHost, "\"`{}") {
			// net/http's client sends an empty Host header for a host
			// that RFC 3986 does not allow, which browsers send.
			wantHost = ""
			noHost++
		}
		if target != want || !strings.Contains("\r\n"+headers+"\r\n", "\r\nHost: "+wantHost+"\r\n") {
			t.Errorf("%q: the server got %q, Host line in %q; want target %q, Host %q", u.Href(), target, headers, want, u.Host())
		}
		if strings.Contains(target, "#") && !strings.Contains(u.RequestURI(), "#") {
			t.Errorf("%q: the fragment was sent", u.Href())
		}
	}
	t.Logf("%d requests: every target is the href's path and query, every Host the URL's host but %d; "+
		"%d in absolute form; net/http's server answered 400 to %d Host headers", sent, noHost, absolute, rejected)
}

// TestNewRequestDoubleSlashPath: a request for a URL whose path starts
// with "//" and that net/url cannot write goes to the URL's host: net/http's
// server, reading the request line NewRequest writes, sees the URL's host
// and path, never the path's first segment as the host.
func TestNewRequestDoubleSlashPath(t *testing.T) {
	for _, href := range []string{"http://h//evil.example/x|y", "https://h:8443//evil.example/a|b?q|r#f"} {
		u, err := weburl.Parse(href)
		if err != nil {
			t.Fatal(err)
		}
		req, err := NewRequest(context.Background(), "GET", u, nil)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := req.Write(&b); err != nil {
			t.Fatal(err)
		}
		got, err := http.ReadRequest(bufio.NewReader(strings.NewReader(b.String())))
		if err != nil {
			t.Fatalf("%s: %v", href, err)
		}
		if got.Host != u.Host() || got.URL.Path != weburl.PercentDecode(u.Pathname()) || got.URL.RawQuery != strings.TrimPrefix(u.Search(), "?") {
			t.Errorf("%s: the server reads host %q, path %q, query %q (request line %q)", href, got.Host, got.URL.Path, got.URL.RawQuery, strings.SplitN(b.String(), "\r\n", 2)[0])
		}
	}
}

// TestFromRequest checks the URL a server sees.
func TestFromRequest(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := FromRequest(r, "")
		if err != nil {
			got = err.Error()
			return
		}
		got = u.Href()
	}))
	defer srv.Close()
	host := srv.Listener.Addr().String()
	for target, want := range map[string]string{
		"/a/./b?q=1%202": "http://" + host + "/a/b?q=1%202",
		"/x?":            "http://" + host + "/x?",
		"/a/../b\\c?x":   "http://" + host + "/b/c?x",
	} {
		conn, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		conn.Write([]byte("GET " + target + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n"))
		bufio.NewReader(conn).ReadString('\n')
		conn.Close()
		if got != want {
			t.Errorf("request target %q: FromRequest = %q, want %q", target, got, want)
		}
	}
	tlsReq := httptest.NewRequest("GET", "https://example.com/p", nil)
	if u, err := FromRequest(tlsReq, ""); err != nil || u.Href() != "https://example.com/p" {
		t.Errorf("TLS request: %v, %v", u, err)
	}
	if _, err := FromRequest(nil, ""); err == nil {
		t.Errorf("FromRequest(nil) = nil error")
	}
}

// TestToNetURL checks the *url.URL that NewRequest gives net/http against
// the web-platform-tests URL data: its request target (RequestURI) is the
// href's path and query, byte for byte, in origin form; its Host, Path and
// RawQuery are the URL's; and its String is the href (but for the
// fragment net/url writes otherwise) unless net/url cannot write the path,
// which is then its Opaque, for the request line alone.
func TestToNetURL(t *testing.T) {
	n, opaque := 0, 0
	for _, tc := range loadURLTestData(t) {
		if tc.Failure || tc.Href == "" {
			continue
		}
		u, err := weburl.Parse(tc.Href)
		if err != nil {
			t.Fatalf("%q: %v", tc.Href, err)
		}
		if u.HasOpaquePath() {
			continue
		}
		nu := requestNetURL(u)
		n++
		noFrag, _, _ := strings.Cut(tc.Href, "#")
		if u.Scheme() == "http" || u.Scheme() == "https" {
			if target := nu.RequestURI(); target != u.RequestURI() {
				t.Errorf("%q: request target %q, want %q", tc.Href, target, u.RequestURI())
			}
			if nu.Host != tc.Host || nu.RawQuery != strings.TrimPrefix(tc.Search, "?") {
				t.Errorf("%q: Host %q, RawQuery %q", tc.Href, nu.Host, nu.RawQuery)
			}
		}
		if nu.Opaque != "" {
			opaque++
			if (u.Scheme() == "http" || u.Scheme() == "https") && nu.Opaque != u.Pathname() {
				t.Errorf("%q: Opaque %q, want the path %q", tc.Href, nu.Opaque, u.Pathname())
			}
			continue
		}
		got, _, _ := strings.Cut(nu.String(), "#")
		if tc.Username != "" || tc.Password != "" {
			if nu.User == nil || nu.User.Username() == "" && tc.Username != "" {
				t.Errorf("%q: credentials lost: User %v", tc.Href, nu.User)
			}
			continue
		}
		if got != noFrag {
			t.Errorf("%q: String() = %q, differs before the fragment", tc.Href, nu.String())
		}
	}
	if n < 500 || opaque == 0 {
		t.Errorf("only %d cases (%d with the path in Opaque)", n, opaque)
	}
}
