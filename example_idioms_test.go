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
