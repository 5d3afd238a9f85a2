package weburl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// TestMakeRelative: MakeRelative inverts (*URL).Parse on the examples of
// RFC 3986 section 5.4.1 (each reference's target, back to a reference),
// and on every pair of the URLs of urltestdata.json and of the bench
// lists: the reference resolves against the base to the target, and is
// never longer than the target's href.
func TestMakeRelative(t *testing.T) {
	base := mustParse("http://a/b/c/d;p?q")
	for _, tc := range []struct{ target, want string }{
		{"http://a/b/c/g", "g"},
		{"http://a/b/c/g/", "g/"},
		{"http://a/g", "/g"},
		{"http://a/b/c/d;p?y", "?y"},
		{"http://a/b/c/g?y", "g?y"},
		{"http://a/b/c/d;p?q#s", "#s"},
		{"http://a/b/c/g#s", "g#s"},
		{"http://a/b/c/;x", ";x"},
		{"http://a/b/c/d;p?q", ""},
		{"http://a/b/c/", "./"},
		{"http://a/b/", "../"},
		{"http://a/b/g", "../g"},
		{"http://a/", "/"},
		{"http://g/", "//g/"},
		{"http://a/b/c/g:h", "./g:h"},
		{"http://a/b/c//g", ".//g"},
		{"http://a/b/c/d;p", "d;p"},
		{"https://a/b/c/g", "https://a/b/c/g"},
		{"http://u:p@a/b/c/g", "//u:p@a/b/c/g"},
	} {
		if got := base.MakeRelative(mustParse(tc.target)); got != tc.want {
			t.Errorf("MakeRelative(%q) against %q = %q, want %q", tc.target, base.Href(), got, tc.want)
		}
	}
	var nilURL *URL
	if got := nilURL.MakeRelative(base); got != base.Href() {
		t.Errorf("nil base: %q", got)
	}
	if got := base.MakeRelative(nil); got != "" {
		t.Errorf("nil target: %q", got)
	}

	var wpt []*URL
	seen := map[string]bool{}
	add := func(list *[]*URL, s string) {
		if u, err := Parse(s); err == nil && !seen[u.Href()] {
			seen[u.Href()] = true
			*list = append(*list, u)
		}
	}
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		if !tc.Failure {
			add(&wpt, tc.Href)
		}
		if tc.Base != nil {
			add(&wpt, *tc.Base)
		}
	}
	pairs, shorter := checkMakeRelative(t, wpt, wpt)
	t.Logf("urltestdata.json: %d URLs, %d pairs resolve back; %d references shorter than the href", len(wpt), pairs, shorter)

	var bench []*URL
	for _, name := range []string{"kasztp", "userbait", "node_files", "hard"} {
		data, err := os.ReadFile(filepath.Join("testdata", "bench", name+".txt"))
		if err != nil {
			t.Logf("skipping the bench lists: %v (fetch them with: go run ./internal/fetchtestdata)", err)
			return
		}
		for _, line := range strings.Split(string(data), "\n") {
			add(&bench, line)
		}
	}
	// Each bench URL against the next 8: neighbours in a list share hosts
	// and paths, where relative references are made.
	total, short := 0, 0
	for i := range bench {
		p, s := checkMakeRelative(t, bench[i:i+1], bench[i+1:min(i+9, len(bench))])
		total, short = total+p, short+s
	}
	t.Logf("bench lists: %d URLs, %d pairs resolve back; %d references shorter than the href", len(bench), total, short)
}

// checkMakeRelative checks MakeRelative for each base in bases and target
// in targets; it returns how many pairs it checked and how many references
// were shorter than the target's href.
func checkMakeRelative(t *testing.T, bases, targets []*URL) (pairs, shorter int) {
	t.Helper()
	for _, b := range bases {
		for _, target := range targets {
			ref := b.MakeRelative(target)
			r, err := b.Parse(ref)
			if err != nil || r.Href() != target.Href() || len(ref) > len(target.Href()) {
				t.Errorf("MakeRelative(%q) against %q = %q, which resolves to %v, %v", target.Href(), b.Href(), ref, r, err)
				continue
			}
			pairs++
			if len(ref) < len(target.Href()) {
				shorter++
			}
		}
	}
	return pairs, shorter
}
