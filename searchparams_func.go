package weburl

// DeleteFunc removes every pair for which del(name, value) returns true, in
// one pass over the list, as slices.DeleteFunc does, and then updates the
// URL's query once (spec: #concept-urlsearchparams-update), as Delete does.
// When del removes no pair, the list and the URL are unchanged. It is the
// way to delete while looking at the pairs: deleting inside a range over
// All, Keys or Values skips the pair after each one deleted. del must not
// change s. A nil s or nil del does nothing.
func (s *SearchParams) DeleteFunc(del func(name, value string) bool) {
	if s == nil || del == nil {
		return
	}
	s.refresh()
	if s.removeFunc(func(i int) bool { return del(s.name(i), s.value(i)) }) {
		s.compact()
		s.update()
	}
}
