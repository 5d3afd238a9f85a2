// Package tablegen writes tables.go of package idna: the Unicode data of
// UTS #46 processing (the IDNA mapping table, the properties that the
// validity criteria, CheckJoiners and CheckBidi read, and the data of
// Normalization Form C), generated from the Unicode files of
// testdata/unicode (see PROVENANCE.md there), which it reads through
// internal/ucd.
//
// internal/idna/gen runs it (go generate ./internal/idna); the tests of
// internal/idna run it again and fail when the result differs from the
// committed tables.go.
package tablegen

import (
	"bytes"
	"fmt"
	"go/format"
	"slices"
	"strconv"
	"strings"

	"github.com/weburl/weburl/internal/ucd"
)

// Sources are the files of testdata/unicode that Generate reads.
var Sources = []string{
	"IdnaMappingTable.txt",
	"UnicodeData.txt",
	"CompositionExclusions.txt",
	"DerivedNormalizationProps.txt",
	"DerivedGeneralCategory.txt",
	"DerivedBidiClass.txt",
	"DerivedJoiningType.txt",
	"PropertyValueAliases.txt",
}

// The layout of an info value (a uint64 per code point), which info.go
// documents again for package idna. Bits 0-1 are the UTS #46 status, bits
// 2-31 the code point's properties, and for a mapped code point bits 32-37
// are the length in bytes of its mapping (UTF-8) and bits 38-63 its offset in
// mappingData.
const (
	statusValid      = 0 // valid, or deviation (kept by nontransitional processing)
	statusMapped     = 1
	statusIgnored    = 2
	statusDisallowed = 3

	bidiShift = 2 // 3 bits: bidi* below
	joinShift = 5 // 3 bits: join* below
	markBit   = 1 << 8
	qcShift   = 9 // 2 bits: NFC_Quick_Check: 0 Yes, 1 Maybe, 2 No
	cccShift  = 11
	// Bits 19-31: index of the code point's full canonical decomposition
	// in decompositions, plus 1 (0: none).
	decompShift = 19

	mapLenShift = 32
	mapOffShift = 38
)

// The Bidi_Class groups that RFC 5893 section 2 tells apart.
var bidiGroups = map[string]int{
	"L": 1, "R": 2, "AL": 2, "AN": 3, "EN": 4,
	"ES": 5, "CS": 5, "ET": 5, "ON": 5, "BN": 5,
	"NSM": 6, // others: 0
}

// The Joining_Type values that RFC 5892 Appendix A.1 reads.
var joinTypes = map[string]int{"L": 1, "D": 2, "R": 3, "T": 4} // others (U, C): 0

// data is what Generate reads, per code point.
type data struct {
	status  []int    // statusValid ...
	mapping []string // for mapped code points
	ccc     []uint8
	decomp  [][]rune // canonical decomposition mapping (one level), nil if none
	gc      []string
	bidi    []string
	join    []string
	nfcQC   []string // Y, M, N
	fce     []bool   // Full_Composition_Exclusion, as published
	exclude map[rune]bool
	sums    map[string][32]byte // SHA-256 of each of Sources, for the header
}

func read() (*data, error) {
	d := &data{
		status:  make([]int, ucd.MaxRune+1),
		mapping: make([]string, ucd.MaxRune+1),
		ccc:     make([]uint8, ucd.MaxRune+1),
		decomp:  make([][]rune, ucd.MaxRune+1),
		exclude: map[rune]bool{},
	}
	files, sums, err := ucd.ReadFiles(Sources)
	if err != nil {
		return nil, err
	}
	d.sums = sums
	for i := range d.status {
		d.status[i] = -1
	}
	err = ucd.Parse(files["IdnaMappingTable.txt"], func(l ucd.Line) error {
		st := map[string]int{"valid": statusValid, "deviation": statusValid, "mapped": statusMapped,
			"ignored": statusIgnored, "disallowed": statusDisallowed}
		s, ok := st[l.Fields[0]]
		if !ok {
			return fmt.Errorf("unknown status %q", l.Fields[0])
		}
		var m string
		if s == statusMapped {
			cps, err := ucd.CodePoints(l.Fields[1])
			if err != nil {
				return err
			}
			m = string(cps)
		}
		for r := l.Lo; r <= l.Hi; r++ {
			d.status[r], d.mapping[r] = s, m
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("IdnaMappingTable.txt: %v", err)
	}
	for r, s := range d.status {
		if s < 0 && !(0xD800 <= r && r <= 0xDFFF) {
			return nil, fmt.Errorf("IdnaMappingTable.txt has no status for U+%04X", r)
		}
	}
	// UnicodeData.txt: ccc (field 3) and decomposition (field 5). Ranges
	// ("<..., First>" and "<..., Last>") have class 0 and no decomposition.
	err = ucd.Parse(files["UnicodeData.txt"], func(l ucd.Line) error {
		c, err := strconv.Atoi(l.Fields[2])
		if err != nil {
			return err
		}
		d.ccc[l.Lo] = uint8(c)
		if dm := l.Fields[4]; dm != "" && !strings.HasPrefix(dm, "<") {
			cps, err := ucd.CodePoints(dm)
			if err != nil {
				return err
			}
			d.decomp[l.Lo] = cps
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("UnicodeData.txt: %v", err)
	}
	err = ucd.Parse(files["CompositionExclusions.txt"], func(l ucd.Line) error {
		for r := l.Lo; r <= l.Hi; r++ {
			d.exclude[r] = true
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("CompositionExclusions.txt: %v", err)
	}
	if d.gc, err = ucd.PropertyValues(files["DerivedGeneralCategory.txt"], "", 0, nil); err != nil {
		return nil, fmt.Errorf("DerivedGeneralCategory.txt: %v", err)
	}
	for _, p := range []struct {
		file, prop string
		out        *[]string
	}{
		{"DerivedBidiClass.txt", "bc", &d.bidi},
		{"DerivedJoiningType.txt", "jt", &d.join},
	} {
		aliases, err := ucd.ValueAliases(files["PropertyValueAliases.txt"], p.prop)
		if err != nil {
			return nil, err
		}
		if *p.out, err = ucd.PropertyValues(files[p.file], "", 0, aliases); err != nil {
			return nil, fmt.Errorf("%s: %v", p.file, err)
		}
	}
	norm := files["DerivedNormalizationProps.txt"]
	qcAliases := map[string]string{"Yes": "Y", "No": "N", "Maybe": "M"}
	if d.nfcQC, err = ucd.PropertyValues(norm, "NFC_QC", 0, qcAliases); err != nil {
		return nil, fmt.Errorf("DerivedNormalizationProps.txt: %v", err)
	}
	fce, err := ucd.PropertyValues(norm, "Full_Composition_Exclusion", 0, nil)
	if err != nil {
		return nil, fmt.Errorf("DerivedNormalizationProps.txt: %v", err)
	}
	d.fce = make([]bool, len(fce))
	for r, v := range fce {
		d.fce[r] = v == "Y"
	}
	return d, nil
}

// Hangul syllables (Unicode section 3.12), decomposed and composed by
// arithmetic, not by table.
const (
	sBase, lBase, vBase, tBase = 0xAC00, 0x1100, 0x1161, 0x11A7
	lCount, vCount, tCount     = 19, 21, 28
	sCount                     = lCount * vCount * tCount
)

// fullDecomposition returns the full canonical decomposition of r (UAX #15
// D68), nil when r has none. Hangul syllables decompose by arithmetic.
func (d *data) fullDecomposition(r rune) []rune {
	if sBase <= r && r < sBase+sCount {
		s := r - sBase
		out := []rune{lBase + s/(vCount*tCount), vBase + s%(vCount*tCount)/tCount}
		if t := s % tCount; t != 0 {
			out = append(out, tBase+t)
		}
		return out
	}
	if d.decomp[r] == nil {
		return nil
	}
	var out []rune
	for _, c := range d.decomp[r] {
		if sub := d.fullDecomposition(c); sub != nil {
			out = append(out, sub...)
		} else {
			out = append(out, c)
		}
	}
	return out
}

// compositionExcluded reports whether r, which has a canonical
// decomposition, is excluded from composition (Full_Composition_Exclusion,
// UAX #15 section 5): listed in CompositionExclusions.txt, a singleton, or
// a non-starter decomposition.
func (d *data) compositionExcluded(r rune) bool {
	dm := d.decomp[r]
	return d.exclude[r] || len(dm) == 1 || d.ccc[r] != 0 || d.ccc[dm[0]] != 0
}

// check compares what Generate derives with what the files publish: Full_
// Composition_Exclusion and NFC_Quick_Check (UAX #15 section 9) from
// DerivedNormalizationProps.txt.
func (d *data) check(pairs map[[2]rune]rune) error {
	second := map[rune]bool{}
	for p := range pairs {
		second[p[1]] = true
	}
	for v := rune(vBase); v < vBase+vCount; v++ {
		second[v] = true
	}
	for t := rune(tBase + 1); t < tBase+tCount; t++ {
		second[t] = true
	}
	for r := rune(0); r <= ucd.MaxRune; r++ {
		excluded := d.decomp[r] != nil && d.compositionExcluded(r)
		if excluded != d.fce[r] {
			return fmt.Errorf("U+%04X: derived Full_Composition_Exclusion %v, DerivedNormalizationProps.txt %v", r, excluded, d.fce[r])
		}
		// Maybe: r, or the first code point of its decomposition, can
		// combine with a code point before it.
		first := r
		if full := d.fullDecomposition(r); full != nil {
			first = full[0]
		}
		qc := "Y"
		switch {
		case excluded:
			qc = "N"
		case second[first]:
			qc = "M"
		}
		if qc != d.nfcQC[r] {
			return fmt.Errorf("U+%04X: derived NFC_QC %s, DerivedNormalizationProps.txt %s", r, qc, d.nfcQC[r])
		}
	}
	return nil
}

// Generate returns the source of tables.go.
func Generate() ([]byte, error) {
	d, err := read()
	if err != nil {
		return nil, err
	}
	// Primary composites: (first, second) -> composite.
	pairs := map[[2]rune]rune{}
	for r := rune(0); r <= ucd.MaxRune; r++ {
		if dm := d.decomp[r]; len(dm) == 2 && !d.compositionExcluded(r) {
			pairs[[2]rune{dm[0], dm[1]}] = r
		}
	}
	if err := d.check(pairs); err != nil {
		return nil, err
	}
	// Mappings, deduplicated, in one string.
	var mappingData strings.Builder
	mappingOffset := map[string]int{}
	// Decompositions, deduplicated.
	var decomps ucd.Numbering[string]
	var values ucd.Numbering[uint64]
	perRune := make([]int, ucd.MaxRune+1)
	for r := rune(0); r <= ucd.MaxRune; r++ {
		v := uint64(statusDisallowed) // surrogates: never looked up
		if st := d.status[r]; st >= 0 {
			v = uint64(st)
		}
		v |= uint64(bidiGroups[d.bidi[r]]) << bidiShift
		v |= uint64(joinTypes[d.join[r]]) << joinShift
		if strings.HasPrefix(d.gc[r], "M") {
			v |= markBit
		}
		v |= uint64(map[string]int{"Y": 0, "M": 1, "N": 2}[d.nfcQC[r]]) << qcShift
		v |= uint64(d.ccc[r]) << cccShift
		if full := d.fullDecomposition(r); full != nil && !(sBase <= r && r < sBase+sCount) {
			i, _ := decomps.Number(string(full))
			if i+1 >= 1<<(32-decompShift) {
				return nil, fmt.Errorf("too many decompositions for the layout")
			}
			v |= uint64(i+1) << decompShift
		}
		if d.status[r] == statusMapped {
			m := d.mapping[r]
			off, ok := mappingOffset[m]
			if !ok {
				off = mappingData.Len()
				mappingOffset[m] = off
				mappingData.WriteString(m)
			}
			if len(m) >= 1<<(mapOffShift-mapLenShift) || off >= 1<<(64-mapOffShift) {
				return nil, fmt.Errorf("U+%04X: mapping too long for the layout", r)
			}
			v |= uint64(len(m))<<mapLenShift | uint64(off)<<mapOffShift
		}
		perRune[r], _ = values.Number(v)
	}
	// The decompositions in one string (UTF-8), and the start of each in
	// it, then its end.
	var decompData strings.Builder
	var decompOffsets []int
	for _, s := range decomps.Values {
		decompOffsets = append(decompOffsets, decompData.Len())
		decompData.WriteString(s)
	}
	decompOffsets = append(decompOffsets, decompData.Len())

	t := buildTrie(perRune)

	var keys []uint64
	for p := range pairs {
		keys = append(keys, uint64(p[0])<<21|uint64(p[1]))
	}
	slices.Sort(keys)

	var b bytes.Buffer
	ucd.WriteHeader(&b, "internal/idna/gen", "go generate ./internal/idna", "data of UTS #46 processing", Sources, d.sums, "idna")
	fmt.Fprintf(&b, "// infoValues are the distinct info values (see info.go for their layout).\n")
	ucd.WriteUints(&b, "infoValues", "uint64", values.Values)
	t.write(&b)
	fmt.Fprintf(&b, "// mappingData holds the mappings of the mapped code points (UTF-8).\n")
	fmt.Fprintf(&b, "const mappingData = %s\n\n", quote(mappingData.String()))
	fmt.Fprintf(&b, "// decompositionData holds the full canonical decompositions (UTF-8);\n")
	fmt.Fprintf(&b, "// decomposition i is decompositionData[decompositionOffsets[i]:decompositionOffsets[i+1]].\n")
	fmt.Fprintf(&b, "const decompositionData = %s\n\n", quote(decompData.String()))
	ucd.WriteUints(&b, "decompositionOffsets", "uint16", toU64(decompOffsets))
	fmt.Fprintf(&b, "// compositionKeys are the pairs (first<<21 | second) that have a primary\n")
	fmt.Fprintf(&b, "// composite, sorted; compositionValues holds the composites in the same order.\n")
	ucd.WriteUints(&b, "compositionKeys", "uint64", keys)
	var comps []uint64
	for _, k := range keys {
		comps = append(comps, uint64(pairs[[2]rune{rune(k >> 21), rune(k & (1<<21 - 1))}]))
	}
	ucd.WriteUints(&b, "compositionValues", "uint32", comps)
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("gofmt: %v", err)
	}
	return out, nil
}

func toU64[T uint32 | int](s []T) []uint64 {
	out := make([]uint64, len(s))
	for i, v := range s {
		out[i] = uint64(v)
	}
	return out
}

// quote returns s as a Go string literal of printable ASCII, broken into
// lines of about 100 bytes.
func quote(s string) string {
	var parts []string
	var cur strings.Builder
	for _, r := range s {
		q := strconv.QuoteRuneToASCII(r)
		q = q[1 : len(q)-1]
		if r == '"' {
			q = `\"`
		} else if r == '\'' {
			q = "'"
		}
		cur.WriteString(q)
		if cur.Len() >= 96 {
			parts = append(parts, `"`+cur.String()+`"`)
			cur.Reset()
		}
	}
	if cur.Len() > 0 || len(parts) == 0 {
		parts = append(parts, `"`+cur.String()+`"`)
	}
	return strings.Join(parts, " +\n\t")
}

// A trie maps a code point to the index of its info value in three steps
// (see lookup in info.go): root[r>>(midBits+leafBits)] is a middle block;
// mid[block<<midBits | r>>leafBits&(1<<midBits-1)] is a leaf block;
// leaf[block<<leafBits | r&(1<<leafBits-1)] is the value index. Blocks are
// shared when equal.
type trie struct {
	midBits, leafBits int
	root, mid, leaf   []int
}

func buildTrie(perRune []int) trie {
	var best trie
	bestSize := -1
	for leafBits := 3; leafBits <= 8; leafBits++ {
		for midBits := 2; midBits <= 8; midBits++ {
			t := makeTrie(perRune, midBits, leafBits)
			if size := t.size(); bestSize < 0 || size < bestSize {
				best, bestSize = t, size
			}
		}
	}
	return best
}

func makeTrie(perRune []int, midBits, leafBits int) trie {
	t := trie{midBits: midBits, leafBits: leafBits}
	var leafIDs []int
	t.leaf, leafIDs = shareBlocks(perRune, leafBits)
	t.mid, t.root = shareBlocks(leafIDs, midBits)
	return t
}

// shareBlocks cuts values into blocks of 1<<bits (the last one filled up
// with zeros) and returns the distinct blocks, one after the other in the
// order they first come, and for each block of values the index of its
// block among them.
func shareBlocks(values []int, bits int) (blocks, ids []int) {
	var distinct ucd.Numbering[string]
	for start := 0; start < len(values); start += 1 << bits {
		block := slices.Clone(values[start:min(start+1<<bits, len(values))])
		for len(block) < 1<<bits {
			block = append(block, 0)
		}
		id, isNew := distinct.Number(intsKey(block))
		if isNew {
			blocks = append(blocks, block...)
		}
		ids = append(ids, id)
	}
	return blocks, ids
}

// intsKey returns a map key for the block of ints.
func intsKey(block []int) string {
	b := make([]byte, 0, 4*len(block))
	for _, v := range block {
		b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	}
	return string(b)
}

func width(vals []int) int {
	if slices.Max(vals) < 1<<8 {
		return 1
	}
	return 2
}

func (t trie) size() int {
	return len(t.root)*width(t.root) + len(t.mid)*width(t.mid) + len(t.leaf)*width(t.leaf)
}

func typeOf(vals []int) string {
	if width(vals) == 1 {
		return "uint8"
	}
	return "uint16"
}

func (t trie) write(b *bytes.Buffer) {
	fmt.Fprintf(b, "// The trie from code points to infoValues (see lookup).\n")
	fmt.Fprintf(b, "const (\n\ttrieMidBits = %d\n\ttrieLeafBits = %d\n)\n\n", t.midBits, t.leafBits)
	ucd.WriteUints(b, "trieRoot", typeOf(t.root), toU64(t.root))
	ucd.WriteUints(b, "trieMid", typeOf(t.mid), toU64(t.mid))
	ucd.WriteUints(b, "trieLeaf", typeOf(t.leaf), toU64(t.leaf))
}
