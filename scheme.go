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

// lookupScheme returns the schemeType of a lowercase scheme.
func lookupScheme(s []byte) schemeType {
	switch len(s) {
	case 2:
		if s[0] == 'w' && s[1] == 's' {
			return schemeWS
		}
	case 3:
		if s[0] == 'w' && s[1] == 's' && s[2] == 's' {
			return schemeWSS
		}
		if s[0] == 'f' && s[1] == 't' && s[2] == 'p' {
			return schemeFTP
		}
	case 4:
		if s[0] == 'h' && s[1] == 't' && s[2] == 't' && s[3] == 'p' {
			return schemeHTTP
		}
		if s[0] == 'f' && s[1] == 'i' && s[2] == 'l' && s[3] == 'e' {
			return schemeFile
		}
	case 5:
		if s[0] == 'h' && s[1] == 't' && s[2] == 't' && s[3] == 'p' && s[4] == 's' {
			return schemeHTTPS
		}
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

// defaultPortString returns the default port in decimal, or "" for null.
func (s schemeType) defaultPortString() string {
	switch s {
	case schemeHTTP, schemeWS:
		return "80"
	case schemeHTTPS, schemeWSS:
		return "443"
	case schemeFTP:
		return "21"
	}
	return ""
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
