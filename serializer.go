package weburl

import (
	"bytes"
	"strings"
)

// The URL serializer (spec: #concept-url-serializer) is not a separate pass in
// weburl: the parser writes each component, already serialized, into one
// buffer in the order the serializer would output them, and records the
// component offsets. builder is that buffer. Parsing, the setters and the
// relative-reference resolution all go through it, so a URL's href is always
// the spec's serialization of its URL record.

// component names a URL component in serialization order. builder.last holds
// the last component written, so that a setter can copy the components that
// follow it from the URL being modified.
type component uint8

const (
	compNone component = iota
	compScheme
	compCredentials // username and password
	compHost
	compPort
	compPath
	compQuery
	compFragment
)

// builder holds a URL record being built, as its serialization buf[:n]
// and its layout, filled in as the components are written. Until finish,
// pathStart is 0 until the path begins, pathEnd is 0 until a query or
// fragment starts, and queryEnd is 0 until a fragment starts.
//
// builder writes with its own methods rather than append: the parser keeps
// buf in a stack array, and storing append's result through a pointer would
// make the compiler move that array to the heap.
type builder struct {
	layout
	buf  []byte // len(buf) is the capacity; the output is buf[:n]
	n    int
	last component

	// With reporting set, the host parser records the validation errors
	// that do not make it fail in hostErrs (there are at most a few), for
	// the parser to raise; see parser.parseHost.
	reporting bool
	hostErrs  warnings
}

// reset prepares b to build a new URL, reusing b.buf's memory. The caller
// sets b.buf itself, typically to a stack array (b.buf = scratch[:]):
// passing the array to a method would make it escape to the heap.
func (b *builder) reset() {
	// Field by field: assigning a composite literal holding b.buf to *b
	// would make the compiler think b.buf's array escapes.
	b.n = 0
	b.layout = layout{}
	b.last = compNone
}

// at returns the offset of the next byte written.
func (b *builder) at() uint32 { return uint32(b.n) }

// grow makes room for at least extra more bytes, on the heap.
func (b *builder) grow(extra int) {
	nb := make([]byte, 2*len(b.buf)+extra)
	copy(nb, b.buf[:b.n])
	b.buf = nb
}

// write appends s to the output.
func (b *builder) write(s string) {
	if b.n+len(s) > len(b.buf) {
		b.grow(len(s))
	}
	b.n += copy(b.buf[b.n:], s)
}

// writeByte appends c to the output.
func (b *builder) writeByte(c byte) {
	if b.n == len(b.buf) {
		b.grow(1)
	}
	b.buf[b.n] = c
	b.n++
}

// truncate cuts the output to its first n bytes.
func (b *builder) truncate(n int) { b.n = n }

// bytes returns the output so far. It is valid until the next write.
func (b *builder) bytes() []byte { return b.buf[:b.n] }

// writeInt appends the decimal form of n >= 0 (spec: #serialize-an-integer).
func (b *builder) writeInt(n int) {
	var digits [20]byte
	i := len(digits)
	for {
		i--
		digits[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	b.write(string(digits[i:]))
}

// writeEncoded appends the UTF-8 percent-encoding of s using set (spec:
// #string-utf-8-percent-encode).
func (b *builder) writeEncoded(s string, set *percentEncodeSet) {
	var tmp [64]byte
	class := set.class()
	for len(s) > 0 {
		i := 0
		if class != 0 {
			i = skipClasses(s, 0, class)
		} else {
			for i < len(s) && !set.has(s[i]) {
				i++
			}
		}
		b.write(s[:i])
		s = s[i:]
		if len(s) == 0 {
			return
		}
		// Encode up to a small chunk, then go back to copying.
		j := 0
		for j < len(s) && j < 16 && set.has(s[j]) {
			j++
		}
		for j < len(s) && s[j] >= 0x80 && s[j] < 0xC0 {
			j++ // finish the code point
		}
		b.writeBytes(appendUTF8PercentEncoded(tmp[:0], s[:j], set))
		s = s[j:]
	}
}

// writeEncodedCodePoint UTF-8 percent-encodes the code point at in[i], in
// set, and returns the index after it. Bytes of an ill-formed UTF-8 sequence
// become U+FFFD's encoding as UTF-8 decode reads them.
func (b *builder) writeEncodedCodePoint(in string, i int, set *percentEncodeSet) int {
	j := i + 1
	for j < len(in) && in[j] >= 0x80 && in[j] < 0xC0 && j-i < 4 {
		j++ // continuation bytes
	}
	var tmp [36]byte
	b.writeBytes(appendUTF8PercentEncoded(tmp[:0], in[i:j], set))
	return j
}

// writeBytes appends p to the output.
func (b *builder) writeBytes(p []byte) {
	if b.n+len(p) > len(b.buf) {
		b.grow(len(p))
	}
	b.n += copy(b.buf[b.n:], p)
}

// setScheme writes scheme, ASCII-lowercased, followed by ':'. scheme holds only
// ASCII alphanumerics, '+', '-' and '.'.
func (b *builder) setScheme(scheme string) {
	start := b.n
	b.write(scheme)
	out := b.buf[start:b.n]
	lowered := false
	for i, c := range out {
		if l := lowerASCII(c); l != c {
			out[i], lowered = l, true
		}
	}
	b.schemeEnd = b.at()
	b.writeByte(':')
	if lowered {
		scheme = string(out) // rare: most input writes schemes in lowercase
	}
	b.scheme = lookupScheme(scheme)
	b.last = compScheme
}

// copyScheme writes base's scheme.
func (b *builder) copyScheme(base *URL) {
	b.write(base.href[:base.schemeEnd+1])
	b.schemeEnd = base.schemeEnd
	b.scheme = base.scheme
	b.last = compScheme
}

// startAuthority writes the "//" that precedes credentials and host, once.
func (b *builder) startAuthority() {
	if b.host != hostNull {
		return
	}
	b.write("//")
	b.host = hostEmpty
	b.usernameEnd = b.at()
	b.hostStart = b.at()
	b.hostEnd = b.at()
}

// setCredentials writes the username and password of userinfo, the input
// before the last '@' of an authority: the username is what precedes the first
// ':', the password what follows it. Both are UTF-8 percent-encoded with the
// userinfo percent-encode set; any further '@' or ':' is encoded too, as the
// authority state's loop over its buffer does.
func (b *builder) setCredentials(userinfo string) {
	username, password := userinfo, ""
	hasColon := false
	if i := strings.IndexByte(userinfo, ':'); i >= 0 {
		username, password, hasColon = userinfo[:i], userinfo[i+1:], true
	}
	b.startAuthority()
	b.writeEncoded(username, &userinfoPercentEncodeSet)
	b.usernameEnd = b.at()
	if hasColon && password != "" {
		b.writeByte(':')
		b.writeEncoded(password, &userinfoPercentEncodeSet)
	}
	if b.at() > b.hostStart {
		b.writeByte('@')
	} else {
		b.usernameEnd = b.hostStart
	}
	b.hostStart = b.at()
	b.hostEnd = b.hostStart
	b.last = compCredentials
}

// writeCredentials writes an already encoded username and password, as the
// username and password setters need.
func (b *builder) writeCredentials(username, password string) {
	b.startAuthority()
	b.write(username)
	b.usernameEnd = b.at()
	if password != "" {
		b.writeByte(':')
		b.write(password)
	}
	if b.at() > b.hostStart {
		b.writeByte('@')
	}
	b.hostStart = b.at()
	b.hostEnd = b.hostStart
	b.last = compCredentials
}

// beginHost starts writing the host, replacing any host written before (the
// file state sets an empty host that the file host state may replace).
func (b *builder) beginHost() {
	b.startAuthority()
	b.truncate(int(b.hostStart))
}

// endHost records the end of a host of type t written since beginHost.
func (b *builder) endHost(t hostType) {
	b.hostEnd = b.at()
	if b.hostEnd == b.hostStart {
		t = hostEmpty
	}
	b.host = t
	b.last = compHost
}

// writeHost writes an already serialized host of type t.
func (b *builder) writeHost(host string, t hostType) {
	b.beginHost()
	b.write(host)
	b.endHost(t)
}

// setPort writes port, at most 65535, unless it is the scheme's default
// port, in which case the URL's port is null.
func (b *builder) setPort(port int) {
	b.truncate(int(b.hostEnd))
	b.hasPort = port != b.scheme.defaultPort()
	b.port = 0
	if b.hasPort {
		b.port = uint16(port)
		b.writeByte(':')
		b.writeInt(port)
	}
	b.last = compPort
}

// beginPath marks the start of the path, if not done already.
func (b *builder) beginPath() {
	if b.pathStart == 0 {
		b.pathStart = b.at()
		b.last = compPath
	}
}

// emptyPath sets the path to the empty list (or, for an opaque path, the
// empty string).
func (b *builder) emptyPath() {
	b.beginPath()
	b.truncate(int(b.pathStart))
}

// shortenPath implements "shorten a URL's path" (spec: #shorten) on the path
// at the end of the buffer.
func (b *builder) shortenPath() {
	path := b.buf[b.pathStart:b.n]
	if b.scheme == schemeFile && len(path) == 3 && isNormalizedWindowsDriveLetter(string(path[1:])) {
		return // path is "/" and one segment, a normalized Windows drive letter
	}
	if i := bytes.LastIndexByte(path, '/'); i >= 0 {
		b.truncate(int(b.pathStart) + i)
	}
}

// startQuery sets the query to the empty string: it writes '?'.
func (b *builder) startQuery() {
	b.pathEnd = b.at()
	b.writeByte('?')
	b.last = compQuery
}

// startFragment sets the fragment to the empty string: it writes '#'.
func (b *builder) startFragment() {
	b.endQuery()
	b.writeByte('#')
	b.last = compFragment
}

// endQuery marks the end of the path (if there is no query) and of the
// query where the fragment starts.
func (b *builder) endQuery() {
	if b.pathEnd == 0 {
		b.pathEnd = b.at()
	}
	b.queryEnd = b.at()
}

// copyAuthority writes base's username, password, host and port (nothing if
// base's host is null).
func (b *builder) copyAuthority(base *URL) {
	if base.host == hostNull {
		return
	}
	b.startAuthority()
	offset := b.at() - (base.schemeEnd + 3)
	b.write(base.href[base.schemeEnd+3 : base.pathStart])
	b.usernameEnd = base.usernameEnd + offset
	b.hostStart = base.hostStart + offset
	b.hostEnd = base.hostEnd + offset
	b.host = base.host
	b.port, b.hasPort = base.port, base.hasPort
	b.last = compPort
}

// copyPath writes base's path.
func (b *builder) copyPath(base *URL) {
	b.beginPath()
	b.write(base.href[base.pathStart:base.pathEnd])
	b.opaquePath = base.opaquePath
}

// copyQuery writes base's query, if non-null.
func (b *builder) copyQuery(base *URL) {
	if base.pathEnd < base.queryEnd {
		b.pathEnd = b.at()
		b.write(base.href[base.pathEnd:base.queryEnd])
		b.last = compQuery
	}
}

// copyComponent writes component c of u, as it is in u. It is how a setter
// keeps the components that it does not change.
func (b *builder) copyComponent(u *URL, c component) {
	switch c {
	case compScheme:
		b.copyScheme(u)
	case compCredentials:
		if u.host != hostNull {
			b.writeCredentials(u.username(), u.password())
		}
	case compHost:
		if u.host != hostNull {
			b.writeHost(u.hostname(), u.host)
		}
	case compPort:
		// The protocol setter's "if url's port is url's scheme's default
		// port, set url's port to null" happens here.
		if u.hasPort && int(u.port) != b.scheme.defaultPort() && b.host != hostNull {
			b.writeByte(':')
			b.write(u.portString())
			b.port, b.hasPort = u.port, true
		}
		b.last = compPort
	case compPath:
		b.copyPath(u)
	case compQuery:
		b.copyQuery(u)
	case compFragment:
		if f := u.fragmentPart(); f != "" {
			b.endQuery()
			b.write(f)
		}
	}
	b.last = c
}

// copyRest writes the components of u after the last one written.
func (b *builder) copyRest(u *URL) {
	for c := b.last + 1; c <= compFragment; c++ {
		b.copyComponent(u, c)
	}
}

// copyUpTo writes the components of u before c.
func (b *builder) copyUpTo(u *URL, c component) {
	for next := compScheme; next < c; next++ {
		b.copyComponent(u, next)
	}
}

// finish completes the serialization and stores it in u. When the
// serialization equals input, u.href shares input's memory instead of
// allocating. It reports false if the URL is too long for its offsets.
func (b *builder) finish(u *URL, input string) bool {
	b.beginPath()
	if b.queryEnd == 0 {
		b.queryEnd = b.at() // no fragment
	}
	if b.pathEnd == 0 {
		b.pathEnd = b.queryEnd // no query
	}
	// spec: #concept-url-serializer: "If url's host is null, url does not
	// have an opaque path, url's path's size is greater than 1, and
	// url's path[0] is the empty string, then append U+002F (/) followed
	// by U+002E (.) to output."
	if b.host == hostNull && !b.opaquePath && b.pathEnd-b.pathStart >= 2 && b.buf[b.pathStart] == '/' && b.buf[b.pathStart+1] == '/' {
		b.write("/.")
		copy(b.buf[b.pathStart+2:b.n], b.buf[b.pathStart:b.n-2])
		b.buf[b.pathStart] = '/'
		b.buf[b.pathStart+1] = '.'
		b.pathStart += 2
		b.pathEnd += 2
		b.queryEnd += 2
	}
	if uint64(b.n) > MaxURLLength {
		return false
	}
	if b.host == hostNull {
		b.usernameEnd = b.schemeEnd + 1
		b.hostStart = b.schemeEnd + 1
		b.hostEnd = b.schemeEnd + 1
	}
	href := input
	if out := b.bytes(); string(out) != input {
		href = string(out)
	}
	u.record = record{href: href, layout: b.layout}
	return true
}
