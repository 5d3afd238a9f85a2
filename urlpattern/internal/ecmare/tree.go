package ecmare

// The expression tree that the parser builds, the empty-check rewrite
// transforms and the emitter writes as Go's syntax.

type opKind uint8

const (
	opSet      opKind = iota // one code point of set
	opConcat                 // subs in sequence
	opAlt                    // subs in order of preference
	opCapture                // capture group cap around subs[0]
	opGroup                  // non-capturing group around subs[0]
	opRepeat                 // subs[0] min to max (max < 0: unbounded) times
	opBegin                  // ^
	opEnd                    // $
	opWordB                  // \b
	opNotWordB               // \B
	opEmpty                  // the empty string
)

type node struct {
	op       opKind
	set      charSet
	subs     []*node
	min, max int
	greedy   bool
	cap      int
	nullable int8 // 0 unknown, 1 no, 2 yes
}

var failNode = &node{op: opSet}

func (n *node) isNullable() bool {
	if n.nullable == 0 {
		n.nullable = 1
		if n.computeNullable() {
			n.nullable = 2
		}
	}
	return n.nullable == 2
}

func (n *node) computeNullable() bool {
	switch n.op {
	case opSet:
		return false
	case opConcat:
		for _, s := range n.subs {
			if !s.isNullable() {
				return false
			}
		}
		return true
	case opAlt:
		for _, s := range n.subs {
			if s.isNullable() {
				return true
			}
		}
		return false
	case opCapture, opGroup:
		return n.subs[0].isNullable()
	case opRepeat:
		return n.min == 0 || n.subs[0].isNullable()
	}
	return true
}
