package ecmare

import (
	"bytes"
	"os"
	"testing"

	"github.com/weburl/weburl/urlpattern/internal/ecmare/internal/tablegen"
)

// TestTablesGenerated checks that tables.go is what its generator writes
// from the files of testdata/unicode (go generate in this directory).
func TestTablesGenerated(t *testing.T) {
	want, err := tablegen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("tables.go (%d bytes) is not what its generator writes from testdata/unicode (%d bytes): run go generate ./urlpattern/internal/ecmare", len(got), len(want))
	}
}
