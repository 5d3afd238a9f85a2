package weburl

import (
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// A chromiumIDNCase is one case of Chromium's kIdnCases (see
// testdata/idnspoof/PROVENANCE.md): a host in ASCII, Chromium's verdict
// ("safe": shown as unicode; "unsafe": kept in ASCII; "invalid": not
// Punycode that decodes, kept in ASCII), the Unicode form, and the
// platforms whose build runs it ("" for all).
type chromiumIDNCase struct {
	line                    int
	input, verdict, unicode string
	platform                string
}

// chromiumIDNCases reads testdata/idnspoof/kIdnCases.txt.
func chromiumIDNCases(t *testing.T) []chromiumIDNCase {
	t.Helper()
	var cases []chromiumIDNCase
	for n, line := range strings.Split(string(testdata.Read(t, "idnspoof/kIdnCases.txt")), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 || len(f) > 4 {
			t.Fatalf("kIdnCases.txt:%d: %d fields", n+1, len(f))
		}
		c := chromiumIDNCase{line: n + 1, input: f[0], verdict: f[1]}
		if f[2] != "-" {
			u, err := strconv.Unquote(`"` + f[2] + `"`)
			if err != nil {
				t.Fatalf("kIdnCases.txt:%d: %v", n+1, err)
			}
			c.unicode = u
		}
		if len(f) == 4 {
			c.platform = f[3]
		}
		cases = append(cases, c)
	}
	return cases
}

// renderChromiumCase returns what weburl shows of the host of c with the
// top domains top: RenderHost of the URL whose host is c's input, without
// its bidirectional isolates, or the input itself when the host parser
// refuses it (there is no URL to render: nothing is decoded).
func renderChromiumCase(c chromiumIDNCase, top *TopDomains) string {
	h, err := ParseHost(c.input, false)
	if err != nil {
		return c.input
	}
	u, err := Parse("https://" + h.String() + "/")
	if err != nil {
		return c.input
	}
	out := RenderOptions{TopDomains: top}.RenderHost(u)
	out = strings.TrimPrefix(strings.TrimSuffix(out, renderPDI), renderLRI)
	return out
}

// restrictedSince17 are the code points of kIdnCases that Chromium's ICU
// (UTS #39 data of Unicode 16.0 and before: Identifier_Type Recommended)
// allows and UTS #39 17.0 and 18.0 restrict (Identifier_Type Limited_Use
// for the Bopomofo letters U+3105 to U+312C, Uncommon_Use for the others):
// the one documented class of cases where weburl, on 18.0.0 data, keeps in
// ASCII a host that Chromium shows. TestChromiumIDNCases checks that
// IdentifierStatus.txt 18.0.0 restricts them.
var restrictedSince17 = map[rune]bool{
	0x3099: true, 0x309A: true, // COMBINING KATAKANA-HIRAGANA (SEMI-)VOICED SOUND MARK
	0x3105: true, 0x3106: true, 0x3107: true, 0x3108: true, 0x3127: true, // Bopomofo letters
	0x10FD: true, 0x10FE: true, 0x10FF: true, // GEORGIAN LETTER AEN, HARD SIGN, LABIAL SIGN
	0x1090: true, 0x1091: true, 0x1095: true, 0x1096: true, 0x1097: true, // Myanmar Shan digits
}

// chromiumDeparture says why weburl's rendering of c, got, may differ from
// Chromium's verdict, want: "restricted since Unicode 17.0" when Chromium
// shows c in Unicode, weburl keeps it in ASCII, and c's Unicode form holds
// a code point of restrictedSince17; "" when no documented class explains
// the difference.
func chromiumDeparture(c chromiumIDNCase, got, want string) string {
	if c.verdict != "safe" || got == want || got != renderChromiumCase(c, nil) {
		return ""
	}
	for _, r := range c.unicode {
		if restrictedSince17[r] && !strings.Contains(got, string(r)) {
			return "restricted since Unicode 17.0"
		}
	}
	return ""
}

// TestChromiumIDNCases runs Chromium's test cases of its IDN display policy
// (testdata/idnspoof/kIdnCases.txt: kIdnCases, those the Linux build runs,
// and the nontransitional deviation cases) through RenderHost, with
// Chromium's test list of top domains and without a list. With the list,
// every case gives Chromium's verdict but those of the documented class
// "restricted since Unicode 17.0" (see restrictedSince17), which weburl
// keeps in ASCII; without a list, every other difference is a top-domain
// look-alike: a host Chromium keeps in ASCII that weburl shows without the
// list and keeps in ASCII with it.
func TestChromiumIDNCases(t *testing.T) {
	top, err := ParseTopDomains(string(testdata.Read(t, "idnspoof/idn_test_domains.list")))
	if err != nil {
		t.Fatal(err)
	}
	status := map[rune]string{}
	for _, line := range strings.Split(string(testdata.Read(t, "unicode/IdentifierStatus.txt")), "\n") {
		cps, value, ok := strings.Cut(strings.Split(line, "#")[0], ";")
		lo, hi, _ := strings.Cut(strings.TrimSpace(cps), "..")
		if !ok {
			continue
		}
		l, _ := strconv.ParseUint(lo, 16, 32)
		h := l
		if hi != "" {
			h, _ = strconv.ParseUint(hi, 16, 32)
		}
		for r := range restrictedSince17 {
			if uint64(r) >= l && uint64(r) <= h {
				status[r] = strings.TrimSpace(value)
			}
		}
	}
	for r := range restrictedSince17 {
		if status[r] != "" {
			t.Errorf("IdentifierStatus.txt: U+%04X is %s, not Restricted", r, status[r])
		}
	}
	var kIdn, agreeList, agreeNone, departures, lookalikes, extra int
	for _, c := range chromiumIDNCases(t) {
		count := func(n *int) {
			if c.platform != "nontransitional" {
				*n++
			}
		}
		switch c.platform {
		case "", "linux":
			kIdn++
		case "nontransitional":
			extra++
		default:
			continue
		}
		want := c.input
		if c.verdict == "safe" {
			want = c.unicode
		}
		got := renderChromiumCase(c, top)
		switch {
		case got == want:
			count(&agreeList)
		case chromiumDeparture(c, got, want) != "":
			count(&departures)
		default:
			t.Errorf("kIdnCases.txt:%d %s %q: weburl shows %+q, Chromium %+q", c.line, c.verdict, c.input, got, want)
		}
		none := renderChromiumCase(c, nil)
		switch {
		case none == want:
			count(&agreeNone)
		case chromiumDeparture(c, none, want) != "":
		case c.verdict != "safe" && got == want:
			count(&lookalikes)
		default:
			t.Errorf("kIdnCases.txt:%d %s %q without a top domain list: weburl shows %+q, Chromium %+q", c.line, c.verdict, c.input, none, want)
		}
	}
	if kIdn != 452 || extra != 5 {
		t.Errorf("%d cases of kIdnCases for Linux and %d others, want 452 and 5", kIdn, extra)
	}
	t.Logf("kIdnCases on Linux: %d; with the test top domains %d give Chromium's verdict, %d are restricted since Unicode 17.0; without a list %d give it, %d are top-domain look-alikes; and %d deviation cases",
		kIdn, agreeList, departures, agreeNone, lookalikes, extra)
}
