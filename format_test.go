package weburl

import (
	"bytes"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
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

// TestNilURLInLibraries: the libraries that call URL's value-receiver
// methods check for a nil *URL first, as README says: encoding/json writes
// null, database/sql stores NULL, fmt prints "<nil>", and log/slog logs
// without crashing. (A direct call of a value-receiver method on a nil
// *URL dereferences it, as for any Go value type.)
func TestNilURLInLibraries(t *testing.T) {
	var u *URL
	if data, err := json.Marshal(u); string(data) != "null" || err != nil {
		t.Errorf("json.Marshal(nil *URL) = %s, %v; want null", data, err)
	}
	if v, err := driver.DefaultParameterConverter.ConvertValue(u); v != nil || err != nil {
		t.Errorf("database/sql's conversion of a nil *URL = %v, %v; want NULL", v, err)
	}
	if got := fmt.Sprintf("%v %+v %s", u, u, u); got != "<nil> <nil> <nil>" {
		t.Errorf("fmt of a nil *URL = %q", got)
	}
	var buf bytes.Buffer
	slog.New(slog.NewJSONHandler(&buf, nil)).Info("x", "url", u, "in", struct{ U *URL }{})
	if !strings.Contains(buf.String(), `"in":{"U":null}`) {
		t.Errorf("slog JSON of a struct with a nil *URL: %s", buf.String())
	}
}
