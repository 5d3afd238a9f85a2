package weburl_test

import (
	"fmt"
	"net/url"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/queryencoding"
)

func ExamplePercentEncode() {
	// encodeURIComponent, as in JavaScript:
	fmt.Println(weburl.PercentEncode("a b&c=d/é", weburl.ComponentPercentEncodeSet))
	// A path segment as the URL parser encodes it: "%" and "/" stay.
	fmt.Println(weburl.PercentEncode("a b/100%/é", weburl.PathPercentEncodeSet))
	// The form set writes a space as "+", and encodes "~" but not "*".
	fmt.Println(weburl.PercentEncode("a b~*", weburl.FormURLEncodedPercentEncodeSet))
	// Ill-formed UTF-8 is read as U+FFFD.
	fmt.Println(weburl.PercentEncode("\xff", weburl.PathPercentEncodeSet))
	// Output:
	// a%20b%26c%3Dd%2F%C3%A9
	// a%20b/100%/%C3%A9
	// a+b%7E*
	// %EF%BF%BD
}

func ExamplePercentEncodeSet_Contains() {
	fmt.Println(weburl.PathPercentEncodeSet.Contains('?'), weburl.PathPercentEncodeSet.Contains('/'))
	fmt.Println(weburl.QueryPercentEncodeSet.Contains('\''), weburl.SpecialQueryPercentEncodeSet.Contains('\''))
	fmt.Println(weburl.C0ControlPercentEncodeSet.Contains('é'))
	// Output:
	// true false
	// false true
	// true
}

func ExamplePercentDecode() {
	fmt.Println(weburl.PercentDecode("a%20b+c%2Fd"))
	fmt.Println(weburl.PercentDecode("100%"))                // a bare "%" stays
	fmt.Printf("%q\n", weburl.PercentDecode("%E2%80%BD%FF")) // bytes, maybe not UTF-8

	// net/url's PathUnescape fails where the standard keeps the "%".
	_, err := url.PathUnescape("100%")
	fmt.Println(err)
	// Output:
	// a b+c/d
	// 100%
	// "‽\xff"
	// invalid URL escape "%"
}

func ExampleParseURLEncoded() {
	for _, pair := range weburl.ParseURLEncoded("q=go+url&lang=&x&q=%F0%9F%90%B9&&bad=%FF") {
		fmt.Printf("%q=%q\n", pair[0], pair[1])
	}
	// Output:
	// "q"="go url"
	// "lang"=""
	// "x"=""
	// "q"="🐹"
	// "bad"="�"
}

func ExampleSerializeURLEncoded() {
	pairs := [][2]string{{"q", "a b~*"}, {"name", "≡"}}
	fmt.Println(weburl.SerializeURLEncoded(pairs, nil))

	sjis, _ := queryencoding.ForLabel("shift_jis")
	fmt.Println(weburl.SerializeURLEncoded(pairs, sjis))

	// net/url sorts by name and encodes "*" but not "~".
	fmt.Println(url.Values{"q": {"a b~*"}, "name": {"≡"}}.Encode())
	// Output:
	// q=a+b%7E*&name=%E2%89%A1
	// q=a+b%7E*&name=%81%DF
	// name=%E2%89%A1&q=a+b~%2A
}
