package weburl

// Percent-encoding (spec: #percent-encoded-bytes). A first, plain version:
// query encodings other than UTF-8 are not supported yet.

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

type percentEncodeSet [2]uint64

func (s *percentEncodeSet) has(b byte) bool { return b >= 0x80 || s[b>>6]&(1<<(b&63)) != 0 }

func mkset(base percentEncodeSet, extra string) percentEncodeSet {
	for i := 0; i < len(extra); i++ {
		b := extra[i]
		base[b>>6] |= 1 << (b & 63)
	}
	return base
}

var c0ControlPercentEncodeSet = func() percentEncodeSet {
	var s percentEncodeSet
	for b := 0; b < 0x20; b++ {
		s[0] |= 1 << b
	}
	s[1] |= 1 << (0x7f - 64)
	return s
}()
var fragmentPercentEncodeSet = mkset(c0ControlPercentEncodeSet, " \"<>`")
var queryPercentEncodeSet = mkset(c0ControlPercentEncodeSet, " \"#<>")
var specialQueryPercentEncodeSet = mkset(queryPercentEncodeSet, "'")
var pathPercentEncodeSet = mkset(queryPercentEncodeSet, "?^`{}")
var userinfoPercentEncodeSet = mkset(pathPercentEncodeSet, "/:;=@[\\]|")

const upperhex = "0123456789ABCDEF"

func appendUTF8PercentEncoded(dst []byte, s string, set *percentEncodeSet) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			if set.has(c) {
				dst = append(dst, '%', upperhex[c>>4], upperhex[c&15])
			} else {
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			dst = append(dst, "%EF%BF%BD"...)
			i++
			continue
		}
		for k := 0; k < n; k++ {
			c := s[i+k]
			dst = append(dst, '%', upperhex[c>>4], upperhex[c&15])
		}
		i += n
	}
	return dst
}

func appendPercentEncodedAfterEncoding(dst []byte, s string, enc encoding.Encoding, set *percentEncodeSet, spaceAsPlus bool) []byte {
	return appendUTF8PercentEncoded(dst, s, set)
}

func unhex(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c - 'a' + 10)
	case 'A' <= c && c <= 'F':
		return int(c - 'A' + 10)
	}
	return -1
}

func appendPercentDecoded(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && unhex(s[i+1]) >= 0 && unhex(s[i+2]) >= 0 {
			dst = append(dst, byte(unhex(s[i+1])<<4|unhex(s[i+2])))
			i += 2
			continue
		}
		dst = append(dst, s[i])
	}
	return dst
}

func utf8DecodeWithoutBOM(s string) string { return strings.ToValidUTF8(s, "\uFFFD") }

func outputEncoding(enc encoding.Encoding) encoding.Encoding { return nil }
