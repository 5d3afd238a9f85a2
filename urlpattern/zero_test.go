package urlpattern

import (
	"errors"
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
	{"nested-empty", func(n int) string { return nestedEmpty("a*", n/7) }},
	{"nested-empty-ab", func(n int) string { return nestedEmpty("a*b*", n/9) }},
	{"property-repeats", func(n int) string { return strings.Repeat(`/:x(\p{RGI_Emoji}{1000})`, n/24) }},
	{"slash-stars", func(n int) string { return strings.Repeat("/*", n/2) }},
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

// nestedEmpty returns a regexp group of depth groups "(?:body" nested in
// each other, each repeated with "+": "(?:a*(?:a*)+)+" for depth 2, whose
// body can match the empty string.
func nestedEmpty(body string, depth int) string {
	return "/:x(" + strings.Repeat("(?:"+body, depth) + strings.Repeat(")+", depth) + ")"
}

// TestHostileShapesBounded: the shapes that made compiling blow up (issue
// 38, points 1 and 5) compile, or are refused, in memory within a small
// constant of their length: at most 4 MiB (what a property of strings'
// table takes) and 1 KiB a byte. A quantified group that can match the
// empty string is written out once per way to skip it, which nesting
// multiplies: past what the pattern's length allows it is refused with
// an error that matches ErrUnsupported, and so is a component of more
// than 1,000 parts, and a large property repeated. The errors quote a
// window of a long pattern, not all of it.
func TestHostileShapesBounded(t *testing.T) {
	for _, c := range []struct {
		name, pattern string
		refused       bool
	}{
		{"(?:a* nested 4 deep", nestedEmpty("a*", 4), false},
		{"(?:a* nested 8 deep", nestedEmpty("a*", 8), true},
		{"(?:a* nested 10 deep", nestedEmpty("a*", 10), true},
		{"(?:a*b* nested 12 deep", nestedEmpty("a*b*", 12), true},
		{`\p{RGI_Emoji}{1000}`, `/:x(\p{RGI_Emoji}{1000})`, true},
		{`\p{RGI_Emoji}`, `/:x(\p{RGI_Emoji})`, false},
		{`\p{L}{1000}`, `/:x(\p{L}{1000})`, true},
		{"/* 2,048 times", strings.Repeat("/*", 2048), true},
		{"/* 999 times", strings.Repeat("/*", 999), false},
		{"{a}? 4,096 times", strings.Repeat("{a}?", 4096), true},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := NewFromInit(Init{Pathname: &c.pattern}, Options{})
		runtime.ReadMemStats(&after)
		bytes, bound := after.TotalAlloc-before.TotalAlloc, uint64(4<<20+1<<10*len(c.pattern))
		if bytes > bound || (err != nil) != c.refused || err != nil && !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v after %d bytes; want refused %v, at most %d bytes", c.name, err, bytes, c.refused, bound)
		}
		if err != nil && len(err.Error()) > 400 {
			t.Errorf("%s: the error message is %d bytes long", c.name, len(err.Error()))
		}
	}
}
