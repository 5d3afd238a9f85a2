package urlkey

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// fuzzSeeds are inputs that reach the profiles' corners.
var fuzzSeeds = []string{
	"http://www.archive.org/goo/?b&a",
	"http://WWW12.Example.COM:0080/A/./b/../%7Ec/?B=2&a=1&jsessionid=0123456789abcdefghijklemopqrstuv#f",
	"https://http://x.example/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx?CFID=1&CFTOKEN=2&z",
	"http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/",
	"http://host/%%%25%32%35asd%%",
	"www.google.com", "%20leadingspace.com/", "http://\x01\x80.com/", "http://host%23.com/a%2523b",
	"dns:archive.org", "filedesc:x", "mailto:A@B.example", "", "   ", "http:////a//b", "http://[::1]:8080/",
	"http://0x7f.1.../a//b/..", "http://017.0.0.1/", "http://3279880203/", "http://bücher.ch/", "http://a..b...c/",
	"http://x:99999/", "http://x:8a/", ":70000A", "http://x:999999999999999999999a/", `http://evil.example\@good.example/?q=%2541&&a`, "web+demo:/.//p/?q#",
	"http://u:p@a.b.c.d.e.f.g/1/2/3/4/5.html?x=1", "http://x/?utm_source=1&&", "http://x/#a?", "file:///C|/x",
	"[.0.0", "http://[x.a.b.c]/", "http://::ffff:1.2.3.4/", "http://[::1.2.3.4]/a",
}

// FuzzProfiles compares SURT (with options from bits), SafeBrowsing (the
// key and the expressions with their hashes) and Dedup with their plain
// models in model_test.go, on any input.
func FuzzProfiles(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, input string, bits uint8) {
		if len(input) > 4096 {
			return // the models are slow; BenchmarkHostile covers long input
		}
		o := SURTOptions{
			WithScheme: bits&1 != 0, TrailingComma: bits&2 != 0, KeepWWW: bits&4 != 0, KeepIPOrder: bits&8 != 0,
			KeepQueryCase: bits&16 != 0, KeepPathCase: bits&32 != 0, RegistrableDomain: bits&64 != 0,
		}
		got, err := NewSURT(o).Key(input)
		want, fail := modelSURT(input, o)
		checkKey(t, "SURT", input, got, err, want, fail)

		got, err = SafeBrowsing.Key(input)
		want, exprs, fail := modelSafeBrowsing(input)
		checkKey(t, "SafeBrowsing", input, got, err, want, fail)
		if err == nil {
			es, err := SafeBrowsingExpressions(input)
			if err != nil {
				t.Fatalf("SafeBrowsingExpressions(%q): %v", input, err)
			}
			var gotExprs []string
			for _, e := range es {
				gotExprs = append(gotExprs, fmt.Sprintf("%s %x", e.Text, e.FullHash))
			}
			if !slices.Equal(gotExprs, exprs) || len(es) > 30 {
				t.Fatalf("SafeBrowsingExpressions(%q):\n got %q\nwant %q", input, gotExprs, exprs)
			}
		}

		got, err = Dedup.Key(input)
		want, fail = modelDedup(input)
		checkKey(t, "Dedup", input, got, err, want, fail)

		// urlcanon's parser keeps every byte (its idempotence test), and
		// its canonicalizers key any input but a negative IPv4 address.
		r, _ := ParseURLCanon(input)
		if s := urlcanonFormat(r); s != input {
			t.Fatalf("ParseURLCanon(%q) written back: %q", input, s)
		}
		for _, p := range []Profile{SemanticPrecise, Semantic, Aggressive, SSURT} {
			if _, err := p.Key(input); err != nil && !strings.Contains(err.Error(), "negative IPv4") {
				t.Fatalf("%s.Key(%q): %v", p.Name, input, err)
			}
		}
	})
}

func checkKey(t *testing.T, profile, input, got string, err error, want, fail string) {
	t.Helper()
	switch {
	case fail != "" && err == nil:
		t.Fatalf("%s(%q) = %q, want failure %s", profile, input, got, fail)
	case fail != "" && err.(*Error).Name() != fail:
		t.Fatalf("%s(%q): %v, want failure %s", profile, input, err, fail)
	case fail == "" && err != nil:
		t.Fatalf("%s(%q): %v, want %q", profile, input, err, want)
	case got != want:
		t.Fatalf("%s(%q) = %q, want %q", profile, input, got, want)
	}
}

// TestModels checks the plain models themselves on the published and
// recorded data, so that FuzzProfiles compares with something right.
func TestModels(t *testing.T) {
	var rec struct {
		Source struct {
			Options map[string]map[string]any `json:"options"`
		} `json:"source"`
		Cases []map[string]string `json:"cases"`
	}
	loadJSONLoose(t, "urlkey/surt-recorded.json", &rec)
	for name, opts := range rec.Source.Options {
		o := surtOptions(surtCase{Options: opts})
		for _, c := range rec.Cases {
			got, fail := modelSURT(c["input"], o)
			if fail != "" {
				got = "!"
			}
			if want := c[name]; got != want && !(fail != "" && want[0] == '!') {
				t.Errorf("modelSURT(%q, %s) = %q, want %q", c["input"], name, got, want)
			}
		}
	}
	var doc safeBrowsingDoc
	loadJSONLoose(t, "urlkey/safebrowsing.json", &doc)
	for _, c := range doc.Canonicalization.Cases {
		in, _ := strconv.Unquote(`"` + c.Input + `"`)
		if got, _, _ := modelSafeBrowsing(in); got != c.Output {
			t.Errorf("modelSafeBrowsing(%q) = %q, want %q", in, got, c.Output)
		}
	}
	for _, ex := range doc.Expressions.Examples {
		_, exprs, _ := modelSafeBrowsing(ex.URL)
		for i, e := range ex.Expressions {
			if i >= len(exprs) || exprs[i] != e.Text+" "+e.SHA256 {
				t.Errorf("modelSafeBrowsing(%q) expressions %q", ex.URL, exprs)
				break
			}
		}
	}
}

// loadJSONLoose decodes testdata/name into v, ignoring fields v lacks.
func loadJSONLoose(t *testing.T, name string, v any) {
	t.Helper()
	if err := json.Unmarshal(testdata.Read(t, name), v); err != nil {
		t.Fatal(err)
	}
}
