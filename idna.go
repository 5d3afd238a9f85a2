package weburl

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
)

// IDNAUnicodeVersion is the version of Unicode of the IDNA data that the
// host parser and DomainToUnicode use (the UTS #46 mapping table and the
// UTS #46 algorithm of that version), such as "15.0.0" or "17.0.0". It is
// golang.org/x/net/idna's UnicodeVersion, which that package chooses with
// build tags from the version of Go the program is built with: with
// golang.org/x/net v0.62.0, Unicode 15.0.0 under Go 1.26 and Unicode 17.0.0
// under Go 1.27.
//
// The URL Standard's reference implementation uses Unicode 18. Code points
// assigned after IDNAUnicodeVersion are disallowed, so the host parser
// rejects a domain that holds one; and under Unicode 15 some code points
// that UTS #46 has mapped or ignored since Unicode 16 are disallowed too (such
// as the Georgian capital letters U+10A0 to U+10C5), or map differently (U+1E9E
// ẞ maps to "ss", not to "ß").
const IDNAUnicodeVersion = idna.UnicodeVersion

// The UTS #46 profiles of the URL Standard (spec: #idna), built once. A
// *idna.Profile is never changed after idna.New returns it, so these are safe
// for concurrent use.
//
// idna.MapForLookup turns on the UTS #46 mapping and label validation, and
// with them CheckJoiners, CheckHyphens and UseSTD3ASCIIRules; the options
// after it set each flag to the spec's value (a later option wins).
var (
	// lenientProfile is domain parser ToASCII with beStrict false, and the
	// Unicode ToUnicode of domain to Unicode.
	lenientProfile = idna.New(
		idna.MapForLookup(),
		idna.Transitional(false),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.CheckHyphens(false),
		idna.StrictDomainName(false),
		idna.VerifyDNSLength(false),
	)

	// strictProfile is domain parser ToASCII with beStrict true.
	strictProfile = idna.New(
		idna.MapForLookup(),
		idna.Transitional(false),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.CheckHyphens(true),
		idna.StrictDomainName(true),
		idna.VerifyDNSLength(true),
	)

	// mapProfile only maps and normalizes (UTS #46 section 4 steps 1 and
	// 2); mappedLabel uses it and ignores its errors.
	mapProfile = idna.New(
		idna.MapForLookup(),
		idna.ValidateLabels(false),
		idna.Transitional(false),
		idna.StrictDomainName(false),
	)
)

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
	if isASCII(domain) && !beStrict {
		// For web compatibility an ASCII domain is only lowercased,
		// whatever Unicode ToASCII says about it.
		result := asciiLowercase(domain)
		if result == "" || hasForbiddenDomainCodePoint(result) {
			return "", ErrDomainToASCII
		}
		return result, 0
	}
	result, err := appendDomainToASCII(nil, domain, beStrict)
	if err != 0 {
		return "", err
	}
	return string(result), 0
}

// appendDomainToASCII appends domainToASCII(domain, beStrict) to dst. On
// failure it returns dst unchanged and ErrDomainToASCII.
func appendDomainToASCII(dst []byte, domain string, beStrict bool) ([]byte, ValidationError) {
	var ok bool
	result := dst
	if isASCII(domain) && !beStrict {
		result = append(result, domain...)
		asciiLowercaseBytes(result[len(dst):])
		ok = true
	} else {
		result, ok = appendDomainParserToASCII(dst, domain, beStrict)
	}
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

// domainParserToASCII implements domain parser ToASCII: Unicode ToASCII
// with the URL Standard's flags (spec: #concept-domain-to-ascii). It reports
// false when Unicode ToASCII records an error.
func domainParserToASCII(domain string, beStrict bool) (string, bool) {
	result, ok := appendDomainParserToASCII(nil, domain, beStrict)
	if !ok {
		return "", false
	}
	return string(result), true
}

// appendDomainParserToASCII appends domainParserToASCII(domain, beStrict)
// to dst. On failure it returns dst unchanged and false.
//
// Unicode ToASCII is Processing followed by the Punycode encoding of each
// label that holds a non-ASCII code point (UTS #46 section 4.2). x/net/idna's
// ToUnicode with the same profile does Processing, with the same errors, and
// returns the labels that its ToASCII would encode (uts46ToUnicode adds what
// x/net/idna misses). Its Punycode encoder takes quadratic time on long
// labels, so the labels are encoded here instead (see appendEncodedLabels).
func appendDomainParserToASCII(dst []byte, domain string, beStrict bool) ([]byte, bool) {
	processed, ok := uts46ToUnicode(domain, beStrict)
	if !ok {
		return dst, false
	}
	result, ok := appendEncodedLabels(dst, processed)
	if !ok || beStrict && !validDNSLength(result[len(dst):]) {
		return dst, false
	}
	return result, true
}

// appendEncodedLabels appends processed, the output of UTS #46 Processing
// without error, to dst with each label that holds a non-ASCII code point
// converted to "xn--" followed by its Punycode encoding (UTS #46 section 4.2
// steps 2 and 3). On failure (overflow in an encoding) it returns dst
// unchanged and false.
//
// x/net/idna's encoder also fails on U+FFFD, but U+FFFD is disallowed, so
// Processing has recorded an error for it and processed holds none.
func appendEncodedLabels(dst []byte, processed string) ([]byte, bool) {
	out := dst
	for {
		label, rest, more := strings.Cut(processed, ".")
		if isASCII(label) {
			out = append(out, label...)
		} else {
			var ok bool
			out = append(out, "xn--"...)
			if out, ok = appendPunycodeEncoded(out, label); !ok {
				return dst, false
			}
		}
		if !more {
			return out, true
		}
		out = append(out, '.')
		processed = rest
	}
}

// validDNSLength implements the DNS length checks of Unicode ToASCII with
// VerifyDnsLength true (UTS #46 section 4.2 step 4) on the ASCII domain s:
// s and each of its labels must not be empty, each label must be at most 63
// bytes long and s at most 253. Like x/net/idna, it takes an empty root
// label (a trailing dot) for an error.
func validDNSLength(s []byte) bool {
	if len(s) == 0 || len(s) > 253 {
		return false
	}
	for {
		label, rest, more := bytes.Cut(s, []byte("."))
		if len(label) == 0 || len(label) > 63 {
			return false
		}
		if !more {
			return true
		}
		s = rest
	}
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
	if isASCII(domain) && !hasUppercase(domain) && !hasACELabel(domain) {
		// Unicode ToUnicode neither changes such a domain nor records an
		// error: with the spec's flags every ASCII code point is valid
		// or, if uppercase, mapped.
		return domain, nil
	}
	result, ok := uts46ToUnicode(domain, false)
	if !ok {
		return domain, &ParseError{Input: domain, Host: true, Type: ErrDomainToASCII}
	}
	return result, nil
}

// passesMissedChecks runs the UTS #46 checks that golang.org/x/net/idna
// leaves out, on a domain that x/net/idna processed without error. It
// reports false when one of them records an error.
func passesMissedChecks(domain string) bool {
	if !aceLabelsValid(domain) {
		return false
	}
	if !hasMappedToRTL(domain) {
		return true
	}
	unicodeForm, err := lenientProfile.ToUnicode(domain)
	return err == nil && bidiLabelsValid(unicodeForm)
}

// aceLabelsValid checks the labels that start with "xn--" after the UTS #46
// mapping (UTS #46 section 4 step 4.1). It reports false when one of them
// records an error that x/net/idna does not record:
//   - the label holds a non-ASCII code point (step 4.1.1);
//   - the label is just "xn--", so its Punycode decodes to the empty string
//     (step 4.1.3);
//   - the decoded label starts with "xn--" (validity criterion 4 of section
//     4.1, for CheckHyphens false).
//
// x/net/idna does not expose the mapped labels, so aceLabelsValid splits
// domain at the code points that map to U+002E (.) and maps each piece that
// could start with "xn--" on its own (see mappedLabel). The other checks of
// step 4.1 (Punycode errors, an all-ASCII result, the validity criteria) are
// left to x/net/idna.
func aceLabelsValid(domain string) bool {
	start := 0
	for i, r := range domain {
		if isLabelSeparator(r) {
			if !aceLabelValid(domain[start:i]) {
				return false
			}
			start = i + utf8.RuneLen(r)
		}
	}
	return aceLabelValid(domain[start:])
}

// aceLabelValid does the work of aceLabelsValid for one piece of the domain
// between label separators.
func aceLabelValid(piece string) bool {
	if countHyphenCodePoints(piece) < 2 {
		// The mapped label cannot start with "xn--".
		return true
	}
	label := mappedLabel(piece)
	if !strings.HasPrefix(label, "xn--") {
		return true
	}
	if label == "xn--" || !isASCII(label) {
		return false
	}
	decoded, ok := punycodeDecode(label[len("xn--"):])
	if !ok {
		// x/net/idna records this error itself.
		return true
	}
	return !strings.HasPrefix(decoded, "xn--")
}

// mappedLabel returns the UTS #46 mapping and NFC normalization of piece, a
// part of a domain that holds no label separator. x/net/idna would decode a
// mapped label that starts with "xn--", so mappedLabel maps "0" + piece and
// removes the "0": U+0030 combines with no code point under NFC, so this
// changes nothing else.
func mappedLabel(piece string) string {
	mapped, _ := mapProfile.ToUnicode("0" + piece)
	return mapped[1:]
}

// bidiLabelsValid checks that each label of unicodeForm, the Unicode form
// of a Bidi domain name, satisfies the Bidi rule of RFC 5893 section 2
// (UTS #46 section 4.1, validity criterion 9).
func bidiLabelsValid(unicodeForm string) bool {
	for _, label := range strings.Split(unicodeForm, ".") {
		if !bidirule.ValidString(label) {
			return false
		}
	}
	return true
}

// isLabelSeparator reports whether the UTS #46 mapping maps r to U+002E (.).
// No other code point's mapping holds U+002E (TestMappingFacts checks this
// against x/net/idna).
func isLabelSeparator(r rune) bool {
	return r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61'
}

// countHyphenCodePoints counts the code points of s that the UTS #46 mapping
// maps to U+002D (-). No other code point's mapping holds U+002D
// (TestMappingFacts checks this against x/net/idna).
func countHyphenCodePoints(s string) int {
	n := 0
	for _, r := range s {
		if r == '-' || r == '\uFE63' || r == '\uFF0D' {
			n++
		}
	}
	return n
}

// hasMappedToRTL reports whether s holds a code point whose own Bidi class
// is not R, AL or AN but whose UTS #46 mapping holds such a code point:
// U+2135..U+2138 (ℵ ℶ ℷ ℸ, mapped to Hebrew letters). x/net/idna decides
// whether a domain is a Bidi domain name from the code points before the
// mapping, so it skips the Bidi rule for these (TestMappingFacts checks the
// list against x/net/idna).
func hasMappedToRTL(s string) bool {
	for _, r := range s {
		if '\u2135' <= r && r <= '\u2138' {
			return true
		}
	}
	return false
}

// isASCII reports whether s is an ASCII string (spec: #ascii-string).
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// hasUppercase reports whether s holds an ASCII upper alpha
// (spec: #ascii-upper-alpha).
func hasUppercase(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// asciiLowercase returns s with each ASCII upper alpha lowercased
// (spec: #ascii-lowercase). It returns s itself, without allocating, when s
// holds no ASCII upper alpha.
func asciiLowercase(s string) string {
	if !hasUppercase(s) {
		return s
	}
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return string(b)
}

// asciiLowercaseBytes lowercases each ASCII upper alpha of b in place.
func asciiLowercaseBytes(b []byte) {
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
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
