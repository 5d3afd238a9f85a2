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
)

// TestQuery: a handler gets the request's query parameters, refused past
// MaxQueryParams (net/url's default), through a Router or without one.
func TestQuery(t *testing.T) {
	type answer struct {
		n   int
		err error
	}
	var got answer
	var rt router.Router
	rt.HandleFunc("/s", func(w http.ResponseWriter, r *http.Request) {
		sp, err := router.Query(r)
		got = answer{sp.Len(), err}
	})
	atLimit := "/s?" + strings.Repeat("a=%20&", router.MaxQueryParams)
	for _, tc := range []struct {
		target string
		n      int
		offset int // of the error, or -1
	}{
		{atLimit, router.MaxQueryParams, -1},
		{atLimit + "b", 0, len(atLimit) - len("/s?")},
		{"/s?&&x=1&&y", 2, -1},
	} {
		got = answer{}
		rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", tc.target, nil))
		var tooMany *weburl.TooManyQueryParamsError
		switch {
		case tc.offset < 0 && (got.err != nil || got.n != tc.n):
			t.Errorf("%.40q: %d pairs, %v; want %d", tc.target, got.n, got.err, tc.n)
		case tc.offset >= 0 && (!errors.As(got.err, &tooMany) || tooMany.Offset != tc.offset || tooMany.Limit != router.MaxQueryParams):
			t.Errorf("%.40q: %v; want an error at %d", tc.target, got.err, tc.offset)
		}
		// Without a Router, the same answer.
		sp, err := router.Query(httptest.NewRequest("GET", tc.target, nil))
		if (err == nil) != (got.err == nil) || err == nil && sp.Len() != got.n {
			t.Errorf("%.40q without a Router: %d pairs, %v; through one: %d, %v", tc.target, sp.Len(), err, got.n, got.err)
		}
	}
}

func ExampleQuery() {
	var rt router.Router
	rt.HandleFunc("GET /search", func(w http.ResponseWriter, r *http.Request) {
		params, err := router.Query(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		fmt.Fprintln(w, params.Get("q"), params.Get("page"))
	})
	for _, target := range []string{"/search?q=url+pattern&page=2", "/search?" + strings.Repeat("x&", router.MaxQueryParams+1)} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Print(w.Code, " ", w.Body.String())
	}
	// Output:
	// 200 url pattern 2
	// 400 weburl: the query has more than 10000 parameters (the next starts at byte 20000)
}
