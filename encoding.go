package weburl

// Query encodings (spec: #string-percent-encode-after-encoding): the labels
// and the choice of encoding are here; the encoders, golang.org/x/text's
// with corrections generated from the Encoding Standard's indexes, are in
// internal/legacyenc, whose documentation lists where x/text differs from
// the Encoding Standard.
//
// Labels: htmlindex.Get trims Unicode white space and lower-cases by Unicode
// rules, so EncodingForLabel checks for printable ASCII first.

import (
	"errors"

	"github.com/weburl/weburl/internal/legacyenc"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
)

// errUnknownEncodingLabel is returned, wrapped with the label, by
// EncodingForLabel for a label that names no encoding.
var errUnknownEncodingLabel = errors.New("weburl: unknown encoding label")

// EncodingForLabel returns the query encoding for a WHATWG encoding label,
// such as "shift_jis", "latin1" or "gbk", for ParseOptions.Encoding: the
// Encoding Standard's "get an encoding" (encoding spec:
// #concept-encoding-get) followed by "get an output encoding" (encoding
// spec: #get-an-output-encoding), so that UTF-8, UTF-16BE, UTF-16LE and
// replacement give nil, which means UTF-8. Leading and trailing ASCII
// whitespace is ignored and labels match ASCII case-insensitively. For a
// label that names no encoding it returns an error whose message quotes the
// label. Unlike golang.org/x/text/encoding/htmlindex.Get, it accepts only
// the Encoding Standard's labels (htmlindex also trims Unicode white space
// and lower-cases by Unicode rules).
//
// The encoding returned is golang.org/x/text's (its NewEncoder and
// NewDecoder are x/text's) with the Encoding Standard's encoder for the
// query and form serializers: x/text's encoders give other bytes than the
// standard's for some code points of most legacy encodings, which weburl
// corrects for an encoding from EncodingForLabel only. Its tables are linked into a
// program that calls EncodingForLabel, not into one that only parses.
func EncodingForLabel(label string) (encoding.Encoding, error) {
	trimmed := trimASCIIWhitespace(label)
	// Every label is printable ASCII. Checking that first keeps htmlindex's
	// Unicode-aware trimming and lower-casing out of it: it would accept
	// "\vutf-8" or "\u212Aoi8-r" (KELVIN SIGN), which name no encoding.
	for i := 0; i < len(trimmed); i++ {
		if c := trimmed[i]; c <= ' ' || c >= 0x7F {
			return nil, &labelError{label}
		}
	}
	enc, err := htmlindex.Get(trimmed)
	if err != nil || trimmed == "" {
		return nil, &labelError{label}
	}
	if enc = outputEncoding(enc); enc == nil {
		return nil, nil
	}
	return legacyenc.Encoding{Encoding: enc}, nil
}

// labelError reports an unknown encoding label.
type labelError struct{ label string }

func (e *labelError) Error() string {
	return errUnknownEncodingLabel.Error() + " " + quoteLabel(e.label)
}

func (e *labelError) Unwrap() error { return errUnknownEncodingLabel }

// quoteLabel returns label in double quotes, with bytes outside printable
// ASCII written as \xNN.
func quoteLabel(label string) string {
	b := make([]byte, 0, len(label)+2)
	b = append(b, '"')
	for i := 0; i < len(label); i++ {
		c := label[i]
		if c < ' ' || c >= 0x7F || c == '"' || c == '\\' {
			b = append(b, '\\', 'x', upperHex[c>>4], upperHex[c&15])
			continue
		}
		b = append(b, c)
	}
	return string(append(b, '"'))
}

// trimASCIIWhitespace removes leading and trailing ASCII whitespace (TAB, LF,
// FF, CR, SPACE) from s (spec: Infra's strip leading and trailing ASCII
// whitespace).
func trimASCIIWhitespace(s string) string {
	isSpace := func(c byte) bool { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ' }
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// outputEncoding applies "get an output encoding"
// (encoding spec: #get-an-output-encoding) to enc: UTF-8, UTF-16BE,
// UTF-16LE and replacement (golang.org/x/text's unicode.UTF8, UTF-16 with
// IgnoreBOM, and encoding.Replacement) give nil, which stands for UTF-8;
// any other encoding is returned as it is. nil stays nil.
func outputEncoding(enc encoding.Encoding) encoding.Encoding {
	switch enc {
	case unicode.UTF8, encoding.Replacement,
		unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM):
		return nil
	}
	return enc
}
