package weburl

// The special schemes and their default ports (spec: #special-scheme). This
// file and classes.go are the bottom layer: everything may call them, and
// they call nothing above them.

// schemeType identifies the special schemes (spec: #special-scheme).
type schemeType uint8

const (
	schemeOther schemeType = iota // not special
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
	schemeFTP
	schemeFile
)

// lookupScheme returns the schemeType of scheme, an ASCII lowercase
// scheme: schemeOther when it is not a special scheme (spec:
// #special-scheme).
func lookupScheme(scheme string) schemeType {
	switch scheme {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	case "file":
		return schemeFile
	}
	return schemeOther
}

// defaultPort returns the scheme's default port (spec: #default-port), or -1
// for null.
func (s schemeType) defaultPort() int {
	switch s {
	case schemeHTTP, schemeWS:
		return 80
	case schemeHTTPS, schemeWSS:
		return 443
	case schemeFTP:
		return 21
	}
	return -1
}

// portOrDefault returns port and true when port is not -1 (null), else the
// scheme's default port and whether there is one (0 and false for null).
func (s schemeType) portOrDefault(port int) (int, bool) {
	if port >= 0 {
		return port, true
	}
	if d := s.defaultPort(); d >= 0 {
		return d, true
	}
	return 0, false
}
