// Package classes names the ways in which browsers' URL parsers differ from
// the URL Standard, as measured by scripts/browsers (see BROWSERS.md): each
// class has the engines it is seen in, the rule of the standard they do not
// follow, an example, and a test that recognizes a difference of its kind.
// The tests of testdata/browsers (browsers_test.go) and the viewer use it.
package classes

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/weburl/weburl"
)

// An Answer is what a browser's new URL(input, base) gives: its getters.
type Answer struct {
	Href     string `json:"href"`
	Protocol string `json:"protocol"`
	Username string `json:"username"`
	Password string `json:"password"`
	Host     string `json:"host"`
	Hostname string `json:"hostname"`
	Port     string `json:"port"`
	Pathname string `json:"pathname"`
	Search   string `json:"search"`
	Hash     string `json:"hash"`
}

// Unicode15Case says what the standard gives for a host under the IDNA data
// of Unicode 15.0 (as ICU 72 has it), for a case whose result differs under
// that data: the host, or failure (Output nil).
type Unicode15Case struct {
	Output *string
}

// A View is one difference between an engine and the standard, with what
// the classes look at.
type View struct {
	Input string
	Base  *string // nil: no base
	// Std is the standard's answer (weburl's), nil for failure, and Errs
	// the validation errors weburl raises for the input.
	Std  *weburl.URL
	Errs []weburl.ValidationErrorAt
	// Got is the engine's answer, nil for failure.
	Got *Answer
	// Unicode15 is set when the standard's result for the input differs
	// under the IDNA data of Unicode 15.0 (testdata/browsers/idna-unicode-15.json
	// lists such cases); nil when it does not or is not known.
	Unicode15 *Unicode15Case
	// Unicode18 is set when the input's host holds a code point that
	// Unicode 18.0 assigned: valid in the IDNA data of the standard's
	// reference implementation and of weburl, unassigned (so disallowed)
	// in an engine's older data. Known only for the cases of the data.
	Unicode18 bool
}

// scheme returns the scheme of the case's URL as the standard or else the
// engine parses it, or of its base, as "https:".
func (v *View) scheme() string {
	switch {
	case v.Std != nil:
		return v.Std.Protocol()
	case v.Got != nil:
		return v.Got.Protocol
	case v.Base != nil:
		if b, err := weburl.Parse(*v.Base); err == nil {
			return b.Protocol()
		}
	}
	return ""
}

// special reports whether scheme() is a special scheme.
func (v *View) special() bool {
	_, ok := weburl.DefaultPort(strings.TrimSuffix(v.scheme(), ":"))
	return ok || v.scheme() == "file:"
}

// hasErr reports whether weburl raises a validation error of type e for
// the case.
func (v *View) hasErr(e weburl.ValidationError) bool {
	return slices.ContainsFunc(v.Errs, func(at weburl.ValidationErrorAt) bool { return at.Type == e })
}

// encodesMore reports whether got is std with one or more of the ASCII
// characters of set percent-encoded ("|" as "%7C"), and nothing else
// changed.
func encodesMore(std, got, set string) bool {
	changed := false
	for i := 0; i < len(std); i++ {
		if strings.IndexByte(set, std[i]) >= 0 && strings.HasPrefix(got, fmt.Sprintf("%%%02X", std[i])) {
			got = got[3:]
			changed = true
			continue
		}
		if got == "" || got[0] != std[i] {
			return false
		}
		got = got[1:]
	}
	return changed && got == ""
}

// driveLetter matches a Windows drive letter ("C:", or "C|") that starts a
// path segment and ends it or the string.
var driveLetter = regexp.MustCompile(`(^|[/\\])[A-Za-z][:|]([/\\?#]|$)`)

// chromiumSchemes are schemes that Chromium registers as standard
// (authority-based) schemes of its own.
var chromiumSchemes = []string{"android:", "chrome-distiller:", "chrome-extension:", "chrome-native:",
	"chrome-search:", "chromeos-steam:", "drivefs:", "isolated-app:", "materialized-view:", "steam:"}

// A Class is a named kind of difference between engines and the standard:
// the engines it is seen in, the rule of the standard that they do not
// follow (yet), an input (and base) of the class, and a test that
// recognizes its cases. The first class (in List order) that an engine has
// and whose test matches classifies a difference.
type Class struct {
	Name    string
	Engines []string // of "chromium", "firefox", "webkitgtk"
	Rule    string
	Input   string
	Base    string // "": none
	match   func(v *View) bool
}

// Matches reports whether the class's test recognizes v (whatever the
// engine).
func (c *Class) Matches(v *View) bool { return c.match(v) }

// List returns the classes, in the order in which they are tried.
func List() []Class {
	return []Class{
		{
			Name: "registered-schemes", Engines: []string{"chromium"},
			Rule:  "only ftp, file, http, https, ws and wss are special (spec: #special-scheme); Chromium parses its own registered schemes (chrome-extension:, android:, ...) as authority-based ones",
			Input: "chrome-extension://x:0",
			match: func(v *View) bool {
				return slices.Contains(chromiumSchemes, v.scheme())
			},
		},
		{
			Name: "data-javascript-about", Engines: []string{"firefox"},
			Rule:  "data:, javascript: and about: are not special and are parsed as any other scheme that is not (spec: #special-scheme): host, port and dot segments included",
			Input: "data://test/a/../b",
			match: func(v *View) bool {
				return slices.Contains([]string{"data:", "javascript:", "about:"}, v.scheme())
			},
		},
		{
			Name: "file-host-dropped", Engines: []string{"firefox"},
			Rule:  `a file URL keeps its host, "file://server/share" has host "server", and an invalid one is a failure (spec: #file-host-state)`,
			Input: "file://example.com/",
			match: func(v *View) bool {
				return v.Got != nil && v.Got.Protocol == "file:" && v.Got.Hostname == "" &&
					(v.Std == nil || v.Std.Hostname() != "")
			},
		},
		{
			Name: "file-localhost", Engines: []string{"chromium"},
			Rule:  `a file URL's host "localhost" becomes the empty host (spec: #file-host-state)`,
			Input: "file://localhost/x",
			match: func(v *View) bool {
				return v.Got != nil && v.Got.Protocol == "file:" && v.Got.Hostname == "localhost" &&
					v.Std != nil && v.Std.Hostname() == ""
			},
		},
		{
			Name: "pipe-percent-encoded", Engines: []string{"chromium"},
			Rule:  `"|" is not in the path percent-encode set (spec: #path-percent-encode-set)`,
			Input: "https://h/a|b",
			match: func(v *View) bool {
				return v.Std != nil && v.Got != nil && encodesMore(v.Std.Href(), v.Got.Href, "|")
			},
		},
		{
			Name: "apostrophe-percent-encoded", Engines: []string{"chromium"},
			Rule:  `"'" is in the special-query percent-encode set only, not in the query set of other URLs nor in the userinfo set (spec: #query-state, #userinfo-percent-encode-set)`,
			Input: "sc://h/?a'b",
			match: func(v *View) bool {
				return v.Std != nil && v.Got != nil && encodesMore(v.Std.Href(), v.Got.Href, "'")
			},
		},
		{
			Name: "caret-not-percent-encoded", Engines: []string{"firefox"},
			Rule:  `"^" is in the path percent-encode set (spec: #path-percent-encode-set)`,
			Input: "sc://h/a^b",
			match: func(v *View) bool {
				return v.Std != nil && v.Got != nil && encodesMore(v.Got.Href, v.Std.Href(), "^")
			},
		},
		{
			Name: "asterisk-in-host-encoded", Engines: []string{"chromium"},
			Rule:  `"*" is a valid code point of a domain, kept as is (spec: #forbidden-domain-code-point, #concept-host-serializer)`,
			Input: "https://a*b/",
			match: func(v *View) bool {
				return v.Std != nil && v.Got != nil && encodesMore(v.Std.Hostname(), v.Got.Hostname, "*")
			},
		},
		{
			Name: "backslash-not-special", Engines: []string{"chromium", "firefox", "webkitgtk"},
			Rule:  `in a URL whose scheme is not special, "\" is an ordinary code point, not a "/" (spec: #path-start-state, #relative-slash-state, #port-state)`,
			Input: `\x`, Base: "sc://h/a/b",
			match: func(v *View) bool {
				before, _, _ := strings.Cut(v.Input, "#")
				before, _, _ = strings.Cut(before, "?")
				// The standard keeps the "\" as it is (or fails for another reason).
				return !v.special() && strings.Contains(before, `\`) &&
					(v.Std == nil || strings.Contains(v.Std.Href(), `\`))
			},
		},
		{
			Name: "windows-drive-letter", Engines: []string{"chromium", "firefox"},
			Rule:  `a Windows drive letter ("C:", and "C|" as "C:") starting a file URL's path survives ".." and absolute-path references, and "file://C:/" has one in place of a host (spec: #file-state, #file-host-state, #shorten-a-urls-path); only file URLs have them`,
			Input: "file:///C:/..",
			match: func(v *View) bool {
				return driveLetter.MatchString(v.Input) ||
					v.Base != nil && driveLetter.MatchString(*v.Base) ||
					v.Std != nil && driveLetter.MatchString(v.Std.Pathname())
			},
		},
		{
			Name: "file-empty-host", Engines: []string{"chromium"},
			Rule:  `"file://" followed by nothing, "?" or "#" has the empty host (spec: #file-host-state)`,
			Input: "file://?q",
			match: func(v *View) bool {
				return v.Got == nil && v.Std != nil && v.Std.Protocol() == "file:" && v.Std.Hostname() == ""
			},
		},
		{
			Name: "file-path-empty-segments", Engines: []string{"chromium"},
			Rule:  `a file URL's path keeps its leading empty segments: "file:////x" has the path ["", "x"] (spec: #file-slash-state, #path-state)`,
			Input: "file:////foo",
			match: func(v *View) bool {
				return v.Got != nil && v.Std != nil && v.Std.Protocol() == "file:" &&
					strings.HasPrefix(v.Std.Pathname(), "//") && v.Got.Pathname != v.Std.Pathname()
			},
		},
		{
			Name: "opaque-path-trailing-space", Engines: []string{"chromium", "firefox"},
			Rule:  `a space in an opaque path right before "?" or "#" is written "%20" (spec: #cannot-be-a-base-url-path-state)`,
			Input: "non-special:opaque  ?hi",
			match: func(v *View) bool {
				return v.Std != nil && v.Got != nil && v.Std.HasOpaquePath() &&
					strings.ReplaceAll(v.Std.Href(), "%20", " ") == v.Got.Href
			},
		},
		{
			Name: "tab-newline-in-fragment", Engines: []string{"chromium"},
			Rule:  "every ASCII tab or newline is removed from the input before parsing, in the fragment too (spec: #concept-basic-url-parser)",
			Input: "data:text/plain,test#\x00\x01\t\n\r\x1f !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\x7f\u0080\u0081\u00c9\u00e9",
			match: func(v *View) bool {
				return v.Std != nil && v.Got != nil && strings.ContainsAny(v.Input, "\t\n\r") &&
					(strings.Contains(v.Got.Hash, "%09") || strings.Contains(v.Got.Hash, "%0A") || strings.Contains(v.Got.Hash, "%0D"))
			},
		},
		{
			Name: "space-in-host", Engines: []string{"chromium"},
			Rule:  "U+0020 SPACE, and what maps to it (U+00A0, U+3000), is a forbidden host code point: the parse fails (spec: #forbidden-host-code-point)",
			Input: "https://ex ample.org/",
			match: func(v *View) bool {
				return v.Std == nil && v.Got != nil && strings.Contains(v.Got.Hostname, "%20")
			},
		},
		{
			Name: "fullwidth-percent-in-host", Engines: []string{"chromium"},
			Rule:  `a host is percent-decoded once, before domain to ASCII; a "％" (U+FF05) that UTS #46 maps to "%" is then a forbidden domain code point (spec: #concept-host-parser)`,
			Input: "http://％４１.com", Base: "http://other.com/",
			match: func(v *View) bool {
				return v.Std == nil && v.Got != nil &&
					(strings.Contains(v.Input, "％") || strings.Contains(strings.ToLower(v.Input), "%ef%bc%85"))
			},
		},
		{
			Name: "ipv6-decoded-first", Engines: []string{"chromium"},
			Rule:  `a host that starts with "[" is parsed as an IPv6 address as written, before percent-decoding and IDNA mapping: "%" or a full-width character in it is a failure (spec: #concept-host-parser, #concept-ipv6-parser)`,
			Input: "https://[::%31]/",
			match: func(v *View) bool {
				return v.Std == nil && v.Got != nil && strings.HasPrefix(v.Got.Hostname, "[") &&
					strings.ContainsFunc(v.Input, func(r rune) bool { return r == '%' || r > 0x7f })
			},
		},
		{
			Name: "ipv4-in-ipv6-leading-zero", Engines: []string{"chromium"},
			Rule:  `an IPv4 part inside an IPv6 address has no leading zero: "[::1.2.3.04]" is a failure (spec: #concept-ipv6-parser, IPv4-in-IPv6-invalid-code-point)`,
			Input: "https://[::1.2.3.04]/",
			match: func(v *View) bool {
				return v.Std == nil && v.Got != nil && strings.HasPrefix(v.Got.Hostname, "[") &&
					v.hasErr(weburl.ErrIPv4InIPv6InvalidCodePoint)
			},
		},
		{
			Name: "ipv6-trailing-colon", Engines: []string{"webkitgtk"},
			Rule:  `an IPv6 address cannot end in a single ":": "[::1:]" is a failure (spec: #concept-ipv6-parser)`,
			Input: "https://[::1:]/",
			match: func(v *View) bool {
				return v.Std == nil && v.Got != nil && strings.HasPrefix(v.Got.Hostname, "[") &&
					strings.Contains(v.Input, ":]")
			},
		},
		{
			Name: "ipv4-empty-hex-part", Engines: []string{"firefox"},
			Rule:  `"0x" with no digits is the number 0 in an IPv4 address (spec: #ipv4-number-parser)`,
			Input: "https://0x.0x.0x.0x/",
			match: func(v *View) bool {
				return v.Got == nil && v.Std != nil && v.Std.HostValue().Kind() == weburl.IPv4Host &&
					regexp.MustCompile(`(?i)0x([./]|$)`).MatchString(v.Input)
			},
		},
		{
			Name: "empty-host-after-credentials", Engines: []string{"firefox"},
			Rule:  `"@" followed by an empty host is a failure (spec: #authority-state, host-missing)`,
			Input: "sc://@",
			match: func(v *View) bool {
				return v.Std == nil && v.Got != nil && v.hasErr(weburl.ErrHostMissing)
			},
		},
		{
			Name: "same-scheme-relative", Engines: []string{"webkitgtk"},
			Rule:  `"http:/" against a base URL of the same special scheme is a relative reference (spec: #scheme-state, #special-relative-or-authority-state)`,
			Input: "http:/", Base: "http://example.com/",
			match: func(v *View) bool {
				return v.Std != nil && v.Got == nil && v.Base != nil && v.hasErr(weburl.ErrSpecialSchemeMissingFollowingSolidus)
			},
		},
		{
			Name: "opaque-host-non-ascii", Engines: []string{"chromium", "webkitgtk"},
			Rule:  "an opaque host percent-encodes the code points that are not ASCII (spec: #concept-opaque-host-parser)",
			Input: "sc://a\U00010000b/",
			match: func(v *View) bool {
				return v.Got == nil && v.Std != nil && !v.Std.IsSpecial() && strings.Contains(v.Std.Hostname(), "%")
			},
		},
		{
			Name: "idna-nfc-before-forbidden", Engines: []string{"chromium"},
			Rule:  `a domain is mapped and normalized to NFC (UTS #46) before its code points are checked: "<", ">" or "=" followed by U+0338 COMBINING LONG SOLIDUS OVERLAY is "≮", "≯" or "≠", which are valid (spec: #concept-host-parser, #concept-domain-to-ascii)`,
			Input: "https://<\u0338/x",
			match: func(v *View) bool {
				return v.Got == nil && v.Std != nil && strings.Contains(v.Input, "\u0338") &&
					strings.ContainsAny(v.Input, "<>=")
			},
		},
		{
			Name: "idna-unicode-15", Engines: []string{"webkitgtk"},
			Rule:  "UTS #46 with the IDNA data of the current Unicode version (17.0 in the standard's tests, 18.0 in its reference implementation and in weburl): WebKitGTK's ICU 72 has Unicode 15.0's, where U+1E9E ẞ maps to \"ss\" and U+180E, U+10A0 to U+10C5 and others are disallowed (spec: #concept-domain-to-ascii); each case is listed in testdata/browsers/idna-unicode-15.json with the Unicode 15.0 result",
			Input: "https://FAẞ.de/x",
			match: func(v *View) bool {
				if v.Unicode15 == nil {
					return false
				}
				out := v.Unicode15.Output
				return out == nil && v.Got == nil || out != nil && v.Got != nil && v.Got.Hostname == *out
			},
		},
		{
			Name: "idna-unicode-18", Engines: []string{"firefox", "webkitgtk"},
			Rule:  "UTS #46 with the IDNA data of the current Unicode version, 18.0 in the standard's reference implementation (tr46 7.0.0) and in weburl: these hosts hold a code point that Unicode 18.0 assigned (U+3E8AC, U+3F8CD), which the engine's older data leaves unassigned and so disallowed (spec: #concept-domain-to-ascii)",
			Input: "https://xn--t92s.xn--znb.xn--5-y88f/x",
			match: func(v *View) bool {
				return v.Unicode18 && v.Got == nil && v.Std != nil
			},
		},
		{
			Name: "idna-strict", Engines: []string{"firefox", "webkitgtk"},
			Rule:  "the URL parser runs domain to ASCII with beStrict false: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off (spec: #concept-domain-to-ascii); these hosts fail only those checks or, as \"xn--\" labels, decode to such labels; weburl raises domain-to-ASCII for each",
			Input: "https://xn--a/",
			match: func(v *View) bool {
				return v.Got == nil && v.Std != nil && v.hasErr(weburl.ErrDomainToASCII)
			},
		},
	}
}

// Classify returns the first class of engine that matches v, or nil.
func Classify(engine string, v *View) *Class {
	list := List()
	for i := range list {
		c := &list[i]
		if slices.Contains(c.Engines, engine) && c.match(v) {
			return c
		}
	}
	return nil
}
