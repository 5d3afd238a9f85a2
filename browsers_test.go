package weburl

// Real browsers measured against the URL Standard. scripts/browsers runs
// the corpus that TestBrowsersExport writes through each engine's own
// new URL(input, base), headless, and stores in testdata/browsers what each
// engine answers where it differs from the standard. The tests here read
// that data and need no browser: every difference must fall into a named
// class (browserClasses), and the security property of SECURITY.md must
// hold. See BROWSERS.md.

import (
	"bytes"
	"encoding/json"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// browsersDir holds the corpus and each engine's results.
const browsersDir = "testdata/browsers"

// browserComponents are the URL getters that the browsers' page and these
// tests compare, in this order.
var browserComponents = []string{"href", "protocol", "username", "password",
	"host", "hostname", "port", "pathname", "search", "hash"}

// browserCase is one case of the corpus: new URL(Input, Base), and the
// standard's href (nil for failure) as weburl gave it when the data was
// generated.
type browserCase struct {
	Input  string  `json:"input"`
	Base   *string `json:"base,omitempty"`
	Source string  `json:"source"`
	Href   *string `json:"href"`
}

// key identifies a case by its input and base.
func (c browserCase) key() string {
	if c.Base == nil {
		return c.Input + "\x00"
	}
	return c.Input + "\x00\x00" + *c.Base
}

// parse parses the case as new URL(input, base) does.
func (c browserCase) parse(errs *[]ValidationErrorAt) (*URL, error) {
	var opts ParseOptions
	opts.ValidationErrors = errs
	if c.Base != nil {
		base, err := Parse(*c.Base)
		if err != nil {
			return nil, err
		}
		opts.Base = base
	}
	return opts.Parse(c.Input)
}

// components returns u's getters, in the order of browserComponents.
func components(u *URL) map[string]string {
	m := make(map[string]string, len(browserComponents))
	for _, name := range browserComponents {
		v, err := u.Get(name)
		if err != nil {
			panic(err) // every name of browserComponents is an attribute
		}
		m[name] = v
	}
	return m
}

// urlLiteral matches a Go string literal's value that starts with a scheme.
var urlLiteral = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)

// literalURLs returns the string literals of the Go file name that start
// with a scheme and are not format strings, in order of appearance.
func literalURLs(t *testing.T, name string) []string {
	t.Helper()
	f, err := goparser.ParseFile(token.NewFileSet(), name, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err == nil && urlLiteral.MatchString(s) && !strings.Contains(s, "%q") &&
			!strings.Contains(s, "%v") && !strings.Contains(s, "%s") {
			out = append(out, s)
		}
		return true
	})
	return out
}

// buildBrowserCorpus returns the corpus, without duplicates (the first
// source of a case names it) and without the standard's answers.
func buildBrowserCorpus(t *testing.T) []browserCase {
	t.Helper()
	var cases []browserCase
	seen := make(map[string]bool)
	add := func(source, input string, base *string) {
		c := browserCase{Input: input, Base: base, Source: source}
		if !seen[c.key()] {
			seen[c.key()] = true
			cases = append(cases, c)
		}
	}
	for _, tc := range loadWPT[urlTestCase](t, "urltestdata.json") {
		add("wpt/urltestdata.json", tc.Input, tc.Base)
	}
	// As web-platform-tests' toascii and IdnaTestV2 tests do.
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, tc := range loadWPT[hostTestCase](t, file) {
			if tc.Input != "" {
				add("wpt/"+file, "https://"+tc.Input+"/x", nil)
			}
		}
	}
	data, err := os.ReadFile(filepath.Join("testdata", "validation", "corpus.json"))
	if err != nil {
		t.Fatal(err)
	}
	var corpus struct {
		Cases []struct {
			Input string  `json:"input"`
			Base  *string `json:"base"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &corpus); err != nil {
		t.Fatal(err)
	}
	for _, c := range corpus.Cases {
		add("validation/corpus.json", c.Input, c.Base)
	}
	for _, file := range []string{"regression_test.go", "security_test.go"} {
		for _, s := range literalURLs(t, file) {
			add(file, s, nil)
		}
	}
	return cases
}

// writeJSONLines writes v, a slice, as a JSON array with one element per
// line, HTML characters unescaped.
func writeJSONLines[T any](t *testing.T, name string, head string, v []T) {
	t.Helper()
	var b bytes.Buffer
	b.WriteString(head)
	b.WriteString("[\n")
	for i, e := range v {
		var line bytes.Buffer
		enc := json.NewEncoder(&line)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(e); err != nil {
			t.Fatal(err)
		}
		b.Write(bytes.TrimSuffix(line.Bytes(), []byte("\n")))
		if i < len(v)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]")
	if head != "" {
		b.WriteString("}")
	}
	b.WriteString("\n")
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowsersExport writes the corpus for scripts/browsers: the stored
// testdata/browsers/corpus.json (cases and the standard's hrefs), and
// $WEBURL_BROWSERS_EXPORT/cases.json, the cases with every component of the
// standard's answer, which the page in the browsers compares with. It
// skips unless WEBURL_BROWSERS_EXPORT is set.
func TestBrowsersExport(t *testing.T) {
	dir := os.Getenv("WEBURL_BROWSERS_EXPORT")
	if dir == "" {
		t.Skip("WEBURL_BROWSERS_EXPORT is not set (scripts/browsers sets it)")
	}
	cases := buildBrowserCorpus(t)
	type pageCase struct {
		Input string            `json:"input"`
		Base  *string           `json:"base"`
		Want  map[string]string `json:"want"`
	}
	page := make([]pageCase, len(cases))
	for i := range cases {
		c := &cases[i]
		page[i] = pageCase{Input: c.Input, Base: c.Base}
		if u, err := c.parse(nil); err == nil {
			href := u.Href()
			c.Href = &href
			page[i].Want = components(u)
		}
	}
	head, err := json.Marshal(map[string]string{
		"comment": "The corpus of scripts/browsers (built by TestBrowsersExport in browsers_test.go) " +
			"and the URL Standard's href for each case (null: failure), as weburl gave it. Generated; do not edit. See BROWSERS.md.",
		"go":                 runtime.Version(),
		"idnaUnicodeVersion": IDNAUnicodeVersion,
	})
	if err != nil {
		t.Fatal(err)
	}
	head = append(bytes.TrimSuffix(head, []byte("}")), []byte(`,"cases":`)...)
	writeJSONLines(t, filepath.Join(browsersDir, "corpus.json"), string(head), cases)
	writeJSONLines(t, filepath.Join(dir, "cases.json"), "", page)
	t.Logf("wrote %d cases", len(cases))
}
