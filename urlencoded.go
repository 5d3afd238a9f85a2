package weburl

// application/x-www-form-urlencoded (spec: #application/x-www-form-urlencoded).

import (
	"strings"

	"golang.org/x/text/encoding"
)

// nameValue is one tuple of an application/x-www-form-urlencoded list.
type nameValue struct{ name, value string }

// parseURLEncoded implements the application/x-www-form-urlencoded parser
// (spec: #concept-urlencoded-parser) on the bytes of input: sequences split
// at '&', empty ones skipped, names split from values at the first '=', '+'
// read as a space, then percent-decoded and UTF-8 decoded without BOM.
// Names and values that hold no '+' or '%' are substrings of input.
func parseURLEncoded(input string) []nameValue {
	if input == "" {
		return nil
	}
	list := make([]nameValue, 0, strings.Count(input, "&")+1)
	for input != "" {
		var bytes string
		bytes, input, _ = strings.Cut(input, "&")
		if bytes == "" {
			continue
		}
		name, value, _ := strings.Cut(bytes, "=")
		list = append(list, nameValue{formDecode(name), formDecode(value)})
	}
	return list
}

// formDecode replaces '+' with a space, percent-decodes, and UTF-8 decodes
// without BOM (ill-formed sequences become U+FFFD).
func formDecode(s string) string {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 {
		return utf8DecodeWithoutBOM(s)
	}
	var buf [64]byte
	b := buf[:0]
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '+':
			b = append(b, ' ')
		case c == '%' && i+2 < len(s) && isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2]):
			b = append(b, hexValue(s[i+1])<<4|hexValue(s[i+2]))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return utf8DecodeWithoutBOM(string(b))
}

// appendURLEncoded implements the application/x-www-form-urlencoded
// serializer (spec: #concept-urlencoded-serializer) with encoding enc (nil
// for UTF-8), appending to dst: "name=value" pairs joined with '&', each
// percent-encoded after encoding with the application/x-www-form-urlencoded
// percent-encode set and a space as '+'.
func appendURLEncoded(dst []byte, list []nameValue, enc encoding.Encoding) []byte {
	enc = outputEncoding(enc)
	for i, nv := range list {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = appendPercentEncodedAfterEncoding(dst, nv.name, enc, &formPercentEncodeSet, true)
		dst = append(dst, '=')
		dst = appendPercentEncodedAfterEncoding(dst, nv.value, enc, &formPercentEncodeSet, true)
	}
	return dst
}
