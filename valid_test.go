package weburl

import (
	"strings"
	"testing"
)

// TestIsValidURLStringMatchesReference compares IsValidURLString with the
// reference implementation's writing-grammar checker (whatwg-url 17.3.0's
// isValidURLString, recorded as validString) on every case.
func TestIsValidURLStringMatchesReference(t *testing.T) {
	for _, name := range []string{"urltestdata.json", "corpus.json"} {
		n := 0
		for _, tc := range loadRefCases(t, name) {
			if tc.BaseFailure {
				continue
			}
			var base *URL
			if tc.Base != nil {
				base = mustParse(*tc.Base)
			}
			n++
			if got := IsValidURLString(tc.Input, base); got != tc.ValidString {
				t.Errorf("%s: IsValidURLString(%q, %v) = %v, reference %v", name, tc.Input, strOrNil(tc.Base), got, tc.ValidString)
			}
		}
		t.Logf("%s: %d cases agree with the reference's isValidURLString", name, n)
	}
}

// TestHostWriting checks the host writing grammar against the standard's
// definitions, case by case, and against the host parser: "A valid host
// string defines what input would not trigger a validation error or failure
// when given to the host parser" (spec: #hosts-(domains-and-ip-addresses)).
func TestHostWriting(t *testing.T) {
	for _, tc := range []struct {
		in                         string
		host, domain, ipv4, opaque bool
	}{
		{"example.com", true, true, false, true},
		{"EXAMPLE.com", true, true, false, true},
		{"xn--fa-hia.de", true, true, false, true},
		{"faß.de", true, true, false, true},
		{"a_b.example", false, false, false, true},
		{"example.com.", false, false, false, true},
		{"127.0.0.1", true, false, true, true},
		{"127.0.0.01", false, false, false, true},
		{"0x7f.0.0.1", false, false, false, true},
		{"256.0.0.1", false, false, false, true},
		{"1.2.3", false, false, false, true},
		{"example.0", false, false, false, true},
		{"[::1]", true, false, false, true},
		{"[::01]", false, false, false, false},
		{"[1:2:3:4:5:6:7:8]", true, false, false, true},
		{"[1:2:3:4::5:6:7:8]", false, false, false, false},
		{"[::ffff:192.0.2.1]", true, false, false, true},
		{"[1:2:3:4:5:6:192.0.2.1]", true, false, false, true},
		{"[::192.0.02.1]", false, false, false, false},
		{"[FFFF::]", true, false, false, true},
		{"[::1", false, false, false, false},
		{"", false, false, false, false},
		{"a b", false, false, false, false},
		{"a%20b", false, false, false, true},
		{"a%2", false, false, false, false},
		{"a<b", false, false, false, false},
		{"é.example", true, true, false, true},
	} {
		if got := IsValidHostString(tc.in); got != tc.host {
			t.Errorf("IsValidHostString(%q) = %v", tc.in, got)
		}
		if got := IsValidDomain(tc.in); got != tc.domain {
			t.Errorf("IsValidDomain(%q) = %v", tc.in, got)
		}
		if got := IsValidIPv4AddressString(tc.in); got != tc.ipv4 {
			t.Errorf("IsValidIPv4AddressString(%q) = %v", tc.in, got)
		}
		if got := IsValidOpaqueHostString(tc.in); got != tc.opaque {
			t.Errorf("IsValidOpaqueHostString(%q) = %v", tc.in, got)
		}
	}
	// The grammar agrees with the host parser on every host of the
	// reference corpus that stands alone in a special URL.
	checked := 0
	for _, tc := range loadRefCases(t, "corpus.json") {
		h, ok := strings.CutPrefix(tc.Input, "https://")
		if !ok || tc.Base != nil {
			continue
		}
		h, ok = strings.CutSuffix(h, "/")
		if !ok || strings.ContainsAny(h, "/?#\\@\t\n\r") || strings.Contains(h, "]:") || (strings.Contains(h, ":") && !strings.HasPrefix(h, "[")) {
			continue
		}
		checked++
		if got, want := IsValidHostString(h), !tc.Failure && len(tc.Errors) == 0; got != want {
			t.Errorf("IsValidHostString(%q) = %v; the host parser raises %v (failure %v)", h, got, tc.Errors, tc.Failure)
		}
	}
	t.Logf("the host grammar agrees with the host parser on %d hosts", checked)
	for in, want := range map[string]bool{"https": true, "a+b-c.d": true, "1a": false, "": false, "a_b": false} {
		if IsValidURLSchemeString(in) != want {
			t.Errorf("IsValidURLSchemeString(%q) != %v", in, want)
		}
	}
	for in, want := range map[string]bool{"": true, "0": true, "65535": true, "00080": true, "65536": false, "8a": false} {
		if IsURLPortString(in) != want {
			t.Errorf("IsURLPortString(%q) != %v", in, want)
		}
	}
}
