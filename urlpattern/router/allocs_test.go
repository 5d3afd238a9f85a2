package router_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/weburl/weburl/urlpattern/router"
)

// TestServeAllocs: routing a request in the shapes ServeMux has (segment
// parameters, a full wildcard at the end, a host route on another port)
// allocates nothing of its own on a request served before, whose path
// values net/http already holds: the candidate list lives on the stack.
// What remains is what ServeMux allocates too: on a new request, the map
// net/http keeps path values in when ServeMux did not route it (two
// allocations), and for a wildcard that matches more than "", the
// pathname with a "/" added, to look for a route that would match it
// (ServeMux's trailing-slash redirect).
func TestServeAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	var rt router.Router
	noop := func(http.ResponseWriter, *http.Request) {}
	for _, p := range []string{
		"GET /repos/:owner/:repo",
		"GET /repos/:owner/:repo/issues/:n",
		"GET /repos/:owner/settings",
		"GET /users/:name",
		"GET /static/*",
		"GET *://api.example.com/v1/:id",
		"GET /files/(\\d+).json",
		"GET /",
	} {
		rt.HandleFunc(p, noop)
	}
	w := httptest.NewRecorder()
	for _, tc := range []struct {
		target      string
		again, anew float64 // allocations on a request served before, on a new one
	}{
		{"http://example.com/repos/golang/go/issues/42", 0, 3},
		{"http://example.com/repos/golang/settings", 0, 3},
		{"http://example.com/static/", 0, 3},
		{"http://example.com/static/css/site.css", 1, 4},
		{"http://api.example.com:8080/v1/7", 0, 3},
		{"http://example.com/", 0, 1},
	} {
		r := httptest.NewRequest("GET", tc.target, nil)
		rt.ServeHTTP(w, r)
		if r.Pattern == "" {
			t.Fatalf("%s: no route", tc.target)
		}
		if n := testing.AllocsPerRun(100, func() { rt.ServeHTTP(w, r) }); n != tc.again {
			t.Errorf("%s, served before: %v allocations, want %v", tc.target, n, tc.again)
		}
		template := httptest.NewRequest("GET", tc.target, nil)
		// One allocation is the request's copy.
		if n := testing.AllocsPerRun(100, func() { r := *template; rt.ServeHTTP(w, &r) }); n != tc.anew {
			t.Errorf("%s, a new request: %v allocations, want %v", tc.target, n, tc.anew)
		}
	}
}
