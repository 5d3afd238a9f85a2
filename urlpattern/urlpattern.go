package urlpattern

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern/internal/ecmare"
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

// matchKind is how a component matches: without a regular expression
// when its part list allows (a plain wildcard, a plain string, or the
// shapes of planParts), else with the expression.
type matchKind uint8

const (
	matchNothing matchKind = iota // zero component: matches nothing
	matchRegexp                   // the regular expression
	matchAll                      // "*": any input, captured as group "0"
	matchLiteral                  // fixed text: the input equals literal
	matchParts                    // see planParts
)

// component (spec: #component). Its regular expression is compiled only
// when the part list needs it (kind matchRegexp); the standard's
// regular expression string is generated when asked for (regexpString).
type component struct {
	patternString   string
	regexp          *ecmare.Regexp
	ngroups         int // the groups of the name list
	hasRegexpGroups bool
	parts           []part
	encode          encodingCallback
	options         options
	kind            matchKind
	literal         string
	// literalPrefix is fixed text every match starts with (the first
	// part's, without a modifier or the i flag), checked before the
	// regular expression runs.
	literalPrefix string
	// flex and tail are matchParts's plan: the index of the flexible
	// part and the fixed text after it.
	flex int
	tail string
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

// pointAtSource makes e, an error in a component's pattern string that
// starts at byte at of src, the text the caller wrote, point into src.
// Errors of other kinds (a value an encoding callback rejected) and
// offsets before at (in text that processing added) stay as they are.
func pointAtSource(e *Error, src string, at int) {
	switch e.Reason {
	case ReasonTokenize, ReasonSyntax, ReasonDuplicateName, ReasonRegexp, ReasonUnsupportedRegexp, ReasonTooLarge:
	default:
		return
	}
	if at+e.Offset < 0 || at+e.Offset > len(src) {
		return
	}
	e.Input, e.Offset = src, at+e.Offset
}

// hostnamePatternIsIPv6Address (spec: #hostname-pattern-is-an-ipv6-address).
func hostnamePatternIsIPv6Address(input string) bool {
	if len(input) < 2 {
		return false
	}
	return input[0] == '[' || (input[0] == '{' || input[0] == '\\') && input[1] == '['
}

// compile sets c to input compiled (spec: #compile-a-component), or to
// the zero component when it returns an error.
func (c *component) compile(input string, encode encodingCallback, opts options) error {
	*c = component{}
	parts, ok, err := parsePlainPatternString(input, encode)
	if !ok {
		parts, err = parsePatternString(input, opts, encode)
	}
	if err != nil {
		return err
	}
	c.patternString = generatePatternString(parts, opts)
	c.parts, c.encode, c.options = parts, encode, opts
	for _, pt := range parts {
		if pt.typ != PartFixedText {
			c.ngroups++
		}
		if pt.typ == PartRegexp {
			c.hasRegexpGroups = true
		}
	}
	switch {
	case len(parts) == 1 && parts[0].typ == PartFullWildcard && parts[0].modifier == ModifierNone &&
		parts[0].prefix == "" && parts[0].suffix == "":
		c.kind = matchAll // "^(.*)$"
		return nil
	case len(parts) == 0:
		c.kind = matchLiteral // "^$"
		return nil
	case len(parts) == 1 && parts[0].typ == PartFixedText && parts[0].modifier == ModifierNone && !opts.ignoreCase:
		c.kind, c.literal = matchLiteral, parts[0].value // "^literal$"
		return nil
	case c.planParts():
		c.kind = matchParts
		return nil
	}
	regexpString, _, spans := generateRegexpAndNameList(parts, opts)
	re, err := ecmare.Compile(regexpString, opts.ignoreCase)
	if err != nil {
		*c = component{}
		return regexpError(err, input, spans)
	}
	c.regexp, c.kind = re, matchRegexp
	if parts[0].typ == PartFixedText && parts[0].modifier == ModifierNone && !opts.ignoreCase {
		c.literalPrefix = parts[0].value
	}
	return nil
}

// regexpError is the *Error for err, ecmare.Compile's error for the
// regular expression generated from pattern with spans: it points at the
// regexp group in pattern and says what the compiler found wrong.
func regexpError(err error, pattern string, spans []regexpSpan) *Error {
	e := &Error{Reason: ReasonRegexp, Input: pattern, Detail: err.Error()}
	var ee *ecmare.Error
	if errors.As(err, &ee) {
		e.Offset = patternOffset(spans, ee.Offset)
		e.Detail = ee.Msg
		if ee.Unsupported {
			e.Reason = ReasonUnsupportedRegexp
		}
	}
	return e
}

// matchesSpecialScheme (spec: #protocol-component-matches-a-special-scheme).
func (c *component) matchesSpecialScheme() bool {
	for _, s := range specialSchemes {
		if c.test(s) {
			return true
		}
	}
	return false
}

// test reports whether the component's regular expression matches input.
func (c *component) test(input string) bool {
	switch c.kind {
	case matchAll:
		return !hasLineTerminator(input)
	case matchLiteral:
		return input == c.literal
	case matchParts:
		return c.matchParts(input, nil)
	case matchNothing:
		return false
	}
	return c.regexp != nil && strings.HasPrefix(input, c.literalPrefix) && c.regexp.MatchString(input)
}

// exec runs the component's regular expression on input and creates a
// component match result (spec: #create-a-component-match-result). The
// groups are written into groups, which has one element per group.
func (c *component) exec(input string, groups []Group) (ComponentResult, bool) {
	r := ComponentResult{Input: input, Groups: groups}
	// The match without captures first: it is much cheaper when the
	// pattern has many groups and the input does not match.
	if c.kind == matchRegexp && !c.test(input) {
		return r, false
	}
	return r, c.execMatching(input, groups)
}

// execMatching is exec's matching for an input that test has matched:
// it writes the groups into groups.
func (c *component) execMatching(input string, groups []Group) bool {
	switch c.kind {
	case matchAll:
		groups[0] = Group{Name: c.parts[0].name, Value: input, Matched: true}
		return !hasLineTerminator(input)
	case matchLiteral:
		return input == c.literal
	case matchParts:
		return c.matchParts(input, groups)
	case matchNothing:
		return false
	}
	caps, defined, ok := c.regexp.Exec(input)
	if !ok {
		return false
	}
	i := 0
	for _, pt := range c.parts {
		if pt.typ == PartFixedText {
			continue
		}
		groups[i] = Group{Name: pt.name}
		if i+1 < len(caps) && defined[i+1] {
			groups[i].Value, groups[i].Matched = caps[i+1], true
		}
		i++
	}
	return true
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

// regexpString returns the component's regular expression string (spec:
// #generate-a-regular-expression-and-name-list); the zero component has
// none.
func (c *component) regexpString() string {
	if c.kind == matchNothing {
		return ""
	}
	s, _, _ := generateRegexpAndNameList(c.parts, c.options)
	return s
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

// hasLineTerminator reports whether s has a code point that ECMAScript's
// "." does not match.
func hasLineTerminator(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n', '\r':
			return true
		case 0xE2: // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
				return true
			}
		}
	}
	return false
}
