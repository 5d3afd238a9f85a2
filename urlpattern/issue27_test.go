package urlpattern

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestComponentResultJSONOrder: MarshalJSON writes the groups in the order
// JSON.stringify gives an object's keys (issue 27). The want strings were
// recorded with node 20: JSON.stringify of an object whose keys were added
// in the groups' order.
func TestComponentResultJSONOrder(t *testing.T) {
	groups := func(names ...string) []Group {
		var gs []Group
		for _, n := range names {
			gs = append(gs, Group{Name: n, Value: n, Matched: true})
		}
		return gs
	}
	for _, c := range []struct {
		groups []Group
		want   string
	}{
		{[]Group{{Name: "a", Value: "x", Matched: true}, {Name: "0", Value: "y", Matched: true}}, `{"0":"y","a":"x"}`},
		{groups("a", "10", "2", "01", "4294967295", "4294967294", "-1", "b", "0"),
			`{"0":"0","2":"2","10":"10","4294967294":"4294967294","a":"a","01":"01","4294967295":"4294967295","-1":"-1","b":"b"}`},
	} {
		out, err := json.Marshal(ComponentResult{Groups: c.groups})
		if err != nil {
			t.Fatal(err)
		}
		want := `{"input":"","groups":` + c.want + `}`
		if string(out) != want {
			t.Errorf("got  %s\nwant %s", out, want)
		}
	}
	// The case, through a real match: "/:a/*" has groups a and 0.
	p, err := NewFromInit(Init{Pathname: ptr("/:a/*")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(p.Exec("https://example.com/b/c").Pathname)
	if want := `{"input":"/b/c","groups":{"0":"c","a":"b"}}`; string(out) != want {
		t.Errorf("/:a/* on /b/c: got %s, want %s", out, want)
	}
}

// TestErrorsPointAtPattern: an error in a regexp group points at the
// group in the text the caller wrote (the constructor string, or the Init
// member), names the component, and says what is wrong once; tokenizing
// errors say what is wrong in plain words; a constructor string without a
// protocol says what the likely mistake is (issue 27).
func TestErrorsPointAtPattern(t *testing.T) {
	for _, c := range []struct {
		name      string
		compile   func() error
		reason    Reason
		component string
		input     string
		offset    int
		detail    string // a part of Detail
	}{
		{"backreference in an Init pathname", func() error {
			_, err := NewFromInit(Init{Pathname: ptr(`/(x\1)`)}, Options{})
			return err
		}, ReasonUnsupportedRegexp, "pathname", `/(x\1)`, 4, "backreferences"},
		{"lookahead in a constructor string", func() error {
			_, err := New(`https://example.com/:a(x(?=y))`, Options{})
			return err
		}, ReasonUnsupportedRegexp, "pathname", `https://example.com/:a(x(?=y))`, 24, "lookaround"},
		{"invalid class in a hostname", func() error {
			_, err := New(`https://:sub([a-z)).example.com/`, Options{})
			return err
		}, ReasonRegexp, "hostname", `https://:sub([a-z)).example.com/`, 17, "character class"},
		{"search member with its leading ?", func() error {
			_, err := NewFromInit(Init{Search: ptr(`?(x\1)`)}, Options{})
			return err
		}, ReasonUnsupportedRegexp, "search", `?(x\1)`, 4, "backreferences"},
		{"relative pathname with a base URL", func() error {
			_, err := NewWithBase(`../(x\1)`, "https://example.com/a/b/", Options{})
			return err
		}, ReasonUnsupportedRegexp, "pathname", `../(x\1)`, 6, "backreferences"},
		{"one-or-more group: the regexp is written twice", func() error {
			_, err := NewFromInit(Init{Pathname: ptr(`/:a(x\1)+`)}, Options{})
			return err
		}, ReasonUnsupportedRegexp, "pathname", `/:a(x\1)+`, 6, "backreferences"},
		{"protocol of a constructor string", func() error {
			_, err := New(`(a(?=b))://x`, Options{})
			return err
		}, ReasonUnsupportedRegexp, "protocol", `(a(?=b))://x`, 2, "lookaround"},
		{"capturing group inside a regexp group", func() error {
			_, err := NewFromInit(Init{Pathname: ptr(`/:a((x)y)`)}, Options{})
			return err
		}, ReasonTokenize, "pathname", `/:a((x)y)`, 4, "cannot contain a capturing group"},
		{"capturing group, constructor string", func() error {
			_, err := New(`https://example.com/:a((x)y)`, Options{})
			return err
		}, ReasonTokenize, "pathname", `https://example.com/:a((x)y)`, 23, "cannot contain a capturing group"},
		{"unclosed group", func() error {
			_, err := NewFromInit(Init{Pathname: ptr(`/{a`)}, Options{})
			return err
		}, ReasonSyntax, "pathname", `/{a`, 3, `not closed by "}"`},
		{"colon without a name", func() error {
			_, err := NewFromInit(Init{Pathname: ptr(`/a/:/b`)}, Options{})
			return err
		}, ReasonTokenize, "pathname", `/a/:/b`, 3, "group name"},
		{"pathname without its slash", func() error {
			_, err := New(`users/x`, Options{})
			return err
		}, ReasonNoProtocol, "", `users/x`, 0, `a pathname pattern starts with "/", as in "/users/x"`},
		{"host without a protocol", func() error {
			_, err := New(`example.com/x`, Options{})
			return err
		}, ReasonNoProtocol, "", `example.com/x`, 0, `"https://example.com/x"`},
	} {
		err := c.compile()
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%s: error %v (%T), want an *Error", c.name, err, err)
			continue
		}
		if e.Reason != c.reason || e.Component != c.component || e.Input != c.input || e.Offset != c.offset || !strings.Contains(e.Detail, c.detail) {
			t.Errorf("%s: got %v %q %q at %d %q\nwant %v %q %q at %d, detail with %q", c.name,
				e.Reason, e.Component, e.Input, e.Offset, e.Detail, c.reason, c.component, c.input, c.offset, c.detail)
		}
		msg := e.Error()
		if strings.Count(msg, e.Reason.String()) != 1 || strings.Contains(msg, "^(?:") || strings.Contains(msg, "/^") {
			t.Errorf("%s: message %q repeats the reason or shows the generated expression", c.name, msg)
		}
	}
}

// TestOverlapBruteForce checks Overlap against the matcher on random
// pathname patterns: when Overlap says two patterns overlap, its example
// matches both (TestComponents, which runs Go's regexp, not the product of
// automata) and is no longer than the shortest common string that an
// enumeration of every pathname up to six characters over {a, b, 0, /}
// finds; when it says they do not, the enumeration finds none.
func TestOverlapBruteForce(t *testing.T) {
	pieces := []string{"/", "a", "b", "0", "/:x", "/:y?", "(a|b)", "([ab]+)", `(\d)`, "*", "{a}?", "{/b}+", "/*?", "(a*)", ":z", `([^/]+)`}
	rng := rand.New(rand.NewPCG(27, 1))
	randomPattern := func() *URLPattern {
		for {
			var b strings.Builder
			b.WriteString("/")
			for n := rng.IntN(4); n >= 0; n-- {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
			s := b.String()
			if p, err := NewFromInit(Init{Pathname: &s}, Options{IgnoreCase: rng.IntN(8) == 0}); err == nil {
				return p
			}
		}
	}
	var paths []string
	var grow func(s string)
	grow = func(s string) {
		paths = append(paths, s)
		if len(s) < 6 {
			for _, c := range []string{"a", "b", "0", "/"} {
				grow(s + c)
			}
		}
	}
	grow("/")
	matches := func(p *URLPattern, path string) bool {
		v := Components{Pathname: path}
		return p.TestComponents(&v)
	}
	nOK, nFound := 0, 0
	defer func() { t.Logf("%d of 300 overlap, %d found by enumeration", nOK, nFound) }()
	for range 300 {
		l, r := randomPattern(), randomPattern()
		ex, ok := Overlap(l, r)
		shortest := ""
		found := false
		for _, path := range paths {
			if matches(l, path) && matches(r, path) && (!found || len(path) < len(shortest)) {
				shortest, found = path, true
			}
		}
		if ok {
			nOK++
		}
		if found {
			nFound++
		}
		switch {
		case !ok && found:
			t.Errorf("Overlap(%s, %s) = false, but both match %q", l.Pathname(), r.Pathname(), shortest)
		case ok && !(l.TestComponents(&ex) && r.TestComponents(&ex)):
			t.Errorf("Overlap(%s, %s) = true with %q, which they do not both match", l.Pathname(), r.Pathname(), ex)
		case ok && found && len([]rune(ex[Pathname])) > len(shortest):
			t.Errorf("Overlap(%s, %s) = %q, longer than %q", l.Pathname(), r.Pathname(), ex[Pathname], shortest)
		}
	}
}

// TestSegmentsAsRegexp: a component of fixed text and segment wildcards
// (such as "/repos/:owner/:repo" or ":sub.example.com") matches without
// its regular expression; the answer and the groups are what the regular
// expression (Go's regexp, on ecmare's translation) gives, on random
// patterns and inputs.
func TestSegmentsAsRegexp(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	fast, matched := 0, 0
	for range 2000 {
		var pathname, hostname strings.Builder
		for n := rng.IntN(5); n >= 0; n-- {
			pathname.WriteString(pick("/a", "/b", "/:x", "/:y", "/:z.json", "/a.", ":w", "/", "/%C3%A9"))
			hostname.WriteString(pick("a", ".b", ":x", ".:y", "x.", "."))
		}
		ps, hs := pathname.String(), hostname.String()
		p, err := NewFromInit(Init{Pathname: &ps, Hostname: &hs}, Options{})
		if err != nil {
			continue
		}
		for _, c := range []Component{Pathname, Hostname} {
			comp := &p.components[c]
			if comp.kind != matchSegments {
				continue
			}
			fast++
			for range 20 {
				var in strings.Builder
				sep := pick("/", ".")
				for n := rng.IntN(6); n >= 0; n-- {
					in.WriteString(pick(sep, "a", "b", "a.", ".json", "x", "%C3%A9", ""))
				}
				input := in.String()
				got, gotOK := comp.exec(input, make([]Group, len(comp.groupNameList)))
				caps, defined, wantOK := comp.regexp.Exec(input)
				if wantOK {
					matched++
				}
				if gotOK != wantOK || comp.test(input) != wantOK {
					t.Fatalf("%s %q on %q: %v, regexp %v", c, comp.patternString, input, gotOK, wantOK)
				}
				if !wantOK {
					continue
				}
				for i, g := range got.Groups {
					if g.Value != caps[i+1] || g.Matched != defined[i+1] {
						t.Fatalf("%s %q on %q: group %s = %q, regexp %q", c, comp.patternString, input, g.Name, g.Value, caps[i+1])
					}
				}
			}
		}
	}
	if fast < 500 || matched < 500 {
		t.Errorf("only %d components take the fast path, %d inputs match", fast, matched)
	}
	t.Logf("%d components, %d matching inputs", fast, matched)
}
