package idna

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// TestXNetGaps shows each place where golang.org/x/net/idna records no error
// but UTS #46 does, and that ToASCII and ToUnicode fill the gap.
// If x/net/idna starts to reject an input, the wrapper for it can go.
func TestXNetGaps(t *testing.T) {
	tests := []struct {
		in, why string
	}{
		{"é.xn--", "4.1.3: Punycode label decodes to the empty string"},
		{"xn--。é", "4.1.3: Punycode label decodes to the empty string"},
		{"xn--.ß", "4.1.3: Punycode label decodes to the empty string"},
		{"xn--ü-", "4.1.1: non-ASCII code point in a Punycode label"},
		{"é.xn--ü-xyz", "4.1.1: non-ASCII code point in a Punycode label"},
		{"é.ｘｎ－﹣ü-", "4.1.1: non-ASCII code point in a Punycode label (after mapping)"},
		{"é.xn--xn---epa", "4.1 criterion 4: decoded label starts with xn--"},
		{"aℵ", "criterion 9: ℵ maps to U+05D0, so this is a Bidi domain name"},
		{"ℵ.1a", "criterion 9: ℵ maps to U+05D0, so this is a Bidi domain name"},
	}
	for _, tt := range tests {
		if _, err := lenientProfile.ToASCII(tt.in); err != nil {
			t.Errorf("x/net/idna now rejects %+q (%s): %v", tt.in, tt.why, err)
		}
		for _, beStrict := range []bool{false, true} {
			if got, ok := ToASCII(tt.in, beStrict); ok {
				t.Errorf("ToASCII(%+q, %v) = %+q; want failure (%s)", tt.in, beStrict, got, tt.why)
			}
		}
	}
	// Unicode ToUnicode records an error on the ASCII forms.
	for _, in := range []string{"a.xn--", "xn--xn---epa", "xn--a-0hc"} {
		if got, ok := ToUnicode(in); ok {
			t.Errorf("ToUnicode(%+q) = %+q; want failure", in, got)
		}
	}
	if u, err := lenientProfile.ToUnicode("xn--xn---epa"); err != nil {
		t.Errorf("x/net/idna now rejects xn--xn---epa in ToUnicode: %v (%+q)", err, u)
	}
}

// isRTL reports whether s holds a code point of Bidi class R, AL or AN.
func isRTL(s string) bool {
	for _, r := range s {
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN:
			return true
		}
	}
	return false
}

// TestMappingFacts checks, over all code points, the facts about the UTS #46
// mapping of x/net/idna that idna.go relies on: which code points map to
// U+002E (.) or U+002D (-), and where x/net/idna's choice of Bidi domain
// names differs from UTS #46.
func TestMappingFacts(t *testing.T) {
	if testing.Short() {
		t.Skip("scans all code points")
	}
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		mapped := mappedLabel(s)
		if strings.Contains(mapped, ".") != isLabelSeparator(r) || isLabelSeparator(r) && mapped != "." {
			t.Errorf("%U maps to %+q; isLabelSeparator = %v", r, mapped, isLabelSeparator(r))
		}
		if hyphen := countHyphenCodePoints(s) == 1; strings.Contains(mapped, "-") != hyphen || hyphen && mapped != "-" {
			t.Errorf("%U maps to %+q; countHyphenCodePoints = %d", r, mapped, countHyphenCodePoints(s))
		}
		// x/net/idna applies the Bidi rule to "1a." + s (whose label "1a"
		// fails it) when it takes s for right-to-left.
		if _, err := lenientProfile.ToASCII("ab." + s); err != nil {
			continue
		}
		_, err := lenientProfile.ToASCII("1a." + s)
		xnetBidi := err != nil
		switch {
		case xnetBidi == isRTL(mapped):
		case hasMappedToRTL(s) && !xnetBidi:
		default:
			t.Errorf("%U (maps to %+q): x/net/idna Bidi domain name = %v, UTS #46 = %v", r, mapped, xnetBidi, isRTL(mapped))
		}
	}
}

// TestUnicodeVersion checks that UnicodeVersion is the version of all the
// Unicode data that the domain parser uses: x/net/idna's mapping
// table and the normalization and Bidi tables of x/text (CheckBidi), which
// all choose their tables with the same build tags.
func TestUnicodeVersion(t *testing.T) {
	if norm.Version != UnicodeVersion || bidi.UnicodeVersion != UnicodeVersion {
		t.Errorf("UnicodeVersion = %q, but x/text/unicode/norm has %q and x/text/unicode/bidi %q",
			UnicodeVersion, norm.Version, bidi.UnicodeVersion)
	}
	t.Logf("IDNA data: Unicode %s", UnicodeVersion)
}
