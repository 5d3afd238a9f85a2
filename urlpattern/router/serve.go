package router

import (
	"cmp"
	"net/http"
	"slices"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/httptarget"
	"github.com/weburl/weburl/urlpattern"
)

// Serving a request: the router reads it once (decide), as
// weburlhttp.FromRequest reads it, and in the router's form (form.go);
// then the route that serves it, or the answer that no route does.

// A decision is what the router does with a request.
type decision struct {
	// route serves the request, or is nil.
	route *route
	// pattern is r.Pattern: the serving route's pattern; for a redirect,
	// the pattern of the route that serves the request it redirects to,
	// or that would serve the request but for its form; else "".
	pattern string
	// v is the request's components in the router's form, as the route
	// matched them (with port "" for a route that matches any port).
	v urlpattern.Components
	// When route is nil: http.StatusTemporaryRedirect to location, or
	// http.StatusBadRequest, http.StatusNotFound, or
	// http.StatusMethodNotAllowed with the methods of allow.
	status   int
	location string
	allow    []string
}

// ServeHTTP dispatches r, as ServeMux does, to the handler of the most
// specific route whose pattern matches r's URL (read as
// weburlhttp.FromRequest reads it: from r.URL, so that a middleware such as
// http.StripPrefix may rewrite it; the host from r.Host, with the scheme
// "https" for a TLS connection, else "http") and whose method serves r's:
// the same method, any method, or GET for HEAD.
//
// Before that, a request not in the router's form (see the package
// documentation) gets a 307 redirect to that form, whatever its method
// but CONNECT, and a request whose path has no trailing "/" gets a 307
// redirect to the path with one when only that path has a route that
// matches it exactly; so a handler only sees the path its route matched. A
// request without a host (HTTP/1.0 without a Host header) is matched with
// the hostname "", which only routes without a host match. The request
// target "*" gets 400, as from ServeMux.
//
// The router sets r.Pattern to the route's pattern as registered, on r
// itself, so that a middleware around the router sees it after ServeHTTP
// returns, and r.PathValue(name) to each matched pathname group's value
// percent-decoded (weburl.PercentDecode), as ServeMux gives it: "a b" for
// "/users/a%20b" (the bytes are not checked to be UTF-8: "%FF" gives the
// byte 0xFF). Router.Match gives the whole match.
//
// When routes match the URL but none serves the method, the response has
// an Allow header listing, sorted, the methods they serve (HEAD with GET)
// and MethodNotAllowed writes it; when no route matches, NotFound does. A
// request whose URL does not parse (a host the host parser refuses, a Host
// header with a '/') gets 400 Bad Request, as does a nil r; a nil rt
// answers 404, and a nil w gets nothing.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if w == nil {
		return
	}
	if r == nil || rt == nil {
		h, _ := rt.Handler(r)
		h.ServeHTTP(w, r)
		return
	}
	if r.RequestURI == "*" {
		if r.ProtoAtLeast(1, 1) {
			w.Header().Set("Connection", "close")
		}
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	var d decision
	rt.decide(r, &d)
	r.Pattern = d.pattern
	if d.route == nil {
		rt.answer(&d).ServeHTTP(w, r)
		return
	}
	d.route.setValues(r, &d.v)
	d.route.handler.ServeHTTP(w, r)
}

// Handler returns the handler that ServeHTTP would run for r and the
// pattern it would set in r.Pattern, as ServeMux.Handler does: the route's
// handler and pattern; or a handler that answers with a redirect (and the
// pattern of the route that serves where it leads), 405, 404 or 400, and
// the pattern "". It does not change r, and sets no path value. A nil r
// gets the 400 handler, a nil rt the 404 handler.
func (rt *Router) Handler(r *http.Request) (h http.Handler, pattern string) {
	var d decision
	switch {
	case r == nil:
		return badRequest, ""
	case rt == nil:
		return http.NotFoundHandler(), ""
	case r.RequestURI == "*":
		return http.HandlerFunc(rt.ServeHTTP), ""
	}
	rt.decide(r, &d)
	if d.route != nil {
		return d.route.handler, d.pattern
	}
	return rt.answer(&d), d.pattern
}

// Match returns the match of the route that serves r (the one ServeHTTP
// runs), every component's groups as the URL holds them in the router's
// form (percent-encoded: "a%20b"; r.PathValue has the pathname's groups
// decoded), or nil when no route serves r (or r or rt is nil). It routes r again, so it costs
// about what dispatch costs.
func (rt *Router) Match(r *http.Request) *urlpattern.Result {
	var d decision
	if r == nil || rt == nil || r.RequestURI == "*" {
		return nil
	}
	rt.decide(r, &d)
	if d.route == nil {
		return nil
	}
	return d.route.p.ExecComponents(&d.v)
}

// A reading is a request as the router reads it: its components in the
// router's form, and whether the request is in that form.
type reading struct {
	v        urlpattern.Components
	connect  bool   // a CONNECT request, which is neither redirected to the form nor matched without its port
	inForm   bool   // the path and query are in the router's form
	hostForm bool   // the host is as the URL Standard writes it
	scheme   string // the URL's scheme and host, for a redirect
	host     string
	hasQuery bool   // the URL has a query, maybe "" ("?" alone)
	prefix   string // what a middleware took off the path (http.StripPrefix), for a redirect
}

// read reads r into rd, as weburlhttp.FromRequest reads it, in the router's
// form, or returns false for a request whose URL does not parse. A path
// and query that are plain (plainPath, httptarget.PlainQuery) are their own form, and
// need no parse; a host is parsed once for a run of requests to it
// (hostOf).
func (rt *Router) read(r *http.Request, rd *reading) bool {
	t, err := httptarget.Of(r, "")
	if err != nil {
		return false
	}
	rd.connect, rd.scheme, rd.prefix = t.Connect, t.Scheme, t.Prefix
	if !t.Connect && plainPath(t.Path) && httptarget.PlainQuery(t.Query) {
		h := rt.hostOf(&t)
		if h == nil {
			return false
		}
		rd.v[urlpattern.Protocol], rd.v[urlpattern.Hostname], rd.v[urlpattern.Port] = t.Scheme, h.hostname, h.port
		rd.v[urlpattern.Pathname], rd.v[urlpattern.Search] = t.Path, t.Query
		rd.inForm, rd.hostForm, rd.host, rd.hasQuery = true, h.inForm, h.host, t.HasQuery
		return true
	}
	var u weburl.URL
	if u.SetHref(t.Input(placeholderHost)) != nil {
		return false
	}
	rd.v = urlpattern.ComponentsOf(&u)
	rd.host = u.Host()
	if t.Host == "" {
		rd.v[urlpattern.Hostname], rd.v[urlpattern.Port], rd.host = "", "", ""
	}
	q := rd.v[urlpattern.Search]
	rd.hasQuery = q != "" || strings.HasSuffix(u.Href(), "?")
	rd.inForm, rd.hostForm = true, true
	if !t.Connect {
		rd.v[urlpattern.Pathname] = formPath(rd.v[urlpattern.Pathname])
		rd.inForm = rd.v[urlpattern.Pathname] == t.Path && rd.hasQuery == t.HasQuery && q == t.Query
		rd.hostForm = t.Host == "" || rd.v[urlpattern.Hostname] == t.Hostname()
	}
	return true
}

// A hostEntry is a request's host as the router reads it: hostname and
// port as the URL Standard writes them, the host (with the port), and
// whether the request's host is written so (but for the port).
type hostEntry struct {
	scheme, sent   string // the request's scheme and host
	hostname, port string
	host           string
	inForm         bool
}

// hostOf returns the router's reading of t's host, or nil when it does not
// parse: from the last host read when it is the same, else parsed (with
// the path "/") and kept as the last.
func (rt *Router) hostOf(t *httptarget.Target) *hostEntry {
	if h := rt.lastHost.Load(); h != nil && h.sent == t.Host && h.scheme == t.Scheme {
		return h
	}
	h := &hostEntry{scheme: t.Scheme, sent: t.Host, inForm: true}
	if t.Host != "" {
		var u weburl.URL
		if u.SetHref(t.Scheme+"://"+t.Host+"/") != nil {
			return nil
		}
		h.hostname, h.port, h.host = u.Hostname(), u.Port(), u.Host()
		h.inForm = h.hostname == t.Hostname()
	}
	rt.lastHost.Store(h)
	return h
}

// decide reads r and decides what the router does with it.
func (rt *Router) decide(r *http.Request, d *decision) {
	var rd reading
	if !rt.read(r, &rd) {
		d.status = http.StatusBadRequest
		return
	}
	v := &rd.v
	var buf [32]*route
	rt.mu.RLock()
	defer rt.mu.RUnlock()
	found, cands := rt.find(r.Method, v, rd.connect, buf[:0])
	path := v[urlpattern.Pathname]
	// slash is v with a "/" after its pathname, and its candidates, when
	// found does not match v exactly: a route that does match it exactly
	// gets the request redirected there, and its methods count for a 405.
	var slash urlpattern.Components
	var slashCands []*route
	if !strings.HasSuffix(path, "/") && !found.exact(v) {
		slash = *v
		slash[urlpattern.Pathname] = path + "/"
		var f *route
		if f, slashCands = rt.find(r.Method, &slash, rd.connect, cands[len(cands):]); f.exact(&slash) {
			d.redirect(f, &rd, slash[urlpattern.Pathname])
			return
		}
	}
	if !rd.inForm || !rd.hostForm {
		d.redirect(found, &rd, path)
		return
	}
	if found == nil {
		d.allow = allowed(r.Method, v, cands, rd.connect)
		if len(slashCands) > 0 {
			d.allow = append(d.allow, allowed(r.Method, &slash, slashCands, rd.connect)...)
		}
		slices.Sort(d.allow)
		d.allow = slices.Compact(d.allow)
		d.status = http.StatusNotFound
		if len(d.allow) > 0 {
			d.status = http.StatusMethodNotAllowed
		}
		return
	}
	d.route, d.pattern, d.v = found, found.pattern, *v
	if found.ignoresPort(rd.connect) {
		d.v[urlpattern.Port] = ""
	}
}

// redirect makes d a redirect to path and rd's query: to the path alone
// (as ServeMux writes it), after what a middleware took off it (so that
// the redirect leads back through it), when the request's host is in the
// router's form, else to the whole URL with the host as the URL Standard
// writes it. to is the route that serves where it leads, or nil.
func (d *decision) redirect(to *route, rd *reading, path string) {
	d.status = http.StatusTemporaryRedirect
	if to != nil {
		d.pattern = to.pattern
	}
	d.location = rd.prefix + path
	if rd.hasQuery {
		d.location += "?" + rd.v[urlpattern.Search]
	}
	if !rd.hostForm {
		d.location = rd.scheme + "://" + rd.host + d.location
	}
}

// badRequest answers 400 to a request whose URL does not parse.
var badRequest = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	http.Error(w, "bad request URL", http.StatusBadRequest)
})

// answer returns the handler that answers a request no route serves, as
// d says.
func (rt *Router) answer(d *decision) http.Handler {
	switch d.status {
	case http.StatusTemporaryRedirect:
		return http.RedirectHandler(d.location, http.StatusTemporaryRedirect)
	case http.StatusBadRequest:
		return badRequest
	case http.StatusMethodNotAllowed:
		allow := strings.Join(d.allow, ", ")
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", allow)
			if rt.MethodNotAllowed != nil {
				rt.MethodNotAllowed.ServeHTTP(w, r)
				return
			}
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		})
	}
	if rt.NotFound != nil {
		return rt.NotFound
	}
	return http.NotFoundHandler()
}

// find returns the most specific route that matches v and serves method,
// or nil, and the candidates it tried (in out's memory): the index's
// candidates in rank order.
func (rt *Router) find(method string, v *urlpattern.Components, connect bool, out []*route) (*route, []*route) {
	cands := rt.index.candidates(v[urlpattern.Hostname], v[urlpattern.Pathname], out)
	sortByRank(cands)
	for _, c := range cands {
		if c.serves(method) && c.matches(v, connect) {
			return c, cands
		}
	}
	return nil, cands
}

// matches reports whether c, one of the index's candidates for v, matches
// v: at once when the walk to it matched its pathname (or v's pathname
// starts with the text before its full wildcard) and its other components
// are "*" or the hostname the walk matched (its port "*", or "" and v not
// a CONNECT with a port); else by its pattern, with the port "" when c
// matches any port (its pattern names none) and the request is not a
// CONNECT.
func (c *route) matches(v *urlpattern.Components, connect bool) bool {
	if c.direct && (c.wildName == "" || strings.HasPrefix(v[urlpattern.Pathname], c.wildFrom)) &&
		(!c.anyPort || c.ignoresPort(connect) || v[urlpattern.Port] == "") {
		return true
	}
	if c.ignoresPort(connect) && v[urlpattern.Port] != "" {
		w := *v
		w[urlpattern.Port] = ""
		return c.p.TestComponents(&w)
	}
	return c.p.TestComponents(v)
}

// ignoresPort reports whether c matches a request whatever its port: its
// pattern names no port, and the request is not a CONNECT, whose port
// counts.
func (c *route) ignoresPort(connect bool) bool {
	return c.anyPort && !connect
}

// exact reports whether c matches v's pathname with every part that may
// match several segments (a full wildcard, a group with the modifier "*"
// or "+") matching "": ServeMux's exact match. A nil c is not.
func (c *route) exact(v *urlpattern.Components) bool {
	if c == nil {
		return false
	}
	if !c.multi {
		return true
	}
	if c.wildName != "" {
		return v[urlpattern.Pathname] == c.wildFrom
	}
	res, ok := c.p.ExecComponent(urlpattern.Pathname, v[urlpattern.Pathname])
	if !ok {
		return false
	}
	g := 0
	for _, p := range c.parts[pathnameRank] {
		if p.Type == urlpattern.PartFixedText {
			continue
		}
		if g < len(res.Groups) && isMulti(p) && res.Groups[g].Value != "" {
			return false
		}
		g++
	}
	return true
}

// setValues sets r's path values to c's pathname groups in v,
// percent-decoded: from the segments the index walked for a direct route,
// else from the pattern's match.
func (c *route) setValues(r *http.Request, v *urlpattern.Components) {
	if c.wildName != "" {
		r.SetPathValue(c.wildName, weburl.PercentDecode(v[urlpattern.Pathname][len(c.wildFrom):]))
		return
	}
	if c.direct {
		path, seg := v[urlpattern.Pathname], 0
		for _, p := range c.params {
			for ; seg < p.seg; seg++ {
				path = path[strings.IndexByte(path[1:], '/')+1:]
			}
			s := path[1:]
			if i := strings.IndexByte(s, '/'); i >= 0 {
				s = s[:i]
			}
			r.SetPathValue(p.name, weburl.PercentDecode(s))
		}
		return
	}
	res, _ := c.p.ExecComponent(urlpattern.Pathname, v[urlpattern.Pathname])
	for _, g := range res.Groups {
		if g.Matched {
			r.SetPathValue(g.Name, weburl.PercentDecode(g.Value))
		}
	}
}

// sortByRank sorts routes by rank: an index walk gives a few candidates,
// mostly in order (an insertion sort), but all the routes it cannot place
// (in n log n time, not the insertion sort's n squared).
func sortByRank(rs []*route) {
	if len(rs) > 16 {
		slices.SortFunc(rs, func(a, b *route) int { return cmp.Compare(a.rank, b.rank) })
		return
	}
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j].rank < rs[j-1].rank; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// allowed returns the methods of the routes among cands that match v but
// do not serve method; HEAD comes with GET.
func allowed(method string, v *urlpattern.Components, cands []*route, connect bool) []string {
	var allow []string
	for _, c := range cands {
		if !c.serves(method) && c.matches(v, connect) {
			allow = append(allow, c.method)
			if c.method == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	return allow
}
