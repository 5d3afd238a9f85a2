package weburlhttp_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"

	"github.com/weburl/weburl/weburlhttp"
)

func ExampleNewRequest() {
	u := mustParse("https://user:pw@example.com/a b?q=é#frag")
	req, _ := weburlhttp.NewRequest(context.Background(), "GET", u, nil)
	user, pass, _ := req.BasicAuth()
	fmt.Println(req.Host, req.URL.RequestURI(), user, pass)
	// Output: example.com /a%20b?q=%C3%A9 user pw
}

func ExampleFromRequest() {
	r := httptest.NewRequest("GET", "/a/./b?q", nil) // as a server receives it
	r.Host = "Example.com:8080"
	u, _ := weburlhttp.FromRequest(r, "http")
	fmt.Println(u)
	// Output: http://example.com:8080/a/b?q
}

func ExampleResolveLocation() {
	req := mustParse("http://origin.example/start#sec")
	for _, location := range []string{
		`/\evil.example/x`,   // '\' is '/' in special URLs
		"https:evil.example", // another special scheme: an absolute URL
		"../x?q=1 2",
		"/next#top",
	} {
		u, err := weburlhttp.ResolveLocation(location, req)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(u)
	}

	// net/url, which net/http uses, reads the first one differently.
	base, _ := url.Parse("http://origin.example/start")
	ref, _ := base.Parse(`/\evil.example/x`)
	fmt.Println("net/url:", ref)
	// Output:
	// http://evil.example/x#sec
	// https://evil.example/#sec
	// http://origin.example/x?q=1%202#sec
	// http://origin.example/next#top
	// net/url: http://origin.example/%5Cevil.example/x
}

func ExampleCheckRedirect() {
	// In a program: client := &http.Client{CheckRedirect: weburlhttp.CheckRedirect(nil)}.
	// Here the function is called as http.Client calls it for a redirect
	// from http://origin.example/start with "Location: /\evil.example/x",
	// after net/http resolved the location with net/url.
	check := weburlhttp.CheckRedirect(nil)
	first, _ := http.NewRequest("GET", "http://origin.example/start", nil)
	next, _ := http.NewRequest("GET", "http://origin.example/%5Cevil.example/x", nil)
	next.Response = &http.Response{StatusCode: http.StatusFound, Header: http.Header{"Location": {`/\evil.example/x`}}}
	fmt.Println("net/http:", next.URL)
	err := check(next, []*http.Request{first})
	fmt.Println("browser: ", next.URL, err)

	// A browser follows redirects to http and https URLs only.
	next.Response.Header.Set("Location", "javascript:alert(1)")
	err = check(next, []*http.Request{first})
	fmt.Println(errors.Is(err, weburlhttp.ErrRedirectScheme))
	// Output:
	// net/http: http://origin.example/%5Cevil.example/x
	// browser:  http://evil.example/x <nil>
	// true
}
