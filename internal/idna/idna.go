// Package idna implements the UTS #46 step of the URL Standard's domain
// parser and domain to Unicode (spec: #idna): Unicode ToASCII and Unicode
// ToUnicode with the standard's flags. It runs golang.org/x/net/idna and
// closes the gaps where that package falls short of UTS #46 (uts46.go), and
// encodes and decodes Punycode itself (punycode.go), in linear or O(n log n)
// time where x/net/idna takes quadratic time.
//
// Only the package weburl and its tests import it. The URL-level parts of
// the domain parser (the ASCII fast path, the forbidden domain code points,
// the validation errors) stay in weburl's domain.go.
package idna

import (
	"bytes"
	"strings"
	"unicode/utf8"

	xidna "golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
)

// UnicodeVersion is the version of Unicode of the IDNA data that this
// package uses (the UTS #46 mapping table and the UTS #46 algorithm of that
// version), such as "15.0.0" or "17.0.0": golang.org/x/net/idna's
// UnicodeVersion, which that package chooses with build tags from the
// version of Go the program is built with. TestUnicodeVersion checks that
// the normalization and Bidi tables of golang.org/x/text have the same.
const UnicodeVersion = xidna.UnicodeVersion

// The UTS #46 profiles of the URL Standard (spec: #idna), built once. A
// *xidna.Profile is never changed after xidna.New returns it, so these are safe
// for concurrent use.
//
// xidna.MapForLookup turns on the UTS #46 mapping and label validation, and
// with them CheckJoiners, CheckHyphens and UseSTD3ASCIIRules; the options
// after it set each flag to the spec's value (a later option wins).
var (
	// lenientProfile is domain parser ToASCII with beStrict false, and the
	// Unicode ToUnicode of domain to Unicode.
	lenientProfile = xidna.New(
		xidna.MapForLookup(),
		xidna.Transitional(false),
		xidna.BidiRule(),
		xidna.CheckJoiners(true),
		xidna.CheckHyphens(false),
		xidna.StrictDomainName(false),
		xidna.VerifyDNSLength(false),
	)

	// strictProfile is domain parser ToASCII with beStrict true.
	strictProfile = xidna.New(
		xidna.MapForLookup(),
		xidna.Transitional(false),
		xidna.BidiRule(),
		xidna.CheckJoiners(true),
		xidna.CheckHyphens(true),
		xidna.StrictDomainName(true),
		xidna.VerifyDNSLength(true),
	)

	// mapProfile only maps and normalizes (UTS #46 section 4 steps 1 and
	// 2); mappedLabel uses it and ignores its errors.
	mapProfile = xidna.New(
		xidna.MapForLookup(),
		xidna.ValidateLabels(false),
		xidna.Transitional(false),
		xidna.StrictDomainName(false),
	)
)

// ToASCII implements domain parser ToASCII: Unicode ToASCII with the URL
// Standard's flags, CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set
// to beStrict (spec: #concept-domain-to-ascii). domain is a scalar value
// string. It returns the ASCII domain, and false when Unicode ToASCII
// records an error. The URL Standard's own checks (an empty result, a
// forbidden domain code point) are the caller's.
func ToASCII(domain string, beStrict bool) (string, bool) {
	result, ok := AppendToASCII(nil, domain, beStrict)
	if !ok {
		return "", false
	}
	return string(result), true
}

// AppendToASCII appends ToASCII(domain, beStrict) to dst. On failure it
// returns dst unchanged and false.
//
// Unicode ToASCII is Processing followed by the Punycode encoding of each
// label that holds a non-ASCII code point (UTS #46 section 4.2). x/net/idna's
// ToUnicode with the same profile does Processing, with the same errors, and
// returns the labels that its ToASCII would encode (uts46ToUnicode adds what
// x/net/idna misses). Its Punycode encoder takes quadratic time on long
// labels, so the labels are encoded here instead (see appendEncodedLabels).
func AppendToASCII(dst []byte, domain string, beStrict bool) ([]byte, bool) {
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
		if IsASCII(label) {
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

// ToUnicode implements the Unicode ToUnicode of domain to Unicode (spec:
// #concept-domain-to-unicode: CheckHyphens false, CheckBidi and
// CheckJoiners true, UseSTD3ASCIIRules false, nontransitional,
// IgnoreInvalidPunycode false) on domain, a scalar value string. It returns
// the processed labels joined by ".", and false when ToUnicode records an
// error.
func ToUnicode(domain string) (string, bool) {
	return uts46ToUnicode(domain, false)
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
	if label == "xn--" || !IsASCII(label) {
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

// IsASCII reports whether s is an ASCII string (spec: #ascii-string).
// The package weburl uses it too.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
