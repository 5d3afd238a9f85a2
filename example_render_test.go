package weburl_test

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
)

// RenderIn shows a URL for a trust decision: without credentials, with
// readable IDNs and percent-decoded text, but with spoofing labels in
// ASCII and invisible or look-alike characters still percent-encoded.
func ExampleURL_RenderIn() {
	for _, s := range []string{
		"https://examplecorp.com@attacker.example/",
		"https://xn--mnchen-3ya.de/caf%C3%A9?q=%C3%A9",
		"https://аррӏе.com/",  // Cyrillic letters that look like "apple"
		"https://pаypal.com/", // Latin with one Cyrillic "а"
		"https://example.com/%E2%80%AE%F0%9F%94%92%20a%2Fb",
	} {
		fmt.Println(mustParse(s).RenderIn(publicsuffix.List{}, 0))
	}
	// Output:
	// https://attacker.example/
	// https://münchen.de/café?q=é
	// https://xn--80ak6aa92e.com/
	// https://xn--pypal-4ve.com/
	// https://example.com/%E2%80%AE%F0%9F%94%92%20a%2Fb
}

// With a width, RenderIn drops the fragment, the query and the end of the
// path, then shows the host alone, eliding its lowest-level labels but never
// its registrable domain.
func ExampleURL_RenderIn_elision() {
	u := mustParse("https://examplecorp.com.evil.com/login?next=%2F#top")
	for _, width := range []int{51, 48, 40, 36, 15, 5} {
		fmt.Println(width, u.RenderIn(publicsuffix.List{}, width))
	}
	// Output:
	// 51 https://examplecorp.com.evil.com/login?next=%2F#top
	// 48 https://examplecorp.com.evil.com/login?next=%2F…
	// 40 https://examplecorp.com.evil.com/login…
	// 36 https://examplecorp.com.evil.com/lo…
	// 15 …com.evil.com
	// 5 …evil.com
}

// Right-to-left text is wrapped in a left-to-right isolate (U+2066 ...
// U+2069).
func ExampleURL_RenderIn_bidi() {
	u := mustParse("https://user:pw@xn--6dbbec0c.com:8443/a")
	fmt.Println(strconv.QuoteToASCII(u.RenderIn(nil, 0)))
	// Output:
	// "\u2066https://\u05d3\u05d5\u05d2\u05de\u05d4.com:8443/a\u2069"
}

// RenderHostIn shows only the host, eliding subdomains but never the
// registrable domain by the list, even when that is longer than the width;
// with no list, it never elides the host.
func ExampleURL_RenderHostIn() {
	psl := publicsuffix.List{}
	fmt.Println(mustParse("https://examplecorp.com@attacker.example:8443/login").RenderHostIn(psl, 0))
	fmt.Println(mustParse("https://xn--e1afmkfd.xn--p1ai/").RenderHostIn(psl, 0))
	fmt.Println(mustParse("https://examplecorp.com.evil.com/").RenderHostIn(psl, 13))
	fmt.Println(mustParse("https://not-really-examplecorp.com/").RenderHostIn(psl, 16))
	fmt.Println(mustParse("http://[::1]:8080/").RenderHostIn(psl, 0))
	fmt.Println(mustParse("mailto:a@example.com").RenderHostIn(psl, 0)) // no host
	fmt.Println(mustParse("https://examplecorp.com.evil.com/").RenderHostIn(nil, 13))
	// Output:
	// attacker.example
	// пример.рф
	// …com.evil.com
	// not-really-examplecorp.com
	// [::1]
	// mailto:a@example.com
	// examplecorp.com.evil.com
}

// RenderOptions renders with a list of top domains: a host whose skeleton
// is that of a listed domain stays in ASCII, even when each of its labels
// passes the other rules; the listed domain and its subdomains do not.
func ExampleRenderOptions_Render() {
	top, err := weburl.ParseTopDomains("example.com\ntest.net\n")
	if err != nil {
		panic(err)
	}
	opts := weburl.RenderOptions{PublicSuffixes: publicsuffix.List{}, TopDomains: top}
	for _, s := range []string{
		"https://éxample.com/login", // é: its skeleton is example.com's
		"https://éxample.test.net/", // a subdomain of a top domain
		"https://münchen.de/",
	} {
		u := mustParse(s)
		fmt.Println(u.RenderIn(publicsuffix.List{}, 0), opts.Render(u))
	}
	// Output:
	// https://éxample.com/login https://xn--xample-9ua.com/login
	// https://éxample.test.net/ https://éxample.test.net/
	// https://münchen.de/ https://münchen.de/
}

// RenderHost shows the host alone, elided to the width by the public
// suffix list, with the top domains' rule.
func ExampleRenderOptions_RenderHost() {
	top, _ := weburl.ParseTopDomains("google.com")
	opts := weburl.RenderOptions{PublicSuffixes: publicsuffix.List{}, TopDomains: top, Width: 22}
	fmt.Println(opts.RenderHost(mustParse("https://accounts.gôôgle.com/")))
	fmt.Println(opts.RenderHost(mustParse("https://mail.subdomain.bücher.de/")))
	// Output:
	// …xn--ggle-vqaa.com
	// …subdomain.bücher.de
}

// HostLabels says which rule keeps each label of a host in ASCII.
func ExampleRenderOptions_HostLabels() {
	top, _ := weburl.ParseTopDomains("apple.com")
	u := mustParse("https://www.xn--80ak6aa92e.xn--pypal-4ve.xn--0-6ee.xn--fiqs8s/")
	for _, l := range (weburl.RenderOptions{TopDomains: top}).HostLabels(u) {
		fmt.Printf("%s %q %v [%s]\n", l.ASCII, l.Unicode, l.Shown, l.Reason)
	}
	// Output:
	// www "" false []
	// xn--80ak6aa92e "аррӏе" false [whole-script confusable: Cyrillic letters that all look like Latin ones]
	// xn--pypal-4ve "pаypal" false [mixed scripts Latin+Cyrillic]
	// xn--0-6ee "੨0" false [U+0A68 (੨) not allowed (UTS #39 Identifier_Status Restricted)]
	// xn--fiqs8s "中国" true []
}

// ParseTopDomains reads a list in the format of Chromium's top domain
// lists; a line that is not a domain is an error.
func ExampleParseTopDomains() {
	top, err := weburl.ParseTopDomains("# well known\nexample.com\n###END_TOP_BUCKET###\nBücher.DE\n")
	fmt.Println(top.Len(), err)
	_, err = weburl.ParseTopDomains("example.com\nexa mple.org\n")
	var e *weburl.TopDomainsError
	fmt.Println(errors.As(err, &e), e.Line, e.Domain)
	// Output:
	// 2 <nil>
	// true 2 exa mple.org
}

// Len counts the domains of a list.
func ExampleTopDomains_Len() {
	top, _ := weburl.ParseTopDomains("a.example\nb.example\n\n# c.example\n")
	var none *weburl.TopDomains
	fmt.Println(top.Len(), none.Len())
	// Output:
	// 2 0
}

// Error names the line that is not a domain, and why.
func ExampleTopDomainsError_Error() {
	_, err := weburl.ParseTopDomains("example.com\n1.2.3.4\n")
	fmt.Println(err)
	// Output:
	// top domains: line 2: "1.2.3.4" is not a domain: an IP address
}

// Unwrap gives the host parser's error.
func ExampleTopDomainsError_Unwrap() {
	_, err := weburl.ParseTopDomains("exa mple.org")
	fmt.Println(errors.Is(err, weburl.ErrDomainToASCII))
	// Output:
	// true
}
