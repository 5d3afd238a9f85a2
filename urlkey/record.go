package urlkey

import (
	"strings"

	"github.com/weburl/weburl"
)

// A Record is a URL split into its components, as a profile's steps read
// and change it. Each component is a string as it stands in the URL
// (percent-encoded, not decoded); Has* say whether the host, query and
// fragment are present, so that an empty one ("http://h/?" has an empty
// query) differs from a missing one ("http://h/" has none). The zero Record
// has no component at all.
//
// A Record made by [ParseWHATWG] holds the URL Standard's components (spec:
// #concept-url) as a browser has them after parsing; one made by another
// profile's parser holds what that parser split out, which need not be a
// valid URL.
type Record struct {
	Scheme   string // without ':', as the parser left it (ParseIA keeps its case)
	Username string
	Password string
	Host     string // a domain, an IP address ("[::1]" for IPv6) or an opaque host
	Port     string // decimal digits, or "" for none
	Path     string // the path, or the opaque path of a URL such as "mailto:a@b"
	Query    string // without '?'
	Fragment string // without '#'

	HasHost     bool // the URL has a host (maybe empty, as in "file:///x")
	HasQuery    bool // the URL has a query (maybe empty)
	HasFragment bool // the URL has a fragment (maybe empty)
}

// String returns r serialized as the URL Standard's URL serializer (spec:
// #concept-url-serializer) writes a URL: the scheme and ':', then "//",
// the credentials, host and port when r has a host, the path (after "/."
// when r has no host and its path starts with "//", so that it does not
// read as a host), '?' and the query, '#' and the fragment. It changes
// nothing in the components: a Record that came from ParseWHATWG gives the
// href back. A nil Record gives "".
func (r *Record) String() string {
	if r == nil {
		return ""
	}
	var b strings.Builder
	b.Grow(len(r.Scheme) + len(r.Username) + len(r.Password) + len(r.Host) + len(r.Port) + len(r.Path) + len(r.Query) + len(r.Fragment) + 8)
	b.WriteString(r.Scheme)
	b.WriteByte(':')
	if r.HasHost {
		b.WriteString("//")
		r.writeHostPort(&b, r.Host)
	} else if strings.HasPrefix(r.Path, "//") {
		b.WriteString("/.")
	}
	b.WriteString(r.Path)
	r.writeQueryFragment(&b)
	return b.String()
}

// writeHostPort writes r's credentials and '@' (when it has some), host
// and r's port after ':' (when it has one).
func (r *Record) writeHostPort(b *strings.Builder, host string) {
	if r.Username != "" || r.Password != "" {
		b.WriteString(r.Username)
		if r.Password != "" {
			b.WriteByte(':')
			b.WriteString(r.Password)
		}
		b.WriteByte('@')
	}
	b.WriteString(host)
	if r.Port != "" {
		b.WriteByte(':')
		b.WriteString(r.Port)
	}
}

// writeQueryFragment writes '?' and r's query, '#' and r's fragment, each
// when r has it.
func (r *Record) writeQueryFragment(b *strings.Builder) {
	if r.HasQuery {
		b.WriteByte('?')
		b.WriteString(r.Query)
	}
	if r.HasFragment {
		b.WriteByte('#')
		b.WriteString(r.Fragment)
	}
}

// RecordOf returns the components of u, a URL parsed by the URL Standard
// (spec: #concept-url): the scheme, username, password, host (serialized:
// "[::1]" for IPv6), port, path (serialized: the pathname), query and
// fragment, with whether the host, query and fragment are present. A nil
// or zero URL gives the zero Record.
func RecordOf(u *weburl.URL) *Record {
	r := &Record{}
	if u == nil || u.Href() == "" {
		return r
	}
	href := u.Href()
	beforeFragment, _, hasFragment := strings.Cut(href, "#")
	r.Scheme = u.Scheme()
	r.Username = u.Username()
	r.Password = u.Password()
	r.HasHost = u.HostValue().Kind() != weburl.NullHost
	r.Host = u.Hostname()
	r.Port = u.Port()
	r.Path = u.Pathname()
	// In an href, the first '#' ends the part before the fragment and the
	// first '?' before it starts the query: every component before them
	// has '?' and '#' percent-encoded.
	r.HasQuery = strings.IndexByte(beforeFragment, '?') >= 0
	r.Query = strings.TrimPrefix(u.Search(), "?")
	r.HasFragment = hasFragment
	r.Fragment = strings.TrimPrefix(u.Hash(), "#")
	return r
}

// ParseWHATWG parses input with the URL Standard's basic URL parser (spec:
// #concept-basic-url-parser), as a browser does, and returns the URL's
// components (see RecordOf). When input is not a URL it returns an *Error
// whose Reason is ErrNotURL and whose Err is the *weburl.ParseError, which
// names the validation error that made the parser fail (such as
// "host-invalid-code-point", which the Error's Name returns).
func ParseWHATWG(input string) (*Record, error) {
	u, err := weburl.Parse(input)
	if err != nil {
		return nil, parseFailure(err)
	}
	return RecordOf(u), nil
}

// parseFailure returns the *Error for an error of weburl.Parse.
func parseFailure(err error) *Error {
	return &Error{Reason: ErrNotURL, Err: err}
}
