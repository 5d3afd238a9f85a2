package weburl

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/encoding"
)

// ParseURLEncoded parses input with the application/x-www-form-urlencoded
// parser (spec: #concept-urlencoded-parser) and returns its name-value
// pairs, in order, each as {name, value}: input is split at "&", empty
// pieces are skipped, a piece is split into name and value at its first "="
// (a piece without "=" is a name with the value ""), "+" becomes a space,
// percent-encoded bytes are decoded, and the bytes are then UTF-8 decoded
// without BOM, so that each maximal subpart of an ill-formed sequence
// becomes U+FFFD and a leading U+FEFF is kept. Names and values are
// therefore always valid UTF-8. Input with no pairs gives nil.
//
// Unlike NewSearchParams (new URLSearchParams(init)), ParseURLEncoded does
// not remove a leading "?": it is part of the first name. Unlike net/url's
// ParseQuery, it keeps the order of the pairs, never fails, and does not
// split at ";". NewSearchParamsFromPairs takes the result.
func ParseURLEncoded(input string) [][2]string {
	if input == "" {
		return nil
	}
	pairs := make([][2]string, 0, strings.Count(input, "&")+1)
	var d formDecoder
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
		// name and value are at most len(bytes) + len(input) bytes.
		rest := len(bytes) + len(input)
		pairs = append(pairs, [2]string{d.decode(name, rest), d.decode(value, rest)})
	}
	if len(pairs) == 0 {
		return nil
	}
	return pairs
}

// formDecoder decodes the names and values of ParseURLEncoded into one
// buffer, so that parsing takes a fixed number of allocations, whatever the
// number of pairs.
type formDecoder struct {
	buf []byte // never grows: the strings handed out point into it
}

// decode returns what the urlencoded parser makes of the name or value s
// (see appendURLDecodedPart), which is s itself when that changes nothing.
// rest is the number of bytes of input left, s included: the first time a
// part changes, the buffer gets room for all of them.
func (d *formDecoder) decode(s string, rest int) string {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 && utf8.ValidString(s) {
		return s
	}
	// Each byte becomes at most 3 (U+FFFD for an invalid byte), and
	// appendURLDecodedPart needs room for 4.
	if cap(d.buf)-len(d.buf) < 4*len(s) {
		d.buf = make([]byte, 0, 4*rest)
	}
	start := len(d.buf)
	d.buf = appendURLDecodedPart(d.buf, s)
	if len(d.buf) == start {
		return ""
	}
	return unsafe.String(&d.buf[start], len(d.buf)-start)
}

// SerializeURLEncoded returns pairs, each {name, value}, serialized by the
// application/x-www-form-urlencoded serializer (spec:
// #concept-urlencoded-serializer): name "=" value, joined with "&", each
// name and value percent-encoded after encoding with enc and the
// application/x-www-form-urlencoded percent-encode set
// (FormURLEncodedPercentEncodeSet), so that a space becomes "+" and every
// byte but the ASCII alphanumerics, "*", "-", "." and "_" is
// percent-encoded. The result is ASCII; no pairs give "".
//
// enc nil means UTF-8, as do UTF-8, UTF-16BE, UTF-16LE and the replacement
// encoding (spec: get an output encoding); queryencoding.ForLabel gives the
// encoding for a label such as "shift_jis", with the Encoding Standard's
// encoder (another encoding runs as its own encoder: see
// ParseOptions.Encoding). Code points enc cannot encode
// are written as "%26%23", their value in decimal, and "%3B" (an HTML
// numeric character reference, percent-encoded). Names and values that are
// not valid UTF-8 are read as UTF-8 decode reads them (U+FFFD for each
// maximal subpart of an ill-formed sequence).
//
// net/url's Values.Encode differs: it sorts by name, and it percent-encodes
// "~" and not "*" ("%7E" and "*" here are "~" and "%2A" there).
func SerializeURLEncoded(pairs [][2]string, enc encoding.Encoding) string {
	pair := func(i int) (string, string) { return pairs[i][0], pairs[i][1] }
	return string(appendURLEncoded(nil, len(pairs), pair, enc))
}
