package weburl

import (
	"encoding/binary"
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna"
)

// host is a host (spec: #concept-host) as a value, as the host parser
// returns it: its type, the address of an IP address, and how to write a
// domain or an opaque host from the host parser's input, or from the
// domain that the domain parser wrote, which the host parser returns
// beside it. The host serializer (appendHost) writes it. It has four
// fields of 24 bytes in all, so that the compiler keeps it in registers
// across calls and returns: it keeps a larger struct in memory, storing
// the registers it is returned in one by one and then copying them with
// wide loads, which makes the processor wait for the stores.
type host struct {
	kind   HostKind
	form   hostForm
	hi, lo uint64 // an IPv6 address (pieces 0 to 3 in hi), or an IPv4 address in lo
}

// hostForm says how a host is written from the host parser's input.
type hostForm uint8

const (
	formInput   hostForm = iota // the input as it is
	formLower                   // the input ASCII-lowercased (a domain)
	formEncode                  // the input UTF-8 percent-encoded with the C0 control percent-encode set (an opaque host)
	formASCII                   // the domain that the domain parser wrote
	formAddress                 // an IPv4 or IPv6 address
)

// addr4 returns the address of an IPv4 host.
func (h host) addr4() uint32 { return uint32(h.lo) }

// addr6 returns the address of an IPv6 host.
func (h host) addr6() [8]uint16 {
	var a [8]uint16
	for i := range 4 {
		a[i] = uint16(h.hi >> (48 - 16*i))
		a[4+i] = uint16(h.lo >> (48 - 16*i))
	}
	return a
}

// ipv4Address returns the IPv4 address addr as a host.
func ipv4Address(addr uint32) host { return host{kind: IPv4Host, form: formAddress, lo: uint64(addr)} }

// ipv6Address returns the IPv6 address a as a host.
func ipv6Address(a [8]uint16) host {
	h := host{kind: IPv6Host, form: formAddress}
	for i := range 4 {
		h.hi = h.hi<<16 | uint64(a[i])
		h.lo = h.lo<<16 | uint64(a[4+i])
	}
	return h
}

// parseHost implements the host parser (spec: #concept-host-parser) on
// input, with isOpaque true for URLs that are not special. It returns the
// host, and, when its form is formASCII, the domain that the domain parser
// wrote (from Unicode, or a percent-encoded domain), appended to buf[:0];
// or the validation error that made the host parser fail. w, when not nil,
// records the validation errors that do not make it fail.
func parseHost(buf []byte, input string, isOpaque bool, w *warnings) (host, []byte, ValidationError) {
	return parseHostClasses(buf, input, classesOf(input), isOpaque, w)
}

// parseHostClasses is parseHost for input whose bytes have the classes
// classes (classesOf(input)), with the same results.
func parseHostClasses(buf []byte, input string, classes uint32, isOpaque bool, w *warnings) (host, []byte, ValidationError) {
	if len(input) > 0 && input[0] == '[' {
		if len(input) < 2 || input[len(input)-1] != ']' {
			return host{}, nil, w.fail(ErrIPv6Unclosed, 0)
		}
		n := w.since()
		addr, err := parseIPv6(input[1:len(input)-1], w)
		w.shift(n, 1) // after the '['
		if err != 0 {
			return host{}, nil, err
		}
		return ipv6Address(addr), nil, 0
	}
	if isOpaque {
		h, err := parseOpaqueHost(input, classes, w)
		return h, nil, err
	}
	return parseDomainHost(buf, input, classes, w)
}

// parseDomainHost runs the host parser's steps for a domain (spec:
// #concept-host-parser, from "Assert: input is not the empty string") on
// input, whose bytes have the classes classes: percent-decode, UTF-8
// decode, the domain parser, and the IPv4 parser when the domain ends in a
// number. A domain that the domain parser changes is appended to buf[:0]
// and returned beside the host (form formASCII), as parseHost does.
func parseDomainHost(buf []byte, input string, classes uint32, w *warnings) (host, []byte, ValidationError) {
	if w != nil {
		domainWarnings(input, w)
	}
	if classes&bcDomainSlow == 0 {
		// ASCII without '%': percent-decoding and UTF-8 decoding give the
		// input back, which the domain parser only lowercases, and
		// lowercasing changes neither digits, '.', nor what the IPv4
		// parser accepts. (A domain in serialized form, as
		// isSerializedDomain says, comes out as it is.)
		if err := asciiDomainError(input, classes); err != 0 {
			return host{}, nil, domainFailure(input, w)
		}
		if endsInANumber(input) {
			h, err := ipv4Host(input, w) // the IPv4 parser reads input itself
			return h, nil, err
		}
		if classes&bcUpper != 0 {
			return host{kind: DomainHost, form: formLower}, nil, 0
		}
		return host{kind: DomainHost}, nil, 0
	}
	domain := decodeDomain(input)
	ascii, err := appendDomainToASCII(buf[:0], domain, false)
	if err != 0 {
		return host{}, nil, domainFailure(input, w)
	}
	// The conversion does not allocate for a domain of up to 32 bytes
	// (endsInANumber does not keep it).
	if !endsInANumber(string(ascii)) {
		return host{kind: DomainHost, form: formASCII}, ascii, 0
	}
	if !idna.IsASCII(domain) {
		w.add(ErrIPv4NonASCIIInput, 0)
	}
	// The IPv4 parser reads the domain the domain parser wrote, not
	// input: its errors are about the host as a whole.
	n := w.since()
	h, err := ipv4Host(string(ascii), w)
	w.atStart(n)
	return h, nil, err
}

// domainFailure records in w that the domain parser fails on input at the
// code point or label domainErrorIndex finds, and returns
// ErrDomainToASCII, the failure.
func domainFailure(input string, w *warnings) ValidationError {
	if w == nil {
		return ErrDomainToASCII
	}
	return w.fail(ErrDomainToASCII, domainErrorIndex(input))
}

// isSerializedDomain reports whether the host parser, for a special URL,
// returns input, whose bytes have the classes classes, as a domain that is
// input itself: ASCII lowercase without '%' or a forbidden domain code
// point (which the domain parser gives back as it is), not empty, and not
// ending in a number.
func isSerializedDomain(input string, classes uint32) bool {
	return classes&(bcDomainSlow|bcForbiddenDomain|bcUpper) == 0 && input != "" && !endsInANumber(input)
}

// ipv4Host runs the IPv4 parser on an ASCII domain that ends in a number,
// and returns the address as a host.
func ipv4Host(domain string, w *warnings) (host, ValidationError) {
	addr, err := parseIPv4(domain, w)
	if err != 0 {
		return host{}, err
	}
	return ipv4Address(addr), 0
}

// authorityEnd returns the index of the first code point of input at or
// after i that ends an authority, and a host in it: the EOF code point,
// '/', '?', '#', or '\' when special (the condition of the authority,
// host and file host states); the index of the last '@' before it, or
// -1; and the union of the byte classes of what follows that '@' (or i),
// the host and port (spec: #authority-state).
func authorityEnd(input string, i int, special bool) (end, at int, classes uint32) {
	// Commonly the authority ends at the first '/' and holds no other
	// code point that ends it, or an '@': IndexByte finds the '/' and one
	// union of the classes tells, without a branch a byte.
	if slash := strings.IndexByte(input[i:], '/'); slash >= 0 {
		if c := classesOf(input[i : i+slash]); c&bcAuthorityStop == 0 {
			return i + slash, -1, c
		}
	}
	at = -1
	for {
		var c uint32
		i, c = skipClassesUnion(input, i, bcAuthorityStop)
		classes |= c
		if i == len(input) || input[i] != '@' && (input[i] != '\\' || special) {
			return i, at, classes
		}
		if input[i] == '@' {
			at, classes = i, 0
		} else {
			classes |= byteClasses['\\']
		}
		i++ // '@', or '\\' in a URL that is not special
	}
}

// splitHostPort returns where the host ends in the authority in[start:end],
// whose bytes have the classes classes (as authorityEnd returns them): at
// the first ':' outside brackets (spec: #host-state, the insideBrackets
// flag), which starts the port, or at end; and the classes of the host's
// bytes.
func splitHostPort(in string, start, end int, classes uint32) (hostEnd int, hostClasses uint32) {
	if classes&bcColon != 0 {
		return splitAtColon(in[:end], start, classes)
	}
	return end, classes
}

// splitAtColon is splitHostPort for an authority in[start:] that holds a
// ':', whose bytes have the classes classes.
func splitAtColon(in string, start int, classes uint32) (hostEnd int, hostClasses uint32) {
	end := len(in)
	var i int
	if start < end && in[start] == '[' { // an IPv6 address, commonly
		i = colonOutsideBrackets(in, start, end)
	} else {
		i = start + strings.IndexByte(in[start:end], ':')
		if strings.IndexByte(in[start:i], '[') >= 0 {
			i = colonOutsideBrackets(in, start, end)
		}
	}
	if i == end {
		return end, classes // an IPv6 address without a port: the classes are the authority's
	}
	return i, classesOf(in[start:i])
}

// colonOutsideBrackets returns the index of the first ':' in in[start:end]
// that the host state's insideBrackets flag does not cover, or end.
func colonOutsideBrackets(in string, start, end int) int {
	insideBrackets := false
	i := start
	if i < end && in[i] == '[' {
		// Inside brackets up to the first ']', whatever comes before it.
		j := strings.IndexByte(in[i+1:end], ']')
		if j < 0 {
			return end
		}
		i += j + 2
	}
	for ; i < end; i++ {
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

// maxPort is the largest port (spec: #port-state: "If port is greater
// than 2^16 - 1, port-out-of-range").
const maxPort = 1<<16 - 1

// A portForm says what the port state makes of a port's digits (spec:
// #port-state), for the state machine, the recognizer of input in
// serialized form and the validity check: the one rule.
type portForm uint8

const (
	portSerialized   portForm = iota // digits the serializer writes as they are
	portNone                         // no digits: the port stays null
	portDefault                      // the scheme's default port: the port is null
	portLeadingZeros                 // leading zeros, which the serializer drops
	portOutOfRange                   // above maxPort: the parser fails
)

// readPort reads the port state's digits at in[i:], for a URL of scheme s:
// where they end, their value (above maxPort when out of range, and then
// no more than ten times maxPort), and their form.
func readPort(in string, i int, s schemeType) (end, port int, form portForm) {
	start := i
	for ; i < len(in) && isASCIIDigit(in[i]); i++ {
		if port <= maxPort {
			port = port*10 + int(in[i]-'0')
		}
	}
	switch {
	case i == start:
		form = portNone
	case port > maxPort:
		form = portOutOfRange
	case s.isDefaultPort(port):
		form = portDefault
	case in[start] == '0' && i > start+1:
		form = portLeadingZeros
	}
	return i, port, form
}

// isLocalhost reports whether h, which the host parser returned for input
// with the domain ascii, is the domain "localhost".
func (h host) isLocalhost(ascii []byte, input string) bool {
	switch {
	case h.kind != DomainHost:
		return false
	case h.form == formASCII:
		return string(ascii) == "localhost"
	case len(input) != len("localhost"):
		return false
	}
	var lower [len("localhost")]byte
	return string(appendHost(lower[:0], h, nil, input)) == "localhost"
}

// appendHost implements the host serializer (spec: #concept-host-serializer):
// it appends the serialization of h, which the host parser returned for
// input with the domain ascii, to dst.
func appendHost(dst []byte, h host, ascii []byte, input string) []byte {
	switch h.form {
	case formAddress:
		if h.kind == IPv4Host {
			return appendIPv4(dst, h.addr4())
		}
		dst = append(dst, '[')
		dst = appendIPv6(dst, h.addr6())
		return append(dst, ']')
	case formASCII:
		return append(dst, ascii...)
	case formLower:
		return appendLowerASCII(dst, input, true)
	case formEncode:
		return appendUTF8PercentEncoded(dst, input, &c0ControlPercentEncodeSet)
	}
	return append(dst, input...)
}

// decodeDomain implements the host parser's step "Let domain be the result
// of running UTF-8 decode without BOM on the percent-decoding of input"
// (spec: #concept-host-parser; domain-percent-encoded is raised elsewhere).
// The host parser's input is a scalar value string, so each ill-formed
// UTF-8 sequence in input is U+FFFD before percent-decoding (which encodes
// U+FFFD as UTF-8 again): "%D4" followed by a lone 0x80 byte is "\xD4" and
// U+FFFD, not U+0500.
//
// The result is input itself when input holds no '%' and is valid UTF-8.
func decodeDomain(input string) string {
	if strings.IndexByte(input, '%') < 0 {
		if utf8.ValidString(input) {
			return input
		}
		return string(appendUTF8DecodeWithoutBOM(nil, input))
	}
	decoded := appendPercentDecoded(nil, utf8DecodeWithoutBOM(input))
	return utf8DecodeWithoutBOM(string(decoded))
}

// parseOpaqueHost implements the opaque-host parser (spec:
// #concept-opaque-host-parser) on input, whose bytes have the classes
// classes.
func parseOpaqueHost(input string, classes uint32, w *warnings) (host, ValidationError) {
	if classes&bcForbiddenHost != 0 {
		if w == nil {
			return host{}, ErrHostInvalidCodePoint
		}
		at := 0
		for at < len(input) && !isForbiddenHostCodePoint(input[at]) {
			at++
		}
		return host{}, w.fail(ErrHostInvalidCodePoint, at)
	}
	if w != nil {
		opaqueHostWarnings(input, w)
	}
	switch {
	case input == "":
		return host{kind: EmptyHost}, 0
	case classes&bcC0Control != 0:
		return host{kind: OpaqueHost, form: formEncode}, 0
	}
	return host{kind: OpaqueHost}, 0
}

// A Host is a host as a value (spec: #concept-host): its kind, its
// serialization (spec: #concept-host-serializer) and, for an IP address,
// the address as a netip.Addr. Hosts are comparable: == is the standard's
// host equality (spec: #concept-host-equals). The zero Host is the null
// host.
type Host struct {
	kind HostKind
	s    string
	addr netip.Addr
}

// makeHost returns the Host h whose serialization is s.
func makeHost(h host, s string) Host {
	v := Host{kind: h.kind, s: s}
	switch h.kind {
	case IPv4Host:
		a := h.addr4()
		v.addr = netip.AddrFrom4([4]byte{byte(a >> 24), byte(a >> 16), byte(a >> 8), byte(a)})
	case IPv6Host:
		var b [16]byte
		binary.BigEndian.PutUint64(b[:8], h.hi)
		binary.BigEndian.PutUint64(b[8:], h.lo)
		v.addr = netip.AddrFrom16(b)
	}
	return v
}

// ParseHost runs the host parser (spec: #concept-host-parser) on input,
// with isOpaque true for the host of a URL whose scheme is not special
// (whose host is then an opaque host). input is the host as it stands in
// a URL, not percent-decoded, without a port. It returns the host, or a
// *ParseError with Host set whose Type is the validation error that made
// the host parser fail, such as ErrIPv4TooManyParts. An empty input gives
// the empty host when isOpaque is true, and fails with ErrHostMissing when
// it is false (the standard's callers never give the host parser an empty
// domain).
func ParseHost(input string, isOpaque bool) (Host, error) {
	if input == "" {
		if isOpaque {
			return Host{kind: EmptyHost}, nil
		}
		return Host{}, &ParseError{Input: input, Host: true, Type: ErrHostMissing}
	}
	var buf [64]byte
	h, ascii, err := parseHost(buf[:0], input, isOpaque, nil)
	if err != 0 {
		return Host{}, &ParseError{Input: input, Host: true, Type: err}
	}
	if h.form == formInput {
		return makeHost(h, input), nil
	}
	return makeHost(h, string(appendHost(nil, h, ascii, input))), nil
}

// Kind returns the host's kind.
func (h Host) Kind() HostKind { return h.kind }

// String returns the host serialized (spec: #concept-host-serializer): a
// domain or opaque host as it is, an IPv4 address in dotted decimal, an
// IPv6 address compressed and in brackets ("[2001:db8::1]"), "" for the
// empty and the null host. It is what URL.Hostname returns.
func (h Host) String() string { return h.s }

// Addr returns the IPv4 or IPv6 address of an IP host, and the zero
// netip.Addr (which is not valid) for any other kind.
func (h Host) Addr() netip.Addr { return h.addr }

// IsIP reports whether the host is an IPv4 or IPv6 address.
func (h Host) IsIP() bool { return h.kind == IPv4Host || h.kind == IPv6Host }

// DialHost returns the host as net.Dial and net.JoinHostPort take it: an
// IPv6 address without brackets, anything else as String returns it.
func (h Host) DialHost() string {
	if h.kind == IPv6Host {
		return h.addr.String()
	}
	return h.s
}

// HostValue returns the URL's host as a value: its kind, serialization and
// IP address (spec: #concept-url-host). A URL without a host, or a nil or
// zero URL, gives the null host.
func (u *URL) HostValue() Host {
	if u == nil || u.href == "" {
		return Host{}
	}
	h, s := host{kind: u.host}, u.hostname()
	// The serialization of an address is an address the IP parsers
	// accept, and give back.
	switch h.kind {
	case IPv4Host:
		addr, _ := parseIPv4(s, nil)
		h = ipv4Address(addr)
	case IPv6Host:
		addr, _ := parseIPv6(s[1:len(s)-1], nil)
		h = ipv6Address(addr)
	}
	return makeHost(h, s)
}

// domainWarnings records in w the validation errors of the host parser's
// steps for a domain that do not make it fail (spec: #concept-host-parser,
// #concept-domain-to-ascii): domain-percent-encoded when input holds a
// percent-encoded byte, and domain-to-ASCII when the strict pass of the
// domain parser fails, which it does for every domain the parser rejects.
func domainWarnings(input string, w *warnings) {
	if i := indexPercentEncoded(input); i >= 0 {
		w.add(ErrDomainPercentEncoded, i)
	}
	if _, ok := idna.ToASCII(decodeDomain(input), true); !ok {
		w.add(ErrDomainToASCII, domainErrorIndex(input))
	}
}

// opaqueHostWarnings records the opaque-host parser's validation errors
// that do not make it fail (spec: #concept-opaque-host-parser): one
// invalid-URL-unit when input holds a code point that is not a URL code
// point and not '%', and one when it holds a '%' not followed by two
// ASCII hex digits.
func opaqueHostWarnings(input string, w *warnings) {
	if i := indexNotURLUnit(input, false); i >= 0 {
		w.add(ErrInvalidURLUnit, i)
	}
	if i := indexNotURLUnit(input, true); i >= 0 {
		w.add(ErrInvalidURLUnit, i)
	}
}
