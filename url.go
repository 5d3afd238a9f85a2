// Package weburl implements the WHATWG URL Standard (https://url.spec.whatwg.org/):
// the URL parser and serializer, hosts (domains, IPv4, IPv6, opaque hosts),
// percent-encoding, application/x-www-form-urlencoded, origins, and the URL and
// URLSearchParams API, so that a Go program sees a URL exactly as a web browser
// does.
//
// Use it where net/url and browsers disagree: net/url implements RFC 3986
// loosely and does not normalize, while browsers follow the URL Standard.
// For example, for "https://EXAMPLE.com:443/a/../b\c" a browser, and weburl,
// give "https://example.com/b/c"; net/url keeps the input as it is.
//
// A *URL holds its serialization (Href) as one string plus the byte offsets
// of its components, so the getters return substrings without allocating.
// Offsets and lengths in this package are in bytes.
package weburl

import (
	"encoding/json"

	"golang.org/x/text/encoding"
	"sync/atomic"
)

// MaxURLLength is the longest serialization, in bytes, that a URL can have in
// weburl (it stores component offsets as 32-bit integers). Parsing input whose
// serialization would be longer fails with ErrURLTooLong.
const MaxURLLength = 1<<32 - 1

// A URL is a parsed URL (spec: #concept-url, the URL record, together with the
// URL class's API, spec: #url-class).
//
// The zero URL is not a valid URL; get one from Parse, ParseWithBase,
// (*URL).Parse, ParseOptions.Parse, or SetHref and the unmarshalers on a
// zero URL. A zero URL's getters return "" and its other setters do nothing.
// Methods that only read (the getters,
// String, Origin, Equal, Clone, the marshalers) are safe for concurrent use.
// The setters, SetHref, UnmarshalText, UnmarshalJSON, UnmarshalBinary and any
// change through SearchParams modify the URL and must not run concurrently
// with any other method.
type URL struct {
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

	// params is the URL's query object (spec: #concept-url-query-object),
	// made on first use by SearchParams.
	params atomic.Pointer[SearchParams]
}

// Parse parses input as an absolute URL with the basic URL parser (spec:
// #concept-basic-url-parser) and no base URL. It returns the URL, or a
// *ParseError whose Type is the validation error that made the parse fail,
// for example ErrMissingSchemeNonRelativeURL for a relative reference such
// as "/a/b". Invalid UTF-8 in input is read as a browser reads those bytes:
// each maximal ill-formed subsequence is one U+FFFD.
func Parse(input string) (*URL, error) {
	return parse(input, nil, nil)
}

// ParseWithBase parses base with the basic URL parser, then parses input
// against it (spec: #api-url-parser, like JavaScript's new URL(input, base)).
// If base fails to parse, the *ParseError has Base set and names base;
// otherwise errors are as for Parse.
func ParseWithBase(input, base string) (*URL, error) {
	b, err := parse(base, nil, nil)
	if err != nil {
		err.(*ParseError).Base = true
		return nil, err
	}
	return parse(input, b, nil)
}

// Parse parses ref as a URL, relative to u when ref is a relative reference
// (spec: #concept-basic-url-parser with u as the base URL), like net/url's
// URL.Parse. u is not changed. Errors are as for Parse.
func (u *URL) Parse(ref string) (*URL, error) {
	return parse(ref, u, nil)
}

// CanParse reports whether input parses as an absolute URL (spec:
// #dom-url-canparse). It does not allocate for inputs whose serialization
// fits in 1 KiB.
func CanParse(input string) bool {
	return parseInto(nil, input, nil, nil) == 0
}

// CanParseWithBase reports whether base parses and input parses against it
// (spec: #dom-url-canparse).
func CanParseWithBase(input, base string) bool {
	var b URL
	if parseInto(&b, base, nil, nil) != 0 {
		return false
	}
	return parseInto(nil, input, &b, nil) == 0
}

// Href returns the URL's serialization (spec: #dom-url-href), for example
// "https://example.com/a?b#c".
func (u *URL) Href() string { return u.href }

// String returns the URL's serialization, the same as Href.
func (u *URL) String() string { return u.href }

// Protocol returns the scheme followed by ":" (spec: #dom-url-protocol), for
// example "https:".
func (u *URL) Protocol() string {
	if u.href == "" { // the zero URL
		return ""
	}
	return u.href[:u.schemeEnd+1]
}

// Scheme returns the scheme, without ":" (spec: #concept-url-scheme).
func (u *URL) Scheme() string { return u.href[:u.schemeEnd] }

// Username returns the percent-encoded username, or "" (spec:
// #dom-url-username).
func (u *URL) Username() string {
	if u.host == hostNull {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.usernameEnd]
}

// Password returns the percent-encoded password, or "" (spec:
// #dom-url-password).
func (u *URL) Password() string {
	if u.host == hostNull || u.usernameEnd+1 >= u.hostStart {
		return ""
	}
	return u.href[u.usernameEnd+1 : u.hostStart-1]
}

// Host returns the serialized host followed by ":" and the port when the port
// is non-null, for example "example.com:8080" or "[::1]"; "" when the host is
// null (spec: #dom-url-host).
func (u *URL) Host() string {
	if u.host == hostNull {
		return ""
	}
	return u.href[u.hostStart:u.pathStart]
}

// Hostname returns the serialized host: a domain, an IPv4 address in dotted
// decimal, an IPv6 address in brackets, an opaque host, or "" for an empty or
// null host (spec: #dom-url-hostname).
func (u *URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Port returns the port in decimal, or "" when the port is null, which
// includes the scheme's default port (spec: #dom-url-port).
func (u *URL) Port() string {
	if u.host == hostNull || u.hostEnd == u.pathStart {
		return ""
	}
	return u.href[u.hostEnd+1 : u.pathStart]
}

// Pathname returns the URL path serialized (spec: #dom-url-pathname): "/"
// followed by each segment joined with "/", or the opaque path.
func (u *URL) Pathname() string { return u.href[u.pathStart:u.pathEnd] }

// Search returns "?" followed by the query, or "" when the query is null or
// empty (spec: #dom-url-search).
func (u *URL) Search() string {
	if u.queryEnd-u.pathEnd <= 1 {
		return ""
	}
	return u.href[u.pathEnd:u.queryEnd]
}

// Hash returns "#" followed by the fragment, or "" when the fragment is null
// or empty (spec: #dom-url-hash).
func (u *URL) Hash() string {
	if len(u.href)-int(u.queryEnd) <= 1 {
		return ""
	}
	return u.href[u.queryEnd:]
}

// HasOpaquePath reports whether the URL's path is opaque, as in
// "mailto:someone@example.com" (spec: #url-opaque-path).
func (u *URL) HasOpaquePath() bool { return u.opaquePath }

// IsSpecial reports whether the scheme is a special scheme: ftp, file, http,
// https, ws or wss (spec: #is-special).
func (u *URL) IsSpecial() bool { return u.scheme != schemeOther }

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

// store makes u the URL that b built. u is unchanged if the URL is too long.
func (u *URL) store(b *builder) {
	b.finish(u, u.href)
}

// setter runs the basic URL parser on input with u as url and override as
// state override (spec: #concept-basic-url-parser), after writing the
// components of u that precede before, and stores the result in u. A
// component the state machine does not write keeps its value in u. When the
// state machine returns failure before completing a component, nothing it
// wrote is kept; a component it completed is kept, as in the spec, where the
// URL record is modified in place.
func (u *URL) setter(input string, override state, before component) {
	if u.href == "" { // the zero URL
		return
	}
	var scratch [scratchSize]byte
	var p parser
	p.b.buf = scratch[:]
	p.initOverride(input, u, override)
	p.b.copyUpTo(u, before)
	switch override {
	case statePathStart:
		p.b.emptyPath()
	case stateQuery:
		p.b.startQuery()
	case stateFragment:
		p.b.startFragment()
	}
	saved := p.b
	if !p.run(override, nil) && p.b.last == saved.last {
		p.b = saved
	}
	p.b.copyRest(u)
	u.store(&p.b)
}

// SetHref parses href as an absolute URL and, on success, makes u that URL
// (spec: #dom-url-href, the href setter). On failure it returns a
// *ParseError, as Parse does, and u is unchanged. The query object returned
// by SearchParams follows the new query.
func (u *URL) SetHref(href string) error {
	nu, err := parse(href, nil, nil)
	if err != nil {
		return err
	}
	u.replace(nu)
	if sp := u.params.Load(); sp != nil {
		sp.list = parseURLEncoded(u.query())
	}
	return nil
}

// replace makes u hold the URL record of nu. It leaves u.params alone.
func (u *URL) replace(nu *URL) {
	u.href = nu.href
	u.schemeEnd = nu.schemeEnd
	u.usernameEnd = nu.usernameEnd
	u.hostStart = nu.hostStart
	u.hostEnd = nu.hostEnd
	u.pathStart = nu.pathStart
	u.pathEnd = nu.pathEnd
	u.queryEnd = nu.queryEnd
	u.scheme = nu.scheme
	u.host = nu.host
	u.opaquePath = nu.opaquePath
}

// query returns the URL's query without '?', "" when it is null or empty.
func (u *URL) query() string {
	if u.queryEnd-u.pathEnd <= 1 {
		return ""
	}
	return u.href[u.pathEnd+1 : u.queryEnd]
}

// SetProtocol sets the scheme (spec: #dom-url-protocol, the protocol setter):
// protocol is parsed up to its first ':' as a scheme ("https", "https:" and
// "https://x" all give https). It does nothing when protocol does not start
// with a valid scheme, or when the change is not allowed: between a special
// and a non-special scheme, to "file" when the URL has credentials or a port,
// or from "file" when the host is empty. A port that is the new scheme's
// default port becomes null.
func (u *URL) SetProtocol(protocol string) {
	u.setter(protocol+":", stateSchemeStart, compScheme)
}

// SetUsername sets the username to username, UTF-8 percent-encoded with the
// userinfo percent-encode set (spec: #dom-url-username, the username setter).
// It does nothing when the URL cannot have a username: when its host is null
// or empty, or its scheme is "file".
func (u *URL) SetUsername(username string) {
	if u.cannotHaveUsernamePasswordPort() {
		return
	}
	u.setCredentials(string(appendUTF8PercentEncoded(nil, username, &userinfoPercentEncodeSet)), u.Password())
}

// SetPassword sets the password to password, UTF-8 percent-encoded with the
// userinfo percent-encode set (spec: #dom-url-password, the password setter).
// It does nothing when the URL cannot have a password: when its host is null
// or empty, or its scheme is "file".
func (u *URL) SetPassword(password string) {
	if u.cannotHaveUsernamePasswordPort() {
		return
	}
	u.setCredentials(u.Username(), string(appendUTF8PercentEncoded(nil, password, &userinfoPercentEncodeSet)))
}

// setCredentials sets the already encoded username and password.
func (u *URL) setCredentials(username, password string) {
	if u.href == "" { // the zero URL
		return
	}
	var scratch [scratchSize]byte
	var b builder
	b.buf = scratch[:]
	b.reset()
	b.copyUpTo(u, compCredentials)
	b.writeCredentials(username, password)
	b.copyRest(u)
	u.store(&b)
}

// SetHost sets the host and, when host has ":" and a port, the port (spec:
// #dom-url-host, the host setter), parsing host as the host state does.
// Without a port in host the port is unchanged. It does nothing when the URL
// has an opaque path or host does not parse (for example, an empty host for
// a special URL).
func (u *URL) SetHost(host string) {
	if u.opaquePath {
		return
	}
	u.setter(host, stateHost, compHost)
}

// SetHostname sets the host (spec: #dom-url-hostname, the hostname setter),
// parsing hostname as the hostname state does; the port is unchanged. It
// does nothing when the URL has an opaque path, hostname has a ':' outside
// brackets, or hostname does not parse.
func (u *URL) SetHostname(hostname string) {
	if u.opaquePath {
		return
	}
	u.setter(hostname, stateHostname, compHost)
}

// SetPort sets the port (spec: #dom-url-port, the port setter): "" makes it
// null; otherwise the leading ASCII digits of port are the new port, and the
// scheme's default port becomes null. It does nothing when port does not
// start with a digit, is above 65535, or the URL cannot have a port (its
// host is null or empty, or its scheme is "file").
func (u *URL) SetPort(port string) {
	if u.cannotHaveUsernamePasswordPort() {
		return
	}
	if port == "" {
		u.setSerialized(compPort, "", true)
		return
	}
	u.setter(port, statePort, compPort)
}

// SetPathname sets the path (spec: #dom-url-pathname, the pathname setter),
// parsing pathname as the path start state does: segments are
// percent-encoded and dot segments resolved; '?' and '#' are encoded. It
// does nothing when the URL has an opaque path.
func (u *URL) SetPathname(pathname string) {
	if u.opaquePath {
		return
	}
	u.setter(pathname, statePathStart, compPath)
}

// SetSearch sets the query (spec: #dom-url-search, the search setter): ""
// makes it null; otherwise search, without one leading '?', is
// percent-encoded as the query state does ('#' included). The query object
// returned by SearchParams follows.
func (u *URL) SetSearch(search string) {
	if search == "" {
		u.setSerialized(compQuery, "", true)
		if sp := u.params.Load(); sp != nil {
			sp.list = nil
		}
		return
	}
	if search[0] == '?' {
		search = search[1:]
	}
	u.setter(search, stateQuery, compQuery)
	// The spec sets the query object's list to the parse of search itself.
	// That equals the parse of the new query unless search holds a tab or
	// newline (which the parser dropped), so the list is made eagerly only
	// then; otherwise SearchParams makes it when first asked.
	sp := u.params.Load()
	if sp == nil && removeTabAndNewline(search) != search {
		sp = u.SearchParams()
	}
	if sp != nil {
		sp.list = parseURLEncoded(search)
	}
}

// setSerialized sets component c of u (the port, query or fragment) to
// text, already serialized, or to null.
func (u *URL) setSerialized(c component, text string, null bool) {
	if u.href == "" { // the zero URL
		return
	}
	var scratch [scratchSize]byte
	var b builder
	b.buf = scratch[:]
	b.reset()
	b.copyUpTo(u, c)
	if !null {
		switch c {
		case compPort:
			b.writeByte(':')
		case compQuery:
			b.startQuery()
		case compFragment:
			b.startFragment()
		}
		b.write(text)
	}
	b.last = c
	b.copyRest(u)
	u.store(&b)
}

// SetHash sets the fragment (spec: #dom-url-hash, the hash setter): "" makes
// it null; otherwise hash, without one leading '#', is percent-encoded with
// the fragment percent-encode set.
func (u *URL) SetHash(hash string) {
	if hash == "" {
		u.setSerialized(compFragment, "", true)
		return
	}
	if hash[0] == '#' {
		hash = hash[1:]
	}
	u.setter(hash, stateFragment, compFragment)
}

// SearchParams returns the URL's query object (spec: #dom-url-searchparams):
// the query as application/x-www-form-urlencoded name-value pairs, live in
// both directions. Changes made through it rewrite the URL's query (an empty
// list makes the query null), and SetSearch and SetHref replace its list.
// Every call returns the same *SearchParams. SearchParams is safe to call
// concurrently with the getters; changing the list is not.
func (u *URL) SearchParams() *SearchParams {
	if sp := u.params.Load(); sp != nil {
		return sp
	}
	sp := &SearchParams{list: parseURLEncoded(u.query()), url: u}
	if u.params.CompareAndSwap(nil, sp) {
		return sp
	}
	return u.params.Load()
}

// Clone returns a copy of u that shares nothing mutable with it: changes to
// either, or to either's SearchParams, do not affect the other.
func (u *URL) Clone() *URL {
	nu := new(URL)
	nu.replace(u)
	if sp := u.params.Load(); sp != nil {
		nu.params.Store(&SearchParams{list: append([]nameValue(nil), sp.list...), url: nu})
	}
	return nu
}

// Equal reports whether u and other serialize to the same string, ignoring
// their fragments when excludeFragments is true (spec: #concept-url-equals).
func (u *URL) Equal(other *URL, excludeFragments bool) bool {
	if excludeFragments {
		return u.href[:u.queryEnd] == other.href[:other.queryEnd]
	}
	return u.href == other.href
}

// MarshalText implements encoding.TextMarshaler: it returns the href.
func (u *URL) MarshalText() ([]byte, error) {
	return []byte(u.href), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it parses text as an
// absolute URL, as SetHref does, and returns its *ParseError on failure.
func (u *URL) UnmarshalText(text []byte) error {
	return u.SetHref(string(text))
}

// MarshalBinary implements encoding.BinaryMarshaler: it returns the href.
func (u *URL) MarshalBinary() ([]byte, error) {
	return []byte(u.href), nil
}

// UnmarshalBinary implements encoding.BinaryUnmarshaler, as UnmarshalText.
func (u *URL) UnmarshalBinary(data []byte) error {
	return u.SetHref(string(data))
}

// MarshalJSON implements json.Marshaler: a URL is a JSON string holding its
// href, as JavaScript's URL toJSON method gives (spec: #dom-url-tojson).
func (u *URL) MarshalJSON() ([]byte, error) {
	return json.Marshal(u.href)
}

// UnmarshalJSON implements json.Unmarshaler: data must be a JSON string,
// which is parsed as an absolute URL as SetHref does. It returns a
// *json.UnmarshalTypeError for other JSON values and a *ParseError when the
// string is not a URL.
func (u *URL) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	return u.SetHref(s)
}

// ParseOptions holds the basic URL parser's optional inputs (spec:
// #concept-basic-url-parser): a base URL and a query encoding.
type ParseOptions struct {
	// Base is the base URL that relative references resolve against; nil
	// means none.
	Base *URL

	// Encoding is the query encoding, the legacy input of HTML documents
	// whose character encoding is not UTF-8: the query of a special URL
	// (other than ws: and wss:) is encoded with it before percent-encoding,
	// and code points it cannot encode are written as "%26%23" + decimal +
	// "%3B" (spec: #string-percent-encode-after-encoding). nil, UTF-8,
	// UTF-16BE, UTF-16LE and the replacement encoding all mean UTF-8
	// (spec: get an output encoding). Get an encoding from a WHATWG label
	// with EncodingForLabel.
	Encoding encoding.Encoding
}

// Parse parses input with the options' base URL and query encoding. It
// returns the URL or a *ParseError, as Parse does.
func (o *ParseOptions) Parse(input string) (*URL, error) {
	return parse(input, o.Base, o.Encoding)
}
