package weburlhttp_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/allocs"
	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/weburlhttp"
)

// TestRequestQuery: a server's request's query parameters, refused past
// net/url's default of 10,000, where net/url refuses them too.
func TestRequestQuery(t *testing.T) {
	atLimit := "/s?" + strings.Repeat("a=1&", weburlhttp.DefaultMaxQueryParams-1) + "q=go+x"
	sp, err := weburlhttp.RequestQuery(httptest.NewRequest("GET", atLimit, nil))
	if err != nil || sp.Len() != weburlhttp.DefaultMaxQueryParams || sp.Get("q") != "go x" {
		t.Errorf("%d pairs: %v, %v", weburlhttp.DefaultMaxQueryParams, sp.Len(), err)
	}
	over := atLimit + "&b"
	_, err = weburlhttp.RequestQuery(httptest.NewRequest("GET", over, nil))
	var tooMany *weburl.TooManyQueryParamsError
	if !errors.As(err, &tooMany) || tooMany.Offset != len(over)-len("/s?")-1 {
		t.Errorf("%d pairs: %v", weburlhttp.DefaultMaxQueryParams+1, err)
	}
	// net/url (Go 1.26's default urlmaxqueryparams) draws the same line.
	if _, err := url.ParseQuery(atLimit[len("/s?"):]); err != nil {
		t.Errorf("net/url refuses %d pairs: %v", weburlhttp.DefaultMaxQueryParams, err)
	}
	if _, err := url.ParseQuery(over[len("/s?"):]); err == nil {
		t.Errorf("net/url accepts %d pairs; DefaultMaxQueryParams is not its default", weburlhttp.DefaultMaxQueryParams+1)
	}
	// A request whose URL does not parse gives FromRequest's error.
	r := httptest.NewRequest("GET", "/", nil)
	r.Host = "a b"
	if _, err := weburlhttp.RequestQuery(r); !errors.Is(err, weburl.ErrDomainToASCII) {
		t.Errorf("bad host: %v", err)
	}
}

// TestRequestQueryMemory: for a request with a 1 MiB query of one-byte
// pairs, RequestQuery allocates what parsing the URL costs (its href, in
// proportion to the query's length), not the 16 bytes a byte of the
// pair list.
func TestRequestQueryMemory(t *testing.T) {
	r := httptest.NewRequest("GET", "/s?"+strings.Repeat("a&", 1<<19), nil)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := weburlhttp.RequestQuery(r)
	runtime.ReadMemStats(&after)
	if bytes := after.TotalAlloc - before.TotalAlloc; !errors.Is(err, weburl.ErrTooManyQueryParams) || bytes > 4<<20 {
		t.Errorf("%v after %d bytes; want an error after at most 4 MiB", err, bytes)
	} else {
		t.Logf("1 MiB query: refused after %d bytes", bytes)
	}
}

func ExampleRequestQuery() {
	mux := http.NewServeMux()
	mux.HandleFunc("/search", func(w http.ResponseWriter, r *http.Request) {
		params, err := weburlhttp.RequestQuery(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		fmt.Fprintln(w, params.Get("q"))
	})
	for _, target := range []string{"/search?q=go+url", "/search?" + strings.Repeat("a&", 10001)} {
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Print(w.Code, " ", w.Body.String())
	}
	// Output:
	// 200 go url
	// 400 weburl: the query has more than 10000 parameters (the next starts at byte 20000)
}

// FuzzRequestQuery: RequestQuery, which reads a plain query without
// parsing the URL, gives what the query object of FromRequest's URL gives
// (the truth: the URL Standard's parser on the whole request), list and
// error alike.
func FuzzRequestQuery(f *testing.F) {
	for _, seed := range [][2]string{
		{"example.com", "/s?a=1&b=%20+c"}, {"EXAMPLE.com:8080", "/s?q='x'"}, {"", "/s?a=1"}, {"a b", "/?x"},
		{"h:99999", "/?x"}, {"[::1]", "/??a=1"}, {"xn--a", "/?a"}, {"h", "/?a#b"}, {"h", "/?é=1"}, {"h:", "/?a=\x01"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, host, target string) {
		nu, err := url.ParseRequestURI(target)
		if err != nil || !strings.HasPrefix(target, "/") {
			return
		}
		r := &http.Request{Method: "GET", Host: host, URL: nu, RequestURI: target}
		got, gotErr := weburlhttp.RequestQuery(r)
		var want *weburl.SearchParams
		u, wantErr := weburlhttp.FromRequest(r, "")
		if wantErr == nil {
			want, wantErr = u.SearchParamsLimit(weburlhttp.DefaultMaxQueryParams)
		}
		if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
			t.Fatalf("Host %q, %q: error %v, FromRequest's URL gives %v", host, target, gotErr, wantErr)
		}
		if gotErr == nil && got.String() != want.String() {
			t.Fatalf("Host %q, %q: %q, FromRequest's URL gives %q", host, target, got, want)
		}
	})
}

// BenchmarkRequestQuery: RequestQuery against net/http's r.URL.Query()
// (net/url's ParseQuery) on a server's requests for the URLs of the bench
// lists that have a query; ns/query and allocs/query per request.
func BenchmarkRequestQuery(b *testing.B) {
	urls := wptAndBenchQueryURLs(b)
	var reqs []*http.Request
	for _, u := range urls {
		nu, err := url.ParseRequestURI(u.RequestURI())
		if err != nil {
			continue // net/http's server refuses it
		}
		reqs = append(reqs, &http.Request{Method: "GET", Host: u.Host(), URL: nu, RequestURI: u.RequestURI()})
	}
	for _, c := range []struct {
		name  string
		query func(*http.Request) int
	}{
		{"weburl", func(r *http.Request) int { sp, _ := weburlhttp.RequestQuery(r); return sp.Len() }},
		{"net_http", func(r *http.Request) int { return len(r.URL.Query()) }},
	} {
		b.Run(c.name, func(b *testing.B) { allocs.PerItem(b, "query", reqs, c.query) })
	}
}

// wptAndBenchQueryURLs returns the http and https URLs of the bench lists
// that have a query, as a server's requests would carry them.
func wptAndBenchQueryURLs(tb testing.TB) []*weburl.URL {
	var urls []*weburl.URL
	for _, line := range testdata.BenchLines(tb) {
		u, err := weburl.Parse(strings.TrimSpace(line))
		if err == nil && (u.Scheme() == "http" || u.Scheme() == "https") && len(u.Search()) > 1 {
			urls = append(urls, u)
		}
	}
	if len(urls) == 0 {
		tb.Skip("no bench lists: go run ./internal/fetchtestdata")
	}
	return urls
}
