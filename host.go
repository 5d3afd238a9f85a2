package weburl

// hostType says which kind of host (spec: #concept-host) a URL has.
type hostType uint8

const (
	hostNull   hostType = iota // the URL's host is null
	hostDomain                 // a domain (spec: #concept-domain)
	hostIPv4                   // an IPv4 address (spec: #concept-ipv4)
	hostIPv6                   // an IPv6 address (spec: #concept-ipv6)
	hostOpaque                 // an opaque host (spec: #opaque-host)
	hostEmpty                  // the empty host (spec: #empty-host)
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
		addr, err := parseIPv6(input[1 : len(input)-1])
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
	// domain-percent-encoded if input contains a percent-encoded byte.
	domain := utf8DecodeWithoutBOM(string(appendPercentDecoded(nil, input)))
	ascii, err := domainToASCII(domain, false)
	if err != 0 {
		return err
	}
	if endsInANumber(ascii) {
		return b.writeIPv4(ascii)
	}
	b.write(ascii)
	b.endHost(hostDomain)
	return 0
}

// writeIPv4 runs the IPv4 parser on an ASCII domain that ends in a number and
// writes the address.
func (b *builder) writeIPv4(domain string) ValidationError {
	addr, err := parseIPv4(domain)
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
	// invalid-URL-unit for code points that are not URL code points, and
	// for '%' not followed by two ASCII hex digits.
	b.writeEncoded(input, &c0ControlPercentEncodeSet)
	b.endHost(hostOpaque)
	return 0
}
