package ecmare

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// propertyRef is testdata/urlpattern/property-ref.json, written by
// scripts/urlpattern-refdata from node's RegExp with the v flag and the
// @unicode data packages of node's Unicode version and of 18.0.0.
type propertyRef struct {
	Node, NodeUnicode string
	Names             map[string]string // node's answer: "pP", "p" or ""
	Expect            map[string]struct {
		Want, Reason string // ECMA-262 at Unicode 18.0.0, where node answers otherwise
	}
	Groups []struct {
		Key       string
		Names     []string
		In, Out   string // code points (hex) node matches, and does not, with v
		IIn       string // of those, the ones whose answer with vi differs
		V18       [][]any
		inV, inVI map[rune]bool
	}
	Strings []struct {
		Name    string
		Samples [][]any // code points (hex), node's match length in code points (-1: none)
		V18     [][]any // code points, 18.0.0's length, node's, why
	}
	Patterns []refCase         // expressions with strings in classes, as node runs them
	Sets     map[string]string // digest of each set at 18.0.0 (@unicode/unicode-18.0.0)
}

func loadPropertyRef(t testing.TB) *propertyRef {
	data, err := os.ReadFile("../../../testdata/urlpattern/property-ref.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref propertyRef
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	return &ref
}

// wantNames returns what ECMA-262 at Unicode 18.0.0 accepts for name:
// node's answer unless the data expects another.
func (r *propertyRef) want(name string) string {
	if e, ok := r.Expect[name]; ok {
		return e.Want
	}
	return r.Names[name]
}

func hexRunes(t *testing.T, s string) []rune {
	var out []rune
	for f := range strings.FieldsSeq(s) {
		v, err := strconv.ParseUint(f, 16, 32)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rune(v))
	}
	return out
}

// TestPropertyNames checks every recorded name: \p{name} and \P{name}
// compile exactly when node accepts them (or, where the data says why,
// when ECMA-262 at Unicode 18.0.0 does), and a refused name is a syntax
// error, not an unsupported construct.
func TestPropertyNames(t *testing.T) {
	ref := loadPropertyRef(t)
	counts := map[string]int{}
	for name := range ref.Names {
		want := ref.want(name)
		for _, esc := range []string{"p", "P"} {
			_, err := Compile(`\`+esc+`{`+name+`}`, false)
			if got := err == nil; got != strings.Contains(want, esc) {
				t.Errorf(`\%s{%s}: compiles %v, want %v (%s)`, esc, name, got, !got, ref.Expect[name].Reason)
			}
			var e *Error
			if err != nil && (!errors.As(err, &e) || e.Unsupported) {
				t.Errorf(`\%s{%s}: %v, want a syntax error`, esc, name, err)
			}
		}
		counts[want]++
	}
	t.Logf("%d names (node %s, Unicode %s): %d with \\p and \\P, %d properties of strings, %d refused; %d answered otherwise than node, each with its reason",
		len(ref.Names), ref.Node, ref.NodeUnicode, counts["pP"], counts["p"], counts[""], len(ref.Expect))
}

// TestPropertySamples checks every property against node's answers on its
// sampled code points, through every name of the property, with \p and
// \P, with and without the i flag; where node's Unicode version and
// 18.0.0 differ, against 18.0.0's answer.
func TestPropertySamples(t *testing.T) {
	ref := loadPropertyRef(t)
	var agree, versioned int
	for _, g := range ref.Groups {
		type sample struct {
			r      rune
			v, vi  bool
			from18 bool
		}
		var samples []sample
		iIn := hexRunes(t, g.IIn)
		for _, r := range hexRunes(t, g.In) {
			samples = append(samples, sample{r: r, v: true, vi: true})
		}
		for _, r := range hexRunes(t, g.Out) {
			samples = append(samples, sample{r: r, vi: slices.Contains(iIn, r)})
		}
		for _, row := range g.V18 {
			r := hexRunes(t, row[0].(string))[0]
			samples = append(samples, sample{r: r, v: row[1].(float64) == 1, vi: row[2].(float64) == 1, from18: true})
		}
		for _, name := range g.Names {
			if !strings.Contains(ref.want(name), "p") {
				continue
			}
			p := mustCompile(t, `^\p{`+name+`}$`, false)
			pi := mustCompile(t, `^\p{`+name+`}$`, true)
			np := mustCompile(t, `^\P{`+name+`}$`, false)
			for _, s := range samples {
				in := string(s.r)
				if p.MatchString(in) != s.v || np.MatchString(in) == s.v || pi.MatchString(in) != s.vi {
					t.Errorf(`\p{%s} on U+%04X: v %v, \P %v, vi %v; want %v, %v, %v (18.0.0's answer: %v)`, name, s.r,
						p.MatchString(in), np.MatchString(in), pi.MatchString(in), s.v, !s.v, s.vi, s.from18)
				}
				if s.from18 {
					versioned++
				} else {
					agree++
				}
			}
		}
	}
	t.Logf("%d properties: %d samples (name, code point) agree with node, %d with Unicode 18.0.0 where node's version differs",
		len(ref.Groups), agree, versioned)
}

func mustCompile(t *testing.T, pattern string, ignoreCase bool) *Regexp {
	t.Helper()
	re, err := Compile(pattern, ignoreCase)
	if err != nil {
		t.Fatalf("/%s/: %v", pattern, err)
	}
	return re
}

// TestPropertyStrings checks the properties of strings against node's
// /^\p{name}/v on the sampled strings: which string matches, longest
// first; where the versions differ, against Unicode 18.0.0.
func TestPropertyStrings(t *testing.T) {
	ref := loadPropertyRef(t)
	var agree, versioned int
	for _, p := range ref.Strings {
		re := mustCompile(t, `^\p{`+p.Name+`}`, false)
		check := func(cps string, want int) {
			s := string(hexRunes(t, cps))
			got := -1
			if caps, _, ok := re.Exec(s); ok {
				got = utf8.RuneCountInString(caps[0])
			}
			if got != want {
				t.Errorf(`/^\p{%s}/ on %q (%s): matched %d code points, want %d`, p.Name, s, cps, got, want)
			}
		}
		for _, row := range p.Samples {
			check(row[0].(string), int(row[1].(float64)))
			agree++
		}
		for _, row := range p.V18 {
			check(row[0].(string), int(row[1].(float64)))
			versioned++
		}
	}
	t.Logf("%d properties of strings: %d strings agree with node, %d with Unicode 18.0.0 where node's version differs",
		len(ref.Strings), agree, versioned)
}

// TestPropertyPatterns compares Compile and Exec with node's RegExp on
// expressions with properties of strings and \q{...} in classes, set
// operations and the i flag: the same SyntaxErrors (\P{RGI_Emoji}, a
// negated class that may contain strings), and on every input the same
// match, strings tried longest first.
func TestPropertyPatterns(t *testing.T) {
	ref := loadPropertyRef(t)
	agreed, refused, runs, _ := checkReference(t, ref.Patterns)
	if refused > 0 {
		t.Errorf("%d expressions refused as unsupported", refused)
	}
	t.Logf("%d expressions: %d agree with node (%d inputs)", len(ref.Patterns), agreed, runs)
}

// TestPropertySets checks every set of the tables, code point by code
// point, against @unicode/unicode-18.0.0 (digests recorded by
// scripts/urlpattern-refdata): every General_Category, Script and
// Script_Extensions value, every binary property, the strings and code
// points of every property of strings, and the simple case folding.
func TestPropertySets(t *testing.T) {
	ref := loadPropertyRef(t)
	for key, want := range ref.Sets {
		var text string
		switch name, singles := strings.CutSuffix(key, ":singles"); {
		case key == "caseFolding":
			f := caseFolding()
			var b strings.Builder
			for i, r := range f.from {
				if i > 0 {
					b.WriteByte(',')
				}
				fmt.Fprintf(&b, "%x:%x", r, f.to[i])
			}
			text = b.String()
		case singles:
			p, ok := lookupProperty(name)
			if !ok {
				t.Errorf("no property %s", name)
				continue
			}
			text = rangesText(p.chars)
		default:
			p, ok := lookupProperty(key)
			if !ok {
				t.Errorf("no property %s", key)
				continue
			}
			if !p.strings {
				text = rangesText(p.chars)
				break
			}
			var strs []string
			for _, s := range p.strs {
				var cps []string
				for _, r := range s {
					cps = append(cps, strconv.FormatInt(int64(r), 16))
				}
				strs = append(strs, strings.Join(cps, " "))
			}
			slices.Sort(strs)
			text = strings.Join(strs, ",")
		}
		sum := sha256.Sum256([]byte(text))
		if got := hex.EncodeToString(sum[:8]); got != want {
			t.Errorf("%s: digest %s, @unicode/unicode-18.0.0's %s", key, got, want)
		}
	}
	t.Logf("%d sets equal @unicode/unicode-18.0.0's", len(ref.Sets))
}

func rangesText(s charSet) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%x-%x", r.lo, r.hi)
	}
	return b.String()
}

// TestIdentifierCodePoints checks IsIdentifierStart and IsIdentifierPart
// (ECMA-262 IdentifierStartChar: ID_Start, '$', '_'; IdentifierPartChar:
// ID_Continue, '$', U+200C, U+200D) on the sampled code points of node's
// \p{ID_Start} and \p{ID_Continue}.
func TestIdentifierCodePoints(t *testing.T) {
	ref := loadPropertyRef(t)
	n := 0
	for _, g := range ref.Groups {
		var is func(rune) bool
		var extra []rune
		switch g.Key {
		case "ID_Start":
			is, extra = IsIdentifierStart, []rune{'$', '_'}
		case "ID_Continue":
			is, extra = IsIdentifierPart, []rune{'$', 0x200C, 0x200D}
		default:
			continue
		}
		check := func(r rune, in bool) {
			n++
			if want := in || slices.Contains(extra, r); is(r) != want {
				t.Errorf("%s: U+%04X is %v, want %v", g.Key, r, is(r), want)
			}
		}
		for _, r := range hexRunes(t, g.In) {
			check(r, true)
		}
		for _, r := range hexRunes(t, g.Out) {
			check(r, false)
		}
		for _, row := range g.V18 {
			check(hexRunes(t, row[0].(string))[0], row[1].(float64) == 1)
		}
		for _, r := range extra {
			check(r, false)
		}
	}
	if n < 100 {
		t.Errorf("only %d code points checked", n)
	}
}
