package weburl

// application/x-www-form-urlencoded (spec: #application/x-www-form-urlencoded).
// A first, plain version.

import (
	"strings"

	"golang.org/x/text/encoding"
)

type nameValue struct{ name, value string }

func parseURLEncoded(input string) []nameValue {
	var out []nameValue
	for _, seq := range strings.Split(input, "&") {
		if seq == "" {
			continue
		}
		name, value, _ := strings.Cut(seq, "=")
		name = strings.ReplaceAll(name, "+", " ")
		value = strings.ReplaceAll(value, "+", " ")
		out = append(out, nameValue{utf8DecodeWithoutBOM(string(appendPercentDecoded(nil, name))), utf8DecodeWithoutBOM(string(appendPercentDecoded(nil, value)))})
	}
	return out
}

var formSet = mkset(mkset(userinfoPercentEncodeSet, "$%&+,"), "!'()~")

func appendURLEncoded(dst []byte, list []nameValue, enc encoding.Encoding) []byte {
	for i, nv := range list {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = append(dst, strings.ReplaceAll(string(appendUTF8PercentEncoded(nil, nv.name, &formSet)), "%20", "+")...)
		dst = append(dst, '=')
		dst = append(dst, strings.ReplaceAll(string(appendUTF8PercentEncoded(nil, nv.value, &formSet)), "%20", "+")...)
	}
	return dst
}
