package weburl_test

import (
	"fmt"
	"maps"
	"slices"

	"github.com/weburl/weburl"
)

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
