package weburl

import (
	"os/exec"
	"regexp"
	"testing"

	"github.com/weburl/weburl/internal/testenv"
)

// TestInlining pins the functions of the parser's hot loops and the getters
// as inlinable, as net/netip's test of the same name does: a change that
// makes one of them too big for the inliner shows up here rather than as a
// slowdown in the benchmarks.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package")
	}
	t.Parallel()
	gotool, err := exec.LookPath("go")
	if err != nil {
		testenv.Unavailable(t, "no go command")
	}
	// The go command picks the toolchain that go.mod names, the one that
	// built this test.
	out, err := exec.Command(gotool, "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v, %s", err, out)
	}
	got := map[string]bool{}
	for _, m := range regexp.MustCompile(` can inline (\S+)`).FindAllSubmatch(out, -1) {
		got[string(m[1])] = true
	}
	wantInlinable := []string{
		// The getters: substrings of the href.
		"(*URL).Href",
		"(*URL).String",
		"(*URL).Protocol",
		"(*URL).Scheme",
		"(*URL).Username",
		"(*URL).Password",
		"(*URL).Host",
		"(*URL).Hostname",
		"(*URL).Port",
		"(*URL).Pathname",
		"(*URL).Search",
		"(*URL).Hash",
		"(*URL).HasOpaquePath",
		"(*URL).IsSpecial",
		// The parser's per-byte helpers.
		"(*parser).c",
		"(*parser).remainingStartsWith",
		"(*parser).fail",
		"(*percentEncodeSet).has",
		"(*builder).copyInput",
		"(*builder).reserve",
		"(*builder).writeByte",
		"(*URL).setRecord",
		"classesOf8",
		"load64",
		"belowTabOrNewline",
		"lowerASCII8",
		"(*layout).special",
		"isASCIIAlpha",
		"isASCIIDigit",
		"isASCIIAlphanumeric",
		"isASCIIHexDigit",
		"lowerASCII",
		"isTabOrNewline",
		"isSchemeCodePoint",
		"trimC0ControlOrSpace",
		// So that a list a caller does not keep stays on its stack.
		"NewSearchParams",
		"NewSearchParamsLimit",
	}
	for _, name := range wantInlinable {
		if !got[name] {
			t.Errorf("%s is not inlinable", name)
		}
	}
}
