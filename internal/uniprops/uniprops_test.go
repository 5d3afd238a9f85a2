package uniprops

import (
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/internal/uniprops/tablegen"
)

// TestTablesGenerated checks that tables.go is what its generator writes
// from the files of testdata/unicode (go generate in this directory).
func TestTablesGenerated(t *testing.T) {
	testdata.Generated(t, "tables.go", tablegen.Generate, "go generate ./internal/uniprops")
}

// fileValues reads a file of testdata/unicode in the UCD's format (UAX #44
// section 4.2: "XXXX..YYYY ; value # comment") with testdata.UCDLines, not
// the generator's parser (internal/ucd), and returns the value of each code
// point: that of the data line that lists it, else that of the last
// "# @missing:" line that covers it, else "". With prop set, only the
// lines "XXXX ; prop" count, and give "Y" (a binary property).
func fileValues(t *testing.T, name, prop string) []string {
	t.Helper()
	values := make([]string, 0x110000)
	listed := make([]bool, 0x110000)
	testdata.UCDLines(t, name, func(lo, hi rune, fields []string, missing bool) {
		value := fields[0]
		if prop != "" {
			if value != prop {
				return
			}
			value = "Y"
		}
		for r := lo; r <= hi; r++ {
			if !listed[r] {
				values[r] = value
			}
			listed[r] = listed[r] || !missing
		}
	})
	return values
}

// TestTablesAgainstFiles checks Of for every code point against the
// Unicode files, read by fileValues: Script against Scripts.txt (Unknown
// where it lists none, as its @missing line says), General_Category against
// DerivedGeneralCategory.txt, DefaultIgnorable against
// DerivedCoreProperties.txt's Default_Ignorable_Code_Point, StrongRTL
// against DerivedBidiClass.txt (R, AL, and the @missing lines' long names
// for them, Right_To_Left and Arabic_Letter, as PropertyValueAliases.txt
// spells them).
func TestTablesAgainstFiles(t *testing.T) {
	scripts := fileValues(t, "Scripts.txt", "")
	gcs := fileValues(t, "DerivedGeneralCategory.txt", "")
	ignorable := fileValues(t, "DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
	bidi := fileValues(t, "DerivedBidiClass.txt", "")
	errors := 0
	for r := rune(0); r <= 0x10FFFF && errors < 10; r++ {
		p := Of(r)
		rtl := bidi[r] == "R" || bidi[r] == "AL" || bidi[r] == "Right_To_Left" || bidi[r] == "Arabic_Letter"
		if p.Script() != scripts[r] || p.GeneralCategory() != gcs[r] ||
			p.DefaultIgnorable() != (ignorable[r] == "Y") || p.StrongRTL() != rtl {
			t.Errorf("U+%04X: Of gives %s %s ignorable=%v rtl=%v, the files %s %s ignorable=%v bidi=%s",
				r, p.Script(), p.GeneralCategory(), p.DefaultIgnorable(), p.StrongRTL(),
				scripts[r], gcs[r], ignorable[r] == "Y", bidi[r])
			errors++
		}
	}
}

// TestTablesAgainstUnicodeData checks General_Category and StrongRTL once
// more against UnicodeData.txt, the file the derived files are derived
// from: its fields 2 (General_Category) and 4 (Bidi_Class) for every code
// point it lists, its "<..., First>" and "<..., Last>" lines giving a
// range; a code point it does not list is unassigned (Cn).
func TestTablesAgainstUnicodeData(t *testing.T) {
	assigned := make([]bool, 0x110000)
	var first rune
	for _, line := range strings.Split(strings.TrimSpace(string(testdata.Read(t, "unicode/UnicodeData.txt"))), "\n") {
		f := strings.Split(line, ";")
		v, err := strconv.ParseUint(f[0], 16, 32)
		if err != nil || len(f) < 5 {
			t.Fatalf("UnicodeData.txt: bad line %q", line)
		}
		r := rune(v)
		if strings.HasSuffix(f[1], ", First>") {
			first = r
			continue
		}
		lo := r
		if strings.HasSuffix(f[1], ", Last>") {
			lo = first
		}
		for c := lo; c <= r; c++ {
			assigned[c] = true
			p := Of(c)
			if p.GeneralCategory() != f[2] || p.StrongRTL() != (f[4] == "R" || f[4] == "AL") {
				t.Fatalf("U+%04X: Of gives %s rtl=%v, UnicodeData.txt %s bidi %s", c, p.GeneralCategory(), p.StrongRTL(), f[2], f[4])
			}
		}
	}
	for r := rune(0); r <= 0x10FFFF; r++ {
		if !assigned[r] && Of(r).GeneralCategory() != "Cn" {
			t.Fatalf("U+%04X: not in UnicodeData.txt, but Of gives %s", r, Of(r).GeneralCategory())
		}
	}
}

// TestOfOutsideCodePoints checks that values that are not code points get
// the zero Props, that of an unassigned code point.
func TestOfOutsideCodePoints(t *testing.T) {
	for _, r := range []rune{-1, 0x110000, 1 << 30} {
		if p := Of(r); p != 0 || p.Script() != "Unknown" || p.GeneralCategory() != "Cn" {
			t.Errorf("Of(%#x) = %#x (%s, %s), want the zero Props (Unknown, Cn)", r, uint16(p), p.Script(), p.GeneralCategory())
		}
	}
	// U+0378 is unassigned in Unicode 18.0.0 (DerivedGeneralCategory.txt
	// lists it as Cn, Scripts.txt not at all).
	if Of(0x0378) != 0 {
		t.Errorf("Of(U+0378) = %#x, want the zero Props", uint16(Of(0x0378)))
	}
}

// TestDefaultIgnorableAsPropList checks the set that URL rendering keeps
// out of view by DefaultIgnorable: the spaces and separators (Z), the
// controls (Cc), the format characters (Cf) and Default_Ignorable_Code_Point
// together are exactly the set it read from PropList.txt before (the same
// categories with Other_Default_Ignorable_Code_Point, Variation_Selector,
// and U+180B to U+180F and U+E0000 to U+E0FFF by hand), as
// DerivedCoreProperties.txt's derivation says (Default_Ignorable_Code_Point
// is Other_Default_Ignorable_Code_Point, Cf and Variation_Selector, less
// White_Space, U+FFF9 to U+FFFB, U+13430 to U+13440 and
// Prepended_Concatenation_Mark, all of which are Cf or Z).
func TestDefaultIgnorableAsPropList(t *testing.T) {
	other := fileValues(t, "PropList.txt", "Other_Default_Ignorable_Code_Point")
	vs := fileValues(t, "PropList.txt", "Variation_Selector")
	for r := rune(0); r <= 0x10FFFF; r++ {
		p := Of(r)
		gc := p.GeneralCategory()
		category := gc[0] == 'Z' || gc == "Cc" || gc == "Cf"
		before := category || other[r] == "Y" || vs[r] == "Y" ||
			(0x180B <= r && r <= 0x180F) || (0xE0000 <= r && r <= 0xE0FFF)
		if now := category || p.DefaultIgnorable(); now != before {
			t.Errorf("U+%04X (%s): Default_Ignorable_Code_Point gives %v, PropList.txt's properties %v", r, gc, now, before)
		}
	}
}
