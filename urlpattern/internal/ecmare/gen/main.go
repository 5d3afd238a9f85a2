// Command gen writes urlpattern/internal/ecmare/tables.go, the Unicode
// tables of ECMAScript's property escapes and case folding, from the
// Unicode data files of testdata/unicode. Run it with go generate in
// urlpattern/internal/ecmare.
package main

import (
	"fmt"
	"os"

	"github.com/weburl/weburl/urlpattern/internal/ecmare/internal/tablegen"
)

func main() {
	src, err := tablegen.Generate()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile("tables.go", src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
