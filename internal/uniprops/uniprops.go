// Package uniprops gives the Unicode properties by which weburl decides how
// to display text: the Script, General_Category and
// Default_Ignorable_Code_Point of a code point and whether its Bidi_Class is
// R or AL (strong right-to-left). URL rendering (weburl's URL.RenderIn)
// reads them, and so do the command line's lint and the live viewer.
//
// The data is Unicode's own, of one version (UnicodeVersion, the same as
// weburl's IDNA data), from tables.go, which internal/uniprops/gen writes
// from the files of testdata/unicode (go generate ./internal/uniprops), so
// the answers do not depend on the version of Go that builds the program,
// as those of Go's unicode package and golang.org/x/text/unicode/bidi do.
// The tables are ranges of code points searched by bisection, about 23 KB,
// linked only into a program that calls Of.
package uniprops

//go:generate go run ./gen

// Props are the properties of one code point. The zero Props is that of an
// unassigned code point outside the right-to-left blocks: Unknown, Cn, not
// default-ignorable, not right-to-left.
type Props uint16

// Of returns the properties of the code point r. A value that is not a
// code point (negative or above U+10FFFF) gets the zero Props.
func Of(r rune) Props {
	if r < 0 || r > 0x10FFFF {
		return 0
	}
	return Props(values[RangeValue(ranges[:], rangeIndexBits, r)])
}

// RangeValue returns the value index of the range of r in ranges, a table
// of ranges of code points as the generators of this package and of
// internal/idnspoof write them: sorted elements, each the first code point
// of a range shifted left by indexBits, or'ed with the index of the
// range's value; a range ends where the next one starts. It searches by
// bisection. ranges must start at U+0000.
func RangeValue(ranges []uint32, indexBits int, r rune) int {
	lo, hi := 0, len(ranges)
	for hi-lo > 1 {
		mid := int(uint(lo+hi) >> 1)
		if rune(ranges[mid]>>indexBits) <= r {
			lo = mid
		} else {
			hi = mid
		}
	}
	return int(ranges[lo] & (1<<indexBits - 1))
}

// ScriptName returns the name of the Script whose number is n, as
// Scripts.txt writes it ("Latin", "Cyrillic"): the numbers go from 0,
// Unknown, through the other scripts of Scripts.txt sorted by name. It
// returns "" for a number that names none.
func ScriptName(n int) string {
	if n < 0 || n >= len(scriptNames) {
		return ""
	}
	return scriptNames[n]
}

// Script returns the code point's Script value as Scripts.txt names it
// (long names such as "Latin", "Cyrillic", "Han", "Old_Italic"; "Common"
// and "Inherited" for characters shared by scripts), and "Unknown" for the
// code points that Scripts.txt does not list (unassigned, private use,
// surrogates, noncharacters).
func (p Props) Script() string {
	return scriptNames[int(p>>scriptShift)&scriptMask]
}

// GeneralCategory returns the code point's General_Category as its short
// name, two letters ("Lu", "Mn", "Zs", "Cf", "Cn" for unassigned ...): the
// first letter is the major class (L, M, N, P, S, Z, C).
func (p Props) GeneralCategory() string {
	return gcNames[int(p)&gcMask]
}

// DefaultIgnorable reports whether the code point is
// Default_Ignorable_Code_Point (DerivedCoreProperties.txt): a code point
// that a renderer shows as nothing when it does not support it, such as
// U+00AD SOFT HYPHEN, U+200B to U+200F, the bidirectional controls,
// U+034F COMBINING GRAPHEME JOINER, the Hangul fillers, the variation
// selectors and the tags.
func (p Props) DefaultIgnorable() bool {
	return p&ignorableBit != 0
}

// StrongRTL reports whether the code point's Bidi_Class is R (such as a
// Hebrew letter) or AL (such as an Arabic letter), as DerivedBidiClass.txt
// gives it, unassigned code points in right-to-left blocks included.
func (p Props) StrongRTL() bool {
	return p&strongRTLBit != 0
}
