package router

import (
	"strconv"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
)

// The router's form of a path: the URL Standard's path (dot segments
// resolved, '\' as '/', bytes percent-encoded as the path percent-encode
// set says), then read as net/http reads it for a handler, so that the
// path a route matches and the r.URL.Path a handler acts on are one path:
//   - a percent-encoded byte that net/http decodes and the URL Standard
//     would not have encoded is decoded ("%61" is "a", "%2F" is "/", "%5C"
//     is '\', "%2E" is "."), and the path is parsed again, so that a "/"
//     or '\' so decoded separates segments and a ".." so made is resolved;
//   - every other percent-encoded byte is written with upper-case hex
//     digits ("%c3%a9" is "%C3%A9");
//   - empty segments are dropped ("//" is "/"), as ServeMux drops them.
// A path in the router's form is its own form, and the URL Standard's path
// of a URL with that path.

// keepEncoded says of each byte whether it stays percent-encoded in the
// router's form: '%' and the bytes of the path percent-encode set (spec:
// #path-percent-encode-set), which the URL parser would encode again.
var keepEncoded = func() (keep [256]bool) {
	for b := range keep {
		s := string([]byte{byte(b)})
		keep[b] = b == '%' || weburl.PercentEncode(s, weburl.PathPercentEncodeSet) != s
	}
	return keep
}()

// plainPathByte says of each byte whether the URL parser copies it as it
// is into a special URL's path segment (not '%', which the form may
// decode, nor '\\', a '/' there).
var plainPathByte = func() (path [256]bool) {
	for b := range path {
		path[b] = !keepEncoded[b] && b != '\\'
	}
	return path
}()

// plainPath reports whether p, the path of a request to a special URL, is
// its own router's form and URL Standard path: it starts with '/' and
// holds only plain bytes (plainPathByte), no empty segment, and no dot
// segment ("." or "..").
func plainPath(p string) bool {
	if p == "" || p[0] != '/' {
		return false
	}
	dots := 0 // the segment so far is this many dots, or -1
	for i := 1; i < len(p); i++ {
		switch c := p[i]; {
		case c == '/':
			if dots == 0 || dots == 1 || dots == 2 {
				return false
			}
			dots = 0
		case c == '.':
			if dots >= 0 {
				dots++
			}
		case !plainPathByte[c]:
			return false
		default:
			dots = -1
		}
	}
	return dots != 1 && dots != 2
}

const upperHex = "0123456789ABCDEF"

// formPath returns the router's form of p, the path of a special URL as
// the URL parser writes it.
func formPath(p string) string {
	if strings.IndexByte(p, '%') >= 0 {
		if q, decoded := recode(p); decoded {
			p = reparsePath(q)
		} else {
			p = q
		}
	}
	return dropEmptySegments(p)
}

// recode returns p with each percent-encoded byte decoded, or written with
// upper-case hex digits when keepEncoded says it stays encoded, and
// whether it decoded any.
func recode(p string) (string, bool) {
	var b []byte
	decoded := false
	for i := 0; i < len(p); i++ {
		c, upper, ok := percentByte(p, i)
		if !ok {
			if b != nil {
				b = append(b, p[i])
			}
			continue
		}
		if keepEncoded[c] && upper {
			if b != nil {
				b = append(b, p[i:i+3]...)
			}
			i += 2
			continue
		}
		if b == nil {
			b = append(make([]byte, 0, len(p)), p[:i]...)
		}
		if keepEncoded[c] {
			b = append(b, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			b = append(b, c)
			decoded = true
		}
		i += 2
	}
	if b == nil {
		return p, false
	}
	return string(b), decoded
}

// percentByte returns the byte that s[i:i+3] encodes, when it is a
// percent-encoded byte, and whether its hex digits are upper case, as the
// URL Standard writes them.
func percentByte(s string, i int) (c byte, upper, ok bool) {
	if s[i] != '%' || i+2 >= len(s) || !ascii.IsHexDigit(s[i+1]) || !ascii.IsHexDigit(s[i+2]) {
		return 0, false, false
	}
	c = ascii.HexValue(s[i+1])<<4 | ascii.HexValue(s[i+2])
	return c, s[i+1] == upperHex[c>>4] && s[i+2] == upperHex[c&15], true
}

// dropEmptySegments returns p without its empty segments: each run of
// "/" as one "/".
func dropEmptySegments(p string) string {
	if !strings.Contains(p, "//") {
		return p
	}
	b := make([]byte, 0, len(p))
	for i := 0; i < len(p); i++ {
		if p[i] == '/' && len(b) > 0 && b[len(b)-1] == '/' {
			continue
		}
		b = append(b, p[i])
	}
	return string(b)
}

// notInForm says why fixed text of a route's pathname pattern can never
// be in a request's path in the router's form, or returns "": a "//", or
// a percent-encoded byte that the form decodes, or writes with hex digits
// of the other case (unless the pattern ignores case).
func notInForm(text string, ignoreCase bool) string {
	if strings.Contains(text, "//") {
		return `holds "//", and the router redirects a path with empty segments to the path without them`
	}
	for i := range len(text) {
		c, upper, ok := percentByte(text, i)
		switch {
		case !ok:
		case !keepEncoded[c]:
			return "holds " + text[i:i+3] + ", which the router decodes, as net/http decodes it for a handler: write " + strconv.Quote(string(rune(c)))
		case !ignoreCase && !upper:
			return "holds " + text[i:i+3] + ", which the router writes %" + upperHex[c>>4:c>>4+1] + upperHex[c&15:c&15+1]
		}
	}
	return ""
}

// placeholderHost stands for the host of a request that has none, so that
// its path parses; the hostname it matches is then "".
const placeholderHost = "h"

// reparsePath returns the URL Standard's path of a special URL whose path
// is p, or p when that does not parse (it does: p is a path).
func reparsePath(p string) string {
	var u weburl.URL
	if u.SetHref("http://"+placeholderHost+p) != nil {
		return p
	}
	return u.Pathname()
}
