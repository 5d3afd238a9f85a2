package router

import (
	"net/http"
	"regexp/syntax"
	"strings"

	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// A route and what the router reads of its pattern once, at registration:
// its parts in rank order, its pathname's skeleton (the segments the
// index keys it by), its shape (whether the index's walk matches it, its
// port, its parts that match several segments) and the fixed text its
// pathname ends and starts with. Every other file of the package builds
// on these.

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
	// segs and complete are the pathname's skeleton.
	segs     []segment
	complete bool
	// direct says that the index's walk to the route matches it but for
	// a CONNECT request's port: its pathname is its skeleton or fixed
	// text and a full wildcard (heeding case), its port "*" or "", its
	// other components "*" or (the hostname) fixed text the index keys it
	// by. params are then its segment wildcards; or wildName is the full
	// wildcard's name, matching what follows wildFrom.
	direct             bool
	params             []param
	wildName, wildFrom string
	// anyPort says that the pattern names no port (its port is ""), so
	// that it matches any port but in a CONNECT request; multi that its
	// pathname has a part that may match several segments (isMulti).
	anyPort, multi bool
	// last and litPrefix are the fixed last segment and the literal text
	// that every pathname the route matches ends and starts with, in
	// some ASCII case when fold (the pattern ignores case; see restList).
	last, litPrefix string
	fold            bool
}

// A param is a segment wildcard of a direct route: its name, and the
// index of the pathname segment it fills.
type param struct {
	name string
	seg  int
}

// pathnameRank is the index of the pathname in rankOrder.
const pathnameRank = 1

// serves reports whether the route serves a request with method.
func (r *route) serves(method string) bool {
	return r.method == "" || r.method == method || r.method == http.MethodGet && method == http.MethodHead
}

// setShape sets r's direct, params, wildName, wildFrom, anyPort, multi, last
// and litPrefix from
// its pattern.
func (r *route) setShape() {
	r.fold = r.p.IgnoreCase()
	r.last, r.litPrefix = lastSegment(r), literalPrefix(r.p)
	r.anyPort = r.p.Component(urlpattern.Port) == ""
	for _, p := range r.parts[pathnameRank] {
		r.multi = r.multi || isMulti(p)
	}
	_, hostFixed := fixedText(r.p.Parts(urlpattern.Hostname))
	name, from, wild := prefixWildcard(r.parts[pathnameRank])
	r.direct = (r.complete || wild) && !r.p.IgnoreCase()
	for _, c := range []urlpattern.Component{urlpattern.Protocol, urlpattern.Username, urlpattern.Password,
		urlpattern.Hostname, urlpattern.Port, urlpattern.Search, urlpattern.Hash} {
		r.direct = r.direct && (r.p.Component(c) == "*" || c == urlpattern.Hostname && hostFixed || c == urlpattern.Port && r.anyPort)
	}
	if !r.direct {
		return
	}
	if wild {
		r.wildName, r.wildFrom = name, from
		return
	}
	i := 0
	for _, p := range r.parts[pathnameRank] {
		if p.Type == urlpattern.PartSegmentWildcard {
			for !r.segs[i].param {
				i++
			}
			r.params = append(r.params, param{name: p.Name, seg: i})
			i++
		}
	}
}

// prefixWildcard reports whether parts are a full wildcard after fixed
// text or nothing, as in "/static/*", which matches the pathnames that
// start with the text and the wildcard's prefix: that text, and the
// wildcard's name.
func prefixWildcard(parts []urlpattern.Part) (name, from string, ok bool) {
	if len(parts) == 2 {
		text, ok := fixedText(parts[:1])
		if !ok {
			return "", "", false
		}
		from, parts = text, parts[1:]
	}
	if len(parts) != 1 {
		return "", "", false
	}
	w := parts[0]
	if w.Type != urlpattern.PartFullWildcard || w.Modifier != urlpattern.ModifierNone || w.Suffix != "" {
		return "", "", false
	}
	return w.Name, from + w.Prefix, true
}

// fixedTail returns the fixed text that every match of parts ends with:
// that of the fixed-text parts without a modifier at their end.
func fixedTail(parts []urlpattern.Part) string {
	i := len(parts)
	for i > 0 && parts[i-1].Type == urlpattern.PartFixedText && parts[i-1].Modifier == urlpattern.ModifierNone {
		i--
	}
	var b strings.Builder
	for _, p := range parts[i:] {
		b.WriteString(p.Value)
	}
	return b.String()
}

// rankOrder is the order in which routes' components are compared: the
// hostname first (a pattern with a host beats one without, as in
// ServeMux), then the pathname, then the rest in the URL's order, the
// username and password last since requests do not carry them.
var rankOrder = [...]urlpattern.Component{
	urlpattern.Hostname, urlpattern.Pathname, urlpattern.Protocol, urlpattern.Port,
	urlpattern.Search, urlpattern.Hash, urlpattern.Username, urlpattern.Password,
}

// isMulti reports whether part p may match several segments.
func isMulti(p urlpattern.Part) bool {
	return p.Type == urlpattern.PartFullWildcard || p.Modifier == urlpattern.ModifierZeroOrMore || p.Modifier == urlpattern.ModifierOneOrMore
}

// A segment is one pathname segment of a route's skeleton: fixed text, or
// a segment wildcard that fills the whole segment.
type segment struct {
	text  string
	param bool
}

// fixedText returns the text of a part list that is one fixed text.
func fixedText(parts []urlpattern.Part) (string, bool) {
	if len(parts) == 1 && parts[0].Type == urlpattern.PartFixedText && parts[0].Modifier == urlpattern.ModifierNone {
		return parts[0].Value, true
	}
	return "", false
}

// indexPath returns the pathname segments that the index keys r by, and
// whether r's pathname is those and no more: its skeleton, or none for a
// pattern that ignores case, whose segments match more than their text.
func (r *route) indexPath() ([]segment, bool) {
	if r.p.IgnoreCase() {
		return nil, false
	}
	return r.segs, r.complete
}

// skeleton returns the pathname segments that every match of a pathname
// pattern starts with, and whether the pattern is those segments and
// nothing more. A segment is fixed text (matched without regard to case
// when the pattern ignores it), or a segment wildcard with the prefix "/"
// that a "/" or the end follows; the skeleton stops at any other part.
func skeleton(parts []urlpattern.Part) ([]segment, bool) {
	var segs []segment
	open, text := false, "" // a segment has begun, with text so far
	for i, pt := range parts {
		switch {
		case pt.Type == urlpattern.PartFixedText && pt.Modifier == urlpattern.ModifierNone:
			if !open && !strings.HasPrefix(pt.Value, "/") {
				return segs, false
			}
			pieces := strings.Split(pt.Value, "/")
			text += pieces[0] // "" when no segment is open
			for _, piece := range pieces[1:] {
				if open {
					segs = append(segs, segment{text: text})
				}
				open, text = true, piece
			}
		case pt.Type == urlpattern.PartSegmentWildcard && pt.Modifier == urlpattern.ModifierNone &&
			pt.Prefix == "/" && pt.Suffix == "" && startsSegment(parts[i+1:]):
			if open {
				segs = append(segs, segment{text: text})
			}
			segs = append(segs, segment{param: true})
			open = false
		default:
			if open && startsSegment(parts[i:]) {
				segs = append(segs, segment{text: text})
			}
			return segs, false
		}
	}
	if open {
		segs = append(segs, segment{text: text})
	}
	return segs, true
}

// startsSegment reports whether whatever parts match is empty or starts
// with "/". A part that may match the empty string (a "?" or "*"
// modifier) leaves the question to the parts after it.
func startsSegment(parts []urlpattern.Part) bool {
	for _, p := range parts {
		if p.Prefix != "/" && !(p.Type == urlpattern.PartFixedText && strings.HasPrefix(p.Value, "/")) {
			return false
		}
		if p.Modifier == urlpattern.ModifierNone || p.Modifier == urlpattern.ModifierOneOrMore {
			return true
		}
	}
	return true
}

// lastSegment returns the fixed last segment that every pathname r matches
// ends with (the text after the last "/" of its fixed tail), in any ASCII
// case when r ignores case (a pathname holds only ASCII: the rest is
// percent-encoded), or "" when there is none.
func lastSegment(r *route) string {
	tail := fixedTail(r.parts[pathnameRank])
	i := strings.LastIndexByte(tail, '/')
	if i < 0 {
		return ""
	}
	return tail[i+1:]
}

// hasPrefix reports whether s starts with prefix, or with fold, with
// prefix in other ASCII case.
func hasPrefix(s, prefix string, fold bool) bool {
	if !fold {
		return strings.HasPrefix(s, prefix)
	}
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// literalPrefix returns the text every pathname p matches starts with, as
// far as its regular expression says (through groups, captures and fixed
// repeats); for a pattern that ignores case, in one of the cases it
// matches (hasPrefix compares it with fold).
func literalPrefix(p *urlpattern.URLPattern) string {
	expr, err := ecmare.Translate(p.RegexpString(urlpattern.Pathname), false)
	if err != nil {
		return ""
	}
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return ""
	}
	var b strings.Builder
	prefixOf(re.Simplify(), &b)
	return b.String()
}

// prefixOf writes to b the literal text every match of re starts with,
// and reports whether that is all re matches (so that what follows re
// counts too).
func prefixOf(re *syntax.Regexp, b *strings.Builder) bool {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return false
		}
		b.WriteString(string(re.Rune))
		return true
	case syntax.OpBeginText, syntax.OpBeginLine, syntax.OpEmptyMatch:
		return true
	case syntax.OpCapture:
		return prefixOf(re.Sub[0], b)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !prefixOf(sub, b) {
				return false
			}
		}
		return true
	}
	return false
}
