package weburl

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/encoding"

	"github.com/weburl/weburl/internal/encodeafter"
)

// percentEncodeSet is a percent-encode set (spec: #percent-encode-set) as a
// 128-bit bitmap of ASCII bytes: bit b set means byte b is in the set. Every
// code point above U+007F is in every set; has reports true for those bytes.
type percentEncodeSet [2]uint64

// has reports whether byte b is in the set. Bytes 0x80 and above are in
// every set: they are parts of the UTF-8 (or legacy) encoding of non-ASCII
// code points.
func (s *percentEncodeSet) has(b byte) bool {
	return b >= utf8.RuneSelf || s[b>>6]&(1<<(b&63)) != 0
}

// The percent-encode sets, as in the spec: each is the one it builds on plus
// the code points listed. The low word holds U+0000–U+003F, the high word
// U+0040–U+007F; a code point c of the high half is the bit 1<<(c-0x40).
const (
	// C0 controls (U+0000–U+001F) and code points greater than U+007E,
	// of which only U+007F is ASCII (spec: #c0-control-percent-encode-set).
	c0ControlSetLow  = 1<<0x20 - 1
	c0ControlSetHigh = 1 << (0x7F - 0x40)

	// spec: #fragment-percent-encode-set: C0 control set and space, ", <, >, `.
	fragmentSetLow  = c0ControlSetLow | 1<<' ' | 1<<'"' | 1<<'<' | 1<<'>'
	fragmentSetHigh = c0ControlSetHigh | 1<<('`'-0x40)

	// spec: #query-percent-encode-set: C0 control set and space, ", #, <, >.
	querySetLow  = c0ControlSetLow | 1<<' ' | 1<<'"' | 1<<'#' | 1<<'<' | 1<<'>'
	querySetHigh = c0ControlSetHigh

	// spec: #special-query-percent-encode-set: query set and '.
	specialQuerySetLow  = querySetLow | 1<<'\''
	specialQuerySetHigh = querySetHigh

	// spec: #path-percent-encode-set: query set and ?, ^, `, {, }.
	pathSetLow  = querySetLow | 1<<'?'
	pathSetHigh = querySetHigh | 1<<('^'-0x40) | 1<<('`'-0x40) | 1<<('{'-0x40) | 1<<('}'-0x40)

	// spec: #userinfo-percent-encode-set: path set and /, :, ;, =, @,
	// [ to ] inclusive, and |.
	userinfoSetLow  = pathSetLow | 1<<'/' | 1<<':' | 1<<';' | 1<<'='
	userinfoSetHigh = pathSetHigh | 1<<('@'-0x40) | 1<<('['-0x40) | 1<<('\\'-0x40) | 1<<(']'-0x40) | 1<<('|'-0x40)

	// spec: #component-percent-encode-set: userinfo set and $ to &
	// inclusive, +, and ,.
	componentSetLow  = userinfoSetLow | 1<<'$' | 1<<'%' | 1<<'&' | 1<<'+' | 1<<','
	componentSetHigh = userinfoSetHigh

	// spec: #application-x-www-form-urlencoded-percent-encode-set: component
	// set and !, ' to ) inclusive, and ~.
	formSetLow  = componentSetLow | 1<<'!' | 1<<'\'' | 1<<'(' | 1<<')'
	formSetHigh = componentSetHigh | 1<<('~'-0x40)
)

var (
	c0ControlPercentEncodeSet    = percentEncodeSet{c0ControlSetLow, c0ControlSetHigh}
	fragmentPercentEncodeSet     = percentEncodeSet{fragmentSetLow, fragmentSetHigh}
	queryPercentEncodeSet        = percentEncodeSet{querySetLow, querySetHigh}
	specialQueryPercentEncodeSet = percentEncodeSet{specialQuerySetLow, specialQuerySetHigh}
	pathPercentEncodeSet         = percentEncodeSet{pathSetLow, pathSetHigh}
	userinfoPercentEncodeSet     = percentEncodeSet{userinfoSetLow, userinfoSetHigh}
	componentPercentEncodeSet    = percentEncodeSet{componentSetLow, componentSetHigh}
	formPercentEncodeSet         = percentEncodeSet{formSetLow, formSetHigh}
)

// upperHex holds the ASCII upper hex digits, indexed by value.
const upperHex = "0123456789ABCDEF"

// isASCIIHexDigit reports whether b is an ASCII hex digit (spec: Infra's
// ASCII hex digit: 0-9, A-F, a-f).
func isASCIIHexDigit(b byte) bool {
	return '0' <= b && b <= '9' || 'A' <= b && b <= 'F' || 'a' <= b && b <= 'f'
}

// isPercentEncodedAt reports whether s[i] is '%' followed by two ASCII hex
// digits: a percent-encoded byte (spec: #percent-encoded-byte).
func isPercentEncodedAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2])
}

// indexPercentEncoded returns the index of the first percent-encoded byte
// of s (see isPercentEncodedAt), or -1.
func indexPercentEncoded(s string) int {
	for i := 0; ; i++ {
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return -1
		}
		if i += j; isPercentEncodedAt(s, i) {
			return i
		}
	}
}

// hexValue returns the value of the ASCII hex digit b, or 0 if b is not one.
func hexValue(b byte) byte {
	switch {
	case '0' <= b && b <= '9':
		return b - '0'
	case 'A' <= b && b <= 'F':
		return b - 'A' + 10
	case 'a' <= b && b <= 'f':
		return b - 'a' + 10
	}
	return 0
}

// appendPercentEncodedByte appends the percent-encoding of b
// (spec: #percent-encode): "%" and two ASCII upper hex digits.
func appendPercentEncodedByte(dst []byte, b byte) []byte {
	return append(dst, '%', upperHex[b>>4], upperHex[b&15])
}

// encodedReplacementChar is the UTF-8 percent-encoding of U+FFFD.
const encodedReplacementChar = "%EF%BF%BD"

// appendUTF8PercentEncoded appends the UTF-8 percent-encoding of s using set
// (spec: #string-utf-8-percent-encode) to dst. s is any Go string: a byte
// sequence that is not valid UTF-8 is read as the Encoding Standard's UTF-8
// decoder reads it (each maximal subpart of an ill-formed sequence becomes one
// U+FFFD, written as %EF%BF%BD), so results agree with a browser that decoded
// the same bytes. Hex digits are upper case.
func appendUTF8PercentEncoded(dst []byte, s string, set *percentEncodeSet) []byte {
	return appendUTF8PercentEncodedSpace(dst, s, set, false)
}

// utf8PercentEncodeString returns the UTF-8 percent-encoding of s with set
// (see appendUTF8PercentEncodedSpace), whose bytes before from need no
// encoding, in one allocation of the result's length when s is valid UTF-8
// (and no copy), so that long values cost no more per byte than short ones.
func utf8PercentEncodeString(s string, from int, set *percentEncodeSet, spaceAsPlus bool) string {
	n := len(s)
	for i := from; i < len(s); i++ {
		if set.has(s[i]) && !(spaceAsPlus && s[i] == ' ') {
			n += 2 // "%XX" for the byte
		}
	}
	buf := make([]byte, 0, n)
	buf = append(buf, s[:from]...)
	buf = appendUTF8PercentEncodedSpace(buf, s[from:], set, spaceAsPlus)
	if len(buf) == 0 {
		return ""
	}
	// buf is not used again.
	return unsafe.String(unsafe.SliceData(buf), len(buf))
}

// appendUTF8PercentEncodedSpace is appendUTF8PercentEncoded with the
// spaceAsPlus flag of percent-encode after encoding
// (spec: #string-percent-encode-after-encoding): when it is true, U+0020
// becomes "+" whatever set holds.
func appendUTF8PercentEncodedSpace(dst []byte, s string, set *percentEncodeSet, spaceAsPlus bool) []byte {
	bits := *set
	if spaceAsPlus {
		bits[0] |= 1 << ' ' // send spaces to the slow path below
	}
	start := 0 // start of the run of bytes that need no encoding
	i := 0
	for i < len(s) {
		b := s[i]
		if b < utf8.RuneSelf && bits[(b>>6)&1]&(1<<(b&63)) == 0 {
			i++
			continue
		}
		dst = append(dst, s[start:i]...)
		switch {
		case b < utf8.RuneSelf:
			if b == ' ' && spaceAsPlus {
				dst = append(dst, '+')
			} else {
				dst = appendPercentEncodedByte(dst, b)
			}
			i++
		default:
			// A non-ASCII code point: all of its UTF-8 bytes are in every
			// set, so only its length matters.
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = append(dst, encodedReplacementChar...)
				i += invalidUTF8Len(s[i:])
			} else {
				for end := i + size; i < end; i++ {
					dst = appendPercentEncodedByte(dst, s[i])
				}
			}
		}
		start = i
	}
	return append(dst, s[start:]...)
}

// invalidUTF8Len returns the length of the ill-formed byte sequence at the
// start of s, which must be non-empty and must not start with a well-formed
// UTF-8 sequence: the bytes that the Encoding Standard's UTF-8 decoder
// (encoding spec: #utf-8-decoder) consumes before it returns one error. That
// is the maximal subpart of Unicode's "U+FFFD substitution of maximal
// subparts": a lead byte and the continuation bytes that are still allowed
// after it; a byte that cannot continue the sequence is not consumed.
func invalidUTF8Len(s string) int {
	lower, upper := byte(0x80), byte(0xBF)
	var needed int
	switch b := s[0]; {
	case 0xC2 <= b && b <= 0xDF:
		needed = 1
	case 0xE0 <= b && b <= 0xEF:
		needed = 2
		if b == 0xE0 {
			lower = 0xA0 // no overlong forms
		} else if b == 0xED {
			upper = 0x9F // no surrogates
		}
	case 0xF0 <= b && b <= 0xF4:
		needed = 3
		if b == 0xF0 {
			lower = 0x90 // no overlong forms
		} else if b == 0xF4 {
			upper = 0x8F // nothing above U+10FFFF
		}
	default:
		return 1 // a continuation byte, C0, C1, or F5 to FF
	}
	n := 1
	for n <= needed && n < len(s) && lower <= s[n] && s[n] <= upper {
		lower, upper = 0x80, 0xBF
		n++
	}
	return n
}

// utf8DecodeWithoutBOM implements the Encoding Standard's "UTF-8 decode
// without BOM" (encoding spec: #utf-8-decode-without-bom): ill-formed
// subsequences become U+FFFD, one for each maximal subpart. It returns s
// itself, without allocating, when s is valid UTF-8.
func utf8DecodeWithoutBOM(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string(appendUTF8DecodeWithoutBOM(make([]byte, 0, len(s)+8), s))
}

// appendUTF8DecodeWithoutBOM appends utf8DecodeWithoutBOM(s) to dst. It
// appends at most 3*len(s) bytes.
func appendUTF8DecodeWithoutBOM(dst []byte, s string) []byte {
	start := 0 // start of the run of well-formed bytes
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r != utf8.RuneError || size != 1 {
			i += size
			continue
		}
		dst = append(dst, s[start:i]...)
		dst = append(dst, "\uFFFD"...)
		i += invalidUTF8Len(s[i:])
		start = i
	}
	return append(dst, s[start:]...)
}

// appendPercentDecoded appends the percent-decoding of s to dst
// (spec: #percent-decode, the byte-sequence form; s's bytes are the input).
// A "%" that is not followed by two ASCII hex digits is kept as it is.
func appendPercentDecoded(dst []byte, s string) []byte {
	start := 0 // start of the run of bytes copied as they are
	for i := 0; i+2 < len(s); i++ {
		if !isPercentEncodedAt(s, i) {
			continue
		}
		dst = append(dst, s[start:i]...)
		dst = append(dst, hexValue(s[i+1])<<4|hexValue(s[i+2]))
		i += 2
		start = i + 1
	}
	return append(dst, s[start:]...)
}

// appendPercentEncodedAfterEncoding implements percent-encode after encoding
// (spec: #string-percent-encode-after-encoding) and appends the result to
// dst. enc nil means UTF-8; any other encoding first goes through
// outputEncoding, so UTF-16 and replacement also mean UTF-8. s is read as
// utf8DecodeWithoutBOM reads it. With spaceAsPlus, 0x20 bytes become "+".
// Each code point enc cannot encode becomes "%26%23", its value in decimal,
// and "%3B", whatever set holds.
func appendPercentEncodedAfterEncoding(dst []byte, s string, enc encoding.Encoding, set *percentEncodeSet, spaceAsPlus bool) []byte {
	enc = outputEncoding(enc)
	if enc == nil {
		return appendUTF8PercentEncodedSpace(dst, s, set, spaceAsPlus)
	}
	if qe, ok := enc.(queryEncoder); ok {
		return qe.AppendPercentEncoded(dst, utf8DecodeWithoutBOM(s), (*[2]uint64)(set), spaceAsPlus)
	}
	return encodeafter.AppendXText(dst, utf8DecodeWithoutBOM(s), enc, (*[2]uint64)(set), spaceAsPlus)
}

// A queryEncoder is a query encoding with the Encoding Standard's encoder,
// as queryencoding.ForLabel returns (legacyenc.Encoding). The parser reaches the
// legacy encoders only through this method, so that a program that never
// makes such an encoding does not link their tables.
type queryEncoder interface {
	AppendPercentEncoded(dst []byte, s string, set *[2]uint64, spaceAsPlus bool) []byte
}
