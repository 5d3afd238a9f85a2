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
	if value == "" {
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
	if value == "" {
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
	if value == "" {
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
	value = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(value)
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
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	u.SetSearch("?" + value)
	return strings.TrimPrefix(u.Search(), "?"), nil
}

// canonicalizeHash (spec: #canonicalize-a-hash), as canonicalizeSearch
// with the hash setter.
func canonicalizeHash(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u := createDummyURL()
	u.SetHash("#" + value)
	return strings.TrimPrefix(u.Hash(), "#"), nil
}
