package weburl

import (
	"strconv"
	"unsafe"
)

// MaxURLLength is the longest serialization, in bytes, that a URL can have in
// weburl (it stores component offsets as 32-bit integers). Parsing input whose
// serialization would be longer fails with ErrURLTooLong.
const MaxURLLength = 1<<32 - 1

// maxOutputPerInputByte bounds how many bytes of serialized URL one byte of
// input can become in the path, query and fragment states. The worst case is
// an invalid byte in a query with a legacy encoding that cannot encode
// U+FFFD: "%26%2365533%3B" (14 bytes), preceded in ISO-2022-JP by the escape
// back to ASCII, percent-encoded ("%1B(B", 5 bytes).
const maxOutputPerInputByte = 32

// settledAfter reports whether a URL whose serialization is written up to
// the path, in written bytes, stays within MaxURLLength with left more
// bytes of input to go (the 2 is the "/." the serializer may add).
func settledAfter(written, left int) bool {
	return uint64(written)+2+uint64(left)*maxOutputPerInputByte <= MaxURLLength
}

// maxWrittenBeforePath bounds how many bytes of serialized URL precede the
// path when n bytes of input do (the scheme, credentials, host and port):
// the credentials percent-encoded (three bytes a byte), a host that the
// host parser writes longer than its input (an IPv4 address, 15 bytes,
// from "0"; a domain that UTS #46 maps and Punycode encodes, far less than
// 64 bytes a byte). A base URL's bytes come on top.
func maxWrittenBeforePath(n int) int { return (3+64)*n + 15 }

// A URL is a parsed URL (spec: #concept-url, the URL record, together with the
// URL class's API, spec: #url-class).
//
// A URL is a value: copying one (v := *u) gives an independent URL. Changes
// to the copy, through its setters or its SearchParams, do not change the
// original, and the other way round.
//
// Two URL values are == exactly when they are the same URL: when their
// hrefs are equal (Equal), however each was made (parsed, set, changed
// through SearchParams or copied), so a URL is a map key: a map[URL]T
// finds a URL by its href. Two *URL are == only when they point to the
// same URL; compare *u == *v or use Equal. The fragment counts: key by
// a URL whose fragment was removed (SetHash("")) to ignore it.
//
// The zero URL is not a valid URL; get one from Parse, ParseWithBase,
// (*URL).Parse, ParseOptions.Parse, or SetHref and the
// unmarshalers on a zero URL. A zero URL's getters return "", its setters
// return an error wrapping ErrZeroURL, and it marshals to "" (which
// unmarshals to the zero URL). The methods with a pointer receiver accept a
// nil *URL, which behaves as the zero URL. The marshalers (MarshalText,
// AppendText, MarshalBinary, AppendBinary, MarshalJSON), LogValue and
// Format have value receivers instead, as netip.Addr's and time.Time's
// do, so that a URL value, and a URL field of a struct passed by value,
// marshals and logs as its href: encoding/json, encoding/xml, log/slog and
// fmt call a pointer receiver's method only on an addressable value.
// Called directly on a nil *URL they panic, as Go dereferences it;
// encoding/json (null), database/sql (NULL) and fmt ("<nil>") check for a
// nil pointer first.
//
// Methods that only read (the getters, String, Origin, Equal, Clone,
// SearchParams, the marshalers) are safe for concurrent use. The setters,
// Set, the unmarshalers and any change through SearchParams modify the URL
// and must not run concurrently with any other method.
type URL struct {
	record // the URL record, serialized
}

// The URL record (spec: #concept-url) as weburl keeps it, and its
// accessors: the builder (serializer.go) makes records, or parseSerialized
// (serialized.go) finds one in input already in serialized form; the
// query object changes the query of one; and URL.setRecord alone stores
// one in a URL. Everything reads them through these accessors (the API's
// getters in url.go are these plus nil and zero-URL handling). Calls go
// down from the API to here, never back up.

// record is a URL record (spec: #concept-url) as weburl keeps it: the URL
// serializer's output and its layout, where each component is in it. A URL
// holds one. Every field follows from href, so two records of the same URL
// are equal (==).
type record struct {
	href string // the URL serializer's output (spec: #concept-url-serializer)
	layout
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

// setRecord makes r the URL's record. It is the one function that writes a
// URL's record: the parser's result, a setter's, a change of the query
// through the query object, a copy (Clone) and the zero URL all go through
// it, so that the tests can check every record written (recordWritten).
func (u *URL) setRecord(r record) {
	// The href and the layout apart: the compiler would otherwise copy r
	// aside with wide loads of the narrow stores that made it, which
	// makes the processor wait for them.
	u.href = r.href
	u.layout = r.layout
	if recordWritten != nil {
		recordWritten(u.record)
	}
}

// newURL returns a new URL whose record is *l with a copy of href as its
// href, in the same allocation when it fits (see newURLRoom); the copy is
// never written again. l is a pointer, read only after
// the allocation: a layout just written (by the builder's close) and
// copied at once into the arguments would make the processor wait for
// the writes.
func newURL(href []byte, l *layout) *URL {
	u, dst := newURLRoom(len(href))
	copy(dst, href)
	u.setRecord(record{href: unsafe.String(unsafe.SliceData(dst), len(dst)), layout: *l})
	return u
}

// newURLRoom allocates a new URL and n bytes for its href: for up to 464
// bytes, after it in the same allocation, of one of the allocator's size
// classes from 80 to 512 bytes.
func newURLRoom(n int) (*URL, []byte) {
	switch {
	case n <= 32:
		return urlWithRoom[[32]byte](n)
	case n <= 64:
		return urlWithRoom[[64]byte](n)
	case n <= 96:
		return urlWithRoom[[96]byte](n)
	case n <= 144:
		return urlWithRoom[[144]byte](n)
	case n <= 208:
		return urlWithRoom[[208]byte](n)
	case n <= 336:
		return urlWithRoom[[336]byte](n)
	case n <= 464:
		return urlWithRoom[[464]byte](n)
	}
	return new(URL), make([]byte, n)
}

// urlWithRoom allocates a URL and, after it in the same allocation, a
// byte array of type A, of at least n bytes, and returns the URL and the
// first n bytes of the array.
func urlWithRoom[A any](n int) (*URL, []byte) {
	b := new(struct {
		URL
		room A
	})
	return &b.URL, unsafe.Slice((*byte)(unsafe.Pointer(&b.room)), n)
}

// recordWritten, when not nil, is called with every record that setRecord
// writes. The tests set it to check the record's invariants.
var recordWritten func(record)

// layout says where each component of a URL record is in its
// serialization, and what kind of scheme, host and path it has. It holds
// no pointers: the builder fills one as it writes the serialization.
type layout struct {
	// Byte offsets into the serialization:
	//
	//	https://user:pass@example.com:8080/a/b?q=1#frag
	//	     |       |    |          |    |   |   |
	//	     |       |    |          |    |   |   queryEnd ('#', or len(href))
	//	     |       |    |          |    |   pathEnd ('?', '#', or len(href))
	//	     |       |    |          |    pathStart (after "/." when that is written)
	//	     |       |    |          hostEnd
	//	     |       |    hostStart
	//	     |       usernameEnd
	//	     schemeEnd (the ':')
	//
	// When the host is null there is no "//": usernameEnd, hostStart and
	// hostEnd are all schemeEnd+1. When the port is not null it is
	// between hostEnd and pathStart (":8080"); when the host is not null
	// and the port is, hostEnd is pathStart. Everything else the record needs fits in three bytes, so
	// that a URL is 48 bytes, one of the allocator's size classes.
	schemeEnd   uint32
	usernameEnd uint32
	hostStart   uint32
	hostEnd     uint32
	pathStart   uint32
	pathEnd     uint32
	queryEnd    uint32

	scheme     schemeType
	host       HostKind
	opaquePath bool
}

// username returns the percent-encoded username, or "".
func (r *record) username() string {
	if r.host == NullHost {
		return ""
	}
	return r.href[r.schemeEnd+3 : r.usernameEnd]
}

// password returns the percent-encoded password, or "".
func (r *record) password() string {
	if r.host == NullHost || r.usernameEnd+1 >= r.hostStart {
		return ""
	}
	return r.href[r.usernameEnd+1 : r.hostStart-1]
}

// hostname returns the serialized host, "" for an empty or null host.
func (r *record) hostname() string { return r.href[r.hostStart:r.hostEnd] }

// hasPort reports whether the port is not null (spec: #concept-url-port):
// then it is at href[hostEnd+1:pathStart]. (A URL whose host is null may
// have a "/." between hostEnd and pathStart, and no port.)
func (r *record) hasPort() bool { return r.host != NullHost && r.hostEnd < r.pathStart }

// port returns the port, or -1 when it is null.
func (r *record) port() int {
	if !r.hasPort() {
		return -1
	}
	n := 0
	for _, c := range []byte(r.href[r.hostEnd+1 : r.pathStart]) {
		n = n*10 + int(c-'0')
	}
	return n
}

// portString returns the port in decimal, or "" when it is null.
func (r *record) portString() string {
	if !r.hasPort() {
		return ""
	}
	return r.href[r.hostEnd+1 : r.pathStart]
}

// pathname returns the serialized path.
func (r *record) pathname() string { return r.href[r.pathStart:r.pathEnd] }

// query returns the URL's query without '?', "" when it is null or empty.
func (r *record) query() string {
	if r.queryEnd-r.pathEnd <= 1 {
		return ""
	}
	return r.href[r.pathEnd+1 : r.queryEnd]
}

// fragmentPart returns "#" and the fragment, or "" when it is null.
func (r *record) fragmentPart() string { return r.href[r.queryEnd:] }

// copyFields sets l to m field by field, without the wide loads of a
// struct copy, which make the processor wait when m's fields have just
// been written.
func (l *layout) copyFields(m *layout) {
	l.schemeEnd, l.usernameEnd, l.hostStart, l.hostEnd = m.schemeEnd, m.usernameEnd, m.hostStart, m.hostEnd
	l.pathStart, l.pathEnd, l.queryEnd = m.pathStart, m.pathEnd, m.queryEnd
	l.scheme, l.host, l.opaquePath = m.scheme, m.host, m.opaquePath
}

// special reports whether the scheme is special (spec: #is-special).
func (l *layout) special() bool { return l.scheme != schemeOther }

// includesCredentials reports whether the username or password is not empty
// (spec: #include-credentials).
func (l *layout) includesCredentials() bool {
	return l.host != NullHost && l.hostStart > l.schemeEnd+3
}

// cannotHaveUsernamePasswordPort implements spec:
// #cannot-have-a-username-password-port.
func (l *layout) cannotHaveUsernamePasswordPort() bool {
	return l.host == NullHost || l.host == EmptyHost || l.scheme == schemeFile
}

// setQuery sets u's query to the serialization of a query object's list,
// which query appends to dst, or to null when that is empty (spec:
// #concept-urlsearchparams-update). size is about the serialization's
// length. It writes the new href into buf, in new memory with room after
// it for appendQuery. It reports false, leaving u unchanged, when the href
// would be longer than MaxURLLength.
func (u *URL) setQuery(size int, query func(dst []byte) []byte, buf *appendBuffer) bool {
	r := &u.record
	fragment := r.fragmentPart()
	n := int(r.pathEnd) + 1 + size + len(fragment)
	if fragment == "" {
		n += n/4 + 16 // room for appendQuery
	}
	b := make([]byte, 0, n)
	b = append(b, r.href[:r.pathEnd]...)
	b = append(b, '?')
	b = query(b)
	if len(b) == int(r.pathEnd)+1 {
		b = b[:r.pathEnd] // the empty query is null
	}
	queryEnd := len(b)
	b = append(b, fragment...)
	if uint64(len(b)) > MaxURLLength {
		return false
	}
	*buf = newAppendBuffer(b)
	nr := *r
	nr.href, nr.queryEnd = buf.String(), uint32(queryEnd)
	u.setRecord(nr)
	return true
}

// appendQuery appends pair, the serialization of one name-value pair, to
// u's query, which is the serialization of a query object's list (null
// when the list is empty): it sets the query as setQuery would to the
// list's serialization with the pair appended. When r's href ends with
// the query and is the content of buf, as setQuery or appendQuery wrote
// it, the pair is appended in place (see appendBuffer), in time
// proportional to the pair. Otherwise, for a URL with a fragment say, the
// href is written anew into buf: the fragment must follow the query, and
// the href that r holds now must not change. It reports false, leaving r
// unchanged, when the href would be longer than MaxURLLength.
func (u *URL) appendQuery(pair []byte, buf *appendBuffer) bool {
	r := &u.record
	if int(r.queryEnd) != len(r.href) || !buf.holds(r.href) {
		head := r.query()
		return u.setQuery(len(head)+1+len(pair), func(dst []byte) []byte {
			if head != "" {
				dst = append(append(dst, head...), '&')
			}
			return append(dst, pair...)
		}, buf)
	}
	if uint64(len(r.href))+1+uint64(len(pair)) > MaxURLLength {
		return false
	}
	if r.pathEnd == r.queryEnd {
		buf.appendByte('?')
	} else {
		buf.appendByte('&')
	}
	buf.appendBytes(pair)
	nr := *r
	nr.href, nr.queryEnd = buf.String(), uint32(buf.len())
	u.setRecord(nr)
	return true
}
