package weburl

// Byte and code point classes (spec: Infra's code point classes, the URL
// Standard's forbidden host and domain code points, and the percent-encode
// sets as one table). The table of byte classes is built from the
// percent-encode sets of percent.go, and percent.go names the class of each
// set, so the two files read each other; the parsers (fastpath.go,
// parser.go, states.go, host.go, domain.go, valid.go, report.go), the
// serializer and filepath.go read this file.

// isTabOrNewline reports whether c is an ASCII tab or newline (spec:
// Infra's ASCII tab or newline: U+0009, U+000A, U+000D).
func isTabOrNewline(c byte) bool {
	return c <= '\r' && (c == '\t' || c == '\n' || c == '\r')
}

// Byte classes for the parser's hot loops, so that each byte costs one table
// lookup. A byte of 0x80 or more is a byte of a non-ASCII code point.
const (
	bcScheme          uint16 = 1 << iota // ASCII alphanumeric, '+', '-', '.': may follow a scheme's first code point
	bcAuthorityStop                      // '/', '?', '#', '\', '@': ends an authority, or its userinfo
	bcUpper                              // ASCII upper alpha
	bcDomainSlow                         // '%' or non-ASCII: the domain needs percent-decoding or IDNA
	bcForbiddenDomain                    // a forbidden domain code point (spec: #forbidden-domain-code-point)
	bcPathStop                           // '/', '\', or in the path percent-encode set ('?' and '#' are)
	bcTabOrNewline                       // ASCII tab or newline: U+0009, U+000A, U+000D
	bcSpecialQuery                       // in the special-query percent-encode set
	bcFragment                           // in the fragment percent-encode set
	bcPathChange                         // '\\', or in the path percent-encode set but not '?' or '#': a path that holds it is not serialized
	bcQueryOrFragment                    // '?' or '#': ends a path
	bcDot                                // '.': may start a dot segment
	bcPercent                            // '%': may start a dot segment ("%2e")
	bcQuery                              // in the query percent-encode set
	bcC0Control                          // in the C0 control percent-encode set
	bcUserinfo                           // in the userinfo percent-encode set
)

// byteClasses holds the classes of each byte. It is computed once.
var byteClasses = makeByteClasses()

func makeByteClasses() [256]uint16 {
	var t [256]uint16
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
		if b == '/' || b == '\\' || pathPercentEncodeSet.has(b) {
			t[c] |= bcPathStop
		}
		if specialQueryPercentEncodeSet.has(b) {
			t[c] |= bcSpecialQuery
		}
		if fragmentPercentEncodeSet.has(b) {
			t[c] |= bcFragment
		}
		if b == '\\' || pathPercentEncodeSet.has(b) && b != '?' && b != '#' {
			t[c] |= bcPathChange
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
	for _, c := range "\t\n\r" {
		t[c] |= bcTabOrNewline
	}
	t['?'] |= bcQueryOrFragment
	t['#'] |= bcQueryOrFragment
	t['.'] |= bcDot
	t['%'] |= bcPercent
	return t
}

// skipClasses returns the index of the first byte of s at or after i whose
// class has a bit of mask, or len(s). It looks at eight bytes per step first:
// in the common case a run of ordinary bytes costs one branch per eight
// bytes.
func skipClasses(s string, i int, mask uint16) int {
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

// classesOf returns the union of the classes of the bytes of s. It has no
// early exit and no byte-by-byte tail: it reads s eight bytes at a time and
// covers the rest with reads that overlap bytes already read, which a union
// does not mind.
func classesOf(s string) uint16 {
	n := len(s)
	switch {
	case n >= 8:
		var classes uint16
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

// classesOf8 returns the union of the classes of the first eight bytes of w.
func classesOf8(w string) uint16 {
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

// hasForbiddenDomainCodePoint reports whether s contains a forbidden domain
// code point (spec: #forbidden-domain-code-point).
func hasForbiddenDomainCodePoint(s string) bool {
	for i := 0; i < len(s); i++ {
		if isForbiddenDomainCodePoint(s[i]) {
			return true
		}
	}
	return false
}
