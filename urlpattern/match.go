package urlpattern

import (
	"strings"

	"github.com/weburl/weburl"
)

// ComponentsOf returns u's components as the match algorithm reads them
// (spec: #url-pattern-match): the scheme, username, password, serialized
// host, port, path, and query and fragment without "?" and "#". A router
// computes them once per request and tries each pattern with
// TestComponents. A nil u gives empty components.
func ComponentsOf(u *weburl.URL) Components {
	if u == nil {
		return Components{}
	}
	return Components{
		Protocol: u.Scheme(),
		Username: u.Username(),
		Password: u.Password(),
		Hostname: u.Hostname(),
		Port:     u.Port(),
		Pathname: u.Pathname(),
		Search:   strings.TrimPrefix(u.Search(), "?"),
		Hash:     strings.TrimPrefix(u.Hash(), "#"),
	}
}

// parseValues parses input (against baseURL when given) for a match.
func parseValues(input string, baseURL *string) (Components, bool) {
	var opts weburl.ParseOptions
	if baseURL != nil {
		b, err := weburl.Parse(*baseURL)
		if err != nil {
			return Components{}, false
		}
		opts.Base = b
	}
	u, err := opts.Parse(input)
	if err != nil {
		return Components{}, false
	}
	return ComponentsOf(u), true
}

// initValues processes init for a match; false when processing fails
// (the standard catches the exception and returns null).
func initValues(init Init) (Components, bool) {
	var start initRecord
	for c := range start.val {
		start.set(Component(c), "")
	}
	rec := init.record()
	for c := range rec.val {
		rec.val[c] = toUSVString(rec.val[c])
	}
	r, err := processInit(rec, typeURL, start)
	if err != nil {
		return Components{}, false
	}
	return Components(r.val), true
}

// testOrder is the order test tries the components in: the one most
// likely to differ first, so that a pattern that does not match is
// rejected early. Every component must match, so the order does not
// change the result.
var testOrder = [numComponents]Component{Pathname, Hostname, Port, Protocol, Search, Hash, Username, Password}

// test reports whether every component matches.
func (p *URLPattern) test(v *Components) bool {
	if p == nil {
		return false
	}
	for _, c := range testOrder {
		if !p.components[c].test(v[c]) {
			return false
		}
	}
	return true
}

// exec runs the match algorithm's steps after the inputs (spec:
// #url-pattern-match); inputs are the Result's Inputs. It tests first, so
// that a pattern that does not match allocates nothing, then writes the
// result and every component's groups in one allocation (two past
// smallGroups groups).
func (p *URLPattern) exec(v *Components, inputs inputList) *Result {
	if !p.test(v) {
		return nil
	}
	n := 0
	for c := range p.components {
		n += p.components[c].ngroups
	}
	m := &struct {
		r      Result
		inputs [2]Input
		groups [smallGroups]Group
	}{}
	r, all := &m.r, m.groups[:]
	if n > smallGroups {
		all = make([]Group, n)
	}
	r.Inputs = inputs.into(m.inputs[:0])
	for c := range p.components {
		comp := &p.components[c]
		cr := r.Get(Component(c))
		cr.Input = v[c]
		if comp.ngroups > 0 {
			cr.Groups, all = all[:comp.ngroups:comp.ngroups], all[comp.ngroups:]
		}
		if !comp.execMatching(v[c], cr.Groups) {
			return nil // not reached: test matched
		}
	}
	return r
}

// smallGroups is how many groups exec's allocation holds: most patterns
// have at most that many over all their components (a "*" component has
// one); more take a second allocation.
const smallGroups = 6

// inputList is what exec puts in a Result's Inputs: up to two URL
// strings, or an Init.
type inputList struct {
	n     int
	first Input
	base  string
}

func (l inputList) into(dst []Input) []Input {
	switch l.n {
	case 0:
		return nil
	case 1:
		return append(dst, l.first)[:1:1]
	}
	return append(dst, l.first, Input{URL: l.base})[:2:2]
}

// Test reports whether the pattern matches url, an absolute URL string
// (spec: #dom-urlpattern-test). A url that does not parse does not match.
func (p *URLPattern) Test(url string) bool {
	v, ok := parseValues(url, nil)
	return ok && p.test(&v)
}

// TestWithBase reports whether the pattern matches url parsed against
// baseURL (spec: #dom-urlpattern-test). An invalid baseURL or url does
// not match.
func (p *URLPattern) TestWithBase(url, baseURL string) bool {
	v, ok := parseValues(url, &baseURL)
	return ok && p.test(&v)
}

// TestInit reports whether the pattern matches the URL components of init
// (spec: #dom-urlpattern-test): absent components are empty unless
// init.BaseURL gives them. Components that do not canonicalize do not
// match.
func (p *URLPattern) TestInit(init Init) bool {
	v, ok := initValues(init)
	return ok && p.test(&v)
}

// TestURL reports whether the pattern matches u (spec: #url-pattern-match
// given a URL). A nil u does not match.
func (p *URLPattern) TestURL(u *weburl.URL) bool {
	if u == nil || u.Href() == "" {
		return false
	}
	v := ComponentsOf(u)
	return p.test(&v)
}

// Exec matches the pattern against url, an absolute URL string, and
// returns the components and groups, or nil when it does not match or url
// does not parse (spec: #dom-urlpattern-exec).
func (p *URLPattern) Exec(url string) *Result {
	v, ok := parseValues(url, nil)
	if !ok {
		return nil
	}
	return p.exec(&v, inputList{n: 1, first: Input{URL: url}})
}

// ExecWithBase is Exec with url parsed against baseURL (spec:
// #dom-urlpattern-exec). It returns nil when either does not parse.
func (p *URLPattern) ExecWithBase(url, baseURL string) *Result {
	v, ok := parseValues(url, &baseURL)
	if !ok {
		return nil
	}
	return p.exec(&v, inputList{n: 2, first: Input{URL: url}, base: baseURL})
}

// ExecInit is Exec on the URL components of init (spec:
// #dom-urlpattern-exec), or nil.
func (p *URLPattern) ExecInit(init Init) *Result {
	v, ok := initValues(init)
	if !ok {
		return nil
	}
	return p.exec(&v, inputList{n: 1, first: Input{Init: &init}})
}

// ExecURL is Exec on a parsed URL (spec: #url-pattern-match given a URL),
// without parsing it again; Inputs holds its serialization. It returns nil
// for a nil or zero u.
func (p *URLPattern) ExecURL(u *weburl.URL) *Result {
	if u == nil || u.Href() == "" {
		return nil
	}
	v := ComponentsOf(u)
	return p.exec(&v, inputList{n: 1, first: Input{URL: u.Href()}})
}

// TestComponents reports whether the pattern matches v, component by
// component (spec: #url-pattern-match, from its RegExpBuiltinExec steps).
func (p *URLPattern) TestComponents(v *Components) bool {
	return v != nil && p.test(v)
}

// ExecComponent matches component c of the pattern alone against input,
// that component of a URL (as ComponentsOf gives it), and returns its
// result: the input and the groups. ok is false when input does not match
// or c is not a Component. A router that has found a route with
// TestComponents calls it for the pathname's groups, without the cost of
// a whole Result.
func (p *URLPattern) ExecComponent(c Component, input string) (result ComponentResult, ok bool) {
	if p == nil || c >= numComponents {
		return ComponentResult{}, false
	}
	comp := &p.components[c]
	var groups []Group
	if comp.ngroups > 0 {
		groups = make([]Group, comp.ngroups)
	}
	r, ok := comp.exec(input, groups)
	if !ok {
		return ComponentResult{}, false
	}
	return r, true
}

// ExecComponents is Exec on v; Inputs is empty. It returns nil when the
// pattern does not match.
func (p *URLPattern) ExecComponents(v *Components) *Result {
	if v == nil {
		return nil
	}
	return p.exec(v, inputList{})
}
