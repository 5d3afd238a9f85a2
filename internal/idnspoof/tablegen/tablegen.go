// Package tablegen writes tables.go of package idnspoof: for every code
// point, what the host display policy reads of it (UTS #39's
// Identifier_Status, its Script and Script_Extensions, its decimal digit
// value, whether a combining dot above on it is a hidden overlay), and the
// confusable mappings of UTS #39 from which skeletons are made, generated
// from the Unicode files of testdata/unicode (see PROVENANCE.md there),
// which it reads through internal/ucd.
//
// internal/idnspoof/gen runs it (go generate ./internal/idnspoof); the
// tests of internal/idnspoof run it again and fail when the result
// differs from the committed tables.go.
package tablegen

import (
	"bytes"
	"fmt"
	"go/format"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/ucd"
)

// Sources are the files of testdata/unicode that Generate reads.
var Sources = []string{
	"IdentifierStatus.txt",
	"confusables.txt",
	"Scripts.txt",
	"ScriptExtensions.txt",
	"PropertyValueAliases.txt",
	"UnicodeData.txt",
	"PropList.txt",
}

// NamedScripts are the scripts the policy names (by Scripts.txt's long
// names), for which tables.go declares a constant script<Name> (spaces and
// underscores removed) with the script's number.
var NamedScripts = []string{
	"Common", "Inherited", "Latin", "Greek", "Cyrillic", "Armenian", "Ethiopic",
	"Georgian", "Hebrew", "Bengali", "Devanagari", "Gujarati", "Gurmukhi",
	"Kannada", "Malayalam", "Oriya", "Tamil", "Telugu", "Myanmar", "Thai",
	"Han", "Hiragana", "Katakana", "Bopomofo", "Hangul",
}

// The pseudo-scripts of UTS #39 section 5.1 (Han with Bopomofo, Japanese,
// Korean), numbered after the scripts of Scripts.txt.
var pseudoScripts = []string{"Han_With_Bopomofo", "Japanese", "Korean"}

// The layout of a property value (a uint32 per code point), which
// tables.go declares for package idnspoof: bits 0-7 the Script's number,
// bits 8-17 the Script_Extensions set's number, then one bit each. The
// ...Pos constants are bit positions; tables.go declares masks
// (allowedBit = 1<<allowedPos, ...).
const (
	scxShift     = 8  // bits 8-17: the Script_Extensions set's number
	allowedPos   = 18 // Identifier_Status Allowed
	digitPos     = 19 // General_Category Nd
	digitShift   = 20 // bits 20-23: its decimal digit value
	dotLeadPos   = 24 // a combining dot above after it is a hidden overlay
	rangeIndexLn = 10 // bits of a range's value index; the start is above them
)

// data is what Generate reads, per code point.
type data struct {
	allowed     []bool
	script      []int    // number in scriptNames
	scx         [][]int  // numbers in scriptNames
	digit       []int    // decimal digit value, -1 for none
	softDotted  []bool   // Soft_Dotted
	confusables []string // prototype, "" for none
	scriptNames []string // long names: Unknown, then sorted, as package uniprops numbers them
	sums        map[string][32]byte
}

func read() (*data, error) {
	files, sums, err := ucd.ReadFiles(Sources)
	if err != nil {
		return nil, err
	}
	d := &data{sums: sums}
	status, err := ucd.PropertyValues(files["IdentifierStatus.txt"], "", 0, nil)
	if err != nil {
		return nil, fmt.Errorf("IdentifierStatus.txt: %v", err)
	}
	scripts, err := ucd.PropertyValues(files["Scripts.txt"], "", 0, nil)
	if err != nil {
		return nil, fmt.Errorf("Scripts.txt: %v", err)
	}
	d.scriptNames = ucd.Distinct(scripts, "Unknown")
	long := map[string]int{}
	for i, s := range d.scriptNames {
		long[s] = i
	}
	scx, err := ucd.ScriptExtensions(files["ScriptExtensions.txt"], files["PropertyValueAliases.txt"], scripts)
	if err != nil {
		return nil, fmt.Errorf("ScriptExtensions.txt: %v", err)
	}
	n := ucd.MaxRune + 1
	d.allowed = make([]bool, n)
	d.script = make([]int, n)
	d.scx = make([][]int, n)
	d.digit = make([]int, n)
	d.softDotted = make([]bool, n)
	d.confusables = make([]string, n)
	for r := range n {
		d.allowed[r] = status[r] == "Allowed"
		d.script[r] = long[scripts[r]]
		for _, s := range scx[r] {
			i, ok := long[s]
			if !ok {
				return nil, fmt.Errorf("ScriptExtensions.txt: U+%04X: script %s, which Scripts.txt does not name", r, s)
			}
			d.scx[r] = append(d.scx[r], i)
		}
		slices.Sort(d.scx[r])
		d.digit[r] = -1
	}
	err = ucd.Parse(files["UnicodeData.txt"], func(l ucd.Line) error {
		if len(l.Fields) < 6 || l.Fields[1] != "Nd" {
			return nil
		}
		v, err := strconv.Atoi(l.Fields[5])
		if err != nil || v < 0 || v > 9 || l.Lo != l.Hi {
			return fmt.Errorf("U+%04X: bad decimal digit value %q", l.Lo, l.Fields[5])
		}
		d.digit[l.Lo] = v
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("UnicodeData.txt: %v", err)
	}
	err = ucd.Parse(files["PropList.txt"], func(l ucd.Line) error {
		if !l.Missing && l.Fields[0] == "Soft_Dotted" {
			for r := l.Lo; r <= l.Hi; r++ {
				d.softDotted[r] = true
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("PropList.txt: %v", err)
	}
	err = ucd.Parse(files["confusables.txt"], func(l ucd.Line) error {
		if l.Missing || l.Lo != l.Hi || len(l.Fields) < 2 || l.Fields[1] != "MA" {
			return fmt.Errorf("not a single code point's MA mapping")
		}
		target, err := ucd.CodePoints(l.Fields[0])
		if err != nil {
			return err
		}
		d.confusables[l.Lo] = string(target)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("confusables.txt: %v", err)
	}
	return d, nil
}

// dotLead reports whether a combining dot above (U+0307) after r is a
// hidden overlay, as UTS #39 section 5.4 ("Optional Detection", the dot
// over i, j, l and the soft-dotted letters, and over the characters
// confusable with them) says.
func (d *data) dotLead(r rune) bool {
	lead := func(c rune) bool {
		return c == 'i' || c == 'j' || c == 'l' || c == 0x0131 || c == 0x0237 || d.softDotted[c]
	}
	if lead(r) {
		return true
	}
	p := d.confusables[r]
	if p == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(p)
	return last != r && lead(last)
}

// Generate returns the source of tables.go.
func Generate() ([]byte, error) {
	d, err := read()
	if err != nil {
		return nil, err
	}
	nScripts := len(d.scriptNames) + len(pseudoScripts)
	if len(d.scriptNames) > 1<<scxShift || nScripts > 3*64 {
		return nil, fmt.Errorf("%d scripts do not fit the layout", nScripts)
	}
	// Script_Extensions sets as bit sets, numbered; the empty set first.
	var sets ucd.Numbering[[3]uint64]
	sets.Number([3]uint64{})
	values, ranges, err := ucd.Ranges(func(r rune) uint64 {
		if !d.allowed[r] {
			return 0
		}
		var set [3]uint64
		for _, s := range d.scx[r] {
			set[s/64] |= 1 << (s % 64)
		}
		si, _ := sets.Number(set)
		v := uint64(d.script[r]) | uint64(si)<<scxShift | 1<<allowedPos
		if d.digit[r] >= 0 {
			v |= 1<<digitPos | uint64(d.digit[r])<<digitShift
		}
		if d.dotLead(r) {
			v |= 1 << dotLeadPos
		}
		return v
	}, rangeIndexLn)
	if err != nil {
		return nil, err
	}
	if len(sets.Values) > 1<<(allowedPos-scxShift) {
		return nil, fmt.Errorf("%d script sets do not fit the layout", len(sets.Values))
	}
	// The confusable mappings, sorted by code point.
	var keys, offsets []uint64
	var mapped strings.Builder
	for r := rune(0); r <= ucd.MaxRune; r++ {
		if p := d.confusables[r]; p != "" {
			keys = append(keys, uint64(r))
			offsets = append(offsets, uint64(mapped.Len()))
			mapped.WriteString(p)
		}
	}
	offsets = append(offsets, uint64(mapped.Len()))
	if mapped.Len() >= 1<<16 {
		return nil, fmt.Errorf("%d bytes of prototypes do not fit uint16 offsets", mapped.Len())
	}

	var b bytes.Buffer
	ucd.WriteHeader(&b, "internal/idnspoof/gen", "go generate ./internal/idnspoof", "data of the host display policy", Sources, d.sums, "idnspoof")
	fmt.Fprintf(&b, "// The layout of a props value: the number of its Script (Unknown, then the\n")
	fmt.Fprintf(&b, "// others of Scripts.txt sorted by name, as in package uniprops)\n")
	fmt.Fprintf(&b, "// (the low bits), the number of its Script_Extensions set in scxSets\n")
	fmt.Fprintf(&b, "// (from scxShift; 0, the empty set, for a code point that is not\n")
	fmt.Fprintf(&b, "// allowed), Identifier_Status Allowed, General_Category Nd and its\n")
	fmt.Fprintf(&b, "// decimal digit value, and whether a combining dot above after it is a\n")
	fmt.Fprintf(&b, "// hidden overlay. Only allowed code points have a value other than 0.\n")
	fmt.Fprintf(&b, "const (\n\tscriptMask = %#x\n\tscxShift = %d\n\tscxMask = %#x\n", 1<<scxShift-1, scxShift, 1<<(allowedPos-scxShift)-1)
	fmt.Fprintf(&b, "\tallowedBit = %#x\n\tdigitBit = %#x\n\tdigitShift = %d\n\tdotLeadBit = %#x\n)\n\n", 1<<allowedPos, 1<<digitPos, digitShift, 1<<dotLeadPos)
	fmt.Fprintf(&b, "// The numbers of the scripts the policy names, and of the pseudo-scripts\n")
	fmt.Fprintf(&b, "// of UTS #39 section 5.1 (after those of Scripts.txt).\nconst (\n")
	for _, s := range NamedScripts {
		i := slices.Index(d.scriptNames, s)
		if i < 0 {
			return nil, fmt.Errorf("no script %s", s)
		}
		fmt.Fprintf(&b, "\tscript%s = %d\n", strings.ReplaceAll(s, "_", ""), i)
	}
	for i, s := range pseudoScripts {
		fmt.Fprintf(&b, "\tscript%s = %d\n", strings.ReplaceAll(s, "_", ""), len(d.scriptNames)+i)
	}
	fmt.Fprintf(&b, ")\n\n")
	fmt.Fprintf(&b, "// scxSets are the Script_Extensions sets of allowed code points\n")
	fmt.Fprintf(&b, "// (ScriptExtensions.txt, else the Script), as bit sets of script numbers.\n")
	fmt.Fprintf(&b, "var scxSets = [%d][3]uint64{\n", len(sets.Values))
	for _, s := range sets.Values {
		fmt.Fprintf(&b, "\t{%#x, %#x, %#x},\n", s[0], s[1], s[2])
	}
	fmt.Fprintf(&b, "}\n\n")
	ucd.WriteRanges(&b, "props", "uint32", values, ranges, rangeIndexLn)
	fmt.Fprintf(&b, "// confusableKeys are the code points that confusables.txt maps, sorted;\n")
	fmt.Fprintf(&b, "// the prototype of confusableKeys[i] is\n")
	fmt.Fprintf(&b, "// confusableData[confusableOffsets[i]:confusableOffsets[i+1]].\n")
	ucd.WriteUints(&b, "confusableKeys", "uint32", keys)
	ucd.WriteUints(&b, "confusableOffsets", "uint16", offsets)
	// QuoteToASCII, not %q: which non-ASCII code points %q escapes depends
	// on the Unicode version of the Go that runs the generator.
	fmt.Fprintf(&b, "const confusableData = %s\n", strconv.QuoteToASCII(mapped.String()))
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("gofmt: %v", err)
	}
	return out, nil
}
