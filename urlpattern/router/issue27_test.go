package router_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/router"
)

// serve sends method target through h and returns the response.
func serve(h http.Handler, method, target string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

// TestPathValueDecoded: r.PathValue gives a pathname group percent-decoded,
// as ServeMux gives a wildcard on the same request (the truth here), and
// Match(r) keeps the value as the URL holds it in the router's form (issue
// 27, point 1); a request not in that form is redirected to it first
// (issue 37, point 8), and the answer is the redirected request's.
func TestPathValueDecoded(t *testing.T) {
	var rt router.Router
	mux := http.NewServeMux()
	var got, raw, want string
	rt.HandleFunc("/users/:name", func(w http.ResponseWriter, r *http.Request) {
		got = r.PathValue("name")
		raw, _ = rt.Match(r).Pathname.Group("name")
	})
	rt.HandleFunc("/files/*", func(w http.ResponseWriter, r *http.Request) {
		got = r.PathValue("0")
		raw, _ = rt.Match(r).Pathname.Group("0")
	})
	mux.HandleFunc("/users/{name}", func(w http.ResponseWriter, r *http.Request) { want = r.PathValue("name") })
	mux.HandleFunc("/files/{rest...}", func(w http.ResponseWriter, r *http.Request) { want = r.PathValue("rest") })
	for _, c := range []struct{ target, location, want, raw string }{
		{"/users/a%20b", "", "a b", "a%20b"},
		{"/users/caf%C3%A9", "", "café", "caf%C3%A9"},
		{"/users/caf%c3%a9", "/users/caf%C3%A9", "café", "caf%C3%A9"},
		{"/users/a+b", "", "a+b", "a+b"},
		{"/users/%E2%82%AC%3F", "", "€?", "%E2%82%AC%3F"},
		{"/files/a%2Fb/c%20d", "/files/a/b/c%20d", "a/b/c d", "a/b/c%20d"},
	} {
		got, raw, want = "", "", ""
		target := c.target
		if w := serve(&rt, "GET", target); w.Code != http.StatusOK {
			if w.Code != http.StatusTemporaryRedirect || w.Header().Get("Location") != c.location {
				t.Errorf("%s: %d to %q, want 307 to %q", target, w.Code, w.Header().Get("Location"), c.location)
				continue
			}
			target = c.location
			serve(&rt, "GET", target)
		}
		serve(mux, "GET", c.target)
		if got != want || got != c.want || raw != c.raw {
			t.Errorf("%s: PathValue %q, Match %q; ServeMux %q, want %q and %q", c.target, got, raw, want, c.want, c.raw)
		}
	}
}

// TestConflicts: a route that ranks equally with a registered route of the
// same method and shares a request with it is refused, naming both routes
// and where they were registered; routes that share no request, or rank
// differently, are accepted (issue 27, point 2).
func TestConflicts(t *testing.T) {
	ic := urlpattern.Options{IgnoreCase: true}
	for _, c := range []struct {
		first, second string
		opts1, opts2  urlpattern.Options
		conflict      bool
		duplicate     bool
		example       string // of the ConflictError; "" for none
	}{
		{first: "/a", second: "/a", conflict: true, duplicate: true},
		{first: "GET /a/:x(\\d+)", second: "GET /a/:x([0-9]+)", conflict: true, example: "GET https://example.com/a/0"},
		{first: "/a/:x", second: "/a/:y", conflict: true, example: "GET https://example.com/a/a"},
		{first: "/a/:x(\\d{1,3})", second: "/a/:x(\\d+)", conflict: true, example: "GET https://example.com/a/0"},
		{first: "https://example.com/a", second: "https://example.com/a", conflict: true, duplicate: true},
		{first: "https://:sub.example.com/*", second: "https://:tenant.example.com/*", conflict: true, example: "GET https://a.example.com/"},
		{first: "/A", second: "/a", opts1: ic, opts2: ic, conflict: true, example: "GET https://example.com/a"},
		// \b is taken to hold: these share no request but are refused, to be safe.
		{first: "/:x(a\\b)", second: "/:x(a\\B)", conflict: true},
		{first: "/a/:x(\\d+)", second: "/a/:x([a-z]+)"},
		{first: "GET /a/:x", second: "POST /a/:x"},
		{first: "GET /a", second: "/a"},
		{first: "GET /a", second: "HEAD /a"},
		{first: "/a/:x(\\d+)", second: "/a/:x(\\d+)", opts1: ic},
		{first: "/a/:x", second: "/a/*"},
		{first: "https://example.com/a", second: "http://example.com/a"},
		// Routes whose order would come only from the bytes of their fixed
		// texts ("/x/y" and "/y" after a wildcard) are not ranked: every
		// request of "/*/x/y" is one of "/*/y"'s, and whichever came first
		// in byte order would take them all.
		{first: "/*/x/y", second: "/*/y", conflict: true, example: "GET https://example.com/a/x/y"},
		{first: "/*/y", second: "/*/x/y", conflict: true, example: "GET https://example.com/a/x/y"},
		{first: "GET /*b/c", second: "/*c", conflict: true, example: "GET https://example.com/b/c"},
		{first: "HEAD /:a(.*)/x/y", second: "GET /:b(.*)/y", conflict: true, example: "HEAD https://example.com/a/x/y"},
		{first: "https://{a.}?example.com/*", second: "https://{b.}?example.com/*", conflict: true, example: "GET https://example.com/"},
		{first: "GET /*/x/y", second: "POST /*/y"},
		{first: "/repos/:o/:r/issues", second: "/repos/:o/:r/pulls"},
		{first: "/a1", second: "/a2", opts1: ic, opts2: ic},
		{first: "/:x/a1", second: "/:x/a2", opts1: ic, opts2: ic},
		{first: "/:x/A1/:y", second: "/:z/a1/:y", opts1: ic, opts2: ic, conflict: true, example: "GET https://example.com/a/a1/a"},
		{first: "/*/a1", second: "/*/a2", opts1: ic, opts2: ic},
	} {
		var rt router.Router
		if err := rt.Register(c.first, http.NotFoundHandler(), c.opts1); err != nil {
			t.Fatalf("%s: %v", c.first, err)
		}
		err := rt.Register(c.second, http.NotFoundHandler(), c.opts2)
		var ce *router.ConflictError
		if errors.As(err, &ce) != c.conflict || err != nil && !c.conflict {
			t.Errorf("%s then %s: %v, want conflict %v", c.first, c.second, err, c.conflict)
			continue
		}
		if !c.conflict {
			continue
		}
		if ce.Duplicate != c.duplicate || ce.Example != c.example {
			t.Errorf("%s then %s: duplicate %v, example %q; want %v, %q", c.first, c.second, ce.Duplicate, ce.Example, c.duplicate, c.example)
		}
		msg := err.Error()
		where := regexp.MustCompile(`\(registered at issue27_test\.go:\d+\)`)
		if !strings.Contains(msg, fmt.Sprintf("%q", c.first)) || !strings.Contains(msg, fmt.Sprintf("%q", c.second)) ||
			len(where.FindAllString(msg, -1)) != 2 || ce.Where == ce.ExistingWhere {
			t.Errorf("%s then %s: message %q does not name both routes and where they were registered", c.first, c.second, msg)
		}
		// The refused route is not registered: the first still serves.
		if c.example != "" {
			method, target, _ := strings.Cut(c.example, " ")
			if w := serve(&rt, method, target); w.Code != http.StatusNotFound || w.Body.String() != "404 page not found\n" {
				t.Errorf("%s then %s: %s %s got %d", c.first, c.second, method, target, w.Code)
			}
		}
	}
}

// TestServeMuxConflictsRefused: route pairs that ServeMux refuses as
// conflicting (the truth: its panic) are refused here too when they rank
// equally here.
func TestServeMuxConflictsRefused(t *testing.T) {
	for _, c := range []struct{ mux1, mux2, rt1, rt2 string }{
		{"/a/{x}", "/a/{y}", "/a/:x", "/a/:y"},
		{"GET /b/{x}/c", "GET /b/{y}/c", "GET /b/:x/c", "GET /b/:y/c"},
		{"example.com/d", "example.com/d", "http{s}?://example.com/d", "http{s}?://example.com/d"},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("ServeMux accepted %s and %s", c.mux1, c.mux2)
				}
			}()
			mux := http.NewServeMux()
			mux.Handle(c.mux1, http.NotFoundHandler())
			mux.Handle(c.mux2, http.NotFoundHandler())
		}()
		var rt router.Router
		rt.Handle(c.rt1, http.NotFoundHandler())
		if err := rt.Register(c.rt2, http.NotFoundHandler(), urlpattern.Options{}); err == nil {
			t.Errorf("%s and %s: accepted", c.rt1, c.rt2)
		}
	}
}

// TestMethodCase: methods are case-sensitive tokens, as in HTTP and
// ServeMux; a standard method in other case, which no client sends, is
// refused, as are routes that no request can match; Allow lists what is
// served (issue 27, point 3).
func TestMethodCase(t *testing.T) {
	var rt router.Router
	for _, bad := range []string{"get /lower", "Post /lower", "https://example.com:8080/x#top",
		"ftp://example.com/*", "https://user@example.com/*", "https://:pass@example.com/*"} {
		err := rt.Register(bad, http.NotFoundHandler(), urlpattern.Options{})
		var pe *router.PatternError
		if !errors.As(err, &pe) {
			t.Errorf("%s: %v, want a *PatternError", bad, err)
		}
	}
	hello := func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, r.Method) }
	rt.HandleFunc("GET /lower", hello)
	rt.HandleFunc("PURGE /cache", hello)
	rt.HandleFunc("purge /cache", hello) // not a standard method: a token like any other
	for _, c := range []struct{ method, target, body, allow string }{
		{"GET", "/lower", "GET", ""},
		{"HEAD", "/lower", "HEAD", ""}, // the recorder keeps the body of a HEAD
		{"POST", "/lower", "Method Not Allowed\n", "GET, HEAD"},
		{"PURGE", "/cache", "PURGE", ""},
		{"purge", "/cache", "purge", ""},
		{"Purge", "/cache", "Method Not Allowed\n", "PURGE, purge"},
	} {
		w := serve(&rt, c.method, c.target)
		if w.Body.String() != c.body || w.Header().Get("Allow") != c.allow {
			t.Errorf("%s %s: %d %q Allow %q, want %q Allow %q", c.method, c.target, w.Code, w.Body.String(), w.Header().Get("Allow"), c.body, c.allow)
		}
	}
}

// TestAllowAsServeMux: the Allow header of a 405 is ServeMux's (the truth)
// for the same routes: sorted, with HEAD when a GET route matches
// (issue 27, point 4).
func TestAllowAsServeMux(t *testing.T) {
	for _, routes := range [][]string{
		{"GET /x"},
		{"GET /x", "POST /x"},
		{"PUT /x", "DELETE /x"},
		{"HEAD /x"},
		{"HEAD /x", "GET /x", "OPTIONS /x"},
		{"POST /x", "GET /y"},
	} {
		var rt router.Router
		mux := http.NewServeMux()
		for _, r := range routes {
			rt.Handle(r, http.NotFoundHandler())
			mux.Handle(r, http.NotFoundHandler())
		}
		for _, method := range []string{"GET", "HEAD", "POST", "PATCH"} {
			got, want := serve(&rt, method, "/x"), serve(mux, method, "/x")
			if got.Code != want.Code || got.Header().Get("Allow") != want.Header().Get("Allow") {
				t.Errorf("%q, %s /x: %d Allow %q; ServeMux %d Allow %q", routes, method,
					got.Code, got.Header().Get("Allow"), want.Code, want.Header().Get("Allow"))
			}
		}
	}
}

// TestOrderTable serves every row of the package documentation's table
// of examples: routes A and B, registered in both orders, and the request
// (issue 27, point 5).
func TestOrderTable(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(doc), "//\troute A")
	table, _, _ = strings.Cut(table, "\n//\n")
	rows := strings.Split(table, "\n")[1:]
	if len(rows) < 15 {
		t.Fatalf("the table has %d rows", len(rows))
	}
	cols := regexp.MustCompile(`\s{2,}`)
	route := func(s string) (string, urlpattern.Options) {
		if p, ok := strings.CutSuffix(s, " (IgnoreCase)"); ok {
			return p, urlpattern.Options{IgnoreCase: true}
		}
		return s, urlpattern.Options{}
	}
	for _, row := range rows {
		f := cols.Split(strings.TrimPrefix(row, "//\t"), -1)
		if len(f) != 4 {
			t.Fatalf("row %q has %d columns", row, len(f))
		}
		method, target, _ := strings.Cut(f[2], " ")
		for _, order := range [][2]int{{0, 1}, {1, 0}} {
			var rt router.Router
			for _, i := range order {
				p, opts := route(f[i])
				name := string(rune('A' + i))
				h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Header().Set("X-Route", name) })
				if err := rt.Register(p, h, opts); err != nil {
					t.Fatalf("%s: %v", f[i], err)
				}
			}
			if got := serve(&rt, method, target).Header().Get("X-Route"); got != f[3] {
				t.Errorf("%s and %s (registered %v), %s: %s serves, want %s", f[0], f[1], order, f[2], got, f[3])
			}
		}
	}
}

// TestHandlePanics: Handle and HandleFunc panic with Register's error, as
// ServeMux's do (issue 27, point 6).
func TestHandlePanics(t *testing.T) {
	panics := func(f func()) (v any) {
		defer func() { v = recover() }()
		f()
		return nil
	}
	var rt router.Router
	rt.HandleFunc("/a", http.NotFound)
	for _, c := range []struct {
		name string
		f    func()
		want any
	}{
		{"bad pattern", func() { rt.Handle("/:a((x)y)", http.NotFoundHandler()) }, &router.PatternError{}},
		{"conflict", func() { rt.HandleFunc("/a", http.NotFound) }, &router.ConflictError{}},
		{"nil handler", func() { rt.Handle("/b", nil) }, &router.PatternError{}},
		{"nil func", func() { rt.HandleFunc("/c", nil) }, &router.PatternError{}},
		{"lower-case method", func() { rt.HandleFunc("get /d", http.NotFound) }, &router.PatternError{}},
	} {
		v := panics(c.f)
		if fmt.Sprintf("%T", v) != fmt.Sprintf("%T", c.want) {
			t.Errorf("%s: panic %v (%T), want a %T", c.name, v, v, c.want)
		}
	}
	if v := panics(func() { rt.HandleFunc("/e", http.NotFound) }); v != nil {
		t.Errorf("a good route panics: %v", v)
	}
}

// TestOptionsPatternsHooks: per-route IgnoreCase, a compiled pattern,
// and the 404 and 405 handlers (issue 27, point 7).
func TestOptionsPatternsHooks(t *testing.T) {
	rt := router.Router{
		NotFound: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusTeapot)
			fmt.Fprint(w, "custom 404")
		}),
		MethodNotAllowed: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusMethodNotAllowed)
			fmt.Fprint(w, "custom 405, allow ", w.Header().Get("Allow"))
		}),
	}
	name := func(s string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, s, " ", r.Pattern) })
	}
	if err := rt.Register("GET /Docs/:page", name("docs"), urlpattern.Options{IgnoreCase: true}); err != nil {
		t.Fatal(err)
	}
	p, err := urlpattern.New("https://api.example.com/v:version(\\d+)/*", urlpattern.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.RegisterPattern("POST", p, name("api")); err != nil {
		t.Fatal(err)
	}
	if err := rt.RegisterPattern("POST", p, name("api")); err == nil {
		t.Error("the same compiled pattern registered twice")
	}
	if err := rt.RegisterPattern("post", p, name("api")); err == nil {
		t.Error(`RegisterPattern accepts the method "post"`)
	}
	for _, c := range []struct{ method, target, want string }{
		{"GET", "/docs/intro", "docs GET /Docs/:page"},
		{"GET", "/DOCS/intro", "docs GET /Docs/:page"},
		{"POST", "https://api.example.com/v2/users", "api POST https://*:*@api.example.com/v:version(\\d+)/*?*#*"},
		{"GET", "https://api.example.com/v2/users", "custom 405, allow POST"},
		{"GET", "/nothing", "custom 404"},
		{"DELETE", "/docs/x", "custom 405, allow GET, HEAD"},
	} {
		if got := serve(&rt, c.method, c.target).Body.String(); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.method, c.target, got, c.want)
		}
	}
}

// TestRegisterWhileServing: routes may be registered while the router
// serves, as with ServeMux (run with -race).
func TestRegisterWhileServing(t *testing.T) {
	var rt router.Router
	rt.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {})
	done := make(chan bool)
	go func() {
		for i := range 200 {
			rt.HandleFunc(fmt.Sprintf("GET /r%d/:x", i), func(w http.ResponseWriter, r *http.Request) {
				rt.Match(r)
			})
		}
		close(done)
	}()
	for i := 0; ; i++ {
		select {
		case <-done:
			if w := serve(&rt, "GET", "/r199/x"); w.Code != http.StatusOK {
				t.Errorf("GET /r199/x: %d", w.Code)
			}
			return
		default:
			serve(&rt, "GET", fmt.Sprintf("/r%d/x", i%200))
		}
	}
}
