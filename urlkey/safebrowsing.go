package urlkey

import (
	"crypto/sha256"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
)

// SafeBrowsing is Google Safe Browsing's canonicalization ("URLs and
// Hashing", Safe Browsing API v4, section Canonicalization); its key is the
// canonical URL: "http://3279880203/blah" is "http://195.127.0.11/blah",
// "http://host/%25%32%35" is "http://host/%25". SafeBrowsingExpressions
// gives the lookup expressions and hashes of the canonical URL.
//
// Its parser is ParseSafeBrowsing (the URL Standard's parser, as the
// browser that checks the URL parses it, with a lax split for what that
// rejects). Its steps, in order:
//
//   - "strip-fragment", "strip-userinfo", "strip-port": the key is
//     scheme://host/path?query ("http://www.gotaport.com:1234/" is
//     "http://www.gotaport.com/");
//   - "unescape": host, path and query percent-decoded until nothing is
//     left to decode;
//   - "host-idna": a host that is not ASCII converted by the URL
//     Standard's domain to ASCII (UTS #46), or left as it is when that
//     fails;
//   - "host-dots": dots trimmed from both ends of the host, runs of dots
//     made one;
//   - "host-ip": a host that is an IPv4 address in any form the URL
//     Standard's IPv4 parser reads (decimal, octal, hex, fewer than four
//     parts: "0x7f.1") written in dotted decimal;
//   - "host-lowercase";
//   - "path-dots": "." segments removed, ".." segments removed with the
//     segment before them;
//   - "path-slashes": runs of '/' made one;
//   - "escape": in host, path and query, bytes <= 0x20, >= 0x7F, '#' and
//     '%' percent-encoded with uppercase hex; an empty path is "/".
//
// Departures: the port is dropped, as the v4 page's example shows (its
// earlier version, and internetarchive/surt's copy of it, kept it); a query
// is kept when present, even empty ("http://www.google.com/q?" is its own
// key), as the page's examples show.
var SafeBrowsing Profile

func init() {
	SafeBrowsing = Profile{
		Name:  "safebrowsing",
		Parse: ParseSafeBrowsing,
		Steps: []Step{
			{Name: "strip-fragment", Apply: stripFragment},
			{Name: "strip-userinfo", Apply: stripUserinfo},
			{Name: "strip-port", Apply: stripPort},
			{Name: "unescape", Apply: sbUnescape},
			{Name: "host-idna", Apply: sbHostIDNA},
			{Name: "host-dots", Apply: hostDots},
			{Name: "host-ip", Apply: sbHostIP},
			{Name: "host-lowercase", Apply: func(r *Record) error { r.Host = ascii.Lower(r.Host); return nil }},
			{Name: "path-dots", Apply: func(r *Record) error { r.Path = removeDotSegments(r.Path); return nil }},
			{Name: "path-slashes", Apply: func(r *Record) error { r.Path = collapseSlashes(r.Path); return nil }},
			{Name: "escape", Apply: sbEscape},
		},
		Format: sbFormat,
	}
}

// ParseSafeBrowsing parses input for Safe Browsing. An input that the URL
// Standard's parser reads (as a browser does) gives that URL's components;
// its host must not be empty, else it fails with ErrHostMissing
// ("mailto:a@b.example" has no host to check). An input that the parser
// rejects is split as Safe Browsing's examples need ("www.google.com",
// "http:// leadingspace.com/", "http://host%23.com/"): leading and trailing
// C0 controls and spaces trimmed; tab, CR and LF removed; the fragment
// cut at the first '#'; the scheme before "://", lowercased, or "http"
// when the input has no scheme (an input with a scheme but no "//" fails
// with ErrHostMissing); the authority up to the first '/' or '?'; the host
// after its last '@', without a ":digits" port; the path up to the first
// '?' and the query after it. An empty host fails with ErrHostMissing.
//
// What a browser would not visit is keyed this way only so that Safe
// Browsing's published examples hold; every input that a browser visits
// is keyed by the host that the browser connects to.
func ParseSafeBrowsing(input string) (*Record, error) {
	if u, err := weburl.Parse(input); err == nil {
		r := RecordOf(u)
		if r.Host == "" {
			return nil, &Error{Reason: ErrHostMissing}
		}
		return r, nil
	}
	s := strings.Trim(input, c0OrSpace)
	s = removeTabNewline(s)
	s, _, _ = strings.Cut(s, "#")
	r := &Record{Scheme: "http", HasHost: true}
	if i := schemeEnd(s); i >= 0 {
		if !strings.HasPrefix(s[i+1:], "//") {
			return nil, &Error{Reason: ErrHostMissing}
		}
		r.Scheme, s = ascii.Lower(s[:i]), s[i+3:]
	}
	end := strings.IndexAny(s, "/?")
	if end < 0 {
		end = len(s)
	}
	authority, rest := s[:end], s[end:]
	r.Path, r.Query, r.HasQuery = strings.Cut(rest, "?")
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		authority = authority[i+1:]
	}
	if i := strings.LastIndexByte(authority, ':'); i >= 0 && !strings.Contains(authority[i:], "]") &&
		strings.Trim(authority[i+1:], "0123456789") == "" {
		authority = authority[:i]
	}
	if authority == "" {
		return nil, &Error{Reason: ErrHostMissing}
	}
	r.Host = authority
	return r, nil
}

// c0OrSpace holds the C0 controls and space, which the URL Standard trims
// from both ends of its input.
const c0OrSpace = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\v\f\r\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f "

func sbUnescape(r *Record) error {
	r.Host = unescapeRepeatedly(r.Host)
	r.Path = unescapeRepeatedly(r.Path)
	r.Query = unescapeRepeatedly(r.Query)
	return nil
}

func sbHostIDNA(r *Record) error {
	if isASCII(r.Host) || !utf8.ValidString(r.Host) {
		return nil
	}
	if a, err := weburl.DomainToASCII(r.Host, false); err == nil {
		r.Host = a
	}
	return nil
}

func sbHostIP(r *Record) error {
	h := r.Host
	if h == "" || strings.Trim(h, "0123456789abcdefABCDEFxX.") != "" && h[0] != '[' {
		return nil
	}
	if v, err := weburl.ParseHost(h, false); err == nil && (v.Kind() == weburl.IPv4Host || v.Kind() == weburl.IPv6Host) {
		r.Host = v.String()
	}
	return nil
}

func sbEscape(r *Record) error {
	r.Host = escapeOnce(r.Host)
	r.Path = escapeOnce(r.Path)
	if r.Path == "" {
		r.Path = "/"
	}
	r.Query = escapeOnce(r.Query)
	return nil
}

// removeDotSegments removes the "." segments of p and each ".." segment
// with the segment before it; a last "." or ".." leaves the path ending in
// '/'. An empty p is "/".
func removeDotSegments(p string) string {
	if p == "" {
		return "/"
	}
	if !strings.Contains(p, "/.") {
		return p
	}
	segments := strings.Split(p, "/")
	first := segments[0] // "" for a path that starts with '/'
	segments = segments[1:]
	kept := make([]string, 0, len(segments))
	for i, s := range segments {
		last := i == len(segments)-1
		switch s {
		case ".":
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			}
		default:
			kept = append(kept, s)
			continue
		}
		if last {
			kept = append(kept, "")
		}
	}
	return first + "/" + strings.Join(kept, "/")
}

// sbFormat writes the canonical URL: scheme "://" host path, and '?' and
// the query when there is one.
func sbFormat(r *Record) string {
	s := r.Scheme + "://" + r.Host + r.Path
	if r.HasQuery {
		s += "?" + r.Query
	}
	return s
}

// An Expression is one of the suffix/prefix expressions that a Safe
// Browsing client looks up for a URL ("URLs and Hashing", section
// Suffix/Prefix Expressions): a host suffix and a path prefix, such as
// "b.c/1/", with its full-length hash, the SHA-256 of Text (section Hash
// Computations).
type Expression struct {
	Text     string
	FullHash [32]byte
}

// HashPrefix returns the 4-byte hash prefix of e: the first 4 bytes of its
// full hash, the shortest prefix that the Safe Browsing lists hold
// (section Hash Prefix Computations).
func (e Expression) HashPrefix() [4]byte {
	return [4]byte(e.FullHash[:4])
}

// SafeBrowsingExpressions returns the suffix/prefix expressions of input's
// canonical URL (the SafeBrowsing key), each with its SHA-256 full hash, as
// "URLs and Hashing" makes them: for each host, the exact host, then (not
// for an IP address: an IPv6 address in brackets, or an IPv4 address in
// its serialization) up to four hosts made of the last five labels,
// removing the first label each time, without the top-level label alone;
// with each host, the exact path and query, the exact path, then "/" and
// up to three more paths made by adding the path's segments one by one,
// each ending in '/'. An expression is never repeated, an empty query
// makes no expression of its own, and there are at most 30. For
// "http://a.b.c/1/2.html?param=1" they are "a.b.c/1/2.html?param=1",
// "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/" and the same for "b.c". It
// returns SafeBrowsing's *Error when input has no key.
func SafeBrowsingExpressions(input string) ([]Expression, error) {
	r, err := SafeBrowsing.Record(input)
	if err != nil {
		return nil, err
	}
	hosts := lookupHosts(r.Host)
	paths := lookupPaths(r.Path, r.Query)
	// One buffer holds every expression's text, hashed in place; the
	// texts are substrings of one string made of it.
	size := 0
	for _, h := range hosts {
		for _, p := range paths {
			size += len(h) + len(p)
		}
	}
	buf := make([]byte, 0, size)
	exprs := make([]Expression, 0, len(hosts)*len(paths))
	for _, h := range hosts {
		for _, p := range paths {
			start := len(buf)
			buf = append(append(buf, h...), p...)
			exprs = append(exprs, Expression{FullHash: sha256.Sum256(buf[start:])})
		}
	}
	texts := string(buf)
	at := 0
	for i := range exprs {
		h, p := hosts[i/len(paths)], paths[i%len(paths)]
		exprs[i].Text = texts[at : at+len(h)+len(p)]
		at += len(h) + len(p)
	}
	return exprs, nil
}

// lookupHosts returns the host suffixes to look up for host: only host
// itself when it is an IP address (an IPv6 address in brackets, or an IPv4
// address in its serialization), else host and up to four suffixes of it.
func lookupHosts(host string) []string {
	hosts := []string{host}
	if h, err := weburl.ParseHost(host, false); err == nil &&
		(h.Kind() == weburl.IPv6Host && host[0] == '[' || h.Kind() == weburl.IPv4Host && h.String() == host) {
		return hosts
	}
	labels := strings.Count(host, ".") + 1
	start := max(1, labels-5)
	i := 0 // the byte offset of label number start
	for n := 0; n < start; n++ {
		i += strings.IndexByte(host[i:], '.') + 1
	}
	for n := start; n <= labels-2; n++ {
		hosts = append(hosts, host[i:])
		i += strings.IndexByte(host[i:], '.') + 1
	}
	return hosts
}

// lookupPaths returns the path prefixes to look up for path and query.
func lookupPaths(path, query string) []string {
	var paths []string
	add := func(p string) {
		for _, q := range paths {
			if q == p {
				return
			}
		}
		paths = append(paths, p)
	}
	if query != "" {
		add(path + "?" + query)
	}
	add(path)
	add("/")
	i := 1
	for n := 0; n < 3; n++ {
		j := strings.IndexByte(path[min(i, len(path)):], '/')
		if j < 0 || i > len(path) {
			break
		}
		i += j + 1
		add(path[:i])
	}
	return paths
}
