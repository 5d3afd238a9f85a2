package weburl

// An Origin is the origin of a URL (spec: #concept-url-origin; HTML's
// origins): a tuple origin (scheme, host, port) or an opaque origin.
//
// Origins are comparable values, and == is HTML's "same origin": two tuple
// origins are == when their schemes, hosts and ports are equal; an opaque
// origin is == only to itself (and its copies), as each call that returns
// "a new opaque origin" makes a new identity. The zero Origin is an opaque
// origin, == to every other zero Origin.
type Origin struct {
	s      string // the serialization, for a tuple origin
	scheme string
	host   string // serialized host
	port   string // "" for a null port

	// opaque is the identity of an opaque origin made by URL.Origin; nil
	// for tuple origins and the zero Origin.
	opaque *opaqueOrigin
}

// opaqueOrigin is the identity of one opaque origin. It is not empty, so
// that each new one has its own address.
type opaqueOrigin struct{ _ byte }

// Origin returns the URL's origin (spec: #concept-url-origin): for http,
// https, ws, wss and ftp URLs, the tuple (scheme, host, port); for a blob URL,
// the origin of the URL its path parses to when that is an http or https
// URL; otherwise (file URLs included) a new opaque origin, different (!=)
// from every other. A nil or zero URL gives the zero Origin.
func (u *URL) Origin() Origin {
	if u == nil || u.href == "" {
		return Origin{}
	}
	switch u.scheme {
	case schemeHTTP, schemeHTTPS, schemeWS, schemeWSS, schemeFTP:
		o := Origin{scheme: u.href[:u.schemeEnd], host: u.hostname(), port: u.portString()}
		if u.includesCredentials() {
			o.s = o.serialize()
		} else {
			o.s = u.href[:u.pathStart] // scheme "://" host [":" port]
		}
		return o
	case schemeOther:
		if u.href[:u.schemeEnd] == "blob" {
			if r, err := parseRecord(u.pathname(), nil, nil); err == 0 {
				switch r.scheme {
				case schemeHTTP, schemeHTTPS:
					var pathURL URL
					pathURL.setRecord(r)
					return pathURL.Origin()
				}
			}
		}
	}
	return Origin{opaque: new(opaqueOrigin)}
}

// serialize builds the serialization of a tuple origin.
func (o Origin) serialize() string {
	if o.port == "" {
		return o.scheme + "://" + o.host
	}
	return o.scheme + "://" + o.host + ":" + o.port
}

// IsOpaque reports whether o is an opaque origin.
func (o Origin) IsOpaque() bool { return o.scheme == "" }

// Scheme returns the origin's scheme, such as "https", or "" for an opaque
// origin.
func (o Origin) Scheme() string { return o.scheme }

// Host returns the origin's host, serialized (spec: #concept-host-serializer),
// or "" for an opaque origin.
func (o Origin) Host() string { return o.host }

// Port returns the origin's port in decimal, or "" when it is null or the
// origin is opaque.
func (o Origin) Port() string { return o.port }

// String returns the serialization of the origin (HTML's ASCII
// serialization of an origin): "null" for an opaque origin, otherwise the
// scheme, "://", the host, and ":" followed by the port when it is non-null,
// as in "https://example.com:8080". This is what the URL API's origin
// getter returns (spec: #dom-url-origin).
func (o Origin) String() string {
	if o.scheme == "" {
		return "null"
	}
	return o.s
}

// SameOrigin reports whether o and other are the same origin (HTML's "same
// origin"), which is o == other: tuple origins with equal scheme, host and
// port, or the same opaque origin.
func (o Origin) SameOrigin(other Origin) bool { return o == other }

// A Site is HTML's site (html.spec.whatwg.org, #site): an opaque origin, or
// a scheme and a host, where the host is the registrable domain of the
// origin's host when it has one. Sites compare with ==; the zero Site is
// the site of the zero Origin.
type Site struct {
	origin Origin // an opaque origin, or a tuple origin's scheme and host
}

// SiteIn returns the site of o (HTML's "obtain a site") by the public
// suffix list list: o itself when it is opaque; otherwise o's scheme with
// the registrable domain of o's host (spec: #host-registrable-domain, see
// Host.RegistrableDomainIn), or with the host when its registrable domain
// is null. A nil list is the default rule "*" alone; for the Public Suffix
// List, use github.com/weburl/weburl/publicsuffix.Site.
func (o Origin) SiteIn(list PublicSuffixList) Site {
	if o.IsOpaque() {
		return Site{origin: o}
	}
	host := o.host
	if reg, ok := o.hostValue().RegistrableDomainIn(list); ok {
		host = reg
	}
	return Site{origin: Origin{scheme: o.scheme, host: host}}
}

// hostValue returns the host of a tuple origin as a Host.
func (o Origin) hostValue() Host {
	h, _ := ParseHost(o.host, false) // a serialized host parses to itself
	return h
}

// String returns the site serialized (HTML's "serialize a site"): "null"
// for an opaque origin, otherwise the scheme, "://" and the host, as in
// "https://example.com".
func (s Site) String() string {
	if s.origin.IsOpaque() {
		return "null"
	}
	return s.origin.scheme + "://" + s.origin.host
}

// SchemelesslySameSiteIn reports whether o and other are schemelessly
// same site (HTML's definition) by the public suffix list list: the same
// opaque origin; or tuple origins whose hosts' registrable domains are
// non-null and equal, or whose hosts are equal and have no registrable
// domain. A nil list is the default rule "*" alone; for the Public Suffix
// List, use github.com/weburl/weburl/publicsuffix.SchemelesslySameSite.
func (o Origin) SchemelesslySameSiteIn(other Origin, list PublicSuffixList) bool {
	if o.IsOpaque() || other.IsOpaque() {
		return o == other
	}
	ha, hb := o.hostValue(), other.hostValue()
	ra, okA := ha.RegistrableDomainIn(list)
	rb, okB := hb.RegistrableDomainIn(list)
	if okA || okB {
		return okA && okB && ra == rb
	}
	return ha == hb
}

// SameSiteIn reports whether o and other are same site (HTML's
// definition) by the public suffix list list: schemelessly same site
// (SchemelesslySameSiteIn), and either both opaque or both tuple origins
// with the same scheme. A nil list is the default rule "*" alone; for the
// Public Suffix List, use github.com/weburl/weburl/publicsuffix.SameSite.
func (o Origin) SameSiteIn(other Origin, list PublicSuffixList) bool {
	return o.SchemelesslySameSiteIn(other, list) && o.scheme == other.scheme
}
