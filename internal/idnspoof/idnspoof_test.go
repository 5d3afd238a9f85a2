package idnspoof

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/idnspoof/tablegen"
	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/internal/uniprops"
)

// TestTablesGenerated checks that tables.go is what its generator writes
// from the files of testdata/unicode (go generate in this directory).
func TestTablesGenerated(t *testing.T) {
	testdata.Generated(t, "tables.go", tablegen.Generate, "go generate ./internal/idnspoof")
}

// fileLines calls fn with the code points and fields of each data line of
// the file name of testdata/unicode, but not its @missing lines, read with
// testdata.UCDLines, not the generator's parser (internal/ucd).
func fileLines(t *testing.T, name string, fn func(lo, hi rune, fields []string)) {
	t.Helper()
	testdata.UCDLines(t, name, func(lo, hi rune, fields []string, missing bool) {
		if !missing {
			fn(lo, hi, fields)
		}
	})
}

// TestTablesAgainstFiles checks the tables for every code point against
// IdentifierStatus.txt, Scripts.txt, ScriptExtensions.txt,
// PropertyValueAliases.txt, UnicodeData.txt and confusables.txt.
func TestTablesAgainstFiles(t *testing.T) {
	allowed := make([]bool, 0x110000)
	fileLines(t, "IdentifierStatus.txt", func(lo, hi rune, f []string) {
		for r := lo; r <= hi; r++ {
			allowed[r] = f[0] == "Allowed"
		}
	})
	long := map[string]string{}
	for _, line := range strings.Split(string(testdata.Read(t, "unicode/PropertyValueAliases.txt")), "\n") {
		f := strings.Split(line, ";")
		if len(f) >= 3 && strings.TrimSpace(f[0]) == "sc" {
			long[strings.TrimSpace(f[1])] = strings.TrimSpace(strings.Split(f[2], "#")[0])
		}
	}
	script := make([]string, 0x110000)
	fileLines(t, "Scripts.txt", func(lo, hi rune, f []string) {
		for r := lo; r <= hi; r++ {
			script[r] = f[0]
		}
	})
	scx := make([][]string, 0x110000)
	fileLines(t, "ScriptExtensions.txt", func(lo, hi rune, f []string) {
		var names []string
		for _, s := range strings.Fields(f[0]) {
			names = append(names, long[s])
		}
		for r := lo; r <= hi; r++ {
			scx[r] = names
		}
	})
	digit := map[rune]int{}
	fileLines(t, "UnicodeData.txt", func(lo, hi rune, f []string) {
		if f[1] == "Nd" {
			digit[lo], _ = strconv.Atoi(f[5])
		}
	})
	nAllowed := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		p := lookup(r)
		if p.allowed() != allowed[r] {
			t.Fatalf("U+%04X: allowed %v, IdentifierStatus.txt %v", r, p.allowed(), allowed[r])
		}
		if !allowed[r] {
			continue
		}
		nAllowed++
		if got := uniprops.ScriptName(p.script()); got != script[r] {
			t.Errorf("U+%04X: script %s, Scripts.txt %s", r, got, script[r])
		}
		want := scx[r]
		if want == nil {
			want = []string{script[r]}
		}
		var got []string
		for i := 0; uniprops.ScriptName(i) != ""; i++ {
			if p.scx().has(i) {
				got = append(got, uniprops.ScriptName(i))
			}
		}
		slices.Sort(got)
		want = slices.Sorted(slices.Values(want))
		if !slices.Equal(got, want) {
			t.Errorf("U+%04X: Script_Extensions %v, files %v", r, got, want)
		}
		d, ok := p.digit()
		if wd, wok := digit[r]; ok != wok || d != wd {
			t.Errorf("U+%04X: digit %d %v, UnicodeData.txt %d %v", r, d, ok, wd, wok)
		}
	}
	n := 0
	fileLines(t, "confusables.txt", func(lo, hi rune, f []string) {
		var want []rune
		for _, s := range strings.Fields(f[0]) {
			v, _ := strconv.ParseUint(s, 16, 32)
			want = append(want, rune(v))
		}
		if got, ok := prototype(lo); !ok || got != string(want) {
			t.Errorf("U+%04X: prototype %+q, confusables.txt %+q", lo, got, string(want))
		}
		n++
	})
	if nAllowed < 30000 || n < 6000 {
		t.Errorf("%d allowed code points, %d confusables", nAllowed, n)
	}
}

// TestSkeletons checks Skeletons against the expectations of Chromium's
// unit tests of its skeleton generator (idn_spoof_checker_unittest.cc at
// commit 5452f216fc8465fcb0a20970e617edcbf897d1ed: Skeletons,
// MultipleSkeletons, and LookupSkeletonInTopDomains' skeletons). Two of
// them differ by the version of confusables.txt: Chromium's ICU maps ӏ
// (U+04CF) to i and leaves þ as it is, where 18.0.0 maps them to l and p,
// so "appӏe.com" has the one skeleton "apple.corn" (Chromium adds the
// skeleton with ӏ as l to have that one too) and the skeletons of
// "œxamþle.com" with þ kept are those with p.
func TestSkeletons(t *testing.T) {
	for r, want := range map[rune]string{0x04CF: "l", 'þ': "p"} {
		if got, _ := prototype(r); got != want {
			t.Errorf("confusables.txt maps %+q to %q, want %q", r, got, want)
		}
	}
	for _, tc := range []struct {
		host string
		want []string
	}{
		{"test\u2010site", []string{"test-site"}},
		{"test\u2012site", []string{"test-site"}},
		{"test\u2013site", []string{"test-site"}},
		{"test\u2014site", []string{"test-site"}},
		{"test\u2015site", []string{"test-site"}},
		{"test\u4e00site", []string{"test-site"}},
		{"test\u2212site", []string{"test-site"}},
		{"test\u2e3asite", []string{"test-site"}},
		{"test\u2e3bsite", []string{"test-site"}},
		{"\u4e03est.net", []string{"test.net"}},
		{"\u4e05est.net", []string{"test.net"}},
		{"\u4e06est.net", []string{"test.net"}},
		{"c\u4e2bxe.com", []string{"cyxe.corn"}},
		{"cy\u4e42e.com", []string{"cyxe.corn"}},
		{"\u4e293.com", []string{"43.corn"}},
		{"app\u04cfe.com", []string{"apple.corn"}},
		{"œxamþle.com", []string{"oexarnple.corn", "oexarnble.corn", "cexarnple.corn", "cexarnble.corn"}},
		{"d4000.com", []string{"d4OOO.corn"}},
		{"digklmo68.com", []string{"digklrno68.corn"}},
		{"google.com", []string{"google.corn"}},
	} {
		want := slices.Sorted(slices.Values(tc.want))
		if got := Skeletons(tc.host); !slices.Equal(got, want) {
			t.Errorf("Skeletons(%+q) = %+q, want %+q", tc.host, got, want)
		}
	}
}

// TestSimilarTopDomain checks SimilarTopDomain against Chromium's unit test
// GetSimilarTopDomain, with its test list of top domains.
func TestSimilarTopDomain(t *testing.T) {
	var domains []string
	for _, line := range strings.Split(string(testdata.Read(t, "idnspoof/idn_test_domains.list")), "\n") {
		if line != "" && line[0] != '#' {
			domains = append(domains, line)
		}
	}
	x := NewIndex(domains)
	for _, tc := range []struct{ host, want string }{
		{"tést.net", "test.net"},
		{"subdomain.tést.net", "test.net"},
		{"test.net", ""},
		{"subdomain.test.net", ""},
		{"subdómain.test.net", ""},
		{"tesł.net", "test.net"},
		{"łest.net", "test.net"},
		{"łesł.net", "test.net"},
		{"စ2.com", "o2.com"},
		{"კ9.com", "39.com"},
		{"ੜ9.com", "39.com"},
	} {
		if got, _ := x.SimilarTopDomain(tc.host); got != tc.want {
			t.Errorf("SimilarTopDomain(%q) = %q, want %q", tc.host, got, tc.want)
		}
	}
	var nilIndex *Index
	if d, ok := nilIndex.SimilarTopDomain("tést.net"); ok {
		t.Errorf("nil index: %q", d)
	}
}

// TestVerdictStrings checks the verdict of one label for each rule, and
// how it is said.
func TestVerdictStrings(t *testing.T) {
	for _, tc := range []struct {
		label, tld string
		want       string
	}{
		{"b\u00fccher", "de", "safe"},
		{"\u1456\u14c2\u14ef", "ca", "U+1456 (ᑖ) not allowed (UTS #39 Identifier_Status Restricted)"},
		{"a\u2019b", "com", "U+2019 (’) on Chromium's blocklist"},
		{"p\u0430ypal", "com", "mixed scripts Latin+Cyrillic"},
		// Scripts Common and Inherited, Script_Extensions without a script in common.
		{"\u00b7\u064b", "com", "mixed scripts"},
		{"a\u064b", "com", "mixed scripts Latin+Arabic"},
		{"\u0663\u06f3", "eg", "digits of two numbering systems (U+06F3 (۳))"},
		{"\u0e23\u0e35\u0e48\u0e48", "th", "nonspacing mark U+0E48 repeated"},
		{"\u0131\u0307x", "com", "dot above U+0307 on i, j, l or a look-alike"},
		{"a\u00fecdef", "com", "U+00FE (þ) outside .is and .fo"},
		{"\u0259xample", "com", "U+0259 (ə) outside .az"},
		{"l\u00b7l", "com", "middle dot U+00B7 (·) outside .cat's l·l"},
		{"\u0430\u0440\u0440\u04cf\u0435", "com", "whole-script confusable: Cyrillic letters that all look like Latin ones"},
		{"1\u0577", "com", "digit look-alike U+0577 (շ)"},
		{"h\u00e9llo\u4e2d\u56fd", "cn", "non-ASCII Latin U+00E9 (é) with another script"},
		{"abc\u30fcdef", "jp", "dangerous pattern at U+30FC (ー)"},
	} {
		if got := CheckLabel(tc.label, tc.tld, tc.tld).String(); got != tc.want {
			t.Errorf("CheckLabel(%+q, %q) = %q, want %q", tc.label, tc.tld, got, tc.want)
		}
	}
	if got := (Verdict{Rule: TopDomain, Domain: "apple.com"}).String(); got != "looks like the top domain apple.com" {
		t.Errorf("top domain verdict: %q", got)
	}
}

// TestCheckLabelAllocs checks that CheckLabel does not allocate for a
// label whose NFD has at most 64 code points (the last one has 64: ü is u
// and U+0308), and reports what a longer label costs.
func TestCheckLabelAllocs(t *testing.T) {
	for _, label := range []string{"b\u00fccher", "\u0430\u0440\u0440\u04cf\u0435", "abc\u30fcdef", "\u4e2d\u56fd\u0301", strings.Repeat("\u00fc", 32)} {
		if n := testing.AllocsPerRun(50, func() { CheckLabel(label, "com", "com") }); n != 0 {
			t.Errorf("CheckLabel(%+q): %v allocations", label, n)
		}
	}
	long := strings.Repeat("\u00fc", 65)
	n := testing.AllocsPerRun(50, func() { CheckLabel(long, "com", "com") })
	t.Logf("a label of 65 code points (130 in NFD): %v allocations", n)
}

// TestAlternatives checks the variants of a hostname by its characters of
// several skeletons, in Chromium's breadth-first order, and the limits.
func TestAlternatives(t *testing.T) {
	want := []string{"xþyłz", "xþylz", "xþytz", "xbyłz", "xbylz", "xbytz", "xpyłz", "xpylz", "xpytz"}
	if got := appendAlternatives(nil, "xþyłz"); !slices.Equal(got, want) {
		t.Errorf("appendAlternatives(nil, xþyłz) = %q, want %q", got, want)
	}
	if got := appendAlternatives([]string{"a"}, "þ"); !slices.Equal(got, []string{"a", "þ", "b", "p"}) {
		t.Errorf("appendAlternatives([a], þ) = %q", got)
	}
	if got := appendAlternatives(nil, "plain"); !slices.Equal(got, []string{"plain"}) {
		t.Errorf("appendAlternatives(nil, plain) = %q", got)
	}
	if got := appendAlternatives(nil, "þþþþþþ"); got != nil {
		t.Errorf("six characters of several skeletons: %d variants, want none", len(got))
	}
	if got := appendAlternatives(nil, strings.Repeat("a", 33)); got != nil {
		t.Errorf("33 code units: %d variants, want none", len(got))
	}
	if got := Skeletons(strings.Repeat("a", 33) + ".com"); len(got) != 1 {
		t.Errorf("a long hostname has skeletons %q, want one", got)
	}
	if got := len(appendAlternatives(nil, "þþþþþ")); got != maxAlternatives {
		t.Errorf("five characters of three choices: %d variants, want %d", got, maxAlternatives)
	}
}
