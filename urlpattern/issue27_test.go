package urlpattern

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
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

// TestPartsAsRegexp: a component that matches without its regular
// expression (a plain wildcard or string, or a shape planParts accepts:
// "/repos/:owner/:repo", ":sub.example.com", "/books/*", "/:id?",
// "http{s}?", "{*.}?example.com", ...) gives the answer and the groups that
// the standard's regular expression gives (Go's regexp, on ecmare's
// translation), on random patterns of every component's options, with and
// without IgnoreCase, and random inputs.
func TestPartsAsRegexp(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	name := 0
	build := func(pieces ...string) string {
		var b strings.Builder
		for n := rng.IntN(5); n >= 0; n-- {
			piece := pick(pieces...)
			for strings.Contains(piece, "$") {
				name++
				piece = strings.Replace(piece, "$", "n"+strconv.Itoa(name), 1)
			}
			b.WriteString(piece)
		}
		return b.String()
	}
	pathPieces := []string{"/a", "/B", "/:$", "/:$", "/:$.json", "/a.", ":$", "/", "/*", "*", "/:$?", "/:$*",
		"/:$+", "/*?", "/*+", "{/a}?", "{/b}*", "{/k}+", "{a:$}?", "{/:$.}?", "(foo)", "/(Bar)?", "{.:$}?",
		"/%C3%A9", "{x*}", "-", ".:$", "{/:$}*"}
	hostPieces := []string{"a", ".b", ":$", ".:$", "x.", ".", "*", "{*.}?", "{:$.}?", "(sub)", "{.k}*", ".*", ":$?"}
	plainPieces := []string{"a", "K", "s", ":$", "*", "{s}?", "(bar)", ":$?", ":$+", "{:$}*", "{x:$y}?", "{-*}+", "/", "-"}
	inPieces := []string{"/", ".", "a", "A", "b", "B", "json", ".json", "x", "X", "", "k", "K", "\u212a", "s", "S",
		"\u017f", "\n", "\u2028", "%C3%A9", "foo", "Foo", "bar", "sub", "y", "-", "\xff"}
	kinds := map[string]int{}
	fast, matched := 0, 0
	for round := range 3000 {
		pathname, hostname := build(pathPieces...), build(hostPieces...)
		username, hash := build(plainPieces...), build(plainPieces...)
		p, err := NewFromInit(Init{Pathname: &pathname, Hostname: &hostname, Username: &username, Hash: &hash},
			Options{IgnoreCase: round%2 == 1})
		if err != nil {
			continue
		}
		for _, c := range []Component{Pathname, Hostname, Username, Hash} {
			comp := &p.components[c]
			if comp.kind == matchRegexp || comp.kind == matchNothing {
				continue
			}
			fast++
			if comp.kind == matchParts && comp.flex >= 0 {
				pt := comp.parts[comp.flex]
				kinds[pt.typ.String()+" "+pt.modifier.String()]++
			}
			inputs := make([]string, 20)
			for i := range inputs {
				var in strings.Builder
				for n := rng.IntN(6); n >= 0; n-- {
					in.WriteString(pick(inPieces...))
				}
				inputs[i] = in.String()
			}
			checkAgainstRegexp(t, comp, inputs...)
			for _, input := range inputs {
				if comp.test(input) {
					matched++
				}
			}
		}
	}
	for _, typ := range []PartType{PartFixedText, PartRegexp, PartSegmentWildcard, PartFullWildcard} {
		for _, m := range []PartModifier{ModifierNone, ModifierOptional, ModifierZeroOrMore, ModifierOneOrMore} {
			k := typ.String() + " " + m.String()
			notFlexible := typ == PartFixedText && m == ModifierNone ||
				typ == PartRegexp && (m == ModifierZeroOrMore || m == ModifierOneOrMore)
			if !notFlexible && kinds[k] < 20 {
				t.Errorf("only %d components with a flexible %s part", kinds[k], k)
			}
		}
	}
	if fast < 3000 || matched < 3000 {
		t.Errorf("only %d components take a path without regexp, %d inputs match", fast, matched)
	}
	t.Logf("%d components, %d matching inputs; flexible parts: %v", fast, matched, kinds)
}
