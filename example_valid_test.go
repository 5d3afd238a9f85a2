package weburl_test

import (
	"fmt"

	"github.com/weburl/weburl"
)

func ExampleIsValidURLString() {
	base := mustParse("https://example.com/a/")
	fmt.Println(weburl.IsValidURLString("https://example.com/b?c#d", nil))
	fmt.Println(weburl.IsValidURLString("https://example.com\\b", nil)) // parses, with invalid-reverse-solidus
	fmt.Println(weburl.IsValidURLString("../b", base))
	fmt.Println(weburl.IsValidURLString("../b", nil))
	// Output:
	// true
	// false
	// true
	// false
}

func ExampleIsValidHostString() {
	for _, h := range []string{"example.com", "127.0.0.1", "[::1]", "0x7f.1", "[::01]", "a_b.example"} {
		fmt.Println(h, weburl.IsValidHostString(h))
	}
	// Output:
	// example.com true
	// 127.0.0.1 true
	// [::1] true
	// 0x7f.1 false
	// [::01] false
	// a_b.example false
}

func ExampleIsValidDomain() {
	fmt.Println(weburl.IsValidDomain("faß.de"), weburl.IsValidDomain("example.com."), weburl.IsValidDomain("example.0"))
	// Output: true false false
}

func ExampleIsValidIPv4AddressString() {
	fmt.Println(weburl.IsValidIPv4AddressString("192.0.2.1"), weburl.IsValidIPv4AddressString("192.0.2.01"))
	// Output: true false
}

func ExampleIsValidIPv6AddressString() {
	fmt.Println(weburl.IsValidIPv6AddressString("2001:db8::1"), weburl.IsValidIPv6AddressString("2001:db8::01"))
	// Output: true false
}

func ExampleIsValidOpaqueHostString() {
	fmt.Println(weburl.IsValidOpaqueHostString("Host%20Name"), weburl.IsValidOpaqueHostString("a b"))
	// Output: true false
}

func ExampleIsValidURLSchemeString() {
	fmt.Println(weburl.IsValidURLSchemeString("git+ssh"), weburl.IsValidURLSchemeString("1http"))
	// Output: true false
}

func ExampleIsURLPortString() {
	fmt.Println(weburl.IsURLPortString("8080"), weburl.IsURLPortString(""), weburl.IsURLPortString("65536"))
	// Output: true true false
}
