package publicsuffix_test

import (
	"fmt"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
)

func ExampleList() {
	// A List goes wherever weburl takes a public suffix list.
	var list weburl.PublicSuffixList = publicsuffix.List{}
	h := mustParse("https://a.b.github.io/").HostValue()
	fmt.Println(h.RegistrableDomainIn(list))
	// Output: b.github.io true
}

func ExampleList_PublicSuffix() {
	fmt.Println(publicsuffix.List{}.PublicSuffix("www.example.co.uk"))
	fmt.Println(publicsuffix.List{}.PublicSuffix("a.unlisted-tld"))
	// Output:
	// co.uk
	// unlisted-tld
}

func ExampleList_String() {
	s := publicsuffix.List{}.String()
	fmt.Println(s[:len("publicsuffix.org's public_suffix_list.dat")])
	// Output: publicsuffix.org's public_suffix_list.dat
}

func ExamplePublicSuffix() {
	for _, s := range []string{"https://www.example.co.uk/", "https://whatwg.github.io/", "https://example.com./", "https://192.0.2.1/"} {
		fmt.Println(publicsuffix.PublicSuffix(mustParse(s).HostValue()))
	}
	// Output:
	// co.uk true
	// github.io true
	// com. true
	//  false
}

func ExampleRegistrableDomain() {
	for _, s := range []string{"https://sub.www.example.com/", "https://github.io/", "https://xn--kgbechtv/"} {
		fmt.Println(publicsuffix.RegistrableDomain(mustParse(s).HostValue()))
	}
	// Output:
	// example.com true
	//  false
	//  false
}

func ExampleSite() {
	fmt.Println(publicsuffix.Site(mustParse("https://www.example.co.uk:8443/").Origin()))
	fmt.Println(publicsuffix.Site(mustParse("data:,x").Origin()))
	// Output:
	// https://example.co.uk
	// null
}

func ExampleSameSite() {
	a := mustParse("https://login.example.com/").Origin()
	b := mustParse("https://www.example.com/").Origin()
	c := mustParse("http://www.example.com/").Origin()
	fmt.Println(publicsuffix.SameSite(a, b), publicsuffix.SameSite(a, c), a == b)
	// Output: true false false
}

func ExampleSchemelesslySameSite() {
	a := mustParse("https://www.example.com/").Origin()
	c := mustParse("http://www.example.com/").Origin()
	d := mustParse("https://other.github.io/").Origin()
	e := mustParse("https://mine.github.io/").Origin()
	fmt.Println(publicsuffix.SchemelesslySameSite(a, c), publicsuffix.SchemelesslySameSite(d, e))
	// Output: true false
}

func ExampleRender() {
	u := mustParse("https://user:pw@examplecorp.com.evil.com/caf%C3%A9?next=%2F#top")
	fmt.Println(publicsuffix.Render(u, 0))
	fmt.Println(publicsuffix.Render(u, 15))
	// Output:
	// https://examplecorp.com.evil.com/café?next=%2F#top
	// …com.evil.com
}

func ExampleRenderHost() {
	fmt.Println(publicsuffix.RenderHost(mustParse("https://examplecorp.com.evil.com/"), 13))
	fmt.Println(publicsuffix.RenderHost(mustParse("https://not-really-examplecorp.com/"), 16))
	// Output:
	// …com.evil.com
	// not-really-examplecorp.com
}
