package weburl

// Regression tests for the API revision before v1: each bug it fixed and
// each decision it made, with the input that showed the bug.

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/weburl/weburl/queryencoding"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"net/url"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// TestZeroURLAsBase: a zero URL used as a base panicked in
// builder.copyScheme. A zero URL is no base: a relative reference fails as
// with no base at all, and an absolute one parses.
func TestZeroURLAsBase(t *testing.T) {
	parsers := map[string]func(string) (*URL, error){
		"(&URL{}).Parse":                      (&URL{}).Parse,
		"(*URL)(nil).Parse":                   (*URL)(nil).Parse,
		"ParseOptions{Base: &URL{}}.Parse":    ParseOptions{Base: &URL{}}.Parse,
		"(&ParseOptions{Base: &URL{}}).Parse": (&ParseOptions{Base: &URL{}}).Parse,
	}
	for name, parse := range parsers {
		for _, rel := range []string{"foo", "", "#x", "?q", "//host/", "/path"} {
			if u, err := parse(rel); !errors.Is(err, ErrMissingSchemeNonRelativeURL) {
				t.Errorf("%s(%q) = %v, %v; want ErrMissingSchemeNonRelativeURL", name, rel, u, err)
			}
		}
		if u, err := parse("https://example.com/a"); err != nil || u.Href() != "https://example.com/a" {
			t.Errorf("%s(absolute) = %v, %v", name, u, err)
		}
	}
}

// exportedFuncs lists the package's exported functions (not methods) and
// types, read from its source files, so that TestNoPanicOnZeroValues cannot
// miss one.
func exportedFuncs(t *testing.T) (funcs, types []string) {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.IsExported() {
				funcs = append(funcs, fd.Name.Name)
			}
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, spec := range gd.Specs {
					if ts := spec.(*ast.TypeSpec); ts.Name.IsExported() {
						types = append(types, ts.Name.Name)
					}
				}
			}
		}
	}
	slices.Sort(funcs)
	slices.Sort(types)
	return funcs, types
}

// callAll calls every exported method of v (a value of some type, or a
// pointer to one) with zero arguments, and consumes any iterator it
// returns. It reports a panic as an error. Methods in skip are left out.
func callAll(t *testing.T, what string, v reflect.Value, skip func(reflect.Method) bool) {
	t.Helper()
	typ := v.Type()
	for i := 0; i < typ.NumMethod(); i++ {
		m := typ.Method(i)
		if skip != nil && skip(m) {
			continue
		}
		args := []reflect.Value{v}
		for j := 1; j < m.Type.NumIn(); j++ {
			args = append(args, reflect.Zero(m.Type.In(j)))
		}
		call := m.Func.Call
		if m.Type.IsVariadic() {
			call = m.Func.CallSlice
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s.%s with zero arguments panics: %v", what, m.Name, r)
				}
			}()
			for _, out := range call(args) {
				consumeIterator(out)
			}
		}()
	}
}

// consumeIterator ranges over out when it is an iter.Seq or iter.Seq2.
func consumeIterator(out reflect.Value) {
	if out.Kind() != reflect.Func || out.IsNil() || out.Type().NumIn() != 1 {
		return
	}
	yieldType := out.Type().In(0)
	yield := reflect.MakeFunc(yieldType, func([]reflect.Value) []reflect.Value {
		return []reflect.Value{reflect.ValueOf(true)}
	})
	out.Call([]reflect.Value{yield})
}

// TestNoPanicOnZeroValues calls every exported function and method on zero
// values, and every method with a pointer receiver on a nil pointer: none
// may panic. (Methods with a value receiver cannot be called on a nil
// pointer in Go at all: the call dereferences it.)
func TestNoPanicOnZeroValues(t *testing.T) {
	funcs := map[string]func(){
		"Parse":                    func() { Parse("") },
		"ParseWithBase":            func() { ParseWithBase("", "") },
		"CanParse":                 func() { CanParse("") },
		"CanParseWithBase":         func() { CanParseWithBase("", "") },
		"NewSearchParams":          func() { NewSearchParams("").Append("", "") },
		"NewSearchParamsFromPairs": func() { NewSearchParamsFromPairs(nil).Sort() },
		"NewSearchParamsFromSeq":   func() { NewSearchParamsFromSeq(nil).Delete("") },
		"NewSearchParamsLimit":     func() { NewSearchParamsLimit("", 0) },
		"DomainToUnicode":          func() { DomainToUnicode(""); DomainToUnicode("xn--") },
		"EncodingForLabel":         func() { queryencoding.ForLabel("") },
		"DefaultPort":              func() { DefaultPort("") },
		"DomainToASCII":            func() { DomainToASCII("", false) },
		"ParseHost":                func() { ParseHost("", false); ParseHost("", true) },
		"FromNetURL":               func() { FromNetURL(nil) },
		"ParseRef":                 func() { ParseRef(nil, ""); ParseRef(&url.URL{}, "%") },
		"ParseURLEncoded":          func() { ParseURLEncoded("") },
		"SerializeURLEncoded":      func() { SerializeURLEncoded(nil, nil) },
		"PercentEncode":            func() { PercentEncode("", 0) },
		"PercentDecode":            func() { PercentDecode("") },
		"FileURL":                  func() { FileURL("", 0) },
		"IsValidURLString":         func() { IsValidURLString("", nil); IsValidURLString("", &URL{}) },
		"IsValidHostString":        func() { IsValidHostString(""); IsValidHostString("[]") },
		"IsValidDomain":            func() { IsValidDomain("") },
		"IsValidIPv4AddressString": func() { IsValidIPv4AddressString("") },
		"IsValidIPv6AddressString": func() { IsValidIPv6AddressString(""); IsValidIPv6AddressString("::") },
		"IsValidOpaqueHostString":  func() { IsValidOpaqueHostString(""); IsValidOpaqueHostString("%") },
		"IsValidURLSchemeString":   func() { IsValidURLSchemeString("") },
		"IsURLPortString":          func() { IsURLPortString("") },
		"Attributes":               func() { Attributes() },
		"Build":                    func() { Build(Parts{}) },
		"ParseTopDomains":          func() { ParseTopDomains(""); ParseTopDomains("1.2.3.4\n%") },
	}
	exported, types := exportedFuncs(t)
	for _, name := range exported {
		f, ok := funcs[name]
		if !ok {
			t.Errorf("exported function %s is not called here: add it", name)
			continue
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s with zero arguments panics: %v", name, r)
				}
			}()
			f()
		}()
	}

	valueMethod := func(typ reflect.Type) func(reflect.Method) bool {
		return func(m reflect.Method) bool { _, ok := typ.MethodByName(m.Name); return ok }
	}
	zeros := []any{&URL{}, &SearchParams{}, &Origin{}, &ParseOptions{}, &ParseError{}, &SetterError{},
		new(ValidationError), new(Refusal), &Host{}, new(HostKind), new(PercentEncodeSet), new(PathStyle),
		new(FilePathReason), &FilePathError{}, &ValidationErrorAt{}, &Site{}, new(PublicSuffixList), &Parts{},
		&TooManyQueryParamsError{}, &HostLabel{}, &RenderOptions{}, &TopDomains{}, &TopDomainsError{}}
	for _, name := range types {
		if !slices.ContainsFunc(zeros, func(z any) bool { return reflect.TypeOf(z).Elem().Name() == name }) {
			t.Errorf("exported type %s is not called here: add its zero value", name)
		}
	}
	for _, z := range zeros {
		v := reflect.ValueOf(z)
		callAll(t, "zero "+v.Type().Elem().Name(), v, nil)
		nilPtr := reflect.Zero(v.Type())
		callAll(t, "nil "+v.Type().String(), nilPtr, valueMethod(v.Type().Elem()))
	}

	// And with a real value beside a zero or nil one.
	u := mustParse("https://example.com/")
	for _, other := range []*URL{nil, {}} {
		if u.Equal(other) || other.Equal(u) || u.EqualExcludingFragments(other) || other.EqualExcludingFragments(u) {
			t.Errorf("a URL equals %#v", other)
		}
	}
	if !(*URL)(nil).Equal(nil) || !(&URL{}).Equal(&URL{}) {
		t.Errorf("nil or zero URLs are not equal to themselves")
	}
}

// TestSettersOnZeroAndNil: every setter but SetSearch and SetHash reports
// ErrZeroURL on a zero URL or nil, and changes nothing; SetHref on a zero
// URL makes it a URL.
func TestSettersOnZeroAndNil(t *testing.T) {
	for _, u := range []*URL{nil, {}} {
		for _, name := range setterNames {
			if name == "href" && u != nil {
				continue
			}
			err := setters[name](u, "https://x/")
			if name != "search" && name != "hash" && !errors.Is(err, ErrZeroURL) {
				t.Errorf("%s on %#v: %v, want ErrZeroURL", name, u, err)
			}
			if u.Href() != "" {
				t.Errorf("%s changed a zero URL to %q", name, u.Href())
			}
		}
	}
	var z URL
	if err := z.SetHref("https://example.com/"); err != nil || z.Href() != "https://example.com/" {
		t.Errorf("SetHref on the zero URL: %v, %q", err, z.Href())
	}
}

// TestCopiesAreIndependent: after v := *u, changing v's query object
// changed u's href and not v's, because both shared u's query object.
func TestCopiesAreIndependent(t *testing.T) {
	for _, early := range []bool{false, true} {
		u := mustParse("https://example.com/p?a=1")
		if early {
			u.SearchParams().Append("x", "y") // u owns a query object before the copy
		}
		before := u.Href()
		v := *u
		v.SearchParams().Append("b", "2")
		if u.Href() != before {
			t.Errorf("early %v: changing the copy's SearchParams changed the original: %q", early, u.Href())
		}
		if want := before + "&b=2"; v.Href() != want {
			t.Errorf("early %v: copy's href %q, want %q", early, v.Href(), want)
		}
		if u.SearchParams().Has("b") || !v.SearchParams().Has("b") {
			t.Errorf("early %v: query objects shared between copies", early)
		}

		// The other way: the original's changes, including appends
		// written in place after its href, leave the copy as it was.
		w := *u
		wantW := w.Href()
		for i := 0; i < 10; i++ {
			u.SearchParams().Append("c", fmt.Sprint(i))
		}
		u.SetHash("h")
		u.SetSearch("z=9")
		if w.Href() != wantW || w.SearchParams().Has("c") || w.SearchParams().Has("z") {
			t.Errorf("early %v: changing the original changed the copy: %q", early, w.Href())
		}
		if got := u.SearchParams().Get("z"); got != "9" {
			t.Errorf("early %v: original's query object after SetSearch: z = %q", early, got)
		}
	}
}

// TestHrefsHandedOutNeverChange: Append writes after the end of the href it
// wrote last; an href read before stays as it was.
func TestHrefsHandedOutNeverChange(t *testing.T) {
	u := mustParse("https://example.com/?a=1")
	sp := u.SearchParams()
	var hrefs, wants []string
	for i := 0; i < 200; i++ {
		sp.Append("k", fmt.Sprint(i))
		h := u.Href()
		hrefs = append(hrefs, h)
		wants = append(wants, strings.Clone(h))
		if i%50 == 49 {
			sp.Set("k", "reset") // rewrites the whole query
		}
	}
	for i := range hrefs {
		if hrefs[i] != wants[i] {
			t.Fatalf("href %d changed after it was read: %q, was %q", i, hrefs[i], wants[i])
		}
	}
}

// TestCopiedQueryObjectStrings: the two programs of issue 19. A
// SearchParams value and its copy shared the memory after the end of
// their buffers, and each wrote there: the copy (or an old URL value put
// back) overwrote bytes that a string handed out before pointed to.
func TestCopiedQueryObjectStrings(t *testing.T) {
	u, _ := Parse("https://x.example/?a=1")
	sp := u.SearchParams()
	sp.Append("b", "2")
	sp2 := *sp
	old := *u
	sp.Append("c", "3")
	s := u.Href()
	*u = old
	sp2.Append("d", "4")
	if s != "https://x.example/?a=1&b=2&c=3" {
		t.Errorf("href read before: %q, want https://x.example/?a=1&b=2&c=3", s)
	}
	if got := u.Href(); got != "https://x.example/?a=1&b=2&d=4" {
		t.Errorf("href after the copy's Append: %q, want https://x.example/?a=1&b=2&d=4", got)
	}

	sp3 := NewSearchParams("a=%41%42%43%44%45%46%47%48%49%4A")
	sp3.Append("k", "v")
	sp4 := *sp3
	sp3.Append("x", "1")
	v := sp3.Get("x")
	sp4.Append("yy", "2")
	if v != "1" {
		t.Errorf("value read before: %q, want 1", v)
	}
	if got, want := sp4.String(), "a=ABCDEFGHIJ&k=v&yy=2"; got != want {
		t.Errorf("copy: %q, want %q", got, want)
	}
	if got, want := sp3.String(), "a=ABCDEFGHIJ&k=v&x=1"; got != want {
		t.Errorf("original: %q, want %q", got, want)
	}
}

// TestCopiedSearchParamsConcurrent: copies of one SearchParams value,
// changed from different goroutines, share the memory after their buffer;
// each must write only bytes it reserved (run with -race).
func TestCopiedSearchParamsConcurrent(t *testing.T) {
	base := NewSearchParams("a=%41")
	base.Append("b", "2") // room after the buffer's end
	var wg sync.WaitGroup
	got := make([][]string, 4)
	for g := range got {
		c := *base
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 100 {
				c.Append("g", strconv.Itoa(g*1000+i))
				got[g] = append(got[g], c.GetAll("g")[i])
			}
		}()
	}
	wg.Wait()
	for g := range got {
		for i, v := range got[g] {
			if want := strconv.Itoa(g*1000 + i); v != want {
				t.Fatalf("goroutine %d: value %d read back as %q, want %q", g, i, v, want)
			}
		}
	}
	if got := base.String(); got != "a=A&b=2" {
		t.Errorf("the original: %q, want a=A&b=2", got)
	}
}

// TestCopiedSearchParamsIndependent: copies of a SearchParams value shared
// the backing array of their pair list, and Append, Delete, Set and a
// compaction wrote into it in place: a change through one copy changed the
// other's pairs, which then pointed outside its buffer (FuzzCopyRestore
// found an index out of range in String). Each copy must read as the list
// it was, changed only by its own calls.
func TestCopiedSearchParamsIndependent(t *testing.T) {
	type change struct {
		name string
		do   func(s *SearchParams)
		want string // the changed list; the copy stays "a=%C3%A9&b=2&c=3&b=4"
	}
	changes := []change{
		{"Append", func(s *SearchParams) { s.Append("d", "5") }, "a=%C3%A9&b=2&c=3&b=4&d=5"},
		{"Delete", func(s *SearchParams) { s.Delete("a") }, "b=2&c=3&b=4"},
		{"DeleteValue", func(s *SearchParams) { s.DeleteValue("b", "2") }, "a=%C3%A9&c=3&b=4"},
		{"Set", func(s *SearchParams) { s.Set("b", "x") }, "a=%C3%A9&b=x&c=3"},
		{"Sort", func(s *SearchParams) { s.Sort() }, "a=%C3%A9&b=2&b=4&c=3"},
		{"DeleteFunc", func(s *SearchParams) { s.DeleteFunc(func(n, v string) bool { return n == "c" }) }, "a=%C3%A9&b=2&b=4"},
		{"compact", func(s *SearchParams) {
			for range 3 {
				s.Set("big", strings.Repeat("x", 1000))
			}
			s.Delete("big")
		}, "a=%C3%A9&b=2&c=3&b=4"},
	}
	const orig = "a=%C3%A9&b=2&c=3&b=4"
	for _, c := range changes {
		// A detached list: each copy is a list of its own.
		s := NewSearchParams("a=%C3%A9&b=2")
		s.Append("c", "3")
		s.Append("b", "4") // room after the pair list's end
		cp := *s
		c.do(s)
		if got := cp.String(); got != orig {
			t.Errorf("%s: the copy made before reads %q, want %q", c.name, got, orig)
		}
		cp.Append("e", "6")
		if got := s.String(); got != c.want {
			t.Errorf("%s: after the copy's Append the original reads %q, want %q", c.name, got, c.want)
		}
		if got := cp.String(); got != orig+"&e=6" {
			t.Errorf("%s: the copy after its Append reads %q, want %q", c.name, got, orig+"&e=6")
		}

		// A URL's query object: every copy is a view of the URL's query.
		u := mustParse("https://x.example/?a=%C3%A9&b=2")
		s = u.SearchParams()
		s.Append("c", "3")
		s.Append("b", "4")
		cp = *s
		c.do(s)
		if got := cp.String(); got != c.want || u.Search() != "?"+c.want {
			t.Errorf("%s on a URL: the copy reads %q, the URL's query is %q; want %q", c.name, got, u.Search(), c.want)
		}
		cp.Append("e", "6")
		if got := s.String(); got != c.want+"&e=6" || u.Search() != "?"+c.want+"&e=6" {
			t.Errorf("%s on a URL: after the copy's Append the original reads %q, the URL's query is %q; want %q", c.name, got, u.Search(), c.want+"&e=6")
		}
	}
}

// TestOriginComparable: two origins that are the same origin compared
// unequal with == when one URL had credentials (a cached serialization
// differed).
func TestOriginComparable(t *testing.T) {
	// Pairs of URLs with the same origin, and its serialization.
	same := [][3]string{
		{"https://user:pass@example.com/a", "https://example.com/b", "https://example.com"},
		{"http://u@example.com:8080/", "http://example.com:8080/x?y", "http://example.com:8080"},
		{"blob:https://example.com/uuid", "https://example.com/", "https://example.com"},
		{"https://EXAMPLE.com:443/", "https://example.com/", "https://example.com"},
	}
	for _, p := range same {
		a, b := mustParse(p[0]).Origin(), mustParse(p[1]).Origin()
		if a != b || !a.SameOrigin(b) || a.String() != p[2] {
			t.Errorf("origins of %q and %q: == %v, SameOrigin %v, %q; want %q", p[0], p[1], a == b, a.SameOrigin(b), a.String(), p[2])
		}
	}
	different := [][2]string{
		{"https://example.com/", "http://example.com/"},
		{"https://example.com/", "https://example.com:8443/"},
		{"https://example.com/", "https://www.example.com/"},
	}
	for _, p := range different {
		a, b := mustParse(p[0]).Origin(), mustParse(p[1]).Origin()
		if a == b || a.SameOrigin(b) {
			t.Errorf("origins of %q and %q are the same", p[0], p[1])
		}
	}
	// Opaque origins: each is only itself.
	u := mustParse("data:text/plain,x")
	o1, o2 := u.Origin(), u.Origin()
	if o1 == o2 || o1.SameOrigin(o2) || !o1.SameOrigin(o1) {
		t.Errorf("opaque origins: o1 == o2 %v, SameOrigin %v, o1 SameOrigin itself %v", o1 == o2, o1.SameOrigin(o2), o1.SameOrigin(o1))
	}
	var zero Origin
	if !zero.IsOpaque() || zero == o1 || zero.String() != "null" {
		t.Errorf("zero Origin: opaque %v, == o1 %v, %q", zero.IsOpaque(), zero == o1, zero.String())
	}
}

// TestSetterErrors: the setters say no. Each row sets a value that the
// standard refuses (or applies in part) and checks the error and the href.
func TestSetterErrors(t *testing.T) {
	for _, tc := range []struct {
		href, setter, value string
		want                error  // errors.Is target
		partial             bool   // the standard applies part of the value
		wantHref            string // when partial
	}{
		{href: "https://example.com/", setter: "protocol", value: "1http", want: ErrNotAScheme},
		{href: "https://example.com/", setter: "protocol", value: "ht tp", want: ErrNotAScheme},
		{href: "https://example.com/", setter: "protocol", value: "foo", want: ErrSchemeChange},
		{href: "foo://example.com/", setter: "protocol", value: "https", want: ErrSchemeChange},
		{href: "https://u@example.com/", setter: "protocol", value: "file", want: ErrSchemeChange},
		{href: "https://example.com:8080/", setter: "protocol", value: "file", want: ErrSchemeChange},
		{href: "file:///x", setter: "protocol", value: "https", want: ErrSchemeChange},
		{href: "file:///x", setter: "username", value: "u", want: ErrCannotHaveUsernamePasswordPort},
		{href: "mailto:x@example.com", setter: "password", value: "p", want: ErrCannotHaveUsernamePasswordPort},
		{href: "sc:///x", setter: "port", value: "8080", want: ErrCannotHaveUsernamePasswordPort},
		{href: "mailto:x@example.com", setter: "host", value: "example.com", want: ErrOpaquePath},
		{href: "mailto:x@example.com", setter: "hostname", value: "example.com", want: ErrOpaquePath},
		{href: "mailto:x@example.com", setter: "pathname", value: "/x", want: ErrOpaquePath},
		{href: "https://example.com/", setter: "host", value: "", want: ErrHostMissing},
		{href: "https://example.com/", setter: "host", value: "exa mple.com", want: ErrDomainToASCII},
		{href: "https://example.com/", setter: "host", value: "[::1", want: ErrIPv6Unclosed},
		{href: "https://example.com/", setter: "hostname", value: "1.2.3.4.5", want: ErrIPv4TooManyParts},
		{href: "https://example.com/", setter: "hostname", value: "example.net:8080", want: ErrHostnameHasPort},
		{href: "sc://u@example.com/", setter: "host", value: "", want: ErrHostRequired},
		{href: "sc://example.com:8080/", setter: "hostname", value: "", want: ErrHostRequired},
		{href: "https://example.com/", setter: "port", value: "x8080", want: ErrNotAPort},
		{href: "https://example.com/", setter: "port", value: "65536", want: ErrPortOutOfRange},
		{href: "https://example.com:1/", setter: "host", value: "example.net:65536", want: ErrPortOutOfRange,
			partial: true, wantHref: "https://example.net:1/"},
		{href: "https://example.com:1/", setter: "host", value: "example.net:", want: ErrNotAPort,
			partial: true, wantHref: "https://example.net:1/"},
	} {
		u := mustParse(tc.href)
		err := setters[tc.setter](u, tc.value)
		var se *SetterError
		if !errors.Is(err, tc.want) || !errors.As(err, &se) || se.Setter != tc.setter || se.Partial != tc.partial {
			t.Errorf("%q: set %s to %q: %v (%#v), want a *SetterError wrapping %v, partial %v",
				tc.href, tc.setter, tc.value, err, se, tc.want, tc.partial)
			continue
		}
		want := tc.href
		if tc.partial {
			want = tc.wantHref
		}
		if u.Href() != want {
			t.Errorf("%q: set %s to %q: href %q, want %q", tc.href, tc.setter, tc.value, u.Href(), want)
		}
		if !strings.Contains(err.Error(), tc.want.Error()) {
			t.Errorf("%v does not say %v", err, tc.want)
		}
	}

	// What the standard applies is no error: trailing code points after a
	// port's digits are ignored.
	u := mustParse("https://example.com/")
	if err := u.SetPort("8080abc"); err != nil || u.Port() != "8080" {
		t.Errorf("SetPort(\"8080abc\") = %v, port %q; want nil, 8080", err, u.Port())
	}
}

// TestSearchParamsAppendLinear: each Append on a URL's query object rebuilt
// the href, so 16,000 of them took seconds. Now an Append writes only the
// new pair after the href (when the URL has no fragment), so it allocates
// less than once per call on average, where a rebuild allocates at least
// once. The benchmark BenchmarkQueryEdits measures the time.
func TestSearchParamsAppendLinear(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	u := mustParse("https://example.com/search?q=1")
	sp := u.SearchParams()
	sp.Append("warm", "up")
	allocs := allocsPerRun(1000, func() { sp.Append("name", "value") })
	if allocs > 0.1 {
		t.Errorf("Append on a URL's query object: %v allocations per call, want amortized below 0.1", allocs)
	}
	if want := "https://example.com/search?q=1&warm=up" + strings.Repeat("&name=value", 1001); u.Href() != want {
		t.Errorf("href after the appends is wrong (length %d, want %d)", len(u.Href()), len(want))
	}
}

// TestSearchParamsPointerFree: the list was a slice of string pairs, which
// the garbage collector scans, so parse time per byte grew with the query
// (1.3-1.6x from 1 KiB to 1 MiB). The list must hold no pointers but its
// buffer's; BenchmarkSearchParamsScaling measures the time.
func TestSearchParamsPointerFree(t *testing.T) {
	for _, f := range []struct {
		typ   reflect.Type
		field string
	}{{reflect.TypeOf(pairList{}), "s"}, {reflect.TypeOf(appendBuffer{}), "s"}} {
		field, ok := f.typ.FieldByName(f.field)
		if !ok {
			t.Fatalf("%v has no field %s", f.typ, f.field)
		}
		if hasPointers(field.Type.Elem()) {
			t.Errorf("%v.%s holds %v, which has pointers", f.typ, f.field, field.Type.Elem())
		}
	}
}

// hasPointers reports whether values of typ hold pointers.
func hasPointers(typ reflect.Type) bool {
	switch typ.Kind() {
	case reflect.Struct:
		for i := 0; i < typ.NumField(); i++ {
			if hasPointers(typ.Field(i).Type) {
				return true
			}
		}
		return false
	case reflect.Array:
		return hasPointers(typ.Elem())
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return false
	}
	return true
}

// TestURLValueMarshaling: a URL struct field (not a pointer) marshals as its
// href, and the zero URL round-trips through text and JSON as "".
func TestURLValueMarshaling(t *testing.T) {
	type page struct {
		Link URL `json:"link"`
		Home URL `json:"home"`
	}
	in := page{Link: *mustParse("https://example.com/a b")}
	data, err := json.Marshal(in)
	if want := `{"link":"https://example.com/a%20b","home":""}`; err != nil || string(data) != want {
		t.Fatalf("json.Marshal = %s, %v; want %s", data, err, want)
	}
	var out page
	if err := json.Unmarshal(data, &out); err != nil || !out.Link.Equal(&in.Link) || !out.Home.Equal(&URL{}) {
		t.Errorf("json round trip: %v, %q, %q", err, out.Link.Href(), out.Home.Href())
	}
	text, err := (URL{}).MarshalText()
	var back URL
	if err != nil || len(text) != 0 || back.UnmarshalText(text) != nil || back.Href() != "" {
		t.Errorf("zero URL text round trip: %q, %v, %q", text, err, back.Href())
	}
	got, err := in.Link.AppendText([]byte("<"))
	if err != nil || string(got) != "<https://example.com/a%20b" {
		t.Errorf("AppendText = %q, %v", got, err)
	}
	got, err = in.Link.AppendBinary(nil)
	if err != nil || string(got) != "https://example.com/a%20b" {
		t.Errorf("AppendBinary = %q, %v", got, err)
	}
}

// TestSearchParamsGoTerms: Get returns "" for an absent name, Lookup tells
// absent from empty, and the three constructors agree.
func TestSearchParamsGoTerms(t *testing.T) {
	sp := NewSearchParams("a=1&b=&a=2")
	if sp.Get("a") != "1" || sp.Get("b") != "" || sp.Get("c") != "" || sp.Len() != 3 {
		t.Errorf("Get/Len: %q %q %q %d", sp.Get("a"), sp.Get("b"), sp.Get("c"), sp.Len())
	}
	if v, ok := sp.Lookup("b"); v != "" || !ok {
		t.Errorf("Lookup(b) = %q, %v", v, ok)
	}
	if v, ok := sp.Lookup("c"); v != "" || ok {
		t.Errorf("Lookup(c) = %q, %v", v, ok)
	}
	fromPairs := NewSearchParamsFromPairs([][2]string{{"a", "1"}, {"b", ""}, {"a", "2"}})
	fromSeq := NewSearchParamsFromSeq(sp.All())
	for _, other := range []*SearchParams{fromPairs, fromSeq} {
		if other.String() != sp.String() || !slices.Equal(pairsOf(other), pairsOf(sp)) {
			t.Errorf("constructors disagree: %q vs %q", other.String(), sp.String())
		}
	}
}

// TestAppendWithFragment: after Append on a URL with a fragment, the href
// was held in two parts (the query's end and the fragment apart), and every
// getter, setter and marshaler had to join them; now the href is whole, and
// every one of them must see the href the standard gives.
func TestAppendWithFragment(t *testing.T) {
	u := mustParse("https://example.com/p?a=1#frag ment")
	sp := u.SearchParams()
	sp.Append("b", "2")
	sp.Append("c", "3 4")
	want := mustParse("https://example.com/p?a=1&b=2&c=3+4#frag%20ment")
	check := func(step string, want *URL) {
		t.Helper()
		for name, get := range getters {
			if got, w := get(u), get(want); got != w {
				t.Errorf("%s: %s = %q, want %q", step, name, got, w)
			}
		}
		if !u.Equal(want) || !want.Equal(u) || !u.EqualExcludingFragments(want) {
			t.Errorf("%s: not Equal to %q", step, want.Href())
		}
		text, _ := u.MarshalText()
		js, _ := json.Marshal(u)
		var fromJSON string
		json.Unmarshal(js, &fromJSON)
		app, _ := u.AppendText(nil)
		if string(text) != want.Href() || string(app) != want.Href() || fromJSON != want.Href() {
			t.Errorf("%s: marshalers give %s, %s, %s", step, text, app, js)
		}
		if c := u.Clone(); !c.Equal(want) {
			t.Errorf("%s: Clone = %q", step, c.Href())
		}
		if r, err := u.Parse("#x"); err != nil || r.Href() != want.Href()[:len(want.Href())-len(want.Hash())]+"#x" {
			t.Errorf("%s: as a base: %v, %v", step, r, err)
		}
	}
	check("after Append", want)
	if err := u.SetPathname("/q"); err != nil {
		t.Fatal(err)
	}
	check("after SetPathname", mustParse("https://example.com/q?a=1&b=2&c=3+4#frag%20ment"))
	sp.Append("d", "")
	sp.Sort()
	check("after Append and Sort", mustParse("https://example.com/q?a=1&b=2&c=3+4&d=#frag%20ment"))
	u.SetHash("")
	check("after SetHash", mustParse("https://example.com/q?a=1&b=2&c=3+4&d="))
	sp.Delete("a")
	sp.Set("c", "é")
	check("after Delete and Set", mustParse("https://example.com/q?b=2&c=%C3%A9&d="))
}

// TestQueryObjectIncremental runs random changes through a URL's query
// object, which appends in place, and after each one checks the URL against the plain way: the
// same changes on a detached list, serialized whole by the
// application/x-www-form-urlencoded serializer.
func TestQueryObjectIncremental(t *testing.T) {
	names := []string{"a", "b", "c", "a b", "é", "=&", "\U0001F600", ""}
	values := []string{"1", "", "x y", "%", "€", "+"}
	for _, href := range []string{"https://example.com/p?z=0", "https://example.com/p#f r", "sc:opaque?q#", "http://h/?a=%20&b"} {
		u := mustParse(href)
		sp := u.SearchParams()
		ref := NewSearchParams(u.Search())
		prefix, frag := u.href[:u.pathEnd], u.fragmentPart()
		seed := uint32(len(href))
		next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
		for step := 0; step < 600; step++ {
			name, value := names[next(len(names))], values[next(len(values))]
			var op string
			switch next(6) {
			case 0, 1:
				op = "Append"
				sp.Append(name, value)
				ref.Append(name, value)
			case 2:
				op = "Set"
				sp.Set(name, value)
				ref.Set(name, value)
			case 3:
				op = "Delete"
				sp.Delete(name)
				ref.Delete(name)
			case 4:
				op = "DeleteValue"
				sp.DeleteValue(name, value)
				ref.DeleteValue(name, value)
			case 5:
				op = "Sort"
				sp.Sort()
				ref.Sort()
			}
			want := prefix
			if q := ref.String(); q != "" {
				want += "?" + q
			}
			want += frag
			if u.Href() != want || u.Hash() != mustParse(want).Hash() || u.Search() != mustParse(want).Search() {
				t.Fatalf("%q, step %d, %s(%q, %q): href %q, want %q", href, step, op, name, value, u.Href(), want)
			}
			if err := u.check(); err != nil {
				t.Fatalf("%q, step %d, %s(%q, %q): %v", href, step, op, name, value, err)
			}
		}
	}
}
