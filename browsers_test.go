package weburl_test

// Real browsers measured against the URL Standard. scripts/browsers runs
// the corpus that TestBrowsersExport writes through each engine's own
// new URL(input, base), headless, and stores in testdata/browsers what each
// engine answers where it differs from the standard. The tests here read
// that data and need no browser: every difference must fall into a named
// class (package viewer/classes), and the security property of SECURITY.md must
// hold. See BROWSERS.md.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/viewer/classes"
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
func (c browserCase) parse(errs *[]weburl.ValidationErrorAt) (*weburl.URL, error) {
	var opts weburl.ParseOptions
	opts.ValidationErrors = errs
	if c.Base != nil {
		base, err := weburl.Parse(*c.Base)
		if err != nil {
			return nil, err
		}
		opts.Base = base
	}
	return opts.Parse(c.Input)
}

// components returns u's getters, in the order of browserComponents.
func browserComponentsOf(u *weburl.URL) map[string]string {
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

// browserURLLiteral matches a Go string literal's value that starts with a scheme.
var browserURLLiteral = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)

// browserLiteralURLs returns the string literals of the Go file name that start
// with a scheme and are not format strings, in order of appearance.
func browserLiteralURLs(t *testing.T, name string) []string {
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
		if err == nil && browserURLLiteral.MatchString(s) && !strings.Contains(s, "%q") &&
			!strings.Contains(s, "%v") && !strings.Contains(s, "%s") {
			out = append(out, s)
		}
		return true
	})
	return out
}

// browserBuildCorpus returns the corpus, without duplicates (the first
// source of a case names it) and without the standard's answers.
func browserBuildCorpus(t *testing.T) []browserCase {
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
	for _, tc := range weburl.BrowsersWPTURLCases(t) {
		add("wpt/urltestdata.json", tc.Input, tc.Base)
	}
	// As web-platform-tests' toascii and IdnaTestV2 tests do.
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, tc := range weburl.BrowsersWPTHostCases(t, file) {
			if tc.Input != "" {
				add("wpt/"+file, "https://"+tc.Input+"/x", nil)
			}
		}
	}
	for _, c := range browserValidationCases(t) {
		add("validation/corpus.json", c.Input, c.Base)
	}
	for _, file := range []string{"regression_test.go", "security/security_test.go"} {
		for _, s := range browserLiteralURLs(t, file) {
			add(file, s, nil)
		}
	}
	for _, s := range browserREADMEInputs {
		add("README.md", s, nil)
	}
	return cases
}

// browserREADMEInputs are the inputs of the table in README.md's "Why", where the
// browsers' answers are said to be the standard's (TestBrowsersREADME).
var browserREADMEInputs = []string{
	`https://evil.example\@good.example/`, "http://0x7f.1/", "http://1.1.1.1.1/", "https://faß.de/",
	"https://EXAMPLE.com:443/a/../b", "https:example.com", " https://example.com/ ", "ht\ttps://exa\nmple.com",
}

// TestBrowsersREADME checks README.md's claim that every engine gives the
// standard's answer for the inputs of its table.
func TestBrowsersREADME(t *testing.T) {
	_, engines := browserLoadData(t)
	for _, name := range browserEngines {
		for _, d := range engines[name].Diffs {
			if d.Base == nil && slices.Contains(browserREADMEInputs, d.Input) {
				t.Errorf("%s differs from the standard for %q, an input of README.md's table", name, d.Input)
			}
		}
	}
}

// browserWriteJSONLines writes v, a slice, as a JSON array with one element per
// line, HTML characters unescaped.
func browserWriteJSONLines[T any](t *testing.T, name string, head string, v []T) {
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
	cases := browserBuildCorpus(t)
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
			page[i].Want = browserComponentsOf(u)
		}
	}
	head, err := json.Marshal(map[string]string{
		"comment": "The corpus of scripts/browsers (built by TestBrowsersExport in browsers_test.go) " +
			"and the URL Standard's href for each case (null: failure), as weburl gave it. Generated; do not edit. See BROWSERS.md.",
		"go":                 runtime.Version(),
		"idnaUnicodeVersion": weburl.IDNAUnicodeVersion,
	})
	if err != nil {
		t.Fatal(err)
	}
	head = append(bytes.TrimSuffix(head, []byte("}")), []byte(`,"cases":`)...)
	browserWriteJSONLines(t, filepath.Join(browsersDir, "corpus.json"), string(head), cases)
	browserWriteJSONLines(t, filepath.Join(dir, "cases.json"), "", page)
	t.Logf("wrote %d cases", len(cases))
}

// browserEngines are the engines that scripts/browsers measures, by the
// name of their file in testdata/browsers.
var browserEngines = []string{"chromium", "firefox", "webkitgtk"}

// browserEngineData is one engine's file in testdata/browsers.
type browserEngineData struct {
	Comment      string        `json:"comment"`
	Engine       string        `json:"engine"`
	Version      string        `json:"version"`
	Package      string        `json:"package"`
	UserAgent    string        `json:"userAgent"`
	CorpusSHA256 string        `json:"corpusSHA256"`
	Cases        int           `json:"cases"`
	Differ       int           `json:"differ"`
	Diffs        []browserDiff `json:"diffs"`
}

// browserDiff is what an engine answered for a case where it differs from
// the standard: failure, or the URL's components.
type browserDiff struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"`
	Failure bool    `json:"failure"`
	classes.Answer
}

// browserAnswerComponents returns a's components as browserComponentsOf(u) does for a URL.
func browserAnswerComponents(a *classes.Answer) map[string]string {
	return map[string]string{"href": a.Href, "protocol": a.Protocol, "username": a.Username,
		"password": a.Password, "host": a.Host, "hostname": a.Hostname, "port": a.Port,
		"pathname": a.Pathname, "search": a.Search, "hash": a.Hash}
}

// browserCorpus is testdata/browsers/corpus.json.
type browserCorpus struct {
	Go                 string        `json:"go"`
	IDNAUnicodeVersion string        `json:"idnaUnicodeVersion"`
	Cases              []browserCase `json:"cases"`
	sha256             string
}

// browserLoadData reads the corpus and every engine's file.
func browserLoadData(t *testing.T) (*browserCorpus, map[string]*browserEngineData) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(browsersDir, "corpus.json"))
	if err != nil {
		t.Fatal(err)
	}
	var corpus browserCorpus
	if err := json.Unmarshal(data, &corpus); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	corpus.sha256 = hex.EncodeToString(sum[:])
	engines := make(map[string]*browserEngineData)
	for _, name := range browserEngines {
		data, err := os.ReadFile(filepath.Join(browsersDir, name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		var e browserEngineData
		if err := dec.Decode(&e); err != nil {
			t.Fatalf("%s.json: %v", name, err)
		}
		engines[name] = &e
	}
	return &corpus, engines
}

// browserView is one difference between an engine and the standard: the
// case, and what the classes look at.
type browserView struct {
	c browserCase
	classes.View
}

// browserUnassignedInUnicode15 are cases whose host holds a code point that
// Unicode 15.0 leaves unassigned, and which the standard nevertheless
// accepts under Unicode 15.0's IDNA data too (so that
// testdata/browsers/idna-unicode-15.json does not list them): ICU 72
// rejects them.
var browserUnassignedInUnicode15 = []string{
	// xn--9-i0j5967eg3qz is "𲮚9ꍩ៓", with U+32B9A, a CJK unified
	// ideograph of Unicode 17.0 (CJK Extension J).
	"https://xn--9-i0j5967eg3qz.ss/x",
}

// browserUnicode18Changes are the cases of the corpus (recorded with the
// IDNA data of Unicode 17.0) that fail there and succeed under Unicode
// 18.0's, as in IdnaTestV2.txt 18.0.0 and the reference implementation: the
// host holds a code point that Unicode 18.0 assigned (TestBrowsersUnicode18
// checks).
var browserUnicode18Changes = []string{
	// "𾢬。ܩ。쯙5": U+3E8AC, a CJK ideograph of Unicode 18.0;
	// IdnaTestV2.txt 18.0.0 has it valid (xn--t92s.xn--znb.xn--5-y88f).
	"https://\U0003E8AC\u3002\u0729\u3002\uCBD95/x",
	// The same with 쯙 decomposed into Hangul jamo.
	"https://\U0003E8AC\u3002\u0729\u3002\u110D\u1173\u11AC5/x",
}

// browserAssignedInUnicode18 are cases whose host holds a code point that
// Unicode 18.0 assigned, which the engines with older IDNA data reject (the
// class idna-unicode-18; TestBrowsersUnicode18 checks).
var browserAssignedInUnicode18 = []string{
	// ⴍ𿣍ꡨ֮.ⴞ, with U+3F8CD.
	"https://xn--5cb172r175fug38a.xn--mlj/x",
	// 𾢬.ܩ.쯙5, with U+3E8AC.
	"https://xn--t92s.xn--znb.xn--5-y88f/x",
}

// TestBrowsersUnicode18 checks browserUnicode18Changes and
// browserAssignedInUnicode18: each host, decoded, holds a code point whose
// entry in IdnaMappingTable.txt 18.0.0 (testdata/unicode) is valid and of
// age 18.0 (the comment of each line names the version that assigned the
// code point); and weburl, with Unicode 18.0's data, parses it.
func TestBrowsersUnicode18(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "unicode", "IdnaMappingTable.txt"))
	if err != nil {
		t.Fatal(err)
	}
	new18 := map[rune]bool{}
	for line := range strings.Lines(string(data)) {
		fields, comment, ok := strings.Cut(line, "#")
		f := strings.Split(fields, ";")
		if !ok || len(f) < 2 || strings.TrimSpace(f[1]) != "valid" || !strings.HasPrefix(strings.TrimSpace(comment), "18.0 ") {
			continue
		}
		lo, hi, _ := strings.Cut(strings.TrimSpace(f[0]), "..")
		a, _ := strconv.ParseUint(lo, 16, 32)
		b := a
		if hi != "" {
			b, _ = strconv.ParseUint(hi, 16, 32)
		}
		for r := a; r <= b; r++ {
			new18[rune(r)] = true
		}
	}
	if len(new18) < 1000 {
		t.Fatalf("only %d valid code points of age 18.0 in IdnaMappingTable.txt", len(new18))
	}
	for _, input := range append(slices.Clone(browserUnicode18Changes), browserAssignedInUnicode18...) {
		u, err := weburl.Parse(input)
		if err != nil {
			t.Errorf("%q: %v", input, err)
			continue
		}
		host, _ := weburl.DomainToUnicode(u.Hostname())
		if !strings.ContainsFunc(host, func(r rune) bool { return new18[r] }) {
			t.Errorf("%q: host %+q holds no code point that Unicode 18.0 assigned", input, host)
		}
	}
}

// browserViews returns each difference of each engine, with the standard's
// answer (weburl's, which must equal the stored one). The corpus was
// recorded with the IDNA data of Unicode 17.0 (corpus.IDNAUnicodeVersion);
// the cases whose answer Unicode 18.0's data changes are listed in
// browserUnicode18Changes and skipped: the engines' answers to them were not
// recorded as differences.
func browserViews(t *testing.T) (views map[string][]*browserView, corpus *browserCorpus, engines map[string]*browserEngineData) {
	t.Helper()
	corpus, engines = browserLoadData(t)
	u15 := weburl.BrowsersIDNADifferences(t, "15.0.0")
	byKey := make(map[string]*browserCase, len(corpus.Cases))
	skip := make(map[string]bool)
	for i := range corpus.Cases {
		c := &corpus.Cases[i]
		byKey[c.key()] = c
		u, err := c.parse(nil)
		var href *string
		if err == nil {
			h := u.Href()
			href = &h
		}
		if browserOrNull(href) == browserOrNull(c.Href) {
			continue
		}
		if slices.Contains(browserUnicode18Changes, c.Input) && c.Href == nil && href != nil {
			skip[c.key()] = true
			continue
		}
		t.Errorf("%s: weburl gives %s for %q base %s; the data says %s: rerun scripts/browsers",
			c.Source, browserOrNull(href), c.Input, browserOrNull(c.Base), browserOrNull(c.Href))
	}
	views = make(map[string][]*browserView)
	for _, name := range browserEngines {
		e := engines[name]
		for i := range e.Diffs {
			d := &e.Diffs[i]
			c := byKey[browserCase{Input: d.Input, Base: d.Base}.key()]
			if c == nil {
				t.Errorf("%s: input %q base %s is not in the corpus", name, d.Input, browserOrNull(d.Base))
				continue
			}
			if skip[c.key()] {
				continue
			}
			v := &browserView{c: *c, View: classes.View{Input: c.Input, Base: c.Base, Unicode15: browserUnicode15Case(u15, *c),
				Unicode18: slices.Contains(browserAssignedInUnicode18, c.Input)}}
			if !d.Failure {
				v.Got = &d.Answer
			}
			v.Std, _ = c.parse(&v.Errs)
			views[name] = append(views[name], v)
		}
	}
	return views, corpus, engines
}

// TestBrowsersData checks testdata/browsers: each engine ran the whole
// corpus, the corpus is the one the tests build, and every difference
// recorded is one.
func TestBrowsersData(t *testing.T) {
	views, corpus, engines := browserViews(t)
	built := browserBuildCorpus(t)
	stored := make(map[string]bool, len(corpus.Cases))
	for _, c := range corpus.Cases {
		stored[c.key()] = true
	}
	missing := 0
	for _, c := range built {
		if !stored[c.key()] {
			missing++
		}
	}
	if missing > 0 || len(built) != len(corpus.Cases) {
		t.Errorf("the corpus has %d cases, %d of them not in %s/corpus.json (%d cases): rerun scripts/browsers",
			len(built), missing, browsersDir, len(corpus.Cases))
	}
	for _, name := range browserEngines {
		e := engines[name]
		if e.Engine != name || e.Version == "" || e.UserAgent == "" || e.Package == "" {
			t.Errorf("%s.json: engine %q, version %q, package %q, user agent %q", name, e.Engine, e.Version, e.Package, e.UserAgent)
		}
		if e.CorpusSHA256 != corpus.sha256 || e.Cases != len(corpus.Cases) || e.Differ != len(e.Diffs) {
			t.Errorf("%s.json: corpus %s, %d cases, %d differ, %d listed; want corpus %s, %d cases: rerun scripts/browsers",
				name, e.CorpusSHA256, e.Cases, e.Differ, len(e.Diffs), corpus.sha256, len(corpus.Cases))
		}
		for _, v := range views[name] {
			same := v.Std == nil && v.Got == nil
			if v.Std != nil && v.Got != nil {
				same = fmt.Sprint(browserComponentsOf(v.Std)) == fmt.Sprint(browserAnswerComponents(v.Got))
			}
			if same {
				t.Errorf("%s: %q base %s is listed but equals the standard's answer", name, v.c.Input, browserOrNull(v.c.Base))
			}
		}
		t.Logf("%s (%s): %d of %d cases differ from the standard (%.1f%%)",
			name, e.Version, e.Differ, e.Cases, 100*float64(e.Differ)/float64(e.Cases))
	}
}

// TestBrowsersClassified fails for a difference between an engine and the
// standard that no class explains, and for a class that explains none.
func TestBrowsersClassified(t *testing.T) {
	views, _, _ := browserViews(t)
	counts := browserClassCounts(t, views)
	for _, c := range classes.List() {
		for _, name := range c.Engines {
			if counts[c.Name][name] == 0 {
				t.Errorf("class %s matches no difference of %s", c.Name, name)
			}
		}
	}
}

// browserClassCounts classifies every difference, reports those that no class
// explains as errors, and returns how many each class explains, by engine.
func browserClassCounts(t *testing.T, views map[string][]*browserView) map[string]map[string]int {
	t.Helper()
	counts := make(map[string]map[string]int)
	for _, name := range browserEngines {
		for _, v := range views[name] {
			c := classes.Classify(name, &v.View)
			if c == nil {
				got := "failure"
				if v.Got != nil {
					got = strconv.Quote(v.Got.Href)
				}
				std := "failure"
				if v.Std != nil {
					std = strconv.Quote(v.Std.Href())
				}
				t.Errorf("%s: unclassified: new URL(%q, %s) is %s; the standard's is %s", name, v.c.Input, browserOrNull(v.c.Base), got, std)
				continue
			}
			if counts[c.Name] == nil {
				counts[c.Name] = make(map[string]int)
			}
			counts[c.Name][name]++
		}
	}
	return counts
}

// TestBrowsersStandardIsTruth checks the standard's answers of the corpus
// (weburl's, when the data was generated) against independent truth: the
// expected results of web-platform-tests and the reference implementation's
// answers in testdata/validation/corpus.json. The cases of other sources
// (string literals of regression_test.go and security/security_test.go) have none.
func TestBrowsersStandardIsTruth(t *testing.T) {
	corpus, _ := browserLoadData(t)
	truth := make(map[string]*string) // by key: href, nil for failure
	for _, tc := range weburl.BrowsersWPTURLCases(t) {
		truth[browserCase{Input: tc.Input, Base: tc.Base}.key()] = tc.Href
	}
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, tc := range weburl.BrowsersWPTHostCases(t, file) {
			var href *string
			if tc.Href != nil {
				h := "https://" + *tc.Href + "/x"
				href = &h
			}
			truth[browserCase{Input: "https://" + tc.Input + "/x"}.key()] = href
		}
	}
	for _, rc := range browserValidationCases(t) {
		k := browserCase{Input: rc.Input, Base: rc.Base}.key()
		if _, ok := truth[k]; ok {
			continue // web-platform-tests' answer comes first
		}
		var href *string
		if !rc.Failure {
			href = &rc.Href
		}
		truth[k] = href
	}
	checked := 0
	for _, c := range corpus.Cases {
		want, ok := truth[c.key()]
		if !ok {
			continue
		}
		checked++
		if browserOrNull(want) != browserOrNull(c.Href) {
			t.Errorf("%s: %q base %s: the data says %s, the truth %s", c.Source, c.Input, browserOrNull(c.Base), browserOrNull(c.Href), browserOrNull(want))
		}
	}
	t.Logf("%d of %d cases checked against web-platform-tests or the reference implementation", checked, len(corpus.Cases))
}

// browserSecurityExceptions are the classes whose cases may have an engine
// and weburl parse an input of a special scheme to different hosts
// without weburl raising a validation error, each with the reason; see
// SECURITY.md, "What browsers do".
var browserSecurityExceptions = map[string]string{
	"idna-unicode-15": "the input is valid by the standard, whose IDNA data is newer than the engine's: " +
		"no validation error can flag it",
	"file-localhost": `"file://localhost/x" and "file:///x" name the same file on the local machine; ` +
		"the standard writes that host as the empty host",
	"file-host-dropped": "Firefox opens the path on the local machine and visits no host at all",
}

// browserHostPair is one case where an engine and weburl both parse an
// input of a special scheme, to different hosts.
type browserHostPair struct {
	engine string
	class  string
	v      *browserView
}

// browserHostPairs returns every such case, with its class.
func browserHostPairs(views map[string][]*browserView) []browserHostPair {
	var pairs []browserHostPair
	for _, name := range browserEngines {
		for _, v := range views[name] {
			if v.Std == nil || v.Got == nil || !v.Std.IsSpecial() || v.Got.Hostname == v.Std.Hostname() {
				continue
			}
			class := ""
			if c := classes.Classify(name, &v.View); c != nil {
				class = c.Name
			}
			pairs = append(pairs, browserHostPair{name, class, v})
		}
	}
	return pairs
}

// browserSecuritySummary is the figure of SECURITY.md: for the schemes other than
// file (whose host is where a request goes) and for file, how many host
// differences weburl flags with a validation error.
func browserSecuritySummary(pairs []browserHostPair) string {
	var net, netCaught, file, fileCaught int
	for _, p := range pairs {
		caught := len(p.v.Errs) > 0
		if p.v.Std.Protocol() == "file:" {
			file++
			if caught {
				fileCaught++
			}
		} else {
			net++
			if caught {
				netCaught++
			}
		}
	}
	return fmt.Sprintf("ftp, http, https, ws and wss: %d of %d; file: %d of %d", netCaught, net, fileCaught, file)
}

// TestBrowsersSecurityProperty checks the property of SECURITY.md: where
// an engine and weburl both parse an input of a special scheme but to
// different hosts, weburl raises a validation error, so that a filter that
// rejects input with validation errors cannot be steered to another host
// than the one the browser visits; except for the classes of
// browserSecurityExceptions.
func TestBrowsersSecurityProperty(t *testing.T) {
	views, _, _ := browserViews(t)
	pairs := browserHostPairs(views)
	exceptions := make(map[string]int)
	for _, p := range pairs {
		if len(p.v.Errs) > 0 {
			continue
		}
		if _, ok := browserSecurityExceptions[p.class]; !ok {
			t.Errorf("%s: %q base %s: host %q in the browser, %q in weburl, and no validation error (class %s)",
				p.engine, p.v.c.Input, browserOrNull(p.v.c.Base), p.v.Got.Hostname, p.v.Std.Hostname(), p.class)
			continue
		}
		exceptions[p.engine+" "+p.class]++
		if p.class == "idna-unicode-15" {
			t.Logf("exception: %s: %q: host %q in the browser, %q in weburl", p.engine, p.v.c.Input, p.v.Got.Hostname, p.v.Std.Hostname())
		}
	}
	summary := browserSecuritySummary(pairs)
	t.Logf("host differences flagged by a validation error: %s; exceptions: %v", summary, exceptions)
	doc, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), summary) {
		t.Errorf("SECURITY.md does not give the figure %q", summary)
	}
}

// browserDocExample writes s for a Markdown table cell in code: "|" escaped, and
// the code points that are not graphic (controls, format characters) as
// Go escapes ("\t", "\x00", "\u00ad"), and so are combining marks; in
// double backquotes when it holds a backquote.
func browserDocExample(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '|':
			b.WriteString(`\|`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x80 && !unicode.IsGraphic(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case !unicode.IsGraphic(r) || unicode.Is(unicode.Mn, r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	if strings.Contains(s, "`") {
		return "`` " + b.String() + " ``"
	}
	return "`" + b.String() + "`"
}

// browserEngineNames are the engines' names in BROWSERS.md.
var browserEngineNames = map[string]string{"chromium": "Chromium", "firefox": "Firefox", "webkitgtk": "WebKitGTK"}

// browserAgreementSentence says on how many cases the engines differ from the
// standard together.
func browserAgreementSentence(engines map[string]*browserEngineData) string {
	answers := make(map[string]map[string]string) // by case key, by engine
	for _, name := range browserEngines {
		for _, d := range engines[name].Diffs {
			k := browserCase{Input: d.Input, Base: d.Base}.key()
			if answers[k] == nil {
				answers[k] = make(map[string]string)
			}
			answers[k][name] = "failure"
			if !d.Failure {
				answers[k][name] = fmt.Sprint(browserAnswerComponents(&d.Answer))
			}
		}
	}
	all, same := 0, 0
	for _, a := range answers {
		if len(a) == len(browserEngines) {
			all++
			if a["chromium"] == a["firefox"] && a["firefox"] == a["webkitgtk"] {
				same++
			}
		}
	}
	return fmt.Sprintf("At least one engine differs from the standard on %d cases, all three on %d, "+
		"and all three with the same answer on %d.", len(answers), all, same)
}

// TestBrowsersDoc checks that BROWSERS.md has the table of engines and the
// table of classes as the data gives them; when it fails, it prints the
// rows to put there.
func TestBrowsersDoc(t *testing.T) {
	views, _, engines := browserViews(t)
	var rows []string
	for _, name := range browserEngines {
		e := engines[name]
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %d of %d (%.1f%%) |", browserEngineNames[name], e.Version,
			e.Package, e.Differ, e.Cases, 100*float64(e.Differ)/float64(e.Cases)))
	}
	rows = append(rows, browserAgreementSentence(engines))
	counts := browserClassCounts(t, views)
	for _, c := range classes.List() {
		var in []string
		for _, name := range c.Engines {
			in = append(in, fmt.Sprintf("%s %d", browserEngineNames[name], counts[c.Name][name]))
		}
		example := c.Input
		if c.Base != "" {
			example += " against " + c.Base
		}
		rows = append(rows, fmt.Sprintf("| `%s` | %s | %s | %s |", c.Name, strings.Join(in, ", "),
			strings.ReplaceAll(c.Rule, "|", `\|`), browserDocExample(example)))
	}
	doc, err := os.ReadFile("BROWSERS.md")
	if err != nil {
		t.Fatal(err)
	}
	missing := false
	for _, r := range rows {
		if !strings.Contains(string(doc), r+"\n") {
			missing = true
		}
	}
	if missing {
		t.Errorf("BROWSERS.md does not have these rows as they are:\n%s", strings.Join(rows, "\n"))
	}
}

// orNull quotes *s, or returns "null" for nil.
func browserOrNull(s *string) string {
	if s == nil {
		return "null"
	}
	return strconv.Quote(*s)
}

// browserIDNADifferencesFile lists the web-platform-tests host cases whose
// result differs under the IDNA data of Unicode 15.0 (see
// browsers_unicode15_test.go).
const browserIDNADifferencesFile = "testdata/browsers/idna-unicode-15.json"

// browserValidationCase is a case of testdata/validation/corpus.json: the
// reference implementation's answer.
type browserValidationCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"`
	Failure bool    `json:"failure"`
	Href    string  `json:"href"`
}

// browserValidationCases returns the cases of testdata/validation/corpus.json.
func browserValidationCases(t *testing.T) []browserValidationCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "validation", "corpus.json"))
	if err != nil {
		t.Fatal(err)
	}
	var corpus struct {
		Cases []browserValidationCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &corpus); err != nil {
		t.Fatal(err)
	}
	return corpus.Cases
}

// browserUnicode15Case returns what the standard gives for the case under the
// IDNA data of Unicode 15.0 (ICU 72's) when that differs from what it
// gives under the data's: from browserIDNADifferencesFile, or failure for the
// cases of browserUnassignedInUnicode15; nil otherwise.
func browserUnicode15Case(u15 []weburl.BrowsersIDNADifference, c browserCase) *classes.Unicode15Case {
	if slices.Contains(browserUnassignedInUnicode15, c.Input) {
		return &classes.Unicode15Case{}
	}
	file, ok := strings.CutPrefix(c.Source, "wpt/")
	host, ok2 := strings.CutPrefix(c.Input, "https://")
	host, ok3 := strings.CutSuffix(host, "/x")
	if !ok || !ok2 || !ok3 {
		return nil
	}
	for _, dc := range u15 {
		if dc.File == file && dc.Input == host {
			return &classes.Unicode15Case{Output: dc.Output}
		}
	}
	return nil
}

// TestBrowsersClassExamples checks that each class's example is a case of
// the data that each of the class's engines answers in a way of that class
// (so that the viewer's browser test can rely on the examples).
func TestBrowsersClassExamples(t *testing.T) {
	views, _, _ := browserViews(t)
	for _, c := range classes.List() {
		for _, name := range c.Engines {
			found := false
			for _, v := range views[name] {
				if v.c.Input == c.Input && (v.c.Base == nil && c.Base == "" || v.c.Base != nil && *v.c.Base == c.Base) {
					found = true
					if k := classes.Classify(name, &v.View); k == nil || k.Name != c.Name {
						t.Errorf("class %s: its example %q base %q is not of the class in %s", c.Name, c.Input, c.Base, name)
					}
				}
			}
			if !found {
				t.Errorf("class %s: its example %q base %q is not a difference of %s", c.Name, c.Input, c.Base, name)
			}
		}
	}
}
