package urlpattern

import (
	"bytes"
	"cmp"
	"encoding/json"
	"slices"
	"strings"

	"github.com/weburl/weburl"
)

// A Result is the URLPatternResult of a match (spec:
// #dictdef-urlpatternresult): each component's input and groups.
type Result struct {
	// Inputs are the match's arguments: the URL string (and the base URL
	// string when one was given), or the Init.
	Inputs []Input

	Protocol ComponentResult
	Username ComponentResult
	Password ComponentResult
	Hostname ComponentResult
	Port     ComponentResult
	Pathname ComponentResult
	Search   ComponentResult
	Hash     ComponentResult
}

// An Input is one of a Result's inputs: a string (URL), or an Init.
type Input struct {
	URL  string // the URL or base URL string, when Init is nil
	Init *Init  // the Init given to ExecInit, or nil
}

// A ComponentResult is a URLPatternComponentResult (spec:
// #dictdef-urlpatterncomponentresult): the component of the URL that was
// matched, and the pattern's groups in the pattern's order.
type ComponentResult struct {
	Input  string
	Groups []Group
}

// A Group is one matching group of a component's pattern: a named group
// such as ":id", or a numbered one ("0", "1", ...) for "*" and unnamed
// regexp groups.
type Group struct {
	Name  string
	Value string
	// Matched is false when the group did not participate in the match,
	// as an optional group that is absent ("/:id?" matching "/"): where
	// JavaScript gives undefined. Value is then "".
	Matched bool
}

// Get returns component c's result, or nil when c is not a Component.
func (r *Result) Get(c Component) *ComponentResult {
	if r == nil {
		return nil
	}
	switch c {
	case Protocol:
		return &r.Protocol
	case Username:
		return &r.Username
	case Password:
		return &r.Password
	case Hostname:
		return &r.Hostname
	case Port:
		return &r.Port
	case Pathname:
		return &r.Pathname
	case Search:
		return &r.Search
	case Hash:
		return &r.Hash
	}
	return nil
}

// Group returns the value of the group called name, and whether it
// matched: false when there is no such group or it did not participate.
func (c *ComponentResult) Group(name string) (string, bool) {
	if c == nil {
		return "", false
	}
	for _, g := range c.Groups {
		if g.Name == name {
			return g.Value, g.Matched
		}
	}
	return "", false
}

// MarshalJSON returns c as JavaScript's JSON.stringify writes a
// URLPatternComponentResult: {"input":...,"groups":{...}}, a group that
// did not match as null (JSON has no undefined). The groups are in
// JSON.stringify's order for an object's own keys
// (ECMA-262 #sec-ordinaryownpropertykeys): first the names that are array
// indices ("0", "1", ... up to 4294967294, without leading zeros) in
// ascending numeric order, then the others in the pattern's order, so
// that groups "a" and "0" give {"0":...,"a":...}.
func (c ComponentResult) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	in, _ := json.Marshal(c.Input)
	b.WriteString(`{"input":`)
	b.Write(in)
	b.WriteString(`,"groups":{`)
	for i, g := range jsonGroupOrder(c.Groups) {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(g.Name)
		b.Write(name)
		b.WriteByte(':')
		if !g.Matched {
			b.WriteString("null")
			continue
		}
		v, _ := json.Marshal(g.Value)
		b.Write(v)
	}
	b.WriteString("}}")
	return b.Bytes(), nil
}

// jsonGroupOrder returns groups in the order of an ECMAScript object's
// own property keys: array indices ascending, then the rest as they are.
func jsonGroupOrder(groups []Group) []Group {
	n := 0
	for _, g := range groups {
		if _, ok := arrayIndex(g.Name); ok {
			n++
		}
	}
	if n == 0 || n == len(groups) && slices.IsSortedFunc(groups, compareIndexNames) {
		return groups
	}
	out := make([]Group, 0, len(groups))
	for _, g := range groups {
		if _, ok := arrayIndex(g.Name); ok {
			out = append(out, g)
		}
	}
	slices.SortStableFunc(out, compareIndexNames)
	for _, g := range groups {
		if _, ok := arrayIndex(g.Name); !ok {
			out = append(out, g)
		}
	}
	return out
}

func compareIndexNames(a, b Group) int {
	x, _ := arrayIndex(a.Name)
	y, _ := arrayIndex(b.Name)
	return cmp.Compare(x, y)
}

// arrayIndex reports whether s is an array index (ECMA-262
// #array-index): the canonical decimal form of an integer from 0 to
// 2^32-2.
func arrayIndex(s string) (uint64, bool) {
	if s == "" || len(s) > 10 || len(s) > 1 && s[0] == '0' {
		return 0, false
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + uint64(s[i]-'0')
	}
	return n, n <= 1<<32-2
}

// Components are the eight strings a match compares, indexed by
// Component: a URL's as ComponentsOf reads them, or an Init's after
// canonicalization.
type Components [numComponents]string

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

// MarshalJSON returns r as JavaScript's JSON.stringify writes a
// URLPatternResult: {"inputs":[...],"protocol":{...},...,"hash":{...}},
// each input a string or an Init object, each component as
// ComponentResult.MarshalJSON writes it.
func (r Result) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"inputs":[`)
	for i, in := range r.Inputs {
		if i > 0 {
			b.WriteByte(',')
		}
		var v []byte
		if in.Init != nil {
			v, _ = json.Marshal(in.Init)
		} else {
			v, _ = json.Marshal(in.URL)
		}
		b.Write(v)
	}
	b.WriteByte(']')
	for c := Protocol; c < numComponents; c++ {
		b.WriteString(`,"` + c.String() + `":`)
		v, _ := r.Get(c).MarshalJSON()
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
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
