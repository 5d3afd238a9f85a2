package router

import (
	"errors"
	"net/http"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/internal/quote"
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

	lastHost atomic.Pointer[hostEntry] // the host of the last request read

	mu     sync.RWMutex
	routes []*route // most specific first
	index  index
	seq    int
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
// can match the route, when handler is nil or rt is nil; a *ConflictError when an
// existing route matches some of the same requests, serves a method in
// common and is neither more nor less specific.
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
	if err := serveMuxSyntax(pattern, rest, at); err != nil {
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

// serveMuxSyntax refuses, with a hint, the syntax of net/http's ServeMux
// patterns, which a URL pattern reads otherwise: "{name}" (a group of the
// fixed text "name", which matches only "name"), "{name...}" and "{$}". A
// group of fixed text with a modifier ("{s}?") is a URL pattern's and
// stays. rest is the URL pattern, at byte at of pattern.
func serveMuxSyntax(pattern, rest string, at int) error {
	for i := 0; i < len(rest); i++ {
		if rest[i] != '{' {
			continue
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return nil
		}
		name, after := rest[i+1:i+j], rest[i+j+1:]
		hint := ""
		switch {
		case name == "$":
			hint = `ServeMux's "{$}" (the path ends here) is what a URL pattern always means: a pattern matches the whole path, so leave it out ("/" matches only "/")`
		case strings.HasSuffix(name, "...") && isIdentifier(strings.TrimSuffix(name, "...")):
			n := strings.TrimSuffix(name, "...")
			hint = `ServeMux's wildcard "{` + name + `}" is written ":` + n + `(.*)" in a URL pattern (r.PathValue("` + n + `") gives the rest of the path), or "*" (r.PathValue("0"))`
		case isIdentifier(name) && (after == "" || strings.IndexByte("?*+", after[0]) < 0):
			hint = `ServeMux's wildcard "{` + name + `}" is written ":` + name + `" in a URL pattern, where "{` + name + `}" matches only the text "` + name + `"`
		default:
			continue
		}
		return &PatternError{Pattern: pattern, Offset: at + i, Detail: hint}
	}
	return nil
}

// isIdentifier reports whether s is a Go identifier of ASCII letters,
// digits and '_', as ServeMux's wildcard names are.
func isIdentifier(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return s != ""
}

// checkForm refuses a route whose pathname has fixed text that no request
// in the router's form holds (see the package documentation): such a
// route would never serve a request.
func checkForm(r *route) error {
	for _, p := range r.parts[pathnameRank] {
		for _, text := range []string{p.Prefix, p.Value, p.Suffix} {
			if p.Type != urlpattern.PartFixedText && text == p.Value {
				continue // a regexp's text
			}
			if why := notInForm(text, r.p.IgnoreCase()); why != "" {
				at := max(strings.Index(r.pattern, text), 0)
				return &PatternError{Pattern: r.pattern, Offset: at,
					Detail: "no request can match it: the pathname's fixed text " + strconv.Quote(text) + " " + why}
			}
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
	if rt == nil {
		return &PatternError{Pattern: r.pattern, Detail: "a nil *Router holds no routes"}
	}
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
	if err := checkForm(r); err != nil {
		return err
	}
	r.segs, r.complete = skeleton(r.p.Parts(urlpattern.Pathname))
	r.setShape()
	// The routes r may conflict with are checked without holding the
	// lock, which requests and other registrations take meanwhile; then,
	// with it, those registered since.
	rt.mu.RLock()
	near, seen := rt.index.near(r, nil), rt.seq
	rt.mu.RUnlock()
	if err := firstConflict(r, near, 0); err != nil {
		return err
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.seq != seen {
		if err := firstConflict(r, rt.index.near(r, nil), seen); err != nil {
			return err
		}
	}
	// Among equal ranks, the earlier registration first: r goes after
	// the routes that rank as it does.
	i, _ := slices.BinarySearchFunc(rt.routes, r, func(old, r *route) int {
		if d := compareRoutes(old, r); d != 0 {
			return d
		}
		return -1
	})
	rt.seq++
	r.seq = rt.seq
	rt.routes = slices.Insert(rt.routes, i, r)
	for j := i; j < len(rt.routes); j++ {
		rt.routes[j].rank = j
	}
	rt.index.add(r)
	return nil
}

// firstConflict returns the first *ConflictError, in rank order, of r with
// a route of near registered after seq.
func firstConflict(r *route, near []*route, seq int) error {
	slices.SortFunc(near, compareRoutes) // the first conflict in rank order is reported, whatever the map order
	for _, old := range near {
		if old.seq <= seq {
			continue
		}
		if conflictCheckHook != nil {
			conflictCheckHook()
		}
		if err := conflict(r, old); err != nil {
			return err
		}
	}
	return nil
}

// conflictCheckHook, when not nil, runs before each conflict check (a
// test's window into registration).
var conflictCheckHook func()

// conflict returns the *ConflictError of r, a new route, and old, a
// registered route, when both serve some request and neither is more
// specific: they rank equally, or their order is only a tie-break.
func conflict(r, old *route) error {
	method, ok := sharedMethod(r.method, old.method)
	if !ok {
		return nil
	}
	if d, tie := rankRoutes(r, old); d != 0 && !tie || apart(r, old) {
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
		if ex := method + " " + exampleURL(readable(example, r.p, old.p)); len(ex) <= maxExample {
			e.Example = ex
		}
	}
	return e
}

// apart reports whether no request can match both a and b, as a look at
// their fixed text shows, before urlpattern.Overlap compares their
// regular expressions: at some depth both pathnames fix a segment, to
// different text; one pathname ends at a depth where the other goes on;
// or in some component the fixed text both end with differs at some byte
// from the end.
func apart(a, b *route) bool {
	fold := a.p.IgnoreCase() || b.p.IgnoreCase()
	for i := range min(len(a.segs), len(b.segs)) {
		x, y := a.segs[i], b.segs[i]
		if !x.param && !y.param && differ(x.text, y.text, fold) {
			return true
		}
	}
	if a.complete && len(b.segs) > len(a.segs) || b.complete && len(a.segs) > len(b.segs) {
		return true
	}
	for i := range rankOrder {
		x, y := fixedTail(a.parts[i]), fixedTail(b.parts[i])
		n := min(len(x), len(y))
		if differ(x[len(x)-n:], y[len(y)-n:], a.folds[i] || b.folds[i]) {
			return true
		}
	}
	return false
}

// differ reports whether no input matches both fixed texts x and y: they
// are not the same, or with fold, not the same without regard to ASCII
// case. With fold, text outside ASCII, which Unicode case folding may
// match to text of another length, is taken to match.
func differ(x, y string, fold bool) bool {
	if !fold {
		return x != y
	}
	for _, s := range []string{x, y} {
		for i := range len(s) {
			if s[i] >= utf8.RuneSelf {
				return false
			}
		}
	}
	return !strings.EqualFold(x, y)
}

// sharedMethod returns a request method that routes for methods a and b
// both serve ("" is any method, GET serves HEAD too), and false when there
// is none.
func sharedMethod(a, b string) (string, bool) {
	switch {
	case a == b && a == "":
		return http.MethodGet, true
	case a == b || b == "":
		return a, true
	case a == "":
		return b, true
	case a == http.MethodHead && b == http.MethodGet || a == http.MethodGet && b == http.MethodHead:
		return http.MethodHead, true
	}
	return "", false
}

// readable returns v, components that both a and b match, with the
// protocol, hostname, username, password and hash of a typical request,
// and a path without empty segments ("/a/x" for "//x"), where both match
// them too.
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
	// A path in the router's form, which has no empty segment.
	w := v
	for strings.Contains(w[urlpattern.Pathname], "//") {
		w[urlpattern.Pathname] = strings.Replace(w[urlpattern.Pathname], "//", "/a/", 1)
	}
	if a.TestComponents(&w) && b.TestComponents(&w) {
		v = w
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

// maxExample is the longest ConflictError.Example kept.
const maxExample = 256

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

// Error returns "router: pattern PATTERN at offset N: DETAIL", where a long
// pattern is quoted by the 32 bytes on each side of the offset.
func (e *PatternError) Error() string {
	s := "router: pattern " + quote.Window(e.Pattern, e.Offset)
	if e.Offset > 0 {
		s += " at offset " + strconv.Itoa(e.Offset)
	}
	return s + ": " + e.Detail
}

// Unwrap returns e.Err.
func (e *PatternError) Unwrap() error { return e.Err }

// A ConflictError is Register's error for a route that shares a method and
// some request with a registered route when neither is more specific (see
// the package documentation's "Conflicts"): one of them would never see
// that request. Its message names both routes and where they were
// registered, as ServeMux's does.
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
	// \B, or too large to compare) and refused the route to be safe, or
	// when it would be longer than 256 bytes.
	Example string
}

// Error returns a one-line description of e, where a long pattern is
// quoted by its first bytes.
func (e *ConflictError) Error() string {
	s := "router: pattern " + quote.Window(e.Pattern, 0) + " (registered at " + e.Where + ")"
	old := "pattern " + quote.Window(e.Existing, 0) + " (registered at " + e.ExistingWhere + ")"
	switch {
	case e.Duplicate:
		return s + " duplicates " + old
	case e.Example != "":
		return s + " conflicts with " + old + ": both match " + e.Example + " and neither is more specific"
	}
	return s + " conflicts with " + old + ": they may match the same requests and neither is more specific"
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
