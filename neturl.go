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

// NetURL returns u as a *url.URL whose String method returns exactly
// u.Href(), for every URL; it never re-parses the href with url.Parse,
// which rejects some valid hrefs (such as "http://x/%zz"). Scheme, Host
// (host and port, IPv6 in brackets), User, Path and RawPath, RawQuery,
// ForceQuery (an empty query), Fragment and RawFragment are set so that
// net/url serializes the href. Where net/url cannot serialize a component
// as the standard does (a path with "|", "\" or a "%" not followed by two
// hex digits, an empty fragment, an opaque host, userinfo that url.Userinfo
// encodes differently), the URL holds everything after the scheme in
// Opaque ("//host/path"), with Host still set; net/http then sends the
// request target in absolute form ("http://host/path?q") instead of the
// origin form ("/path?q") a browser sends, with the same path bytes. A nil
// or zero URL gives an empty *url.URL.
func (u *URL) NetURL() *url.URL {
	if u == nil || u.href == "" {
		return &url.URL{}
	}
	href := u.Href()
	if nu := u.netURLFields(); nu.String() == href {
		return nu
	}
	return u.netURLOpaque()
}

// netURLFields sets the *url.URL fields one by one.
func (u *URL) netURLFields() *url.URL {
	nu := &url.URL{Scheme: u.Scheme()}
	if u.host != hostNull {
		nu.Host = u.Host()
		nu.User = u.User()
	} else {
		nu.OmitHost = true
	}
	p := u.href[u.pathStart:u.pathEnd]
	if u.host == hostNull && u.pathStart > u.schemeEnd+1 {
		p = u.href[u.schemeEnd+1 : u.pathEnd] // keep the "/." before the path
	}
	if u.opaquePath {
		nu.Opaque = p
	} else if decoded, err := url.PathUnescape(p); err == nil {
		nu.Path, nu.RawPath = decoded, p
	} else {
		nu.Path = p // does not serialize as p: NetURL falls back to Opaque
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

// netURLOpaque holds everything after "scheme:" in Opaque, but the query
// and fragment when net/url can write them as they are.
func (u *URL) netURLOpaque() *url.URL {
	href := u.Href()
	nu := &url.URL{Scheme: u.Scheme(), Host: u.Host(), Opaque: href[u.schemeEnd+1:]}
	rest := href[u.pathEnd:]
	if u.queryEnd > u.pathEnd && u.fragmentPart() == "" {
		nu.Opaque = href[u.schemeEnd+1 : u.pathEnd]
		nu.RawQuery = rest[1:]
		nu.ForceQuery = nu.RawQuery == ""
	}
	return nu
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
