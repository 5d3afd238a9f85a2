package weburl

import "golang.org/x/text/encoding"

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
	list := parseURLEncoded(input)
	if len(list) == 0 {
		return nil
	}
	pairs := make([][2]string, len(list))
	for i, nv := range list {
		pairs[i] = [2]string{nv.name, nv.value}
	}
	return pairs
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
// encoding (spec: get an output encoding); EncodingForLabel gives the
// encoding for a label such as "shift_jis". Code points enc cannot encode
// are written as "%26%23", their value in decimal, and "%3B" (an HTML
// numeric character reference, percent-encoded). Names and values that are
// not valid UTF-8 are read as UTF-8 decode reads them (U+FFFD for each
// maximal subpart of an ill-formed sequence).
//
// net/url's Values.Encode differs: it sorts by name, and it percent-encodes
// "~" and not "*" ("%7E" and "*" here are "~" and "%2A" there).
func SerializeURLEncoded(pairs [][2]string, enc encoding.Encoding) string {
	enc = outputEncoding(enc)
	var buf []byte
	for i, pair := range pairs {
		if i > 0 {
			buf = append(buf, '&')
		}
		buf = appendURLEncodedPair(buf, pair[0], pair[1], enc)
	}
	return string(buf)
}
