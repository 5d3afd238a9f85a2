package weburl

import (
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/uniprops"
)

// URL rendering for trust decisions (spec: #url-rendering).

const (
	renderEllipsis = "\u2026" // …, one code point, the elision mark
	renderLRI      = "\u2066" // LEFT-TO-RIGHT ISOLATE
	renderPDI      = "\u2069" // POP DIRECTIONAL ISOLATE
)

// RenderIn returns u as a person should see it to make a security or trust
// decision about it, such as in an address bar (spec: #url-rendering): the
// URL's serialization, modified as the standard's URL rendering section
// recommends, and elided to at most width code points when width is
// greater than 0 (0 or less means no limit). A nil or zero URL gives "".
// RenderIn never fails and does not change u; the result is for display
// only and may not parse back to u. RenderHostIn renders the host alone.
// list is the public suffix list that says which labels of the host form
// its registrable domain (see Host.RegistrableDomainIn), which elision
// never drops; with a nil list no label of the host is ever dropped. The
// publicsuffix package's Render and RenderHost render by the Public Suffix
// List.
//
// Simplification (spec: #url-rendering-simplification): the username and
// password are never rendered, so "https://examplecorp.com@attacker.example/"
// gives "https://attacker.example/". The scheme is always rendered (the
// standard allows leaving it out only on a surface that permits a single
// scheme; such a caller can cut the scheme's "https://" itself).
//
// Hosts (spec: #url-rendering-i18n): a domain is rendered by domain to
// Unicode (DomainToUnicode), label by label, except that a label stays in
// its ASCII ("xn--") form unless it passes the following check, a
// simplified version of Chromium's IDN display policy
// (chromium.org/developers/design-documents/idn-in-google-chrome) built on
// UTS #39:
//
//  1. the domain decodes without a domain to Unicode error (when it does
//     not, every label stays ASCII);
//  2. the label holds no default-ignorable code point
//     (Default_Ignorable_Code_Point, such as U+200D ZERO WIDTH JOINER or
//     U+00AD SOFT HYPHEN), no other format or control character (which
//     covers the bidirectional controls) and no space, and does not start
//     with a combining mark;
//  3. its letters are of one script by Unicode's Scripts.txt (Latin,
//     Cyrillic, Greek, Han, ...), with characters of the Common and
//     Inherited scripts (digits, "-") allowed anywhere, or of one of
//     UTS #39's "highly restrictive" combinations: Latin with Han, Hiragana
//     and Katakana (Japanese), Latin with Han and Bopomofo (Chinese), Latin
//     with Han and Hangul (Korean). So a label mixing Latin with Cyrillic or
//     Greek ("pаypal") stays ASCII; so does a label with a code point that
//     Scripts.txt does not list (script Unknown: unassigned in its version);
//  4. a whole-script confusable check, a simplification of UTS #39's
//     whole-script confusables: a label entirely in Cyrillic made only of
//     letters that look like Latin letters (a table modelled on
//     Chromium's: а с ԁ е һ і ј ӏ о р ԛ ѕ ԝ х у ъ ь ҽ п г ѵ ѡ), such as
//     "аррӏе", stays ASCII unless the top-level domain is itself written
//     in Cyrillic (as "рф"); the same for Greek, with the letters α γ ι κ
//     ν ο ρ τ υ χ ω ϲ ϳ, and a top-level domain written in Greek (as
//     "ελ"). Unlike
//     Chromium, ASCII country-code top-level domains (".ru", ".gr") do not
//     count as Cyrillic or Greek.
//
// The other checks of Chromium's policy (the skeleton comparison with top
// domains, Latin look-alike letters such as "ɑ", digit look-alikes, its
// per-character blocklist) are not done. IPv4 and IPv6 addresses (in
// brackets) and opaque hosts are rendered as serialized (an opaque host
// stays percent-encoded).
//
// Unicode data: the scripts, General_Category values (Zs, Cf, M, L, ...),
// default-ignorable code points and bidirectional classes that these rules
// read are those of Unicode 18.0.0, the version of IDNAUnicodeVersion, from
// weburl's own tables generated from Unicode's data files (Scripts.txt,
// DerivedGeneralCategory.txt, DerivedCoreProperties.txt,
// DerivedBidiClass.txt), so the result does not depend on the version of
// Go that builds the program. A code point that a later version of Unicode
// assigns is unassigned here: the host parser refuses a domain that holds
// one, and in a path, query or fragment it stays percent-encoded.
//
// Path, query and fragment (spec: #url-rendering-i18n): each sequence of
// percent-encoded bytes is shown as the code points that UTF-8 decode
// without BOM gives for its percent-decoding ("%C3%A9" gives "é"), except
// that these stay percent-encoded as they are in the URL:
//   - bytes that are not valid UTF-8 ("%FF", "%C3", "%C0%AF");
//   - code points that would render invisibly or could spoof: spaces (every
//     Zs, Zl and Zp code point, so "%20" stays), controls (C0 and C1),
//     format characters (Cf: the bidirectional controls U+061C, U+200E,
//     U+200F, U+202A to U+202E and U+2066 to U+2069, and U+00AD, U+200B to
//     U+200D, U+2060 to U+2064, U+FEFF, the tags U+E0000 to U+E007F), the
//     other default-ignorable code points (U+034F, U+115F, U+1160, U+3164,
//     U+E0080 to U+E0FFF, ...), variation selectors (U+180B to U+180F,
//     U+FE00 to U+FE0F, U+E0100 to U+E01EF), private-use and unassigned
//     code points, and a combining mark that does not follow a letter;
//   - look-alikes of the URL's delimiters: slashes (U+2215 ∕, U+2044 ⁄,
//     U+FF0F ／, U+29F8 ⧸, U+2571 ╱), backslashes (U+2216, U+29F5, U+29F9,
//     U+FE68, U+FF3C), dots (U+2024 ․, U+2025 ‥, U+2026 …, U+FF0E ．,
//     U+3002 。, U+FF61 ｡, U+FE52 ﹒), and the full-width and small forms
//     of "?", "#", "@", "%" and ":";
//   - lock-like emoji, U+1F510 to U+1F513 (🔒 and its kin), which could
//     pass for a security indicator;
//   - ASCII bytes other than the letters, digits, "-", ".", "_" and "~".
//     Decoding "%25" (%), "%2F" (/), "%3F" (?) or "%23" (#) would change
//     what the rendered URL seems to mean (a path segment split in two, a
//     query or fragment that is not one, a percent-encoded byte that is
//     not one), and so would "%26" (&), "%3D" (=) or "%2B" (+) in a query;
//     the serializer's own encodings ("%20", "%22", "%3C", ...) stay too.
//
// Elision (spec: #url-rendering-elision): when width is greater than 0 and
// the rendering is longer than width code points, RenderIn drops, in turn,
// the fragment, then the query, then the path code point by code point from
// its end (a percent-encoded sequence kept as such is dropped whole),
// marking what it dropped with "…" (U+2026, one code point) at the end.
// When the scheme, host and port do not fit with that "…", it renders the
// host alone, as RenderHostIn(list, width) does: "examplecorp.com.evil.com" in 13
// code points is "…com.evil.com", and the registrable domain is never
// elided. The result is longer than width only when that host form is (the
// registrable domain, or a host that cannot be elided), or, for a URL
// whose host is null or empty, when the scheme (with "//" for an empty
// host) followed by "…" is.
//
// Bidirectional text (spec: #url-rendering-i18n): when the result holds a
// strong right-to-left character (bidirectional class R or AL, such as
// Hebrew or Arabic letters), RenderIn wraps it in U+2066 LEFT-TO-RIGHT
// ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, so that it is displayed as if
// in a left-to-right embedding and keeps its components in order whatever
// text surrounds it. The two are not counted in width. A caller that
// displays the result in a left-to-right embedding of its own may remove
// them: they are then the first and the last code point.
func (u *URL) RenderIn(list PublicSuffixList, width int) string {
	return u.render(list, false, width)
}

// RenderHostIn returns only u's host, rendered as RenderIn renders it, for
// a place where the user must tell the host from the rest of the URL
// (spec: #url-rendering-simplification, "Browsers may render only a URL's
// host"): no scheme, credentials, port, path, query or fragment. A domain
// is shown in Unicode by the label policy documented on RenderIn, an IP
// address or opaque host as serialized ("[::1]"), and the result is wrapped
// in U+2066 and U+2069 when it holds right-to-left text, as RenderIn does.
//
// When width is greater than 0 and the host is longer than width code
// points, RenderHostIn drops domain labels starting from the lowest-level
// one and marks them with a leading "…" (U+2026): "examplecorp.com.evil.com"
// in 13 code points is "…com.evil.com" by the Public Suffix List (spec:
// #url-rendering-elision). It never drops a label of the registrable domain
// by list (Host.RegistrableDomainIn): when even "…" and the registrable
// domain do not fit, that is the result, longer than width, so that
// "not-really-examplecorp.com" is never shown as "…examplecorp.com". A host
// that is not a domain, or whose registrable domain is null (a public
// suffix such as "github.io"), or any host when list is nil, is never
// elided.
//
// A URL whose host is null or empty (as "mailto:a@example.com" or
// "file:///etc/passwd") has no host to show: RenderHostIn returns what
// RenderIn returns, so that the result is never empty for a URL that is
// not. A nil or zero URL gives "".
func (u *URL) RenderHostIn(list PublicSuffixList, width int) string {
	return u.render(list, true, width)
}

// render implements RenderIn and RenderHostIn.
func (u *URL) render(list PublicSuffixList, hostOnly bool, width int) string {
	if u == nil || u.href == "" {
		return ""
	}
	labels, keep := u.renderHostLabels(list)
	var out string
	if hostOnly && u.host != NullHost && u.host != EmptyHost {
		out = elideHost(labels, keep, width)
	} else {
		out = u.renderFull(labels, keep, width)
	}
	if hasStrongRTL(out) {
		out = renderLRI + out + renderPDI
	}
	return out
}

// renderHostLabels returns the rendered labels of u's host (one element for
// a host that is not a domain, none for a null or empty host) and the
// number of trailing labels that elision must keep: those of the
// registrable domain by list, or all of them when it is null, the host is
// not a domain, or list is nil.
func (u *URL) renderHostLabels(list PublicSuffixList) ([]string, int) {
	switch u.host {
	case NullHost, EmptyHost:
		return nil, 0
	}
	h := u.HostValue()
	hostname := u.hostname()
	if h.Kind() != DomainHost {
		return []string{hostname}, 1
	}
	labels := renderDomainLabels(hostname)
	keep := len(labels)
	if list == nil {
		return labels, keep
	}
	if rd, ok := h.RegistrableDomainIn(list); ok {
		keep = strings.Count(rd, ".") + 1
		if keep > len(labels) {
			keep = len(labels)
		}
	}
	return labels, keep
}

// renderDomainLabels returns the labels of the ASCII domain domain, each in
// its Unicode form when that passes the display policy documented on
// Render, in its ASCII form otherwise.
func renderDomainLabels(domain string) []string {
	asciiLabels := strings.Split(domain, ".")
	uni, err := DomainToUnicode(domain)
	if err != nil || uni == domain {
		return asciiLabels
	}
	uniLabels := strings.Split(uni, ".")
	if len(uniLabels) != len(asciiLabels) {
		return asciiLabels
	}
	tld := ""
	for i := len(uniLabels) - 1; i >= 0; i-- {
		if uniLabels[i] != "" {
			tld = uniLabels[i]
			break
		}
	}
	tldScript := labelOnlyScript(tld)
	for i, l := range uniLabels {
		if l != asciiLabels[i] && labelDisplayable(l, tldScript) {
			asciiLabels[i] = l
		}
	}
	return asciiLabels
}

// labelOnlyScript returns the script of label's letters when they are all
// of one script (Common and Inherited aside), and "" otherwise.
func labelOnlyScript(label string) string {
	only := ""
	for _, r := range label {
		s := uniprops.Of(r).Script()
		if s == "Common" || s == "Inherited" {
			continue
		}
		if only != "" && s != only {
			return ""
		}
		only = s
	}
	return only
}

// labelDisplayable reports whether the Unicode label label passes checks 2
// to 4 of the display policy documented on Render; tldScript is the only
// script of the top-level domain's letters, or "".
func labelDisplayable(label, tldScript string) bool {
	scripts := map[string]bool{}
	allLookalike := true
	for i, r := range label {
		p := uniprops.Of(r)
		if i == 0 && p.GeneralCategory()[0] == 'M' {
			return false
		}
		if invisibleOrControl(p) {
			return false
		}
		s := p.Script()
		switch s {
		case "Common", "Inherited":
			continue
		case "Unknown":
			return false
		}
		scripts[s] = true
		if !strings.ContainsRune(cyrillicLatinLookalikes, r) && !strings.ContainsRune(greekLatinLookalikes, r) {
			allLookalike = false
		}
	}
	if !scriptsAllowed(scripts) {
		return false
	}
	if len(scripts) == 1 && allLookalike {
		for s := range scripts {
			if (s == "Cyrillic" || s == "Greek") && tldScript != s {
				return false
			}
		}
	}
	return true
}

// cyrillicLatinLookalikes and greekLatinLookalikes are the lowercase
// letters (the host parser lowercases) that look like Latin letters: a
// simplification of UTS #39's whole-script confusables, modelled on the
// Cyrillic set of Chromium's IDN spoof checker.
const (
	cyrillicLatinLookalikes = "асԁеһіјӏорԛѕԝхуъьҽпгѵѡ"
	greekLatinLookalikes    = "αγικνορτυχωϲϳ"
)

// scriptsAllowed reports whether the set of scripts (Common and Inherited
// aside) is one script or one of UTS #39's highly restrictive combinations.
func scriptsAllowed(scripts map[string]bool) bool {
	if len(scripts) <= 1 {
		return true
	}
	for _, set := range [][]string{
		{"Latin", "Han", "Hiragana", "Katakana"},
		{"Latin", "Han", "Bopomofo"},
		{"Latin", "Han", "Hangul"},
	} {
		n := 0
		for _, s := range set {
			if scripts[s] {
				n++
			}
		}
		if n == len(scripts) {
			return true
		}
	}
	return false
}

// invisibleOrControl reports whether a code point with the properties p
// renders invisibly or changes how the text around it is displayed: spaces
// and separators (Z), controls (Cc), format characters (Cf: the
// bidirectional controls among them) and default-ignorable code points
// (Default_Ignorable_Code_Point, which holds the variation selectors).
func invisibleOrControl(p uniprops.Props) bool {
	gc := p.GeneralCategory()
	return gc[0] == 'Z' || gc == "Cc" || gc == "Cf" || p.DefaultIgnorable()
}

// renderKeepEncoded lists the non-ASCII code points that stay
// percent-encoded because they look like a delimiter of a URL or like a
// security indicator.
var renderKeepEncoded = map[rune]bool{
	// slashes
	0x2215: true, 0x2044: true, 0xFF0F: true, 0x29F8: true, 0x2571: true,
	// backslashes
	0x2216: true, 0x29F5: true, 0x29F9: true, 0xFE68: true, 0xFF3C: true,
	// dots
	0x2024: true, 0x2025: true, 0x2026: true, 0xFF0E: true, 0x3002: true,
	0xFF61: true, 0xFE52: true,
	// ? # @ % :
	0xFF1F: true, 0xFE56: true, 0xFF03: true, 0xFE5F: true, 0xFF20: true,
	0xFE6B: true, 0xFF05: true, 0xFE6A: true, 0xFF1A: true, 0xFE55: true,
	// locks: 🔐 🔑 🔒 🔓
	0x1F510: true, 0x1F511: true, 0x1F512: true, 0x1F513: true,
}

// decodeForDisplay decodes r for display, as documented on Render; prev is
// the code point rendered before it (0 for none).
func decodeForDisplay(r, prev rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' ||
			r == '-' || r == '.' || r == '_' || r == '~'
	}
	p := uniprops.Of(r)
	if renderKeepEncoded[r] || invisibleOrControl(p) {
		return false
	}
	switch p.GeneralCategory()[0] {
	case 'M':
		return prev != 0 && uniprops.Of(prev).GeneralCategory()[0] == 'L'
	case 'L', 'N', 'P', 'S':
		return true
	}
	return false
}

// renderComponent returns s, a part of a serialized URL, with its
// percent-encoded bytes decoded for display, and the byte offsets in the
// result where it may be cut (0, the end, and every point between two code
// points that is not inside a sequence kept percent-encoded).
func renderComponent(s string) (string, []int) {
	var b strings.Builder
	cuts := []int{0}
	var prev rune
	var buf []byte
	for i := 0; i < len(s); {
		if !isPercentEncodedAt(s, i) {
			r, n := utf8.DecodeRuneInString(s[i:])
			b.WriteString(s[i : i+n])
			cuts = append(cuts, b.Len())
			prev = r
			i += n
			continue
		}
		start := i
		buf = buf[:0]
		for isPercentEncodedAt(s, i) {
			buf = append(buf, hexValue(s[i+1])<<4|hexValue(s[i+2]))
			i += 3
		}
		for k := 0; k < len(buf); {
			r, n := utf8.DecodeRune(buf[k:])
			if (r == utf8.RuneError && n <= 1) || !decodeForDisplay(r, prev) {
				b.WriteString(s[start+3*k : start+3*(k+n)])
				prev = '%'
			} else {
				b.WriteRune(r)
				prev = r
			}
			cuts = append(cuts, b.Len())
			k += n
		}
	}
	return b.String(), cuts
}

// renderFull renders the whole URL, eliding to width (when > 0).
func (u *URL) renderFull(labels []string, keep, width int) string {
	var head strings.Builder
	head.WriteString(u.href[:u.schemeEnd+1])
	if u.host != NullHost {
		head.WriteString("//")
	}
	pathStart := u.pathStart
	if u.host != NullHost {
		head.WriteString(strings.Join(labels, "."))
		if p := u.portString(); p != "" {
			head.WriteString(":")
			head.WriteString(p)
		}
	} else {
		pathStart = u.schemeEnd + 1 // the path then starts with "/." when the serializer wrote it
	}
	path, pathCuts := renderComponent(u.href[pathStart:u.pathEnd])
	query, _ := renderComponent(u.href[u.pathEnd:u.queryEnd])
	frag, _ := renderComponent(u.fragmentPart())
	h := head.String()
	full := h + path + query + frag
	if width <= 0 || utf8.RuneCountInString(full) <= width {
		return full
	}
	fits := func(s string) bool { return utf8.RuneCountInString(s) <= width }
	if frag != "" {
		if s := h + path + query + renderEllipsis; fits(s) {
			return s
		}
	}
	if query != "" {
		if s := h + path + renderEllipsis; fits(s) {
			return s
		}
	}
	budget := width - utf8.RuneCountInString(h) - 1
	if budget >= 0 && path+query+frag != "" {
		k, n := 0, 0
		for _, c := range pathCuts {
			n += utf8.RuneCountInString(path[k:c])
			if n > budget {
				break
			}
			k = c
		}
		return h + path[:k] + renderEllipsis
	}
	if len(labels) == 0 { // no host to fall back on
		if path+query+frag == "" {
			return h
		}
		return h + renderEllipsis
	}
	return elideHost(labels, keep, width)
}

// elideHost renders the host whose rendered labels are labels, dropping
// labels from the lowest-level one to fit width (when > 0), but never one
// of the last keep labels.
func elideHost(labels []string, keep, width int) string {
	host := strings.Join(labels, ".")
	if width <= 0 || utf8.RuneCountInString(host) <= width {
		return host
	}
	drop := len(labels) - keep
	for i := 1; i <= drop; i++ {
		s := renderEllipsis + strings.Join(labels[i:], ".")
		if utf8.RuneCountInString(s) <= width || i == drop {
			return s
		}
	}
	return host
}

// hasStrongRTL reports whether s holds a character of bidirectional class R
// or AL.
func hasStrongRTL(s string) bool {
	for _, r := range s {
		if r >= 0x0590 && uniprops.Of(r).StrongRTL() { // none below U+0590
			return true
		}
	}
	return false
}
