package idna

import (
	"bytes"
	"unicode/utf8"
)

// This file is UTS #46 Processing (section 4) and Unicode ToASCII (section
// 4.2) with the flags of the URL Standard (spec: #domain-parser-toascii,
// #concept-domain-to-unicode):
// nontransitional, CheckBidi and CheckJoiners true, IgnoreInvalidPunycode
// false, and CheckHyphens and UseSTD3ASCIIRules both false, or (the domain
// parser's beStrict) both true.

const (
	zwnj = '\u200C' // ZERO WIDTH NON-JOINER
	zwj  = '\u200D' // ZERO WIDTH JOINER
)

// flags are the UTS #46 flags that vary between the callers of process:
// strict is CheckHyphens and UseSTD3ASCIIRules (the domain parser's
// beStrict), noBidi turns CheckBidi off (only for transitional processing,
// see TransitionalToASCII). The others are the URL Standard's:
// nontransitional (see MapDeviations), CheckJoiners true,
// IgnoreInvalidPunycode false.
type flags struct {
	strict, noBidi bool
}

// process runs UTS #46 Processing (section 4) on domain, a scalar value
// string, with the flags f. It appends the result,
// the processed labels joined by "." (what Unicode ToUnicode returns), to
// dst, and returns false when Processing records an error (then what it
// appended is not the result and the caller drops it).
func process(dst []byte, domain string, f flags) ([]byte, bool) {
	start := len(dst)
	// Step 1, Map, with the NFC quick check of the result and, for the
	// labels as they are if NFC leaves them so, the validity criteria
	// that look at one code point at a time (v). Code points that the
	// mapping keeps are copied a run at a time.
	var q quickCheck
	v := codePointChecks{strict: f.strict, ok: true, labelStart: true}
	run := 0 // start of the run of kept bytes not yet copied
	for i := 0; i < len(domain); {
		c := domain[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				dst = append(dst, domain[run:i]...)
				c += 'a' - 'A'
				dst = append(dst, c)
				run = i + 1
			}
			q.lastCCC = 0
			v.addASCII(c)
			i++
			continue
		}
		r, size := decodeRune(domain[i:])
		inf := lookup(r)
		switch inf.status() {
		case statusMapped:
			dst = append(dst, domain[run:i]...)
			m := inf.mapping()
			if len(m) == 1 {
				// An ASCII code point (canonical combining class 0,
				// NFC_Quick_Check Yes).
				dst = append(dst, m[0])
				q.lastCCC = 0
				v.addASCII(m[0])
			} else {
				dst = append(dst, m...)
				for _, mr := range m {
					mi := lookup(mr)
					q.add(mi)
					if mr < utf8.RuneSelf {
						v.addASCII(byte(mr))
					} else {
						v.add(mr, mi)
					}
				}
			}
			run = i + size
		case statusIgnored:
			dst = append(dst, domain[run:i]...)
			run = i + size
		default:
			// Valid (or a deviation, which nontransitional
			// processing keeps), or disallowed: kept for step 4 to
			// reject.
			q.add(inf)
			v.add(r, inf)
		}
		i += size
	}
	dst = append(dst, domain[run:]...)
	// Step 2, Normalize.
	normalized := q.yes()
	if !normalized {
		n := AppendNFC(nil, string(dst[start:]))
		dst = append(dst[:start], n...)
	}
	mapped := dst[start:]
	// Steps 3 and 4, Break and Convert/Validate; CheckBidi last, as it
	// needs to know whether the whole domain is a Bidi domain name.
	if hasACELabel(mapped) {
		return processACE(dst, start, f)
	}
	if !normalized {
		// NFC changed the code points that v saw: check them again.
		return dst, labelsValid(mapped, f)
	}
	if !v.ok || f.strict && !hyphensValid(mapped) || v.joiners && !joinersValidEach(mapped) {
		return dst, false
	}
	return dst, !v.rtl || f.noBidi || bidiRuleHolds(mapped)
}

// toASCII returns appendToASCII(nil, domain, f) as a string ("" on
// failure), built in a stack buffer: ToASCII and TransitionalToASCII.
func toASCII(domain string, f flags) (string, bool) {
	var buf [256]byte
	result, ok := appendToASCII(buf[:0], domain, f)
	if !ok {
		return "", false
	}
	return string(result), true
}

// appendToASCII is AppendToASCII with the flags f, whose strict is also
// VerifyDnsLength.
func appendToASCII(dst []byte, domain string, f flags) ([]byte, bool) {
	var buf [256]byte
	processed, ok := process(buf[:0], domain, f)
	if !ok {
		return dst, false
	}
	result, ok := appendEncodedLabels(dst, processed)
	if !ok || f.strict && !validDNSLength(result[len(dst):]) {
		return dst, false
	}
	return result, true
}

// appendEncodedLabels appends processed, the output of UTS #46 Processing
// without error, to dst with each label that holds a non-ASCII code point
// converted to "xn--" followed by its Punycode encoding (UTS #46 section 4.2
// steps 2 and 3). On failure (overflow in an encoding) it returns dst
// unchanged and false.
func appendEncodedLabels(dst []byte, processed []byte) ([]byte, bool) {
	out := dst
	for rest, more := processed, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		if isASCIIBytes(label) {
			out = append(out, label...)
		} else {
			var ok bool
			out = append(out, "xn--"...)
			if out, ok = appendPunycodeEncoded(out, label); !ok {
				return dst, false
			}
		}
		if more {
			out = append(out, '.')
		}
	}
	return out, true
}

// validDNSLength implements the DNS length checks of Unicode ToASCII with
// VerifyDnsLength true (UTS #46 section 4.2 step 4) on the ASCII domain s:
// the domain without its root label and that label's dot must be 1 to 253
// bytes long, and each label 1 to 63; with VerifyDnsLength the empty root
// label counts as an empty label, an error (as in IdnaTestV2.txt, A4_2).
func validDNSLength(s []byte) bool {
	if n := len(bytes.TrimSuffix(s, []byte("."))); n == 0 || n > 253 {
		return false
	}
	for rest, more := s, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		if len(label) == 0 || len(label) > 63 {
			return false
		}
	}
	return true
}

// codePointChecks runs the validity criteria of UTS #46 section 4.1 that
// look at one code point at a time over the labels of a domain, fed in
// order (the domain must hold no label that starts with "xn--", and be in
// NFC): 6 (no combining mark first in a label), 7 (each code point valid,
// and with UseSTD3ASCIIRules, strict here, only a-z, 0-9 and U+002D in
// ASCII); it notes whether a label holds U+200C or U+200D (criterion 8,
// CheckJoiners, is then to be checked) and a code point of Bidi_Class R,
// AL or AN (the domain is then a Bidi domain name). validLabel runs it on
// one label.
type codePointChecks struct {
	strict     bool
	ok         bool // no criterion failed so far
	labelStart bool // the next code point starts a label
	joiners    bool
	rtl        bool
}

// addASCII feeds the ASCII code point c (U+002E separates labels), which is
// not A-Z: the mapping lowercases those.
func (v *codePointChecks) addASCII(c byte) {
	if c == '.' {
		v.labelStart = true
		return
	}
	v.labelStart = false
	if v.strict && !isLDH(c) {
		v.ok = false
	}
}

// add feeds the non-ASCII code point r, whose info is inf.
func (v *codePointChecks) add(r rune, inf info) {
	if inf.status() != statusValid || v.labelStart && inf.mark() {
		v.ok = false
	}
	v.labelStart = false
	switch inf.bidi() {
	case bidiRAL, bidiAN:
		v.rtl = true
	}
	v.joiners = v.joiners || r == zwnj || r == zwj
}

// labelsValid checks the validity criteria and CheckBidi on each label of
// domain, which holds no label that starts with "xn--".
func labelsValid(domain []byte, f flags) bool {
	bidiDomain := false
	for rest, more := domain, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		ok, rtl := validLabel(label, false, f.strict)
		if !ok {
			return false
		}
		bidiDomain = bidiDomain || rtl
	}
	return !bidiDomain || f.noBidi || bidiRuleHolds(domain)
}

// hyphensValid checks criteria 2 and 3 (CheckHyphens, see hyphensOK) on
// each non-empty label of domain.
func hyphensValid(domain []byte) bool {
	for rest, more := domain, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		if len(label) > 0 && !hyphensOK(label) {
			return false
		}
	}
	return true
}

// joinersValidEach checks criterion 8 (CheckJoiners) on each label of
// domain that holds U+200C or U+200D.
func joinersValidEach(domain []byte) bool {
	for rest, more := domain, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		if bytes.Contains(label, []byte("\u200C")) || bytes.Contains(label, []byte("\u200D")) {
			if !joinersValid(label) {
				return false
			}
		}
	}
	return true
}

// processACE does steps 3 and 4 of process on dst[start:], the mapped and
// normalized domain, when a label starts with "xn--": it replaces each such
// label with its Punycode decoding (step 4.1) in the result.
func processACE(dst []byte, start int, f flags) ([]byte, bool) {
	var buf [256]byte
	mapped := append(buf[:0], dst[start:]...)
	dst = dst[:start]
	bidiDomain := false
	for rest, more := mapped, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		labelStart := len(dst)
		decoded := bytes.HasPrefix(label, []byte("xn--"))
		if decoded {
			// 4.1.1: the label must be ASCII; 4.1.2: Punycode;
			// 4.1.3: the result must not be empty or ASCII.
			if !isASCIIBytes(label) {
				return dst, false
			}
			var ok bool
			dst, ok = appendPunycodeDecoded(dst, label[len("xn--"):])
			if !ok || len(dst) == labelStart || isASCIIBytes(dst[labelStart:]) {
				return dst, false
			}
		} else {
			dst = append(dst, label...)
		}
		ok, rtl := validLabel(dst[labelStart:], decoded, f.strict)
		if !ok {
			return dst, false
		}
		bidiDomain = bidiDomain || rtl
		if more {
			dst = append(dst, '.')
		}
	}
	if bidiDomain && !f.noBidi && !bidiRuleHolds(dst[start:]) {
		return dst, false
	}
	return dst, true
}

// dot separates labels (step 3, Break: at U+002E).
var dot = []byte(".")

// hasACELabel reports whether a label of domain starts with "xn--".
func hasACELabel(domain []byte) bool {
	return bytes.HasPrefix(domain, []byte("xn--")) || bytes.Contains(domain, []byte(".xn--"))
}

// validLabel checks the validity criteria of UTS #46 section 4.1 on label,
// for nontransitional processing, with CheckHyphens and UseSTD3ASCIIRules
// set to strict and CheckJoiners true; decoded says whether the label comes
// from a Punycode decoding (step 4.1), as only such a label can fail
// criteria 1 (NFC) and 5 (a '.'). CheckBidi (criterion 9) is left to
// bidiRuleHolds; rtl reports whether the label holds a code point of
// Bidi_Class R, AL or AN, which makes the domain a Bidi domain name
// (RFC 5893 section 1.4).
//
// An empty label satisfies the criteria (it is an error only for
// VerifyDnsLength).
func validLabel(label []byte, decoded, strict bool) (ok, rtl bool) {
	if len(label) == 0 {
		return true, false
	}
	// 1. The label must be in NFC.
	if decoded && !isNFC(string(label)) {
		return false, false
	}
	if strict {
		// 2 and 3, CheckHyphens.
		if !hyphensOK(label) {
			return false, false
		}
	} else if bytes.HasPrefix(label, []byte("xn--")) {
		// 4. Without CheckHyphens, the label must not begin with
		// "xn--".
		return false, false
	}
	// 6 and 7, and what 8 and 9 need, one code point at a time.
	v := codePointChecks{strict: strict, ok: true, labelStart: true}
	for i := 0; i < len(label); {
		c := label[i]
		if c < utf8.RuneSelf {
			// 5. No U+002E; 7. each code point valid: in ASCII all
			// but A-Z, which are mapped.
			if c == '.' || 'A' <= c && c <= 'Z' {
				return false, false
			}
			v.addASCII(c)
			i++
			continue
		}
		r, size := decodeRune(label[i:])
		v.add(r, lookup(r))
		i += size
	}
	// 8. CheckJoiners: the ContextJ rules of RFC 5892 Appendix A.
	if !v.ok || v.joiners && !joinersValid(label) {
		return false, false
	}
	return true, v.rtl
}

// decodeRune returns the first code point of s, a string or a byte slice,
// and its length in bytes, as utf8.DecodeRuneInString does (U+FFFD and 1
// for an invalid encoding, U+FFFD and 0 for an empty s), with the common
// forms decoded inline.
func decodeRune[T string | []byte](s T) (rune, int) {
	n := len(s)
	if n == 0 {
		return utf8.RuneError, 0
	}
	c0 := s[0]
	switch {
	case c0 < utf8.RuneSelf:
		return rune(c0), 1
	case c0 < 0xC2:
	case c0 < 0xE0:
		if n >= 2 && s[1]&0xC0 == 0x80 {
			return rune(c0&0x1F)<<6 | rune(s[1]&0x3F), 2
		}
	case c0 < 0xF0:
		if n >= 3 && s[1]&0xC0 == 0x80 && s[2]&0xC0 == 0x80 {
			r := rune(c0&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F)
			if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
				return r, 3
			}
		}
	case c0 < 0xF5:
		if n >= 4 && s[1]&0xC0 == 0x80 && s[2]&0xC0 == 0x80 && s[3]&0xC0 == 0x80 {
			r := rune(c0&0x07)<<18 | rune(s[1]&0x3F)<<12 | rune(s[2]&0x3F)<<6 | rune(s[3]&0x3F)
			if r >= 0x10000 && r <= utf8.MaxRune {
				return r, 4
			}
		}
	}
	return utf8.RuneError, 1
}

// isLDH reports whether the ASCII byte c is a lowercase letter, a digit or
// U+002D (-): the ASCII code points that UseSTD3ASCIIRules allows.
func isLDH(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
}

// hyphensOK checks the validity criteria 2 and 3 of UTS #46 section 4.1
// (CheckHyphens) on a non-empty label: no U+002D (-) in both the third and
// fourth positions, nor at the start or the end.
func hyphensOK(label []byte) bool {
	return !hyphens34(label) && label[0] != '-' && label[len(label)-1] != '-'
}

// hyphens34 reports whether the third and fourth code points of label are
// both U+002D (-).
func hyphens34(label []byte) bool {
	n := 0
	for _, r := range string(label) {
		switch n {
		case 2:
			if r != '-' {
				return false
			}
		case 3:
			return r == '-'
		}
		n++
	}
	return false
}

// joinersValid checks the ContextJ rules of RFC 5892 Appendix A (UTS #46
// section 4.1, criterion 8) on each U+200C and U+200D of label:
//
//   - A.1, ZERO WIDTH NON-JOINER: "If Canonical_Combining_Class(Before(cp))
//     .eq. Virama Then True; If RegExpMatch((Joining_Type:{L,D})
//     (Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})) Then
//     True;" and false otherwise.
//   - A.2, ZERO WIDTH JOINER: "If Canonical_Combining_Class(Before(cp))
//     .eq. Virama Then True;" and false otherwise.
//
// Virama is canonical combining class 9. The scans over Joining_Type T
// stop at the next U+200C, which is not T, so the whole check is linear.
func joinersValid(label []byte) bool {
	var buf [64]rune
	runes := buf[:0]
	for _, r := range string(label) {
		runes = append(runes, r)
	}
	for i, r := range runes {
		if r != zwnj && r != zwj {
			continue
		}
		if i > 0 && lookup(runes[i-1]).ccc() == 9 {
			continue
		}
		if r == zwj {
			return false
		}
		before := i - 1
		for before >= 0 && lookup(runes[before]).join() == joinT {
			before--
		}
		if before < 0 {
			return false
		}
		if j := lookup(runes[before]).join(); j != joinL && j != joinD {
			return false
		}
		after := i + 1
		for after < len(runes) && lookup(runes[after]).join() == joinT {
			after++
		}
		if after == len(runes) {
			return false
		}
		if j := lookup(runes[after]).join(); j != joinR && j != joinD {
			return false
		}
	}
	return true
}

// bidiRuleHolds checks CheckBidi (UTS #46 section 4.1, criterion 9) on
// domain, the processed labels of a Bidi domain name joined by '.': each
// non-empty label must satisfy the six conditions of RFC 5893 section 2.
func bidiRuleHolds(domain []byte) bool {
	for rest, more := domain, true; more; {
		var label []byte
		label, rest, more = bytes.Cut(rest, dot)
		if len(label) > 0 && !bidiLabelValid(label) {
			return false
		}
	}
	return true
}

// bidiLabelValid checks the Bidi rule of RFC 5893 section 2 on a non-empty
// label:
//
//  1. The first character must be a character with Bidi property L, R or
//     AL. If it has the R or AL property, it is an RTL label; if it has
//     the L property, it is an LTR label.
//  2. In an RTL label, only characters with the Bidi properties R, AL, AN,
//     EN, ES, CS, ET, ON, BN and NSM are allowed.
//  3. In an RTL label, the end of the label must be a character with Bidi
//     property R, AL, EN or AN, followed by zero or more characters with
//     Bidi property NSM.
//  4. In an RTL label, if an EN is present, no AN may be present, and vice
//     versa.
//  5. In an LTR label, only characters with the Bidi properties L, EN, ES,
//     CS, ET, ON, BN and NSM are allowed.
//  6. In an LTR label, the end of the label must be a character with Bidi
//     property L or EN, followed by zero or more characters with Bidi
//     property NSM.
func bidiLabelValid(label []byte) bool {
	var seen uint8 // bit g set: a code point of bidi group g
	first, last := -1, -1
	for _, r := range string(label) {
		g := lookup(r).bidi()
		if first < 0 {
			first = g
		}
		seen |= 1 << g
		if g != bidiNSM {
			last = g
		}
	}
	switch first {
	case bidiRAL:
		const allowed = 1<<bidiRAL | 1<<bidiAN | 1<<bidiEN | 1<<bidiNeutral | 1<<bidiNSM
		return seen&^allowed == 0 &&
			(last == bidiRAL || last == bidiEN || last == bidiAN) &&
			seen&(1<<bidiEN|1<<bidiAN) != 1<<bidiEN|1<<bidiAN
	case bidiL:
		const allowed = 1<<bidiL | 1<<bidiEN | 1<<bidiNeutral | 1<<bidiNSM
		return seen&^allowed == 0 && (last == bidiL || last == bidiEN)
	}
	return false
}

// isASCIIBytes reports whether b holds only ASCII bytes.
func isASCIIBytes(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// IsASCII reports whether s is an ASCII string, every byte below 0x80
// (spec: Infra's #ascii-string, which the URL Standard uses). The package
// weburl uses it too.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
