package weburl

import "strings"

// Public suffixes and registrable domains (spec: #host-public-suffix,
// #host-registrable-domain), and HTML's sites, which build on them, by a
// list the caller gives: the publicsuffix package has the Public Suffix
// List that golang.org/x/net/publicsuffix embeds, which this package does
// not link.

// A PublicSuffixList gives the public suffix of a domain, as the Public
// Suffix List algorithm does (https://publicsuffix.org/list/). It has the
// method set of net/http/cookiejar's PublicSuffixList, so
// golang.org/x/net/publicsuffix.List and any list made for a cookie jar can
// be used. PublicSuffix is given an ASCII lowercase domain without a
// trailing dot.
type PublicSuffixList interface {
	PublicSuffix(domain string) string
	String() string
}

// PublicSuffixIn returns the host's public suffix (spec:
// #host-public-suffix) by list: "com" for "www.example.com" by the Public
// Suffix List, and "com." for "example.com." (a trailing dot is kept). A
// nil list has no rules, so the Public Suffix List algorithm's default rule
// "*" applies: the public suffix is the last label ("uk" for
// "www.example.co.uk"). For the Public Suffix List itself, use
// github.com/weburl/weburl/publicsuffix (its List, or its PublicSuffix
// function). It returns "", false when the host is not a domain (an IP
// address, an opaque, empty or null host): its public suffix is null.
func (h Host) PublicSuffixIn(list PublicSuffixList) (string, bool) {
	if h.kind != DomainHost {
		return "", false
	}
	if list == nil {
		list = defaultRule{}
	}
	domain, trailingDot := strings.CutSuffix(h.s, ".")
	suffix := list.PublicSuffix(domain)
	if trailingDot {
		suffix += "."
	}
	return suffix, true
}

// RegistrableDomainIn returns the host's registrable domain (spec:
// #host-registrable-domain) by list: its public suffix (PublicSuffixIn)
// and the label before it, as "example.com" for "sub.www.example.com" by
// the Public Suffix List. A nil list means the default rule "*" only
// ("co.uk" for "www.example.co.uk"). It returns "", false when the
// registrable domain is null: the host is not a domain, or it is a public
// suffix itself ("com", or "github.io" by the Public Suffix List).
func (h Host) RegistrableDomainIn(list PublicSuffixList) (string, bool) {
	suffix, ok := h.PublicSuffixIn(list)
	if !ok || suffix == h.s {
		return "", false
	}
	rest := strings.TrimSuffix(h.s, suffix) // ends with the '.' before the suffix
	label := rest[strings.LastIndexByte(rest[:len(rest)-1], '.')+1:]
	return label + suffix, true
}

// defaultRule is a public suffix list without rules: the Public Suffix
// List algorithm's default rule "*" makes the last label of every domain
// its public suffix.
type defaultRule struct{}

// PublicSuffix returns the last label of domain.
func (defaultRule) PublicSuffix(domain string) string {
	return domain[strings.LastIndexByte(domain, '.')+1:]
}

// String names the list by its one rule.
func (defaultRule) String() string { return "*" }
