// Package encodeafter runs an encoder for percent-encode after encoding
// (url spec: #string-percent-encode-after-encoding): it percent-encodes the
// bytes an x/text encoder writes, and writes an HTML numeric character
// reference, percent-encoded, for each code point the encoder cannot
// encode. It imports no encoding, so that a program links the tables of an
// encoding only when it uses one.
package encodeafter

import (
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"
)

// AppendXText appends to dst the percent-encode after encoding of s, a
// scalar value string in UTF-8, with enc's own x/text encoder, with no
// corrections, set the percent-encode set and spaceAsPlus as on Writer.
func AppendXText(dst []byte, s string, enc encoding.Encoding, set *[2]uint64, spaceAsPlus bool) []byte {
	w := Writer{Dst: dst, Set: set, SpaceAsPlus: spaceAsPlus}
	e := Encoder{T: enc.NewEncoder()}
	e.Encode(s, &w)
	return w.Dst
}

// Writer receives the output of an encoder run as percent-encode after
// encoding runs it and appends its percent-encoding to dst.
type Writer struct {
	Dst         []byte     // the output so far
	Set         *[2]uint64 // the percent-encode set: byte b is in it when bit b&63 of Set[b>>6] is set
	SpaceAsPlus bool       // write 0x20 as "+"
}

const upperHex = "0123456789ABCDEF"

// PutByte appends the encoder output byte c: "+" for 0x20 when
// spaceAsPlus, the byte itself when it is not in the set, else its
// percent-encoding.
func (w *Writer) PutByte(c byte) {
	switch {
	case c == ' ' && w.SpaceAsPlus:
		w.Dst = append(w.Dst, '+')
	case c >= utf8.RuneSelf || w.Set[c>>6]&(1<<(c&63)) != 0:
		w.Dst = append(w.Dst, '%', upperHex[c>>4], upperHex[c&15])
	default:
		w.Dst = append(w.Dst, c)
	}
}

// Put appends the encoder output bytes b, as PutByte does.
func (w *Writer) Put(b []byte) {
	for _, c := range b {
		w.PutByte(c)
	}
}

// PutString appends the encoder output bytes s, as PutByte does.
func (w *Writer) PutString(s string) {
	for i := 0; i < len(s); i++ {
		w.PutByte(s[i])
	}
}

// Fail appends the output for an encoder error with code point r:
// "%26%23", r in decimal, "%3B" (a percent-encoded "&#r;").
func (w *Writer) Fail(r rune) {
	w.Dst = append(w.Dst, "%26%23"...)
	w.Dst = strconv.AppendUint(w.Dst, uint64(r), 10)
	w.Dst = append(w.Dst, "%3B"...)
}

// An Encoder is an x/text encoder with corrections: Fix, when not nil,
// returns the Encoding Standard's bytes for a code point where the x/text
// encoder is wrong ("" for a code point the standard cannot encode) and
// fixed true; fixed false leaves the code point to T.
type Encoder struct {
	T   transform.Transformer
	Fix func(r rune) (out string, fixed bool)
}

// Encode runs "encode or fail" over s until it is used up (encoding spec:
// #encode-or-fail), writing each error's code point in order with the bytes
// around it. Runs of code points that need no correction go to the x/text
// encoder in one piece.
func (e *Encoder) Encode(s string, w *Writer) {
	src := []byte(s)
	var buf [512]byte
	start := 0 // start of the run for x/text
	for i := 0; i < len(src) && e.Fix != nil; {
		if src[i] < utf8.RuneSelf {
			i++ // ASCII is never corrected
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		out, fixed := e.Fix(r)
		if !fixed {
			i += size
			continue
		}
		e.run(src[start:i], buf[:], w)
		if out == "" {
			w.Fail(r)
		} else {
			w.PutString(out)
		}
		i += size
		start = i
	}
	e.run(src[start:], buf[:], w)
	// End of queue: let a stateful encoder return to its initial state.
	n, _, _ := e.T.Transform(buf[:], nil, true)
	w.Put(buf[:n])
}

// run encodes src with the x/text encoder. An x/text encoder stops at a code
// point it cannot encode, after consuming the bytes before it, and returns an
// internal.RepertoireError (documented on encoding.Encoder). That code point
// is the error, and encoding goes on after it with the same encoder and so
// the same state, as "encode or fail" does. Any other error, or no progress,
// is handled the same way, so that run always ends.
func (e *Encoder) run(src, buf []byte, w *Writer) {
	for len(src) > 0 {
		nDst, nSrc, err := e.T.Transform(buf, src, true)
		w.Put(buf[:nDst])
		src = src[nSrc:]
		progress := nDst > 0 || nSrc > 0
		switch {
		case len(src) == 0:
		case (err == nil || err == transform.ErrShortDst) && progress:
			// buf was full: go on.
		default:
			r, size := utf8.DecodeRune(src)
			w.Fail(r)
			src = src[size:]
		}
	}
}
