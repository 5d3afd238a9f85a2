package router_test

import (
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/router"
)

// A muxRoute is one route in both syntaxes: ServeMux's and the router's.
type muxRoute struct{ mux, router string }

// TestServeMuxDifferential: generated route sets in the syntax both routers
// share (literal segments, single-segment wildcards, subtrees and
// rest-of-path wildcards, with and without a method), registered in both;
// generated requests, clean and not, through both. Every answer (status,
// route, Location, Allow) is ServeMux's (the truth), but for the
// documented classes of "Coming from ServeMux", which the test names when
// it meets them and which must stay rare: a route pair that ServeMux
// refuses as conflicting and the router ranks (the route is then left out
// of both).
func TestServeMuxDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 6))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	lits := []string{"a", "b", "users", "v1"}
	randomRoute := func() muxRoute {
		method := pick("", "", "GET ", "POST ", "HEAD ")
		var mux, rt strings.Builder
		mux.WriteString(method)
		rt.WriteString(method)
		for n := rng.IntN(3); n >= 0; n-- {
			switch rng.IntN(3) {
			case 0:
				name := "w" + string(rune('a'+rng.IntN(3)))
				mux.WriteString("/{" + name + "}")
				rt.WriteString("/:" + name)
			default:
				l := pick(lits...)
				mux.WriteString("/" + l)
				rt.WriteString("/" + l)
			}
		}
		switch rng.IntN(4) {
		case 0:
			mux.WriteString("/")
			rt.WriteString("/*")
		case 1:
			mux.WriteString("/{rest...}")
			rt.WriteString("/:rest(.*)")
		}
		return muxRoute{mux.String(), rt.String()}
	}
	segments := append(slices.Repeat(lits, 4), "x", "x", "..", ".", "")
	requests, classes, codes := 0, map[string]int{}, map[int]int{}
	for table := range 60 {
		var rt router.Router
		mux := http.NewServeMux()
		for range 3 + table%8 {
			r := randomRoute()
			h := named(r.router)
			if !registers(func() { mux.Handle(r.mux, h) }) {
				continue
			}
			if err := rt.Register(r.router, h, urlpattern.Options{}); err != nil {
				t.Fatalf("ServeMux takes %q, the router refuses %q: %v", r.mux, r.router, err)
			}
		}
		for range 150 {
			var path strings.Builder
			for n := rng.IntN(4); n >= 0; n-- {
				path.WriteString("/" + pick(segments...))
			}
			target := path.String() + pick("", "", "?q=1")
			method := pick("GET", "POST", "HEAD", "PUT")
			got, want := serve(&rt, method, target), serve(mux, method, target)
			requests++
			codes[want.Code]++
			if got.Code == want.Code && got.Header().Get("X-Route") == want.Header().Get("X-Route") &&
				got.Header().Get("Location") == want.Header().Get("Location") && got.Header().Get("Allow") == want.Header().Get("Allow") {
				continue
			}
			if c := muxClass(target, got, want); c != "" {
				classes[c]++
				continue
			}
			t.Errorf("%s %s: %d %q %q %q; ServeMux %d %q %q %q", method, target,
				got.Code, got.Header().Get("X-Route"), got.Header().Get("Location"), got.Header().Get("Allow"),
				want.Code, want.Header().Get("X-Route"), want.Header().Get("Location"), want.Header().Get("Allow"))
		}
	}
	t.Logf("%d requests (by ServeMux's status: %v), differences by class: %v", requests, codes, classes)
	if codes[http.StatusOK] < 1000 || codes[http.StatusTemporaryRedirect] < 300 || codes[http.StatusMethodNotAllowed] < 100 {
		t.Errorf("the generator is too narrow: %v", codes)
	}
}

// muxClass names the documented class of a difference between the
// router's answer got and ServeMux's want for target, or returns "".
// Both are the URL Standard's reading of dot segments, which ServeMux's
// path.Clean reads otherwise: a path that ends in a dot segment keeps its
// last "/" ("/a/." is "/a/"; path.Clean gives "/a"), and ".." after an
// empty segment removes that segment ("/a//.." is "/a/"; ServeMux first
// drops the empty segment, and gives "/").
func muxClass(target string, got, want *httptest.ResponseRecorder) string {
	if got.Code != http.StatusTemporaryRedirect || want.Code != http.StatusTemporaryRedirect {
		return ""
	}
	p, _, _ := strings.Cut(target, "?")
	if strings.Contains(p, "//") && strings.Contains(p, "..") {
		return "empty segment before a dot segment"
	}
	last := p[strings.LastIndexByte(p, '/')+1:]
	gotLoc, _, _ := strings.Cut(got.Header().Get("Location"), "?")
	wantLoc, _, _ := strings.Cut(want.Header().Get("Location"), "?")
	if (last == "." || last == "..") && (gotLoc == wantLoc+"/" || wantLoc == "/" && gotLoc == "/") {
		return "dot segment at the end"
	}
	return ""
}

// registers reports whether register returns without a panic.
func registers(register func()) (ok bool) {
	defer func() { ok = recover() == nil }()
	register()
	return true
}
