package weburl

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/testdata"
	"golang.org/x/net/publicsuffix"
)

// renderCase is one row of TestRender: input parsed with Parse, rendered
// with opts, must give want. rule names the point of the URL Standard's
// URL rendering section (or of Render's documented policy) it checks.
type renderCase struct {
	rule  string
	input string
	opts  ro
	want  string
}

// ro says which method a renderCase calls, by the Public Suffix List:
// RenderHostIn(psl, width) when hostOnly is set, RenderIn(psl, width)
// otherwise.
type ro struct {
	hostOnly bool
	width    int
}

func (o ro) render(u *URL) string {
	if o.hostOnly {
		return u.RenderHostIn(psl, o.width)
	}
	return u.RenderIn(psl, o.width)
}

// psl is the Public Suffix List, as golang.org/x/net/publicsuffix embeds it.
var psl PublicSuffixList = publicsuffix.List

const (
	lri = "\u2066"
	pdi = "\u2069"
)

var renderCases = []renderCase{
	// #url-rendering: the serialized form, modified.
	{"serialized", "HTTPS://EXAMPLE.com:443/a/../b", ro{}, "https://example.com/b"},

	// #url-rendering-simplification: no username or password.
	{"no credentials (standard's example)", "https://examplecorp.com@attacker.example/", ro{}, "https://attacker.example/"},
	{"no credentials", "https://user:secret@example.com/", ro{}, "https://example.com/"},
	{"no password alone", "https://:secret@example.com/", ro{}, "https://example.com/"},
	{"no credentials, port kept", "http://u:p@example.com:8080/x", ro{}, "http://example.com:8080/x"},
	{"no credentials, non-special", "foo://user:pw@host/x", ro{}, "foo://host/x"},
	{"no credentials, HostOnly", "https://examplecorp.com@attacker.example/", ro{hostOnly: true}, "attacker.example"},

	// #url-rendering-simplification: only the host.
	{"host only (standard's example)", "https://examplecorp.attacker.com/", ro{hostOnly: true}, "examplecorp.attacker.com"},
	{"host only drops port, path, query, fragment", "https://a.example.com:8443/p?q#f", ro{hostOnly: true}, "a.example.com"},
	{"host only, IPv6", "http://[::1]:8080/", ro{hostOnly: true}, "[::1]"},
	{"host only, IDN", "https://xn--mnchen-3ya.de/", ro{hostOnly: true}, "münchen.de"},
	{"host only, null host falls back to the URL", "mailto:a@example.com", ro{hostOnly: true}, "mailto:a@example.com"},
	{"host only, empty host falls back to the URL", "file:///etc/passwd", ro{hostOnly: true}, "file:///etc/passwd"},

	// #url-rendering-simplification: without the scheme on a single-scheme surface.

	// #url-rendering-i18n: domain to Unicode for legitimate IDNs.
	{"IDN German", "https://münchen.de/", ro{}, "https://münchen.de/"},
	{"IDN German from ASCII", "https://xn--mnchen-3ya.de/", ro{}, "https://münchen.de/"},
	{"IDN sharp s", "https://faß.de/", ro{}, "https://faß.de/"},
	{"IDN Japanese (Han+Hiragana)", "https://例え.jp/", ro{}, "https://例え.jp/"},
	{"IDN Korean", "https://한국어.kr/", ro{}, "https://한국어.kr/"},
	{"IDN Latin+Han", "https://中国abc.cn/", ro{}, "https://中国abc.cn/"},
	{"IDN Cyrillic with Cyrillic TLD", "https://пример.рф/", ro{}, "https://пример.рф/"},
	{"IDN Cyrillic not all look-alikes", "https://пример.com/", ro{}, "https://пример.com/"},
	{"IDN Greek", "https://ελληνικά.gr/", ro{}, "https://ελληνικά.gr/"},
	{"IDN Greek look-alikes with Greek TLD", "https://ουτ.ελ/", ro{}, "https://ουτ.ελ/"},

	// #url-rendering-i18n note: confusables stay in ASCII.
	{"whole-script Cyrillic spoof of apple", "https://аррӏе.com/", ro{}, "https://xn--80ak6aa92e.com/"},
	{"whole-script Cyrillic spoof, ASCII input", "https://xn--80ak6aa92e.com/", ro{}, "https://xn--80ak6aa92e.com/"},
	{"whole-script Cyrillic spoof, HostOnly", "https://xn--80ak6aa92e.com/", ro{hostOnly: true}, "xn--80ak6aa92e.com"},
	{"Cyrillic look-alikes allowed under Cyrillic TLD", "https://аррӏе.рф/", ro{}, "https://аррӏе.рф/"},
	{"whole-script Greek spoof", "https://ικα.com/", ro{}, "https://xn--mxapd.com/"},
	{"Greek letters not all look-alikes", "https://τοκγο.com/", ro{}, "https://τοκγο.com/"},
	{"mixed Latin+Cyrillic", "https://pаypal.com/", ro{}, "https://xn--pypal-4ve.com/"},
	{"mixed Latin+Greek", "https://gοοgle.com/", ro{}, "https://xn--ggle-0nda.com/"},
	{"mixed Latin+Greek short", "https://aα.com/", ro{}, "https://xn--a-zlb.com/"},
	{"only the spoofing label stays ASCII", "https://xn--80ak6aa92e.xn--mnchen-3ya.de/", ro{}, "https://xn--80ak6aa92e.münchen.de/"},
	{"invalid Punycode stays ASCII (the parser ignores it)", "https://xn--a.com/", ro{}, "https://xn--a.com/"},
	{"a label that does not decode stays ASCII, the others are decided one by one", "https://xn--a.xn--zca.de/", ro{}, "https://xn--a.ß.de/"},
	{"label by label: a repeated accent stays ASCII beside a Korean TLD", "https://xn--a-xbba.xn--3e0b707e/", ro{}, "https://xn--a-xbba.한국/"},
	{"label by label: hyphens third and fourth (ICU's check) stay ASCII", "https://xn-----8kci4dhsd.xn--3e0b707e/", ro{hostOnly: true}, "xn-----8kci4dhsd.한국"},
	{"ZWJ after virama (valid IDNA, invisible) stays ASCII", "https://क्\u200dष.com/", ro{}, "https://xn--11b2ezcw70k.com/"},

	// #url-rendering-i18n: bidirectional text in a left-to-right isolate.
	{"Arabic label", "https://مثال.com/", ro{}, lri + "https://مثال.com/" + pdi},
	{"Hebrew label", "https://דוגמה.com/a", ro{}, lri + "https://דוגמה.com/a" + pdi},
	{"Hebrew label, HostOnly", "https://xn--6dbbec0c.com/", ro{hostOnly: true}, lri + "דוגמה.com" + pdi},
	{"Hebrew in path", "https://example.com/%D7%90%D7%91", ro{}, lri + "https://example.com/אב" + pdi},
	{"LTR only: no isolate", "https://example.com/é", ro{}, "https://example.com/é"},

	// #url-rendering-i18n: percent-decoded path, query, fragment.
	{"decode é", "https://example.com/caf%C3%A9", ro{}, "https://example.com/café"},
	{"decode in query and fragment", "https://example.com/?q=%C3%A9#%C3%A9", ro{}, "https://example.com/?q=é#é"},
	{"decode CJK", "https://example.com/%E4%BE%8B", ro{}, "https://example.com/例"},
	{"decode unreserved ASCII", "https://example.com/%41%7E", ro{}, "https://example.com/A~"},
	{"decode combining mark after a letter", "https://example.com/e%CC%81", ro{}, "https://example.com/e\u0301"},
	{"keep combining mark after a slash", "https://example.com/%CC%B8", ro{}, "https://example.com/%CC%B8"},
	{"keep RLO", "https://example.com/%E2%80%AE", ro{}, "https://example.com/%E2%80%AE"},
	{"keep RLO between letters", "https://example.com/%C3%A9%E2%80%AE%C3%A9", ro{}, "https://example.com/é%E2%80%AEé"},
	{"keep lock emoji", "https://example.com/%F0%9F%94%92", ro{}, "https://example.com/%F0%9F%94%92"},
	{"keep open lock emoji", "https://example.com/%F0%9F%94%93", ro{}, "https://example.com/%F0%9F%94%93"},
	{"decode other emoji", "https://example.com/%F0%9F%98%80", ro{}, "https://example.com/😀"},
	{"keep space", "https://example.com/a%20b", ro{}, "https://example.com/a%20b"},
	{"keep space from the parser", "https://example.com/a b", ro{}, "https://example.com/a%20b"},
	{"keep NBSP", "https://example.com/%C2%A0", ro{}, "https://example.com/%C2%A0"},
	{"keep ideographic space", "https://example.com/%E3%80%80", ro{}, "https://example.com/%E3%80%80"},
	{"keep NUL", "https://example.com/%00", ro{}, "https://example.com/%00"},
	{"keep C1 control", "https://example.com/%C2%85", ro{}, "https://example.com/%C2%85"},
	{"keep ALM", "https://example.com/%D8%9C", ro{}, "https://example.com/%D8%9C"},
	{"keep LRM", "https://example.com/%E2%80%8E", ro{}, "https://example.com/%E2%80%8E"},
	{"keep LRI", "https://example.com/%E2%81%A6", ro{}, "https://example.com/%E2%81%A6"},
	{"keep ZWSP", "https://example.com/%E2%80%8B", ro{}, "https://example.com/%E2%80%8B"},
	{"keep ZWJ", "https://example.com/%E2%80%8D", ro{}, "https://example.com/%E2%80%8D"},
	{"keep soft hyphen", "https://example.com/%C2%AD", ro{}, "https://example.com/%C2%AD"},
	{"keep CGJ", "https://example.com/a%CD%8F", ro{}, "https://example.com/a%CD%8F"},
	{"keep BOM", "https://example.com/%EF%BB%BF", ro{}, "https://example.com/%EF%BB%BF"},
	{"keep word joiner", "https://example.com/%E2%81%A0", ro{}, "https://example.com/%E2%81%A0"},
	{"keep VS16", "https://example.com/a%EF%B8%8F", ro{}, "https://example.com/a%EF%B8%8F"},
	{"keep Mongolian FVS1", "https://example.com/a%E1%A0%8B", ro{}, "https://example.com/a%E1%A0%8B"},
	{"keep tag", "https://example.com/%F3%A0%80%81", ro{}, "https://example.com/%F3%A0%80%81"},
	{"keep Hangul filler", "https://example.com/%E3%85%A4", ro{}, "https://example.com/%E3%85%A4"},
	{"keep division slash", "https://example.com/a%E2%88%95b", ro{}, "https://example.com/a%E2%88%95b"},
	{"keep fraction slash", "https://example.com/a%E2%81%84b", ro{}, "https://example.com/a%E2%81%84b"},
	{"keep fullwidth solidus", "https://example.com/a%EF%BC%8Fb", ro{}, "https://example.com/a%EF%BC%8Fb"},
	{"keep big solidus", "https://example.com/a%E2%A7%B8b", ro{}, "https://example.com/a%E2%A7%B8b"},
	{"keep one dot leader", "https://example.com/a%E2%80%A4b", ro{}, "https://example.com/a%E2%80%A4b"},
	{"keep two dot leader", "https://example.com/a%E2%80%A5b", ro{}, "https://example.com/a%E2%80%A5b"},
	{"keep ellipsis", "https://example.com/a%E2%80%A6b", ro{}, "https://example.com/a%E2%80%A6b"},
	{"keep fullwidth full stop", "https://example.com/a%EF%BC%8Eb", ro{}, "https://example.com/a%EF%BC%8Eb"},
	{"keep ideographic full stop", "https://example.com/a%E3%80%82b", ro{}, "https://example.com/a%E3%80%82b"},
	{"keep small full stop", "https://example.com/a%EF%B9%92b", ro{}, "https://example.com/a%EF%B9%92b"},
	{"keep %25", "https://example.com/%25C3%25A9", ro{}, "https://example.com/%25C3%25A9"},
	{"keep %2F", "https://example.com/a%2Fb", ro{}, "https://example.com/a%2Fb"},
	{"keep %3F", "https://example.com/a%3Fb", ro{}, "https://example.com/a%3Fb"},
	{"keep %23", "https://example.com/a%23b", ro{}, "https://example.com/a%23b"},
	{"keep %26 in query", "https://example.com/?a=%26b", ro{}, "https://example.com/?a=%26b"},
	{"keep invalid byte", "https://example.com/%FF", ro{}, "https://example.com/%FF"},
	{"keep truncated sequence", "https://example.com/%C3", ro{}, "https://example.com/%C3"},
	{"keep truncated sequence before ASCII", "https://example.com/%C3a", ro{}, "https://example.com/%C3a"},
	{"keep overlong", "https://example.com/%C0%AF", ro{}, "https://example.com/%C0%AF"},
	{"keep surrogate", "https://example.com/%ED%A0%80", ro{}, "https://example.com/%ED%A0%80"},
	{"invalid then valid", "https://example.com/%FF%C3%A9", ro{}, "https://example.com/%FFé"},
	{"lower-case hex decodes", "https://example.com/%c3%a9", ro{}, "https://example.com/é"},
	{"a lone percent", "https://example.com/100%", ro{}, "https://example.com/100%"},

	// #url-rendering-elision.
	{"no limit", "https://example.com/path?query#fragment", ro{width: 0}, "https://example.com/path?query#fragment"},
	{"fits", "https://example.com/path?query#fragment", ro{width: 39}, "https://example.com/path?query#fragment"},
	{"drop fragment", "https://example.com/path?query#fragment", ro{width: 31}, "https://example.com/path?query…"},
	{"drop query", "https://example.com/path?query#fragment", ro{width: 30}, "https://example.com/path…"},
	{"cut path", "https://example.com/path?query#fragment", ro{width: 22}, "https://example.com/p…"},
	{"drop path", "https://example.com/path?query#fragment", ro{width: 20}, "https://example.com…"},
	{"host alone", "https://example.com/path?query#fragment", ro{width: 19}, "example.com"},
	{"registrable domain over the width", "https://example.com/path", ro{width: 5}, "example.com"},
	{"decoded code points count one", "https://example.com/%C3%A9%C3%A9%C3%A9", ro{width: 23}, "https://example.com/ééé"},
	{"kept sequence is cut whole", "https://example.com/%E2%80%AEx", ro{width: 25}, "https://example.com/…"},
	{"port kept with the host", "https://example.com:8080/abc", ro{width: 25}, "https://example.com:8080…"},
	{"standard's example, full", "https://examplecorp.com.evil.com/", ro{width: 15}, "…com.evil.com"},
	{"standard's example, host only", "https://examplecorp.com.evil.com/", ro{hostOnly: true, width: 13}, "…com.evil.com"},
	{"standard's example, host fits", "https://examplecorp.com.evil.com/", ro{hostOnly: true, width: 24}, "examplecorp.com.evil.com"},
	{"never into the registrable domain", "https://examplecorp.com.evil.com/", ro{hostOnly: true, width: 5}, "…evil.com"},
	{"not-really-examplecorp", "https://not-really-examplecorp.com/", ro{width: 10}, "not-really-examplecorp.com"},
	{"not-really-examplecorp, host only", "https://not-really-examplecorp.com/", ro{hostOnly: true, width: 16}, "not-really-examplecorp.com"},
	{"not-really-examplecorp subdomains", "https://a.b.not-really-examplecorp.com/", ro{width: 20}, "…not-really-examplecorp.com"},
	{"subdomain of a private suffix", "https://evil.whatwg.github.io/", ro{hostOnly: true, width: 10}, "…whatwg.github.io"},
	{"public suffix host never elided", "https://github.io/", ro{hostOnly: true, width: 3}, "github.io"},
	{"IP never elided", "http://192.168.100.200/", ro{hostOnly: true, width: 3}, "192.168.100.200"},
	{"IDN counts code points", "https://xn--e1afmkfd.xn--p1ai/abc", ro{width: 20}, "https://пример.рф/a…"},
	{"isolates not counted", "https://xn--6dbbec0c.com/abc", ro{width: 20}, lri + "https://דוגמה.com/a…" + pdi},
	{"no host: scheme and ellipsis", "mailto:someone@example.com", ro{width: 10}, "mailto:so…"},
	{"no host, too narrow", "mailto:someone@example.com", ro{width: 3}, "mailto:…"},

	// Other kinds of URL.
	{"opaque path", "mailto:%C3%A9@example.com", ro{}, "mailto:é@example.com"},
	{"data URL", "data:text/plain,%C3%A9%20x", ro{}, "data:text/plain,é%20x"},
	{"javascript URL", "javascript:alert(1)", ro{}, "javascript:alert(1)"},
	{"non-special path starting with //", "web+demo:/.//not-a-host/", ro{}, "web+demo:/.//not-a-host/"},
	{"non-special opaque host kept encoded", "foo://h%C3%A9st/p%C3%A9", ro{}, "foo://h%C3%A9st/pé"},
	{"file URL", "file:///C:/a%C3%A9", ro{}, "file:///C:/aé"},
	{"file URL with host", "file://server/share", ro{}, "file://server/share"},
	{"IPv4", "http://0x7f.1/", ro{}, "http://127.0.0.1/"},
	{"IPv6", "http://[0:0::1]:8080/", ro{}, "http://[::1]:8080/"},
	{"blob URL", "blob:https://example.com/uuid", ro{}, "blob:https://example.com/uuid"},
	{"trailing dot", "https://example.com./", ro{}, "https://example.com./"},
	{"empty opaque path", "sc:", ro{}, "sc:"},
	{"empty query and fragment", "https://example.com/?#", ro{}, "https://example.com/?#"},
}

func TestRender(t *testing.T) {
	checkRenderCases(t, renderCases)
}

// checkRenderCases checks each case of cases: its input parses, and
// renders as it wants.
func checkRenderCases(t *testing.T, cases []renderCase) {
	t.Helper()
	for _, tc := range cases {
		u, err := Parse(tc.input)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", tc.rule, tc.input, err)
			continue
		}
		if got := tc.opts.render(u); got != tc.want {
			t.Errorf("%s: Parse(%q) with %+v = %q, want %q", tc.rule, tc.input, tc.opts, got, tc.want)
		}
	}
}

// TestRenderSpoofsThatDoNotParse checks that labels the standard's host
// parser refuses (a ZWJ outside a virama context, a bidi rule violation, a
// bidirectional control) never reach Render.
func TestRenderSpoofsThatDoNotParse(t *testing.T) {
	for _, in := range []string{
		"https://a\u200db.com/",     // ZWJ: CONTEXTJ fails
		"https://pay\u200cpal.com/", // ZWNJ
		"https://aא.com/",           // Latin and Hebrew in one label: bidi rule
		"https://a\u202eb.com/",     // RLO is disallowed
	} {
		if u, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) = %q, want failure", in, u.Href())
		}
	}
}

func TestRenderNilAndZero(t *testing.T) {
	var nilURL *URL
	for _, u := range []*URL{nilURL, new(URL)} {
		if got := u.RenderIn(psl, 0) + u.RenderIn(nil, 3) + u.RenderHostIn(psl, 0) + u.RenderHostIn(nil, 3); got != "" {
			t.Errorf("%#v: %q", u, got)
		}
	}
}

// TestRenderNeverElidesIntoRegistrableDomain checks, for every width, that
// the standard's examples are never shown with part of the registrable
// domain elided, and that the result fits whenever the registrable domain
// does.
func TestRenderNeverElidesIntoRegistrableDomain(t *testing.T) {
	for _, in := range []string{
		"https://not-really-examplecorp.com/",
		"https://examplecorp.com.evil.com/a/b?c#d",
		"https://user:pw@www.not-really-examplecorp.com:8443/x",
	} {
		u := mustParse(in)
		rd, _ := u.HostValue().RegistrableDomainIn(psl)
		for w := 1; w < 60; w++ {
			for _, hostOnly := range []bool{false, true} {
				got := ro{hostOnly: hostOnly, width: w}.render(u)
				if !strings.Contains(got, rd) {
					t.Errorf("%q width %d: %q lacks %q", in, w, got, rd)
				}
				if strings.Contains(got, "pw") {
					t.Errorf("%q width %d: %q shows the password", in, w, got)
				}
				n := utf8.RuneCountInString(got)
				if n > w && got != rd && got != "…"+rd {
					t.Errorf("%q width %d: %q has %d code points", in, w, got, n)
				}
			}
		}
	}
}

// checkRenderProperties checks what Render and RenderHost must do for any
// URL: no panic, valid UTF-8, no credentials (the rendering equals that of
// the URL with its username and password removed), isolates only as the
// first and last code points around right-to-left text, and the width kept
// unless only the host, or "…" and its registrable domain, is left.
func checkRenderProperties(t *testing.T, u *URL) {
	t.Helper()
	bare := u.Clone()
	if bare.Username() != "" || bare.Password() != "" {
		if err := bare.SetUsername(""); err != nil {
			t.Fatalf("%q: SetUsername: %v", u.Href(), err)
		}
		if err := bare.SetPassword(""); err != nil {
			t.Fatalf("%q: SetPassword: %v", u.Href(), err)
		}
	}
	unwrap := func(s string) string {
		if inner, ok := strings.CutPrefix(s, lri); ok {
			return strings.TrimSuffix(inner, pdi)
		}
		return s
	}
	host := unwrap(u.RenderHostIn(psl, 0))
	for w := 0; w <= 12; w++ {
		for _, opts := range []ro{{width: w}, {width: w * 5}, {hostOnly: true, width: w}} {
			got := opts.render(u)
			if !utf8.ValidString(got) {
				t.Errorf("%q %+v: invalid UTF-8 %q", u.Href(), opts, got)
			}
			if want := opts.render(bare); got != want {
				t.Errorf("%q %+v: %q, without credentials %q", u.Href(), opts, got, want)
			}
			plain := unwrap(got)
			if strings.ContainsAny(plain, lri+pdi) || (plain != got) != hasStrongRTL(plain) {
				t.Errorf("%q %+v: %q: isolates misplaced", u.Href(), opts, got)
			}
			if opts.width <= 0 || utf8.RuneCountInString(plain) <= opts.width {
				continue
			}
			if u.Hostname() == "" {
				if !strings.HasPrefix(plain, u.Protocol()) || utf8.RuneCountInString(plain) > len(u.Protocol())+3+1 {
					t.Errorf("%q %+v: %q is over the width", u.Href(), opts, got)
				}
				continue
			}
			rest, elided := strings.CutPrefix(plain, "…")
			rd, hasRD := u.HostValue().RegistrableDomainIn(psl)
			if !(plain == host || elided && hasRD && strings.HasSuffix(host, "."+rest) &&
				strings.Count(rest, ".") == strings.Count(rd, ".")) {
				t.Errorf("%q %+v: %q is over the width and not the host %q or its registrable domain", u.Href(), opts, got, host)
			}
		}
	}
}

func TestRenderWPTURLs(t *testing.T) {
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		u, err := tc.parse()
		if err != nil {
			continue
		}
		checkRenderProperties(t, u)
	}
}

func FuzzRender(f *testing.F) {
	for _, tc := range renderCases {
		f.Add(tc.input)
	}
	f.Fuzz(func(t *testing.T, in string) {
		u, err := Parse(in)
		if err != nil {
			return
		}
		if err := u.check(); err != nil {
			t.Fatal(err)
		}
		checkRenderProperties(t, u)
	})
}

// BenchmarkRenderIn renders URLs whose hosts and paths go through the
// display policy's Unicode checks: IDN labels of several scripts, a
// spoof, percent-encoded UTF-8, right-to-left text.
func BenchmarkRenderIn(b *testing.B) {
	var urls []*URL
	for _, in := range []string{
		"https://münchen.de/caf%C3%A9?q=%E4%BE%8B#%C3%A9",
		"https://пример.рф/путь",
		"https://xn--80ak6aa92e.com/",
		"https://例え.jp/%E3%81%82",
		"https://مثال.com/a",
		"https://example.com/a%20b%E2%80%AE/%F0%9F%98%80",
	} {
		urls = append(urls, mustParse(in))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, u := range urls {
			u.RenderIn(psl, 0)
		}
	}
}

// renderBenchHosts are ASCII and non-ASCII hosts for BenchmarkRenderHost.
var renderBenchHosts = map[string][]string{
	"ascii": {"https://www.example.com/", "https://a.b.example.co.uk/", "https://github.io/"},
	"idn": {"https://xn--mnchen-3ya.de/", "https://xn--e1afmkfd.xn--p1ai/", "https://xn--r8jz45g.jp/",
		"https://xn--80ak6aa92e.com/", "https://xn--pypal-4ve.com/", "https://xn--ggle-vqaa.com/"},
}

// BenchmarkRenderHost renders the host of each URL of renderBenchHosts
// (per host: ns/op and allocs/op are per call of RenderHost), without a
// list of top domains and with Chromium's test list.
func BenchmarkRenderHost(b *testing.B) {
	top, err := ParseTopDomains(string(testdata.Read(b, "idnspoof/idn_test_domains.list")))
	if err != nil {
		b.Fatal(err)
	}
	for _, kind := range []string{"ascii", "idn"} {
		var urls []*URL
		for _, in := range renderBenchHosts[kind] {
			urls = append(urls, mustParse(in))
		}
		for _, list := range []struct {
			name string
			top  *TopDomains
		}{{"nolist", nil}, {"toplist", top}} {
			opts := RenderOptions{PublicSuffixes: psl, TopDomains: list.top}
			b.Run(kind+"/"+list.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					opts.RenderHost(urls[i%len(urls)])
				}
			})
		}
	}
}

// TestDomainLabelsASCIIAllocs checks that the host display policy costs a
// domain without Punycode labels one allocation, the slice of its labels
// (what splitting it costs), with a list of top domains or without.
func TestDomainLabelsASCIIAllocs(t *testing.T) {
	top, err := ParseTopDomains("example.com\ngoogle.com\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"www.example.com", "a.b.example.co.uk", "localhost"} {
		for _, list := range []*TopDomains{nil, top} {
			if n := testing.AllocsPerRun(100, func() { domainLabels(d, list) }); n != 1 {
				t.Errorf("domainLabels(%q): %v allocations, want 1", d, n)
			}
		}
	}
}
