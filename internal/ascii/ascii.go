// Package ascii holds Infra's ASCII string operations
// (https://infra.spec.whatwg.org/#strings) that more than one package of
// weburl needs: ASCII lowercase, stripping ASCII whitespace, and ASCII hex
// digits. They touch only ASCII bytes, so that no Unicode case mapping
// ("\u212A", KELVIN SIGN, lowercases to "k" by Unicode rules) or Unicode
// white space ever applies.
package ascii

// HasUpper reports whether s holds an ASCII upper alpha (A to Z).
func HasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// Lower returns s with each ASCII upper alpha lowercased (Infra's ASCII
// lowercase). It returns s itself, without allocating, when s holds no
// ASCII upper alpha.
func Lower(s string) string {
	if !HasUpper(s) {
		return s
	}
	b := []byte(s)
	LowerBytes(b)
	return string(b)
}

// LowerBytes lowercases each ASCII upper alpha of b in place.
func LowerBytes(b []byte) {
	for i, c := range b {
		b[i] = LowerByte(c)
	}
}

// LowerByte returns c lowercased when it is an ASCII upper alpha, else c.
func LowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// TrimSpace returns s without its leading and trailing ASCII whitespace:
// TAB, LF, FF, CR and SPACE (Infra's strip leading and trailing ASCII
// whitespace). VT and Unicode white space stay.
func TrimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// isSpace reports whether c is ASCII whitespace.
func isSpace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// IsHexDigit reports whether c is an ASCII hex digit (Infra's ASCII hex
// digit: 0 to 9, A to F, a to f).
func IsHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// HexValue returns the value of c, an ASCII hex digit (IsHexDigit).
func HexValue(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
