// Package httptarget reads what a server's request says of its URL: the
// scheme, the host and the request target, each as sent. It is the one
// reading that weburlhttp.FromRequest and the router share, so that the two
// never read a request two ways; each then parses Input with the basic URL
// parser.
//
// The rules, each where net/http's server already applies it:
//   - the scheme is that of the connection ("https" over TLS), never the
//     one an absolute-form target claims, which a client over plain TCP
//     can set to "https";
//   - the host is r.Host, which net/http sets from an absolute-form
//     target's authority (RFC 9112, section 3.2.2: the target's authority
//     wins over Host), or r.URL.Host for a request built in the program;
//     it must be a host and port alone, with no byte that would end the
//     authority or start credentials ('/', '\', '?', '#', '@') and no tab
//     or newline (which the URL parser removes), so that a Host value never
//     becomes part of the path, nor the path part of the host;
//   - the path and query are r.URL's (a middleware such as
//     http.StripPrefix may have rewritten them), as sent: r.URL.RawPath
//     when it is a form of r.URL.Path, else r.URL.EscapedPath(), and
//     r.URL.RawQuery. A '#' in them is data, as net/http reads it (a
//     request target has no fragment), so Input writes it as "%23".
package httptarget

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/weburl/weburl"
)

// A Target is what a request says of its URL, each part as sent.
type Target struct {
	Scheme   string // "https" over TLS, else the caller's default
	Host     string // host and port as sent; "" when the request has none
	Path     string // the path as sent (r.URL's raw path); may be ""
	Query    string // the query as sent, without the '?'
	HasQuery bool   // whether the target has a '?'
	Connect  bool   // a CONNECT request: its target is an authority
	// Prefix is the part of the path as sent that a middleware took off
	// r.URL (http.StripPrefix): what a redirect to a path of Path's puts
	// before it. It is "" when nothing was taken off.
	Prefix string
}

// Of returns r's target, with the scheme "https" over TLS and otherwise
// defaultScheme ("http" when empty), or for a request built in the program
// (r.RequestURI empty) the scheme of r.URL when it has one. It returns a
// *weburl.ParseError for a nil request, a nil URL or the target "*"
// (ErrMissingSchemeNonRelativeURL: it is not a URL), and for a host that
// holds more than a host and port (the host parser's error for the host,
// or ErrPortInvalid for the port).
func Of(r *http.Request, defaultScheme string) (Target, error) {
	t, err := OfQuery(r, defaultScheme)
	if err != nil {
		return t, err
	}
	sent := sentPath(r)
	t.Path = rawPath(r.URL, sent)
	if strings.HasPrefix(sent, "/") && sent != t.Path && strings.HasSuffix(sent, t.Path) {
		t.Prefix = sent[:len(sent)-len(t.Path)]
	}
	return t, nil
}

// OfQuery is Of without the path (Path and Prefix are ""), for a reader of
// the query alone.
func OfQuery(r *http.Request, defaultScheme string) (Target, error) {
	if r == nil || r.URL == nil || r.RequestURI == "*" {
		return Target{}, &weburl.ParseError{Input: "*", Type: weburl.ErrMissingSchemeNonRelativeURL}
	}
	t := Target{Scheme: defaultScheme, Host: r.Host, Query: r.URL.RawQuery, Connect: r.Method == http.MethodConnect}
	switch {
	case r.TLS != nil:
		t.Scheme = "https"
	case r.RequestURI == "" && r.URL.Scheme != "":
		t.Scheme = strings.ToLower(r.URL.Scheme)
	case t.Scheme == "":
		t.Scheme = "http"
	}
	if t.Host == "" {
		t.Host = r.URL.Host
	}
	if err := checkHost(t.Host); err != nil {
		return Target{}, err
	}
	t.HasQuery = r.URL.ForceQuery || t.Query != ""
	return t, nil
}

// rawPath returns the path of u, a request's URL, as sent: sent, the path
// of the request target, when it is u.Path (nothing rewrote u, and the
// path has no percent-encoded byte); else u.RawPath when it is a form of u.Path
// (net/url sets it when the target's encoding is not the one it would
// write); else u.EscapedPath(), which for a request that net/http parsed
// and nothing rewrote is the path as sent. An opaque URL (which net/http's
// server never makes) gives its opaque part.
func rawPath(u *url.URL, sent string) string {
	if sent == u.Path && u.RawPath == "" && u.Opaque == "" {
		return u.Path
	}
	if u.Opaque != "" {
		return u.Opaque
	}
	if u.RawPath != "" {
		if p, err := url.PathUnescape(u.RawPath); err == nil && p == u.Path {
			return u.RawPath
		}
	}
	return u.EscapedPath()
}

// notInHost says of each byte whether checkHost refuses it in a host.
var notInHost = [256]bool{'/': true, '\\': true, '?': true, '#': true, '@': true, '\t': true, '\n': true, '\r': true}

// sentPath returns the path of r.RequestURI, the target as sent: what
// comes before the '?' of an origin-form target, and after the authority
// of an absolute-form one; "" for an authority-form target (CONNECT) or a
// request built in the program.
func sentPath(r *http.Request) string {
	sent := r.RequestURI
	if i := strings.IndexByte(sent, '?'); i >= 0 {
		sent = sent[:i]
	}
	if strings.HasPrefix(sent, "/") {
		return sent
	}
	if _, rest, ok := strings.Cut(sent, "://"); ok {
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			return rest[i:]
		}
	}
	return ""
}

// checkHost returns an error when host holds a byte that would end a URL's
// authority or start credentials in it, or a tab or newline, which the URL
// parser removes from its input (so that "\n" would be no host, and the
// path's first segment would be read as the host).
func checkHost(host string) error {
	ok := true
	for i := 0; i < len(host); i++ {
		ok = ok && !notInHost[host[i]]
	}
	if ok {
		return nil
	}
	name, _ := splitPort(host)
	if _, err := weburl.ParseHost(name, false); err != nil {
		return err
	}
	return &weburl.ParseError{Input: host, Host: true, Type: weburl.ErrPortInvalid}
}

// splitPort splits host at the ':' before its port, if any: after an IPv6
// address's ']', or the last ':' of any other host.
func splitPort(host string) (name, port string) {
	i := strings.LastIndexByte(host, ':')
	if i < 0 || strings.LastIndexByte(host, ']') > i {
		return host, ""
	}
	return host[:i], host[i+1:]
}

// Hostname returns t.Host without its port.
func (t *Target) Hostname() string {
	name, _ := splitPort(t.Host)
	return name
}

// Input returns the string the basic URL parser reads for t:
// scheme "://" host path ["?" query], with host replaced by placeholder
// when t has none (the caller then sets the host aside), and '#' written
// as "%23". It allocates the string once.
func (t *Target) Input(placeholder string) string {
	host := t.Host
	if host == "" {
		host = placeholder
	}
	if !t.HasQuery {
		return t.Scheme + "://" + host + escapeHash(t.Path)
	}
	return t.Scheme + "://" + host + escapeHash(t.Path) + "?" + escapeHash(t.Query)
}

// escapeHash returns s with each '#' as "%23".
func escapeHash(s string) string {
	if strings.IndexByte(s, '#') < 0 {
		return s
	}
	return strings.ReplaceAll(s, "#", "%23")
}

// Target returns the request target as sent: path ["?" query].
func (t *Target) Target() string {
	if t.HasQuery {
		return t.Path + "?" + t.Query
	}
	return t.Path
}

// plainQueryByte says of each byte whether the URL parser copies it as it
// is into a special URL's query (not '#': a request target holds no
// fragment, and its '#' is data).
var plainQueryByte = func() (query [256]bool) {
	for b := range query {
		s := string([]byte{byte(b)})
		query[b] = weburl.PercentEncode(s, weburl.SpecialQueryPercentEncodeSet) == s && b != '#'
	}
	return query
}()

// PlainQuery reports whether q, the query of a request to a special URL,
// is its own URL Standard query: it holds only bytes the URL parser copies
// as they are (none of the special-query percent-encode set, spec:
// #special-query-percent-encode-set, and no '#').
func PlainQuery(q string) bool {
	for i := 0; i < len(q); i++ {
		if !plainQueryByte[q[i]] {
			return false
		}
	}
	return true
}

// HostParses reports whether the basic URL parser takes t.Host as the
// host and port of a special URL: its host parses (weburl.ParseHost) and
// its port, if any, is a URL-port string. (Of has refused a host with a
// byte that would end the authority.)
func (t *Target) HostParses() bool {
	name, port := splitPort(t.Host)
	if _, err := weburl.ParseHost(name, false); err != nil {
		return false
	}
	return port == "" || weburl.IsURLPortString(port)
}
