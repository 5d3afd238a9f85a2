package weburl

import (
	"strings"
	"testing"
)

// TestDeleteFunc: DeleteFunc removes every pair it is asked to, where
// deleting inside a range over Keys skips pairs (issue 22), and leaves the
// URL unchanged when it removes none.
func TestDeleteFunc(t *testing.T) {
	const href = "https://x.example/?utm_source=a&utm_medium=b&id=7&utm_campaign=c&q=%E9#f"
	u := mustParse(href)
	u.SearchParams().DeleteFunc(func(name, _ string) bool { return strings.HasPrefix(name, "utm_") })
	if got, want := u.Href(), "https://x.example/?id=7&q=%EF%BF%BD#f"; got != want {
		t.Errorf("DeleteFunc(utm_*) = %q, want %q", got, want)
	}
	// The same loop over Keys skips the pair after each one deleted, as
	// the documentation of All says.
	v := mustParse(href)
	sp := v.SearchParams()
	for k := range sp.Keys() {
		if strings.HasPrefix(k, "utm_") {
			sp.Delete(k)
		}
	}
	if got := v.SearchParams().Has("utm_medium"); !got {
		t.Errorf("deleting inside range over Keys removed every utm_ pair: %q; All's doc says it skips", v.Href())
	}
	// Nothing removed: nothing changed, not even the encoding.
	w := mustParse(href)
	w.SearchParams().DeleteFunc(func(name, value string) bool { return name == "none" })
	if w.Href() != href {
		t.Errorf("DeleteFunc removing nothing changed %q to %q", href, w.Href())
	}
	// By value, and on a list of no URL.
	l := NewSearchParams("a=1&b=2&a=3&c=1")
	l.DeleteFunc(func(_, value string) bool { return value == "1" })
	if got := l.String(); got != "b=2&a=3" {
		t.Errorf("DeleteFunc(value 1) = %q, want b=2&a=3", got)
	}
	var nilSP *SearchParams
	nilSP.DeleteFunc(func(string, string) bool { return true })
	l.DeleteFunc(nil)
}
