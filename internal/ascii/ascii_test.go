package ascii

import "testing"

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
