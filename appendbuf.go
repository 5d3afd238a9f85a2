package weburl

import (
	"sync/atomic"
	"unsafe"
)

// An appendBuffer is a byte buffer that is only ever appended to: once a
// byte is written, it is never written again, so strings may be views of
// the bytes written (see view). SearchParams keeps its names and values in
// one, and the href it gives its URL.
//
// A struct holding an appendBuffer may be copied (a SearchParams value,
// say) and the copy, or an old copy put back in place, may append too. An
// append therefore writes in place only after reserving the bytes it
// writes: end, shared by every copy of the same memory, is how far any copy
// has written, and an append at a length other than end, or with too
// little room, copies the bytes to new memory first. So no two copies
// write the same byte, and the bytes a string points to never change.
// Reserving is atomic, so copies may append from different goroutines.
type appendBuffer struct {
	b   []byte        // the bytes written; cap(b) is the memory's size
	end *atomic.Int64 // how far any copy has written into b's memory; nil when b is not ours to write
}

// newAppendBuffer returns a buffer holding b, which nothing else writes:
// the buffer may append in place after len(b), if b has room.
func newAppendBuffer(b []byte) appendBuffer {
	if len(b) == cap(b) {
		return appendBuffer{b: b} // the first append copies
	}
	end := new(atomic.Int64)
	end.Store(int64(len(b)))
	return appendBuffer{b: b, end: end}
}

// stringBuffer returns a buffer holding the bytes of s, in s's own memory,
// which is never written: the first append copies them.
func stringBuffer(s string) appendBuffer {
	return appendBuffer{b: unsafe.Slice(unsafe.StringData(s), len(s))}
}

// len returns the number of bytes written.
func (a *appendBuffer) len() int { return len(a.b) }

// reserve extends the buffer by n bytes and returns them, for the caller to
// write: in place when no copy has written past the end and there is room,
// otherwise in new memory that holds the bytes written so far.
func (a *appendBuffer) reserve(n int) []byte {
	old := len(a.b)
	if a.end == nil || old+n > cap(a.b) || !a.end.CompareAndSwap(int64(old), int64(old+n)) {
		b := make([]byte, old, 2*old+n+16)
		copy(b, a.b)
		*a = newAppendBuffer(b)
		a.end.Add(int64(n))
	}
	a.b = a.b[:old+n]
	return a.b[old:]
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
	return unsafe.String(&a.b[start], end-start)
}

// String returns all the bytes written, as view does.
func (a *appendBuffer) String() string { return a.view(0, len(a.b)) }

// holds reports whether s is the buffer's whole content, in the buffer's
// own memory.
func (a *appendBuffer) holds(s string) bool {
	return len(s) > 0 && len(s) == len(a.b) && unsafe.StringData(s) == &a.b[0]
}
