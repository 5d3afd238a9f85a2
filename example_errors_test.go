package weburl_test

// Examples of errors, validation errors and validity.

import (
	"errors"
	"fmt"

	"github.com/weburl/weburl"
)

func ExampleParseError_Error() {
	_, err := weburl.Parse("https://example.com:demo")
	fmt.Println(err)
	_, err = weburl.ParseWithBase("/docs", "example.com") // the base has no scheme
	fmt.Println(err)
	// Output:
	// weburl: invalid URL "https://example.com:demo": port-invalid
	// weburl: invalid base URL "example.com": missing-scheme-non-relative-URL
}

func ExampleParseError_Unwrap() {
	_, err := weburl.Parse("https://example.org:70000")
	fmt.Println(errors.Is(err, weburl.ErrPortOutOfRange))
	fmt.Println(errors.Unwrap(err) == weburl.ErrPortOutOfRange)

	var pe *weburl.ParseError
	if errors.As(err, &pe) {
		fmt.Printf("%q %v %v\n", pe.Input, pe.Base, pe.Type)
	}
	// Output:
	// true
	// true
	// "https://example.org:70000" false port-out-of-range
}

func ExampleValidationError_String() {
	// The validation error types that make these inputs fail to parse,
	// from the URL Standard's examples.
	for _, s := range []string{
		"https://1.2.3.4.5/",
		"https://test.42",
		"https://255.255.4000.1",
		"https://[1::1::1]",
		"https://[ffff::127.0.0.4000]",
		"foo://exa[mple.org",
		"https://exa%23mple.org",
		"http://[www.example.com]/",
		"https://example.com:7z",
		"example",
	} {
		var pe *weburl.ParseError
		if _, err := weburl.Parse(s); errors.As(err, &pe) {
			fmt.Println(pe.Type.String())
		}
	}
	// Output:
	// IPv4-too-many-parts
	// IPv4-non-numeric-part
	// IPv4-out-of-range-part
	// IPv6-multiple-compression
	// IPv4-in-IPv6-out-of-range-part
	// host-invalid-code-point
	// domain-to-ASCII
	// IPv6-invalid-code-point
	// port-invalid
	// missing-scheme-non-relative-URL
}

func ExampleValidationError_Error() {
	// A ValidationError is an error, so a *ParseError can be matched
	// against one with errors.Is, or the type switched on.
	_, err := weburl.Parse("http://")
	var pe *weburl.ParseError
	if errors.As(err, &pe) {
		switch pe.Type {
		case weburl.ErrHostMissing:
			fmt.Println("no host:", pe.Type.Error())
		default:
			fmt.Println("other:", pe.Type.Error())
		}
	}
	fmt.Println(errors.Is(err, weburl.ErrHostMissing))
	// Output:
	// no host: host-missing
	// true
}

func ExampleRefusal_String() {
	fmt.Println(weburl.ErrOpaquePath)
	fmt.Println(weburl.ErrCannotHaveUsernamePasswordPort.String())
	fmt.Println(weburl.Refusal(0))
	// Output:
	// the URL has an opaque path
	// the URL cannot have a username, password or port
	// Refusal(0)
}

func ExampleRefusal_Error() {
	// A setter that the URL Standard refuses without a validation error
	// returns a *SetterError wrapping a Refusal.
	u := mustParse("mailto:someone@example.com")
	err := u.SetHost("example.com")
	fmt.Println(errors.Is(err, weburl.ErrOpaquePath))
	var r weburl.Refusal
	if errors.As(err, &r) {
		fmt.Println(r.Error())
	}
	fmt.Println(u) // unchanged
	// Output:
	// true
	// the URL has an opaque path
	// mailto:someone@example.com
}

func ExampleSetterError_Error() {
	u := mustParse("https://example.com/")
	fmt.Println(u.SetPort("http"))
	fmt.Println(u.SetProtocol("mailto"))
	fmt.Println(u.SetHost("example.org:99999"))
	fmt.Println(u.SetHostname("exa mple.org"))
	// Output:
	// weburl: cannot set port to "http": the port does not start with an ASCII digit
	// weburl: cannot set protocol to "mailto:": the URL Standard does not allow this change of scheme
	// weburl: cannot set host to "example.org:99999": port-out-of-range (the host was set)
	// weburl: cannot set hostname to "exa mple.org": domain-to-ASCII
}

func ExampleSetterError_Unwrap() {
	u := mustParse("https://example.com:8080/")
	err := u.SetHost("example.org:99999")
	var se *weburl.SetterError
	if errors.As(err, &se) {
		fmt.Println(se.Setter, se.Partial, errors.Is(err, weburl.ErrPortOutOfRange))
	}
	fmt.Println(u) // the host was set, the port was not
	// Output:
	// host true true
	// https://example.org:8080/
}

func ExampleURL_SetPort_errors() {
	u := mustParse("https://example.com:8080/")
	err := u.SetPort("99999")
	fmt.Println(errors.Is(err, weburl.ErrPortOutOfRange), u)
	err = u.SetPort("x80")
	fmt.Println(errors.Is(err, weburl.ErrNotAPort), u)

	f := mustParse("file:///etc/hosts")
	err = f.SetPort("8080")
	fmt.Println(errors.Is(err, weburl.ErrCannotHaveUsernamePasswordPort), f)
	// Output:
	// true https://example.com:8080/
	// true https://example.com:8080/
	// true file:///etc/hosts
}

func ExampleURL_SetHost_errors() {
	m := mustParse("mailto:x")
	fmt.Println(errors.Is(m.SetHost("example.com"), weburl.ErrOpaquePath), m)

	u := mustParse("https://example.com/")
	fmt.Println(errors.Is(u.SetHost("[::1"), weburl.ErrIPv6Unclosed), u)

	// A host that parses followed by a port that does not: the host is set.
	err := u.SetHost("example.net:99999")
	var se *weburl.SetterError
	fmt.Println(errors.As(err, &se) && se.Partial, u)

	c := mustParse("foo://user@host/")
	fmt.Println(errors.Is(c.SetHost(""), weburl.ErrHostRequired), c)
	// Output:
	// true mailto:x
	// true https://example.com/
	// true https://example.net/
	// true foo://user@host/
}

func ExampleURL_SetProtocol_errors() {
	u := mustParse("https://example.com/")
	fmt.Println(errors.Is(u.SetProtocol("foo"), weburl.ErrSchemeChange))
	fmt.Println(errors.Is(u.SetProtocol("1http"), weburl.ErrNotAScheme))
	fmt.Println(u.SetProtocol("wss://ignored"), u) // only the scheme is read
	// Output:
	// true
	// true
	// <nil> wss://example.com/
}

func ExampleURL_SetPathname_errors() {
	u := mustParse("urn:isbn:9780307476463")
	err := u.SetPathname("/other")
	fmt.Println(errors.Is(err, weburl.ErrOpaquePath), u)
	// Output: true urn:isbn:9780307476463
}

func ExampleURL_SetUsername_errors() {
	for _, s := range []string{"file:///etc/passwd", "mailto:someone@example.com"} {
		u := mustParse(s)
		err := u.SetUsername("admin")
		fmt.Println(errors.Is(err, weburl.ErrCannotHaveUsernamePasswordPort), u)
	}
	// Output:
	// true file:///etc/passwd
	// true mailto:someone@example.com
}

func ExampleURL_SetHref_zero() {
	// The zero URL is not a URL: its setters refuse, but SetHref makes it one.
	var u weburl.URL
	fmt.Println(errors.Is(u.SetPathname("/a"), weburl.ErrZeroURL))
	fmt.Println(u.SetHref("https://example.com/a"), &u)
	// Output:
	// true
	// <nil> https://example.com/a
}

func ExampleParseOptions_validationErrors() {
	var errs []weburl.ValidationErrorAt
	u, err := weburl.ParseOptions{ValidationErrors: &errs}.Parse("https://example.com\\@evil/")
	fmt.Println(u, err)
	for _, e := range errs {
		fmt.Println(e)
	}
	// Output:
	// https://example.com/@evil/ <nil>
	// invalid-reverse-solidus at 19
}

func ExampleValidationErrorAt_String() {
	var errs []weburl.ValidationErrorAt
	weburl.ParseOptions{ValidationErrors: &errs}.Parse(" http://①②⑦.0.0.1/")
	fmt.Println(errs)
	// Output: [invalid-URL-unit at 0 IPv4-non-ASCII-input at 8]
}

func ExampleValidationError_Description() {
	fmt.Println(weburl.ErrInvalidReverseSolidus.Description())
	// Output: The URL has a special scheme and it uses U+005C (\) instead of U+002F (/).
}

func ExampleURL_Set() {
	u := mustParse("https://example.com/")
	var errs []weburl.ValidationErrorAt
	err := u.Set("pathname", `a\b c`, &errs)
	fmt.Println(u, err, errs)
	// Output: https://example.com/a/b%20c <nil> [invalid-reverse-solidus at 1 invalid-URL-unit at 3]
}

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
