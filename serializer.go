package weburl

import (
	"bytes"
	"strings"
)

// The URL serializer (spec: #concept-url-serializer) is not a separate pass
// in weburl: the state machine (states.go) writes each component, already
// serialized, through a builder, in the order the serializer outputs them,
// and the builder records where each component is. A URL's href is
// therefore the serializer's output of its record by construction. The
// builder only writes: what to write is the state machine's decision and
// the sub-parsers' (host.go, domain.go, ipv4.go, ipv6.go).
//
// Most input is already in serialized form, and the builder then copies
// nothing: as long as every byte written is the input's byte at the same
// offset (the builder is verbatim), the output is src[:n] and a write only
// moves n. At the first byte that differs, the builder copies src[:n] into
// its buffer and writes there from then on.

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

// builder holds a URL record being built, as its serialization (the output)
// and its layout, filled in as the components are written. Until finish,
// pathStart is 0 until the path begins, pathEnd is 0 until a query or
// fragment starts, and queryEnd is 0 until a fragment starts.
//
// The output is src[:n] while verbatim is set, and buf[:n] after. builder
// writes with its own methods rather than append: the parser keeps buf in
// a stack array, and storing append's result through a pointer would make
// the compiler move that array to the heap.
type builder struct {
	layout
	src      string // the input that the output may still be a prefix of
	verbatim bool   // the output is src[:n], and buf holds none of it yet
	buf      []byte // len(buf) is the capacity; the output is buf[:n] when not verbatim
	n        int
	// lim is len(buf), or -1 while verbatim: a write of k bytes with
	// n+k <= lim goes straight to buf.
	lim  int
	last component
}

// reset prepares b to build a new URL, reusing b.buf's memory, with src the
// input that the state machine reads; with verbatim set the output starts
// as src's empty prefix. The caller sets b.buf itself, typically to a stack
// array (b.buf = scratch[:]): passing the array to a method would make it
// escape to the heap.
func (b *builder) reset(src string, verbatim bool) {
	// Field by field: assigning a composite literal holding b.buf to *b
	// would make the compiler think b.buf's array escapes.
	b.n = 0
	b.layout = layout{}
	b.last = compNone
	b.src = src
	b.verbatim = verbatim
	b.lim = len(b.buf)
	if verbatim {
		b.lim = -1
	}
}

// at returns the offset of the next byte written.
func (b *builder) at() uint32 { return uint32(b.n) }

// materialize ends verbatim mode: it copies the output so far, src[:n], into
// buf.
func (b *builder) materialize() {
	b.verbatim = false
	if b.n > len(b.buf) {
		b.buf = make([]byte, 2*b.n+64)
	}
	b.lim = len(b.buf)
	copy(b.buf, b.src[:b.n])
}

// grow makes room for at least extra more bytes, on the heap.
func (b *builder) grow(extra int) {
	nb := make([]byte, 2*len(b.buf)+extra)
	copy(nb, b.buf[:b.n])
	b.buf = nb
	b.lim = len(nb)
}

// reserve leaves verbatim mode and makes room in buf for k more bytes. The
// builder's writes make room through it (writeByte compares n with lim
// itself). It is small enough to be inlined; the work is in makeRoom.
func (b *builder) reserve(k int) {
	if b.n+k > b.lim {
		b.makeRoom(k)
	}
}

// makeRoom is reserve's work: it ends verbatim mode and grows buf.
//
//go:noinline
func (b *builder) makeRoom(k int) {
	if b.verbatim {
		b.materialize()
	}
	if b.n+k > len(b.buf) {
		b.grow(k)
	}
}

// copyInput appends src[i:j], the input's own bytes.
func (b *builder) copyInput(i, j int) {
	if b.verbatim && i == b.n {
		b.n = j
		return
	}
	b.putInput(i, j)
}

// putInput appends src[i:j], leaving verbatim mode unless it is empty.
//
//go:noinline
func (b *builder) putInput(i, j int) {
	if i < j {
		b.reserve(j - i)
		b.n += copy(b.buf[b.n:], b.src[i:j])
	}
}

// copyInputLower appends src[i:j], which holds an ASCII upper alpha,
// ASCII-lowercased.
func (b *builder) copyInputLower(i, j int) {
	b.reserve(j - i)
	putLowerASCII(b.buf[b.n:b.n+j-i], b.src[i:j])
	b.n += j - i
}

// put appends s, leaving verbatim mode.
//
//go:noinline
func (b *builder) put(s string) {
	b.reserve(len(s))
	b.n += copy(b.buf[b.n:], s)
}

// write appends s.
func (b *builder) write(s string) {
	if !b.takeVerbatim(s) {
		b.put(s)
	}
}

// takeVerbatim reports whether the builder is verbatim and the input goes
// on with s, and then takes s from it: the output stays a prefix of the
// input.
func (b *builder) takeVerbatim(s string) bool {
	if b.verbatim && strings.HasPrefix(b.src[b.n:], s) {
		b.n += len(s)
		return true
	}
	return false
}

// writeBytes appends p.
func (b *builder) writeBytes(p []byte) {
	if b.verbatim && len(p) <= len(b.src)-b.n && string(p) == b.src[b.n:b.n+len(p)] {
		b.n += len(p)
		return
	}
	b.putBytes(p)
}

// putBytes appends p, leaving verbatim mode.
//
//go:noinline
func (b *builder) putBytes(p []byte) {
	b.reserve(len(p))
	b.n += copy(b.buf[b.n:], p)
}

// writeByte appends c.
func (b *builder) writeByte(c byte) {
	if b.n < b.lim {
		b.buf[b.n] = c
		b.n++
		return
	}
	b.writeByteSlow(c)
}

// writeByteSlow is writeByte in verbatim mode or when buf is full.
//
//go:noinline
func (b *builder) writeByteSlow(c byte) {
	if b.verbatim && b.n < len(b.src) && b.src[b.n] == c {
		b.n++
		return
	}
	b.putByte(c)
}

// putByte appends c, leaving verbatim mode.
//
//go:noinline
func (b *builder) putByte(c byte) {
	b.reserve(1)
	b.buf[b.n] = c
	b.n++
}

// putEncodedByte appends the percent-encoding of c (spec:
// #percent-encode), leaving verbatim mode.
//
//go:noinline
func (b *builder) putEncodedByte(c byte) {
	b.reserve(3)
	b.n += len(appendPercentEncodedByte(b.buf[b.n:b.n], c)) // in place: there is room
}

// setByte replaces the byte of the output at offset i with c.
func (b *builder) setByte(i int, c byte) {
	if b.verbatim {
		if b.src[i] == c {
			return
		}
		b.materialize()
	}
	b.buf[i] = c
}

// byteAt returns the byte of the output at offset i.
func (b *builder) byteAt(i int) byte {
	if b.verbatim {
		return b.src[i]
	}
	return b.buf[i]
}

// lastSlash returns the offset of the last '/' of the output at or after
// from, or -1.
func (b *builder) lastSlash(from int) int {
	var i int
	if b.verbatim {
		i = strings.LastIndexByte(b.src[from:b.n], '/')
	} else {
		i = bytes.LastIndexByte(b.buf[from:b.n], '/')
	}
	if i < 0 {
		return -1
	}
	return from + i
}

// truncate cuts the output to its first n bytes.
func (b *builder) truncate(n int) { b.n = n }

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
	b.writeBytes(digits[i:])
}

// copyInputEncoded appends the UTF-8 percent-encoding of src[i:j] using set
// (spec: #string-utf-8-percent-encode): the runs of bytes that need no
// encoding are copied as copyInput copies them.
func (b *builder) copyInputEncoded(i, j int, set *percentEncodeSet) {
	var tmp [64]byte
	class := setClass(set)
	s := b.src[:j]
	for i < j {
		k := i
		if class != 0 {
			k = skipClasses(s, i, class)
		} else {
			for k < j && !set.has(s[k]) {
				k++
			}
		}
		b.copyInput(i, k)
		if k == j {
			return
		}
		// ASCII bytes one at a time; other code points up to a small
		// chunk. Then back to copying.
		if s[k] < 0x80 {
			b.putEncodedByte(s[k])
			i = k + 1
			continue
		}
		e := k
		for e < j && e-k < 16 && set.has(s[e]) {
			e++
		}
		for e < j && s[e] >= 0x80 && s[e] < 0xC0 {
			e++ // finish the code point
		}
		b.writeBytes(appendUTF8PercentEncoded(tmp[:0], s[k:e], set))
		i = e
	}
}

// writeEncodedCodePoint UTF-8 percent-encodes the code point at src[i], in
// set, and returns the index after it. Bytes of an ill-formed UTF-8 sequence
// become U+FFFD's encoding as UTF-8 decode reads them.
func (b *builder) writeEncodedCodePoint(i int, set *percentEncodeSet) int {
	in := b.src
	if c := in[i]; c < 0x80 && set.has(c) {
		b.putEncodedByte(c)
		return i + 1
	}
	j := i + 1
	for j < len(in) && in[j] >= 0x80 && in[j] < 0xC0 && j-i < 4 {
		j++ // continuation bytes
	}
	var tmp [36]byte
	b.writeBytes(appendUTF8PercentEncoded(tmp[:0], in[i:j], set))
	return j
}

// writeScheme writes the scheme src[:end], ASCII-lowercased (upper says
// whether it holds an ASCII upper alpha), of type t, followed by the ':'
// at src[end].
func (b *builder) writeScheme(end int, upper bool, t schemeType) {
	if !upper {
		b.copyInput(0, end)
	} else {
		b.copyInputLower(0, end)
	}
	b.schemeEnd = b.at()
	b.copyInput(end, end+1)
	b.scheme = t
	b.last = compScheme
}

// setScheme writes name, a lowercase scheme of type t, followed by ':'.
func (b *builder) setScheme(name string, t schemeType) {
	b.write(name)
	b.schemeEnd = b.at()
	b.writeByte(':')
	b.scheme = t
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
	if b.host != NullHost {
		return
	}
	if !b.takeVerbatim("//") {
		b.writeByte('/')
		b.writeByte('/')
	}
	b.host = EmptyHost
	b.usernameEnd = b.at()
	b.hostStart = b.at()
	b.hostEnd = b.at()
}

// writeUserinfo writes the credentials of the userinfo src[start:end], the
// input before the last '@' of an authority, whose first ':' is at colon
// (end when there is none): the username is what precedes it, the password
// what follows it. Both are UTF-8 percent-encoded with the userinfo
// percent-encode set; any further '@' or ':' is encoded too, as the
// authority state's loop over its buffer does.
func (b *builder) writeUserinfo(start, colon, end int) {
	b.startAuthority()
	b.copyInputEncoded(start, colon, &userinfoPercentEncodeSet)
	b.usernameEnd = b.at()
	if colon+1 < end {
		b.writeByte(':')
		b.copyInputEncoded(colon+1, end, &userinfoPercentEncodeSet)
	}
	b.endCredentials()
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
	b.endCredentials()
}

// endCredentials writes the '@' after a username or password that is not
// empty.
func (b *builder) endCredentials() {
	if b.at() > b.hostStart {
		b.writeByte('@')
	} else {
		b.usernameEnd = b.hostStart
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
func (b *builder) endHost(t HostKind) {
	b.hostEnd = b.at()
	if b.hostEnd == b.hostStart {
		t = EmptyHost
	}
	b.host = t
	b.last = compHost
}

// writeHost writes the host h, which the host parser returned for the
// input src[start:end] with the domain ascii, as the host serializer does
// (appendHost).
func (b *builder) writeHost(h host, ascii []byte, start, end int) {
	b.beginHost()
	switch h.form {
	case formInput:
		b.copyInput(start, end)
	case formEncode:
		b.copyInputEncoded(start, end, &c0ControlPercentEncodeSet)
	case formLower:
		b.copyInputLower(start, end)
	default:
		var tmp [64]byte
		b.writeBytes(appendHost(tmp[:0], h, ascii, b.src[start:end]))
	}
	b.endHost(h.kind)
}

// copyHost writes a serialized host of type t that is not in the input.
func (b *builder) copyHost(host string, t HostKind) {
	b.beginHost()
	b.write(host)
	b.endHost(t)
}

// setPort writes port, at most maxPort, unless it is the scheme's default
// port, in which case the URL's port is null.
func (b *builder) setPort(port int) {
	b.truncate(int(b.hostEnd))
	if !b.scheme.isDefaultPort(port) {
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

// shortenPath implements "shorten a URL's path" (spec: #shorten-a-urls-path) on the path
// at the end of the output.
func (b *builder) shortenPath() {
	start := int(b.pathStart)
	if b.scheme == schemeFile && b.n-start == 3 && isDriveLetter(b.byteAt(start+1), b.byteAt(start+2), true) {
		return // the path is one segment, a normalized Windows drive letter
	}
	if i := b.lastSlash(start); i >= 0 {
		b.truncate(i)
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

// copyQueryAndFragment appends src[i:], a query, a fragment or both, in
// serialized form, that start with the '?' or '#' at src[i]; the query
// ends at src[queryEnd] (the fragment's '#', or len(src)).
func (b *builder) copyQueryAndFragment(i, queryEnd int) {
	b.pathEnd = b.at()
	b.last = compQuery
	if queryEnd < len(b.src) {
		b.queryEnd = b.at() + uint32(queryEnd-i)
		b.last = compFragment
	}
	b.copyInput(i, len(b.src))
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
	if base.host == NullHost {
		return
	}
	b.startAuthority()
	offset := b.at() - (base.schemeEnd + 3)
	b.write(base.href[base.schemeEnd+3 : base.pathStart])
	b.usernameEnd = base.usernameEnd + offset
	b.hostStart = base.hostStart + offset
	b.hostEnd = base.hostEnd + offset
	b.host = base.host
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
		if u.host != NullHost {
			b.writeCredentials(u.username(), u.password())
		}
	case compHost:
		if u.host != NullHost {
			b.copyHost(u.hostname(), u.host)
		}
	case compPort:
		// The protocol setter's "if url's port is url's scheme's default
		// port, set url's port to null" happens here.
		if u.hasPort() && !b.scheme.isDefaultPort(u.port()) && b.host != NullHost {
			b.writeByte(':')
			b.write(u.portString())
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

// close completes the serialization's layout (spec:
// #concept-url-serializer: the "/." before a path that would otherwise
// start with "//") and reports false if the URL is too long for its
// offsets. The output is then complete: src[:n] while verbatim, buf[:n]
// otherwise.
func (b *builder) close() bool {
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
	if b.host == NullHost && !b.opaquePath && b.pathEnd-b.pathStart >= 2 &&
		b.byteAt(int(b.pathStart)) == '/' && b.byteAt(int(b.pathStart)+1) == '/' {
		if b.verbatim {
			b.materialize()
		}
		b.put("/.")
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
	if b.host == NullHost {
		b.usernameEnd = b.schemeEnd + 1
		b.hostStart = b.schemeEnd + 1
		b.hostEnd = b.schemeEnd + 1
	}
	return true
}

// finish completes the serialization (close) and returns the record. When
// the builder is still verbatim, the href is a prefix of src, the input
// given to reset (passed again so that the compiler sees that the record
// does not point into the builder's buffer, which may be on the stack);
// when the serialization is keep (a setter's URL before the change), the
// href is keep; otherwise it is a new string. It reports false if the URL
// is too long for its offsets.
func (b *builder) finish(src, keep string) (record, bool) {
	if !b.close() {
		return record{}, false
	}
	href := keep
	if b.verbatim {
		href = src[:b.n]
	} else if out := b.buf[:b.n]; string(out) != keep {
		href = string(out)
	}
	return record{href: href, layout: b.layout}, true
}

// finishURL completes the serialization (close) and returns a new URL
// holding it: when the builder is still verbatim, the href is a prefix of
// src (see finish); otherwise it is a copy of the output in the same
// allocation as the URL (newURL). It returns nil if the URL is too long
// for its offsets.
func (b *builder) finishURL(src string) *URL {
	if !b.close() {
		return nil
	}
	if b.verbatim {
		u := new(URL)
		u.setRecord(record{href: src[:b.n], layout: b.layout})
		return u
	}
	return newURL(b.buf[:b.n], &b.layout)
}
