package publicsuffix_test

import (
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
)

// mustParse parses s, which the tests know to be a URL.
func mustParse(s string) *weburl.URL {
	u, err := weburl.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// TestPublicSuffixExamples is the standard's example table
// (#example-host-psl): host input, public suffix, registrable domain ("" for
// null). The host input goes through the host parser first.
func TestPublicSuffixExamples(t *testing.T) {
	for _, tc := range []struct{ input, suffix, registrable string }{
		{"com", "com", ""},
		{"example.com", "com", "example.com"},
		{"www.example.com", "com", "example.com"},
		{"sub.www.example.com", "com", "example.com"},
		{"EXAMPLE.COM", "com", "example.com"},
		{"example.com.", "com.", "example.com."},
		{"github.io", "github.io", ""},
		{"whatwg.github.io", "github.io", "whatwg.github.io"},
		{"إختبار", "xn--kgbechtv", ""},
		{"example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "", ""},
	} {
		h, err := weburl.ParseHost(tc.input, false)
		if err != nil {
			t.Fatalf("ParseHost(%q): %v", tc.input, err)
		}
		suffix, ok := publicsuffix.PublicSuffix(h)
		if suffix != tc.suffix || ok != (tc.suffix != "") {
			t.Errorf("%q: public suffix %q, %v; want %q", tc.input, suffix, ok, tc.suffix)
		}
		reg, ok := publicsuffix.RegistrableDomain(h)
		if reg != tc.registrable || ok != (tc.registrable != "") {
			t.Errorf("%q: registrable domain %q, %v; want %q", tc.input, reg, ok, tc.registrable)
		}
	}
}

// TestPublicSuffixOtherHosts: trailing dots, IDN, IP, opaque, empty and
// null hosts, an unlisted TLD (the PSL's "*" rule), and a list of the
// caller's.
func TestPublicSuffixOtherHosts(t *testing.T) {
	for _, tc := range []struct{ href, suffix, registrable string }{
		{"https://www.example.co.uk./", "co.uk.", "example.co.uk."},
		{"https://faß.example.de/", "de", "example.de"},
		{"https://a.b.unlisted-tld/", "unlisted-tld", "b.unlisted-tld"},
		{"https://192.0.2.1/", "", ""},
		{"https://[::1]/", "", ""},
		{"sc://opaque.example.com/", "", ""},
		{"file:///x", "", ""},
		{"mailto:x@example.com", "", ""},
	} {
		h := mustParse(tc.href).HostValue()
		if s, ok := publicsuffix.PublicSuffix(h); s != tc.suffix || ok != (tc.suffix != "") {
			t.Errorf("%q: public suffix %q, %v; want %q", tc.href, s, ok, tc.suffix)
		}
		if r, ok := publicsuffix.RegistrableDomain(h); r != tc.registrable || ok != (tc.registrable != "") {
			t.Errorf("%q: registrable domain %q, %v; want %q", tc.href, r, ok, tc.registrable)
		}
	}
	// A caller's list, and no list: the "*" rule alone, by which
	// "co.uk" is a registrable domain.
	h, _ := weburl.ParseHost("www.example.co.uk", false)
	for _, list := range []weburl.PublicSuffixList{lastLabelList{}, nil} {
		if s, _ := h.PublicSuffixIn(list); s != "uk" {
			t.Errorf("PublicSuffixIn(%v) = %q, want uk", list, s)
		}
		if r, _ := h.RegistrableDomainIn(list); r != "co.uk" {
			t.Errorf("RegistrableDomainIn(%v) = %q, want co.uk", list, r)
		}
	}
}

// lastLabelList is a PublicSuffixList whose public suffixes are the last
// label: the PSL algorithm's default "*" rule alone.
type lastLabelList struct{}

func (lastLabelList) PublicSuffix(domain string) string {
	for i := len(domain) - 1; i >= 0; i-- {
		if domain[i] == '.' {
			return domain[i+1:]
		}
	}
	return domain
}

func (lastLabelList) String() string { return "the * rule" }

// TestSites checks sites, same site and schemelessly same site against
// HTML's definitions (html.spec.whatwg.org #obtain-a-site, #same-site,
// #schemelessly-same-site), each row worked out from them with the Public
// Suffix List.
func TestSites(t *testing.T) {
	for _, tc := range []struct {
		a, b                   string
		schemelessly, sameSite bool
	}{
		{"https://example.com/", "https://sub.example.com/", true, true},
		{"https://example.com/", "http://example.com/", true, false},
		{"https://a.example.com:8443/", "https://b.example.com/", true, true},
		{"https://example.com/", "https://example.org/", false, false},
		{"https://a.github.io/", "https://b.github.io/", false, false},
		{"https://a.github.io/", "https://a.github.io:8080/", true, true},
		{"https://github.io/", "https://github.io/", true, true},
		{"https://192.0.2.1/", "https://192.0.2.1:8443/", true, true},
		{"https://192.0.2.1/", "https://192.0.2.2/", false, false},
		{"https://[::1]/", "http://[::1]/", true, false},
		{"https://example.com./", "https://example.com/", false, false},
		{"blob:https://example.com/uuid", "https://www.example.com/", true, true},
		{"data:,x", "https://example.com/", false, false},
	} {
		a, b := mustParse(tc.a).Origin(), mustParse(tc.b).Origin()
		if got := publicsuffix.SchemelesslySameSite(a, b); got != tc.schemelessly {
			t.Errorf("%s, %s: SchemelesslySameSite = %v", tc.a, tc.b, got)
		}
		if got := publicsuffix.SameSite(a, b); got != tc.sameSite {
			t.Errorf("%s, %s: SameSite = %v", tc.a, tc.b, got)
		}
		if got := publicsuffix.SameSite(b, a); got != tc.sameSite {
			t.Errorf("%s, %s: SameSite is not symmetric", tc.a, tc.b)
		}
		if (publicsuffix.Site(a) == publicsuffix.Site(b)) != tc.sameSite {
			t.Errorf("%s, %s: sites %v and %v", tc.a, tc.b, publicsuffix.Site(a), publicsuffix.Site(b))
		}
	}
	// An opaque origin is same site with itself only.
	o := mustParse("data:,x").Origin()
	if !publicsuffix.SameSite(o, o) || !publicsuffix.SchemelesslySameSite(o, o) || publicsuffix.SameSite(o, mustParse("data:,x").Origin()) {
		t.Errorf("opaque origins and same site")
	}
	for href, want := range map[string]string{
		"https://www.example.co.uk:8443/": "https://example.co.uk",
		"https://whatwg.github.io/":       "https://whatwg.github.io",
		"http://[::1]:8080/":              "http://[::1]",
		"data:,x":                         "null",
	} {
		if got := publicsuffix.Site(mustParse(href).Origin()).String(); got != want {
			t.Errorf("site of %s = %q, want %q", href, got, want)
		}
	}
}
