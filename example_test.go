package weburl_test

import (
	"errors"
	"fmt"

	"github.com/weburl/weburl"
	"golang.org/x/text/encoding/htmlindex"
)

func ExampleParse() {
	u, err := weburl.Parse("HTTPS://user@EXAMPLE.com:443/a/./b/../c d?q=1 2#frag")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Protocol(), u.Username(), u.Host(), u.Pathname(), u.Search(), u.Hash())
	// Output:
	// https://user@example.com/a/c%20d?q=1%202#frag
	// https: user example.com /a/c%20d ?q=1%202 #frag
}

func ExampleParse_error() {
	_, err := weburl.Parse("https://[::1/")
	fmt.Println(err)

	var pe *weburl.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Type)
	}
	fmt.Println(errors.Is(err, weburl.ErrIPv6Unclosed))
	// Output:
	// weburl: invalid URL "https://[::1/": IPv6-unclosed
	// IPv6-unclosed
	// true
}

func ExampleParseWithBase() {
	u, err := weburl.ParseWithBase("../d?x#y", "https://example.com/a/b/c")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	// Output: https://example.com/a/d?x#y
}

func ExampleURL_Parse() {
	base, _ := weburl.Parse("https://example.com/docs/guide/")
	for _, ref := range []string{"intro", "/root", "//cdn.example.net/x.js", "?page=2", "mailto:a@b"} {
		u, err := base.Parse(ref)
		if err != nil {
			panic(err)
		}
		fmt.Println(u)
	}
	// Output:
	// https://example.com/docs/guide/intro
	// https://example.com/root
	// https://cdn.example.net/x.js
	// https://example.com/docs/guide/?page=2
	// mailto:a@b
}

func ExampleCanParse() {
	fmt.Println(weburl.CanParse("https://example.com"))
	fmt.Println(weburl.CanParse("/relative"))
	fmt.Println(weburl.CanParse("https://exa mple.com"))
	// Output:
	// true
	// false
	// false
}

func ExampleCanParseWithBase() {
	fmt.Println(weburl.CanParseWithBase("/relative", "https://example.com"))
	fmt.Println(weburl.CanParseWithBase("/relative", "not a base"))
	// Output:
	// true
	// false
}

func ExampleURL_Origin() {
	for _, s := range []string{"https://user@example.com:8443/x", "blob:https://example.com/uuid", "file:///etc/hosts"} {
		u, _ := weburl.Parse(s)
		fmt.Println(u.Origin())
	}
	// Output:
	// https://example.com:8443
	// https://example.com
	// null
}

func ExampleOrigin_SameOrigin() {
	a, _ := weburl.Parse("https://example.com/a")
	b, _ := weburl.Parse("https://EXAMPLE.com:443/b")
	c, _ := weburl.Parse("http://example.com/a")
	fmt.Println(a.Origin().SameOrigin(b.Origin()), a.Origin().SameOrigin(c.Origin()))
	// Output: true false
}

func ExampleParseOptions_Parse() {
	sjis, err := htmlindex.Get("shift_jis")
	if err != nil {
		panic(err)
	}
	opts := weburl.ParseOptions{Encoding: sjis}
	u, err := opts.Parse("https://example.com/≡?q=≡‽")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	// Output: https://example.com/%E2%89%A1?q=%81%DF%26%238253%3B
}

func ExampleURL_Equal() {
	a, _ := weburl.Parse("https://example.com/a#one")
	b, _ := weburl.Parse("HTTPS://example.com:443/a#two")
	fmt.Println(a.Equal(b, false), a.Equal(b, true))
	// Output: false true
}
