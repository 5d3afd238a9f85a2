package refparser_test

import (
	"fmt"

	"github.com/weburl/weburl/internal/refparser"
)

func ExampleParse() {
	res := refparser.Parse("HTTPS://example.com:443/a/../b\\c", nil)
	fmt.Println(res.URL.Href(), res.Failure, res.Errors)
	res = refparser.Parse("https://[::1", nil)
	fmt.Println(res.URL == nil, res.Failure, res.Errors)
	// Output:
	// https://example.com/b/c false [invalid-reverse-solidus]
	// true true [IPv6-unclosed]
}

func ExampleParseAPI() {
	base := "https://example.com/dir/page"
	res, baseFailed := refparser.ParseAPI("../other?q", &base)
	fmt.Println(res.URL.Href(), baseFailed)
	bad := "no scheme"
	res, baseFailed = refparser.ParseAPI("x", &bad)
	fmt.Println(res.Failure, baseFailed, res.Errors)
	// Output:
	// https://example.com/other?q false
	// true true [missing-scheme-non-relative-URL]
}

func ExampleURL_Get() {
	u := refparser.Parse("https://user@example.com:8080/p?q#f", nil).URL
	for _, attr := range []string{"origin", "host", "pathname", "search", "nonsense"} {
		fmt.Printf("%s=%q\n", attr, u.Get(attr))
	}
	// Output:
	// origin="https://example.com:8080"
	// host="example.com:8080"
	// pathname="/p"
	// search="?q"
	// nonsense=""
}

func ExampleURL_Set() {
	u := refparser.Parse("https://example.com/", nil).URL
	// The space is not a URL code point; "\\" is "/" in a special URL.
	fmt.Println(u.Set("pathname", "a b\\c"), u.Href())
	fmt.Println(u.Set("port", "99999"), u.Href())
	// Output:
	// [invalid-URL-unit invalid-reverse-solidus] https://example.com/a%20b/c
	// [port-out-of-range] https://example.com/a%20b/c
}

func ExampleURL_Clone() {
	u := refparser.Parse("https://example.com/a", nil).URL
	c := u.Clone()
	c.Set("hash", "x")
	fmt.Println(u.Href(), c.Href())
	// Output: https://example.com/a https://example.com/a#x
}

func ExampleURL_Href() {
	fmt.Println(refparser.Parse("HTTP://EXAMPLE.com:80", nil).URL.Href())
	// Output: http://example.com/
}
