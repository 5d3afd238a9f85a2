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
//
// Beyond the URL class: hosts as values (URL.HostValue, ParseHost) with
// their public suffix and registrable domain by a list (Host.PublicSuffixIn,
// Host.RegistrableDomainIn) and HTML's sites (Origin.SiteIn,
// Origin.SameSiteIn); URL rendering for trust decisions (URL.RenderIn);
// every validation error the parser raises (ParseOptions.ValidationErrors)
// and the writing grammar (IsValidURLString); and a bridge to net/url
// (URL.NetURL, FromNetURL). MIGRATING.md maps net/url to weburl;
// SECURITY.md shows how to check URLs so that parser differences cannot be
// exploited.
//
// What needs a heavy dependency is in a subpackage, so that a program that
// only parses links little: weburlhttp (net/http: NewRequest, FromRequest,
// RequestQuery, CheckRedirect, ResolveLocation), publicsuffix (the Public
// Suffix List of golang.org/x/net/publicsuffix: PublicSuffix,
// RegistrableDomain, Site, SameSite, Render, RenderHost) and queryencoding
// (legacy query encodings by label: ForLabel).
//
// # Start here
//
// Most programs need these ten calls:
//
//   - [Parse]: a URL string, such as a link a user pasted, to a *URL, by
//     the [basic URL parser]; or a *ParseError that names the
//     [validation error] that made it fail, which errors.Is matches
//     ([ErrHostMissing], ...).
//   - [ParseWithBase] or [URL.Parse]: a reference resolved against a base
//     URL, as a browser resolves a link in a page ([API URL parser]).
//   - [CanParse]: whether a string is a URL, without allocating.
//   - [URL.Href] (or String): the URL as the [URL serializer] writes it,
//     normalized as browsers do. Hand this on, not the input.
//   - [URL.Protocol], [URL.Hostname], [URL.Port], [URL.Pathname],
//     [URL.Search], [URL.Hash]: the components, as the [URL class]'s
//     getters give them.
//   - [URL.HostValue]: the [host] as a value: its kind (domain, IPv4,
//     IPv6, opaque, empty), and for an IP address a netip.Addr.
//   - [URL.Origin]: the [origin], comparable with ==, for same-origin
//     checks.
//   - [URL.SearchParams]: the query's name-value pairs ([URLSearchParams]:
//     Get, Set, Append, Delete, All), a view that rewrites the URL's
//     query; [URL.SearchParamsLimit] for a query from an untrusted source.
//   - [URL.SetPathname], [URL.SetSearch] and the other setters: a
//     component changed as the URL class's setters change it.
//   - [URL.NetURL]: a *url.URL for net/http and the libraries that take
//     one (weburlhttp.NewRequest sends the request a browser sends).
//
// # The standard
//
// A doc comment that implements or follows a part of the standard names
// the section by its anchor, as "(spec: #concept-host-parser)": the
// section at https://url.spec.whatwg.org/#concept-host-parser, and so for
// every anchor. The [URL Standard] is the authority; where weburl differs
// from it or adds to it, the doc comment says so.
//
// [URL Standard]: https://url.spec.whatwg.org/
// [basic URL parser]: https://url.spec.whatwg.org/#concept-basic-url-parser
// [API URL parser]: https://url.spec.whatwg.org/#api-url-parser
// [validation error]: https://url.spec.whatwg.org/#validation-error
// [URL serializer]: https://url.spec.whatwg.org/#concept-url-serializer
// [URL class]: https://url.spec.whatwg.org/#url-class
// [host]: https://url.spec.whatwg.org/#concept-host
// [origin]: https://url.spec.whatwg.org/#concept-url-origin
// [URLSearchParams]: https://url.spec.whatwg.org/#interface-urlsearchparams
package weburl

import (
	"encoding/json"

	"golang.org/x/text/encoding"
)

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
// URL.Parse. u is not changed. A nil or zero u is no base: ref must then be
// absolute. Errors are as for Parse.
func (u *URL) Parse(ref string) (*URL, error) {
	return parse(ref, u.base(), nil)
}

// base returns u as a base URL for the parser, or nil for a nil or zero URL,
// which is not a URL.
func (u *URL) base() *URL {
	if u == nil || u.href == "" {
		return nil
	}
	return u
}

// CanParse reports whether input parses as an absolute URL (spec:
// #dom-url-canparse). It does not allocate, except for a host with
// non-ASCII code points and a label that starts with "xn--" (which UTS #46
// decodes), and for input other than a special URL whose scheme and
// authority it checks on their own (without a tab or newline in the host
// or port) when the input holds an ASCII tab or newline, or its
// serialization up to the path is longer than 64 bytes.
func CanParse(input string) bool {
	return canParse(input, nil)
}

// CanParseWithBase reports whether base parses and input parses against it
// (spec: #dom-url-canparse).
func CanParseWithBase(input, base string) bool {
	r, err := parseRecord(base, nil, nil)
	if err != 0 {
		return false
	}
	var b URL
	b.setRecord(r)
	return canParse(input, &b)
}

// Href returns the URL's serialization (spec: #dom-url-href), for example
// "https://example.com/a?b#c". It does not allocate.
func (u *URL) Href() string {
	if u == nil {
		return ""
	}
	return u.href
}

// String returns the URL's serialization, the same as Href.
func (u *URL) String() string { return u.Href() }

// Protocol returns the scheme followed by ":" (spec: #dom-url-protocol), for
// example "https:".
func (u *URL) Protocol() string {
	if u == nil || u.href == "" { // the zero URL
		return ""
	}
	return u.href[:u.schemeEnd+1]
}

// Scheme returns the scheme, without ":" (spec: #concept-url-scheme).
func (u *URL) Scheme() string {
	if u == nil {
		return ""
	}
	return u.href[:u.schemeEnd]
}

// Username returns the percent-encoded username, or "" (spec:
// #dom-url-username).
func (u *URL) Username() string {
	if u == nil {
		return ""
	}
	return u.username()
}

// Password returns the percent-encoded password, or "" (spec:
// #dom-url-password).
func (u *URL) Password() string {
	if u == nil {
		return ""
	}
	return u.password()
}

// Host returns the serialized host followed by ":" and the port when the port
// is non-null, for example "example.com:8080" or "[::1]"; "" when the host is
// null (spec: #dom-url-host).
func (u *URL) Host() string {
	if u == nil || u.host == NullHost {
		return ""
	}
	return u.href[u.hostStart:u.pathStart]
}

// Hostname returns the serialized host: a domain, an IPv4 address in dotted
// decimal, an IPv6 address in brackets, an opaque host, or "" for an empty or
// null host (spec: #dom-url-hostname).
func (u *URL) Hostname() string {
	if u == nil {
		return ""
	}
	return u.hostname()
}

// Port returns the port in decimal, or "" when the port is null, which
// includes the scheme's default port (spec: #dom-url-port).
func (u *URL) Port() string {
	if u == nil {
		return ""
	}
	return u.portString()
}

// Pathname returns the URL path serialized (spec: #dom-url-pathname): "/"
// followed by each segment joined with "/", or the opaque path.
func (u *URL) Pathname() string {
	if u == nil {
		return ""
	}
	return u.pathname()
}

// Search returns "?" followed by the query, or "" when the query is null or
// empty (spec: #dom-url-search).
func (u *URL) Search() string {
	if u == nil || u.queryEnd-u.pathEnd <= 1 {
		return ""
	}
	return u.href[u.pathEnd:u.queryEnd]
}

// Hash returns "#" followed by the fragment, or "" when the fragment is null
// or empty (spec: #dom-url-hash).
func (u *URL) Hash() string {
	if u == nil {
		return ""
	}
	if f := u.fragmentPart(); len(f) > 1 {
		return f
	}
	return ""
}

// HasOpaquePath reports whether the URL's path is opaque, as in
// "mailto:someone@example.com" (spec: #url-opaque-path).
func (u *URL) HasOpaquePath() bool { return u != nil && u.opaquePath }

// IsSpecial reports whether the scheme is a special scheme: ftp, file, http,
// https, ws or wss (spec: #is-special).
func (u *URL) IsSpecial() bool { return u != nil && u.scheme != schemeOther }

// The setters. Each either applies its value, builds the new href and
// returns nil, or leaves u as it was and returns a *SetterError saying why.
// A setter that re-enters the basic URL parser with a state override builds
// the new href in three steps: the components of u before the one it sets
// (builder.copyUpTo), what the state machine writes, then the components of
// u after the last one written (rebuild). The state machine ends in one of
// three ways: stateDone (applied), stateUnchanged (the spec's "return" that
// leaves url as it was), or stateFailure (the spec's "return failure"),
// which keeps a component that the machine had completed before it failed,
// as the spec modifies the URL record in place: the host setter given a
// host and a bad port sets the host.

// setter runs the basic URL parser on value with u as url and override as
// state override (spec: #concept-basic-url-parser), after writing the
// components of u that precede before. name is the setter's attribute, for
// the error.
func (u *URL) setter(name, value string, skipped int, override state, before component, errs *[]ValidationErrorAt) error {
	var scratch [scratchSize]byte
	in := removeTabAndNewline(value)
	p := parser{input: in, url: u, override: override}
	if errs != nil {
		p.rep = newReporter(errs, value, false, skipped)
	}
	p.b.buf = scratch[:]
	p.b.reset(in, false)
	p.b.copyUpTo(u, before)
	switch override {
	case statePathStart:
		p.b.emptyPath()
	case stateQuery:
		p.b.startQuery()
	case stateFragment:
		p.b.startFragment()
	}
	started := p.b.last
	end := p.run(override, nil, in)
	if end == stateFailure && p.rep != nil && p.err != 0 {
		p.raiseFailure(p.err)
	}
	partial := end == stateFailure && p.b.last != started
	if end == stateDone || partial {
		if err := u.rebuild(&p.b); err != nil {
			return &SetterError{Setter: name, Value: value, Err: err}
		}
	}
	if end == stateDone {
		return nil
	}
	return &SetterError{Setter: name, Value: value, Err: p.why(), Partial: partial}
}

// rebuild writes the components of u after the last one b wrote, then
// makes u the URL that b built. It returns ErrURLTooLong, leaving u
// unchanged, when the href would be longer than MaxURLLength.
func (u *URL) rebuild(b *builder) error {
	b.copyRest(u)
	r, ok := b.finish("", u.href)
	if !ok {
		return ErrURLTooLong
	}
	u.setRecord(r)
	return nil
}

// startRebuild prepares b, whose buf the caller has set, to rebuild u with
// component c replaced: it writes the components of u before c.
func (b *builder) startRebuild(u *URL, c component) {
	b.reset("", false)
	b.copyUpTo(u, c)
}

// typedSetter is what a typed setter (SetProtocol, ...) does: it runs set,
// the setter of the attribute name, with value, unless u is nil or the
// zero URL (zeroError).
func (u *URL) typedSetter(name, value string, set func(u *URL, value string, errs *[]ValidationErrorAt) error) error {
	if err := u.zeroError(name, value); err != nil {
		return err
	}
	return set(u, value, nil)
}

// zeroError returns the error of a setter called on a nil or zero URL, or
// nil when u is a URL.
func (u *URL) zeroError(name, value string) error {
	if u == nil || u.href == "" {
		return &SetterError{Setter: name, Value: value, Err: ErrZeroURL}
	}
	return nil
}

// An attribute is one of the URL class's string attributes (spec:
// #url-class): its name, its getter and its setter (nil for origin, which
// has none).
type attribute struct {
	name string
	get  func(u *URL) string
	set  func(u *URL, value string, errs *[]ValidationErrorAt) error
}

// attributes is the one list of the URL class's attributes, in the
// standard's order, that Attributes, Get and Set read.
var attributes = [...]attribute{
	{"href", (*URL).Href, (*URL).setHref},
	{"origin", func(u *URL) string { return u.Origin().String() }, nil},
	{"protocol", (*URL).Protocol, (*URL).setProtocol},
	{"username", (*URL).Username, (*URL).setUsername},
	{"password", (*URL).Password, (*URL).setPassword},
	{"host", (*URL).Host, (*URL).setHost},
	{"hostname", (*URL).Hostname, (*URL).setHostname},
	{"port", (*URL).Port, (*URL).setPort},
	{"pathname", (*URL).Pathname, (*URL).setPathname},
	{"search", (*URL).Search, (*URL).setSearch},
	{"hash", (*URL).Hash, (*URL).setHash},
}

// lookupAttribute returns the attribute named name, or nil.
func lookupAttribute(name string) *attribute {
	for i := range attributes {
		if attributes[i].name == name {
			return &attributes[i]
		}
	}
	return nil
}

// Attributes returns the names of the URL class's string attributes, in
// the standard's order (spec: #url-class): "href", "origin", "protocol",
// "username", "password", "host", "hostname", "port", "pathname",
// "search" and "hash". Get reads each of them, and Set sets each but
// "origin", which has no setter. The slice is new at each call.
func Attributes() []string {
	names := make([]string, len(attributes))
	for i, a := range attributes {
		names[i] = a.name
	}
	return names
}

// Get returns the value of the URL class's attribute attr, one of
// Attributes, as its getter gives it: u.Get("pathname") is u.Pathname(),
// and u.Get("origin") is u.Origin().String(). A nil or zero URL gives ""
// for each. For any other attr it returns "" and ErrNoSuchAttribute.
func (u *URL) Get(attr string) (string, error) {
	a := lookupAttribute(attr)
	if a == nil {
		return "", ErrNoSuchAttribute
	}
	return a.get(u), nil
}

// Set runs the setter of the URL class's attribute attr ("href",
// "protocol", "username", "password", "host", "hostname", "port",
// "pathname", "search" or "hash", spec: #urlutils-members) with value, as
// SetHref, SetProtocol, ... SetHash do, and returns what that setter
// returns (nil for search and hash). errs, when not nil, gets appended each
// validation error the basic URL parser raises on value (spec:
// #validation-error), with its byte offset in value; the username,
// password and port ("") setters do not run the parser and raise none. Any
// other attr ("origin" included, which has no setter) returns a
// *SetterError wrapping ErrNoSuchAttribute.
func (u *URL) Set(attr, value string, errs *[]ValidationErrorAt) error {
	a := lookupAttribute(attr)
	if a == nil || a.set == nil {
		return &SetterError{Setter: attr, Value: value, Err: ErrNoSuchAttribute}
	}
	// The zero URL has no components to set; the href setter makes it a
	// URL.
	if u == nil || u.href == "" && attr != "href" {
		return &SetterError{Setter: attr, Value: value, Err: ErrZeroURL}
	}
	return a.set(u, value, errs)
}

// setHref is the href setter (spec: #dom-url-href).
func (u *URL) setHref(value string, errs *[]ValidationErrorAt) error {
	var r record
	var err ValidationError
	if errs != nil {
		r, err = runParser(value, nil, nil, errs, nil)
	} else {
		r, err = parseRecord(value, nil, nil)
	}
	if err != 0 {
		return &ParseError{Input: value, Type: err}
	}
	u.setRecord(r)
	return nil
}

// setProtocol is the protocol setter (spec: #dom-url-protocol).
func (u *URL) setProtocol(value string, errs *[]ValidationErrorAt) error {
	return u.setter("protocol", value+":", 0, stateSchemeStart, compScheme, errs)
}

// setUsername is the username setter (spec: #dom-url-username).
func (u *URL) setUsername(value string, _ *[]ValidationErrorAt) error {
	if u.cannotHaveUsernamePasswordPort() {
		return &SetterError{Setter: "username", Value: value, Err: ErrCannotHaveUsernamePasswordPort}
	}
	return u.setCredentials("username", utf8PercentEncodeString(value, 0, &userinfoPercentEncodeSet, false), u.password())
}

// setPassword is the password setter (spec: #dom-url-password).
func (u *URL) setPassword(value string, _ *[]ValidationErrorAt) error {
	if u.cannotHaveUsernamePasswordPort() {
		return &SetterError{Setter: "password", Value: value, Err: ErrCannotHaveUsernamePasswordPort}
	}
	return u.setCredentials("password", u.username(), utf8PercentEncodeString(value, 0, &userinfoPercentEncodeSet, false))
}

// setHost is the host setter (spec: #dom-url-host).
func (u *URL) setHost(value string, errs *[]ValidationErrorAt) error {
	if u.opaquePath {
		return &SetterError{Setter: "host", Value: value, Err: ErrOpaquePath}
	}
	return u.setter("host", value, 0, stateHost, compHost, errs)
}

// setHostname is the hostname setter (spec: #dom-url-hostname).
func (u *URL) setHostname(value string, errs *[]ValidationErrorAt) error {
	if u.opaquePath {
		return &SetterError{Setter: "hostname", Value: value, Err: ErrOpaquePath}
	}
	return u.setter("hostname", value, 0, stateHostname, compHost, errs)
}

// setPort is the port setter (spec: #dom-url-port).
func (u *URL) setPort(value string, errs *[]ValidationErrorAt) error {
	if u.cannotHaveUsernamePasswordPort() {
		return &SetterError{Setter: "port", Value: value, Err: ErrCannotHaveUsernamePasswordPort}
	}
	if value == "" {
		return u.setSerialized("port", compPort, "", true)
	}
	return u.setter("port", value, 0, statePort, compPort, errs)
}

// setPathname is the pathname setter (spec: #dom-url-pathname).
func (u *URL) setPathname(value string, errs *[]ValidationErrorAt) error {
	if u.opaquePath {
		return &SetterError{Setter: "pathname", Value: value, Err: ErrOpaquePath}
	}
	return u.setter("pathname", value, 0, statePathStart, compPath, errs)
}

// setSearch is the search setter (spec: #dom-url-search). It cannot fail.
func (u *URL) setSearch(value string, errs *[]ValidationErrorAt) error {
	if value == "" {
		u.setSerialized("search", compQuery, "", true)
	} else {
		skip := 0
		if value[0] == '?' {
			skip = 1
		}
		u.setter("search", value[skip:], skip, stateQuery, compQuery, errs)
	}
	// The standard's head (whatwg/url fde3f74): the query object's list
	// is the parse of the URL's new query, not of value, so that a tab
	// or newline that the parser removed is not in it. A SearchParams
	// reads the URL's query when it changed.
	return nil
}

// setHash is the hash setter (spec: #dom-url-hash). It cannot fail.
func (u *URL) setHash(value string, errs *[]ValidationErrorAt) error {
	if value == "" {
		u.setSerialized("hash", compFragment, "", true)
		return nil
	}
	skip := 0
	if value[0] == '#' {
		skip = 1
	}
	u.setter("hash", value[skip:], skip, stateFragment, compFragment, errs)
	return nil
}

// SetHref parses href as an absolute URL and, on success, makes u that URL
// (spec: #dom-url-href, the href setter). On failure it returns a
// *ParseError, as Parse does, and u is unchanged. The query object returned
// by SearchParams follows the new query. A nil u returns an error wrapping
// ErrZeroURL.
func (u *URL) SetHref(href string) error {
	if u == nil {
		return &SetterError{Setter: "href", Value: href, Err: ErrZeroURL}
	}
	return u.setHref(href, nil)
}

// SetProtocol sets the scheme (spec: #dom-url-protocol, the protocol setter):
// protocol is parsed up to its first ':' as a scheme ("https", "https:" and
// "https://x" all give https). A port that is the new scheme's default port
// becomes null. It returns a *SetterError, leaving u unchanged, wrapping
// ErrNotAScheme when protocol does not start with a valid scheme, and
// ErrSchemeChange when the standard does not allow the change: between a
// special and a non-special scheme, to "file" when the URL includes
// credentials or has a port, or from "file" when the host is empty.
func (u *URL) SetProtocol(protocol string) error {
	return u.typedSetter("protocol", protocol, (*URL).setProtocol)
}

// SetUsername sets the username to username, UTF-8 percent-encoded with the
// userinfo percent-encode set (spec: #dom-url-username, the username setter).
// It returns a *SetterError wrapping ErrCannotHaveUsernamePasswordPort,
// leaving u unchanged, when the URL cannot have a username: when its host
// is null or empty, or its scheme is "file".
func (u *URL) SetUsername(username string) error {
	return u.typedSetter("username", username, (*URL).setUsername)
}

// SetPassword sets the password to password, UTF-8 percent-encoded with the
// userinfo percent-encode set (spec: #dom-url-password, the password setter).
// It returns a *SetterError wrapping ErrCannotHaveUsernamePasswordPort,
// leaving u unchanged, when the URL cannot have a password: when its host
// is null or empty, or its scheme is "file".
func (u *URL) SetPassword(password string) error {
	return u.typedSetter("password", password, (*URL).setPassword)
}

// setCredentials sets the already encoded username and password, for the
// setter name.
func (u *URL) setCredentials(name, username, password string) error {
	var scratch [scratchSize]byte
	var b builder
	b.buf = scratch[:]
	b.startRebuild(u, compCredentials)
	b.writeCredentials(username, password)
	if err := u.rebuild(&b); err != nil {
		return &SetterError{Setter: name, Value: username + ":" + password, Err: err}
	}
	return nil
}

// SetHost sets the host and, when host has ":" and a port, the port (spec:
// #dom-url-host, the host setter), parsing host as the host state does.
// Without a port in host the port is unchanged; digits followed by other
// code points set the port to the digits, as the standard says.
//
// The host state truncates: host ends at the first '/', '?' or '#' (and
// '\' in a special URL), and what follows is ignored, so
// SetHost("evil.example/x?y#") sets the host evil.example and
// SetHost("good.example:8443junk") sets good.example:8443, both returning
// nil. To refuse a value that holds more than a host and port, build the
// URL with Build, or check the host first with ParseHost.
//
// It returns a *SetterError, leaving u unchanged, wrapping ErrOpaquePath
// when the URL has an opaque path; the validation error when host does not
// parse (for example ErrHostMissing for an empty host in a special URL);
// or ErrHostRequired when host is empty and the URL includes credentials
// or has a port. When the host parses and the port does not (out of range,
// or no digits after ':'), the standard sets the host anyway: the error
// then has Partial set and wraps ErrPortOutOfRange or ErrNotAPort.
func (u *URL) SetHost(host string) error {
	return u.typedSetter("host", host, (*URL).setHost)
}

// SetHostname sets the host (spec: #dom-url-hostname, the hostname setter),
// parsing hostname as the hostname state does; the port is unchanged. It
// returns a *SetterError, leaving u unchanged, as SetHost does, and
// wrapping ErrHostnameHasPort when hostname has a ':' outside brackets.
//
// Like SetHost it truncates: hostname ends at the first '/', '?' or '#'
// (and '\' in a special URL), so SetHostname("evil.example/x?y#") sets
// evil.example and returns nil. Build refuses such a value instead.
func (u *URL) SetHostname(hostname string) error {
	return u.typedSetter("hostname", hostname, (*URL).setHostname)
}

// SetPort sets the port (spec: #dom-url-port, the port setter): "" makes it
// null; otherwise the leading ASCII digits of port are the new port (what
// follows them is ignored, as the standard says), and the scheme's default
// port becomes null: SetPort("8443abc") sets 8443 and returns nil (Build
// refuses such a port). It returns a *SetterError, leaving u unchanged,
// wrapping ErrNotAPort when port does not start with a digit,
// ErrPortOutOfRange when it is above 65535, and
// ErrCannotHaveUsernamePasswordPort when the URL cannot have a port (its
// host is null or empty, or its scheme is "file").
func (u *URL) SetPort(port string) error {
	return u.typedSetter("port", port, (*URL).setPort)
}

// SetPathname sets the path (spec: #dom-url-pathname, the pathname setter),
// parsing pathname as the path start state does: segments are
// percent-encoded and dot segments resolved; '?' and '#' are encoded. It
// returns a *SetterError wrapping ErrOpaquePath, leaving u unchanged, when
// the URL has an opaque path.
func (u *URL) SetPathname(pathname string) error {
	return u.typedSetter("pathname", pathname, (*URL).setPathname)
}

// SetSearch sets the query (spec: #dom-url-search, the search setter): ""
// makes it null; otherwise search, without one leading '?', is
// percent-encoded as the query state does ('#' included). The list of the
// query object returned by SearchParams becomes the parse of the new query.
// On a nil or zero URL it does nothing.
func (u *URL) SetSearch(search string) { u.typedSetter("search", search, (*URL).setSearch) }

// SetHash sets the fragment (spec: #dom-url-hash, the hash setter): "" makes
// it null; otherwise hash, without one leading '#', is percent-encoded with
// the fragment percent-encode set. On a nil or zero URL it does nothing.
func (u *URL) SetHash(hash string) { u.typedSetter("hash", hash, (*URL).setHash) }

// setSerialized sets component c of u (the port, query or fragment) to
// text, already serialized, or to null.
func (u *URL) setSerialized(name string, c component, text string, null bool) error {
	var scratch [scratchSize]byte
	var b builder
	b.buf = scratch[:]
	b.startRebuild(u, c)
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
	if err := u.rebuild(&b); err != nil {
		return &SetterError{Setter: name, Value: text, Err: err}
	}
	return nil
}

// SearchParams returns the URL's query object (spec: #dom-url-searchparams):
// the query as application/x-www-form-urlencoded name-value pairs, live in
// both directions. Changes made through it rewrite the URL's query (an empty
// list makes the query null), and its list follows every change of the
// URL's query, made by the setters or through another SearchParams of the
// URL: each call returns a new view of the same query object. For a nil or
// zero URL it returns a new, empty list that belongs to no URL.
func (u *URL) SearchParams() *SearchParams {
	if u == nil || u.href == "" {
		return new(SearchParams)
	}
	sp := &SearchParams{url: u}
	sp.parse(u.query())
	return sp
}

// Clone returns a copy of u, as v := *u gives; changes to either, or to
// either's SearchParams, do not affect the other. A nil u gives nil.
func (u *URL) Clone() *URL {
	if u == nil {
		return nil
	}
	nu := new(URL)
	nu.setRecord(u.record)
	return nu
}

// Equal reports whether u and other serialize to the same string (spec:
// #concept-url-equals, without exclude fragments). Two nil URLs are equal;
// a nil URL equals no other.
func (u *URL) Equal(other *URL) bool {
	if u == nil || other == nil {
		return u == other
	}
	return u.Href() == other.Href()
}

// EqualExcludingFragments reports whether u and other serialize to the same
// string once their fragments are removed (spec: #concept-url-equals, with
// exclude fragments set to true). Nil URLs are compared as by Equal.
func (u *URL) EqualExcludingFragments(other *URL) bool {
	if u == nil || other == nil {
		return u == other
	}
	return u.href[:u.queryEnd] == other.href[:other.queryEnd]
}

// MarshalText implements encoding.TextMarshaler: it returns the href ("" for
// the zero URL).
func (u URL) MarshalText() ([]byte, error) {
	return []byte(u.Href()), nil
}

// AppendText implements encoding.TextAppender: it appends the href to b.
func (u URL) AppendText(b []byte) ([]byte, error) {
	return append(b, u.href...), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it parses text as an
// absolute URL, as SetHref does, and returns its *ParseError on failure,
// leaving u unchanged. Empty text gives the zero URL, so that the zero URL
// round-trips.
func (u *URL) UnmarshalText(text []byte) error {
	if len(text) == 0 && u != nil {
		u.setRecord(record{})
		return nil
	}
	return u.SetHref(string(text))
}

// MarshalBinary implements encoding.BinaryMarshaler: it returns the href.
func (u URL) MarshalBinary() ([]byte, error) {
	return u.MarshalText()
}

// AppendBinary implements encoding.BinaryAppender: it appends the href to b.
func (u URL) AppendBinary(b []byte) ([]byte, error) {
	return u.AppendText(b)
}

// UnmarshalBinary implements encoding.BinaryUnmarshaler, as UnmarshalText.
func (u *URL) UnmarshalBinary(data []byte) error {
	return u.UnmarshalText(data)
}

// MarshalJSON implements json.Marshaler: a URL is a JSON string holding its
// href, as JavaScript's URL toJSON method gives (spec: #dom-url-tojson); the
// zero URL is "".
func (u URL) MarshalJSON() ([]byte, error) {
	return json.Marshal(u.Href())
}

// UnmarshalJSON implements json.Unmarshaler: data must be a JSON string,
// which is parsed as UnmarshalText does ("" gives the zero URL); JSON null
// leaves u unchanged, as encoding/json does for other types. It returns a
// *json.UnmarshalTypeError for other JSON values and a *ParseError when the
// string is not a URL.
func (u *URL) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	return u.UnmarshalText([]byte(s))
}

// ParseOptions holds the basic URL parser's optional inputs (spec:
// #concept-basic-url-parser): a base URL and a query encoding. The zero
// ParseOptions means no base URL and UTF-8.
type ParseOptions struct {
	// Base is the base URL that relative references resolve against; nil
	// (or the zero URL) means none.
	Base *URL

	// Encoding is the query encoding, the legacy input of HTML documents
	// whose character encoding is not UTF-8: the query of a special URL
	// (other than ws: and wss:) is encoded with it before percent-encoding,
	// and code points it cannot encode are written as "%26%23" + decimal +
	// "%3B" (spec: #string-percent-encode-after-encoding). nil, UTF-8,
	// UTF-16BE, UTF-16LE and the replacement encoding all mean UTF-8
	// (spec: get an output encoding). Get an encoding from a WHATWG label
	// with queryencoding.ForLabel, which gives the Encoding Standard's encoder;
	// any other encoding (a golang.org/x/text encoding used directly, say)
	// runs as its own encoder, which for most legacy encodings gives
	// other bytes than the standard's for some code points.
	Encoding encoding.Encoding

	// ValidationErrors, when not nil, gets appended each validation error
	// that the basic URL parser raises (spec: #validation-error), in the
	// order the standard raises them, with its byte offset in input. A
	// failure's own validation error is the last one. Asking for them
	// costs only the parse that asks: it takes the state machine, never
	// the fast path for input already in serialized form.
	ValidationErrors *[]ValidationErrorAt

	// MaxInputLength, when positive, is the longest input, in bytes, that
	// Parse accepts: longer input fails with a *ParseError of Type
	// ErrInputTooLong (also appended to ValidationErrors, at offset
	// MaxInputLength) before any parsing, so that it costs no time in
	// proportion to its length. The URL Standard sets no limit; parsing
	// takes time linear in the input's length without one. 0 means no
	// limit.
	MaxInputLength int
}

// Parse parses input with the options' base URL and query encoding. It
// returns the URL or a *ParseError, as Parse does.
func (o ParseOptions) Parse(input string) (*URL, error) {
	if o.MaxInputLength > 0 && len(input) > o.MaxInputLength {
		if o.ValidationErrors != nil {
			*o.ValidationErrors = append(*o.ValidationErrors, ValidationErrorAt{Type: ErrInputTooLong, Offset: o.MaxInputLength})
		}
		return nil, &ParseError{Input: input, Type: ErrInputTooLong}
	}
	if o.ValidationErrors != nil {
		return parseReporting(input, o.Base.base(), o.Encoding, o.ValidationErrors)
	}
	return parse(input, o.Base.base(), o.Encoding)
}
