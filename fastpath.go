package weburl

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
func parseSerialized(u *URL, input string) bool {
	schemeEnd := 0
	for schemeEnd < len(input) && input[schemeEnd] >= 'a' && input[schemeEnd] <= 'z' {
		schemeEnd++
	}
	if schemeEnd+3 > len(input) || input[schemeEnd:schemeEnd+3] != "://" {
		return false
	}
	scheme := lookupScheme([]byte(input[:schemeEnd]))
	if scheme == schemeOther || input[len(input)-1] <= ' ' {
		return false
	}
	hostStart := schemeEnd + 3
	hostEnd := skipClasses(input, hostStart, bcDomainSlow|bcForbiddenDomain|bcUpper)
	host, ok := serializedHost(input[hostStart:hostEnd], scheme)
	if !ok {
		return false
	}
	pathStart := hostEnd
	if pathStart < len(input) && input[pathStart] == ':' {
		if pathStart = serializedPortEnd(input, pathStart+1, scheme); pathStart < 0 {
			return false
		}
	}
	pathEnd, ok := serializedPathEnd(input, pathStart, scheme)
	if !ok {
		return false
	}
	queryEnd := pathEnd
	if queryEnd < len(input) && input[queryEnd] == '?' {
		queryEnd = skipClasses(input, queryEnd+1, bcSpecialQuery)
	}
	if queryEnd < len(input) {
		if input[queryEnd] != '#' || skipClasses(input, queryEnd+1, bcFragment) != len(input) {
			return false
		}
	}
	u.record = record{
		href:        input,
		schemeEnd:   uint32(schemeEnd),
		usernameEnd: uint32(hostStart),
		hostStart:   uint32(hostStart),
		hostEnd:     uint32(hostEnd),
		pathStart:   uint32(pathStart),
		pathEnd:     uint32(pathEnd),
		queryEnd:    uint32(queryEnd),
		scheme:      scheme,
		host:        host,
	}
	return true
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

// serializedPortEnd returns the end of the port that starts at input[i],
// or -1 unless it is the serialization of a port other than the scheme's
// default (no leading zeros, at most 65535), followed by the path.
func serializedPortEnd(input string, i int, scheme schemeType) int {
	if scheme == schemeFile {
		return -1
	}
	start := i
	port := 0
	for ; i < len(input) && isASCIIDigit(input[i]) && port <= 0xFFFF; i++ {
		port = port*10 + int(input[i]-'0')
	}
	if i == start || i-start > 1 && input[start] == '0' || port > 0xFFFF ||
		port == scheme.defaultPort() || i == len(input) || input[i] != '/' {
		return -1
	}
	return i
}

// serializedPathEnd returns the end of the path that starts at input[i]
// (the index of '?', '#', or len(input)) when the path is its own
// serialization: it starts with '/', and no segment needs percent-encoding,
// is a dot segment, or (in a file URL) is a first segment that is a Windows
// drive letter with '|'.
func serializedPathEnd(input string, i int, scheme schemeType) (int, bool) {
	if i == len(input) || input[i] != '/' {
		return 0, false
	}
	first := true
	for {
		start := i + 1
		i = skipClasses(input, start, bcPathStop)
		segment := input[start:i]
		if len(segment) <= 6 && len(segment) > 0 && (segment[0] == '.' || segment[0] == '%') &&
			(isSingleDotPathSegment([]byte(segment)) || isDoubleDotPathSegment([]byte(segment))) {
			return 0, false
		}
		if first && scheme == schemeFile && len(segment) == 2 && isASCIIAlpha(segment[0]) && segment[1] == '|' {
			return 0, false
		}
		first = false
		if i == len(input) || input[i] == '?' || input[i] == '#' {
			return i, true
		}
		if input[i] != '/' {
			return 0, false
		}
	}
}
