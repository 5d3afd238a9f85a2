// Package publicsuffix gives weburl's hosts, origins and renderings the
// Public Suffix List (https://publicsuffix.org/list/) that
// golang.org/x/net/publicsuffix embeds, with both its ICANN and its private
// sections (so "github.io" is a public suffix, as the URL Standard's
// examples need). The list's version is the one of the golang.org/x/net
// module in the program's go.mod; List.String names it.
//
// It is a package of its own because golang.org/x/net/publicsuffix imports
// net/http/cookiejar, and so net/http: a program that only parses URLs with
// weburl does not link it.
package publicsuffix

import (
	"github.com/weburl/weburl"
	xpublicsuffix "golang.org/x/net/publicsuffix"
)

// List is the Public Suffix List of golang.org/x/net/publicsuffix as a
// weburl.PublicSuffixList, for the methods of weburl that take one
// (Host.PublicSuffixIn, Origin.SiteIn, URL.RenderIn, ...). The zero List is
// the list; Lists compare equal.
type List struct{}

// PublicSuffix returns the public suffix of domain, an ASCII lowercase
// domain without a trailing dot, by the Public Suffix List algorithm: "com"
// for "www.example.com", "co.uk" for "www.example.co.uk", and by the
// default rule "*" the last label for a top-level domain the list does not
// name ("example" for "a.example").
func (List) PublicSuffix(domain string) string {
	return xpublicsuffix.List.PublicSuffix(domain)
}

// String names the list's version, as golang.org/x/net/publicsuffix does:
// "publicsuffix.org's public_suffix_list.dat, git revision ..." with the
// revision and date of the snapshot.
func (List) String() string {
	return xpublicsuffix.List.String()
}

// PublicSuffix returns the public suffix of h (url spec:
// #host-public-suffix) by the Public Suffix List: "com" for
// "www.example.com", "github.io" for "whatwg.github.io", and "com." for
// "example.com." (a trailing dot is kept). It returns "", false when h is
// not a domain (an IP address, an opaque, empty or null host): its public
// suffix is null.
func PublicSuffix(h weburl.Host) (string, bool) {
	return h.PublicSuffixIn(List{})
}

// RegistrableDomain returns the registrable domain of h (url spec:
// #host-registrable-domain) by the Public Suffix List: its public suffix
// and the label before it, as "example.com" for "sub.www.example.com". It
// returns "", false when the registrable domain is null: h is not a
// domain, or it is a public suffix itself ("com", "github.io").
func RegistrableDomain(h weburl.Host) (string, bool) {
	return h.RegistrableDomainIn(List{})
}

// Site returns the site of o (HTML's "obtain a site") by the Public Suffix
// List: o when it is opaque; otherwise o's scheme with the registrable
// domain of o's host, or with the host when its registrable domain is null.
// See weburl.Origin.SiteIn.
func Site(o weburl.Origin) weburl.Site {
	return o.SiteIn(List{})
}

// SchemelesslySameSite reports whether a and b are schemelessly same site
// (HTML's definition) by the Public Suffix List: the same opaque origin; or
// tuple origins whose hosts' registrable domains are non-null and equal, or
// whose hosts are equal and have no registrable domain. See
// weburl.Origin.SchemelesslySameSiteIn.
func SchemelesslySameSite(a, b weburl.Origin) bool {
	return a.SchemelesslySameSiteIn(b, List{})
}

// SameSite reports whether a and b are same site (HTML's definition) by
// the Public Suffix List: schemelessly same site, and both opaque or both
// tuple origins with the same scheme. See weburl.Origin.SameSiteIn.
func SameSite(a, b weburl.Origin) bool {
	return a.SameSiteIn(b, List{})
}

// Render returns u as a person should see it to make a security or trust
// decision about it (url spec: #url-rendering), elided to at most width
// code points when width is greater than 0, never dropping a label of the
// host's registrable domain by the Public Suffix List. It is
// u.RenderIn(List{}, width): see weburl.URL.RenderIn for the rules. It
// compares hosts with no list of top domains; weburl.RenderOptions with
// topdomains.List() (package github.com/weburl/weburl/topdomains) adds
// Chromium's. A nil or zero URL gives "".
func Render(u *weburl.URL, width int) string {
	return u.RenderIn(List{}, width)
}

// RenderHost returns only u's host, rendered as Render renders it, elided
// from its lowest-level label to at most width code points when width is
// greater than 0, but never into the registrable domain by the Public
// Suffix List: "examplecorp.com.evil.com" in 13 code points is
// "…com.evil.com". It is u.RenderHostIn(List{}, width): see
// weburl.URL.RenderHostIn for the rules. A nil or zero URL gives "".
func RenderHost(u *weburl.URL, width int) string {
	return u.RenderHostIn(List{}, width)
}
