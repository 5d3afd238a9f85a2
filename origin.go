package weburl

// An Origin is the origin of a URL (spec: #concept-url-origin): a tuple
// origin (scheme, host, port) or an opaque origin. The zero Origin is
// opaque. Origins are values; compare them with SameOrigin.
type Origin struct {
	s      string // the serialization, when it is a substring of the href
	scheme string
	host   string // serialized host
	port   string // "" for a null port
}

// Origin returns the URL's origin (spec: #concept-url-origin): for http,
// https, ws, wss and ftp URLs, the tuple (scheme, host, port); for a blob URL,
// the origin of the URL its path parses to when that is an http, https or
// file URL; otherwise (file URLs included) an opaque origin.
func (u *URL) Origin() Origin {
	switch u.scheme {
	case schemeHTTP, schemeHTTPS, schemeWS, schemeWSS, schemeFTP:
		o := Origin{scheme: u.Scheme(), host: u.Hostname(), port: u.Port()}
		if !u.includesCredentials() {
			o.s = u.href[:u.pathStart] // scheme "://" host [":" port]
		}
		return o
	case schemeOther:
		if u.Scheme() == "blob" {
			var pathURL URL
			if parseInto(&pathURL, u.Pathname(), nil, nil) == 0 {
				switch pathURL.scheme {
				case schemeHTTP, schemeHTTPS:
					return pathURL.Origin()
				}
			}
		}
	}
	return Origin{}
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
	switch {
	case o.scheme == "":
		return "null"
	case o.s != "":
		return o.s
	case o.port == "":
		return o.scheme + "://" + o.host
	}
	return o.scheme + "://" + o.host + ":" + o.port
}

// SameOrigin reports whether o and other are the same origin (HTML's "same
// origin"): both tuple origins with equal scheme, host and port. An opaque
// origin is only the same as itself, and weburl cannot tell one opaque origin
// from another, so SameOrigin is false when either is opaque.
func (o Origin) SameOrigin(other Origin) bool {
	return o.scheme != "" && o.scheme == other.scheme && o.host == other.host && o.port == other.port
}
