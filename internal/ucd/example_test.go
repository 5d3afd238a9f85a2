package ucd_test

import (
	"fmt"

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
