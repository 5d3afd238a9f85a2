package router

import (
	"strings"

	"github.com/weburl/weburl/internal/ascii"
)

// The routes a node of the index keeps whose pathname goes on in a way
// the tree does not follow (a regexp group, a modifier, a pattern that
// ignores case), which a walk through the node may match. A route that
// starts with a regexp group is one at the root, and a route set could
// hold thousands; so a request does not try them all, nor does a new
// route compare itself with them all:
//   - a route whose pathname ends with a fixed last segment ("/k5" of
//     "/:x(\d+)/k5") is kept under that segment, and a request tries only
//     the routes of its own last segment (in any case for a route that
//     ignores case), and the others;
//   - each route has the literal text every match of its pathname starts
//     with ("/e-" of "/:x(e-[a-z]*)"), and a request whose path does not
//     start with it, or a route whose own literal prefix is not related
//     to it (neither starts with the other), is passed over without
//     running a regular expression.

// A restList is a node's routes that the tree does not follow.
type restList struct {
	byLast map[string][]*route // routes whose pathname ends with a fixed segment, by that segment ASCII-lowercased
	other  []*route            // the rest
	n      int                 // routes in all
}

// add puts r in the list.
func (l *restList) add(r *route) {
	l.n++
	if r.last == "" {
		l.other = append(l.other, r)
		return
	}
	if l.byLast == nil {
		l.byLast = map[string][]*route{}
	}
	key := ascii.Lower(r.last)
	l.byLast[key] = append(l.byLast[key], r)
}

// forPath appends the routes of l that may match a request for path:
// those kept under its last segment (in any case for those that ignore
// case), and the others, whose literal prefix path starts with.
func (l *restList) forPath(path string, out []*route) []*route {
	if l.n == 0 {
		return out
	}
	last := path[strings.LastIndexByte(path, '/')+1:]
	for _, r := range l.byLast[ascii.Lower(last)] {
		if (r.fold || r.last == last) && hasPrefix(path, r.litPrefix, r.fold) {
			out = append(out, r)
		}
	}
	for _, r := range l.other {
		if hasPrefix(path, r.litPrefix, r.fold) {
			out = append(out, r)
		}
	}
	return out
}

// near appends the routes of l that may match a request r matches: those
// kept under r's last segment (or all, when r has none) and those with no
// fixed last segment, whose literal prefix is related to r's (one starts
// with the other).
func (l *restList) near(r *route, out []*route) []*route {
	if l.n == 0 {
		return out
	}
	keep := func(rs []*route) {
		for _, o := range rs {
			fold := o.fold || r.fold
			if (r.last == "" || o.last == "" || fold || o.last == r.last) &&
				(hasPrefix(o.litPrefix, r.litPrefix, fold) || hasPrefix(r.litPrefix, o.litPrefix, fold)) {
				out = append(out, o)
			}
		}
	}
	if r.last != "" {
		keep(l.byLast[ascii.Lower(r.last)])
	} else {
		for _, rs := range l.byLast {
			keep(rs)
		}
	}
	keep(l.other)
	return out
}

// all appends every route of l.
func (l *restList) all(out []*route) []*route {
	for _, rs := range l.byLast {
		out = append(out, rs...)
	}
	return append(out, l.other...)
}
