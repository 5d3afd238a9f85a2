package ecmare

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
)

// refCase is one regular expression of testdata/urlpattern/regexp-ref.json,
// as node's RegExp ran it (scripts/urlpattern-refdata).
type refCase struct {
	Pattern string `json:"pattern"`
	Flags   string `json:"flags"`
	Error   string `json:"error"`
	Runs    []struct {
		Input string    `json:"input"`
		Match []*string `json:"match"`
	} `json:"runs"`
}

func loadReference(t testing.TB) []refCase {
	data, err := os.ReadFile("../../../testdata/urlpattern/regexp-ref.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref struct {
		Cases []refCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	return ref.Cases
}

// unsupportedSyntax matches the constructs Compile refuses on purpose.
var unsupportedSyntax = regexp.MustCompile(`\(\?<?[=!]|\\[1-9k]`)

// TestReference compares Compile and Exec with node's RegExp on the
// recorded cases: the same SyntaxErrors, and on every input the same
// match and groups (undefined included).
func TestReference(t *testing.T) {
	cases := loadReference(t)
	agreed, refused, runs, known := checkReference(t, cases)
	t.Logf("%d cases: %d agree with node (%d inputs, %d skipped: \\b with the i flag next to U+017F or U+212A), %d refused as unsupported",
		len(cases), agreed, runs, known, refused)
}

// checkReference runs the cases of node's data, reporting each
// difference, and returns how many cases agree, how many were refused as
// unsupported, how many inputs ran, and how many were skipped as a known
// difference.
func checkReference(t *testing.T, cases []refCase) (agreed, refused, runs, known int) {
	for _, c := range cases {
		re, err := Compile(c.Pattern, c.Flags == "vi")
		var e *Error
		switch {
		case c.Error != "" && err != nil:
			agreed++
			continue
		case c.Error != "":
			t.Errorf("/%s/%s compiles (%.200s), node: %s", c.Pattern, c.Flags, re.GoString(), c.Error)
			continue
		case err != nil && errors.As(err, &e) && e.Unsupported && unsupportedSyntax.MatchString(c.Pattern):
			refused++
			continue
		case err != nil:
			t.Errorf("/%s/%s: %v; node compiles it", c.Pattern, c.Flags, err)
			continue
		}
		ok := true
		for _, run := range c.Runs {
			runs++
			if knownWordBoundaryDifference(c, run.Input) {
				known++
				continue
			}
			caps, defined, matched := re.Exec(run.Input)
			if matched != (run.Match != nil) {
				t.Errorf("/%s/%s on %q: matched %v, node %v ", c.Pattern, c.Flags, run.Input, matched, run.Match != nil)
				ok = false
				continue
			}
			for i, want := range run.Match {
				if i >= len(caps) || defined[i] != (want != nil) || (want != nil && caps[i] != *want) {
					t.Errorf("/%s/%s on %q: group %d = %q (defined %v), node %v", c.Pattern, c.Flags, run.Input, i, get(caps, i), get(defined, i), deref(want))
					ok = false
				}
			}
		}
		if ok {
			agreed++
		}
	}
	return agreed, refused, runs, known
}

func get[T any](s []T, i int) T {
	var z T
	if i < len(s) {
		return s[i]
	}
	return z
}

func deref(s *string) any {
	if s == nil {
		return "undefined"
	}
	return *s
}

// knownWordBoundaryDifference reports the documented difference: with the
// i flag, ECMAScript's \b and \B count U+017F and U+212A as word
// characters (they fold to s and k); Go's \b does not.
func knownWordBoundaryDifference(c refCase, input string) bool {
	return c.Flags == "vi" && (strings.Contains(c.Pattern, `\b`) || strings.Contains(c.Pattern, `\B`)) &&
		strings.ContainsAny(input, "\u017f\u212a")
}

// TestSpecCases checks cases the node data cannot: [^] (node 20's V8
// mishandles it quantified), the empty check on a group that can only
// match empty, and deep nesting refused as unsupported.
func TestSpecCases(t *testing.T) {
	for _, c := range []struct {
		pattern, input string
		ignoreCase     bool
		want           []string // nil: no match; "<undefined>" for undefined
	}{
		{`^[^]*$`, "ba\n\u2028", false, []string{"ba\n\u2028"}},
		{`^[^]+?$`, "ab", true, []string{"ab"}},
		{`^(.*)(.*)?$`, "foobar", false, []string{"foobar", "foobar", "<undefined>"}},
		{`^(a*)*$`, "b", false, nil},
		{`^(?:(a)|b)*$`, "", false, []string{"", "<undefined>"}},
		{`^(|a)?$`, "", false, []string{"", "<undefined>"}},
		{`^[\d&&[0-1]]$`, "1", false, []string{"1"}},
		{`^[[a-z]--a]$`, "a", false, nil},
		{`^\w$`, "\u017f", true, []string{"\u017f"}},
		{`^\W$`, "\u017f", true, nil},
		{`^.$`, "\r", false, nil},
		{`^(?s:.)$`, "\r", false, []string{"\r"}},
		{`^\s+$`, "\ufeff\u3000\t", false, []string{"\ufeff\u3000\t"}},
	} {
		re, err := Compile(c.pattern, c.ignoreCase)
		if err != nil {
			t.Errorf("/%s/: %v", c.pattern, err)
			continue
		}
		caps, defined, ok := re.Exec(c.input)
		var got []string
		if ok {
			for i, s := range caps {
				if !defined[i] {
					s = "<undefined>"
				}
				got = append(got, s)
			}
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") || (got == nil) != (c.want == nil) {
			t.Errorf("/%s/ on %q = %q, want %q", c.pattern, c.input, got, c.want)
		}
	}
	deep := strings.Repeat("(?:", 2000) + "a" + strings.Repeat(")", 2000)
	var e *Error
	if _, err := Compile(deep, false); !errors.As(err, &e) || !e.Unsupported {
		t.Errorf("2000 nested groups: %v, want an unsupported error", err)
	}
}

// TestPropertyWeight checks that an expression repeating large property
// escapes many times is refused as unsupported, early, and that a dozen
// \p{RGI_Emoji} or a few hundred \p{L} still compile.
func TestPropertyWeight(t *testing.T) {
	for _, c := range []struct {
		pattern string
		ok      bool
	}{
		{strings.Repeat(`\p{RGI_Emoji}`, 12), true},
		{strings.Repeat(`\p{RGI_Emoji}`, 40), false},
		{strings.Repeat(`[\p{L}--\p{Lu}]`, 150), true},
		{strings.Repeat(`\p{L}`, 1000), false},
	} {
		_, err := Compile(c.pattern, false)
		var e *Error
		if c.ok != (err == nil) || (err != nil && (!errors.As(err, &e) || !e.Unsupported)) {
			t.Errorf("%.30s... (%d bytes): %.100v, want ok %v or an unsupported error", c.pattern, len(c.pattern), err, c.ok)
		}
	}
}
