package idna

import (
	"testing"

	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/internal/ucd"
)

// TestDeviationsOnlyFromThemselves checks, on IdnaMappingTable.txt, the
// facts that MapDeviations relies on: the deviation characters are exactly
// U+00DF, U+03C2, U+200C and U+200D, and no mapping but U+1E9E's holds one.
func TestDeviationsOnlyFromThemselves(t *testing.T) {
	data := testdata.Read(t, "unicode/IdnaMappingTable.txt")
	want := map[rune]bool{0xDF: true, 0x3C2: true, 0x200C: true, 0x200D: true}
	err := ucd.Parse(data, func(l ucd.Line) error {
		switch l.Fields[0] {
		case "deviation":
			for r := l.Lo; r <= l.Hi; r++ {
				if !want[r] {
					t.Errorf("U+%04X is a deviation character; MapDeviations does not map it", r)
				}
				delete(want, r)
			}
		case "mapped":
			m, err := ucd.CodePoints(l.Fields[1])
			if err != nil {
				return err
			}
			for _, r := range m {
				if (r == 0xDF || r == 0x3C2 || r == 0x200C || r == 0x200D) && !(l.Lo == 0x1E9E && l.Hi == 0x1E9E) {
					t.Errorf("U+%04X..U+%04X maps to %s, which holds the deviation U+%04X", l.Lo, l.Hi, l.Fields[1], r)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 0 {
		t.Errorf("not deviation characters in IdnaMappingTable.txt: %v", want)
	}
}

// TestTransitional checks transitional processing (MapDeviations, then
// ToASCII with beStrict false) against the toAsciiT columns of Unicode's
// IdnaTestV2.txt (testdata/unicode), with the flags of TestIdnaTestV2's
// lenient run: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength false,
// CheckBidi and CheckJoiners true.
func TestTransitional(t *testing.T) {
	checkToASCIIT(t, "transitional ToASCII", func(s string) (string, bool) { return ToASCII(MapDeviations(s), false) },
		"V2", "V3", "U1", "A4_1", "A4_2", "X4_2")
}

// TestTransitionalToASCII checks TransitionalToASCII against the toAsciiT
// columns of IdnaTestV2.txt with TestTransitional's flags but CheckBidi
// false, so that the Bidi status codes (B1 to B6) do not apply either.
func TestTransitionalToASCII(t *testing.T) {
	checkToASCIIT(t, "TransitionalToASCII", TransitionalToASCII,
		"V2", "V3", "U1", "A4_1", "A4_2", "X4_2", "B1", "B2", "B3", "B4", "B5", "B6")
	// An Arabic-Indic digit after Latin letters breaks the Bidi rule
	// (RFC 5893 rule 5 allows no AN in a left-to-right label), which IDNA
	// 2003 does not have (it looks only at RandALCat characters): Python's
	// "idna" codec encodes "com:١" as "xn--com:-efg" (recorded from
	// internetarchive/surt, testdata/urlkey/surt-recorded.json).
	if got, ok := TransitionalToASCII("com:١"); !ok || got != "xn--com:-efg" {
		t.Errorf(`TransitionalToASCII("com:١") = %q, %v; want "xn--com:-efg"`, got, ok)
	}
}

// checkToASCIIT runs toASCII, named name, on the source of every line of
// IdnaTestV2.txt and compares it with the line's toAsciiT columns, where
// a status code that ignored lists does not count as an error.
func checkToASCIIT(t *testing.T, name string, toASCII func(string) (string, bool), ignored ...string) {
	t.Helper()
	passed := 0
	cases := testdata.IdnaTestV2(t)
	for _, c := range cases {
		wantErr := errorsApply(c.ToASCIITStatus, ignored...)
		got, ok := toASCII(c.Source)
		switch {
		case ok == wantErr:
			t.Errorf("line %d: %s(%+q) = %+q, %v; toAsciiT status %s", c.Line, name, c.Source, got, ok, c.ToASCIITStatus)
		case ok && got != c.ToASCIIT:
			t.Errorf("line %d: %s(%+q) = %+q; toAsciiT %+q", c.Line, name, c.Source, got, c.ToASCIIT)
		default:
			passed++
		}
	}
	t.Logf("IdnaTestV2.txt toAsciiT, %s: %d of %d lines", name, passed, len(cases))
}
