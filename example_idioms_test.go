package weburl_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/weburl/weburl"
)

func ExampleSearchParams_DeleteFunc() {
	u := mustParse("https://shop.example/item?utm_source=mail&id=7&utm_medium=email")
	u.SearchParams().DeleteFunc(func(name, value string) bool {
		return strings.HasPrefix(name, "utm_")
	})
	fmt.Println(u)
	// Output: https://shop.example/item?id=7
}

func ExampleBuild() {
	u, err := weburl.Build(weburl.Parts{Scheme: "https", Host: "api.example", Port: "8443", Path: "/v1/items", Query: "q=a b"})
	fmt.Println(u, err)

	// A part that carries other components is refused, where
	// "https://" + host + "/v1/items" would go to evil.example.
	_, err = weburl.Build(weburl.Parts{Scheme: "https", Host: "evil.example/x?y#", Path: "/v1/items"})
	fmt.Println(err)
	fmt.Println(errors.Is(err, weburl.ErrDomainToASCII))
	// Output:
	// https://api.example:8443/v1/items?q=a%20b <nil>
	// weburl: cannot set hostname to "evil.example/x?y#": domain-to-ASCII
	// true
}

func ExampleURL_MakeRelative() {
	base := mustParse("https://example.com/docs/guide/intro.html?lang=en")
	for _, s := range []string{
		"https://example.com/docs/guide/setup.html",
		"https://example.com/docs/api/",
		"https://example.com/docs/guide/intro.html?lang=en#install",
		"https://cdn.example.com/app.js",
		"http://example.com/",
	} {
		ref := base.MakeRelative(mustParse(s))
		back, _ := base.Parse(ref)
		fmt.Printf("%-24q %v\n", ref, back.Href() == s)
	}
	// Output:
	// "setup.html"             true
	// "../api/"                true
	// "#install"               true
	// "//cdn.example.com/app.js" true
	// "http://example.com/"    true
}

func ExampleURL_SortQuery() {
	u := mustParse("https://x.example/?b&a=/p,q")
	u.SortQuery() // the pairs as written
	fmt.Println(u)
	v := mustParse("https://x.example/?b&a=/p,q")
	v.SearchParams().Sort() // the pairs re-serialized
	fmt.Println(v)
	// Output:
	// https://x.example/?a=/p,q&b
	// https://x.example/?a=%2Fp%2Cq&b=
}

func ExampleURL_DeleteQueryFunc() {
	u := mustParse("https://x.example/?utm_source=mail&q=%E9&id=7")
	u.DeleteQueryFunc(func(name, value string) bool { return strings.HasPrefix(name, "utm_") })
	fmt.Println(u)
	// Output: https://x.example/?q=%E9&id=7
}

// A cache key: no fragment, no tracking parameters, the rest sorted as
// written.
func ExampleURL_Canonical() {
	for _, s := range []string{
		"https://shop.example/item?id=7&color=red&utm_source=mail#reviews",
		"https://shop.example/item?color=red&fbclid=x1&id=7",
		"https://shop.example/item?color=r%65d&id=7",
	} {
		c, _ := mustParse(s).Canonical("utm_*", "fbclid")
		fmt.Println(c)
	}
	// Output:
	// https://shop.example/item?color=red&id=7
	// https://shop.example/item?color=red&id=7
	// https://shop.example/item?color=r%65d&id=7
}
