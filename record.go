package weburl

// The URL record's components as the parser and the serializer read them
// (spec: #concept-url): unexported accessors over a URL's href and offsets,
// for a URL that is not nil. The API's getters in url.go are these plus nil
// and zero-URL handling; the parser, the states and the builder call only
// these, so that calls go down from the API, never back up to it.

// record is a URL record (spec: #concept-url) as weburl keeps it: the URL
// serializer's output and the offsets of the components in it. It is the
// part of a URL that replace copies.
type record struct {
	href string // the URL serializer's output (spec: #concept-url-serializer)

	// Byte offsets into href:
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
	// hostEnd are all schemeEnd+1.
	schemeEnd   uint32
	usernameEnd uint32
	hostStart   uint32
	hostEnd     uint32
	pathStart   uint32
	pathEnd     uint32
	queryEnd    uint32

	scheme     schemeType
	host       hostType
	opaquePath bool
}

// username returns the percent-encoded username, or "".
func (u *URL) username() string {
	if u.host == hostNull {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.usernameEnd]
}

// password returns the percent-encoded password, or "".
func (u *URL) password() string {
	if u.host == hostNull || u.usernameEnd+1 >= u.hostStart {
		return ""
	}
	return u.href[u.usernameEnd+1 : u.hostStart-1]
}

// hostname returns the serialized host, "" for an empty or null host.
func (u *URL) hostname() string { return u.href[u.hostStart:u.hostEnd] }

// port returns the port in decimal, or "" when it is null.
func (u *URL) port() string {
	if u.host == hostNull || u.hostEnd == u.pathStart {
		return ""
	}
	return u.href[u.hostEnd+1 : u.pathStart]
}

// pathname returns the serialized path.
func (u *URL) pathname() string { return u.href[u.pathStart:u.pathEnd] }

// fragmentPart returns "#" and the fragment, or "" when it is null.
func (u *URL) fragmentPart() string { return u.href[u.queryEnd:] }

// includesCredentials reports whether the username or password is not empty
// (spec: #include-credentials).
func (u *URL) includesCredentials() bool {
	return u.host != hostNull && u.hostStart > u.schemeEnd+3
}

// cannotHaveUsernamePasswordPort implements spec:
// #cannot-have-a-username-password-port.
func (u *URL) cannotHaveUsernamePasswordPort() bool {
	return u.host == hostNull || u.host == hostEmpty || u.scheme == schemeFile
}

// query returns the URL's query without '?', "" when it is null or empty.
func (u *URL) query() string {
	if u.queryEnd-u.pathEnd <= 1 {
		return ""
	}
	return u.href[u.pathEnd+1 : u.queryEnd]
}

// replace makes u hold the URL record of nu.
func (u *URL) replace(nu *URL) { u.record = nu.record }

// setQuery sets u's query to the serialization of a query object's list,
// which query appends to dst, or to null when that is empty (spec:
// #concept-urlsearchparams-update). size is about the serialization's
// length. It writes the new href into buf, in new memory with room after
// it for appendQuery. It reports false, leaving u unchanged, when the href
// would be longer than MaxURLLength.
func (u *URL) setQuery(size int, query func(dst []byte) []byte, buf *appendBuffer) bool {
	fragment := u.fragmentPart()
	n := int(u.pathEnd) + 1 + size + len(fragment)
	if fragment == "" {
		n += n/4 + 16 // room for appendQuery
	}
	b := make([]byte, 0, n)
	b = append(b, u.href[:u.pathEnd]...)
	b = append(b, '?')
	b = query(b)
	if len(b) == int(u.pathEnd)+1 {
		b = b[:u.pathEnd] // the empty query is null
	}
	queryEnd := len(b)
	b = append(b, fragment...)
	if uint64(len(b)) > MaxURLLength {
		return false
	}
	*buf = newAppendBuffer(b)
	u.href, u.queryEnd = buf.String(), uint32(queryEnd)
	return true
}

// appendQuery appends pair, the serialization of one name-value pair, to
// u's query, which is the serialization of a query object's list (null
// when the list is empty): it sets the query as setQuery would to the
// list's serialization with the pair appended. When u's href ends with
// the query and is the content of buf, as setQuery or appendQuery wrote
// it, the pair is appended in place (see appendBuffer), in time
// proportional to the pair. Otherwise, for a URL with a fragment say, the
// href is written anew into buf: the fragment must follow the query, and
// the href that u holds now must not change. It reports false, leaving u
// unchanged, when the href would be longer than MaxURLLength.
func (u *URL) appendQuery(pair []byte, buf *appendBuffer) bool {
	if int(u.queryEnd) != len(u.href) || !buf.holds(u.href) {
		head := u.query()
		return u.setQuery(len(head)+1+len(pair), func(dst []byte) []byte {
			if head != "" {
				dst = append(append(dst, head...), '&')
			}
			return append(dst, pair...)
		}, buf)
	}
	if uint64(len(u.href))+1+uint64(len(pair)) > MaxURLLength {
		return false
	}
	if u.pathEnd == u.queryEnd {
		buf.appendByte('?')
	} else {
		buf.appendByte('&')
	}
	buf.appendBytes(pair)
	u.href, u.queryEnd = buf.String(), uint32(buf.len())
	return true
}
