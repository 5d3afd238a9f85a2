package router_test

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/router"
)

// The examples whose output has a line number of this file come first.

func ExampleRouter_Handle() {
	var rt router.Router
	rt.Handle("GET /books/:id(\\d+)", http.NotFoundHandler())
	rt.Handle("https://{:sub.}?example.com/docs/*", http.NotFoundHandler())
	defer func() { fmt.Println(recover()) }()
	rt.Handle("GET /books/:id([0-9]+)", http.NotFoundHandler())
	// Output:
	// router: pattern "GET /books/:id([0-9]+)" (registered at example_test.go:22) conflicts with pattern "GET /books/:id(\\d+)" (registered at example_test.go:19): both match GET https://example.com/books/0 and neither is more specific
}

func ExampleConflictError_Error() {
	var rt router.Router
	rt.HandleFunc("/users/:id", http.NotFound)
	err := rt.Register("/users/:id", http.NotFoundHandler(), urlpattern.Options{})
	fmt.Println(err)
	var ce *router.ConflictError
	fmt.Println(errors.As(err, &ce), ce.Duplicate, ce.ExistingWhere)
	// Output:
	// router: pattern "/users/:id" (registered at example_test.go:30) duplicates pattern "/users/:id" (registered at example_test.go:29)
	// true true example_test.go:29
}

func ExampleRouter() {
	var rt router.Router
	rt.HandleFunc("GET /books/:id(\\d+)", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "book %s", r.PathValue("id"))
	})
	rt.HandleFunc("/books/*", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "other %s", rt.Match(r).Pathname.Groups[0].Value)
	})
	for _, target := range []string{"/books/42", "/books/dune", "/films/1"} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Println(w.Code, w.Body.String())
	}
	// Output:
	// 200 book 42
	// 200 other dune
	// 404 404 page not found
}

func ExampleRouter_Register() {
	var rt router.Router
	err := rt.Register("GET /:a(x(?=y))", http.NotFoundHandler(), urlpattern.Options{})
	fmt.Println(err)
	err = rt.Register("get /lower", http.NotFoundHandler(), urlpattern.Options{})
	fmt.Println(err)
	err = rt.Register("users/:id", http.NotFoundHandler(), urlpattern.Options{})
	fmt.Println(err)
	err = rt.Register("/About", http.NotFoundHandler(), urlpattern.Options{IgnoreCase: true})
	fmt.Println(err)
	// Output:
	// router: pattern "GET /:a(x(?=y))" at offset 9: unsupported regular expression in pathname: lookaround assertions need backtracking
	// router: pattern "get /lower": the method "get" matches only requests whose method is "get", and clients send GET: HTTP methods are case-sensitive (RFC 9110, section 9.1)
	// router: pattern "users/:id": pattern string without a protocol and no base URL: a pathname pattern starts with "/", as in "/users/:id"; a constructor string starts with a protocol, as in "https://example.com/users/:id"
	// <nil>
}

func ExampleRouter_RegisterPattern() {
	p, _ := urlpattern.New("https://:tenant.example.com/files/:name", urlpattern.Options{IgnoreCase: true})
	var rt router.Router
	err := rt.RegisterPattern("GET", p, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, r.Pattern, r.PathValue("name"))
	}))
	fmt.Println(err)
	w := httptest.NewRecorder()
	rt.ServeHTTP(w, httptest.NewRequest("GET", "https://acme.example.com/FILES/a.txt", nil))
	fmt.Print(w.Body.String())
	// Output:
	// <nil>
	// GET https://*:*@:tenant.example.com/files/:name?*#* a.txt
}

func ExampleRouter_HandleFunc() {
	var rt router.Router
	rt.HandleFunc("POST /items", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "created")
	})
	rt.HandleFunc("GET /items", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "list")
	})
	w := httptest.NewRecorder()
	rt.ServeHTTP(w, httptest.NewRequest("DELETE", "/items", nil))
	fmt.Println(w.Code, w.Header().Get("Allow"))
	// Output: 405 GET, HEAD, POST
}

func ExampleRouter_Match() {
	var rt router.Router
	rt.HandleFunc("/users/:name/:tab?", func(w http.ResponseWriter, r *http.Request) {
		m := rt.Match(r)
		raw, _ := m.Pathname.Group("name")
		tab, ok := m.Pathname.Group("tab")
		fmt.Printf("%s %q %q %q %v\n", m.Pathname.Input, raw, r.PathValue("name"), tab, ok)
	})
	rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/users/ada", nil))
	rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/users/caf%C3%A9/repos", nil))
	// Output:
	// /users/ada "ada" "ada" "" false
	// /users/caf%C3%A9/repos "caf%C3%A9" "café" "repos" true
}

func ExampleRouter_ServeHTTP() {
	rt := &router.Router{
		NotFound: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "no route for "+r.URL.Path, http.StatusNotFound)
		}),
		MethodNotAllowed: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, r.Method+" not allowed; try "+w.Header().Get("Allow"), http.StatusMethodNotAllowed)
		}),
	}
	rt.HandleFunc("GET https://:tenant.example.com/*", func(w http.ResponseWriter, r *http.Request) {
		tenant, _ := rt.Match(r).Hostname.Group("tenant")
		fmt.Fprint(w, "tenant ", tenant)
	})
	for _, c := range []struct{ method, target string }{
		{"GET", "https://acme.example.com/home"},
		{"GET", "http://acme.example.com/home"},
		{"PUT", "https://acme.example.com/home"},
	} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest(c.method, c.target, nil))
		fmt.Println(w.Code, strings.TrimSpace(w.Body.String()))
	}
	// Output:
	// 200 tenant acme
	// 404 no route for /home
	// 405 PUT not allowed; try GET, HEAD
}

func ExamplePatternError_Error() {
	var rt router.Router
	err := rt.Register("GET /books/:id((x)y)", http.NotFoundHandler(), urlpattern.Options{})
	fmt.Println(err)
	// Output:
	// router: pattern "GET /books/:id((x)y)" at offset 15: invalid character in pattern in pathname: a regexp group cannot contain a capturing group; write "(?:" for a group that does not capture
}

func ExamplePatternError_Unwrap() {
	var rt router.Router
	err := rt.Register("/:a(x\\1)", http.NotFoundHandler(), urlpattern.Options{})
	fmt.Println(errors.Is(err, urlpattern.ErrUnsupported))
	var e *urlpattern.Error
	if errors.As(err, &e) {
		fmt.Println(e.Component, e.Offset, e.Detail)
	}
	// Output:
	// true
	// pathname 6 backreferences need backtracking
}

// Routes written for ServeMux, in the router's syntax; ServeMux's own
// syntax is refused with the pattern to write.
func Example_fromServeMux() {
	var rt router.Router
	rt.HandleFunc("GET /users/:name", func(w http.ResponseWriter, r *http.Request) { // ServeMux: "GET /users/{name}"
		fmt.Fprint(w, "user ", r.PathValue("name"))
	})
	rt.HandleFunc("/static/*", func(w http.ResponseWriter, r *http.Request) { // ServeMux: "/static/"
		fmt.Fprint(w, "file ", r.PathValue("0"))
	})
	fmt.Println(rt.Register("GET /posts/{id}", http.NotFoundHandler(), urlpattern.Options{}))
	for _, target := range []string{"/users/ada", "/static/css/a.css", "/static", "/static/../users/ada", "/%75sers/ada"} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Println(target, w.Code, w.Header().Get("Location"), strings.TrimSpace(w.Body.String()))
	}
	// Output:
	// router: pattern "GET /posts/{id}" at offset 11: ServeMux's wildcard "{id}" is written ":id" in a URL pattern, where "{id}" matches only the text "id"
	// /users/ada 200  user ada
	// /static/css/a.css 200  file css/a.css
	// /static 307 /static/ <a href="/static/">Temporary Redirect</a>.
	// /static/../users/ada 307 /users/ada <a href="/users/ada">Temporary Redirect</a>.
	// /%75sers/ada 307 /users/ada <a href="/users/ada">Temporary Redirect</a>.
}

func ExampleRouter_Handler() {
	var rt router.Router
	rt.HandleFunc("GET /items/:id", func(w http.ResponseWriter, r *http.Request) {})
	for _, target := range []string{"/items/7", "/items/./7", "/other"} {
		h, pattern := rt.Handler(httptest.NewRequest("GET", target, nil))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Printf("%s: %d %q\n", target, w.Code, pattern)
	}
	// Output:
	// /items/7: 200 "GET /items/:id"
	// /items/./7: 307 "GET /items/:id"
	// /other: 404 ""
}
