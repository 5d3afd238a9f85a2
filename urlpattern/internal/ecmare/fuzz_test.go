package ecmare

import (
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/allocs"
)

// FuzzCompile compiles arbitrary patterns and runs them on arbitrary
// input: compiling allocates within a small constant of the pattern's
// length, no panic, Exec and MatchString agree, the match and every
// defined group are substrings of the input, and the i flag compiles too.
// Time is not checked here (a loaded machine would fail it): compiling is
// bounded by the program size it allows, matching is linear by RE2's
// construction, and the benchmarks show both. (It
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
		var re *Regexp
		var err error
		// Compiling, or refusing, allocates within a small constant of
		// the pattern's length (issue 38): 4 KiB a byte, and 4 MiB for
		// what a property of strings' table takes.
		if n := allocs.Bytes(func() { re, err = Compile(pattern, false) }); n > 4<<20+4<<10*uint64(len(pattern)) {
			t.Fatalf("/%s/: %d bytes allocated to compile %d bytes", pattern, n, len(pattern))
		}
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
