package router

import (
	"net/http"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/allocs"
	"github.com/weburl/weburl/urlpattern"
)

// FuzzRouter registers the routes of the fuzzer's lines (those that
// compile and do not conflict) and routes a request for a path: the
// router's index gives the route, and the Allow methods, that a scan of
// every route in rank order gives (the truth: each route's pattern tried
// by TestComponents); and registering and routing allocate within a small
// constant of the input's length (issue 38: 4 KiB a byte, and 4 MiB a
// route for what a property of strings' table takes).
func FuzzRouter(f *testing.F) {
	for _, seed := range [][2]string{
		{"/a/:x\n/a/b\nGET /:y(\\d+)/k1\n/:y(\\d+)/k2", "/7/k2"},
		{"/:x(e{3}-[a-z]*)\n/:x(e{4}-[a-z]*)\n/*", "/eee-a"},
		{"/A/:x\nGET /a/b", "/a/b"},
		{"https://:sub.example.com/*\n/x/*", "/x/y"},
		{"/:x((?:a*(?:a*)+)+)\n/files/*", "/aaaa"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, routes, path string) {
		lines := strings.Split(routes, "\n")
		if len(lines) > 16 || !strings.HasPrefix(path, "/") {
			return
		}
		var rt Router
		n := allocs.Bytes(func() {
			for i, l := range lines {
				rt.Register(l, http.NotFoundHandler(), urlpattern.Options{IgnoreCase: i%4 == 3})
			}
		})
		if bound := 4<<20*uint64(len(lines)) + 4<<10*uint64(len(routes)); n > bound {
			t.Fatalf("%q: registering allocated %d bytes, more than %d", routes, n, bound)
		}
		u, err := weburl.Parse("http://example.com" + path)
		if err != nil {
			return
		}
		v := urlpattern.ComponentsOf(u)
		for _, method := range []string{"GET", "POST"} {
			var got *route
			var cands []*route
			if n := allocs.Bytes(func() { got, cands = rt.find(method, &v, false, nil) }); n > 64<<10+64*uint64(len(path))*uint64(len(lines)) {
				t.Fatalf("%q, %s %q: routing allocated %d bytes", routes, method, path, n)
			}
			var gotAllow []string
			if got == nil {
				gotAllow = sortedAllowed(method, &v, cands)
			}
			want, wantAllow := linearFind(&rt, method, &v)
			if got != want || strings.Join(gotAllow, ",") != strings.Join(wantAllow, ",") {
				t.Fatalf("%q, %s %q: the index gives %s %v, a scan %s %v", routes, method, path, name(got), gotAllow, name(want), wantAllow)
			}
		}
	})
}
