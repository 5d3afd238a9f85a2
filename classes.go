package weburl

import (
	"encoding/binary"
	"unicode/utf8"
	"unsafe"
)

// Byte and code point classes (spec: Infra's code point classes, the URL
// Standard's forbidden host and domain code points, and the percent-encode
// sets as one table), the scans that read a run of input through the table,
// and the removal of what the basic URL parser strips from its input. The
// table of byte classes is built from the percent-encode sets of
// percent.go, which knows nothing of it (setClass, here, names the class of
// a set). Everything above the base floor reads this file.

// isTabOrNewline reports whether c is an ASCII tab or newline (spec:
// Infra's ASCII tab or newline: U+0009, U+000A, U+000D).
func isTabOrNewline(c byte) bool {
	return c <= '\r' && (c == '\t' || c == '\n' || c == '\r')
}

// Byte classes for the parser's hot loops, so that each byte costs one table
// lookup. A byte of 0x80 or more is a byte of a non-ASCII code point.
const (
	bcScheme          uint32 = 1 << iota // ASCII alphanumeric, '+', '-', '.': may follow a scheme's first code point
	bcAuthorityStop                      // '/', '?', '#', '\', '@': ends an authority, or its userinfo
	bcUpper                              // ASCII upper alpha
	bcDomainSlow                         // '%' or non-ASCII: the domain needs percent-decoding or IDNA
	bcForbiddenDomain                    // a forbidden domain code point (spec: #forbidden-domain-code-point)
	bcPathStop                           // '/', '\', or in the path percent-encode set ('?' and '#' are)
	bcColon                              // ':': may start a port
	bcSpecialQuery                       // in the special-query percent-encode set
	bcFragment                           // in the fragment percent-encode set
	bcPathRunStop                        // '\\', '?', '#', or in the path percent-encode set: ends a run of path bytes copied as they are
	bcQueryOrFragment                    // '?' or '#': ends a path
	bcDot                                // '.': may start a dot segment
	bcPercent                            // '%': may start a dot segment ("%2e")
	bcQuery                              // in the query percent-encode set
	bcC0Control                          // in the C0 control percent-encode set
	bcUserinfo                           // in the userinfo percent-encode set
	bcForbiddenHost                      // a forbidden host code point (spec: #forbidden-host-code-point)
	bcTabOrNewline                       // ASCII tab or newline: U+0009, U+000A, U+000D
)

// byteClasses holds the classes of each byte. It is computed once.
var byteClasses = makeByteClasses()

func makeByteClasses() [256]uint32 {
	var t [256]uint32
	for c := 0; c < 256; c++ {
		b := byte(c)
		if isSchemeCodePoint(b) {
			t[c] |= bcScheme
		}
		if b >= 'A' && b <= 'Z' {
			t[c] |= bcUpper
		}
		if b == '%' || b >= 0x80 {
			t[c] |= bcDomainSlow
		}
		if isForbiddenDomainCodePoint(b) {
			t[c] |= bcForbiddenDomain
		}
		if isForbiddenHostCodePoint(b) {
			t[c] |= bcForbiddenHost
		}
		if b == '/' || b == '\\' || pathPercentEncodeSet.has(b) {
			t[c] |= bcPathStop
		}
		if specialQueryPercentEncodeSet.has(b) {
			t[c] |= bcSpecialQuery
		}
		if fragmentPercentEncodeSet.has(b) {
			t[c] |= bcFragment
		}
		if b == '\\' || pathPercentEncodeSet.has(b) {
			t[c] |= bcPathRunStop
		}
		if queryPercentEncodeSet.has(b) {
			t[c] |= bcQuery
		}
		if c0ControlPercentEncodeSet.has(b) {
			t[c] |= bcC0Control
		}
		if userinfoPercentEncodeSet.has(b) {
			t[c] |= bcUserinfo
		}
	}
	for _, c := range "/?#\\@" {
		t[c] |= bcAuthorityStop
	}
	t[':'] |= bcColon
	for _, c := range "\t\n\r" {
		t[c] |= bcTabOrNewline
	}
	t['?'] |= bcQueryOrFragment
	t['#'] |= bcQueryOrFragment
	t['.'] |= bcDot
	t['%'] |= bcPercent
	return t
}

// setClass returns the byte class that holds the bytes of the
// percent-encode set s, or 0 when there is none.
func setClass(s *percentEncodeSet) uint32 {
	switch s {
	case &c0ControlPercentEncodeSet:
		return bcC0Control
	case &fragmentPercentEncodeSet:
		return bcFragment
	case &queryPercentEncodeSet:
		return bcQuery
	case &specialQueryPercentEncodeSet:
		return bcSpecialQuery
	case &userinfoPercentEncodeSet:
		return bcUserinfo
	}
	return 0
}

// skipClasses returns the index of the first byte of s at or after i whose
// class has a bit of mask, or len(s). It looks at eight bytes per step first:
// in the common case a run of ordinary bytes costs one branch per eight
// bytes.
func skipClasses(s string, i int, mask uint32) int {
	for ; i+8 <= len(s); i += 8 {
		if classesOf8(s[i:i+8])&mask != 0 {
			break
		}
	}
	// Fewer than eight bytes left, or a block with a match: the last
	// eight bytes of s (which may overlap bytes already read) often tell
	// that there is no match left.
	if i+8 > len(s) && i < len(s) && len(s) >= 8 && classesOf8(s[len(s)-8:])&mask == 0 {
		return len(s)
	}
	for ; i < len(s) && byteClasses[s[i]]&mask == 0; i++ {
	}
	return i
}

// skipClassesUnion is skipClasses, and also returns the union of the
// classes of the bytes skipped.
func skipClassesUnion(s string, i int, mask uint32) (int, uint32) {
	var union uint32
	start := i
	for ; i+16 <= len(s); i += 16 {
		c, d := classesOf8(s[i:i+8]), classesOf8(s[i+8:i+16])
		if (c|d)&mask != 0 {
			if c&mask == 0 {
				union |= c
				i += 8
			}
			return indexClasses8(s[i:i+8], i, mask, &union)
		}
		union |= c | d
	}
	for ; i+8 <= len(s); i += 8 {
		c := classesOf8(s[i : i+8])
		if c&mask != 0 {
			return indexClasses8(s[i:i+8], i, mask, &union)
		}
		union |= c
	}
	if i < len(s) && len(s)-8 >= start {
		// The last eight bytes of s, which overlap bytes already skipped.
		if c := classesOf8(s[len(s)-8:]); c&mask == 0 {
			return len(s), union | c
		}
	}
	for ; i < len(s); i++ {
		c := byteClasses[s[i]]
		if c&mask != 0 {
			break
		}
		union |= c
	}
	return i, union
}

// indexClasses8 returns at plus the index of the first byte of w, eight
// bytes that hold one whose class has a bit of mask, and adds the
// classes of the bytes before it to union.
func indexClasses8(w string, at int, mask uint32, union *uint32) (int, uint32) {
	w = w[:8]
	u := *union
	for i := 0; i < 8; i++ {
		c := byteClasses[w[i]]
		if c&mask != 0 {
			return at + i, u
		}
		u |= c
	}
	return at + 8, u
}

// classesOf returns the union of the classes of the bytes of s. It has no
// early exit and no byte-by-byte tail: it reads s eight bytes at a time and
// covers the rest with reads that overlap bytes already read, which a union
// does not mind.
func classesOf(s string) uint32 {
	n := len(s)
	switch {
	case n >= 8:
		var classes uint32
		for i := 0; i+8 <= n; i += 8 {
			classes |= classesOf8(s[i : i+8])
		}
		return classes | classesOf8(s[n-8:])
	case n >= 4:
		return byteClasses[s[0]] | byteClasses[s[1]] | byteClasses[s[2]] | byteClasses[s[3]] |
			byteClasses[s[n-4]] | byteClasses[s[n-3]] | byteClasses[s[n-2]] | byteClasses[s[n-1]]
	case n > 0:
		return byteClasses[s[0]] | byteClasses[s[n/2]] | byteClasses[s[n-1]]
	}
	return 0
}

// indexTabOrNewline returns the index of the first ASCII tab or newline in
// s, or len(s). It first looks at eight bytes at a time for a byte below
// 0x0E, as tab, line feed and carriage return are, through all of s (most
// input has none, and one pass without a branch a block is fastest then);
// when there is one, it finds the first block that holds one, then looks
// byte by byte.
func indexTabOrNewline(s string) int {
	n := len(s) - 8
	if n >= 0 {
		var below uint64
		for i := 0; i < n; i += 8 {
			below |= belowTabOrNewline(load64(s, i))
		}
		if below|belowTabOrNewline(load64(s, n)) == 0 {
			return len(s) // the last eight bytes may overlap bytes already read
		}
	}
	i := 0
	for i <= n && belowTabOrNewline(load64(s, i)) == 0 {
		i += 8
	}
	for ; i < len(s); i++ {
		if isTabOrNewline(s[i]) {
			return i
		}
	}
	return len(s)
}

// belowTabOrNewline returns a number that is not 0 when one of the eight
// bytes of x is below 0x0E, as tab, line feed and carriage return are.
func belowTabOrNewline(x uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	// The high bit of a byte of x - 0x0E0E... is set where the byte is
	// below 0x0E (the first such byte exactly; bytes after it may borrow),
	// and &^ x keeps it only for bytes below 0x80.
	return (x - 0x0E*ones) &^ x & highs
}

// load64 returns the eight bytes of s from i on as a little-endian number
// (one load).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// classesOf8 returns the union of the classes of the first eight bytes of w.
func classesOf8(w string) uint32 {
	w = w[:8]
	return (byteClasses[w[0]] | byteClasses[w[1]]) | (byteClasses[w[2]] | byteClasses[w[3]]) |
		(byteClasses[w[4]] | byteClasses[w[5]]) | (byteClasses[w[6]] | byteClasses[w[7]])
}

// Code point classes (spec: Infra), for bytes.

func isASCIIAlpha(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

func isASCIIAlphanumeric(c byte) bool { return isASCIIAlpha(c) || isASCIIDigit(c) }

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// lowerASCII8 returns w, eight bytes as load64 reads them, with each ASCII
// upper alpha lowercased: each byte's low seven bits are compared with 'A'
// and 'Z' at once, none of the sums carrying into the next byte, and a byte
// that has its high bit set is left as it is.
func lowerASCII8(w uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	low := w &^ high
	atLeastA := low + ones*(0x80-'A') // high bit set when low >= 'A'
	aboveZ := low + ones*(0x80-'Z'-1) // high bit set when low > 'Z'
	upper := atLeastA &^ aboveZ &^ w & high
	return w | upper>>2 // 0x80>>2 is 'a'-'A'
}

// putLowerASCII writes in, ASCII-lowercased, to out, which is as long as
// in: eight bytes at a time (lowerASCII8), the last eight again in part,
// and byte by byte only when in is shorter than eight bytes.
func putLowerASCII(out []byte, in string) {
	out = out[:len(in)]
	k := 0
	for ; k+8 <= len(in); k += 8 {
		binary.LittleEndian.PutUint64(out[k:], lowerASCII8(load64(in, k)))
	}
	if k < len(in) && len(in) >= 8 {
		k = len(in) - 8
		binary.LittleEndian.PutUint64(out[k:], lowerASCII8(load64(in, k)))
		k = len(in)
	}
	for ; k < len(in); k++ {
		out[k] = lowerASCII(in[k])
	}
}

// isSchemeCodePoint reports whether c may follow the first code point of a
// scheme: an ASCII alphanumeric, '+', '-' or '.'.
func isSchemeCodePoint(c byte) bool {
	return isASCIIAlphanumeric(c) || c == '+' || c == '-' || c == '.'
}

// forbiddenHostCodePoints holds the forbidden host code points (spec:
// #forbidden-host-code-point); forbiddenDomainCodePoints adds the C0
// controls, '%' and U+007F DELETE (spec: #forbidden-domain-code-point).
var forbiddenHostCodePoints, forbiddenDomainCodePoints = forbiddenCodePointTables()

func forbiddenCodePointTables() (host, domain [256]bool) {
	for _, c := range []byte("\x00\t\n\r #/:<>?@[\\]^|") {
		host[c] = true
	}
	domain = host
	for c := 0; c < 0x20; c++ {
		domain[c] = true
	}
	domain['%'] = true
	domain[0x7F] = true
	return host, domain
}

// isForbiddenHostCodePoint implements spec: #forbidden-host-code-point for a
// byte; bytes of non-ASCII code points are not forbidden.
func isForbiddenHostCodePoint(c byte) bool { return forbiddenHostCodePoints[c] }

// isForbiddenDomainCodePoint implements spec: #forbidden-domain-code-point
// for a byte.
func isForbiddenDomainCodePoint(c byte) bool { return forbiddenDomainCodePoints[c] }

// isURLCodePointASCII reports whether c, an ASCII byte, is a URL code point
// (spec: #url-code-points): an ASCII alphanumeric or one of
// !$&'()*+,-./:;=?@_~.
func isURLCodePointASCII(c byte) bool {
	if isASCIIAlphanumeric(c) {
		return true
	}
	switch c {
	case '!', '$', '&', '\'', '(', ')', '*', '+', ',', '-', '.', '/', ':', ';', '=', '?', '@', '_', '~':
		return true
	}
	return false
}

// isURLCodePoint reports whether r, beyond ASCII, is a URL code point
// (spec: #url-code-points): from U+00A0 to U+10FFFD, not a surrogate and
// not a noncharacter.
func isURLCodePoint(r rune) bool {
	if r < 0xA0 || r > 0x10FFFD || (r >= 0xD800 && r <= 0xDFFF) {
		return false
	}
	return !(r >= 0xFDD0 && r <= 0xFDEF) && r&0xFFFE != 0xFFFE
}

// indexNotURLUnit returns the index of the first code point of s that is
// not a URL code point (spec: #url-code-points) and not '%' (percent
// false), or of the first '%' not followed by two ASCII hex digits
// (percent true), or -1. An ill-formed UTF-8 sequence reads as U+FFFD, a
// URL code point. (The reporter's raiseURLUnits reads the path, query and
// fragment so too, with this loop inlined: it runs over every byte of
// them.)
func indexNotURLUnit(s string, percent bool) int {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '%':
			if percent && !isPercentEncodedAt(s, i) {
				return i
			}
		case c < utf8.RuneSelf:
			if !percent && !isURLCodePointASCII(c) {
				return i
			}
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if size == 1 {
				size = invalidUTF8Len(s[i:]) // U+FFFD, a URL code point
			} else if !percent && !isURLCodePoint(r) {
				return i
			}
			i += size
			continue
		}
		i++
	}
	return -1
}

// trimLeading removes leading C0 control or space.
func trimLeading(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	return s
}

// trimC0ControlOrSpace removes leading and trailing C0 control or space
// (U+0000 to U+0020), as the basic URL parser does first when no url is
// given (spec: #concept-basic-url-parser).
func trimC0ControlOrSpace(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// removeTabAndNewline removes all ASCII tab or newline (U+0009, U+000A,
// U+000D). It returns s itself when there is none.
//
// The basic URL parser's input is a scalar value string, so ill-formed
// UTF-8 in s stands for U+FFFD even before tabs and newlines are removed:
// when s holds one, its ill-formed sequences are replaced with U+FFFD
// first (utf8DecodeWithoutBOM), so that the bytes on the two sides of a
// removed tab cannot join into one code point ("\xE6\x97\t\xA5" is two
// U+FFFD, not U+65E5). The reporter maps offsets back (see newReporter).
func removeTabAndNewline(s string) string {
	i := indexTabOrNewline(s)
	if i == len(s) {
		return s
	}
	if !utf8.ValidString(s[i:]) {
		s = utf8DecodeWithoutBOM(s)
		i = indexTabOrNewline(s)
	}
	out := make([]byte, i, len(s)-1)
	copy(out, s[:i])
	for ; i < len(s); i++ {
		if !isTabOrNewline(s[i]) {
			out = append(out, s[i])
		}
	}
	// out is never written again: the string is its memory, without a
	// second allocation and copy.
	return unsafe.String(unsafe.SliceData(out), len(out))
}
