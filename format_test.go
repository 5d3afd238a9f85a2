package weburl

import (
	"fmt"
	"testing"
)

// TestFormat: a URL value prints as its href with %v, %s and %q, and %+v
// and %#v never print the password (issue 22); a nil *URL prints as a nil
// *url.URL does, "<nil>".
func TestFormat(t *testing.T) {
	u := mustParse("https://User:Secret@api.example.com/v2?x=1%202#f")
	type config struct {
		Name     string
		Endpoint URL
	}
	cfg := config{Name: "api", Endpoint: *u}
	var nilURL *URL
	for _, tc := range []struct {
		format string
		arg    any
		want   string
	}{
		{"%v", *u, "https://User:Secret@api.example.com/v2?x=1%202#f"},
		{"%s", *u, "https://User:Secret@api.example.com/v2?x=1%202#f"},
		{"%q", *u, `"https://User:Secret@api.example.com/v2?x=1%202#f"`},
		{"%v", u, "https://User:Secret@api.example.com/v2?x=1%202#f"},
		{"%+v", *u, "https://User:xxxxx@api.example.com/v2?x=1%202#f"},
		{"%+v", u, "https://User:xxxxx@api.example.com/v2?x=1%202#f"},
		{"%#v", *u, `weburl.URL("https://User:xxxxx@api.example.com/v2?x=1%202#f")`},
		{"%d", *u, "%!d(weburl.URL=https://User:xxxxx@api.example.com/v2?x=1%202#f)"},
		{"%v", cfg, "{api https://User:Secret@api.example.com/v2?x=1%202#f}"},
		{"%+v", cfg, "{Name:api Endpoint:https://User:xxxxx@api.example.com/v2?x=1%202#f}"},
		{"%#v", cfg, `weburl.config{Name:"api", Endpoint:weburl.URL("https://User:xxxxx@api.example.com/v2?x=1%202#f")}`},
		{"[%30s]", *mustParse("https://a.example/"), "[            https://a.example/]"},
		{"[%-12.8v]", *mustParse("https://a.example/"), "[https://    ]"},
		{"%v", URL{}, ""},
		{"%q", URL{}, `""`},
		{"%v", nilURL, "<nil>"},
		{"%+v", nilURL, "<nil>"},
		{"%s", nilURL, "<nil>"},
	} {
		if got := fmt.Sprintf(tc.format, tc.arg); got != tc.want {
			t.Errorf("Sprintf(%q, %T) = %s, want %s", tc.format, tc.arg, got, tc.want)
		}
	}
}
