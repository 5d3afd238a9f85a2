package weburl

// testdata/browsers/idna-unicode-15.json: the web-platform-tests host cases
// whose expected result differs under the IDNA data of Unicode 15.0, which
// WebKitGTK's ICU 72 has (the browser class idna-unicode-15 of
// viewer/classes), each justified by Unicode data. weburl itself has one
// version, IDNAUnicodeVersion, under every Go.

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/idna"
	"github.com/weburl/weburl/internal/testdata"
)

// wptIDNAUnicodeVersion is the Unicode version of the IDNA data of the
// web-platform-tests files (IdnaTestV2.json, toascii.json).
const wptIDNAUnicodeVersion = "17.0.0"

// idnaDifferencesFile lists, for Unicode 15.0.0 (WebKitGTK's ICU 72), the
// web-platform-tests host cases whose expected result differs under that
// version's IDNA data, with the code points behind each difference and
// their Unicode data (see the comment in the file).
const idnaDifferencesFile = "testdata/browsers/idna-unicode-15.json"

// idnaDifferenceFiles are the web-platform-tests files that
// idnaDifferencesFile may list cases of: those that runHostTestData runs.
var idnaDifferenceFiles = []string{"toascii.json", "IdnaTestV2.json", "IdnaTestV2-removed.json"}

// idnaDifferences is the content of idnaDifferencesFile.
type idnaDifferences struct {
	Comment []string `json:"comment"`
	// IDNAMappingTable holds, for each code point cited, its entry
	// (status, then "; " and the mapping for a mapped code point) in
	// IdnaMappingTable.txt of each version.
	IDNAMappingTable map[string]map[string]string `json:"idnaMappingTable"`
	// Age holds, for each code point cited that some version listed
	// leaves unassigned, the version of Unicode that assigned it.
	Age map[string]string `json:"age"`
	// Differences holds the cases that differ, by Unicode version.
	Differences map[string][]idnaDifferenceCase `json:"differences"`
}

// idnaDifferenceCase is one case of idnaDifferencesFile.
type idnaDifferenceCase struct {
	File  string `json:"file"`
	Input string `json:"input"`
	// Output is the expected host under that version; nil for failure.
	Output *string `json:"output"`
	// CodePoints are the code points of Input, as "U+XXXX", that are
	// unassigned in that version or whose IDNA mapping table entry
	// differs from wptIDNAUnicodeVersion's.
	CodePoints []string `json:"codePoints"`
	Reason     string   `json:"reason"`
}

// loadIDNADifferences reads idnaDifferencesFile.
func loadIDNADifferences(t *testing.T) *idnaDifferences {
	t.Helper()
	var d idnaDifferences
	testdata.JSON(t, strings.TrimPrefix(idnaDifferencesFile, "testdata/"), &d)
	return &d
}

// compareVersions compares Unicode versions such as "15.0.0" and "17.0"
// (missing parts are 0) and returns -1, 0 or +1.
func compareVersions(a, b string) int {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) || i < len(bs); i++ {
		var x, y int
		if i < len(as) {
			x, _ = strconv.Atoi(as[i])
		}
		if i < len(bs) {
			y, _ = strconv.Atoi(bs[i])
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// parseCodePoint parses "U+XXXX".
func parseCodePoint(s string) (rune, bool) {
	hex, ok := strings.CutPrefix(s, "U+")
	if !ok || len(hex) < 4 || len(hex) > 6 {
		return 0, false
	}
	n, err := strconv.ParseUint(hex, 16, 32)
	if err != nil || n > unicode.MaxRune {
		return 0, false
	}
	return rune(n), true
}

// idnaStatus returns the status of an IdnaMappingTable entry as it counts
// for the URL Standard's flags (Transitional_Processing and
// UseSTD3ASCIIRules false): "valid", "ignored", "disallowed" or "mapped"
// followed by the mapping, as code points.
func idnaStatus(entry string) string {
	status, mapping, _ := strings.Cut(entry, ";")
	switch status = strings.TrimSpace(status); status {
	case "valid", "deviation", "disallowed_STD3_valid":
		return "valid"
	case "mapped", "disallowed_STD3_mapped":
		return "mapped " + strings.Join(strings.Fields(mapping), " ")
	}
	return status
}

// idnaMapping returns the mapping of a "mapped" idnaStatus as a string.
func idnaMapping(status string) (string, bool) {
	hexes, ok := strings.CutPrefix(status, "mapped ")
	if !ok {
		return "", false
	}
	var b strings.Builder
	for _, h := range strings.Fields(hexes) {
		r, ok := parseCodePoint("U+" + h)
		if !ok {
			return "", false
		}
		b.WriteRune(r)
	}
	return b.String(), true
}

// TestIDNADifferencesFile checks idnaDifferencesFile: each listed case is a
// case of its web-platform-tests file and expects something else there;
// each is justified by Unicode data, as its input holds code points that
// are unassigned in the listed version or whose IDNA mapping table entry
// there differs from the one of the web-platform-tests data; and a case
// expects failure exactly when one of them is disallowed (or unassigned) in
// the listed version.
func TestIDNADifferencesFile(t *testing.T) {
	d := loadIDNADifferences(t)
	if n := len(d.Differences[wptIDNAUnicodeVersion]); n != 0 {
		t.Errorf("%s lists %d cases for Unicode %s, the version of the web-platform-tests data; want none",
			idnaDifferencesFile, n, wptIDNAUnicodeVersion)
	}
	wpt := map[string]map[string]*string{} // file, input: the file's output
	for _, file := range idnaDifferenceFiles {
		wpt[file] = map[string]*string{}
		for _, tc := range testdata.WPT[hostTestCase](t, "wpt/"+file) {
			wpt[file][tc.Input] = tc.Output
		}
	}
	cited := map[string]bool{}
	for version, cases := range d.Differences {
		seen := map[[2]string]bool{}
		for _, c := range cases {
			name := fmt.Sprintf("%s: Unicode %s: %s input %q", idnaDifferencesFile, version, c.File, c.Input)
			want, ok := wpt[c.File][c.Input]
			switch {
			case wpt[c.File] == nil:
				t.Errorf("%s: not a host test file (want one of %v)", name, idnaDifferenceFiles)
				continue
			case c.Input == "" || !ok:
				t.Errorf("%s: no such case in the file", name)
				continue
			case seen[[2]string{c.File, c.Input}]:
				t.Errorf("%s: listed twice", name)
			case quoteOrNull(want) == quoteOrNull(c.Output):
				t.Errorf("%s: output %s is the file's own", name, quoteOrNull(c.Output))
			}
			seen[[2]string{c.File, c.Input}] = true
			if len(c.CodePoints) == 0 {
				t.Errorf("%s: no code points cited", name)
			}
			disallowed := false
			var mapped strings.Builder // Input with the cited code points mapped
			mapping := map[rune]string{}
			for _, cp := range c.CodePoints {
				cited[cp] = true
				r, ok := parseCodePoint(cp)
				if !ok || !strings.ContainsRune(c.Input, r) || !strings.Contains(c.Reason, cp) {
					t.Errorf("%s: cited code point %q is not a code point of the input named in the reason", name, cp)
					continue
				}
				entry := d.IDNAMappingTable[cp]
				status, wptStatus := idnaStatus(entry[version]), idnaStatus(entry[wptIDNAUnicodeVersion])
				age, unassigned := d.Age[cp]
				unassigned = unassigned && compareVersions(age, version) > 0
				switch {
				case unassigned:
					// Unassigned code points are disallowed.
					disallowed = true
				case entry[version] == "" || entry[wptIDNAUnicodeVersion] == "":
					t.Errorf("%s: %s is neither unassigned in %s nor has IDNA mapping table entries for %[3]s and %s",
						name, cp, version, wptIDNAUnicodeVersion)
				case status == wptStatus:
					t.Errorf("%s: %s has the same IDNA mapping in %s and %s (%q)", name, cp, version, wptIDNAUnicodeVersion, status)
				case status == "disallowed":
					disallowed = true
				}
				if m, ok := idnaMapping(status); ok {
					mapping[r] = m
				} else if status == "ignored" {
					mapping[r] = ""
				}
			}
			switch {
			case disallowed && c.Output != nil:
				t.Errorf("%s: a cited code point is disallowed in %s, so the case must expect failure, not %q", name, version, *c.Output)
			case !disallowed && c.Output == nil:
				t.Errorf("%s: expects failure, but no cited code point is disallowed in %s", name, version)
			case !disallowed:
				// The output is the input with the cited code points
				// mapped as that version maps them; checked here when
				// the result is ASCII, which then needs only lowercasing.
				for _, r := range c.Input {
					if m, ok := mapping[r]; ok {
						mapped.WriteString(m)
					} else {
						mapped.WriteRune(r)
					}
				}
				if m := mapped.String(); idna.IsASCII(m) && ascii.Lower(m) != *c.Output {
					t.Errorf("%s: output %q; mapping the cited code points gives %q", name, *c.Output, ascii.Lower(m))
				}
			}
		}
	}
	for cp := range d.IDNAMappingTable {
		if !cited[cp] {
			t.Errorf("%s: idnaMappingTable holds %s, which no case cites", idnaDifferencesFile, cp)
		}
	}
	for cp := range d.Age {
		if !cited[cp] {
			t.Errorf("%s: age holds %s, which no case cites", idnaDifferencesFile, cp)
		}
	}
}
