package idna

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/weburl/weburl/internal/testdata"
)

// TestXNetLong checks that golang.org/x/net/idna alone still goes wrong on
// most hosts of testdata/idna-long.json, which uts46.go is for (the package
// weburl's TestIDNALong checks the results against the reference
// implementation).
func TestXNetLong(t *testing.T) {
	var doc testdata.IDNALong
	testdata.JSON(t, "idna-long.json", &doc)
	var xnetWrong int
	for _, c := range doc.Cases {
		// The gap: x/net/idna alone fails, or leaves U+034F.
		if xnet, err := lenientProfile.ToUnicode(c.Host); c.Unicode != nil && (err != nil || xnet != *c.Unicode) {
			xnetWrong++
		}
	}
	if xnetWrong < 30 {
		t.Errorf("x/net/idna gets only %d of %d cases wrong; has it closed the gaps?", xnetWrong, len(doc.Cases))
	}
}

// TestNFC checks nfc against norm on strings without long runs, where the
// two agree, and against the UAX #15 algorithm's result, built by hand, on
// long runs.
func TestNFC(t *testing.T) {
	for _, s := range []string{
		"", "abc", "a\u0301", "\u00E1", "e\u0316\u0301", "\u1100\u1161\u11A8", "\uAC00\u11A8",
		"\u0344", "\u0F73", "a\u0301\u0316", "\u01D6\u0301", strings.Repeat("o\u0301\u0316\u0323\u0308", 5),
	} {
		if got, want := nfc(s), norm.NFC.String(s); got != want {
			t.Errorf("nfc(%+q) = %+q; norm gives %+q", s, got, want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"a" + strings.Repeat("\u0301", 31), "\u00E1" + strings.Repeat("\u0301", 30)},
		{"a" + strings.Repeat("\u0316", 40) + "\u0301", "\u00E1" + strings.Repeat("\u0316", 40)},
		{"a" + strings.Repeat("\u0301\u0316", 20), "\u00E1" + strings.Repeat("\u0316", 20) + strings.Repeat("\u0301", 19)},
		{"\u00FC" + strings.Repeat("\u0301", 35), "\u01D8" + strings.Repeat("\u0301", 34)},
		{"\u01D6" + strings.Repeat("\u0301", 35), "\u01D6" + strings.Repeat("\u0301", 35)},
		{strings.Repeat("\u0301", 40) + "a", strings.Repeat("\u0301", 40) + "a"},
		{"\u1100" + strings.Repeat("\u0301", 31) + "\u1161", "\u1100" + strings.Repeat("\u0301", 31) + "\u1161"},
		{"\u1100\u1161" + strings.Repeat("\u0301", 31), "\uAC00" + strings.Repeat("\u0301", 31)},
	} {
		if got := nfc(tt.in); got != tt.want {
			t.Errorf("nfc(%+.40q) = %+.40q; want %+.40q", tt.in, got, tt.want)
		}
	}
}

// TestNFCReference checks nfc against NFC from node (ICU) on strings with
// long runs of non-starters.
func TestNFCReference(t *testing.T) {
	var doc testdata.IDNALong
	testdata.JSON(t, "idna-long.json", &doc)
	cases := doc.NFC
	if len(cases) < 300 {
		t.Fatalf("only %d cases", len(cases))
	}
	var streamSafeDiffers int
	for _, c := range cases {
		if got := nfc(c.In); got != c.NFC {
			t.Errorf("nfc(%+q) = %+q; want %+q", c.In, got, c.NFC)
		}
		if norm.NFC.String(c.In) != c.NFC {
			streamSafeDiffers++
		}
	}
	// Most cases have runs that norm breaks up.
	if streamSafeDiffers < len(cases)/2 {
		t.Errorf("norm gets only %d of %d cases wrong", streamSafeDiffers, len(cases))
	}
}

func FuzzNFC(f *testing.F) {
	for _, s := range []string{"a\u0301", "\u00FC" + strings.Repeat("\u0301", 35), "a" + strings.Repeat("\u0316\u0301", 20), "\u1100\u1161\u11A8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			// nfc's input is a scalar value string.
			return
		}
		got := nfc(s)
		if want := norm.NFC.String(s); !strings.Contains(want, cgj) && got != want {
			// Without a run that norm breaks up, norm is the reference.
			t.Fatalf("nfc(%+q) = %+q; norm gives %+q", s, got, want)
		}
		if again := nfc(got); again != got {
			t.Fatalf("nfc(%+q) = %+q, whose nfc is %+q", s, got, again)
		}
	})
}
