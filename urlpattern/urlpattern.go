package urlpattern

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
)

// UnicodeVersion is the version of Unicode whose data the regular
// expressions use: the sets of \p{...} property escapes, the i flag's case
// folding, and the code points of group names (ECMAScript's
// IdentifierStart and IdentifierPart). It does not depend on the Go
// version; see the package documentation, Unicode property escapes.
const UnicodeVersion = "18.0.0"

// Options are the URLPatternOptions (spec: #dictdef-urlpatternoptions).
// The zero Options are the defaults.
type Options struct {
	// IgnoreCase makes the pathname, search and hash components match
	// without regard to case (the regular expressions' i flag).
	IgnoreCase bool
}

// A URLPattern is a compiled URL pattern (spec: #url-pattern, the
// URLPattern class #urlpattern): one pattern per URL component, each
// matched as its regular expression matches. A URLPattern does not change after
// New returns it and is safe for concurrent use. The zero URLPattern, and
// a nil *URLPattern, match nothing and have empty pattern strings.
type URLPattern struct {
	components [numComponents]component
}

// New compiles a constructor string such as "https://example.com/books/:id"
// into a URLPattern (spec: #dom-urlpattern-urlpattern-input-options). The
// string must have a protocol; use NewWithBase for relative patterns. The
// error is an *Error (see Reason).
func New(pattern string, opts Options) (*URLPattern, error) {
	return newFromString(pattern, nil, opts)
}

// NewWithBase compiles a constructor string that may be relative to
// baseURL, such as "../admin/*" with "https://discussion.example/forum/"
// (spec: #dom-urlpattern-urlpattern-input-baseurl-options). Components
// the pattern does not give come from baseURL; an invalid baseURL is an
// *Error with ReasonBaseURL.
func NewWithBase(pattern, baseURL string, opts Options) (*URLPattern, error) {
	return newFromString(pattern, &baseURL, opts)
}

// NewFromInit compiles a URLPatternInit, component by component (spec:
// #dom-urlpattern-urlpattern-input-options): absent components are "*"
// unless init.BaseURL gives them. The error is an *Error.
func NewFromInit(init Init, opts Options) (*URLPattern, error) {
	rec := init.record()
	for c := range rec.val {
		if rec.has[c] {
			v := toUSVString(rec.val[c])
			rec.val[c], rec.src[c] = v, v
		}
	}
	return create(rec, opts, nil)
}

func newFromString(pattern string, baseURL *string, opts Options) (*URLPattern, error) {
	pattern = toUSVString(pattern)
	init, protocol, err := parseConstructorString(pattern)
	if err != nil {
		return nil, err
	}
	if baseURL == nil && !init.has[Protocol] {
		return nil, &Error{Reason: ReasonNoProtocol, Input: pattern, Detail: noProtocolDetail(pattern)}
	}
	if baseURL != nil {
		init.baseURL, init.hasBase = *baseURL, true
	}
	return create(init, opts, &protocol)
}

// noProtocolDetail says what the likely mistake is in pattern, a
// constructor string without a protocol: a pathname without its leading
// "/", a host without a protocol, or a pathname given where a constructor
// string is expected.
func noProtocolDetail(pattern string) string {
	first := pattern
	if i := strings.IndexAny(pattern, "/?#"); i >= 0 {
		first = pattern[:i]
	}
	switch {
	case pattern == "" || pattern[0] == '?' || pattern[0] == '#':
		return `a constructor string starts with a protocol, as in "https://example.com/"`
	case pattern[0] == '/':
		return `a constructor string starts with a protocol, as in "https://example.com` + pattern +
			`"; for a pathname pattern alone, use NewFromInit or a base URL`
	case strings.Contains(first, "."):
		return `a constructor string starts with a protocol, as in "https://` + pattern + `"`
	}
	return `a pathname pattern starts with "/", as in "/` + pattern +
		`"; a constructor string starts with a protocol, as in "https://example.com/` + pattern + `"`
}

// toUSVString returns s with each byte of invalid UTF-8 as U+FFFD, as a
// JavaScript string is converted to a USVString.
func toUSVString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string([]rune(s))
}

// create (spec: #url-pattern-create). init's values are valid UTF-8.
// protocol, when not nil, is a protocol component that the constructor
// string parser compiled (or the zero component), which create uses if
// the protocol pattern string is the same.
func create(init initRecord, opts Options, protocol *compiledProtocol) (*URLPattern, error) {
	processed, err := processInit(init, typePattern, initRecord{})
	if err != nil {
		return nil, err
	}
	for c := range processed.val {
		if !processed.has[c] {
			processed.set(Component(c), "*")
		}
	}
	if d, ok := weburl.DefaultPort(processed.val[Protocol]); ok && isDecimal(processed.val[Port], d) {
		processed.val[Port] = ""
	}
	p := &URLPattern{}
	compile := func(c Component, encode encodingCallback, o options) error {
		if err != nil {
			return err
		}
		err = p.components[c].compile(processed.val[c], encode, o)
		if e, ok := err.(*Error); ok {
			if e.Component == "" {
				e.Component = c.String()
			}
			if processed.src[c] != "" {
				pointAtSource(e, processed.src[c], processed.at[c])
			}
		}
		return err
	}
	if protocol != nil && protocol.c.kind != matchNothing && protocol.pattern == processed.val[Protocol] {
		p.components[Protocol] = protocol.c
	} else {
		compile(Protocol, canonicalizeProtocol, defaultOptions)
	}
	compile(Username, canonicalizeUsername, defaultOptions)
	compile(Password, canonicalizePassword, defaultOptions)
	if hostnamePatternIsIPv6Address(processed.val[Hostname]) {
		compile(Hostname, canonicalizeIPv6Hostname, hostnameOptions)
	} else {
		compile(Hostname, canonicalizeHostname, hostnameOptions)
	}
	compile(Port, func(v string) (string, error) { return canonicalizePort(v, "") }, defaultOptions)
	compileOptions := defaultOptions
	compileOptions.ignoreCase = opts.IgnoreCase
	if err == nil && p.components[Protocol].matchesSpecialScheme() {
		pathOptions := pathnameOptions
		pathOptions.ignoreCase = opts.IgnoreCase
		compile(Pathname, canonicalizePathname, pathOptions)
	} else {
		compile(Pathname, canonicalizeOpaquePathname, compileOptions)
	}
	compile(Search, canonicalizeSearch, compileOptions)
	if err := compile(Hash, canonicalizeHash, compileOptions); err != nil {
		return nil, err
	}
	return p, nil
}

// isDecimal reports whether s is n written in decimal, as strconv.Itoa
// writes it.
func isDecimal(s string, n int) bool {
	var buf [20]byte
	return string(strconv.AppendInt(buf[:0], int64(n), 10)) == s
}

// hostnamePatternIsIPv6Address (spec: #hostname-pattern-is-an-ipv6-address).
func hostnamePatternIsIPv6Address(input string) bool {
	if len(input) < 2 {
		return false
	}
	return input[0] == '[' || (input[0] == '{' || input[0] == '\\') && input[1] == '['
}

// Protocol returns the normalized protocol pattern string (spec:
// #dom-urlpattern-protocol).
func (p *URLPattern) Protocol() string { return p.patternString(Protocol) }

// Username returns the normalized username pattern string (spec:
// #dom-urlpattern-username).
func (p *URLPattern) Username() string { return p.patternString(Username) }

// Password returns the normalized password pattern string (spec:
// #dom-urlpattern-password).
func (p *URLPattern) Password() string { return p.patternString(Password) }

// Hostname returns the normalized hostname pattern string (spec:
// #dom-urlpattern-hostname).
func (p *URLPattern) Hostname() string { return p.patternString(Hostname) }

// Port returns the normalized port pattern string (spec:
// #dom-urlpattern-port).
func (p *URLPattern) Port() string { return p.patternString(Port) }

// Pathname returns the normalized pathname pattern string (spec:
// #dom-urlpattern-pathname).
func (p *URLPattern) Pathname() string { return p.patternString(Pathname) }

// Search returns the normalized search pattern string (spec:
// #dom-urlpattern-search).
func (p *URLPattern) Search() string { return p.patternString(Search) }

// Hash returns the normalized hash pattern string (spec:
// #dom-urlpattern-hash).
func (p *URLPattern) Hash() string { return p.patternString(Hash) }

// Component returns the normalized pattern string of component c, or ""
// when c is not a Component.
func (p *URLPattern) Component(c Component) string { return p.patternString(c) }

func (p *URLPattern) patternString(c Component) string {
	if p == nil || c >= numComponents {
		return ""
	}
	return p.components[c].patternString
}

// RegexpString returns the ECMAScript regular expression that the
// standard generates for component c (spec:
// #generate-a-regular-expression-and-name-list), or "" when c is not a
// Component. Matching runs its translation to Go's regexp.
func (p *URLPattern) RegexpString(c Component) string {
	if p == nil || c >= numComponents {
		return ""
	}
	return p.components[c].regexpString()
}

// HasRegExpGroups reports whether any component uses a regular expression
// group such as ":id(\\d+)" (spec: #dom-urlpattern-hasregexpgroups).
func (p *URLPattern) HasRegExpGroups() bool {
	if p == nil {
		return false
	}
	for i := range p.components {
		if p.components[i].hasRegexpGroups {
			return true
		}
	}
	return false
}

// String returns the pattern's components as a constructor string would
// give them, for logs: "protocol://username:password@hostname:port/pathname?search#hash"
// with each part the normalized pattern string. It is not guaranteed to
// compile back to an equal pattern.
func (p *URLPattern) String() string {
	if p == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(p.Protocol() + "://" + p.Username() + ":" + p.Password() + "@" + p.Hostname())
	if p.Port() != "" {
		b.WriteString(":" + p.Port())
	}
	b.WriteString(p.Pathname() + "?" + p.Search() + "#" + p.Hash())
	return b.String()
}
