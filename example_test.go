package weburl_test

// Examples of parsing, the URL object (its getters, setters, copies and
// encodings), origins and domains. The query and percent-encoding are in
// example_searchparams_test.go; errors and validity in example_errors_test.go.

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
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

// A URL is a value: a copy made with v := *u has its own components, and
// its SearchParams change only the copy.
func ExampleURL_copy() {
	u := mustParse("https://example.com/search?q=go")
	v := *u
	v.SearchParams().Set("q", "url")
	v.SetHash("top")
	fmt.Println(u)
	fmt.Println(&v)
	// Output:
	// https://example.com/search?q=go
	// https://example.com/search?q=url#top
}

func ExampleURL_Href() {
	for _, s := range []string{
		"https:example.org",
		"https://////example.com///",
		"https://EXAMPLE.com/../x",
		"https://example.org/💩",
		"file:///C|/demo",
	} {
		fmt.Println(mustParse(s).Href())
	}
	// Output:
	// https://example.org/
	// https://example.com///
	// https://example.com/x
	// https://example.org/%F0%9F%92%A9
	// file:///C:/demo
}

func ExampleURL_String() {
	u := mustParse("https://example.com/[]?[]#[]")
	fmt.Println(u.String() == u.Href())
	fmt.Println(u)                 // fmt uses String
	fmt.Printf("<a href=%q>\n", u) // and so does %q
	// Output:
	// true
	// https://example.com/[]?[]#[]
	// <a href="https://example.com/[]?[]#[]">
}

func ExampleURL_Scheme() {
	for _, s := range []string{"HTTPS://example.com/", "urn:isbn:9780307476463", "git+ssh://example.com/repo"} {
		fmt.Println(mustParse(s).Scheme())
	}
	// Output:
	// https
	// urn
	// git+ssh
}

func ExampleURL_Protocol() {
	u := mustParse("https://localhost:8000/search?q=text#hello")
	fmt.Println(u.Protocol(), u.Scheme())
	// Output: https: https
}

func ExampleURL_Username() {
	u := mustParse("https://user name:pass@example.org/")
	fmt.Println(u.Username())
	fmt.Println(mustParse("https://example.org/").Username() == "")
	// Output:
	// user%20name
	// true
}

func ExampleURL_Password() {
	u := mustParse("https://user:p@ss@example.org/") // the last '@' ends the credentials
	fmt.Println(u.Password(), u.Hostname())
	// Output: p%40ss example.org
}

func ExampleURL_Host() {
	for _, s := range []string{
		"https://localhost:8000/",
		"https://example.com:443/", // the default port is null
		"https://[0:0::1]:8080/",
		"foo://EXAMPLE.COM/", // an opaque host keeps its case
		"mailto:someone@example.com",
	} {
		fmt.Printf("%q\n", mustParse(s).Host())
	}
	// Output:
	// "localhost:8000"
	// "example.com"
	// "[::1]:8080"
	// "EXAMPLE.COM"
	// ""
}

func ExampleURL_Hostname() {
	for _, s := range []string{
		"https://EXAMPLE.COM:8000/",
		"https://faß.example/",
		"https://0xffffffff/",
		"https://[0:0::1]/",
		"file:///etc/hosts",
	} {
		fmt.Printf("%q\n", mustParse(s).Hostname())
	}
	// Output:
	// "example.com"
	// "xn--fa-hia.example"
	// "255.255.255.255"
	// "[::1]"
	// ""
}

func ExampleURL_Port() {
	for _, s := range []string{
		"https://localhost:8000/",
		"https://example.com:443/",
		"ws://example.com:80/",
		"foo://example.com:80/", // a non-special scheme has no default port
		"https://example.com:08080/",
	} {
		fmt.Printf("%q\n", mustParse(s).Port())
	}
	// Output:
	// "8000"
	// ""
	// ""
	// "80"
	// "8080"
}

func ExampleURL_Pathname() {
	for _, s := range []string{
		"https://example.com",
		"https://example.org/💩",
		"https://example.com/a/%2e%2E/b/./c",
		"urn:isbn:9780307476463",
		"file:///ada/Analytical%20Engine/README.md",
	} {
		fmt.Println(mustParse(s).Pathname())
	}
	// Output:
	// /
	// /%F0%9F%92%A9
	// /b/c
	// isbn:9780307476463
	// /ada/Analytical%20Engine/README.md
}

func ExampleURL_Search() {
	for _, s := range []string{
		"https://localhost:8000/search?q=text#hello",
		"https://example.com/?q=a b\"c",
		"https://example.com/?", // an empty query: Search is "", Href keeps the '?'
	} {
		u := mustParse(s)
		fmt.Printf("%q %s\n", u.Search(), u)
	}
	// Output:
	// "?q=text" https://localhost:8000/search?q=text#hello
	// "?q=a%20b%22c" https://example.com/?q=a%20b%22c
	// "" https://example.com/?
}

func ExampleURL_Hash() {
	for _, s := range []string{
		"https://localhost:8000/search?q=text#hello",
		"https://example.com/#a b`c",
		"https://example.com/#", // an empty fragment: Hash is "", Href keeps the '#'
	} {
		u := mustParse(s)
		fmt.Printf("%q %s\n", u.Hash(), u)
	}
	// Output:
	// "#hello" https://localhost:8000/search?q=text#hello
	// "#a%20b%60c" https://example.com/#a%20b%60c
	// "" https://example.com/#
}

func ExampleURL_HasOpaquePath() {
	for _, s := range []string{
		"mailto:someone@example.com",
		"urn:isbn:9780307476463",
		"foo:/a/b",
		"https://example.com/",
	} {
		u := mustParse(s)
		fmt.Println(u.HasOpaquePath(), u.Pathname())
	}
	// Output:
	// true someone@example.com
	// true isbn:9780307476463
	// false /a/b
	// false /
}

func ExampleURL_IsSpecial() {
	// Special URLs (ftp, file, http, https, ws, wss) treat '\' as '/'
	// and always have a host and a path that is a list.
	for _, s := range []string{`https://example.com\a\b`, `foo://example.com/a\b`} {
		u := mustParse(s)
		fmt.Println(u.IsSpecial(), u)
	}
	// Output:
	// true https://example.com/a/b
	// false foo://example.com/a\b
}

func ExampleAttributes() {
	u := mustParse("https://user@example.com:8080/a?b#c")
	for _, name := range weburl.Attributes() {
		v, _ := u.Get(name)
		fmt.Printf("%s=%q\n", name, v)
	}
	// Output:
	// href="https://user@example.com:8080/a?b#c"
	// origin="https://example.com:8080"
	// protocol="https:"
	// username="user"
	// password=""
	// host="example.com:8080"
	// hostname="example.com"
	// port="8080"
	// pathname="/a"
	// search="?b"
	// hash="#c"
}

func ExampleURL_Get() {
	u := mustParse("https://example.com/docs?q=1")
	path, err := u.Get("pathname")
	fmt.Println(path, err)
	_, err = u.Get("searchParams")
	fmt.Println(errors.Is(err, weburl.ErrNoSuchAttribute))
	// Output:
	// /docs <nil>
	// true
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

func ExampleURL_Equal() {
	a, _ := weburl.Parse("https://example.com/a#one")
	b, _ := weburl.Parse("HTTPS://example.com:443/a#two")
	fmt.Println(a.Equal(b), a.EqualExcludingFragments(b))
	// Output: false true
}

func ExampleURL_EqualExcludingFragments() {
	a := mustParse("https://example.com/page#intro")
	b := mustParse("https://EXAMPLE.com/./page#usage")
	c := mustParse("https://example.com/page?#intro")
	fmt.Println(a.EqualExcludingFragments(b), a.Equal(b))
	fmt.Println(a.EqualExcludingFragments(c)) // an empty query is not a null query
	// Output:
	// true false
	// false
}

func ExampleURL_Clone() {
	a, _ := weburl.Parse("https://example.com/?x=1")
	b := a.Clone()
	b.SearchParams().Set("x", "2")
	fmt.Println(a, b)
	// Output: https://example.com/?x=1 https://example.com/?x=2
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

func ExampleURL_UnmarshalJSON() {
	// A URL field (not a pointer) is a JSON string holding its href; the zero
	// URL is "" and "" gives the zero URL back.
	type Site struct {
		Home   weburl.URL `json:"home"`
		Mirror weburl.URL `json:"mirror"`
	}
	in := Site{Home: *mustParse("https://EXAMPLE.com:443/")}
	data, _ := json.Marshal(in)
	fmt.Println(string(data))

	var out Site
	if err := json.Unmarshal(data, &out); err != nil {
		panic(err)
	}
	fmt.Printf("%s %q\n", &out.Home, out.Mirror.Href())

	err := json.Unmarshal([]byte(`{"home": "https://example.com:70000/"}`), &out)
	fmt.Println(errors.Is(err, weburl.ErrPortOutOfRange))
	// Output:
	// {"home":"https://example.com/","mirror":""}
	// https://example.com/ ""
	// true
}

func ExampleURL_MarshalText() {
	u := mustParse("HTTPS://Example.com/a/../b")
	text, err := u.MarshalText()
	fmt.Printf("%s %v\n", text, err)

	var zero weburl.URL
	text, err = zero.MarshalText()
	fmt.Printf("%q %v\n", text, err)
	// Output:
	// https://example.com/b <nil>
	// "" <nil>
}

func ExampleURL_AppendText() {
	u := mustParse("https://example.com/new place")
	header := []byte("Location: ")
	header, err := u.AppendText(header)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(header))
	// Output: Location: https://example.com/new%20place
}

func ExampleURL_UnmarshalText() {
	// A URL works with flag.TextVar, through MarshalText and UnmarshalText.
	fs := flag.NewFlagSet("client", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var endpoint weburl.URL
	fs.TextVar(&endpoint, "endpoint", mustParse("https://api.example.com/v1/"), "API base URL")

	fmt.Println(&endpoint)
	_ = fs.Parse([]string{"-endpoint", "HTTPS://API.example.com:443/v2/"})
	fmt.Println(&endpoint)
	err := fs.Parse([]string{"-endpoint", "https://[::1"})
	fmt.Println(err)
	// Output:
	// https://api.example.com/v1/
	// https://api.example.com/v2/
	// invalid value "https://[::1" for flag -endpoint: weburl: invalid URL "https://[::1": IPv6-unclosed
}

func ExampleURL_MarshalBinary() {
	// encoding/gob uses MarshalBinary and UnmarshalBinary.
	type Bookmark struct {
		Title string
		URL   weburl.URL
	}
	in := Bookmark{"Spec", *mustParse("https://url.spec.whatwg.org/#url-parsing")}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		panic(err)
	}
	var out Bookmark
	if err := gob.NewDecoder(&buf).Decode(&out); err != nil {
		panic(err)
	}
	fmt.Println(out.Title, out.URL.Hash(), out.URL.Equal(&in.URL))
	// Output: Spec #url-parsing true
}

func ExampleURL_AppendBinary() {
	u := mustParse("wss://example.com:443/chat")
	b, err := u.AppendBinary([]byte("url="))
	fmt.Println(string(b), err)
	// Output: url=wss://example.com/chat <nil>
}

func ExampleURL_UnmarshalBinary() {
	var u weburl.URL
	if err := u.UnmarshalBinary([]byte("https://example.com/a")); err != nil {
		panic(err)
	}
	err := u.UnmarshalBinary([]byte("https://ex ample.org/"))
	fmt.Println(err)
	fmt.Println(&u) // unchanged by the failure
	// Output:
	// weburl: invalid URL "https://ex ample.org/": domain-to-ASCII
	// https://example.com/a
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

// Origins are comparable: == is HTML's "same origin", and an Origin can be a
// map key.
func ExampleOrigin() {
	requests := map[weburl.Origin]int{}
	for _, s := range []string{
		"https://example.com/a",
		"https://EXAMPLE.com:443/b",
		"https://example.com:8443/c",
		"http://example.com/d",
		"blob:https://example.com/9115d58c-bcda-ff47-86e5-083e9a215304",
	} {
		requests[mustParse(s).Origin()]++
	}
	fmt.Println(requests[mustParse("https://example.com/").Origin()], len(requests))
	// Output: 3 3
}

func ExampleOrigin_SameOrigin() {
	a, _ := weburl.Parse("https://example.com/a")
	b, _ := weburl.Parse("https://EXAMPLE.com:443/b")
	c, _ := weburl.Parse("http://example.com/a")
	fmt.Println(a.Origin().SameOrigin(b.Origin()), a.Origin().SameOrigin(c.Origin()))
	// Output: true false
}

func ExampleOrigin_IsOpaque() {
	u := mustParse("data:text/plain,hello")
	a := u.Origin()
	b := u.Origin() // each call makes a new opaque origin
	fmt.Println(a.IsOpaque(), a)
	// An opaque origin is the same origin only as itself.
	fmt.Println(a.SameOrigin(a), a.SameOrigin(b), a == b)
	fmt.Println(mustParse("https://example.com/").Origin().IsOpaque())
	// Output:
	// true null
	// true false false
	// false
}

func ExampleOrigin_Scheme() {
	for _, s := range []string{
		"wss://example.com/chat",
		"blob:https://whatwg.org/d0360e2f-caee-469f-9a2f-87d5b0456f6f",
		"mailto:someone@example.com",
	} {
		fmt.Printf("%q\n", mustParse(s).Origin().Scheme())
	}
	// Output:
	// "wss"
	// "https"
	// ""
}

func ExampleOrigin_Host() {
	for _, s := range []string{
		"https://user:pass@faß.example:8080/",
		"http://[0:0::1]/",
		"http://0x7f.1/",
		"file:///etc/hosts",
	} {
		fmt.Printf("%q\n", mustParse(s).Origin().Host())
	}
	// Output:
	// "xn--fa-hia.example"
	// "[::1]"
	// "127.0.0.1"
	// ""
}

func ExampleOrigin_Port() {
	for _, s := range []string{
		"https://example.com:8443/",
		"https://example.com:443/", // the default port is null
		"ftp://example.com:21/",
	} {
		fmt.Printf("%q\n", mustParse(s).Origin().Port())
	}
	// Output:
	// "8443"
	// ""
	// ""
}

func ExampleOrigin_String() {
	for _, s := range []string{
		"https://user@example.com:8443/path?q#f",
		"blob:https://whatwg.org/d0360e2f-caee-469f-9a2f-87d5b0456f6f",
		"http://[::1]:80/",
		"urn:isbn:9780307476463",
	} {
		fmt.Println(mustParse(s).Origin().String())
	}
	// Output:
	// https://example.com:8443
	// https://whatwg.org
	// http://[::1]
	// null
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

func ExampleDomainToUnicode_roundTrip() {
	// When Unicode ToUnicode records an error, the domain is returned as it
	// is, so that what is shown parses back to the same host.
	u := mustParse("https://xn--8i7caa/") // Punycode for "ｗｗｗ"
	fmt.Println(weburl.DomainToUnicode(u.Hostname()))
	fmt.Println(weburl.DomainToUnicode("xn--fa-hia.de"))
	fmt.Println(weburl.DomainToUnicode("127.0.0.1"))
	// Output:
	// xn--8i7caa weburl: invalid host "xn--8i7caa": domain-to-ASCII
	// faß.de <nil>
	// 127.0.0.1 <nil>
}

// IDNAUnicodeVersion is the same under every Go version.
func ExampleIDNAUnicodeVersion() {
	fmt.Println(weburl.IDNAUnicodeVersion)
	u, _ := weburl.Parse("https://FAẞ.de/")
	fmt.Println(u.Host()) // U+1E9E maps to ß since Unicode 15.1
	// Output:
	// 18.0.0
	// xn--fa-hia.de
}

// mustParse parses a URL written in an example, which must parse.
func mustParse(s string) *weburl.URL {
	u, err := weburl.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
