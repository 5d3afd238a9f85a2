// Package tablegen writes tables.go of package uniprops: for every code
// point, its Script, General_Category, Default_Ignorable_Code_Point and
// whether its Bidi_Class is R or AL, generated from the Unicode files of
// testdata/unicode (see PROVENANCE.md there), which it reads through
// internal/ucd.
//
// internal/uniprops/gen runs it (go generate ./internal/uniprops); the
// tests of internal/uniprops run it again and fail when the result differs
// from the committed tables.go.
package tablegen

import (
	"bytes"
	"fmt"
	"go/format"
	"slices"

	"github.com/weburl/weburl/internal/ucd"
)

// Sources are the files of testdata/unicode that Generate reads.
var Sources = []string{
	"Scripts.txt",
	"DerivedGeneralCategory.txt",
	"DerivedCoreProperties.txt",
	"DerivedBidiClass.txt",
	"PropertyValueAliases.txt",
}

// The layout of a property value (a uint16 per code point), which tables.go
// declares for package uniprops: bits 0-4 are the index of the
// General_Category in gcNames, bits 5-12 the index of the Script in
// scriptNames, bit 13 Default_Ignorable_Code_Point, bit 14 Bidi_Class R or
// AL.
const (
	scriptShift   = 5
	ignorableBit  = 1 << 13
	strongRTLBit  = 1 << 14
	rangeIndexLen = 10 // bits of a range's value index; the start is above them
)

// properties are the properties Generate reads, per code point.
type properties struct {
	script, gc []string
	ignorable  []bool
	strongRTL  []bool
	sums       map[string][32]byte // SHA-256 of each of Sources, for the header
}

func read() (*properties, error) {
	files, sums, err := ucd.ReadFiles(Sources)
	if err != nil {
		return nil, err
	}
	p := &properties{sums: sums}
	// Scripts.txt gives Unknown to the code points it does not list by
	// its @missing line, DerivedGeneralCategory.txt gives them Cn.
	if p.script, err = ucd.PropertyValues(files["Scripts.txt"], "", 0, nil); err != nil {
		return nil, fmt.Errorf("Scripts.txt: %v", err)
	}
	if p.gc, err = ucd.PropertyValues(files["DerivedGeneralCategory.txt"], "", 0, nil); err != nil {
		return nil, fmt.Errorf("DerivedGeneralCategory.txt: %v", err)
	}
	di, err := ucd.PropertyValues(files["DerivedCoreProperties.txt"], "Default_Ignorable_Code_Point", 0, nil)
	if err != nil {
		return nil, fmt.Errorf("DerivedCoreProperties.txt: %v", err)
	}
	aliases, err := ucd.ValueAliases(files["PropertyValueAliases.txt"], "bc")
	if err != nil {
		return nil, err
	}
	bc, err := ucd.PropertyValues(files["DerivedBidiClass.txt"], "", 0, aliases)
	if err != nil {
		return nil, fmt.Errorf("DerivedBidiClass.txt: %v", err)
	}
	p.ignorable = make([]bool, ucd.MaxRune+1)
	p.strongRTL = make([]bool, ucd.MaxRune+1)
	for r := range p.gc {
		if p.script[r] == "" || len(p.gc[r]) != 2 || bc[r] == "" {
			return nil, fmt.Errorf("U+%04X: no Script, General_Category or Bidi_Class", r)
		}
		p.ignorable[r] = di[r] == "Y"
		p.strongRTL[r] = bc[r] == "R" || bc[r] == "AL"
	}
	return p, nil
}

// Generate returns the source of tables.go.
func Generate() ([]byte, error) {
	p, err := read()
	if err != nil {
		return nil, err
	}
	// Unknown and Cn first, so that the zero value is an unassigned code
	// point's.
	scriptNames := ucd.Distinct(p.script, "Unknown")
	gcNames := ucd.Distinct(p.gc, "Cn")
	if len(scriptNames) > 1<<(13-scriptShift) || len(gcNames) > 1<<scriptShift {
		return nil, fmt.Errorf("%d scripts and %d categories do not fit the layout", len(scriptNames), len(gcNames))
	}
	// The code points, cut into ranges of one value each: start<<
	// rangeIndexLen | the value's index in values.
	values, ranges, err := ucd.Ranges(func(r rune) uint64 {
		v := uint64(slices.Index(gcNames, p.gc[r]) | slices.Index(scriptNames, p.script[r])<<scriptShift)
		if p.ignorable[r] {
			v |= ignorableBit
		}
		if p.strongRTL[r] {
			v |= strongRTLBit
		}
		return v
	}, rangeIndexLen)
	if err != nil {
		return nil, err
	}

	var b bytes.Buffer
	ucd.WriteHeader(&b, "internal/uniprops/gen", "go generate ./internal/uniprops", "properties of URL rendering", Sources, p.sums, "uniprops")
	fmt.Fprintf(&b, "// The layout of a Props value: the index of its General_Category in\n")
	fmt.Fprintf(&b, "// gcNames (the low bits), the index of its Script in scriptNames (from\n")
	fmt.Fprintf(&b, "// scriptShift), and two flags.\n")
	fmt.Fprintf(&b, "const (\n\tscriptShift = %d\n\tscriptMask = %#x\n\tgcMask = %#x\n", scriptShift, 1<<(13-scriptShift)-1, 1<<scriptShift-1)
	fmt.Fprintf(&b, "\tignorableBit = %#x\n\tstrongRTLBit = %#x\n)\n\n", ignorableBit, strongRTLBit)
	fmt.Fprintf(&b, "// gcNames are the General_Category values (short names): Cn, then the\n// others sorted.\n")
	ucd.WriteStrings(&b, "gcNames", gcNames)
	fmt.Fprintf(&b, "// scriptNames are the Script values (Scripts.txt's names, Unknown for the\n")
	fmt.Fprintf(&b, "// code points it does not list): Unknown, then the others sorted.\n")
	ucd.WriteStrings(&b, "scriptNames", scriptNames)
	ucd.WriteRanges(&b, "Props", "uint16", values, ranges, rangeIndexLen)
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("gofmt: %v", err)
	}
	return out, nil
}
