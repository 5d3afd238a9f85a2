// Package weburlhttp connects weburl's URLs to net/http: requests sent as a
// browser sends them (NewRequest), the URL a server's request was sent to
// (FromRequest) and its query parameters, at most DefaultMaxQueryParams of
// them as net/url allows (RequestQuery), and redirects followed as a
// browser follows them (ResolveLocation, CheckRedirect).
//
// It is a package of its own so that a program that only parses URLs with
// weburl does not link net/http (and crypto/tls with it).
package weburlhttp

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/httptarget"
)

// NewRequest returns an *http.Request for method and body (as
// http.NewRequestWithContext does) to u as a browser requests it: the
// request target is u.RequestURI() in origin form ("/p|q?x"), byte for
// byte, and never the fragment; credentials in the URL become a basic
// Authorization header (as Fetch does, url spec: #include-credentials); the
// Host header is u.Host(). The request's URL is u.NetURL() without the
// fragment and credentials, with the credentials then set, percent-decoded,
// in its User and the fragment in its Fragment, neither of which is in the
// request line, so that Path, RawQuery and Host say what u says (for a
// cookie jar or a robots.txt check). Where net/url cannot write u's path
// (a path with "|" or a "%" not followed by two hex digits), the URL's
// Opaque is the path itself ("/p|q"), which net/http sends as it is, but
// for a path that also starts with "//": Opaque is then u's authority and
// path ("//host//p|q"), which net/http sends in absolute form
// ("GET http://host//p|q"), the authority u's host. Its String is then not
// the URL ("http:/p|q"): log u, not req.URL,
// and send such a request to a server, not through a proxy (net/http
// sends it to a proxy in origin form too). It returns a *weburl.SetterError wrapping
// weburl.ErrZeroURL for a nil or zero URL, and the error of
// http.NewRequestWithContext (an invalid method, a nil ctx).
func NewRequest(ctx context.Context, method string, u *weburl.URL, body io.Reader) (*http.Request, error) {
	if u == nil || u.Href() == "" {
		return nil, &weburl.SetterError{Setter: "href", Err: weburl.ErrZeroURL}
	}
	req, err := http.NewRequestWithContext(ctx, method, "http://placeholder/", body)
	if err != nil {
		return nil, err
	}
	req.URL = requestNetURL(u)
	req.Host = u.Host()
	if user := req.URL.User; user != nil {
		password, _ := user.Password()
		req.SetBasicAuth(user.Username(), password)
	}
	return req, nil
}

// requestNetURL returns the *url.URL that net/http should send a request
// for u to: the NetURL of u without its credentials, which a request line
// never carries (net/http sends no fragment), its path in Opaque when
// net/url cannot write it, so that net/http sends the target as a browser
// does, but for a path that starts with "//", which keeps the authority
// in Opaque: net/http would read "//" at the start of Opaque as the start
// of an authority. Then the credentials go in User, where net/http's
// client takes them for a basic Authorization header.
func requestNetURL(u *weburl.URL) *url.URL {
	target := u.Clone()
	target.SetUsername("")
	target.SetPassword("")
	nu := target.NetURL()
	if nu.Opaque != "" && !target.HasOpaquePath() && (nu.Scheme == "http" || nu.Scheme == "https") &&
		!strings.HasPrefix(target.Pathname(), "//") {
		nu.Opaque = target.Pathname()
	}
	nu.User = u.User()
	return nu
}

// FromRequest returns the URL a server's request was sent to, read as
// the router (package urlpattern/router) reads it, so that a guard, a
// handler and the router decide on one reading:
//   - the scheme is "https" when the request came over TLS (r.TLS is not
//     nil), else defaultScheme ("http" when empty); for a request built in
//     the program (r.RequestURI empty), the scheme of r.URL when it has
//     one. The scheme of an absolute-form request target
//     ("GET https://host/p HTTP/1.1") does not count: a client on a plain
//     connection can write "https" there.
//   - the host is r.Host, which net/http's server sets from an
//     absolute-form target's authority (RFC 9112, section 3.2.2), or
//     r.URL.Host when r.Host is empty. A request without one (HTTP/1.0
//     without a Host header, or "Host:" with no value) gets an error
//     wrapping weburl.ErrHostMissing: its path is never read as a host.
//     The router serves such a request by its path alone, from its routes
//     without a host, as ServeMux does; a handler it runs gets this error,
//     and its r.URL.Path is the path the route matched.
//   - the path and query are r.URL's, as sent: a middleware that rewrote
//     r.URL (http.StripPrefix) changes them. A '#' in them is data, as
//     net/http reads it (a request target has no fragment): it is "%23" in
//     the URL.
//
// It returns a *weburl.ParseError: for a nil request or the request target
// "*" (type ErrMissingSchemeNonRelativeURL: not a URL), for a request
// without a host (ErrHostMissing), for a Host value with a byte that
// would end the host or start credentials ('/', '\', '?', '#', '@') or a
// tab or newline (the host parser's error, or ErrPortInvalid in the port),
// and the parser's for anything else that does not parse.
func FromRequest(r *http.Request, defaultScheme string) (*weburl.URL, error) {
	t, err := httptarget.Of(r, defaultScheme)
	if err != nil {
		return nil, err
	}
	if t.Host == "" {
		return nil, &weburl.ParseError{Input: t.Target(), Type: weburl.ErrHostMissing}
	}
	return weburl.Parse(t.Input(""))
}
