package weburl_test

import (
	"fmt"

	"github.com/weburl/weburl/publicsuffix"
)

// tldOnly is a public suffix list with one rule, the PSL's default "*":
// every last label is a public suffix.
type tldOnly struct{}

func (tldOnly) PublicSuffix(domain string) string {
	for i := len(domain) - 1; i >= 0; i-- {
		if domain[i] == '.' {
			return domain[i+1:]
		}
	}
	return domain
}

func (tldOnly) String() string { return "* only" }

func ExampleHost_PublicSuffixIn() {
	h := mustParse("https://a.b.github.io/").HostValue()
	fmt.Println(h.PublicSuffixIn(publicsuffix.List{}))
	fmt.Println(h.PublicSuffixIn(tldOnly{}))
	fmt.Println(h.PublicSuffixIn(nil)) // no list: the "*" rule alone
	fmt.Println(mustParse("https://192.0.2.1/").HostValue().PublicSuffixIn(nil))
	// Output:
	// github.io true
	// io true
	// io true
	//  false
}

func ExampleHost_RegistrableDomainIn() {
	h := mustParse("https://a.b.github.io/").HostValue()
	fmt.Println(h.RegistrableDomainIn(publicsuffix.List{}))
	fmt.Println(h.RegistrableDomainIn(tldOnly{}))
	fmt.Println(mustParse("https://github.io/").HostValue().RegistrableDomainIn(publicsuffix.List{}))
	// Output:
	// b.github.io true
	// github.io true
	//  false
}

func ExampleOrigin_SiteIn() {
	o := mustParse("https://www.example.co.uk:8443/").Origin()
	fmt.Println(o.SiteIn(publicsuffix.List{}))
	fmt.Println(o.SiteIn(nil)) // no list: the "*" rule alone
	// Output:
	// https://example.co.uk
	// https://co.uk
}

func ExampleSite_String() {
	fmt.Println(mustParse("data:,x").Origin().SiteIn(nil).String())
	// Output: null
}

func ExampleOrigin_SameSiteIn() {
	a := mustParse("https://login.example.com/").Origin()
	b := mustParse("https://www.example.com/").Origin()
	c := mustParse("http://www.example.com/").Origin()
	psl := publicsuffix.List{}
	fmt.Println(a.SameSiteIn(b, psl), a.SameSiteIn(c, psl), a == b)
	// Output: true false false
}

func ExampleOrigin_SchemelesslySameSiteIn() {
	a := mustParse("https://www.example.com/").Origin()
	c := mustParse("http://www.example.com/").Origin()
	d := mustParse("https://other.github.io/").Origin()
	e := mustParse("https://mine.github.io/").Origin()
	psl := publicsuffix.List{}
	fmt.Println(a.SchemelesslySameSiteIn(c, psl), d.SchemelesslySameSiteIn(e, psl))
	fmt.Println(d.SchemelesslySameSiteIn(e, nil)) // no list: github.io is a registrable domain
	// Output:
	// true false
	// true
}
