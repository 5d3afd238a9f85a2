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
// has set pre to them (the layout up to pathStart), so that the state
// machine can start at the path start state; otherwise pre's pathStart is
// 0. With u nil, it looks no further than the authority: it
// reports whether the scheme and authority are in that form and the input
// is short enough that what follows cannot make the URL too long, which
// means that the input parses (nothing after the authority can fail).
func parseSerialized(u *URL, input string, pre *layout) bool {
	schemeEnd := 0
	for schemeEnd < len(input) && input[schemeEnd] >= 'a' && input[schemeEnd] <= 'z' {
		schemeEnd++
	}
	if schemeEnd+3 > len(input) || input[schemeEnd:schemeEnd+3] != "://" {
		return parseSerializedOther(u, input, schemeEnd)
	}
	scheme := lookupScheme(input[:schemeEnd])
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
	port, hasPort := 0, false
	if classesOf(input[hostStart:hostEnd])&(bcDomainSlow|bcForbiddenDomain|bcUpper) != 0 {
		// A port, or input the fast path does not take.
		colon := strings.IndexByte(input[hostStart:hostEnd], ':')
		if colon < 0 {
			return false
		}
		hostEnd = hostStart + colon
		if port, hasPort = serializedPort(input[hostEnd+1:pathStart], scheme); !hasPort ||
			classesOf(input[hostStart:hostEnd])&(bcDomainSlow|bcForbiddenDomain|bcUpper) != 0 {
			return false
		}
	}
	host, ok := serializedHost(input[hostStart:hostEnd], scheme)
	if !ok {
		return false
	}
	*pre = layout{
		schemeEnd:   uint32(schemeEnd),
		usernameEnd: uint32(hostStart),
		hostStart:   uint32(hostStart),
		hostEnd:     uint32(hostEnd),
		pathStart:   uint32(pathStart),
		port:        uint16(port),
		hasPort:     hasPort,
		scheme:      scheme,
		host:        host,
	}
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
	pre.pathEnd, pre.queryEnd = uint32(pathEnd), uint32(queryEnd)
	u.record = record{href: input, layout: *pre}
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
	if schemeEnd == len(input) || input[schemeEnd] != ':' || lookupScheme(input[:schemeEnd]) != schemeOther {
		return false
	}
	if u != nil && input[len(input)-1] <= ' ' {
		return false
	}
	rest := input[schemeEnd+1:]
	if len(rest) >= 1 && isTabOrNewline(rest[0]) || len(rest) >= 2 && isTabOrNewline(rest[1]) {
		return false // removing it could make an authority
	}
	r := layout{schemeEnd: uint32(schemeEnd), scheme: schemeOther, host: hostNull}
	r.usernameEnd, r.hostStart, r.hostEnd, r.pathStart = r.schemeEnd+1, r.schemeEnd+1, r.schemeEnd+1, r.schemeEnd+1
	if strings.HasPrefix(rest, "//") && !serializedOpaqueAuthority(input, &r) {
		return false
	}
	pathStart := int(r.pathStart)
	if u == nil {
		return settledAfter(pathStart, len(input)-pathStart)
	}
	pathEnd, queryEnd, ok := serializedQueryAndFragment(input, pathStart, bcQuery)
	if !ok {
		return false
	}
	path := input[pathStart:pathEnd]
	r.opaquePath = r.host == hostNull && (path == "" || path[0] != '/')
	if r.opaquePath {
		if classesOf(path)&bcC0Control != 0 || path != "" && path[len(path)-1] == ' ' && pathEnd < len(input) {
			return false
		}
	} else if path != "" {
		classes := classesOf(path)
		if classes&bcPathChange != 0 || !serializedPath(path, schemeOther, classes&bcPercent != 0) {
			return false
		}
	}
	r.pathEnd, r.queryEnd = uint32(pathEnd), uint32(queryEnd)
	u.record = record{href: input, layout: r}
	return true
}

// serializedOpaqueAuthority reports whether the authority of a URL that is
// not special, after the "//" that follows r's scheme in input, is in
// serialized form: no credentials, an opaque host that the opaque host
// parser gives back unchanged (no forbidden host code point, nothing in
// the C0 control percent-encode set), not empty when there is a port, and
// a port of decimal digits without leading zeros, at most 65535. If so, it
// sets r's host and port, and r.pathStart to where the authority ends.
func serializedOpaqueAuthority(input string, r *layout) bool {
	hostStart := int(r.schemeEnd) + 3
	end, _ := authorityEnd(input, hostStart, false)
	hostEnd := end
	port, hasPort := 0, false
	if colon := strings.IndexByte(input[hostStart:end], ':'); colon >= 0 {
		hostEnd = hostStart + colon
		if port, hasPort = serializedPort(input[hostEnd+1:end], schemeOther); hostEnd == hostStart || !hasPort {
			return false
		}
	}
	for i := hostStart; i < hostEnd; i++ {
		if c := input[i]; c <= ' ' || c >= 0x7F || forbiddenHostCodePoints[c] {
			return false
		}
	}
	r.host = hostOpaque
	if hostEnd == hostStart {
		r.host = hostEmpty
	}
	r.usernameEnd, r.hostStart, r.hostEnd, r.pathStart = uint32(hostStart), uint32(hostStart), uint32(hostEnd), uint32(end)
	r.port, r.hasPort = uint16(port), hasPort
	return true
}

// lenientAuthority describes the scheme and authority of input that
// parseLenientAuthority takes: the scheme, host type and port, and
// offsets into input, up to pathStart.
type lenientAuthority struct {
	// schemeEnd is the ':' after the scheme; hostStart is after the
	// slashes and the userinfo; hostEnd is the ':' before the port, or
	// pathStart; pathStart is where the authority ends: '/', '\\', '?',
	// '#', or len(input). host is hostDomain, hostIPv4, hostIPv6, or
	// hostEmpty (file).
	layout
	addr  uint32    // the IPv4 address, when host is hostIPv4
	addr6 [8]uint16 // the IPv6 address, when host is hostIPv6
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
	n := 0
	for n < len(input) && n < 5 && isASCIIAlpha(input[n]) { // "https" is the longest
		n++
	}
	if n == len(input) || input[n] != ':' {
		return false, false
	}
	scheme := lookupScheme(input[:n])
	if scheme == schemeOther {
		// Rare: a special scheme with upper case letters.
		var lower [5]byte
		for i := range n {
			lower[i] = input[i] | 0x20
		}
		scheme = lookupScheme(string(lower[:n]))
	}
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
	port := -1
	if !clean {
		var at int
		if pathStart, at = authorityEnd(input, i, true); at >= 0 {
			if !credentials {
				return false, true
			}
			hostStart = at + 1
		}
		var bounded bool
		if hostEnd, port, bounded = lenientHostEnd(input, hostStart, pathStart); !bounded ||
			scheme == schemeFile && (hostStart > i || hostEnd < pathStart) {
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
	a.schemeEnd, a.hostStart, a.hostEnd, a.pathStart = uint32(n), uint32(hostStart), uint32(hostEnd), uint32(pathStart)
	a.port, a.hasPort = 0, port >= 0
	if a.hasPort {
		a.port = uint16(port)
	}
	return true, true
}

// lenientHostEnd returns the end of the host in the authority
// input[hostStart:end], which has no userinfo: the ':' that starts a port,
// or end; and the port, or -1 when there is none or it is empty. It reports
// false when the port is not one that the port state accepts, or a host
// that starts with '[' does not end with ']'.
func lenientHostEnd(input string, hostStart, end int) (hostEnd, port int, ok bool) {
	hostEnd = end
	if hostStart < end && input[hostStart] == '[' {
		i := strings.IndexByte(input[hostStart:end], ']')
		if i < 0 {
			return 0, 0, false
		}
		hostEnd = hostStart + i + 1
		if hostEnd < end && input[hostEnd] != ':' {
			return 0, 0, false
		}
	} else if i := strings.IndexByte(input[hostStart:end], ':'); i >= 0 {
		hostEnd = hostStart + i
	}
	if hostEnd == end {
		return hostEnd, -1, true
	}
	port, ok = parsePortDigits(input[hostEnd+1 : end])
	return hostEnd, port, ok
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
	pathStart := int(a.pathStart)
	return settledAfter(3*pathStart+42, len(input)-pathStart), true
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
	if ok, _ := parseLenientAuthority(input, false, &a); !ok || int(a.pathStart) == len(input) ||
		input[len(input)-1] <= ' ' {
		return false
	}
	inPathStart := int(a.pathStart)
	pathEnd, queryEnd, ok := serializedRest(input, inPathStart, a.scheme)
	if !ok {
		return false
	}
	host := input[a.hostStart:a.hostEnd]
	if a.scheme == schemeFile && a.host == hostDomain && len(host) == len("localhost") &&
		strings.EqualFold(host, "localhost") {
		a.host, host = hostEmpty, ""
	}
	if a.hasPort && int(a.port) == a.scheme.defaultPort() {
		a.hasPort, a.port = false, 0
	}
	buf := make([]byte, 0, int(a.schemeEnd)+len("://")+len("[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]")+
		len(":65535")+len(input)-inPathStart)
	for i := 0; i < int(a.schemeEnd); i++ {
		buf = append(buf, input[i]|0x20)
	}
	buf = append(buf, "://"...)
	a.usernameEnd, a.hostStart = uint32(len(buf)), uint32(len(buf))
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
	a.hostEnd = uint32(len(buf))
	if a.hasPort {
		buf = append(buf, ':')
		buf = strconv.AppendInt(buf, int64(a.port), 10)
	}
	shift := len(buf) - inPathStart
	buf = append(buf, input[inPathStart:]...)
	if uint64(len(buf)) > MaxURLLength {
		return false
	}
	a.pathStart, a.pathEnd, a.queryEnd = uint32(inPathStart+shift), uint32(pathEnd+shift), uint32(queryEnd+shift)
	// buf is not used again.
	u.record = record{href: unsafe.String(unsafe.SliceData(buf), len(buf)), layout: a.layout}
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
		if pathEnd, queryEnd, ok = serializedQueryAndFragment(input, pathStart, bcSpecialQuery); !ok {
			return 0, 0, false
		}
		classes = classesOf(input[pathStart:pathEnd])
	}
	if classes&bcPathChange != 0 || !serializedPath(input[pathStart:pathEnd], scheme, classes&bcPercent != 0) {
		return 0, 0, false
	}
	return pathEnd, queryEnd, true
}

// serializedQueryAndFragment returns the end of the path that starts at
// input[pathStart] and the end of the query (see record), and reports
// whether the query and the fragment need no percent-encoding: no byte of
// the query has a class in querySet (bcSpecialQuery or bcQuery), and no
// byte of the fragment is in the fragment percent-encode set.
func serializedQueryAndFragment(input string, pathStart int, querySet uint16) (pathEnd, queryEnd int, ok bool) {
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
		if classesOf(input[pathEnd+1:queryEnd])&querySet != 0 {
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

// serializedPort returns the value of port, the input between ':' and the
// end of the authority, and reports whether port is the serialization of a
// port other than the scheme's default: digits without leading zeros, at
// most 65535 (a file URL has no port).
func serializedPort(port string, scheme schemeType) (int, bool) {
	n, ok := parsePortDigits(port)
	return n, ok && n >= 0 && (port[0] != '0' || len(port) == 1) && n != scheme.defaultPort() && scheme != schemeFile
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
	if scheme == schemeFile && len(path) >= 3 && (len(path) == 3 || path[3] == '/') &&
		isWindowsDriveLetter(path[1:3]) && !isNormalizedWindowsDriveLetter(path[1:3]) {
		return false // a first segment "C|": the path state writes it "C:"
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
