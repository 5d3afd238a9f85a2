package weburl_test

import (
	"fmt"
	"strconv"

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
