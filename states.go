package weburl

import (
	"strings"

	"golang.org/x/text/encoding"
)

// The states of the basic URL parser (spec: #concept-basic-url-parser), one
// method each, in the spec's order. Each returns the next state. The
// spec's "decrease pointer by 1" followed by the machine's increment is
// simply "leave p.pointer where it is" here; see parser.

// schemeStartState implements spec: #scheme-start-state.
func (p *parser) schemeStartState() state {
	if c := p.c(); c != eof && isASCIIAlpha(byte(c)) {
		p.pointer++
		return stateScheme
	}
	if p.override == noState {
		return stateNoScheme
	}
	return p.refuse(ErrNotAScheme, stateFailure)
}

// schemeState implements spec: #scheme-state. The scheme is the input from
// its start to the ':'.
func (p *parser) schemeState() state {
	in := p.input
	i := p.pointer
	for i < len(in) && byteClasses[in[i]]&bcScheme != 0 {
		i++
	}
	if i == len(in) || in[i] != ':' {
		if p.override == noState {
			p.pointer = 0
			return stateNoScheme // start over
		}
		return p.refuse(ErrNotAScheme, stateFailure)
	}
	p.b.setScheme(in[:i])
	if p.override != noState {
		u := p.url
		special := p.b.special()
		if (u.scheme != schemeOther) != special ||
			((u.includesCredentials() || u.hasPort) && p.b.scheme == schemeFile) ||
			(u.scheme == schemeFile && u.host == hostEmpty) {
			return p.refuse(ErrSchemeChange, stateUnchanged)
		}
		return stateDone // the setter drops a default port
	}
	p.pointer = i + 1
	switch {
	case p.b.scheme == schemeFile:
		if !strings.HasPrefix(in[p.pointer:], "//") {
			p.raise(ErrSpecialSchemeMissingFollowingSolidus, p.pointer)
		}
		return stateFile
	case p.b.special() && p.base != nil && p.base.scheme == p.b.scheme:
		return stateSpecialRelativeOrAuthority
	case p.b.special():
		return stateSpecialAuthoritySlashes
	case p.pointer < len(in) && in[p.pointer] == '/':
		p.pointer++
		return statePathOrAuthority
	}
	p.b.beginPath()
	p.b.opaquePath = true
	return stateOpaquePath
}

// noSchemeState implements spec: #no-scheme-state.
func (p *parser) noSchemeState() state {
	base := p.base
	c := p.c()
	if base == nil || (base.opaquePath && c != '#') {
		return p.fail(ErrMissingSchemeNonRelativeURL)
	}
	if base.opaquePath { // and c is '#'
		p.b.copyScheme(base)
		p.b.copyPath(base)
		p.b.copyQuery(base)
		p.b.startFragment()
		p.pointer++
		return stateFragment
	}
	if base.scheme != schemeFile {
		return stateRelative
	}
	return stateFile
}

// specialRelativeOrAuthorityState implements spec:
// #special-relative-or-authority-state.
func (p *parser) specialRelativeOrAuthorityState() state {
	if p.c() == '/' && p.remainingStartsWith('/') {
		p.pointer += 2
		return stateSpecialAuthorityIgnoreSlashes
	}
	p.raise(ErrSpecialSchemeMissingFollowingSolidus, p.pointer)
	return stateRelative
}

// pathOrAuthorityState implements spec: #path-or-authority-state.
func (p *parser) pathOrAuthorityState() state {
	if p.c() == '/' {
		p.pointer++
		return stateAuthority
	}
	return statePath
}

// relativeState implements spec: #relative-state.
func (p *parser) relativeState() state {
	base := p.base
	if p.b.last == compNone { // from the special relative or authority state, the scheme is already base's
		p.b.copyScheme(base)
	}
	c := p.c()
	if c == '/' || (c == '\\' && p.b.special()) {
		if c == '\\' {
			p.raise(ErrInvalidReverseSolidus, p.pointer)
		}
		p.pointer++
		return stateRelativeSlash
	}
	p.b.copyAuthority(base)
	p.b.copyPath(base)
	if next, ok := p.baseQueryOrFragment(c); ok {
		return next
	}
	p.b.shortenPath()
	return statePath
}

// baseQueryOrFragment does what the relative state and the file state do,
// after copying the base URL's path, when c is '?', '#' or EOF: keep the
// base's query (or start an empty one for '?') and go on to the query or
// fragment state, or stop. It reports false for any other c.
func (p *parser) baseQueryOrFragment(c int) (state, bool) {
	switch c {
	case '?':
		p.b.startQuery()
		p.pointer++
		return stateQuery, true
	case '#':
		p.b.copyQuery(p.base)
		p.b.startFragment()
		p.pointer++
		return stateFragment, true
	case eof:
		p.b.copyQuery(p.base)
		return stateDone, true
	}
	return 0, false
}

// relativeSlashState implements spec: #relative-slash-state.
func (p *parser) relativeSlashState() state {
	c := p.c()
	if p.b.special() && (c == '/' || c == '\\') {
		if c == '\\' {
			p.raise(ErrInvalidReverseSolidus, p.pointer)
		}
		p.pointer++
		return stateSpecialAuthorityIgnoreSlashes
	}
	if c == '/' {
		p.pointer++
		return stateAuthority
	}
	p.b.copyAuthority(p.base)
	return statePath
}

// specialAuthoritySlashesState implements spec:
// #special-authority-slashes-state.
func (p *parser) specialAuthoritySlashesState() state {
	if p.c() == '/' && p.remainingStartsWith('/') {
		p.pointer += 2
	} else {
		p.raise(ErrSpecialSchemeMissingFollowingSolidus, p.pointer)
	}
	return stateSpecialAuthorityIgnoreSlashes
}

// specialAuthorityIgnoreSlashesState implements spec:
// #special-authority-ignore-slashes-state.
func (p *parser) specialAuthorityIgnoreSlashesState() state {
	for p.pointer < len(p.input) && (p.input[p.pointer] == '/' || p.input[p.pointer] == '\\') {
		p.raise(ErrSpecialSchemeMissingFollowingSolidus, p.pointer)
		p.pointer++
	}
	return stateAuthority
}

// authorityState implements spec: #authority-state. The spec buffers code
// points and, at each '@', moves the buffer into the username and password;
// the result is the same as splitting the authority at its last '@': what
// precedes it is the userinfo (with any earlier '@' percent-encoded), what
// follows it is the host and port.
func (p *parser) authorityState() state {
	in := p.input
	start := p.pointer
	end, at := authorityEnd(in, start, p.b.special())
	p.b.startAuthority()
	if at >= 0 {
		if p.rep != nil {
			for i := start; i <= at; i++ {
				if in[i] == '@' {
					p.raise(ErrInvalidCredentials, i)
				}
			}
		}
		if at+1 == end {
			p.pointer = end
			return p.fail(ErrHostMissing)
		}
		p.b.setCredentials(in[start:at])
		p.pointer = at + 1
	}
	p.hostEnd = end
	return stateHost
}

// authorityEnd returns the index of the first code point of input at or
// after i that ends an authority, and a host in it: the EOF code point,
// '/', '?', '#', or '\' when special (the condition of the authority,
// host and file host states); and the index of the last '@' before it, or
// -1.
func authorityEnd(input string, i int, special bool) (end, at int) {
	at = -1
	for {
		i = skipClasses(input, i, bcAuthorityStop)
		if i == len(input) || input[i] != '@' && (input[i] != '\\' || special) {
			return i, at
		}
		if input[i] == '@' {
			at = i
		}
		i++ // '@', or '\\' in a URL that is not special
	}
}

// hostState implements spec: #host-state and #hostname-state. The host (and
// port) ends where the authority ends, which the authority state found;
// within it, the first ':' outside brackets starts the port. in is p.input
// (see run).
func (p *parser) hostState(in string) state {
	if p.override != noState && p.b.scheme == schemeFile {
		return stateFileHost
	}
	start := p.pointer
	end := p.hostEnd
	if end < start { // not from the authority state
		end, _ = authorityEnd(in, start, p.b.special())
	}
	i := end
	if colon := strings.IndexByte(in[start:end], ':'); colon >= 0 {
		i = start + colon
		if strings.IndexByte(in[start:i], '[') >= 0 {
			i = colonOutsideBrackets(in, start, end)
		}
	}
	buffer := in[start:i]
	if i < end { // c is ':'
		if buffer == "" {
			return p.fail(ErrHostMissing)
		}
		if p.override == stateHostname {
			return p.refuse(ErrHostnameHasPort, stateFailure)
		}
		if err := p.parseHost(buffer, start, !p.b.special()); err != 0 {
			return p.fail(err)
		}
		p.pointer = i + 1
		return statePort
	}
	if buffer == "" {
		if p.b.special() {
			return p.fail(ErrHostMissing)
		}
		if p.override != noState && (p.b.includesCredentials() || p.url.hasPort) {
			return p.refuse(ErrHostRequired, stateUnchanged)
		}
	}
	if err := p.parseHost(buffer, start, !p.b.special()); err != 0 {
		return p.fail(err)
	}
	p.pointer = i
	if p.override != noState {
		return stateDone
	}
	return statePathStart
}

// colonOutsideBrackets returns the index of the first ':' in in[start:end]
// that the host state's insideBrackets flag does not cover, or end.
func colonOutsideBrackets(in string, start, end int) int {
	insideBrackets := false
	for i := start; i < end; i++ {
		switch in[i] {
		case ':':
			if !insideBrackets {
				return i
			}
		case '[':
			insideBrackets = true
		case ']':
			insideBrackets = false
		}
	}
	return end
}

// portState implements spec: #port-state.
func (p *parser) portState() state {
	in := p.input
	start := p.pointer
	i := start
	port := 0
	for ; i < len(in) && isASCIIDigit(in[i]); i++ {
		if port <= 0xFFFF {
			port = port*10 + int(in[i]-'0')
		}
	}
	atEnd := i == len(in)
	if !atEnd {
		switch in[i] {
		case '/', '?', '#':
			atEnd = true
		case '\\':
			atEnd = p.b.special()
		}
	}
	if !atEnd && p.override == noState {
		return p.fail(ErrPortInvalid)
	}
	if i > start {
		if port > 0xFFFF {
			return p.fail(ErrPortOutOfRange)
		}
		p.b.setPort(port)
		if p.override != noState {
			return stateDone
		}
	}
	if p.override != noState {
		return p.refuse(ErrNotAPort, stateFailure)
	}
	p.pointer = i
	return statePathStart
}

// fileState implements spec: #file-state.
func (p *parser) fileState() state {
	if p.b.last < compScheme {
		p.b.setScheme("file")
	}
	p.b.writeHost("", hostEmpty)
	c := p.c()
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.raise(ErrInvalidReverseSolidus, p.pointer)
		}
		p.pointer++
		return stateFileSlash
	}
	base := p.base
	if base == nil || base.scheme != schemeFile {
		return statePath
	}
	p.b.writeHost(base.hostname(), base.host)
	p.b.copyPath(base)
	if next, ok := p.baseQueryOrFragment(c); ok {
		return next
	}
	if !startsWithWindowsDriveLetter(p.input[p.pointer:]) {
		p.b.shortenPath()
	} else {
		p.raise(ErrFileInvalidWindowsDriveLetter, p.pointer)
		p.b.emptyPath()
	}
	return statePath
}

// fileSlashState implements spec: #file-slash-state.
func (p *parser) fileSlashState() state {
	c := p.c()
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.raise(ErrInvalidReverseSolidus, p.pointer)
		}
		p.pointer++
		return stateFileHost
	}
	base := p.base
	if base != nil && base.scheme == schemeFile {
		p.b.writeHost(base.hostname(), base.host)
		if drive := firstSegment(base.pathname()); !startsWithWindowsDriveLetter(p.input[p.pointer:]) &&
			isNormalizedWindowsDriveLetter(drive) {
			p.b.beginPath()
			p.b.writeByte('/')
			p.b.write(drive)
		}
	}
	return statePath
}

// fileHostState implements spec: #file-host-state. in is p.input (see run).
func (p *parser) fileHostState(in string) state {
	start := p.pointer
	i, _ := authorityEnd(in, start, true)
	buffer := in[start:i]
	if p.override == noState && isWindowsDriveLetter(buffer) {
		// The path state reads the buffer again.
		p.raise(ErrFileInvalidWindowsDriveLetterHost, start)
		p.unitsFrom = i
		return statePath
	}
	p.pointer = i
	if buffer == "" {
		p.b.writeHost("", hostEmpty)
	} else {
		if err := p.parseHost(buffer, start, false); err != 0 {
			return p.fail(err)
		}
		if string(p.b.buf[p.b.hostStart:p.b.hostEnd]) == "localhost" {
			p.b.writeHost("", hostEmpty)
		}
	}
	if p.override != noState {
		return stateDone
	}
	return statePathStart
}

// pathStartState implements spec: #path-start-state.
func (p *parser) pathStartState() state {
	c := p.c()
	if p.b.special() {
		if c == '/' || c == '\\' {
			if c == '\\' {
				p.raise(ErrInvalidReverseSolidus, p.pointer)
			}
			p.pointer++
		}
		return statePath
	}
	if p.override == noState && c == '?' {
		p.b.beginPath()
		p.b.startQuery()
		p.pointer++
		return stateQuery
	}
	if p.override == noState && c == '#' {
		p.b.beginPath()
		p.b.startFragment()
		p.pointer++
		return stateFragment
	}
	if c != eof {
		if c == '/' {
			p.pointer++
		}
		return statePath
	}
	p.b.beginPath()
	if p.override != noState && p.b.host == hostNull {
		p.b.writeByte('/') // append the empty string to url's path
	}
	return stateDone
}

// pathState implements spec: #path-state. Each pass of the loop is one path
// segment, written to the buffer as '/' followed by the segment
// percent-encoded with the path percent-encode set; at the segment's end the
// spec's buffer checks (double-dot, single-dot, Windows drive letter) look at
// what was written.
func (p *parser) pathState() state {
	in := p.input
	special := p.b.special()
	p.b.beginPath()
	for {
		segStart := p.b.n
		p.b.writeByte('/')
		i := p.segment()
		p.raiseURLUnits(p.pointer, i)
		slash := i < len(in) && (in[i] == '/' || (in[i] == '\\' && special))
		if slash && in[i] == '\\' {
			p.raise(ErrInvalidReverseSolidus, i)
		}
		segment := p.b.buf[segStart+1 : p.b.n]
		switch {
		case isDoubleDotPathSegment(segment):
			p.b.truncate(segStart)
			p.b.shortenPath()
			if !slash {
				p.b.writeByte('/')
			}
		case isSingleDotPathSegment(segment):
			p.b.truncate(segStart)
			if !slash {
				p.b.writeByte('/')
			}
		case p.b.scheme == schemeFile && segStart == int(p.b.pathStart) && isWindowsDriveLetter(string(segment)):
			segment[1] = ':' // Windows drive letter quirk
		}
		if slash {
			p.pointer = i + 1
			continue
		}
		p.pointer = i + 1
		if i == len(in) {
			return stateDone
		}
		if in[i] == '?' {
			p.b.startQuery()
			return stateQuery
		}
		p.b.startFragment()
		return stateFragment
	}
}

// segment writes the path segment that starts at the pointer, UTF-8
// percent-encoded with the path percent-encode set, and returns the index of
// the code point that ends it: EOF, '/', '\' in a special URL, or, without a
// state override, '?' or '#'.
func (p *parser) segment() int {
	in := p.input
	special := p.b.special()
	override := p.override != noState
	i := p.pointer
	for {
		j := skipClasses(in, i, bcPathStop)
		p.b.write(in[i:j])
		if j == len(in) {
			return j
		}
		switch c := in[j]; {
		case c == '/' || (c == '\\' && special) || ((c == '?' || c == '#') && !override):
			return j
		case c == '\\':
			p.b.writeByte(c) // not in the path percent-encode set
			i = j + 1
		default:
			i = p.b.writeEncodedCodePoint(in, j, &pathPercentEncodeSet)
		}
	}
}

// opaquePathState implements spec: #cannot-be-a-base-url-path-state.
func (p *parser) opaquePathState() state {
	in := p.input
	start := p.pointer
	i := start
	for i < len(in) && in[i] != '?' && in[i] != '#' {
		i++
	}
	p.raiseURLUnits(start, i)
	p.b.writeEncoded(in[start:i], &c0ControlPercentEncodeSet)
	p.pointer = i + 1
	if i == len(in) {
		return stateDone
	}
	// A U+0020 SPACE that remaining shows to be followed by '?' or '#' is
	// written as "%20" (invalid-URL-unit).
	if i > start && in[i-1] == ' ' {
		p.b.truncate(p.b.n - 1)
		p.b.write("%20")
	}
	if in[i] == '?' {
		p.b.startQuery()
		return stateQuery
	}
	p.b.startFragment()
	return stateFragment
}

// queryState implements spec: #query-state. The spec buffers the query up to
// '#' (or, with a state override, the end) and then percent-encodes it after
// encoding, which is what this does.
func (p *parser) queryState(enc encoding.Encoding) state {
	in := p.input
	end := len(in)
	if p.override == noState {
		if i := strings.IndexByte(in[p.pointer:], '#'); i >= 0 {
			end = p.pointer + i
		}
	}
	set := &queryPercentEncodeSet
	if p.b.special() {
		set = &specialQueryPercentEncodeSet
	}
	buffer := in[p.pointer:end]
	p.raiseURLUnits(p.pointer, end)
	if !p.b.special() || p.b.scheme == schemeWS || p.b.scheme == schemeWSS {
		enc = nil // UTF-8
	}
	if enc == nil {
		p.b.writeEncoded(buffer, set)
	} else {
		// strings.Clone: the encoder's interface calls would otherwise
		// make the parser's stack buffer escape (see parser.run).
		p.b.writeBytes(appendPercentEncodedAfterEncoding(nil, strings.Clone(buffer), enc, set, false))
	}
	p.pointer = end + 1
	if end < len(in) {
		p.b.startFragment()
		return stateFragment
	}
	return stateDone
}

// fragmentState implements spec: #fragment-state.
func (p *parser) fragmentState() state {
	p.raiseURLUnits(p.pointer, len(p.input))
	p.b.writeEncoded(p.input[p.pointer:], &fragmentPercentEncodeSet)
	p.pointer = len(p.input)
	return stateDone
}
