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

// A URL is a map key: two URLs are == when their hrefs are equal, however
// each was made.
func ExampleURL_mapKey() {
	visits := map[weburl.URL]int{}
	for _, s := range []string{"https://x.example/?a=1&b=2", "HTTPS://X.example:443/?a=1&b=2"} {
		visits[*mustParse(s)]++
	}
	u := mustParse("https://x.example/?a=1")
	u.SearchParams().Append("b", "2")
	visits[*u]++
	fmt.Println(len(visits), visits[*u])
	// Output: 1 3
}
