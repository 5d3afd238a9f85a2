package weburl

// Bridges to net/url, and net/url's conveniences with the URL Standard's
// semantics: ports as numbers, dial addresses, conversion to and from
// *url.URL, Query, JoinPath, RequestURI. The bridges to net/http are in the
// weburlhttp package.

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// DefaultPort returns the default port of scheme, an ASCII lowercase
// scheme such as "https" (spec: #default-port): 80 for http and ws, 443
// for https and wss, 21 for ftp. For any other scheme, file included, the
// default port is null and DefaultPort returns 0, false.
func DefaultPort(scheme string) (int, bool) {
	return lookupScheme(scheme).portOrDefault(-1)
}

// PortNumber returns the URL's port as a number, and false when the port
// is null (spec: #concept-url-port). The scheme's default port is null: for
// "https://example.com:443/" PortNumber returns 0, false. Use PortOrDefault
// for the port a connection goes to.
func (u *URL) PortNumber() (int, bool) {
	if u == nil || !u.hasPort() {
		return 0, false
	}
	return u.port(), true
}

// PortOrDefault returns the URL's port, or when it is null the default
// port of its scheme (spec: #default-port), and false when both are null
// (a URL of another scheme without a port, or a file URL).
func (u *URL) PortOrDefault() (int, bool) {
	if n, ok := u.PortNumber(); ok {
		return n, true
	}
	if u == nil {
		return 0, false
	}
	return u.scheme.portOrDefault(-1)
}

// DialAddress returns "host:port" for net.Dial: the host without brackets
// joined with the port, or with the scheme's default port when the port is
// null, as net.JoinHostPort joins them ("[::1]:8080" for http://[::1]:8080/). It
// returns ErrHostNotDialable when the host is not a domain or an IP address
// (null, empty or opaque), and ErrNoPort when the port is null and the
// scheme has no default port.
func (u *URL) DialAddress() (string, error) {
	h := u.HostValue()
	if h.kind != DomainHost && !h.IsIP() {
		return "", ErrHostNotDialable
	}
	port, ok := u.PortOrDefault()
	if !ok {
		return "", ErrNoPort
	}
	host := h.DialHost()
	if strings.IndexByte(host, ':') >= 0 {
		host = "[" + host + "]" // an IPv6 address, as net.JoinHostPort writes it
	}
	return host + ":" + strconv.Itoa(port), nil
}

// RequestURI returns the path and query as an HTTP request line carries
// them (RFC 9112's origin-form): the serialized path, then "?" and the
// query when the query is not null, so that an empty query keeps its "?".
// The fragment is left out. For a URL with an opaque path it returns the
// opaque path and query. A nil or zero URL gives "".
func (u *URL) RequestURI() string {
	if u == nil {
		return ""
	}
	return u.href[u.pathStart:u.queryEnd]
}

// Query parses the URL's query with the application/x-www-form-urlencoded
// parser (spec: #concept-urlencoded-parser) into a url.Values, as net/url's
// URL.Query does with its own parser: names and values decoded, '+' as a
// space, in order within each name. It differs from net/url's in what the
// standard says: ';' does not separate pairs and no pair is dropped. The
// result is a new map; changing it does not change u (see SetQueryValues).
func (u *URL) Query() url.Values {
	v := url.Values{}
	if u == nil {
		return v
	}
	var s SearchParams
	s.parse(u.query())
	for i := range s.pairs.len() {
		v[s.name(i)] = append(v[s.name(i)], s.value(i))
	}
	return v
}

// SetQueryValues sets the URL's query to v serialized by the
// application/x-www-form-urlencoded serializer (spec:
// #concept-urlencoded-serializer), names sorted as url.Values.Encode sorts
// them and each name's values in order, and updates the query object. An
// empty v makes the query null. The serializer encodes differently from
// Encode: '*' stays as it is and '~' becomes "%7E". On a nil or zero URL
// it does nothing.
func (u *URL) SetQueryValues(v url.Values) {
	if u.zeroError("search", "") != nil {
		return
	}
	names := make([]string, 0, len(v))
	for name := range v {
		names = append(names, name)
	}
	slices.Sort(names)
	var sp SearchParams
	for _, name := range names {
		for _, value := range v[name] {
			sp.add(name, value)
		}
	}
	u.SetSearch(sp.String())
}

// ResolveReference returns a copy of ref, as net/url's URL.ResolveReference
// does for an absolute reference: every weburl URL is absolute, already
// resolved against its base when it was parsed. To resolve a relative
// reference string, use u.Parse(ref). A nil ref gives nil.
func (u *URL) ResolveReference(ref *URL) *URL {
	return ref.Clone()
}

// JoinPath returns a new URL with elem appended to u's path, each as path
// segments, as the pathname setter (spec: #dom-url-pathname) parses
// u.Pathname() + "/" + the elements joined with "/": code points are
// percent-encoded with the path percent-encode set, "." and ".." segments
// are resolved, a trailing "/" stays. Unlike net/url's JoinPath, empty
// segments are kept ("a//b" stays). It returns a *SetterError wrapping
// ErrOpaquePath for a URL with an opaque path, or ErrZeroURL for a nil or
// zero URL.
func (u *URL) JoinPath(elem ...string) (*URL, error) {
	nu := u.Clone()
	if err := nu.zeroError("pathname", ""); err != nil {
		return nil, err
	}
	p := strings.TrimSuffix(nu.Pathname(), "/")
	if len(elem) > 0 {
		p += "/" + strings.Join(elem, "/")
	}
	if err := nu.SetPathname(p); err != nil {
		return nil, err
	}
	return nu, nil
}

// NetURL returns u as a *url.URL, for net/http and the libraries that take
// one: Scheme, Host (host and port, IPv6 in brackets), User, Path (the path
// percent-decoded by PercentDecode: a "%" not followed by two hex digits
// stays) and RawPath (the path as u holds it), RawQuery and ForceQuery (an
// empty query), Fragment (percent-decoded as url.PathUnescape decodes, or
// kept as it is when it holds a "%" not followed by two hex digits, which
// url.PathUnescape refuses, as User keeps the credentials) and
// RawFragment are set from u for every URL, so
// that code reading them (a robots.txt check of Path, a cookie jar, a file
// name) sees u's components; it never re-parses the href with url.Parse,
// which rejects some valid hrefs (such as "http://x/%zz"). Where net/url
// cannot write the authority and path as u holds them (a path with "|",
// "\" or a "%" not followed by two hex digits, an opaque host with "%",
// userinfo that url.Userinfo encodes otherwise), Opaque also holds them
// as u does ("//host/p|q"), so that String writes them; the query and the
// fragment are never in Opaque. String then returns exactly u.Href(), but
// for a fragment net/url cannot write: an empty fragment ("#" alone),
// which it leaves out, and a "#" in the fragment, which it writes "%23".
//
// A request sent with net/http from such a *url.URL goes in absolute form
// ("GET http://host/p|q"), as RequestURI says; weburlhttp.NewRequest sends
// it as a browser does ("GET /p|q"). A nil or zero URL gives an empty
// *url.URL.
func (u *URL) NetURL() *url.URL {
	if u == nil || u.href == "" {
		return &url.URL{}
	}
	nu := u.netURLFields()
	if !u.opaquePath && nu.String() != u.hrefWithNetURLFragment(nu) {
		nu.Opaque = u.href[u.schemeEnd+1 : u.pathEnd]
	}
	return nu
}

// hrefWithNetURLFragment returns u's href with the fragment as nu, which
// holds it, writes it: what NetURL's String can give.
func (u *URL) hrefWithNetURLFragment(nu *url.URL) string {
	if u.fragmentPart() == "" && u.queryEnd == uint32(len(u.href)) {
		return u.href
	}
	s := u.href[:u.queryEnd]
	if nu.Fragment != "" {
		s += "#" + nu.EscapedFragment()
	}
	return s
}

// netURLFields sets the *url.URL fields one by one.
func (u *URL) netURLFields() *url.URL {
	nu := &url.URL{Scheme: u.Scheme()}
	if u.host != NullHost {
		nu.Host = u.Host()
		nu.User = u.User()
	} else {
		nu.OmitHost = true
	}
	p := u.href[u.pathStart:u.pathEnd]
	if u.host == NullHost && u.pathStart > u.schemeEnd+1 {
		p = u.href[u.schemeEnd+1 : u.pathEnd] // keep the "/." before the path
	}
	if u.opaquePath {
		nu.Opaque = p
	} else {
		nu.Path, nu.RawPath = PercentDecode(p), p
	}
	if u.queryEnd > u.pathEnd {
		nu.RawQuery = u.query()
		nu.ForceQuery = nu.RawQuery == ""
	}
	if f := u.fragmentPart(); f != "" {
		nu.Fragment, nu.RawFragment = pathUnescapeOrKeep(f[1:]), f[1:]
	}
	return nu
}

// ParseRef parses ref as a URL against base, as a browser resolves a link
// ref in a page whose URL is base (spec: #api-url-parser): base is the
// *url.URL a crawler or net/http holds (its String(), parsed by the basic
// URL parser), ref the link's text. Its order is nlnwa/whatwg-url's
// ParseRef(base, ref); base is a *url.URL, not a string, so that the
// arguments cannot be swapped without a compile error (ParseWithBase takes
// two strings, the input first). A nil base is no base: ref must then be
// absolute. It returns a *ParseError as ParseWithBase does (with Base set
// when base does not parse).
func ParseRef(base *url.URL, ref string) (*URL, error) {
	if base == nil {
		return Parse(ref)
	}
	return ParseWithBase(ref, base.String())
}

// User returns u's credentials as net/url's URL.User holds them: the
// username and, when it is not empty, the password, each percent-decoded
// (kept as they are when they hold a "%" not followed by two hex digits),
// for example url.UserPassword("user", "p@ss") for
// "https://user:p%40ss@example.com/". It returns nil when u includes no
// credentials (spec: #include-credentials: the username and the password
// are empty), and for a nil or zero URL.
func (u *URL) User() *url.Userinfo {
	if u == nil || u.href == "" || !u.includesCredentials() {
		return nil
	}
	name := pathUnescapeOrKeep(u.username())
	if pw := u.password(); pw != "" {
		return url.UserPassword(name, pathUnescapeOrKeep(pw))
	}
	return url.User(name)
}

// pathUnescapeOrKeep percent-decodes s, or returns it as it is when it holds
// a "%" not followed by two hex digits.
func pathUnescapeOrKeep(s string) string {
	if d, err := url.PathUnescape(s); err == nil {
		return d
	}
	return s
}

// FromNetURL parses the serialization of nu (nu.String()) with the basic
// URL parser, as a browser would parse that string. It returns the
// *ParseError of Parse, which includes a relative reference (nu without a
// scheme). A nil nu fails as an empty string does.
func FromNetURL(nu *url.URL) (*URL, error) {
	if nu == nil {
		return Parse("")
	}
	return Parse(nu.String())
}
