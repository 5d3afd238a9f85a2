// Package router is an http.Handler that dispatches requests on URL
// patterns (the URL Pattern Standard, package urlpattern), in the spirit
// of net/http's ServeMux: register a handler per pattern, optionally per
// method, and read the matched groups with Request.PathValue or Match.
//
// It is a separate package so that urlpattern itself does not import
// net/http.
package router

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/weburlhttp"
)

// A Router dispatches each request to the handler of the most specific
// pattern that matches its URL (see ServeHTTP). The zero Router is empty
// and ready to use. Register routes before serving: Handle must not run
// concurrently with ServeHTTP.
type Router struct {
	routes []route
	seq    int

	// NotFound handles requests that no pattern matches; nil means
	// http.NotFound.
	NotFound http.Handler
}

type route struct {
	method  string // "" for any method
	pattern *urlpattern.URLPattern
	handler http.Handler
	seq     int
}

// Handle registers handler for pattern. pattern is "[METHOD ]PATTERN":
// an optional method and a space (as net/http's ServeMux patterns have),
// then either a pathname pattern starting with "/" (such as
// "/books/:id(\\d+)"; every other component is "*") or a full
// constructor string (such as "https://{*.}?example.com/books/*"). A GET
// route also matches HEAD. It returns the *urlpattern.Error of a pattern
// that does not compile.
func (rt *Router) Handle(pattern string, handler http.Handler) error {
	method, rest := "", pattern
	if i := strings.IndexByte(pattern, ' '); i > 0 && isToken(pattern[:i]) {
		method, rest = pattern[:i], strings.TrimLeft(pattern[i+1:], " ")
	}
	var p *urlpattern.URLPattern
	var err error
	if strings.HasPrefix(rest, "/") {
		p, err = urlpattern.NewFromInit(urlpattern.Init{Pathname: &rest}, urlpattern.Options{})
	} else {
		p, err = urlpattern.New(rest, urlpattern.Options{})
	}
	if err != nil {
		return err
	}
	rt.seq++
	r := route{method: method, pattern: p, handler: handler, seq: rt.seq}
	i, _ := slices.BinarySearchFunc(rt.routes, r, compareRoutes)
	rt.routes = slices.Insert(rt.routes, i, r)
	return nil
}

// HandleFunc is Handle with a function.
func (rt *Router) HandleFunc(pattern string, handler func(http.ResponseWriter, *http.Request)) error {
	return rt.Handle(pattern, http.HandlerFunc(handler))
}

// specificity is the order in which CompareComponent decides between two
// patterns: the pathname first, then the host, then the rest.
var specificity = []urlpattern.Component{
	urlpattern.Pathname, urlpattern.Hostname, urlpattern.Port, urlpattern.Protocol,
	urlpattern.Search, urlpattern.Hash, urlpattern.Username, urlpattern.Password,
}

// compareRoutes orders the most specific route first; ties go to a route
// with a method, then to the earlier registration.
func compareRoutes(a, b route) int {
	for _, c := range specificity {
		if d := urlpattern.CompareComponent(c, a.pattern, b.pattern); d != 0 {
			return -d
		}
	}
	if (a.method == "") != (b.method == "") {
		if a.method != "" {
			return -1
		}
		return 1
	}
	return a.seq - b.seq
}

type matchKey struct{}

// ServeHTTP dispatches r to the handler of the first route, most specific
// first, whose pattern matches r's URL (weburlhttp.FromRequest: the scheme is
// "https" for a TLS connection, else "http") and whose method is r's (or
// any). The handler gets the match: Match(r) returns it, and
// r.PathValue(name) returns each matched pathname group. When patterns
// match but no method does, the response is 405 with an Allow header;
// when none matches, NotFound handles r.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	u, err := weburlhttp.FromRequest(r, scheme)
	if err != nil {
		http.Error(w, "bad request URL", http.StatusBadRequest)
		return
	}
	v := urlpattern.ComponentsOf(u)
	var allow []string
	for i := range rt.routes {
		rte := &rt.routes[i]
		if rte.method != "" && rte.method != r.Method && !(rte.method == http.MethodGet && r.Method == http.MethodHead) {
			if rte.pattern.TestComponents(&v) && !slices.Contains(allow, rte.method) {
				allow = append(allow, rte.method)
			}
			continue
		}
		if !rte.pattern.TestComponents(&v) {
			continue
		}
		res := rte.pattern.ExecURL(u)
		for _, g := range res.Pathname.Groups {
			if g.Matched {
				r.SetPathValue(g.Name, g.Value)
			}
		}
		r = r.WithContext(context.WithValue(r.Context(), matchKey{}, res))
		rte.handler.ServeHTTP(w, r)
		return
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		return
	}
	if rt.NotFound != nil {
		rt.NotFound.ServeHTTP(w, r)
		return
	}
	http.NotFound(w, r)
}

// Match returns the match of the route that a Router dispatched r to, or
// nil for a request that did not come through a Router.
func Match(r *http.Request) *urlpattern.Result {
	res, _ := r.Context().Value(matchKey{}).(*urlpattern.Result)
	return res
}

// isToken reports whether s is an HTTP method token (RFC 9110 tchar).
func isToken(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return s != ""
}
