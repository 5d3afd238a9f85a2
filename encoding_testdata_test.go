package weburl

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// refEncodingDir holds the Encoding Standard's indexes (see its
// PROVENANCE.md).
var refEncodingDir = filepath.Join("testdata", "encoding")

// TestEncodingTestdataSums checks testdata/encoding against its SHA256SUMS
// (the Encoding Standard's own sums; see PROVENANCE.md there).
func TestEncodingTestdataSums(t *testing.T) {
	f, err := os.Open(filepath.Join(refEncodingDir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The project's own files: no upstream sum.
	listed := map[string]bool{"SHA256SUMS": true, "PROVENANCE.md": true, "gb18030-encoder-table.txt": true}
	s := bufio.NewScanner(f)
	for s.Scan() {
		sum, name, ok := strings.Cut(s.Text(), "  ")
		if !ok {
			t.Fatalf("SHA256SUMS: bad line %q", s.Text())
		}
		listed[name] = true
		data, err := os.ReadFile(filepath.Join(refEncodingDir, name))
		if err != nil {
			t.Error(err)
			continue
		}
		if got := sha256.Sum256(data); hex.EncodeToString(got[:]) != sum {
			t.Errorf("%s: SHA-256 %x, want %s", name, got, sum)
		}
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(refEncodingDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !listed[e.Name()] {
			t.Errorf("%s is not in SHA256SUMS", e.Name())
		}
	}
}
