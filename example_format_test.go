package weburl_test

import (
	"fmt"

	"github.com/weburl/weburl"
)

func ExampleURL_Format() {
	type Config struct {
		Name     string
		Endpoint weburl.URL
	}
	cfg := Config{Name: "api", Endpoint: *mustParse("https://user:secret@api.example.com/v2")}
	fmt.Printf("%v\n", cfg.Endpoint)  // the href, as String gives it
	fmt.Printf("%q\n", cfg.Endpoint)  // quoted
	fmt.Printf("%+v\n", cfg)          // no password with %+v
	fmt.Printf("%#v\n", cfg.Endpoint) // nor with %#v
	var none *weburl.URL
	fmt.Println(none)
	// Output:
	// https://user:secret@api.example.com/v2
	// "https://user:secret@api.example.com/v2"
	// {Name:api Endpoint:https://user:xxxxx@api.example.com/v2}
	// weburl.URL("https://user:xxxxx@api.example.com/v2")
	// <nil>
}
