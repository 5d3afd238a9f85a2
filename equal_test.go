package weburl

import (
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// TestEqualOperator: == on URL values means the same URL (the same href),
// whatever made them, so that a URL is a map key (issue 22): a URL changed
// by each setter of setters_tests.json, or through its SearchParams, is ==
// to the parse of its href.
func TestEqualOperator(t *testing.T) {
	c := mustParse("https://x/?a=1")
	d := mustParse("https://x/?a=1&b=2")
	c.SearchParams().Append("b", "2")
	if *c != *d || !c.Equal(d) {
		t.Errorf("after Append: *c == *d is %v, Equal %v; want true, true", *c == *d, c.Equal(d))
	}
	seen := map[URL]int{*d: 1}
	if seen[*c] != 1 {
		t.Errorf("map[URL] lookup of %q missed", c.Href())
	}

	same := func(what string, u *URL) {
		t.Helper()
		r, err := Parse(u.Href())
		if err != nil {
			t.Errorf("%s: the href %q does not parse: %v", what, u.Href(), err)
			return
		}
		if *u != *r {
			t.Errorf("%s: %+v != the parse of its href %+v", what, u.record, r.record)
		}
	}
	n := 0
	for _, sc := range loadSetterCases(t) {
		u, err := Parse(sc.Href)
		if err != nil {
			continue
		}
		u.Set(sc.attr, sc.NewValue, nil)
		same(sc.attr+" = "+sc.NewValue+" on "+sc.Href, u)
		n++
	}
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		u, err := tc.parse()
		if err != nil {
			continue
		}
		sp := u.SearchParams()
		sp.Append("z", "1 2")
		same("Append on "+tc.Href, u)
		sp.Sort()
		same("Sort on "+tc.Href, u)
		v := *u
		v.SearchParams().Delete("z")
		same("Delete on a copy of "+tc.Href, &v)
		same("the original of the copy of "+tc.Href, u)
		n += 4
	}
	t.Logf("%d URLs compared with ==", n)
}
