package weburl

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

// nameValue is one tuple of an application/x-www-form-urlencoded list.
type nameValue struct{ name, value string }

// parseURLEncoded implements the application/x-www-form-urlencoded parser
// (spec: #concept-urlencoded-parser); input's bytes are the byte sequence.
// Names and values are UTF-8 decoded without BOM (U+FFFD replacement). A name
// or value with no "+" or "%" is a substring of input when it is valid
// UTF-8.
func parseURLEncoded(input string) []nameValue {
	if input == "" {
		return nil
	}
	list := make([]nameValue, 0, strings.Count(input, "&")+1)
	for input != "" {
		var bytes string
		if i := strings.IndexByte(input, '&'); i >= 0 {
			bytes, input = input[:i], input[i+1:]
		} else {
			bytes, input = input, ""
		}
		if bytes == "" {
			continue
		}
		name, value, _ := strings.Cut(bytes, "=")
		list = append(list, nameValue{decodeURLEncodedPart(name), decodeURLEncodedPart(value)})
	}
	return list
}

// decodeURLEncodedPart replaces "+" in s with a space, percent-decodes it and
// UTF-8 decodes the result without BOM, as the urlencoded parser does to a
// name or value.
func decodeURLEncodedPart(s string) string {
	i, ascii := 0, true
	for ; i < len(s) && s[i] != '+' && s[i] != '%'; i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
		}
	}
	switch {
	case i == len(s) && ascii:
		return s
	case i == len(s):
		return utf8DecodeWithoutBOM(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	start := 0 // start of the run of bytes copied as they are
	for ; i < len(s); i++ {
		switch {
		case s[i] == '+':
			b.WriteString(s[start:i])
			b.WriteByte(' ')
			start = i + 1
		case s[i] == '%' && i+2 < len(s) && isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2]):
			b.WriteString(s[start:i])
			b.WriteByte(hexValue(s[i+1])<<4 | hexValue(s[i+2]))
			i += 2
			start = i + 1
		}
	}
	b.WriteString(s[start:])
	return utf8DecodeWithoutBOM(b.String())
}

// appendURLEncoded implements the application/x-www-form-urlencoded
// serializer (spec: #concept-urlencoded-serializer) with encoding enc (nil
// means UTF-8; enc goes through outputEncoding first) and appends the result
// to dst. Names and values that are not valid UTF-8 are first read as UTF-8
// decode does (U+FFFD).
func appendURLEncoded(dst []byte, list []nameValue, enc encoding.Encoding) []byte {
	enc = outputEncoding(enc)
	for i, tuple := range list {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = appendPercentEncodedAfterEncoding(dst, tuple.name, enc, &formPercentEncodeSet, true)
		dst = append(dst, '=')
		dst = appendPercentEncodedAfterEncoding(dst, tuple.value, enc, &formPercentEncodeSet, true)
	}
	return dst
}
