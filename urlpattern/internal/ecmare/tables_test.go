package ecmare

import (
	"testing"

	"github.com/weburl/weburl/internal/testdata"
	"github.com/weburl/weburl/urlpattern/internal/ecmare/internal/tablegen"
)

// TestTablesGenerated checks that tables.go is what its generator writes
// from the files of testdata/unicode (go generate in this directory).
func TestTablesGenerated(t *testing.T) {
	testdata.Generated(t, "tables.go", tablegen.Generate, "go generate ./urlpattern/internal/ecmare")
}
