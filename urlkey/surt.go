package urlkey

import (
	"slices"
	"strconv"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/publicsuffix"
)

// SURT is the Sort-friendly URI Reordering Transform with
// internetarchive/surt's defaults (surt.surt(url) of its version 0.3.1):
// NewSURT(SURTOptions{}). "http://www.archive.org/goo/?b&a" is
// "org,archive)/goo?a&b".
var SURT = NewSURT(SURTOptions{})

// SURTOptions are the options of internetarchive/surt's surt function; the
// zero value is its defaults.
type SURTOptions struct {
	// WithScheme writes the scheme and "://(" before the host:
	// "http://(org,archive)/" (with_scheme=True).
	WithScheme bool
	// TrailingComma writes a ',' after the host: "org,archive,)/"
	// (trailing_comma=True).
	TrailingComma bool
	// KeepWWW keeps a leading "www." or "wwwN." of the host
	// (host_massage=False).
	KeepWWW bool
	// KeepIPOrder writes an IPv4 address as it is, not reversed:
	// "192.168.1.254)/info" (reverse_ipaddr=False).
	KeepIPOrder bool
	// KeepQueryCase does not lowercase the query (query_lowercase=False).
	KeepQueryCase bool
	// KeepPathCase does not lowercase the path (path_lowercase=False).
	KeepPathCase bool
	// RegistrableDomain writes only the host's registrable domain, by the
	// Public Suffix List of the publicsuffix package
	// (public_suffix=True, which asks Python's tldextract): "uk,co,amazon)/"
	// for www.images.amazon.co.uk.
	RegistrableDomain bool
}

// stepIAQueryStripEmpty is the name of SURT's step that removes an empty
// query (DropQuery's step goes before it).
const stepIAQueryStripEmpty = "ia-query-strip-empty"

// NewSURT returns the SURT profile with options o. Its parser is ParseIA;
// its steps are those of internetarchive/surt's DefaultIAURLCanonicalizer
// (the Internet Archive's archive-commons rules), in order, first its
// GoogleURLCanonicalizer:
//
//   - "google-strip-fragment": no fragment;
//   - "google-query": the query percent-decoded until nothing is left to
//     decode, then bytes <= 0x20, >= 0x7F, '#' and '%' percent-encoded
//     (uppercase hex);
//   - "google-host": the host decoded so; if it is not ASCII, converted to
//     ASCII by IDNA (left as it is when that fails, or when it is not
//     well-formed UTF-8, whose bytes are then percent-encoded below:
//     internetarchive/surt deletes them, which gives "http://a\xff.example/"
//     the key of "http://a.example/"); each ".." replaced by
//     "." (one pass: "a....b" is "a..b") and dots trimmed from both ends;
//     then, if it is an IP address in IA's forms (decimal digits alone,
//     taken modulo 2^32: "3279880203" is "195.127.0.11"; or one to four
//     dot-separated parts of decimal or leading-zero octal digits, read as
//     inet_aton reads them: "017.0.0.1" is "15.0.0.1"), its dotted
//     decimal; else lowercased and encoded as the query is;
//   - "google-path": the path decoded so; when there is a host, its "."
//     segments removed, a ".." segment removed with the one before it (a
//     ".." at the root is kept), empty segments removed but the last, and
//     "/" for an empty path; then encoded as the query is;
//
// then its IAURLCanonicalizer:
//
//   - "ia-host-lowercase";
//   - "ia-host-strip-www": a leading "www." or "www" and digits and "."
//     removed, unless the scheme is "dns" (not with KeepWWW);
//   - "ia-strip-userinfo";
//   - "ia-strip-default-port": port 80 for http, 443 for https;
//   - "ia-path-lowercase" (not with KeepPathCase);
//   - "ia-path-strip-session-id": an ASP.NET session segment before a
//     ".aspx" path: "/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx" is
//     "/mileg.aspx";
//   - "ia-path-strip-trailing-slash": one '/' at the end, unless the path
//     is "/";
//   - "ia-query-strip-session-id": jsessionid, phpsessid and sid with 32
//     letters or digits, ASPSESSIONIDxxxxxxxx with 24 letters, and a
//     ColdFusion cfid and cftoken pair (the last one of each kind whose
//     value ends the query or is followed by '&', with that '&');
//   - "ia-query-lowercase" (not with KeepQueryCase);
//   - "ia-query-sort": the pairs (split at '&', then at the first '=')
//     sorted by name, then pairs without '=' first, then value, comparing
//     bytes: "b&a=2&a=1" is "a=1&a=2&b";
//   - "ia-query-strip-empty": an empty query is none.
//
// The key is written as surt.surt writes it: the host's labels reversed
// and joined with ',' (an IPv4 address too, unless KeepIPOrder), the port
// after ':', ')' (",)" with TrailingComma), then the path and the query;
// with WithScheme, the scheme and "://(" first. A URL without a host is
// written as scheme, ':' and path: "dns:archive.org",
// "mailto:foo@example.com". The empty input's key is "-", and an input
// that starts with "filedesc" is its own key.
//
// Where this departs from a browser: see ParseIA for the host; the IDNA of
// Python's codec is IDNA 2003 (nameprep of Unicode 3.2), for which this
// uses UTS #46 with transitional processing (Unicode 18.0.0, whatever the
// version of Go) and IDNA 2003's Bidi requirements, the nearest to it: a
// host with a code point that the two map differently may get another
// key than Python gives it; "0x7f.1" is not an IP address for SURT; paths
// and queries are lowercased, so "/A" and "/a" have one key.
func NewSURT(o SURTOptions) Profile {
	steps := []Step{
		{Name: "google-strip-fragment", Apply: stripFragment},
		{Name: "google-query", Apply: googleQuery},
		{Name: "google-host", Apply: googleHost},
		{Name: "google-path", Apply: googlePath},
		{Name: "ia-host-lowercase", Apply: func(r *Record) error { r.Host = ascii.Lower(r.Host); return nil }},
		{Name: "ia-host-strip-www", Apply: stripWWW},
		{Name: "ia-strip-userinfo", Apply: stripUserinfo},
		{Name: "ia-strip-default-port", Apply: stripIADefaultPort},
		{Name: "ia-path-lowercase", Apply: func(r *Record) error { r.Path = ascii.Lower(r.Path); return nil }},
		{Name: "ia-path-strip-session-id", Apply: func(r *Record) error { r.Path = stripPathSessionID(r.Path); return nil }},
		{Name: "ia-path-strip-trailing-slash", Apply: stripTrailingSlash},
		{Name: "ia-query-strip-session-id", Apply: func(r *Record) error { r.Query = stripQuerySessionID(r.Query); return nil }},
		{Name: "ia-query-lowercase", Apply: func(r *Record) error { r.Query = ascii.Lower(r.Query); return nil }},
		{Name: "ia-query-sort", Apply: func(r *Record) error { r.Query = sortIAQuery(r.Query); return nil }},
		{Name: stepIAQueryStripEmpty, Apply: stripEmptyQuery},
	}
	p := Profile{Name: "surt", Literal: surtLiteral, Parse: ParseIA, Steps: steps, Format: o.format}
	var off []string
	if o.KeepWWW {
		off = append(off, "ia-host-strip-www")
	}
	if o.KeepQueryCase {
		off = append(off, "ia-query-lowercase")
	}
	if o.KeepPathCase {
		off = append(off, "ia-path-lowercase")
	}
	return p.Without(off...)
}

// surtLiteral is SURT's Literal: "-" for the empty input, the input itself
// for a "filedesc" record.
func surtLiteral(input string) (string, bool) {
	switch {
	case input == "":
		return "-", true
	case strings.HasPrefix(input, "filedesc"):
		return input, true
	}
	return "", false
}

// format writes r as surt.surt does with options o.
func (o SURTOptions) format(r *Record) string {
	return iaFormat(r, true, o)
}

// iaURLString writes r as internetarchive/surt's handyurl.geturl does: a
// URL, not a SURT.
func iaURLString(r *Record) string {
	return iaFormat(r, false, SURTOptions{WithScheme: true})
}

// iaFormat writes r as handyurl.geturl_bytes does, as a SURT when surt is
// true.
func iaFormat(r *Record, surt bool, o SURTOptions) string {
	host := ""
	if r.HasHost {
		host = r.Host
	}
	if host != "" && o.RegistrableDomain {
		host = registrableDomain(host)
	}
	if host != "" && surt {
		host = surtHost(host, !o.KeepIPOrder)
	}
	var b strings.Builder
	b.Grow(len(r.Scheme) + len(host) + len(r.Port) + len(r.Path) + len(r.Query) + len(r.Fragment) + 8)
	if o.WithScheme || host == "" {
		b.WriteString(r.Scheme)
		b.WriteByte(':')
	}
	if host != "" {
		if o.WithScheme {
			if r.Scheme != "dns" {
				b.WriteString("//")
			}
			if surt {
				b.WriteByte('(')
			}
		}
		r.writeHostPort(&b, host)
		if surt && o.TrailingComma {
			b.WriteByte(',')
		}
		if surt {
			b.WriteByte(')')
		}
	}
	// An empty query is handyurl's "last delimiter", a '?' that it
	// writes without a '/' before it.
	if r.Path != "" {
		b.WriteString(r.Path)
	} else if r.HasQuery && r.Query != "" || r.HasFragment {
		b.WriteByte('/')
	}
	r.writeQueryFragment(&b)
	return b.String()
}

// registrableDomain returns host's registrable domain by the Public Suffix
// List, or "" when it has none.
func registrableDomain(host string) string {
	h, err := weburl.ParseHost(host, false)
	if err != nil {
		return ""
	}
	d, _ := publicsuffix.RegistrableDomain(h)
	return d
}

// SURTHost returns host in SURT form, as internetarchive/surt's hostToSURT
// writes it: its dot-separated labels in reverse order, joined with ',':
// "org,archive,www" for "www.archive.org". An IPv4 address in dotted
// decimal (four parts of one to three digits) is reversed too
// ("254,1,168,192"), unless keepIPOrder. host is taken as it is: no
// lowercasing, no "www" removal (SURTHostPrefix does those).
func SURTHost(host string, keepIPOrder bool) string {
	return surtHost(host, !keepIPOrder)
}

func surtHost(host string, reverseIP bool) string {
	if !reverseIP && isDottedQuad(host) {
		return host
	}
	var b strings.Builder
	b.Grow(len(host))
	for end := len(host); ; {
		i := strings.LastIndexByte(host[:end], '.')
		b.WriteString(host[i+1 : end])
		if i < 0 {
			return b.String()
		}
		b.WriteByte(',')
		end = i
	}
}

// isDottedQuad reports whether s is four dot-separated parts of one to
// three ASCII digits.
func isDottedQuad(s string) bool {
	if len(s) > len("255.255.255.255") {
		return false
	}
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if len(p) < 1 || len(p) > 3 || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

// SURTHostPrefix returns the SURT prefix that the keys of host's
// subdomains start with, for a prefix query on a SURT-sorted index:
// "org,archive," for "archive.org" (or "WWW.Archive.org", which SURT
// keys as archive.org). The keys of host itself start with the prefix's
// last ',' replaced by ')' ("org,archive)"), so the two prefixes find the
// host and all its subdomains, and no other host ("org,archived)" starts
// with neither). host goes through SURT's host steps (lowercasing, IDNA,
// IPv4 forms, "www" removal). It returns an *Error whose Reason is
// ErrHostInvalid when host is empty, holds '/', '?', '#', '@' or ':', or
// leaves no host after those steps (".").
func SURTHostPrefix(host string) (string, error) {
	if host == "" || strings.ContainsAny(host, "/?#@:") {
		return "", &Error{Profile: "surt", Reason: ErrHostInvalid}
	}
	key, err := SURT.Key("http://" + host + "/")
	if err != nil {
		return "", err
	}
	prefix, _, ok := strings.Cut(key, ")")
	if !ok || prefix == "" {
		return "", &Error{Profile: "surt", Reason: ErrHostInvalid}
	}
	return prefix + ",", nil
}

// The GoogleURLCanonicalizer steps of SURT.

func googleQuery(r *Record) error {
	if r.Query != "" {
		r.Query = minimalEscape(r.Query)
	}
	return nil
}

func googleHost(r *Record) error {
	if r.Host == "" {
		return nil
	}
	h := unescapeRepeatedly(r.Host)
	if !isASCII(h) {
		if a, ok := idna2003ish(h); ok {
			h = a
		}
	}
	h = strings.Trim(strings.ReplaceAll(h, "..", "."), ".")
	if ip, ok := iaIPAddress(h); ok {
		h = ip
	} else {
		h = escapeOnce(ascii.Lower(h))
	}
	r.Host, r.HasHost = h, h != ""
	return nil
}

func googlePath(r *Record) error {
	p := unescapeRepeatedly(r.Path)
	if r.Host != "" {
		p = iaNormalizePath(p)
	}
	r.Path = escapeOnce(p)
	return nil
}

// iaNormalizePath resolves the dot segments of p as IA's
// GoogleURLCanonicalizer does (see NewSURT, "google-path").
func iaNormalizePath(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] == '/' && !strings.Contains(p, "/.") && !strings.Contains(p, "//") {
		return p // no dot segment, no empty segment: nothing to change
	}
	segments := strings.Split(p, "/")[1:]
	kept := segments[:0]
	for _, s := range segments {
		switch s {
		case ".":
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			} else {
				kept = append(kept, s)
			}
		default:
			kept = append(kept, s)
		}
	}
	var b strings.Builder
	b.Grow(len(p) + 1)
	b.WriteByte('/')
	for i, s := range kept {
		if i == len(kept)-1 {
			b.WriteString(s)
		} else if s != "" {
			b.WriteString(s)
			b.WriteByte('/')
		}
	}
	return b.String()
}

// The IAURLCanonicalizer steps.

func stripWWW(r *Record) error {
	if r.Scheme == "dns" {
		return nil
	}
	if n := wwwPrefix(r.Host); n > 0 {
		r.Host = r.Host[n:]
		r.HasHost = r.Host != ""
	}
	return nil
}

func stripIADefaultPort(r *Record) error {
	if p := iaDefaultPort(r.Scheme); p != 0 && r.Port == strconv.Itoa(p) {
		r.Port = ""
	}
	return nil
}

// iaDefaultPort returns the default port of scheme as IA's getDefaultPort
// knows it: 80 for http, 443 for https, in any case, else 0.
func iaDefaultPort(scheme string) int {
	switch ascii.Lower(scheme) {
	case "http":
		return 80
	case "https":
		return 443
	}
	return 0
}

// sortIAQuery sorts the pairs of q as IA's alphaReorderQuery does (see
// NewSURT, "ia-query-sort").
func sortIAQuery(q string) string {
	if len(q) <= 1 {
		return q
	}
	type pair struct {
		text, name, value string
		hasValue          bool
	}
	texts := strings.Split(q, "&")
	pairs := make([]pair, len(texts))
	for i, t := range texts {
		pairs[i].text = t
		pairs[i].name, pairs[i].value, pairs[i].hasValue = strings.Cut(t, "=")
	}
	slices.SortFunc(pairs, func(a, b pair) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		switch {
		case a.hasValue == b.hasValue:
			return strings.Compare(a.value, b.value)
		case a.hasValue:
			return 1
		}
		return -1
	})
	for i, p := range pairs {
		texts[i] = p.text
	}
	return strings.Join(texts, "&")
}
