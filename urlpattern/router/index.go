package router

import (
	"strings"

	"github.com/weburl/weburl/urlpattern"
)

// An index finds the routes that may match a request without trying every
// route: it keys them by the hostname they fix (if any), then by the
// pathname segments they fix, in a tree. Every route that matches a
// request is among the candidates it returns (a superset, tried in rank
// order), so dispatch through it picks what a scan of all routes in rank
// order would.
type index struct {
	hosts map[string]*node // routes whose hostname pattern is one fixed text
	other node             // routes for any other hostname pattern
}

// A node is a position in the pathname tree: the segments before it are
// fixed (or are one segment wildcard each).
type node struct {
	lit   map[string]*node // the next segment is this text
	keys  []string         // lit's keys, in the order added
	kids  []*node          // lit's values, in the order of keys
	param *node            // the next segment is a segment wildcard ":name"
	end   []*route         // routes whose pathname pattern ends here
	rest  restList         // routes whose pathname pattern goes on in a way the tree does not follow
}

// add puts r in the index.
func (ix *index) add(r *route) {
	n := &ix.other
	if host, ok := fixedText(r.p.Parts(urlpattern.Hostname)); ok {
		if ix.hosts == nil {
			ix.hosts = map[string]*node{}
		}
		if ix.hosts[host] == nil {
			ix.hosts[host] = &node{}
		}
		n = ix.hosts[host]
	}
	segs, complete := r.indexPath()
	for _, s := range segs {
		n = n.child(s)
	}
	if complete {
		n.end = append(n.end, r)
	} else {
		n.rest.add(r)
	}
}

func (n *node) child(s segment) *node {
	if s.param {
		if n.param == nil {
			n.param = &node{}
		}
		return n.param
	}
	if n.lit == nil {
		n.lit = map[string]*node{}
	}
	c := n.lit[s.text]
	if c == nil {
		c = &node{}
		n.lit[s.text] = c
		n.keys = append(n.keys, s.text)
		n.kids = append(n.kids, c)
	}
	return c
}

// smallNode is the number of children up to which next compares a
// segment with each, which is faster than hashing it.
const smallNode = 8

// next returns the child of n for the segment seg, or nil.
func (n *node) next(seg string) *node {
	if len(n.keys) > smallNode {
		return n.lit[seg]
	}
	for i, k := range n.keys {
		if k == seg {
			return n.kids[i]
		}
	}
	return nil
}

// candidates appends to out the routes that may match a request for host
// and pathname, in no particular order.
func (ix *index) candidates(host, pathname string, out []*route) []*route {
	if n := ix.hosts[host]; n != nil {
		out = n.collect(pathname, out)
	}
	return ix.other.collect(pathname, out)
}

// collect appends the routes of n and of the nodes below it that
// pathname's segments reach.
func (n *node) collect(pathname string, out []*route) []*route {
	if !strings.HasPrefix(pathname, "/") {
		return n.rest.forPath(pathname, out)
	}
	// The walk down the tree is a loop, not a recursion, so that out can
	// be a caller's stack array: a segment can lead to two nodes (its
	// literal and the parameter), so the steps still to take wait in todo.
	var stack [8]step
	todo := append(stack[:0], step{n, 1})
	for len(todo) > 0 {
		s := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		out = s.n.rest.forPath(pathname, out)
		if s.at < 0 {
			out = append(out, s.n.end...)
			continue
		}
		seg, next := pathname[s.at:], -1
		if i := strings.IndexByte(seg, '/'); i >= 0 {
			seg, next = seg[:i], s.at+i+1
		}
		if c := s.n.next(seg); c != nil {
			todo = append(todo, step{c, next})
		}
		if s.n.param != nil && seg != "" {
			todo = append(todo, step{s.n.param, next})
		}
	}
	return out
}

// step is a node a walk reached by a segment, and where in the pathname
// the segment after it starts: -1 when the pathname ends at the node.
type step struct {
	n  *node
	at int
}

// near appends to out the routes that may match a request that r matches:
// those that the walk of any such request could reach (a superset, in no
// particular order), but for rest lists' routes that share no request
// with r by their last segment or literal prefix.
func (ix *index) near(r *route, out []*route) []*route {
	segs, complete := r.indexPath()
	if host, ok := fixedText(r.p.Parts(urlpattern.Hostname)); ok {
		if n := ix.hosts[host]; n != nil {
			out = n.near(r, segs, complete, out)
		}
	} else {
		for _, n := range ix.hosts {
			out = n.near(r, segs, complete, out)
		}
	}
	return ix.other.near(r, segs, complete, out)
}

// near appends the routes of n and below it that may match a pathname
// that r matches, whose segments after n start with segs, and are segs
// and no more when complete.
func (n *node) near(r *route, segs []segment, complete bool, out []*route) []*route {
	out = n.rest.near(r, out)
	if len(segs) == 0 {
		if complete {
			return append(out, n.end...)
		}
		return n.all(out)
	}
	if segs[0].param {
		for _, c := range n.lit {
			out = c.near(r, segs[1:], complete, out)
		}
	} else if c := n.next(segs[0].text); c != nil {
		out = c.near(r, segs[1:], complete, out)
	}
	if n.param != nil {
		out = n.param.near(r, segs[1:], complete, out)
	}
	return out
}

// all appends the routes below n, and those n ends.
func (n *node) all(out []*route) []*route {
	out = append(out, n.end...)
	for _, c := range n.lit {
		out = c.rest.all(c.all(out))
	}
	if n.param != nil {
		out = n.param.rest.all(n.param.all(out))
	}
	return out
}
