package ucd

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
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

// TestScriptExtensions reads a small sample in the form of the UCD's
// files: listed code points get their line's scripts by long name, the
// others their Script alone.
func TestScriptExtensions(t *testing.T) {
	aliases := []byte("sc ; Arab ; Arabic\nsc ; Latn ; Latin\nsc ; Zyyy ; Common\nsc ; Zzzz ; Unknown\ngc ; Lu ; Uppercase_Letter\n")
	scripts := []byte("# @missing: 0000..10FFFF; Unknown\n0030..0039 ; Common\n0041..005A ; Latin\n0660..0669 ; Common # ARABIC-INDIC DIGIT\n")
	scx := []byte("# @missing: 0000..10FFFF; <script>\n0660..0669 ; Arab Latn # not so in Unicode\n")
	script, err := PropertyValues(scripts, "", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ScriptExtensions(scx, aliases, script)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != MaxRune+1 {
		t.Fatalf("%d values, want %d", len(got), MaxRune+1)
	}
	for _, c := range []struct {
		r    rune
		want []string
	}{
		{'A', []string{"Latin"}},
		{'0', []string{"Common"}},
		{0x0660, []string{"Arabic", "Latin"}},
		{0x0669, []string{"Arabic", "Latin"}},
		{0x066A, []string{"Unknown"}},
		{MaxRune, []string{"Unknown"}},
	} {
		if !slices.Equal(got[c.r], c.want) {
			t.Errorf("U+%04X: %q, want %q", c.r, got[c.r], c.want)
		}
	}
	if _, err := ScriptExtensions([]byte("0041 ; Latn Xxxx\n"), aliases, script); err == nil || !strings.Contains(err.Error(), `"Xxxx"`) {
		t.Errorf("an unknown short name: error %v, want one naming it", err)
	}
}
