package weburl

import "unicode/utf8"

// A PercentEncodeSet names one of the URL Standard's percent-encode sets
// (spec: #percent-encode-set), the sets of code points that PercentEncode
// writes as percent-encoded bytes. Every set holds the C0 controls and every
// code point above U+007E; the sets differ in the other ASCII code points
// they hold.
//
// The zero PercentEncodeSet, and any value that is not one of the constants,
// is read as ComponentPercentEncodeSet, the largest set that keeps a space a
// space; that way a forgotten set encodes too much, never too little.
type PercentEncodeSet uint8

// The percent-encode sets, in the order in which the standard defines them,
// each (but the first) the one it is defined from plus the ASCII code points
// listed.
const (
	// C0ControlPercentEncodeSet: the C0 controls (U+0000 to U+001F) and the
	// code points above U+007E (spec: #c0-control-percent-encode-set).
	C0ControlPercentEncodeSet PercentEncodeSet = iota + 1
	// FragmentPercentEncodeSet: the C0 control set and space, ", <, >, `
	// (spec: #fragment-percent-encode-set). The parser uses it for the
	// fragment.
	FragmentPercentEncodeSet
	// QueryPercentEncodeSet: the C0 control set and space, ", #, <, > (spec:
	// #query-percent-encode-set). The parser uses it for the query of a URL
	// that is not special.
	QueryPercentEncodeSet
	// SpecialQueryPercentEncodeSet: the query set and ' (spec:
	// #special-query-percent-encode-set). The parser uses it for the query
	// of a special URL.
	SpecialQueryPercentEncodeSet
	// PathPercentEncodeSet: the query set and ?, ^, `, {, } (spec:
	// #path-percent-encode-set). The parser uses it for path segments.
	PathPercentEncodeSet
	// UserinfoPercentEncodeSet: the path set and /, :, ;, =, @, [, \, ], |
	// (spec: #userinfo-percent-encode-set). The parser uses it for the
	// username and password.
	UserinfoPercentEncodeSet
	// ComponentPercentEncodeSet: the userinfo set and $, %, &, +, , (spec:
	// #component-percent-encode-set). PercentEncode with it gives what
	// JavaScript's encodeURIComponent gives, and its output percent-decodes
	// back to its input (when that is valid UTF-8).
	ComponentPercentEncodeSet
	// FormURLEncodedPercentEncodeSet: the component set and !, ', (, ), ~,
	// that is every code point but the ASCII alphanumerics, *, -, . and _
	// (spec: #application-x-www-form-urlencoded-percent-encode-set).
	// PercentEncode with it writes a space as "+", as the
	// application/x-www-form-urlencoded serializer does.
	FormURLEncodedPercentEncodeSet
)

// table returns the bitmap of the set s, the one the parser uses; a value
// that is not a constant gives the component set.
func (s PercentEncodeSet) table() *percentEncodeSet {
	switch s {
	case C0ControlPercentEncodeSet:
		return &c0ControlPercentEncodeSet
	case FragmentPercentEncodeSet:
		return &fragmentPercentEncodeSet
	case QueryPercentEncodeSet:
		return &queryPercentEncodeSet
	case SpecialQueryPercentEncodeSet:
		return &specialQueryPercentEncodeSet
	case PathPercentEncodeSet:
		return &pathPercentEncodeSet
	case UserinfoPercentEncodeSet:
		return &userinfoPercentEncodeSet
	case FormURLEncodedPercentEncodeSet:
		return &formPercentEncodeSet
	}
	return &componentPercentEncodeSet
}

// Contains reports whether the code point r is in the set s. Every set holds
// the code points U+0000 to U+001F and U+007F to U+10FFFF (surrogates
// included, as they are code points); an r that is not a code point
// (negative, or above U+10FFFF) is in no set.
func (s PercentEncodeSet) Contains(r rune) bool {
	if r < 0 || r > utf8.MaxRune {
		return false
	}
	if r >= utf8.RuneSelf {
		return true
	}
	return s.table().has(byte(r))
}

// PercentEncode returns s UTF-8 percent-encoded using set (spec:
// #string-utf-8-percent-encode): each code point of s in set is written as
// the percent-encoded bytes of its UTF-8 encoding, with upper-case hex
// digits ("%E2%80%BD"), and every other code point as it is. With
// FormURLEncodedPercentEncodeSet a space becomes "+" instead (spec:
// #string-percent-encode-after-encoding, spaceAsPlus). The result is ASCII.
//
// s is read as the rest of the package reads strings: a byte sequence that
// is not valid UTF-8 becomes one U+FFFD ("%EF%BF%BD") for each maximal
// subpart of an ill-formed subsequence, as a browser's UTF-8 decoder reads
// it. When no byte of s needs encoding, PercentEncode returns s itself.
//
// Only ComponentPercentEncodeSet and FormURLEncodedPercentEncodeSet encode
// "%", so only their output percent-decodes back to s; the other sets leave
// "%" (and percent-encoded bytes already in s) as they are, as the URL
// parser does.
func PercentEncode(s string, set PercentEncodeSet) string {
	table := set.table()
	spaceAsPlus := set == FormURLEncodedPercentEncodeSet
	i := 0
	for i < len(s) && !table.has(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	return utf8PercentEncodeString(s, i, table, spaceAsPlus)
}

// PercentDecode returns s percent-decoded (spec: #string-percent-decode):
// each percent-encoded byte, "%" followed by two ASCII hex digits of either
// case, becomes the byte it encodes; a "%" not followed by two hex digits
// stays as it is, and so does every other byte. "+" is not a space here (see
// ParseURLEncoded for that).
//
// The result is a byte sequence held in a string: it may not be valid UTF-8
// ("%FF" gives the byte 0xFF). Decode it with strings.ToValidUTF8, or read
// it as bytes. Bytes of s that are not valid UTF-8 are copied as they are,
// so that for any s this is the byte-sequence percent-decode (spec:
// #percent-decode) of s's bytes; for valid UTF-8 s the two are the same.
// When s has no "%", PercentDecode returns s itself.
func PercentDecode(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			buf := make([]byte, 0, len(s))
			buf = append(buf, s[:i]...)
			return string(appendPercentDecoded(buf, s[i:]))
		}
	}
	return s
}
