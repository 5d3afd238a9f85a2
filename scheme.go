package weburl

import "unsafe"

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

// schemeLength returns the length of the scheme that in starts with (spec:
// #scheme-start-state, #scheme-state: an ASCII alpha, then ASCII
// alphanumerics, '+', '-' and '.'), 0 when in does not start with an ASCII
// alpha, and whether the scheme holds an ASCII upper alpha. Whether a ':'
// follows is the caller's to check.
func schemeLength(in string) (n int, upper bool) {
	if len(in) >= 8 {
		// The commonest schemes, "https", "http" and "file", and their
		// ':', in one load.
		w := load64(in, 0)
		switch {
		case w&(1<<48-1) == httpsColon:
			return len("https"), false
		case w&(1<<40-1) == httpColon, w&(1<<40-1) == fileColon:
			return 4, false // "http" or "file"
		}
		// The same, in upper or mixed case.
		switch l := lowerASCII8(w); {
		case l&(1<<48-1) == httpsColon:
			return len("https"), true
		case l&(1<<40-1) == httpColon, l&(1<<40-1) == fileColon:
			return 4, true
		}
	}
	if in == "" || !isASCIIAlpha(in[0]) {
		return 0, false
	}
	var classes uint32
	n = 1
	for n < len(in) && byteClasses[in[n]]&bcScheme != 0 {
		classes |= byteClasses[in[n]]
		n++
	}
	return n, (classes|byteClasses[in[0]])&bcUpper != 0
}

// "https:", "http:" and "file:" as load64 reads them.
const (
	httpsColon = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | 's'<<32 | ':'<<40
	httpColon  = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | ':'<<32
	fileColon  = 'f' | 'i'<<8 | 'l'<<16 | 'e'<<24 | ':'<<32
)

// lookupSchemeFold returns the schemeType of scheme, which holds an ASCII
// upper alpha when upper is set, as lookupScheme returns it for the
// scheme ASCII-lowercased.
func lookupSchemeFold(scheme string, upper bool) schemeType {
	if !upper {
		return lookupScheme(scheme)
	}
	var lower [len("https")]byte
	if len(scheme) > len(lower) {
		return schemeOther
	}
	for i := 0; i < len(scheme); i++ {
		lower[i] = lowerASCII(scheme[i])
	}
	// A string over the array, not a copy of it: lookupScheme only
	// compares it, and the array is not written after.
	return lookupScheme(unsafe.String(&lower[0], len(scheme)))
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

// isDefaultPort reports whether port is the scheme's default port (spec:
// #default-port), which the URL keeps as null.
func (s schemeType) isDefaultPort(port int) bool {
	return port == s.defaultPort()
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
