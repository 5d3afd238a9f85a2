// Command gen writes tables.go of package idnspoof from the Unicode files
// of testdata/unicode (see internal/idnspoof/tablegen). Run it with
// go generate ./internal/idnspoof.
package main

import (
	"log"

	"github.com/weburl/weburl/internal/idnspoof/tablegen"
	"github.com/weburl/weburl/internal/ucd"
)

func main() {
	if err := ucd.WriteGenerated("tables.go", tablegen.Generate); err != nil {
		log.Fatal(err)
	}
}
