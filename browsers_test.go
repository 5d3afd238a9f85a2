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
	for _, s := range readmeInputs {
		add("README.md", s, nil)
	}
	return cases
}

// readmeInputs are the inputs of the table in README.md's "Why", where the
// browsers' answers are said to be the standard's (TestBrowsersREADME).
var readmeInputs = []string{
	`https://evil.example\@good.example/`, "http://0x7f.1/", "http://1.1.1.1.1/", "https://faß.de/",
	"https://EXAMPLE.com:443/a/../b", "https:example.com", " https://example.com/ ", "ht\ttps://exa\nmple.com",
}

// TestBrowsersREADME checks README.md's claim that every engine gives the
// standard's answer for the inputs of its table.
func TestBrowsersREADME(t *testing.T) {
	_, engines := loadBrowserData(t)
	for _, name := range browserEngines {
		for _, d := range engines[name].Diffs {
			if d.Base == nil && slices.Contains(readmeInputs, d.Input) {
				t.Errorf("%s differs from the standard for %q, an input of README.md's table", name, d.Input)
			}
		}
	}
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
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
}

// components returns d's components as components(u) does for a URL.
func (d *browserDiff) components() map[string]string {
	return map[string]string{"href": d.Href, "protocol": d.Protocol, "username": d.Username,
		"password": d.Password, "host": d.Host, "hostname": d.Hostname, "port": d.Port,
		"pathname": d.Pathname, "search": d.Search, "hash": d.Hash}
}

// browserCorpus is testdata/browsers/corpus.json.
type browserCorpus struct {
	Go                 string        `json:"go"`
	IDNAUnicodeVersion string        `json:"idnaUnicodeVersion"`
	Cases              []browserCase `json:"cases"`
	sha256             string
}

// loadBrowserData reads the corpus and every engine's file.
func loadBrowserData(t *testing.T) (*browserCorpus, map[string]*browserEngineData) {
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

// browserView is one difference between an engine and the standard, with
// what the classes look at.
type browserView struct {
	c    browserCase
	std  *URL // the standard's answer (weburl's), nil for failure
	errs []ValidationErrorAt
	got  *browserDiff // the engine's answer, nil for failure
}

// scheme returns the scheme of the case's URL as the standard or else the
// engine parses it, or of its base, as "https:".
func (v *browserView) scheme() string {
	switch {
	case v.std != nil:
		return v.std.Protocol()
	case v.got != nil:
		return v.got.Protocol
	case v.c.Base != nil:
		if b, err := Parse(*v.c.Base); err == nil {
			return b.Protocol()
		}
	}
	return ""
}

// special reports whether scheme() is a special scheme.
func (v *browserView) special() bool {
	_, ok := DefaultPort(strings.TrimSuffix(v.scheme(), ":"))
	return ok || v.scheme() == "file:"
}

// hasErr reports whether weburl raises a validation error of type e for
// the case.
func (v *browserView) hasErr(e ValidationError) bool {
	return slices.ContainsFunc(v.errs, func(at ValidationErrorAt) bool { return at.Type == e })
}

// encodesMore reports whether got is std with one or more of the ASCII
// characters of set percent-encoded ("|" as "%7C"), and nothing else
// changed.
func encodesMore(std, got, set string) bool {
	changed := false
	for i := 0; i < len(std); i++ {
		if strings.IndexByte(set, std[i]) >= 0 && strings.HasPrefix(got, fmt.Sprintf("%%%02X", std[i])) {
			got = got[3:]
			changed = true
			continue
		}
		if got == "" || got[0] != std[i] {
			return false
		}
		got = got[1:]
	}
	return changed && got == ""
}

// driveLetter matches a Windows drive letter ("C:", or "C|") that starts a
// path segment and ends it or the string.
var driveLetter = regexp.MustCompile(`(^|[/\\])[A-Za-z][:|]([/\\?#]|$)`)

// chromiumSchemes are schemes that Chromium registers as standard
// (authority-based) schemes of its own.
var chromiumSchemes = []string{"android:", "chrome-distiller:", "chrome-extension:", "chrome-native:",
	"chrome-search:", "chromeos-steam:", "drivefs:", "isolated-app:", "materialized-view:", "steam:"}

// unassignedInUnicode15 are cases whose host holds a code point that
// Unicode 15.0 leaves unassigned, and which the standard nevertheless
// accepts under Unicode 15.0's IDNA data too (so that
// testdata/idna-unicode-differences.json does not list them): ICU 72
// rejects them.
var unassignedInUnicode15 = []string{
	// xn--9-i0j5967eg3qz is "𲮚9ꍩ៓", with U+32B9A, a CJK unified
	// ideograph of Unicode 17.0 (CJK Extension J).
	"https://xn--9-i0j5967eg3qz.ss/x",
}

// A browserClass is a named kind of difference between engines and the
// standard: the engines it is seen in, the rule of the standard that they
// do not follow (yet), an input of the class, and a test that recognizes
// its cases. The first class (in browserClasses order) that an engine has
// and whose test matches classifies a difference.
type browserClass struct {
	Name    string
	Engines []string
	Rule    string
	Example string
	match   func(v *browserView) bool
}

var browserClasses = []browserClass{
	{
		Name: "registered-schemes", Engines: []string{"chromium"},
		Rule:    "only ftp, file, http, https, ws and wss are special (spec: #special-scheme); Chromium parses its own registered schemes (chrome-extension:, android:, ...) as authority-based ones",
		Example: "chrome-extension://x:0",
		match: func(v *browserView) bool {
			return slices.Contains(chromiumSchemes, v.scheme())
		},
	},
	{
		Name: "data-javascript-about", Engines: []string{"firefox"},
		Rule:    "data:, javascript: and about: are not special and are parsed as any other scheme that is not (spec: #special-scheme): host, port and dot segments included",
		Example: "data://test/a/../b",
		match: func(v *browserView) bool {
			return slices.Contains([]string{"data:", "javascript:", "about:"}, v.scheme())
		},
	},
	{
		Name: "file-host-dropped", Engines: []string{"firefox"},
		Rule:    `a file URL keeps its host, "file://server/share" has host "server", and an invalid one is a failure (spec: #file-host-state)`,
		Example: "file://example.com/",
		match: func(v *browserView) bool {
			return v.got != nil && v.got.Protocol == "file:" && v.got.Hostname == "" &&
				(v.std == nil || v.std.Hostname() != "")
		},
	},
	{
		Name: "file-localhost", Engines: []string{"chromium"},
		Rule:    `a file URL's host "localhost" becomes the empty host (spec: #file-host-state)`,
		Example: "file://localhost/x",
		match: func(v *browserView) bool {
			return v.got != nil && v.got.Protocol == "file:" && v.got.Hostname == "localhost" &&
				v.std != nil && v.std.Hostname() == ""
		},
	},
	{
		Name: "pipe-percent-encoded", Engines: []string{"chromium"},
		Rule:    `"|" is not in the path percent-encode set (spec: #path-percent-encode-set)`,
		Example: "https://h/a|b",
		match: func(v *browserView) bool {
			return v.std != nil && v.got != nil && encodesMore(v.std.Href(), v.got.Href, "|")
		},
	},
	{
		Name: "apostrophe-percent-encoded", Engines: []string{"chromium"},
		Rule:    `"'" is in the special-query percent-encode set only, not in the query set of other URLs nor in the userinfo set (spec: #query-state, #userinfo-percent-encode-set)`,
		Example: "sc://h/?a'b",
		match: func(v *browserView) bool {
			return v.std != nil && v.got != nil && encodesMore(v.std.Href(), v.got.Href, "'")
		},
	},
	{
		Name: "caret-not-percent-encoded", Engines: []string{"firefox"},
		Rule:    `"^" is in the path percent-encode set (spec: #path-percent-encode-set)`,
		Example: "sc://h/a^b",
		match: func(v *browserView) bool {
			return v.std != nil && v.got != nil && encodesMore(v.got.Href, v.std.Href(), "^")
		},
	},
	{
		Name: "asterisk-in-host-encoded", Engines: []string{"chromium"},
		Rule:    `"*" is a valid code point of a domain, kept as is (spec: #forbidden-domain-code-point, #concept-host-serializer)`,
		Example: "https://a*b/",
		match: func(v *browserView) bool {
			return v.std != nil && v.got != nil && encodesMore(v.std.Hostname(), v.got.Hostname, "*")
		},
	},
	{
		Name: "backslash-not-special", Engines: []string{"chromium", "firefox", "webkitgtk"},
		Rule:    `in a URL whose scheme is not special, "\" is an ordinary code point, not a "/" (spec: #path-start-state, #relative-slash-state, #port-state)`,
		Example: `\x against sc://h/a/b`,
		match: func(v *browserView) bool {
			before, _, _ := strings.Cut(v.c.Input, "#")
			before, _, _ = strings.Cut(before, "?")
			// The standard keeps the "\" as it is (or fails for another reason).
			return !v.special() && strings.Contains(before, `\`) &&
				(v.std == nil || strings.Contains(v.std.Href(), `\`))
		},
	},
	{
		Name: "windows-drive-letter", Engines: []string{"chromium", "firefox"},
		Rule:    `a Windows drive letter ("C:", and "C|" as "C:") starting a file URL's path survives ".." and absolute-path references, and "file://C:/" has one in place of a host (spec: #file-state, #file-host-state, #shorten-a-urls-path); only file URLs have them`,
		Example: "file:///C|/demo",
		match: func(v *browserView) bool {
			return driveLetter.MatchString(v.c.Input) ||
				v.c.Base != nil && driveLetter.MatchString(*v.c.Base) ||
				v.std != nil && driveLetter.MatchString(v.std.Pathname())
		},
	},
	{
		Name: "file-empty-host", Engines: []string{"chromium"},
		Rule:    `"file://" followed by nothing, "?" or "#" has the empty host (spec: #file-host-state)`,
		Example: "file://?q",
		match: func(v *browserView) bool {
			return v.got == nil && v.std != nil && v.std.Protocol() == "file:" && v.std.Hostname() == ""
		},
	},
	{
		Name: "file-path-empty-segments", Engines: []string{"chromium"},
		Rule:    `a file URL's path keeps its leading empty segments: "file:////x" has the path ["", "x"] (spec: #file-slash-state, #path-state)`,
		Example: "file:////foo",
		match: func(v *browserView) bool {
			return v.got != nil && v.std != nil && v.std.Protocol() == "file:" &&
				strings.HasPrefix(v.std.Pathname(), "//") && v.got.Pathname != v.std.Pathname()
		},
	},
	{
		Name: "opaque-path-trailing-space", Engines: []string{"chromium", "firefox"},
		Rule:    `a space in an opaque path right before "?" or "#" is written "%20" (spec: #cannot-be-a-base-url-path-state)`,
		Example: "non-special:opaque  ?hi",
		match: func(v *browserView) bool {
			return v.std != nil && v.got != nil && v.std.HasOpaquePath() &&
				strings.ReplaceAll(v.std.Href(), "%20", " ") == v.got.Href
		},
	},
	{
		Name: "tab-newline-in-fragment", Engines: []string{"chromium"},
		Rule:    "every ASCII tab or newline is removed from the input before parsing, in the fragment too (spec: #concept-basic-url-parser)",
		Example: "data:text/plain,test#\t\n",
		match: func(v *browserView) bool {
			return v.std != nil && v.got != nil && strings.ContainsAny(v.c.Input, "\t\n\r") &&
				(strings.Contains(v.got.Hash, "%09") || strings.Contains(v.got.Hash, "%0A") || strings.Contains(v.got.Hash, "%0D"))
		},
	},
	{
		Name: "space-in-host", Engines: []string{"chromium"},
		Rule:    "U+0020 SPACE, and what maps to it (U+00A0, U+3000), is a forbidden host code point: the parse fails (spec: #forbidden-host-code-point)",
		Example: "https://ex ample.org/",
		match: func(v *browserView) bool {
			return v.std == nil && v.got != nil && strings.Contains(v.got.Hostname, "%20")
		},
	},
	{
		Name: "fullwidth-percent-in-host", Engines: []string{"chromium"},
		Rule:    `a host is percent-decoded once, before domain to ASCII; a "％" (U+FF05) that UTS #46 maps to "%" is then a forbidden domain code point (spec: #concept-host-parser)`,
		Example: "http://％４１.com",
		match: func(v *browserView) bool {
			return v.std == nil && v.got != nil &&
				(strings.Contains(v.c.Input, "％") || strings.Contains(strings.ToLower(v.c.Input), "%ef%bc%85"))
		},
	},
	{
		Name: "ipv6-decoded-first", Engines: []string{"chromium"},
		Rule:    `a host that starts with "[" is parsed as an IPv6 address as written, before percent-decoding and IDNA mapping: "%" or a full-width character in it is a failure (spec: #concept-host-parser, #concept-ipv6-parser)`,
		Example: "https://[::%31]/",
		match: func(v *browserView) bool {
			return v.std == nil && v.got != nil && strings.HasPrefix(v.got.Hostname, "[") &&
				strings.ContainsFunc(v.c.Input, func(r rune) bool { return r == '%' || r > 0x7f })
		},
	},
	{
		Name: "ipv4-in-ipv6-leading-zero", Engines: []string{"chromium"},
		Rule:    `an IPv4 part inside an IPv6 address has no leading zero: "[::1.2.3.04]" is a failure (spec: #concept-ipv6-parser, IPv4-in-IPv6-invalid-code-point)`,
		Example: "https://[::1.2.3.04]/",
		match: func(v *browserView) bool {
			return v.std == nil && v.got != nil && strings.HasPrefix(v.got.Hostname, "[") &&
				v.hasErr(ErrIPv4InIPv6InvalidCodePoint)
		},
	},
	{
		Name: "ipv6-trailing-colon", Engines: []string{"webkitgtk"},
		Rule:    `an IPv6 address cannot end in a single ":": "[::1:]" is a failure (spec: #concept-ipv6-parser)`,
		Example: "https://[::1:]/",
		match: func(v *browserView) bool {
			return v.std == nil && v.got != nil && strings.HasPrefix(v.got.Hostname, "[") &&
				strings.Contains(v.c.Input, ":]")
		},
	},
	{
		Name: "ipv4-empty-hex-part", Engines: []string{"firefox"},
		Rule:    `"0x" with no digits is the number 0 in an IPv4 address (spec: #ipv4-number-parser)`,
		Example: "https://0x.0x.0x.0x/",
		match: func(v *browserView) bool {
			return v.got == nil && v.std != nil && v.std.HostValue().Kind() == IPv4Host &&
				regexp.MustCompile(`(?i)0x([./]|$)`).MatchString(v.c.Input)
		},
	},
	{
		Name: "empty-host-after-credentials", Engines: []string{"firefox"},
		Rule:    `"@" followed by an empty host is a failure (spec: #authority-state, host-missing)`,
		Example: "sc://@",
		match: func(v *browserView) bool {
			return v.std == nil && v.got != nil && v.hasErr(ErrHostMissing)
		},
	},
	{
		Name: "same-scheme-relative", Engines: []string{"webkitgtk"},
		Rule:    `"http:/" against a base URL of the same special scheme is a relative reference (spec: #scheme-state, #special-relative-or-authority-state)`,
		Example: "http:/ against http://example.com/",
		match: func(v *browserView) bool {
			return v.std != nil && v.got == nil && v.c.Base != nil && v.hasErr(ErrSpecialSchemeMissingFollowingSolidus)
		},
	},
	{
		Name: "opaque-host-non-ascii", Engines: []string{"chromium", "webkitgtk"},
		Rule:    "an opaque host percent-encodes the code points that are not ASCII (spec: #concept-opaque-host-parser)",
		Example: "sc://aĀb/",
		match: func(v *browserView) bool {
			return v.got == nil && v.std != nil && !v.std.IsSpecial() && strings.Contains(v.std.Hostname(), "%")
		},
	},
	{
		Name: "idna-symbols-valid", Engines: []string{"chromium"},
		Rule:    "≠, ≮ and ≯ (which decompose to =, <, > and U+0338) are valid in a domain: UseSTD3ASCIIRules is false, and UTS #46 since Unicode 15.1 has no disallowed_STD3_valid status (spec: #concept-domain-to-ascii)",
		Example: "https://≮/x",
		match: func(v *browserView) bool {
			if v.got != nil || v.std == nil {
				return false
			}
			u, err := DomainToUnicode(v.std.Hostname())
			return err == nil && strings.ContainsAny(u, "≠≮≯")
		},
	},
	{
		Name: "idna-unicode-15", Engines: []string{"webkitgtk"},
		Rule:    "UTS #46 with the IDNA data of the current Unicode version (17.0 in the standard's tests): WebKitGTK's ICU 72 has Unicode 15.0's, where U+1E9E ẞ maps to \"ss\" and U+180E, U+10A0 to U+10C5 and others are disallowed (spec: #concept-domain-to-ascii); each case is listed in testdata/idna-unicode-differences.json with the Unicode 15.0 result",
		Example: "https://FAẞ.de/",
		match: func(v *browserView) bool {
			file, ok := strings.CutPrefix(v.c.Source, "wpt/")
			host, ok2 := strings.CutPrefix(v.c.Input, "https://")
			host, ok3 := strings.CutSuffix(host, "/x")
			if !ok || !ok2 || !ok3 {
				return false
			}
			if v.got == nil && slices.Contains(unassignedInUnicode15, v.c.Input) {
				return true
			}
			d, err := loadIDNADifferences()
			if err != nil {
				return false
			}
			for _, c := range d.Differences["15.0.0"] {
				if c.File == file && c.Input == host {
					return c.Output == nil && v.got == nil || c.Output != nil && v.got != nil && v.got.Hostname == *c.Output
				}
			}
			return false
		},
	},
	{
		Name: "idna-strict", Engines: []string{"firefox", "webkitgtk"},
		Rule:    "the URL parser runs domain to ASCII with beStrict false: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off (spec: #concept-domain-to-ascii); these hosts fail only those checks or, as \"xn--\" labels, decode to such labels; weburl raises domain-to-ASCII for each",
		Example: "https://xn--a/",
		match: func(v *browserView) bool {
			return v.got == nil && v.std != nil && v.hasErr(ErrDomainToASCII)
		},
	},
}

// classify returns the first class of engine that matches v, or nil.
func classify(engine string, v *browserView) *browserClass {
	for i := range browserClasses {
		c := &browserClasses[i]
		if slices.Contains(c.Engines, engine) && c.match(v) {
			return c
		}
	}
	return nil
}

// browserViews returns each difference of each engine, with the standard's
// answer (weburl's, which must equal the stored one). It skips a case
// whose stored answer weburl no longer gives because the IDNA data's
// Unicode version differs from the one the data was generated with: those
// cases are in testdata/idna-unicode-differences.json.
//
// otherUnicode reports whether the IDNA data's Unicode version differs from
// the data's (so that some cases were skipped).
func browserViews(t *testing.T) (views map[string][]*browserView, otherUnicode bool, corpus *browserCorpus, engines map[string]*browserEngineData) {
	t.Helper()
	corpus, engines = loadBrowserData(t)
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
		if quoteOrNull(href) == quoteOrNull(c.Href) {
			continue
		}
		if corpus.IDNAUnicodeVersion != IDNAUnicodeVersion && c.Source != "wpt/urltestdata.json" {
			skip[c.key()] = true // a case of another Unicode version, checked below
			continue
		}
		t.Errorf("%s: weburl gives %s for %q base %s; the data says %s: rerun scripts/browsers",
			c.Source, quoteOrNull(href), c.Input, quoteOrNull(c.Base), quoteOrNull(c.Href))
	}
	if len(skip) > 0 {
		d, err := loadIDNADifferences()
		if err != nil {
			t.Fatal(err)
		}
		listed := 0
		for k := range skip {
			for _, dc := range d.Differences[IDNAUnicodeVersion] {
				if k == "https://"+dc.Input+"/x\x00" {
					listed++
					break
				}
			}
		}
		t.Logf("IDNA data of Unicode %s, not %s as the data's: %d cases skipped, %d of them listed in %s",
			IDNAUnicodeVersion, corpus.IDNAUnicodeVersion, len(skip), listed, idnaDifferencesFile)
	}
	views = make(map[string][]*browserView)
	for _, name := range browserEngines {
		e := engines[name]
		for i := range e.Diffs {
			d := &e.Diffs[i]
			c := byKey[browserCase{Input: d.Input, Base: d.Base}.key()]
			if c == nil {
				t.Errorf("%s: input %q base %s is not in the corpus", name, d.Input, quoteOrNull(d.Base))
				continue
			}
			if skip[c.key()] {
				continue
			}
			v := &browserView{c: *c, got: d}
			if d.Failure {
				v.got = nil
			}
			v.std, _ = c.parse(&v.errs)
			views[name] = append(views[name], v)
		}
	}
	return views, corpus.IDNAUnicodeVersion != IDNAUnicodeVersion, corpus, engines
}

// TestBrowsersData checks testdata/browsers: each engine ran the whole
// corpus, the corpus is the one the tests build, and every difference
// recorded is one.
func TestBrowsersData(t *testing.T) {
	views, _, corpus, engines := browserViews(t)
	built := buildBrowserCorpus(t)
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
			same := v.std == nil && v.got == nil
			if v.std != nil && v.got != nil {
				same = fmt.Sprint(components(v.std)) == fmt.Sprint(v.got.components())
			}
			if same {
				t.Errorf("%s: %q base %s is listed but equals the standard's answer", name, v.c.Input, quoteOrNull(v.c.Base))
			}
		}
		t.Logf("%s (%s): %d of %d cases differ from the standard (%.1f%%)",
			name, e.Version, e.Differ, e.Cases, 100*float64(e.Differ)/float64(e.Cases))
	}
}

// TestBrowsersClassified fails for a difference between an engine and the
// standard that no class explains, and for a class that explains none.
func TestBrowsersClassified(t *testing.T) {
	views, otherUnicode, _, _ := browserViews(t)
	counts := classCounts(t, views)
	for i := range browserClasses {
		c := &browserClasses[i]
		for _, name := range c.Engines {
			if counts[c][name] == 0 && otherUnicode {
				t.Logf("class %s matches no difference of %s (some cases skipped: IDNA data of Unicode %s)", c.Name, name, IDNAUnicodeVersion)
			} else if counts[c][name] == 0 {
				t.Errorf("class %s matches no difference of %s", c.Name, name)
			}
		}
	}
}

// classCounts classifies every difference, reports those that no class
// explains as errors, and returns how many each class explains, by engine.
func classCounts(t *testing.T, views map[string][]*browserView) map[*browserClass]map[string]int {
	t.Helper()
	counts := make(map[*browserClass]map[string]int)
	for _, name := range browserEngines {
		for _, v := range views[name] {
			c := classify(name, v)
			if c == nil {
				got := "failure"
				if v.got != nil {
					got = strconv.Quote(v.got.Href)
				}
				std := "failure"
				if v.std != nil {
					std = strconv.Quote(v.std.Href())
				}
				t.Errorf("%s: unclassified: new URL(%q, %s) is %s; the standard's is %s", name, v.c.Input, quoteOrNull(v.c.Base), got, std)
				continue
			}
			if counts[c] == nil {
				counts[c] = make(map[string]int)
			}
			counts[c][name]++
		}
	}
	return counts
}

// TestBrowsersStandardIsTruth checks the standard's answers of the corpus
// (weburl's, when the data was generated) against independent truth: the
// expected results of web-platform-tests and the reference implementation's
// answers in testdata/validation/corpus.json. The cases of other sources
// (string literals of regression_test.go and security_test.go) have none.
func TestBrowsersStandardIsTruth(t *testing.T) {
	corpus, _ := loadBrowserData(t)
	truth := make(map[string]*string) // by key: href, nil for failure
	for _, tc := range loadWPT[urlTestCase](t, "urltestdata.json") {
		var href *string
		if !tc.Failure {
			href = &tc.Href
		}
		truth[browserCase{Input: tc.Input, Base: tc.Base}.key()] = href
	}
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, tc := range loadWPT[hostTestCase](t, file) {
			var href *string
			if tc.Output != nil {
				h := "https://" + *tc.Output + "/x"
				href = &h
			}
			truth[browserCase{Input: "https://" + tc.Input + "/x"}.key()] = href
		}
	}
	data, err := os.ReadFile(filepath.Join("testdata", "validation", "corpus.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ref struct {
		Cases []struct {
			Input   string  `json:"input"`
			Base    *string `json:"base"`
			Failure bool    `json:"failure"`
			Href    string  `json:"href"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	for _, rc := range ref.Cases {
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
		if quoteOrNull(want) != quoteOrNull(c.Href) {
			t.Errorf("%s: %q base %s: the data says %s, the truth %s", c.Source, c.Input, quoteOrNull(c.Base), quoteOrNull(c.Href), quoteOrNull(want))
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
			if v.std == nil || v.got == nil || !v.std.IsSpecial() || v.got.Hostname == v.std.Hostname() {
				continue
			}
			class := ""
			if c := classify(name, v); c != nil {
				class = c.Name
			}
			pairs = append(pairs, browserHostPair{name, class, v})
		}
	}
	return pairs
}

// securitySummary is the figure of SECURITY.md: for the schemes other than
// file (whose host is where a request goes) and for file, how many host
// differences weburl flags with a validation error.
func securitySummary(pairs []browserHostPair) string {
	var net, netCaught, file, fileCaught int
	for _, p := range pairs {
		caught := len(p.v.errs) > 0
		if p.v.std.Protocol() == "file:" {
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
	views, otherUnicode, _, _ := browserViews(t)
	pairs := browserHostPairs(views)
	exceptions := make(map[string]int)
	for _, p := range pairs {
		if len(p.v.errs) > 0 {
			continue
		}
		if _, ok := browserSecurityExceptions[p.class]; !ok {
			t.Errorf("%s: %q base %s: host %q in the browser, %q in weburl, and no validation error (class %s)",
				p.engine, p.v.c.Input, quoteOrNull(p.v.c.Base), p.v.got.Hostname, p.v.std.Hostname(), p.class)
			continue
		}
		exceptions[p.engine+" "+p.class]++
		if p.class == "idna-unicode-15" {
			t.Logf("exception: %s: %q: host %q in the browser, %q in weburl", p.engine, p.v.c.Input, p.v.got.Hostname, p.v.std.Hostname())
		}
	}
	summary := securitySummary(pairs)
	t.Logf("host differences flagged by a validation error: %s; exceptions: %v", summary, exceptions)
	if otherUnicode {
		return // the figure is for the data's IDNA data
	}
	doc, err := os.ReadFile("SECURITY.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), summary) {
		t.Errorf("SECURITY.md does not give the figure %q", summary)
	}
}

// browserEngineNames are the engines' names in BROWSERS.md.
var browserEngineNames = map[string]string{"chromium": "Chromium", "firefox": "Firefox", "webkitgtk": "WebKitGTK"}

// agreementSentence says on how many cases the engines differ from the
// standard together.
func agreementSentence(engines map[string]*browserEngineData) string {
	answers := make(map[string]map[string]string) // by case key, by engine
	for _, name := range browserEngines {
		for _, d := range engines[name].Diffs {
			k := browserCase{Input: d.Input, Base: d.Base}.key()
			if answers[k] == nil {
				answers[k] = make(map[string]string)
			}
			answers[k][name] = "failure"
			if !d.Failure {
				answers[k][name] = fmt.Sprint(d.components())
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
	views, otherUnicode, corpus, engines := browserViews(t)
	if otherUnicode {
		t.Skipf("the tables are for the IDNA data of Unicode %s, not %s", corpus.IDNAUnicodeVersion, IDNAUnicodeVersion)
	}
	var rows []string
	for _, name := range browserEngines {
		e := engines[name]
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %d of %d (%.1f%%) |", browserEngineNames[name], e.Version,
			e.Package, e.Differ, e.Cases, 100*float64(e.Differ)/float64(e.Cases)))
	}
	rows = append(rows, agreementSentence(engines))
	counts := classCounts(t, views)
	for i := range browserClasses {
		c := &browserClasses[i]
		var in []string
		for _, name := range c.Engines {
			in = append(in, fmt.Sprintf("%s %d", browserEngineNames[name], counts[c][name]))
		}
		rows = append(rows, fmt.Sprintf("| `%s` | %s | %s | `%s` |", c.Name, strings.Join(in, ", "),
			strings.ReplaceAll(c.Rule, "|", `\|`), strings.NewReplacer("|", `\|`, "\t", `\t`, "\n", `\n`).Replace(c.Example)))
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
