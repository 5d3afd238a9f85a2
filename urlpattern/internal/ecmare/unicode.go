package ecmare

import (
	"encoding/binary"
	"slices"
	"sort"
	"strings"
	"sync"
)

// is reports whether v is one of the value's names, exactly.
func (pv *propertyValue) is(v string) bool {
	if v == pv.short || v == pv.long {
		return true
	}
	for a := range strings.FieldsSeq(pv.aliases) {
		if v == a {
			return true
		}
	}
	return false
}

// uvarint reads an unsigned varint of tableData at *off.
func uvarint(off *int) uint64 {
	var v uint64
	for shift := 0; ; shift += 7 {
		c := tableData[*off]
		*off++
		v |= uint64(c&0x7F) << shift
		if c < 0x80 {
			return v
		}
	}
}

// decodeSet returns the set of code points that tableData holds at off:
// the number of ranges, then for each range the gap from the end of the
// previous one (from -1) and its length minus one.
func decodeSet(off int) charSet {
	n := int(uvarint(&off))
	out := make(charSet, n)
	prev := rune(-1)
	for i := range out {
		lo := prev + 1 + rune(uvarint(&off))
		hi := lo + rune(uvarint(&off))
		out[i], prev = rng{lo, hi}, hi
	}
	return out
}

// decodeStrings returns the sorted strings that tableData holds at off,
// front-coded: their number, then for each the length in bytes of the
// prefix it shares with the previous one, the length of the rest, and the
// rest.
func decodeStrings(off int) []string {
	n := int(uvarint(&off))
	out := make([]string, n)
	prev := ""
	for i := range out {
		shared := int(uvarint(&off))
		rest := int(uvarint(&off))
		out[i] = prev[:shared] + tableData[off:off+rest]
		off += rest
		prev = out[i]
	}
	return out
}

// A propSet is what a property escape matches: code points and, for a
// property of strings, strings of two or more code points (sorted).
type propSet struct {
	chars   charSet
	strs    []string
	strings bool // a property of strings (ECMA-262 MayContainStrings)
}

// lookupProperty resolves the inside of \p{...} (ECMA-262
// UnicodePropertyValueExpression, spec: #sec-runtime-semantics-unicodematchproperty-p):
// "name=value" for General_Category, Script and Script_Extensions (or
// their aliases gc, sc, scx), or a lone General_Category value, binary
// property or property of strings. Names are matched exactly, as ECMA-262
// requires: no loose matching of case, spaces or underscores.
func lookupProperty(expr string) (propSet, bool) {
	if name, value, ok := strings.Cut(expr, "="); ok {
		switch name {
		case "General_Category", "gc":
			return generalCategory(value)
		case "Script", "sc", "Script_Extensions", "scx":
			for i := range scripts {
				if v := &scripts[i]; v.is(value) {
					if name == "Script" || name == "sc" {
						return propSet{chars: decodeSet(v.off)}, true
					}
					return propSet{chars: decodeSet(v.scxOff)}, true
				}
			}
		}
		return propSet{}, false
	}
	if s, ok := generalCategory(expr); ok {
		return s, true
	}
	for _, p := range binaryProperties {
		if expr == p.name || expr == p.alias && expr != "" {
			return propSet{chars: decodeSet(p.off)}, true
		}
	}
	if expr == "RGI_Emoji" {
		var all propSet
		var strs [][]string
		for _, p := range stringProperties {
			all.chars = append(all.chars, decodeSet(p.singlesOff)...)
			strs = append(strs, decodeStrings(p.off))
		}
		all.chars = all.chars.normalize()
		all.strs = slices.Concat(strs...)
		slices.Sort(all.strs)
		all.strings = true
		return all, true
	}
	for _, p := range stringProperties {
		if expr == p.name {
			return propSet{chars: decodeSet(p.singlesOff), strs: decodeStrings(p.off), strings: true}, true
		}
	}
	return propSet{}, false
}

// generalCategory returns the set of a General_Category value, or false.
func generalCategory(v string) (propSet, bool) {
	for i := range generalCategories {
		if gc := &generalCategories[i]; gc.is(v) {
			return propSet{chars: decodeSet(gc.off)}, true
		}
	}
	return propSet{}, false
}

// binarySet returns the set of the binary property name of the tables.
func binarySet(name string) charSet {
	for _, p := range binaryProperties {
		if p.name == name {
			return decodeSet(p.off)
		}
	}
	return nil
}

var (
	idStartSet    = sync.OnceValue(func() charSet { return binarySet("ID_Start") })
	idContinueSet = sync.OnceValue(func() charSet { return binarySet("ID_Continue") })
)

// IsIdentifierStart reports whether r is in ECMAScript's IdentifierStartChar
// set: ID_Start, '$' and '_' (spec: ECMA-262 #prod-IdentifierStartChar),
// with the Unicode data of UnicodeVersion.
func IsIdentifierStart(r rune) bool {
	if r < 0x80 {
		return r == '$' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return idStartSet().contains(r)
}

// IsIdentifierPart reports whether r is in ECMAScript's IdentifierPartChar
// set: ID_Continue, '$', U+200C and U+200D (spec: ECMA-262
// #prod-IdentifierPartChar), with the Unicode data of UnicodeVersion.
func IsIdentifierPart(r rune) bool {
	if r < 0x80 {
		return r == '$' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return r == 0x200C || r == 0x200D || idContinueSet().contains(r)
}

// A folding is the simple case folding of the tables (CaseFolding.txt,
// status C and S), for ECMA-262's Canonicalize with the u or v flag and
// the i flag (spec: #sec-runtime-semantics-canonicalize-ch).
type folding struct {
	from, to []rune // sorted by from: scf(from[i]) = to[i]
	// orbit lists every code point that shares its folding with another,
	// sorted, with next: the next code point of the same folding, in a
	// cycle through all of them.
	orbit, next []rune
}

var caseFolding = sync.OnceValue(func() *folding {
	f := &folding{}
	off := caseFoldingOffset
	n := int(uvarint(&off))
	r := rune(0)
	for range n {
		r += rune(uvarint(&off))
		d, k := binary.Varint([]byte(tableData[off:min(off+binary.MaxVarintLen32, len(tableData))]))
		off += k
		f.from = append(f.from, r)
		f.to = append(f.to, r+rune(d))
	}
	members := map[rune][]rune{} // by folding
	for i, c := range f.from {
		t := f.to[i]
		if members[t] == nil {
			members[t] = []rune{t}
		}
		members[t] = append(members[t], c)
	}
	next := map[rune]rune{}
	for _, m := range members {
		slices.Sort(m)
		for i, c := range m {
			next[c] = m[(i+1)%len(m)]
		}
	}
	for c := range next {
		f.orbit = append(f.orbit, c)
	}
	slices.Sort(f.orbit)
	for _, c := range f.orbit {
		f.next = append(f.next, next[c])
	}
	return f
})

// SimpleFold returns r's simple case folding (CaseFolding.txt, status C
// and S), or r: ECMA-262's Canonicalize(r) with the i flag in u and v
// mode (spec: ECMA-262 #sec-runtime-semantics-canonicalize-ch), by which
// two code points match when they fold alike.
func SimpleFold(r rune) rune { return simpleFold(r) }

// simpleFold returns scf(r): r's simple case folding, or r.
func simpleFold(r rune) rune {
	f := caseFolding()
	if i, ok := slices.BinarySearch(f.from, r); ok {
		return f.to[i]
	}
	return r
}

// foldClose returns s with every code point that folds as a member of s
// does: the code points c with scf(c) in scf(s), which is how a set
// matches under the i flag in u and v mode.
func foldClose(s charSet) charSet {
	f := caseFolding()
	var extra charSet
	for _, r := range s {
		i := sort.Search(len(f.orbit), func(i int) bool { return f.orbit[i] >= r.lo })
		for ; i < len(f.orbit) && f.orbit[i] <= r.hi; i++ {
			for c := f.next[i]; c != f.orbit[i]; c = f.next[orbitIndex(f, c)] {
				extra = append(extra, rng{c, c})
			}
		}
	}
	if len(extra) == 0 {
		return s
	}
	return union(s, extra)
}

// orbitIndex returns the index of c in f.orbit.
func orbitIndex(f *folding, c rune) int {
	i, _ := slices.BinarySearch(f.orbit, c)
	return i
}
