package weburl

import (
	"errors"
	"os"
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
// label (golang.org/x/net/idna, which weburl once used, failed to decode
// one of more than 1,024 code points). The ASCII form of 1,025 "é"
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

// idnaBenchHosts are the non-ASCII hosts of BenchmarkDomainToASCII, in
// several scripts, with and without code points that UTS #46 maps, with
// the ASCII form that the reference implementation (whatwg-url 17.3.0)
// gives each. scripts/bench-idna-ada times ada's ada::idna::to_ascii on the
// same hosts (TestWriteIDNABenchHosts writes them for it).
var idnaBenchHosts = []struct{ name, in, ascii string }{
	{"NonASCII", "www.bücher.example", "www.xn--bcher-kva.example"},
	{"NonASCIIHyphens", "xn--bcher-kva.ü--x.example", "xn--bcher-kva.xn----x-goa.example"},
	{"German", "straße.münchen.de", "xn--strae-oqa.xn--mnchen-3ya.de"},
	{"Uppercase", "BÜCHER.Example", "xn--bcher-kva.example"},
	{"Cyrillic", "пример.испытание", "xn--e1afmkfd.xn--80akhbyknj4f"},
	{"Greek", "παράδειγμα.δοκιμή", "xn--hxajbheg2az3al.xn--jxalpdlp"},
	{"Chinese", "例子.测试", "xn--fsqu00a.xn--0zwm56d"},
	{"Japanese", "例え.テスト", "xn--r8jz45g.xn--zckzah"},
	{"Korean", "실례.테스트", "xn--9n2bp8q.xn--9t4b11yi5a"},
	{"Hindi", "उदाहरण.परीक्षा", "xn--p1b6ci4b4b3a.xn--11b5bs3a9aj6g"},
	{"Arabic", "مثال.إختبار", "xn--mgbh0fb.xn--kgbechtv"},
	{"Hebrew", "בדיקה.example", "xn--5dbedt4e.example"},
	{"Emoji", "☕.example", "xn--53h.example"},
	{"Fullwidth", "ｅｘａｍｐｌｅ．ｃｏｍ", "example.com"},
}

func BenchmarkDomainToASCII(b *testing.B) {
	cases := append([]struct{ name, in, ascii string }{
		{"ASCIILower", "www.example.com", "www.example.com"},
		{"ASCIIUpper", "WWW.Example.COM", "www.example.com"},
	}, idnaBenchHosts...)
	for _, bb := range cases {
		if _, err := domainToASCII(bb.in, false); err != 0 {
			b.Fatalf("%s: %q fails", bb.name, bb.in)
		}
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, _ = domainToASCII(bb.in, false)
			}
		})
	}
}

// TestWriteIDNABenchHosts writes idnaBenchHosts, one "name<TAB>host<TAB>
// ASCII form" line each, to the file that $WEBURL_WRITE_IDNA_BENCH_HOSTS
// names, for scripts/bench-idna-ada; it checks that each host succeeds with
// the ASCII form that the reference implementation gives.
func TestWriteIDNABenchHosts(t *testing.T) {
	var b strings.Builder
	for _, h := range idnaBenchHosts {
		got, err := domainToASCII(h.in, false)
		if err != 0 || got != h.ascii {
			t.Errorf("%s: %q gives %q, %v; want %q", h.name, h.in, got, err, h.ascii)
		}
		b.WriteString(h.name + "\t" + h.in + "\t" + got + "\n")
	}
	if path := os.Getenv("WEBURL_WRITE_IDNA_BENCH_HOSTS"); path != "" {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
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
// buffer of the caller's, does not allocate for these domains (UTS #46
// processing works in a stack array, and so does the Punycode encoding for
// labels of up to 64 code points); a label that starts with "xn--" costs
// allocations to decode. Parse allocates the URL, its href in the same
// allocation; CanParse nothing.
func TestDomainToASCIIAllocs(t *testing.T) {
	for _, domain := range []string{"bücher.de", "例え.テスト", "faß.de", "☕.example", "BÜCHER.de", "ｅｘａｍｐｌｅ．ｃｏｍ"} {
		var buf [128]byte
		allocs := allocsPerRun(50, func() {
			if _, err := appendDomainToASCII(buf[:0], domain, false); err != 0 {
				t.Fatalf("%s: %v", domain, err)
			}
		})
		if allocs > 0 {
			t.Errorf("domain parser on %q: %v allocations; want none", domain, allocs)
		}
		input := "https://" + domain + "/"
		if allocs := allocsPerRun(50, func() { Parse(input) }); allocs > 1 {
			t.Errorf("Parse(%q): %v allocations; want at most 1 (the URL, its href in the same allocation)", input, allocs)
		}
		if allocs := allocsPerRun(50, func() { CanParse(input) }); allocs > 0 {
			t.Errorf("CanParse(%q): %v allocations; want none", input, allocs)
		}
	}
}

// TestIDNALong checks the host parser and DomainToUnicode against the
// reference implementation on hosts that golang.org/x/net/idna, which weburl
// once used, mishandles:
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

// TestContextJ parses hosts with U+200C ZERO WIDTH NON-JOINER and U+200D
// ZERO WIDTH JOINER, whose use UTS #46's CheckJoiners limits by the
// ContextJ rules of RFC 5892 Appendix A; the expected hrefs are the
// reference implementation's (whatwg-url 17.3.0).
//
// A.1, ZERO WIDTH NON-JOINER: "If Canonical_Combining_Class(Before(cp)) .eq.
// Virama Then True; If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
// (Joining_Type:T)*(Joining_Type:{R,D})) Then True;" (False otherwise).
// A.2, ZERO WIDTH JOINER: "If Canonical_Combining_Class(Before(cp)) .eq.
// Virama Then True;" (False otherwise).
func TestContextJ(t *testing.T) {
	for _, tt := range []struct{ in, want, rule string }{
		// U+0628 BEH (D), ZWNJ, "7" (U): neither a virama before nor R
		// or D after. golang.org/x/net/idna accepted it (xn--7-0mc899q).
		{"https://\u0628\u200C7/", fail, "A.1: nothing allows it"},
		{"https://\u0628\u200C\u0627/", "https://xn--mgbb899q/", "A.1: D (BEH), ZWNJ, R (U+0627 ALEF)"},
		{"https://\u0627\u200C\u0628/", fail, "A.1: R before the ZWNJ is not L or D"},
		{"https://\u0628\u064E\u200C\u064E\u0627/", "https://xn--mgbb8ia3604a/", "A.1: D, T (U+064E FATHA), ZWNJ, T, R"},
		{"https://\u0915\u094D\u200C/", "https://xn--11b6iv14e/", "A.1: after U+094D DEVANAGARI SIGN VIRAMA"},
		{"https://\u0915\u094D\u200D/", "https://xn--11b6iy14e/", "A.2: after a virama"},
		{"https://\u0915\u200D\u0937/", fail, "A.2: no virama before the ZWJ"},
		{"https://\u0628\u200D\u0627/", fail, "A.2: a joining context does not allow ZWJ"},
	} {
		u, err := Parse(tt.in)
		switch {
		case tt.want == fail && err == nil:
			t.Errorf("Parse(%+q) = %s; want failure (RFC 5892 %s)", tt.in, u.Href(), tt.rule)
		case tt.want != fail && err != nil:
			t.Errorf("Parse(%+q): %v; want %s (RFC 5892 %s)", tt.in, err, tt.want, tt.rule)
		case tt.want != fail && u.Href() != tt.want:
			t.Errorf("Parse(%+q) = %s; want %s (RFC 5892 %s)", tt.in, u.Href(), tt.want, tt.rule)
		}
	}
}

// TestIDNAUnicodeVersion: IDNAUnicodeVersion, written out so that go doc
// shows it, is the version of internal/idna's tables.
func TestIDNAUnicodeVersion(t *testing.T) {
	if IDNAUnicodeVersion != idna.UnicodeVersion {
		t.Errorf("IDNAUnicodeVersion = %q, internal/idna's tables are of Unicode %q", IDNAUnicodeVersion, idna.UnicodeVersion)
	}
}
