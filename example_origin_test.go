package weburl_test

import (
	"fmt"

	"github.com/weburl/weburl"
)

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
