package weburl_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/queryencoding"
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
	sjis, err := queryencoding.ForLabel("shift_jis")
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
	fmt.Println(a.Equal(b), a.EqualExcludingFragments(b))
	// Output: false true
}

func ExampleURL_SetHref() {
	u, _ := weburl.Parse("https://example.com/")
	if err := u.SetHref("https://[::1"); err != nil {
		fmt.Println(err) // u is unchanged
	}
	_ = u.SetHref("HTTP://Example.org/a/../b")
	fmt.Println(u)
	// Output:
	// weburl: invalid URL "https://[::1": IPv6-unclosed
	// http://example.org/b
}

func ExampleURL_SetProtocol() {
	u, _ := weburl.Parse("http://example.com:443/")
	u.SetProtocol("https") // 443 is https's default port, so the port goes
	fmt.Println(u)
	u.SetProtocol("mailto") // special to non-special: ignored
	fmt.Println(u)
	// Output:
	// https://example.com/
	// https://example.com/
}

func ExampleURL_SetUsername() {
	u, _ := weburl.Parse("https://example.com/")
	u.SetUsername("ad min")
	u.SetPassword("p@ss:word")
	fmt.Println(u)
	fmt.Println(u.Username(), u.Password())
	// Output:
	// https://ad%20min:p%40ss%3Aword@example.com/
	// ad%20min p%40ss%3Aword
}

func ExampleURL_SetPassword() {
	u, _ := weburl.Parse("https://user:old@example.com/")
	u.SetPassword("")
	fmt.Println(u)
	f, _ := weburl.Parse("file:///etc/passwd")
	f.SetPassword("secret") // file URLs cannot have credentials
	fmt.Println(f)
	// Output:
	// https://user@example.com/
	// file:///etc/passwd
}

func ExampleURL_SetHost() {
	u, _ := weburl.Parse("https://example.com:8080/path")
	u.SetHost("EXAMPLE.org") // without a port, the port is kept
	fmt.Println(u)
	u.SetHost("example.net:9090")
	fmt.Println(u)
	u.SetHost("") // a special URL needs a host: ignored
	fmt.Println(u)
	// Output:
	// https://example.org:8080/path
	// https://example.net:9090/path
	// https://example.net:9090/path
}

func ExampleURL_SetHostname() {
	u, _ := weburl.Parse("http://example.com:8080/")
	u.SetHostname("0x7f.1")
	fmt.Println(u)
	u.SetHostname("example.org:80") // a ':' outside brackets: ignored
	fmt.Println(u)
	// Output:
	// http://127.0.0.1:8080/
	// http://127.0.0.1:8080/
}

func ExampleURL_SetPort() {
	u, _ := weburl.Parse("https://example.com/")
	u.SetPort("8443abc") // the leading digits
	fmt.Println(u)
	u.SetPort("443") // the default port is null
	fmt.Println(u)
	u.SetPort("99999") // out of range: ignored
	fmt.Println(u.Port() == "")
	// Output:
	// https://example.com:8443/
	// https://example.com/
	// true
}

func ExampleURL_SetPathname() {
	u, _ := weburl.Parse("https://example.com/old?q#f")
	u.SetPathname("/a/./b/../c d?")
	fmt.Println(u)
	// Output: https://example.com/a/c%20d%3F?q#f
}

func ExampleURL_SetSearch() {
	u, _ := weburl.Parse("https://example.com/p#f")
	u.SetSearch("?q=a b#c")
	fmt.Println(u)
	fmt.Println(u.SearchParams().Get("q"))
	u.SetSearch("")
	fmt.Println(u)
	// Output:
	// https://example.com/p?q=a%20b%23c#f
	// a b#c
	// https://example.com/p#f
}

func ExampleURL_SetHash() {
	u, _ := weburl.Parse("https://example.com/p")
	u.SetHash("#section 2")
	fmt.Println(u, u.Hash())
	// Output: https://example.com/p#section%202 #section%202
}

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

func ExampleURL_MarshalJSON() {
	type Link struct {
		URL *weburl.URL `json:"url"`
	}
	var l Link
	if err := json.Unmarshal([]byte(`{"url": "HTTPS://Example.com/a/../b"}`), &l); err != nil {
		panic(err)
	}
	out, _ := json.Marshal(l)
	fmt.Println(string(out))
	// Output: {"url":"https://example.com/b"}
}

func ExampleURL_Clone() {
	a, _ := weburl.Parse("https://example.com/?x=1")
	b := a.Clone()
	b.SearchParams().Set("x", "2")
	fmt.Println(a, b)
	// Output: https://example.com/?x=1 https://example.com/?x=2
}

func ExampleDomainToUnicode() {
	u, _ := weburl.Parse("https://Bücher.example/")
	display, err := weburl.DomainToUnicode(u.Hostname())
	fmt.Println(u.Hostname(), display, err)
	// Output: xn--bcher-kva.example bücher.example <nil>
}

func ExampleParseOptions_maxInputLength() {
	opts := weburl.ParseOptions{MaxInputLength: 2048}
	_, err := opts.Parse("https://example.com/" + strings.Repeat("a", 4096))
	fmt.Println(errors.Is(err, weburl.ErrInputTooLong))
	u, err := opts.Parse("https://example.com/a")
	fmt.Println(u, err)
	// Output:
	// true
	// https://example.com/a <nil>
}

// mustParse parses a URL written in an example, which must parse.
func mustParse(s string) *weburl.URL {
	u, err := weburl.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
