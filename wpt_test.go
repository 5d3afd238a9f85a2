package weburl

// The web-platform-tests URL data in testdata/wpt, run with the harness
// semantics described in testdata/wpt/PROVENANCE.md. Its IDNA data is of
// Unicode 17; testdata/idna-unicode-differences.json lists the cases that
// differ under the Unicode version of the IDNA data in use
// (IDNAUnicodeVersion).

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/idna"

	xidna "golang.org/x/net/idna"

	"github.com/weburl/weburl/internal/testdata"
)

// urlTestCase is one object of urltestdata.json.
type urlTestCase testdata.URLTestCase

// parse parses the case's input, against its base when it has one, as new
// URL(input, base) does.
func (tc urlTestCase) parse() (*URL, error) {
	if tc.Base != nil {
		return ParseWithBase(tc.Input, *tc.Base)
	}
	return Parse(tc.Input)
}

// checkURLTestCase runs one case as web-platform-tests' url-constructor and
// url-origin tests do and returns what differs ("" when it passes).
func checkURLTestCase(tc urlTestCase) string {
	u, err := tc.parse()
	var can bool
	if tc.Base != nil {
		can = CanParseWithBase(tc.Input, *tc.Base)
	} else {
		can = CanParse(tc.Input)
	}
	if can != (err == nil) {
		return "CanParse = " + strconv.FormatBool(can) + ", but Parse error is " + fmt.Sprint(err)
	}
	if tc.Failure {
		if err == nil {
			return "parsed as " + strconv.Quote(u.Href()) + ", want failure"
		}
		return ""
	}
	if err != nil {
		return "failed: " + err.Error()
	}
	if err := u.check(); err != nil {
		return err.Error()
	}
	diff := ""
	check := func(name, got, want string) {
		if got != want {
			diff += name + " = " + strconv.Quote(got) + ", want " + strconv.Quote(want) + "; "
		}
	}
	check("href", u.Href(), tc.Href)
	if tc.Origin != nil {
		check("origin", u.Origin().String(), *tc.Origin)
	}
	check("protocol", u.Protocol(), tc.Protocol)
	check("username", u.Username(), tc.Username)
	check("password", u.Password(), tc.Password)
	check("host", u.Host(), tc.Host)
	check("hostname", u.Hostname(), tc.Hostname)
	check("port", u.Port(), tc.Port)
	check("pathname", u.Pathname(), tc.Pathname)
	check("search", u.Search(), tc.Search)
	check("hash", u.Hash(), tc.Hash)
	return diff
}

func runURLTestData(t *testing.T, file string) {
	cases := testdata.WPT[urlTestCase](t, "wpt/"+file)
	passed := 0
	for i, tc := range cases {
		name := strconv.Itoa(i) + "_" + tc.Input
		if tc.Base != nil {
			name += "_base=" + *tc.Base
		}
		t.Run(name, func(t *testing.T) {
			if diff := checkURLTestCase(tc); diff != "" {
				t.Errorf("input %q base %s: %s", tc.Input, quoteOrNull(tc.Base), diff)
				return
			}
			passed++
		})
	}
	t.Logf("%s: %d/%d passed", file, passed, len(cases))
}

func TestWPTURLTestData(t *testing.T) { runURLTestData(t, "urltestdata.json") }

// The JavaScript-only cases hold lone surrogates, which encoding/json
// decodes to U+FFFD, as a browser's USVString conversion does.
func TestWPTURLTestDataJavaScriptOnly(t *testing.T) {
	runURLTestData(t, "urltestdata-javascript-only.json")
}

func quoteOrNull(s *string) string {
	if s == nil {
		return "null"
	}
	return strconv.Quote(*s)
}

// hostTestCase is one object of toascii.json or IdnaTestV2.json. Output is
// nil for failure; absent means the input itself.
type hostTestCase struct {
	Input   string  `json:"input"`
	Output  *string `json:"output"`
	Comment string  `json:"comment"`
	present map[string]bool
}

func (tc *hostTestCase) UnmarshalJSON(data []byte) error {
	type plain hostTestCase
	if err := json.Unmarshal(data, (*plain)(tc)); err != nil {
		return err
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		return err
	}
	if _, ok := keys["output"]; !ok {
		out := tc.Input
		tc.Output = &out
	}
	return nil
}

// checkHostTestCase parses "https://" + input + "/x" and checks host,
// hostname, pathname and href against the expected output, or failure.
func checkHostTestCase(tc hostTestCase) string {
	u, err := Parse("https://" + tc.Input + "/x")
	if tc.Output == nil {
		if err == nil {
			return "parsed as " + strconv.Quote(u.Href()) + ", want failure"
		}
		return ""
	}
	if err != nil {
		return "failed: " + err.Error()
	}
	want := *tc.Output
	diff := ""
	if u.Host() != want || u.Hostname() != want {
		diff += "host " + strconv.Quote(u.Host()) + ", hostname " + strconv.Quote(u.Hostname()) + ", want " + strconv.Quote(want) + "; "
	}
	if u.Pathname() != "/x" {
		diff += "pathname " + strconv.Quote(u.Pathname()) + "; "
	}
	if u.Href() != "https://"+want+"/x" {
		diff += "href " + strconv.Quote(u.Href()) + "; "
	}
	return diff
}

// runHostTestData runs the cases of file, a host test file, with the
// expectations that idnaDifferencesFile lists for IDNAUnicodeVersion in place
// of the file's own.
func runHostTestData(t *testing.T, file string) {
	cases := testdata.WPT[hostTestCase](t, "wpt/"+file)
	differences := loadIDNADifferences(t)
	passed, total, listed := 0, 0, 0
	for i, tc := range cases {
		if tc.Input == "" {
			continue // skipped by the web-platform-tests harness
		}
		total++
		note := ""
		if expected, failure, ok := differences.difference(file, tc.Input); ok {
			listed++
			note = fmt.Sprintf(" (listed in %s for Unicode %s, where the web-platform-tests file says %s;"+
				" if the case no longer differs under Unicode %[2]s, remove it from the list)",
				idnaDifferencesFile, IDNAUnicodeVersion, quoteOrNull(tc.Output))
			tc.Output = nil
			if !failure {
				tc.Output = &expected
			}
		}
		t.Run(strconv.Itoa(i)+"_"+tc.Input, func(t *testing.T) {
			if diff := checkHostTestCase(tc); diff != "" {
				t.Errorf("input %q want %s%s: %s", tc.Input, quoteOrNull(tc.Output), note, diff)
				return
			}
			passed++
		})
	}
	t.Logf("%s: %d/%d passed (URL parser; Unicode %s, %d cases as %s lists)",
		file, passed, total, IDNAUnicodeVersion, listed, idnaDifferencesFile)
}

func TestWPTToASCII(t *testing.T) { runHostTestData(t, "toascii.json") }

func TestWPTIdnaTestV2(t *testing.T) { runHostTestData(t, "IdnaTestV2.json") }

// TestWPTIdnaTestV2Removed runs the cases that IdnaTestV2 of older Unicode
// versions had and the current one dropped; web-platform-tests keeps them,
// and every one expects failure.
func TestWPTIdnaTestV2Removed(t *testing.T) {
	const file = "IdnaTestV2-removed.json"
	cases := testdata.WPT[hostTestCase](t, "wpt/"+file)
	if len(cases) != 20 {
		t.Errorf("%s has %d cases; want 20", file, len(cases))
	}
	for _, tc := range cases {
		if tc.Input == "" || tc.Output != nil {
			t.Errorf("%s: input %q, output %s; want a non-empty input that expects failure",
				file, tc.Input, quoteOrNull(tc.Output))
		}
	}
	runHostTestData(t, file)
}

// wptIDNAUnicodeVersion is the Unicode version of the IDNA data of the
// web-platform-tests files (IdnaTestV2.json, toascii.json).
const wptIDNAUnicodeVersion = "17.0.0"

// idnaDifferencesFile lists, for each Unicode version other than
// wptIDNAUnicodeVersion that IDNAUnicodeVersion can be (it depends on the Go
// version), the web-platform-tests host cases whose expected result differs
// under that version's IDNA data, with the code points behind each
// difference and their Unicode data (see the comment in the file).
const idnaDifferencesFile = "testdata/idna-unicode-differences.json"

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

// difference reports whether d lists the case of the web-platform-tests
// file (such as "toascii.json") with input as differing under
// IDNAUnicodeVersion (ok) and, if so, what is expected in place of the
// file's output: the ASCII host expected, or failure.
func (d *idnaDifferences) difference(file, input string) (expected string, failure bool, ok bool) {
	for _, c := range d.Differences[IDNAUnicodeVersion] {
		if c.File == file && c.Input == input {
			if c.Output == nil {
				return "", true, true
			}
			return *c.Output, false, true
		}
	}
	return "", false, false
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

// isAssigned reports whether r is assigned in the Unicode version of the
// unicode package (unicode.Version): it has a general category other than
// Cn. (unicode.Categories holds Cn, and the major classes such as C, in
// some Go versions; only the other two-letter categories count.)
func isAssigned(r rune) bool {
	for name, table := range unicode.Categories {
		if len(name) == 2 && name != "Cn" && unicode.Is(table, r) {
			return true
		}
	}
	return false
}

// TestIDNADifferencesFile checks idnaDifferencesFile whatever the Unicode
// version in use: each listed case is a case of its web-platform-tests file
// and expects something else there; each is justified by Unicode data, as
// its input holds code points that are unassigned in the listed version or
// whose IDNA mapping table entry there differs from the one of the
// web-platform-tests data; and a case expects failure exactly when one of
// them is disallowed (or unassigned) in the listed version. The cases of
// the version in use are run by runHostTestData, which fails on a listed
// case that no longer differs, so the list stays exact.
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

// idnaMapOnly is golang.org/x/net/idna with the UTS #46 mapping and
// normalization only (UTS #46 section 4 steps 1 and 2), for checking the
// mapping table entries that the host parser uses.
var idnaMapOnly = xidna.New(xidna.MapForLookup(), xidna.ValidateLabels(false), xidna.Transitional(false), xidna.StrictDomainName(false))

// TestIDNADifferencesUnicodeData checks the Unicode data that
// idnaDifferencesFile records against the tables that the program is built
// with, for the versions that are those of the tables: the ages of the
// cited code points against the unicode package (unicode.Version), and the
// IDNA mapping table entries against golang.org/x/net/idna
// (IDNAUnicodeVersion).
func TestIDNADifferencesUnicodeData(t *testing.T) {
	d := loadIDNADifferences(t)
	for version := range d.Differences {
		if version != unicode.Version {
			t.Logf("unicode.Version is %s, not %s: the code points cited as unassigned in %[2]s are checked against the age recorded, and assigned or not in %[1]s",
				unicode.Version, version)
		}
	}
	for cp, age := range d.Age {
		r, ok := parseCodePoint(cp)
		if !ok {
			t.Errorf("%s: age: bad code point %q", idnaDifferencesFile, cp)
			continue
		}
		if want := compareVersions(age, unicode.Version) <= 0; isAssigned(r) != want {
			t.Errorf("%s: %s has age %s, but in Unicode %s (unicode package) assigned = %v",
				idnaDifferencesFile, cp, age, unicode.Version, isAssigned(r))
		}
	}
	checked := 0
	for cp, entries := range d.IDNAMappingTable {
		r, ok := parseCodePoint(cp)
		if !ok {
			t.Errorf("%s: idnaMappingTable: bad code point %q", idnaDifferencesFile, cp)
			continue
		}
		entry, ok := entries[IDNAUnicodeVersion]
		if !ok {
			continue
		}
		checked++
		s := string(r)
		status := idnaStatus(entry)
		// The mapping of s; "0" composes with nothing under NFC.
		got, _ := idnaMapOnly.ToUnicode("0" + s)
		got = got[1:]
		// Unicode ToUnicode accepts s after a left-to-right or a
		// right-to-left letter unless s is disallowed.
		_, okLTR := idna.ToUnicode("a" + s)
		_, okRTL := idna.ToUnicode("\u05D0" + s)
		want, isMapped := idnaMapping(status)
		switch {
		case isMapped, status == "ignored", status == "valid":
			if status == "valid" {
				want = s
			}
			if got != want || !okLTR && !okRTL {
				t.Errorf("%s: %s is %q in IdnaMappingTable %s, but x/net/idna maps it to %+q (accepted after a or U+05D0: %v, %v)",
					idnaDifferencesFile, cp, entry, IDNAUnicodeVersion, got, okLTR, okRTL)
			}
		case status == "disallowed":
			if okLTR || okRTL {
				t.Errorf("%s: %s is disallowed in IdnaMappingTable %s, but x/net/idna accepts it",
					idnaDifferencesFile, cp, IDNAUnicodeVersion)
			}
		default:
			t.Errorf("%s: %s: unknown IDNA mapping table entry %q", idnaDifferencesFile, cp, entry)
		}
	}
	t.Logf("%d IDNA mapping table entries of Unicode %s checked against x/net/idna", checked, IDNAUnicodeVersion)
}
