// Command gen writes urlpattern/internal/ecmare/tables.go, the Unicode
// tables of ECMAScript's property escapes and case folding, from the
// Unicode data files of testdata/unicode. Run it with go generate in
// urlpattern/internal/ecmare.
package main

import (
	"log"

	"github.com/weburl/weburl/internal/ucd"
	"github.com/weburl/weburl/urlpattern/internal/ecmare/internal/tablegen"
)

func main() {
	if err := ucd.WriteGenerated("tables.go", tablegen.Generate); err != nil {
		log.Fatal(err)
	}
}
