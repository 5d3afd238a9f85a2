package ucd

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
)

// TestChecksums checks every file of testdata/unicode against SHA256SUMS,
// whose sums PROVENANCE.md also records with each file's source.
func TestChecksums(t *testing.T) {
	sums, err := Read("SHA256SUMS")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for line := range Lines(sums) {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("SHA256SUMS: bad line %q", line)
		}
		data, err := Read(name)
		if err != nil {
			t.Fatal(err)
		}
		got := sha256.Sum256(data)
		if hex.EncodeToString(got[:]) != sum {
			t.Errorf("%s: sha256 %x, SHA256SUMS says %s", name, got, sum)
		}
		n++
	}
	if n < 20 {
		t.Errorf("SHA256SUMS lists %d files, want every data file", n)
	}
}

// TestParse reads facts that the files of version 18.0.0 state.
func TestParse(t *testing.T) {
	data, err := Read("DerivedJoiningType.txt")
	if err != nil {
		t.Fatal(err)
	}
	found := map[rune]string{}
	err = Parse(data, func(l Line) error {
		if !l.Missing && l.Lo <= 0x0628 && 0x0628 <= l.Hi {
			found[0x0628] = l.Fields[0]
		}
		if !l.Missing && l.Lo <= 0x0627 && 0x0627 <= l.Hi {
			found[0x0627] = l.Fields[0]
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// U+0628 ARABIC LETTER BEH is dual-joining, U+0627 ALEF right-joining.
	if found[0x0628] != "D" || found[0x0627] != "R" {
		t.Errorf("joining types of U+0628, U+0627: %q, %q; want D, R", found[0x0628], found[0x0627])
	}
	if _, _, err := Range("0041..0040"); err == nil {
		t.Error("Range accepted a range that ends before it starts")
	}
	if got, err := CodePoints("0041 0301"); err != nil || len(got) != 2 || got[1] != 0x301 {
		t.Errorf("CodePoints: %v, %v", got, err)
	}
}
