package urlpattern

import (
	"errors"
	"testing"

	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// TestPropertyEscapes checks patterns with Unicode property escapes as
// Chromium 156's URLPattern answers them (scripts/urlpattern-chromium.html,
// run in headless Chromium 156.0.8078.108, Debian's package: new
// URLPattern(...).exec(...), and for the rows given as a raw component the
// component's regular expression in Chromium's RegExp with the v flag, as
// URLPattern runs it).
//
// A pathname is matched as the URL parser writes it, percent-encoded, so
// \p{Emoji_Presentation} finds no emoji in https://h/😀 (its pathname is
// /%F0%9F%98%80) in Chromium either; ExecComponents, which takes the
// components as given, shows the escape matching the code points.
func TestPropertyEscapes(t *testing.T) {
	for _, c := range []struct {
		pathname   string
		ignoreCase bool
		input      string // a URL, or with raw the pathname component itself
		raw        bool
		want       string // the group x, or "-" for no match
	}{
		{`/:x(\p{Emoji_Presentation}+)`, false, "https://h/\U0001F600", false, "-"},
		{`/:x(\p{Emoji_Presentation}+)`, false, "https://h/%F0%9F%98%80", false, "-"},
		{`/:x(\p{Emoji_Presentation}+)`, false, "/\U0001F600\U0001F680", true, "\U0001F600\U0001F680"},
		{`/:x(\p{Emoji_Presentation}+)`, false, "/\u231A\u2764", true, "-"}, // U+2764 is Emoji but not Emoji_Presentation
		{`/:x(\p{EPres}+)`, false, "/\u231A", true, "\u231A"},
		{`/:x(\p{Emoji}+)`, false, "https://h/1*2", false, "1*2"},
		{`/:x(\p{RGI_Emoji}+)`, false, "/\U0001F468\u200D\U0001F469\u200D\U0001F467\U0001F44D\U0001F3FD", true,
			"\U0001F468\u200D\U0001F469\u200D\U0001F467\U0001F44D\U0001F3FD"},
		{`/:x(\p{RGI_Emoji}+)`, false, "https://h/abc", false, "-"},
		{`/:x([\p{RGI_Emoji_Flag_Sequence}\q{ab}]+)`, false, "https://h/abab", false, "abab"},
		{`/:x(\p{Lu}+)`, true, "https://h/abc", false, "abc"},
		{`/:x(\P{Lu}+)`, true, "https://h/abc", false, "-"},
		{`/:x(\p{Script=Greek}+)`, false, "/\u03B1\u03B2", true, "\u03B1\u03B2"},
		{`/:x(\p{Script_Extensions=Latn}+)`, false, "https://h/abc", false, "abc"},
		{`/:x(\p{XID_Continue}+)`, false, "https://h/a_1", false, "a_1"},
		{`/:x(\p{ASCII_Hex_Digit}+)`, false, "https://h/c0ffee", false, "c0ffee"},
	} {
		p, err := NewFromInit(Init{Pathname: &c.pathname}, Options{IgnoreCase: c.ignoreCase})
		if err != nil {
			t.Errorf("%s: %v", c.pathname, err)
			continue
		}
		var r *Result
		if c.raw {
			var v Components
			v[Pathname] = c.input
			r = p.ExecComponents(&v)
		} else {
			r = p.Exec(c.input)
		}
		got := "-"
		if r != nil {
			got, _ = r.Pathname.Group("x")
		}
		if got != c.want {
			t.Errorf("%s (ignoreCase %v) on %q: x = %q, want %q", c.pathname, c.ignoreCase, c.input, got, c.want)
		}
	}
}

// TestPropertyEscapeErrors checks the patterns whose regular expression
// ECMA-262 rejects (Chromium 156 throws a TypeError for each, by
// scripts/urlpattern-chromium.html): an unknown
// property name, \P of a property of strings, a negated class that may
// contain strings. They are syntax errors, not unsupported expressions.
func TestPropertyEscapeErrors(t *testing.T) {
	for _, pathname := range []string{
		`/:x(\p{Emoji_Presentation=Yes}+)`,
		`/:x(\p{emoji}+)`,
		`/:x(\p{Script=latin}+)`,
		`/:x(\P{RGI_Emoji})`,
		`/:x([^\p{RGI_Emoji}])`,
		`/:x([^\q{ab}])`,
	} {
		_, err := NewFromInit(Init{Pathname: &pathname}, Options{})
		var e *Error
		if !errors.As(err, &e) || e.Reason != ReasonRegexp || errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v, want an error with ReasonRegexp", pathname, err)
		}
	}
}

// TestUnicodeVersion checks that UnicodeVersion is the version of the
// tables the regular expressions use.
func TestUnicodeVersion(t *testing.T) {
	if UnicodeVersion != ecmare.UnicodeVersion {
		t.Errorf("UnicodeVersion = %q, the tables' %q", UnicodeVersion, ecmare.UnicodeVersion)
	}
}
