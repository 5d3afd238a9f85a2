package weburl

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// SearchParams is a list of name-value pairs in the
// application/x-www-form-urlencoded format: the URLSearchParams class
// (spec: #interface-urlsearchparams). Get one from NewSearchParams,
// NewSearchParamsFromPairs, NewSearchParamsFromSeq, or (*URL).SearchParams,
// in which case it is a view of the URL's query object: changes through it
// rewrite the URL's query, and it reads the URL's query again whenever that
// changed (through a setter or another view), as the standard's query
// object follows its URL.
//
// Names and values are strings of Unicode scalar values, as in the spec:
// a name or value that is not valid UTF-8 is stored (and looked up) as
// UTF-8 decode reads it, each ill-formed subsequence becoming U+FFFD.
//
// The zero SearchParams is an empty list, ready to use; a nil *SearchParams
// reads as an empty list, and its methods that change the list do nothing.
// The methods that only read (Get, Lookup, GetAll, Has, HasValue, Len,
// String and the iterators) never write, so they are safe for concurrent
// use, also with the URL's methods that only read; Append, Delete,
// DeleteValue, Set and Sort are not, and they change the URL too when the
// list is a URL's query object.
//
// The strings that the methods return share memory with the list, which
// never changes bytes it has handed out, so they stay valid and unchanged.
type SearchParams struct {
	// The pairs are kept as offsets into buf, free of pointers, so that
	// a long list costs the garbage collector nothing to scan. buf is only
	// ever appended to: the strings handed out are views of it.
	buf     []byte
	pairs   []pair
	garbage int // bytes of buf that no pair uses any more

	url *URL   // the URL whose query object this is, or nil
	src string // the URL's query that the list is the parse or the serialization of

	// href is the buffer that this list last wrote the URL's href into, up
	// to the end of the query (the fragment stays apart, in URL.frag),
	// with room to append. While the URL holds exactly that href (synced),
	// the serialization of pair i is at href[enc[i].start:enc[i].end], so
	// a change copies the unchanged pairs' bytes instead of encoding them
	// again, and Append writes the new pair after the end (see
	// appendToURL). enc is kept only for a URL's query object, beside
	// pairs; a start of -1 means not written in href.
	href []byte
	enc  []span
}

// pair is one name-value pair: buf[nameStart:nameEnd] and
// buf[valueStart:valueEnd].
type pair struct {
	nameStart, nameEnd, valueStart, valueEnd int
}

// span is a range of bytes, [start, end).
type span struct{ start, end int }

// NewSearchParams parses init, without one leading '?', with the
// application/x-www-form-urlencoded parser (spec: #concept-urlencoded-parser,
// as new URLSearchParams(init) does): pairs are split at '&', names from
// values at the first '=', '+' becomes a space, and percent-encoded bytes are
// decoded as UTF-8.
func NewSearchParams(init string) *SearchParams {
	if len(init) > 0 && init[0] == '?' {
		init = init[1:]
	}
	s := new(SearchParams)
	s.parse(init)
	return s
}

// NewSearchParamsFromPairs returns a SearchParams holding pairs, in order,
// each as (name, value) (spec: #concept-urlsearchparams-initialize with a
// sequence).
func NewSearchParamsFromPairs(pairs [][2]string) *SearchParams {
	s := new(SearchParams)
	s.pairs = make([]pair, 0, len(pairs))
	for _, nv := range pairs {
		s.add(nv[0], nv[1])
	}
	return s
}

// NewSearchParamsFromSeq returns a SearchParams holding the pairs that seq
// yields, in order, each as (name, value) (spec:
// #concept-urlsearchparams-initialize with a sequence or record). It reads
// maps.All of a map[string]string, or the All method of another
// SearchParams. A nil seq gives an empty list.
func NewSearchParamsFromSeq(seq iter.Seq2[string, string]) *SearchParams {
	s := new(SearchParams)
	if seq != nil {
		for name, value := range seq {
			s.add(name, value)
		}
	}
	return s
}

// parse sets the list to the application/x-www-form-urlencoded parse of
// input (spec: #concept-urlencoded-parser). When no name or value needs
// decoding (input is valid UTF-8 without '+' or '%'), the list's buffer is
// input's own memory, which is never written: the buffer is only appended
// to, and appending past its end copies it.
func (s *SearchParams) parse(input string) {
	s.buf, s.pairs, s.garbage, s.href, s.enc, s.src = nil, nil, 0, nil, nil, input
	if input == "" {
		return
	}
	plain := strings.IndexByte(input, '+') < 0 && strings.IndexByte(input, '%') < 0 && utf8.ValidString(input)
	if plain {
		s.buf = unsafe.Slice(unsafe.StringData(input), len(input))
	} else {
		// The decoded list is never longer than input unless it holds
		// ill-formed UTF-8, which grows by at most two bytes a byte.
		s.buf = make([]byte, 0, len(input))
	}
	s.pairs = make([]pair, 0, strings.Count(input, "&")+1)
	offset := 0 // of bytes in input
	for offset < len(input) {
		end := len(input)
		if i := strings.IndexByte(input[offset:], '&'); i >= 0 {
			end = offset + i
		}
		if end > offset {
			eq := end
			if i := strings.IndexByte(input[offset:end], '='); i >= 0 {
				eq = offset + i
			}
			valueStart := eq + 1
			if valueStart > end {
				valueStart = end
			}
			if plain {
				s.pairs = append(s.pairs, pair{offset, eq, valueStart, end})
			} else {
				p := pair{nameStart: len(s.buf)}
				s.buf = appendURLDecodedPart(s.buf, input[offset:eq])
				p.nameEnd = len(s.buf)
				p.valueStart = p.nameEnd
				s.buf = appendURLDecodedPart(s.buf, input[valueStart:end])
				p.valueEnd = len(s.buf)
				s.pairs = append(s.pairs, p)
			}
		}
		offset = end + 1
	}
}

// add appends (name, value) to the list, as scalar value strings, without
// updating the URL.
func (s *SearchParams) add(name, value string) {
	p := pair{nameStart: len(s.buf)}
	s.buf = appendScalarValues(s.buf, name)
	p.nameEnd = len(s.buf)
	p.valueStart = p.nameEnd
	s.buf = appendScalarValues(s.buf, value)
	p.valueEnd = len(s.buf)
	s.pairs = append(s.pairs, p)
	if s.url != nil {
		s.enc = append(s.enc, span{-1, -1})
	}
}

// appendScalarValues appends s to dst with ill-formed UTF-8 replaced as
// UTF-8 decode does, the Go analogue of converting a JavaScript string to a
// USVString.
func appendScalarValues(dst []byte, s string) []byte {
	if utf8.ValidString(s) {
		return append(dst, s...)
	}
	return append(dst, utf8DecodeWithoutBOM(s)...)
}

// toScalarValues returns s with ill-formed UTF-8 replaced as UTF-8 decode
// does.
func toScalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return utf8DecodeWithoutBOM(s)
}

// view returns buf[start:end] as a string without copying it. That is safe
// because the bytes of buf that a pair uses are never written again.
func (s *SearchParams) view(start, end int) string {
	if start == end {
		return ""
	}
	return unsafe.String(&s.buf[start], end-start)
}

func (s *SearchParams) name(i int) string {
	return s.view(s.pairs[i].nameStart, s.pairs[i].nameEnd)
}

func (s *SearchParams) value(i int) string {
	return s.view(s.pairs[i].valueStart, s.pairs[i].valueEnd)
}

// current returns the list as it is now: s itself, or, when s is a URL's
// query object and the URL's query changed since s last read or wrote it
// (through a setter, or another SearchParams of the URL), the parse of the
// URL's query, made anew without changing s, so that reading never writes.
// It returns nil for a nil s.
func (s *SearchParams) current() *SearchParams {
	if s == nil || s.url == nil || s.src == s.url.query() {
		return s
	}
	c := &SearchParams{}
	c.parse(s.url.query())
	return c
}

// refresh makes s the parse of its URL's query when that changed, before s
// is changed.
func (s *SearchParams) refresh() {
	if s.url != nil && s.src != s.url.query() {
		s.parse(s.url.query())
	}
}

// Len returns the number of pairs (spec: #dom-urlsearchparams-size).
func (s *SearchParams) Len() int {
	if c := s.current(); c != nil {
		return len(c.pairs)
	}
	return 0
}

// Append adds the pair (name, value) at the end (spec:
// #dom-urlsearchparams-append). When the list is a URL's query object, the
// URL's query becomes the list's serialization; that costs time in
// proportion to the new pair, not to the query, unless the URL has a
// fragment.
func (s *SearchParams) Append(name, value string) {
	if s == nil {
		return
	}
	s.refresh()
	s.add(name, value)
	if s.url != nil && !s.appendToURL() {
		s.update()
	}
}

// Delete removes every pair whose name is name (spec:
// #dom-urlsearchparams-delete without a value).
func (s *SearchParams) Delete(name string) {
	if s == nil {
		return
	}
	s.refresh()
	name = toScalarValues(name)
	s.removeFunc(func(i int) bool { return s.name(i) == name })
	s.update()
}

// DeleteValue removes every pair whose name is name and whose value is value
// (spec: #dom-urlsearchparams-delete with a value).
func (s *SearchParams) DeleteValue(name, value string) {
	if s == nil {
		return
	}
	s.refresh()
	name, value = toScalarValues(name), toScalarValues(value)
	s.removeFunc(func(i int) bool { return s.name(i) == name && s.value(i) == value })
	s.update()
}

// removeFunc removes the pairs i for which del(i) is true, in one pass, and
// reports whether it removed any. It does not update the URL.
func (s *SearchParams) removeFunc(del func(i int) bool) bool {
	first := 0
	for first < len(s.pairs) && !del(first) {
		first++
	}
	if first == len(s.pairs) {
		return false
	}
	withEnc := len(s.enc) == len(s.pairs)
	kept := first
	for i := first; i < len(s.pairs); i++ {
		if del(i) {
			p := s.pairs[i]
			s.garbage += p.nameEnd - p.nameStart + p.valueEnd - p.valueStart
			continue
		}
		s.pairs[kept] = s.pairs[i]
		if withEnc {
			s.enc[kept] = s.enc[i]
		}
		kept++
	}
	s.pairs = s.pairs[:kept]
	if withEnc {
		s.enc = s.enc[:kept]
	}
	s.compact()
	return true
}

// compact copies the bytes in use to a new buffer once most of buf is
// garbage, so that a long run of changes keeps memory in proportion to the
// list. The old buffer stays as it is for the strings handed out.
func (s *SearchParams) compact() {
	if s.garbage < 1024 || s.garbage < len(s.buf)/2 {
		return
	}
	buf := make([]byte, 0, len(s.buf)-s.garbage)
	for i := range s.pairs {
		p := &s.pairs[i]
		name, value := s.name(i), s.value(i)
		p.nameStart = len(buf)
		buf = append(buf, name...)
		p.nameEnd = len(buf)
		p.valueStart = p.nameEnd
		buf = append(buf, value...)
		p.valueEnd = len(buf)
	}
	s.buf, s.garbage = buf, 0
}

// Get returns the value of the first pair whose name is name, or "" when
// there is none (spec: #dom-urlsearchparams-get, with "" for null, as
// net/url's Values.Get). Use Lookup to tell an empty value from none.
func (s *SearchParams) Get(name string) string {
	v, _ := s.Lookup(name)
	return v
}

// Lookup returns the value of the first pair whose name is name, and
// whether there is one (spec: #dom-urlsearchparams-get).
func (s *SearchParams) Lookup(name string) (string, bool) {
	c := s.current()
	if i := c.index(toScalarValues(name)); i >= 0 {
		return c.value(i), true
	}
	return "", false
}

// index returns the index of the first pair named name, or -1.
func (s *SearchParams) index(name string) int {
	if s == nil {
		return -1
	}
	for i := range s.pairs {
		if s.name(i) == name {
			return i
		}
	}
	return -1
}

// GetAll returns the values of all pairs whose name is name, in order, or nil
// (spec: #dom-urlsearchparams-getall).
func (s *SearchParams) GetAll(name string) []string {
	c := s.current()
	if c == nil {
		return nil
	}
	name = toScalarValues(name)
	var values []string
	for i := range c.pairs {
		if c.name(i) == name {
			values = append(values, c.value(i))
		}
	}
	return values
}

// Has reports whether a pair has the name name (spec:
// #dom-urlsearchparams-has without a value).
func (s *SearchParams) Has(name string) bool {
	return s.current().index(toScalarValues(name)) >= 0
}

// HasValue reports whether a pair has the name name and the value value
// (spec: #dom-urlsearchparams-has with a value).
func (s *SearchParams) HasValue(name, value string) bool {
	c := s.current()
	if c == nil {
		return false
	}
	name, value = toScalarValues(name), toScalarValues(value)
	for i := range c.pairs {
		if c.name(i) == name && c.value(i) == value {
			return true
		}
	}
	return false
}

// Set gives the first pair named name the value value and removes the other
// pairs named name, or appends (name, value) when there is none (spec:
// #dom-urlsearchparams-set).
func (s *SearchParams) Set(name, value string) {
	if s == nil {
		return
	}
	s.refresh()
	first := s.index(toScalarValues(name))
	if first < 0 {
		s.Append(name, value)
		return
	}
	name = s.name(first)
	p := &s.pairs[first]
	s.garbage += p.valueEnd - p.valueStart
	p.valueStart = len(s.buf)
	s.buf = appendScalarValues(s.buf, value)
	p.valueEnd = len(s.buf)
	if len(s.enc) == len(s.pairs) {
		s.enc[first].start = -1
	}
	if !s.removeFunc(func(i int) bool { return i > first && s.name(i) == name }) {
		s.compact()
	}
	s.update()
}

// Sort sorts the pairs by name, keeping pairs with equal names in their
// order (spec: #dom-urlsearchparams-sort). Names are compared by UTF-16 code
// units, as in JavaScript, so "\U0001F600" sorts before "\uFFFD".
func (s *SearchParams) Sort() {
	if s == nil {
		return
	}
	s.refresh()
	if len(s.enc) != len(s.pairs) {
		slices.SortStableFunc(s.pairs, func(a, b pair) int {
			return compareUTF16(s.view(a.nameStart, a.nameEnd), s.view(b.nameStart, b.nameEnd))
		})
		s.update()
		return
	}
	// Sort the pairs and their serializations together.
	order := make([]int, len(s.pairs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return compareUTF16(s.name(a), s.name(b)) })
	pairs, enc := make([]pair, len(s.pairs)), make([]span, len(s.enc))
	for i, j := range order {
		pairs[i], enc[i] = s.pairs[j], s.enc[j]
	}
	s.pairs, s.enc = pairs, enc
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
	c := s.current()
	if c == nil || len(c.pairs) == 0 {
		return ""
	}
	return string(c.appendEncoded(make([]byte, 0, c.encodedSizeHint())))
}

// encodedSizeHint is the length of the serialization in the common case,
// where nothing needs encoding: each pair is name, '=' and value, joined by
// '&'.
func (s *SearchParams) encodedSizeHint() int {
	return len(s.buf) - s.garbage + 2*len(s.pairs)
}

// appendEncoded appends the list's serialization (spec:
// #concept-urlencoded-serializer, UTF-8) to dst.
func (s *SearchParams) appendEncoded(dst []byte) []byte {
	for i := range s.pairs {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = appendURLEncodedPair(dst, s.name(i), s.value(i), nil)
	}
	return dst
}

// update implements spec: #concept-urlsearchparams-update: it writes the
// list's serialization as the URL's query, or makes the query null when the
// serialization is empty. It writes a new buffer, with room to spare for
// appendToURL; when the URL's href is synced, it copies the serialization of
// each pair that has one there, a run of adjacent pairs at a time, and
// encodes only the others.
func (s *SearchParams) update() {
	u := s.url
	if u == nil || u.href == "" {
		return
	}
	old := s.href
	if !s.synced() || len(s.enc) != len(s.pairs) {
		s.enc = slices.Grow(s.enc[:0], len(s.pairs))[:len(s.pairs)]
		for i := range s.enc {
			s.enc[i].start = -1
		}
	}
	prefix := u.href[:u.pathEnd]
	size := len(prefix) + 1 + s.encodedSizeHint()
	buf := make([]byte, 0, size+size/4+16)
	buf = append(buf, prefix...)
	for i := 0; i < len(s.pairs); {
		if i == 0 {
			buf = append(buf, '?')
		} else {
			buf = append(buf, '&')
		}
		if s.enc[i].start < 0 {
			start := len(buf)
			buf = appendURLEncodedPair(buf, s.name(i), s.value(i), nil)
			s.enc[i] = span{start, len(buf)}
			i++
			continue
		}
		// A run of pairs whose serializations are adjacent in old, moved
		// by delta bytes.
		runStart, delta := s.enc[i].start, len(buf)-s.enc[i].start
		runEnd := s.enc[i].end
		s.enc[i] = span{runStart + delta, runEnd + delta}
		for i++; i < len(s.enc) && s.enc[i].start == runEnd+1; i++ {
			runEnd = s.enc[i].end
			s.enc[i] = span{s.enc[i].start + delta, runEnd + delta}
		}
		buf = append(buf, old[runStart:runEnd]...)
	}
	s.publish(buf)
}

// synced reports whether the URL's href is the one this list last wrote,
// so that the pairs' serializations are in s.href.
func (s *SearchParams) synced() bool {
	u := s.url
	return len(s.href) > 0 && len(u.href) == len(s.href) && unsafe.StringData(u.href) == &s.href[0]
}

// appendToURL writes the last pair of the list, just appended, after the
// end of the URL's query, and reports whether it could: the URL must hold
// exactly the href that s last wrote. The bytes go after the end of that
// href in s.href, which no string has seen, so the URL's earlier hrefs (and
// copies of the URL holding them) are unchanged.
func (s *SearchParams) appendToURL() bool {
	if !s.synced() || len(s.enc) != len(s.pairs) {
		return false
	}
	buf := s.href
	if len(s.pairs) == 1 {
		buf = append(buf, '?')
	} else {
		buf = append(buf, '&')
	}
	last := len(s.pairs) - 1
	start := len(buf)
	buf = appendURLEncodedPair(buf, s.name(last), s.value(last), nil)
	s.enc[last] = span{start, len(buf)}
	s.publish(buf)
	return true
}

// publish makes buf, the serialization up to the end of the query, the
// URL's href, with its fragment kept apart. A href longer than MaxURLLength
// is not published: the URL keeps its query, and the pairs' serializations
// are forgotten.
func (s *SearchParams) publish(buf []byte) {
	u := s.url
	frag := u.fragmentPart()
	if uint64(len(buf))+uint64(len(frag)) > MaxURLLength {
		s.href, s.enc = nil, nil
		return
	}
	s.href = buf
	u.href = unsafe.String(&buf[0], len(buf))
	u.queryEnd = uint32(len(buf))
	u.frag = frag
	s.src = u.query()
}

// All returns an iterator over the pairs as (name, value), in order (spec:
// the URLSearchParams iterable). Like JavaScript's iterator it reads the
// current list at each step, so changes made while iterating are seen.
func (s *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		var it iterState
		for i := 0; ; i++ {
			c := it.at(s)
			if i >= c.Len() || !yield(c.name(i), c.value(i)) {
				return
			}
		}
	}
}

// Keys returns an iterator over the names, in order, like All.
func (s *SearchParams) Keys() iter.Seq[string] {
	return func(yield func(string) bool) {
		var it iterState
		for i := 0; ; i++ {
			c := it.at(s)
			if i >= c.Len() || !yield(c.name(i)) {
				return
			}
		}
	}
}

// Values returns an iterator over the values, in order, like All.
func (s *SearchParams) Values() iter.Seq[string] {
	return func(yield func(string) bool) {
		var it iterState
		for i := 0; ; i++ {
			c := it.at(s)
			if i >= c.Len() || !yield(c.value(i)) {
				return
			}
		}
	}
}

// iterState keeps, for one iteration, the list that current made last,
// so that a step reads the URL's query again only when it changed.
type iterState struct{ c *SearchParams }

// at returns the list as it is now, as current does.
func (it *iterState) at(s *SearchParams) *SearchParams {
	if s == nil || s.url == nil || s.src == s.url.query() {
		return s
	}
	if it.c == nil || it.c.src != s.url.query() {
		it.c = s.current()
	}
	return it.c
}
