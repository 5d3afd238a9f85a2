package main

import (
	"reflect"
	"testing"
)

// TestViewClass: Chromium's answer for "https://ex ample.org/" (from
// testdata/browsers/chromium.json) is of the class space-in-host; weburl
// fails with domain-to-ASCII at the space (byte and column 10).
func TestViewClass(t *testing.T) {
	got := answer{"href": "https://ex%20ample.org/", "origin": "https://ex%20ample.org", "protocol": "https:",
		"username": "", "password": "", "host": "ex%20ample.org", "hostname": "ex%20ample.org", "port": "",
		"pathname": "/", "search": "", "hash": ""}
	r := view("https://ex ample.org/", "", "chromium", got)
	if r.Failure != "domain-to-ASCII" || r.Components != nil {
		t.Errorf("failure %q, components %v; want domain-to-ASCII, none", r.Failure, r.Components)
	}
	if r.Browser.Class == nil || r.Browser.Class.Name != "space-in-host" || r.Browser.OtherEngine {
		t.Errorf("class %+v (other engine %v); want space-in-host", r.Browser.Class, r.Browser.OtherEngine)
	}
	want := []validationError{{Type: "domain-to-ASCII", Offset: 10, Column: 10}}
	for i := range r.Errors {
		r.Errors[i].Description = ""
	}
	if !reflect.DeepEqual(r.Errors, want) {
		t.Errorf("errors %+v; want %+v", r.Errors, want)
	}
	if r.Display != "https://ex␠ample.org/" {
		t.Errorf("display %q", r.Display)
	}
}

// TestViewSame: an answer equal to the standard's has no difference and no
// class; the error columns count code points ("é" is 2 bytes).
func TestViewSame(t *testing.T) {
	got := answer{"href": "https://xn--exmple-cua.com/a%20b", "origin": "https://xn--exmple-cua.com",
		"protocol": "https:", "username": "", "password": "", "host": "xn--exmple-cua.com",
		"hostname": "xn--exmple-cua.com", "port": "", "pathname": "/a%20b", "search": "", "hash": ""}
	r := view("https://exämple.com/a b", "", "firefox", got)
	if len(r.Browser.Differs) != 0 || r.Browser.Class != nil {
		t.Errorf("differs %v, class %+v; want none", r.Browser.Differs, r.Browser.Class)
	}
	if len(r.Errors) != 1 || r.Errors[0].Type != "invalid-URL-unit" || r.Errors[0].Offset != 22 || r.Errors[0].Column != 21 {
		t.Errorf("errors %+v; want invalid-URL-unit at byte 22, column 21", r.Errors)
	}
}

// TestViewDiagram: the components' places in the href, in code points.
func TestViewDiagram(t *testing.T) {
	r := view("https://u:p@Bücher.example:8080/p?q#f", "", "chromium", nil)
	// https://u:p@xn--bcher-kva.example:8080/p?q#f
	want := []span{{"protocol", 0, 6}, {"username", 8, 9}, {"password", 10, 11},
		{"hostname", 12, 33}, {"port", 34, 38}, {"pathname", 38, 40}, {"search", 40, 42}, {"hash", 42, 44}}
	if !reflect.DeepEqual(r.Diagram, want) {
		t.Errorf("diagram %v; want %v", r.Diagram, want)
	}
	if !reflect.DeepEqual(r.Browser.Differs, []string{"failure"}) || r.Browser.Class != nil {
		t.Errorf("browser failure: differs %v, class %+v; want failure, no class", r.Browser.Differs, r.Browser.Class)
	}
	if r.Host.Kind != "domain" || r.Host.Unicode != "bücher.example" || r.Host.PublicSuffix != "example" {
		t.Errorf("host %+v", r.Host)
	}
}

// TestViewUnicode15: WebKitGTK's answer for "https://FAẞ.de/x" (ICU 72,
// from testdata/browsers/webkitgtk.json) is of the class idna-unicode-15.
func TestViewUnicode15(t *testing.T) {
	got := answer{"href": "https://fass.de/x", "origin": "https://fass.de", "protocol": "https:",
		"username": "", "password": "", "host": "fass.de", "hostname": "fass.de", "port": "",
		"pathname": "/x", "search": "", "hash": ""}
	r := view("https://FAẞ.de/x", "", "webkitgtk", got)
	if r.Browser.Class == nil || r.Browser.Class.Name != "idna-unicode-15" {
		t.Errorf("class %+v; want idna-unicode-15", r.Browser.Class)
	}
}

// TestVisible: code points that show nothing or not as themselves become
// U+FFFD, by Unicode 18.0.0's General_Category under every Go: U+00AD SOFT
// HYPHEN (Cf), U+0301 (Mn), U+10D69 GARAY VOWEL SIGN E (Mn, Unicode 16.0),
// U+2028 LINE SEPARATOR (Zl), U+E000 (Co), U+191D3 (unassigned in 18.0.0);
// U+10D70 GARAY SMALL LETTER A (Ll, 16.0) and U+18E00 JURCHEN
// CHARACTER-18E00 (Lo, 18.0) stay, where Go 1.26's unicode tables (Unicode
// 15.0) did not know either and Go 1.27's (17.0) not the second.
func TestVisible(t *testing.T) {
	in := "a\u00ad b\u0301\U00010D70\U00010D69\u2028\uE000\U000191D3\U00018E00\x7f"
	want := "a\ufffd\u2420b\ufffd\U00010D70\ufffd\ufffd\ufffd\ufffd\U00018E00\u2421"
	if got := visible(in); got != want {
		t.Errorf("visible(%+q) = %+q, want %+q", in, got, want)
	}
}

// TestViewRender: the viewer renders with the command line's options, so
// a look-alike of one of Chromium's top domains is shown in ASCII, and a
// spoofing label as -render shows it.
func TestViewRender(t *testing.T) {
	for in, want := range map[string]string{
		"https://gôôgle.com/a": "https://xn--ggle-vqaa.com/a",
		"https://pаypal.com/":  "https://xn--pypal-4ve.com/",
		"https://bücher.de/":   "https://bücher.de/",
	} {
		if r := view(in, "", "chromium", nil); r.Render != want {
			t.Errorf("view(%q).Render = %q, want %q", in, r.Render, want)
		}
	}
}
