package router

import (
	"context"
	"errors"
	"net/http"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/weburlhttp"
)

// A Router dispatches each request to the handler of the most specific
// route that matches it (see the package documentation for the order).
// The zero Router is empty and ready to use. Routes may be registered
// while the Router serves.
type Router struct {
	// NotFound handles requests that no route matches; nil means
	// http.NotFound.
	NotFound http.Handler
	// MethodNotAllowed handles requests whose URL some route matches,
	// but no route with the request's method. The response's Allow
	// header lists the methods that would be served when it runs. nil
	// means a 405 Method Not Allowed response, as ServeMux writes it.
	MethodNotAllowed http.Handler

	mu     sync.RWMutex
	routes []*route // most specific first
	index  index
	seq    int
}

// A route is one registered pattern.
type route struct {
	pattern string // as registered, for messages and Request.Pattern
	where   string // file:line of the registration
	method  string // "" for any method
	p       *urlpattern.URLPattern
	handler http.Handler
	seq     int // registration order
	rank    int // position in Router.routes
	// parts and folds are the pattern's part lists and whether each
	// ignores case, in rankOrder.
	parts [len(rankOrder)][]urlpattern.Part
	folds [len(rankOrder)]bool
}

// serves reports whether the route serves a request with method.
func (r *route) serves(method string) bool {
	return r.method == "" || r.method == method || r.method == http.MethodGet && method == http.MethodHead
}

// Handle registers handler for pattern, "[METHOD ]PATTERN": an optional
// method and a space, as net/http's ServeMux patterns have, then a
// pathname pattern starting with "/" (such as "/books/:id(\\d+)"; every
// other component is "*") or a full constructor string (such as
// "https://{*.}?example.com/books/*"). A GET route also serves HEAD.
// Methods are case-sensitive, as in HTTP.
//
// Like ServeMux's Handle, it panics when the pattern does not compile,
// when the route could never match a request, and when it conflicts with
// a route registered before (see Register for the errors, which are the
// panic's value).
func (rt *Router) Handle(pattern string, handler http.Handler) {
	if err := rt.register(pattern, handler, urlpattern.Options{}); err != nil {
		panic(err)
	}
}

// HandleFunc is Handle with a function.
func (rt *Router) HandleFunc(pattern string, handler func(http.ResponseWriter, *http.Request)) {
	var h http.Handler
	if handler != nil {
		h = http.HandlerFunc(handler)
	}
	if err := rt.register(pattern, h, urlpattern.Options{}); err != nil {
		panic(err)
	}
}

// Register is Handle with the pattern's options (Options.IgnoreCase
// makes its pathname, search and hash match without regard to case),
// returning an error where Handle panics: a *PatternError when the
// pattern does not compile (its Err is then the *urlpattern.Error), when
// the method is a standard method in other case ("get"), when no request
// can match the route, or when handler is nil; a *ConflictError when an
// existing route ranks equally and matches some of the same requests.
// The route is not registered when Register fails.
func (rt *Router) Register(pattern string, handler http.Handler, opts urlpattern.Options) error {
	return rt.register(pattern, handler, opts)
}

// RegisterPattern registers handler for requests with method ("" for
// any method) whose URL matches pattern, a compiled URL pattern with its
// own options. Its errors are Register's; the route's name in them and in
// Request.Pattern is the method and pattern.String().
func (rt *Router) RegisterPattern(method string, pattern *urlpattern.URLPattern, handler http.Handler) error {
	name := pattern.String()
	if method != "" {
		name = method + " " + name
	}
	r := &route{pattern: name, where: caller(), method: method, p: pattern, handler: handler}
	if err := checkMethod(name, method, 0); err != nil {
		return err
	}
	if pattern == nil {
		return &PatternError{Pattern: name, Offset: len(name), Detail: "nil pattern"}
	}
	return rt.add(r)
}

func (rt *Router) register(pattern string, handler http.Handler, opts urlpattern.Options) error {
	where := caller()
	method, rest, at := splitPattern(pattern)
	if err := checkMethod(pattern, method, 0); err != nil {
		return err
	}
	var p *urlpattern.URLPattern
	var err error
	if strings.HasPrefix(rest, "/") {
		p, err = urlpattern.NewFromInit(urlpattern.Init{Pathname: &rest}, opts)
	} else {
		p, err = urlpattern.New(rest, opts)
	}
	if err != nil {
		return patternError(pattern, rest, at, err)
	}
	return rt.add(&route{pattern: pattern, where: where, method: method, p: p, handler: handler})
}

// splitPattern splits "[METHOD ]PATTERN" into the method and the URL
// pattern, which starts at byte at of pattern. What comes before the
// first space is the method when it is a token.
func splitPattern(pattern string) (method, rest string, at int) {
	i := strings.IndexAny(pattern, " \t")
	if i <= 0 || !isToken(pattern[:i]) {
		return "", pattern, 0
	}
	rest = strings.TrimLeft(pattern[i:], " \t")
	return pattern[:i], rest, len(pattern) - len(rest)
}

// standardMethods are the methods of RFC 9110 and RFC 5789 (PATCH), as
// net/http names them.
var standardMethods = []string{
	http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
	http.MethodDelete, http.MethodConnect, http.MethodOptions, http.MethodTrace,
}

// checkMethod refuses a method that is not a token, and a standard
// method in other case, which clients never send (RFC 9110, section 9.1:
// "The method token is case-sensitive").
func checkMethod(pattern, method string, at int) error {
	if method != "" && !isToken(method) {
		return &PatternError{Pattern: pattern, Offset: at, Detail: "the method " + strconv.Quote(method) + " is not an HTTP token"}
	}
	for _, m := range standardMethods {
		if method != m && strings.EqualFold(method, m) {
			return &PatternError{Pattern: pattern, Offset: at, Detail: "the method " + strconv.Quote(method) +
				" matches only requests whose method is " + strconv.Quote(method) +
				", and clients send " + m + ": HTTP methods are case-sensitive (RFC 9110, section 9.1)"}
		}
	}
	return nil
}

// patternError is the *PatternError for err, the error of the URL
// pattern that starts at byte at of pattern.
func patternError(pattern, rest string, at int, err error) error {
	e := &PatternError{Pattern: pattern, Offset: at, Detail: err.Error(), Err: err}
	var ue *urlpattern.Error
	if errors.As(err, &ue) {
		e.Detail = ue.Reason.String()
		if ue.Component != "" {
			e.Detail += " in " + ue.Component
		}
		if ue.Input == rest {
			e.Offset = at + ue.Offset
		}
		if ue.Detail != "" {
			e.Detail += ": " + ue.Detail
		} else if ue.Err != nil {
			e.Detail += ": " + ue.Err.Error()
		}
	}
	return e
}

// requestProbes are patterns for what every request has, one component
// each: the protocol http or https, no username, password or fragment.
var requestProbes = func() []*urlpattern.URLPattern {
	protocol, empty := "http{s}?", ""
	var probes []*urlpattern.URLPattern
	for _, init := range []urlpattern.Init{{Protocol: &protocol}, {Username: &empty}, {Password: &empty}, {Hash: &empty}} {
		p, err := urlpattern.NewFromInit(init, urlpattern.Options{})
		if err != nil {
			panic(err) // not reached: the patterns compile
		}
		probes = append(probes, p)
	}
	return probes
}()

// unreachable says why no request can match p, or returns "".
func unreachable(p *urlpattern.URLPattern) string {
	for i, c := range []urlpattern.Component{urlpattern.Protocol, urlpattern.Username, urlpattern.Password, urlpattern.Hash} {
		if p.Component(c) == "*" {
			continue
		}
		if _, ok := urlpattern.Overlap(p, requestProbes[i]); ok {
			continue
		}
		what := `matches neither "http" nor "https"`
		if c != urlpattern.Protocol {
			what = `does not match "", and requests have no ` + map[urlpattern.Component]string{
				urlpattern.Username: "username", urlpattern.Password: "password", urlpattern.Hash: "fragment"}[c]
		}
		return "no request can match it: the " + c.String() + " pattern " + strconv.Quote(p.Component(c)) + " " + what
	}
	return ""
}

// add checks r and puts it in rt's table.
func (rt *Router) add(r *route) error {
	if r.handler == nil {
		return &PatternError{Pattern: r.pattern, Offset: len(r.pattern), Detail: "nil handler"}
	}
	if why := unreachable(r.p); why != "" {
		return &PatternError{Pattern: r.pattern, Detail: why}
	}
	for i, c := range rankOrder {
		r.parts[i] = r.p.Parts(c)
		r.folds[i] = r.p.IgnoreCase() && (c == urlpattern.Pathname || c == urlpattern.Search || c == urlpattern.Hash)
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	i, _ := slices.BinarySearchFunc(rt.routes, r, compareRoutes)
	for j := i; j < len(rt.routes) && compareRoutes(rt.routes[j], r) == 0; j++ {
		if err := conflict(r, rt.routes[j]); err != nil {
			return err
		}
	}
	rt.seq++
	r.seq = rt.seq
	// Among equal ranks, the earlier registration first.
	for i < len(rt.routes) && compareRoutes(rt.routes[i], r) == 0 {
		i++
	}
	rt.routes = slices.Insert(rt.routes, i, r)
	for j := i; j < len(rt.routes); j++ {
		rt.routes[j].rank = j
	}
	rt.index.add(r)
	return nil
}

// conflict returns the *ConflictError of r, a new route, and old, a
// registered route of the same rank, when both serve some request.
func conflict(r, old *route) error {
	if r.method != old.method {
		return nil
	}
	example, ok := urlpattern.Overlap(r.p, old.p)
	if !ok {
		return nil
	}
	e := &ConflictError{Pattern: r.pattern, Where: r.where, Existing: old.pattern, ExistingWhere: old.where}
	if r.p.String() == old.p.String() && r.p.IgnoreCase() == old.p.IgnoreCase() {
		e.Duplicate = true
		return e
	}
	if r.p.TestComponents(&example) && old.p.TestComponents(&example) {
		method := r.method
		if method == "" {
			method = http.MethodGet
		}
		e.Example = method + " " + exampleURL(readable(example, r.p, old.p))
	}
	return e
}

// readable returns v, components that both a and b match, with the
// protocol, hostname, username, password and hash of a typical request
// where both match them too.
func readable(v urlpattern.Components, a, b *urlpattern.URLPattern) *urlpattern.Components {
	for _, s := range []struct {
		c     urlpattern.Component
		value string
	}{
		{urlpattern.Protocol, "http"}, {urlpattern.Protocol, "https"}, {urlpattern.Hostname, "example.com"},
		{urlpattern.Username, ""}, {urlpattern.Password, ""}, {urlpattern.Hash, ""},
	} {
		w := v
		w[s.c] = s.value
		if a.TestComponents(&w) && b.TestComponents(&w) {
			v = w
		}
	}
	return &v
}

// exampleURL writes v as a URL: protocol://hostname:port/pathname?search,
// with the parts that are empty left out.
func exampleURL(v *urlpattern.Components) string {
	var b strings.Builder
	b.WriteString(v[urlpattern.Protocol] + "://" + v[urlpattern.Hostname])
	if v[urlpattern.Port] != "" {
		b.WriteString(":" + v[urlpattern.Port])
	}
	b.WriteString(v[urlpattern.Pathname])
	if v[urlpattern.Search] != "" {
		b.WriteString("?" + v[urlpattern.Search])
	}
	return b.String()
}

// thisPackage is the prefix of this package's function names.
const thisPackage = "github.com/weburl/weburl/urlpattern/router."

// caller returns "file.go:line" of the first caller outside this package,
// as ServeMux records where a pattern was registered (with the file's
// base name, as the testing package writes it).
func caller() string {
	var pcs [16]uintptr
	frames := runtime.CallersFrames(pcs[:runtime.Callers(2, pcs[:])])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, thisPackage) {
			return filepath.Base(f.File) + ":" + strconv.Itoa(f.Line)
		}
		if !more {
			return "unknown"
		}
	}
}

// A PatternError is Register's error for a route it cannot use: a URL
// pattern that does not compile (Err is then the *urlpattern.Error, and
// Offset points at the problem in Pattern), a method that is not an HTTP
// token or is a standard method in other case ("get"), a route that no
// request can match, or a nil handler or pattern.
type PatternError struct {
	Pattern string // the route as given ("GET /books/:id(\\d+)"), or RegisterPattern's method and pattern
	Offset  int    // byte offset in Pattern where the problem is, when known (else 0)
	Detail  string // what is wrong, in plain words
	Err     error  // the *urlpattern.Error of a pattern that does not compile, or nil
}

// Error returns "router: pattern PATTERN at offset N: DETAIL".
func (e *PatternError) Error() string {
	s := "router: pattern " + strconv.Quote(e.Pattern)
	if e.Offset > 0 {
		s += " at offset " + strconv.Itoa(e.Offset)
	}
	return s + ": " + e.Detail
}

// Unwrap returns e.Err.
func (e *PatternError) Unwrap() error { return e.Err }

// A ConflictError is Register's error for a route that ranks equally with
// a registered route (neither is more specific, in the package
// documentation's order) and has the same method, when some request
// matches both: one of them would never see that request. Its message
// names both routes and where they were registered, as ServeMux's does.
type ConflictError struct {
	// Pattern is the refused route as given, Where the file (base name)
	// and line of its registration ("main.go:14"), as the testing
	// package writes them; Existing and ExistingWhere are the registered
	// route's.
	Pattern, Where          string
	Existing, ExistingWhere string
	// Duplicate is true when the two patterns are the same: their
	// components' pattern strings (URLPattern.String) and options are
	// equal.
	Duplicate bool
	// Example is a request both routes match, as "GET https://host/path",
	// or "" when the check could not build one (regexp groups with \b or
	// \B, or too large to compare) and refused the route to be safe.
	Example string
}

// Error returns a one-line description of e.
func (e *ConflictError) Error() string {
	s := "router: pattern " + strconv.Quote(e.Pattern) + " (registered at " + e.Where + ")"
	old := "pattern " + strconv.Quote(e.Existing) + " (registered at " + e.ExistingWhere + ")"
	switch {
	case e.Duplicate:
		return s + " duplicates " + old
	case e.Example != "":
		return s + " conflicts with " + old + ": both match " + e.Example + " and neither is more specific"
	}
	return s + " conflicts with " + old + ": they may match the same requests and neither is more specific"
}

type matchKey struct{}

// ServeHTTP dispatches r to the handler of the most specific route whose
// pattern matches r's URL (weburlhttp.FromRequest: the scheme is "https"
// for a TLS connection, else "http") and whose method serves r's: the
// same method, any method, or GET for HEAD.
//
// The handler gets the match. r.PathValue(name) is each matched pathname
// group's value percent-decoded (weburl.PercentDecode), as ServeMux gives
// it: "a b" for "/users/a%20b", "café" for "/users/caf%C3%A9" (the bytes
// are not checked to be UTF-8, "%FF" gives the byte 0xFF, and "%2F" gives
// "/"). Match(r) returns the whole match, its groups as the URL holds them
// (percent-encoded), for every component. r.Pattern is the route's
// pattern as registered.
//
// When routes match the URL but none serves the method, the response has
// an Allow header listing, sorted, the methods they serve (HEAD with GET)
// and MethodNotAllowed writes it; when no route matches, NotFound does. A
// request whose URL does not parse gets 400 Bad Request.
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
	var buf [32]*route
	rt.mu.RLock()
	found, cands := rt.find(r.Method, &v, buf[:0])
	var allow []string
	if found == nil {
		allow = allowed(r.Method, &v, cands)
	}
	rt.mu.RUnlock()
	if found == nil {
		rt.refuse(w, r, allow)
		return
	}
	pathname, _ := found.p.ExecComponent(urlpattern.Pathname, v[urlpattern.Pathname])
	for _, g := range pathname.Groups {
		if g.Matched {
			r.SetPathValue(g.Name, weburl.PercentDecode(g.Value))
		}
	}
	r = r.WithContext(context.WithValue(r.Context(), matchKey{}, &match{p: found.p, u: u}))
	r.Pattern = found.pattern
	found.handler.ServeHTTP(w, r)
}

// A match is what Match returns for a request, computed when first asked
// for: most handlers need only PathValue.
type match struct {
	once sync.Once
	p    *urlpattern.URLPattern
	u    *weburl.URL
	res  *urlpattern.Result
}

func (m *match) result() *urlpattern.Result {
	m.once.Do(func() { m.res = m.p.ExecURL(m.u) })
	return m.res
}

// find returns the most specific route that matches v and serves method,
// or nil, and the candidates it tried (in out's memory): the index's
// candidates in rank order.
func (rt *Router) find(method string, v *urlpattern.Components, out []*route) (*route, []*route) {
	cands := rt.index.candidates(v[urlpattern.Hostname], v[urlpattern.Pathname], out)
	sortByRank(cands)
	for _, c := range cands {
		if c.serves(method) && c.p.TestComponents(v) {
			return c, cands
		}
	}
	return nil, cands
}

// sortByRank sorts a few routes by rank: an insertion sort, since an index
// walk gives few candidates, mostly in order.
func sortByRank(rs []*route) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j].rank < rs[j-1].rank; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// allowed returns the methods, sorted, of the routes among cands that
// match v but do not serve method; HEAD comes with GET.
func allowed(method string, v *urlpattern.Components, cands []*route) []string {
	var allow []string
	for _, c := range cands {
		if !c.serves(method) && c.p.TestComponents(v) {
			allow = append(allow, c.method)
			if c.method == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	slices.Sort(allow)
	return slices.Compact(allow)
}

// refuse answers a request that no route serves: 405 with allow, or 404.
func (rt *Router) refuse(w http.ResponseWriter, r *http.Request, allow []string) {
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		if rt.MethodNotAllowed != nil {
			rt.MethodNotAllowed.ServeHTTP(w, r)
			return
		}
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
// nil for a request that did not come through a Router. It is computed
// when first asked for, and the same *Result is returned after that; it
// is safe to call from several goroutines. Its groups are as
// the URL holds them, percent-encoded ("a%20b"); r.PathValue has the
// pathname's groups decoded ("a b").
func Match(r *http.Request) *urlpattern.Result {
	m, _ := r.Context().Value(matchKey{}).(*match)
	if m == nil {
		return nil
	}
	return m.result()
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
