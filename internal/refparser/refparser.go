// Package refparser is a reference implementation of the URL Standard for
// weburl's tests (only tests import it), written to be read next to url.bs rather than to be fast, in the way
// net/netip's slow_test.go keeps that package's parser honest. It is the
// basic URL parser (spec: #concept-basic-url-parser) as the standard writes
// it: the
// input, once preprocessed, is a []rune of scalar values read one code
// point per step through a pointer that can move back and forth; the
// states, variables (buffer, atSignSeen, insideBrackets,
// passwordTokenSeen, pointer, state override) and validation errors carry
// the standard's names; the URL record holds the standard's components
// (a host is a domain, an IPv4 or IPv6 address, an opaque host or the
// empty host; the path is a list of segments or an opaque path), and the
// URL serializer and the URL class's getters and setters read and write
// that record. It has its own host parser, IPv4 parser (with the IPv4
// number parser and the ends in a number checker), IPv6 parser,
// opaque-host parser, domain parser, percent-encode sets, percent-decoding,
// and the Encoding Standard's UTF-8 decoder. It has no fast path and no
// byte offsets, and it imports exactly one thing from weburl's code: the UTS
// #46 step of the domain parser, Unicode ToASCII with the standard's flags
// (internal/idna's ToASCII), which the domain parser here calls. It does
// not import the package weburl, so nothing of weburl's parser can leak
// into it. The
// query encoding is always UTF-8.
//
// It records the validation errors the standard raises, by the standard's
// type names ("invalid-URL-unit", "host-missing", ...), in the order the
// standard raises them. It includes the later changes of the standard
// made after the version of url.bs the project follows that concern the
// parser (the IPv4-non-ASCII-input validation error).
//
// weburl's differential tests (differential_test.go) and fuzz targets
// (fuzz_test.go: FuzzParse, FuzzParseWithBase and FuzzSetters) run weburl
// and this reference on the same input and compare failure, href, every
// getter and the validation errors; the setters are compared through
// URL.Set, which runs the reference's basic URL parser with a state
// override on the reference's own URL record, as the URL class's setters
// do. Where the two disagree, url.bs decides; diffRegressions in
// differential_test.go lists the disagreements found so far, all decided
// against weburl and fixed there.
package refparser

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/weburl/weburl/internal/idna"
)

// eof is the EOF code point (spec: #eof-code-point).
const eof rune = -1

// state is a state of the basic URL parser. noStateOverride is the
// zero value: no state override given.
type state int

const (
	noStateOverride state = iota
	schemeStartState
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	hostnameState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
)

// hostKind says which kind of host (spec: #concept-host) a host is.
type hostKind uint8

const (
	hostDomain hostKind = iota + 1
	hostIPv4
	hostIPv6
	hostOpaque
	hostEmpty
)

// host is a host: a domain, an IPv4 address, an IPv6 address, an opaque
// host, or the empty host.
type hostValue struct {
	kind hostKind
	name string    // the domain or the opaque host
	ipv4 uint32    // the IPv4 address
	ipv6 [8]uint16 // the IPv6 address's pieces
}

// path is a URL path (spec: #url-path): a list of URL path segments, or
// a URL path segment (an opaque path). The opaque path is a []byte because
// the opaque path state appends to it one code point at a time.
type path struct {
	opaque  bool
	segment []byte   // the opaque path, when opaque
	list    []string // the segments, otherwise
}

// nullable is a component that is null or an ASCII string (the query
// and the fragment). The zero value is null.
type nullable struct {
	nonNull bool
	s       []byte
}

// URL is a URL record (spec: #concept-url). The zero URL, with port
// set to nullPort, is a new URL.
type URL struct {
	scheme   string
	username []byte
	password []byte
	host     *hostValue // nil is null
	port     int        // nullPort, or a 16-bit unsigned integer
	path     path
	query    nullable
	fragment nullable
}

// nullPort is the port of a URL whose port is null.
const nullPort = -1

// newURL returns a new URL (spec: "a new URL": every component at its
// initial value).
func newURL() *URL { return &URL{port: nullPort} }

// Clone returns a copy of u that shares no memory with it.
func (u *URL) Clone() *URL {
	v := *u
	v.username = cloneBytes(u.username)
	v.password = cloneBytes(u.password)
	if u.host != nil {
		h := *u.host
		v.host = &h
	}
	v.path = u.path.clone()
	v.query.s = cloneBytes(u.query.s)
	v.fragment.s = cloneBytes(u.fragment.s)
	return &v
}

func (p path) clone() path {
	return path{opaque: p.opaque, segment: cloneBytes(p.segment), list: append([]string(nil), p.list...)}
}

func cloneBytes(b []byte) []byte { return append([]byte(nil), b...) }

// Code point classes (Infra).

func isASCIIDigit(c rune) bool {
	return c >= '0' && c <= '9'
}

func isASCIIHexDigit(c rune) bool {
	return isASCIIDigit(c) || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f'
}

func isASCIIAlpha(c rune) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}

func isASCIIAlphanumeric(c rune) bool {
	return isASCIIDigit(c) || isASCIIAlpha(c)
}

func isC0Control(c rune) bool {
	return c >= 0 && c <= 0x1F
}

func isC0ControlOrSpace(c rune) bool {
	return isC0Control(c) || c == ' '
}

func isASCIITabOrNewline(c rune) bool {
	return c == '\t' || c == '\n' || c == '\r'
}

// asciiLowercase lowercases an ASCII upper alpha.
func asciiLowercase(c rune) rune {
	if c >= 'A' && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// isNoncharacter: U+FDD0 to U+FDEF, and the code points ending in FFFE or
// FFFF.
func isNoncharacter(c rune) bool {
	return c >= 0xFDD0 && c <= 0xFDEF || c&0xFFFF == 0xFFFE || c&0xFFFF == 0xFFFF
}

// isURLCodePoint (spec: #url-code-points): ASCII alphanumeric,
// !$&'()*+,-./:;=?@_~, and code points in the range U+00A0 to U+10FFFD,
// excluding surrogates and noncharacters.
func isURLCodePoint(c rune) bool {
	if isASCIIAlphanumeric(c) || strings.ContainsRune("!$&'()*+,-./:;=?@_~", c) {
		return true
	}
	return c >= 0xA0 && c <= 0x10FFFD && !(c >= 0xD800 && c <= 0xDFFF) && !isNoncharacter(c)
}

// isForbiddenHostCodePoint (spec: #forbidden-host-code-point).
func isForbiddenHostCodePoint(c rune) bool {
	switch c {
	case 0x00, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// isForbiddenDomainCodePoint (spec: #forbidden-domain-code-point).
func isForbiddenDomainCodePoint(c rune) bool {
	return isForbiddenHostCodePoint(c) || isC0Control(c) || c == '%' || c == 0x7F
}

// The percent-encode sets (spec: #percent-encoded-bytes).

func inC0ControlPercentEncodeSet(c rune) bool { return isC0Control(c) || c > '~' }

func inFragmentPercentEncodeSet(c rune) bool {
	return inC0ControlPercentEncodeSet(c) || strings.ContainsRune(" \"<>`", c)
}

func inQueryPercentEncodeSet(c rune) bool {
	return inC0ControlPercentEncodeSet(c) || strings.ContainsRune(" \"#<>", c)
}

func inSpecialQueryPercentEncodeSet(c rune) bool {
	return inQueryPercentEncodeSet(c) || c == '\''
}

func inPathPercentEncodeSet(c rune) bool {
	return inQueryPercentEncodeSet(c) || strings.ContainsRune("?^`{}", c)
}

func inUserinfoPercentEncodeSet(c rune) bool {
	return inPathPercentEncodeSet(c) || strings.ContainsRune("/:;=@[\\]|", c)
}

// percentEncodeByte (spec: #percent-encode): "%" and two ASCII upper hex
// digits.
func percentEncodeByte(b byte) string {
	const hex = "0123456789ABCDEF"
	return string([]byte{'%', hex[b>>4], hex[b&0xF]})
}

// utf8Encode is the UTF-8 encoding of the scalar values s.
func utf8Encode(s []rune) []byte {
	var out []byte
	for _, c := range s {
		out = appendUTF8(out, c)
	}
	return out
}

// appendUTF8 appends the UTF-8 encoding of the scalar value c.
func appendUTF8(out []byte, c rune) []byte {
	switch {
	case c < 0x80:
		return append(out, byte(c))
	case c < 0x800:
		return append(out, 0xC0|byte(c>>6), 0x80|byte(c&0x3F))
	case c < 0x10000:
		return append(out, 0xE0|byte(c>>12), 0x80|byte(c>>6&0x3F), 0x80|byte(c&0x3F))
	}
	return append(out, 0xF0|byte(c>>18), 0x80|byte(c>>12&0x3F), 0x80|byte(c>>6&0x3F), 0x80|byte(c&0x3F))
}

// percentEncodeAfterEncoding (spec: #string-percent-encode-after-encoding)
// with encoding UTF-8, which never fails to encode a scalar value, so there
// is no potentialError; spaceAsPlus is false for every set the parser uses.
// It appends the result to out.
func percentEncodeAfterEncoding(out []byte, input []rune, inSet func(rune) bool) []byte {
	for _, b := range utf8Encode(input) {
		isomorph := rune(b)
		if !inSet(isomorph) {
			out = append(out, b)
		} else {
			out = append(out, percentEncodeByte(b)...)
		}
	}
	return out
}

// utf8PercentEncodeCodePoint (spec: #utf-8-percent-encode) appends the
// UTF-8 percent-encoding of c using inSet to out.
func utf8PercentEncodeCodePoint(out []byte, c rune, inSet func(rune) bool) []byte {
	return percentEncodeAfterEncoding(out, []rune{c}, inSet)
}

// percentDecode (spec: #percent-decode, for byte sequences).
func percentDecode(input []byte) []byte {
	var output []byte
	for i := 0; i < len(input); i++ {
		b := input[i]
		if b != '%' {
			output = append(output, b)
		} else if i+2 >= len(input) || !isASCIIHexDigit(rune(input[i+1])) || !isASCIIHexDigit(rune(input[i+2])) {
			output = append(output, b)
		} else {
			bytePoint, _ := strconv.ParseUint(string(input[i+1:i+3]), 16, 8)
			output = append(output, byte(bytePoint))
			i += 2
		}
	}
	return output
}

// utf8DecodeWithoutBOM is the Encoding Standard's "UTF-8 decode without
// BOM": the UTF-8 decoder, with error mode replacement (each error is one
// U+FFFD; a byte that ends a sequence wrongly is read again), and no BOM
// sniffing. It is also how this reference reads a Go string as the scalar
// value string the standard's algorithms take.
func utf8DecodeWithoutBOM(input []byte) []rune {
	var output []rune
	codePoint, bytesSeen, bytesNeeded := rune(0), 0, 0
	lower, upper := byte(0x80), byte(0xBF)
	for i := 0; i <= len(input); i++ {
		if i == len(input) { // end-of-queue
			if bytesNeeded != 0 {
				output = append(output, 0xFFFD)
			}
			break
		}
		b := input[i]
		if bytesNeeded == 0 {
			switch {
			case b <= 0x7F:
				output = append(output, rune(b))
			case b >= 0xC2 && b <= 0xDF:
				bytesNeeded = 1
				codePoint = rune(b & 0x1F)
			case b >= 0xE0 && b <= 0xEF:
				if b == 0xE0 {
					lower = 0xA0
				}
				if b == 0xED {
					upper = 0x9F
				}
				bytesNeeded = 2
				codePoint = rune(b & 0xF)
			case b >= 0xF0 && b <= 0xF4:
				if b == 0xF0 {
					lower = 0x90
				}
				if b == 0xF4 {
					upper = 0x8F
				}
				bytesNeeded = 3
				codePoint = rune(b & 0x7)
			default:
				output = append(output, 0xFFFD)
			}
			continue
		}
		if b < lower || b > upper {
			codePoint, bytesNeeded, bytesSeen = 0, 0, 0
			lower, upper = 0x80, 0xBF
			i-- // restore byte to the stream
			output = append(output, 0xFFFD)
			continue
		}
		lower, upper = 0x80, 0xBF
		codePoint = codePoint<<6 | rune(b&0x3F)
		bytesSeen++
		if bytesSeen != bytesNeeded {
			continue
		}
		output = append(output, codePoint)
		codePoint, bytesNeeded, bytesSeen = 0, 0, 0
	}
	return output
}

// scalarValues reads a Go string as a scalar value string (see
// utf8DecodeWithoutBOM).
func scalarValues(s string) []rune { return utf8DecodeWithoutBOM([]byte(s)) }

// isASCIIString reports whether s holds only ASCII code points.
func isASCIIString(s []rune) bool {
	for _, c := range s {
		if c > 0x7F {
			return false
		}
	}
	return true
}

// strictlySplit (Infra: strictly split a string on a delimiter).
func strictlySplit(input string, delimiter string) []string {
	return strings.Split(input, delimiter)
}

// Schemes (spec: #url-miscellaneous).

// defaultPort returns the default port of scheme, or nullPort.
func defaultPort(scheme string) int {
	switch scheme {
	case "ftp":
		return 21
	case "http", "ws":
		return 80
	case "https", "wss":
		return 443
	}
	return nullPort
}

func isSpecialScheme(scheme string) bool {
	switch scheme {
	case "ftp", "file", "http", "https", "ws", "wss":
		return true
	}
	return false
}

func (u *URL) isSpecial() bool { return isSpecialScheme(u.scheme) }

func (u *URL) includesCredentials() bool { return len(u.username) > 0 || len(u.password) > 0 }

func (u *URL) cannotHaveUsernamePasswordPort() bool {
	return u.host == nil || u.host.kind == hostEmpty || u.scheme == "file"
}

// isWindowsDriveLetter (spec: #windows-drive-letter).
func isWindowsDriveLetter(s []rune) bool {
	return len(s) == 2 && isASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter (spec: #normalized-windows-drive-letter).
func isNormalizedWindowsDriveLetter(s []rune) bool {
	return isWindowsDriveLetter(s) && s[1] == ':'
}

// startsWithWindowsDriveLetter (spec: #start-with-a-windows-drive-letter).
func startsWithWindowsDriveLetter(s []rune) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	return len(s) == 2 || strings.ContainsRune("/\\?#", s[2])
}

// shorten shortens url's path (spec: #shorten-a-urls-path).
func (u *URL) shorten() {
	// Assert: url does not have an opaque path.
	path := u.path.list
	if u.scheme == "file" && len(path) == 1 && isNormalizedWindowsDriveLetter([]rune(path[0])) {
		return
	}
	if len(path) > 0 {
		u.path.list = path[:len(path)-1]
	}
}

// isSingleDotSegment (spec: #single-dot-path-segment).
func isSingleDotSegment(s string) bool {
	return s == "." || strings.EqualFold(s, "%2e")
}

// isDoubleDotSegment (spec: #double-dot-path-segment).
func isDoubleDotSegment(s string) bool {
	switch strings.ToLower(s) {
	case "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}

// The parsers.

// parser holds the basic URL parser's variables, and the validation
// errors raised, by type name, in order.
type parser struct {
	input         []rune
	base          *URL
	url           *URL
	stateOverride state
	state         state
	buffer        []rune
	atSignSeen    bool
	// insideBrackets is true between "[" and "]" in the host state.
	insideBrackets    bool
	passwordTokenSeen bool
	pointer           int
	errors            []string
}

// validationError raises the validation error named t.
func (p *parser) validationError(t string) { p.errors = append(p.errors, t) }

// c is the code point the pointer points to, or eof.
func (p *parser) c() rune {
	if p.pointer >= len(p.input) {
		return eof
	}
	return p.input[p.pointer]
}

// remaining is the code point substring after the pointer (spec:
// #remaining); c must not be the EOF code point.
func (p *parser) remaining() []rune { return p.input[p.pointer+1:] }

// remainingStartsWith reports whether remaining starts with s, an ASCII
// string.
func (p *parser) remainingStartsWith(s string) bool {
	r := p.remaining()
	if len(r) < len(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if r[i] != rune(s[i]) {
			return false
		}
	}
	return true
}

// remainingStartsWithTwoHexDigits reports whether remaining starts with two
// ASCII hex digits.
func (p *parser) remainingStartsWithTwoHexDigits() bool {
	r := p.remaining()
	return len(r) >= 2 && isASCIIHexDigit(r[0]) && isASCIIHexDigit(r[1])
}

// fromPointer is the code point substring from the pointer to the end of
// the input.
func (p *parser) fromPointer() []rune {
	if p.pointer >= len(p.input) {
		return nil
	}
	return p.input[p.pointer:]
}

// outcome is how a run of a state ends: carry on, "return" (with a
// state override: stop, url as it is), or "return failure".
type outcome int

const (
	outcomeContinue outcome = iota
	outcomeReturn
	outcomeFailure
)

// Result is what the basic URL parser returned.
type Result struct {
	URL     *URL // the URL, or nil on failure
	Failure bool
	Errors  []string // the validation errors raised, in order
}

// basicURLParse runs the basic URL parser (spec:
// #concept-basic-url-parser) on input with base (nil for null) and, when
// url is not nil, with url and stateOverride. The encoding is UTF-8. With
// url given, url is modified in place, as the standard says, and the
// result's url is url unless the parser returned failure.
func basicURLParse(input string, base, url *URL, stateOverride state) Result {
	p := &parser{base: base, url: url, stateOverride: stateOverride}
	in := scalarValues(input)
	if p.url == nil {
		p.url = newURL()
		start, end := 0, len(in)
		for start < end && isC0ControlOrSpace(in[start]) {
			start++
		}
		for end > start && isC0ControlOrSpace(in[end-1]) {
			end--
		}
		if start > 0 || end < len(in) {
			p.validationError("invalid-URL-unit")
		}
		in = in[start:end]
	}
	var cleaned []rune
	tabOrNewline := false
	for _, c := range in {
		if isASCIITabOrNewline(c) {
			tabOrNewline = true
			continue
		}
		cleaned = append(cleaned, c)
	}
	if tabOrNewline {
		p.validationError("invalid-URL-unit")
	}
	p.input = cleaned
	p.state = schemeStartState
	if stateOverride != noStateOverride {
		p.state = stateOverride
	}
	p.pointer = 0
	for {
		var outcome outcome
		switch p.state {
		case schemeStartState:
			outcome = p.schemeStartState()
		case schemeState:
			outcome = p.schemeState()
		case noSchemeState:
			outcome = p.noSchemeState()
		case specialRelativeOrAuthorityState:
			outcome = p.specialRelativeOrAuthorityState()
		case pathOrAuthorityState:
			outcome = p.pathOrAuthorityState()
		case relativeState:
			outcome = p.relativeState()
		case relativeSlashState:
			outcome = p.relativeSlashState()
		case specialAuthoritySlashesState:
			outcome = p.specialAuthoritySlashesState()
		case specialAuthorityIgnoreSlashesState:
			outcome = p.specialAuthorityIgnoreSlashesState()
		case authorityState:
			outcome = p.authorityState()
		case hostState, hostnameState:
			outcome = p.hostState()
		case portState:
			outcome = p.portState()
		case fileState:
			outcome = p.fileState()
		case fileSlashState:
			outcome = p.fileSlashState()
		case fileHostState:
			outcome = p.fileHostState()
		case pathStartState:
			outcome = p.pathStartState()
		case pathState:
			outcome = p.pathState()
		case opaquePathState:
			outcome = p.opaquePathState()
		case queryState:
			outcome = p.queryState()
		case fragmentState:
			outcome = p.fragmentState()
		default: // no such state: a bug in this file
			return Result{Failure: true, Errors: append(p.errors, "no such state")}
		}
		switch outcome {
		case outcomeFailure:
			return Result{Failure: true, Errors: p.errors}
		case outcomeReturn:
			return Result{URL: p.url, Errors: p.errors}
		}
		if p.pointer >= len(p.input) {
			break
		}
		p.pointer++
	}
	return Result{URL: p.url, Errors: p.errors}
}

// spec: #scheme-start-state
func (p *parser) schemeStartState() outcome {
	c := p.c()
	if isASCIIAlpha(c) {
		p.buffer = append(p.buffer, asciiLowercase(c))
		p.state = schemeState
	} else if p.stateOverride == noStateOverride {
		p.state = noSchemeState
		p.pointer--
	} else {
		return outcomeFailure
	}
	return outcomeContinue
}

// spec: #scheme-state
func (p *parser) schemeState() outcome {
	c, url := p.c(), p.url
	if isASCIIAlphanumeric(c) || c == '+' || c == '-' || c == '.' {
		p.buffer = append(p.buffer, asciiLowercase(c))
	} else if c == ':' {
		buffer := string(p.buffer)
		if p.stateOverride != noStateOverride {
			if url.isSpecial() && !isSpecialScheme(buffer) {
				return outcomeReturn
			}
			if !url.isSpecial() && isSpecialScheme(buffer) {
				return outcomeReturn
			}
			if (url.includesCredentials() || url.port != nullPort) && buffer == "file" {
				return outcomeReturn
			}
			if url.scheme == "file" && url.host != nil && url.host.kind == hostEmpty {
				return outcomeReturn
			}
		}
		url.scheme = buffer
		if p.stateOverride != noStateOverride {
			if url.port == defaultPort(url.scheme) {
				url.port = nullPort
			}
			return outcomeReturn
		}
		p.buffer = nil
		if url.scheme == "file" {
			if !p.remainingStartsWith("//") {
				p.validationError("special-scheme-missing-following-solidus")
			}
			p.state = fileState
		} else if url.isSpecial() && p.base != nil && p.base.scheme == url.scheme {
			// Assert: base is special.
			p.state = specialRelativeOrAuthorityState
		} else if url.isSpecial() {
			p.state = specialAuthoritySlashesState
		} else if p.remainingStartsWith("/") {
			p.state = pathOrAuthorityState
			p.pointer++
		} else {
			url.path = path{opaque: true, segment: []byte{}}
			p.state = opaquePathState
		}
	} else if p.stateOverride == noStateOverride {
		p.buffer = nil
		p.state = noSchemeState
		p.pointer = -1 // start over: the loop increases it to the first code point
	} else {
		return outcomeFailure
	}
	return outcomeContinue
}

// spec: #no-scheme-state
func (p *parser) noSchemeState() outcome {
	c, url, base := p.c(), p.url, p.base
	if base == nil || base.path.opaque && c != '#' {
		p.validationError("missing-scheme-non-relative-URL")
		return outcomeFailure
	} else if base.path.opaque && c == '#' {
		url.scheme = base.scheme
		url.path = base.path.clone()
		url.query = nullable{nonNull: base.query.nonNull, s: cloneBytes(base.query.s)}
		url.fragment = nullable{nonNull: true}
		p.state = fragmentState
	} else if base.scheme != "file" {
		p.state = relativeState
		p.pointer--
	} else {
		p.state = fileState
		p.pointer--
	}
	return outcomeContinue
}

// spec: #special-relative-or-authority-state
func (p *parser) specialRelativeOrAuthorityState() outcome {
	if p.c() == '/' && p.remainingStartsWith("/") {
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer++
	} else {
		p.validationError("special-scheme-missing-following-solidus")
		p.state = relativeState
		p.pointer--
	}
	return outcomeContinue
}

// spec: #path-or-authority-state
func (p *parser) pathOrAuthorityState() outcome {
	if p.c() == '/' {
		p.state = authorityState
	} else {
		p.state = pathState
		p.pointer--
	}
	return outcomeContinue
}

// setFromBase sets url's username, password, host and port to base's.
func (p *parser) setFromBase() {
	p.url.username = cloneBytes(p.base.username)
	p.url.password = cloneBytes(p.base.password)
	p.url.host = p.base.host
	p.url.port = p.base.port
}

// spec: #relative-state
func (p *parser) relativeState() outcome {
	c, url, base := p.c(), p.url, p.base
	// Assert: base's scheme is not "file".
	url.scheme = base.scheme
	if c == '/' {
		p.state = relativeSlashState
	} else if url.isSpecial() && c == '\\' {
		p.validationError("invalid-reverse-solidus")
		p.state = relativeSlashState
	} else {
		p.setFromBase()
		url.path = base.path.clone()
		url.query = nullable{nonNull: base.query.nonNull, s: cloneBytes(base.query.s)}
		if c == '?' {
			url.query = nullable{nonNull: true}
			p.state = queryState
		} else if c == '#' {
			url.fragment = nullable{nonNull: true}
			p.state = fragmentState
		} else if c != eof {
			url.query = nullable{}
			url.shorten()
			p.state = pathState
			p.pointer--
		}
	}
	return outcomeContinue
}

// spec: #relative-slash-state
func (p *parser) relativeSlashState() outcome {
	c, url := p.c(), p.url
	if url.isSpecial() && (c == '/' || c == '\\') {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = specialAuthorityIgnoreSlashesState
	} else if c == '/' {
		p.state = authorityState
	} else {
		p.setFromBase()
		p.state = pathState
		p.pointer--
	}
	return outcomeContinue
}

// spec: #special-authority-slashes-state
func (p *parser) specialAuthoritySlashesState() outcome {
	if p.c() == '/' && p.remainingStartsWith("/") {
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer++
	} else {
		p.validationError("special-scheme-missing-following-solidus")
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer--
	}
	return outcomeContinue
}

// spec: #special-authority-ignore-slashes-state
func (p *parser) specialAuthorityIgnoreSlashesState() outcome {
	if c := p.c(); c != '/' && c != '\\' {
		p.state = authorityState
		p.pointer--
	} else {
		p.validationError("special-scheme-missing-following-solidus")
	}
	return outcomeContinue
}

// spec: #authority-state
func (p *parser) authorityState() outcome {
	c, url := p.c(), p.url
	if c == '@' {
		p.validationError("invalid-credentials")
		if p.atSignSeen {
			p.buffer = append([]rune("%40"), p.buffer...)
		}
		p.atSignSeen = true
		for _, codePoint := range p.buffer {
			if codePoint == ':' && !p.passwordTokenSeen {
				p.passwordTokenSeen = true
				continue
			}
			if p.passwordTokenSeen {
				url.password = utf8PercentEncodeCodePoint(url.password, codePoint, inUserinfoPercentEncodeSet)
			} else {
				url.username = utf8PercentEncodeCodePoint(url.username, codePoint, inUserinfoPercentEncodeSet)
			}
		}
		p.buffer = nil
	} else if c == eof || c == '/' || c == '?' || c == '#' || url.isSpecial() && c == '\\' {
		if p.atSignSeen && len(p.buffer) == 0 {
			p.validationError("host-missing")
			return outcomeFailure
		}
		p.pointer -= len(p.buffer) + 1
		p.buffer = nil
		p.state = hostState
	} else {
		p.buffer = append(p.buffer, c)
	}
	return outcomeContinue
}

// spec: #host-state and #hostname-state
func (p *parser) hostState() outcome {
	c, url := p.c(), p.url
	if p.stateOverride != noStateOverride && url.scheme == "file" {
		p.pointer--
		p.state = fileHostState
	} else if c == ':' && !p.insideBrackets {
		if len(p.buffer) == 0 {
			p.validationError("host-missing")
			return outcomeFailure
		}
		if p.stateOverride == hostnameState {
			return outcomeFailure
		}
		host := p.hostParse(p.buffer, !url.isSpecial())
		if host == nil {
			return outcomeFailure
		}
		url.host = host
		p.buffer = nil
		p.state = portState
	} else if c == eof || c == '/' || c == '?' || c == '#' || url.isSpecial() && c == '\\' {
		p.pointer--
		if url.isSpecial() && len(p.buffer) == 0 {
			p.validationError("host-missing")
			return outcomeFailure
		} else if p.stateOverride != noStateOverride && len(p.buffer) == 0 &&
			(url.includesCredentials() || url.port != nullPort) {
			return outcomeFailure
		}
		host := p.hostParse(p.buffer, !url.isSpecial())
		if host == nil {
			return outcomeFailure
		}
		url.host = host
		p.buffer = nil
		p.state = pathStartState
		if p.stateOverride != noStateOverride {
			return outcomeReturn
		}
	} else {
		if c == '[' {
			p.insideBrackets = true
		}
		if c == ']' {
			p.insideBrackets = false
		}
		p.buffer = append(p.buffer, c)
	}
	return outcomeContinue
}

// spec: #port-state
func (p *parser) portState() outcome {
	c, url := p.c(), p.url
	if isASCIIDigit(c) {
		p.buffer = append(p.buffer, c)
	} else if c == eof || c == '/' || c == '?' || c == '#' || url.isSpecial() && c == '\\' ||
		p.stateOverride != noStateOverride {
		if len(p.buffer) != 0 {
			port, _ := new(big.Int).SetString(string(p.buffer), 10)
			if !port.IsUint64() || port.Uint64() > 65535 {
				p.validationError("port-out-of-range")
				return outcomeFailure
			}
			if int(port.Uint64()) == defaultPort(url.scheme) {
				url.port = nullPort
			} else {
				url.port = int(port.Uint64())
			}
			p.buffer = nil
			if p.stateOverride != noStateOverride {
				return outcomeReturn
			}
		}
		if p.stateOverride != noStateOverride {
			return outcomeFailure
		}
		p.state = pathStartState
		p.pointer--
	} else {
		p.validationError("port-invalid")
		return outcomeFailure
	}
	return outcomeContinue
}

// spec: #file-state
func (p *parser) fileState() outcome {
	c, url, base := p.c(), p.url, p.base
	url.scheme = "file"
	url.host = &hostValue{kind: hostEmpty}
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = fileSlashState
	} else if base != nil && base.scheme == "file" {
		url.host = base.host
		url.path = base.path.clone()
		url.query = nullable{nonNull: base.query.nonNull, s: cloneBytes(base.query.s)}
		if c == '?' {
			url.query = nullable{nonNull: true}
			p.state = queryState
		} else if c == '#' {
			url.fragment = nullable{nonNull: true}
			p.state = fragmentState
		} else if c != eof {
			url.query = nullable{}
			if !startsWithWindowsDriveLetter(p.fromPointer()) {
				url.shorten()
			} else {
				p.validationError("file-invalid-Windows-drive-letter")
				url.path = path{}
			}
			p.state = pathState
			p.pointer--
		}
	} else {
		p.state = pathState
		p.pointer--
	}
	return outcomeContinue
}

// spec: #file-slash-state
func (p *parser) fileSlashState() outcome {
	c, url, base := p.c(), p.url, p.base
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = fileHostState
	} else {
		if base != nil && base.scheme == "file" {
			url.host = base.host
			if !startsWithWindowsDriveLetter(p.fromPointer()) &&
				len(base.path.list) > 0 && isNormalizedWindowsDriveLetter([]rune(base.path.list[0])) {
				url.path.list = append(url.path.list, base.path.list[0])
			}
		}
		p.state = pathState
		p.pointer--
	}
	return outcomeContinue
}

// spec: #file-host-state
func (p *parser) fileHostState() outcome {
	c, url := p.c(), p.url
	if c == eof || c == '/' || c == '\\' || c == '?' || c == '#' {
		p.pointer--
		if p.stateOverride == noStateOverride && isWindowsDriveLetter(p.buffer) {
			p.validationError("file-invalid-Windows-drive-letter-host")
			p.state = pathState
		} else if len(p.buffer) == 0 {
			url.host = &hostValue{kind: hostEmpty}
			if p.stateOverride != noStateOverride {
				return outcomeReturn
			}
			p.state = pathStartState
		} else {
			host := p.hostParse(p.buffer, !url.isSpecial())
			if host == nil {
				return outcomeFailure
			}
			if host.kind == hostDomain && host.name == "localhost" {
				host = &hostValue{kind: hostEmpty}
			}
			url.host = host
			if p.stateOverride != noStateOverride {
				return outcomeReturn
			}
			p.buffer = nil
			p.state = pathStartState
		}
	} else {
		p.buffer = append(p.buffer, c)
	}
	return outcomeContinue
}

// spec: #path-start-state
func (p *parser) pathStartState() outcome {
	c, url := p.c(), p.url
	if url.isSpecial() {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = pathState
		if c != '/' && c != '\\' {
			p.pointer--
		}
	} else if p.stateOverride == noStateOverride && c == '?' {
		url.query = nullable{nonNull: true}
		p.state = queryState
	} else if p.stateOverride == noStateOverride && c == '#' {
		url.fragment = nullable{nonNull: true}
		p.state = fragmentState
	} else if c != eof {
		p.state = pathState
		if c != '/' {
			p.pointer--
		}
	} else if p.stateOverride != noStateOverride && url.host == nil {
		url.path.list = append(url.path.list, "")
	}
	return outcomeContinue
}

// spec: #path-state
func (p *parser) pathState() outcome {
	c, url := p.c(), p.url
	if c == eof || c == '/' || url.isSpecial() && c == '\\' ||
		p.stateOverride == noStateOverride && (c == '?' || c == '#') {
		if url.isSpecial() && c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		slash := c == '/' || url.isSpecial() && c == '\\'
		buffer := string(p.buffer)
		if isDoubleDotSegment(buffer) {
			url.shorten()
			if !slash {
				url.path.list = append(url.path.list, "")
			}
		} else if isSingleDotSegment(buffer) && !slash {
			url.path.list = append(url.path.list, "")
		} else if !isSingleDotSegment(buffer) {
			if url.scheme == "file" && len(url.path.list) == 0 && isWindowsDriveLetter(p.buffer) {
				p.buffer[1] = ':'
				buffer = string(p.buffer)
			}
			url.path.list = append(url.path.list, buffer)
		}
		p.buffer = nil
		if c == '?' {
			url.query = nullable{nonNull: true}
			p.state = queryState
		}
		if c == '#' {
			url.fragment = nullable{nonNull: true}
			p.state = fragmentState
		}
	} else {
		p.checkURLUnit(c)
		for _, b := range utf8PercentEncodeCodePoint(nil, c, inPathPercentEncodeSet) {
			p.buffer = append(p.buffer, rune(b))
		}
	}
	return outcomeContinue
}

// checkURLUnit raises the invalid-URL-unit validation errors of the path,
// opaque path, query and fragment states for c, which is not the EOF code
// point.
func (p *parser) checkURLUnit(c rune) {
	if !isURLCodePoint(c) && c != '%' {
		p.validationError("invalid-URL-unit")
	}
	if c == '%' && !p.remainingStartsWithTwoHexDigits() {
		p.validationError("invalid-URL-unit")
	}
}

// spec: #cannot-be-a-base-url-path-state (the opaque path state)
func (p *parser) opaquePathState() outcome {
	c, url := p.c(), p.url
	if c == '?' {
		url.query = nullable{nonNull: true}
		p.state = queryState
	} else if c == '#' {
		url.fragment = nullable{nonNull: true}
		p.state = fragmentState
	} else if c == ' ' {
		p.validationError("invalid-URL-unit")
		if p.remainingStartsWith("?") || p.remainingStartsWith("#") {
			url.path.segment = append(url.path.segment, "%20"...)
		} else {
			url.path.segment = append(url.path.segment, ' ')
		}
	} else if c != eof {
		p.checkURLUnit(c)
		url.path.segment = utf8PercentEncodeCodePoint(url.path.segment, c, inC0ControlPercentEncodeSet)
	}
	return outcomeContinue
}

// spec: #query-state (the encoding is UTF-8)
func (p *parser) queryState() outcome {
	c, url := p.c(), p.url
	if p.stateOverride == noStateOverride && c == '#' || c == eof {
		queryPercentEncodeSet := inQueryPercentEncodeSet
		if url.isSpecial() {
			queryPercentEncodeSet = inSpecialQueryPercentEncodeSet
		}
		url.query.s = percentEncodeAfterEncoding(url.query.s, p.buffer, queryPercentEncodeSet)
		p.buffer = nil
		if c == '#' {
			url.fragment = nullable{nonNull: true}
			p.state = fragmentState
		}
	} else if c != eof {
		p.checkURLUnit(c)
		p.buffer = append(p.buffer, c)
	}
	return outcomeContinue
}

// spec: #fragment-state
func (p *parser) fragmentState() outcome {
	if c := p.c(); c != eof {
		p.checkURLUnit(c)
		p.url.fragment.s = utf8PercentEncodeCodePoint(p.url.fragment.s, c, inFragmentPercentEncodeSet)
	}
	return outcomeContinue
}

// Hosts.

// hostParse runs the host parser (spec: #concept-host-parser) on input,
// raising its validation errors; it returns nil for failure.
func (p *parser) hostParse(input []rune, isOpaque bool) *hostValue {
	if len(input) > 0 && input[0] == '[' {
		if input[len(input)-1] != ']' {
			p.validationError("IPv6-unclosed")
			return nil
		}
		return p.ipv6Parse(input[1 : len(input)-1])
	}
	if isOpaque {
		return p.opaqueHostParse(input)
	}
	// Assert: input is not the empty string.
	for i := range input {
		if input[i] == '%' && i+2 < len(input) && isASCIIHexDigit(input[i+1]) && isASCIIHexDigit(input[i+2]) {
			p.validationError("domain-percent-encoded")
			break
		}
	}
	domain := utf8DecodeWithoutBOM(percentDecode(utf8Encode(input)))
	asciiDomain, ok := p.domainParse(domain, false)
	if !ok {
		return nil
	}
	if endsInANumber(asciiDomain) {
		if !isASCIIString(domain) {
			p.validationError("IPv4-non-ASCII-input")
		}
		return p.ipv4Parse(asciiDomain)
	}
	return &hostValue{kind: hostDomain, name: asciiDomain}
}

// domainParse runs the domain parser (spec: #concept-domain-to-ascii). Its
// Unicode ToASCII, domain parser ToASCII, is the package's
// domainParserToASCII, the one thing this reference shares with weburl.
func (p *parser) domainParse(domain []rune, beStrict bool) (string, bool) {
	strictResult, strictOK := idna.ToASCII(string(domain), true)
	if !strictOK {
		p.validationError("domain-to-ASCII")
	}
	if beStrict {
		if !strictOK {
			return "", false
		}
		return strictResult, true
	}
	var result string
	if isASCIIString(domain) {
		lowered := make([]rune, len(domain))
		for i, c := range domain {
			lowered[i] = asciiLowercase(c)
		}
		result = string(lowered)
	} else {
		var ok bool
		result, ok = idna.ToASCII(string(domain), false)
		if !ok {
			return "", false
		}
	}
	if result == "" {
		return "", false
	}
	for _, c := range result {
		if isForbiddenDomainCodePoint(c) {
			return "", false
		}
	}
	return result, true
}

// endsInANumber is the ends in a number checker (spec:
// #ends-in-a-number-checker).
func endsInANumber(input string) bool {
	parts := strictlySplit(input, ".")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 {
		return false // only for the empty input, which the standard excludes
	}
	last := parts[len(parts)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	if _, _, ok := ipv4NumberParse(last); ok {
		return true
	}
	return false
}

// ipv4Parse is the IPv4 parser (spec: #concept-ipv4-parser); nil for
// failure.
func (p *parser) ipv4Parse(input string) *hostValue {
	parts := strictlySplit(input, ".")
	if parts[len(parts)-1] == "" {
		p.validationError("IPv4-empty-part")
		if len(parts) > 1 {
			parts = parts[:len(parts)-1]
		}
	}
	if len(parts) < 4 {
		p.validationError("IPv4-too-few-parts")
	}
	if len(parts) > 4 {
		p.validationError("IPv4-too-many-parts")
		return nil
	}
	var numbers []*big.Int
	for _, part := range parts {
		n, validationError, ok := ipv4NumberParse(part)
		if !ok {
			p.validationError("IPv4-non-numeric-part")
			return nil
		}
		if validationError {
			p.validationError("IPv4-non-decimal-part")
		}
		numbers = append(numbers, n)
	}
	b255 := big.NewInt(255)
	for _, n := range numbers {
		if n.Cmp(b255) > 0 {
			p.validationError("IPv4-out-of-range-part")
			break
		}
	}
	for _, n := range numbers[:len(numbers)-1] {
		if n.Cmp(b255) > 0 {
			return nil
		}
	}
	limit := new(big.Int).Exp(big.NewInt(256), big.NewInt(int64(5-len(numbers))), nil)
	if numbers[len(numbers)-1].Cmp(limit) >= 0 {
		return nil
	}
	ipv4 := new(big.Int).Set(numbers[len(numbers)-1])
	numbers = numbers[:len(numbers)-1]
	for counter, n := range numbers {
		f := new(big.Int).Exp(big.NewInt(256), big.NewInt(int64(3-counter)), nil)
		ipv4.Add(ipv4, f.Mul(f, n))
	}
	return &hostValue{kind: hostIPv4, ipv4: uint32(ipv4.Uint64())}
}

// ipv4NumberParse is the IPv4 number parser (spec:
// #ipv4-number-parser): the number, validationError, and false for failure.
func ipv4NumberParse(input string) (*big.Int, bool, bool) {
	if input == "" {
		return nil, false, false
	}
	validationError := false
	R := 10
	if len(input) >= 2 && (input[:2] == "0X" || input[:2] == "0x") {
		validationError = true
		input = input[2:]
		R = 16
	} else if len(input) >= 2 && input[0] == '0' {
		validationError = true
		input = input[1:]
		R = 8
	}
	if input == "" {
		return new(big.Int), true, true
	}
	for _, c := range input {
		var isDigit bool
		switch R {
		case 10:
			isDigit = isASCIIDigit(c)
		case 8:
			isDigit = c >= '0' && c <= '7'
		case 16:
			isDigit = isASCIIHexDigit(c)
		}
		if !isDigit {
			return nil, false, false
		}
	}
	output, _ := new(big.Int).SetString(input, R)
	return output, validationError, true
}

// ipv6Parse is the IPv6 parser (spec: #concept-ipv6-parser); nil for
// failure.
func (p *parser) ipv6Parse(input []rune) *hostValue {
	var address [8]uint16
	pieceIndex := 0
	compress := -1 // null
	pointer := 0
	c := func() rune {
		if pointer >= len(input) {
			return eof
		}
		return input[pointer]
	}
	remainingStartsWith := func(r rune) bool { return pointer+1 < len(input) && input[pointer+1] == r }
	if c() == ':' {
		if !remainingStartsWith(':') {
			p.validationError("IPv6-invalid-compression")
			return nil
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}
	for c() != eof {
		if pieceIndex == 8 {
			p.validationError("IPv6-too-many-pieces")
			return nil
		}
		if c() == ':' {
			if compress != -1 {
				p.validationError("IPv6-multiple-compression")
				return nil
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && isASCIIHexDigit(c()) {
			d, _ := strconv.ParseUint(string(c()), 16, 8)
			value = value*0x10 + int(d)
			pointer++
			length++
		}
		if c() == '.' {
			if length == 0 {
				p.validationError("IPv4-in-IPv6-invalid-code-point")
				return nil
			}
			pointer -= length
			if pieceIndex > 6 {
				p.validationError("IPv4-in-IPv6-too-many-pieces")
				return nil
			}
			numbersSeen := 0
			for c() != eof {
				ipv4Piece := -1 // null
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						pointer++
					} else {
						p.validationError("IPv4-in-IPv6-invalid-code-point")
						return nil
					}
				}
				if !isASCIIDigit(c()) {
					p.validationError("IPv4-in-IPv6-invalid-code-point")
					return nil
				}
				for isASCIIDigit(c()) {
					number := int(c() - '0')
					if ipv4Piece == -1 {
						ipv4Piece = number
					} else if ipv4Piece == 0 {
						p.validationError("IPv4-in-IPv6-invalid-code-point")
						return nil
					} else {
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						p.validationError("IPv4-in-IPv6-out-of-range-part")
						return nil
					}
					pointer++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				p.validationError("IPv4-in-IPv6-too-few-parts")
				return nil
			}
			break
		} else if c() == ':' {
			pointer++
			if c() == eof {
				p.validationError("IPv6-invalid-code-point")
				return nil
			}
		} else if c() != eof {
			p.validationError("IPv6-invalid-code-point")
			return nil
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			p.validationError("IPv6-piece-leading-zero")
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		p.validationError("IPv6-too-few-pieces")
		return nil
	}
	return &hostValue{kind: hostIPv6, ipv6: address}
}

// opaqueHostParse is the opaque-host parser (spec:
// #concept-opaque-host-parser); nil for failure. It returns the empty host
// for the empty input (an opaque host is not empty).
func (p *parser) opaqueHostParse(input []rune) *hostValue {
	for _, c := range input {
		if isForbiddenHostCodePoint(c) {
			p.validationError("host-invalid-code-point")
			return nil
		}
	}
	for _, c := range input {
		if !isURLCodePoint(c) && c != '%' {
			p.validationError("invalid-URL-unit")
			break
		}
	}
	for i, c := range input {
		if c == '%' && !(i+2 < len(input) && isASCIIHexDigit(input[i+1]) && isASCIIHexDigit(input[i+2])) {
			p.validationError("invalid-URL-unit")
			break
		}
	}
	s := string(percentEncodeAfterEncoding(nil, input, inC0ControlPercentEncodeSet))
	if s == "" {
		return &hostValue{kind: hostEmpty}
	}
	return &hostValue{kind: hostOpaque, name: s}
}

// Serializing.

// serialize is the host serializer (spec: #concept-host-serializer).
func (h *hostValue) serialize() string {
	switch h.kind {
	case hostIPv4:
		return ipv4Serialize(h.ipv4)
	case hostIPv6:
		return "[" + ipv6Serialize(h.ipv6) + "]"
	}
	return h.name
}

// ipv4Serialize is the IPv4 serializer (spec: #concept-ipv4-serializer).
func ipv4Serialize(address uint32) string {
	output := ""
	n := address
	for i := 1; i <= 4; i++ {
		output = strconv.Itoa(int(n%256)) + output
		if i != 4 {
			output = "." + output
		}
		n /= 256
	}
	return output
}

// ipv6Serialize is the IPv6 serializer (spec: #concept-ipv6-serializer).
func ipv6Serialize(address [8]uint16) string {
	output := ""
	compress := ipv6CompressedPieceIndex(address)
	ignore0 := false
	for pieceIndex := range address {
		if ignore0 && address[pieceIndex] == 0 {
			continue
		} else if ignore0 {
			ignore0 = false
		}
		if compress == pieceIndex {
			separator := ":"
			if pieceIndex == 0 {
				separator = "::"
			}
			output += separator
			ignore0 = true
			continue
		}
		output += strconv.FormatUint(uint64(address[pieceIndex]), 16)
		if pieceIndex != 7 {
			output += ":"
		}
	}
	return output
}

// ipv6CompressedPieceIndex finds the IPv6 address compressed piece index
// (spec: #find-the-ipv6-address-compressed-piece-index); -1 for null.
func ipv6CompressedPieceIndex(address [8]uint16) int {
	longestIndex, longestSize := -1, 1
	foundIndex, foundSize := -1, 0
	for pieceIndex := range address {
		if address[pieceIndex] != 0 {
			if foundSize > longestSize {
				longestIndex, longestSize = foundIndex, foundSize
			}
			foundIndex, foundSize = -1, 0
		} else {
			if foundIndex == -1 {
				foundIndex = pieceIndex
			}
			foundSize++
		}
	}
	if foundSize > longestSize {
		return foundIndex
	}
	return longestIndex
}

// serialize is the URL serializer (spec: #concept-url-serializer).
func (u *URL) serialize(excludeFragment bool) string {
	var output strings.Builder
	output.WriteString(u.scheme + ":")
	if u.host != nil {
		output.WriteString("//")
		if u.includesCredentials() {
			output.Write(u.username)
			if len(u.password) > 0 {
				output.WriteString(":")
				output.Write(u.password)
			}
			output.WriteString("@")
		}
		output.WriteString(u.host.serialize())
		if u.port != nullPort {
			output.WriteString(":" + strconv.Itoa(u.port))
		}
	}
	if u.host == nil && !u.path.opaque && len(u.path.list) > 1 && u.path.list[0] == "" {
		output.WriteString("/.")
	}
	output.WriteString(u.pathSerialize())
	if u.query.nonNull {
		output.WriteString("?")
		output.Write(u.query.s)
	}
	if !excludeFragment && u.fragment.nonNull {
		output.WriteString("#")
		output.Write(u.fragment.s)
	}
	return output.String()
}

// pathSerialize is the URL path serializer (spec: #url-path-serializer).
func (u *URL) pathSerialize() string {
	if u.path.opaque {
		return string(u.path.segment)
	}
	var output strings.Builder
	for _, segment := range u.path.list {
		output.WriteString("/" + segment)
	}
	return output.String()
}

// originSerialized returns the serialization of url's origin (spec:
// #concept-url-origin, and HTML's serialization of an origin): "null" for
// an opaque origin. A file URL's origin is opaque ("when in doubt, return a
// new opaque origin"); a blob URL has no blob URL entry here.
func (u *URL) originSerialized() string {
	switch u.scheme {
	case "blob":
		pathURL := basicURLParse(u.pathSerialize(), nil, nil, noStateOverride)
		if pathURL.Failure {
			return "null"
		}
		switch pathURL.URL.scheme {
		case "http", "https", "file":
			return pathURL.URL.originSerialized()
		}
		return "null"
	case "ftp", "http", "https", "ws", "wss":
		if u.host == nil { // not a URL the parser returns
			return "null"
		}
		s := u.scheme + "://" + u.host.serialize()
		if u.port != nullPort {
			s += ":" + strconv.Itoa(u.port)
		}
		return s
	}
	return "null"
}

// The URL class's getters (spec: #urlutils-members).

// Href is the href getter: the URL serializer's output for u.
func (u *URL) Href() string     { return u.serialize(false) }
func (u *URL) origin() string   { return u.originSerialized() }
func (u *URL) protocol() string { return u.scheme + ":" }
func (u *URL) getUsername() string {
	return string(u.username)
}
func (u *URL) getPassword() string { return string(u.password) }

func (u *URL) getHost() string {
	if u.host == nil {
		return ""
	}
	if u.port == nullPort {
		return u.host.serialize()
	}
	return u.host.serialize() + ":" + strconv.Itoa(u.port)
}

func (u *URL) hostname() string {
	if u.host == nil {
		return ""
	}
	return u.host.serialize()
}

func (u *URL) getPort() string {
	if u.port == nullPort {
		return ""
	}
	return strconv.Itoa(u.port)
}

func (u *URL) pathname() string { return u.pathSerialize() }

func (u *URL) search() string {
	if !u.query.nonNull || len(u.query.s) == 0 {
		return ""
	}
	return "?" + string(u.query.s)
}

func (u *URL) hash() string {
	if !u.fragment.nonNull || len(u.fragment.s) == 0 {
		return ""
	}
	return "#" + string(u.fragment.s)
}

// getters maps the URL class's attribute names to the reference's
// getters.
var getters = map[string]func(*URL) string{
	"href":     (*URL).Href,
	"origin":   (*URL).origin,
	"protocol": (*URL).protocol,
	"username": (*URL).getUsername,
	"password": (*URL).getPassword,
	"host":     (*URL).getHost,
	"hostname": (*URL).hostname,
	"port":     (*URL).getPort,
	"pathname": (*URL).pathname,
	"search":   (*URL).search,
	"hash":     (*URL).hash,
}

// Get returns the value of the getter of the URL class's attribute attr
// (such as "pathname") on u, and "" for an unknown attr.
func (u *URL) Get(attr string) string {
	get, ok := getters[attr]
	if !ok {
		return ""
	}
	return get(u)
}

// Parse runs the basic URL parser (spec: #concept-basic-url-parser) on
// input with base (nil for null), without a URL or state override. The
// encoding is UTF-8.
func Parse(input string, base *URL) Result {
	return basicURLParse(input, base, nil, noStateOverride)
}

// ParseAPI is the API URL parser (spec: #api-url-parser): base, when
// not nil, is parsed first. baseFailed reports that the parse of base
// failed; the result then holds base's validation errors.
func ParseAPI(url string, base *string) (res Result, baseFailed bool) {
	var parsedBase *URL
	if base != nil {
		b := basicURLParse(*base, nil, nil, noStateOverride)
		if b.Failure {
			return b, true
		}
		parsedBase = b.URL
	}
	return basicURLParse(url, parsedBase, nil, noStateOverride), false
}

// The URL class's setters (spec: #urlutils-members), on u, the URL object's
// URL. Each returns the validation errors its basic URL parser raised.

// Set runs the setter of the URL class's attribute attr (such as
// "pathname") with value on u and returns the validation errors it raised.
// An unknown attr changes nothing and returns the one error "no such
// attribute " + attr.
func (u *URL) Set(attr, value string) []string {
	switch attr {
	case "href":
		parsedURL := basicURLParse(value, nil, nil, noStateOverride)
		if !parsedURL.Failure { // otherwise the setter throws a TypeError
			*u = *parsedURL.URL
		}
		return parsedURL.Errors
	case "protocol":
		return basicURLParse(value+":", nil, u, schemeStartState).Errors
	case "username":
		if u.cannotHaveUsernamePasswordPort() {
			return nil
		}
		u.username = percentEncodeAfterEncoding([]byte{}, scalarValues(value), inUserinfoPercentEncodeSet)
		return nil
	case "password":
		if u.cannotHaveUsernamePasswordPort() {
			return nil
		}
		u.password = percentEncodeAfterEncoding([]byte{}, scalarValues(value), inUserinfoPercentEncodeSet)
		return nil
	case "host", "hostname":
		if u.path.opaque {
			return nil
		}
		override := hostState
		if attr == "hostname" {
			override = hostnameState
		}
		return basicURLParse(value, nil, u, override).Errors
	case "port":
		if u.cannotHaveUsernamePasswordPort() {
			return nil
		}
		if value == "" {
			u.port = nullPort
			return nil
		}
		return basicURLParse(value, nil, u, portState).Errors
	case "pathname":
		if u.path.opaque {
			return nil
		}
		u.path = path{}
		return basicURLParse(value, nil, u, pathStartState).Errors
	case "search":
		if value == "" {
			u.query = nullable{}
			return nil
		}
		input := strings.TrimPrefix(value, "?")
		u.query = nullable{nonNull: true}
		return basicURLParse(input, nil, u, queryState).Errors
	case "hash":
		if value == "" {
			u.fragment = nullable{}
			return nil
		}
		input := strings.TrimPrefix(value, "#")
		u.fragment = nullable{nonNull: true}
		return basicURLParse(input, nil, u, fragmentState).Errors
	}
	return []string{"no such attribute " + attr}
}
