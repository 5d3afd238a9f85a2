// Package ecmare compiles ECMAScript regular expressions with the v flag
// (UnicodeSets mode, ECMA-262 #sec-regexp-regular-expression-objects) to
// Go's regexp package, which runs them in time linear in the input.
//
// It parses ECMAScript's syntax, not Go's: classes with nested classes
// and the -- and && operators, the v flag's strings (\q{...} and the
// properties of strings such as \p{RGI_Emoji}, written as alternations of
// their strings, longest first, as ECMAScript tries them), \p{...} property
// escapes, \d \w \s with their ECMAScript meaning, '.' without the line
// terminators, the i flag's simple case folding (computed here, never left
// to Go's (?i)), the (?i:...) and (?s:...) modifiers, and ECMAScript's
// empty-check rule (an iteration of a quantifier past its minimum may not
// match the empty string), which it writes out as expressions that cannot
// match empty. Constructs that need backtracking (lookaround,
// backreferences) are refused with an *Error whose Unsupported is true, and
// so is an expression whose property escapes bring sets too large to
// compile quickly (they weigh more than 262,144, a range counting 1 and a
// string 4: about 16 \p{RGI_Emoji} or 370 \p{L}).
//
// # Unicode data
//
// Property escapes, case folding and the identifier code points of group
// names come from tables generated from Unicode's own data files, at
// UnicodeVersion (18.0.0), whatever the Go version: tables.go, written by
// go generate from the repository's testdata/unicode. \p{...} takes every
// name ECMA-262 (2025) lists, spelled exactly as it lists them: the binary
// properties of its Table 70 and their aliases (\p{Alpha}, \p{EPres},
// \p{Any}, \p{ASCII}, \p{Assigned}, ...); General_Category (gc), Script
// (sc) and Script_Extensions (scx) with every value and value alias of
// PropertyValueAliases.txt (\p{gc=Lu}, \p{Lu}, \p{Letter},
// \p{sc=Qaac}, \p{scx=Katakana_Or_Hiragana}, ...); and the properties of
// strings of its Table 71 (Basic_Emoji, Emoji_Keycap_Sequence,
// RGI_Emoji_Modifier_Sequence, RGI_Emoji_Flag_Sequence,
// RGI_Emoji_Tag_Sequence, RGI_Emoji_ZWJ_Sequence, RGI_Emoji). Any other name
// is a syntax error, as ECMA-262 requires (no loose matching: \p{lu},
// \p{WSpace} and \p{Script=latin} are errors), and so are \P{...} of a
// property of strings and a negated class that may contain strings. No
// name that ECMA-262 lists is left out. Go strings hold no surrogate code
// points, so \p{Cs} and \p{Surrogate} match nothing.
//
// Known differences from ECMAScript, none of which the URL Pattern data
// reaches: a capture inside a quantified group keeps its value from an
// earlier iteration when the last iteration does not set it (ECMAScript
// resets it to undefined); where the empty-check rewrite duplicates a
// group, the copy that ended last is reported; \b uses the ASCII word
// characters even with the i flag.
//
// # Files
//
// ecmare.go (compiling, the empty-check rewrite, emitting Go's syntax)
// uses parse.go, classset.go and unicode.go (parsing, classes with
// strings, the Unicode data), which use tree.go, charset.go, tables.go and
// errors.go; no file uses one above it.
package ecmare

//go:generate go run ./gen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A Regexp is a compiled regular expression.
type Regexp struct {
	re     *regexp.Regexp
	ncap   int   // ECMAScript capture groups
	goToES []int // Go group g (g >= 1) is ECMAScript group goToES[g-1]
}

// Compile compiles pattern, read in v mode; ignoreCase is the i flag. The
// error is an *Error whose Offset is a byte offset in pattern: a syntax
// error (what ECMAScript's RegExp throws a SyntaxError for), or, with
// Unsupported set, valid ECMAScript that this package refuses (see the
// package documentation).
func Compile(pattern string, ignoreCase bool) (*Regexp, error) {
	expr, p, em, err := translate(pattern, ignoreCase)
	if err != nil {
		return nil, err
	}
	re, cerr := regexp.Compile(expr)
	if cerr != nil {
		return nil, &Error{Pattern: pattern, Msg: "Go's regexp refused the translation: " + cerr.Error(), Unsupported: true}
	}
	return &Regexp{re: re, ncap: p.ncap, goToES: em.caps}, nil
}

// Translate returns the Go regular expression that Compile would compile
// for pattern (what GoString returns), without compiling it; the error is
// Compile's, except that Go's regexp is not asked.
func Translate(pattern string, ignoreCase bool) (string, error) {
	expr, _, _, err := translate(pattern, ignoreCase)
	return expr, err
}

func translate(pattern string, ignoreCase bool) (string, *parser, *emitter, error) {
	p := &parser{src: pattern, ignoreCase: ignoreCase, names: map[string]bool{},
		budget: 64*len(pattern) + 4096}
	n, err := p.parse()
	if err != nil {
		return "", nil, nil, err
	}
	p.sizeLimit, p.sizes = sizeLimit(len(pattern), p.weight), map[*node]int{}
	n, err = p.transform(n)
	if err == nil {
		err = p.checkSize(n)
	}
	if err != nil {
		return "", nil, nil, err
	}
	em := &emitter{}
	em.b.WriteString(`(?-s)`)
	em.emit(n)
	return em.b.String(), p, em, nil
}

// GoString returns the Go regular expression r runs.
func (r *Regexp) GoString() string { return r.re.String() }

// MatchString reports whether r matches somewhere in s.
func (r *Regexp) MatchString(s string) bool { return r.re.MatchString(s) }

// Exec runs r on s from its start, as RegExpBuiltinExec does with
// lastIndex 0 (ECMA-262 #sec-regexpbuiltinexec). ok is false when r does
// not match. Otherwise caps[0] is the match and caps[i] capture group i's
// value, with defined[i] false when the group did not participate
// (undefined).
func (r *Regexp) Exec(s string) (caps []string, defined []bool, ok bool) {
	m := r.re.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, nil, false
	}
	caps = make([]string, r.ncap+1)
	defined = make([]bool, r.ncap+1)
	end := make([]int, r.ncap+1)
	caps[0], defined[0] = s[m[0]:m[1]], true
	for g, es := range r.goToES {
		lo, hi := m[2*(g+1)], m[2*(g+1)+1]
		if lo < 0 || (defined[es] && hi < end[es]) {
			continue
		}
		caps[es], defined[es], end[es] = s[lo:hi], true, hi
	}
	return caps, defined, true
}

// transform applies ECMAScript's empty check (ECMA-262 #sec-runtime-semantics-repeatmatcher-abstract-operation,
// step "If min = 0 and y's endIndex = x's endIndex, return failure"):
// iterations past a quantifier's minimum may not match the empty string.
func (p *parser) transform(n *node) (*node, error) {
	switch n.op {
	case opConcat, opAlt, opCapture, opGroup, opRepeat:
	default:
		return n, nil
	}
	c := *n
	c.nullable = 0
	c.subs = make([]*node, len(n.subs))
	for i, s := range n.subs {
		t, err := p.transform(s)
		if err != nil {
			return nil, err
		}
		c.subs[i] = t
	}
	if c.op == opRepeat {
		// A repeat multiplies its body: check as the tree grows, so
		// that nesting is refused at the first level too large, not
		// after the spend budget.
		if err := p.checkSize(&c); err != nil {
			return nil, err
		}
	}
	if c.op != opRepeat || !c.subs[0].isNullable() {
		return &c, nil
	}
	body := c.subs[0]
	if c.min == c.max {
		return &c, nil
	}
	nb, err := p.nonEmpty(body)
	if err != nil {
		return nil, err
	}
	if c.min == 0 {
		return &node{op: opRepeat, subs: []*node{nb}, min: 0, max: c.max, greedy: c.greedy}, nil
	}
	rest := -1
	if c.max >= 0 {
		rest = c.max - c.min
	}
	out := &node{op: opConcat, subs: []*node{
		{op: opRepeat, subs: []*node{body}, min: c.min, max: c.min, greedy: true},
		{op: opRepeat, subs: []*node{nb}, min: 0, max: rest, greedy: c.greedy},
	}}
	return out, p.checkSize(out)
}

// checkSize returns an *Error when n would compile to a program larger
// than the expression's length allows (sizeLimit).
func (p *parser) checkSize(n *node) error {
	if sizeOf(n, p.sizeLimit, p.sizes) <= p.sizeLimit {
		return nil
	}
	return &Error{Pattern: p.src, Unsupported: true, Msg: "the expression would compile to more than " +
		strconv.Itoa(p.sizeLimit) + " instructions, the most its length allows (nested quantified groups that can match " +
		"the empty string, or counted repeats of large groups, are written out in full)"}
}

// sizeLimit is the largest program an expression of n bytes may compile
// to, in the units of sizeOf: 64 a byte and 4,096, and for property
// escapes 4 times their weight (what their sets and strings take once).
// Go's regexp matches in time proportional to the program's size times
// the input's length, so this bounds matching too.
func sizeLimit(n, weight int) int {
	return 64*n + 4096 + 4*weight
}

// sizeOf returns the size of the Go regexp program that n compiles to, in
// instructions: a node one, a set one more for each 8 of its ranges, a
// repeat its body as many times as Go writes it out (its maximum, or its
// minimum and one more when unbounded). It stops counting past limit
// (returning limit+1), and memo holds the sizes of the nodes visited, so
// that it takes time in proportion to the nodes of n, whose subtrees the
// empty-check rewrite shares.
func sizeOf(n *node, limit int, memo map[*node]int) int {
	if size, ok := memo[n]; ok {
		return size
	}
	size := 1
	switch n.op {
	case opSet:
		size += len(n.set) / 8
	case opRepeat:
		copies := n.max
		if copies < 0 {
			copies = n.min + 1
		}
		body := sizeOf(n.subs[0], limit, memo)
		if copies > 0 && body > (limit+1)/copies {
			size = limit + 1
		} else {
			size += max(copies, 1) * body
		}
	default:
		for _, s := range n.subs {
			size += sizeOf(s, limit, memo)
			if size > limit {
				break
			}
		}
	}
	size = min(size, limit+1)
	memo[n] = size
	return size
}

func (p *parser) spend() error {
	p.budget--
	if p.budget < 0 {
		return &Error{Pattern: p.src, Msg: "too many quantified groups that can match the empty string", Unsupported: true}
	}
	return nil
}

// nonEmpty returns an expression for the non-empty matches of n, in n's
// order of preference as far as an automaton can keep it.
func (p *parser) nonEmpty(n *node) (*node, error) {
	if err := p.spend(); err != nil {
		return nil, err
	}
	if !n.isNullable() {
		return n, nil
	}
	switch n.op {
	case opCapture, opGroup:
		s, err := p.nonEmpty(n.subs[0])
		if err != nil {
			return nil, err
		}
		return &node{op: n.op, cap: n.cap, subs: []*node{s}}, nil
	case opAlt:
		out := &node{op: opAlt}
		for _, s := range n.subs {
			t, err := p.nonEmpty(s)
			if err != nil {
				return nil, err
			}
			out.subs = append(out.subs, t)
		}
		return out, nil
	case opConcat:
		out := &node{op: opAlt}
		if len(n.subs) == 0 {
			return failNode, nil
		}
		for i := range n.subs {
			seq := &node{op: opConcat}
			for _, s := range n.subs[:i] {
				e, err := p.emptyOnly(s)
				if err != nil {
					return nil, err
				}
				seq.subs = append(seq.subs, e)
			}
			t, err := p.nonEmpty(n.subs[i])
			if err != nil {
				return nil, err
			}
			seq.subs = append(seq.subs, t)
			seq.subs = append(seq.subs, n.subs[i+1:]...)
			out.subs = append(out.subs, seq)
		}
		return out, nil
	case opRepeat:
		if n.min == 0 {
			b, err := p.nonEmpty(n.subs[0])
			if err != nil {
				return nil, err
			}
			return &node{op: opRepeat, subs: []*node{b}, min: 1, max: n.max, greedy: n.greedy}, nil
		}
		if n.min > 4 {
			return nil, &Error{Pattern: p.src, Msg: "a repeated group that can match the empty string", Unsupported: true}
		}
		seq := &node{op: opConcat}
		for range n.min {
			seq.subs = append(seq.subs, n.subs[0])
		}
		return p.nonEmpty(seq)
	}
	return failNode, nil
}

// emptyOnly returns an expression for the empty matches of n.
func (p *parser) emptyOnly(n *node) (*node, error) {
	if err := p.spend(); err != nil {
		return nil, err
	}
	switch n.op {
	case opSet:
		return failNode, nil
	case opCapture, opGroup:
		s, err := p.emptyOnly(n.subs[0])
		if err != nil {
			return nil, err
		}
		return &node{op: n.op, cap: n.cap, subs: []*node{s}}, nil
	case opAlt, opConcat:
		out := &node{op: n.op}
		for _, s := range n.subs {
			t, err := p.emptyOnly(s)
			if err != nil {
				return nil, err
			}
			out.subs = append(out.subs, t)
		}
		return out, nil
	case opRepeat:
		if n.min == 0 {
			return &node{op: opEmpty}, nil
		}
		return p.emptyOnly(n.subs[0])
	}
	return n, nil
}

type emitter struct {
	b    strings.Builder
	caps []int
}

func (e *emitter) emit(n *node) {
	switch n.op {
	case opSet:
		n.set.writeGo(&e.b)
	case opConcat:
		if len(n.subs) == 0 {
			e.b.WriteString(`(?:)`)
		}
		for _, s := range n.subs {
			if s.op == opAlt {
				e.b.WriteString(`(?:`)
				e.emit(s)
				e.b.WriteByte(')')
				continue
			}
			e.emit(s)
		}
	case opAlt:
		if len(n.subs) == 0 {
			failNode.set.writeGo(&e.b)
		}
		for i, s := range n.subs {
			if i > 0 {
				e.b.WriteByte('|')
			}
			e.emit(s)
		}
	case opCapture:
		e.caps = append(e.caps, n.cap)
		e.b.WriteByte('(')
		e.emit(n.subs[0])
		e.b.WriteByte(')')
	case opGroup:
		e.b.WriteString(`(?:`)
		e.emit(n.subs[0])
		e.b.WriteByte(')')
	case opRepeat:
		e.b.WriteString(`(?:`)
		e.emit(n.subs[0])
		e.b.WriteByte(')')
		switch {
		case n.min == 0 && n.max < 0:
			e.b.WriteByte('*')
		case n.min == 1 && n.max < 0:
			e.b.WriteByte('+')
		case n.min == 0 && n.max == 1:
			e.b.WriteByte('?')
		case n.max < 0:
			fmt.Fprintf(&e.b, "{%d,}", n.min)
		case n.min == n.max:
			fmt.Fprintf(&e.b, "{%d}", n.min)
		default:
			fmt.Fprintf(&e.b, "{%d,%d}", n.min, n.max)
		}
		if !n.greedy {
			e.b.WriteByte('?')
		}
	case opBegin:
		e.b.WriteString(`\A`)
	case opEnd:
		e.b.WriteString(`\z`)
	case opWordB:
		e.b.WriteString(`\b`)
	case opNotWordB:
		e.b.WriteString(`\B`)
	case opEmpty:
		e.b.WriteString(`(?:)`)
	}
}
