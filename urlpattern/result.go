package urlpattern

import (
	"bytes"
	"cmp"
	"encoding/json"
	"slices"
)

// What a match gives: a Result of a ComponentResult for each component,
// each with its groups, and the Components that a match compares.

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
type Components [Hash + 1]string

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
