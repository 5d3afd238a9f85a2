package idna

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/testdata"
)

// TestJoiners checks CheckJoiners (UTS #46 section 4.1, criterion 8): the
// ContextJ rules of RFC 5892 Appendix A on U+200C ZERO WIDTH NON-JOINER
// and U+200D ZERO WIDTH JOINER, each case with the rule that decides it.
func TestJoiners(t *testing.T) {
	// A.1, ZERO WIDTH NON-JOINER, Rule Set:
	//   False;
	//   If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
	//   If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
	//      (Joining_Type:T)*(Joining_Type:{R,D})) Then True;
	// A.2, ZERO WIDTH JOINER, Rule Set:
	//   False;
	//   If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
	tests := []struct {
		in    string
		valid bool
		why   string
	}{
		{"\u0628\u200C7", false, "A.1: U+0628 BEH is D, but '7' is U (not R or D) and U+0628 is no virama"},
		{"\u0628\u200Ca", false, "A.1: a Latin letter after ZWNJ is U, not R or D"},
		{"\u0628\u200C\u0627", true, "A.1: D (U+0628 BEH), ZWNJ, R (U+0627 ALEF)"},
		{"\u0628\u200C\u0628", true, "A.1: D, ZWNJ, D"},
		{"\u0627\u200C\u0628", false, "A.1: R (ALEF) before ZWNJ is not L or D"},
		{"\u0628\u064E\u200C\u064E\u0627", true, "A.1: D, T (U+064E FATHA), ZWNJ, T, R: transparent marks around"},
		{"\u0628\u064E\u064E\u200C\u0651\u0627", true, "A.1: D T T ZWNJ T R"},
		{"\u0628\u064E\u200C\u064E", false, "A.1: D T ZWNJ T, then nothing: no R or D after the T"},
		{"\u064E\u200C\u0627", false, "A.1: only T before ZWNJ (and a leading mark)"},
		{"\u0915\u094D\u200C", true, "A.1: U+094D DEVANAGARI SIGN VIRAMA (ccc 9) before ZWNJ"},
		{"\u0915\u094D\u200C\u0937", true, "A.1: virama before ZWNJ"},
		{"\u0915\u200C\u0937", false, "A.1: U+0915 is neither a virama nor L or D"},
		{"\u0915\u094D\u200D", true, "A.2: virama before ZWJ"},
		{"\u0915\u094D\u200D\u0937", true, "A.2: virama before ZWJ"},
		{"\u0915\u200D\u0937", false, "A.2: no virama before ZWJ"},
		{"\u0628\u200D\u0627", false, "A.2: ZWJ between D and R is not allowed (only after a virama)"},
		{"a\u200D", false, "A.2: no virama before ZWJ"},
		{"\u200Cabc", false, "A.1: ZWNJ first: nothing before it"},
		{"\u200D", false, "A.2: ZWJ first"},
		{"\u0628\u200C\u200C\u0627", false, "A.1: the second ZWNJ follows a ZWNJ, which is not L, D or T"},
		{"\u0628\u200C\u0627.\u0628\u200C7", false, "A.1 in the second label"},
	}
	for _, tt := range tests {
		for _, beStrict := range []bool{false, true} {
			got, ok := ToASCII(tt.in, beStrict)
			if ok != tt.valid {
				t.Errorf("ToASCII(%+q, %v) = %q, %v; want valid %v (%s)", tt.in, beStrict, got, ok, tt.valid, tt.why)
			}
			if ref, refOK := refToASCII(t, tt.in, beStrict); ref != got || refOK != ok {
				t.Errorf("ToASCII(%+q, %v) = %q, %v; reference %q, %v", tt.in, beStrict, got, ok, ref, refOK)
			}
		}
		if _, ok := ToUnicode(tt.in); ok != tt.valid {
			t.Errorf("ToUnicode(%+q) valid %v; want %v (%s)", tt.in, ok, tt.valid, tt.why)
		}
	}
}

// TestJoiningTypes checks CheckJoiners (RFC 5892 Appendix A) for every
// code point that its rules read: each code point X of Joining_Type L, D,
// R, T or C (DerivedJoiningType.txt) and each of canonical combining class
// 9, Virama (UnicodeData.txt), on both sides of the joiners, against the
// reference on every context and against the rules themselves where no
// other criterion decides (X valid, the context in NFC, and no Bidi rule
// in the way):
//
//   - X U+200C BEH: A.1 needs X of Joining_Type L or D (or a virama), for
//     X of Bidi_Class R or AL, so that the label is right-to-left;
//   - BEH U+200C X: A.1 needs X of Joining_Type R or D, for X of Bidi_Class
//     R or AL;
//   - BEH X U+200C BEH and BEH U+200C X BEH: X of Joining_Type T is
//     skipped, for X of Bidi_Class NSM;
//   - KA X U+200D and KA X U+200C (U+0915 DEVANAGARI LETTER KA, a label
//     without right-to-left code points): A.2, and A.1's first rule, need X
//     to be a virama.
func TestJoiningTypes(t *testing.T) {
	d := refLoad(t)
	const beh, ka, zwnj, zwj = "\u0628", "\u0915", "\u200C", "\u200D"
	in := func(v string, set ...string) bool { return slices.Contains(set, v) }
	counts := map[string]int{}
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		jt, virama := d.join[r], d.ccc[r] == 9
		if !utf8.ValidRune(r) || jt == "U" && !virama {
			continue
		}
		x := string(r)
		rtl := in(d.bidi[r], "R", "AL")
		valid := d.status[r] == "valid" || d.status[r] == "deviation"
		check := func(ctx string, assert bool, want bool, rule string) {
			checkAgainstReference(t, ctx)
			if !assert || !valid || d.nfc(ctx) != ctx {
				return
			}
			counts[rule]++
			counts[rule+" "+jt]++
			if _, ok := ToASCII(ctx, false); ok != want {
				t.Errorf("%+q (U+%04X, Joining_Type %s, ccc %d, Bidi_Class %s): valid %v, want %v (%s)",
					ctx, r, jt, d.ccc[r], d.bidi[r], ok, want, rule)
			}
		}
		check(x+zwnj+beh, rtl, in(jt, "L", "D") || virama, "A.1 before")
		check(beh+zwnj+x, rtl, in(jt, "R", "D"), "A.1 after")
		transparent := jt == "T" && d.bidi[r] == "NSM"
		check(beh+x+zwnj+beh, transparent, true, "A.1 T before")
		check(beh+zwnj+x+beh, transparent, true, "A.1 T after")
		plain := !rtl && !in(d.bidi[r], "AN")
		check(ka+x+zwj, plain, virama, "A.2")
		check(ka+x+zwnj, plain, virama, "A.1 virama")
	}
	// Each rule on at least 20 code points, and the rules of either side
	// of U+200C on every Joining_Type that they tell apart.
	for _, rule := range []string{"A.1 before", "A.1 after", "A.1 T before", "A.1 T after", "A.2", "A.1 virama"} {
		if counts[rule] < 20 {
			t.Errorf("%s: only %d code points checked against the rule", rule, counts[rule])
		}
	}
	for _, side := range []string{"A.1 before", "A.1 after"} {
		for _, jt := range []string{"L", "D", "R", "C"} {
			if counts[side+" "+jt] == 0 {
				t.Errorf("%s: no code point of Joining_Type %s checked against the rule", side, jt)
			}
		}
	}
	t.Logf("code points checked against the rules: %v", counts)
}

// TestNFC checks AppendNFC against results built by hand from the UAX #15
// algorithm on long runs of non-starters, where golang.org/x/text's norm
// (the Stream-Safe Text Format) gave other results.
func TestNFC(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"a\u0301", "\u00E1"},
		{"e\u0316\u0301", "\u00E9\u0316"},
		{"\u1100\u1161\u11A8", "\uAC01"},
		{"\uAC00\u11A8", "\uAC01"},
		{"\u0344", "\u0308\u0301"},
		{"a" + strings.Repeat("\u0301", 31), "\u00E1" + strings.Repeat("\u0301", 30)},
		{"a" + strings.Repeat("\u0316", 40) + "\u0301", "\u00E1" + strings.Repeat("\u0316", 40)},
		{"a" + strings.Repeat("\u0301\u0316", 20), "\u00E1" + strings.Repeat("\u0316", 20) + strings.Repeat("\u0301", 19)},
		{"\u00FC" + strings.Repeat("\u0301", 35), "\u01D8" + strings.Repeat("\u0301", 34)},
		{"\u01D6" + strings.Repeat("\u0301", 35), "\u01D6" + strings.Repeat("\u0301", 35)},
		{strings.Repeat("\u0301", 40) + "a", strings.Repeat("\u0301", 40) + "a"},
		{"\u1100" + strings.Repeat("\u0301", 31) + "\u1161", "\u1100" + strings.Repeat("\u0301", 31) + "\u1161"},
		{"\u1100\u1161" + strings.Repeat("\u0301", 31), "\uAC00" + strings.Repeat("\u0301", 31)},
		// Unicode 16 and 17 compositions (golang.org/x/text/unicode/norm
		// under Go 1.26 has Unicode 15.0 and leaves them apart).
		{"\U000105D2\u0307", "\U000105C9"},
		{"\U0001611E\U0001611E\U0001611F", "\U00016126"},
	} {
		if got := string(AppendNFC(nil, tt.in)); got != tt.want {
			t.Errorf("NFC(%+.40q) = %+.40q; want %+.40q", tt.in, got, tt.want)
		}
		if got := refLoad(t).nfc(tt.in); got != tt.want {
			t.Errorf("reference NFC(%+.40q) = %+.40q; want %+.40q", tt.in, got, tt.want)
		}
	}
}

// TestNFCReference checks AppendNFC against NFC from node (ICU, Unicode
// 17.0 in node 20.20.2) on strings with long runs of non-starters, recorded
// in testdata/idna-long.json; none holds a code point whose normalization
// changed in Unicode 18.
func TestNFCReference(t *testing.T) {
	var doc testdata.IDNALong
	testdata.JSON(t, "idna-long.json", &doc)
	if len(doc.NFC) < 300 {
		t.Fatalf("only %d cases", len(doc.NFC))
	}
	for _, c := range doc.NFC {
		if got := string(AppendNFC(nil, c.In)); got != c.NFC {
			t.Errorf("NFC(%+q) = %+q; want %+q", c.In, got, c.NFC)
		}
	}
}

// checkAgainstReference compares ToASCII (both beStrict values) and
// ToUnicode with the reference on domain.
func checkAgainstReference(t *testing.T, domain string) {
	t.Helper()
	for _, beStrict := range []bool{false, true} {
		got, ok := ToASCII(domain, beStrict)
		want, wantOK := refToASCII(t, domain, beStrict)
		if got != want || ok != wantOK {
			t.Errorf("ToASCII(%+q, %v) = %+q, %v; reference %+q, %v", domain, beStrict, got, ok, want, wantOK)
		}
	}
	got, ok := ToUnicode(domain)
	want, wantOK := refToUnicode(t, domain)
	if ok != wantOK || ok && got != want {
		t.Errorf("ToUnicode(%+q) = %+q, %v; reference %+q, %v", domain, got, ok, want, wantOK)
	}
}

// domainPieces are the pieces that randomDomain builds labels from: ASCII,
// mapped, ignored and disallowed code points, label separators, hyphens,
// joiners with what their rules look at (viramas, joining types), combining
// marks (that compose, that reorder), Bidi code points, Punycode labels
// (valid, invalid, and decoding to ASCII or to mapped code points), and
// runs long enough for the DNS length limits.
var domainPieces = []string{
	"a", "b", "Z", "0", "9", "-", "_", "=", "%", "xn--", "XN--", "ｘｎ－－",
	".", ".", ".", "\u3002", "\uFF0E", "\uFF61",
	"é", "E\u0301", "ß", "ẞ", "ς", "\u00AD", "\uFE63", "\uFF0D", "K", "Ａ",
	"\u0301", "\u0316", "\u0323", "\u0308", "\u200C", "\u200D", "\u094D", "\u0915",
	"\u0628", "\u0627", "\u064E", "\u0644", "\u05D0", "\u0661", "\u06F1", "\u2135",
	"\u0378", "\uFFFD", "☕", "\u4E00", "\u1100", "\u1161", "\u11A8", "\uAC00",
	"\U00020000", "\U0001F600", "\uFDFA", "\u0340", "\u1E0A", "\U000105D2\u0307",
	"zca", "53h", "bcher-kva", "a-yoc", "8i7caa", "xn--zca", "xn--a",
	"xn--abc-", "xn--ls8h", "xn--4db", "xn--1ug", "xn--xn---epa", "xn--mgbb899q",
	strings.Repeat("a", 60), strings.Repeat("ü", 30), strings.Repeat("\u0301", 12),
}

// randomDomain returns a domain of up to n pieces of domainPieces.
func randomDomain(r *rand.Rand, n int) string {
	var b strings.Builder
	for range 1 + r.IntN(n) {
		b.WriteString(domainPieces[r.IntN(len(domainPieces))])
	}
	return b.String()
}

// TestRandomDomains compares ToASCII and ToUnicode with the reference on
// random domains that mix the pieces above.
func TestRandomDomains(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 30000
	if testing.Short() {
		n = 3000
	}
	succeeded := 0
	for range n {
		domain := randomDomain(r, 10)
		checkAgainstReference(t, domain)
		if _, ok := ToASCII(domain, false); ok && !IsASCII(domain) {
			succeeded++
		}
	}
	// Most random domains fail; make sure that enough do not.
	if succeeded < n/20 {
		t.Errorf("only %d of %d random domains succeed", succeeded, n)
	}
}

// TestEveryCodePoint compares ToASCII and ToUnicode with the reference on
// every scalar value alone and after "a" (the package weburl's
// TestIDNAReference compares the domain parser with the reference
// implementation on every scalar value in more contexts).
func TestEveryCodePoint(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the slow reference on every scalar value")
	}
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) {
			checkAgainstReference(t, string(r))
			checkAgainstReference(t, "a"+string(r))
		}
	}
}

func FuzzToASCII(f *testing.F) {
	for _, s := range []string{
		"example.com", "faß.de", "☕.example", "xn--53h.example", "é.xn--zca",
		"a\u200Cb", "\u0628\u200C7", "\u0628\u200C\u0627", "\u05D0\u05D1.com", "ℵ.1a", "é.", "é..a", "\uFFFD",
		"a" + strings.Repeat("\u0316\u0301", 20), "\u1100\u1161\u11A8", "xn--mgbb899q",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			// The input of domain to ASCII is a scalar value string.
			return
		}
		checkAgainstReference(t, s)
	})
}

func FuzzNFC(f *testing.F) {
	for _, s := range []string{"a\u0301", "\u00FC" + strings.Repeat("\u0301", 35), "a" + strings.Repeat("\u0316\u0301", 20), "\u1100\u1161\u11A8", "\U000105D2\u0307"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		got := string(AppendNFC(nil, s))
		if want := refLoad(t).nfc(s); got != want {
			t.Fatalf("NFC(%+q) = %+q; reference %+q", s, got, want)
		}
		if isNFC(s) != (got == s) {
			t.Fatalf("isNFC(%+q) = %v, but NFC gives %+q", s, isNFC(s), got)
		}
	})
}

// TestDecodeRune compares decodeRune with utf8.DecodeRuneInString on every
// scalar value, cut short and followed by a byte, and on ill-formed
// sequences.
func TestDecodeRune(t *testing.T) {
	check := func(s string) {
		r, n := decodeRune(s)
		br, bn := decodeRune([]byte(s))
		wr, wn := utf8.DecodeRuneInString(s)
		if r != wr || n != wn || br != wr || bn != wn {
			t.Errorf("decodeRune(%+q) = %U, %d (bytes: %U, %d); utf8 gives %U, %d", s, r, n, br, bn, wr, wn)
		}
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		s := string(r)
		check(s)
		check(s + "x")
		check(s[:len(s)-1])
	}
	for _, s := range []string{"", "\x80", "\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xED\xA0\x80", "\xF0\x80\x80\x80",
		"\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF", "\xE2\x82", "\xE2\x28\xA1", "\xF0\x9F\x98"} {
		check(s)
	}
}
