package router_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/weburl/weburl/urlpattern/router"
)

func ExampleRouter() {
	var rt router.Router
	rt.HandleFunc("GET /books/:id(\\d+)", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "book %s", r.PathValue("id"))
	})
	rt.HandleFunc("/books/*", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "other %s", router.Match(r).Pathname.Groups[0].Value)
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

func ExampleRouter_Handle() {
	var rt router.Router
	err := rt.Handle("GET /:a(x(?=y))", http.NotFoundHandler())
	fmt.Println(err)
	err = rt.Handle("https://{:sub.}?example.com/docs/*", http.NotFoundHandler())
	fmt.Println(err)
	// Output:
	// urlpattern: unsupported regular expression in pathname "/:a(x(?=y))" at offset 5: lookaround assertions need backtracking
	// <nil>
}

func ExampleRouter_HandleFunc() {
	var rt router.Router
	rt.HandleFunc("POST /items", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "created")
	})
	w := httptest.NewRecorder()
	rt.ServeHTTP(w, httptest.NewRequest("GET", "/items", nil))
	fmt.Println(w.Code, w.Header().Get("Allow"))
	// Output: 405 POST
}

func ExampleMatch() {
	var rt router.Router
	rt.HandleFunc("/users/:name/:tab?", func(w http.ResponseWriter, r *http.Request) {
		m := router.Match(r)
		tab, ok := m.Pathname.Group("tab")
		fmt.Println(m.Pathname.Input, r.PathValue("name"), tab, ok)
	})
	rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/users/ada", nil))
	rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/users/ada/repos", nil))
	// Output:
	// /users/ada ada  false
	// /users/ada/repos ada repos true
}

// TestServer routes requests through a real HTTP server: the most specific
// pattern wins whatever the registration order, methods are honoured, the
// host is matched, and groups reach the handler.
func TestServer(t *testing.T) {
	var rt router.Router
	reply := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			var groups []string
			for _, g := range router.Match(r).Pathname.Groups {
				groups = append(groups, g.Name+"="+g.Value)
			}
			fmt.Fprintf(w, "%s %s", name, strings.Join(groups, ","))
		}
	}
	for _, reg := range []struct{ pattern, name string }{
		{"/*", "catchall"},
		{"/api/:version/*", "api"},
		{"/api/v1/users/:id", "user"},
		{"DELETE /api/v1/users/:id", "delete-user"},
		{"/api/v1/users/:id(\\d+)", "user-numeric"},
		{"http://admin.localhost{:port}?/*", "admin"},
	} {
		if err := rt.Handle(reg.pattern, reply(reg.name)); err != nil {
			t.Fatalf("%s: %v", reg.pattern, err)
		}
	}
	srv := httptest.NewServer(&rt)
	defer srv.Close()
	for _, c := range []struct{ method, path, host, want string }{
		{"GET", "/api/v1/users/7", "", "user-numeric id=7"},
		{"GET", "/api/v1/users/ada", "", "user id=ada"},
		{"DELETE", "/api/v1/users/ada", "", "delete-user id=ada"},
		{"GET", "/api/v2/things", "", "api version=v2,0=things"},
		{"GET", "/", "", "catchall 0="},
		{"GET", "/x", "admin.localhost", "admin 0=x"},
	} {
		req, _ := http.NewRequest(c.method, srv.URL+c.path, nil)
		if c.host != "" {
			req.Host = c.host
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if string(body) != c.want {
			t.Errorf("%s %s (host %q) = %q, want %q", c.method, c.path, c.host, body, c.want)
		}
	}
}

func ExampleRouter_ServeHTTP() {
	rt := &router.Router{NotFound: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "no route for "+r.URL.Path, http.StatusNotFound)
	})}
	rt.HandleFunc("https://:tenant.example.com/*", func(w http.ResponseWriter, r *http.Request) {
		tenant, _ := router.Match(r).Hostname.Group("tenant")
		fmt.Fprint(w, "tenant ", tenant)
	})
	for _, target := range []string{"https://acme.example.com/home", "http://acme.example.com/home"} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Println(w.Code, strings.TrimSpace(w.Body.String()))
	}
	// Output:
	// 200 tenant acme
	// 404 no route for /home
}
