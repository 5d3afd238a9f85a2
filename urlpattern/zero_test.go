package urlpattern

import (
	"runtime"
	"strings"
	"testing"
)

// TestZeroAndNil: the zero URLPattern and nil pointers match nothing and
// do not panic.
func TestZeroAndNil(t *testing.T) {
	var zero URLPattern
	var nilp *URLPattern
	for _, p := range []*URLPattern{&zero, nilp} {
		if p.Test("https://example.com/") || p.Exec("https://example.com/") != nil ||
			p.TestInit(Init{}) || p.ExecInit(Init{}) != nil || p.TestURL(nil) || p.ExecURL(nil) != nil ||
			p.TestComponents(nil) || p.ExecComponents(&Components{}) != nil {
			t.Errorf("%#v matches", p)
		}
		if p.Protocol() != "" || p.HasRegExpGroups() || p.RegexpString(Hash) != "" || p.Component(99) != "" {
			t.Errorf("%#v has patterns", p)
		}
		p.Generate(Pathname, nil)
		_ = p.String()
	}
	if CompareComponent(Pathname, nil, &zero) != 0 {
		t.Error("nil and zero compare unequal")
	}
	var r *Result
	var cr *ComponentResult
	if r.Get(Pathname) != nil {
		t.Error("nil Result has a component")
	}
	if _, ok := cr.Group("x"); ok {
		t.Error("nil ComponentResult has a group")
	}
}

// hostilePatterns are pattern strings that would make a naive
// implementation slow or crash, built to about n bytes: many optional
// groups, many regexp groups, deeply nested regexp groups, a run of
// backslashes, a run of "*", an unclosed class. Each compiles or fails
// with an error, in time linear in its length (BenchmarkHostileConstruct).
var hostilePatterns = []struct {
	name  string
	build func(n int) string
}{
	{"optional-groups", func(n int) string { return strings.Repeat("{a}?", n/4) }},
	{"regexp-groups", func(n int) string { return ":a" + strings.Repeat("(a)", n/3) }},
	{"nested", func(n int) string {
		return "(" + strings.Repeat("(?:", n/4) + "a" + strings.Repeat(")", n/4) + ")"
	}},
	{"backslashes", func(n int) string { return strings.Repeat("\\", n-1) }},
	{"stars", func(n int) string { return strings.Repeat("*", n) }},
	{"brackets", func(n int) string { return "(" + strings.Repeat("[", n-2) + ")" }},
}

// compileHostile compiles s as a pathname and, with IgnoreCase, after a
// constructor string's origin.
func compileHostile(s string) {
	NewFromInit(Init{Pathname: &s}, Options{})
	New("https://example.com/"+s, Options{IgnoreCase: true})
}

// TestHostileConstructLinear: compiling a hostile pattern eight times as
// long allocates at most about eight times as often and as much, which
// holds whatever the machine's load (the time is
// BenchmarkHostileConstruct's). It also shows that none panics.
func TestHostileConstructLinear(t *testing.T) {
	measure := func(s string) (allocs, bytes float64) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		allocs = testing.AllocsPerRun(2, func() { compileHostile(s) })
		runtime.ReadMemStats(&after)
		return allocs, float64(after.TotalAlloc-before.TotalAlloc) / 3 // AllocsPerRun runs it once more
	}
	for _, h := range hostilePatterns {
		a1, b1 := measure(h.build(1 << 10))
		a8, b8 := measure(h.build(8 << 10))
		if a8 > 10*a1+100 || b8 > 10*b1+64<<10 {
			t.Errorf("%s: 1 KiB: %.0f allocations, %.0f bytes; 8 KiB: %.0f, %.0f: more than linear", h.name, a1, b1, a8, b8)
		}
	}
}
