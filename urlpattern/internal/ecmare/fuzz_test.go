package ecmare

import (
	"strings"
	"testing"
)

// FuzzCompile compiles arbitrary patterns and runs them on arbitrary
// input: no panic, Exec and MatchString agree, the match and every defined
// group are substrings of the input, and the i flag compiles too. Time is
// not checked here (a loaded machine would fail it): matching is linear
// by RE2's construction, and the benchmarks show it. (It
// does not only add matches: /\\P{Ll}/i matches fewer strings than
// /\\P{Ll}/.)
// The recorded node cases (TestReference, TestPropertyPatterns) are its
// seeds.
func FuzzCompile(f *testing.F) {
	for _, c := range append(loadReference(f), loadPropertyRef(f).Patterns...) {
		input := ""
		if len(c.Runs) > 0 {
			input = c.Runs[0].Input
		}
		f.Add(c.Pattern, input)
	}
	f.Fuzz(func(t *testing.T, pattern, input string) {
		re, err := Compile(pattern, false)
		if err != nil {
			return
		}
		caps, defined, ok := re.Exec(input)
		if ok != re.MatchString(input) {
			t.Fatalf("/%s/ on %q: Exec %v, MatchString %v", pattern, input, ok, !ok)
		}
		for i, c := range caps {
			if defined[i] && !strings.Contains(input, c) {
				t.Fatalf("/%s/ on %q: group %d = %q is not in the input", pattern, input, i, c)
			}
		}
		if _, err := Compile(pattern, true); err != nil {
			t.Fatalf("/%s/ compiles, /%s/i does not: %v", pattern, pattern, err)
		}
	})
}
