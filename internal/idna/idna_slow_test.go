package idna

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// slowDomainParserToASCII is ToASCII as it was before
// appendPunycodeEncoded: x/net/idna's ToASCII does all of Unicode ToASCII,
// including the Punycode encoding, which takes quadratic time on long labels.
// It is the reference for the tests below.
func slowDomainParserToASCII(domain string, beStrict bool) (string, bool) {
	profile := lenientProfile
	if beStrict {
		profile = strictProfile
	}
	result, err := profile.ToASCII(domain)
	if _, _, gap := processLong(domain, beStrict); gap && (err != nil || strings.Contains(result, cgj)) {
		// x/net/idna's gaps, which uts46.go closes: the package
		// weburl's TestIDNALong checks these against the reference
		// implementation instead.
		return ToASCII(domain, beStrict)
	}
	if err != nil || !passesMissedChecks(domain) {
		return "", false
	}
	// Before Unicode 16 (x/net/idna's tables under Go 1.26), UTS #46's
	// strict ToASCII accepted an empty root label; since, VerifyDnsLength
	// rejects it, as ToASCII does under any version.
	if beStrict && strings.HasSuffix(result, ".") {
		return "", false
	}
	return result, true
}

// checkDomainParserToASCII compares ToASCII with
// slowDomainParserToASCII on domain, with beStrict false and true.
func checkDomainParserToASCII(t *testing.T, domain string) {
	t.Helper()
	for _, beStrict := range []bool{false, true} {
		got, ok := ToASCII(domain, beStrict)
		want, wantOK := slowDomainParserToASCII(domain, beStrict)
		if got != want || ok != wantOK {
			t.Errorf("ToASCII(%+q, %v) = %+q, %v; x/net/idna's ToASCII gives %+q, %v",
				domain, beStrict, got, ok, want, wantOK)
		}
	}
}

// domainPieces are the pieces that randomDomain builds labels from: ASCII,
// mapped, ignored and disallowed code points, label separators, hyphens,
// joiners, combining marks, Bidi code points, Punycode labels (valid,
// invalid, and decoding to ASCII or to mapped code points), and runs long
// enough for the DNS length limits.
var domainPieces = []string{
	"a", "b", "Z", "0", "9", "-", "_", "=", "%", "xn--", "XN--", "ｘｎ－－",
	".", ".", ".", "\u3002", "\uFF0E", "\uFF61",
	"é", "E\u0301", "ß", "ẞ", "ς", "\u00AD", "\uFE63", "\uFF0D", "K", "Ａ",
	"\u0301", "\u200C", "\u200D", "\u094D", "\u0915", "\u0628", "\u0627",
	"\u05D0", "\u0661", "\u06F1", "\u2135", "\u0378", "\uFFFD", "☕", "\u4E00",
	"\U00020000", "\U0001F600", "\uFDFA",
	"zca", "53h", "bcher-kva", "a-yoc", "8i7caa", "xn--zca", "xn--a",
	"xn--abc-", "xn--ls8h", "xn--4db", "xn--1ug", "xn--xn---epa",
	strings.Repeat("a", 60), strings.Repeat("ü", 30),
}

// randomDomain returns a domain of up to n pieces of domainPieces.
func randomDomain(r *rand.Rand, n int) string {
	var b strings.Builder
	for range 1 + r.IntN(n) {
		b.WriteString(domainPieces[r.IntN(len(domainPieces))])
	}
	return b.String()
}

// TestDomainParserToASCIISlow compares ToASCII with x/net/idna's
// ToASCII on random domains that mix ASCII and non-ASCII labels.
func TestDomainParserToASCIISlow(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 50000
	if testing.Short() {
		n = 5000
	}
	var succeeded int
	for range n {
		domain := randomDomain(r, 12)
		checkDomainParserToASCII(t, domain)
		if _, ok := ToASCII(domain, false); ok && !IsASCII(domain) {
			succeeded++
		}
	}
	// Most random domains fail; make sure that enough do not.
	if succeeded < n/20 {
		t.Errorf("only %d of %d random domains succeed", succeeded, n)
	}
}

func FuzzDomainParserToASCII(f *testing.F) {
	for _, s := range []string{
		"example.com", "faß.de", "☕.example", "xn--53h.example", "é.xn--zca",
		"a\u200Cb", "\u05D0\u05D1.com", "ℵ.1a", "é.", "é..a", "\uFFFD",
	} {
		f.Add(s)
	}
	f.Fuzz(checkDomainParserToASCII)
}
