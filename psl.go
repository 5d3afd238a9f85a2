package weburl

import (
	"strings"

	"golang.org/x/net/publicsuffix"
)

// Public suffixes and registrable domains (spec: #host-public-suffix,
// #host-registrable-domain), and HTML's sites, which build on them.

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

// PublicSuffix returns the host's public suffix (spec: #host-public-suffix)
// by golang.org/x/net/publicsuffix.List, which embeds a snapshot of the
// Public Suffix List with both its ICANN and its private sections (so
// "github.io" is a public suffix, as the standard's examples need; x/net
// v0.62.0 has the list of git revision d6c92f1, 2026-02-06, which
// publicsuffix.List.String names): "com" for "www.example.com",
// "github.io" for "whatwg.github.io", and "com." for "example.com." (a
// trailing dot is kept). It returns "", false when the host is not a domain (an IP
// address, an opaque, empty or null host): its public suffix is null.
func (h Host) PublicSuffix() (string, bool) {
	return h.PublicSuffixIn(nil)
}

// PublicSuffixIn is PublicSuffix by list; a nil list means
// golang.org/x/net/publicsuffix.List.
func (h Host) PublicSuffixIn(list PublicSuffixList) (string, bool) {
	if h.kind != DomainHost {
		return "", false
	}
	if list == nil {
		list = publicsuffix.List
	}
	domain, trailingDot := strings.CutSuffix(h.s, ".")
	suffix := list.PublicSuffix(domain)
	if trailingDot {
		suffix += "."
	}
	return suffix, true
}

// RegistrableDomain returns the host's registrable domain (spec:
// #host-registrable-domain) by golang.org/x/net/publicsuffix.List: its public suffix
// and the label before it, as "example.com" for "sub.www.example.com". It
// returns "", false when the registrable domain is null: the host is not
// a domain, or it is a public suffix itself ("com", "github.io").
func (h Host) RegistrableDomain() (string, bool) {
	return h.RegistrableDomainIn(nil)
}

// RegistrableDomainIn is RegistrableDomain by list; a nil list means
// golang.org/x/net/publicsuffix.List.
func (h Host) RegistrableDomainIn(list PublicSuffixList) (string, bool) {
	suffix, ok := h.PublicSuffixIn(list)
	if !ok || suffix == h.s {
		return "", false
	}
	rest := strings.TrimSuffix(h.s, suffix) // ends with the '.' before the suffix
	label := rest[strings.LastIndexByte(rest[:len(rest)-1], '.')+1:]
	return label + suffix, true
}
