package urlpattern

import (
	"strconv"
	"strings"

	"github.com/weburl/weburl"
)

// dummyInput is the URL that "create a dummy URL" parses (spec:
// #url-pattern-create-a-dummy-url).
const dummyInput = "https://dummy.invalid/"

// createDummyURL (spec: #url-pattern-create-a-dummy-url).
func createDummyURL() *weburl.URL {
	u, err := weburl.Parse(dummyInput)
	if err != nil {
		return nil // not reached: dummyInput parses
	}
	return u
}

func canonError(component, value string, err error) error {
	return &Error{Reason: ReasonCanonicalize, Component: component, Input: value, Err: err}
}

// canonicalizeProtocol (spec: #canonicalize-a-protocol).
func canonicalizeProtocol(value string) (string, error) {
	if value == "" || protocolAsIs(value) {
		return value, nil
	}
	u, err := weburl.Parse(value + "://dummy.invalid/")
	if err != nil {
		return "", canonError("protocol", value, err)
	}
	return u.Scheme(), nil
}

// canonicalizeUsername (spec: #canonicalize-a-username): "set the
// username" percent-encodes with the userinfo percent-encode set.
func canonicalizeUsername(value string) (string, error) {
	return weburl.PercentEncode(value, weburl.UserinfoPercentEncodeSet), nil
}

// canonicalizePassword (spec: #canonicalize-a-password), as
// canonicalizeUsername.
func canonicalizePassword(value string) (string, error) {
	return weburl.PercentEncode(value, weburl.UserinfoPercentEncodeSet), nil
}

// canonicalizeHostname (spec: #canonicalize-a-hostname): the hostname
// state with a state override on the dummy URL is the hostname setter.
func canonicalizeHostname(value string) (string, error) {
	if value == "" || hostnameAsIs(value) {
		return value, nil
	}
	u := createDummyURL()
	if err := u.SetHostname(value); err != nil {
		return "", canonError("hostname", value, err)
	}
	return u.Hostname(), nil
}

// canonicalizeIPv6Hostname (spec: #canonicalize-an-ipv6-hostname).
func canonicalizeIPv6Hostname(value string) (string, error) {
	if ipv6HostnameAsIs(value) {
		return value, nil
	}
	var b strings.Builder
	for i := 0; i < len(value); i++ {
		c := value[i]
		if !isASCIIHexDigit(c) && c != '[' && c != ']' && c != ':' {
			return "", &Error{Reason: ReasonCanonicalize, Component: "hostname", Input: value, Offset: i}
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String(), nil
}

func isASCIIHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// canonicalizePort (spec: #canonicalize-a-port, as whatwg/urlpattern
// PR #286 changed it: the dummy URL's scheme is protocol, the empty string
// when not given). It runs the port state with a state override: tabs and
// newlines are removed, the leading ASCII digits are the port (none is a
// failure, above 65535 too), the rest is ignored, and the scheme's
// default port becomes the empty string. weburl has no URL whose scheme is
// empty, so this is written out here, a dozen lines.
func canonicalizePort(value, protocol string) (string, error) {
	if value == "" {
		return value, nil
	}
	if n, ok := portAsIs(value); ok {
		if d, ok := weburl.DefaultPort(protocol); ok && d == n {
			return "", nil
		}
		return value, nil
	}
	n, digits := 0, 0
	for i := 0; i < len(value); i++ {
		c := value[i]
		if c == '\t' || c == '\n' || c == '\r' {
			continue
		}
		if c < '0' || c > '9' {
			break
		}
		digits++
		n = n*10 + int(c-'0')
		if n > 65535 {
			return "", canonError("port", value, nil)
		}
	}
	if digits == 0 {
		return "", canonError("port", value, nil)
	}
	if d, ok := weburl.DefaultPort(protocol); ok && d == n {
		return "", nil
	}
	return strconv.Itoa(n), nil
}

// canonicalizePathname (spec: #canonicalize-a-pathname): the path start
// state with a state override on the dummy URL is the pathname setter.
func canonicalizePathname(value string) (string, error) {
	if value == "" || pathnameAsIs(value) {
		return value, nil
	}
	leadingSlash := value[0] == '/'
	modified := value
	if !leadingSlash {
		modified = "/-" + value
	}
	u := createDummyURL()
	if err := u.SetPathname(modified); err != nil {
		return "", canonError("pathname", value, err)
	}
	result := u.Pathname()
	if !leadingSlash {
		result = result[min(2, len(result)):]
	}
	return result, nil
}

// canonicalizeOpaquePathname (spec: #canonicalize-an-opaque-pathname): the
// opaque path state, given value with a state override on a URL with an
// empty opaque path, appends value up to its first '?' or '#', without
// tabs and newlines, percent-encoded with the C0 control percent-encode
// set, a space before '?' or '#' as "%20". weburl's setters cannot reach
// an opaque path, so this is written out here.
func canonicalizeOpaquePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	if strings.ContainsAny(value, "\t\n\r") {
		value = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(value)
	}
	end := strings.IndexAny(value, "?#")
	if end < 0 {
		return weburl.PercentEncode(value, weburl.C0ControlPercentEncodeSet), nil
	}
	path := value[:end]
	if strings.HasSuffix(path, " ") {
		path = path[:len(path)-1] + "%20"
	}
	return weburl.PercentEncode(path, weburl.C0ControlPercentEncodeSet), nil
}

// canonicalizeSearch (spec: #canonicalize-a-search): the query state with
// a state override on the dummy URL is the search setter, given "?" so
// that a leading "?" of value stays.
func canonicalizeSearch(value string) (string, error) {
	if value == "" || allIn(value, &searchAsIs) {
		return value, nil
	}
	u := createDummyURL()
	u.SetSearch("?" + value)
	return strings.TrimPrefix(u.Search(), "?"), nil
}

// canonicalizeHash (spec: #canonicalize-a-hash), as canonicalizeSearch
// with the hash setter.
func canonicalizeHash(value string) (string, error) {
	if value == "" || allIn(value, &hashAsIs) {
		return value, nil
	}
	u := createDummyURL()
	u.SetHash("#" + value)
	return strings.TrimPrefix(u.Hash(), "#"), nil
}

// Values that canonicalization leaves as they are, recognized without
// parsing the dummy URL (TestCanonicalAsIs checks each against the
// parse): text of ASCII characters that the component's setter neither
// encodes nor reads in any other way.

// The bytes that the pathname, search and hash setters of a special URL
// leave as they are, from their percent-encode sets; the pathname's also
// leave out "\", a separator in special URLs.
var (
	pathAsIs   = asIsTable(weburl.PathPercentEncodeSet, '\\')
	searchAsIs = asIsTable(weburl.SpecialQueryPercentEncodeSet, 0)
	hashAsIs   = asIsTable(weburl.FragmentPercentEncodeSet, 0)
)

func asIsTable(set weburl.PercentEncodeSet, except byte) (t [256]bool) {
	for b := 0; b < 0x80; b++ {
		t[b] = !set.Contains(rune(b)) && byte(b) != except
	}
	return t
}

func allIn(s string, t *[256]bool) bool {
	for i := 0; i < len(s); i++ {
		if !t[s[i]] {
			return false
		}
	}
	return true
}

// protocolAsIs reports whether value is a scheme in lower case, which the
// URL parser keeps as it is.
func protocolAsIs(value string) bool {
	if value[0] < 'a' || value[0] > 'z' {
		return false
	}
	for i := 1; i < len(value); i++ {
		c := value[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// hostnameAsIs reports whether value is a domain of lower-case ASCII
// letters, digits, "-", "_" and "." that the host parser keeps as it is:
// no label is Punycode ("xn--"), and the last label is not a number (the
// host parser would read the domain as IPv4: spec: url
// #ends-in-a-number-checker).
func hostnameAsIs(value string) bool {
	for i := 0; i < len(value); i++ {
		c := value[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	for label := range strings.SplitSeq(value, ".") {
		if strings.HasPrefix(label, "xn--") {
			return false
		}
	}
	last := strings.TrimSuffix(value, ".")
	last = last[strings.LastIndexByte(last, '.')+1:]
	if strings.HasPrefix(last, "0x") {
		return false
	}
	for i := 0; i < len(last); i++ {
		if last[i] < '0' || last[i] > '9' {
			return true
		}
	}
	return last == ""
}

// ipv6HostnameAsIs reports whether canonicalizeIPv6Hostname keeps value
// as it is: lower-case hex digits, "[", "]" and ":".
func ipv6HostnameAsIs(value string) bool {
	for i := 0; i < len(value); i++ {
		c := value[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c == '[' || c == ']' || c == ':') {
			return false
		}
	}
	return true
}

// portAsIs reports whether value is a port in its shortest decimal form
// (no leading zero, at most 65535), and returns it.
func portAsIs(value string) (int, bool) {
	if len(value) > 5 || value[0] == '0' && len(value) > 1 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(value); i++ {
		if value[i] < '0' || value[i] > '9' {
			return 0, false
		}
		n = n*10 + int(value[i]-'0')
	}
	return n, n <= 65535
}

// pathnameAsIs reports whether the pathname setter keeps value as it is:
// every byte is in pathAsIs, and no segment is a dot segment ("." or "..",
// with "%2e" for a dot), which the path parser removes. The first
// segment of a value without a leading "/" follows "/-" and so is never
// one.
func pathnameAsIs(value string) bool {
	if !allIn(value, &pathAsIs) {
		return false
	}
	first := value[0] != '/'
	for seg := range strings.SplitSeq(value, "/") {
		if !first && isDotSegment(seg) {
			return false
		}
		first = false
	}
	return true
}

// isDotSegment reports whether seg is a single-dot or double-dot URL path
// segment (spec: url #single-dot-path-segment, #double-dot-path-segment).
func isDotSegment(seg string) bool {
	if seg == "" || len(seg) > 6 {
		return false
	}
	switch strings.ToLower(seg) {
	case ".", "%2e", "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}
