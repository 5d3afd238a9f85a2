// Command gen writes tables.go of package uniprops from the Unicode files
// of testdata/unicode (see internal/uniprops/tablegen). Run it with
// go generate ./internal/uniprops.
package main

import (
	"log"

	"github.com/weburl/weburl/internal/ucd"
	"github.com/weburl/weburl/internal/uniprops/tablegen"
)

func main() {
	if err := ucd.WriteGenerated("tables.go", tablegen.Generate); err != nil {
		log.Fatal(err)
	}
}
