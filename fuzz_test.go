package weburl

import (
	"testing"
	"unicode/utf8"
)

// fuzzSeeds are inputs that reach every state of the parser.
var fuzzSeeds = []string{
	"https://user:pass@example.com:8080/a/./b/../c?q=1#frag",
	"HTTP://EXAMPLE.COM",
	"http://example.com/%2e%2E/x",
	"https://例え.テスト/パス?クエリ#フラグメント",
	"https://xn--fa-hia.de/",
	"http://0x7f.1/",
	"http://[::ffff:192.168.0.1]:80/",
	"http://[1:2:3:4:5:6:7:8]/",
	"file:///C|/x/../y",
	"file://localhost/etc",
	"file:c:\\a\\..\\b",
	"\\\\server\\share",
	"mailto:someone@example.com?subject=hi",
	"data:text/plain,hello world #frag",
	"javascript:alert(1)",
	"web+demo:/.//not-a-host/",
	"non-special://h:1/p?q#f",
	"sc://ñ.test/",
	"blob:https://example.com/uuid",
	" \t\nhttp://a\tb\n/c \x00",
	"http://a@b@c/",
	"http://:@/",
	"https://exa%23mple.org",
	"http://\xff\xfe/\xc3",
	"ws://x:80/?a=b'c",
	"?x",
	"#y",
	"../a/b",
	"//host/path",
}

// checkRoundTrip parses u's href again and reports any difference: the
// serializer's output must reparse to the same URL (spec: URL serializer,
// "If that string is then parsed, the result will equal the URL that was
// serialized").
func checkRoundTrip(t *testing.T, what string, u *URL) {
	t.Helper()
	if err := u.check(); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	href := u.Href()
	if !utf8.ValidString(href) {
		t.Fatalf("%s: href %q is not valid UTF-8", what, href)
	}
	for i := 0; i < len(href); i++ {
		if href[i] >= 0x80 || href[i] <= ' ' && !(u.opaquePath && href[i] == ' ') {
			t.Fatalf("%s: href %q holds byte %#x", what, href, href[i])
		}
	}
	v, err := Parse(href)
	if err != nil {
		t.Fatalf("%s: href %q does not reparse: %v", what, href, err)
	}
	for name, get := range getters {
		if got, want := get(v), get(u); got != want {
			t.Fatalf("%s: href %q reparses with %s %q, want %q", what, href, name, got, want)
		}
	}
}

// FuzzParse compares Parse with the reference parser, internal/refparser
// (href, every getter, failure, the validation errors: see diffParse),
// checks that the href reparses to the same URL and that CanParse agrees
// with Parse.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := Parse(input)
		if err == nil {
			checkRoundTrip(t, "Parse("+input+")", u)
		}
		if CanParse(input) != (err == nil) {
			t.Fatalf("CanParse(%q) = %v, Parse error %v", input, !(err == nil), err)
		}
		checkDiffParse(t, input, nil)
	})
}

// FuzzParseWithBase is FuzzParse for ParseWithBase: input against base.
func FuzzParseWithBase(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(s, "https://example.com/a/b?c#d")
		f.Add("x", s)
		f.Add(s, fuzzSeeds[(i+3)%len(fuzzSeeds)])
	}
	f.Add("..", "file:///C:/demo")
	f.Add("/x", "file://host/C|/a/b")
	f.Add("#f", "mailto:x")
	f.Add("C|\\y", "file:///a/b")
	f.Add("//h:0/p", "sc://u@host/q?r")
	f.Fuzz(func(t *testing.T, input, base string) {
		u, err := ParseWithBase(input, base)
		if err == nil {
			checkRoundTrip(t, "ParseWithBase("+input+", "+base+")", u)
		}
		if CanParseWithBase(input, base) != (err == nil) {
			t.Fatalf("CanParseWithBase(%q, %q) disagrees with ParseWithBase: %v", input, base, err)
		}
		checkDiffParse(t, input, &base)
	})
}

// checkDiffParse fails t when weburl and the reference disagree on input
// against base (nil for none).
func checkDiffParse(t *testing.T, input string, base *string) {
	t.Helper()
	if diff := diffParse(input, base); diff != "" {
		t.Fatal(diff)
	}
}

// FuzzSetters compares each setter with the reference's setter (every
// getter and the validation errors: see diffSetter), and checks that the
// result reparses to the same URL and that a refusal leaves the URL as it
// was.
func FuzzSetters(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(s, fuzzSeeds[(i+1)%len(fuzzSeeds)], uint8(i))
		f.Add(s, "", uint8(i))
	}
	f.Fuzz(func(t *testing.T, href, value string, which uint8) {
		checkDiffParse(t, href, nil)
		u, err := Parse(href)
		if err != nil {
			return
		}
		for i := range setterNames {
			name := setterNames[(int(which)+i)%len(setterNames)]
			v := u.Clone()
			err := setters[name](v, value)
			checkRoundTrip(t, "set "+name+" of "+href+" to "+value, v)
			if msg := checkSetterOutcome(err, u.Href(), v); msg != "" {
				t.Fatalf("set %s of %q to %q: %s", name, href, value, msg)
			}
			if diff := diffSetter(href, name, value); diff != "" {
				t.Fatal(diff)
			}
		}
		sp := u.SearchParams()
		sp.Append(value, href)
		sp.Sort()
		checkRoundTrip(t, "SearchParams change of "+href, u)
		if got := NewSearchParams(u.Search()).String(); got != sp.String() {
			t.Fatalf("query %q reparses to params %q, want %q", u.Search(), got, sp.String())
		}
	})
}
