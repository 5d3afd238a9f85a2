package weburlhttp

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/weburl/weburl"
)

// Redirects as a browser follows them. net/http resolves a Location header
// with net/url, which reads it as an RFC 3986 reference; a browser parses it
// with the URL parser (Fetch standard, "location URL"), and the two differ
// where the URL Standard and RFC 3986 do: "Location: /\evil.example/x" on
// http://host/ is http://host/%5Cevil.example/x to net/http and
// http://evil.example/x to a browser, as '\' is '/' in special URLs.

// ErrRedirectScheme is the error, wrapped with the target URL, that the
// function returned by CheckRedirect returns for a redirect to a URL whose
// scheme is not "http" or "https", such as "javascript:" or "file:": Fetch
// returns a network error for those (fetch spec: #http-redirect-fetch, "If
// locationURL's scheme is not an HTTP(S) scheme"). Test for it with
// errors.Is.
var ErrRedirectScheme = errors.New("weburlhttp: redirect to a URL whose scheme is not http or https")

// maxRedirects is the number of redirects that net/http's default policy
// follows (http.Client.CheckRedirect nil: "stopped after 10 redirects").
const maxRedirects = 10

// ResolveLocation returns the URL that a browser goes to when a response to
// a request for requestURL redirects with the Location header value
// location: the Fetch standard's "location URL" of the response (fetch spec:
// #concept-response-location-url). location is parsed with the basic URL
// parser (url spec: #concept-basic-url-parser) with requestURL as the base URL,
// and when the result has no fragment (the fragment is null; a "#" alone is
// an empty fragment), it gets requestURL's fragment, as HTTP says a redirect
// inherits the fragment.
//
// A nil or zero requestURL is no base URL: location must then be absolute
// (Fetch's note on a response with a null URL). requestURL is not changed.
// ResolveLocation does not check the scheme; a browser follows a redirect
// only to an http or https URL.
//
// It returns a *weburl.ParseError naming location when location does not parse
// against requestURL, or when the result with the fragment added would be
// longer than weburl.MaxURLLength (weburl.ErrURLTooLong).
func ResolveLocation(location string, requestURL *weburl.URL) (*weburl.URL, error) {
	loc, err := requestURL.Parse(location) // a nil or zero requestURL is no base
	if err != nil {
		return nil, err
	}
	if strings.Contains(loc.Href(), "#") {
		return loc, nil // the fragment is not null
	}
	if _, frag, ok := strings.Cut(requestURL.Href(), "#"); ok {
		// frag is serialized: the hash setter keeps it as it is, and "#"
		// keeps an empty fragment non-null.
		loc.SetHash("#" + frag)
		if !strings.Contains(loc.Href(), "#") {
			return nil, &weburl.ParseError{Input: location, Type: weburl.ErrURLTooLong}
		}
	}
	return loc, nil
}

// CheckRedirect returns a function for http.Client's CheckRedirect field
// that makes the client follow each redirect to the URL a browser goes to,
// rather than to the one net/url computes. next is called after the
// rewriting, with the same arguments, and its error returned, so that it can
// stop the client (http.ErrUseLastResponse included) or look at the new
// req.URL; nil next means net/http's default policy, which stops after 10
// redirects.
//
// For each redirect, the returned function:
//
//   - resolves the redirect response's Location header (req.Response) against
//     the URL of the request it answers (via[len(via)-1]) with
//     ResolveLocation, as a browser does (fetch spec: #http-redirect-fetch);
//   - returns an error wrapping ErrRedirectScheme when that URL's scheme is
//     not http or https, an error naming the header when the response has
//     more than one Location field (Fetch: the location URL is failure),
//     the *weburl.ParseError when the location does not parse, and an error when
//     next is nil and len(via) is 10 or more;
//   - sets req.URL to a *url.URL whose String() is the browser's URL (the
//     href), so that the request line has the browser's path and query;
//   - when the host is not the one net/http computed, sets req.Host to ""
//     (the Host header is then the new URL's host);
//   - removes the headers that net/http removes on a redirect to a host that
//     is neither the first request's host nor one of its subdomains
//     (Authorization, Www-Authenticate, Cookie, Cookie2, Proxy-Authorization,
//     Proxy-Authenticate), judging by the browser's hosts, since net/http
//     judged by its own; and Referer on a redirect from https to http.
//
// A request that is not a redirect (req.Response nil or without Location, or
// via empty) is left to next. A nil req gives an error.
//
// net/http parses the Location with net/url before it calls CheckRedirect,
// and when net/url rejects the value (a control character such as a tab,
// or an invalid percent-escape such as "%zz") Client.Do returns net/http's
// "failed to parse Location header" error without calling CheckRedirect,
// where a browser would remove the tab or keep "%zz" and follow.
func CheckRedirect(next func(req *http.Request, via []*http.Request) error) func(req *http.Request, via []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		if req == nil {
			return errors.New("weburlhttp: CheckRedirect called with a nil request")
		}
		if next == nil && len(via) >= maxRedirects {
			return fmt.Errorf("stopped after %d redirects", maxRedirects)
		}
		if err := browserRedirect(req, via); err != nil {
			return err
		}
		if next == nil {
			return nil
		}
		return next(req, via)
	}
}

// browserRedirect rewrites req, the request net/http made for a redirect,
// to go to the browser's target, as CheckRedirect describes.
func browserRedirect(req *http.Request, via []*http.Request) error {
	if req.Response == nil || len(via) == 0 || via[len(via)-1] == nil || via[len(via)-1].URL == nil {
		return nil
	}
	locs := req.Response.Header.Values("Location")
	if len(locs) == 0 || locs[0] == "" {
		return nil
	}
	if len(locs) > 1 {
		return fmt.Errorf("weburlhttp: redirect response has %d Location header fields", len(locs))
	}
	prev, err := weburl.Parse(via[len(via)-1].URL.String())
	if err != nil {
		return err
	}
	target, err := ResolveLocation(locs[0], prev)
	if err != nil {
		return err
	}
	if s := target.Scheme(); s != "http" && s != "https" {
		return fmt.Errorf("%w: %q", ErrRedirectScheme, target.Href())
	}

	nu := requestNetURL(target)
	if req.URL == nil || req.URL.Host != nu.Host {
		req.Host = ""
	}
	req.URL = nu

	if req.Header == nil {
		return nil
	}
	if prev.Scheme() == "https" && target.Scheme() == "http" {
		req.Header.Del("Referer")
	}
	if stripSensitive(via, target) {
		for _, h := range []string{"Authorization", "Www-Authenticate", "Cookie", "Cookie2", "Proxy-Authorization", "Proxy-Authenticate"} {
			req.Header.Del(h)
		}
	}
	return nil
}

// stripSensitive reports whether net/http would have stopped sending the
// sensitive headers by the time it reaches target, had it computed the
// browser's URLs: whether target, or a request after the first in via, has
// a host that is neither the first request's host nor one of its subdomains
// (net/http's shouldCopyHeaderOnRedirect, which is sticky).
func stripSensitive(via []*http.Request, target *weburl.URL) bool {
	if via[0] == nil || via[0].URL == nil {
		return true
	}
	first, err := weburl.Parse(via[0].URL.String())
	if err != nil {
		return true
	}
	parent := first.Hostname()
	if !domainOrSubdomain(target.Hostname(), parent) {
		return true
	}
	for _, r := range via[1:] {
		if r == nil || r.URL == nil {
			return true
		}
		u, err := weburl.Parse(r.URL.String())
		if err != nil || !domainOrSubdomain(u.Hostname(), parent) {
			return true
		}
	}
	return false
}

// domainOrSubdomain reports whether sub is parent or a subdomain of it; both
// are hosts serialized by the host serializer (ASCII lowercase).
func domainOrSubdomain(sub, parent string) bool {
	if sub == parent {
		return true
	}
	if parent == "" || strings.ContainsAny(sub, ":%[") {
		return false
	}
	return strings.HasSuffix(sub, "."+parent)
}
