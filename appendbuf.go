package weburl

import (
	"sync/atomic"
	"unsafe"
)

// An appendOnly is a slice that is only ever appended to: once an element
// is written, it is never written again, so that what was read from it
// (strings that are views of its bytes, say) never changes. It is the rule
// by which a URL's query object keeps its bytes (appendBuffer), its list of
// pairs (pairList) and the href it writes for its URL.
//
// A struct holding an appendOnly may be copied (a SearchParams value, say)
// and the copy, or an old copy put back in place, may append too. An
// append therefore writes in place only after reserving the elements it
// writes: end, shared by every copy of the same memory, is how far any
// copy has written, and an append at a length other than end, or with too
// little room, copies the elements to new memory first. So no two copies
// write the same element. Reserving is atomic, so copies may append from
// different goroutines. Any change other than an append makes the slice
// anew (newAppendOnly).
type appendOnly[T any] struct {
	s   []T           // the elements written; cap(s) is the memory's size
	end *atomic.Int64 // how far any copy has written into s's memory; nil when s is not ours to write
}

// newAppendOnly returns an appendOnly holding s, which nothing else
// writes: it may append in place after len(s), if s has room.
func newAppendOnly[T any](s []T) appendOnly[T] {
	if len(s) == cap(s) {
		return appendOnly[T]{s: s} // the first append copies
	}
	end := new(atomic.Int64)
	end.Store(int64(len(s)))
	return appendOnly[T]{s: s, end: end}
}

// len returns the number of elements written.
func (a *appendOnly[T]) len() int { return len(a.s) }

// reserve extends a by n elements and returns them, for the caller to
// write: in place when no copy has written past the end and there is room,
// otherwise in new memory that holds the elements written so far, with
// room for as many again.
func (a *appendOnly[T]) reserve(n int) []T {
	old := len(a.s)
	if a.end == nil || old+n > cap(a.s) || !a.end.CompareAndSwap(int64(old), int64(old+n)) {
		s := make([]T, old, 2*old+n+16)
		copy(s, a.s)
		*a = newAppendOnly(s)
		a.end.Add(int64(n))
	}
	a.s = a.s[:old+n]
	return a.s[old:]
}

// An appendBuffer is an appendOnly of bytes, whose strings are views of
// the bytes written (see view). SearchParams keeps its names and values in
// one, and the href it gives its URL.
type appendBuffer struct{ appendOnly[byte] }

// newAppendBuffer returns a buffer holding b, which nothing else writes:
// the buffer may append in place after len(b), if b has room.
func newAppendBuffer(b []byte) appendBuffer { return appendBuffer{newAppendOnly(b)} }

// stringBuffer returns a buffer holding the bytes of s, in s's own memory,
// which is never written: the first append copies them.
func stringBuffer(s string) appendBuffer {
	return appendBuffer{appendOnly[byte]{s: unsafe.Slice(unsafe.StringData(s), len(s))}}
}

// appendString appends s.
func (a *appendBuffer) appendString(s string) {
	if len(s) > 0 {
		copy(a.reserve(len(s)), s)
	}
}

// appendBytes appends p.
func (a *appendBuffer) appendBytes(p []byte) {
	if len(p) > 0 {
		copy(a.reserve(len(p)), p)
	}
}

// appendByte appends c.
func (a *appendBuffer) appendByte(c byte) {
	a.reserve(1)[0] = c
}

// view returns the bytes [start, end) as a string, without copying them:
// they are never written again.
func (a *appendBuffer) view(start, end int) string {
	if start == end {
		return ""
	}
	return unsafe.String(&a.s[start], end-start)
}

// String returns all the bytes written, as view does.
func (a *appendBuffer) String() string { return a.view(0, len(a.s)) }

// holds reports whether s is the buffer's whole content, in the buffer's
// own memory.
func (a *appendBuffer) holds(s string) bool {
	return len(s) > 0 && len(s) == len(a.s) && unsafe.StringData(s) == &a.s[0]
}
