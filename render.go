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
// Hosts (spec: #url-rendering-i18n): a domain is shown label by label, as
// Chromium's address bar shows it: a label that is not Punycode ("xn--")
// as it is; a Punycode label in Unicode when it decodes on its own (UTS #46
// ToUnicode, nontransitional, with CheckBidi and, as ICU checks them, no
// hyphen first, last, or third and fourth) and passes the host display
// policy, in ASCII otherwise. The policy is Chromium's IDN display policy
// (components/url_formatter: IDNSpoofChecker::SafeToDisplayAsUnicode and
// the top-domain step of its IDN conversion), rule for rule, on the UTS #39
// data of Unicode 18.0.0; a label stays in ASCII unless:
//
//  1. every code point is allowed: UTS #39 Identifier_Status Allowed, less
//     Chromium's blocklist (U+0138 ĸ, U+02BB, U+02BC, U+02EC, U+0338,
//     U+058A, U+2010, U+2019 ’, U+2027, U+30A0, and Latin Extended-B's
//     Pinyin letters, Latin Extended Additional, Latin Extended-D, Greek
//     Extended, Cyrillic Extended-B and Extended-C); so no emoji, symbol,
//     dash or quotation mark, and no letter of a limited-use script;
//  2. its scripts (by Script_Extensions) meet UTS #39's highly restrictive
//     level: one script, Common and Inherited aside, or Latin with Han and
//     Bopomofo, with Han, Hiragana and Katakana, or with Han and Hangul;
//     so "pаypal" (Latin with a Cyrillic "а") stays in ASCII;
//  3. it has no digits of two numbering systems, no nonspacing mark twice
//     on one base, and no U+0307 dot above on i, j, l or a look-alike;
//  4. þ and ð appear only under .is and .fo, ə only under .az, the middle
//     dot only under .cat and between two l's;
//  5. it is not a whole-script confusable: a label of one script whose
//     letters all look like Latin ones (Chromium's lists for Armenian,
//     Cyrillic, Ethiopic, Georgian, Greek, Hebrew, Myanmar, Thai and eight
//     Indic scripts), such as "аррӏе", is shown only when the top-level
//     domain has a letter of that script (as "рф") or is one of its
//     country codes (.ru, .ua, .gr, .am, .il, ...), or the label is one of
//     Chromium's allowed words ("курс");
//  6. it is not made only of ASCII digits and digit look-alikes (੨, շ, з,
//     ...);
//  7. a label of more than one script, or with a kana iteration or
//     prolonged sound mark or a combining diacritic, has no non-ASCII Latin
//     letter beside the other script (unless it is all Latin, Greek and
//     Cyrillic) and none of Chromium's dangerous patterns: ー, ・, ヽ, ヾ and
//     the Japanese and CJK characters that look like slashes, dashes or
//     Latin letters (ノ, 一, 丨, 丶, 七, 十, ...) out of their context, a
//     combining diacritic after a letter that is not Latin, Greek or
//     Cyrillic, the kana voiced sound marks, a dot above on i, j or l;
//  8. with a list of top domains (RenderOptions.TopDomains), when some label
//     decoded, the host as shown does not look like a listed domain: its
//     skeletons (UTS #39's, after Chromium's extra confusables, its removal
//     of diacritics and its readings of þ, œ and ł) and those of its last
//     labels are compared with the list's, and when one matches and the
//     host is not that domain or a subdomain of it, every label of the host
//     stays in ASCII. RenderIn and RenderHostIn have no list and skip this
//     step; RenderOptions takes one, and the package
//     github.com/weburl/weburl/topdomains has Chromium's.
//
// RenderOptions.HostLabels says, for each label, which rule keeps it in
// ASCII. Measured against Chromium's own test cases for this policy
// (kIdnCases of components/url_formatter/spoof_checks/
// idn_spoof_checker_unittest.cc, the 452 that its Linux build runs, with
// Chromium's test list of top domains), the rendering gives Chromium's
// verdict on 441; the other 11 hold characters that UTS #39 17.0 and
// later restrict and Chromium's ICU (Unicode 16.0 data) still allows (the
// Bopomofo letters, U+3099 and U+309A, Georgian U+10FD to U+10FF, the
// Myanmar Shan digits), which weburl keeps in ASCII. The same change of
// UTS #39 17.0 made about 78,000 less common Han ideographs Uncommon_Use:
// a label with one of them stays in ASCII, where Chromium shows it. Without
// a list, the 41 top-domain look-alikes among the cases are shown in
// Unicode. The other
// departures: Chromium's look-alike letters for Thai are those of its Linux
// build; ß and ς are shown as Chromium's nontransitional mode (its
// default) shows them; a hostname of more than 32 UTF-16 code units, or
// with more than five of þ, œ and ł, is still compared with the top
// domains (by its skeleton without the readings of þ, œ and ł), where
// Chromium compares none.
//
// IPv4 and IPv6 addresses (in brackets) and opaque hosts are rendered as
// serialized (an opaque host stays percent-encoded).
//
// Unicode data: the scripts, General_Category values (Zs, Cf, M, L, ...),
// default-ignorable code points and bidirectional classes that these rules
// read are those of Unicode 18.0.0, the version of IDNAUnicodeVersion, from
// weburl's own tables generated from Unicode's data files (Scripts.txt,
// ScriptExtensions.txt, DerivedGeneralCategory.txt,
// DerivedCoreProperties.txt, DerivedBidiClass.txt, UnicodeData.txt, and
// UTS #39's IdentifierStatus.txt and confusables.txt), so the result does
// not depend on the version of Go that builds the program. A code point
// that a later version of Unicode assigns is unassigned here: the host
// parser refuses a domain that holds one, and in a path, query or fragment
// it stays percent-encoded.
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
	return RenderOptions{PublicSuffixes: list, Width: width}.Render(u)
}

// RenderHostIn returns only u's host, rendered as RenderIn renders it, for
// a place where the user must tell the host from the rest of the URL
// (spec: #url-rendering-simplification, "Browsers may render only a URL's
// host"): no scheme, credentials, port, path, query or fragment. A domain
// is shown label by label by the host display policy documented on
// RenderIn (without a list of top domains), an IP address or opaque host as
// serialized ("[::1]"), and the result is wrapped
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
	return RenderOptions{PublicSuffixes: list, Width: width}.RenderHost(u)
}

// RenderOptions are the choices of a rendering beyond the URL: the public
// suffix list by which elision keeps the registrable domain (nil: no label
// of a host is ever dropped), the list of top domains whose look-alikes
// stay in ASCII (nil: that step of the host display policy is skipped),
// and the width in code points (0 or less: no limit). The zero
// RenderOptions render without elision and without a top domain list
// (spec: #url-rendering).
type RenderOptions struct {
	PublicSuffixes PublicSuffixList
	TopDomains     *TopDomains
	Width          int
}

// Render returns u as a person should see it to make a security or trust
// decision about it, by the rules documented on URL.RenderIn, with the top
// domain list o.TopDomains: u.RenderIn(o.PublicSuffixes, o.Width) is
// RenderOptions{PublicSuffixes: o.PublicSuffixes, Width: o.Width}.Render(u).
// A nil or zero URL gives "" (spec: #url-rendering).
func (o RenderOptions) Render(u *URL) string {
	return o.render(u, false)
}

// RenderHost returns only u's host, rendered as Render renders it, as
// documented on URL.RenderHostIn, with the top domain list o.TopDomains. A
// nil or zero URL gives "" (spec: #url-rendering-simplification).
func (o RenderOptions) RenderHost(u *URL) string {
	return o.render(u, true)
}

// HostLabels returns how Render shows each label of u's host, when the
// host is a domain: each label's ASCII form, its Unicode form when it is
// Punycode that decodes, whether it is shown in Unicode, and if not, the
// rule of the display policy (documented on URL.RenderIn) that keeps it
// in ASCII. It returns nil for a nil or zero URL, or a host that is not a
// domain (an IP address, an opaque, empty or null host). The elision of
// o.Width does not apply (spec: #url-rendering-i18n).
func (o RenderOptions) HostLabels(u *URL) []HostLabel {
	if u == nil || u.href == "" || u.host != DomainHost {
		return nil
	}
	return domainLabels(u.hostname(), o.TopDomains)
}

// render implements Render and RenderHost.
func (o RenderOptions) render(u *URL, hostOnly bool) string {
	if u == nil || u.href == "" {
		return ""
	}
	labels, keep := u.renderHostLabels(o.PublicSuffixes, o.TopDomains)
	var out string
	if hostOnly && u.host != NullHost && u.host != EmptyHost {
		out = elideHost(labels, keep, o.Width)
	} else {
		out = u.renderFull(labels, keep, o.Width)
	}
	if hasStrongRTL(out) {
		out = renderLRI + out + renderPDI
	}
	return out
}

// renderHostLabels returns the labels of u's host as rendering shows them
// (one element for a host that is not a domain, none for a null or empty
// host) and the number of trailing labels that elision must keep: those of
// the registrable domain by list, or all of them when it is null, the host
// is not a domain, or list is nil.
func (u *URL) renderHostLabels(list PublicSuffixList, top *TopDomains) ([]HostLabel, int) {
	switch u.host {
	case NullHost, EmptyHost:
		return nil, 0
	case DomainHost:
	default:
		return []HostLabel{{ASCII: u.hostname()}}, 1
	}
	labels := domainLabels(u.hostname(), top)
	keep := len(labels)
	if list == nil {
		return labels, keep
	}
	if rd, ok := u.HostValue().RegistrableDomainIn(list); ok {
		keep = strings.Count(rd, ".") + 1
		if keep > len(labels) {
			keep = len(labels)
		}
	}
	return labels, keep
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
func (u *URL) renderFull(labels []HostLabel, keep, width int) string {
	var head strings.Builder
	head.WriteString(u.href[:u.schemeEnd+1])
	if u.host != NullHost {
		head.WriteString("//")
	}
	pathStart := u.pathStart
	if u.host != NullHost {
		writeLabels(&head, labels)
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

// elideHost renders the host whose labels are labels, dropping labels
// from the lowest-level one to fit width (when > 0), but never one of the
// last keep labels.
func elideHost(labels []HostLabel, keep, width int) string {
	host := joinLabels("", labels)
	if width <= 0 || utf8.RuneCountInString(host) <= width {
		return host
	}
	drop := len(labels) - keep
	for i := 1; i <= drop; i++ {
		if s := joinLabels(renderEllipsis, labels[i:]); utf8.RuneCountInString(s) <= width || i == drop {
			return s
		}
	}
	return host
}

// joinLabels returns prefix followed by what rendering shows of labels,
// joined by ".", in one allocation.
func joinLabels(prefix string, labels []HostLabel) string {
	n := len(prefix) + len(labels)
	for _, l := range labels {
		n += len(l.text())
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(prefix)
	writeLabels(&b, labels)
	return b.String()
}

// writeLabels writes what rendering shows of labels to b, joined by ".".
func writeLabels(b *strings.Builder, labels []HostLabel) {
	for i, l := range labels {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(l.text())
	}
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
