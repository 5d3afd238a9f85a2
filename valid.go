package weburl

import (
	"strings"
	"unicode/utf8"
)

// The writing grammar (spec: #url-writing, #host-writing): what a valid URL
// string, host string, domain, IP address string, opaque-host string,
// scheme and port are. The standard defines a valid URL string as input
// that the URL parser takes without any validation error or failure; the
// host strings are defined by grammar here, written as the standard reads.

// IsValidURLString reports whether input is a valid URL string (spec:
// #valid-url-string): an absolute-URL-with-fragment string, or, with a
// non-nil base, a relative-URL-with-fragment string against it. That is
// input the basic URL parser takes without any validation error or failure
// (spec: #url-writing, "A valid URL string defines what input would not
// trigger a validation error or failure when given to the URL parser").
// A nil or zero base means none.
func IsValidURLString(input string, base *URL) bool {
	var errs []ValidationErrorAt
	_, err := ParseOptions{Base: base, ValidationErrors: &errs}.Parse(input)
	return err == nil && len(errs) == 0
}

// IsValidHostString reports whether input is a valid host string (spec:
// #valid-host-string): a valid domain string, a valid IPv4-address string,
// or "[" followed by a valid IPv6-address string and "]".
func IsValidHostString(input string) bool {
	if len(input) >= 2 && input[0] == '[' && input[len(input)-1] == ']' {
		return IsValidIPv6AddressString(input[1 : len(input)-1])
	}
	return IsValidDomain(input) || IsValidIPv4AddressString(input)
}

// IsValidDomain reports whether input is a valid domain (spec:
// #valid-domain), the same as a valid domain string: the domain parser
// with beStrict true (UTS #46's STD3 rules and DNS length limits) does not
// fail on it, and its result does not end in a number. Ill-formed UTF-8 is
// read as U+FFFD, which is not valid.
func IsValidDomain(input string) bool {
	ascii, err := domainToASCII(utf8DecodeWithoutBOM(input), true)
	return err == 0 && !endsInANumber(ascii)
}

// IsValidIPv4AddressString reports whether input is a valid IPv4-address
// string (spec: #valid-ipv4-address-string): four decimal numbers from 0
// to 255, each written as the shortest possible string of ASCII digits (no
// leading zeros), separated by ".".
func IsValidIPv4AddressString(input string) bool {
	parts := strings.Split(input, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if !isShortestNumber(p, 10, 255) {
			return false
		}
	}
	return true
}

// isShortestNumber reports whether s is the shortest possible string of
// ASCII digits in base 10 or 16 for a number from 0 to max.
func isShortestNumber(s string, base, max int) bool {
	if s == "" || len(s) > 1 && s[0] == '0' {
		return false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		d := int(digitValue(s[i]))
		if d >= base {
			return false
		}
		n = n*base + d
		if n > max {
			return false
		}
	}
	return true
}

// IsValidIPv6AddressString reports whether input is a valid IPv6-address
// string (spec: #valid-ipv6-address-string): eight valid IPv6-piece
// strings separated by ":" (the last two may be a valid IPv4-address
// string instead), or "::" with at most seven pieces around it. A valid
// IPv6-piece string is the shortest possible string of ASCII hex digits
// for a number from 0 to 0xFFFF: no leading zeros, as in RFC 5952.
func IsValidIPv6AddressString(input string) bool {
	before, after, compressed := strings.Cut(input, "::")
	if !compressed {
		n, ok := ipv6PiecesLength(input, true)
		return ok && n == 8
	}
	nb, okb := 0, true
	if before != "" {
		nb, okb = ipv6PiecesLength(before, false)
	}
	na, oka := 0, true
	if after != "" {
		na, oka = ipv6PiecesLength(after, true)
	}
	return okb && oka && nb+na <= 7
}

// ipv6PiecesLength returns the effective piece length of s when s is a
// valid IPv6-pieces string or, with ipv4 true, a valid
// IPv6-pieces-and-IPv4 string, and whether it is one.
func ipv6PiecesLength(s string, ipv4 bool) (int, bool) {
	pieces := strings.Split(s, ":")
	n := 0
	for i, p := range pieces {
		if ipv4 && i == len(pieces)-1 && strings.Contains(p, ".") {
			return n + 2, IsValidIPv4AddressString(p)
		}
		if len(p) > 4 || !isShortestNumber(strings.ToLower(p), 16, 0xFFFF) {
			return 0, false
		}
		n++
	}
	return n, true
}

// IsValidOpaqueHostString reports whether input is a valid opaque-host
// string (spec: #valid-opaque-host-string): one or more URL units (URL code
// points and percent-encoded bytes) other than forbidden host code points,
// or "[" followed by a valid IPv6-address string and "]".
func IsValidOpaqueHostString(input string) bool {
	if len(input) >= 2 && input[0] == '[' && input[len(input)-1] == ']' {
		return IsValidIPv6AddressString(input[1 : len(input)-1])
	}
	if input == "" {
		return false
	}
	for i := 0; i < len(input); {
		c := input[i]
		switch {
		case c == '%':
			if !isPercentEncodedAt(input, i) {
				return false
			}
			i += 3
		case c < utf8.RuneSelf:
			if !isURLCodePointASCII(c) || isForbiddenHostCodePoint(c) {
				return false
			}
			i++
		default:
			r, size := utf8.DecodeRuneInString(input[i:])
			if (r == utf8.RuneError && size == 1) || !isURLCodePoint(r) {
				return false
			}
			i += size
		}
	}
	return true
}

// IsValidURLSchemeString reports whether input is a URL-scheme string
// (spec: #url-scheme-string): an ASCII alpha followed by zero or more
// ASCII alphanumerics, "+", "-" and ".".
func IsValidURLSchemeString(input string) bool {
	if input == "" || !isASCIIAlpha(input[0]) {
		return false
	}
	for i := 1; i < len(input); i++ {
		if !isSchemeCodePoint(input[i]) {
			return false
		}
	}
	return true
}

// IsURLPortString reports whether input is a URL-port string (spec:
// #url-port-string): the empty string, or ASCII digits for a number from 0
// to 65535 (leading zeros allowed).
func IsURLPortString(input string) bool {
	end, _, form := readPort(input, 0, schemeOther)
	return end == len(input) && form != portOutOfRange
}
