package weburl

import (
	"strings"

	"golang.org/x/text/encoding"
)

// The basic URL parser's state machine (spec: #concept-basic-url-parser):
// the parser's variables, the loop that runs it, and one method per spec
// state, in the spec's order. It owns the reporting of validation errors.
// It decides what each component is, by the sub-parsers (host.go,
// domain.go, ipv4.go, ipv6.go) and the rules of the lower files (scheme.go,
// path.go, percent.go), and writes through the builder (serializer.go).

// state is a state of the basic URL parser's state machine (spec:
// #concept-basic-url-parser). Each state is one method of parser.
type state uint8

const (
	noState state = iota // no state override
	stateSchemeStart
	stateScheme
	stateNoScheme
	stateSpecialRelativeOrAuthority
	statePathOrAuthority
	stateRelative
	stateRelativeSlash
	stateSpecialAuthoritySlashes
	stateSpecialAuthorityIgnoreSlashes
	stateAuthority
	stateHost
	stateHostname
	statePort
	stateFile
	stateFileSlash
	stateFileHost
	statePathStart
	statePath
	stateOpaquePath
	stateQuery
	stateFragment

	// Not spec states: the machine's three ways to stop. stateDone is
	// "return url" (or, with a state override, "return" after changing
	// url); stateUnchanged is, with a state override, a "return" that
	// leaves url as it was; stateFailure is "return failure".
	stateDone
	stateUnchanged
	stateFailure
)

// scratchSize is the size of the stack buffer the parser writes into; longer
// URLs grow it on the heap.
const scratchSize = 256

// parser holds the basic URL parser's variables. The spec's pointer is
// p.pointer, a byte index into p.input; c is the byte at the pointer, or eof.
//
// Where the spec's state machine moves one code point at a time, each state
// method here consumes as much input as the state would, then sets p.pointer
// to where the next state starts reading (there is no implicit increment).
// Every delimiter the spec looks at is ASCII, and a UTF-8 sequence never
// contains an ASCII byte, so working on bytes changes nothing; code points
// beyond ASCII are only ever percent-encoded (or, in a host, decoded for
// IDNA), and invalid UTF-8 is read as U+FFFD at that point.
type parser struct {
	input     string
	pointer   int
	base      *URL
	override  state           // state override, or noState
	url       *URL            // the URL a setter modifies, with a state override
	err       ValidationError // why the parse failed
	refusal   Refusal         // with a state override: why url was left unchanged, when no validation error says it
	rep       *reporter       // where validation errors go, or nil when nobody asked for them
	unitsFrom int             // raiseURLUnits looks at no code point before this index
	b         builder         // the URL record being built, serialized

	// validateOnly is set when the caller only wants to know whether the
	// input parses (CanParse): the machine may then stop with success as
	// soon as nothing left can fail (see settled). discard is set with it
	// when the input is too short for any URL parsed from it to reach
	// MaxURLLength: then the machine need not write the credentials and
	// the host either, only check them.
	validateOnly, discard bool
}

// eof is what c returns at the end of the input: the EOF code point.
const eof = -1

// c returns the byte at the pointer, or eof.
func (p *parser) c() int {
	if p.pointer < len(p.input) {
		return int(p.input[p.pointer])
	}
	return eof
}

// stepOverSlash moves the pointer past c, the '/' or '\' at it, and
// raises invalid-reverse-solidus when c is '\', as each state that takes
// either says.
func (p *parser) stepOverSlash(c int) {
	if c == '\\' {
		p.raise(ErrInvalidReverseSolidus, p.pointer)
	}
	p.pointer++
}

// remainingStartsWith reports whether the input after the pointer (the
// spec's "remaining") starts with b.
func (p *parser) remainingStartsWith(b byte) bool {
	return p.pointer+1 < len(p.input) && p.input[p.pointer+1] == b
}

// fail records why the parse fails and returns stateFailure.
func (p *parser) fail(err ValidationError) state {
	p.err = err
	return stateFailure
}

// refuse records why a setter's value was not applied, where the standard
// returns (st is stateUnchanged) or returns failure (stateFailure) without
// a validation error, and returns st.
func (p *parser) refuse(r Refusal, st state) state {
	p.refusal = r
	return st
}

// why returns the error that says why a parse with a state override did not
// complete: the validation error, or else the refusal.
func (p *parser) why() error {
	if p.err != 0 {
		return p.err
	}
	return p.refusal
}

// raise raises validation error t at index i of the parser's input, if
// the caller asked for validation errors.
func (p *parser) raise(t ValidationError, i int) {
	if p.rep != nil {
		p.rep.raise(t, i)
	}
}

// raiseFailure raises the validation error that made the parse fail, at
// the pointer where the state that failed left it, unless the domain
// parser's strict pass raised it already (domain-to-ASCII).
func (p *parser) raiseFailure(err ValidationError) {
	if err != ErrDomainToASCII {
		p.raise(err, min(p.pointer, len(p.input)))
	}
}

// raiseURLUnits raises invalid-URL-unit for each code point of
// p.input[start:end] that is not a URL code point or '%', and for each '%'
// not followed by two ASCII hex digits (spec: the path, opaque path, query
// and fragment states). Code points before p.unitsFrom are not looked at:
// the file host state hands a Windows drive letter it has read to the path
// state, which does not read it again (spec: #file-host-state).
func (p *parser) raiseURLUnits(start, end int) {
	if p.rep != nil {
		p.rep.raiseURLUnits(p.input, max(start, p.unitsFrom), end)
	}
}

// run runs the state machine from state st until it returns, with query
// encoding enc (nil for UTF-8). in is p.input. It returns the state it
// stopped in: stateDone, stateUnchanged or stateFailure.
//
// enc and in are arguments as well as, for in, a parser field, because
// enc flows to the heap, into interface method calls. The compiler's
// escape analysis does not tell one field of the parser from another, so a
// field that escapes would make the parser's stack buffer escape too.
func (p *parser) run(st state, enc encoding.Encoding, in string) state {
	for {
		switch st {
		case stateSchemeStart:
			st = p.schemeStartState()
		case stateScheme:
			st = p.schemeState(in)
		case stateNoScheme:
			st = p.noSchemeState()
		case stateSpecialRelativeOrAuthority:
			st = p.specialRelativeOrAuthorityState()
		case statePathOrAuthority:
			st = p.pathOrAuthorityState()
		case stateRelative:
			st = p.relativeState()
		case stateRelativeSlash:
			st = p.relativeSlashState()
		case stateSpecialAuthoritySlashes:
			st = p.specialAuthoritySlashesState(in)
		case stateSpecialAuthorityIgnoreSlashes:
			st = p.specialAuthorityIgnoreSlashesState(in)
		case stateAuthority:
			st = p.authorityState(in)
		case stateHost, stateHostname:
			// The host is what precedes the end of the authority, '@'
			// included.
			end, _, _ := authorityEnd(in, p.pointer, p.b.special())
			st = p.hostState(in, end, classesOf(in[p.pointer:end]))
		case statePort:
			st = p.portState()
		case stateFile:
			st = p.fileState()
		case stateFileSlash:
			st = p.fileSlashState()
		case stateFileHost:
			st = p.fileHostState(in)
		default:
			if st > stateFragment {
				return st
			}
			// The path start, path, opaque path, query and fragment
			// states.
			if p.validateOnly && p.settled() {
				return stateDone
			}
			switch st {
			case statePathStart:
				st = p.pathStartState()
			case statePath:
				st = p.pathState()
			case stateOpaquePath:
				st = p.opaquePathState()
			case stateQuery:
				st = p.queryState(enc)
			case stateFragment:
				st = p.fragmentState()
			}
		}
	}
}

// settled reports whether a parse without state override that has reached
// the path start, path, opaque path, query or fragment state is bound to
// succeed: none of those states returns failure, and the input left is too
// short to make the URL longer than MaxURLLength (see settledAfter).
func (p *parser) settled() bool {
	return p.discard || p.override == noState && settledAfter(p.b.n, len(p.input)-p.pointer)
}

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
// its start to the ':'. in is p.input (see run).
func (p *parser) schemeState(in string) state {
	i, upper := schemeLength(in)
	if i == len(in) || in[i] != ':' {
		if p.override == noState {
			p.pointer = 0
			return stateNoScheme // start over
		}
		return p.refuse(ErrNotAScheme, stateFailure)
	}
	p.b.writeScheme(i, upper, lookupSchemeFold(in[:i], upper))
	if p.override != noState {
		u := p.url
		special := p.b.special()
		if (u.scheme != schemeOther) != special ||
			((u.includesCredentials() || u.hasPort()) && p.b.scheme == schemeFile) ||
			(u.scheme == schemeFile && u.host == EmptyHost) {
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
		return p.specialAuthoritySlashesState(in)
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
		p.stepOverSlash(c)
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
		p.stepOverSlash(c)
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
// #special-authority-slashes-state. in is p.input (see run).
func (p *parser) specialAuthoritySlashesState(in string) state {
	if p.c() == '/' && p.remainingStartsWith('/') {
		p.pointer += 2
	} else {
		p.raise(ErrSpecialSchemeMissingFollowingSolidus, p.pointer)
	}
	return p.specialAuthorityIgnoreSlashesState(in)
}

// specialAuthorityIgnoreSlashesState implements spec:
// #special-authority-ignore-slashes-state. in is p.input (see run).
func (p *parser) specialAuthorityIgnoreSlashesState(in string) state {
	for p.pointer < len(in) && (in[p.pointer] == '/' || in[p.pointer] == '\\') {
		p.raise(ErrSpecialSchemeMissingFollowingSolidus, p.pointer)
		p.pointer++
	}
	return p.authorityState(in)
}

// authorityState implements spec: #authority-state, and goes on with the
// host state. The spec buffers code points and, at each '@', moves the
// buffer into the username and password; the result is the same as
// splitting the authority at its last '@': what precedes it is the
// userinfo (with any earlier '@' percent-encoded), what follows it is the
// host and port. in is p.input (see run).
func (p *parser) authorityState(in string) state {
	end, at, classes := authorityEnd(in, p.pointer, p.b.special())
	p.b.startAuthority()
	return p.authority(in, end, at, classes)
}

// authority is the authority state once authorityEnd has found, from the
// pointer on, the authority's end, its last '@' (or -1), and the classes of
// what follows that '@'.
func (p *parser) authority(in string, end, at int, classes uint32) state {
	start := p.pointer
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
		if !p.discard {
			colon := at
			if i := strings.IndexByte(in[start:at], ':'); i >= 0 {
				colon = start + i
			}
			p.b.writeUserinfo(start, colon, at)
		}
		p.pointer = at + 1
	}
	return p.hostState(in, end, classes)
}

// hostState implements spec: #host-state and #hostname-state, for the host
// (and port) that starts at the pointer and ends at end, where the
// authority ends, and whose bytes have the classes classes; within it, the
// first ':' outside brackets starts the port. in is p.input (see run).
func (p *parser) hostState(in string, end int, classes uint32) state {
	if p.override != noState && p.b.scheme == schemeFile {
		return stateFileHost
	}
	i, classes := splitHostPort(in, p.pointer, end, classes)
	return p.hostAndPort(in, i, end, classes)
}

// hostAndPort is the host state once splitHostPort has found, in the
// authority from the pointer to end, the host's end i (the ':' that starts
// the port, or end) and the classes of the host's bytes. in is p.input
// (see run).
func (p *parser) hostAndPort(in string, i, end int, classes uint32) state {
	start := p.pointer
	if i < end { // c is ':'
		if i == start {
			return p.fail(ErrHostMissing)
		}
		if p.override == stateHostname {
			return p.refuse(ErrHostnameHasPort, stateFailure)
		}
		if err := p.host(in, start, i, classes, !p.b.special(), false); err != 0 {
			return p.fail(err)
		}
		p.pointer = i + 1
		return statePort
	}
	if i == start {
		if p.b.special() {
			return p.fail(ErrHostMissing)
		}
		if p.override != noState && (p.b.includesCredentials() || p.url.hasPort()) {
			return p.refuse(ErrHostRequired, stateUnchanged)
		}
	}
	if err := p.host(in, start, i, classes, !p.b.special(), false); err != 0 {
		return p.fail(err)
	}
	p.pointer = i
	if p.override != noState {
		return stateDone
	}
	return statePathStart
}

// host runs the host parser on in[start:end], whose bytes have the classes
// classes, and writes the host it returns, the empty host instead of
// "localhost" when file is set (spec: #file-host-state). It raises the validation errors that the host parser
// records before returning its failure, if any; a failure of the domain
// parser raises nothing more: its validation error, domain-to-ASCII, came
// from the strict pass (spec: #concept-domain-to-ascii). in is p.input
// (see run).
func (p *parser) host(in string, start, end int, classes uint32, isOpaque, file bool) ValidationError {
	var w *warnings
	var list warnings
	if p.rep != nil {
		list.list, w = make([]ValidationErrorAt, 0, 8), &list
	}
	var buf [64]byte
	h, ascii, err := parseHostClasses(buf[:0], in[start:end], classes, isOpaque, w)
	if p.rep != nil {
		// Each where the host parser raised it.
		for _, e := range list.list {
			p.raise(e.Type, start+e.Offset)
		}
		if err != 0 {
			// The parse stops here; raiseFailure raises err at the
			// pointer.
			p.pointer = start + list.failAt
		}
	}
	switch {
	case err != 0:
		return err
	case p.discard:
		// Only whether it parses matters.
	case file && h.isLocalhost(ascii, in[start:end]):
		p.b.copyHost("", EmptyHost)
	default:
		p.b.writeHost(h, ascii, start, end)
	}
	return 0
}

// portState implements spec: #port-state.
func (p *parser) portState() state {
	in := p.input
	start := p.pointer
	i, port, form := readPort(in, start, p.b.scheme)
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
	if form != portNone {
		if form == portOutOfRange {
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
		p.b.setScheme("file", schemeFile)
	}
	p.b.copyHost("", EmptyHost)
	c := p.c()
	if c == '/' || c == '\\' {
		p.stepOverSlash(c)
		return stateFileSlash
	}
	base := p.base
	if base == nil || base.scheme != schemeFile {
		return statePath
	}
	p.b.copyHost(base.hostname(), base.host)
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
		p.stepOverSlash(c)
		return stateFileHost
	}
	base := p.base
	if base != nil && base.scheme == schemeFile {
		p.b.copyHost(base.hostname(), base.host)
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
	i, at, classes := authorityEnd(in, start, true)
	if at >= 0 {
		classes = classesOf(in[start:i]) // the host is all of it, '@' included
	}
	if p.override == noState && isWindowsDriveLetter(in[start:i]) {
		// The path state reads the buffer again.
		p.raise(ErrFileInvalidWindowsDriveLetterHost, start)
		p.unitsFrom = i
		return statePath
	}
	p.pointer = i
	if i == start {
		p.b.copyHost("", EmptyHost)
	} else if err := p.host(in, start, i, classes, false, true); err != 0 {
		return p.fail(err)
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
			p.stepOverSlash(c)
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
	if p.override != noState && p.b.host == NullHost {
		p.b.writeByte('/') // append the empty string to url's path
	}
	return stateDone
}

// pathState implements spec: #path-state. Each pass of the loop is one path
// segment, written as '/' followed by the segment percent-encoded with the
// path percent-encode set; at the segment's end the spec's buffer checks
// (double-dot, single-dot, Windows drive letter) look at the segment.
func (p *parser) pathState() state {
	in := p.input
	special := p.b.special()
	p.b.beginPath()
	// Each look for plain segments may read the rest of the input; after
	// reads adding up to four times what is left of it here, the segments
	// are taken one at a time, so that a path of many dot segments costs
	// time linear in its length.
	budget := 4 * (len(in) - p.pointer)
	for {
		if budget > 0 {
			budget -= len(in) - p.pointer
			first := p.b.scheme == schemeFile && p.b.at() == p.b.pathStart // a file URL's first segment
			if end, done := plainPath(in, p.pointer, first, p.override != noState); end > p.pointer || done {
				// Segments that need no change: written as they are,
				// at once.
				p.b.writeByte('/')
				p.b.copyInput(p.pointer, end)
				p.raiseURLUnits(p.pointer, end)
				p.pointer = end + 1
				if done {
					return p.endPath(end)
				}
			}
		}
		segStart := p.b.n
		p.b.writeByte('/')
		i := p.segment()
		p.raiseURLUnits(p.pointer, i)
		slash := i < len(in) && (in[i] == '/' || (in[i] == '\\' && special))
		if slash && in[i] == '\\' {
			p.raise(ErrInvalidReverseSolidus, i)
		}
		// The checks look at the input's segment: they are about
		// segments that percent-encoding does not change.
		switch segment := in[p.pointer:i]; {
		case len(segment) > 6 || len(segment) == 0:
		case dotSegmentOf(segment) == doubleDot:
			p.b.truncate(segStart)
			p.b.shortenPath()
			if !slash {
				p.b.writeByte('/')
			}
		case dotSegmentOf(segment) == singleDot:
			p.b.truncate(segStart)
			if !slash {
				p.b.writeByte('/')
			}
		case p.b.scheme == schemeFile && segStart == int(p.b.pathStart) && isWindowsDriveLetter(segment):
			p.b.setByte(segStart+2, ':') // Windows drive letter quirk
		}
		p.pointer = i + 1
		if !slash {
			return p.endPath(i)
		}
	}
}

// endPath ends the path state at in[i], the end of the input, or '?' or
// '#': it goes on to the query or fragment state, or stops. A query and
// fragment that those states would write as they are (no byte in their
// percent-encode sets) are copied at once, unless validation errors are
// asked for, which the states raise, or there is a state override.
func (p *parser) endPath(i int) state {
	if i == len(p.input) {
		return stateDone
	}
	if p.rep == nil && p.override == noState {
		querySet := uint32(bcQuery)
		if p.b.special() {
			querySet = bcSpecialQuery
		}
		if queryEnd, bad := serializedQueryAndFragment(p.input, i, querySet); bad == noState {
			p.b.copyQueryAndFragment(i, queryEnd)
			p.pointer = len(p.input)
			return stateDone
		}
	}
	if p.input[i] == '?' {
		p.b.startQuery()
		return stateQuery
	}
	p.b.startFragment()
	return stateFragment
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
		p.b.copyInput(i, j)
		if j == len(in) {
			return j
		}
		switch c := in[j]; {
		case c == '/' || (c == '\\' && special) || ((c == '?' || c == '#') && !override):
			return j
		case c == '\\':
			p.b.copyInput(j, j+1) // not in the path percent-encode set
			i = j + 1
		default:
			i = p.b.writeEncodedCodePoint(j, &pathPercentEncodeSet)
		}
	}
}

// opaquePathState implements spec: #cannot-be-a-base-url-path-state.
func (p *parser) opaquePathState() state {
	in := p.input
	start := p.pointer
	i := skipClasses(in, start, bcQueryOrFragment)
	p.raiseURLUnits(start, i)
	p.b.copyInputEncoded(start, i, &c0ControlPercentEncodeSet)
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
	p.raiseURLUnits(p.pointer, end)
	if !p.b.special() || p.b.scheme == schemeWS || p.b.scheme == schemeWSS {
		enc = nil // UTF-8
	}
	if enc == nil {
		p.b.copyInputEncoded(p.pointer, end, set)
	} else {
		// strings.Clone: the encoder's interface calls would otherwise
		// make the parser's stack buffer escape (see parser.run).
		p.b.writeBytes(appendPercentEncodedAfterEncoding(nil, strings.Clone(in[p.pointer:end]), enc, set, false))
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
	p.b.copyInputEncoded(p.pointer, len(p.input), &fragmentPercentEncodeSet)
	p.pointer = len(p.input)
	return stateDone
}
