package urlpattern

import (
	"encoding/json"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// FuzzNew compiles arbitrary constructor strings and pathname patterns
// and matches them against arbitrary URLs: no panic, Test agrees with
// Exec, a compiled pattern's normalized pattern strings compile again to
// the same strings, every group of a match is in its component's input,
// and a component matched without its regular expression gives what the
// regular expression gives (on the URL's component, and on the URL string
// itself as any component's input). The WPT patterns and inputs are its
// seeds.
func FuzzNew(f *testing.F) {
	for _, e := range loadWPTEntries(f) {
		var pattern, input string
		if len(e.Pattern) > 0 {
			pattern = firstString(e.Pattern[0])
		}
		if len(e.Inputs) > 0 {
			input = firstString(e.Inputs[0])
		}
		f.Add(pattern, input)
	}
	f.Fuzz(func(t *testing.T, pattern, url string) {
		for _, p := range compileBoth(pattern) {
			if p.Test(url) != (p.Exec(url) != nil) {
				t.Fatalf("%q on %q: Test and Exec disagree", pattern, url)
			}
			again := reparse(t, p)
			for c := Protocol; c < numComponents; c++ {
				if hasEmptyFixedText(p.components[c].parts) || c == Port && isDefaultPort(p) {
					continue
				}
				if again.Component(c) != p.Component(c) {
					t.Fatalf("%q: %s pattern %q compiles again to %q", pattern, c, p.Component(c), again.Component(c))
				}
			}
			for c := Protocol; c < numComponents; c++ {
				inputs := []string{url}
				if v, ok := parseValues(url, nil); ok {
					inputs = append(inputs, v[c])
				}
				checkAgainstRegexp(t, &p.components[c], inputs...)
			}
			if r := p.Exec(url); r != nil {
				for c := Protocol; c < numComponents; c++ {
					cr := r.Get(c)
					for _, g := range cr.Groups {
						if g.Matched && !contains(cr.Input, g.Value) {
							t.Fatalf("%q on %q: group %s = %q not in %q", pattern, url, g.Name, g.Value, cr.Input)
						}
					}
				}
			}
		}
	})
}

// compileBoth compiles s as a constructor string and as a pathname.
func compileBoth(s string) []*URLPattern {
	var out []*URLPattern
	if p, err := NewWithBase(s, "https://example.com/", Options{}); err == nil {
		out = append(out, p)
	}
	if p, err := NewFromInit(Init{Pathname: &s}, Options{IgnoreCase: true}); err == nil {
		out = append(out, p)
	}
	return out
}

// hasEmptyFixedText reports whether parts have a fixed text part whose
// value is empty: the standard makes one when the encoding callback
// encodes a pending fixed value as "" (spec:
// #maybe-add-a-part-from-the-pending-fixed-value; a pathname's "\t"), and
// generate a pattern string writes nothing for it, so the parts on
// either side can read otherwise when the pattern string is compiled
// again: "/*\t*+" gives "/**+", in which the second "*" is a modifier.
func hasEmptyFixedText(parts []part) bool {
	for _, pt := range parts {
		if pt.typ == PartFixedText && pt.value == "" {
			return true
		}
	}
	return false
}

// isDefaultPort reports whether p's port pattern is the default port of
// its protocol pattern, a special scheme: the standard clears a port that
// is the default port before canonicalizing it (spec: #url-pattern-create),
// so the port "80A" of "http" stays "80", which compiled again is "".
func isDefaultPort(p *URLPattern) bool {
	d, ok := weburl.DefaultPort(p.Protocol())
	return ok && isDecimal(p.Port(), d)
}

// reparse compiles p's pattern strings again, component by component;
// a component with an empty fixed text part (hasEmptyFixedText) is left
// absent.
func reparse(t *testing.T, p *URLPattern) *URLPattern {
	var init Init
	f := [numComponents]*string{}
	for c := Protocol; c < numComponents; c++ {
		s := p.Component(c)
		// The init processing strips one ':' after a protocol, one '?'
		// before a search and one '#' before a hash, pattern or not
		// (#process-protocol-for-init, #process-search-for-init,
		// #process-hash-for-init): add them, so that a pattern such as
		// the hash "#" (from the constructor string "###") comes back.
		switch c {
		case Protocol:
			s += ":"
		case Search:
			s = "?" + s
		case Hash:
			s = "#" + s
		}
		if !hasEmptyFixedText(p.components[c].parts) {
			f[c] = &s // else absent: FuzzNew does not compare it
		}
	}
	init.Protocol, init.Username, init.Password, init.Hostname = f[0], f[1], f[2], f[3]
	init.Port, init.Pathname, init.Search, init.Hash = f[4], f[5], f[6], f[7]
	again, err := NewFromInit(init, Options{})
	if err != nil {
		t.Fatalf("pattern strings %v do not compile again: %v", p, err)
	}
	return again
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func firstString(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var m map[string]string
	if json.Unmarshal(raw, &m) == nil {
		return m["pathname"]
	}
	return ""
}

// checkAgainstRegexp checks that comp, if it matches without its regular
// expression, gives on each input the answer and groups that its regular
// expression (the standard's, compiled by ecmare) gives.
func checkAgainstRegexp(t *testing.T, comp *component, inputs ...string) {
	t.Helper()
	if comp.kind == matchRegexp || comp.kind == matchNothing {
		return
	}
	re, err := ecmare.Compile(comp.regexpString(), comp.options.ignoreCase)
	if err != nil {
		t.Fatalf("%q: regexp %q: %v", comp.patternString, comp.regexpString(), err)
	}
	for _, input := range inputs {
		got, gotOK := comp.exec(input, make([]Group, comp.ngroups))
		caps, defined, wantOK := re.Exec(input)
		if gotOK != wantOK || comp.test(input) != wantOK {
			t.Fatalf("%q (i=%v) on %q: %v, regexp %v", comp.patternString, comp.options.ignoreCase, input, gotOK, wantOK)
		}
		if !wantOK {
			continue
		}
		for i, g := range got.Groups {
			if g.Value != caps[i+1] || g.Matched != defined[i+1] {
				t.Fatalf("%q (i=%v) on %q: group %s = %q (%v), regexp %q (%v)", comp.patternString,
					comp.options.ignoreCase, input, g.Name, g.Value, g.Matched, caps[i+1], defined[i+1])
			}
		}
	}
}
