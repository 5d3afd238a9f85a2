package weburl_test

import (
	"fmt"
	"strings"
)

func ExampleSearchParams_DeleteFunc() {
	u := mustParse("https://shop.example/item?utm_source=mail&id=7&utm_medium=email")
	u.SearchParams().DeleteFunc(func(name, value string) bool {
		return strings.HasPrefix(name, "utm_")
	})
	fmt.Println(u)
	// Output: https://shop.example/item?id=7
}
