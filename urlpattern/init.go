package urlpattern

import (
	"strings"

	"github.com/weburl/weburl"
)

// A Component names one of a URL pattern's eight components (spec:
// #url-pattern-struct).
type Component uint8

// The components, in the standard's order.
const (
	Protocol Component = iota
	Username
	Password
	Hostname
	Port
	Pathname
	Search
	Hash
	numComponents
)

var componentNames = [numComponents]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

// String returns the component's name as the standard spells it
// ("protocol", ..., "hash"), or "" for a value that is not a component.
func (c Component) String() string {
	if c < numComponents {
		return componentNames[c]
	}
	return ""
}

// ParseComponent returns the Component named name ("protocol", ...,
// "hash"), or false.
func ParseComponent(name string) (Component, bool) {
	for i, n := range componentNames {
		if n == name {
			return Component(i), true
		}
	}
	return 0, false
}

// An Init is the URLPatternInit dictionary (spec: #dictdef-urlpatterninit):
// a pattern (for NewFromInit) or a URL (for ExecInit and TestInit) given
// component by component. A nil field is absent, which is not the same as
// the empty string: an absent component of a pattern is a wildcard "*" or
// comes from BaseURL. Its JSON form is the JavaScript dictionary's
// (absent members omitted).
type Init struct {
	Protocol *string `json:"protocol,omitempty"`
	Username *string `json:"username,omitempty"`
	Password *string `json:"password,omitempty"`
	Hostname *string `json:"hostname,omitempty"`
	Port     *string `json:"port,omitempty"`
	Pathname *string `json:"pathname,omitempty"`
	Search   *string `json:"search,omitempty"`
	Hash     *string `json:"hash,omitempty"`
	BaseURL  *string `json:"baseURL,omitempty"`
}

// initRecord is an Init as the algorithms use it: each member's value and
// whether it exists.
type initRecord struct {
	val     [numComponents]string
	has     [numComponents]bool
	baseURL string
	hasBase bool
	// src and at say where a member's value came from, for errors: the
	// caller's text src[c] (a constructor string or an Init member), in
	// which val[c] starts at byte at[c]; src[c] is "" for a value the
	// caller did not write.
	src [numComponents]string
	at  [numComponents]int
}

func (r *initRecord) set(c Component, v string) { r.val[c], r.has[c], r.src[c] = v, true, "" }

// setFrom sets member c to v, which starts at byte at of the caller's
// text src.
func (r *initRecord) setFrom(c Component, v, src string, at int) {
	r.val[c], r.has[c], r.src[c], r.at[c] = v, true, src, at
}

// containsAny reports whether r has any of cs.
func (r *initRecord) containsAny(cs ...Component) bool {
	for _, c := range cs {
		if r.has[c] {
			return true
		}
	}
	return false
}

func (in *Init) fields() [numComponents]*string {
	return [numComponents]*string{in.Protocol, in.Username, in.Password, in.Hostname, in.Port, in.Pathname, in.Search, in.Hash}
}

func (in *Init) record() initRecord {
	var r initRecord
	if in == nil {
		return r
	}
	for c, f := range in.fields() {
		if f != nil {
			r.setFrom(Component(c), *f, *f, 0)
		}
	}
	if in.BaseURL != nil {
		r.baseURL, r.hasBase = *in.BaseURL, true
	}
	return r
}

// processType is the type argument of "process a URLPatternInit":
// "pattern" or "url".
type processType bool

const (
	typePattern processType = false
	typeURL     processType = true
)

// processInit (spec: #process-a-urlpatterninit). The result starts from
// start (the components the caller passes as non-null).
func processInit(init initRecord, typ processType, start initRecord) (initRecord, error) {
	result := start
	result.hasBase, result.baseURL = false, ""
	var baseURL *weburl.URL
	if init.hasBase {
		u, err := weburl.Parse(init.baseURL)
		if err != nil {
			return result, &Error{Reason: ReasonBaseURL, Input: init.baseURL, Err: err}
		}
		baseURL = u
		if !init.has[Protocol] {
			result.set(Protocol, processBaseURLString(u.Scheme(), typ))
		}
		if typ != typePattern && !init.containsAny(Protocol, Hostname, Port, Username) {
			result.set(Username, processBaseURLString(u.Username(), typ))
		}
		if typ != typePattern && !init.containsAny(Protocol, Hostname, Port, Username, Password) {
			result.set(Password, processBaseURLString(u.Password(), typ))
		}
		if !init.containsAny(Protocol, Hostname) {
			result.set(Hostname, processBaseURLString(u.Hostname(), typ))
		}
		if !init.containsAny(Protocol, Hostname, Port) {
			result.set(Port, u.Port())
		}
		if !init.containsAny(Protocol, Hostname, Port, Pathname) {
			result.set(Pathname, processBaseURLString(u.Pathname(), typ))
		}
		if !init.containsAny(Protocol, Hostname, Port, Pathname, Search) {
			result.set(Search, processBaseURLString(strings.TrimPrefix(u.Search(), "?"), typ))
		}
		if !init.containsAny(Protocol, Hostname, Port, Pathname, Search, Hash) {
			result.set(Hash, processBaseURLString(strings.TrimPrefix(u.Hash(), "#"), typ))
		}
	}
	var err error
	process := func(c Component, f func(string) (string, error)) {
		if err != nil || !init.has[c] {
			return
		}
		var v string
		v, err = f(init.val[c])
		if err == nil {
			result.setFrom(c, v, init.src[c], init.at[c])
		}
	}
	process(Protocol, func(v string) (string, error) { return processProtocolForInit(v, typ) })
	process(Username, func(v string) (string, error) { return processForInit(v, typ, canonicalizeUsername) })
	process(Password, func(v string) (string, error) { return processForInit(v, typ, canonicalizePassword) })
	process(Hostname, func(v string) (string, error) { return processForInit(v, typ, canonicalizeHostname) })
	resultProtocolString := result.val[Protocol] // "" when absent
	process(Port, func(v string) (string, error) {
		if typ == typePattern {
			return v, nil
		}
		return canonicalizePort(v, resultProtocolString)
	})
	pathnameShift := 0 // bytes of the base URL's path put before the pathname
	process(Pathname, func(v string) (string, error) {
		if baseURL != nil && !baseURL.HasOpaquePath() && !isAbsolutePathname(v, typ) {
			baseURLPath := processBaseURLString(baseURL.Pathname(), typ)
			if slash := strings.LastIndexByte(baseURLPath, '/'); slash >= 0 {
				v = baseURLPath[:slash+1] + v
				pathnameShift = slash + 1
			}
		}
		return processPathnameForInit(v, resultProtocolString, typ)
	})
	process(Search, func(v string) (string, error) {
		return processForInit(strings.TrimPrefix(v, "?"), typ, canonicalizeSearch)
	})
	process(Hash, func(v string) (string, error) {
		return processForInit(strings.TrimPrefix(v, "#"), typ, canonicalizeHash)
	})
	if init.has[Pathname] {
		result.at[Pathname] -= pathnameShift
	}
	for _, c := range [...]Component{Search, Hash} {
		if init.has[c] && init.val[c] != "" && init.val[c][0] == "?#"[c-Search] {
			result.at[c]++
		}
	}
	return result, err
}

// processBaseURLString (spec: #process-a-base-url-string).
func processBaseURLString(input string, typ processType) string {
	if typ != typePattern {
		return input
	}
	return escapePatternString(input)
}

// isAbsolutePathname (spec: #is-an-absolute-pathname).
func isAbsolutePathname(input string, typ processType) bool {
	if input == "" {
		return false
	}
	if input[0] == '/' {
		return true
	}
	if typ == typeURL || len(input) < 2 {
		return false
	}
	return (input[0] == '\\' || input[0] == '{') && input[1] == '/'
}

// processProtocolForInit (spec: #process-protocol-for-init).
func processProtocolForInit(value string, typ processType) (string, error) {
	stripped := strings.TrimSuffix(value, ":")
	if typ == typePattern {
		return stripped, nil
	}
	return canonicalizeProtocol(stripped)
}

// processForInit is process username, password, hostname, search and
// hash for init (spec: #process-username-for-init and the others): the
// value as it is for a pattern, canonicalized for a URL.
func processForInit(value string, typ processType, canonicalize encodingCallback) (string, error) {
	if typ == typePattern {
		return value, nil
	}
	return canonicalize(value)
}

// processPathnameForInit (spec: #process-pathname-for-init).
func processPathnameForInit(value, protocol string, typ processType) (string, error) {
	if typ == typePattern {
		return value, nil
	}
	if protocol == "" || isSpecialScheme(protocol) {
		return canonicalizePathname(value)
	}
	return canonicalizeOpaquePathname(value)
}

// specialSchemes are the URL Standard's special schemes (spec:
// url #special-scheme); weburl does not export the list.
var specialSchemes = [...]string{"ftp", "file", "http", "https", "ws", "wss"}

// isSpecialScheme reports whether s is a special scheme.
func isSpecialScheme(s string) bool {
	for _, sp := range specialSchemes {
		if s == sp {
			return true
		}
	}
	return false
}
