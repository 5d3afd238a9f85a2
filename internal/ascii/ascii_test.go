package ascii

import (
	"strconv"
	"testing"
)

// TestLowerAndTrim checks the operations against Infra's definitions: only
// A to Z change case, only TAB, LF, FF, CR and SPACE are whitespace.
func TestLowerAndTrim(t *testing.T) {
	for _, tc := range []struct{ in, lower string }{
		{"", ""}, {"abc", "abc"}, {"ABC-xyz.Z", "abc-xyz.z"}, {"\u212Aoi8-R", "\u212Aoi8-r"}, {"ÀÉ@[`{", "ÀÉ@[`{"},
	} {
		if got := Lower(tc.in); got != tc.lower {
			t.Errorf("Lower(%q) = %q, want %q", tc.in, got, tc.lower)
		}
		b := []byte(tc.in)
		if LowerBytes(b); string(b) != tc.lower {
			t.Errorf("LowerBytes(%q) = %q, want %q", tc.in, b, tc.lower)
		}
		if HasUpper(tc.in) != (tc.in != tc.lower) {
			t.Errorf("HasUpper(%q) = %v", tc.in, HasUpper(tc.in))
		}
	}
	for _, tc := range []struct{ in, want string }{
		{" \t\n\f\rlatin1\r\n ", "latin1"}, {"\vlatin1\v", "\vlatin1\v"}, {"\u00A0x\u3000", "\u00A0x\u3000"}, {"  ", ""},
	} {
		if got := TrimSpace(tc.in); got != tc.want {
			t.Errorf("TrimSpace(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestHexDigits checks IsHexDigit and HexValue on every byte against
// strconv's reading of a hex digit.
func TestHexDigits(t *testing.T) {
	for b := range 256 {
		c := byte(b)
		v, err := strconv.ParseUint(string(rune(c)), 16, 8)
		if IsHexDigit(c) != (err == nil && c < 0x80) || err == nil && HexValue(c) != byte(v) {
			t.Errorf("%q: IsHexDigit %v, HexValue %d; strconv %d, %v", c, IsHexDigit(c), HexValue(c), v, err)
		}
	}
}
