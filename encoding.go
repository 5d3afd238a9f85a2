package weburl

// Query encodings (spec: #string-percent-encode-after-encoding): the
// choice of encoding is here. The labels are in the queryencoding package
// (queryencoding.ForLabel), and the encoders, golang.org/x/text's with
// corrections generated from the Encoding Standard's indexes, in
// internal/legacyenc, whose documentation lists where x/text differs from
// the Encoding Standard: this package imports neither, so that a program
// links the tables of the legacy encodings only when it uses one.

import (
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
)

// outputEncoding applies "get an output encoding"
// (encoding spec: #get-an-output-encoding) to enc: UTF-8, UTF-16BE,
// UTF-16LE and replacement (golang.org/x/text's unicode.UTF8, UTF-16 with
// IgnoreBOM, and encoding.Replacement) give nil, which stands for UTF-8;
// any other encoding is returned as it is. nil stays nil.
func outputEncoding(enc encoding.Encoding) encoding.Encoding {
	if enc == nil {
		return nil // UTF-8, and the common case: unicode.UTF16 looks its result up in a map
	}
	switch enc {
	case unicode.UTF8, encoding.Replacement,
		unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM):
		return nil
	}
	return enc
}
