package weburl

import (
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna"
)

// hostType says which kind of host (spec: #concept-host) a URL has.
type hostType uint8

const (
	hostNull   = hostType(NullHost)   // the URL's host is null
	hostDomain = hostType(DomainHost) // a domain (spec: #concept-domain)
	hostIPv4   = hostType(IPv4Host)   // an IPv4 address (spec: #concept-ipv4)
	hostIPv6   = hostType(IPv6Host)   // an IPv6 address (spec: #concept-ipv6)
	hostOpaque = hostType(OpaqueHost) // an opaque host (spec: #opaque-host)
	hostEmpty  = hostType(EmptyHost)  // the empty host (spec: #empty-host)
)

// parseHost runs the host parser (spec: #concept-host-parser) on input and,
// on success, writes the host serializer's output (spec:
// #concept-host-serializer) as the URL's host. isOpaque is true for URLs that
// are not special. It returns the validation error that made the host parser
// fail, or 0.
func (b *builder) parseHost(input string, isOpaque bool) ValidationError {
	b.beginHost()
	if len(input) > 0 && input[0] == '[' {
		if len(input) < 2 || input[len(input)-1] != ']' {
			return ErrIPv6Unclosed
		}
		addr, err := parseIPv6(input[1:len(input)-1], b.hostWarnings())
		if err != 0 {
			return err
		}
		b.writeByte('[')
		var tmp [40]byte
		b.writeBytes(appendIPv6(tmp[:0], addr))
		b.writeByte(']')
		b.endHost(hostIPv6)
		return 0
	}
	if isOpaque {
		return b.parseOpaqueHost(input)
	}
	return b.parseDomainHost(input)
}

// parseDomainHost runs the host parser's steps for a domain (spec:
// #concept-host-parser, from "Assert: input is not the empty string"):
// percent-decode, UTF-8 decode, the domain parser, and the IPv4 parser when
// the domain ends in a number.
//
// Fast path: for ASCII input without '%', the domain parser returns the
// input ASCII-lowercased or fails on a forbidden domain code point, so
// neither decoding nor IDNA is needed; the bytes are lowercased straight into
// the buffer.
func (b *builder) parseDomainHost(input string) ValidationError {
	if b.reporting {
		b.domainWarnings(input)
	}
	classes := classesOf(input)
	if classes&bcDomainSlow != 0 {
		// Mapping and normalization can remove or absorb a forbidden
		// code point ("<" + U+0338 is U+226E), so only the result is
		// checked.
		return b.parseDomainHostSlow(input)
	}
	if classes&bcForbiddenDomain != 0 || input == "" {
		return ErrDomainToASCII
	}
	// Lowercasing changes neither digits, '.', nor what the IPv4 parser
	// accepts, so input can stand for the lowercased domain here.
	if endsInANumber(input) {
		return b.writeIPv4(input)
	}
	if classes&bcUpper == 0 {
		b.write(input)
	} else {
		for i := 0; i < len(input); i++ {
			b.writeByte(lowerASCII(input[i]))
		}
	}
	b.endHost(hostDomain)
	return 0
}

// parseDomainHostSlow is parseDomainHost for input that holds '%' or
// non-ASCII bytes.
func (b *builder) parseDomainHostSlow(input string) ValidationError {
	domain := decodeDomain(input)
	var buf [128]byte
	ascii, err := appendDomainToASCII(buf[:0], domain, false)
	if err != 0 {
		return err
	}
	// The conversion does not allocate for a domain of up to 32 bytes
	// (endsInANumber does not keep it), and costs a copy otherwise.
	if endsInANumber(string(ascii)) {
		if !idna.IsASCII(domain) {
			b.hostWarnings().add(ErrIPv4NonASCIIInput)
		}
		return b.writeIPv4(string(ascii))
	}
	b.writeBytes(ascii)
	b.endHost(hostDomain)
	return 0
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

// writeIPv4 runs the IPv4 parser on an ASCII domain that ends in a number and
// writes the address.
func (b *builder) writeIPv4(domain string) ValidationError {
	addr, err := parseIPv4(domain, b.hostWarnings())
	if err != 0 {
		return err
	}
	var tmp [15]byte
	b.writeBytes(appendIPv4(tmp[:0], addr))
	b.endHost(hostIPv4)
	return 0
}

// parseOpaqueHost implements the opaque-host parser (spec:
// #concept-opaque-host-parser) and writes the opaque host (or empty host).
func (b *builder) parseOpaqueHost(input string) ValidationError {
	for i := 0; i < len(input); i++ {
		if isForbiddenHostCodePoint(input[i]) {
			return ErrHostInvalidCodePoint
		}
	}
	if b.reporting {
		opaqueHostWarnings(input, b.hostWarnings())
	}
	b.writeEncoded(input, &c0ControlPercentEncodeSet)
	b.endHost(hostOpaque)
	return 0
}

// HostKind says which kind of host a URL has (spec: #concept-host,
// #host-representation).
type HostKind uint8

// The kinds of host. A URL's host is null when it has none, as
// "mailto:x@example.com" and "sc:/path" have not.
const (
	NullHost   HostKind = iota // the URL has no host
	DomainHost                 // a domain (spec: #concept-domain), such as "example.com"
	IPv4Host                   // an IPv4 address (spec: #concept-ipv4)
	IPv6Host                   // an IPv6 address (spec: #concept-ipv6)
	OpaqueHost                 // an opaque host (spec: #opaque-host), the host of a non-special URL
	EmptyHost                  // the empty host (spec: #empty-host), as in "file:///x"
)

var hostKindNames = [...]string{
	NullHost:   "null",
	DomainHost: "domain",
	IPv4Host:   "IPv4",
	IPv6Host:   "IPv6",
	OpaqueHost: "opaque",
	EmptyHost:  "empty",
}

// String returns the kind's name: "null", "domain", "IPv4", "IPv6",
// "opaque" or "empty", or "HostKind(N)" for another value.
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
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

// makeHost returns the Host of kind t whose serialization is s, which the
// host parser wrote.
func makeHost(t hostType, s string) Host {
	h := Host{kind: HostKind(t), s: s}
	switch t {
	case hostIPv4:
		h.addr, _ = netip.ParseAddr(s)
	case hostIPv6:
		h.addr, _ = netip.ParseAddr(s[1 : len(s)-1])
	}
	return h
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
	var scratch [scratchSize]byte
	var b builder
	b.buf = scratch[:]
	b.reset()
	if err := b.parseHost(input, isOpaque); err != 0 {
		return Host{}, &ParseError{Input: input, Host: true, Type: err}
	}
	return makeHost(b.host, string(b.buf[b.hostStart:b.hostEnd])), nil
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
	return makeHost(u.host, u.hostname())
}

// DomainToASCII runs the standard's domain to ASCII (spec:
// #concept-domain-to-ascii) on domain, a domain already percent-decoded,
// with beStrict as given (the URL parser passes false; true also applies
// UTS #46's STD3 rules and DNS length limits). It returns the ASCII form,
// lowercased and with Punycode labels ("xn--..."), or an error wrapping
// ErrDomainToASCII when Unicode ToASCII fails or the result is empty or
// holds a forbidden domain code point. Ill-formed UTF-8 in domain is read
// as U+FFFD, which fails.
func DomainToASCII(domain string, beStrict bool) (string, error) {
	ascii, err := domainToASCII(utf8DecodeWithoutBOM(domain), beStrict)
	if err != 0 {
		return "", &ParseError{Input: domain, Host: true, Type: err}
	}
	return ascii, nil
}

// domainWarnings records the validation errors of the host parser's steps
// for a domain that do not make it fail (spec: #concept-host-parser,
// #concept-domain-to-ascii): domain-percent-encoded when input holds a
// percent-encoded byte, and domain-to-ASCII when the strict pass of the
// domain parser fails, which it does for every domain the parser rejects.
func (b *builder) domainWarnings(input string) {
	w := b.hostWarnings()
	for i := 0; i+2 < len(input); i++ {
		if input[i] == '%' && isASCIIHexDigit(input[i+1]) && isASCIIHexDigit(input[i+2]) {
			w.add(ErrDomainPercentEncoded)
			break
		}
	}
	if _, ok := idna.ToASCII(decodeDomain(input), true); !ok {
		w.add(ErrDomainToASCII)
	}
}

// opaqueHostWarnings records the opaque-host parser's validation errors
// that do not make it fail (spec: #concept-opaque-host-parser): one
// invalid-URL-unit when input holds a code point that is not a URL code
// point and not '%', and one when it holds a '%' not followed by two
// ASCII hex digits.
func opaqueHostWarnings(input string, w *warnings) {
	unit, percent := false, false
	for i := 0; i < len(input); {
		c := input[i]
		if c == '%' {
			if i+2 >= len(input) || !isASCIIHexDigit(input[i+1]) || !isASCIIHexDigit(input[i+2]) {
				percent = true
			}
			i++
			continue
		}
		if c < utf8.RuneSelf {
			unit = unit || !isURLCodePointASCII(c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(input[i:])
		if size == 1 {
			size = invalidUTF8Len(input[i:])
		} else {
			unit = unit || !isURLCodePoint(r)
		}
		i += size
	}
	if unit {
		w.add(ErrInvalidURLUnit)
	}
	if percent {
		w.add(ErrInvalidURLUnit)
	}
}
