package weburl_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/weburl/weburl"
)

// TestSearchParamsLimit: a query with more pieces between "&" than the
// limit is refused with an error that says where the first piece past the
// limit starts; empty pieces count, as net/url counts them (issue 38,
// point 4: the parser's memory is bounded by what the limit counts); up
// to the limit, the list is what NewSearchParams gives.
func TestSearchParamsLimit(t *testing.T) {
	for _, tc := range []struct {
		query  string
		limit  int
		offset int // of the error, or -1 for none
	}{
		{"a=1&b=2&c=3", 3, -1},
		{"a=1&b=2&c=3", 2, 8},
		{"?a=1&b=2&c=3", 2, 8}, // one leading "?" is not part of the query
		{"a&&&&b&&", 2, 3},     // empty pieces count, as net/url counts them
		{"a&&&&b&&", 7, -1},
		{"&&a&&b&&c", 2, 2},
		{"&&a&&b&&c", 6, 8},
		{"a&b", 0, -1}, // no limit
		{"a&b", -1, -1},
		{"", 1, -1},
		{"=&=", 1, 2}, // "=" is a pair: an empty name and value
	} {
		sp, err := weburl.NewSearchParamsLimit(tc.query, tc.limit)
		var tooMany *weburl.TooManyQueryParamsError
		switch {
		case tc.offset < 0 && (err != nil || sp.String() != weburl.NewSearchParams(tc.query).String()):
			t.Errorf("NewSearchParamsLimit(%q, %d) = %v, %v; want the list %v", tc.query, tc.limit, sp, err, weburl.NewSearchParams(tc.query))
		case tc.offset >= 0 && (sp != nil || !errors.As(err, &tooMany) || !errors.Is(err, weburl.ErrTooManyQueryParams) ||
			*tooMany != weburl.TooManyQueryParamsError{Limit: tc.limit, Offset: tc.offset}):
			t.Errorf("NewSearchParamsLimit(%q, %d) = %v, %v; want an error at %d", tc.query, tc.limit, sp, err, tc.offset)
		}
	}
	u := mustParse("https://example.com/?a=1&b=2&c=3#x&y&z")
	if _, err := u.SearchParamsLimit(2); !errors.Is(err, weburl.ErrTooManyQueryParams) {
		t.Errorf("SearchParamsLimit(2) = %v", err)
	}
	sp, err := u.SearchParamsLimit(3)
	if err != nil || sp.Get("c") != "3" {
		t.Fatalf("SearchParamsLimit(3) = %v, %v", sp, err)
	}
	sp.Set("a", "9") // the URL's query object
	if u.Href() != "https://example.com/?a=9&b=2&c=3#x&y&z" {
		t.Errorf("through SearchParamsLimit's list: %s", u.Href())
	}
	var nilURL *weburl.URL
	if sp, err := nilURL.SearchParamsLimit(1); err != nil || sp.Len() != 0 {
		t.Errorf("nil URL: %v, %v", sp, err)
	}
}

// TestSearchParamsLimitMemory measures the memory that parsing a 1 MiB
// query of one-byte pairs ("a&a&a...", 524,288 pairs) allocates: without
// a limit, several times the query's length (32 bytes a pair as the list
// is now); with net/url's default limit of 10,000, nothing but the error;
// for a query of exactly 10,000 such pairs, no more per pair than the
// unbounded parse took; and for 1 MiB of "&" and one pair, the memory of
// one pair.
func TestSearchParamsLimitMemory(t *testing.T) {
	const limit, pairs = 10000, 1 << 19
	huge := strings.Repeat("a&", pairs)
	atLimit := strings.Repeat("a&", limit-1) + "a"
	allocated := func(f func()) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	var sp *weburl.SearchParams
	unbounded := allocated(func() { sp = weburl.NewSearchParams(huge) })
	if sp.Len() != pairs || unbounded < 4*uint64(len(huge)) {
		t.Errorf("NewSearchParams: %d pairs in %d bytes; want %d pairs in more than 4 times the query's %d bytes", sp.Len(), unbounded, pairs, len(huge))
	}
	perPair := unbounded / pairs
	var err error
	refused := allocated(func() { sp, err = weburl.NewSearchParamsLimit(huge, limit) })
	if err == nil || refused > 1024 {
		t.Errorf("NewSearchParamsLimit of %d pairs: %v after %d bytes; want an error after at most 1 KiB", pairs, err, refused)
	}
	accepted := allocated(func() { sp, err = weburl.NewSearchParamsLimit(atLimit, limit) })
	if bound := (perPair+1)*limit + 1024; err != nil || sp.Len() != limit || accepted > bound {
		t.Errorf("NewSearchParamsLimit of %d pairs: %v, %d pairs in %d bytes; want at most %d", limit, err, sp.Len(), accepted, bound)
	}
	if n := testing.AllocsPerRun(10, func() { weburl.NewSearchParamsLimit(huge, limit) }); n > 1 {
		t.Errorf("NewSearchParamsLimit refusing: %v allocations, want 1 (the error)", n)
	}
	// Separators cost no memory: a list takes memory for its pairs.
	separators := strings.Repeat("&", 1<<20) + "a=1"
	if n := allocated(func() { sp = weburl.NewSearchParams(separators) }); sp.Len() != 1 || n > 1024 {
		t.Errorf("NewSearchParams of 1 MiB of '&' and one pair: %d pairs in %d bytes; want 1 pair in at most 1 KiB", sp.Len(), n)
	}
	if n := allocated(func() { sp, err = weburl.NewSearchParamsLimit(separators, limit) }); err == nil || n > 1024 {
		t.Errorf("NewSearchParamsLimit of 1 MiB of '&': %v after %d bytes; want an error after at most 1 KiB", err, n)
	}
	t.Logf("1 MiB query, %d pairs: %d bytes without a limit (%d a pair), %d bytes refused at %d; %d pairs: %d bytes",
		pairs, unbounded, perPair, refused, limit, limit, accepted)
}

// BenchmarkSearchParamsLimit: the memory and time of parsing a 1 MiB query
// of one-byte pairs, without a limit and with net/url's default one
// (-benchmem gives B/op).
func BenchmarkSearchParamsLimit(b *testing.B) {
	huge := strings.Repeat("a&", 1<<19)
	b.Run("unbounded", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			weburl.NewSearchParams(huge)
		}
	})
	b.Run("limit=10000", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			weburl.NewSearchParamsLimit(huge, 10000)
		}
	})
}

func ExampleNewSearchParamsLimit() {
	sp, err := weburl.NewSearchParamsLimit("?q=go&page=2", 100)
	fmt.Println(sp, err)
	sp, err = weburl.NewSearchParamsLimit(strings.Repeat("a&", 20000), 10000)
	fmt.Println(sp == nil, errors.Is(err, weburl.ErrTooManyQueryParams))
	// Output:
	// q=go&page=2 <nil>
	// true true
}

func ExampleURL_SearchParamsLimit() {
	u, _ := weburl.Parse("https://example.com/search?q=go&page=2")
	sp, err := u.SearchParamsLimit(10000)
	if err != nil {
		return // a 400 Bad Request for a server
	}
	fmt.Println(sp.Get("q"), sp.Get("page"))
	_, err = u.SearchParamsLimit(1)
	fmt.Println(err)
	// Output:
	// go 2
	// weburl: the query has more than 1 parameter (the next starts at byte 5)
}

func ExampleTooManyQueryParamsError_Error() {
	_, err := weburl.NewSearchParamsLimit("a=1&b=2&c=3", 2)
	var tooMany *weburl.TooManyQueryParamsError
	if errors.As(err, &tooMany) {
		fmt.Println(tooMany.Limit, tooMany.Offset)
	}
	fmt.Println(err)
	// Output:
	// 2 8
	// weburl: the query has more than 2 parameters (the next starts at byte 8)
}

func ExampleTooManyQueryParamsError_Unwrap() {
	_, err := weburl.NewSearchParamsLimit("a&b", 1)
	fmt.Println(errors.Unwrap(err) == weburl.ErrTooManyQueryParams)
	// Output: true
}
