package urlkey

import (
	"strconv"
	"strings"

	"github.com/weburl/weburl/internal/ascii"
)

// ParseIA splits input as internetarchive/surt's handyurl.parse does (its
// port of the Internet Archive's Java URLParser): a lax RFC 2396 split, not
// the URL Standard's parser. In order:
//
//   - ASCII whitespace (space, tab, LF, VT, FF, CR) is trimmed from both
//     ends, and every tab, LF and CR is removed;
//   - without a scheme (ASCII letter, then letters, digits, '+', '-', '.',
//     then ':'), "http://" is put in front: "www.example.com/" is an http
//     URL, and so, as a scheme, is "www.example.com" in "www.example.com:80/";
//   - a run of "http://" and "https://" at the start is replaced by its
//     last one ("http://https://a.example" is "https://a.example");
//   - the rest splits as RFC 2396's appendix B reads a URI: "//" and the
//     authority up to the first '/', '?' or '#'; the path up to '?' or '#';
//     the query up to '#'; the fragment;
//   - the authority loses its trailing ':'s; its host is what follows the
//     last '@' (so credentials are dropped), up to a ':' or, for "[...]",
//     inside the brackets; the host is lowercased up to its first '%'; the
//     port after the ':' must be ASCII digits and at most 65535 (else the
//     input fails with ErrPortInvalid or ErrPortOutOfRange), is
//     written in decimal, and port 0 is no port;
//   - for a scheme that starts with "http" and no host, the host is taken
//     from the path: "http:////www.vikings.com" is host www.vikings.com,
//     path "/";
//   - an empty query or fragment is none, except that an input ending in
//     '?' keeps its empty query ("http://www.archive.org?" round-trips).
//
// The empty input (after trimming) fails with ErrEmptyInput.
//
// Where this departs from what a browser visits: the host is what follows
// the last '@' of the authority, and '\' is an ordinary byte, so
// "http://evil.example\@good.example/" has host good.example (a browser
// visits evil.example); IPv4 forms such as "0x7f.1" and IDNA are left to
// the SURT steps (which do not read hex); no percent-encoding is added.
func ParseIA(input string) (*Record, error) {
	s := strings.Trim(input, " \t\n\v\f\r")
	s = removeTabNewline(s)
	if s == "" {
		return nil, &Error{Reason: ErrEmptyInput}
	}
	if schemeEnd(s) < 0 {
		s = "http://" + s
	}
	s = lastHTTPPrefix(s)
	r := &Record{}
	colon := schemeEnd(s)
	r.Scheme, s = s[:colon], s[colon+1:]
	endsWithQuestionMark := strings.HasSuffix(s, "?")

	var netloc string
	if strings.HasPrefix(s, "//") {
		end := strings.IndexAny(s[2:], "/?#")
		if end < 0 {
			end = len(s) - 2
		}
		netloc, s = s[2:2+end], s[2+end:]
	}
	before, fragment, _ := strings.Cut(s, "#")
	path, query, _ := strings.Cut(before, "?")
	r.Path, r.Query, r.Fragment = path, query, fragment
	r.HasQuery, r.HasFragment = query != "", fragment != ""
	if endsWithQuestionMark && query == "" {
		// handyurl keeps a trailing '?' that its split dropped; it writes
		// it at the very end, after a fragment if there is one.
		if r.HasFragment {
			r.Fragment += "?"
		} else {
			r.HasQuery = true
		}
	}

	host, port, err := iaHostPort(strings.TrimRight(netloc, ":"))
	if err != nil {
		return nil, err
	}
	if host == "" && strings.HasPrefix(r.Scheme, "http") && r.Path != "" {
		host, r.Path, _ = strings.Cut(strings.TrimLeft(r.Path, "/"), "/")
		r.Path = "/" + r.Path
	}
	r.Host, r.HasHost, r.Port = host, host != "", port
	return r, nil
}

// schemeEnd returns the index of the ':' that ends the scheme at the start
// of s (an ASCII letter, then ASCII letters, digits, '+', '-' or '.'), or
// -1.
func schemeEnd(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return i
		default:
			return -1
		}
	}
	return -1
}

// lastHTTPPrefix returns s with a run of "http://" and "https://" at its
// start replaced by the last of them.
func lastHTTPPrefix(s string) string {
	last := -1
	for i := 0; ; {
		switch {
		case strings.HasPrefix(s[i:], "http://"):
			last, i = i, i+len("http://")
			continue
		case strings.HasPrefix(s[i:], "https://"):
			last, i = i, i+len("https://")
			continue
		}
		if last < 0 {
			return s
		}
		return s[last:]
	}
}

// iaHostPort splits an authority (without its trailing ':'s) into the host
// and the port, as Python's urllib does for handyurl: after the last '@';
// inside "[...]" when there is a '['; the host lowercased up to its first
// '%'; the port checked and written in decimal ("" for none or 0).
func iaHostPort(netloc string) (host, port string, err error) {
	if i := strings.LastIndexByte(netloc, '@'); i >= 0 {
		netloc = netloc[i+1:]
	}
	var portText string
	if _, bracketed, ok := strings.Cut(netloc, "["); ok {
		var rest string
		host, rest, _ = strings.Cut(bracketed, "]")
		_, portText, _ = strings.Cut(rest, ":")
	} else {
		host, portText, _ = strings.Cut(netloc, ":")
	}
	if portText != "" {
		n := 0
		for i := 0; i < len(portText); i++ {
			c := portText[i]
			if c < '0' || c > '9' {
				return "", "", &Error{Reason: ErrPortInvalid}
			}
			if n <= 65535 { // stays small; a non-digit later still wins
				n = n*10 + int(c-'0')
			}
		}
		if n > 65535 {
			return "", "", &Error{Reason: ErrPortOutOfRange}
		}
		if n != 0 {
			port = strconv.Itoa(n)
		}
	}
	if i := strings.IndexByte(host, '%'); i >= 0 {
		host = ascii.Lower(host[:i]) + host[i:]
	} else {
		host = ascii.Lower(host)
	}
	return host, port, nil
}
