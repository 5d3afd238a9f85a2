package weburl

import "unicode/utf8"

// A percentEncodeSet is a percent-encode set (spec: #percent-encode-set) as a
// 128-bit bitmap of ASCII bytes: bit b is set when byte b is in the set.
// Every code point above U+007E is in every set (they all include the C0
// control percent-encode set), so has reports true for bytes 0x80 and up.
type percentEncodeSet [2]uint64

// has reports whether byte c (of a code point) is in the set.
func (s *percentEncodeSet) has(c byte) bool {
	return c >= 0x80 || s[c>>6]&(1<<(c&63)) != 0
}

// with returns s plus the code points in extra (all ASCII).
func (s percentEncodeSet) with(extra string) percentEncodeSet {
	for i := 0; i < len(extra); i++ {
		c := extra[i]
		s[c>>6] |= 1 << (c & 63)
	}
	return s
}

// The percent-encode sets of the URL Standard, each built from the one it is
// defined in terms of.
var (
	// spec: #c0-control-percent-encode-set: the C0 controls and all code
	// points greater than U+007E (~).
	c0ControlPercentEncodeSet = percentEncodeSet{0xFFFFFFFF, 1 << (0x7F - 64)}
	// spec: #fragment-percent-encode-set
	fragmentPercentEncodeSet = c0ControlPercentEncodeSet.with(" \"<>`")
	// spec: #query-percent-encode-set
	queryPercentEncodeSet = c0ControlPercentEncodeSet.with(" \"#<>")
	// spec: #special-query-percent-encode-set
	specialQueryPercentEncodeSet = queryPercentEncodeSet.with("'")
	// spec: #path-percent-encode-set
	pathPercentEncodeSet = queryPercentEncodeSet.with("?^`{}")
	// spec: #userinfo-percent-encode-set
	userinfoPercentEncodeSet = pathPercentEncodeSet.with("/:;=@[\\]|")
	// spec: #component-percent-encode-set
	componentPercentEncodeSet = userinfoPercentEncodeSet.with("$%&+,")
	// spec: #application-x-www-form-urlencoded-percent-encode-set
	formPercentEncodeSet = componentPercentEncodeSet.with("!'()~")
)

const upperHex = "0123456789ABCDEF"

// appendPercentEncodedByte appends the percent-encoding of c (spec:
// #percent-encode): '%' and two upper-case hex digits.
func appendPercentEncodedByte(dst []byte, c byte) []byte {
	return append(dst, '%', upperHex[c>>4], upperHex[c&15])
}

// appendUTF8PercentEncoded appends the UTF-8 percent-encoding of s using set
// (spec: #string-utf-8-percent-encode) to dst. s is any Go string: bytes that
// are not valid UTF-8 are read as UTF-8 decode reads them, each maximal
// subpart of an ill-formed sequence becoming U+FFFD (written %EF%BF%BD).
func appendUTF8PercentEncoded(dst []byte, s string, set *percentEncodeSet) []byte {
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && !set.has(s[j]) {
			j++
		}
		dst = append(dst, s[i:j]...)
		if j == len(s) {
			break
		}
		if c := s[j]; c < utf8.RuneSelf {
			dst = appendPercentEncodedByte(dst, c)
			i = j + 1
			continue
		}
		r, n := decodeRune(s[j:])
		if r == utf8.RuneError { // ill-formed, or U+FFFD itself
			dst = append(dst, "%EF%BF%BD"...)
		} else {
			for k := j; k < j+n; k++ {
				dst = appendPercentEncodedByte(dst, s[k])
			}
		}
		i = j + n
	}
	return dst
}

// decodeRune decodes the code point at the start of s as the Encoding
// Standard's UTF-8 decoder does: for an ill-formed sequence it returns
// U+FFFD and the length of the sequence's maximal subpart (the lead byte and
// the continuation bytes that were valid so far), which is never 0.
func decodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r != utf8.RuneError || n != 1 {
		return r, n
	}
	need, lo, hi := 0, byte(0x80), byte(0xBF)
	switch c := s[0]; {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	}
	i := 1
	for i <= need && i < len(s) && s[i] >= lo && s[i] <= hi {
		lo, hi = 0x80, 0xBF
		i++
	}
	return utf8.RuneError, i
}

// utf8DecodeWithoutBOM implements the Encoding Standard's UTF-8 decode
// without BOM on the bytes of s: each maximal subpart of an ill-formed
// sequence becomes U+FFFD. It returns s itself, without allocating, when s is
// valid UTF-8.
func utf8DecodeWithoutBOM(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	out := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			out = append(out, s[i])
			i++
			continue
		}
		r, n := decodeRune(s[i:])
		out = utf8.AppendRune(out, r)
		i += n
	}
	return string(out)
}

// isASCIIHexDigit reports whether c is an ASCII hex digit.
func isASCIIHexDigit(c byte) bool {
	return isASCIIDigit(c) || (c|0x20) >= 'a' && (c|0x20) <= 'f'
}

// hexValue returns the value of the ASCII hex digit c.
func hexValue(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return (c | 0x20) - 'a' + 10
}

// appendPercentDecoded appends the percent-decoding of the bytes of s (spec:
// #percent-decode) to dst: each '%' followed by two ASCII hex digits becomes
// the byte they denote; every other byte is copied.
func appendPercentDecoded(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2]) {
			c = hexValue(s[i+1])<<4 | hexValue(s[i+2])
			i += 2
		}
		dst = append(dst, c)
	}
	return dst
}
