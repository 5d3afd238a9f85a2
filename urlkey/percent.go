package urlkey

import (
	"strings"

	"github.com/weburl/weburl/internal/ascii"
)

// Percent-decoding until nothing is left to decode, and the escaping that
// Safe Browsing and SURT apply after it.

// unescapeRepeatedly returns s percent-decoded again and again until no
// '%' followed by two hex digits is left, as Safe Browsing's
// canonicalization ("repeatedly percent-unescape the URL until it has no
// more percent-escapes") and internetarchive/surt's unescapeRepeatedly
// do: "%252525" is "%", "%%%25%32%35" is "%%%%".
//
// Decoding one pass after another takes time quadratic in the depth of
// the nesting. Here each byte of s is appended to the output and an escape
// is decoded as soon as it ends the output; the decoded byte can only
// complete an escape with the two bytes before it, so the loop goes on
// there. Two escapes never overlap, so every order of decoding ends in the
// same string, the one that repeated passes give, and each byte is
// removed at most once: linear time.
func unescapeRepeatedly(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	out := make([]byte, i, len(s))
	copy(out, s[:i])
	for ; i < len(s); i++ {
		out = append(out, s[i])
		for n := len(out); n >= 3 && out[n-3] == '%' && ascii.IsHexDigit(out[n-2]) && ascii.IsHexDigit(out[n-1]); n = len(out) {
			out[n-3] = ascii.HexValue(out[n-2])<<4 | ascii.HexValue(out[n-1])
			out = out[:n-2]
		}
	}
	return string(out)
}

const upperHex = "0123456789ABCDEF"

// escapes reports whether c is <= 0x20 or >= 0x7F or one of extra.
func escapes(c byte, extra string) bool {
	return c <= ' ' || c >= 0x7f || strings.IndexByte(extra, c) >= 0
}

// escapeOnce returns s with every byte that Safe Browsing's
// canonicalization escapes written as '%' and two uppercase hex digits:
// "percent-escape all characters that are <= ASCII 32, >= 127, '#', or
// '%'". internetarchive/surt's escapeOnce escapes the same bytes (its safe
// set is every other printable ASCII byte), and so does urlcanon's
// GOOGLE_PCT_ENCODE_RE.
func escapeOnce(s string) string {
	return escapeWith(s, "#%")
}

// escapeWith returns s with every byte <= 0x20, >= 0x7F or in extra written
// as '%' and two uppercase hex digits.
func escapeWith(s, extra string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if escapes(s[i], extra) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	out := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if escapes(c, extra) {
			out = append(out, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			out = append(out, c)
		}
	}
	return string(out)
}

// minimalEscape is unescapeRepeatedly, then escapeOnce.
func minimalEscape(s string) string {
	return escapeOnce(unescapeRepeatedly(s))
}

// isASCII reports whether every byte of s is below 0x80.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// removeTabNewline returns s without its tab, LF and CR bytes (byte by
// byte: ill-formed UTF-8 stays as it is).
func removeTabNewline(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '\t' && c != '\n' && c != '\r' {
			b = append(b, c)
		}
	}
	return string(b)
}
