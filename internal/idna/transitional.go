package idna

import "strings"

// deviations maps each deviation character of UTS #46 (section 4, step 1:
// "If Transitional_Processing, ... map the deviation characters") to what
// transitional processing makes of it, and U+1E9E, which the mapping table
// maps to the deviation U+00DF: ß and ẞ to "ss", ς to σ, and U+200C ZERO
// WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER to nothing.
var deviations = strings.NewReplacer(
	"\u00DF", "ss",
	"\u1E9E", "ss",
	"\u03C2", "\u03C3",
	"\u200C", "",
	"\u200D", "",
)

// MapDeviations returns s with the deviation characters of UTS #46 mapped
// as transitional processing maps them (UTS #46 section 4, step 1): U+00DF
// ß and U+1E9E ẞ (which the mapping table maps to ß) to "ss", U+03C2 ς to
// U+03C3 σ, and U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER
// to nothing. Processing its result nontransitionally (ToASCII) is
// transitional processing: no other code point's mapping holds a
// deviation character (the package's tests check the tables), and what the
// deviations map to maps to itself.
//
// The URL Standard never uses transitional processing; package urlkey does,
// to come near the IDNA 2003 conversion of tools such as
// internetarchive/surt.
func MapDeviations(s string) string {
	return deviations.Replace(s)
}

// TransitionalToASCII is Unicode ToASCII (UTS #46 section 4.2) with
// Transitional_Processing true, CheckBidi false, CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength false, and CheckJoiners true (which
// only a joiner in a Punycode label can fail, as in "xn--ab-j1t", "a"
// U+200C "b": the mapping removes the others): the nearest UTS #46 comes to
// IDNA 2003's ToASCII with AllowUnassigned and UseSTD3ASCIIRules false, which
// maps the deviation characters as transitional processing does and has no
// Bidi rule for labels without right-to-left letters. It returns the ASCII
// domain, and false when ToASCII records an error.
func TransitionalToASCII(domain string) (string, bool) {
	return toASCII(MapDeviations(domain), flags{noBidi: true})
}
