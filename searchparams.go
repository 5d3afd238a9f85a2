package weburl

import (
	"iter"
	"slices"
	"unicode/utf8"
)

// SearchParams is a list of name-value pairs in the
// application/x-www-form-urlencoded format: the URLSearchParams class
// (spec: #interface-urlsearchparams). Get one from NewSearchParams,
// NewSearchParamsFromPairs, or (*URL).SearchParams, in which case changes
// rewrite the URL's query.
//
// Names and values are strings of Unicode scalar values, as in the spec:
// a name or value that is not valid UTF-8 is stored (and looked up) as
// UTF-8 decode reads it, each ill-formed subsequence becoming U+FFFD.
//
// The methods that only read (Get, GetAll, Has, HasValue, Size, String and
// the iterators) are safe for concurrent use; Append, Delete, DeleteValue,
// Set and Sort are not.
type SearchParams struct {
	list []nameValue
	url  *URL // the URL object whose query this is, or nil
}

// NewSearchParams parses init, without one leading '?', with the
// application/x-www-form-urlencoded parser (spec: #concept-urlencoded-parser,
// as new URLSearchParams(init) does): pairs are split at '&', names from
// values at the first '=', '+' becomes a space, and percent-encoded bytes are
// decoded as UTF-8.
func NewSearchParams(init string) *SearchParams {
	if len(init) > 0 && init[0] == '?' {
		init = init[1:]
	}
	return &SearchParams{list: parseURLEncoded(init)}
}

// NewSearchParamsFromPairs returns a SearchParams holding pairs, in order,
// each as (name, value) (spec: #concept-urlsearchparams-initialize with a
// sequence).
func NewSearchParamsFromPairs(pairs [][2]string) *SearchParams {
	list := make([]nameValue, len(pairs))
	for i, pair := range pairs {
		list[i] = nameValue{toScalarValues(pair[0]), toScalarValues(pair[1])}
	}
	return &SearchParams{list: list}
}

// toScalarValues returns s with ill-formed UTF-8 replaced as UTF-8 decode
// does, the Go analogue of converting a JavaScript string to a USVString.
func toScalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return utf8DecodeWithoutBOM(s)
}

// update implements spec: #concept-urlsearchparams-update: it writes the
// list's serialization as the URL's query, or makes the query null when the
// serialization is empty.
func (s *SearchParams) update() {
	if s.url == nil {
		return
	}
	q := s.String()
	s.url.setSerialized(compQuery, q, q == "")
}

// Size returns the number of pairs (spec: #dom-urlsearchparams-size).
func (s *SearchParams) Size() int { return len(s.list) }

// Append adds the pair (name, value) at the end (spec:
// #dom-urlsearchparams-append).
func (s *SearchParams) Append(name, value string) {
	s.list = append(s.list, nameValue{toScalarValues(name), toScalarValues(value)})
	s.update()
}

// Delete removes every pair whose name is name (spec:
// #dom-urlsearchparams-delete without a value).
func (s *SearchParams) Delete(name string) {
	name = toScalarValues(name)
	s.list = slices.DeleteFunc(s.list, func(nv nameValue) bool { return nv.name == name })
	s.update()
}

// DeleteValue removes every pair whose name is name and whose value is value
// (spec: #dom-urlsearchparams-delete with a value).
func (s *SearchParams) DeleteValue(name, value string) {
	name, value = toScalarValues(name), toScalarValues(value)
	s.list = slices.DeleteFunc(s.list, func(nv nameValue) bool { return nv.name == name && nv.value == value })
	s.update()
}

// Get returns the value of the first pair whose name is name, and whether
// there is one (spec: #dom-urlsearchparams-get).
func (s *SearchParams) Get(name string) (string, bool) {
	name = toScalarValues(name)
	for _, nv := range s.list {
		if nv.name == name {
			return nv.value, true
		}
	}
	return "", false
}

// GetAll returns the values of all pairs whose name is name, in order, or nil
// (spec: #dom-urlsearchparams-getall).
func (s *SearchParams) GetAll(name string) []string {
	name = toScalarValues(name)
	var values []string
	for _, nv := range s.list {
		if nv.name == name {
			values = append(values, nv.value)
		}
	}
	return values
}

// Has reports whether a pair has the name name (spec:
// #dom-urlsearchparams-has without a value).
func (s *SearchParams) Has(name string) bool {
	_, ok := s.Get(name)
	return ok
}

// HasValue reports whether a pair has the name name and the value value
// (spec: #dom-urlsearchparams-has with a value).
func (s *SearchParams) HasValue(name, value string) bool {
	name, value = toScalarValues(name), toScalarValues(value)
	return slices.Contains(s.list, nameValue{name, value})
}

// Set gives the first pair named name the value value and removes the other
// pairs named name, or appends (name, value) when there is none (spec:
// #dom-urlsearchparams-set).
func (s *SearchParams) Set(name, value string) {
	name, value = toScalarValues(name), toScalarValues(value)
	found := false
	s.list = slices.DeleteFunc(s.list, func(nv nameValue) bool {
		if nv.name != name {
			return false
		}
		if found {
			return true
		}
		found = true
		return false
	})
	if i := slices.IndexFunc(s.list, func(nv nameValue) bool { return nv.name == name }); i >= 0 {
		s.list[i].value = value
	} else {
		s.list = append(s.list, nameValue{name, value})
	}
	s.update()
}

// Sort sorts the pairs by name, keeping pairs with equal names in their
// order (spec: #dom-urlsearchparams-sort). Names are compared by UTF-16 code
// units, as in JavaScript, so "\U0001F600" sorts before "\uFFFD".
func (s *SearchParams) Sort() {
	slices.SortStableFunc(s.list, func(a, b nameValue) int { return compareUTF16(a.name, b.name) })
	s.update()
}

// compareUTF16 compares a and b, valid UTF-8, in the order of their UTF-16
// encodings' code units. It returns -1, 0 or +1.
func compareUTF16(a, b string) int {
	for len(a) > 0 && len(b) > 0 {
		if a[0] < utf8.RuneSelf && b[0] < utf8.RuneSelf {
			if a[0] != b[0] {
				return cmpInt(int(a[0]), int(b[0]))
			}
			a, b = a[1:], b[1:]
			continue
		}
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			return cmpInt(utf16Key(ra), utf16Key(rb))
		}
		a, b = a[na:], b[nb:]
	}
	return cmpInt(len(a), len(b))
}

// utf16Key maps r to an int that orders code points as their UTF-16
// encodings order: a supplementary code point sorts as its high surrogate
// (0xD800 to 0xDBFF), after U+D7FF and before U+E000; two supplementary code
// points sort by value, as their surrogate pairs do.
func utf16Key(r rune) int {
	if r < 0x10000 {
		if r >= 0xE000 {
			return int(r) + 0x100000 // above all supplementary keys
		}
		return int(r)
	}
	return 0xD800 + int(r-0x10000) // between U+D7FF and U+E000's key, in code point order
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// String returns the list serialized as application/x-www-form-urlencoded
// (spec: #concept-urlencoded-serializer, the stringifier), for example
// "a=1&b=x+y".
func (s *SearchParams) String() string {
	// Size the buffer for the common case, where nothing needs encoding:
	// each pair is name, '=' and value, joined by '&'.
	size := 0
	for _, tuple := range s.list {
		size += len(tuple.name) + len(tuple.value) + 2
	}
	return string(appendURLEncoded(make([]byte, 0, size), s.list, nil))
}

// All returns an iterator over the pairs as (name, value), in order (spec:
// the URLSearchParams iterable). Like JavaScript's iterator it reads the
// current list at each step, so changes made while iterating are seen.
func (s *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for i := 0; i < len(s.list); i++ {
			if !yield(s.list[i].name, s.list[i].value) {
				return
			}
		}
	}
}

// Keys returns an iterator over the names, in order, like All.
func (s *SearchParams) Keys() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < len(s.list); i++ {
			if !yield(s.list[i].name) {
				return
			}
		}
	}
}

// Values returns an iterator over the values, in order, like All.
func (s *SearchParams) Values() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < len(s.list); i++ {
			if !yield(s.list[i].value) {
				return
			}
		}
	}
}
