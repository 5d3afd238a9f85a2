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
// valid URL. [ParseURLCanon] keeps every byte of its input, so it also
// fills the fields after HasFragment, which the other parsers leave zero.
type Record struct {
	Scheme   string // without ':', as the parser left it (ParseIA keeps its case; "" when ParseURLCanon found none)
	Username string
	Password string
	Host     string // a domain, an IP address ("[::1]" for IPv6) or an opaque host
	Port     string // decimal digits, or "" for none (ParseURLCanon keeps any bytes)
	Path     string // the path, or the opaque path of a URL such as "mailto:a@b"
	Query    string // without '?'
	Fragment string // without '#'

	HasHost     bool // the URL has a host (maybe empty, as in "file:///x")
	HasQuery    bool // the URL has a query (maybe empty)
	HasFragment bool // the URL has a fragment (maybe empty)

	// What ParseURLCanon keeps beside the components, so that every byte
	// of the input is in the record:
	Leading     string // C0 controls and spaces before the URL
	Trailing    string // C0 controls and spaces after it
	Slashes     string // the bytes between "scheme:" and the authority ("//", "///", `\\`, ...); HasHost is true when it is not empty
	HasUserinfo bool   // an '@' ends the credentials, even empty ones ("http://@h/")
	HasPassword bool   // a ':' ends the username, even before an empty password ("http://u:@h/")
	HasPort     bool   // a ':' follows the host, even before an empty port ("http://h:/")
}

// String returns r serialized as the URL Standard's URL serializer (spec:
// #concept-url-serializer) writes a URL: the scheme and ':', then the
// slashes (Slashes, or "//" when r has a host and Slashes is empty), the
// credentials, host and port (with the ':' and '@' that the Has* fields
// ask for), the path (after "/." when r has neither slashes nor an
// authority and its path starts with "//", so that it does not read as a
// host), '?' and the query, '#' and the fragment; Leading before all and
// Trailing after. It changes nothing in the components: a Record that came
// from ParseWHATWG gives the href back, one from ParseURLCanon its input
// (but for the ':' that String writes after an empty scheme and a "/."
// before a path that starts with "//" where no authority is). A nil Record
// gives "".
func (r *Record) String() string {
	if r == nil {
		return ""
	}
	return r.serialize(false)
}

// serialize writes r as String does, or with exact as urlcanon writes its
// parsed URL: every component and separator as r holds it, nothing added
// (no ':' after an empty scheme, no "/." before a path).
func (r *Record) serialize(exact bool) string {
	var b strings.Builder
	b.Grow(len(r.Leading) + len(r.Scheme) + len(r.Slashes) + len(r.Username) + len(r.Password) + len(r.Host) +
		len(r.Port) + len(r.Path) + len(r.Query) + len(r.Fragment) + len(r.Trailing) + 10)
	b.WriteString(r.Leading)
	if r.Scheme != "" || !exact {
		b.WriteString(r.Scheme)
		b.WriteByte(':')
	}
	b.WriteString(r.slashes())
	authority := r.writeHostPort(&b, r.Host)
	if !exact && !authority && r.slashes() == "" && strings.HasPrefix(r.Path, "//") {
		b.WriteString("/.")
	}
	b.WriteString(r.Path)
	r.writeQueryFragment(&b)
	b.WriteString(r.Trailing)
	return b.String()
}

// slashes returns what separates "scheme:" from the authority: Slashes,
// or "//" when r has a host and Slashes is empty.
func (r *Record) slashes() string {
	if r.Slashes == "" && r.HasHost {
		return "//"
	}
	return r.Slashes
}

// hasCredentials reports whether r has a username or a password, or a
// separator of them (HasUserinfo, HasPassword).
func (r *Record) hasCredentials() bool {
	return r.Username != "" || r.Password != "" || r.HasUserinfo || r.HasPassword
}

// hasPassword reports whether r has a password, or the ':' before one
// (HasPassword).
func (r *Record) hasPassword() bool { return r.Password != "" || r.HasPassword }

// hasPort reports whether r has a port, or the ':' before one (HasPort).
func (r *Record) hasPort() bool { return r.Port != "" || r.HasPort }

// hasAuthority reports whether r has credentials, a host or a port, or a
// separator of them.
func (r *Record) hasAuthority() bool {
	return r.hasCredentials() || r.Host != "" || r.hasPort()
}

// writeHostPort writes r's credentials and '@' (when it has some, or
// HasUserinfo or HasPassword), host and r's port after ':' (when it has
// one, or HasPort); it reports whether it wrote anything.
func (r *Record) writeHostPort(b *strings.Builder, host string) bool {
	n := b.Len()
	if r.hasCredentials() {
		b.WriteString(r.Username)
		if r.hasPassword() {
			b.WriteByte(':')
			b.WriteString(r.Password)
		}
		b.WriteByte('@')
	}
	b.WriteString(host)
	if r.hasPort() {
		b.WriteByte(':')
		b.WriteString(r.Port)
	}
	return b.Len() > n
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
