package weburl

import (
	"strconv"
	"strings"
	"unsafe"
)

// Input already in serialized form. Most URLs that programs parse are
// ("https://example.com/a/b?c#d"): the basic URL parser gives such input
// back unchanged. Many others are but for their authority: the case of
// their scheme and host ("HTTP://Example.COM/a"), the form of an IP
// address ("http://0x7f.1/", "http://[0:0::1]/") or of a port
// ("https://h:443/", "http://h:080/"), which the parser writes otherwise
// and leaves the rest as it is. parseSerialized recognizes both with the
// rules that the state machine applies (schemeLength and lookupScheme,
// authorityEnd, readPort, the host parser, plainPath, the byte classes
// of the percent-encode sets), asking of each component only whether the
// rule leaves it as it is, without the state machine's bookkeeping: it
// never writes, never declares input invalid, and leaves everything else
// to the state machine. FuzzParse and the differential tests compare its
// result with the state machine's.

// A prefix is where the state machine can start on input that is not all
// in serialized form, after the part that parseSerialized found in
// serialized form: input[:next] (and no more) is that part, which the
// layout describes as far as it goes, and the machine starts at
// input[next] in the state after:
//   - stateAuthority: input[:next] is a special scheme other than file and
//     "//"; the authority follows and ends at pathStart, with its last '@'
//     at at (or -1), no tab or newline (but maybe ill-formed UTF-8, which
//     removing a later tab or newline reads as U+FFFD: see runParserIn),
//     and the byte classes classes after that '@' (as authorityEnd
//     returns them); when at is -1, its host ends at hostEnd and has the
//     classes hostClasses (as splitHostPort returns them);
//   - statePathStart: also that authority;
//   - statePath: also the path's segments up to the '/' before next;
//   - stateQuery: the path and '?'; stateFragment: the path, the query and
//     '#';
//   - noState: there is none.
//
// With rewriteScheme set in rewrite, input[:next] is that part but for
// ASCII upper alphas in the scheme, which the URL has lowercased.
//
// When parseSerialized takes input but rewrites it, the prefix also says
// how (see rewrittenAuthority and putRewritten): the scheme is
// ASCII-lowercased, and, with rewriteAuthority, so is the host, unless
// ipHost says it is an IP address, which the host parser may yet reject
// (then the state machine starts after the prefix, at the authority);
// with rewritePort, input[hostEnd:pathStart], a ':' and a port not in its
// serialization (the default port, no digits, or leading zeros), becomes
// port's serialization, nothing for -1.
type prefix struct {
	layout
	rewrite     uint8 // rewriteScheme, rewriteAuthority
	rewritePort bool
	after       state
	next        int
	at          int    // the authority's last '@', or -1
	classes     uint32 // of the authority after at
	hostClasses uint32 // of the host, when at is -1
	port        int
	ipHost      HostKind // IPv4Host or IPv6Host: the host is an address to parse again
}

// What parseSerialized rewrites, in prefix.rewrite.
const (
	rewriteScheme    = 1 << iota // ASCII upper alphas in the scheme
	rewriteAuthority             // the host or port (see prefix)
)

// set sets the prefix's layout, the state after it and where that state
// starts; the caller sets the rest that the state needs. It leaves the
// prefix at the authority when parseSerialized rewrites it
// (rewriteAuthority): the state machine cannot start after an authority
// that the input does not hold. Field by field (and the layout too, which
// parseSerialized has just written): the compiler builds a composite
// literal aside and copies it with wide loads of its narrow stores, which
// makes the processor wait for them.
func (pre *prefix) set(l *layout, after state, next int) {
	if pre.rewrite&rewriteAuthority != 0 {
		return
	}
	pre.layout.copyFields(l)
	pre.after = after
	pre.next = next
}

// parseSerialized reports whether input is a URL in serialized form, with
// its layout in r when it is, or would be but for ASCII upper alphas in its
// scheme and in a domain host, an IP address host in another form, and the
// form of its port: rewritten says so, and then pre says how the URL's
// href and layout differ from input and r (see rewrittenAuthority and
// putRewritten), or that the host parser may yet reject the IP address
// host, and the state machine decides. Otherwise it
// sets pre, which must be the zero prefix, to the prefix of input that it
// found in serialized form, after which the state machine can start (see
// prefix).
//
// With r nil, it looks no further than the authority and reports whether
// the scheme and authority are in serialized form and input is short
// enough that what follows cannot make the URL too long: then input parses
// (nothing after the authority can fail).
func parseSerialized(input string, r *layout, pre *prefix) (ok, rewritten bool) {
	n, upper := schemeLength(input)
	if n == 0 || n == len(input) || input[n] != ':' {
		return false, false
	}
	scheme := lookupScheme(input[:n])
	if upper {
		scheme = lookupSchemeFold(input[:n], upper)
		pre.rewrite = rewriteScheme
	}
	if scheme == schemeOther {
		return !upper && parseSerializedOther(input, n, r), false
	}
	hostStart := n + 3
	if len(input) <= hostStart || input[n+1] != '/' || input[n+2] != '/' ||
		scheme != schemeFile && (input[hostStart] == '/' || input[hostStart] == '\\') {
		return false, false // the special authority ignore slashes state would skip those
	}
	pathStart, at, classes := authorityEnd(input, hostStart, true)
	l := layout{schemeEnd: uint32(n), scheme: scheme, usernameEnd: uint32(hostStart), hostStart: uint32(hostStart)}
	hostEnd, hostClasses, ok := 0, uint32(0), at < 0 // else credentials (rare)
	if ok {
		hostEnd, hostClasses = splitHostPort(input, hostStart, pathStart, classes)
		ok = pathStart < len(input) && input[pathStart] == '/' && // else an authority that does not end at the path
			serializedHostAndPort(input, hostStart, hostEnd, pathStart, hostClasses, false, &l)
	}
	if !ok && !pre.setAuthority(input, &l, hostStart, pathStart, at, classes, hostEnd, hostClasses) {
		return false, false
	}
	l.hostEnd, l.pathStart = uint32(hostEnd), uint32(pathStart)
	if r == nil {
		if settledAfter(pathStart, len(input)-pathStart) && pre.rewrite&rewriteAuthority == 0 {
			return true, false
		}
		pre.set(&l, statePathStart, pathStart)
		return false, false
	}
	// What follows holds no tab, newline, C0 control or space where it is
	// in serialized form (the percent-encode sets hold them), so neither
	// does a prefix that ends after the authority. When the authority is
	// rewritten, the prefix ends before it.
	pathEnd, done := plainPath(input, pathStart+1, scheme == schemeFile, false)
	if !done {
		next := pathStart + 1 // no segment is plain
		if pathEnd > next {
			next = pathEnd + 1 // after the plain segments and their '/'
		}
		pre.set(&l, statePath, next)
		return false, false
	}
	l.pathEnd = uint32(pathEnd)
	queryEnd, bad := pathEnd, noState
	if pathEnd < len(input) { // else no query and no fragment: no call
		queryEnd, bad = serializedQueryAndFragment(input, pathEnd, bcSpecialQuery)
	}
	switch bad {
	case stateQuery:
		pre.set(&l, stateQuery, pathEnd+1)
		return false, false
	case stateFragment:
		l.queryEnd = uint32(queryEnd)
		pre.set(&l, stateFragment, queryEnd+1)
		return false, false
	}
	l.queryEnd = uint32(queryEnd)
	*r = l
	return true, pre.rewrite != 0
}

// setAuthority sets pre, for parseSerialized, to the prefix of input that
// ends where the authority starts, at hostStart, after a special scheme
// that l describes, when the state machine can start there: the authority,
// which ends at end, has its last '@' at at (or -1), and the classes
// classes after it; when at is -1, its host ends at hostEnd and has the
// classes hostClasses. Then it reports whether the authority would be in
// serialized form but for what rewriteHostAndPort rewrites, so that
// parseSerialized goes on, to rewrite input if the rest is in serialized
// form.
//
//go:noinline
func (pre *prefix) setAuthority(input string, l *layout, hostStart, end, at int, classes uint32, hostEnd int, hostClasses uint32) bool {
	if l.scheme == schemeFile || classes&bcTabOrNewline != 0 || input[len(input)-1] <= ' ' ||
		at >= 0 && classesOf(input[hostStart:at])&bcTabOrNewline != 0 {
		return false
	}
	// The state machine's input has the same authority: no tab or
	// newline to remove (classes are those after the '@'), nothing to
	// trim.
	l.hostEnd, l.pathStart = uint32(hostEnd), uint32(end)
	pre.set(l, stateAuthority, hostStart)
	pre.at, pre.classes, pre.hostClasses = at, classes, hostClasses
	return at < 0 && end < len(input) && input[end] == '/' &&
		pre.rewriteHostAndPort(input, hostStart, hostEnd, end, hostClasses, l)
}

// rewriteHostAndPort reports whether the host and port in
// input[hostStart:end], an authority of a special URL other than file,
// without credentials, whose host ends at hostEnd and has the classes
// classes, are in serialized form (as serializedHostAndPort says) but for
// ASCII upper alphas in a domain, the form of an IP address (that the
// host parser may yet reject: see rewrittenAuthority) and the form of the
// port (the default port, no digits, or leading zeros). Then it sets pre
// to rewrite them, and l's host type.
func (pre *prefix) rewriteHostAndPort(input string, hostStart, hostEnd, end int, classes uint32, l *layout) bool {
	if hostEnd == hostStart {
		return false // host-missing, or an empty host with a port
	}
	rewritePort, port := false, 0
	if hostEnd < end {
		i, p, form := readPort(input, hostEnd+1, l.scheme)
		if i != end || form == portOutOfRange {
			return false // the port state fails
		}
		switch form {
		case portNone, portDefault:
			rewritePort, port = true, -1
		case portLeadingZeros:
			rewritePort, port = true, p
		}
	}
	host, ipHost := input[hostStart:hostEnd], NullHost
	switch {
	case host[0] == '[':
		ipHost = IPv6Host
	case classes&(bcDomainSlow|bcForbiddenDomain) != 0:
		return false
	case endsInANumber(host):
		ipHost = IPv4Host
	default:
		l.host = DomainHost // ASCII-lowercased
	}
	pre.rewrite |= rewriteAuthority
	pre.rewritePort, pre.port, pre.ipHost = rewritePort, port, ipHost
	return true
}

// rewrittenAuthority appends to dst the host and port that parseSerialized
// rewrote those of input, with the layout l, to, as pre says, and returns
// them and the length of the host; or nil when it only lowercases them.
// It runs the IPv6 or IPv4 parser on a host that is one, as the host
// parser would, and reports whether it takes it (ok); it sets l's host
// type to match.
func (pre *prefix) rewrittenAuthority(dst []byte, input string, l *layout) (authority []byte, hostLen int, ok bool) {
	if pre.ipHost == NullHost && !pre.rewritePort {
		return nil, 0, true
	}
	in := input[l.hostStart:l.hostEnd]
	switch pre.ipHost {
	case IPv6Host:
		h, _, err := parseHostClasses(nil, in, pre.hostClasses, false, nil)
		if err != 0 {
			return nil, 0, false
		}
		dst, l.host = appendHost(dst, h, nil, in), h.kind
	case IPv4Host:
		h, err := ipv4Host(in, nil)
		if err != 0 {
			return nil, 0, false
		}
		dst, l.host = appendHost(dst, h, nil, in), h.kind
	default:
		dst = appendLowerASCII(dst, in, true)
	}
	hostLen = len(dst)
	if !pre.rewritePort {
		dst = append(dst, input[l.hostEnd:l.pathStart]...)
	} else if pre.port >= 0 {
		dst = strconv.AppendInt(append(dst, ':'), int64(pre.port), 10)
	}
	return dst, hostLen, true
}

// rewrittenLen returns the length of the href that parseSerialized rewrote
// input, with the layout l, to, whose authority is authority.
func rewrittenLen(input string, l *layout, authority []byte) int {
	if authority == nil {
		return len(input)
	}
	return int(l.hostStart) + len(authority) + len(input) - int(l.pathStart)
}

// putRewritten writes into dst, of length rewrittenLen, the href that
// parseSerialized rewrote input, with the layout l, to: the scheme
// ASCII-lowercased, authority, with a host of hostLen bytes, and the rest
// of input. It moves l to match. A nil authority is input's, lowercased.
func putRewritten(dst []byte, input string, l *layout, authority []byte, hostLen int) {
	if authority == nil {
		putLowerASCII(dst[:l.hostEnd], input[:l.hostEnd])
		copy(dst[l.hostEnd:], input[l.hostEnd:])
		return
	}
	start, end := int(l.hostStart), int(l.pathStart)
	putLowerASCII(dst[:start], input[:start])
	copy(dst[start+copy(dst[start:], authority):], input[end:])
	d := uint32(len(authority) - (end - start))
	l.hostEnd = uint32(start + hostLen)
	l.pathStart += d
	l.pathEnd += d
	l.queryEnd += d
}

// parseSerializedOther is parseSerialized for a URL that is not special,
// whose lowercase scheme is input[:schemeEnd]: an opaque path, a path, or
// an authority and a path, then a query and a fragment. It does not set a
// prefix layout: the state machine cannot start after the authority of a
// URL that is not special.
func parseSerializedOther(input string, schemeEnd int, r *layout) bool {
	if r != nil && input[len(input)-1] <= ' ' {
		return false // trailing C0 control or space, trimmed (an opaque path may end in a space)
	}
	rest := input[schemeEnd+1:]
	if len(rest) >= 1 && isTabOrNewline(rest[0]) || len(rest) >= 2 && isTabOrNewline(rest[1]) {
		return false // removing it could make an authority
	}
	l := layout{schemeEnd: uint32(schemeEnd), scheme: schemeOther, host: NullHost}
	pathStart := schemeEnd + 1
	if strings.HasPrefix(rest, "//") {
		hostStart := schemeEnd + 3
		end, at, classes := authorityEnd(input, hostStart, false)
		if at >= 0 {
			return false
		}
		l.usernameEnd, l.hostStart = uint32(hostStart), uint32(hostStart)
		hostEnd, hostClasses := splitHostPort(input, hostStart, end, classes)
		if !serializedHostAndPort(input, hostStart, hostEnd, end, hostClasses, true, &l) {
			return false
		}
		l.hostEnd, pathStart = uint32(hostEnd), end
	} else {
		l.usernameEnd, l.hostStart, l.hostEnd = uint32(pathStart), uint32(pathStart), uint32(pathStart)
	}
	l.pathStart = uint32(pathStart)
	if r == nil {
		return settledAfter(pathStart, len(input)-pathStart)
	}
	var pathEnd int
	switch {
	case pathStart < len(input) && input[pathStart] == '/':
		end, done := plainPath(input, pathStart+1, false, false)
		if !done {
			return false
		}
		pathEnd = end
	case l.host != NullHost:
		pathEnd = pathStart // an empty path: the authority ends at '?', '#' or the end
	default:
		// An opaque path (spec: #cannot-be-a-base-url-path-state).
		end, classes := skipClassesUnion(input, pathStart, bcQueryOrFragment)
		if classes&bcC0Control != 0 || end > pathStart && end < len(input) && input[end-1] == ' ' {
			return false
		}
		pathEnd, l.opaquePath = end, true
	}
	queryEnd, bad := serializedQueryAndFragment(input, pathEnd, bcQuery)
	if bad != noState {
		return false
	}
	l.pathEnd, l.queryEnd = uint32(pathEnd), uint32(queryEnd)
	*r = l
	return true
}

// serializedHostAndPort reports whether the host and port in
// input[hostStart:end], an authority without credentials whose host ends
// at hostEnd and has the classes classes (as splitHostPort returns them),
// are in serialized form. It sets l's host type.
func serializedHostAndPort(input string, hostStart, hostEnd, end int, classes uint32, isOpaque bool, l *layout) bool {
	if hostEnd < end {
		i, _, form := readPort(input, hostEnd+1, l.scheme)
		if i != end || form != portSerialized || l.scheme == schemeFile || hostEnd == hostStart {
			return false // a port that the port state writes otherwise, or none at all
		}
	}
	host := input[hostStart:hostEnd]
	switch {
	case host == "":
		l.host = EmptyHost
		return isOpaque || l.scheme == schemeFile
	case isOpaque:
		// The opaque-host parser gives back a host without a forbidden
		// host code point, and percent-encodes what is in the C0 control
		// percent-encode set.
		l.host = OpaqueHost
		return classes&(bcForbiddenHost|bcC0Control) == 0
	}
	if isSerializedDomain(host, classes) {
		l.host = DomainHost
		return l.scheme != schemeFile || host != "localhost"
	}
	// An IPv4 address in its serialization; any other host is the state
	// machine's.
	l.host = IPv4Host
	return isIPv4Serialization(host)
}

// serializedQueryAndFragment returns the end of the query (see layout) of
// the query and fragment that start at input[pathEnd] (or the end of
// input), and reports whether they are in serialized form: no byte of the
// query has a class in querySet (bcSpecialQuery or bcQuery), and no byte
// of the fragment is in the fragment percent-encode set. When they are
// not, bad is the state of the first that is not, stateQuery or
// stateFragment; queryEnd is then the fragment's '#' for stateFragment.
func serializedQueryAndFragment(input string, pathEnd int, querySet uint32) (queryEnd int, bad state) {
	queryEnd = pathEnd
	if pathEnd < len(input) && input[pathEnd] == '?' {
		// '#' is in the query percent-encode sets: it ends the query, or
		// the query needs encoding.
		queryEnd = skipClasses(input, pathEnd+1, querySet)
		if queryEnd < len(input) && input[queryEnd] != '#' {
			return 0, stateQuery
		}
	}
	if queryEnd < len(input) && classesOf(input[queryEnd+1:])&bcFragment != 0 {
		return queryEnd, stateFragment
	}
	return queryEnd, noState
}

// canParseAuthority reports, for CanParse, whether input starts with a
// special scheme, in any case, a ':', the slashes that the special
// authority states (or the file states) skip, and an authority that the
// authority, host and port states (or the file host state) take, in
// whatever form: then input parses when it is short enough that what
// follows cannot make the URL too long, which it checks too (nothing after
// the authority can fail). It asks the rules that those states apply
// (schemeLength and lookupSchemeFold, authorityEnd, splitHostPort,
// readPort, the host parser) without writing. It reports false, leaving
// the answer to the state machine, for input it does not take: a base URL
// with the same scheme (then the relative states decide), and a tab,
// newline or trailing space in the host or port, which preprocessing would
// remove.
func canParseAuthority(input string, base *URL) bool {
	n, upper := schemeLength(input)
	if n == 0 || n == len(input) || input[n] != ':' {
		return false
	}
	scheme := lookupSchemeFold(input[:n], upper)
	if scheme == schemeOther || base != nil && base.scheme == scheme {
		return false
	}
	if scheme == schemeFile {
		return canParseFileHost(input, n+1)
	}
	i := skipSlashes(input, n+1)
	// Tabs and newlines before the last '@' do not change where the host
	// starts and ends.
	end, at, classes := authorityEnd(input, i, true)
	if classes&bcTabOrNewline != 0 || end == len(input) && input[end-1] <= ' ' {
		return false
	}
	hostStart := max(i, at+1)
	hostEnd, classes := splitHostPort(input, hostStart, end, classes)
	if hostEnd == hostStart {
		return false // host-missing
	}
	if hostEnd < end {
		if j, _, form := readPort(input, hostEnd+1, schemeOther); j != end || form == portOutOfRange {
			return false
		}
	}
	if !canParseHost(input[hostStart:hostEnd], classes) {
		return false
	}
	return settledAfter(maxWrittenBeforePath(end), len(input)-end)
}

// canParseFileHost is canParseAuthority for a file URL, whose input after
// "file:" starts at i: without two slashes there is no host (spec:
// #file-state, #file-slash-state), and the file host state takes an empty
// host, a Windows drive letter (which it hands to the path state) or a host
// that the host parser takes.
func canParseFileHost(input string, i int) bool {
	// A tab or newline among the slashes after "file:" is removed before
	// the machine reads them, so it may join slashes into the two that
	// start a host ("file:\t//%"): the state machine decides.
	slashesEnd := skipSlashes(input, i)
	if slashesEnd < len(input) && isTabOrNewline(input[slashesEnd]) {
		return false
	}
	end := i
	if slashesEnd-i >= 2 {
		start := i + 2
		var at int
		var classes uint32
		end, at, classes = authorityEnd(input, start, true)
		if at >= 0 {
			classes = classesOf(input[start:end]) // the host is all of it, '@' included
		}
		if classes&bcTabOrNewline != 0 || end == len(input) && input[end-1] <= ' ' {
			return false
		}
		if host := input[start:end]; host != "" && !isWindowsDriveLetter(host) && !canParseHost(host, classes) {
			return false
		}
	}
	return settledAfter(maxWrittenBeforePath(end), len(input)-end)
}

// skipSlashes returns the index of the first byte at or after input[i]
// that is neither '/' nor '\\', or len(input).
func skipSlashes(input string, i int) int {
	for i < len(input) && (input[i] == '/' || input[i] == '\\') {
		i++
	}
	return i
}

// canParseHost reports whether the host parser takes host, the host of a
// special URL, whose bytes have the classes classes.
func canParseHost(host string, classes uint32) bool {
	if isSerializedDomain(host, classes) {
		return true
	}
	var buf [64]byte
	_, _, err := parseHostClasses(buf[:0], host, classes, false, nil)
	return err == 0
}

// newURLRewritten returns a new URL whose record is *l with the href that
// parseSerialized rewrote input to, as pre says, in the same allocation
// when it fits (see newURLRoom); or nil when the host parser rejects the
// IP address host (see rewrittenAuthority).
func newURLRewritten(input string, l *layout, pre *prefix) *URL {
	var buf [64]byte
	authority, hostLen, ok := pre.rewrittenAuthority(buf[:0], input, l)
	if !ok {
		return nil
	}
	u, dst := newURLRoom(rewrittenLen(input, l, authority))
	putRewritten(dst, input, l, authority, hostLen)
	u.setRecord(record{href: unsafe.String(unsafe.SliceData(dst), len(dst)), layout: *l})
	return u
}
