package weburl_test

import "fmt"

func ExampleHost_PublicSuffix() {
	for _, s := range []string{"https://www.example.co.uk/", "https://whatwg.github.io/", "https://example.com./", "https://192.0.2.1/"} {
		fmt.Println(mustParse(s).HostValue().PublicSuffix())
	}
	// Output:
	// co.uk true
	// github.io true
	// com. true
	//  false
}

func ExampleHost_RegistrableDomain() {
	for _, s := range []string{"https://sub.www.example.com/", "https://github.io/", "https://xn--kgbechtv/"} {
		fmt.Println(mustParse(s).HostValue().RegistrableDomain())
	}
	// Output:
	// example.com true
	//  false
	//  false
}

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
	fmt.Println(h.PublicSuffixIn(tldOnly{}))
	fmt.Println(h.PublicSuffixIn(nil)) // the default list
	// Output:
	// io true
	// github.io true
}

func ExampleHost_RegistrableDomainIn() {
	h := mustParse("https://a.b.github.io/").HostValue()
	fmt.Println(h.RegistrableDomainIn(tldOnly{}))
	// Output: github.io true
}

func ExampleOrigin_Site() {
	fmt.Println(mustParse("https://www.example.co.uk:8443/").Origin().Site())
	// Output: https://example.co.uk
}

func ExampleSite_String() {
	fmt.Println(mustParse("data:,x").Origin().Site().String())
	// Output: null
}

func ExampleOrigin_SameSite() {
	a := mustParse("https://login.example.com/").Origin()
	b := mustParse("https://www.example.com/").Origin()
	c := mustParse("http://www.example.com/").Origin()
	fmt.Println(a.SameSite(b), a.SameSite(c), a == b)
	// Output: true false false
}

func ExampleOrigin_SchemelesslySameSite() {
	a := mustParse("https://www.example.com/").Origin()
	c := mustParse("http://www.example.com/").Origin()
	d := mustParse("https://other.github.io/").Origin()
	e := mustParse("https://mine.github.io/").Origin()
	fmt.Println(a.SchemelesslySameSite(c), d.SchemelesslySameSite(e))
	// Output: true false
}
