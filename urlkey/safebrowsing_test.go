package urlkey

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// safeBrowsingDoc is testdata/urlkey/safebrowsing.json: the examples of
// Google's "URLs and Hashing" (see its PROVENANCE.md).
type safeBrowsingDoc struct {
	Source           map[string]string `json:"source"`
	Canonicalization struct {
		Section string `json:"section"`
		Cases   []struct {
			Input  string `json:"input"`
			Output string `json:"output"`
		} `json:"cases"`
	} `json:"canonicalization"`
	Expressions struct {
		Section  string `json:"section"`
		Note     string `json:"note"`
		Examples []struct {
			URL         string `json:"url"`
			Expressions []struct {
				Text   string `json:"text"`
				SHA256 string `json:"sha256"`
			} `json:"expressions"`
		} `json:"examples"`
	} `json:"expressions"`
	Hashes struct {
		Section  string `json:"section"`
		Examples []struct {
			Example    string `json:"example"`
			Input      string `json:"input"`
			Repeat     int    `json:"repeat"`
			SHA256     string `json:"sha256"`
			PrefixBits int    `json:"prefix_bits"`
			Prefix     string `json:"prefix"`
		} `json:"examples"`
	} `json:"hashes"`
}

// TestSafeBrowsingPublishedCases runs the 33 canonicalization examples of
// "URLs and Hashing" through the SafeBrowsing profile.
func TestSafeBrowsingPublishedCases(t *testing.T) {
	var doc safeBrowsingDoc
	testdata.JSON(t, "urlkey/safebrowsing.json", &doc)
	passed := 0
	for _, c := range doc.Canonicalization.Cases {
		in, err := strconv.Unquote(`"` + c.Input + `"`) // the page's C literal
		if err != nil {
			t.Fatalf("%q: %v", c.Input, err)
		}
		got, err := SafeBrowsing.Key(in)
		if err != nil || got != c.Output {
			t.Errorf("SafeBrowsing.Key(%q) = %q, %v; want %q", in, got, err, c.Output)
			continue
		}
		passed++
	}
	t.Logf("%s, %s: %d/%d", doc.Source["url"], doc.Canonicalization.Section, passed, len(doc.Canonicalization.Cases))
}

// TestSafeBrowsingExpressions checks the page's suffix/prefix expression
// examples, in the page's order, and each expression's SHA-256 (recorded
// with sha256sum) and 4-byte prefix.
func TestSafeBrowsingExpressions(t *testing.T) {
	var doc safeBrowsingDoc
	testdata.JSON(t, "urlkey/safebrowsing.json", &doc)
	n := 0
	for _, ex := range doc.Expressions.Examples {
		got, err := SafeBrowsingExpressions(ex.URL)
		if err != nil {
			t.Errorf("SafeBrowsingExpressions(%q): %v", ex.URL, err)
			continue
		}
		if len(got) != len(ex.Expressions) {
			t.Errorf("SafeBrowsingExpressions(%q) = %d expressions, want %d", ex.URL, len(got), len(ex.Expressions))
			continue
		}
		for i, want := range ex.Expressions {
			g := got[i]
			prefix := g.HashPrefix()
			if g.Text != want.Text || hex.EncodeToString(g.FullHash[:]) != want.SHA256 || hex.EncodeToString(prefix[:]) != want.SHA256[:8] {
				t.Errorf("%q expression %d = %q %x %x, want %q %s", ex.URL, i, g.Text, g.FullHash, prefix, want.Text, want.SHA256)
				continue
			}
			n++
		}
	}
	t.Logf("%s: %d expressions of %d examples", doc.Expressions.Section, n, len(doc.Expressions.Examples))
}

// TestSafeBrowsingHashes checks the page's FIPS-180-2 examples: the full
// hash and the prefix of the length the page gives.
func TestSafeBrowsingHashes(t *testing.T) {
	var doc safeBrowsingDoc
	testdata.JSON(t, "urlkey/safebrowsing.json", &doc)
	for _, ex := range doc.Hashes.Examples {
		e := Expression{Text: strings.Repeat(ex.Input, ex.Repeat)}
		e.FullHash = sha256.Sum256([]byte(e.Text))
		full := hex.EncodeToString(e.FullHash[:])
		if ex.SHA256 != "" && full != ex.SHA256 {
			t.Errorf("%s: SHA-256 %s, want %s", ex.Example, full, ex.SHA256)
		}
		if got := full[:ex.PrefixBits/4]; got != ex.Prefix {
			t.Errorf("%s: %d-bit prefix %s, want %s", ex.Example, ex.PrefixBits, got, ex.Prefix)
		}
		p := e.HashPrefix()
		if hex.EncodeToString(p[:]) != ex.Prefix[:8] {
			t.Errorf("%s: HashPrefix %x, want %s", ex.Example, p, ex.Prefix[:8])
		}
	}
}

// TestSafeBrowsingBrowserHost checks that an input that a browser visits
// is keyed by the host the browser connects to, where Safe Browsing's own
// lax split (and other clients') would check another.
func TestSafeBrowsingBrowserHost(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`http://evil.example\@good.example/`, "http://evil.example/@good.example/"},
		{"http://good.example%2F@evil.example/", "http://evil.example/"},
		{"http://0x7f.1/x", "http://127.0.0.1/x"},
		{"http://0x7f.1.../x", "http://127.0.0.1/x"},
		{"HTTPS://B\u00dcCHER.example:443/a//b/../c?q=%2541#f", "https://xn--bcher-kva.example/a/c?q=A"},
		{"http://[0:0:0:0:0:0:0:1]/", "http://[::1]/"},
		{"http://u:p@example.com:8080/%2e%2E/x/./y", "http://example.com/x/y"},
	} {
		got, err := SafeBrowsing.Key(c.in)
		if err != nil || got != c.want {
			t.Errorf("SafeBrowsing.Key(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"mailto:a@example.com", "www.example.com:80/", "", "http://", "/just/a/path"} {
		if k, err := SafeBrowsing.Key(in); err == nil {
			t.Errorf("SafeBrowsing.Key(%q) = %q, want an error", in, k)
		}
	}
}

// TestSafeBrowsingLookupShape checks the limits of the lookup: at most
// five hosts and six paths, no host suffix for IP addresses, no top-level
// label alone, no expression twice.
func TestSafeBrowsingLookupShape(t *testing.T) {
	for _, c := range []struct {
		in    string
		hosts []string
		paths []string
	}{
		{"http://a.b.c.d.e.f.g/1/2/3/4/5.html?x=1", []string{"a.b.c.d.e.f.g", "c.d.e.f.g", "d.e.f.g", "e.f.g", "f.g"},
			[]string{"/1/2/3/4/5.html?x=1", "/1/2/3/4/5.html", "/", "/1/", "/1/2/", "/1/2/3/"}},
		{"http://localhost/", []string{"localhost"}, []string{"/"}},
		{"http://[::1]/a/", []string{"[::1]"}, []string{"/a/", "/"}},
		{"http://b.c/?", []string{"b.c"}, []string{"/"}},
		{"http://1.2.3.4/1/2", []string{"1.2.3.4"}, []string{"/1/2", "/", "/1/"}},
	} {
		exprs, err := SafeBrowsingExpressions(c.in)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, h := range c.hosts {
			for _, p := range c.paths {
				want = append(want, h+p)
			}
		}
		var got []string
		for _, e := range exprs {
			got = append(got, e.Text)
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s:\n got %q\nwant %q", c.in, got, want)
		}
	}
}
