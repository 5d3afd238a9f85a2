package urlpattern

import (
	"strings"
	"testing"
	"time"
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

// TestHostileConstruct: patterns that would make a naive implementation
// slow or crash compile (or fail) without a panic, each within a second.
func TestHostileConstruct(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("{a}?", 10000),
		strings.Repeat(":a", 1) + strings.Repeat("(a)", 5000),
		"(" + strings.Repeat("(?:", 3000) + "a" + strings.Repeat(")", 3000) + ")",
		strings.Repeat("\\", 9999),
		strings.Repeat("*", 10000),
		"(" + strings.Repeat("[", 5000) + ")",
	} {
		start := time.Now()
		NewFromInit(Init{Pathname: &s}, Options{})
		New("https://example.com/"+s, Options{IgnoreCase: true})
		if d := time.Since(start); d > time.Second {
			t.Errorf("%.20q... (%d bytes) took %v", s, len(s), d)
		}
	}
}
