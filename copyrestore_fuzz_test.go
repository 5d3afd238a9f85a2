package weburl

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// FuzzCopyRestore runs a random sequence of URL setters, SearchParams
// methods, value copies (*u, *sp) and restores, and checks after every step
// that every string returned so far still has the value it had when it was
// returned (Go strings are immutable: weburl must never write bytes a
// string it handed out points to), that every URL's record keeps its
// invariants (check), and that a URL's href is the serialization of its
// query object's list when that object is the URL's own. The program of
// issue 19 (copy a query object, append through the original, restore the
// URL, append through the copy) is one of these sequences. A detached
// SearchParams and its value copies are changed too, beside a plain model
// of each list (a slice of pairs changed as the standard says), and after
// every step each must hold its model's pairs: a copy is a list of its own.
func FuzzCopyRestore(f *testing.F) {
	f.Add([]byte{0, 2, 1, 6, 2, 3, 4, 7, 2, 5, 9}, "https://x.example/?a=1")
	f.Add([]byte{10, 2, 6, 2, 8, 11, 2, 5, 9, 9}, "https://x.example/?a=%41%42%43%44%45%46%47%48%49%4A")
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, "https://u:p@x.example:8080/p?q#f")
	f.Add([]byte{2, 2, 2, 4, 2, 2, 5, 2, 9, 12, 13, 2, 6, 5, 7}, "http://h/?#frag")
	f.Add([]byte{14, 2, 15, 4, 3, 5, 8, 9}, "sc:opaque?x=1#y")
	// A detached list and its copy, each changed after the copy was made.
	f.Add([]byte{200, 208, 200, 201, 200, 208, 202, 203, 204, 206, 210, 211, 212, 213, 200, 201}, "https://x.example/?a=1")
	f.Fuzz(func(t *testing.T, ops []byte, href string) {
		if len(ops) > 200 {
			ops = ops[:200]
		}
		u, err := Parse(href)
		if err != nil {
			return
		}
		r := copyRestoreRun{t: t, u: u, sp: u.SearchParams(), det: NewSearchParams("a=%41&b=2")}
		r.detModel = [][2]string{{"a", "A"}, {"b", "2"}}
		for i, op := range ops {
			r.step(op, i)
			r.verify(op, i)
		}
	})
}

// copyRestoreRun is the state of one FuzzCopyRestore sequence.
type copyRestoreRun struct {
	t       *testing.T
	u       *URL          // the URL the steps change
	sp      *SearchParams // u's query object
	urlCopy URL           // the last *u copy
	spCopy  SearchParams  // the last *sp copy
	copied  bool          // urlCopy and spCopy hold copies
	strs    []string      // every string returned so far
	want    []string      // a copy of each, taken when it was returned

	det                 *SearchParams // a detached list
	detCopy             SearchParams  // the last *det copy
	detModel, copyModel [][2]string   // the pairs that det and detCopy must hold
}

// keep records a string returned by weburl with a copy of its bytes.
func (r *copyRestoreRun) keep(s string) {
	r.strs = append(r.strs, s)
	r.want = append(r.want, strings.Clone(s))
}

var copyRestoreValues = []string{"", "a", "b=2", "%41", "é", "#x", "?y", "x y&z", "/p/../q", "1"}

func (r *copyRestoreRun) step(op byte, i int) {
	v := copyRestoreValues[(int(op)/16+i)%len(copyRestoreValues)]
	if op >= 200 { // the detached list and its copy
		r.detachedStep(op, v)
		return
	}
	switch op % 16 {
	case 0, 1: // a setter by the attribute table
		attrs := Attributes()
		name := attrs[(int(op)+i)%len(attrs)]
		r.u.Set(name, v, nil)
	case 2, 3: // Append through the query object
		r.sp.Append(v, strings.Repeat("v", i%7))
	case 4: // copy the URL and its query object
		r.urlCopy, r.spCopy, r.copied = *r.u, *r.sp, true
	case 5: // restore the URL
		if r.copied {
			*r.u = r.urlCopy
		}
	case 6: // append through the copied query object
		if r.copied {
			r.spCopy.Append("c"+v, "copy")
			r.keep(r.spCopy.String())
			r.keep(r.spCopy.Get("c" + v))
		}
	case 7: // restore the query object
		if r.copied {
			*r.sp = r.spCopy
		}
	case 8:
		r.sp.Set(v, "set")
	case 9:
		r.sp.Delete(v)
	case 10:
		r.sp.Sort()
	case 11:
		r.u.SetSearch(v)
	case 12:
		r.u.SetHash(v)
	case 13: // a fresh query object from a string, copied and appended to
		sp := NewSearchParams(r.u.Search())
		sp.Append("k", v)
		sp2 := *sp
		sp.Append("x", "1")
		r.keep(sp.Get("x"))
		sp2.Append("yy", "2")
		r.keep(sp2.String())
	case 14:
		r.sp.DeleteValue(v, "")
	case 15: // a clone, changed on its own
		c := r.u.Clone()
		c.SearchParams().Append("clone", v)
		r.keep(c.Href())
	}
	r.keep(r.u.Href())
	r.keep(r.u.Search())
	r.keep(r.u.Hash())
	r.keep(r.sp.String())
	for name := range r.sp.Keys() {
		r.keep(r.sp.Get(name))
		break
	}
}

// detachedStep changes the detached list or its copy, and their models.
func (r *copyRestoreRun) detachedStep(op byte, v string) {
	s, m := r.det, &r.detModel
	if op%2 == 1 {
		s, m = &r.detCopy, &r.copyModel
	}
	switch (op - 200) / 2 % 7 {
	case 0:
		s.Append(v, "x")
		*m = append(*m, [2]string{v, "x"})
	case 1:
		s.Delete(v)
		*m = slices.DeleteFunc(slices.Clone(*m), func(p [2]string) bool { return p[0] == v })
	case 2:
		s.Set(v, "set")
		*m = modelSet(*m, v, "set")
	case 3:
		s.Sort()
		*m = slices.Clone(*m)
		slices.SortStableFunc(*m, func(a, b [2]string) int {
			return slices.Compare(utf16.Encode([]rune(a[0])), utf16.Encode([]rune(b[0])))
		})
	case 4: // copy det
		r.detCopy, r.copyModel = *r.det, slices.Clone(r.detModel)
	case 5: // restore det from the copy
		*r.det, r.detModel = r.detCopy, slices.Clone(r.copyModel)
	case 6: // a long value, so that the buffer compacts after a few changes
		s.Set("long", strings.Repeat(v+"-", 300))
		*m = modelSet(*m, "long", strings.Repeat(v+"-", 300))
	}
	r.keep(s.String())
	r.keep(s.Get(v))
}

// modelSet is the standard's set on a plain list: the first pair named
// name gets value and the others named name go; with none, (name, value)
// is appended.
func modelSet(m [][2]string, name, value string) [][2]string {
	var out [][2]string
	found := false
	for _, p := range m {
		switch {
		case p[0] != name:
			out = append(out, p)
		case !found:
			out, found = append(out, [2]string{name, value}), true
		}
	}
	if !found {
		out = append(out, [2]string{name, value})
	}
	return out
}

func (r *copyRestoreRun) verify(op byte, i int) {
	t := r.t
	for _, l := range []struct {
		name  string
		s     *SearchParams
		model [][2]string
	}{{"detached list", r.det, r.detModel}, {"its copy", &r.detCopy, r.copyModel}} {
		var got [][2]string
		for name, value := range l.s.All() {
			got = append(got, [2]string{name, value})
		}
		if !slices.Equal(got, l.model) {
			t.Fatalf("step %d (op %d): the %s holds %q, want %q", i, op, l.name, got, l.model)
		}
	}
	for j := range r.strs {
		if r.strs[j] != r.want[j] {
			t.Fatalf("step %d (op %d): string %d returned earlier changed from %q to %q", i, op%16, j, r.want[j], r.strs[j])
		}
	}
	if err := r.u.check(); err != nil {
		t.Fatalf("step %d (op %d): %v", i, op%16, err)
	}
	if r.copied {
		if err := r.urlCopy.check(); err != nil {
			t.Fatalf("step %d (op %d): the copy: %v", i, op%16, err)
		}
	}
	// The query object of u shows u's query.
	if got, want := r.u.SearchParams().String(), NewSearchParams(r.u.Search()).String(); got != want {
		t.Fatalf("step %d (op %d): query object %q, query %q parses to %q", i, op%16, got, r.u.Search(), want)
	}
	if len(r.strs) > 4000 {
		r.strs, r.want = r.strs[len(r.strs)-2000:], r.want[len(r.want)-2000:]
	}
}
