// Command gen writes tables.go of package uniprops from the Unicode files
// of testdata/unicode (see internal/uniprops/tablegen). Run it with
// go generate ./internal/uniprops.
package main

import (
	"log"
	"os"

	"github.com/weburl/weburl/internal/uniprops/tablegen"
)

func main() {
	src, err := tablegen.Generate()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("tables.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}
