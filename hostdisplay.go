package weburl

import (
	"strconv"
	"strings"

	"github.com/weburl/weburl/internal/idna"
	"github.com/weburl/weburl/internal/idnspoof"
)

// The display policy of hosts (spec: #url-rendering-i18n): which labels of
// a domain rendering shows in Unicode, label by label, as Chromium's
// address bar does, and the top domains whose look-alikes stay in ASCII.

// TopDomains is a list of well-known domains, for the one step of
// rendering's host display policy that needs one: a host whose skeleton
// (UTS #39's confusable skeleton, with Chromium's additions) is that of a
// listed domain, or ends with it, is shown in ASCII, unless it is that
// domain or one of its subdomains (see URL.RenderIn). The zero TopDomains
// and a nil *TopDomains are the empty list. The package
// github.com/weburl/weburl/topdomains has Chromium's list (spec:
// #url-rendering-i18n).
type TopDomains struct {
	index   *idnspoof.Index
	domains int
}

// ParseTopDomains reads list, a list of domains in the format of
// Chromium's top domain lists (components/url_formatter/spoof_checks/
// top_domains/*.list): one domain a line, in ASCII ("xn--" labels allowed)
// or Unicode, any case; blank lines, lines that start with "#" and the
// line "###END_TOP_BUCKET###" are skipped, and spaces around a domain are
// ignored. Each domain should be a registrable domain ("example.com",
// "example.co.uk"), not a public suffix. It returns the list, or a
// *TopDomainsError for the first line that is not a domain by the host
// parser (ParseHost), or is an IP address. Reading takes time in
// proportion to the length of list (a skeleton per domain: about 7 µs
// each).
func ParseTopDomains(list string) (*TopDomains, error) {
	var domains []string
	for n, line := range strings.Split(list, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		h, err := ParseHost(line, false)
		if err != nil || h.Kind() != DomainHost {
			return nil, &TopDomainsError{Line: n + 1, Domain: line, Err: err}
		}
		uni, _ := DomainToUnicode(strings.TrimSuffix(h.String(), "."))
		domains = append(domains, uni)
	}
	return &TopDomains{index: idnspoof.NewIndex(domains), domains: len(domains)}, nil
}

// Len returns the number of domains of the list t (0 for nil).
func (t *TopDomains) Len() int {
	if t == nil {
		return 0
	}
	return t.domains
}

// TopDomainsError is the error of ParseTopDomains for a line that is not a
// domain: its number (from 1), the line's text, and the host parser's
// error (a *ParseError), nil when the line is an IP address.
type TopDomainsError struct {
	Line   int
	Domain string
	Err    error
}

// Error says which line is not a domain, and why: "top domains: line 3:
// \"1.2.3.4\" is not a domain: an IP address".
func (e *TopDomainsError) Error() string {
	if e == nil {
		return "top domains: <nil>"
	}
	why := "an IP address"
	if e.Err != nil {
		why = e.Err.Error()
	}
	return "top domains: line " + strconv.Itoa(e.Line) + ": " + strconv.Quote(e.Domain) + " is not a domain: " + why
}

// Unwrap returns the host parser's error (nil for nil).
func (e *TopDomainsError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// A HostLabel is how rendering shows one label of a domain (see
// RenderOptions.HostLabels): its ASCII form, as the URL's host holds it;
// its Unicode form when the label is Punycode ("xn--") that decodes, ""
// otherwise; whether rendering shows the Unicode form; and, for a label
// that decodes but is shown in ASCII, the rule of the display policy that
// keeps it so, in words ("mixed scripts Latin+Cyrillic", "digit look-alike
// U+0A68 (੨)", "looks like the top domain apple.com") (spec:
// #url-rendering-i18n).
type HostLabel struct {
	ASCII   string
	Unicode string
	Shown   bool
	Reason  string
}

// text returns what rendering shows of the label.
func (l HostLabel) text() string {
	if l.Shown {
		return l.Unicode
	}
	return l.ASCII
}

// domainLabels returns how rendering shows each label of domain, an ASCII
// domain as a URL's host holds it, by the display policy documented on
// URL.RenderIn, with top as the list of top domains (nil for none): each
// "xn--" label decoded on its own, as Chromium's IDN conversion does, and
// checked with the host's top-level domain; then, when some label
// decoded, the skeleton of the host as shown compared with top. A domain
// without an "xn--" label costs one allocation, the slice.
func domainLabels(domain string, top *TopDomains) []HostLabel {
	labels := make([]HostLabel, 0, strings.Count(domain, ".")+1)
	for l := range strings.SplitSeq(domain, ".") {
		labels = append(labels, HostLabel{ASCII: l})
	}
	if !hasACELabel(domain) {
		return labels
	}
	decoded := false
	for i := range labels {
		if u, ok := decodeLabel(labels[i].ASCII); ok {
			labels[i].Unicode, decoded = u, true
		}
	}
	var tld, tldUnicode string // Chromium's top-level domain is what follows a dot
	if last := labels[len(labels)-1]; len(labels) > 1 {
		tld, tldUnicode = last.ASCII, last.ASCII
		if last.Unicode != "" {
			tldUnicode = last.Unicode
		}
	}
	for i := range labels {
		l := &labels[i]
		if l.Unicode == "" {
			continue
		}
		if v := idnspoof.CheckLabel(l.Unicode, tld, tldUnicode); v.Rule != idnspoof.Safe {
			l.Reason = v.String()
		} else {
			l.Shown = true
		}
	}
	if !decoded || top == nil || top.index == nil {
		return labels
	}
	if d, ok := top.index.SimilarTopDomain(joinLabels("", labels)); ok {
		reason := idnspoof.Verdict{Rule: idnspoof.TopDomain, Domain: d}.String()
		for i := range labels {
			if labels[i].Shown {
				labels[i].Shown, labels[i].Reason = false, reason
			}
		}
	}
	return labels
}

// decodeLabel returns the Unicode form of label, an ASCII label, when it
// is Punycode ("xn--") that decodes to a valid label as ICU's UTS #46
// ToUnicode of one label checks it in Chromium (nontransitional, with
// CheckBidi; hyphens are checked: none first, last, or third and fourth),
// and false otherwise.
func decodeLabel(label string) (string, bool) {
	if !strings.HasPrefix(label, "xn--") {
		return "", false
	}
	u, ok := idna.ToUnicode(label)
	if !ok || strings.HasPrefix(u, "-") || strings.HasSuffix(u, "-") || hyphens34(u) {
		return "", false
	}
	return u, true
}

// hyphens34 reports whether the third and fourth UTF-16 code units of s
// are hyphens.
func hyphens34(s string) bool {
	units := 0
	for i, r := range s {
		switch {
		case units == 2:
			return r == '-' && i+1 < len(s) && s[i+1] == '-'
		case r > 0xFFFF:
			units += 2
		default:
			units++
		}
		if units > 2 {
			return false
		}
	}
	return false
}
