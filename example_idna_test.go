package weburl_test

import (
	"fmt"
	"strings"

	"github.com/weburl/weburl"
)

// IDNAUnicodeVersion depends on the Go version the program is built with
// ("15.0.0" with Go 1.26, "17.0.0" with Go 1.27), so this example prints
// only its form: a version number of three parts.
func ExampleIDNAUnicodeVersion() {
	fmt.Println(strings.Count(weburl.IDNAUnicodeVersion, "."))
	// Output: 2
}
