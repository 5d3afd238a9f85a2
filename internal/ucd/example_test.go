package ucd_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/weburl/weburl/internal/ucd"
)

func ExamplePropertyValues() {
	data, err := ucd.Read("DerivedJoiningType.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	aliases, err := ucd.ValueAliases(mustRead("PropertyValueAliases.txt"), "jt")
	if err != nil {
		fmt.Println(err)
		return
	}
	jt, err := ucd.PropertyValues(data, "", 0, aliases)
	if err != nil {
		fmt.Println(err)
		return
	}
	// BEH, ALEF, ZERO WIDTH NON-JOINER (the @missing default), 'a'.
	fmt.Println(jt[0x0628], jt[0x0627], jt[0x200C], jt['a'])
	// Output: D R U U
}

func ExampleValueAliases() {
	aliases, err := ucd.ValueAliases(mustRead("PropertyValueAliases.txt"), "bc")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(aliases["Arabic_Letter"], aliases["AL"], aliases["Left_To_Right"])
	// Output: AL AL L
}

func mustRead(name string) []byte {
	b, err := ucd.Read(name)
	if err != nil {
		panic(err)
	}
	return b
}

func ExampleParse() {
	data := []byte("# a comment\n# @missing: 0000..10FFFF; U\n0620..0621 ; D # two code points\n0627 ; R\n")
	err := ucd.Parse(data, func(l ucd.Line) error {
		fmt.Printf("%04X..%04X %q missing=%v\n", l.Lo, l.Hi, l.Fields, l.Missing)
		return nil
	})
	fmt.Println(err)
	fmt.Println(ucd.Parse([]byte("XYZ ; D\n"), func(ucd.Line) error { return nil }))
	// Output:
	// 0000..10FFFF ["U"] missing=true
	// 0620..0621 ["D"] missing=false
	// 0627..0627 ["R"] missing=false
	// <nil>
	// line 1: "XYZ" is not a code point
}

func ExampleLines() {
	for line := range ucd.Lines([]byte("a\r\nb\nc")) {
		fmt.Printf("%q ", line)
	}
	fmt.Println()
	// Output: "a" "b" "c"
}

func ExampleRange() {
	fmt.Println(ucd.Range("0041..005A"))
	fmt.Println(ucd.Range("00DF"))
	fmt.Println(ucd.Range("005A..0041"))
	// Output:
	// 65 90 <nil>
	// 223 223 <nil>
	// 0 0 range "005A..0041" ends before it starts
}

func ExampleCodePoints() {
	cps, err := ucd.CodePoints("0061 0301")
	fmt.Printf("%+q %v\n", string(cps), err)
	_, err = ucd.CodePoints("0061 110000")
	fmt.Println(err)
	// Output:
	// "a\u0301" <nil>
	// "110000" is not a code point
}

func ExampleRead() {
	data, err := ucd.Read("IdnaMappingTable.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bytes.Contains(data, []byte("Version: "+ucd.Version)))
	_, err = ucd.Read("NoSuchFile.txt")
	fmt.Println(errors.Is(err, fs.ErrNotExist))
	// Output:
	// true
	// true
}

func ExampleDir() {
	dir, err := ucd.Dir()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(filepath.Base(filepath.Dir(dir)) + "/" + filepath.Base(dir))
	// Output: testdata/unicode
}

func ExampleReadFiles() {
	files, sums, err := ucd.ReadFiles([]string{"CompositionExclusions.txt"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sums["CompositionExclusions.txt"] == sha256.Sum256(files["CompositionExclusions.txt"]))
	// Output: true
}

func ExampleValueAliasRows() {
	rows, comments := ucd.ValueAliasRows(mustRead("PropertyValueAliases.txt"), "jt")
	for i, names := range rows {
		fmt.Println(names, comments[i] == "")
	}
	// Output:
	// [C Join_Causing] true
	// [D Dual_Joining] true
	// [L Left_Joining] true
	// [R Right_Joining] true
	// [T Transparent] true
	// [U Non_Joining] true
}
