package weburl

import (
	"errors"
	"strings"
)

// Parts are a URL's components, each on its own, for Build. A part holds
// only its component: Build refuses a part that would carry another, such
// as a Host with a '/' or a Port with a letter, where concatenating strings
// or calling the standard's setters would let it through.
type Parts struct {
	// Scheme is the scheme, without ':', for example "https" (spec:
	// #concept-url-scheme). It is ASCII-lowercased.
	Scheme string
	// Username and Password are the credentials, not percent-encoded:
	// Build encodes them as SetUsername and SetPassword do.
	Username, Password string
	// Host is the host as it stands in a URL, without a port: a domain,
	// an IPv4 address, an IPv6 address in brackets, or (for a scheme
	// that is not special) an opaque host. "" is the empty host for
	// "file", and no host for a scheme that is not special.
	Host string
	// Port is "" (no port) or the port in ASCII decimal digits, at most
	// 65535. The scheme's default port is no port.
	Port string
	// Path is the path, as SetPathname takes it: segments are
	// percent-encoded, dot segments resolved, and '?' and '#' encoded. A
	// URL with no host and a scheme that is not special has an opaque
	// path when Path does not start with '/'.
	Path string
	// Query is the query without '?', as SetSearch takes it ('#' is
	// encoded); "" is no query.
	Query string
	// Fragment is the fragment without '#', as SetHash takes it; "" is no
	// fragment.
	Fragment string
}

// Build returns the URL made of p's parts. It is the safe way to make a
// URL from strings that come from elsewhere: where "https://" + host +
// "/v1/items" with host "evil.example/x?y#" gives a URL on evil.example
// whose path is "/x", and SetHostname, SetHost and SetPort truncate a value
// at the first code point that ends their component, as the standard's
// setters do, Build refuses a part that holds more than its component.
//
// It returns a *SetterError naming the part's setter ("protocol",
// "hostname", "port", ...), and wrapping:
//   - ErrNotAScheme when Scheme is not a scheme (spec: #concept-url-scheme:
//     an ASCII letter, then ASCII letters, digits, '+', '-' and '.');
//   - the host parser's validation error when Host does not parse on its
//     own (spec: #concept-host-parser), for example
//     ErrDomainToASCII for a '/', '?', '#', '@' or ':' in a domain,
//     or ErrHostMissing for an empty host in a special URL other than file;
//   - ErrPortInvalid when Port is not all ASCII digits, ErrPortOutOfRange
//     when it is above 65535;
//   - ErrCannotHaveUsernamePasswordPort when the URL cannot have the
//     credentials or port given (no host, or the scheme "file");
//   - any other error the setter of a part returns.
func Build(p Parts) (*URL, error) {
	scheme := strings.ToLower(p.Scheme)
	if !IsValidURLSchemeString(scheme) {
		return nil, &SetterError{Setter: "protocol", Value: p.Scheme, Err: ErrNotAScheme}
	}
	special := lookupScheme(scheme) != schemeOther
	if p.Host != "" || special && scheme != "file" {
		if _, err := ParseHost(p.Host, !special); err != nil {
			var pe *ParseError
			errors.As(err, &pe)
			return nil, &SetterError{Setter: "hostname", Value: p.Host, Err: pe.Type}
		}
	}
	if err := checkPort(p.Port); err != nil {
		return nil, err
	}
	var u *URL
	var err error
	if p.Host == "" && !special {
		u, err = Parse(scheme + ":" + noAuthorityPath(p.Path))
	} else {
		u, err = Parse(scheme + "://" + p.Host)
		if err == nil && p.Path != "" {
			err = u.SetPathname(p.Path)
		}
	}
	if err != nil {
		return nil, err
	}
	for _, set := range []struct{ attr, value string }{{"username", p.Username}, {"password", p.Password}, {"port", p.Port}} {
		if set.value == "" {
			continue
		}
		if err := u.Set(set.attr, set.value, nil); err != nil {
			return nil, err
		}
	}
	if p.Query != "" {
		u.SetSearch("?" + p.Query)
	}
	if p.Fragment != "" {
		u.SetHash("#" + p.Fragment)
	}
	return u, nil
}

// checkPort returns a *SetterError when port is not a URL-port string
// (IsURLPortString): ErrPortInvalid when it holds other than ASCII digits,
// ErrPortOutOfRange when it is above 65535.
func checkPort(port string) error {
	switch {
	case IsURLPortString(port):
		return nil
	case strings.Trim(port, "0123456789") != "":
		return &SetterError{Setter: "port", Value: port, Err: ErrPortInvalid}
	}
	return &SetterError{Setter: "port", Value: port, Err: ErrPortOutOfRange}
}

// noAuthorityPath returns path as input to follow "scheme:" in a URL with
// no host: '?' and '#' percent-encoded, so that they stay in the path, and
// a leading "//", which would start a host, preceded by "/." (the URL
// serializer's own way, spec: #url-serializing).
func noAuthorityPath(path string) string {
	path = strings.ReplaceAll(path, "?", "%3F")
	path = strings.ReplaceAll(path, "#", "%23")
	if strings.HasPrefix(path, "//") {
		path = "/." + path
	}
	return path
}
