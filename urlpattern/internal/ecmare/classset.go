package ecmare

import (
	"slices"
	"strconv"
	"unicode/utf8"
)

// A classSet is what a v-mode class, or a class escape, matches (ECMA-262
// CharSet with strings, #sec-compiletocharset): code points, strings of two
// or more code points, and maybe the empty string. Under the i flag chars
// is closed under case folding and strs hold simple case foldings (scf of
// each code point), as MaybeSimpleCaseFolding makes them.
type classSet struct {
	chars charSet
	strs  []string // sorted, distinct
	empty bool     // the empty string is a member
	// mayStrings is ECMA-262's static MayContainStrings: a negated class
	// or \P{...} may not have it, whatever the set's members are.
	mayStrings bool
}

// charClass returns the classSet of the code points s.
func charClass(s charSet) classSet { return classSet{chars: s} }

func (a classSet) union(b classSet) classSet {
	strs := append(slices.Clone(a.strs), b.strs...)
	slices.Sort(strs)
	return classSet{chars: union(a.chars, b.chars), strs: slices.Compact(strs),
		empty: a.empty || b.empty, mayStrings: a.mayStrings || b.mayStrings}
}

// intersect is ClassIntersection (spec: #sec-compiletocharset): it may
// contain strings only when both operands may.
func (a classSet) intersect(b classSet) classSet {
	var strs []string
	for _, s := range a.strs {
		if _, ok := slices.BinarySearch(b.strs, s); ok {
			strs = append(strs, s)
		}
	}
	return classSet{chars: intersect(a.chars, b.chars), strs: strs,
		empty: a.empty && b.empty, mayStrings: a.mayStrings && b.mayStrings}
}

// subtract is ClassSubtraction: it may contain strings when its first
// operand may.
func (a classSet) subtract(b classSet) classSet {
	var strs []string
	for _, s := range a.strs {
		if _, ok := slices.BinarySearch(b.strs, s); !ok {
			strs = append(strs, s)
		}
	}
	return classSet{chars: subtract(a.chars, b.chars), strs: strs,
		empty: a.empty && !b.empty, mayStrings: a.mayStrings}
}

// addString adds the string s (a ClassString of \q{...}, or a member of a
// property of strings) to c: as a code point when it is one, folded with
// scf under the i flag.
func (c *classSet) addString(s string, ignoreCase bool) {
	switch n := utf8.RuneCountInString(s); {
	case n == 0:
		c.empty = true
		return
	case n == 1:
		r, _ := utf8.DecodeRuneInString(s)
		set := single(r)
		if ignoreCase {
			set = foldClose(set)
		}
		c.chars = union(c.chars, set)
		return
	}
	if ignoreCase {
		s = foldString(s)
	}
	i, found := slices.BinarySearch(c.strs, s)
	if !found {
		c.strs = slices.Insert(c.strs, i, s)
	}
}

// foldString returns s with each code point replaced by its simple case
// folding.
func foldString(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = utf8.AppendRune(b, simpleFold(r))
	}
	return string(b)
}

// node returns an expression that matches what c matches, in ECMAScript's
// order (spec: #sec-compileatom, Atom :: CharacterClass): the strings
// longest first, then the single code points, then the empty string. The
// strings are written as a trie, in which an alternative that ends a
// string comes after the longer strings it begins; two strings can both
// match only when one begins the other, so this is the same order.
func (c classSet) node(ignoreCase bool) *node {
	if len(c.strs) == 0 && !c.empty {
		return &node{op: opSet, set: c.chars}
	}
	tb := &trieBuilder{ignoreCase: ignoreCase, ids: map[string]int{}}
	alt := &node{op: opAlt}
	alt.subs, _ = tb.build(c.strs, 0)
	if len(c.chars) > 0 {
		alt.subs = append(alt.subs, &node{op: opSet, set: c.chars})
	}
	if c.empty {
		alt.subs = append(alt.subs, &node{op: opEmpty})
	}
	if len(alt.subs) == 1 {
		return alt.subs[0]
	}
	return alt
}

// A trieBuilder writes sorted strings as a trie of alternatives.
type trieBuilder struct {
	ignoreCase bool
	ids        map[string]int // a number for each distinct subtrie
}

// build returns the alternatives that match the sorted strs from byte
// offset at (a code point boundary they share), and a number that only
// equal tries share: one alternative for each code point that comes next,
// followed by the alternatives of the rest, and last the empty string when
// a string ends at at. Code points whose rests are the same share one
// alternative, their set followed by the rest once: they exclude each
// other, so their order does not matter.
func (tb *trieBuilder) build(strs []string, at int) ([]*node, int) {
	type branch struct {
		runes []rune // ascending
		rest  []*node
		id    int
	}
	var branches []*branch
	byID := map[int]*branch{}
	ends := false
	for len(strs) > 0 {
		if len(strs[0]) == at {
			ends, strs = true, strs[1:]
			continue
		}
		r, n := utf8.DecodeRuneInString(strs[0][at:])
		j := 1
		for j < len(strs) && len(strs[j]) > at && hasRuneAt(strs[j], at, r) {
			j++
		}
		rest, id := tb.build(strs[:j], at+n)
		strs = strs[j:]
		if b := byID[id]; b != nil {
			b.runes = append(b.runes, r)
			continue
		}
		b := &branch{runes: []rune{r}, rest: rest, id: id}
		byID[id] = b
		branches = append(branches, b)
	}
	var alts []*node
	var key []byte
	for _, b := range branches {
		var set charSet
		for _, r := range b.runes {
			key = strconv.AppendInt(key, int64(r), 16)
			key = append(key, ',')
			if n := len(set); n > 0 && set[n-1].hi+1 == r {
				set[n-1].hi = r
			} else {
				set = append(set, rng{r, r})
			}
		}
		key = strconv.AppendInt(append(key, ':'), int64(b.id), 10)
		key = append(key, ';')
		if tb.ignoreCase {
			set = foldClose(set)
		}
		seq := &node{op: opConcat, subs: []*node{{op: opSet, set: set}}}
		switch len(b.rest) {
		case 0:
		case 1: // a chain of code points stays one flat sequence
			if r := b.rest[0]; r.op == opConcat {
				seq.subs = append(seq.subs, r.subs...)
			} else if r.op != opEmpty {
				seq.subs = append(seq.subs, r)
			}
		default:
			seq.subs = append(seq.subs, &node{op: opAlt, subs: b.rest})
		}
		alts = append(alts, seq)
	}
	if ends {
		alts = append(alts, &node{op: opEmpty})
		key = append(key, '$')
	}
	id, ok := tb.ids[string(key)]
	if !ok {
		id = len(tb.ids)
		tb.ids[string(key)] = id
	}
	return alts, id
}

// hasRuneAt reports whether s has the code point r at byte offset at.
func hasRuneAt(s string, at int, r rune) bool {
	c, _ := utf8.DecodeRuneInString(s[at:])
	return c == r
}
