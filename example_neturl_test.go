package weburl_test

import (
	"errors"
	"fmt"
	"net"
	"net/url"

	"github.com/weburl/weburl"
)

func ExampleURL_HostValue() {
	for _, s := range []string{"https://0x7f.1/", "http://[::1]:8080/", "https://example.com/", "file:///x", "mailto:a@b"} {
		h := mustParse(s).HostValue()
		fmt.Printf("%-8s %-15q ip=%v %v\n", h.Kind(), h.String(), h.IsIP(), h.Addr())
	}
	// Output:
	// IPv4     "127.0.0.1"     ip=true 127.0.0.1
	// IPv6     "[::1]"         ip=true ::1
	// domain   "example.com"   ip=false invalid IP
	// empty    ""              ip=false invalid IP
	// null     ""              ip=false invalid IP
}

func ExampleParseHost() {
	h, err := weburl.ParseHost("0300.0250.0.1", false) // octal parts
	fmt.Println(h, h.Kind(), err)
	_, err = weburl.ParseHost("1.2.3.4.5", false)
	fmt.Println(errors.Is(err, weburl.ErrIPv4TooManyParts), err)
	h, _ = weburl.ParseHost("Ex%41mple", true) // an opaque host keeps its case
	fmt.Println(h, h.Kind())
	// Output:
	// 192.168.0.1 IPv4 <nil>
	// true weburl: invalid host "1.2.3.4.5": IPv4-too-many-parts
	// Ex%41mple opaque
}

func ExampleHost_String() {
	h, _ := weburl.ParseHost("[2001:DB8:0:0:0:0:0:1]", false)
	fmt.Println(h.String())
	// Output: [2001:db8::1]
}

func ExampleHost_Kind() {
	h, _ := weburl.ParseHost("xn--fa-hia.de", false)
	fmt.Println(h.Kind())
	// Output: domain
}

func ExampleHost_Addr() {
	h, _ := weburl.ParseHost("[::ffff:192.0.2.1]", false)
	fmt.Println(h.Addr(), h.Addr().Unmap())
	// Output: ::ffff:192.0.2.1 192.0.2.1
}

func ExampleHost_IsIP() {
	ip, _ := weburl.ParseHost("0x7f.1", false)
	name, _ := weburl.ParseHost("localhost", false)
	fmt.Println(ip.IsIP(), name.IsIP())
	// Output: true false
}

func ExampleHost_DialHost() {
	h := mustParse("http://[::1]:8080/").HostValue()
	fmt.Println(net.JoinHostPort(h.DialHost(), "8080"))
	// Output: [::1]:8080
}

func ExampleHostKind_String() {
	fmt.Println(weburl.DomainHost, weburl.IPv6Host, weburl.OpaqueHost)
	// Output: domain IPv6 opaque
}

func ExampleDomainToASCII() {
	fmt.Println(weburl.DomainToASCII("faß.de", false))
	fmt.Println(weburl.DomainToASCII("a_b.example", false))
	_, err := weburl.DomainToASCII("a_b.example", true) // STD3 rules
	fmt.Println(errors.Is(err, weburl.ErrDomainToASCII))
	// Output:
	// xn--fa-hia.de <nil>
	// a_b.example <nil>
	// true
}

func ExampleDefaultPort() {
	fmt.Println(weburl.DefaultPort("https"))
	fmt.Println(weburl.DefaultPort("file"))
	// Output:
	// 443 true
	// 0 false
}

func ExampleURL_PortNumber() {
	fmt.Println(mustParse("https://example.com:8443/").PortNumber())
	fmt.Println(mustParse("https://example.com:443/").PortNumber()) // the default port is null
	// Output:
	// 8443 true
	// 0 false
}

func ExampleURL_PortOrDefault() {
	fmt.Println(mustParse("https://example.com/").PortOrDefault())
	fmt.Println(mustParse("sc://example.com/").PortOrDefault())
	// Output:
	// 443 true
	// 0 false
}

func ExampleURL_DialAddress() {
	fmt.Println(mustParse("http://[::1]/").DialAddress())
	_, err := mustParse("file:///etc/hosts").DialAddress()
	fmt.Println(err)
	// Output:
	// [::1]:80 <nil>
	// the URL's host is not a domain or an IP address
}

func ExampleURL_RequestURI() {
	fmt.Println(mustParse("https://example.com/a b?#frag").RequestURI())
	// Output: /a%20b?
}

func ExampleURL_Query() {
	q := mustParse("https://example.com/?a=1&b=x+y&a=2;c").Query()
	fmt.Println(q["a"], q.Get("b"))
	// Output: [1 2;c] x y
}

func ExampleURL_SetQueryValues() {
	u := mustParse("https://example.com/search")
	u.SetQueryValues(url.Values{"q": {"go url"}, "tilde": {"~*"}})
	fmt.Println(u)
	// Output: https://example.com/search?q=go+url&tilde=%7E*
}

func ExampleURL_ResolveReference() {
	base := mustParse("https://example.com/a/b")
	ref, _ := base.Parse("../c?d") // a relative reference is resolved by Parse
	fmt.Println(base.ResolveReference(ref))
	// Output: https://example.com/c?d
}

func ExampleURL_JoinPath() {
	u, _ := mustParse("https://example.com/api/").JoinPath("v1", "users", "a b")
	fmt.Println(u)
	_, err := mustParse("mailto:x@example.com").JoinPath("y")
	fmt.Println(errors.Is(err, weburl.ErrOpaquePath))
	// Output:
	// https://example.com/api/v1/users/a%20b
	// true
}

func ExampleURL_NetURL() {
	u := mustParse("http://x/%zz/a|b?q=1")
	_, err := url.Parse(u.Href()) // net/url rejects this valid href
	fmt.Println(err != nil)
	nu := u.NetURL() // no re-parsing: the same URL
	fmt.Println(nu.String(), nu.Host, nu.Path, nu.RawQuery)
	// Output:
	// true
	// http://x/%zz/a|b?q=1 x /%zz/a|b q=1
}

func ExampleURL_User() {
	user := mustParse("https://user:p%40ss@example.com/").User()
	password, _ := user.Password()
	fmt.Println(user.Username(), password)
	fmt.Println(mustParse("https://example.com/").User() == nil)
	// Output:
	// user p@ss
	// true
}

func ExampleFromNetURL() {
	nu, _ := url.Parse("HTTP://EXAMPLE.com:80/a/../b")
	u, _ := weburl.FromNetURL(nu)
	fmt.Println(u)
	// Output: http://example.com/b
}

func ExampleParseRef() {
	page, _ := url.Parse("https://example.com/docs/index.html") // a page's URL, as net/http holds it
	for _, link := range []string{"../a b", `/\evil.example/x`, "#top"} {
		u, err := weburl.ParseRef(page, link)
		fmt.Println(u, err)
	}
	// Output:
	// https://example.com/a%20b <nil>
	// https://evil.example/x <nil>
	// https://example.com/docs/index.html#top <nil>
}
