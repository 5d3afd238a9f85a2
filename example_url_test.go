package weburl_test

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/weburl/weburl"
)

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
