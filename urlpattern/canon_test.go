package urlpattern

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl"
)

// TestCanonicalAsIs: a value that canonicalization takes as it is without
// parsing (protocolAsIs, hostnameAsIs, pathnameAsIs, ...) is one that the
// URL parser, run as the standard's canonicalize steps run it on the
// dummy URL, gives back unchanged; on random values of the characters
// that matter to each.
func TestCanonicalAsIs(t *testing.T) {
	dummy := func() *weburl.URL {
		u, err := weburl.Parse(dummyInput)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	checks := []struct {
		name   string
		asIs   func(string) bool
		parsed func(string) (string, bool) // the standard's steps on weburl
		pieces []string
	}{
		{"protocol", protocolAsIs, func(v string) (string, bool) {
			u, err := weburl.Parse(v + "://dummy.invalid/")
			return u.Scheme(), err == nil
		}, []string{"a", "H", "t", "1", "+", "-", ".", "é", "_", ":", "%"}},
		{"hostname", hostnameAsIs, func(v string) (string, bool) {
			u := dummy()
			err := u.SetHostname(v)
			return u.Hostname(), err == nil
		}, []string{"a", "B", "x", "n", "xn--", "xn--a", "0x", "0", "1", "f", ".", "..", "-", "_", "é", ":", "%41", " ", "[", "]"}},
		{"pathname", pathnameAsIs, func(v string) (string, bool) {
			u := dummy()
			modified := v
			if v[0] != '/' {
				modified = "/-" + v
			}
			err := u.SetPathname(modified)
			got := u.Pathname()
			if v[0] != '/' {
				got = got[min(2, len(got)):]
			}
			return got, err == nil
		}, []string{"/", "a", "B", ".", "..", "%2e", "%2E", "%", "%41", "\\", " ", "?", "#", "^", "`", "{", "}", "|", ":", "@", "'", "\"", "<", ">", "é", "\t", "~"}},
		{"search", func(v string) bool { return allIn(v, &searchAsIs) }, func(v string) (string, bool) {
			u := dummy()
			u.SetSearch("?" + v)
			return strings.TrimPrefix(u.Search(), "?"), true
		}, []string{"a", "?", "&", "=", "#", "'", "\"", " ", "%", "%2", "<", ">", "`", "{", "^", "é", "\n", "\\", "/"}},
		{"hash", func(v string) bool { return allIn(v, &hashAsIs) }, func(v string) (string, bool) {
			u := dummy()
			u.SetHash("#" + v)
			return strings.TrimPrefix(u.Hash(), "#"), true
		}, []string{"a", "?", "#", "'", "\"", " ", "%", "<", ">", "`", "{", "^", "é", "\r", "\\", "/"}},
		{"port", func(v string) bool { _, ok := portAsIs(v); return ok }, func(v string) (string, bool) {
			n, err := strconv.Atoi(v)
			return strconv.Itoa(n), err == nil && n >= 0 && n <= 65535
		}, []string{"0", "1", "5", "6", "9", "+", "-", " ", "a"}},
	}
	rng := rand.New(rand.NewPCG(26, 1))
	for _, c := range checks {
		asIs := 0
		for range 20000 {
			var b strings.Builder
			for n := rng.IntN(7); n >= 0; n-- {
				b.WriteString(c.pieces[rng.IntN(len(c.pieces))])
			}
			v := b.String()
			if !c.asIs(v) {
				continue
			}
			asIs++
			if got, ok := c.parsed(v); !ok || got != v {
				t.Errorf("%s %q: taken as it is, but the URL parser gives %q (ok %v)", c.name, v, got, ok)
			}
		}
		if asIs < 1000 {
			t.Errorf("%s: only %d values taken as they are", c.name, asIs)
		}
	}
}

// TestPlainPatternString: the part list that parsePlainPatternString
// gives without tokenizing is the parser's, and so is its error, for
// every component's encoding callback and options, on random pattern
// strings with and without the characters the tokenizer reads.
func TestPlainPatternString(t *testing.T) {
	callbacks := []struct {
		name   string
		encode encodingCallback
		opts   options
	}{
		{"protocol", canonicalizeProtocol, defaultOptions},
		{"username", canonicalizeUsername, defaultOptions},
		{"hostname", canonicalizeHostname, hostnameOptions},
		{"ipv6", canonicalizeIPv6Hostname, hostnameOptions},
		{"port", func(v string) (string, error) { return canonicalizePort(v, "") }, defaultOptions},
		{"pathname", canonicalizePathname, pathnameOptions},
		{"opaque", canonicalizeOpaquePathname, defaultOptions},
		{"search", canonicalizeSearch, defaultOptions},
		{"hash", canonicalizeHash, options{ignoreCase: true}},
	}
	pieces := []string{"a", "B", "1", "/", ".", "-", " ", "%", "é", "\t", "[", "]", "*", ":", "x", "?", "+", "(", ")", "{", "}", "\\"}
	rng := rand.New(rand.NewPCG(26, 2))
	plain := 0
	for range 20000 {
		var b strings.Builder
		for n := rng.IntN(6); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		input := b.String()
		for _, c := range callbacks {
			got, ok, gotErr := parsePlainPatternString(input, c.encode)
			if !ok {
				continue
			}
			plain++
			want, wantErr := parsePatternString(input, c.opts, c.encode)
			if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
				t.Fatalf("%s %q: %v, %v; the parser gives %v, %v", c.name, input, got, gotErr, want, wantErr)
			}
		}
	}
	if plain < 10000 {
		t.Errorf("only %d plain pattern strings", plain)
	}
}
