package urlpattern

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"unicode"

	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// Overlap reports whether some URL components can match both left and
// right, and returns such components: for each component, the shortest
// string that both patterns' regular expressions match, with letters and
// digits preferred to other characters. false means that no combination
// of component strings matches both patterns. Overlap does not ask which
// combinations a URL can have, so patterns that share only strings no
// URL has (a pathname with a space, the port "443" with the protocol
// "https") still overlap. A router uses it to find two routes that would
// serve the same requests.
//
// It walks both patterns' regular expressions in step (a product of their
// automata), so the answer is exact with two exceptions, where it errs
// towards true: it assumes that \b and \B hold, so with them the
// components it returns may not match (check them with TestComponents),
// and for regexp groups that would take more than about 130,000 steps
// (large repeat counts in both patterns) it stops and reports true with
// the components found so far. A nil or zero pattern overlaps nothing.
func Overlap(left, right *URLPattern) (Components, bool) {
	var example Components
	if left == nil || right == nil {
		return example, false
	}
	budget := overlapBudget
	for c := range left.components {
		a, b := left.components[c].program(), right.components[c].program()
		if a == nil || b == nil {
			return Components{}, false
		}
		s, ok := intersect(a, b, &budget)
		if !ok {
			return Components{}, false
		}
		example[c] = s
	}
	return example, true
}

// overlapBudget bounds the steps Overlap takes over all components.
const overlapBudget = 1 << 17

// lineTerminatorFree is what a matchAll component matches: a string
// without the line terminators that ECMAScript's "." does not match.
const lineTerminatorFree = `\A[^\n\r\x{2028}\x{2029}]*\z`

// program returns the automaton of the component's regular expression,
// or nil for a zero component, which matches nothing.
func (c *component) program() *syntax.Prog {
	var expr string
	switch {
	case c.kind == matchAll:
		expr = lineTerminatorFree
	case c.kind == matchLiteral:
		expr = `\A` + regexp.QuoteMeta(c.literal) + `\z`
	case c.regexp != nil:
		expr = c.regexp.GoString()
	case c.kind == matchParts:
		// Matched without a regular expression: translate the one the
		// standard generates.
		var err error
		if expr, err = ecmare.Translate(c.regexpString(), c.options.ignoreCase); err != nil {
			return nil // not reached: fixed text and wildcards translate
		}
	default:
		return nil
	}
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil // not reached: regexp.Compile accepted expr
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil
	}
	return prog
}

// closure is what an automaton can reach from an instruction without
// reading: the instructions that read a rune next, and whether it can
// accept (at the end of the input).
type closure struct {
	readers []uint32
	accept  bool
}

// automaton is a program with its closures, computed once each.
type automaton struct {
	prog *syntax.Prog
	memo map[closureKey]*closure
}

type closureKey struct {
	pc      uint32
	atStart bool // no rune read yet, so \A holds
}

// closure returns the closure of pc (spec of the walk: Go's
// regexp/syntax instructions). \A holds only at the start, \z leaves only
// the way to acceptance, \b and \B are taken as holding.
func (a *automaton) closure(pc uint32, atStart bool, budget *int) *closure {
	key := closureKey{pc, atStart}
	if c, ok := a.memo[key]; ok {
		return c
	}
	c := &closure{}
	type item struct {
		pc    uint32
		ended bool // past \z: nothing more may be read
	}
	seen := map[item]bool{}
	stack := []item{{pc, false}}
	for len(stack) > 0 && *budget > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[it] {
			continue
		}
		seen[it] = true
		*budget--
		inst := &a.prog.Inst[it.pc]
		switch inst.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, item{inst.Out, it.ended}, item{inst.Arg, it.ended})
		case syntax.InstCapture, syntax.InstNop:
			stack = append(stack, item{inst.Out, it.ended})
		case syntax.InstEmptyWidth:
			op := syntax.EmptyOp(inst.Arg)
			if op&(syntax.EmptyBeginText|syntax.EmptyBeginLine) != 0 && !atStart {
				continue
			}
			ended := it.ended || op&(syntax.EmptyEndText|syntax.EmptyEndLine) != 0
			stack = append(stack, item{inst.Out, ended})
		case syntax.InstMatch:
			c.accept = true
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			if !it.ended {
				c.readers = append(c.readers, it.pc)
			}
		}
	}
	slices.Sort(c.readers)
	c.readers = slices.Compact(c.readers)
	a.memo[key] = c
	return c
}

// runeRanges returns the runes inst reads, as sorted pairs lo, hi.
func runeRanges(inst *syntax.Inst) []rune {
	switch inst.Op {
	case syntax.InstRuneAny:
		return []rune{0, unicode.MaxRune}
	case syntax.InstRuneAnyNotNL:
		return []rune{0, '\n' - 1, '\n' + 1, unicode.MaxRune}
	}
	if len(inst.Rune) != 1 {
		return inst.Rune
	}
	r := inst.Rune[0]
	if syntax.Flags(inst.Arg)&syntax.FoldCase == 0 {
		return []rune{r, r}
	}
	var orbit []rune
	for f := r; ; {
		orbit = append(orbit, f)
		if f = unicode.SimpleFold(f); f == r {
			break
		}
	}
	slices.Sort(orbit)
	var ranges []rune
	for _, f := range orbit {
		ranges = append(ranges, f, f)
	}
	return ranges
}

// commonRune returns a rune in both x and y (sorted range pairs),
// preferring lower-case letters, digits, upper-case letters and then
// other printable ASCII, and false when they share none.
func commonRune(x, y []rune) (rune, bool) {
	var both []rune
	for i, j := 0, 0; i < len(x) && j < len(y); {
		lo, hi := max(x[i], y[j]), min(x[i+1], y[j+1])
		if lo <= hi {
			both = append(both, lo, hi)
		}
		if x[i+1] < y[j+1] {
			i += 2
		} else {
			j += 2
		}
	}
	if len(both) == 0 {
		return 0, false
	}
	for _, span := range [...][2]rune{{'a', 'z'}, {'0', '9'}, {'A', 'Z'}, {'!', '~'}} {
		for i := 0; i < len(both); i += 2 {
			if lo, hi := max(both[i], span[0]), min(both[i+1], span[1]); lo <= hi {
				return lo, true
			}
		}
	}
	return both[0], true
}

// intersect returns the shortest string that both a and b match, and
// whether there is one: a breadth-first walk of the pairs of their
// states. When the budget runs out it reports true with "".
func intersect(pa, pb *syntax.Prog, budget *int) (string, bool) {
	a := &automaton{prog: pa, memo: map[closureKey]*closure{}}
	b := &automaton{prog: pb, memo: map[closureKey]*closure{}}
	type state struct {
		a, b    uint32
		atStart bool
	}
	type node struct {
		state
		parent int
		r      rune
	}
	start := state{uint32(pa.Start), uint32(pb.Start), true}
	nodes := []node{{state: start, parent: -1}}
	seen := map[state]bool{start: true}
	for i := 0; i < len(nodes); i++ {
		if *budget <= 0 {
			return "", true
		}
		n := nodes[i]
		ca, cb := a.closure(n.a, n.atStart, budget), b.closure(n.b, n.atStart, budget)
		if ca.accept && cb.accept {
			var rs []rune
			for j := i; nodes[j].parent >= 0; j = nodes[j].parent {
				rs = append(rs, nodes[j].r)
			}
			slices.Reverse(rs)
			return string(rs), true
		}
		for _, ra := range ca.readers {
			ia := &pa.Inst[ra]
			for _, rb := range cb.readers {
				*budget--
				ib := &pb.Inst[rb]
				r, ok := commonRune(runeRanges(ia), runeRanges(ib))
				if !ok {
					continue
				}
				next := state{ia.Out, ib.Out, false}
				if !seen[next] {
					seen[next] = true
					nodes = append(nodes, node{state: next, parent: i, r: r})
				}
			}
		}
	}
	return "", *budget <= 0
}
