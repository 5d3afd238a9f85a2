package weburl

import (
	"errors"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// TestSortQuery: SortQuery orders the pairs as SearchParams.Sort does
// (which the WPT tests check) on every query of urltestdata.json, but keeps
// each pair as written, so that distinct queries stay distinct (issue 22).
func TestSortQuery(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://x/?b&a=/p,q", "https://x/?a=/p,q&b"},
		{"https://x/?q=%E9#f", "https://x/?q=%E9#f"},
		{"https://x/?b=2&a=1&&b=1&", "https://x/?a=1&b=2&b=1"},
		{"https://x/?%EF%BF%BD=1&%F0%9F%98%80=2", "https://x/?%F0%9F%98%80=2&%EF%BF%BD=1"},
		{"https://x/?+a=1&%20=2&b", "https://x/?%20=2&+a=1&b"},
		{"https://x/?", "https://x/"},
		{"https://x/", "https://x/"},
	} {
		u := mustParse(tc.in)
		u.SortQuery()
		if u.Href() != tc.want {
			t.Errorf("SortQuery(%q) = %q, want %q", tc.in, u.Href(), tc.want)
		}
	}
	n := 0
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		u, err := tc.parse()
		if err != nil || u.Search() == "" {
			continue
		}
		n++
		sorted := u.Clone()
		sorted.SortQuery()
		want := u.Clone().SearchParams()
		want.Sort()
		if got := sorted.SearchParams().String(); got != want.String() {
			t.Errorf("SortQuery(%q): the list is %q, Sort gives %q", u.Href(), got, want.String())
		}
		pieces := func(q string) []string {
			p := slices.DeleteFunc(strings.Split(strings.TrimPrefix(q, "?"), "&"), func(s string) bool { return s == "" })
			slices.Sort(p)
			return p
		}
		if !slices.Equal(pieces(sorted.Search()), pieces(u.Search())) {
			t.Errorf("SortQuery(%q) = %q: not the same pairs as written", u.Href(), sorted.Href())
		}
		if sorted.Hash() != u.Hash() || sorted.Pathname() != u.Pathname() {
			t.Errorf("SortQuery(%q) = %q changed more than the query", u.Href(), sorted.Href())
		}
	}
	t.Logf("%d queries of urltestdata.json sorted as Sort sorts them", n)
}

// TestDeleteQueryFunc: the pairs kept are kept as written.
func TestDeleteQueryFunc(t *testing.T) {
	isUTM := func(name, _ string) bool { return strings.HasPrefix(name, "utm_") }
	for _, tc := range []struct{ in, want string }{
		{"https://x/?utm_a=1&q=%E9&&utm%5Fb#f", "https://x/?q=%E9#f"},
		{"https://x/?b&&a=%41", "https://x/?b&&a=%41"}, // nothing removed: unchanged
		{"https://x/?utm_a=1", "https://x/"},
	} {
		u := mustParse(tc.in)
		u.DeleteQueryFunc(isUTM)
		if u.Href() != tc.want {
			t.Errorf("DeleteQueryFunc(utm_*) on %q = %q, want %q", tc.in, u.Href(), tc.want)
		}
	}
	u := mustParse("https://x/?a=1+2&b=%41")
	u.DeleteQueryFunc(func(_, value string) bool { return value == "1 2" })
	if u.Href() != "https://x/?b=%41" {
		t.Errorf("DeleteQueryFunc by decoded value: %q", u.Href())
	}
}

// TestCanonical: the canonical form drops the fragment and the pairs
// matching the patterns and sorts the rest, losslessly.
func TestCanonical(t *testing.T) {
	key := func(s string) string {
		c, err := mustParse(s).Canonical("utm_*", "fbclid")
		if err != nil {
			t.Fatal(err)
		}
		return c.Href()
	}
	same := [][2]string{
		{"https://x/p?b=2&a=1#top", "https://x/p?a=1&b=2"},
		{"https://x/p?utm_source=m&a=1&fbclid=9", "https://x/p?a=1"},
		{"https://x/p?utm_source=m", "https://x/p"},
	}
	for _, p := range same {
		if key(p[0]) != key(p[1]) {
			t.Errorf("Canonical: %q and %q differ: %q, %q", p[0], p[1], key(p[0]), key(p[1]))
		}
	}
	differ := [][2]string{
		{"https://x/?q=%E9", "https://x/?q=%E8"},
		{"https://x/?a=1&a=2", "https://x/?a=2&a=1"},
		{"https://x/?a=%41", "https://x/?a=A"},
	}
	for _, p := range differ {
		if key(p[0]) == key(p[1]) {
			t.Errorf("Canonical: %q and %q collapse into %q", p[0], p[1], key(p[0]))
		}
	}
	if got := key("https://x/p?b&a=/p,q#f"); got != "https://x/p?a=/p,q&b" {
		t.Errorf("Canonical = %q", got)
	}
	if _, err := mustParse("https://x/").Canonical("["); !errors.Is(err, path.ErrBadPattern) {
		t.Errorf("bad pattern: %v", err)
	}
	var nilURL *URL
	if c, err := nilURL.Canonical(); c != nil || err != nil {
		t.Errorf("nil URL: %v, %v", c, err)
	}
	if c, err := new(URL).Canonical(); c == nil || c.Href() != "" || err != nil {
		t.Errorf("zero URL: %v, %v", c, err)
	}
}
