package weburl

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
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
// A SearchParams value may be copied. A copy of a detached list is a list
// of its own: changing the copy never changes the original, nor the other
// way round. A copy of a URL's query object is another view of that URL's
// query. The strings that the methods return share memory with the list:
// its buffer and its list of pairs are only ever appended to, also by
// copies, so a string handed out never changes. So Set, Delete,
// DeleteValue, DeleteFunc and Sort, which change pairs already in the
// list, write the list to new memory and, for a URL's query object, the
// URL's query anew, in time and memory in proportion to the list; Append
// costs time in proportion to the new pair (amortized), also on a URL's
// query object while the query is the list's serialization and the URL
// has no fragment.
type SearchParams struct {
	// The pairs are kept as offsets into buf, free of pointers, so that
	// a long list costs the garbage collector nothing to scan.
	buf     appendBuffer
	pairs   pairList
	garbage int // bytes of buf that no pair uses any more

	url *URL   // the URL whose query object this is, or nil
	src string // the URL's query that the list is the parse or the serialization of
	// wrote is set when src is the list's own serialization, which the
	// list wrote as its URL's query: then an Append only adds the new
	// pair to the query (see URL.appendQuery).
	wrote bool

	// href is where the list last wrote its URL's href, with room after
	// it, so that the URL's query can grow in place (see URL.appendQuery).
	href appendBuffer
}

// pair is one name-value pair: buf[nameStart:nameEnd] and
// buf[valueStart:valueEnd].
type pair struct {
	nameStart, nameEnd, valueStart, valueEnd int
}

// A pairList is a SearchParams' list of pairs, kept by the rule of
// appendOnly: a pair once in the list's memory is never written again, by
// any copy of the SearchParams value. An append reserves its index; any
// other change (a new value, a removal, a new order) makes the list anew
// (newPairList). So a copy of a SearchParams value never sees another
// copy's changes, and a pair never points into a buffer other than its own
// list's.
type pairList struct{ appendOnly[pair] }

// newPairList returns a list of p, which nothing else holds.
func newPairList(p []pair) pairList { return pairList{newAppendOnly(p)} }

// append adds p at the end.
func (l *pairList) append(p pair) { l.reserve(1)[0] = p }

// at returns pair i, a copy: the list's memory is only ever written by
// append and by the methods that make a list anew.
func (l *pairList) at(i int) pair { return l.s[i] }

// NewSearchParams parses init, without one leading '?', with the
// application/x-www-form-urlencoded parser (spec: #concept-urlencoded-parser,
// as new URLSearchParams(init) does): pairs are split at '&', names from
// values at the first '=', '+' becomes a space, and percent-encoded bytes are
// decoded as UTF-8.
func NewSearchParams(init string) *SearchParams {
	// Small enough to inline, so that a caller that does not keep the
	// list keeps it on its stack: then only its pairs are allocated.
	s := new(SearchParams)
	s.parseInit(init)
	return s
}

// parseInit parses init without one leading '?' into s. It is not
// inlined, so that NewSearchParams is.
//
//go:noinline
func (s *SearchParams) parseInit(init string) {
	s.parse(strings.TrimPrefix(init, "?"))
}

// pieces returns the number of non-empty pieces of s between '&': the
// pairs its parse has ("a&&b=1&" has two).
func pieces(s string) int {
	n := 0
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '&')
		if j < 0 {
			return n + 1
		}
		if j > 0 {
			n++
		}
		i += j + 1
	}
	return n
}

// NewSearchParamsFromPairs returns a SearchParams holding pairs, in order,
// each as (name, value) (spec: #urlsearchparams-initialize with a
// sequence).
func NewSearchParamsFromPairs(pairs [][2]string) *SearchParams {
	s := new(SearchParams)
	s.pairs = newPairList(make([]pair, 0, len(pairs)))
	for _, nv := range pairs {
		s.add(nv[0], nv[1])
	}
	return s
}

// NewSearchParamsFromSeq returns a SearchParams holding the pairs that seq
// yields, in order, each as (name, value) (spec:
// #urlsearchparams-initialize with a sequence or record). It reads
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
// input's own memory, which is never written (see stringBuffer). The list
// takes memory in proportion to its pairs, not to the '&' between them.
func (s *SearchParams) parse(input string) {
	s.buf, s.pairs, s.garbage, s.src, s.wrote = appendBuffer{}, pairList{}, 0, input, false
	if input == "" {
		return
	}
	plain := strings.IndexByte(input, '+') < 0 && strings.IndexByte(input, '%') < 0 && utf8.ValidString(input)
	var decoded []byte
	if !plain {
		// The decoded list is never longer than input unless it holds
		// ill-formed UTF-8, which grows by at most two bytes a byte.
		decoded = make([]byte, 0, len(input))
	}
	pairs := make([]pair, 0, pieces(input))
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
			valueStart := min(eq+1, end)
			if plain {
				pairs = append(pairs, pair{nameStart: offset, nameEnd: eq, valueStart: valueStart, valueEnd: end})
			} else {
				p := pair{nameStart: len(decoded)}
				decoded = appendURLDecodedPart(decoded, input[offset:eq])
				p.nameEnd = len(decoded)
				p.valueStart = p.nameEnd
				decoded = appendURLDecodedPart(decoded, input[valueStart:end])
				p.valueEnd = len(decoded)
				pairs = append(pairs, p)
			}
		}
		offset = end + 1
	}
	s.pairs = newPairList(slices.Clip(pairs)) // full: the first append copies
	if plain {
		s.buf = stringBuffer(input)
	} else {
		s.buf = newAppendBuffer(slices.Clip(decoded)) // full: no counter to allocate
	}
}

// add appends (name, value) to the list, as scalar value strings, without
// updating the URL.
func (s *SearchParams) add(name, value string) {
	s.pairs.append(s.store(name, value))
}

// store appends name and value to the buffer, as scalar value strings, and
// returns the pair that refers to them.
func (s *SearchParams) store(name, value string) pair {
	p := pair{nameStart: s.buf.len()}
	s.buf.appendString(toScalarValues(name))
	p.nameEnd = s.buf.len()
	p.valueStart = p.nameEnd
	s.buf.appendString(toScalarValues(value))
	p.valueEnd = s.buf.len()
	return p
}

// toScalarValues returns s with ill-formed UTF-8 replaced as UTF-8 decode
// does.
func toScalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return utf8DecodeWithoutBOM(s)
}

// view returns buf[start:end] as a string without copying it (see
// appendBuffer).
func (s *SearchParams) view(start, end int) string { return s.buf.view(start, end) }

func (s *SearchParams) name(i int) string {
	p := s.pairs.at(i)
	return s.view(p.nameStart, p.nameEnd)
}

func (s *SearchParams) value(i int) string {
	p := s.pairs.at(i)
	return s.view(p.valueStart, p.valueEnd)
}

// pair returns the name and value of pair i.
func (s *SearchParams) pair(i int) (name, value string) { return s.name(i), s.value(i) }

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
		return c.pairs.len()
	}
	return 0
}

// Append adds the pair (name, value) at the end (spec:
// #dom-urlsearchparams-append). When the list is a URL's query object, the
// URL's query becomes the list's serialization; that costs time in
// proportion to the new pair, not to the query, when the URL has no
// fragment and its query is already the list's serialization (as after an
// earlier change through s). With a fragment, each change writes the
// whole href anew: the fragment follows the query, and the bytes of an
// href already handed out never change. To build a long query on such a
// URL, build a detached list and set it with SetSearch once.
func (s *SearchParams) Append(name, value string) {
	if s == nil {
		return
	}
	s.refresh()
	p := s.store(name, value)
	s.pairs.append(p)
	u := s.url
	if u == nil || u.href == "" {
		return
	}
	if !s.wrote {
		s.update()
		return
	}
	var tmp [64]byte
	if u.appendQuery(appendURLEncodedPair(tmp[:0], s.view(p.nameStart, p.nameEnd), s.view(p.valueStart, p.valueEnd)), &s.href) {
		s.src = u.query()
	} else {
		s.wrote = false
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
	if s.removeFunc(func(i int) bool { return s.name(i) == name }) {
		s.compact()
	}
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
	if s.removeFunc(func(i int) bool { return s.name(i) == name && s.value(i) == value }) {
		s.compact()
	}
	s.update()
}

// removeFunc removes the pairs i for which del(i) is true, in one pass, and
// reports whether it removed any; the pairs kept are then in new memory
// (see pairList). It does not update the URL.
func (s *SearchParams) removeFunc(del func(i int) bool) bool {
	for i := range s.pairs.len() {
		if del(i) {
			s.rebuild(-1, pair{}, func(j int) bool { return j >= i && del(j) })
			return true
		}
	}
	return false
}

// compact copies the bytes in use to a new buffer once most of buf is
// garbage, so that a long run of changes keeps memory in proportion to the
// list. The old buffer stays as it is for the strings handed out, and the
// pairs, with their new offsets, go in new memory.
func (s *SearchParams) compact() {
	if s.garbage < 1024 || s.garbage < s.buf.len()/2 {
		return
	}
	buf := make([]byte, 0, s.buf.len()-s.garbage)
	out := make([]pair, 0, roomFor(s.pairs.len()))
	for _, q := range s.pairs.s {
		var p pair
		p.nameStart = len(buf)
		buf = append(buf, s.view(q.nameStart, q.nameEnd)...)
		p.nameEnd, p.valueStart = len(buf), len(buf)
		buf = append(buf, s.view(q.valueStart, q.valueEnd)...)
		p.valueEnd = len(buf)
		out = append(out, p)
	}
	s.buf, s.pairs, s.garbage = newAppendBuffer(buf), newPairList(out), 0
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
	for i := range s.pairs.len() {
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
	for i := range c.pairs.len() {
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
	for i := range c.pairs.len() {
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
	p := s.pairs.at(first)
	s.garbage += p.valueEnd - p.valueStart
	p.valueStart = s.buf.len()
	s.buf.appendString(toScalarValues(value))
	p.valueEnd = s.buf.len()
	s.rebuild(first, p, func(i int) bool { return i > first && s.name(i) == name })
	s.compact()
	s.update()
}

// rebuild makes the list anew, in new memory with room to grow: pair i is
// p, and the pairs del says are left out, their bytes counted as garbage.
// It never writes the list's old memory, which copies of the SearchParams
// and the strings handed out may share.
func (s *SearchParams) rebuild(i int, p pair, del func(j int) bool) {
	old := s.pairs.s
	out := make([]pair, 0, roomFor(len(old)))
	for j, q := range old {
		switch {
		case j == i:
			out = append(out, p)
		case del(j):
			s.garbage += q.nameEnd - q.nameStart + q.valueEnd - q.valueStart
		default:
			out = append(out, q)
		}
	}
	s.pairs = newPairList(out)
}

// roomFor returns the capacity of a list made anew for n pairs: room for a
// few more, so that appends after an edit do not copy it at once.
func roomFor(n int) int {
	return n + n/8 + 4
}

// Sort sorts the pairs by name, keeping pairs with equal names in their
// order (spec: #dom-urlsearchparams-sort). Names are compared by UTF-16 code
// units, as in JavaScript, so "\U0001F600" sorts before "\uFFFD".
func (s *SearchParams) Sort() {
	if s == nil {
		return
	}
	s.refresh()
	order := make([]int, s.pairs.len())
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return compareUTF16(s.name(a), s.name(b)) })
	p := make([]pair, len(order))
	for i, j := range order {
		p[i] = s.pairs.at(j)
	}
	s.pairs = newPairList(p)
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
	if c == nil || c.pairs.len() == 0 {
		return ""
	}
	return string(c.appendEncoded(make([]byte, 0, c.encodedSizeHint())))
}

// encodedSizeHint is the length of the serialization in the common case,
// where nothing needs encoding: each pair is name, '=' and value, joined by
// '&'.
func (s *SearchParams) encodedSizeHint() int {
	return s.buf.len() - s.garbage + 2*s.pairs.len()
}

// appendEncoded appends the list's serialization (spec:
// #concept-urlencoded-serializer, UTF-8) to dst.
func (s *SearchParams) appendEncoded(dst []byte) []byte {
	return appendURLEncoded(dst, s.pairs.len(), s.pair, nil)
}

// update implements spec: #concept-urlsearchparams-update: it makes the
// list's serialization the URL's query, or the query null when the
// serialization is empty.
func (s *SearchParams) update() {
	u := s.url
	if u == nil || u.href == "" {
		return
	}
	s.wrote = u.setQuery(s.encodedSizeHint(), s.appendEncoded, &s.href)
	if s.wrote {
		s.src = u.query()
	}
}

// All returns an iterator over the pairs as (name, value), in order (spec:
// the URLSearchParams iterable). Like JavaScript's iterator it reads the
// current list at each step, by position, so changes made while iterating
// are seen: deleting the pair at step i moves the next pair to position i,
// which the next step (i+1) skips, and an appended pair is visited. To
// delete pairs chosen by name or value, use DeleteFunc.
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

// Keys returns an iterator over the names, in order, like All: it sees
// changes made while iterating as All does (see DeleteFunc).
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

// Values returns an iterator over the values, in order, like All: it
// sees changes made while iterating as All does (see DeleteFunc).
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
