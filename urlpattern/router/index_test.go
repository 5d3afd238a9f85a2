package router

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
)

// TestIndexAsLinearScan: dispatch through the index picks the route, and
// the Allow methods, that a plain scan of all routes in rank order picks,
// on random tables of random routes and many random requests; and every
// route that matches a request is among the index's candidates (issue 27,
// point 8).
func TestIndexAsLinearScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 8))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	segments := []string{"a", "b", "users", "1", "42", "x.json", "A", "caf%C3%A9", ""}
	randomRoute := func() (string, urlpattern.Options) {
		var b strings.Builder
		b.WriteString(pick("", "", "", "GET ", "POST ", "HEAD ", "DELETE "))
		b.WriteString(pick("", "", "", "https://example.com", "http{s}?://api.example.com", "https://:sub.example.com",
			"https://{*.}?example.com", "*://*"))
		for n := rng.IntN(5); n >= 0; n-- {
			b.WriteString(pick("/a", "/b", "/users", "/1", "/:x", "/:id(\\d+)", "/:y?", "/:n.:e", "/x.json",
				"{/a}?", "/", "/A", "/caf%C3%A9", "/:s([a-z]+)"))
		}
		b.WriteString(pick("", "", "", "/*", "*", "/:tail+", "/:rest*"))
		opts := urlpattern.Options{IgnoreCase: rng.IntN(10) == 0}
		return b.String(), opts
	}
	for table := range 20 {
		var rt Router
		for range 10 + 15*table {
			p, opts := randomRoute()
			rt.Register(p, http.NotFoundHandler(), opts) // conflicts and bad patterns are refused
		}
		if len(rt.routes) < 5 {
			t.Fatalf("table %d: only %d routes registered", table, len(rt.routes))
		}
		for range 500 {
			var path strings.Builder
			for n := rng.IntN(5); n >= 0; n-- {
				path.WriteString("/" + segments[rng.IntN(len(segments))])
			}
			raw := pick("https://", "http://") + pick("example.com", "api.example.com", "www.example.com", "other.test") +
				pick("", "", "", ":8080") + path.String()
			u, err := weburl.Parse(raw)
			if err != nil {
				t.Fatal(err)
			}
			v := urlpattern.ComponentsOf(u)
			method := pick("GET", "HEAD", "POST", "PUT", "DELETE")
			got, cands := rt.find(method, &v, false, nil)
			var gotAllow []string
			if got == nil {
				gotAllow = sortedAllowed(method, &v, cands)
			}
			want, wantAllow := linearFind(&rt, method, &v)
			var matching []*route
			for _, r := range rt.routes {
				if anyPortMatch(r, &v) && !slices.Contains(cands, r) {
					t.Fatalf("table %d, %s: %s matches but is not a candidate", table, raw, r.pattern)
				}
				if anyPortMatch(r, &v) && r.serves(method) {
					matching = append(matching, r)
				}
			}
			// No route takes a request from another without being more
			// specific: Register refused such pairs.
			for i, a := range matching {
				for _, b := range matching[i+1:] {
					if d, tie := rankRoutes(a, b); d == 0 || tie {
						t.Fatalf("table %d, %s %s: %s and %s both match and neither is more specific", table, method, raw, a.pattern, b.pattern)
					}
				}
			}
			if got != want || !slices.Equal(gotAllow, wantAllow) {

				t.Fatalf("table %d, %s %s: index gives %v %q, a scan %v %q", table, method, raw, name(got), gotAllow, name(want), wantAllow)
			}
			if got != nil {
				checkValues(t, got, &v)
			}
		}
	}
}

// linearFind is dispatch by definition: the first route in rank order
// that matches v and serves method, else the methods of those that match.
func linearFind(rt *Router, method string, v *urlpattern.Components) (*route, []string) {
	for _, r := range rt.routes {
		if r.serves(method) && anyPortMatch(r, v) {
			return r, nil
		}
	}
	var allow []string
	for _, r := range rt.routes {
		if !r.serves(method) && anyPortMatch(r, v) {
			allow = append(allow, r.method)
			if r.method == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	slices.Sort(allow)
	return nil, slices.Compact(allow)
}

// anyPortMatch reports whether r's pattern matches v, with v's port ""
// when the pattern names no port: the router's rule for a request that is
// not a CONNECT.
func anyPortMatch(r *route, v *urlpattern.Components) bool {
	w := *v
	if r.p.Component(urlpattern.Port) == "" {
		w[urlpattern.Port] = ""
	}
	return r.p.TestComponents(&w)
}

// checkValues checks the path values r sets for v against its pattern's
// pathname groups, percent-decoded.
func checkValues(t *testing.T, r *route, v *urlpattern.Components) {
	t.Helper()
	req := &http.Request{}
	r.setValues(req, v)
	res, ok := r.p.ExecComponent(urlpattern.Pathname, v[urlpattern.Pathname])
	if !ok {
		t.Fatalf("%s: %s does not match %q", r.pattern, urlpattern.Pathname, v[urlpattern.Pathname])
	}
	for _, g := range res.Groups {
		if want := weburl.PercentDecode(g.Value); g.Matched && req.PathValue(g.Name) != want {
			t.Fatalf("%s on %q: path value %s is %q, want %q", r.pattern, v[urlpattern.Pathname], g.Name, req.PathValue(g.Name), want)
		}
	}
}

// sortedAllowed is allowed, sorted and without repeats, as the Allow header
// lists the methods.
func sortedAllowed(method string, v *urlpattern.Components, cands []*route) []string {
	allow := allowed(method, v, cands, false)
	slices.Sort(allow)
	return slices.Compact(allow)
}

func name(r *route) string {
	if r == nil {
		return "none"
	}
	return r.pattern
}

// TestSkeleton: the pathname segments the index keys a route by.
func TestSkeleton(t *testing.T) {
	for _, c := range []struct {
		pathname string
		want     string // segments joined by "|", ":" for a segment wildcard
		complete bool
	}{
		{"/", "", true},
		{"/repos/:owner/:repo/issues", "repos|:|:|issues", true},
		{"/static/*", "static", false},
		{"/a/:x/", "a|:|", true},
		{"/files/:name.json", "files", false},
		{"/ab:x", "", false},
		{"/:a/:b?", ":", false},
		{"/a{/b}?", "a", false},
		{"/a/:id(\\d+)/c", "a", false},
		{"/caf%C3%A9/x", "caf%C3%A9|x", true},
		{"*", "", false},
	} {
		p, err := urlpattern.NewFromInit(urlpattern.Init{Pathname: &c.pathname}, urlpattern.Options{})
		if err != nil {
			t.Fatal(err)
		}
		segs, complete := skeleton(p.Parts(urlpattern.Pathname))
		var got []string
		for _, s := range segs {
			if s.param {
				got = append(got, ":")
			} else {
				got = append(got, s.text)
			}
		}
		if strings.Join(got, "|") != c.want || complete != c.complete || c.pathname == "/" && len(segs) != 1 {
			t.Errorf("%s: %q %v, want %q %v", c.pathname, got, complete, c.want, c.complete)
		}
	}
}

// BenchmarkUnplacedRoutes: a request against routes that the index cannot
// place (pathname patterns that ignore case), which are all candidates:
// the time per request grows with their number as matching them does,
// not with its square (sorting the candidates).
func BenchmarkUnplacedRoutes(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		var rt Router
		for i := range n {
			rt.Register(fmt.Sprintf("/a%d", i), http.NotFoundHandler(), urlpattern.Options{IgnoreCase: true})
		}
		u, err := weburl.Parse("https://example.com/none")
		if err != nil {
			b.Fatal(err)
		}
		v := urlpattern.ComponentsOf(u)
		buf := make([]*route, 0, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				rt.find(http.MethodGet, &v, false, buf[:0])
			}
		})
	}
}

// TestRestListsBounded (issue 38, points 2 and 3): routes the tree cannot
// place (their pathname starts with a regexp group) are compared, when
// registered, only with the routes that may share a request with them,
// and a request tries only the routes that may match it, by their fixed
// last segment and literal prefix: registering a thousand of them looks
// at a handful of earlier routes each, not at every one.
func TestRestListsBounded(t *testing.T) {
	for _, c := range []struct {
		name    string
		pattern func(i int) string
		path    string
		tries   int // the most candidates the request may try
	}{
		{"/:x(e{i}-[a-z]*)", func(i int) string { return fmt.Sprintf("/:x(e{%d}-[a-z]*)", i) }, "/eeeee-abc", 1},
		{"/:x(\\d+)/k{i}", func(i int) string { return fmt.Sprintf("/:x(\\d+)/k%d", i) }, "/" + strings.Repeat("1", 1<<20), 0},
		{"/:x(\\d+)/k{i} (a match)", func(i int) string { return fmt.Sprintf("/:x(\\d+)/k%d", i) }, "/123/k7", 1},
	} {
		var rt Router
		compared := 0
		for i := 1; i <= 1000; i++ {
			r := &route{pattern: c.pattern(i), handler: http.NotFoundHandler()}
			var err error
			if r.p, err = urlpattern.NewFromInit(urlpattern.Init{Pathname: &r.pattern}, urlpattern.Options{}); err != nil {
				t.Fatalf("%s: %v", r.pattern, err)
			}
			for j, c := range rankOrder {
				r.parts[j] = r.p.Parts(c)
			}
			r.segs, r.complete = skeleton(r.parts[pathnameRank])
			r.setShape()
			compared += len(rt.index.near(r, nil))
			if err := rt.add(r); err != nil {
				t.Fatalf("%s: %v", r.pattern, err)
			}
		}
		tries := len(rt.index.candidates("example.com", c.path, nil))
		if compared > 2*1000 || tries > c.tries {
			t.Errorf("%s: 1,000 registrations compared with %d routes; a request tries %d, want at most %d", c.name, compared, tries, c.tries)
		}
	}
}

// TestConflictWithRestRoute: a route the tree cannot place whose pathname
// has no fixed last segment conflicts with a later route that ends in one,
// when a request matches both and neither is more specific (found by
// TestIndexAsLinearScan: "/x.json/1" matches both of these).
func TestConflictWithRestRoute(t *testing.T) {
	for _, order := range [][2]string{{"/:n.:e/:tail+", "/:x/1"}, {"/:x/1", "/:n.:e/:tail+"}} {
		var rt Router
		if err := rt.Register(order[0], http.NotFoundHandler(), urlpattern.Options{}); err != nil {
			t.Fatal(err)
		}
		err := rt.Register(order[1], http.NotFoundHandler(), urlpattern.Options{})
		if ce := (*ConflictError)(nil); !errors.As(err, &ce) || ce.Example == "" {
			t.Errorf("%s after %s: %v, want a conflict with an example", order[1], order[0], err)
		}
	}
}

// TestRegisterDoesNotBlockRequests: a route's conflict checks run without
// the router's lock, so that a request is served while they run (here: a
// request served from within the check, which would wait for ever if the
// lock were held).
func TestRegisterDoesNotBlockRequests(t *testing.T) {
	var rt Router
	rt.HandleFunc("GET /health", func(w http.ResponseWriter, r *http.Request) {})
	rt.HandleFunc("/a/:x(\\d+)", func(w http.ResponseWriter, r *http.Request) {})
	served := make(chan int, 1)
	conflictCheckHook = func() {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", "/health", nil))
		served <- w.Code
		conflictCheckHook = nil
	}
	defer func() { conflictCheckHook = nil }()
	done := make(chan error, 1)
	go func() { done <- rt.Register("/a/:y([0-9]+)", http.NotFoundHandler(), urlpattern.Options{}) }()
	select {
	case err := <-done:
		var ce *ConflictError
		if code := <-served; code != http.StatusOK || !errors.As(err, &ce) {
			t.Errorf("GET /health during the check: %d; the registration: %v", code, err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the request waited for the registration's lock")
	}
}

// BenchmarkRegister: the time per registration of the n-th route, for n
// routes of shapes the tree cannot place (issue 38, point 2): ns/op is the
// mean over all n registrations, which stays flat from 100 to 1,000 when
// registering costs what the routes that may share a request cost.
func BenchmarkRegister(b *testing.B) {
	for _, shape := range []struct {
		name    string
		pattern func(i int) string
	}{
		{"prefixed", func(i int) string { return fmt.Sprintf("/:x(e%d-[a-z]*)", i) }},
		{"tailed", func(i int) string { return fmt.Sprintf("/:x(\\d+)/k%d", i) }},
		{"ignorecase", func(i int) string { return fmt.Sprintf("/a%d", i) }},
	} {
		for _, n := range []int{100, 1000} {
			b.Run(fmt.Sprintf("%s/%d", shape.name, n), func(b *testing.B) {
				for b.Loop() {
					var rt Router
					for i := range n {
						if err := rt.Register(shape.pattern(i), http.NotFoundHandler(), urlpattern.Options{IgnoreCase: shape.name == "ignorecase"}); err != nil {
							b.Fatal(err)
						}
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/route")
			})
		}
	}
}
