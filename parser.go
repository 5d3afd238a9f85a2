package weburl

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

// state is a state of the basic URL parser's state machine (spec:
// #concept-basic-url-parser). Each state is one method of parser, in
// states.go.
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
const scratchSize = 512

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
	hostEnd   int             // where the authority state found the authority to end, or -1
	b         builder         // the URL record being built, serialized

	// validateOnly is set when the caller only wants to know whether the
	// input parses (CanParse): the machine may then stop with success as
	// soon as nothing left can fail (see settled).
	validateOnly bool
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

// raiseFailure raises the validation error that made the parse fail, at
// the pointer where the state that failed left it, unless the domain
// parser's strict pass raised it already (domain-to-ASCII).
func (p *parser) raiseFailure(err ValidationError) {
	if err != ErrDomainToASCII {
		p.raise(err, min(p.pointer, len(p.input)))
	}
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

// run runs the state machine from state st until it returns, with query
// encoding enc (nil for UTF-8). in is p.input. It returns the state it
// stopped in: stateDone, stateUnchanged or stateFailure.
//
// enc and in are arguments as well as, for in, a parser field, because
// enc flows to the heap, into interface method calls (and the hosts in in
// did, into golang.org/x/net/idna, before internal/idna). The compiler's
// escape analysis does not tell one field of the parser from another, so a
// field that escapes would make the parser's stack buffer escape too.
func (p *parser) run(st state, enc encoding.Encoding, in string) state {
	for {
		if st >= statePathStart && st <= stateFragment && p.validateOnly && p.settled() {
			return stateDone
		}
		switch st {
		case stateSchemeStart:
			st = p.schemeStartState()
		case stateScheme:
			st = p.schemeState()
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
			st = p.specialAuthoritySlashesState()
		case stateSpecialAuthorityIgnoreSlashes:
			st = p.specialAuthorityIgnoreSlashesState()
		case stateAuthority:
			st = p.authorityState()
		case stateHost, stateHostname:
			st = p.hostState(in)
		case statePort:
			st = p.portState()
		case stateFile:
			st = p.fileState()
		case stateFileSlash:
			st = p.fileSlashState()
		case stateFileHost:
			st = p.fileHostState(in)
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
		default:
			return st
		}
	}
}

// maxOutputPerInputByte bounds how many bytes of serialized URL one byte of
// input can become in the path, query and fragment states. The worst case is
// an invalid byte in a query with a legacy encoding that cannot encode
// U+FFFD: "%26%2365533%3B" (14 bytes), preceded in ISO-2022-JP by the escape
// back to ASCII, percent-encoded ("%1B(B", 5 bytes).
const maxOutputPerInputByte = 32

// settled reports whether a parse without state override that has reached
// the path start, path, opaque path, query or fragment state is bound to
// succeed: none of those states returns failure, and the input left is too
// short to make the URL longer than MaxURLLength (the 2 is the "/." the
// serializer may add).
func (p *parser) settled() bool {
	return p.override == noState && settledAfter(p.b.n, len(p.input)-p.pointer)
}

// settledAfter reports whether a URL whose serialization is written up to
// the path, in written bytes, stays within MaxURLLength with left more
// bytes of input to go.
func settledAfter(written, left int) bool {
	return uint64(written)+2+uint64(left)*maxOutputPerInputByte <= MaxURLLength
}

// parse runs the basic URL parser (spec: #concept-basic-url-parser) on input
// with base (nil for none) and query encoding enc (nil for UTF-8), and
// returns a new URL or a *ParseError.
func parse(input string, base *URL, enc encoding.Encoding) (*URL, error) {
	var u URL
	if err := parseInto(&u, input, base, enc); err != 0 {
		return nil, &ParseError{Input: input, Type: err}
	}
	nu := new(URL)
	nu.record = u.record
	return nu, nil
}

// parseInto runs the basic URL parser on input and, when u is not nil,
// stores the result in u. It returns the validation error that made the
// parse fail, or 0.
func parseInto(u *URL, input string, base *URL, enc encoding.Encoding) ValidationError {
	// Input already in serialized form needs no state machine (the base
	// and the encoding cannot change such input). When its scheme and
	// authority are, the machine can start at the path, and CanParse
	// has its answer: nothing after the authority fails.
	var pre layout
	if u == nil {
		ok, special := canParseSpecial(input)
		if ok {
			return 0
		}
		if special {
			return runParserFrom(nil, input, base, enc, nil, nil)
		}
	}
	if parseSerialized(u, input, &pre) {
		return 0
	}
	if u != nil && pre.pathStart == 0 && parseNearlySerialized(u, input) {
		return 0
	}
	return runParserFrom(u, input, base, enc, nil, &pre)
}

// runParser is parseInto without the fast path: the basic URL parser's
// state machine.
//
// errs, when not nil, receives the validation errors the parser raises.
func runParser(u *URL, input string, base *URL, enc encoding.Encoding, errs *[]ValidationErrorAt) ValidationError {
	return runParserFrom(u, input, base, enc, errs, nil)
}

// runParserFrom is runParser, starting at the path start state after the
// scheme and authority that pre describes (a layout filled up to
// pathStart by parseSerialized: input[:pre.pathStart] is in serialized
// form), when pre is not nil and its pathStart is not 0 (and errs is nil:
// a serialized prefix raises no validation error, but the reporter wants
// to see it).
func runParserFrom(u *URL, input string, base *URL, enc encoding.Encoding, errs *[]ValidationErrorAt, pre *layout) ValidationError {
	var scratch [scratchSize]byte
	in := preprocess(input)
	// The parser is set up here, not by a method, so that the compiler
	// sees that it and its buffer stay on the stack.
	p := parser{input: in, base: base, hostEnd: -1, validateOnly: u == nil}
	if errs != nil {
		p.rep = newReporter(errs, input, true, 0)
		p.b.reporting = true
	}
	p.b.buf = scratch[:]
	p.b.reset()
	st := stateSchemeStart
	if pre != nil && pre.pathStart > 0 && errs == nil {
		// input starts with a letter and has no tab or newline before
		// pathStart: in has the same prefix.
		p.b.write(in[:pre.pathStart])
		p.b.layout = *pre
		p.b.pathStart, p.b.pathEnd, p.b.queryEnd = 0, 0, 0
		p.b.last = compPort
		p.pointer = int(pre.pathStart)
		st = statePathStart
	}
	if p.run(st, outputEncoding(enc), in) != stateDone {
		if p.rep != nil {
			p.raiseFailure(p.err)
		}
		return p.err
	}
	if u == nil {
		// The machine stopped once settled, or went to the end.
		if uint64(p.b.n) > MaxURLLength {
			return ErrURLTooLong
		}
		return 0
	}
	if !p.b.finish(u, in) {
		return ErrURLTooLong
	}
	return 0
}

// preprocess removes leading and trailing C0 control or space and all ASCII
// tab or newline from input, as the basic URL parser's first steps say when
// no URL is given (invalid-URL-unit validation errors).
func preprocess(input string) string {
	return removeTabAndNewline(trimC0ControlOrSpace(input))
}

// initOverride prepares p for a setter: it runs the state machine on input,
// from which the caller has removed ASCII tab or newline (and nothing else),
// with a state override, modifying url.
func (p *parser) initOverride(input string, url *URL, override state) {
	p.input = input
	p.hostEnd = -1
	p.url = url
	p.override = override
	p.b.reset()
}

// trimC0ControlOrSpace removes leading and trailing C0 control or space
// (U+0000 to U+0020).
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
	if classesOf(s)&bcTabOrNewline == 0 {
		return s
	}
	i := skipClasses(s, 0, bcTabOrNewline)
	if !utf8.ValidString(s[i:]) {
		s = utf8DecodeWithoutBOM(s)
		i = skipClasses(s, 0, bcTabOrNewline)
	}
	out := make([]byte, i, len(s)-1)
	copy(out, s[:i])
	for ; i < len(s); i++ {
		if !isTabOrNewline(s[i]) {
			out = append(out, s[i])
		}
	}
	return string(out)
}

// isWindowsDriveLetter implements spec: #windows-drive-letter.
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter implements spec:
// #normalized-windows-drive-letter.
func isNormalizedWindowsDriveLetter(s string) bool {
	return isWindowsDriveLetter(s) && s[1] == ':'
}

// firstSegment returns the first segment of path, a serialized path that
// starts with '/' (spec: a URL's path[0]), or "" when path is empty.
func firstSegment(path string) string {
	if path == "" {
		return ""
	}
	if i := strings.IndexByte(path[1:], '/'); i >= 0 {
		return path[1 : 1+i]
	}
	return path[1:]
}

// startsWithWindowsDriveLetter implements spec:
// #start-with-a-windows-drive-letter.
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// isSingleDotPathSegment implements spec: #single-dot-path-segment.
func isSingleDotPathSegment(s []byte) bool {
	switch len(s) {
	case 1:
		return s[0] == '.'
	case 3:
		return isPercent2E(s)
	}
	return false
}

// isDoubleDotPathSegment implements spec: #double-dot-path-segment.
func isDoubleDotPathSegment(s []byte) bool {
	switch len(s) {
	case 2:
		return s[0] == '.' && s[1] == '.'
	case 4:
		return (s[0] == '.' && isPercent2E(s[1:])) || (isPercent2E(s) && s[3] == '.')
	case 6:
		return isPercent2E(s) && isPercent2E(s[3:])
	}
	return false
}

// isPercent2E reports whether s starts with "%2e" or "%2E".
func isPercent2E(s []byte) bool {
	return s[0] == '%' && s[1] == '2' && (s[2] == 'e' || s[2] == 'E')
}
