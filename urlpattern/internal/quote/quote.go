// Package quote quotes a user's text in an error message without letting
// the message grow with the text: the bytes around the offset where the
// error is, for urlpattern's and the router's errors.
package quote

import (
	"strconv"
	"unicode/utf8"
)

// Bytes is how much of a long text Window quotes on each side of the
// offset.
const Bytes = 32

// Window quotes s as strconv.Quote does, or for a long s (more than 4
// times Bytes) the Bytes bytes on each side of offset, cut at UTF-8
// boundaries, with "..." for what is left out and the span's byte offsets
// in s: `..."abc"... (bytes 100 to 164 of 100000)`.
func Window(s string, offset int) string {
	if len(s) <= 4*Bytes {
		return strconv.Quote(s)
	}
	offset = min(max(offset, 0), len(s))
	lo, hi := max(offset-Bytes, 0), min(offset+Bytes, len(s))
	for lo > 0 && !utf8.RuneStart(s[lo]) {
		lo--
	}
	for hi < len(s) && !utf8.RuneStart(s[hi]) {
		hi++
	}
	q := strconv.Quote(s[lo:hi])
	if lo > 0 {
		q = "..." + q
	}
	if hi < len(s) {
		q += "..."
	}
	return q + " (bytes " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + " of " + strconv.Itoa(len(s)) + ")"
}
