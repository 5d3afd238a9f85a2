package weburl

import (
	"errors"
	"github.com/weburl/weburl/queryencoding"
	"strings"
	"testing"
	"unsafe"
)

// TestParseErrorTypes checks the validation error type that makes each kind
// of input fail, on inputs besides the examples of the standard's table of
// validation errors (TestValidationErrorTable checks those).
func TestParseErrorTypes(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  ValidationError
	}{
		{"https://ex ample.org/", ErrDomainToASCII},
		{"https://\u00ad/", ErrDomainToASCII},
		{"https://xn--/", 0}, // ASCII: lowercased, whatever ToASCII says
		{"https://4294967296/", ErrIPv4OutOfRangePart},
		{"/a/b", ErrMissingSchemeNonRelativeURL},
		{"https://user@/x", ErrHostMissing},
		{"https://example.org:99999999999999999999", ErrPortOutOfRange},
		{"file://[/", ErrIPv6Unclosed},
	} {
		_, err := Parse(tc.input)
		if tc.want == 0 {
			if err != nil {
				t.Errorf("Parse(%+q): %v, want success", tc.input, err)
			}
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Type != tc.want || pe.Input != tc.input || pe.Base {
			t.Errorf("Parse(%+q) = %v, want a *ParseError of type %v", tc.input, err, tc.want)
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("errors.Is(Parse(%+q), %v) = false", tc.input, tc.want)
		}
	}
}

func TestValidationErrorNames(t *testing.T) {
	for e := ValidationError(1); e < numValidationErrors; e++ {
		if name := e.String(); name == "" || strings.HasPrefix(name, "ValidationError(") {
			t.Errorf("%d has no name", e)
		}
	}
	if got := ValidationError(200).String(); got != "ValidationError(200)" {
		t.Errorf("String of an unknown value = %q", got)
	}
	if got := ErrIPv4InIPv6TooFewParts.Error(); got != "IPv4-in-IPv6-too-few-parts" {
		t.Errorf("Error = %q", got)
	}
}

// TestInvalidUTF8 checks that bytes that are not UTF-8 are read as the
// Encoding Standard's UTF-8 decoder reads them: each maximal ill-formed
// subsequence is one U+FFFD.
func TestInvalidUTF8(t *testing.T) {
	for _, tc := range []struct{ input, want string }{
		{"http://x/\xE2\x82a", "http://x/%EF%BF%BDa"},
		{"http://x/?\xF0\x90\x80#\xFF", "http://x/?%EF%BF%BD#%EF%BF%BD"},
		{"http://x/\xC0\xAF", "http://x/%EF%BF%BD%EF%BF%BD"},
		{"sc:\xED\xA0\x80", "sc:%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"sc://\xE2\x82/", "sc://%EF%BF%BD/"},
		{"http://u\xFF@x/", "http://u%EF%BF%BD@x/"},
	} {
		u, err := Parse(tc.input)
		if err != nil || u.Href() != tc.want {
			t.Errorf("Parse(%+q) = %v, %v; want %q", tc.input, u, err, tc.want)
		}
	}
	// U+FFFD is not allowed in a domain.
	if _, err := Parse("http://a\xE2\x82b/"); !errors.Is(err, ErrDomainToASCII) {
		t.Errorf("invalid UTF-8 in a domain: %v", err)
	}
}

// TestHrefSharesInput checks that parsing input already in serialized form
// keeps the input as the href, without a copy, on both the fast path and
// the state machine.
func TestHrefSharesInput(t *testing.T) {
	for _, input := range []string{
		"https://example.com/a?b#c",      // fast path
		"https://user@example.com/a?b#c", // state machine
		"mailto:someone@example.com",
		"file:///C:/x",
	} {
		u, err := Parse(input)
		if err != nil {
			t.Fatal(err)
		}
		if u.Href() != input || unsafe.StringData(u.Href()) != unsafe.StringData(input) {
			t.Errorf("Parse(%q): href %q does not share the input", input, u.Href())
		}
	}
}

// TestPreprocessing checks the basic URL parser's first steps: leading and
// trailing C0 control or space are removed, and ASCII tab or newline
// anywhere; a setter removes only tab and newline.
func TestPreprocessing(t *testing.T) {
	for _, tc := range []struct{ input, want string }{
		{" \x00\x1Fhttp://x/ \x01", "http://x/"},
		{"ht\ttp://x\n.\ry/a\tb", "http://x.y/ab"},
		{"\t\n\r", ""},
		{"sc:a b ", "sc:a b"},
	} {
		u, err := Parse(tc.input)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("Parse(%+q) = %v, want failure", tc.input, u)
		case tc.want != "" && (err != nil || u.Href() != tc.want):
			t.Errorf("Parse(%+q) = %v, %v; want %q", tc.input, u, err, tc.want)
		}
	}
	u, _ := Parse("http://x/")
	u.SetPathname(" a\tb ")
	if got := u.Pathname(); got != "/%20ab%20" {
		t.Errorf("SetPathname kept or dropped the wrong code points: %q", got)
	}
}

// TestOrigins checks Origin for each kind of scheme.
func TestOrigins(t *testing.T) {
	for _, tc := range []struct{ input, want string }{
		{"https://user:pass@example.com:443/", "https://example.com"},
		{"http://user@[::1]:8080/", "http://[::1]:8080"},
		{"ws://x:81/", "ws://x:81"},
		{"ftp://x/", "ftp://x"},
		{"blob:https://example.com:8443/uuid", "https://example.com:8443"},
		{"blob:ftp://example.com/uuid", "null"},
		{"blob:file:///x", "null"},
		{"blob:not a url", "null"},
		{"file:///etc/hosts", "null"},
		{"sc://x/", "null"},
		{"data:text/plain,x", "null"},
	} {
		u, err := Parse(tc.input)
		if err != nil {
			t.Fatal(err)
		}
		o := u.Origin()
		if got := o.String(); got != tc.want {
			t.Errorf("Parse(%q).Origin() = %q, want %q", tc.input, got, tc.want)
		}
		// An opaque origin is the same origin only as itself: each call
		// of Origin makes a new one (spec: "a new opaque origin"). A
		// tuple origin is the same as every other with its scheme, host
		// and port.
		again := u.Origin()
		if o.IsOpaque() != (tc.want == "null") || !o.SameOrigin(o) || (again == o) == o.IsOpaque() {
			t.Errorf("Parse(%q).Origin(): IsOpaque %v, SameOrigin(itself) %v, == another call's %v",
				tc.input, o.IsOpaque(), o.SameOrigin(o), again == o)
		}
	}
}

// TestZeroURL checks that the zero URL does not panic: its getters return ""
// and its setters do nothing, but SetHref, which makes it a URL.
func TestZeroURL(t *testing.T) {
	var u URL
	for name, get := range getters {
		if got := get(&u); got != "" && !(name == "origin" && got == "null") {
			t.Errorf("zero URL: %s = %q", name, got)
		}
	}
	for _, name := range setterNames {
		if name != "href" {
			setters[name](&u, "x")
		}
	}
	u.SearchParams().Append("a", "b")
	if u.Href() != "" {
		t.Errorf("setters changed the zero URL: %q", u.Href())
	}
	if err := u.SetHref("https://example.com/"); err != nil || u.Href() != "https://example.com/" {
		t.Errorf("SetHref on the zero URL: %v %q", err, u.Href())
	}
}

// TestOutputExpansionBound checks maxOutputPerInputByte, the bound CanParse
// relies on to stop at the path: inputs built to expand the most in the
// path, query and fragment stay within it, under UTF-8 and under the legacy
// encodings whose unmappable code points cost the most.
func TestOutputExpansionBound(t *testing.T) {
	tail := strings.Repeat("\xff", 64) + strings.Repeat("\u6f22\xff\U0010FFFF\u00e9", 64)
	for _, label := range []string{"utf-8", "iso-2022-jp", "iso-8859-2", "shift_jis", "gb18030", "big5", "euc-kr", "windows-1252"} {
		enc, err := queryencoding.ForLabel(label)
		if err != nil {
			t.Fatal(err)
		}
		opts := ParseOptions{Encoding: enc}
		for _, rest := range []string{"/" + tail, "/?" + tail, "/#" + tail} {
			u, err := opts.Parse("http://h" + rest)
			if err != nil {
				t.Fatal(err)
			}
			grown := len(u.Href()) - len("http://h")
			if grown > maxOutputPerInputByte*len(rest) {
				t.Errorf("%s: %d bytes of input became %d bytes", label, len(rest), grown)
			}
			for i := 1; i < len(rest); i++ { // no prefix expands more either
				v, _ := opts.Parse("http://h" + rest[:i])
				if g := len(v.Href()) - len("http://h"); g > maxOutputPerInputByte*i {
					t.Fatalf("%s: %q became %d bytes", label, rest[:i], g)
				}
			}
		}
	}
}

// TestCanParseStopsAtPath checks that CanParse agrees with Parse on inputs
// whose path, query or fragment outgrow the parser's stack buffer, and that
// it does not allocate for them: it stops once nothing left can fail.
func TestCanParseStopsAtPath(t *testing.T) {
	long := strings.Repeat("\u00fc/..\xff ", 4*scratchSize)
	for _, input := range []string{
		"https://example.com/" + long,
		"https://example.com/?" + long,
		"https://example.com/#" + long,
		"mailto:" + long,
		"https://exa mple.com/" + long, // fails in the host
		"https://example.com:99999/" + long,
	} {
		_, err := Parse(input)
		if got := CanParse(input); got != (err == nil) {
			t.Errorf("CanParse(%.40q...) = %v, Parse error %v", input, got, err)
		}
		if raceEnabled {
			continue
		}
		if allocs := allocsPerRun(10, func() { CanParse(input) }); allocs != 0 {
			t.Errorf("CanParse(%.40q...): %v allocations", input, allocs)
		}
	}
}
