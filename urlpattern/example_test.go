package urlpattern_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
)

func ptr(s string) *string { return &s }

func Example() {
	p, err := urlpattern.New("https://example.com/books/:id(\\d+)", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	r := p.Exec("https://example.com/books/42?ref=home")
	id, _ := r.Pathname.Group("id")
	fmt.Println(id, p.Test("https://example.com/books/dune"))
	// Output: 42 false
}

// A pathname pattern matches the percent-encoded pathname: "\p{L}" does
// not see the "ä" of "/w/ä", which the URL holds as "%C3%A4".
func Example_percentEncodedPathname() {
	letters, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr(`/w/:word(\p{L}+)`)}, urlpattern.Options{})
	fmt.Println(letters.Test("https://example.com/w/ä"), letters.Test("https://example.com/w/a"))

	any, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/w/:word")}, urlpattern.Options{})
	word, _ := any.Exec("https://example.com/w/ä").Pathname.Group("word")
	fmt.Println(word, weburl.PercentDecode(word))

	text, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/w/ä")}, urlpattern.Options{})
	fmt.Println(text.Pathname(), text.Test("https://example.com/w/ä"))
	// Output:
	// false true
	// %C3%A4 ä
	// /w/%C3%A4 true
}

func ExampleNew() {
	p, err := urlpattern.New("http{s}?://{:sub.}?shop.example/products/:id([0-9]+)#reviews", urlpattern.Options{})
	fmt.Println(err)
	fmt.Println(p.Protocol(), p.Hostname(), p.Pathname(), p.Hash())
	_, err = urlpattern.New("/no/protocol", urlpattern.Options{})
	fmt.Println(err)
	// Output:
	// <nil>
	// http{s}? {:sub.}?shop.example /products/:id([0-9]+) reviews
	// urlpattern: pattern string without a protocol and no base URL "/no/protocol": a constructor string starts with a protocol, as in "https://example.com/no/protocol"; for a pathname pattern alone, use NewFromInit or a base URL
}

func ExampleNewWithBase() {
	p, _ := urlpattern.NewWithBase("../admin/*", "https://discussion.example/forum/?page=2", urlpattern.Options{})
	fmt.Println(p.Protocol(), p.Hostname(), p.Pathname(), p.Search())
	fmt.Println(p.Test("https://discussion.example/admin/update?id=1"))
	// Output:
	// https discussion.example /admin/* *
	// true
}

func ExampleNewFromInit() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/FOO/:bar")}, urlpattern.Options{IgnoreCase: true})
	fmt.Println(p.Protocol(), p.Pathname(), p.Test("https://example.com/foo/baz"))
	// Output: * /FOO/:bar true
}

func ExampleURLPattern_Exec() {
	p, _ := urlpattern.New("https://*.example.com/:lang/docs/*", urlpattern.Options{})
	r := p.Exec("https://api.example.com/en/docs/guide/intro")
	for _, g := range r.Hostname.Groups {
		fmt.Println("hostname", g.Name, g.Value)
	}
	for _, g := range r.Pathname.Groups {
		fmt.Println("pathname", g.Name, g.Value)
	}
	fmt.Println(p.Exec("https://example.org/en/docs/") == nil)
	// Output:
	// hostname 0 api
	// pathname lang en
	// pathname 0 guide/intro
	// true
}

func ExampleURLPattern_ExecWithBase() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/files/:name.:ext")}, urlpattern.Options{})
	r := p.ExecWithBase("../files/report.pdf", "https://example.com/app/")
	name, _ := r.Pathname.Group("name")
	ext, _ := r.Pathname.Group("ext")
	fmt.Println(name, ext, r.Inputs[1].URL)
	// Output: report pdf https://example.com/app/
}

func ExampleURLPattern_ExecInit() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/:id?")}, urlpattern.Options{})
	r := p.ExecInit(urlpattern.Init{Pathname: ptr("/books")})
	id, matched := r.Pathname.Group("id")
	fmt.Printf("%q %v\n", id, matched)
	// Output: "" false
}

func ExampleURLPattern_ExecURL() {
	p, _ := urlpattern.New("https://example.com/:section/*", urlpattern.Options{})
	u, _ := weburl.Parse("https://EXAMPLE.com/a/../news/today")
	r := p.ExecURL(u)
	section, _ := r.Pathname.Group("section")
	fmt.Println(r.Inputs[0].URL, section)
	// Output: https://example.com/news/today news
}

func ExampleURLPattern_Test() {
	p, _ := urlpattern.New("https://example.com/*", urlpattern.Options{})
	fmt.Println(p.Test("https://example.com/a"), p.Test("https://example.com:8443/a"), p.Test("not a URL"))
	// Output: true false false
}

func ExampleURLPattern_TestWithBase() {
	p, _ := urlpattern.New("https://example.com/api/*", urlpattern.Options{})
	fmt.Println(p.TestWithBase("v1/users", "https://example.com/api/"))
	// Output: true
}

func ExampleURLPattern_TestInit() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Hostname: ptr("{*.}?example.com")}, urlpattern.Options{})
	fmt.Println(p.TestInit(urlpattern.Init{Hostname: ptr("WWW.example.com")}), p.TestInit(urlpattern.Init{Hostname: ptr("example.org")}))
	// Output: true false
}

func ExampleURLPattern_TestURL() {
	p, _ := urlpattern.New("https://example.com/books/:id", urlpattern.Options{})
	u, _ := weburl.Parse("https://example.com/books/42")
	fmt.Println(p.TestURL(u), p.TestURL(nil))
	// Output: true false
}

func ExampleURLPattern_Protocol() {
	p, _ := urlpattern.New("HTTPS://example.com", urlpattern.Options{})
	fmt.Println(p.Protocol())
	// Output: https
}

func ExampleURLPattern_Username() {
	p, _ := urlpattern.New("https://user name@example.com", urlpattern.Options{})
	fmt.Println(p.Username())
	// Output: user%20name
}

func ExampleURLPattern_Password() {
	p, _ := urlpattern.New("https://user::pass*@example.com", urlpattern.Options{})
	fmt.Println(p.Password())
	// Output: :pass*
}

func ExampleURLPattern_Hostname() {
	p, _ := urlpattern.New("https://BÜCHER.example/*", urlpattern.Options{})
	fmt.Println(p.Hostname())
	// Output: xn--bcher-kva.example
}

func ExampleURLPattern_Port() {
	p, _ := urlpattern.New("https://example.com:443/", urlpattern.Options{})
	q, _ := urlpattern.New("https://example.com:(80|8080)/", urlpattern.Options{})
	fmt.Printf("%q %q\n", p.Port(), q.Port())
	// Output: "" "(80|8080)"
}

func ExampleURLPattern_Pathname() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/a b/{:x}/(.*)")}, urlpattern.Options{})
	fmt.Println(p.Pathname())
	// Output: /a%20b/{:x}/*
}

func ExampleURLPattern_Search() {
	p, _ := urlpattern.New("https://example.com/?q=:term", urlpattern.Options{})
	fmt.Println(p.Search())
	// Output: q=:term
}

func ExampleURLPattern_Hash() {
	p, _ := urlpattern.New("https://example.com/#section-*", urlpattern.Options{})
	fmt.Println(p.Hash())
	// Output: section-*
}

func ExampleURLPattern_Component() {
	p, _ := urlpattern.New("https://example.com/docs/*", urlpattern.Options{})
	for c := urlpattern.Protocol; c <= urlpattern.Hash; c++ {
		fmt.Printf("%s=%q ", c, p.Component(c))
	}
	fmt.Println()
	// Output: protocol="https" username="*" password="*" hostname="example.com" port="" pathname="/docs/*" search="*" hash="*"
}

func ExampleURLPattern_RegexpString() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/:id")}, urlpattern.Options{})
	fmt.Println(p.RegexpString(urlpattern.Pathname))
	// Output: ^\/books(?:\/([^\/]+?))$
}

func ExampleURLPattern_HasRegExpGroups() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/:id")}, urlpattern.Options{})
	q, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/:id(\\d+)")}, urlpattern.Options{})
	fmt.Println(p.HasRegExpGroups(), q.HasRegExpGroups())
	// Output: false true
}

func ExampleURLPattern_String() {
	p, _ := urlpattern.New("https://example.com/books/:id", urlpattern.Options{})
	fmt.Println(p)
	// Output: https://*:*@example.com/books/:id?*#*
}

func ExampleURLPattern_Generate() {
	p, _ := urlpattern.New("https://example.com/books/:id", urlpattern.Options{})
	s, err := p.Generate(urlpattern.Pathname, map[string]string{"id": "war and peace"})
	fmt.Println(s, err)
	_, err = p.Generate(urlpattern.Pathname, map[string]string{"id": "a/b"})
	fmt.Println(err)
	// Output:
	// /books/war%20and%20peace <nil>
	// urlpattern: cannot generate in pathname "a/b"
}

func ExampleCompareComponent() {
	a, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/:id")}, urlpattern.Options{})
	b, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/*")}, urlpattern.Options{})
	c, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/books/new")}, urlpattern.Options{})
	fmt.Println(urlpattern.CompareComponent(urlpattern.Pathname, a, b), urlpattern.CompareComponent(urlpattern.Pathname, a, c))
	// Output: 1 -1
}

func ExampleParseComponent() {
	c, ok := urlpattern.ParseComponent("hostname")
	_, bad := urlpattern.ParseComponent("host")
	fmt.Println(c, ok, bad)
	// Output: hostname true false
}

func ExampleComponent_String() {
	fmt.Println(urlpattern.Search, urlpattern.Component(42) == 42, urlpattern.Component(42).String() == "")
	// Output: search true true
}

func ExampleResult_Get() {
	p, _ := urlpattern.New("https://:tenant.example.com/*", urlpattern.Options{})
	r := p.Exec("https://acme.example.com/x")
	fmt.Println(r.Get(urlpattern.Hostname).Input, r.Get(urlpattern.Hostname).Groups[0].Value)
	// Output: acme.example.com acme
}

func ExampleComponentResult_Group() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/:a/:b?")}, urlpattern.Options{})
	r := p.ExecInit(urlpattern.Init{Pathname: ptr("/x")})
	a, okA := r.Pathname.Group("a")
	b, okB := r.Pathname.Group("b")
	_, okC := r.Pathname.Group("c")
	fmt.Printf("%q %v %q %v %v\n", a, okA, b, okB, okC)
	// Output: "x" true "" false false
}

func ExampleComponentResult_MarshalJSON() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/:a/:b?")}, urlpattern.Options{})
	r := p.ExecInit(urlpattern.Init{Pathname: ptr("/x")})
	out, _ := json.Marshal(r.Pathname)
	fmt.Println(string(out))
	// Numbered groups come first, as in JSON.stringify.
	p, _ = urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/:a/*")}, urlpattern.Options{})
	out, _ = json.Marshal(p.Exec("https://example.com/b/c").Pathname)
	fmt.Println(string(out))
	// Output:
	// {"input":"/x","groups":{"a":"x","b":null}}
	// {"input":"/b/c","groups":{"0":"c","a":"b"}}
}

func ExampleError() {
	_, err := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/:id/:id")}, urlpattern.Options{})
	var e *urlpattern.Error
	if errors.As(err, &e) {
		fmt.Println(e.Reason, e.Component, e.Offset)
	}
	// Output: duplicate group name pathname 5
}

func ExampleError_Error() {
	_, err := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/(")}, urlpattern.Options{})
	fmt.Println(err)
	_, err = urlpattern.New("https://example.com/:id(\\d+(?=/))", urlpattern.Options{})
	fmt.Println(err)
	// Output:
	// urlpattern: invalid character in pattern in pathname "/(" at offset 1: the regexp group's "(" has no matching ")"
	// urlpattern: unsupported regular expression in pathname "https://example.com/:id(\\d+(?=/))" at offset 27: lookaround assertions need backtracking
}

func ExampleError_Unwrap() {
	_, err := urlpattern.NewFromInit(urlpattern.Init{Hostname: ptr("exa mple.com")}, urlpattern.Options{})
	var se *weburl.SetterError
	fmt.Println(errors.As(err, &se))
	// Output: true
}

func ExampleError_Is() {
	_, err := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/(a)\\1")}, urlpattern.Options{})
	fmt.Println(err == nil, errors.Is(err, urlpattern.ErrUnsupported))
	_, err = urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/:x((?<=a)b)")}, urlpattern.Options{})
	fmt.Println(errors.Is(err, urlpattern.ErrUnsupported))
	// Output:
	// true false
	// true
}

func ExampleReason_String() {
	fmt.Println(urlpattern.ReasonDuplicateName, urlpattern.Reason(200))
	// Output: duplicate group name Reason(200)
}

func ExampleResult_MarshalJSON() {
	p, _ := urlpattern.New("https://example.com/books/:id", urlpattern.Options{})
	out, _ := json.Marshal(p.Exec("https://example.com/books/7"))
	fmt.Println(string(out))
	// Output: {"inputs":["https://example.com/books/7"],"protocol":{"input":"https","groups":{}},"username":{"input":"","groups":{"0":""}},"password":{"input":"","groups":{"0":""}},"hostname":{"input":"example.com","groups":{}},"port":{"input":"","groups":{}},"pathname":{"input":"/books/7","groups":{"id":"7"}},"search":{"input":"","groups":{"0":""}},"hash":{"input":"","groups":{"0":""}}}
}

func ExampleComponentsOf() {
	u, _ := weburl.Parse("https://user@example.com:8443/a/b?q=1#top")
	v := urlpattern.ComponentsOf(u)
	fmt.Printf("%q\n", v)
	// Output: ["https" "user" "" "example.com" "8443" "/a/b" "q=1" "top"]
}

func ExampleURLPattern_TestComponents() {
	routes := []string{"/books/:id", "/films/:id", "/music/*"}
	u, _ := weburl.Parse("https://example.com/films/42")
	v := urlpattern.ComponentsOf(u)
	for _, r := range routes {
		p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: &r}, urlpattern.Options{})
		fmt.Println(r, p.TestComponents(&v))
	}
	// Output:
	// /books/:id false
	// /films/:id true
	// /music/* false
}

func ExampleURLPattern_ExecComponents() {
	p, _ := urlpattern.New("https://example.com/films/:id", urlpattern.Options{})
	v := urlpattern.Components{urlpattern.Protocol: "https", urlpattern.Hostname: "example.com", urlpattern.Pathname: "/films/42"}
	id, _ := p.ExecComponents(&v).Pathname.Group("id")
	fmt.Println(id)
	// Output: 42
}

func ExampleOverlap() {
	pattern := func(pathname string) *urlpattern.URLPattern {
		p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: &pathname}, urlpattern.Options{})
		return p
	}
	v, ok := urlpattern.Overlap(pattern(`/a/:x(\d+)`), pattern(`/a/:y([0-9]+)`))
	fmt.Printf("%v %q\n", ok, v[urlpattern.Pathname])
	_, ok = urlpattern.Overlap(pattern(`/a/:x(\d+)`), pattern(`/a/:x([a-z]+)`))
	fmt.Println(ok)
	v, ok = urlpattern.Overlap(pattern(`/files/:name.json`), pattern(`/files/*`))
	fmt.Printf("%v %q\n", ok, v[urlpattern.Pathname])
	// Output:
	// true "/a/0"
	// false
	// true "/files/a.json"
}

func ExampleURLPattern_Parts() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr(`/books/:id(\d+)/*?`)}, urlpattern.Options{})
	for _, pt := range p.Parts(urlpattern.Pathname) {
		fmt.Printf("%s %q %s name=%q prefix=%q\n", pt.Type, pt.Value, pt.Modifier, pt.Name, pt.Prefix)
	}
	// Output:
	// fixed-text "/books" none name="" prefix=""
	// regexp "\\d+" none name="id" prefix="/"
	// full-wildcard "" optional name="0" prefix="/"
}

func ExampleURLPattern_IgnoreCase() {
	p, _ := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr("/About")}, urlpattern.Options{IgnoreCase: true})
	fmt.Println(p.IgnoreCase(), p.Test("https://example.com/about"))
	// Output: true true
}

func ExamplePartType_String() {
	fmt.Println(urlpattern.PartFixedText, urlpattern.PartRegexp, urlpattern.PartSegmentWildcard, urlpattern.PartFullWildcard)
	// Output: fixed-text regexp segment-wildcard full-wildcard
}

func ExamplePartModifier_String() {
	fmt.Println(urlpattern.ModifierNone, urlpattern.ModifierOptional, urlpattern.ModifierZeroOrMore, urlpattern.ModifierOneOrMore)
	// Output: none optional zero-or-more one-or-more
}

func ExampleURLPattern_ExecComponent() {
	p, _ := urlpattern.New("https://:tenant.example.com/files/:name", urlpattern.Options{})
	r, ok := p.ExecComponent(urlpattern.Pathname, "/files/report.pdf")
	name, _ := r.Group("name")
	fmt.Println(ok, name)
	_, ok = p.ExecComponent(urlpattern.Hostname, "example.org")
	fmt.Println(ok)
	// Output:
	// true report.pdf
	// false
}

// Property escapes use Unicode 18.0.0's data on every Go version. A URL's
// pathname is matched percent-encoded, as browsers match it; the
// components given to ExecComponents are matched as they are.
func Example_propertyEscapes() {
	p, err := urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr(`/:mood(\p{Emoji_Presentation}+)`)}, urlpattern.Options{})
	fmt.Println(urlpattern.UnicodeVersion, err)
	fmt.Println(p.Test("https://example.com/\U0001F600"))
	var c urlpattern.Components
	c[urlpattern.Pathname] = "/\U0001F600\U0001F680"
	r := p.ExecComponents(&c)
	mood, _ := r.Pathname.Group("mood")
	fmt.Println(mood)
	_, err = urlpattern.NewFromInit(urlpattern.Init{Pathname: ptr(`/:x(\p{lowercase_letter}+)`)}, urlpattern.Options{})
	fmt.Println(errors.Is(err, urlpattern.ErrUnsupported), err != nil)
	// Output:
	// 18.0.0 <nil>
	// false
	// 😀🚀
	// false true
}
