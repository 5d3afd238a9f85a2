package weburl_test

import (
	"fmt"

	"github.com/weburl/weburl"
)

func ExampleParseOptions_validationErrors() {
	var errs []weburl.ValidationErrorAt
	u, err := weburl.ParseOptions{ValidationErrors: &errs}.Parse("https://example.com\\@evil/")
	fmt.Println(u, err)
	for _, e := range errs {
		fmt.Println(e)
	}
	// Output:
	// https://example.com/@evil/ <nil>
	// invalid-reverse-solidus at 19
}

func ExampleValidationErrorAt_String() {
	var errs []weburl.ValidationErrorAt
	weburl.ParseOptions{ValidationErrors: &errs}.Parse(" http://①②⑦.0.0.1/")
	fmt.Println(errs)
	// Output: [invalid-URL-unit at 0 IPv4-non-ASCII-input at 8]
}

func ExampleValidationError_Description() {
	fmt.Println(weburl.ErrInvalidReverseSolidus.Description())
	// Output: The URL has a special scheme and it uses U+005C (\) instead of U+002F (/).
}

func ExampleURL_Set() {
	u := mustParse("https://example.com/")
	var errs []weburl.ValidationErrorAt
	err := u.Set("pathname", `a\b c`, &errs)
	fmt.Println(u, err, errs)
	// Output: https://example.com/a/b%20c <nil> [invalid-reverse-solidus at 1 invalid-URL-unit at 3]
}
