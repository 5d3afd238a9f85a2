package weburl

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna"
)

// Reporting validation errors (spec: #validation-error). When a caller asks
// for them (ParseOptions.ValidationErrors), the state machine raises each
// validation error the standard raises, in the standard's order, through a
// reporter; otherwise it has none, and raising costs a nil check.

// A ValidationErrorAt is one validation error the basic URL parser raised:
// its type and the byte offset in the input given to the parser where it
// arises. For an error in a host, that is the offset of the code point or
// part of the host the error is about where the host shows it (the space
// of "https://exa mple.com/", the "%" of a percent-encoded byte, the fifth
// part of "https://1.2.3.4.5/", the "!" of "https://[1:2:3!:4]/"), and of
// the host's start for an error about the host as a whole
// (IPv4-too-few-parts); for the removal of leading or trailing C0 control
// or space, or of tabs and newlines, the offset of the first such code
// point.
type ValidationErrorAt struct {
	Type   ValidationError
	Offset int
}

// String returns the type's name and the offset, as in
// "invalid-reverse-solidus at 19".
func (e ValidationErrorAt) String() string {
	return e.Type.String() + " at " + strconv.Itoa(e.Offset)
}

// reporter maps offsets in the parser's input (preprocessed: trimmed, and
// without tabs and newlines) back to the input the caller gave, and
// collects the errors.
type reporter struct {
	errs   *[]ValidationErrorAt
	src    string // the caller's input
	lead   int    // bytes trimmed from the start of src
	shifts []shift
}

// A shift says that from index at of the parser's input on, offsets in
// src[lead:] are total bytes further on: the sum of the tabs and newlines
// removed before at, and of the bytes that ill-formed UTF-8 sequences
// before at had beyond the 3 of the U+FFFD that replaced them (see
// removeTabAndNewline), which is negative for sequences of 1 or 2 bytes.
type shift struct {
	at, total int
}

// newReporter returns a reporter for src, whose preprocessed form the
// parser reads, trimmed as trim says (false for a setter's input, which
// only loses tabs and newlines). lead is the number of bytes before src in
// the input the caller gave (the setters' leading '?' or '#'), when trim
// is false.
func newReporter(errs *[]ValidationErrorAt, src string, trim bool, lead int) *reporter {
	r := &reporter{errs: errs, src: src, lead: lead}
	body := src
	if trim {
		t := trimC0ControlOrSpace(src)
		if len(t) != len(src) {
			r.lead = len(src) - len(trimLeading(src))
			at := 0
			if r.lead == 0 {
				at = len(t) // the first trailing code point trimmed
			}
			r.add(ErrInvalidURLUnit, at)
		}
		body = t
	}
	first := indexTabOrNewline(body)
	if first == len(body) {
		return r
	}
	r.add(ErrInvalidURLUnit, r.lead+first)
	// As removeTabAndNewline: ill-formed UTF-8 becomes U+FFFD when there
	// is a tab or newline before it.
	decodes := !utf8.ValidString(body[first:])
	at, total := 0, 0 // index in the parser's input; bytes of body beyond it
	for i := 0; i < len(body); {
		switch c := body[i]; {
		case isTabOrNewline(c):
			total++
			r.shifts = append(r.shifts, shift{at, total})
			i++
		case c < utf8.RuneSelf || !decodes:
			at++
			i++
		default:
			size := utf8RuneOrInvalidLen(body[i:])
			if size > 0 {
				at += size
				i += size
				continue
			}
			// U+FFFD for -size bytes.
			at += 3
			total += -size - 3
			r.shifts = append(r.shifts, shift{at, total})
			i += -size
		}
	}
	return r
}

// utf8RuneOrInvalidLen returns the length of the UTF-8 sequence at the
// start of s, which must not be empty, or minus the length of the
// ill-formed sequence there that the UTF-8 decoder replaces with one U+FFFD.
func utf8RuneOrInvalidLen(s string) int {
	if r, size := utf8.DecodeRuneInString(s); r != utf8.RuneError || size != 1 {
		return size
	}
	return -invalidUTF8Len(s)
}

// add appends an error at offset in the caller's input. The list doubles
// when it is full (append grows large slices by only a quarter), so that
// input with an error at every byte costs the same per byte at any length.
func (r *reporter) add(t ValidationError, offset int) {
	errs := *r.errs
	if len(errs) == cap(errs) {
		grown := make([]ValidationErrorAt, len(errs), 2*cap(errs)+8)
		copy(grown, errs)
		errs = grown
	}
	*r.errs = append(errs, ValidationErrorAt{Type: t, Offset: offset})
}

// offset maps index i of the preprocessed input to the caller's input.
func (r *reporter) offset(i int) int {
	k := sort.Search(len(r.shifts), func(j int) bool { return r.shifts[j].at > i })
	if k == 0 {
		return r.lead + i
	}
	return r.lead + i + r.shifts[k-1].total
}

// raise appends t at index i of the preprocessed input. It is not inlined,
// so that parser.raise, which the states call, is: a parse that reports
// nothing pays one nil check.
//
//go:noinline
func (r *reporter) raise(t ValidationError, i int) { r.add(t, r.offset(i)) }

// raiseURLUnits raises invalid-URL-unit for each code point of in[start:end],
// the preprocessed input, that is not a URL code point or '%', and for each
// '%' not followed by two ASCII hex digits (spec: the path, opaque path,
// query and fragment states).
func (r *reporter) raiseURLUnits(in string, start, end int) {
	for i := start; i < end; {
		c := in[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '%':
				if !isPercentEncodedAt(in, i) {
					r.raise(ErrInvalidURLUnit, i)
				}
			case !isURLCodePointASCII(c):
				r.raise(ErrInvalidURLUnit, i)
			}
			i++
			continue
		}
		cp, size := utf8.DecodeRuneInString(in[i:])
		if size == 1 {
			size = invalidUTF8Len(in[i:]) // read as U+FFFD, a URL code point
		} else if !isURLCodePoint(cp) {
			r.raise(ErrInvalidURLUnit, i)
		}
		i += size
	}
}

// hostErrorIndex returns the index in input, a host as the host parser
// got it (not percent-decoded), of the code point or part that the k-th
// (from 0) validation error of type t that the host parser raised on input
// is about: a domain's first forbidden domain code point (such as the
// space of "exa mple.com", or the "%" of a percent-encoded one) or, when
// it has none, its first code point that UTS #46's STD3 rules do not allow
// (the "_" of "a_b.example") or else its first label that fails on its own
// (see indexFailingLabel), the percent-encoded byte, the opaque host's
// forbidden host code point or invalid URL unit, the IPv4 part or the IPv6
// piece or code point. It returns 0, the host's start, for an error about
// the host as a whole (IPv4-too-few-parts, IPv6-unclosed), and where the
// code point is not in input as written (an IPv4 address of a domain
// that was not ASCII).
func hostErrorIndex(input string, t ValidationError, k int) int {
	i := -1
	switch t {
	case ErrDomainPercentEncoded:
		i = indexPercentEncoded(input)
	case ErrDomainToASCII:
		// A forbidden domain code point makes the domain parser fail;
		// without one, the strict pass failed on its own.
		i = indexDomainCodePoint(input, isForbiddenDomainCodePoint)
		if i < 0 {
			i = indexDomainCodePoint(input, notSTD3)
		}
		if i < 0 {
			i = indexFailingLabel(input)
		}
	case ErrHostInvalidCodePoint:
		i = strings.IndexFunc(input, func(r rune) bool { return r < utf8.RuneSelf && isForbiddenHostCodePoint(byte(r)) })
	case ErrInvalidURLUnit: // opaqueHostWarnings: the code point, then the '%'
		i = nthIndex(k, indexNotURLUnit(input, false), indexNotURLUnit(input, true))
	case ErrIPv4EmptyPart, ErrIPv4TooManyParts, ErrIPv4NonNumericPart, ErrIPv4NonDecimalPart, ErrIPv4OutOfRangePart:
		i = ipv4ErrorIndex(input, t, k)
	case ErrIPv6InvalidCompression, ErrIPv6MultipleCompression, ErrIPv6InvalidCodePoint, ErrIPv6PieceLeadingZero,
		ErrIPv4InIPv6TooManyPieces, ErrIPv4InIPv6InvalidCodePoint, ErrIPv4InIPv6OutOfRangePart, ErrIPv4InIPv6TooFewParts:
		i = ipv6ErrorIndex(input, t, k)
	}
	return max(i, 0)
}

// nthIndex returns the k-th of the indexes that are not -1, or -1.
func nthIndex(k int, indexes ...int) int {
	for _, i := range indexes {
		if i >= 0 {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return -1
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

// ipv4ErrorIndex returns the index in input, a domain that the IPv4 parser
// read as it is (ASCII, without '%'), of the part the k-th error of type t
// of the IPv4 parser is about (spec: #concept-ipv4-parser): the trailing
// '.', the fifth part, the first part that is not a number, the k-th
// part in hexadecimal or octal, the first part out of range. It returns -1
// for input that the IPv4 parser did not read as it is.
func ipv4ErrorIndex(input string, t ValidationError, k int) int {
	if strings.IndexByte(input, '%') >= 0 || !idna.IsASCII(input) {
		return -1
	}
	if t == ErrIPv4EmptyPart {
		return len(input) - 1
	}
	s := strings.TrimSuffix(input, ".")
	parts := strings.Split(s, ".")
	start := 0 // of part i
	for i, part := range parts {
		n, nonDecimal, ok := parseIPv4Number(part)
		switch {
		case t == ErrIPv4TooManyParts && i == 4,
			t == ErrIPv4NonNumericPart && !ok,
			t == ErrIPv4OutOfRangePart && ok && (n > 255 && i < len(parts)-1 || i == len(parts)-1):
			return start
		case t == ErrIPv4NonDecimalPart && nonDecimal:
			if k == 0 {
				return start
			}
			k--
		}
		start += len(part) + 1
	}
	return -1
}

// ipv6ErrorIndex returns the index in input, "[" address "]", of what the
// k-th error of type t of the IPv6 parser is about (spec:
// #concept-ipv6-parser): the leading ':' of improper compression, the
// second "::", the first code point that is not an ASCII hex digit, ':'
// or '.' (or the ']' when the address ends too early), the k-th piece
// with a leading 0, the IPv4 part. It returns -1 when it cannot tell.
func ipv6ErrorIndex(input string, t ValidationError, k int) int {
	if len(input) < 2 || input[0] != '[' || input[len(input)-1] != ']' {
		return -1
	}
	addr := input[1 : len(input)-1]
	switch t {
	case ErrIPv6InvalidCompression:
		return 1
	case ErrIPv6MultipleCompression:
		if first := strings.Index(addr, "::"); first >= 0 {
			if second := strings.Index(addr[first+2:], ":"); second >= 0 {
				return 1 + first + 2 + second
			}
		}
	case ErrIPv6InvalidCodePoint:
		for i := 0; i < len(addr); i++ {
			if c := addr[i]; !isASCIIHexDigit(c) && c != ':' && c != '.' {
				return 1 + i
			}
		}
		return len(input) - 1 // the address ends too early
	case ErrIPv6PieceLeadingZero:
		start := 0
		for _, piece := range strings.Split(addr, ":") {
			if len(piece) > 1 && piece[0] == '0' {
				if k == 0 {
					return 1 + start
				}
				k--
			}
			start += len(piece) + 1
		}
	default: // the IPv4 part, after the last ':'
		if i := strings.LastIndexByte(addr, ':'); i >= 0 && strings.IndexByte(addr[i:], '.') >= 0 {
			return 1 + i + 1
		}
	}
	return -1
}
