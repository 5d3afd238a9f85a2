package urlkey

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/idna"
)

// The canonicalizers of internetarchive/urlcanon (Python version 0.3.1,
// the Internet Archive's canonicalizer that brozzler and warcprox use),
// and its SSURT form.

// SemanticPrecise is urlcanon's semantic_precise canonicalizer: URLs that
// mean the same thing to a browser get one key, which keeps the fragment.
// Its parser is ParseURLCanon (every byte of the input kept; no input
// fails), its key the record written back as urlcanon writes it (every
// component and separator as the steps left it), and its steps, in order:
//
//   - "remove-leading-trailing-junk": Leading and Trailing emptied;
//   - "default-scheme-http": an input without a scheme gets "http", and
//     its path is split again as an http URL's ("www.example.com/a" is
//     http://www.example.com/a);
//   - "remove-tabs-and-newlines": every tab, LF and CR removed;
//   - "lowercase-scheme";
//   - "elide-default-port": the port of a special scheme (ftp 21, gopher
//     70, http 80, https 443, ws 80, wss 443) removed with its ':' when it
//     is that scheme's default, byte for byte;
//   - "clean-up-userinfo": a ':' before an empty password removed, and an
//     '@' after empty credentials;
//   - "two-slashes": the slashes made "//" when there were some, or an
//     authority, or the scheme is file;
//   - "pct-decode-repeatedly-except-query": the scheme, credentials, host,
//     port, path and fragment percent-decoded until nothing is left to
//     decode;
//   - "normalize-ip-address": a host that is an IPv4 address as urlcanon
//     reads one (Python's int() of each of one to four parts: "0x7f.1",
//     "3279880203", " 1.2.3.4") written in dotted decimal; one that is
//     "[" an IPv6 address "]" in its shortest form; a negative IPv4
//     address ("-1"), which urlcanon fails to write, fails this step;
//   - "fix-host-dots": dots trimmed from both ends of the host, runs of
//     dots made one;
//   - "punycode-special-host": the host of a special scheme converted to
//     ASCII by IDNA (below), or left as it is when that fails;
//   - "remove-userinfo";
//   - "less-dumb-pct-encode": bytes <= 0x20 and >= 0x7F percent-encoded
//     (uppercase hex), with '#' and '%' in the scheme, host, port and
//     fragment, "#%:@" in the credentials, "#%?" in the path;
//   - "less-dumb-pct-recode-query": each name and value of the query
//     (split at '&', then at the first '=') percent-decoded until nothing
//     is left to decode, then encoded so, with "#%&=";
//   - "fix-backslashes": for a special scheme, '\' made '/' in the path;
//   - "leading-slash": a '/' before the path of a special scheme that has
//     none;
//   - "normalize-path-dots": "." and ".." segments (and their "%2e" forms)
//     resolved as a browser resolves them, for a path that starts with '/'
//     (or '\' for a special scheme);
//   - "collapse-consecutive-slashes": for a special scheme, runs of '/' in
//     the path made one;
//   - "empty-path-to-slash": "/" for the empty path of a special scheme
//     with an authority;
//   - "alpha-reorder-query": the query's pieces (split at '&') sorted by
//     their bytes.
//
// urlcanon's IDNA is the Python idna package's IDNA 2008 with the UTS #46
// mapping, falling back to Python's IDNA 2003 codec; here it is UTS #46
// nontransitional processing as the URL Standard does it (Unicode 18.0.0)
// with every label 1 to 63 bytes long, falling back to UTS #46
// transitional processing with IDNA 2003's Bidi requirements (as for
// SURT), the nearest to IDNA 2003; a host that is not well-formed UTF-8 is
// left as it is, and its bytes are then percent-encoded, as urlcanon does.
// A host where these differ may get another key than urlcanon gives it
// (none of the 4,449 recorded inputs of the package's tests does), and so
// may an IPv6 address that the URL Standard's IPv6 parser, which reads it
// here, and Python's ipaddress read differently.
var SemanticPrecise Profile

// Semantic is urlcanon's semantic canonicalizer: SemanticPrecise and then
// "remove-fragment", so that URLs that differ only in their fragment get
// one key.
var Semantic Profile

// Aggressive is urlcanon's aggressive canonicalizer: Semantic and then,
// in order, "https-to-http", "strip-www" (a leading "www", ASCII digits
// and '.'), "lowercase-path", "lowercase-query" (ASCII letters),
// "strip-session-ids-from-query" (jsessionid with 10 or more of letters,
// digits and '$'; sessionid, phpsessid, sid and aspsessionid and 8 letters
// with 16 or more letters or digits; a cfid of digits and its cftoken: each
// a whole pair, with urlcanon's regular expression),
// "strip-session-ids-from-path" (for a path ending in ".aspx", ASP.NET
// session segments after a '/'; then a ";jsessionid=" and 32 lowercase
// letters or digits at the end), "strip-trailing-slash-unless-empty",
// "remove-redundant-ampersands-from-query", "omit-question-mark-if-query-empty"
// and "alpha-reorder-query-again" (the pieces sorted again, once
// lowercased).
var Aggressive Profile

// The names of Aggressive's steps that remove an empty query (DropQuery's
// step goes before them).
const (
	stepRemoveRedundantAmpersands = "remove-redundant-ampersands-from-query"
	stepOmitQuestionMark          = "omit-question-mark-if-query-empty"
)

// SSURT is urlcanon's SSURT form of the input as it is parsed, with no
// canonicalization (urlcanon.parse_url(input).ssurt()): ParseURLCanon,
// no step, and SSURTOf as the format.
// "http://user:pass@foo.example.org:81/path?query#frag" is
// "org,example,foo,//81:http@user:pass:/path?query#frag". For the SSURT
// of a canonicalized URL (urlcanon.semantic(url).ssurt(), as brozzler's
// scope rules make it), set a profile's Format to SSURTOf.
var SSURT Profile

func init() {
	SemanticPrecise = Profile{
		Name:  "semantic_precise",
		Parse: ParseURLCanon,
		Steps: []Step{
			{Name: "remove-leading-trailing-junk", Apply: func(r *Record) error { r.Leading, r.Trailing = "", ""; return nil }},
			{Name: "default-scheme-http", Apply: defaultSchemeHTTP},
			{Name: "remove-tabs-and-newlines", Apply: removeTabsAndNewlines},
			{Name: "lowercase-scheme", Apply: func(r *Record) error { r.Scheme = ascii.Lower(r.Scheme); return nil }},
			{Name: "elide-default-port", Apply: elideDefaultPort},
			{Name: "clean-up-userinfo", Apply: cleanUpUserinfo},
			{Name: "two-slashes", Apply: twoSlashesStep},
			{Name: "pct-decode-repeatedly-except-query", Apply: pctDecodeExceptQuery},
			{Name: "normalize-ip-address", Apply: normalizeIPAddress},
			{Name: "fix-host-dots", Apply: hostDots},
			{Name: "punycode-special-host", Apply: punycodeSpecialHost},
			{Name: "remove-userinfo", Apply: removeUserinfo},
			{Name: "less-dumb-pct-encode", Apply: lessDumbPctEncode},
			{Name: "less-dumb-pct-recode-query", Apply: lessDumbRecodeQuery},
			{Name: "fix-backslashes", Apply: fixBackslashes},
			{Name: "leading-slash", Apply: leadingSlash},
			{Name: "normalize-path-dots", Apply: func(r *Record) error { r.Path = resolvePathDots(r.Path, isSpecial(r.Scheme)); return nil }},
			{Name: "collapse-consecutive-slashes", Apply: collapseSpecialSlashes},
			{Name: "empty-path-to-slash", Apply: emptyPathToSlash},
			{Name: "alpha-reorder-query", Apply: alphaReorderQuery},
		},
		Format: urlcanonFormat,
	}
	Semantic = SemanticPrecise.With(Step{Name: "remove-fragment", Apply: stripFragment})
	Semantic.Name = "semantic"
	Aggressive = Semantic.With(
		Step{Name: "https-to-http", Apply: httpsToHTTP},
		Step{Name: "strip-www", Apply: func(r *Record) error { r.Host = r.Host[wwwPrefix(r.Host):]; return nil }},
		Step{Name: "lowercase-path", Apply: func(r *Record) error { r.Path = ascii.Lower(r.Path); return nil }},
		Step{Name: "lowercase-query", Apply: func(r *Record) error { r.Query = ascii.Lower(r.Query); return nil }},
		Step{Name: "strip-session-ids-from-query", Apply: func(r *Record) error { r.Query = querySessionIDs.ReplaceAllString(r.Query, "${1}${2}"); return nil }},
		Step{Name: "strip-session-ids-from-path", Apply: stripPathSessionIDs},
		Step{Name: "strip-trailing-slash-unless-empty", Apply: stripTrailingSlash},
		Step{Name: stepRemoveRedundantAmpersands, Apply: removeRedundantAmpersands},
		Step{Name: stepOmitQuestionMark, Apply: stripEmptyQuery},
		Step{Name: "alpha-reorder-query-again", Apply: alphaReorderQuery},
	)
	Aggressive.Name = "aggressive"
	SSURT = Profile{Name: "ssurt", Parse: ParseURLCanon, Format: SSURTOf}
}

// urlcanonFormat writes r as urlcanon writes its parsed URL: every
// component and separator as it stands.
func urlcanonFormat(r *Record) string { return r.serialize(true) }

// isSpecial reports whether scheme is one of urlcanon's special schemes.
func isSpecial(scheme string) bool {
	_, ok := urlcanonSpecial[scheme]
	return ok
}

func defaultSchemeHTTP(r *Record) error {
	if r.Scheme == "" {
		r.Scheme = "http"
		if r.Path != "" {
			parsePathish(r, r.Path)
		}
	}
	return nil
}

func removeTabsAndNewlines(r *Record) error {
	for _, p := range []*string{&r.Leading, &r.Scheme, &r.Username, &r.Password, &r.Host, &r.Port, &r.Path, &r.Query, &r.Fragment, &r.Trailing} {
		*p = removeTabNewline(*p)
	}
	if r.Slashes != "" {
		r.Slashes = removeTabNewline(r.Slashes)
		r.HasHost = r.Slashes != ""
	}
	return nil
}

func elideDefaultPort(r *Record) error {
	if port := urlcanonSpecial[r.Scheme]; port != "" && r.Port == port {
		r.Port, r.HasPort = "", false
	}
	return nil
}

func cleanUpUserinfo(r *Record) error {
	if r.Password == "" {
		r.HasPassword = false
		if r.Username == "" {
			r.HasUserinfo = false
		}
	}
	return nil
}

func twoSlashesStep(r *Record) error {
	if r.slashes() != "" || r.hasAuthority() || r.Scheme == "file" {
		r.Slashes, r.HasHost = "//", true
	}
	return nil
}

func pctDecodeExceptQuery(r *Record) error {
	for _, p := range []*string{&r.Scheme, &r.Username, &r.Password, &r.Host, &r.Port, &r.Path, &r.Fragment} {
		*p = unescapeRepeatedly(*p)
	}
	return nil
}

func normalizeIPAddress(r *Record) error {
	if h, ok := urlcanonIPv6(r.Host); ok {
		r.Host = h
	} else if v, ok := urlcanonIPv4(r.Host); ok {
		if v < 0 {
			return fmt.Errorf("host %q is a negative IPv4 address, which urlcanon cannot write", r.Host)
		}
		r.Host = dottedQuad(uint32(v))
	}
	return nil
}

func punycodeSpecialHost(r *Record) error {
	if r.Host != "" && isSpecial(r.Scheme) {
		r.Host = urlcanonIDNA(r.Host)
	}
	return nil
}

// urlcanonIDNA converts host to ASCII as urlcanon's punycode_special_host
// does, by the nearest this package has to its IDNA (see SemanticPrecise),
// or returns it unchanged when that fails.
func urlcanonIDNA(host string) string {
	if !utf8.ValidString(host) {
		return host
	}
	if a, ok := idna.ToASCII(host, false); ok && labelsFit(a) {
		return a
	}
	if a, ok := idna2003ish(host); ok {
		return ascii.Lower(a)
	}
	return host
}

// labelsFit reports whether every '.'-separated label of host is 1 to 63
// bytes long.
func labelsFit(host string) bool {
	for l := range strings.SplitSeq(host, ".") {
		if len(l) == 0 || len(l) > 63 {
			return false
		}
	}
	return true
}

func removeUserinfo(r *Record) error {
	r.Username, r.Password, r.HasUserinfo, r.HasPassword = "", "", false, false
	return nil
}

func lessDumbPctEncode(r *Record) error {
	r.Scheme = escapeWith(r.Scheme, "#%")
	r.Username = escapeWith(r.Username, "#%:@")
	r.Password = escapeWith(r.Password, "#%:@")
	r.Host = escapeWith(r.Host, "#%")
	r.Port = escapeWith(r.Port, "#%")
	r.Path = escapeWith(r.Path, "#%?")
	r.Fragment = escapeWith(r.Fragment, "#%")
	return nil
}

func lessDumbRecodeQuery(r *Record) error {
	if r.Query == "" {
		return nil
	}
	pieces := strings.Split(r.Query, "&")
	for i, p := range pieces {
		name, value, ok := strings.Cut(p, "=")
		pieces[i] = escapeWith(unescapeRepeatedly(name), "#%&=")
		if ok {
			pieces[i] += "=" + escapeWith(unescapeRepeatedly(value), "#%&=")
		}
	}
	r.Query = strings.Join(pieces, "&")
	return nil
}

func fixBackslashes(r *Record) error {
	if isSpecial(r.Scheme) {
		if strings.Trim(r.Slashes, "/") != "" {
			r.Slashes = strings.Repeat("/", len(r.Slashes))
		}
		r.Path = strings.ReplaceAll(r.Path, `\`, "/")
	}
	return nil
}

func leadingSlash(r *Record) error {
	if isSpecial(r.Scheme) && !strings.HasPrefix(r.Path, "/") {
		r.Path = "/" + r.Path
	}
	return nil
}

func collapseSpecialSlashes(r *Record) error {
	if isSpecial(r.Scheme) {
		r.Path = collapseSlashes(r.Path)
	}
	return nil
}

func emptyPathToSlash(r *Record) error {
	if r.Path == "" && r.hasAuthority() && isSpecial(r.Scheme) {
		r.Path = "/"
	}
	return nil
}

func alphaReorderQuery(r *Record) error {
	if r.Query != "" {
		pieces := strings.Split(r.Query, "&")
		slices.Sort(pieces)
		r.Query = strings.Join(pieces, "&")
	}
	return nil
}

func httpsToHTTP(r *Record) error {
	if r.Scheme == "https" {
		r.Scheme = "http"
	}
	return nil
}

// querySessionIDs is urlcanon's QUERY_SESSIONID_RE (Go's regexp matches
// as Python's re does here, in linear time).
var querySessionIDs = regexp.MustCompile(`(?i)(&|^)(?:jsessionid=[0-9a-z$]{10,}|sessionid=[0-9a-z]{16,}|phpsessid=[0-9a-z]{16,}|sid=[0-9a-z]{16,}|aspsessionid[a-z]{8}=[0-9a-z]{16,}|cfid=[0-9]+&cftoken=[0-9a-z-]+)(&|$)`)

func isLowerLetter(c byte) bool { return 'a' <= c && c <= 'z' }

func isLowerAlnum(c byte) bool { return isLowerLetter(c) || '0' <= c && c <= '9' }

// stripPathSessionIDs is urlcanon's strip_session_ids_from_path: for a
// path that ends in ".aspx", each "(" 24 lowercase letters or digits ")/"
// and each "(" of one or more of a lowercase letter, "(", 24 lowercase
// letters or digits and ")", then ")/", right after a '/' of the path,
// removed; then a ";jsessionid=" and 32 lowercase letters or digits that
// end the path.
func stripPathSessionIDs(r *Record) error {
	p := r.Path
	if strings.HasSuffix(p, ".aspx") && strings.IndexByte(p, '\n') < 0 {
		var b strings.Builder
		for i := 0; i < len(p); {
			if i > 0 && p[i-1] == '/' {
				n := sessionSegmentOf(p[i:], isLowerAlnum)
				if n == 0 {
					n = cookielessSegmentOf(p[i:], isLowerLetter, isLowerAlnum)
				}
				if n > 0 {
					i += n
					continue
				}
			}
			b.WriteByte(p[i])
			i++
		}
		p = b.String()
	}
	if n := len(p) - len(";jsessionid=") - 32; n >= 0 && p[n:n+len(";jsessionid=")] == ";jsessionid=" && run(p[n+len(";jsessionid="):], 32, isLowerAlnum) {
		p = p[:n]
	}
	r.Path = p
	return nil
}

func removeRedundantAmpersands(r *Record) error {
	pieces := strings.Split(r.Query, "&")
	r.Query = strings.Join(slices.DeleteFunc(pieces, func(p string) bool { return p == "" }), "&")
	return nil
}

// resolvePathDots resolves the dot segments of path as urlcanon's
// resolve_path_dots does, when path starts with a separator ('/', or '\'
// too when special): the path is a list of separators and segments; a
// segment ".", "..", or either with "%2e" (any case) for a dot, is
// dropped with the separator after it, and ".." also drops the separator
// and the segment before it when there are some.
func resolvePathDots(path string, special bool) string {
	seps := "/"
	if special {
		seps = `/\`
	}
	if path == "" || strings.IndexByte(seps, path[0]) < 0 {
		return path
	}
	if !strings.ContainsAny(path, ".%") {
		return path // no segment is a dot segment
	}
	// The list alternates separators and segments: parts[0] is a
	// separator, parts[1] a segment, and so on.
	var parts []string
	for i := 0; i < len(path); {
		j := i + 1 + indexAnyOrLen(path[i+1:], seps)
		parts = append(parts, path[i:i+1], path[i+1:j])
		i = j
	}
	kept := parts[:0:0]
	for i := 0; i < len(parts); i++ {
		dots := dotSegment(parts[i])
		if dots == 0 {
			kept = append(kept, parts[i])
			continue
		}
		if dots == 2 && len(kept) > 1 {
			// The separator before it and the segment before that, but
			// never the first separator.
			kept = kept[:max(1, len(kept)-2)]
		}
		i++ // the separator after it
	}
	return strings.Join(kept, "")
}

// dotSegment returns 1 for ".", 2 for "..", each dot written '.' or
// "%2e" in any case, else 0.
func dotSegment(s string) int {
	n := 0
	for s != "" && n < 3 {
		switch {
		case s[0] == '.':
			s = s[1:]
		case len(s) >= 3 && s[0] == '%' && s[1] == '2' && (s[2] == 'e' || s[2] == 'E'):
			s = s[3:]
		default:
			return 0
		}
		n++
	}
	if s != "" || n > 2 {
		return 0
	}
	return n
}

// SSURTOf writes r in urlcanon's SSURT form (its ParsedUrl.ssurt, "Sort-
// friendly URI Reordering Transform"): Leading; the host reversed (its
// '.'-separated labels in reverse order, each ',' in them made '.', each
// followed by ','), unless it is empty, starts with '[' or is a nonzero
// IPv4 address as urlcanon reads one; the slashes ("//" for a host); the
// port and ':'; the scheme; '@' and the credentials; ':'; the path; '?'
// and the query; '#' and the fragment; Trailing. Each separator is
// written when r has it, so that nothing of r is lost:
// "http://user:pass@foo.example.org:81/path?query#frag" is
// "org,example,foo,//81:http@user:pass:/path?query#frag". A nil r gives "".
func SSURTOf(r *Record) string {
	if r == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(r.Leading)
	b.WriteString(ssurtHost(r.Host))
	b.WriteString(r.slashes())
	b.WriteString(r.Port)
	if r.hasPort() {
		b.WriteByte(':')
	}
	b.WriteString(r.Scheme)
	if r.hasCredentials() {
		b.WriteByte('@')
		b.WriteString(r.Username)
		if r.hasPassword() {
			b.WriteByte(':')
			b.WriteString(r.Password)
		}
	}
	if r.Scheme != "" {
		b.WriteByte(':')
	}
	b.WriteString(r.Path)
	r.writeQueryFragment(&b)
	b.WriteString(r.Trailing)
	return b.String()
}

// ssurtHost is urlcanon's ssurt_host (see SSURTOf).
func ssurtHost(host string) string {
	if host == "" || host[0] == '[' {
		return host
	}
	if v, ok := urlcanonIPv4(host); ok && v != 0 {
		return host
	}
	return reverseHost(host)
}

// reverseHost is urlcanon's reverse_host: "x,y.b.c" is "c,b,x.y,".
func reverseHost(host string) string {
	var b strings.Builder
	b.Grow(len(host) + 1)
	for end := len(host); ; {
		i := strings.LastIndexByte(host[:end], '.')
		for j := i + 1; j < end; j++ {
			if c := host[j]; c == ',' {
				b.WriteByte('.')
			} else {
				b.WriteByte(c)
			}
		}
		b.WriteByte(',')
		if i < 0 {
			return b.String()
		}
		end = i
	}
}
