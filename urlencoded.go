package weburl

import (
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/encoding"
)

// appendURLDecodedPart appends to dst what the urlencoded parser makes of
// the name or value s: "+" replaced with a space, percent-decoded, and UTF-8
// decoded without BOM (spec: #concept-urlencoded-parser). It appends at
// most 4*len(s) bytes beyond len(dst) to dst's array (the UTF-8 decoding
// works in the space after the bytes it decodes), and leaves at most
// 3*len(s) there.
func appendURLDecodedPart(dst []byte, s string) []byte {
	start := len(dst)
	run := 0 // start of the run of bytes copied as they are
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '+':
			dst = append(dst, s[run:i]...)
			dst = append(dst, ' ')
			run = i + 1
		case isPercentEncodedAt(s, i):
			dst = append(dst, s[run:i]...)
			dst = append(dst, hexValue(s[i+1])<<4|hexValue(s[i+2]))
			i += 2
			run = i + 1
		}
	}
	dst = append(dst, s[run:]...)
	if decoded := dst[start:]; !utf8.Valid(decoded) {
		// Decode into the space after the decoded bytes (or into a new
		// array, if append needs one: decoded stays as it is either way),
		// then move the result down over them.
		end := len(dst)
		dst = appendUTF8DecodeWithoutBOM(dst, unsafe.String(&decoded[0], len(decoded)))
		n := copy(dst[start:], dst[end:])
		dst = dst[:start+n]
	}
	return dst
}

// appendURLEncoded implements the application/x-www-form-urlencoded
// serializer (spec: #concept-urlencoded-serializer) on a list of n
// tuples, tuple i being pair(i), with encoding enc (nil means UTF-8; enc
// goes through outputEncoding first), and appends the result to dst. Names
// and values that are not valid UTF-8 are first read as UTF-8 decode does
// (U+FFFD).
func appendURLEncoded(dst []byte, n int, pair func(i int) (name, value string), enc encoding.Encoding) []byte {
	enc = outputEncoding(enc)
	for i := range n {
		if i > 0 {
			dst = append(dst, '&')
		}
		name, value := pair(i)
		if enc == nil {
			dst = appendURLEncodedPair(dst, name, value)
		} else {
			dst = appendPercentEncodedAfterEncoding(dst, name, enc, &formPercentEncodeSet, true)
			dst = append(dst, '=')
			dst = appendPercentEncodedAfterEncoding(dst, value, enc, &formPercentEncodeSet, true)
		}
	}
	return dst
}

// appendURLEncodedPair appends one tuple as the
// application/x-www-form-urlencoded serializer writes it with UTF-8 (spec:
// #concept-urlencoded-serializer): name, "=", value, each UTF-8
// percent-encoded with the application/x-www-form-urlencoded
// percent-encode set, space as "+".
func appendURLEncodedPair(dst []byte, name, value string) []byte {
	dst = appendUTF8PercentEncodedSpace(dst, name, &formPercentEncodeSet, true)
	dst = append(dst, '=')
	return appendUTF8PercentEncodedSpace(dst, value, &formPercentEncodeSet, true)
}
