package weburl

// This file is a reference implementation of the URL Standard, written to be
// read next to url.bs rather than to be fast, in the way net/netip's
// slow_test.go keeps that package's parser honest. It is the basic URL
// parser (spec: #concept-basic-url-parser) as the standard writes it: the
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
// byte offsets, and it shares exactly one thing with the package: the UTS
// #46 step of the domain parser, Unicode ToASCII with the standard's flags
// (domainParserToASCII in idna.go), which the domain parser here calls. The
// query encoding is always UTF-8.
//
// It records the validation errors the standard raises, by the standard's
// type names ("invalid-URL-unit", "host-missing", ...), in the order the
// standard raises them. It includes the later changes of the standard
// listed in ../shared/reference/CHANGES-after-url.bs.md that concern the
// parser (the IPv4-non-ASCII-input validation error).
//
// The differential tests (differential_test.go) and the fuzz targets
// (fuzz_test.go: FuzzParse, FuzzParseWithBase and FuzzSetters) run weburl
// and this reference on the same input and compare failure, href, every
// getter and the validation errors; the setters are compared through
// refURL's setters, which run the reference's basic URL parser with a state
// override on the reference's own URL record, as the URL class's setters
// do. Where the two disagree, url.bs decides; diffRegressions in
// differential_test.go lists the disagreements found so far, all decided
// against weburl and fixed there.
//
// Every unexported identifier here starts with "ref", so that none clashes
// with the package's.

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/weburl/weburl/internal/idna"
)

// refEOF is the EOF code point (spec: #eof-code-point).
const refEOF rune = -1

// refState is a state of the basic URL parser. refNoStateOverride is the
// zero value: no state override given.
type refState int

const (
	refNoStateOverride refState = iota
	refSchemeStartState
	refSchemeState
	refNoSchemeState
	refSpecialRelativeOrAuthorityState
	refPathOrAuthorityState
	refRelativeState
	refRelativeSlashState
	refSpecialAuthoritySlashesState
	refSpecialAuthorityIgnoreSlashesState
	refAuthorityState
	refHostState
	refHostnameState
	refPortState
	refFileState
	refFileSlashState
	refFileHostState
	refPathStartState
	refPathState
	refOpaquePathState
	refQueryState
	refFragmentState
)

// refHostKind says which kind of host (spec: #concept-host) a refHost is.
type refHostKind uint8

const (
	refDomain refHostKind = iota + 1
	refIPv4Address
	refIPv6Address
	refOpaqueHost
	refEmptyHost
)

// refHost is a host: a domain, an IPv4 address, an IPv6 address, an opaque
// host, or the empty host.
type refHost struct {
	kind refHostKind
	name string    // the domain or the opaque host
	ipv4 uint32    // the IPv4 address
	ipv6 [8]uint16 // the IPv6 address's pieces
}

// refPath is a URL path (spec: #url-path): a list of URL path segments, or
// a URL path segment (an opaque path). The opaque path is a []byte because
// the opaque path state appends to it one code point at a time.
type refPath struct {
	opaque  bool
	segment []byte   // the opaque path, when opaque
	list    []string // the segments, otherwise
}

// refNullable is a component that is null or an ASCII string (the query
// and the fragment). The zero value is null.
type refNullable struct {
	nonNull bool
	s       []byte
}

// refURL is a URL record (spec: #concept-url). The zero refURL, with port
// set to refNullPort, is a new URL.
type refURL struct {
	scheme   string
	username []byte
	password []byte
	host     *refHost // nil is null
	port     int      // refNullPort, or a 16-bit unsigned integer
	path     refPath
	query    refNullable
	fragment refNullable
}

// refNullPort is the port of a URL whose port is null.
const refNullPort = -1

// refNewURL returns a new URL (spec: "a new URL": every component at its
// initial value).
func refNewURL() *refURL { return &refURL{port: refNullPort} }

// clone returns a copy of u that shares no memory with it.
func (u *refURL) clone() *refURL {
	v := *u
	v.username = refCloneBytes(u.username)
	v.password = refCloneBytes(u.password)
	if u.host != nil {
		h := *u.host
		v.host = &h
	}
	v.path = u.path.clone()
	v.query.s = refCloneBytes(u.query.s)
	v.fragment.s = refCloneBytes(u.fragment.s)
	return &v
}

func (p refPath) clone() refPath {
	return refPath{opaque: p.opaque, segment: refCloneBytes(p.segment), list: append([]string(nil), p.list...)}
}

func refCloneBytes(b []byte) []byte { return append([]byte(nil), b...) }

// Code point classes (Infra).

func refIsASCIIDigit(c rune) bool {
	return c >= '0' && c <= '9'
}

func refIsASCIIHexDigit(c rune) bool {
	return refIsASCIIDigit(c) || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f'
}

func refIsASCIIAlpha(c rune) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}

func refIsASCIIAlphanumeric(c rune) bool {
	return refIsASCIIDigit(c) || refIsASCIIAlpha(c)
}

func refIsC0Control(c rune) bool {
	return c >= 0 && c <= 0x1F
}

func refIsC0ControlOrSpace(c rune) bool {
	return refIsC0Control(c) || c == ' '
}

func refIsASCIITabOrNewline(c rune) bool {
	return c == '\t' || c == '\n' || c == '\r'
}

// refASCIILowercase lowercases an ASCII upper alpha.
func refASCIILowercase(c rune) rune {
	if c >= 'A' && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// refIsNoncharacter: U+FDD0 to U+FDEF, and the code points ending in FFFE or
// FFFF.
func refIsNoncharacter(c rune) bool {
	return c >= 0xFDD0 && c <= 0xFDEF || c&0xFFFF == 0xFFFE || c&0xFFFF == 0xFFFF
}

// refIsURLCodePoint (spec: #url-code-points): ASCII alphanumeric,
// !$&'()*+,-./:;=?@_~, and code points in the range U+00A0 to U+10FFFD,
// excluding surrogates and noncharacters.
func refIsURLCodePoint(c rune) bool {
	if refIsASCIIAlphanumeric(c) || strings.ContainsRune("!$&'()*+,-./:;=?@_~", c) {
		return true
	}
	return c >= 0xA0 && c <= 0x10FFFD && !(c >= 0xD800 && c <= 0xDFFF) && !refIsNoncharacter(c)
}

// refIsForbiddenHostCodePoint (spec: #forbidden-host-code-point).
func refIsForbiddenHostCodePoint(c rune) bool {
	switch c {
	case 0x00, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// refIsForbiddenDomainCodePoint (spec: #forbidden-domain-code-point).
func refIsForbiddenDomainCodePoint(c rune) bool {
	return refIsForbiddenHostCodePoint(c) || refIsC0Control(c) || c == '%' || c == 0x7F
}

// The percent-encode sets (spec: #percent-encoded-bytes).

func refInC0ControlPercentEncodeSet(c rune) bool { return refIsC0Control(c) || c > '~' }

func refInFragmentPercentEncodeSet(c rune) bool {
	return refInC0ControlPercentEncodeSet(c) || strings.ContainsRune(" \"<>`", c)
}

func refInQueryPercentEncodeSet(c rune) bool {
	return refInC0ControlPercentEncodeSet(c) || strings.ContainsRune(" \"#<>", c)
}

func refInSpecialQueryPercentEncodeSet(c rune) bool {
	return refInQueryPercentEncodeSet(c) || c == '\''
}

func refInPathPercentEncodeSet(c rune) bool {
	return refInQueryPercentEncodeSet(c) || strings.ContainsRune("?^`{}", c)
}

func refInUserinfoPercentEncodeSet(c rune) bool {
	return refInPathPercentEncodeSet(c) || strings.ContainsRune("/:;=@[\\]|", c)
}

// refPercentEncodeByte (spec: #percent-encode): "%" and two ASCII upper hex
// digits.
func refPercentEncodeByte(b byte) string {
	const hex = "0123456789ABCDEF"
	return string([]byte{'%', hex[b>>4], hex[b&0xF]})
}

// refUTF8Encode is the UTF-8 encoding of the scalar values s.
func refUTF8Encode(s []rune) []byte {
	var out []byte
	for _, c := range s {
		out = refAppendUTF8(out, c)
	}
	return out
}

// refAppendUTF8 appends the UTF-8 encoding of the scalar value c.
func refAppendUTF8(out []byte, c rune) []byte {
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

// refPercentEncodeAfterEncoding (spec: #string-percent-encode-after-encoding)
// with encoding UTF-8, which never fails to encode a scalar value, so there
// is no potentialError; spaceAsPlus is false for every set the parser uses.
// It appends the result to out.
func refPercentEncodeAfterEncoding(out []byte, input []rune, inSet func(rune) bool) []byte {
	for _, b := range refUTF8Encode(input) {
		isomorph := rune(b)
		if !inSet(isomorph) {
			out = append(out, b)
		} else {
			out = append(out, refPercentEncodeByte(b)...)
		}
	}
	return out
}

// refUTF8PercentEncodeCodePoint (spec: #utf-8-percent-encode) appends the
// UTF-8 percent-encoding of c using inSet to out.
func refUTF8PercentEncodeCodePoint(out []byte, c rune, inSet func(rune) bool) []byte {
	return refPercentEncodeAfterEncoding(out, []rune{c}, inSet)
}

// refPercentDecode (spec: #percent-decode, for byte sequences).
func refPercentDecode(input []byte) []byte {
	var output []byte
	for i := 0; i < len(input); i++ {
		b := input[i]
		if b != '%' {
			output = append(output, b)
		} else if i+2 >= len(input) || !refIsASCIIHexDigit(rune(input[i+1])) || !refIsASCIIHexDigit(rune(input[i+2])) {
			output = append(output, b)
		} else {
			bytePoint, _ := strconv.ParseUint(string(input[i+1:i+3]), 16, 8)
			output = append(output, byte(bytePoint))
			i += 2
		}
	}
	return output
}

// refUTF8DecodeWithoutBOM is the Encoding Standard's "UTF-8 decode without
// BOM": the UTF-8 decoder, with error mode replacement (each error is one
// U+FFFD; a byte that ends a sequence wrongly is read again), and no BOM
// sniffing. It is also how this reference reads a Go string as the scalar
// value string the standard's algorithms take.
func refUTF8DecodeWithoutBOM(input []byte) []rune {
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

// refScalarValues reads a Go string as a scalar value string (see
// refUTF8DecodeWithoutBOM).
func refScalarValues(s string) []rune { return refUTF8DecodeWithoutBOM([]byte(s)) }

// refIsASCIIString reports whether s holds only ASCII code points.
func refIsASCIIString(s []rune) bool {
	for _, c := range s {
		if c > 0x7F {
			return false
		}
	}
	return true
}

// refStrictlySplit (Infra: strictly split a string on a delimiter).
func refStrictlySplit(input string, delimiter string) []string {
	return strings.Split(input, delimiter)
}

// Schemes (spec: #url-miscellaneous).

// refDefaultPort returns the default port of scheme, or refNullPort.
func refDefaultPort(scheme string) int {
	switch scheme {
	case "ftp":
		return 21
	case "http", "ws":
		return 80
	case "https", "wss":
		return 443
	}
	return refNullPort
}

func refIsSpecialScheme(scheme string) bool {
	switch scheme {
	case "ftp", "file", "http", "https", "ws", "wss":
		return true
	}
	return false
}

func (u *refURL) isSpecial() bool { return refIsSpecialScheme(u.scheme) }

func (u *refURL) includesCredentials() bool { return len(u.username) > 0 || len(u.password) > 0 }

func (u *refURL) cannotHaveUsernamePasswordPort() bool {
	return u.host == nil || u.host.kind == refEmptyHost || u.scheme == "file"
}

// refIsWindowsDriveLetter (spec: #windows-drive-letter).
func refIsWindowsDriveLetter(s []rune) bool {
	return len(s) == 2 && refIsASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// refIsNormalizedWindowsDriveLetter (spec: #normalized-windows-drive-letter).
func refIsNormalizedWindowsDriveLetter(s []rune) bool {
	return refIsWindowsDriveLetter(s) && s[1] == ':'
}

// refStartsWithWindowsDriveLetter (spec: #start-with-a-windows-drive-letter).
func refStartsWithWindowsDriveLetter(s []rune) bool {
	if len(s) < 2 || !refIsWindowsDriveLetter(s[:2]) {
		return false
	}
	return len(s) == 2 || strings.ContainsRune("/\\?#", s[2])
}

// shorten shortens url's path (spec: #shorten-a-urls-path).
func (u *refURL) shorten() {
	// Assert: url does not have an opaque path.
	path := u.path.list
	if u.scheme == "file" && len(path) == 1 && refIsNormalizedWindowsDriveLetter([]rune(path[0])) {
		return
	}
	if len(path) > 0 {
		u.path.list = path[:len(path)-1]
	}
}

// refIsSingleDotSegment (spec: #single-dot-path-segment).
func refIsSingleDotSegment(s string) bool {
	return s == "." || strings.EqualFold(s, "%2e")
}

// refIsDoubleDotSegment (spec: #double-dot-path-segment).
func refIsDoubleDotSegment(s string) bool {
	switch strings.ToLower(s) {
	case "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}

// The parsers.

// refParser holds the basic URL parser's variables, and the validation
// errors raised, by type name, in order.
type refParser struct {
	input         []rune
	base          *refURL
	url           *refURL
	stateOverride refState
	state         refState
	buffer        []rune
	atSignSeen    bool
	// insideBrackets is true between "[" and "]" in the host state.
	insideBrackets    bool
	passwordTokenSeen bool
	pointer           int
	errors            []string
}

// validationError raises the validation error named t.
func (p *refParser) validationError(t string) { p.errors = append(p.errors, t) }

// c is the code point the pointer points to, or refEOF.
func (p *refParser) c() rune {
	if p.pointer >= len(p.input) {
		return refEOF
	}
	return p.input[p.pointer]
}

// remaining is the code point substring after the pointer (spec:
// #remaining); c must not be the EOF code point.
func (p *refParser) remaining() []rune { return p.input[p.pointer+1:] }

// remainingStartsWith reports whether remaining starts with s, an ASCII
// string.
func (p *refParser) remainingStartsWith(s string) bool {
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
func (p *refParser) remainingStartsWithTwoHexDigits() bool {
	r := p.remaining()
	return len(r) >= 2 && refIsASCIIHexDigit(r[0]) && refIsASCIIHexDigit(r[1])
}

// fromPointer is the code point substring from the pointer to the end of
// the input.
func (p *refParser) fromPointer() []rune {
	if p.pointer >= len(p.input) {
		return nil
	}
	return p.input[p.pointer:]
}

// refOutcome is how a run of a state ends: carry on, "return" (with a
// state override: stop, url as it is), or "return failure".
type refOutcome int

const (
	refContinue refOutcome = iota
	refReturn
	refFailure
)

// refParseResult is what the basic URL parser returned.
type refParseResult struct {
	url     *refURL // the URL, or nil on failure
	failure bool
	errors  []string // the validation errors raised, in order
}

// refBasicURLParse runs the basic URL parser (spec:
// #concept-basic-url-parser) on input with base (nil for null) and, when
// url is not nil, with url and stateOverride. The encoding is UTF-8. With
// url given, url is modified in place, as the standard says, and the
// result's url is url unless the parser returned failure.
func refBasicURLParse(input string, base, url *refURL, stateOverride refState) refParseResult {
	p := &refParser{base: base, url: url, stateOverride: stateOverride}
	in := refScalarValues(input)
	if p.url == nil {
		p.url = refNewURL()
		start, end := 0, len(in)
		for start < end && refIsC0ControlOrSpace(in[start]) {
			start++
		}
		for end > start && refIsC0ControlOrSpace(in[end-1]) {
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
		if refIsASCIITabOrNewline(c) {
			tabOrNewline = true
			continue
		}
		cleaned = append(cleaned, c)
	}
	if tabOrNewline {
		p.validationError("invalid-URL-unit")
	}
	p.input = cleaned
	p.state = refSchemeStartState
	if stateOverride != refNoStateOverride {
		p.state = stateOverride
	}
	p.pointer = 0
	for {
		var outcome refOutcome
		switch p.state {
		case refSchemeStartState:
			outcome = p.schemeStartState()
		case refSchemeState:
			outcome = p.schemeState()
		case refNoSchemeState:
			outcome = p.noSchemeState()
		case refSpecialRelativeOrAuthorityState:
			outcome = p.specialRelativeOrAuthorityState()
		case refPathOrAuthorityState:
			outcome = p.pathOrAuthorityState()
		case refRelativeState:
			outcome = p.relativeState()
		case refRelativeSlashState:
			outcome = p.relativeSlashState()
		case refSpecialAuthoritySlashesState:
			outcome = p.specialAuthoritySlashesState()
		case refSpecialAuthorityIgnoreSlashesState:
			outcome = p.specialAuthorityIgnoreSlashesState()
		case refAuthorityState:
			outcome = p.authorityState()
		case refHostState, refHostnameState:
			outcome = p.hostState()
		case refPortState:
			outcome = p.portState()
		case refFileState:
			outcome = p.fileState()
		case refFileSlashState:
			outcome = p.fileSlashState()
		case refFileHostState:
			outcome = p.fileHostState()
		case refPathStartState:
			outcome = p.pathStartState()
		case refPathState:
			outcome = p.pathState()
		case refOpaquePathState:
			outcome = p.opaquePathState()
		case refQueryState:
			outcome = p.queryState()
		case refFragmentState:
			outcome = p.fragmentState()
		default:
			panic("refBasicURLParse: no such state")
		}
		switch outcome {
		case refFailure:
			return refParseResult{failure: true, errors: p.errors}
		case refReturn:
			return refParseResult{url: p.url, errors: p.errors}
		}
		if p.pointer >= len(p.input) {
			break
		}
		p.pointer++
	}
	return refParseResult{url: p.url, errors: p.errors}
}

// spec: #scheme-start-state
func (p *refParser) schemeStartState() refOutcome {
	c := p.c()
	if refIsASCIIAlpha(c) {
		p.buffer = append(p.buffer, refASCIILowercase(c))
		p.state = refSchemeState
	} else if p.stateOverride == refNoStateOverride {
		p.state = refNoSchemeState
		p.pointer--
	} else {
		return refFailure
	}
	return refContinue
}

// spec: #scheme-state
func (p *refParser) schemeState() refOutcome {
	c, url := p.c(), p.url
	if refIsASCIIAlphanumeric(c) || c == '+' || c == '-' || c == '.' {
		p.buffer = append(p.buffer, refASCIILowercase(c))
	} else if c == ':' {
		buffer := string(p.buffer)
		if p.stateOverride != refNoStateOverride {
			if url.isSpecial() && !refIsSpecialScheme(buffer) {
				return refReturn
			}
			if !url.isSpecial() && refIsSpecialScheme(buffer) {
				return refReturn
			}
			if (url.includesCredentials() || url.port != refNullPort) && buffer == "file" {
				return refReturn
			}
			if url.scheme == "file" && url.host != nil && url.host.kind == refEmptyHost {
				return refReturn
			}
		}
		url.scheme = buffer
		if p.stateOverride != refNoStateOverride {
			if url.port == refDefaultPort(url.scheme) {
				url.port = refNullPort
			}
			return refReturn
		}
		p.buffer = nil
		if url.scheme == "file" {
			if !p.remainingStartsWith("//") {
				p.validationError("special-scheme-missing-following-solidus")
			}
			p.state = refFileState
		} else if url.isSpecial() && p.base != nil && p.base.scheme == url.scheme {
			// Assert: base is special.
			p.state = refSpecialRelativeOrAuthorityState
		} else if url.isSpecial() {
			p.state = refSpecialAuthoritySlashesState
		} else if p.remainingStartsWith("/") {
			p.state = refPathOrAuthorityState
			p.pointer++
		} else {
			url.path = refPath{opaque: true, segment: []byte{}}
			p.state = refOpaquePathState
		}
	} else if p.stateOverride == refNoStateOverride {
		p.buffer = nil
		p.state = refNoSchemeState
		p.pointer = -1 // start over: the loop increases it to the first code point
	} else {
		return refFailure
	}
	return refContinue
}

// spec: #no-scheme-state
func (p *refParser) noSchemeState() refOutcome {
	c, url, base := p.c(), p.url, p.base
	if base == nil || base.path.opaque && c != '#' {
		p.validationError("missing-scheme-non-relative-URL")
		return refFailure
	} else if base.path.opaque && c == '#' {
		url.scheme = base.scheme
		url.path = base.path.clone()
		url.query = refNullable{nonNull: base.query.nonNull, s: refCloneBytes(base.query.s)}
		url.fragment = refNullable{nonNull: true}
		p.state = refFragmentState
	} else if base.scheme != "file" {
		p.state = refRelativeState
		p.pointer--
	} else {
		p.state = refFileState
		p.pointer--
	}
	return refContinue
}

// spec: #special-relative-or-authority-state
func (p *refParser) specialRelativeOrAuthorityState() refOutcome {
	if p.c() == '/' && p.remainingStartsWith("/") {
		p.state = refSpecialAuthorityIgnoreSlashesState
		p.pointer++
	} else {
		p.validationError("special-scheme-missing-following-solidus")
		p.state = refRelativeState
		p.pointer--
	}
	return refContinue
}

// spec: #path-or-authority-state
func (p *refParser) pathOrAuthorityState() refOutcome {
	if p.c() == '/' {
		p.state = refAuthorityState
	} else {
		p.state = refPathState
		p.pointer--
	}
	return refContinue
}

// setFromBase sets url's username, password, host and port to base's.
func (p *refParser) setFromBase() {
	p.url.username = refCloneBytes(p.base.username)
	p.url.password = refCloneBytes(p.base.password)
	p.url.host = p.base.host
	p.url.port = p.base.port
}

// spec: #relative-state
func (p *refParser) relativeState() refOutcome {
	c, url, base := p.c(), p.url, p.base
	// Assert: base's scheme is not "file".
	url.scheme = base.scheme
	if c == '/' {
		p.state = refRelativeSlashState
	} else if url.isSpecial() && c == '\\' {
		p.validationError("invalid-reverse-solidus")
		p.state = refRelativeSlashState
	} else {
		p.setFromBase()
		url.path = base.path.clone()
		url.query = refNullable{nonNull: base.query.nonNull, s: refCloneBytes(base.query.s)}
		if c == '?' {
			url.query = refNullable{nonNull: true}
			p.state = refQueryState
		} else if c == '#' {
			url.fragment = refNullable{nonNull: true}
			p.state = refFragmentState
		} else if c != refEOF {
			url.query = refNullable{}
			url.shorten()
			p.state = refPathState
			p.pointer--
		}
	}
	return refContinue
}

// spec: #relative-slash-state
func (p *refParser) relativeSlashState() refOutcome {
	c, url := p.c(), p.url
	if url.isSpecial() && (c == '/' || c == '\\') {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = refSpecialAuthorityIgnoreSlashesState
	} else if c == '/' {
		p.state = refAuthorityState
	} else {
		p.setFromBase()
		p.state = refPathState
		p.pointer--
	}
	return refContinue
}

// spec: #special-authority-slashes-state
func (p *refParser) specialAuthoritySlashesState() refOutcome {
	if p.c() == '/' && p.remainingStartsWith("/") {
		p.state = refSpecialAuthorityIgnoreSlashesState
		p.pointer++
	} else {
		p.validationError("special-scheme-missing-following-solidus")
		p.state = refSpecialAuthorityIgnoreSlashesState
		p.pointer--
	}
	return refContinue
}

// spec: #special-authority-ignore-slashes-state
func (p *refParser) specialAuthorityIgnoreSlashesState() refOutcome {
	if c := p.c(); c != '/' && c != '\\' {
		p.state = refAuthorityState
		p.pointer--
	} else {
		p.validationError("special-scheme-missing-following-solidus")
	}
	return refContinue
}

// spec: #authority-state
func (p *refParser) authorityState() refOutcome {
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
				url.password = refUTF8PercentEncodeCodePoint(url.password, codePoint, refInUserinfoPercentEncodeSet)
			} else {
				url.username = refUTF8PercentEncodeCodePoint(url.username, codePoint, refInUserinfoPercentEncodeSet)
			}
		}
		p.buffer = nil
	} else if c == refEOF || c == '/' || c == '?' || c == '#' || url.isSpecial() && c == '\\' {
		if p.atSignSeen && len(p.buffer) == 0 {
			p.validationError("host-missing")
			return refFailure
		}
		p.pointer -= len(p.buffer) + 1
		p.buffer = nil
		p.state = refHostState
	} else {
		p.buffer = append(p.buffer, c)
	}
	return refContinue
}

// spec: #host-state and #hostname-state
func (p *refParser) hostState() refOutcome {
	c, url := p.c(), p.url
	if p.stateOverride != refNoStateOverride && url.scheme == "file" {
		p.pointer--
		p.state = refFileHostState
	} else if c == ':' && !p.insideBrackets {
		if len(p.buffer) == 0 {
			p.validationError("host-missing")
			return refFailure
		}
		if p.stateOverride == refHostnameState {
			return refFailure
		}
		host := p.hostParse(p.buffer, !url.isSpecial())
		if host == nil {
			return refFailure
		}
		url.host = host
		p.buffer = nil
		p.state = refPortState
	} else if c == refEOF || c == '/' || c == '?' || c == '#' || url.isSpecial() && c == '\\' {
		p.pointer--
		if url.isSpecial() && len(p.buffer) == 0 {
			p.validationError("host-missing")
			return refFailure
		} else if p.stateOverride != refNoStateOverride && len(p.buffer) == 0 &&
			(url.includesCredentials() || url.port != refNullPort) {
			return refFailure
		}
		host := p.hostParse(p.buffer, !url.isSpecial())
		if host == nil {
			return refFailure
		}
		url.host = host
		p.buffer = nil
		p.state = refPathStartState
		if p.stateOverride != refNoStateOverride {
			return refReturn
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
	return refContinue
}

// spec: #port-state
func (p *refParser) portState() refOutcome {
	c, url := p.c(), p.url
	if refIsASCIIDigit(c) {
		p.buffer = append(p.buffer, c)
	} else if c == refEOF || c == '/' || c == '?' || c == '#' || url.isSpecial() && c == '\\' ||
		p.stateOverride != refNoStateOverride {
		if len(p.buffer) != 0 {
			port, _ := new(big.Int).SetString(string(p.buffer), 10)
			if !port.IsUint64() || port.Uint64() > 65535 {
				p.validationError("port-out-of-range")
				return refFailure
			}
			if int(port.Uint64()) == refDefaultPort(url.scheme) {
				url.port = refNullPort
			} else {
				url.port = int(port.Uint64())
			}
			p.buffer = nil
			if p.stateOverride != refNoStateOverride {
				return refReturn
			}
		}
		if p.stateOverride != refNoStateOverride {
			return refFailure
		}
		p.state = refPathStartState
		p.pointer--
	} else {
		p.validationError("port-invalid")
		return refFailure
	}
	return refContinue
}

// spec: #file-state
func (p *refParser) fileState() refOutcome {
	c, url, base := p.c(), p.url, p.base
	url.scheme = "file"
	url.host = &refHost{kind: refEmptyHost}
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = refFileSlashState
	} else if base != nil && base.scheme == "file" {
		url.host = base.host
		url.path = base.path.clone()
		url.query = refNullable{nonNull: base.query.nonNull, s: refCloneBytes(base.query.s)}
		if c == '?' {
			url.query = refNullable{nonNull: true}
			p.state = refQueryState
		} else if c == '#' {
			url.fragment = refNullable{nonNull: true}
			p.state = refFragmentState
		} else if c != refEOF {
			url.query = refNullable{}
			if !refStartsWithWindowsDriveLetter(p.fromPointer()) {
				url.shorten()
			} else {
				p.validationError("file-invalid-Windows-drive-letter")
				url.path = refPath{}
			}
			p.state = refPathState
			p.pointer--
		}
	} else {
		p.state = refPathState
		p.pointer--
	}
	return refContinue
}

// spec: #file-slash-state
func (p *refParser) fileSlashState() refOutcome {
	c, url, base := p.c(), p.url, p.base
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = refFileHostState
	} else {
		if base != nil && base.scheme == "file" {
			url.host = base.host
			if !refStartsWithWindowsDriveLetter(p.fromPointer()) &&
				len(base.path.list) > 0 && refIsNormalizedWindowsDriveLetter([]rune(base.path.list[0])) {
				url.path.list = append(url.path.list, base.path.list[0])
			}
		}
		p.state = refPathState
		p.pointer--
	}
	return refContinue
}

// spec: #file-host-state
func (p *refParser) fileHostState() refOutcome {
	c, url := p.c(), p.url
	if c == refEOF || c == '/' || c == '\\' || c == '?' || c == '#' {
		p.pointer--
		if p.stateOverride == refNoStateOverride && refIsWindowsDriveLetter(p.buffer) {
			p.validationError("file-invalid-Windows-drive-letter-host")
			p.state = refPathState
		} else if len(p.buffer) == 0 {
			url.host = &refHost{kind: refEmptyHost}
			if p.stateOverride != refNoStateOverride {
				return refReturn
			}
			p.state = refPathStartState
		} else {
			host := p.hostParse(p.buffer, !url.isSpecial())
			if host == nil {
				return refFailure
			}
			if host.kind == refDomain && host.name == "localhost" {
				host = &refHost{kind: refEmptyHost}
			}
			url.host = host
			if p.stateOverride != refNoStateOverride {
				return refReturn
			}
			p.buffer = nil
			p.state = refPathStartState
		}
	} else {
		p.buffer = append(p.buffer, c)
	}
	return refContinue
}

// spec: #path-start-state
func (p *refParser) pathStartState() refOutcome {
	c, url := p.c(), p.url
	if url.isSpecial() {
		if c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		p.state = refPathState
		if c != '/' && c != '\\' {
			p.pointer--
		}
	} else if p.stateOverride == refNoStateOverride && c == '?' {
		url.query = refNullable{nonNull: true}
		p.state = refQueryState
	} else if p.stateOverride == refNoStateOverride && c == '#' {
		url.fragment = refNullable{nonNull: true}
		p.state = refFragmentState
	} else if c != refEOF {
		p.state = refPathState
		if c != '/' {
			p.pointer--
		}
	} else if p.stateOverride != refNoStateOverride && url.host == nil {
		url.path.list = append(url.path.list, "")
	}
	return refContinue
}

// spec: #path-state
func (p *refParser) pathState() refOutcome {
	c, url := p.c(), p.url
	if c == refEOF || c == '/' || url.isSpecial() && c == '\\' ||
		p.stateOverride == refNoStateOverride && (c == '?' || c == '#') {
		if url.isSpecial() && c == '\\' {
			p.validationError("invalid-reverse-solidus")
		}
		slash := c == '/' || url.isSpecial() && c == '\\'
		buffer := string(p.buffer)
		if refIsDoubleDotSegment(buffer) {
			url.shorten()
			if !slash {
				url.path.list = append(url.path.list, "")
			}
		} else if refIsSingleDotSegment(buffer) && !slash {
			url.path.list = append(url.path.list, "")
		} else if !refIsSingleDotSegment(buffer) {
			if url.scheme == "file" && len(url.path.list) == 0 && refIsWindowsDriveLetter(p.buffer) {
				p.buffer[1] = ':'
				buffer = string(p.buffer)
			}
			url.path.list = append(url.path.list, buffer)
		}
		p.buffer = nil
		if c == '?' {
			url.query = refNullable{nonNull: true}
			p.state = refQueryState
		}
		if c == '#' {
			url.fragment = refNullable{nonNull: true}
			p.state = refFragmentState
		}
	} else {
		p.checkURLUnit(c)
		for _, b := range refUTF8PercentEncodeCodePoint(nil, c, refInPathPercentEncodeSet) {
			p.buffer = append(p.buffer, rune(b))
		}
	}
	return refContinue
}

// checkURLUnit raises the invalid-URL-unit validation errors of the path,
// opaque path, query and fragment states for c, which is not the EOF code
// point.
func (p *refParser) checkURLUnit(c rune) {
	if !refIsURLCodePoint(c) && c != '%' {
		p.validationError("invalid-URL-unit")
	}
	if c == '%' && !p.remainingStartsWithTwoHexDigits() {
		p.validationError("invalid-URL-unit")
	}
}

// spec: #cannot-be-a-base-url-path-state (the opaque path state)
func (p *refParser) opaquePathState() refOutcome {
	c, url := p.c(), p.url
	if c == '?' {
		url.query = refNullable{nonNull: true}
		p.state = refQueryState
	} else if c == '#' {
		url.fragment = refNullable{nonNull: true}
		p.state = refFragmentState
	} else if c == ' ' {
		p.validationError("invalid-URL-unit")
		if p.remainingStartsWith("?") || p.remainingStartsWith("#") {
			url.path.segment = append(url.path.segment, "%20"...)
		} else {
			url.path.segment = append(url.path.segment, ' ')
		}
	} else if c != refEOF {
		p.checkURLUnit(c)
		url.path.segment = refUTF8PercentEncodeCodePoint(url.path.segment, c, refInC0ControlPercentEncodeSet)
	}
	return refContinue
}

// spec: #query-state (the encoding is UTF-8)
func (p *refParser) queryState() refOutcome {
	c, url := p.c(), p.url
	if p.stateOverride == refNoStateOverride && c == '#' || c == refEOF {
		queryPercentEncodeSet := refInQueryPercentEncodeSet
		if url.isSpecial() {
			queryPercentEncodeSet = refInSpecialQueryPercentEncodeSet
		}
		url.query.s = refPercentEncodeAfterEncoding(url.query.s, p.buffer, queryPercentEncodeSet)
		p.buffer = nil
		if c == '#' {
			url.fragment = refNullable{nonNull: true}
			p.state = refFragmentState
		}
	} else if c != refEOF {
		p.checkURLUnit(c)
		p.buffer = append(p.buffer, c)
	}
	return refContinue
}

// spec: #fragment-state
func (p *refParser) fragmentState() refOutcome {
	if c := p.c(); c != refEOF {
		p.checkURLUnit(c)
		p.url.fragment.s = refUTF8PercentEncodeCodePoint(p.url.fragment.s, c, refInFragmentPercentEncodeSet)
	}
	return refContinue
}

// Hosts.

// hostParse runs the host parser (spec: #concept-host-parser) on input,
// raising its validation errors; it returns nil for failure.
func (p *refParser) hostParse(input []rune, isOpaque bool) *refHost {
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
		if input[i] == '%' && i+2 < len(input) && refIsASCIIHexDigit(input[i+1]) && refIsASCIIHexDigit(input[i+2]) {
			p.validationError("domain-percent-encoded")
			break
		}
	}
	domain := refUTF8DecodeWithoutBOM(refPercentDecode(refUTF8Encode(input)))
	asciiDomain, ok := p.domainParse(domain, false)
	if !ok {
		return nil
	}
	if refEndsInANumber(asciiDomain) {
		if !refIsASCIIString(domain) {
			p.validationError("IPv4-non-ASCII-input")
		}
		return p.ipv4Parse(asciiDomain)
	}
	return &refHost{kind: refDomain, name: asciiDomain}
}

// domainParse runs the domain parser (spec: #concept-domain-to-ascii). Its
// Unicode ToASCII, domain parser ToASCII, is the package's
// domainParserToASCII, the one thing this reference shares with weburl.
func (p *refParser) domainParse(domain []rune, beStrict bool) (string, bool) {
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
	if refIsASCIIString(domain) {
		lowered := make([]rune, len(domain))
		for i, c := range domain {
			lowered[i] = refASCIILowercase(c)
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
		if refIsForbiddenDomainCodePoint(c) {
			return "", false
		}
	}
	return result, true
}

// refEndsInANumber is the ends in a number checker (spec:
// #ends-in-a-number-checker).
func refEndsInANumber(input string) bool {
	parts := refStrictlySplit(input, ".")
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
	if _, _, ok := refIPv4NumberParse(last); ok {
		return true
	}
	return false
}

// ipv4Parse is the IPv4 parser (spec: #concept-ipv4-parser); nil for
// failure.
func (p *refParser) ipv4Parse(input string) *refHost {
	parts := refStrictlySplit(input, ".")
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
		n, validationError, ok := refIPv4NumberParse(part)
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
	return &refHost{kind: refIPv4Address, ipv4: uint32(ipv4.Uint64())}
}

// refIPv4NumberParse is the IPv4 number parser (spec:
// #ipv4-number-parser): the number, validationError, and false for failure.
func refIPv4NumberParse(input string) (*big.Int, bool, bool) {
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
			isDigit = refIsASCIIDigit(c)
		case 8:
			isDigit = c >= '0' && c <= '7'
		case 16:
			isDigit = refIsASCIIHexDigit(c)
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
func (p *refParser) ipv6Parse(input []rune) *refHost {
	var address [8]uint16
	pieceIndex := 0
	compress := -1 // null
	pointer := 0
	c := func() rune {
		if pointer >= len(input) {
			return refEOF
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
	for c() != refEOF {
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
		for length < 4 && refIsASCIIHexDigit(c()) {
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
			for c() != refEOF {
				ipv4Piece := -1 // null
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						pointer++
					} else {
						p.validationError("IPv4-in-IPv6-invalid-code-point")
						return nil
					}
				}
				if !refIsASCIIDigit(c()) {
					p.validationError("IPv4-in-IPv6-invalid-code-point")
					return nil
				}
				for refIsASCIIDigit(c()) {
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
			if c() == refEOF {
				p.validationError("IPv6-invalid-code-point")
				return nil
			}
		} else if c() != refEOF {
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
	return &refHost{kind: refIPv6Address, ipv6: address}
}

// opaqueHostParse is the opaque-host parser (spec:
// #concept-opaque-host-parser); nil for failure. It returns the empty host
// for the empty input (an opaque host is not empty).
func (p *refParser) opaqueHostParse(input []rune) *refHost {
	for _, c := range input {
		if refIsForbiddenHostCodePoint(c) {
			p.validationError("host-invalid-code-point")
			return nil
		}
	}
	for _, c := range input {
		if !refIsURLCodePoint(c) && c != '%' {
			p.validationError("invalid-URL-unit")
			break
		}
	}
	for i, c := range input {
		if c == '%' && !(i+2 < len(input) && refIsASCIIHexDigit(input[i+1]) && refIsASCIIHexDigit(input[i+2])) {
			p.validationError("invalid-URL-unit")
			break
		}
	}
	s := string(refPercentEncodeAfterEncoding(nil, input, refInC0ControlPercentEncodeSet))
	if s == "" {
		return &refHost{kind: refEmptyHost}
	}
	return &refHost{kind: refOpaqueHost, name: s}
}

// Serializing.

// serialize is the host serializer (spec: #concept-host-serializer).
func (h *refHost) serialize() string {
	switch h.kind {
	case refIPv4Address:
		return refIPv4Serialize(h.ipv4)
	case refIPv6Address:
		return "[" + refIPv6Serialize(h.ipv6) + "]"
	}
	return h.name
}

// refIPv4Serialize is the IPv4 serializer (spec: #concept-ipv4-serializer).
func refIPv4Serialize(address uint32) string {
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

// refIPv6Serialize is the IPv6 serializer (spec: #concept-ipv6-serializer).
func refIPv6Serialize(address [8]uint16) string {
	output := ""
	compress := refIPv6CompressedPieceIndex(address)
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

// refIPv6CompressedPieceIndex finds the IPv6 address compressed piece index
// (spec: #find-the-ipv6-address-compressed-piece-index); -1 for null.
func refIPv6CompressedPieceIndex(address [8]uint16) int {
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
func (u *refURL) serialize(excludeFragment bool) string {
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
		if u.port != refNullPort {
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
func (u *refURL) pathSerialize() string {
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
func (u *refURL) originSerialized() string {
	switch u.scheme {
	case "blob":
		pathURL := refBasicURLParse(u.pathSerialize(), nil, nil, refNoStateOverride)
		if pathURL.failure {
			return "null"
		}
		switch pathURL.url.scheme {
		case "http", "https", "file":
			return pathURL.url.originSerialized()
		}
		return "null"
	case "ftp", "http", "https", "ws", "wss":
		if u.host == nil { // not a URL the parser returns
			return "null"
		}
		s := u.scheme + "://" + u.host.serialize()
		if u.port != refNullPort {
			s += ":" + strconv.Itoa(u.port)
		}
		return s
	}
	return "null"
}

// The URL class's getters (spec: #urlutils-members).

func (u *refURL) href() string     { return u.serialize(false) }
func (u *refURL) origin() string   { return u.originSerialized() }
func (u *refURL) protocol() string { return u.scheme + ":" }
func (u *refURL) getUsername() string {
	return string(u.username)
}
func (u *refURL) getPassword() string { return string(u.password) }

func (u *refURL) getHost() string {
	if u.host == nil {
		return ""
	}
	if u.port == refNullPort {
		return u.host.serialize()
	}
	return u.host.serialize() + ":" + strconv.Itoa(u.port)
}

func (u *refURL) hostname() string {
	if u.host == nil {
		return ""
	}
	return u.host.serialize()
}

func (u *refURL) getPort() string {
	if u.port == refNullPort {
		return ""
	}
	return strconv.Itoa(u.port)
}

func (u *refURL) pathname() string { return u.pathSerialize() }

func (u *refURL) search() string {
	if !u.query.nonNull || len(u.query.s) == 0 {
		return ""
	}
	return "?" + string(u.query.s)
}

func (u *refURL) hash() string {
	if !u.fragment.nonNull || len(u.fragment.s) == 0 {
		return ""
	}
	return "#" + string(u.fragment.s)
}

// refGetters maps the URL class's attribute names to the reference's
// getters, as getters (setters_test.go) does to weburl's.
var refGetters = map[string]func(*refURL) string{
	"href":     (*refURL).href,
	"origin":   (*refURL).origin,
	"protocol": (*refURL).protocol,
	"username": (*refURL).getUsername,
	"password": (*refURL).getPassword,
	"host":     (*refURL).getHost,
	"hostname": (*refURL).hostname,
	"port":     (*refURL).getPort,
	"pathname": (*refURL).pathname,
	"search":   (*refURL).search,
	"hash":     (*refURL).hash,
}

// refAPIURLParse is the API URL parser (spec: #api-url-parser): base, when
// not nil, is parsed first. baseFailed reports that the parse of base
// failed; the result then holds base's validation errors.
func refAPIURLParse(url string, base *string) (res refParseResult, baseFailed bool) {
	var parsedBase *refURL
	if base != nil {
		b := refBasicURLParse(*base, nil, nil, refNoStateOverride)
		if b.failure {
			return b, true
		}
		parsedBase = b.url
	}
	return refBasicURLParse(url, parsedBase, nil, refNoStateOverride), false
}

// The URL class's setters (spec: #urlutils-members), on u, the URL object's
// URL. Each returns the validation errors its basic URL parser raised.

// set runs the setter of attribute attr with value.
func (u *refURL) set(attr, value string) []string {
	switch attr {
	case "href":
		parsedURL := refBasicURLParse(value, nil, nil, refNoStateOverride)
		if !parsedURL.failure { // otherwise the setter throws a TypeError
			*u = *parsedURL.url
		}
		return parsedURL.errors
	case "protocol":
		return refBasicURLParse(value+":", nil, u, refSchemeStartState).errors
	case "username":
		if u.cannotHaveUsernamePasswordPort() {
			return nil
		}
		u.username = refPercentEncodeAfterEncoding([]byte{}, refScalarValues(value), refInUserinfoPercentEncodeSet)
		return nil
	case "password":
		if u.cannotHaveUsernamePasswordPort() {
			return nil
		}
		u.password = refPercentEncodeAfterEncoding([]byte{}, refScalarValues(value), refInUserinfoPercentEncodeSet)
		return nil
	case "host", "hostname":
		if u.path.opaque {
			return nil
		}
		override := refHostState
		if attr == "hostname" {
			override = refHostnameState
		}
		return refBasicURLParse(value, nil, u, override).errors
	case "port":
		if u.cannotHaveUsernamePasswordPort() {
			return nil
		}
		if value == "" {
			u.port = refNullPort
			return nil
		}
		return refBasicURLParse(value, nil, u, refPortState).errors
	case "pathname":
		if u.path.opaque {
			return nil
		}
		u.path = refPath{}
		return refBasicURLParse(value, nil, u, refPathStartState).errors
	case "search":
		if value == "" {
			u.query = refNullable{}
			return nil
		}
		input := strings.TrimPrefix(value, "?")
		u.query = refNullable{nonNull: true}
		return refBasicURLParse(input, nil, u, refQueryState).errors
	case "hash":
		if value == "" {
			u.fragment = refNullable{}
			return nil
		}
		input := strings.TrimPrefix(value, "#")
		u.fragment = refNullable{nonNull: true}
		return refBasicURLParse(input, nil, u, refFragmentState).errors
	}
	panic("refURL.set: no such attribute " + attr)
}
