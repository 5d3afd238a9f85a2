package weburl

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/internal/ucd"
	"github.com/weburl/weburl/internal/uniprops"
)

// A renderUnicodeFact is what Unicode 18.0.0's files say of one code point
// that Go's unicode tables (Unicode 15.0 in Go 1.26, 17.0 in Go 1.27) do
// not know: its Script (Scripts.txt; Unknown where it lists none), its
// General_Category (DerivedGeneralCategory.txt), and the version of
// Unicode that assigned it, as IdnaMappingTable.txt's comment gives it
// ("NA" for a code point unassigned in 18.0.0).
type renderUnicodeFact struct {
	r               rune
	script, gc, age string
}

var renderUnicodeFacts = []renderUnicodeFact{
	{0x10D70, "Garay", "Ll", "16.0"},         // GARAY SMALL LETTER A (Bidi_Class R)
	{0x10D71, "Garay", "Ll", "16.0"},         // GARAY SMALL LETTER CA (R)
	{0x11392, "Tulu_Tigalari", "Lo", "16.0"}, // TULU-TIGALARI LETTER KA
	{0x11393, "Tulu_Tigalari", "Lo", "16.0"}, // TULU-TIGALARI LETTER KHA
	{0x18E00, "Jurchen", "Lo", "18.0"},       // JURCHEN CHARACTER-18E00
	{0x18E01, "Jurchen", "Lo", "18.0"},       // JURCHEN CHARACTER-18E01
	{0x3D000, "Seal", "Lo", "18.0"},          // SMALL SEAL CHARACTER-3D000
	{0x191D3, "Unknown", "Cn", "NA"},         // after JURCHEN RADICAL-51: unassigned
}

// renderUnicodeCases render the code points of renderUnicodeFacts: the
// answer is Unicode 18.0.0's under every Go. In a path they are decoded
// (before weburl had its own tables, Go 1.26 left the Garay and
// Tulu-Tigalari letters percent-encoded, where Go 1.27 showed them). A
// label of them stays in ASCII: UTS #39 18.0.0's Identifier_Status
// restricts these scripts, so the host display policy does not show them.
var renderUnicodeCases = []renderCase{
	{"Garay (16.0) label: Restricted by UTS #39 18.0.0's Identifier_Status", "https://\U00010D70\U00010D71.com/", ro{},
		"https://" + mustASCIIHost("\U00010D70\U00010D71.com") + "/"},
	{"Tulu-Tigalari (16.0) label: Restricted", "https://\U00011392\U00011393.in/", ro{},
		"https://" + mustASCIIHost("\U00011392\U00011393.in") + "/"},
	{"Jurchen (18.0) label: Restricted", "https://\U00018E00\U00018E01.com/", ro{},
		"https://" + mustASCIIHost("\U00018E00\U00018E01.com") + "/"},
	{"Seal (18.0) label: Restricted", "https://\U0003D000.com/", ro{hostOnly: true}, mustASCIIHost("\U0003D000.com")},
	{"Latin with Jurchen is not a highly restrictive combination", "https://a\U00018E00.com/", ro{},
		"https://" + mustASCIIHost("a\U00018E00.com") + "/"},
	{"Seal with Han is not one either", "https://\U0003D000\u4F8B.com/", ro{},
		"https://" + mustASCIIHost("\U0003D000\u4F8B.com") + "/"},
	{"Garay letter in a path, decoded", "https://example.com/%F0%90%B5%B0", ro{},
		lri + "https://example.com/\U00010D70" + pdi},
	{"Tulu-Tigalari letter in a path, decoded", "https://example.com/%F0%91%8E%92", ro{},
		"https://example.com/\U00011392"},
	{"Jurchen character in a path, decoded", "https://example.com/%F0%98%B8%80", ro{},
		"https://example.com/\U00018E00"},
	{"unassigned in 18.0.0 in a path, kept", "https://example.com/%F0%99%87%93", ro{},
		"https://example.com/%F0%99%87%93"},
}

// mustASCIIHost returns the host parser's ASCII form of the domain d.
func mustASCIIHost(d string) string {
	u, err := Parse("https://" + d + "/")
	if err != nil {
		panic(err)
	}
	return u.Hostname()
}

// TestRenderUnicodeFacts checks renderUnicodeFacts against Scripts.txt,
// DerivedGeneralCategory.txt and IdnaMappingTable.txt of testdata/unicode,
// and that Go's unicode tables of the Go that runs the test do not know the
// code points assigned after its Unicode version (so the cases of
// renderUnicodeCases do test what Go's tables would have answered
// otherwise).
func TestRenderUnicodeFacts(t *testing.T) {
	scripts := ucdValues(t, "Scripts.txt")
	gcs := ucdValues(t, "DerivedGeneralCategory.txt")
	idna := testdata.Read(t, "unicode/IdnaMappingTable.txt")
	for _, f := range renderUnicodeFacts {
		if scripts[f.r] != f.script || gcs[f.r] != f.gc {
			t.Errorf("U+%04X: Scripts.txt %s, DerivedGeneralCategory.txt %s; the test says %s %s", f.r, scripts[f.r], gcs[f.r], f.script, f.gc)
		}
		if p := uniprops.Of(f.r); p.Script() != f.script || p.GeneralCategory() != f.gc {
			t.Errorf("U+%04X: uniprops gives %s %s, want %s %s", f.r, p.Script(), p.GeneralCategory(), f.script, f.gc)
		}
		if age := idnaAge(idna, f.r); age != f.age {
			t.Errorf("U+%04X: IdnaMappingTable.txt says assigned in %s, the test %s", f.r, age, f.age)
		}
		goKnows := unicode.Is(unicode.L, f.r) || unicode.Scripts[f.script] != nil && unicode.Is(unicode.Scripts[f.script], f.r)
		if goKnows && (f.age == "NA" || unicodeVersionBefore(unicode.Version, f.age)) {
			t.Errorf("U+%04X: Go's unicode tables (Unicode %s) know it, assigned in %s", f.r, unicode.Version, f.age)
		}
		if !goKnows {
			t.Logf("U+%04X (%s, %s): unknown to Go's unicode tables (Unicode %s)", f.r, f.script, f.gc, unicode.Version)
		}
	}
}

// unicodeVersionBefore reports whether the version v ("15.0.0") is before
// the version w ("16.0"), by major and minor number.
func unicodeVersionBefore(v, w string) bool {
	var vMajor, vMinor, wMajor, wMinor int
	fmt.Sscanf(v, "%d.%d", &vMajor, &vMinor)
	fmt.Sscanf(w, "%d.%d", &wMajor, &wMinor)
	return vMajor < wMajor || vMajor == wMajor && vMinor < wMinor
}

// ucdValues returns the value of each code point in the file name of
// testdata/unicode.
func ucdValues(t *testing.T, name string) []string {
	t.Helper()
	values, err := ucd.PropertyValues(testdata.Read(t, "unicode/"+name), "", 0, nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return values
}

// idnaAge returns the version of Unicode that assigned r, as the comment of
// the line of IdnaMappingTable.txt (data) that lists r gives it ("16.0",
// "NA" for unassigned).
func idnaAge(data []byte, r rune) string {
	for line := range ucd.Lines(data) {
		first, _, _ := strings.Cut(line, ";")
		lo, hi, err := ucd.Range(strings.TrimSpace(first))
		if err != nil || r < lo || r > hi {
			continue
		}
		_, comment, _ := strings.Cut(line, "#")
		age, _, _ := strings.Cut(strings.TrimSpace(comment), " ")
		return age
	}
	return ""
}

// TestRenderUnicode18 checks renderUnicodeCases: the same answer under
// every Go, Unicode 18.0.0's, and the properties every rendering has.
func TestRenderUnicode18(t *testing.T) {
	checkRenderCases(t, renderUnicodeCases)
	for _, tc := range renderUnicodeCases {
		checkRenderProperties(t, mustParse(tc.input))
	}
}

// TestRenderUnicodeVersion checks that rendering's Unicode data is the
// IDNA data's version, as RenderIn's documentation says.
func TestRenderUnicodeVersion(t *testing.T) {
	if uniprops.UnicodeVersion != IDNAUnicodeVersion {
		t.Errorf("rendering's Unicode data is %s, IDNA's %s", uniprops.UnicodeVersion, IDNAUnicodeVersion)
	}
}

// TestNoStrongRTLBelow0590 checks the shortcut of hasStrongRTL: no code
// point below U+0590 is of bidirectional class R or AL.
func TestNoStrongRTLBelow0590(t *testing.T) {
	for r := rune(0); r < 0x0590; r++ {
		if uniprops.Of(r).StrongRTL() {
			t.Errorf("U+%04X is R or AL", r)
		}
	}
}
