// Package jsonstring writes a string as a JSON string that keeps every
// byte of it: the command line's JSON output and the Beam pipeline's keys
// file write the user's input so, ill-formed UTF-8 included.
package jsonstring

import "unicode/utf8"

// Append appends s to dst as a JSON string and returns the extended
// buffer. A string that is well-formed UTF-8 is written as encoding/json
// writes it without HTML escaping ('"', '\', the C0 controls, U+2028 and
// U+2029 escaped; '<', '>' and '&' as they are). Each byte of ill-formed
// UTF-8 is written "\udcXX", a lone surrogate of U+DC80 to U+DCFF, as
// Python's "surrogateescape" error handler decodes it, so that the bytes
// can be had back (json.loads(text).encode("utf-8", "surrogateescape") in
// Python), where encoding/json writes U+FFFD and loses them.
func Append(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0 // s[start:i] is yet to be written, and needs no escape
	for i := 0; i < len(s); {
		c := s[i]
		if c >= ' ' && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		size := 1
		var esc []byte
		switch {
		case c == '"' || c == '\\':
			esc = []byte{'\\', c}
		case c == '\n':
			esc = []byte(`\n`)
		case c == '\r':
			esc = []byte(`\r`)
		case c == '\t':
			esc = []byte(`\t`)
		case c == '\b':
			esc = []byte(`\b`)
		case c == '\f':
			esc = []byte(`\f`)
		case c < ' ':
			esc = []byte{'\\', 'u', '0', '0', hex[c>>4], hex[c&15]}
		default:
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				esc = []byte{'\\', 'u', 'd', 'c', hex[c>>4], hex[c&15]}
			case r == '\u2028' || r == '\u2029':
				esc = []byte{'\\', 'u', '2', '0', '2', hex[r&15]}
			default:
				i += size
				continue
			}
		}
		dst = append(dst, s[start:i]...)
		dst = append(dst, esc...)
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
