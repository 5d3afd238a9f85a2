package router_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern/router"
	"github.com/weburl/weburl/weburlhttp"
)

// TestQuery: a handler gets the request's query parameters from
// weburlhttp.RequestQuery, refused past DefaultMaxQueryParams pieces
// (net/url's default, which counts empty pieces too), through a Router or
// without one.
// They are the URL's query object's (the URL Standard's URL.searchParams,
// whose query "?a=1" of "/s??a=1" has the name "?a").
func TestQuery(t *testing.T) {
	type answer struct {
		n   int
		err error
		sp  string
	}
	var got answer
	var rt router.Router
	rt.HandleFunc("/s", func(w http.ResponseWriter, r *http.Request) {
		sp, err := weburlhttp.RequestQuery(r)
		got = answer{sp.Len(), err, sp.String()}
		if u, _ := weburl.Parse("https://example.com" + r.RequestURI); err == nil && sp.String() != u.SearchParams().String() {
			t.Errorf("%s: Query gives %q, the URL's query object %q", r.RequestURI, sp, u.SearchParams())
		}
	})
	atLimit := "/s?" + strings.Repeat("a=%20&", weburlhttp.DefaultMaxQueryParams-1) + "a=%20"
	for _, tc := range []struct {
		target string
		n      int
		offset int // of the error, or -1
	}{
		{atLimit, weburlhttp.DefaultMaxQueryParams, -1},
		{atLimit + "&b", 0, len(atLimit+"&") - len("/s?")},
		{"/s?&&x=1&&y", 2, -1},
		{"/s??a=1", 1, -1},
	} {
		got = answer{}
		rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", tc.target, nil))
		var tooMany *weburl.TooManyQueryParamsError
		switch {
		case tc.offset < 0 && (got.err != nil || got.n != tc.n):
			t.Errorf("%.40q: %d pairs, %v; want %d", tc.target, got.n, got.err, tc.n)
		case tc.offset >= 0 && (!errors.As(got.err, &tooMany) || tooMany.Offset != tc.offset || tooMany.Limit != weburlhttp.DefaultMaxQueryParams):
			t.Errorf("%.40q: %v; want an error at %d", tc.target, got.err, tc.offset)
		}
		// Without a Router, the same answer.
		sp, err := weburlhttp.RequestQuery(httptest.NewRequest("GET", tc.target, nil))
		if (err == nil) != (got.err == nil) || err == nil && sp.Len() != got.n {
			t.Errorf("%.40q without a Router: %d pairs, %v; through one: %d, %v", tc.target, sp.Len(), err, got.n, got.err)
		}
	}
}

func Example_query() {
	var rt router.Router
	rt.HandleFunc("GET /search", func(w http.ResponseWriter, r *http.Request) {
		params, err := weburlhttp.RequestQuery(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		fmt.Fprintln(w, params.Get("q"), params.Get("page"))
	})
	for _, target := range []string{"/search?q=url+pattern&page=2", "/search?" + strings.Repeat("x&", weburlhttp.DefaultMaxQueryParams+1)} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Print(w.Code, " ", w.Body.String())
	}
	// Output:
	// 200 url pattern 2
	// 400 weburl: the query has more than 10000 parameters (the next starts at byte 20000)
}
