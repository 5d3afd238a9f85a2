package weburl_test

// Examples of the query: SearchParams, query encodings, percent-encoding
// and application/x-www-form-urlencoded.

import (
	"fmt"
	"maps"
	"net/url"
	"slices"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/queryencoding"
)

func ExampleURL_SearchParams() {
	u, _ := weburl.Parse("https://example.com/search?q=go&page=2")
	sp := u.SearchParams()
	sp.Set("page", "3")
	sp.Append("lang", "en gb")
	fmt.Println(u)

	u.SetSearch("?x=1") // the params follow the URL
	fmt.Println(sp.Len(), sp.String())

	sp.Delete("x") // an empty list makes the query null
	fmt.Println(u)
	// Output:
	// https://example.com/search?q=go&page=3&lang=en+gb
	// 1 x=1
	// https://example.com/search
}

func ExampleNewSearchParams() {
	sp := weburl.NewSearchParams("?a=1&b=x+y&a=%E2%82%AC&c")
	fmt.Println(sp.Len())
	fmt.Println(sp.Get("b"))
	fmt.Println(sp.GetAll("a"))
	fmt.Println(sp.Has("c"), sp.HasValue("a", "2"))
	// Output:
	// 4
	// x y
	// [1 €]
	// true false
}

func ExampleNewSearchParamsFromPairs() {
	sp := weburl.NewSearchParamsFromPairs([][2]string{{"q", "a&b=c"}, {"emoji", "😀"}})
	fmt.Println(sp)
	// Output: q=a%26b%3Dc&emoji=%F0%9F%98%80
}

func ExampleNewSearchParamsFromSeq() {
	sp := weburl.NewSearchParamsFromSeq(maps.All(map[string]string{"key": "730d67", "q": "a b"}))
	sp.Sort() // a map's order is random
	fmt.Println(sp)

	// Copy the pairs of another list, leaving out some.
	src := weburl.NewSearchParams("a=1&utm_source=x&b=2")
	dst := weburl.NewSearchParamsFromSeq(func(yield func(string, string) bool) {
		for name, value := range src.All() {
			if name != "utm_source" && !yield(name, value) {
				return
			}
		}
	})
	fmt.Println(dst)
	// Output:
	// key=730d67&q=a+b
	// a=1&b=2
}

func ExampleSearchParams_All() {
	sp := weburl.NewSearchParams("q=go+url&lang=en&q=%F0%9F%90%B9")
	for name, value := range sp.All() {
		fmt.Printf("%s=%q\n", name, value)
	}
	// Output:
	// q="go url"
	// lang="en"
	// q="🐹"
}

func ExampleSearchParams_Values() {
	sp := weburl.NewSearchParams("a=1&b=2&a=3")
	fmt.Println(slices.Collect(sp.Values()))
	fmt.Println(slices.Collect(sp.Keys()))
	// Output:
	// [1 2 3]
	// [a b a]
}

func ExampleSearchParams_Len() {
	fmt.Println(weburl.NewSearchParams("a=1&a=2&b").Len())
	fmt.Println(weburl.NewSearchParams("&&a=1&&").Len()) // empty pairs are skipped
	var sp weburl.SearchParams                           // the zero value is an empty list
	fmt.Println(sp.Len())
	// Output:
	// 3
	// 1
	// 0
}

func ExampleSearchParams_Get() {
	// '+' is a space, and "~" and "%7E" are the same value.
	sp := weburl.NewSearchParams("q=a+b%2Bc&x=~&y=%7E")
	fmt.Printf("%q %q %q\n", sp.Get("q"), sp.Get("x"), sp.Get("y"))
	fmt.Printf("%q\n", sp.Get("missing"))
	// Output:
	// "a b+c" "~" "~"
	// ""
}

func ExampleSearchParams_Lookup() {
	sp := weburl.NewSearchParams("debug=&page=2")
	for _, name := range []string{"debug", "page", "sort"} {
		value, ok := sp.Lookup(name)
		fmt.Printf("%s: %q %v\n", name, value, ok)
	}
	// Output:
	// debug: "" true
	// page: "2" true
	// sort: "" false
}

func ExampleSearchParams_GetAll() {
	sp := weburl.NewSearchParams("tag=go&id=1&tag=url")
	fmt.Println(sp.GetAll("tag"))
	fmt.Println(sp.GetAll("none") == nil)
	// Output:
	// [go url]
	// true
}

func ExampleSearchParams_Has() {
	sp := weburl.NewSearchParams("verbose&level=")
	fmt.Println(sp.Has("verbose"), sp.Has("level"), sp.Has("quiet"))
	// Output: true true false
}

func ExampleSearchParams_HasValue() {
	sp := weburl.NewSearchParams("color=red&color=blue")
	fmt.Println(sp.HasValue("color", "blue"), sp.HasValue("color", "green"))
	// Output: true false
}

func ExampleSearchParams_Set() {
	u := mustParse("https://example.com/list?page=1&sort=name&page=2")
	u.SearchParams().Set("page", "3") // the first "page" pair gets the value, the others go
	u.SearchParams().Set("dir", "desc")
	fmt.Println(u)
	// Output: https://example.com/list?page=3&sort=name&dir=desc
}

func ExampleSearchParams_Append() {
	u := mustParse("https://example.com/search#results")
	sp := u.SearchParams()
	sp.Append("q", "a&b")
	sp.Append("tag", "x")
	sp.Append("tag", "y") // names can repeat
	fmt.Println(u)
	// Output: https://example.com/search?q=a%26b&tag=x&tag=y#results
}

func ExampleSearchParams_Delete() {
	u := mustParse("https://example.com/?token=secret&id=7&token=old")
	u.SearchParams().Delete("token")
	fmt.Println(u)
	u.SearchParams().Delete("id") // an empty list makes the query null: no '?'
	fmt.Println(u)
	// Output:
	// https://example.com/?id=7
	// https://example.com/
}

func ExampleSearchParams_String() {
	// SearchParams serializes as application/x-www-form-urlencoded, which
	// encodes more than a URL's query does, and writes a space as '+'.
	u := mustParse("https://example.com/?a=b ~")
	fmt.Println(u)
	u.SearchParams().Sort() // any change rewrites the query
	fmt.Println(u)
	fmt.Println(weburl.NewSearchParamsFromPairs([][2]string{{"q", "50% off"}, {"x", "é/?"}}))
	// Output:
	// https://example.com/?a=b%20~
	// https://example.com/?a=b+%7E
	// q=50%25+off&x=%C3%A9%2F%3F
}

func ExampleSearchParams_Sort() {
	sp := weburl.NewSearchParams("z=1&a=2&z=0&\U0001F600=3&\uFFFD=4")
	sp.Sort() // stable, by UTF-16 code units as in JavaScript
	for name, value := range sp.All() {
		fmt.Print(name, "=", value, " ")
	}
	fmt.Println()
	// Output: a=2 z=1 z=0 😀=3 �=4
}

func ExampleSearchParams_DeleteValue() {
	sp := weburl.NewSearchParams("a=1&a=2&b=1")
	sp.DeleteValue("a", "1")
	fmt.Println(sp)
	sp.Delete("a")
	fmt.Println(sp)
	// Output:
	// a=2&b=1
	// b=1
}

func ExampleSearchParams_Keys() {
	sp := weburl.NewSearchParams("a=1&b=2&a=3")
	for k := range sp.Keys() {
		fmt.Print(k, " ")
	}
	for v := range sp.Values() {
		fmt.Print(v, " ")
	}
	fmt.Println()
	// Output: a b a 1 2 3
}

func ExamplePercentEncode() {
	// encodeURIComponent, as in JavaScript:
	fmt.Println(weburl.PercentEncode("a b&c=d/é", weburl.ComponentPercentEncodeSet))
	// A path segment as the URL parser encodes it: "%" and "/" stay.
	fmt.Println(weburl.PercentEncode("a b/100%/é", weburl.PathPercentEncodeSet))
	// The form set writes a space as "+", and encodes "~" but not "*".
	fmt.Println(weburl.PercentEncode("a b~*", weburl.FormURLEncodedPercentEncodeSet))
	// Ill-formed UTF-8 is read as U+FFFD.
	fmt.Println(weburl.PercentEncode("\xff", weburl.PathPercentEncodeSet))
	// Output:
	// a%20b%26c%3Dd%2F%C3%A9
	// a%20b/100%/%C3%A9
	// a+b%7E*
	// %EF%BF%BD
}

func ExamplePercentEncodeSet_Contains() {
	fmt.Println(weburl.PathPercentEncodeSet.Contains('?'), weburl.PathPercentEncodeSet.Contains('/'))
	fmt.Println(weburl.QueryPercentEncodeSet.Contains('\''), weburl.SpecialQueryPercentEncodeSet.Contains('\''))
	fmt.Println(weburl.C0ControlPercentEncodeSet.Contains('é'))
	// Output:
	// true false
	// false true
	// true
}

func ExamplePercentDecode() {
	fmt.Println(weburl.PercentDecode("a%20b+c%2Fd"))
	fmt.Println(weburl.PercentDecode("100%"))                // a bare "%" stays
	fmt.Printf("%q\n", weburl.PercentDecode("%E2%80%BD%FF")) // bytes, maybe not UTF-8

	// net/url's PathUnescape fails where the standard keeps the "%".
	_, err := url.PathUnescape("100%")
	fmt.Println(err)
	// Output:
	// a b+c/d
	// 100%
	// "‽\xff"
	// invalid URL escape "%"
}

func ExampleParseURLEncoded() {
	for _, pair := range weburl.ParseURLEncoded("q=go+url&lang=&x&q=%F0%9F%90%B9&&bad=%FF") {
		fmt.Printf("%q=%q\n", pair[0], pair[1])
	}
	// Output:
	// "q"="go url"
	// "lang"=""
	// "x"=""
	// "q"="🐹"
	// "bad"="�"
}

func ExampleSerializeURLEncoded() {
	pairs := [][2]string{{"q", "a b~*"}, {"name", "≡"}}
	fmt.Println(weburl.SerializeURLEncoded(pairs, nil))

	sjis, _ := queryencoding.ForLabel("shift_jis")
	fmt.Println(weburl.SerializeURLEncoded(pairs, sjis))

	// net/url sorts by name and encodes "*" but not "~".
	fmt.Println(url.Values{"q": {"a b~*"}, "name": {"≡"}}.Encode())
	// Output:
	// q=a+b%7E*&name=%E2%89%A1
	// q=a+b%7E*&name=%81%DF
	// name=%E2%89%A1&q=a+b~%2A
}
