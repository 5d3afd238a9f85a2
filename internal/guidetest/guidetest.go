// Package guidetest holds what the tests behind the guides (MIGRATING.md,
// SECURITY.md) share: their assertions, parsing that must succeed, and the
// check that a guide's entries and its tests name the same things. The
// tests of the weburl module and of the security module (security/, a
// module of its own) import it.
package guidetest

import (
	"bufio"
	"net/url"
	"os"
	"slices"
	"testing"

	"github.com/weburl/weburl"
)

// Same fails the test when got != want.
func Same[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %#v, want %#v", what, got, want)
	}
}

// NetParse is url.Parse that must succeed.
func NetParse(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatalf("url.Parse(%q): %v", s, err)
	}
	return u
}

// WebParse is weburl.Parse that must succeed.
func WebParse(t *testing.T, s string) *weburl.URL {
	t.Helper()
	u, err := weburl.Parse(s)
	if err != nil {
		t.Fatalf("weburl.Parse(%q): %v", s, err)
	}
	return u
}

// ReadGuide calls fn with each line of the Markdown file name.
func ReadGuide(t *testing.T, name string, fn func(line string)) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fn(sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// SameEntries checks that the entries a guide lists (what: its name and
// kind of entry) and the names of the tests that back them are the same
// set, with no entry twice.
func SameEntries(t *testing.T, what string, guide, tests []string) {
	t.Helper()
	guide, tests = slices.Sorted(slices.Values(guide)), slices.Sorted(slices.Values(tests))
	for _, g := range guide {
		if _, ok := slices.BinarySearch(tests, g); !ok {
			t.Errorf("%s %q has no test", what, g)
		}
	}
	for _, n := range tests {
		if _, ok := slices.BinarySearch(guide, n); !ok {
			t.Errorf("test of %s %q is not in the guide", what, n)
		}
	}
	if c := slices.Compact(slices.Clone(guide)); len(c) != len(guide) {
		t.Errorf("%s: an entry stands twice", what)
	}
}
