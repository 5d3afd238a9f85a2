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
)

// NewRequest returns an *http.Request for method and body (as
// http.NewRequestWithContext does) to u as a browser requests it: the
// fragment is not sent, credentials in the URL become a basic
// Authorization header (as Fetch does, url spec: #include-credentials), the
// Host header is u.Host(), and the request target is u.RequestURI(), byte
// for byte. The request's URL is the NetURL of u without fragment and
// credentials, with the credentials then set, percent-decoded, in its User
// and the fragment in its Fragment, neither of which is in the request
// line. When net/url cannot hold the path in its fields (a path with "|",
// "\" or a "%" not followed by two hex digits), net/http sends the target in
// absolute form ("http://host/p|q"), with the same bytes after the
// authority. It returns a *weburl.SetterError wrapping weburl.ErrZeroURL
// for a nil or zero URL, and the
// error of http.NewRequestWithContext (an invalid method, a nil ctx).
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
// for u to: the NetURL of u without its credentials and fragment, which a
// request line never carries, so that net/http sends the target as a
// browser does; then the credentials go in User (where net/http's client
// takes them for a basic Authorization header) and the fragment in
// Fragment and RawFragment, which do not change the request target.
func requestNetURL(u *weburl.URL) *url.URL {
	target := u.Clone()
	target.SetHash("")
	target.SetUsername("")
	target.SetPassword("")
	nu := target.NetURL()
	nu.User = u.User()
	if _, frag, ok := strings.Cut(u.Href(), "#"); ok && frag != "" {
		nu.Fragment, nu.RawFragment = pathUnescape(frag), frag
	}
	return nu
}

// pathUnescape percent-decodes s as url.PathUnescape does, or returns s as
// it is when s holds a "%" not followed by two hex digits, which
// url.PathUnescape refuses.
func pathUnescape(s string) string {
	if d, err := url.PathUnescape(s); err == nil {
		return d
	}
	return s
}

// FromRequest returns the URL a server's request was sent to: the scheme
// is "https" when the request came over TLS (r.TLS is not nil) and
// defaultScheme otherwise ("http" when empty); the host is r.Host; the
// path and query are the request target as received (r.RequestURI), or,
// for a request built in the program, r.URL.RequestURI(). An absolute-form
// request target ("http://host/path") is parsed as it is. It returns the
// *weburl.ParseError of the parser, or one for the empty input when r is
// nil or the request target is "*".
func FromRequest(r *http.Request, defaultScheme string) (*weburl.URL, error) {
	if r == nil {
		return weburl.Parse("")
	}
	target := r.RequestURI
	if target == "" && r.URL != nil {
		target = r.URL.RequestURI()
	}
	if target == "*" {
		return weburl.Parse("")
	}
	if !strings.HasPrefix(target, "/") {
		return weburl.Parse(target) // absolute form
	}
	scheme := defaultScheme
	if r.TLS != nil {
		scheme = "https"
	} else if scheme == "" {
		scheme = "http"
	}
	return weburl.Parse(scheme + "://" + r.Host + target)
}
