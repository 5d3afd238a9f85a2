package tablegen_test

import (
	"bytes"
	"fmt"

	"github.com/weburl/weburl/internal/idnspoof/tablegen"
)

// Generate writes the tables, with a constant for each script the policy
// names.
func ExampleGenerate() {
	src, err := tablegen.Generate()
	for _, name := range []string{"scriptLatin", "scriptCyrillic", "scriptJapanese", "confusableData"} {
		fmt.Println(name, bytes.Contains(src, []byte("\t"+name+" ")) || bytes.Contains(src, []byte("const "+name+" ")))
	}
	fmt.Println(err)
	// Output:
	// scriptLatin true
	// scriptCyrillic true
	// scriptJapanese true
	// confusableData true
	// <nil>
}
