package urlkey

import (
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/testdata"
)

// TestRecordOfWPT checks RecordOf and Record.String on every case of the
// web-platform-tests' urltestdata.json that parses: the components are
// the expected ones, and String gives the expected href back.
func TestRecordOfWPT(t *testing.T) {
	n := 0
	for _, c := range testdata.WPT[testdata.URLTestCase](t, "wpt/urltestdata.json") {
		if c.Failure {
			continue
		}
		var u *weburl.URL
		var err error
		if c.Base != nil {
			u, err = weburl.ParseWithBase(c.Input, *c.Base)
		} else {
			u, err = weburl.Parse(c.Input)
		}
		if err != nil {
			continue // Go 1.26's IDNA data; wpt_test.go says which
		}
		r := RecordOf(u)
		if got := r.String(); got != c.Href {
			t.Errorf("RecordOf(%q).String() = %q, want %q", c.Input, got, c.Href)
		}
		if r.Scheme+":" != c.Protocol || r.Host != c.Hostname || r.Port != c.Port || r.Path != c.Pathname ||
			(r.HasQuery && r.Query != "" && "?"+r.Query != c.Search) || (r.HasFragment && r.Fragment != "" && "#"+r.Fragment != c.Hash) {
			t.Errorf("RecordOf(%q) = %+v, want the components of %q", c.Input, r, c.Href)
		}
		n++
	}
	if n < 500 {
		t.Fatalf("only %d cases", n)
	}
}

// TestDedupEquivalence checks pairs of URLs that name the same resource
// (Dedup gives one key) and pairs that may not (two keys), each with the
// rule that decides it.
func TestDedupEquivalence(t *testing.T) {
	same := []struct{ a, b, why string }{
		{"HTTP://Example.COM:80/a", "http://example.com/a", "URL Standard: scheme and host case, default port"},
		{"http://0x7f.1/", "http://127.0.0.1/", "URL Standard: IPv4 forms"},
		{"https://faß.example/", "https://xn--fa-hia.example/", "URL Standard: IDNA"},
		{"http://example.com/a/./b/../c", "http://example.com/a/c", "URL Standard: dot segments"},
		{"http://example.com/a/%2e%2E/c", "http://example.com/c", "URL Standard: percent-encoded dot segments"},
		{`http://example.com\a\b`, "http://example.com/a/b", "URL Standard: backslash in special URLs"},
		{"http://example.com/a b", "http://example.com/a%20b", "URL Standard: percent-encoding"},
		{"http://example.com/#top", "http://example.com/", "strip-fragment"},
		{"http://user:pw@example.com/", "http://example.com/", "strip-userinfo"},
		{"http://example.com/%7euser/%41", "http://example.com/~user/A", "normalize-percent-encoding: unreserved (RFC 3986 6.2.2.2)"},
		{"http://example.com/a%2fb", "http://example.com/a%2Fb", "normalize-percent-encoding: hex case (RFC 3986 6.2.2.1)"},
		{"http://example.com/?b=2&a=1", "http://example.com/?a=1&b=2", "sort-query"},
		{"http://example.com/?a=1&&b=2&", "http://example.com/?a=1&b=2", "sort-query: empty pieces"},
		{"http://example.com/?", "http://example.com/", "strip-empty-query"},
		{"http://example.com/?&&", "http://example.com/", "strip-empty-query after sort-query"},
	}
	for _, c := range same {
		ka, erra := Dedup.Key(c.a)
		kb, errb := Dedup.Key(c.b)
		if erra != nil || errb != nil || ka != kb {
			t.Errorf("%s: Dedup.Key(%q) = %q, Dedup.Key(%q) = %q; want one key (%v %v)", c.why, c.a, ka, c.b, kb, erra, errb)
		}
	}
	different := []struct{ a, b, why string }{
		{"http://example.com/A", "http://example.com/a", "paths are case-sensitive"},
		{"http://example.com/a/", "http://example.com/a", "a trailing slash names another resource"},
		{"http://example.com//a", "http://example.com/a", "so does an empty segment"},
		{"http://example.com/a%2Fb", "http://example.com/a/b", "'/' is reserved: escaped is not the same"},
		{"http://example.com/?q=%2541", "http://example.com/?q=%41", "percent-decoding happens once"},
		{"http://example.com/?a=2&a=1", "http://example.com/?a=1&a=2", "pairs of one name keep their order"},
		{"http://www.example.com/", "http://example.com/", "www is another host"},
		{"http://example.com./", "http://example.com/", "a trailing dot is another host to HTTP"},
		{"https://example.com/", "http://example.com/", "the scheme counts"},
		{"http://example.com:8080/", "http://example.com/", "a port that is not the default counts"},
	}
	for _, c := range different {
		ka, erra := Dedup.Key(c.a)
		kb, errb := Dedup.Key(c.b)
		if erra != nil || errb != nil || ka == kb {
			t.Errorf("%s: Dedup.Key(%q) = Dedup.Key(%q) = %q; want two keys (%v %v)", c.why, c.a, c.b, ka, erra, errb)
		}
	}
	for _, in := range []string{"example.com/a", "http://exa mple.com/", "http://[::1/", ""} {
		if k, err := Dedup.Key(in); err == nil {
			t.Errorf("Dedup.Key(%q) = %q, want an error", in, k)
		} else if e, ok := err.(*Error); !ok || e.Profile != "dedup" || e.Reason == ErrStep {
			t.Errorf("Dedup.Key(%q): error %#v, want the parser's *Error", in, err)
		}
	}
}

// TestDropQuery checks the user step for tracking parameters.
func TestDropQuery(t *testing.T) {
	step, err := DropQuery("utm_*", "fbclid")
	if err != nil {
		t.Fatal(err)
	}
	p := Dedup.With(step)
	for in, want := range map[string]string{
		"http://x/?utm_source=a&id=7&utm_medium=b&fbclid=z": "http://x/?id=7",
		"http://x/?utm%5Fsource=a":                          "http://x/",
		"http://x/?fbclid":                                  "http://x/",
		// README's recipe (issue 40, point 1): the key of the URL without
		// its tracking pairs, with no '?' left.
		"https://example.com/a?utm_source=x": "https://example.com/a",
		"http://x/?a=1":                      "http://x/?a=1",
	} {
		if got, err := p.Key(in); err != nil || got != want {
			t.Errorf("Key(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := DropQuery("["); err == nil {
		t.Error("DropQuery(\"[\"): no error")
	}
	// With puts the step before each profile's step that removes an empty
	// query, and at the end of a profile that has none.
	for _, c := range []struct {
		p    Profile
		want string
	}{
		{Dedup, "strip-fragment strip-userinfo normalize-percent-encoding sort-query drop-query strip-empty-query"},
		{SafeBrowsing, strings.Join(SafeBrowsing.StepNames(), " ") + " drop-query"},
	} {
		if got := strings.Join(c.p.With(step).StepNames(), " "); got != c.want {
			t.Errorf("%s.With(DropQuery): steps %s, want %s", c.p.Name, got, c.want)
		}
	}
	if got := strings.Join(NewSURT(SURTOptions{}).With(step).StepNames()[13:], " "); got != "ia-query-sort drop-query ia-query-strip-empty" {
		t.Errorf("SURT.With(DropQuery): steps end %s", got)
	}
	// Steps without Before go after the profile's own, in their order.
	a, b := Step{Name: "a"}, Step{Name: "b", Before: []string{"no-such-step"}}
	if got := Dedup.With(a, b).StepNames(); got[len(got)-2] != "a" || got[len(got)-1] != "b" {
		t.Errorf("With(a, b): steps %q", got)
	}
}

// TestZeroValues checks that the zero and nil values do not panic.
func TestZeroValues(t *testing.T) {
	var p Profile
	if k, err := p.Key("http://x/"); err != nil || k != "http://x/" {
		t.Errorf("zero Profile: %q, %v", k, err)
	}
	var r *Record
	if r.String() != "" {
		t.Error("nil Record")
	}
	if (&Record{}).String() != ":" {
		t.Error("zero Record")
	}
	var e *Error
	_ = e.Error()
	_ = e.Unwrap()
	if RecordOf(nil).String() != ":" {
		t.Error("RecordOf(nil)")
	}
	bad := Profile{Parse: func(string) (*Record, error) { return nil, nil }, Steps: []Step{{Name: "nil"}, {Name: "fails", Apply: func(*Record) error { return weburl.ErrHostMissing }}}}
	if _, err := bad.Key("x"); err == nil || !strings.Contains(err.Error(), "step-fails") {
		t.Errorf("failing step: %v", err)
	}
}
