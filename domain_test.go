package weburl

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/weburl/weburl/internal/idna"

	"github.com/weburl/weburl/internal/testdata"
)

// fail marks an expected failure of domainToASCII in the tables below.
const fail = "\x00failure"

// checkDomainToASCII runs domainToASCII on each input of tests (input, then
// want or fail) with beStrict.
func checkDomainToASCII(t *testing.T, beStrict bool, tests [][2]string) {
	t.Helper()
	for _, tt := range tests {
		in, want := tt[0], tt[1]
		got, verr := domainToASCII(in, beStrict)
		switch {
		case want == fail && (verr != ErrDomainToASCII || got != ""):
			t.Errorf("domainToASCII(%+q, %v) = %+q, %v; want failure", in, beStrict, got, verr)
		case want != fail && (verr != 0 || got != want):
			t.Errorf("domainToASCII(%+q, %v) = %+q, %v; want %+q", in, beStrict, got, verr, want)
		}
	}
}

func TestDomainToASCIIFastPath(t *testing.T) {
	checkDomainToASCII(t, false, [][2]string{
		{"example.com", "example.com"},
		{"EXAMPLE.Com", "example.com"},
		{"a..b", "a..b"},
		{".a", ".a"},
		{"a.", "a."},
		{".", "."},
		{"..", ".."},
		{"a-", "a-"},
		{"ab--c", "ab--c"},
		{"a_b", "a_b"},
		{"r3---sn-apo3qvuoxuxbt-j5pe.googlevideo.com", "r3---sn-apo3qvuoxuxbt-j5pe.googlevideo.com"},
		// Unicode ToASCII fails on these, but they are ASCII.
		{"xn--8i7caa", "xn--8i7caa"},
		{"XN--A", "xn--a"},
		{"xn--", "xn--"},
		{"xn--a.xn--zca", "xn--a.xn--zca"},
		{"xn--xn---epa", "xn--xn---epa"},
		{"xn--ls8h=", "xn--ls8h="},
		{"xn--a-yoc.1a", "xn--a-yoc.1a"},
		{"", fail},
		{"a%b", fail},
		{"a b", fail},
		{"a\x7fb", fail},
		{"a\x01b", fail},
		{"a<b", fail},
		{"a^b", fail},
		{"a|b", fail},
		{"[::1]", fail},
	})
}

func TestDomainToASCIIUnicode(t *testing.T) {
	checkDomainToASCII(t, false, [][2]string{
		{"faß.de", "xn--fa-hia.de"},
		{"Faß.DE", "xn--fa-hia.de"},
		{"βόλος.com", "xn--nxasmm1c.com"},
		{"☕.example", "xn--53h.example"},
		{"bücher.example", "xn--bcher-kva.example"},
		{"ＥＸＡＭＰＬＥ．ｃｏｍ", "example.com"},
		{"a．b。c｡d", "a.b.c.d"},
		{"é..a", "xn--9ca..a"},
		{"é.", "xn--9ca."},
		{"-é-", "xn-----bja"},
		{"é.xn--zca", "xn--9ca.xn--zca"},
		{"é.XN--ZCA", "xn--9ca.xn--zca"},
		{"look\u00adout.é", "lookout.xn--9ca"},
		{"\uFFFD", fail},
		{"a\uFFFD.com", fail},
		{"é.xn--a", fail},            // invalid Punycode
		{"é.xn--tešla", fail},        // non-ASCII in a Punycode label
		{"é.xn--abc-", fail},         // Punycode decodes to ASCII
		{"é.xn--8i7caa", fail},       // decodes to mapped code points
		{"é＜", fail},                 // maps to a forbidden domain code point
		{"www.lookout.net⩴80", fail}, // maps to "::="
		{"\u0378.net", fail},         // unassigned
		// CheckJoiners.
		{"a\u200cb", fail},
		{"a\u200db", fail},
		{"\u200d.example", fail},
		{"ශ්\u200dරී", "xn--10cl1a0b660p"},
		{"نامه\u200cای", "xn--mgba3gch31f060k"},
		// CheckBidi.
		{"يa", fail},
		{"\u05d0.1a", fail},
		{"a.\u0660", fail},
		{"\u05d0\u05d1.com", "xn--4dbc.com"},
		{"\u0661\u05d0", fail},
		// Leading combining mark.
		{"\u0301a.com", fail},
	})
}

func TestDomainToASCIIStrict(t *testing.T) {
	label63 := strings.Repeat("a", 63)
	// Three labels of 63 bytes, one of 59 and one of 1: 253 bytes.
	domain253 := label63 + "." + label63 + "." + label63 + "." + label63[:59] + ".a"
	checkDomainToASCII(t, true, [][2]string{
		{"example.com", "example.com"},
		{"EXAMPLE.com", "example.com"},
		{"faß.de", "xn--fa-hia.de"},
		{"☕.example", "xn--53h.example"},
		{"xn--53h.example", "xn--53h.example"},
		// CheckHyphens.
		{"-a.com", fail},
		{"a-.com", fail},
		{"ab--c.com", fail},
		{"r3---sn-apo3qvuoxuxbt-j5pe.googlevideo.com", fail},
		// UseSTD3ASCIIRules.
		{"a_b.com", fail},
		{"a=b.com", fail},
		{"a%b.com", fail},
		// VerifyDnsLength: empty labels, the empty root label, lengths.
		{"", fail},
		{"a..b", fail},
		{".a", fail},
		{"example.com.", fail},
		{label63 + ".com", label63 + ".com"},
		{label63 + "a.com", fail},
		{domain253, domain253},
		{domain253 + ".", fail},
		{domain253 + "a", fail},
		// Unicode ToASCII failures that beStrict false lets through.
		{"xn--8i7caa", fail},
		{"XN--A", fail},
		{"xn--", fail},
		{"\uFFFD", fail},
	})
}

// TestLongPunycodeLabel: UTS #46 sets no limit on the length of a Punycode
// label, though x/net/idna fails to decode one of more than 1,024 code
// points (internal/idna decodes it itself). The ASCII form of 1,025 "é"
// round-trips through the domain parser and domain to Unicode.
func TestLongPunycodeLabel(t *testing.T) {
	long := strings.Repeat("é", 1025)
	ascii, verr := domainToASCII(long, false)
	if verr != 0 || !strings.HasPrefix(ascii, "xn--") {
		t.Fatalf("domainToASCII(1025 × é) = %.20q…, %v", ascii, verr)
	}
	// An ASCII domain takes the fast path.
	if got, verr := domainToASCII(ascii, false); verr != 0 || got != ascii {
		t.Errorf("domainToASCII of its ASCII form = %+q, %v", got, verr)
	}
	// Behind a non-ASCII label, it goes through Unicode ToASCII.
	if got, verr := domainToASCII("é."+ascii, false); verr != 0 || got != "xn--9ca."+ascii {
		t.Errorf("domainToASCII(é. + its ASCII form) = %.20q…, %v", got, verr)
	}
	if got := unicodeOf(ascii); got != long {
		t.Errorf("DomainToUnicode of its ASCII form = %.20q…; want 1025 × é", got)
	}
}

func TestDomainToUnicode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"example.com", "example.com"},
		{"", ""},
		{"a..b.", "a..b."},
		{"xn--fa-hia.de", "faß.de"},
		{"xn--53h.example", "☕.example"},
		{"xn--nxasmm1c.com", "βόλος.com"},
		{"xn--4dbc.com", "\u05d0\u05d1.com"},
		{"XN--ZCA.com", "ß.com"},
		// Errors: domain is returned as it is.
		{"xn--8i7caa", "xn--8i7caa"},
		{"xn--a", "xn--a"},
		{"xn--a.xn--zca", "xn--a.xn--zca"},
		{"xn--zca.xn--", "xn--zca.xn--"},
		{"xn--1ug.example", "xn--1ug.example"},
		{"xn--a-yoc", "xn--a-yoc"},
		{"xn--4db.1a", "xn--4db.1a"},
		{"a_b.xn--zca", "a_b.ß"},
		{"-x.xn--zca", "-x.ß"},
	}
	for _, tt := range tests {
		if got := unicodeOf(tt.in); got != tt.want {
			t.Errorf("DomainToUnicode(%+q) = %+q; want %+q", tt.in, got, tt.want)
		}
	}
}

// TestDomainRoundTrip checks that domain to Unicode undoes the domain parser
// and that the domain parser accepts what domain to Unicode returns.
func TestDomainRoundTrip(t *testing.T) {
	for _, in := range []string{
		"example.com", "faß.de", "☕.example", "βόλος.com", "xn--8i7caa",
		"xn--a", "\u05d0\u05d1.com", "x..ß", "bücher.example.", "a_b.ß",
	} {
		ascii, verr := domainToASCII(in, false)
		if verr != 0 {
			t.Errorf("domainToASCII(%+q) failed", in)
			continue
		}
		unicode := unicodeOf(ascii)
		again, verr := domainToASCII(unicode, false)
		if verr != 0 || again != ascii {
			t.Errorf("%+q: ASCII %+q, Unicode %+q, ASCII again %+q, %v", in, ascii, unicode, again, verr)
		}
	}
}

// TestDomainToUnicodeFastPath checks that the fast path of DomainToUnicode
// gives what Unicode ToUnicode (internal/idna) gives.
func TestDomainToUnicodeFastPath(t *testing.T) {
	for _, in := range []string{
		"example.com", "a..b.", ".", "a-b--c-", "a_b=c", "x-n--a", "axn--b.c",
		"0x12.34", "a.b-.xn",
	} {
		want, ok := idna.ToUnicode(in)
		if !ok {
			want = in
		}
		if got := unicodeOf(in); got != want {
			t.Errorf("DomainToUnicode(%+q) = %+q; ToUnicode gives %+q", in, got, want)
		}
	}
}

func TestForbiddenCodePoints(t *testing.T) {
	const host = "\x00\t\n\r #/:<>?@[\\]^|"
	for i := 0; i < 256; i++ {
		b := byte(i)
		wantHost := strings.IndexByte(host, b) >= 0
		wantDomain := wantHost || b <= 0x1F || b == '%' || b == 0x7F
		if got := isForbiddenHostCodePoint(b); got != wantHost {
			t.Errorf("isForbiddenHostCodePoint(%#x) = %v", b, got)
		}
		if got := isForbiddenDomainCodePoint(b); got != wantDomain {
			t.Errorf("isForbiddenDomainCodePoint(%#x) = %v", b, got)
		}
	}
}

func TestFastPathAllocs(t *testing.T) {
	lower := "www.example.com"
	if n := allocsPerRun(100, func() { domainToASCII(lower, false) }); n != 0 {
		t.Errorf("domainToASCII(lowercase ASCII): %v allocs; want 0", n)
	}
	if got, _ := domainToASCII(lower, false); unsafeSameString(got, lower) == false {
		t.Errorf("domainToASCII(lowercase ASCII) does not return its input")
	}
	upper := "WWW.Example.COM"
	if n := allocsPerRun(100, func() { domainToASCII(upper, false) }); n != 1 {
		t.Errorf("domainToASCII(uppercase ASCII): %v allocs; want 1", n)
	}
	if n := allocsPerRun(100, func() { unicodeOf(lower) }); n != 0 {
		t.Errorf("unicodeOf(lowercase ASCII): %v allocs; want 0", n)
	}
}

// unsafeSameString reports whether a and b share their bytes.
func unsafeSameString(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.StringData(a) == unsafe.StringData(b))
}

var sinkString string

func BenchmarkDomainToASCII(b *testing.B) {
	for _, bb := range []struct{ name, in string }{
		{"ASCIILower", "www.example.com"},
		{"ASCIIUpper", "WWW.Example.COM"},
		{"NonASCII", "www.bücher.example"},
		{"NonASCIIHyphens", "xn--bcher-kva.ü--x.example"},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, _ = domainToASCII(bb.in, false)
			}
		})
	}
}

func BenchmarkDomainToUnicode(b *testing.B) {
	for _, bb := range []struct{ name, in string }{
		{"ASCII", "www.example.com"},
		{"Punycode", "www.xn--bcher-kva.example"},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString = unicodeOf(bb.in)
			}
		})
	}
}

// cjkRanges are ranges of CJK unified ideographs (U+4E00..U+9FFF, then
// Extensions B to F in plane 2), all valid in a label and none of them Bidi.
var cjkRanges = [][2]rune{
	{0x4E00, 0x9FFF},
	{0x20000, 0x2A6DF},
	{0x2A700, 0x2B739},
	{0x2B740, 0x2B81D},
	{0x2B820, 0x2CEA1},
	{0x2CEB0, 0x2EBE0},
}

// longLabel returns a label of at least size bytes made of consecutive CJK
// ideographs (see cjkRanges). The code points are distinct up to about
// 98,000 of them (over 350 KB); longer labels start again from U+4E00.
func longLabel(size int) string {
	var b strings.Builder
	for b.Len() < size {
		for _, rg := range cjkRanges {
			for r := rg[0]; r <= rg[1] && b.Len() < size; r++ {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// BenchmarkDomainToASCIILongLabel runs domainToASCII on a domain of one long
// label of distinct non-ASCII code points, to check that the cost per byte
// does not grow with the length.
func BenchmarkDomainToASCIILongLabel(b *testing.B) {
	for _, bb := range []struct {
		name string
		size int
	}{
		{"1KB", 1 << 10},
		{"16KB", 16 << 10},
		{"64KB", 64 << 10},
		{"1MB", 1 << 20},
	} {
		label := longLabel(bb.size)
		if _, ok := idna.ToUnicode(label); !ok {
			b.Fatalf("%s: ToUnicode fails", bb.name)
		}
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(label)))
			for b.Loop() {
				sinkString, _ = domainToASCII(label, false)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(label)), "ns/byte")
		})
	}
}

// unicodeOf returns DomainToUnicode's domain, for the tests of its result.
func unicodeOf(domain string) string {
	s, _ := DomainToUnicode(domain)
	return s
}

// TestDomainToUnicodeReportsErrors: when Unicode ToUnicode records an
// error, DomainToUnicode returns the domain, as the standard says, and
// reports the error.
func TestDomainToUnicodeReportsErrors(t *testing.T) {
	for _, in := range []string{"xn--8i7caa", "xn--zca.xn--", "a.xn--ls8h-", "xn--a-ecp.ru"} {
		got, err := DomainToUnicode(in)
		var pe *ParseError
		if got != in || !errors.As(err, &pe) || pe.Type != ErrDomainToASCII || !pe.Host {
			t.Errorf("DomainToUnicode(%q) = %q, %v; want it unchanged and an error", in, got, err)
		}
	}
	if got, err := DomainToUnicode("xn--fa-hia.de"); got != "faß.de" || err != nil {
		t.Errorf("DomainToUnicode(xn--fa-hia.de) = %q, %v", got, err)
	}
}

// TestDomainToASCIIAllocs checks that the domain parser, writing into a
// buffer of the caller's, allocates only inside golang.org/x/net/idna's
// ToUnicode (once for these domains; more for a domain with a label that
// starts with "xn--", which it decodes): the Punycode encoding works in
// stack arrays for labels of up to 64 code points. Parse allocates the URL,
// its href, the copy of the host that the domain parser reads (see
// parseDomainHostSlow), and x/net/idna's one (ToUnicode copies its
// *Profile to the heap); CanParse the last two.
func TestDomainToASCIIAllocs(t *testing.T) {
	for _, domain := range []string{"bücher.de", "例え.テスト", "faß.de", "☕.example"} {
		var buf [128]byte
		allocs := allocsPerRun(50, func() {
			if _, err := appendDomainToASCII(buf[:0], domain, false); err != 0 {
				t.Fatalf("%s: %v", domain, err)
			}
		})
		if allocs > 1 {
			t.Errorf("domain parser on %q: %v allocations; want at most 1", domain, allocs)
		}
		input := "https://" + domain + "/"
		if allocs := allocsPerRun(50, func() { Parse(input) }); allocs > 3 {
			t.Errorf("Parse(%q): %v allocations; want at most 3 (the URL, its href, and x/net/idna's copy of its Profile)", input, allocs)
		}
		if allocs := allocsPerRun(50, func() { CanParse(input) }); allocs > 1 {
			t.Errorf("CanParse(%q): %v allocations; want at most 1 (x/net/idna's)", input, allocs)
		}
	}
}

// TestIDNALong checks the host parser and DomainToUnicode against the
// reference implementation on hosts that golang.org/x/net/idna mishandles:
// long Punycode labels and long runs of non-starters, among them the two
// examples of issue 12: "é.xn--9ca" followed by 1,024 "a", and "a" followed
// by 31 U+0301.
func TestIDNALong(t *testing.T) {
	var doc testdata.IDNALong
	testdata.JSON(t, "idna-long.json", &doc)
	if len(doc.Cases) < 50 {
		t.Fatalf("only %d cases", len(doc.Cases))
	}
	for _, c := range doc.Cases {
		u, err := Parse("http://" + c.Host + "/")
		switch {
		case c.Hostname == nil && err == nil:
			t.Errorf("%s: Parse gives hostname %.60q; the reference fails", c.Note, u.Hostname())
		case c.Hostname != nil && err != nil:
			t.Errorf("%s: Parse fails (%v); the reference gives %.60q", c.Note, err, *c.Hostname)
		case c.Hostname != nil && u.Hostname() != *c.Hostname:
			t.Errorf("%s: Parse gives hostname %.60q; the reference gives %.60q", c.Note, u.Hostname(), *c.Hostname)
		}
		got, err := DomainToUnicode(c.Host)
		switch {
		case c.Unicode == nil && err == nil:
			t.Errorf("%s: DomainToUnicode gives %+.60q; the reference records an error", c.Note, got)
		case c.Unicode != nil && err != nil:
			t.Errorf("%s: DomainToUnicode fails (%v); the reference gives %+.60q", c.Note, err, *c.Unicode)
		case c.Unicode != nil && got != *c.Unicode:
			t.Errorf("%s: DomainToUnicode gives %+.60q; the reference gives %+.60q", c.Note, got, *c.Unicode)
		}
	}
}
