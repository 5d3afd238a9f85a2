package uniprops_test

import (
	"fmt"

	"github.com/weburl/weburl/internal/uniprops"
)

func ExampleOf() {
	// 'a', U+0430 CYRILLIC SMALL LETTER A, U+10D70 GARAY SMALL LETTER A
	// (Unicode 16.0), U+18E00 JURCHEN CHARACTER-18E00 (Unicode 18.0),
	// U+0378 (unassigned).
	for _, r := range []rune{'a', 0x0430, 0x10D70, 0x18E00, 0x0378} {
		p := uniprops.Of(r)
		fmt.Printf("U+%04X %s %s rtl=%v\n", r, p.Script(), p.GeneralCategory(), p.StrongRTL())
	}
	// Output:
	// U+0061 Latin Ll rtl=false
	// U+0430 Cyrillic Ll rtl=false
	// U+10D70 Garay Ll rtl=true
	// U+18E00 Jurchen Lo rtl=false
	// U+0378 Unknown Cn rtl=false
}

func ExampleProps_Script() {
	fmt.Println(uniprops.Of('7').Script(), uniprops.Of(0x0301).Script(), uniprops.Of(0x4F8B).Script())
	// Output: Common Inherited Han
}

func ExampleProps_GeneralCategory() {
	// U+00E9, U+0301 COMBINING ACUTE ACCENT, U+00A0 NO-BREAK SPACE, U+200E
	// LEFT-TO-RIGHT MARK.
	for _, r := range []rune{0x00E9, 0x0301, 0x00A0, 0x200E} {
		fmt.Print(uniprops.Of(r).GeneralCategory(), " ")
	}
	fmt.Println()
	// Output: Ll Mn Zs Cf
}

func ExampleProps_DefaultIgnorable() {
	// U+00AD SOFT HYPHEN, U+3164 HANGUL FILLER, U+FE0F VARIATION
	// SELECTOR-16, U+0020 SPACE (White_Space: not default-ignorable).
	for _, r := range []rune{0x00AD, 0x3164, 0xFE0F, ' '} {
		fmt.Print(uniprops.Of(r).DefaultIgnorable(), " ")
	}
	fmt.Println()
	// Output: true true true false
}

func ExampleProps_StrongRTL() {
	// U+05D0 HEBREW LETTER ALEF (R), U+0628 ARABIC LETTER BEH (AL), U+0660
	// ARABIC-INDIC DIGIT ZERO (AN), 'a' (L).
	for _, r := range []rune{0x05D0, 0x0628, 0x0660, 'a'} {
		fmt.Print(uniprops.Of(r).StrongRTL(), " ")
	}
	fmt.Println()
	// Output: true true false false
}

func ExampleRangeValue() {
	// Code points 0 to 0x60 have value 0, 0x61 on value 1.
	ranges := []uint32{0 << 4, 0x61<<4 | 1}
	fmt.Println(uniprops.RangeValue(ranges, 4, 'A'), uniprops.RangeValue(ranges, 4, 'z'))
	// Output:
	// 0 1
}

func ExampleScriptName() {
	fmt.Println(uniprops.ScriptName(0), uniprops.ScriptName(-1) == "")
	// Output:
	// Unknown true
}
