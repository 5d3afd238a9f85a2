// Package tablegen writes urlpattern/internal/ecmare's Unicode tables
// (tables.go) from the Unicode 18.0.0 files of testdata/unicode, read
// through internal/ucd: the sets of ECMAScript's property escapes, the
// strings of its properties of strings, and the simple case folding of its
// i flag. ecmare's gen command writes the file with it, and ecmare's test
// runs it again to check that the committed file is what it writes.
//
// The names are ECMA-262's (2025 edition, #sec-runtime-semantics-unicodematchproperty-p):
// Table 69 (General_Category, Script and Script_Extensions, each with its
// alias), Table 70 (the binary properties and their aliases) and Table 71
// (the properties of strings); the values of the non-binary properties
// are those of PropertyValueAliases.txt, with every alias it lists
// (#sec-runtime-semantics-unicodematchpropertyvalue-p-v).
package tablegen

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"go/format"
	"slices"
	"sort"
	"strings"

	"github.com/weburl/weburl/internal/ucd"
)

// binaryProperties is ECMA-262's Table 70: each row's canonical name and
// its one alias ("" when the table gives none). Any, ASCII and Assigned
// are defined by UTS #18; the others come from the UCD files.
var binaryProperties = [][2]string{
	{"ASCII", ""},
	{"ASCII_Hex_Digit", "AHex"},
	{"Alphabetic", "Alpha"},
	{"Any", ""},
	{"Assigned", ""},
	{"Bidi_Control", "Bidi_C"},
	{"Bidi_Mirrored", "Bidi_M"},
	{"Case_Ignorable", "CI"},
	{"Cased", ""},
	{"Changes_When_Casefolded", "CWCF"},
	{"Changes_When_Casemapped", "CWCM"},
	{"Changes_When_Lowercased", "CWL"},
	{"Changes_When_NFKC_Casefolded", "CWKCF"},
	{"Changes_When_Titlecased", "CWT"},
	{"Changes_When_Uppercased", "CWU"},
	{"Dash", ""},
	{"Default_Ignorable_Code_Point", "DI"},
	{"Deprecated", "Dep"},
	{"Diacritic", "Dia"},
	{"Emoji", ""},
	{"Emoji_Component", "EComp"},
	{"Emoji_Modifier", "EMod"},
	{"Emoji_Modifier_Base", "EBase"},
	{"Emoji_Presentation", "EPres"},
	{"Extended_Pictographic", "ExtPict"},
	{"Extender", "Ext"},
	{"Grapheme_Base", "Gr_Base"},
	{"Grapheme_Extend", "Gr_Ext"},
	{"Hex_Digit", "Hex"},
	{"IDS_Binary_Operator", "IDSB"},
	{"IDS_Trinary_Operator", "IDST"},
	{"ID_Continue", "IDC"},
	{"ID_Start", "IDS"},
	{"Ideographic", "Ideo"},
	{"Join_Control", "Join_C"},
	{"Logical_Order_Exception", "LOE"},
	{"Lowercase", "Lower"},
	{"Math", ""},
	{"Noncharacter_Code_Point", "NChar"},
	{"Pattern_Syntax", "Pat_Syn"},
	{"Pattern_White_Space", "Pat_WS"},
	{"Quotation_Mark", "QMark"},
	{"Radical", ""},
	{"Regional_Indicator", "RI"},
	{"Sentence_Terminal", "STerm"},
	{"Soft_Dotted", "SD"},
	{"Terminal_Punctuation", "Term"},
	{"Unified_Ideograph", "UIdeo"},
	{"Uppercase", "Upper"},
	{"Variation_Selector", "VS"},
	{"White_Space", "space"},
	{"XID_Continue", "XIDC"},
	{"XID_Start", "XIDS"},
}

// stringProperties is ECMA-262's Table 71, in its order; RGI_Emoji is the
// union of the others (UTS #51 ED-27).
var stringProperties = []string{
	"Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Modifier_Sequence",
	"RGI_Emoji_Flag_Sequence", "RGI_Emoji_Tag_Sequence", "RGI_Emoji_ZWJ_Sequence", "RGI_Emoji",
}

// binaryFiles are the files that hold the binary properties, one property
// name per data line.
var binaryFiles = []string{
	"PropList.txt", "DerivedCoreProperties.txt", "DerivedNormalizationProps.txt",
	"DerivedBinaryProperties.txt", "emoji-data.txt",
}

// Sources lists every file of testdata/unicode that Generate reads.
var Sources = append(slices.Clone(binaryFiles),
	"DerivedGeneralCategory.txt", "Scripts.txt", "ScriptExtensions.txt",
	"PropertyAliases.txt", "PropertyValueAliases.txt", "CaseFolding.txt",
	"emoji-sequences.txt", "emoji-zwj-sequences.txt")

// A rangeSet is a set of code points as sorted, disjoint, non-adjacent
// inclusive ranges.
type rangeSet [][2]rune

func (s rangeSet) normalize() rangeSet {
	sort.Slice(s, func(i, j int) bool { return s[i][0] < s[j][0] })
	var out rangeSet
	for _, r := range s {
		if n := len(out); n > 0 && r[0] <= out[n-1][1]+1 {
			out[n-1][1] = max(out[n-1][1], r[1])
			continue
		}
		out = append(out, r)
	}
	return out
}

func (s rangeSet) complement() rangeSet {
	var out rangeSet
	next := rune(0)
	for _, r := range s {
		if r[0] > next {
			out = append(out, [2]rune{next, r[0] - 1})
		}
		next = r[1] + 1
	}
	if next <= ucd.MaxRune {
		out = append(out, [2]rune{next, ucd.MaxRune})
	}
	return out
}

func union(sets ...rangeSet) rangeSet {
	var all rangeSet
	for _, s := range sets {
		all = append(all, s...)
	}
	return all.normalize()
}

// A scriptValue is one row "sc ; short ; long [; alias]" of
// PropertyValueAliases.txt with its sets.
type scriptValue struct {
	names   []string // short, long, other aliases
	sc, scx rangeSet
}

// A gcValue is one General_Category value of PropertyValueAliases.txt.
type gcValue struct {
	names []string // short, long, other aliases
	set   rangeSet
}

// data is what Generate reads, before it is encoded.
type data struct {
	sums     map[string][32]byte
	binary   map[string]rangeSet // by canonical name
	gc       []gcValue
	scripts  []scriptValue
	strs     map[string][]string // property of strings: its multi-code-point strings
	singles  map[string]rangeSet // property of strings: its single code points
	caseFold [][2]rune           // simple case folding (status C and S), by code point
}

// Generate returns the Go source of ecmare's tables.go.
func Generate() ([]byte, error) {
	d, err := load()
	if err != nil {
		return nil, err
	}
	return d.write()
}

func load() (*data, error) {
	d := &data{binary: map[string]rangeSet{}, strs: map[string][]string{}, singles: map[string]rangeSet{}}
	files, sums, err := ucd.ReadFiles(Sources)
	if err != nil {
		return nil, err
	}
	d.sums = sums
	if err := d.loadGeneralCategory(files); err != nil {
		return nil, err
	}
	if err := d.loadBinary(files); err != nil {
		return nil, err
	}
	if err := d.loadScripts(files); err != nil {
		return nil, err
	}
	if err := d.loadStrings(files); err != nil {
		return nil, err
	}
	if err := d.loadCaseFolding(files["CaseFolding.txt"]); err != nil {
		return nil, err
	}
	return d, nil
}

// loadGeneralCategory reads the 30 leaf categories of
// DerivedGeneralCategory.txt and makes the groups (L, LC, M, ...) from the
// members listed in PropertyValueAliases.txt's comments ("# Ll | Lm |
// Lo | Lt | Lu").
func (d *data) loadGeneralCategory(files map[string][]byte) error {
	leaf := map[string]rangeSet{}
	err := ucd.Parse(files["DerivedGeneralCategory.txt"], func(l ucd.Line) error {
		if !l.Missing {
			leaf[l.Fields[0]] = append(leaf[l.Fields[0]], [2]rune{l.Lo, l.Hi})
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("DerivedGeneralCategory.txt: %v", err)
	}
	var listed rangeSet
	for v, s := range leaf {
		leaf[v] = s.normalize()
		if v != "Cn" {
			listed = append(listed, s...)
		}
	}
	cn := listed.normalize().complement()
	if !slices.Equal(cn, leaf["Cn"]) {
		return fmt.Errorf("DerivedGeneralCategory.txt: its Cn is not the code points of no other category")
	}
	rows, comments := ucd.ValueAliasRows(files["PropertyValueAliases.txt"], "gc")
	for i, names := range rows {
		v := gcValue{names: names}
		if members := comments[i]; members != "" {
			var sets []rangeSet
			for m := range strings.SplitSeq(members, "|") {
				s, ok := leaf[strings.TrimSpace(m)]
				if !ok {
					return fmt.Errorf("PropertyValueAliases.txt: gc %s has the unknown member %q", names[0], m)
				}
				sets = append(sets, s)
			}
			v.set = union(sets...)
		} else {
			s, ok := leaf[names[0]]
			if !ok {
				return fmt.Errorf("DerivedGeneralCategory.txt has no gc=%s", names[0])
			}
			v.set = s
		}
		d.gc = append(d.gc, v)
	}
	if len(d.gc) != 38 {
		return fmt.Errorf("PropertyValueAliases.txt: %d General_Category values, want 38", len(d.gc))
	}
	d.binary["Any"] = rangeSet{{0, ucd.MaxRune}}
	d.binary["ASCII"] = rangeSet{{0, 0x7F}}
	d.binary["Assigned"] = cn.complement()
	return nil
}

// loadBinary reads the binary properties of Table 70 from the files that
// list one property per data line, and checks each alias against
// PropertyAliases.txt.
func (d *data) loadBinary(files map[string][]byte) error {
	all := map[string]rangeSet{}
	for _, name := range binaryFiles {
		err := ucd.Parse(files[name], func(l ucd.Line) error {
			if !l.Missing && len(l.Fields) == 1 {
				all[l.Fields[0]] = append(all[l.Fields[0]], [2]rune{l.Lo, l.Hi})
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
	}
	aliases := map[string][]string{} // long name -> its names in PropertyAliases.txt
	for line := range ucd.Lines(files["PropertyAliases.txt"]) {
		if fields, _ := ucd.Fields(line); len(fields) >= 2 {
			aliases[fields[1]] = fields
		}
	}
	for _, p := range binaryProperties {
		name, alias := p[0], p[1]
		if _, ok := d.binary[name]; ok {
			continue // Any, ASCII, Assigned
		}
		s, ok := all[name]
		if !ok {
			return fmt.Errorf("no file of testdata/unicode lists the binary property %s", name)
		}
		if alias != "" && !slices.Contains(aliases[name], alias) {
			return fmt.Errorf("PropertyAliases.txt does not give %s the alias %s", name, alias)
		}
		d.binary[name] = s.normalize()
	}
	return nil
}

// loadScripts reads Script (Scripts.txt, whose @missing line gives
// Unknown to the code points it does not list) and Script_Extensions
// (ucd.ScriptExtensions), and makes each script's sets of code points.
func (d *data) loadScripts(files map[string][]byte) error {
	script, err := ucd.PropertyValues(files["Scripts.txt"], "", 0, nil)
	if err != nil {
		return fmt.Errorf("Scripts.txt: %v", err)
	}
	scx, err := ucd.ScriptExtensions(files["ScriptExtensions.txt"], files["PropertyValueAliases.txt"], script)
	if err != nil {
		return fmt.Errorf("ScriptExtensions.txt: %v", err)
	}
	rows, _ := ucd.ValueAliasRows(files["PropertyValueAliases.txt"], "sc")
	byLong := map[string]int{}
	for i, names := range rows {
		d.scripts = append(d.scripts, scriptValue{names: names})
		byLong[names[1]] = i
	}
	// add adds r to s, whose ranges end before r.
	add := func(s *rangeSet, r rune) {
		if n := len(*s); n > 0 && (*s)[n-1][1] == r-1 {
			(*s)[n-1][1] = r
		} else {
			*s = append(*s, [2]rune{r, r})
		}
	}
	for r := range rune(ucd.MaxRune + 1) {
		i, ok := byLong[script[r]]
		if !ok {
			return fmt.Errorf("Scripts.txt: unknown script %q", script[r])
		}
		add(&d.scripts[i].sc, r)
		for _, name := range scx[r] {
			add(&d.scripts[byLong[name]].scx, r)
		}
	}
	return nil
}

// loadStrings reads the properties of strings from emoji-sequences.txt and
// emoji-zwj-sequences.txt ("code points ; property ; name"; a first field
// "XXXX..YYYY" is a range of single code points).
func (d *data) loadStrings(files map[string][]byte) error {
	for _, name := range []string{"emoji-sequences.txt", "emoji-zwj-sequences.txt"} {
		n := 0
		for line := range ucd.Lines(files[name]) {
			n++
			fields, _ := ucd.Fields(line)
			if len(fields) < 2 {
				continue
			}
			prop, first := fields[1], fields[0]
			if !slices.Contains(stringProperties, prop) || prop == "RGI_Emoji" {
				return fmt.Errorf("%s:%d: unknown property of strings %q", name, n, prop)
			}
			if strings.Contains(first, "..") {
				lo, hi, err := ucd.Range(first)
				if err != nil {
					return fmt.Errorf("%s:%d: %v", name, n, err)
				}
				d.singles[prop] = append(d.singles[prop], [2]rune{lo, hi})
				continue
			}
			cps, err := ucd.CodePoints(first)
			if err != nil {
				return fmt.Errorf("%s:%d: %v", name, n, err)
			}
			if len(cps) == 1 {
				d.singles[prop] = append(d.singles[prop], [2]rune{cps[0], cps[0]})
				continue
			}
			d.strs[prop] = append(d.strs[prop], string(cps))
		}
	}
	var all []string
	for _, prop := range stringProperties[:len(stringProperties)-1] {
		d.singles[prop] = d.singles[prop].normalize()
		slices.Sort(d.strs[prop])
		all = append(all, d.strs[prop]...)
	}
	slices.Sort(all)
	if len(slices.Compact(all)) != len(all) {
		return fmt.Errorf("a sequence is listed twice, or under two properties")
	}
	return nil
}

// loadCaseFolding reads the simple case folding: the mappings of status C
// (common) and S (simple) of CaseFolding.txt.
func (d *data) loadCaseFolding(b []byte) error {
	err := ucd.Parse(b, func(l ucd.Line) error {
		if l.Missing || len(l.Fields) < 2 || (l.Fields[0] != "C" && l.Fields[0] != "S") {
			return nil
		}
		to, err := ucd.CodePoints(l.Fields[1])
		if err != nil || len(to) != 1 || l.Lo != l.Hi {
			return fmt.Errorf("a simple folding that is not one code point to one: %v", l)
		}
		d.caseFold = append(d.caseFold, [2]rune{l.Lo, to[0]})
		return nil
	})
	if err != nil {
		return fmt.Errorf("CaseFolding.txt: %v", err)
	}
	slices.SortFunc(d.caseFold, func(a, b [2]rune) int { return int(a[0] - b[0]) })
	return nil
}

// An encoder appends the tables' data: unsigned varints.
type encoder struct{ b []byte }

func (e *encoder) uvarint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }

// set appends s: its number of ranges, then for each range the gap from
// the end of the previous one (from -1 for the first) and its length
// minus one. It returns the offset of s.
func (e *encoder) set(s rangeSet) int {
	off := len(e.b)
	e.uvarint(uint64(len(s)))
	prev := rune(-1)
	for _, r := range s {
		e.uvarint(uint64(r[0] - prev - 1))
		e.uvarint(uint64(r[1] - r[0]))
		prev = r[1]
	}
	return off
}

// strings appends the sorted strs, front-coded: their number, then for each
// the length in bytes of the prefix it shares with the previous one, the
// length of the rest and the rest's bytes. It returns the offset.
func (e *encoder) strings(strs []string) int {
	off := len(e.b)
	e.uvarint(uint64(len(strs)))
	prev := ""
	for _, s := range strs {
		n := 0
		for n < len(s) && n < len(prev) && s[n] == prev[n] {
			n++
		}
		e.uvarint(uint64(n))
		e.uvarint(uint64(len(s) - n))
		e.b = append(e.b, s[n:]...)
		prev = s
	}
	return off
}

func (d *data) write() ([]byte, error) {
	var e encoder
	var b bytes.Buffer
	ucd.WriteHeader(&b, "urlpattern/internal/ecmare/gen", "go generate ./urlpattern/internal/ecmare",
		"data of property escapes and case folding", Sources, d.sums, "ecmare")
	b.WriteString(typeDecls)

	b.WriteString("// binaryProperties are ECMA-262's binary Unicode properties (Table 70),\n" +
		"// by canonical name, with their aliases and the offset of their set in\n// tableData.\n")
	b.WriteString("var binaryProperties = [...]property{\n")
	for _, p := range binaryProperties {
		fmt.Fprintf(&b, "\t{%q, %q, %d},\n", p[0], p[1], e.set(d.binary[p[0]]))
	}
	b.WriteString("}\n\n")

	b.WriteString("// generalCategories are the General_Category values of\n" +
		"// PropertyValueAliases.txt: short name, long name, other aliases, and the\n// offset of their set in tableData.\n")
	b.WriteString("var generalCategories = [...]propertyValue{\n")
	for _, v := range d.gc {
		fmt.Fprintf(&b, "\t{%s, %d, 0},\n", quoteNames(v.names), e.set(v.set))
	}
	b.WriteString("}\n\n")

	b.WriteString("// scripts are the Script values of PropertyValueAliases.txt: short name,\n" +
		"// long name, other aliases, and the offsets of their Script and\n// Script_Extensions sets in tableData.\n")
	b.WriteString("var scripts = [...]propertyValue{\n")
	for _, v := range d.scripts {
		fmt.Fprintf(&b, "\t{%s, %d, %d},\n", quoteNames(v.names), e.set(v.sc), e.set(v.scx))
	}
	b.WriteString("}\n\n")

	b.WriteString("// stringProperties are ECMA-262's binary Unicode properties of strings\n" +
		"// (Table 71) but RGI_Emoji, the union of the others, with the offsets in\n" +
		"// tableData of their single code points and of their longer strings.\n")
	b.WriteString("var stringProperties = [...]stringProperty{\n")
	for _, name := range stringProperties[:len(stringProperties)-1] {
		fmt.Fprintf(&b, "\t{%q, %d, %d},\n", name, e.set(d.singles[name]), e.strings(d.strs[name]))
	}
	b.WriteString("}\n\n")

	foldOff := len(e.b)
	e.uvarint(uint64(len(d.caseFold)))
	prev := rune(0)
	for _, f := range d.caseFold {
		e.uvarint(uint64(f[0] - prev))
		e.b = binary.AppendVarint(e.b, int64(f[1]-f[0]))
		prev = f[0]
	}
	b.WriteString("// caseFoldingOffset is the offset in tableData of the simple case\n" +
		"// folding (CaseFolding.txt, status C and S): the number of mappings, then\n" +
		"// for each the distance from the previous code point mapped (from 0), an\n" +
		"// unsigned varint, and the difference from it to its folding, a varint.\n")
	fmt.Fprintf(&b, "const caseFoldingOffset = %d\n\n", foldOff)

	b.WriteString("// tableData holds the sets, strings and foldings the tables above point\n" +
		"// to, as unsigned varints (see decodeSet, decodeStrings, caseFolding).\n")
	b.WriteString("const tableData = \"\" +\n")
	const width = 32
	for i := 0; i < len(e.b); i += width {
		chunk := e.b[i:min(i+width, len(e.b))]
		b.WriteString("\t\"")
		for _, c := range chunk {
			fmt.Fprintf(&b, "\\x%02x", c)
		}
		b.WriteString("\"")
		if i+width < len(e.b) {
			b.WriteString(" +")
		}
		b.WriteString("\n")
	}
	return format.Source(b.Bytes())
}

// typeDecls declares the types of the tables.
const typeDecls = `// A property is a binary property of ECMA-262's Table 70.
type property struct {
	name, alias string // alias: "" when the table gives none
	off         int    // its set in tableData
}

// A propertyValue is a General_Category or Script value.
type propertyValue struct {
	short, long, aliases string // aliases: space-separated, may be empty
	off, scxOff          int    // its set in tableData; scxOff: its Script_Extensions set
}

// A stringProperty is a binary property of strings of ECMA-262's Table 71.
type stringProperty struct {
	name            string
	singlesOff, off int // its single code points and its longer strings in tableData
}

`

// quoteNames writes a value's names as a Go composite of its short name,
// long name and the other aliases joined by spaces.
func quoteNames(names []string) string {
	return fmt.Sprintf("%q, %q, %q", names[0], names[1], strings.Join(names[2:], " "))
}
