// Package queryencoding gives the query encoding for a WHATWG encoding
// label, such as "shift_jis", for weburl.ParseOptions.Encoding and
// weburl.SerializeURLEncoded: a page's encoding, which the URL Standard
// uses to encode a special URL's query (url spec: #concept-url-parser's
// encoding, #string-percent-encode-after-encoding).
//
// It is a package of its own so that a program that never uses a legacy
// encoding does not link the tables of golang.org/x/text's encodings
// (about 700 KB).
package queryencoding

import (
	"errors"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/legacyenc"
	"golang.org/x/text/encoding"
)

// hexDigits are the upper case hexadecimal digits.
const hexDigits = "0123456789ABCDEF"

// ErrUnknownLabel is the error, wrapped with the label, that ForLabel
// returns for a label that names no encoding. Test for it with errors.Is.
var ErrUnknownLabel = errors.New("queryencoding: unknown encoding label")

// ForLabel returns the query encoding for a WHATWG encoding label, such
// as "shift_jis", "latin1" or "gbk", for weburl.ParseOptions.Encoding and
// weburl.SerializeURLEncoded: the Encoding Standard's "get an encoding"
// (encoding spec: #concept-encoding-get) followed by "get an output
// encoding" (encoding spec: #get-an-output-encoding), so that UTF-8,
// UTF-16BE, UTF-16LE and replacement give nil, which means UTF-8. Leading
// and trailing ASCII whitespace is ignored and labels match ASCII
// case-insensitively. For a label that names no encoding it returns an
// error wrapping ErrUnknownLabel whose message quotes the label. Unlike golang.org/x/text/encoding/htmlindex.Get, it accepts only
// the Encoding Standard's labels (htmlindex also trims Unicode white space
// and lower-cases by Unicode rules, so it accepts "\u212Aoi8-r" with a
// KELVIN SIGN).
//
// The encoding returned is golang.org/x/text's (its NewEncoder and
// NewDecoder are x/text's) with the Encoding Standard's encoder for the
// query and form serializers: x/text's encoders give other bytes than the
// standard's for some code points of most legacy encodings, which weburl
// corrects for an encoding from ForLabel only.
func ForLabel(label string) (encoding.Encoding, error) {
	enc, ok := legacyenc.ForLabel(ascii.Lower(ascii.TrimSpace(label)))
	if !ok {
		return nil, &labelError{label}
	}
	return enc, nil
}

// labelError reports an unknown encoding label.
type labelError struct{ label string }

func (e *labelError) Error() string {
	return ErrUnknownLabel.Error() + " " + quoteLabel(e.label)
}

func (e *labelError) Unwrap() error { return ErrUnknownLabel }

// quoteLabel returns label in double quotes, with bytes outside printable
// ASCII written as \xNN.
func quoteLabel(label string) string {
	b := make([]byte, 0, len(label)+2)
	b = append(b, '"')
	for i := 0; i < len(label); i++ {
		c := label[i]
		if c < ' ' || c >= 0x7F || c == '"' || c == '\\' {
			b = append(b, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
			continue
		}
		b = append(b, c)
	}
	return string(append(b, '"'))
}
