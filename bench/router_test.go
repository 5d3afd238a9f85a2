package bench

// Routing: weburl's urlpattern/router beside net/http's ServeMux on the same
// route tables, from the GitHub REST API's routes
// (testdata/github-routes.txt): 10, 100 and all 988 that both take, with
// the same requests for each table (one for each route of the table of
// 10, which the larger tables hold too). One op routes one request to a
// no-op handler; ns/op is the time per request, which should not grow with
// the table (BenchmarkRouter). scan is what the router's index saves:
// parsing the URL, then trying each route's pattern in turn until one
// matches (urlpattern.URLPattern.TestComponents). TestGitHubRoutes checks
// that every route's request reaches that route in both routers.
//
//	go test -run Router -v
//	go test -run '^$' -bench Router -benchmem

import (
	"bufio"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/router"
)

// A ghRoute is one route of the table: its method, its path in ServeMux's
// form ("/repos/{owner}/{repo}") and in the URL Pattern form
// ("/repos/:owner/:repo"), and a request path that it matches.
type ghRoute struct {
	method, mux, pattern, request string
}

var (
	uriTemplateQuery = regexp.MustCompile(`\{\?[^}]*\}`)
	templateParam    = regexp.MustCompile(`\{([^}]*)\}`)
	// segmentParams is a segment with a parameter and other text (only
	// "{base}...{head}"): ServeMux takes only whole-segment wildcards, so
	// both routers get one parameter for the segment.
	segmentParams = regexp.MustCompile(`/[^/]*\}[^/]+\{[^/]*`)
)

// loadGitHubRoutes reads testdata/github-routes.txt: URI Template queries
// are dropped, "-" in a parameter name becomes "_", and a segment of
// several parameters becomes one.
func loadGitHubRoutes(tb testing.TB) []ghRoute {
	f, err := os.Open("testdata/github-routes.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var routes []ghRoute
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		method, path, _ := strings.Cut(line, " ")
		path = uriTemplateQuery.ReplaceAllString(path, "")
		path = segmentParams.ReplaceAllStringFunc(path, func(seg string) string {
			return "/{" + strings.NewReplacer("{", "", "}", "", ".", "").Replace(seg[1:]) + "}"
		})
		path = templateParam.ReplaceAllStringFunc(path, func(p string) string { return strings.ReplaceAll(p, "-", "_") })
		r := ghRoute{method: method, mux: path}
		r.pattern = templateParam.ReplaceAllString(path, ":$1")
		n := 0
		r.request = templateParam.ReplaceAllStringFunc(path, func(string) string {
			n++
			return fmt.Sprintf("v%d", n)
		})
		if path == "/" {
			r.mux = "/{$}"
		}
		routes = append(routes, r)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return routes
}

// routeTables returns the tables of the benchmark, by size: the routes
// that both ServeMux and the router take (988 of the 1,015: ServeMux
// refuses 27 as conflicting, such as "/issues/{issue_number}/comments"
// beside "/issues/comments/{comment_id}", which the router ranks, and two
// routes are one after the normalization), and every k-th of them for 10
// and 100 routes (so that the table of 10 is in the table of 100).
func routeTables(tb testing.TB) ([]int, map[int][]ghRoute) {
	var both []ghRoute
	var rt router.Router
	mux := http.NewServeMux()
	for _, r := range loadGitHubRoutes(tb) {
		if !registers(func() { mux.HandleFunc(r.method+" "+r.mux, noop) }) {
			continue
		}
		if rt.Register(r.method+" "+r.pattern, http.HandlerFunc(noop), urlpattern.Options{}) != nil {
			continue
		}
		both = append(both, r)
	}
	sizes := []int{10, 100, len(both)}
	tables := map[int][]ghRoute{}
	for _, n := range sizes {
		for i := range n {
			tables[n] = append(tables[n], both[i*len(both)/n])
		}
	}
	return sizes, tables
}

func noop(http.ResponseWriter, *http.Request) {}

// registers reports whether register returns without a panic.
func registers(register func()) (ok bool) {
	defer func() { ok = recover() == nil }()
	register()
	return true
}

// TestGitHubRoutes: of the GitHub API's routes, the ones both routers take
// (ServeMux refuses pairs it finds conflicting), and every request of a
// table reaches its own route in both.
func TestGitHubRoutes(t *testing.T) {
	all := loadGitHubRoutes(t)
	var mux http.ServeMux
	var rt router.Router
	refused := 0
	for _, r := range all {
		if !registers(func() { mux.HandleFunc(r.method+" "+r.mux, noop) }) {
			refused++
			t.Logf("ServeMux refuses %s %s", r.method, r.mux)
		}
		if err := rt.Register(r.method+" "+r.pattern, http.HandlerFunc(noop), urlpattern.Options{}); err != nil {
			t.Logf("%v", err)
		}
	}
	sizes, tables := routeTables(t)
	t.Logf("%d routes, %d that both routers take", len(all), sizes[len(sizes)-1])
	for n, table := range tables {
		rt, mux := newRouters(t, table)
		for _, r := range table {
			req := httptest.NewRequest(r.method, "https://api.github.com"+r.request, nil)
			w := httptest.NewRecorder()
			rt.ServeHTTP(w, req)
			if w.Header().Get("X-Route") != r.method+" "+r.pattern {
				t.Errorf("%d routes, %s %s: the router serves %q", n, r.method, r.request, w.Header().Get("X-Route"))
			}
			w = httptest.NewRecorder()
			mux.ServeHTTP(w, req)
			if w.Header().Get("X-Route") != r.method+" "+r.mux {
				t.Errorf("%d routes, %s %s: ServeMux serves %q", n, r.method, r.request, w.Header().Get("X-Route"))
			}
		}
	}
}

// newRouters registers table in a Router and a ServeMux whose handlers
// name their route in the X-Route header.
func newRouters(tb testing.TB, table []ghRoute) (*router.Router, *http.ServeMux) {
	var rt router.Router
	mux := http.NewServeMux()
	for _, r := range table {
		rt.HandleFunc(r.method+" "+r.pattern, func(w http.ResponseWriter, req *http.Request) {
			w.Header().Set("X-Route", req.Pattern)
		})
		mux.HandleFunc(r.method+" "+r.mux, func(w http.ResponseWriter, req *http.Request) {
			w.Header().Set("X-Route", r.method+" "+r.mux)
		})
	}
	return &rt, mux
}

// discard is a ResponseWriter that keeps nothing.
type discard struct{ h http.Header }

func (d *discard) Header() http.Header         { return d.h }
func (d *discard) Write(b []byte) (int, error) { return len(b), nil }
func (d *discard) WriteHeader(int)             {}

func BenchmarkRouter(b *testing.B) {
	sizes, tables := routeTables(b)
	// The same requests for every table: one for each route of the
	// smallest, which every table has.
	var reqs, templates []*http.Request
	for _, r := range tables[sizes[0]] {
		reqs = append(reqs, httptest.NewRequest(r.method, "https://api.github.com"+r.request, nil))
		templates = append(templates, httptest.NewRequest(r.method, "https://api.github.com"+r.request, nil))
	}
	for _, n := range sizes {
		table := tables[n]
		var rt router.Router
		mux := http.NewServeMux()
		patterns := make([]*urlpattern.URLPattern, len(table))
		for i, r := range table {
			rt.HandleFunc(r.method+" "+r.pattern, noop)
			mux.HandleFunc(r.method+" "+r.mux, noop)
			p := r.pattern
			patterns[i], _ = urlpattern.NewFromInit(urlpattern.Init{Pathname: &p}, urlpattern.Options{})
		}
		w := &discard{h: http.Header{}}
		// fresh: each request is a new *http.Request, as a server makes
		// one per request (a copy of one that was never served), so that
		// the path values cost what they cost on a server: ServeMux's
		// slice, the router's map (net/http keeps the path values of a
		// request that ServeMux did not route in a map).
		b.Run(fmt.Sprintf("weburl_router_fresh/%d", n), func(b *testing.B) {
			for i := range b.N {
				r := *templates[i%len(templates)]
				rt.ServeHTTP(w, &r)
			}
		})
		b.Run(fmt.Sprintf("ServeMux_fresh/%d", n), func(b *testing.B) {
			for i := range b.N {
				r := *templates[i%len(templates)]
				mux.ServeHTTP(w, &r)
			}
		})
		b.Run(fmt.Sprintf("weburl_router/%d", n), func(b *testing.B) {
			for i := range b.N {
				rt.ServeHTTP(w, reqs[i%len(reqs)])
			}
		})
		b.Run(fmt.Sprintf("ServeMux/%d", n), func(b *testing.B) {
			for i := range b.N {
				mux.ServeHTTP(w, reqs[i%len(reqs)])
			}
		})
		// scan: the URL is parsed as the router does, then each pattern
		// is tried in turn (the method aside) until one matches.
		b.Run(fmt.Sprintf("scan/%d", n), func(b *testing.B) {
			for i := range b.N {
				r := reqs[i%len(reqs)]
				u, err := weburl.Parse("https://" + r.Host + r.RequestURI)
				if err != nil {
					b.Fatal(err)
				}
				v := urlpattern.ComponentsOf(u)
				for _, p := range patterns {
					if p.TestComponents(&v) {
						break
					}
				}
			}
		})
	}
}
