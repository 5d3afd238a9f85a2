package weburl

// This file is the URL Standard's IDNA section (spec: #idna) at the level
// of URLs: the domain parser and domain to Unicode, with the ASCII fast
// paths and the checks that the standard adds to UTS #46. The UTS #46 step,
// Unicode ToASCII and ToUnicode with the standard's flags, is
// internal/idna's.

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/idna"
)

// IDNAUnicodeVersion is the version of Unicode of the IDNA data that the
// host parser and DomainToUnicode use: "18.0.0", under every version of Go.
// It is the version of the UTS #46 mapping table (IdnaMappingTable.txt) and
// of the Unicode Character Database properties that UTS #46 processing
// reads (Normalization Form C, General_Category, Bidi_Class, Joining_Type,
// Canonical_Combining_Class), all of which weburl generates from Unicode's
// data files of that version. The URL Standard's reference implementation
// (whatwg-url 17.3.0, tr46 7.0.0) has the same UTS #46 data.
//
// A code point that a later Unicode version assigns is disallowed here, so
// the host parser rejects a domain that holds one.
const IDNAUnicodeVersion = "18.0.0"

// domainToASCII implements the domain parser (spec: #concept-domain-to-ascii).
// domain is a scalar value string (valid UTF-8; the caller has already
// percent-decoded and UTF-8-decoded the host, so it may hold U+FFFD). It
// returns the ASCII domain and 0, or "" and ErrDomainToASCII when the domain
// parser returns failure.
//
// The spec's first two steps run the strict ToASCII only to report a
// validation error that does not make the parse fail. This function reports
// failures only, so it runs the strict ToASCII only when beStrict is true.
func domainToASCII(domain string, beStrict bool) (string, ValidationError) {
	if classes := classesOf(domain); !beStrict && classes&(bcDomainSlow|bcUpper) == 0 {
		// An ASCII domain that needs no lowercasing: the result is the
		// domain itself.
		if err := asciiDomainError(domain, classes); err != 0 {
			return "", err
		}
		return domain, 0
	}
	var buf [128]byte
	result, err := appendDomainToASCII(buf[:0], domain, beStrict)
	if err != 0 {
		return "", err
	}
	return string(result), 0
}

// appendDomainToASCII appends domainToASCII(domain, beStrict) to dst. On
// failure it returns dst unchanged and ErrDomainToASCII.
func appendDomainToASCII(dst []byte, domain string, beStrict bool) ([]byte, ValidationError) {
	if !beStrict {
		if classes := classesOf(domain); classes&bcDomainSlow == 0 || idna.IsASCII(domain) {
			if err := asciiDomainError(domain, classes); err != 0 {
				return dst, err
			}
			return appendLowerASCII(dst, domain, classes&bcUpper != 0), 0
		}
	}
	result, ok := idna.AppendToASCII(dst, domain, beStrict)
	if !ok {
		return dst, ErrDomainToASCII
	}
	if beStrict {
		// The spec's remaining checks cannot fail after a strict
		// ToASCII without error.
		return result, 0
	}
	if added := result[len(dst):]; len(added) == 0 || slices.ContainsFunc(added, isForbiddenDomainCodePoint) {
		return dst, ErrDomainToASCII
	}
	return result, 0
}

// asciiDomainError is the domain parser (spec: #concept-domain-to-ascii,
// beStrict false) for an ASCII domain, whose byte classes are classes: for
// web compatibility such a domain is only ASCII-lowercased, whatever
// Unicode ToASCII says about it, and the parser fails (ErrDomainToASCII)
// when the result is empty or holds a forbidden domain code point (such as
// '%'). It returns 0 when the result is the domain lowercased.
func asciiDomainError(domain string, classes uint32) ValidationError {
	if domain == "" || classes&bcForbiddenDomain != 0 {
		return ErrDomainToASCII
	}
	return 0
}

// appendLowerASCII appends s to dst, ASCII-lowercased when upper is set.
func appendLowerASCII(dst []byte, s string, upper bool) []byte {
	start := len(dst)
	dst = append(dst, s...)
	if upper {
		putLowerASCII(dst[start:], s)
	}
	return dst
}

// DomainToUnicode runs the standard's domain to Unicode (spec:
// #concept-domain-to-unicode: Unicode ToUnicode with CheckHyphens false,
// CheckBidi and CheckJoiners true, UseSTD3ASCIIRules false, nontransitional,
// IgnoreInvalidPunycode false) on domain, an ASCII domain such as a URL's
// Hostname, for display: "xn--fa-hia.de" gives "faß.de". When ToUnicode
// records an error, the result is domain itself, as the standard says (so
// that the domain parser and domain to Unicode round-trip on input such as
// "xn--8i7caa"), and the error is reported, not swallowed: a *ParseError
// with Host set and Type ErrDomainToASCII, the validation error the host
// parser raises for such a domain. Input that is not a domain (an IP
// address or an opaque host) is returned as it is. The URL Standard's "URL
// rendering" section says when a user agent should show a host this way
// (see URL.Render).
func DomainToUnicode(domain string) (string, error) {
	if idna.IsASCII(domain) && !ascii.HasUpper(domain) && !hasACELabel(domain) {
		// Unicode ToUnicode neither changes such a domain nor records an
		// error: with the spec's flags every ASCII code point is valid
		// or, if uppercase, mapped.
		return domain, nil
	}
	result, ok := idna.ToUnicode(domain)
	if !ok {
		return domain, &ParseError{Input: domain, Host: true, Type: ErrDomainToASCII}
	}
	return result, nil
}

// hasACELabel reports whether a label of the ASCII domain starts with
// "xn--", in any ASCII case (UTS #46 section 4 step 4.1).
func hasACELabel(domain string) bool {
	for {
		if len(domain) >= 4 && domain[0]|0x20 == 'x' && domain[1]|0x20 == 'n' &&
			domain[2] == '-' && domain[3] == '-' {
			return true
		}
		i := strings.IndexByte(domain, '.')
		if i < 0 {
			return false
		}
		domain = domain[i+1:]
	}
}

// domainErrorIndex returns the index in input, a domain before
// percent-decoding, of what the domain parser's domain-to-ASCII error is
// about: the first forbidden domain code point (the space of
// "exa mple.com", or the '%' of a percent-encoded one), else the first
// code point that UTS #46's STD3 rules do not allow (the "_" of
// "a_b.example"), else the first label that fails on its own
// (indexFailingLabel), else 0: the domain as a whole (the Bidi rule, the
// 253-byte limit).
func domainErrorIndex(input string) int {
	i := indexDomainCodePoint(input, isForbiddenDomainCodePoint)
	if i < 0 {
		i = indexDomainCodePoint(input, notSTD3)
	}
	if i < 0 {
		i = indexFailingLabel(input)
	}
	return max(i, 0)
}

// indexDomainCodePoint returns the index in s, a domain before
// percent-decoding, of the first ASCII code point c, or percent-encoded
// byte c (then the index of its '%'), for which bad(c) is true, or -1.
func indexDomainCodePoint(s string, bad func(c byte) bool) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isPercentEncodedAt(s, i) {
			c = byte(digitValue(s[i+1])<<4 | digitValue(s[i+2]))
		}
		if c < utf8.RuneSelf && bad(c) {
			return i
		}
	}
	return -1
}

// indexFailingLabel returns the index in s, a domain before
// percent-decoding, of the first label that fails UTS #46 ToASCII on its
// own under the strict pass's flags (spec: #concept-domain-to-ascii): a
// label with a code point that is disallowed or that maps to one (U+3000
// IDEOGRAPHIC SPACE maps to a space), a zero width joiner or non-joiner
// out of context, Punycode that does not decode, a leading or trailing
// hyphen, more than 63 bytes. For an empty label it returns the index of
// the dot before it, the host's last one for a trailing dot. It returns -1
// when every label passes on its own: the error is then about the domain
// as a whole (the Bidi rule, the 253-byte limit).
func indexFailingLabel(s string) int {
	for start := 0; start <= len(s); {
		end, next := labelEnd(s, start)
		if end == start {
			return max(start-1, 0)
		}
		if _, ok := idna.ToASCII(decodeDomain(s[start:end]), true); !ok {
			return start
		}
		start = next
	}
	return -1
}

// labelEnd returns the end of the label of s, a domain before
// percent-decoding, that starts at s[start], and the start of the label
// after it (len(s)+1 when there is none). Labels are separated by the
// dots that UTS #46 maps to '.': U+002E, written as it is or as "%2E",
// U+3002, U+FF0E and U+FF61.
func labelEnd(s string, start int) (end, next int) {
	for i := start; i < len(s); i++ {
		switch {
		case s[i] == '.':
			return i, i + 1
		case s[i] == '%' && i+2 < len(s) && s[i+1] == '2' && (s[i+2] == 'e' || s[i+2] == 'E'):
			return i, i + 3
		case strings.HasPrefix(s[i:], "\u3002"), strings.HasPrefix(s[i:], "\uff0e"), strings.HasPrefix(s[i:], "\uff61"):
			return i, i + 3
		}
	}
	return len(s), len(s) + 1
}

// notSTD3 reports whether c, an ASCII byte, is a code point that a domain
// label cannot hold under UTS #46's STD3 rules: anything but an ASCII
// alphanumeric, '-' and '.'.
func notSTD3(c byte) bool { return !isASCIIAlphanumeric(c) && c != '-' && c != '.' }

// DomainToASCII runs the standard's domain to ASCII (spec:
// #concept-domain-to-ascii) on domain, a domain already percent-decoded,
// with beStrict as given (the URL parser passes false; true also applies
// UTS #46's STD3 rules and DNS length limits). It returns the ASCII form,
// lowercased and with Punycode labels ("xn--..."), or an error wrapping
// ErrDomainToASCII when Unicode ToASCII fails or the result is empty or
// holds a forbidden domain code point. Ill-formed UTF-8 in domain is read
// as U+FFFD, which fails.
func DomainToASCII(domain string, beStrict bool) (string, error) {
	ascii, err := domainToASCII(utf8DecodeWithoutBOM(domain), beStrict)
	if err != 0 {
		return "", &ParseError{Input: domain, Host: true, Type: err}
	}
	return ascii, nil
}
