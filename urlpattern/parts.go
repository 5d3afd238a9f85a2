package urlpattern

// Parts returns the part list of component c's pattern (spec: #part-list),
// the standard's parse of the pattern string that its regular expression
// and pattern string are generated from. It returns nil for a nil
// pattern, a c that is not a Component, and a component that matches only
// the empty string. The slice is the caller's.
func (p *URLPattern) Parts(c Component) []Part {
	list := p.partList(c)
	if len(list) == 0 {
		return nil
	}
	parts := make([]Part, len(list))
	for i, pt := range list {
		parts[i] = Part{Type: pt.typ, Value: pt.value, Modifier: pt.modifier, Name: pt.name, Prefix: pt.prefix, Suffix: pt.suffix}
	}
	return parts
}

// IgnoreCase reports whether p was compiled with Options.IgnoreCase: its
// pathname, search and hash then match without regard to case. It is
// false for a nil pattern.
func (p *URLPattern) IgnoreCase() bool {
	return p != nil && p.components[Pathname].options.ignoreCase
}

// partList returns the part list component c of p was compiled from
// (spec: #part-list), or nil for a nil pattern or a component out of
// range.
func (p *URLPattern) partList(c Component) []part {
	if p == nil || c >= numComponents {
		return nil
	}
	return p.components[c].parts
}
