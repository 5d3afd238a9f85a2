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

	// frag is "#" and the fragment when the href is in two parts: after an
	// Append through SearchParams on a URL with a fragment, href holds the
	// serialization up to the end of the query (queryEnd is len(href)), in
	// a buffer that the next Append extends in place, and frag the rest.
	// Otherwise frag is "" and href is the whole serialization.
	frag string
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

// joinedHref returns the href of a URL whose href is in two parts.
func (u *URL) joinedHref() string { return u.href + u.frag }

// fragmentPart returns "#" and the fragment, or "" when it is null.
func (u *URL) fragmentPart() string {
	if u.frag != "" {
		return u.frag
	}
	return u.href[u.queryEnd:]
}

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
