package router_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/router"
)

// TestServer routes requests through a real HTTP server: the most specific
// pattern wins whatever the registration order, methods are honoured, the
// host is matched, and groups reach the handler.
func TestServer(t *testing.T) {
	var rt router.Router
	reply := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			var groups []string
			for _, g := range rt.Match(r).Pathname.Groups {
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
		rt.Handle(reg.pattern, reply(reg.name))
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

// TestNilRouterAndRequest: a nil request gets 400, a nil *Router 404 and
// no route, and neither panics; a nil ResponseWriter gets nothing.
func TestNilRouterAndRequest(t *testing.T) {
	var rt router.Router
	rt.HandleFunc("/", func(http.ResponseWriter, *http.Request) {})
	var nilRouter *router.Router
	for _, c := range []struct {
		name string
		rt   *router.Router
		r    *http.Request
		code int
	}{
		{"nil request", &rt, nil, http.StatusBadRequest},
		{"nil router", nilRouter, httptest.NewRequest("GET", "/", nil), http.StatusNotFound},
		{"both nil", nilRouter, nil, http.StatusBadRequest},
	} {
		w := httptest.NewRecorder()
		c.rt.ServeHTTP(w, c.r)
		if w.Code != c.code {
			t.Errorf("%s: ServeHTTP answers %d, want %d", c.name, w.Code, c.code)
		}
		if h, pattern := c.rt.Handler(c.r); h == nil || pattern != "" {
			t.Errorf("%s: Handler gives %v %q", c.name, h, pattern)
		}
		if m := c.rt.Match(c.r); m != nil {
			t.Errorf("%s: Match gives %v", c.name, m)
		}
		c.rt.ServeHTTP(nil, c.r)
	}
	if err := nilRouter.Register("/", http.NotFoundHandler(), urlpattern.Options{}); err == nil {
		t.Error("Register on a nil *Router: no error")
	}
}
