// Command gen writes tables.go of package idna from the Unicode files of
// testdata/unicode (see internal/idna/tablegen). Run it with
// go generate ./internal/idna.
package main

import (
	"log"

	"github.com/weburl/weburl/internal/idna/tablegen"
	"github.com/weburl/weburl/internal/ucd"
)

func main() {
	if err := ucd.WriteGenerated("tables.go", tablegen.Generate); err != nil {
		log.Fatal(err)
	}
}
