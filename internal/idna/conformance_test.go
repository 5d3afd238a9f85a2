package idna

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna/tablegen"
	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/internal/ucd"
)

// TestTables runs the generator (internal/idna/tablegen) again and fails
// when what it writes differs from the committed tables.go: the tables are
// what testdata/unicode says (run go generate ./internal/idna to update).
func TestTables(t *testing.T) {
	testdata.Generated(t, "tables.go", tablegen.Generate, "go generate ./internal/idna")
	if UnicodeVersion != ucd.Version {
		t.Errorf("UnicodeVersion = %q, testdata/unicode is %q", UnicodeVersion, ucd.Version)
	}
}

// TestLookup checks, for every scalar value, what the tables say against
// the Unicode files as the reference reads them (reference_test.go): the
// UTS #46 status and mapping, General_Category Mark, Bidi_Class,
// Joining_Type and the canonical combining class.
func TestLookup(t *testing.T) {
	d := refLoad(t)
	bidiGroup := map[string]int{"L": bidiL, "R": bidiRAL, "AL": bidiRAL, "AN": bidiAN, "EN": bidiEN,
		"ES": bidiNeutral, "CS": bidiNeutral, "ET": bidiNeutral, "ON": bidiNeutral, "BN": bidiNeutral, "NSM": bidiNSM}
	joinType := map[string]int{"L": joinL, "D": joinD, "R": joinR, "T": joinT}
	status := map[string]int{"valid": statusValid, "deviation": statusValid, "mapped": statusMapped,
		"ignored": statusIgnored, "disallowed": statusDisallowed}
	errors := 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		i := lookup(r)
		var diff []string
		if i.status() != status[d.status[r]] {
			diff = append(diff, fmt.Sprintf("status %d, IdnaMappingTable %s", i.status(), d.status[r]))
		}
		if i.status() == statusMapped && i.mapping() != d.mapping[r] {
			diff = append(diff, fmt.Sprintf("mapping %+q, IdnaMappingTable %+q", i.mapping(), d.mapping[r]))
		}
		{
			if i.mark() != strings.HasPrefix(d.gc[r], "M") {
				diff = append(diff, fmt.Sprintf("mark %v, General_Category %s", i.mark(), d.gc[r]))
			}
			if i.bidi() != bidiGroup[d.bidi[r]] {
				diff = append(diff, fmt.Sprintf("bidi group %d, Bidi_Class %s", i.bidi(), d.bidi[r]))
			}
			if i.join() != joinType[d.join[r]] {
				diff = append(diff, fmt.Sprintf("joining %d, Joining_Type %s", i.join(), d.join[r]))
			}
			if int(i.ccc()) != d.ccc[r] {
				diff = append(diff, fmt.Sprintf("ccc %d, UnicodeData %d", i.ccc(), d.ccc[r]))
			}
		}
		if diff != nil {
			if errors++; errors <= 20 {
				t.Errorf("U+%04X: %s", r, strings.Join(diff, "; "))
			}
		}
	}
}

// TestNormalizationTest runs every line of NormalizationTest.txt (all
// parts) through AppendNFC and the reference's NFC, by the file's NFC
// conformance conditions: c2 == NFC(c1) == NFC(c2) == NFC(c3) and
// c4 == NFC(c4) == NFC(c5); the NFD conditions through AppendNFD:
// c3 == NFD(c1) == NFD(c2) == NFD(c3) and c5 == NFD(c4) == NFD(c5); and, for
// every scalar value that part 1 does not list, NFC(X) == NFD(X) == X.
func TestNormalizationTest(t *testing.T) {
	data, err := ucd.Read("NormalizationTest.txt")
	if err != nil {
		t.Fatal(err)
	}
	d := refLoad(t)
	listed := map[rune]bool{}
	part, lines := "", 0
	for line := range ucd.Lines(data) {
		if strings.HasPrefix(line, "@Part") {
			part = strings.Fields(line)[0]
			continue
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		var c [5]string
		for i := range c {
			cps, err := ucd.CodePoints(fields[i])
			if err != nil {
				t.Fatal(err)
			}
			c[i] = string(cps)
		}
		if part == "@Part1" {
			r, _ := utf8.DecodeRuneInString(c[0])
			listed[r] = true
		}
		lines++
		for i, want := range []string{c[1], c[1], c[1], c[3], c[3]} {
			if got := string(AppendNFC(nil, c[i])); got != want {
				t.Errorf("%s: NFC(c%d = %+q) = %+q; want c%d %+q", part, i+1, c[i], got, map[bool]int{true: 2, false: 4}[i < 3], want)
			}
			if got := d.nfc(c[i]); got != want {
				t.Errorf("%s: reference NFC(c%d = %+q) = %+q; want %+q", part, i+1, c[i], got, want)
			}
			wantNFD := c[2]
			if i >= 3 {
				wantNFD = c[4]
			}
			if got := string(AppendNFD(nil, c[i])); got != wantNFD {
				t.Errorf("%s: NFD(c%d = %+q) = %+q; want %+q", part, i+1, c[i], got, wantNFD)
			}
			if i == 1 || i == 3 {
				if !isNFC(c[i]) {
					t.Errorf("%s: isNFC(%+q) = false", part, c[i])
				}
			}
		}
	}
	if lines < 20000 {
		t.Errorf("only %d test lines", lines)
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) || listed[r] {
			continue
		}
		if got := string(AppendNFC(nil, string(r))); got != string(r) {
			t.Errorf("NFC(U+%04X) = %+q; want it unchanged (not in part 1)", r, got)
		}
		if !isNFC(string(r)) {
			t.Errorf("isNFC(U+%04X) = false (not in part 1)", r)
		}
		if got := string(AppendNFD(nil, string(r))); got != string(r) {
			t.Errorf("NFD(U+%04X) = %+q; want it unchanged (not in part 1)", r, got)
		}
	}
	t.Logf("NormalizationTest.txt %s: %d lines, NFC and NFD columns, and %d code points unchanged", ucd.Version, lines, utf8.MaxRune+1-2048-len(listed))
}

// errorsApply reports whether any of the status codes applies when the
// flags that ignored lists are false (the file's header: VerifyDnsLength
// A4_1 and A4_2, CheckHyphens V2 and V3, UseSTD3ASCIIRules U1; X4_2 marks
// an empty label, which only VerifyDnsLength rejects).
func errorsApply(codes []string, ignored ...string) bool {
	for _, c := range codes {
		skip := false
		for _, ig := range ignored {
			skip = skip || c == ig
		}
		if !skip {
			return true
		}
	}
	return false
}

// TestIdnaTestV2 runs Unicode's own conformance file IdnaTestV2.txt
// through ToUnicode and ToASCII, and through the reference:
//   - toUnicode and toUnicodeStatus: ToUnicode (the URL Standard's domain
//     to Unicode flags: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength
//     false, so V2, V3, U1, A4_1, A4_2 and X4_2 do not apply);
//   - toAsciiN and toAsciiNStatus: ToASCII with beStrict false (the same
//     flags) and with beStrict true (every flag as the file has it, so every
//     status applies);
//   - toAsciiT and its status are for transitional processing, which the
//     URL Standard does not use: not run.
//
// The toUnicode string is compared on every line through the reference
// (ToUnicode returns no string with an error, as the URL Standard needs
// none), and through ToUnicode where it succeeds.
func TestIdnaTestV2(t *testing.T) {
	cases := testdata.IdnaTestV2(t)
	lenient := []string{"V2", "V3", "U1", "A4_1", "A4_2", "X4_2"}
	var passed [4]int
	for _, c := range cases {
		// toUnicode.
		wantErr := errorsApply(c.ToUnicodeStatus, lenient...)
		got, ok := ToUnicode(c.Source)
		ref, refOK := refToUnicode(t, c.Source)
		switch {
		case ok == wantErr:
			t.Errorf("line %d: ToUnicode(%+q) = %+q, %v; status %s", c.Line, c.Source, got, ok, strings.Join(c.ToUnicodeStatus, ", "))
		case ok && got != c.ToUnicode:
			t.Errorf("line %d: ToUnicode(%+q) = %+q; want %+q", c.Line, c.Source, got, c.ToUnicode)
		default:
			passed[0]++
		}
		if refOK == wantErr || ref != c.ToUnicode {
			t.Errorf("line %d: reference ToUnicode(%+q) = %+q, %v; want %+q, status %s", c.Line, c.Source, ref, refOK, c.ToUnicode, strings.Join(c.ToUnicodeStatus, ", "))
		} else {
			passed[1]++
		}
		// toAsciiN, lenient and strict.
		for k, beStrict := range []bool{false, true} {
			ignored := lenient
			if beStrict {
				ignored = nil
			}
			wantErr := errorsApply(c.ToASCIIStatus, ignored...)
			got, ok := ToASCII(c.Source, beStrict)
			ref, refOK := refToASCII(t, c.Source, beStrict)
			switch {
			case ok == wantErr:
				t.Errorf("line %d: ToASCII(%+q, %v) = %+q, %v; status %s", c.Line, c.Source, beStrict, got, ok, c.ToASCIIStatus)
			case ok && got != c.ToASCII:
				t.Errorf("line %d: ToASCII(%+q, %v) = %+q; want %+q", c.Line, c.Source, beStrict, got, c.ToASCII)
			case refOK != ok || ref != got:
				t.Errorf("line %d: reference ToASCII(%+q, %v) = %+q, %v", c.Line, c.Source, beStrict, ref, refOK)
			default:
				passed[2+k]++
			}
		}
	}
	t.Logf("IdnaTestV2.txt %s: %d lines; toUnicode %d, reference toUnicode %d, toAsciiN %d (beStrict false), %d (beStrict true)",
		ucd.Version, len(cases), passed[0], passed[1], passed[2], passed[3])
}
