package weburl

// Query encodings other than UTF-8 (the Encoding Standard's encoders, used by
// percent-encode after encoding). The encoders are golang.org/x/text's, with
// the differences from the Encoding Standard that the tests found wrapped
// here: see whatwgQuirks and appendISO2022JP.

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// outputEncoding implements the Encoding Standard's "get an output
// encoding": UTF-8, UTF-16BE, UTF-16LE and replacement give UTF-8, which
// weburl writes as nil. Encodings that htmlindex does not know are kept.
func outputEncoding(enc encoding.Encoding) encoding.Encoding {
	if enc == nil {
		return nil
	}
	switch name, _ := htmlindex.Name(enc); name {
	case "utf-8", "utf-16be", "utf-16le", "replacement":
		return nil
	}
	return enc
}

// appendPercentEncodedAfterEncoding implements percent-encode after encoding
// (spec: #string-percent-encode-after-encoding) with encoding enc (nil for
// UTF-8), appending to dst. A code point enc cannot encode is written as
// "%26%23", its decimal value, and "%3B". With spaceAsPlus a 0x20 byte is
// written as '+'. s is read as a scalar value string: ill-formed UTF-8 is
// read as U+FFFD.
func appendPercentEncodedAfterEncoding(dst []byte, s string, enc encoding.Encoding, set *percentEncodeSet, spaceAsPlus bool) []byte {
	if enc == nil {
		if !spaceAsPlus {
			return appendUTF8PercentEncoded(dst, s, set)
		}
		for {
			i := strings.IndexByte(s, ' ')
			if i < 0 {
				return appendUTF8PercentEncoded(dst, s, set)
			}
			dst = appendUTF8PercentEncoded(dst, s[:i], set)
			dst = append(dst, '+')
			s = s[i+1:]
		}
	}
	s = utf8DecodeWithoutBOM(s)
	name, _ := htmlindex.Name(enc)
	if name == "iso-2022-jp" {
		return appendISO2022JP(dst, s, set, spaceAsPlus)
	}
	s, errorRunes := whatwgQuirks(name, s)
	e := enc.NewEncoder()
	for s != "" {
		chunk := s
		if errorRunes != "" {
			if i := strings.IndexAny(s, errorRunes); i >= 0 {
				chunk = s[:i]
			}
		}
		dst = appendEncoded(dst, e, chunk, set, spaceAsPlus)
		s = s[len(chunk):]
		if s != "" { // at a code point the Encoding Standard's encoder rejects
			r, n := utf8.DecodeRuneInString(s)
			dst = appendEncodeError(dst, r)
			s = s[n:]
		}
	}
	return dst
}

// whatwgQuirks rewrites s, for the encoding named name, where the Encoding
// Standard's encoder differs from golang.org/x/text's, and returns the code
// points that the Encoding Standard's encoder rejects but x/text's encodes.
// (TestEncoderQuirks shows each difference.)
func whatwgQuirks(name, s string) (string, string) {
	switch name {
	case "shift_jis", "euc-jp":
		// U+00A5 and U+203E are 0x5C and 0x7E; U+2212 is encoded as
		// U+FF0D.
		return strings.NewReplacer("\u00A5", "\\", "\u203E", "~", "\u2212", "\uFF0D").Replace(s), ""
	case "gb18030", "gbk":
		return s, "\uE5E5"
	}
	return s, ""
}

// appendEncoded encodes s with e and appends the result, percent-encoded
// with set, to dst; code points e cannot encode are written as
// appendEncodeError does.
func appendEncoded(dst []byte, e *encoding.Encoder, s string, set *percentEncodeSet, spaceAsPlus bool) []byte {
	src := []byte(s)
	var buf [256]byte
	for {
		nDst, nSrc, err := e.Transform(buf[:], src, true)
		dst = appendPercentEncodedBytes(dst, buf[:nDst], set, spaceAsPlus)
		src = src[nSrc:]
		switch {
		case err == nil:
			return dst
		case err == transform.ErrShortDst:
			continue
		case isRepertoireError(err):
			r, n := utf8.DecodeRune(src)
			dst = appendEncodeError(dst, r)
			src = src[n:]
		default: // cannot happen for valid UTF-8 input
			for _, r := range string(src) {
				dst = appendEncodeError(dst, r)
			}
			return dst
		}
	}
}

// isRepertoireError reports whether err is x/text's error for a code point
// that the encoding cannot encode.
func isRepertoireError(err error) bool {
	_, ok := err.(interface{ Replacement() byte })
	return ok
}

// appendEncodeError appends what percent-encode after encoding writes for a
// code point r that the encoder cannot encode: "%26%23", r in decimal, "%3B".
func appendEncodeError(dst []byte, r rune) []byte {
	dst = append(dst, "%26%23"...)
	dst = strconv.AppendInt(dst, int64(r), 10)
	return append(dst, "%3B"...)
}

// appendPercentEncodedBytes appends each byte of b, percent-encoded when in
// set (bytes 0x80 and up always are), or '+' for 0x20 with spaceAsPlus.
func appendPercentEncodedBytes(dst, b []byte, set *percentEncodeSet, spaceAsPlus bool) []byte {
	for _, c := range b {
		switch {
		case c == ' ' && spaceAsPlus:
			dst = append(dst, '+')
		case set.has(c):
			dst = appendPercentEncodedByte(dst, c)
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// ISO-2022-JP encoder states (Encoding Standard).
const (
	iso2022ASCII = iota
	iso2022Roman
	iso2022JIS0208
)

// appendISO2022JP is percent-encode after encoding for ISO-2022-JP: the
// Encoding Standard's ISO-2022-JP encoder, percent-encoded with set.
// golang.org/x/text's encoder differs from it in three ways, so the state
// machine is written here, with x/text's EUC-JP encoder for index jis0208
// lookups (EUC-JP writes a jis0208 pointer as two bytes 0xA1 to 0xFE, which
// less 0x80 are ISO-2022-JP's bytes):
//   - U+000E, U+000F and U+001B are errors (reported as U+FFFD), not bytes;
//   - U+00A5 and U+203E are written in the Roman state (ESC ( J) as 0x5C and
//     0x7E, not rejected;
//   - U+FF61 to U+FF9F are written as their full-width katakana in jis0208,
//     not in JIS X 0201 (ESC ( I).
func appendISO2022JP(dst []byte, s string, set *percentEncodeSet, spaceAsPlus bool) []byte {
	eucJP := japanese.EUCJP.NewEncoder()
	state := iso2022ASCII
	var out []byte // encoder output for one step
	for i := 0; i <= len(s); {
		out = out[:0]
		if i == len(s) {
			if state != iso2022ASCII {
				out = append(out, 0x1B, '(', 'B')
				dst = appendPercentEncodedBytes(dst, out, set, spaceAsPlus)
			}
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if state != iso2022JIS0208 && (r == 0x0E || r == 0x0F || r == 0x1B) {
			dst = appendEncodeError(dst, utf8.RuneError)
			i += n
			continue
		}
		switch {
		case state == iso2022ASCII && r < utf8.RuneSelf:
			out = append(out, byte(r))
			i += n
		case state == iso2022Roman && (r < utf8.RuneSelf && r != 0x5C && r != 0x7E):
			out = append(out, byte(r))
			i += n
		case state == iso2022Roman && r == 0xA5:
			out = append(out, 0x5C)
			i += n
		case state == iso2022Roman && r == 0x203E:
			out = append(out, 0x7E)
			i += n
		case r < utf8.RuneSelf: // and the state is not ASCII
			out = append(out, 0x1B, '(', 'B')
			state = iso2022ASCII
		case (r == 0xA5 || r == 0x203E) && state != iso2022Roman:
			out = append(out, 0x1B, '(', 'J')
			state = iso2022Roman
		default:
			lead, trail, ok := jis0208Bytes(eucJP, r)
			switch {
			case !ok && state == iso2022JIS0208:
				out = append(out, 0x1B, '(', 'B')
				state = iso2022ASCII
			case !ok:
				dst = appendEncodeError(dst, r)
				i += n
			case state != iso2022JIS0208:
				out = append(out, 0x1B, '$', 'B')
				state = iso2022JIS0208
			default:
				out = append(out, lead, trail)
				i += n
			}
		}
		dst = appendPercentEncodedBytes(dst, out, set, spaceAsPlus)
	}
	return dst
}

// jis0208Bytes returns the two ISO-2022-JP bytes for r in index jis0208,
// after the ISO-2022-JP encoder's mappings of U+2212 and of half-width
// katakana (U+FF61 to U+FF9F, through index ISO-2022-JP katakana).
func jis0208Bytes(eucJP *encoding.Encoder, r rune) (lead, trail byte, ok bool) {
	if r == 0x2212 {
		r = 0xFF0D
	}
	if r >= 0xFF61 && r <= 0xFF9F {
		r = fullWidthKatakana(r)
	}
	var src [4]byte
	var b [8]byte
	n, _, err := eucJP.Transform(b[:], src[:utf8.EncodeRune(src[:], r)], true)
	eucJP.Reset()
	if err != nil || n != 2 || b[0] < 0xA1 || b[1] < 0xA1 {
		return 0, 0, false
	}
	return b[0] - 0x80, b[1] - 0x80, true
}

// fullWidthKatakana implements index ISO-2022-JP katakana for r in U+FF61 to
// U+FF9F: the compatibility decomposition (NFKC) of the half-width form,
// except for the sound marks U+FF9E and U+FF9F, which the index maps to the
// spacing U+309B and U+309C rather than the combining U+3099 and U+309A.
func fullWidthKatakana(r rune) rune {
	switch r {
	case 0xFF9E:
		return 0x309B
	case 0xFF9F:
		return 0x309C
	}
	var src [4]byte
	full, _ := utf8.DecodeRune(norm.NFKC.Bytes(src[:utf8.EncodeRune(src[:], r)]))
	return full
}
