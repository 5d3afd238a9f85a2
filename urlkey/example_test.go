package urlkey_test

import (
	"errors"
	"fmt"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlkey"
)

func ExampleProfile_Key() {
	for _, in := range []string{
		"http://www.archive.org/goo/?b&a",
		"http://archive.org/goo/?a=2&b&a=1",
		"dns:archive.org",
	} {
		k, _ := urlkey.SURT.Key(in)
		fmt.Println(k)
	}
	k, _ := urlkey.SafeBrowsing.Key("http://3279880203/blah/..")
	fmt.Println(k)
	k, _ = urlkey.Dedup.Key("HTTP://user@Example.COM:80/%7euser/?b=2&a=1#top")
	fmt.Println(k)
	_, err := urlkey.Dedup.Key("http://exa mple.com/")
	fmt.Println(err)
	// Output:
	// org,archive)/goo?a&b
	// org,archive)/goo?a=1&a=2&b
	// dns:archive.org
	// http://195.127.0.11/
	// http://example.com/~user/?a=1&b=2
	// urlkey: dedup: domain-to-ASCII: weburl: invalid URL "http://exa mple.com/": domain-to-ASCII
}

func ExampleProfile_Record() {
	r, err := urlkey.Dedup.Record("https://u:p@example.com/a/%7Eb/?z=1&a=2#f")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %q %q %q %v\n", r.Host, r.Username, r.Path, r.Query, r.HasFragment)
	// Output: example.com "" "/a/~b/" "a=2&z=1" false
}

func ExampleProfile_StepNames() {
	fmt.Println(urlkey.Dedup.StepNames())
	// Output: [strip-fragment strip-userinfo normalize-percent-encoding sort-query strip-empty-query]
}

func ExampleProfile_Without() {
	keepOrder := urlkey.Dedup.Without("sort-query")
	k, _ := keepOrder.Key("http://example.com/?b=2&a=1")
	fmt.Println(k)
	// Output: http://example.com/?b=2&a=1
}

func ExampleProfile_With() {
	drop, err := urlkey.DropQuery("utm_*", "fbclid")
	if err != nil {
		panic(err)
	}
	// DropQuery's step goes before strip-empty-query, so that no "?" is left.
	mine := urlkey.Dedup.With(drop)
	fmt.Println(mine.StepNames())
	k, _ := mine.Key("https://example.com/page?utm_source=news&fbclid=x")
	fmt.Println(k)
	// Output:
	// [strip-fragment strip-userinfo normalize-percent-encoding sort-query drop-query strip-empty-query]
	// https://example.com/page
}

func ExampleProfile_KeyRecord() {
	k, r, _ := urlkey.SURT.KeyRecord("http://www.Example.co.uk:80/a?b&a")
	fmt.Println(k, r.Host)
	k, r, _ = urlkey.SURT.KeyRecord("")
	fmt.Println(k, r == nil)
	// Output:
	// uk,co,example)/a?a&b example.co.uk
	// - true
}

func ExampleDropQuery() {
	drop, _ := urlkey.DropQuery("utm_*")
	k, _ := urlkey.Dedup.With(drop).Key("https://example.com/?id=7&utm_medium=mail")
	fmt.Println(k)
	// Output: https://example.com/?id=7
}

func ExampleNewSURT() {
	p := urlkey.NewSURT(urlkey.SURTOptions{WithScheme: true, TrailingComma: true, KeepWWW: true})
	k, _ := p.Key("https://www.example.com/")
	fmt.Println(k)
	k, _ = urlkey.NewSURT(urlkey.SURTOptions{KeepIPOrder: true}).Key("http://192.168.1.254/info/")
	fmt.Println(k)
	// Output:
	// https://(com,example,www,)/
	// 192.168.1.254)/info
}

func ExampleSURTHost() {
	fmt.Println(urlkey.SURTHost("www.archive.org", false))
	fmt.Println(urlkey.SURTHost("123.45.167.89", true))
	// Output:
	// org,archive,www
	// 123.45.167.89
}

func ExampleSURTHostPrefix() {
	p, _ := urlkey.SURTHostPrefix("WWW.Archive.org")
	fmt.Println(p)
	// Output: org,archive,
}

func ExampleSafeBrowsingExpressions() {
	exprs, err := urlkey.SafeBrowsingExpressions("http://a.b.c/1/2.html?param=1")
	if err != nil {
		panic(err)
	}
	for _, e := range exprs {
		fmt.Printf("%x %s\n", e.HashPrefix(), e.Text)
	}
	// Output:
	// 1cd5cf5e a.b.c/1/2.html?param=1
	// 8b19a5a5 a.b.c/1/2.html
	// f9c142c4 a.b.c/
	// 59e650c4 a.b.c/1/
	// 9b7d85bb b.c/1/2.html?param=1
	// 1803dee4 b.c/1/2.html
	// b225cf5d b.c/
	// ac5f446d b.c/1/
}

func ExampleExpression_HashPrefix() {
	exprs, _ := urlkey.SafeBrowsingExpressions("http://1.2.3.4/1/")
	for _, e := range exprs {
		fmt.Printf("%s %x %x\n", e.Text, e.HashPrefix(), e.FullHash[:8])
	}
	// Output:
	// 1.2.3.4/1/ 5c9f3541 5c9f354119e8d3f8
	// 1.2.3.4/ 3f008b86 3f008b863ca6e954
}

func ExampleParseIA() {
	r, _ := urlkey.ParseIA(`http://evil.example\@good.example:0080/a?#f`)
	fmt.Printf("%s %q %q %q\n", r.Host, r.Port, r.Path, r.Fragment)
	// Output: good.example "80" "/a" "f"
}

func ExampleParseWHATWG() {
	r, _ := urlkey.ParseWHATWG(`http://evil.example\@good.example:0080/a?#f`)
	fmt.Printf("%s %q %q %v %q\n", r.Host, r.Port, r.Path, r.HasQuery, r.Fragment)
	// Output: evil.example "" "/@good.example:0080/a" true "f"
}

func ExampleParseSafeBrowsing() {
	for _, in := range []string{"www.google.com", "http://host%23.com/x", "mailto:a@example.com"} {
		r, err := urlkey.ParseSafeBrowsing(in)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s %s %q\n", r.Scheme, r.Host, r.Path)
	}
	// Output:
	// http www.google.com ""
	// http host%23.com "/x"
	// urlkey: host-missing
}

func ExampleRecordOf() {
	u, _ := weburl.Parse("web+demo:/.//not-a-host/?q#")
	r := urlkey.RecordOf(u)
	fmt.Printf("%q %v %q %v %v\n", r.Path, r.HasHost, r.Query, r.HasQuery, r.HasFragment)
	fmt.Println(r)
	// Output:
	// "//not-a-host/" false "q" true true
	// web+demo:/.//not-a-host/?q#
}

func ExampleRecord_String() {
	r := &urlkey.Record{Scheme: "https", Host: "example.com", HasHost: true, Path: "/a", HasQuery: true}
	fmt.Println(r)
	// Output: https://example.com/a?
}

func ExampleError_Error() {
	_, err := urlkey.SURT.Key("http://example.com:99999/")
	fmt.Println(err)
	// Output: urlkey: surt: port-out-of-range
}

func ExampleError_Unwrap() {
	_, err := urlkey.Dedup.Key("http://[::1/")
	fmt.Println(errors.Is(err, weburl.ErrIPv6Unclosed))
	// Output: true
}

func ExampleError_Is() {
	_, err := urlkey.SafeBrowsing.Key("mailto:a@example.com")
	fmt.Println(errors.Is(err, urlkey.ErrHostMissing), errors.Is(err, urlkey.ErrNotURL))
	_, err = urlkey.Dedup.Key("example.com/a")
	fmt.Println(errors.Is(err, urlkey.ErrNotURL), errors.Is(err, weburl.ErrMissingSchemeNonRelativeURL))
	// Output:
	// true false
	// true true
}

func ExampleError_Name() {
	for _, in := range []string{"http://x:8a/", "http://exa mple.com/"} {
		_, err := urlkey.Dedup.Key(in)
		var e *urlkey.Error
		errors.As(err, &e)
		fmt.Println(e.Name())
	}
	_, err := urlkey.SafeBrowsing.Key("mailto:a@example.com")
	var e *urlkey.Error
	errors.As(err, &e)
	fmt.Println(e.Name())
	// Output:
	// port-invalid
	// domain-to-ASCII
	// host-missing
}

func ExampleReason_String() {
	fmt.Println(urlkey.ErrPortOutOfRange.String(), urlkey.ErrStep.String())
	// Output: port-out-of-range step-failed
}

func ExampleReason_Error() {
	_, err := urlkey.NewSURT(urlkey.SURTOptions{}).Key("   ")
	fmt.Println(urlkey.ErrEmptyInput.Error(), "|", err)
	// Output: urlkey: empty-input | urlkey: surt: empty-input
}

// The README's example: the three profiles, the Safe Browsing lookup, and
// a user's profile.
func Example() {
	k, _ := urlkey.SURT.Key("http://www.archive.org/goo/?b&a")
	fmt.Println(k)
	k, _ = urlkey.SafeBrowsing.Key("http://3279880203/blah/..")
	fmt.Println(k)
	exprs, _ := urlkey.SafeBrowsingExpressions("http://a.b.c/1/2.html?param=1")
	fmt.Printf("%s %x\n", exprs[0].Text, exprs[0].HashPrefix())
	drop, _ := urlkey.DropQuery("utm_*", "fbclid")
	mine := urlkey.Dedup.With(drop)
	k, _ = mine.Key("HTTP://user@Example.COM:80/%7euser/?utm_source=x&b=2&a=1#top")
	fmt.Println(k)
	// Output:
	// org,archive)/goo?a&b
	// http://195.127.0.11/
	// a.b.c/1/2.html?param=1 1cd5cf5e
	// http://example.com/~user/?a=1&b=2
}

func ExampleParseURLCanon() {
	r, _ := urlkey.ParseURLCanon(" HTTP:\\\\User@Example.COM:/a\\b?q#f\n")
	fmt.Printf("%q %q %q %q %v %q %q\n", r.Leading, r.Slashes, r.Username, r.Host, r.HasPort, r.Path, r.Trailing)
	fmt.Printf("%q\n", r)
	// Output:
	// " " "\\\\" "User" "Example.COM" true "/a\\b" "\n"
	// " HTTP:\\\\User@Example.COM:/a\\b?q#f\n"
}

func ExampleSSURTOf() {
	k, _ := urlkey.SSURT.Key("http://user:pass@foo.example.org:81/path?query#frag")
	fmt.Println(k)
	// The SSURT of the semantic form, as brozzler's scope rules make it.
	p := urlkey.Semantic
	p.Format = urlkey.SSURTOf
	k, _ = p.Key("HTTP://www.Example.org:80/a/../b?z=1&a=2#top")
	fmt.Println(k)
	// Output:
	// org,example,foo,//81:http@user:pass:/path?query#frag
	// org,example,www,//http:/b?a=2&z=1
}

func ExampleProfileNames() {
	fmt.Println(urlkey.ProfileNames())
	// Output: [surt safebrowsing dedup semantic_precise semantic aggressive ssurt]
}

func ExampleProfileByName() {
	for _, name := range []string{"semantic", "aggressive", "nope"} {
		p, ok := urlkey.ProfileByName(name)
		if !ok {
			fmt.Println(name, "is no profile")
			continue
		}
		k, _ := p.Key("https://www.Example.com:443/A/?b=2&a=1#top")
		fmt.Println(name, k)
	}
	// Output:
	// semantic https://www.example.com/A/?a=1&b=2
	// aggressive http://example.com/a?a=1&b=2
	// nope is no profile
}
