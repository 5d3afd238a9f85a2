package weburl

import (
	"strconv"
	"strings"
	"unsafe"
)

// The fast path. Most URLs that programs parse are already in serialized
// form ("https://example.com/a/b?c#d"): the basic URL parser would give back
// the input unchanged. parseSerialized recognizes the common shape of such
// input in one pass, without the state machine, and sets the URL's offsets
// with the input as its href. For anything else it declines and the state
// machine parses the input. It never declares input invalid.
//
// FuzzFastPath (fastpath_test.go) checks, for any input, that whenever
// parseSerialized accepts, the state machine gives exactly the same URL.

// parseSerialized sets u to the URL that input serializes, and reports true,
// when input has the shape
//
//	special-scheme "://" host [":" port] path ["?" query] ["#" fragment]
//
// and the basic URL parser would return input unchanged: a lowercase special
// scheme, no credentials, a host that is an ASCII lowercase domain (or a
// canonical IPv4 address, or empty for file), a non-default port without
// leading zeros, a path of segments that need no percent-encoding and are
// not dot segments, and a query and fragment that need no percent-encoding.
//
// When it declines input whose scheme and authority are in that form, it
// has set pre to them, so that the state machine can start at the path
// start state. With u nil, it looks no further than the authority: it
// reports whether the scheme and authority are in that form and the input
// is short enough that what follows cannot make the URL too long, which
// means that the input parses (nothing after the authority can fail).
func parseSerialized(u *URL, input string, pre *serializedPrefix) bool {
	schemeEnd := 0
	for schemeEnd < len(input) && input[schemeEnd] >= 'a' && input[schemeEnd] <= 'z' {
		schemeEnd++
	}
	if schemeEnd+3 > len(input) || input[schemeEnd:schemeEnd+3] != "://" {
		return parseSerializedOther(u, input, schemeEnd)
	}
	scheme := serializedScheme(input[:schemeEnd])
	if scheme == schemeOther {
		return parseSerializedOther(u, input, schemeEnd)
	}
	// The authority ends at the path's '/': a special URL's serialized
	// path is never empty.
	hostStart := schemeEnd + 3
	slash := strings.IndexByte(input[hostStart:], '/')
	if slash < 0 {
		return false
	}
	hostEnd := hostStart + slash
	pathStart := hostEnd
	if classesOf(input[hostStart:hostEnd])&(bcDomainSlow|bcForbiddenDomain|bcUpper) != 0 {
		// A port, or input the fast path does not take.
		colon := strings.IndexByte(input[hostStart:hostEnd], ':')
		if colon < 0 {
			return false
		}
		hostEnd = hostStart + colon
		if !serializedPort(input[hostEnd+1:pathStart], scheme) ||
			classesOf(input[hostStart:hostEnd])&(bcDomainSlow|bcForbiddenDomain|bcUpper) != 0 {
			return false
		}
	}
	host, ok := serializedHost(input[hostStart:hostEnd], scheme)
	if !ok {
		return false
	}
	*pre = serializedPrefix{scheme: scheme, host: host, schemeEnd: schemeEnd, hostEnd: hostEnd, pathStart: pathStart}
	if u == nil {
		return settledAfter(pathStart, len(input)-pathStart)
	}
	if input[len(input)-1] <= ' ' {
		return false
	}
	pathEnd, queryEnd, ok := serializedRest(input, pathStart, scheme)
	if !ok {
		return false
	}
	u.setNoCredentials(input, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd, scheme, host, false)
	return true
}

// parseSerializedOther is parseSerialized for a URL that is not special,
// in one of the shapes
//
//	scheme ":" opaque-path ["?" query] ["#" fragment]
//	scheme ":" path ["?" query] ["#" fragment]
//	scheme "://" host [":" port] [path] ["?" query] ["#" fragment]
//
// where scheme is lowercase, the opaque path, path, query and fragment need
// no percent-encoding, the opaque path does not end in a space before '?'
// or '#', the path (which starts with a single '/') has no dot segment and
// no '\\', and host is an opaque host without credentials, '%' aside in
// its serialized form, with a port without leading zeros. input[:letters]
// are lowercase letters.
//
// With u nil it looks no further than the authority, as parseSerialized.
// It does not set pre: the state machine cannot start after the authority
// of a URL that is not special.
func parseSerializedOther(u *URL, input string, letters int) bool {
	if letters == 0 {
		return false // a scheme starts with a letter
	}
	schemeEnd := letters
	for schemeEnd < len(input) && byteClasses[input[schemeEnd]]&(bcScheme|bcUpper) == bcScheme {
		schemeEnd++
	}
	if schemeEnd == len(input) || input[schemeEnd] != ':' || serializedScheme(input[:schemeEnd]) != schemeOther {
		return false
	}
	if u != nil && input[len(input)-1] <= ' ' {
		return false
	}
	rest := input[schemeEnd+1:]
	if len(rest) >= 1 && isTabOrNewline(rest[0]) || len(rest) >= 2 && isTabOrNewline(rest[1]) {
		return false // removing it could make an authority
	}
	host := hostNull
	hostStart, hostEnd, pathStart := schemeEnd+1, schemeEnd+1, schemeEnd+1
	if strings.HasPrefix(rest, "//") {
		hostStart = schemeEnd + 3
		if hostEnd, pathStart, host = serializedOpaqueAuthority(input, hostStart); host == hostNull {
			return false
		}
	}
	if u == nil {
		return settledAfter(pathStart, len(input)-pathStart)
	}
	pathEnd, queryEnd := len(input), len(input)
	if i := strings.IndexByte(input[pathStart:], '#'); i >= 0 {
		queryEnd = pathStart + i
		if classesOf(input[queryEnd+1:])&bcFragment != 0 {
			return false
		}
	}
	pathEnd = queryEnd
	if i := strings.IndexByte(input[pathStart:queryEnd], '?'); i >= 0 {
		pathEnd = pathStart + i
		if classesOf(input[pathEnd+1:queryEnd])&bcQuery != 0 {
			return false
		}
	}
	path := input[pathStart:pathEnd]
	opaque := host == hostNull && (path == "" || path[0] != '/')
	if opaque {
		if classesOf(path)&bcC0Control != 0 || path != "" && path[len(path)-1] == ' ' && pathEnd < len(input) {
			return false
		}
	} else if path != "" {
		classes := classesOf(path)
		if classes&bcPathChange != 0 || !serializedPath(path, schemeOther, classes&bcPercent != 0) {
			return false
		}
	}
	u.setNoCredentials(input, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd, schemeOther, host, opaque)
	return true
}

// serializedOpaqueAuthority returns, for the authority of a URL that is not
// special starting at input[hostStart] (after "//"), the end of its host,
// where the path starts and the host's type (hostOpaque or hostEmpty), when
// it is in serialized form: no credentials, an opaque host that the opaque
// host parser gives back unchanged (no forbidden host code point, nothing
// in the C0 control percent-encode set), not empty when there is a port,
// and a port of decimal digits without leading zeros, at most 65535. It
// returns hostNull otherwise.
func serializedOpaqueAuthority(input string, hostStart int) (hostEnd, pathStart int, host hostType) {
	end := hostStart
	for end < len(input) && input[end] != '/' && input[end] != '?' && input[end] != '#' {
		end++
	}
	hostEnd = end
	if colon := strings.IndexByte(input[hostStart:end], ':'); colon >= 0 {
		hostEnd = hostStart + colon
		if hostEnd == hostStart || !serializedPort(input[hostEnd+1:end], schemeOther) {
			return 0, 0, hostNull
		}
	}
	for i := hostStart; i < hostEnd; i++ {
		if c := input[i]; c <= ' ' || c >= 0x7F || forbiddenHostCodePoints[c] {
			return 0, 0, hostNull
		}
	}
	if hostEnd == hostStart {
		return hostEnd, end, hostEmpty
	}
	return hostEnd, end, hostOpaque
}

// lenientAuthority describes the scheme and authority of input that
// parseLenientAuthority takes.
type lenientAuthority struct {
	scheme    schemeType
	host      hostType  // hostDomain, hostIPv4, hostIPv6, or hostEmpty (file)
	addr      uint32    // the IPv4 address, when host is hostIPv4
	addr6     [8]uint16 // the IPv6 address, when host is hostIPv6
	schemeEnd int       // the ':' after the scheme
	hostStart int       // after the slashes and the userinfo
	hostEnd   int       // the ':' before the port, or pathStart
	pathStart int       // where the authority ends: '/', '\\', '?', '#', or len(input)
}

// parseLenientAuthority reports whether input has the shape
//
//	special-scheme ":" slashes [userinfo "@"] host [":" [port]] ...
//
// where the scheme may be in any case; slashes are two or more of '/' and
// '\\' (exactly two for file); the authority ends at the first '/', '\\',
// '?' or '#'; and host is a domain of ASCII bytes that are not forbidden
// domain code points (in any case, without '%', so that the domain parser
// only lowercases it), an IPv4 address in any form the IPv4 parser
// accepts, an IPv6 address in brackets, or empty for file. The port, if
// any, is at most 65535; a file URL has none, nor a userinfo. The basic URL
// parser accepts the scheme and authority of such input (with or without
// a base URL), and sets a's fields as they say.
//
// With credentials false, it declines input with a userinfo.
//
// special is false when input does not start with letters that are a
// special scheme followed by ':'.
func parseLenientAuthority(input string, credentials bool, a *lenientAuthority) (ok, special bool) {
	var lower [5]byte
	n := 0
	for n < len(input) && n < len(lower) && isASCIIAlpha(input[n]) {
		lower[n] = input[n] | 0x20
		n++
	}
	if n == len(input) || input[n] != ':' {
		return false, false
	}
	scheme := lookupScheme(lower[:n])
	if scheme == schemeOther {
		return false, false
	}
	// Two slashes lead to the authority with or without a base URL; the
	// special authority ignore slashes state skips any more, but the file
	// host state starts after the second.
	i := n + 1
	for i < len(input) && (input[i] == '/' || input[i] == '\\') && (scheme != schemeFile || i < n+3) {
		i++
	}
	if i < n+3 {
		return false, true
	}
	// Commonly the authority ends at the first '/' and is a host alone,
	// with nothing to look at again below.
	hostStart, hostEnd, pathStart, clean := i, 0, 0, false
	if slash := strings.IndexByte(input[i:], '/'); slash >= 0 {
		pathStart = i + slash
		hostEnd = pathStart
		clean = classesOf(input[i:pathStart])&(bcAuthorityStop|bcDomainSlow|bcForbiddenDomain) == 0
	}
	if !clean {
		var bounded bool
		hostStart, hostEnd, pathStart, bounded = lenientAuthorityBounds(input, i, credentials)
		if !bounded || scheme == schemeFile && (hostStart > i || hostEnd < pathStart) {
			return false, true // a file URL has no userinfo or port
		}
	}
	a.host, a.addr = hostDomain, 0
	switch h := input[hostStart:hostEnd]; {
	case h == "":
		if scheme != schemeFile {
			return false, true // host-missing
		}
		a.host = hostEmpty
	case h[0] == '[':
		var err ValidationError
		if a.addr6, err = parseIPv6(h[1:len(h)-1], nil); err != 0 {
			return false, true
		}
		a.host = hostIPv6
	case !clean && classesOf(h)&(bcDomainSlow|bcForbiddenDomain) != 0:
		return false, true
	case endsInANumber(h):
		// Lowercasing changes nothing that the IPv4 parser looks at.
		var err ValidationError
		if a.addr, err = parseIPv4(h, nil); err != 0 {
			return false, true
		}
		a.host = hostIPv4
	}
	a.scheme = scheme
	a.schemeEnd, a.hostStart, a.hostEnd, a.pathStart = n, hostStart, hostEnd, pathStart
	return true, true
}

// lenientAuthorityBounds returns, for the authority that starts at
// input[authStart] in a special URL, where the host starts (after the
// userinfo), where it ends (at the ':' before the port, or pathStart), and
// where the authority ends (pathStart: the first '/', '\\', '?' or '#', or
// len(input)). It reports false when the port is not one that the port
// state accepts, a host that starts with '[' does not end with ']', or,
// unless credentials is true, there is a userinfo.
func lenientAuthorityBounds(input string, authStart int, credentials bool) (hostStart, hostEnd, pathStart int, ok bool) {
	i := authStart
	hostStart = authStart
	for {
		i = skipClasses(input, i, bcAuthorityStop)
		if i == len(input) || input[i] != '@' {
			break
		}
		if !credentials {
			return 0, 0, 0, false
		}
		i++
		hostStart = i
	}
	pathStart = i
	hostEnd, ok = lenientHostEnd(input, hostStart, pathStart)
	return hostStart, hostEnd, pathStart, ok
}

// lenientHostEnd returns the end of the host in the authority
// input[hostStart:end], which has no userinfo: the ':' that starts a port,
// or end. It reports false when the port is not one that the port state
// accepts, or a host that starts with '[' does not end with ']'.
func lenientHostEnd(input string, hostStart, end int) (int, bool) {
	hostEnd := end
	if hostStart < end && input[hostStart] == '[' {
		i := strings.IndexByte(input[hostStart:end], ']')
		if i < 0 {
			return 0, false
		}
		hostEnd = hostStart + i + 1
		if hostEnd < end && input[hostEnd] != ':' {
			return 0, false
		}
	} else if i := strings.IndexByte(input[hostStart:end], ':'); i >= 0 {
		hostEnd = hostStart + i
	}
	if hostEnd < end {
		if _, ok := parsePortDigits(input[hostEnd+1 : end]); !ok {
			return 0, false
		}
	}
	return hostEnd, true
}

// canParseSpecial is the fast path of CanParse for special URLs: it reports
// whether input parses, without writing the URL, when the scheme and
// authority have the shape that parseLenientAuthority takes. Nothing after
// the authority can fail, so such input parses when it is short enough.
//
// special is false when input does not start with letters that are a
// special scheme followed by ':'; then the caller tries the other fast
// paths. When special is true and ok is false, the state machine decides.
func canParseSpecial(input string) (ok, special bool) {
	var a lenientAuthority
	if ok, special = parseLenientAuthority(input, true, &a); !ok {
		return false, special
	}
	// The serialized scheme and authority are at most three times as long
	// as the input's (percent-encoded userinfo) plus 15 bytes (an IPv4
	// address in its shortest form, "1", serializes to "0.0.0.1"), or
	// 41 (an IPv6 address), and one '/' when the path is missing.
	return settledAfter(3*a.pathStart+42, len(input)-a.pathStart), true
}

// parseNearlySerialized sets u to the URL that input serializes, and
// reports true, when input's scheme and authority have the shape that
// parseLenientAuthority takes, and the rest (path, query and fragment) is
// in serialized form. It writes the href in one allocation: the scheme
// and host lowercased, an IPv4 address serialized, "localhost" removed
// from a file URL, the port without leading zeros or, when it is the
// scheme's default, without it, then the rest of input unchanged.
func parseNearlySerialized(u *URL, input string) bool {
	var a lenientAuthority
	if ok, _ := parseLenientAuthority(input, false, &a); !ok || a.pathStart == len(input) ||
		input[len(input)-1] <= ' ' {
		return false
	}
	pathEnd, queryEnd, ok := serializedRest(input, a.pathStart, a.scheme)
	if !ok {
		return false
	}
	host := input[a.hostStart:a.hostEnd]
	if a.scheme == schemeFile && a.host == hostDomain && len(host) == len("localhost") &&
		strings.EqualFold(host, "localhost") {
		a.host, host = hostEmpty, ""
	}
	port := -1
	if a.hostEnd < a.pathStart {
		if n, _ := parsePortDigits(input[a.hostEnd+1 : a.pathStart]); n >= 0 && n != a.scheme.defaultPort() {
			port = n
		}
	}
	buf := make([]byte, 0, a.schemeEnd+len("://")+len("[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]")+
		len(":65535")+len(input)-a.pathStart)
	for i := 0; i < a.schemeEnd; i++ {
		buf = append(buf, input[i]|0x20)
	}
	buf = append(buf, "://"...)
	hostStart := len(buf)
	switch a.host {
	case hostIPv4:
		buf = appendIPv4(buf, a.addr)
	case hostIPv6:
		buf = append(buf, '[')
		buf = appendIPv6(buf, a.addr6)
		buf = append(buf, ']')
	default:
		for i := 0; i < len(host); i++ {
			buf = append(buf, lowerASCII(host[i]))
		}
	}
	hostEnd := len(buf)
	if port >= 0 {
		buf = append(buf, ':')
		buf = strconv.AppendInt(buf, int64(port), 10)
	}
	shift := len(buf) - a.pathStart
	buf = append(buf, input[a.pathStart:]...)
	if uint64(len(buf)) > MaxURLLength {
		return false
	}
	// buf is not used again.
	u.setNoCredentials(unsafe.String(unsafe.SliceData(buf), len(buf)), a.schemeEnd, hostStart, hostEnd,
		a.pathStart+shift, pathEnd+shift, queryEnd+shift, a.scheme, a.host, false)
	return true
}

// parsePortDigits returns the value of port, the input between ':' and the
// path, and whether the port state accepts it: empty (the value is then
// -1), or ASCII digits whose value is at most 65535.
func parsePortDigits(port string) (int, bool) {
	if port == "" {
		return -1, true
	}
	n := 0
	for i := 0; i < len(port); i++ {
		if !isASCIIDigit(port[i]) {
			return 0, false
		}
		if n = n*10 + int(port[i]-'0'); n > 0xFFFF {
			return 0, false
		}
	}
	return n, true
}

// serializedRest returns the end of the path that starts at
// input[pathStart], a '/', and the end of the query (see record), and
// reports whether the path, query and fragment of a special URL are in
// serialized form.
func serializedRest(input string, pathStart int, scheme schemeType) (pathEnd, queryEnd int, ok bool) {
	// One pass over path, query and fragment finds whether there is a
	// query or fragment at all; only then are they found and checked apart.
	pathEnd, queryEnd = len(input), len(input)
	classes := classesOf(input[pathStart:])
	if classes&bcQueryOrFragment != 0 {
		if pathEnd, queryEnd, ok = serializedQueryAndFragment(input, pathStart); !ok {
			return 0, 0, false
		}
		classes = classesOf(input[pathStart:pathEnd])
	}
	if classes&bcPathChange != 0 || !serializedPath(input[pathStart:pathEnd], scheme, classes&bcPercent != 0) {
		return 0, 0, false
	}
	return pathEnd, queryEnd, true
}

// setNoCredentials sets u to the URL whose href is href, with the given
// offsets (see record), without credentials.
func (u *URL) setNoCredentials(href string, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd int,
	scheme schemeType, host hostType, opaquePath bool) {
	u.record = record{
		href:        href,
		schemeEnd:   uint32(schemeEnd),
		usernameEnd: uint32(hostStart),
		hostStart:   uint32(hostStart),
		hostEnd:     uint32(hostEnd),
		pathStart:   uint32(pathStart),
		pathEnd:     uint32(pathEnd),
		queryEnd:    uint32(queryEnd),
		scheme:      scheme,
		host:        host,
		opaquePath:  opaquePath,
	}
}

// serializedPrefix describes input whose scheme and authority (up to
// pathStart) are in serialized form: a lowercase special scheme, "//", no
// credentials, a host as the host serializer writes it, and an optional
// non-default port; input[pathStart] is '/'. The state machine would write
// input[:pathStart] and be at the path start state at pathStart; it can
// start there (see runParserFrom). pathStart is 0 when nothing is known.
type serializedPrefix struct {
	scheme    schemeType
	host      hostType
	schemeEnd int
	hostEnd   int
	pathStart int
}

// serializedScheme returns the type of a lowercase special scheme, or
// schemeOther.
func serializedScheme(s string) schemeType {
	switch s {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "file":
		return schemeFile
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	}
	return schemeOther
}

// serializedQueryAndFragment returns the end of the path that starts at
// input[pathStart] and the end of the query (see record), and reports
// whether the query and fragment need no percent-encoding.
func serializedQueryAndFragment(input string, pathStart int) (pathEnd, queryEnd int, ok bool) {
	queryEnd = len(input)
	if i := strings.IndexByte(input[pathStart:], '#'); i >= 0 {
		queryEnd = pathStart + i
		if classesOf(input[queryEnd+1:])&bcFragment != 0 {
			return 0, 0, false
		}
	}
	pathEnd = queryEnd
	if i := strings.IndexByte(input[pathStart:queryEnd], '?'); i >= 0 {
		pathEnd = pathStart + i
		if classesOf(input[pathEnd+1:queryEnd])&bcSpecialQuery != 0 {
			return 0, 0, false
		}
	}
	return pathEnd, queryEnd, true
}

// serializedHost reports whether host, which holds no forbidden domain code
// point, '%', upper-case or non-ASCII byte, is a host that the host parser
// gives back unchanged, and its type.
func serializedHost(host string, scheme schemeType) (hostType, bool) {
	if host == "" {
		return hostEmpty, scheme == schemeFile
	}
	if scheme == schemeFile && host == "localhost" {
		return 0, false
	}
	if !endsInANumber(host) {
		return hostDomain, true
	}
	addr, err := parseIPv4(host, nil)
	if err != 0 {
		return 0, false
	}
	var tmp [15]byte
	return hostIPv4, string(appendIPv4(tmp[:0], addr)) == host
}

// serializedPort reports whether port, the input between ':' and the end
// of the authority, is the serialization of a port other than the scheme's
// default: digits without leading zeros, at most 65535 (a file URL has no
// port).
func serializedPort(port string, scheme schemeType) bool {
	n, ok := parsePortDigits(port)
	return ok && n >= 0 && (port[0] != '0' || len(port) == 1) && n != scheme.defaultPort() && scheme != schemeFile
}

// serializedPath reports whether path, which holds nothing that the path
// state percent-encodes and no '\\', is its own serialization: it starts
// with '/', and no segment is a dot segment or (in a file URL) a first
// segment that is a Windows drive letter with '|'. percent says whether
// path holds a '%'.
func serializedPath(path string, scheme schemeType, percent bool) bool {
	if path == "" || path[0] != '/' {
		return false
	}
	if scheme == schemeFile && len(path) >= 3 && isASCIIAlpha(path[1]) && path[2] == '|' &&
		(len(path) == 3 || path[3] == '/') {
		return false
	}
	if percent {
		return !hasDotSegment(path)
	}
	// Without '%', a dot segment is "." or ".." after a '/'.
	for {
		i := strings.Index(path, "/.")
		if i < 0 {
			return true
		}
		path = path[i+2:]
		if path == "" || path[0] == '/' || path[0] == '.' && (len(path) == 1 || path[1] == '/') {
			return false
		}
	}
}

// hasDotSegment reports whether a segment of path, which starts with '/',
// is a single-dot or double-dot path segment.
func hasDotSegment(path string) bool {
	for len(path) > 0 {
		path = path[1:]
		end := strings.IndexByte(path, '/')
		if end < 0 {
			end = len(path)
		}
		if segment := path[:end]; len(segment) <= 6 &&
			(isSingleDotPathSegment([]byte(segment)) || isDoubleDotPathSegment([]byte(segment))) {
			return true
		}
		path = path[end:]
	}
	return false
}
