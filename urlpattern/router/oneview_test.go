package router_test

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/router"
	"github.com/weburl/weburl/weburlhttp"
)

// rawServer serves h on a real net/http.Server of 127.0.0.1 and returns a
// function that sends one raw request (the request line and headers, CRLF
// separated, without the blank line) on a connection of its own and
// returns the response.
func rawServer(t *testing.T, h http.Handler) func(request string) *http.Response {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return func(request string) *http.Response {
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		io.WriteString(conn, request+"\r\nConnection: close\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("%q: %v", request, err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
}

// named answers with its name in the X-Route header and the path it acts
// on in X-Path.
func named(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Route", name)
		w.Header().Set("X-Path", r.URL.Path)
	}
}

// TestEmptyHost: a request without a host is routed by its path, to
// routes without a host only, as ServeMux routes it; its first segment is
// never its host (issue 37, point 1). FromRequest says the host is missing.
func TestEmptyHost(t *testing.T) {
	var rt router.Router
	rt.Handle("GET *://internal.example/admin", named("host-only"))
	rt.Handle("/admin/:page", named("admin"))
	rt.Handle("/users/:id", named("user"))
	rt.Handle("/", named("root"))
	guard := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/admin/") {
			http.Error(w, "refused", http.StatusForbidden)
			return
		}
		rt.ServeHTTP(w, r)
	})
	send := rawServer(t, guard)
	for _, c := range []struct {
		request    string
		code       int
		route, hdr string
	}{
		{"GET /internal.example/admin HTTP/1.0", 404, "", ""},
		{"GET /x/admin/secret HTTP/1.0", 404, "", ""},
		{"GET /users/42 HTTP/1.0", 200, "user", "/users/42"},
		{"GET / HTTP/1.0", 200, "root", "/"},
		{"GET /users/42 HTTP/1.1\r\nHost:", 200, "user", "/users/42"},
		{"GET /admin HTTP/1.1\r\nHost: internal.example", 200, "host-only", "/admin"},
		{"GET /admin HTTP/1.1\r\nHost: internal.example:8080", 200, "host-only", "/admin"},
	} {
		resp := send(c.request)
		if resp.StatusCode != c.code || resp.Header.Get("X-Route") != c.route || resp.Header.Get("X-Path") != c.hdr {
			t.Errorf("%q: %d %q %q, want %d %q %q", c.request, resp.StatusCode, resp.Header.Get("X-Route"), resp.Header.Get("X-Path"), c.code, c.route, c.hdr)
		}
	}
	r := httptest.NewRequest("GET", "/users/42", nil)
	r.Host = ""
	if _, err := weburlhttp.FromRequest(r, ""); !errors.Is(err, weburl.ErrHostMissing) {
		t.Errorf("FromRequest without a host: %v, want ErrHostMissing", err)
	}
	for _, host := range []string{"evil.example/admin", "a@b", "b?x", "b#x", `b\x`, "b:80/x"} {
		r.Host = host
		if u, err := weburlhttp.FromRequest(r, ""); err == nil {
			t.Errorf("FromRequest with Host %q: %v, want an error", host, u)
		}
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, r)
		if w.Code != http.StatusBadRequest {
			t.Errorf("Host %q: %d, want 400", host, w.Code)
		}
	}
}

// TestOneView: the guard in front of the router (a path-prefix check of
// r.URL.Path, as middleware is written) and the handler the router runs
// decide on one path, for request targets generated from dot segments in
// every encoding, "%2F", '\', "//", ';', non-ASCII, case, absolute form and
// odd hosts, sent raw through a real server (issue 37, points 2, 8 and the
// path-confusion test): a handler runs only for a target in the router's
// form, and its r.URL.Path is the path its route matched, decoded. A
// file-server handler (what it acts on is path.Clean(r.URL.Path), as
// http.FileServer) never acts on an /admin path but through the admin
// route, and the guard's refusal of /admin always applies. Each redirect
// leads to a target in the form, never to another host or a
// protocol-relative path.
func TestOneView(t *testing.T) {
	var rt router.Router
	var mu sync.Mutex
	var matched string
	record := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			m := rt.Match(r)
			matched = m.Pathname.Input
			mu.Unlock()
			w.Header().Set("X-Route", name)
			w.Header().Set("X-Path", r.URL.Path)
			w.Header().Set("X-Acts-On", path.Clean(r.URL.Path))
		}
	}
	rt.Handle("/admin/*", record("admin"))
	rt.Handle("/public/*", record("public"))
	rt.Handle("/*", record("files"))
	guarded := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(strings.ToLower(path.Clean(r.URL.Path)), "/admin") {
			w.Header().Set("X-Guard", "refused")
			http.Error(w, "refused", http.StatusForbidden)
			return
		}
		rt.ServeHTTP(w, r)
	})
	send := rawServer(t, guarded)
	segments := []string{"admin", "public", "x", "..", ".", "%2e", "%2E%2e", ".%2E", "%2e.", "a%2Fb", "%2F..%2Fadmin",
		"admin%2Fsecret", "%61dmin", "%41dmin", "ADMIN", "a%5Cb", `a\b`, "", ";", "a;b", "%C3%A9", "%c3%a9", "é", "%25", "%zz", "a%20b"}
	targets := map[string]bool{}
	for _, a := range segments {
		for _, b := range segments {
			for _, c := range []string{"secret.txt", "", ".."} {
				targets["/"+a+"/"+b+"/"+c] = true
			}
			targets["/"+a+"//"+b] = true
		}
	}
	for _, odd := range []string{"http://127.0.0.1/public/../admin/x", "http://127.0.0.1/%61dmin/x", "/x?q=a#b", "/x#f", "/a?%zz"} {
		targets[odd] = true
	}
	redirects, served := 0, 0
	for target := range targets {
		if strings.ContainsAny(target, " ") {
			continue
		}
		for _, host := range []string{"Host: 127.0.0.1", "Host: EXAMPLE.com", ""} {
			request := "GET " + target + " HTTP/1.1\r\n" + host
			if host == "" {
				request = "GET " + target + " HTTP/1.0"
			}
			mu.Lock()
			matched = ""
			mu.Unlock()
			resp := send(request)
			route, acts := resp.Header.Get("X-Route"), resp.Header.Get("X-Acts-On")
			switch resp.StatusCode {
			case http.StatusOK:
				served++
				mu.Lock()
				m := matched
				mu.Unlock()
				if got := weburl.PercentDecode(m); got != resp.Header.Get("X-Path") {
					t.Errorf("%q: the route matched %q (%q decoded), the handler sees %q", request, m, got, resp.Header.Get("X-Path"))
				}
				if route != "admin" && strings.HasPrefix(strings.ToLower(acts), "/admin") {
					t.Errorf("%q: route %s acts on %q", request, route, acts)
				}
				if route == "admin" {
					t.Errorf("%q: the admin route ran past the guard", request)
				}
			case http.StatusTemporaryRedirect:
				redirects++
				loc := resp.Header.Get("Location")
				if strings.HasPrefix(loc, "//") || strings.HasPrefix(loc, `/\`) ||
					!strings.HasPrefix(loc, "/") && !strings.HasPrefix(loc, "http://example.com/") {
					t.Errorf("%q: redirect to %q", request, loc)
					continue
				}
				// The redirect's target is in the router's form.
				if next := send("GET " + strings.TrimPrefix(loc, "http://example.com") + " HTTP/1.1\r\nHost: 127.0.0.1"); next.StatusCode == http.StatusTemporaryRedirect {
					t.Errorf("%q: redirect to %q, which redirects to %q", request, loc, next.Header.Get("Location"))
				}
			case http.StatusForbidden, http.StatusBadRequest, http.StatusNotFound:
			default:
				t.Errorf("%q: %d", request, resp.StatusCode)
			}
		}
	}
	if served < 200 || redirects < 1000 {
		t.Errorf("%d requests served, %d redirected: the generator is too narrow", served, redirects)
	}
}

// TestRedirectsAsServeMux: the redirects and 405s of ServeMux (the truth)
// for unclean paths and trailing slashes, with routes written both ways
// (issue 37, points 2 and 6).
func TestRedirectsAsServeMux(t *testing.T) {
	var rt router.Router
	mux := http.NewServeMux()
	for _, r := range [][2]string{
		{"GET /dir/*", "GET /dir/"},
		{"/admin/:x", "/admin/{x}"},
		{"/public/*", "/public/"},
		{"POST /form/*", "POST /form/"},
	} {
		rt.Handle(r[0], named(r[0]))
		mux.Handle(r[1], named(r[0]))
	}
	for _, c := range []struct{ method, target string }{
		{"GET", "/dir"},
		{"GET", "/dir?q=1"},
		{"POST", "/dir"},
		{"GET", "/form"},
		{"GET", "/public/../admin/x"},
		{"GET", "/public/./x"},
		{"POST", "/public/../admin/x"},
		{"GET", "//public/x"},
		{"GET", "/public//x"},
		{"GET", "/nowhere/../x"},
		{"GET", "/dir/"},
		{"GET", "/admin/x"},
		{"PUT", "/admin/x"},
	} {
		got, want := serve(&rt, c.method, c.target), serve(mux, c.method, c.target)
		if got.Code != want.Code || got.Header().Get("Location") != want.Header().Get("Location") ||
			got.Header().Get("Allow") != want.Header().Get("Allow") || got.Header().Get("X-Route") != want.Header().Get("X-Route") {
			t.Errorf("%s %s: %d %q %q %q; ServeMux %d %q %q %q", c.method, c.target,
				got.Code, got.Header().Get("Location"), got.Header().Get("Allow"), got.Header().Get("X-Route"),
				want.Code, want.Header().Get("Location"), want.Header().Get("Allow"), want.Header().Get("X-Route"))
		}
	}
	// Where ServeMux has no counterpart: the encodings it does not clean.
	for _, c := range []struct{ target, location string }{
		{"/public/%2e%2e/admin/x", "/admin/x"},
		{"/public/.%2E/admin/x", "/admin/x"},
		{`/public\..\admin\x`, "/admin/x"},
		{"/%61dmin/x", "/admin/x"},
		{"/public/a%2F..%2F..%2Fadmin/x", "/admin/x"},
		{"/public/caf%c3%a9", "/public/caf%C3%A9"},
		{"/public/x?q=%zz#f", "/public/x?q=%zz%23f"},
	} {
		if w := serve(&rt, "GET", c.target); w.Code != http.StatusTemporaryRedirect || w.Header().Get("Location") != c.location {
			t.Errorf("GET %s: %d to %q, want 307 to %q", c.target, w.Code, w.Header().Get("Location"), c.location)
		}
	}
	// CONNECT: neither cleaned nor redirected, and the port counts.
	var proxy router.Router
	proxy.Handle("CONNECT *://tunnel.example:443/*", named("tunnel"))
	send := rawServer(t, &proxy)
	for request, want := range map[string]int{
		"CONNECT tunnel.example:443 HTTP/1.1\r\nHost: tunnel.example:443": 200,
		"CONNECT tunnel.example:80 HTTP/1.1\r\nHost: tunnel.example:80":   404,
	} {
		if resp := send(request); resp.StatusCode != want {
			t.Errorf("%q: %d, want %d", request, resp.StatusCode, want)
		}
	}
}

// TestRewrittenURL: the router routes on r.URL, which a middleware may
// have rewritten, as ServeMux does (issue 37, point 3).
func TestRewrittenURL(t *testing.T) {
	var rt router.Router
	rt.Handle("/users/:id", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, r.PathValue("id")+" "+r.URL.Path)
	}))
	send := rawServer(t, http.StripPrefix("/api", &rt))
	resp := send("GET /api/users/7 HTTP/1.1\r\nHost: example.com")
	if resp.StatusCode != http.StatusOK {
		t.Errorf("under StripPrefix: %d", resp.StatusCode)
	}
	// A redirect to the router's form leads back through the middleware.
	w := httptest.NewRecorder()
	http.StripPrefix("/api", &rt).ServeHTTP(w, httptest.NewRequest("GET", "/api/users/a%7Cb", nil))
	if w.Code != http.StatusTemporaryRedirect || w.Header().Get("Location") != "/api/users/a|b" {
		t.Errorf("under StripPrefix, /api/users/a%%7Cb: %d to %q", w.Code, w.Header().Get("Location"))
	}
	// Also for a target in absolute form.
	resp = send("GET http://example.com/api/users/a%7Cb HTTP/1.1\r\nHost: example.com")
	if resp.StatusCode != http.StatusTemporaryRedirect || resp.Header.Get("Location") != "/api/users/a|b" {
		t.Errorf("under StripPrefix, absolute form: %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	w = httptest.NewRecorder()
	http.StripPrefix("/api", &rt).ServeHTTP(w, httptest.NewRequest("GET", "/api/users/a|b", nil))
	if w.Body.String() != "a|b /users/a|b" {
		t.Errorf("under StripPrefix, /api/users/a|b: %d %q", w.Code, w.Body.String())
	}
}

// TestPatternOutside: a middleware around the router sees r.Pattern and the
// path values after ServeHTTP returns, as around ServeMux (the truth), and
// Handler tells the handler and pattern without serving (issue 37, point 4).
func TestPatternOutside(t *testing.T) {
	var rt router.Router
	rt.Handle("GET /items/:id", named("item"))
	mux := http.NewServeMux()
	mux.Handle("GET /items/{id}", named("item"))
	for _, h := range []http.Handler{&rt, mux} {
		r := httptest.NewRequest("GET", "/items/7", nil)
		h.ServeHTTP(httptest.NewRecorder(), r)
		if r.PathValue("id") != "7" || !strings.HasPrefix(r.Pattern, "GET /items/") {
			t.Errorf("%T: after ServeHTTP, Pattern %q and id %q", h, r.Pattern, r.PathValue("id"))
		}
	}
	r := httptest.NewRequest("GET", "/items/7", nil)
	if h, pattern := rt.Handler(r); h == nil || pattern != "GET /items/:id" || r.Pattern != "" {
		t.Errorf("Handler: %v %q, and r.Pattern %q", h, pattern, r.Pattern)
	}
	if _, pattern := rt.Handler(httptest.NewRequest("GET", "/items/../items/7", nil)); pattern != "GET /items/:id" {
		t.Errorf("Handler of an unclean path: pattern %q", pattern)
	}
}

// TestServeMuxSyntax: ServeMux's wildcards are refused with the URL
// pattern to write, not taken as fixed text (issue 37, point 7); and
// routes no request in the router's form can match are refused.
func TestServeMuxSyntax(t *testing.T) {
	var rt router.Router
	for pattern, hint := range map[string]string{
		"GET /users/{name}":    `":name"`,
		"/files/{path...}":     `":path(.*)"`,
		"/{$}":                 `"{$}"`,
		"/a/{x}/b":             `":x"`,
		"/%61dmin/*":           `"a"`,
		"/caf%c3%a9":           "%C3",
		"/a//b":                `"//"`,
		"/repos/:o/a%2Fb/info": `"/"`,
	} {
		err := rt.Register(pattern, http.NotFoundHandler(), urlpattern.Options{})
		var pe *router.PatternError
		if !errors.As(err, &pe) || !strings.Contains(pe.Detail, hint) {
			t.Errorf("%s: %v, want a PatternError with %s", pattern, err, hint)
		}
	}
	for _, pattern := range []string{"/books{/}?", "/a{b}?", "/caf%C3%A9", "/a%20b"} {
		if err := rt.Register(pattern, http.NotFoundHandler(), urlpattern.Options{}); err != nil {
			t.Errorf("%s: %v", pattern, err)
		}
	}
}
