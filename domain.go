package weburl

// This file is the URL Standard's IDNA section (spec: #idna) at the level
// of URLs: the domain parser and domain to Unicode, with the ASCII fast
// paths and the checks that the standard adds to UTS #46. The UTS #46 step,
// Unicode ToASCII and ToUnicode with the standard's flags, is
// internal/idna's.

import (
	"slices"
	"strings"

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
