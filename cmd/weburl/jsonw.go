package main

// Writing JSON objects a field at a time, straight into the output, with
// strings that keep every byte of the input.

import (
	"bufio"
	"strconv"
	"unicode/utf8"
)

// A jsonObject writes one JSON object to w: open, then fields in order,
// then close.
type jsonObject struct {
	w      *bufio.Writer
	fields int
}

func openObject(w *bufio.Writer) *jsonObject {
	w.WriteByte('{')
	return &jsonObject{w: w}
}

// close ends the object and its line.
func (o *jsonObject) close() {
	o.w.WriteString("}\n")
}

func (o *jsonObject) name(name string) {
	if o.fields > 0 {
		o.w.WriteByte(',')
	}
	o.fields++
	o.w.WriteByte('"')
	o.w.WriteString(name)
	o.w.WriteString(`":`)
}

// str writes the field name with the string value v (see writeJSONString).
func (o *jsonObject) str(name, v string) {
	o.name(name)
	writeJSONString(o.w, v)
}

// strOrNull writes the field name with *v, or null when v is nil.
func (o *jsonObject) strOrNull(name string, v *string) {
	if v == nil {
		o.raw(name, "null")
		return
	}
	o.str(name, *v)
}

// raw writes the field name with v, a JSON value as it is.
func (o *jsonObject) raw(name, v string) {
	o.name(name)
	o.w.WriteString(v)
}

// strs writes the field name with a JSON array of the strings vs.
func (o *jsonObject) strs(name string, vs []string) {
	o.name(name)
	o.w.WriteByte('[')
	for i, v := range vs {
		if i > 0 {
			o.w.WriteByte(',')
		}
		writeJSONString(o.w, v)
	}
	o.w.WriteByte(']')
}

// ints writes the field name with a JSON array of the numbers vs.
func (o *jsonObject) ints(name string, vs []int) {
	o.name(name)
	o.w.WriteByte('[')
	for i, v := range vs {
		if i > 0 {
			o.w.WriteByte(',')
		}
		o.w.WriteString(strconv.Itoa(v))
	}
	o.w.WriteByte(']')
}

// writeJSONString writes s as a JSON string, as encoding/json writes a
// string that is well-formed UTF-8 (with '"', '\', the C0 controls, U+2028
// and U+2029 escaped, and '<', '>' and '&' as they are), but for
// ill-formed UTF-8: each byte of it is written "\udcXX", a lone surrogate
// of U+DC80 to U+DCFF, as Python's "surrogateescape" error handler
// decodes it, so that the bytes can be had back
// (json.loads(line)["input"].encode("utf-8", "surrogateescape") in
// Python), where encoding/json writes U+FFFD for each and loses them.
func writeJSONString(w *bufio.Writer, s string) {
	const hex = "0123456789abcdef"
	w.WriteByte('"')
	start := 0 // s[start:i] is yet to be written, and needs no escape
	for i := 0; i < len(s); {
		c := s[i]
		if c >= ' ' && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		size := 1
		esc := ""
		switch {
		case c == '"':
			esc = `\"`
		case c == '\\':
			esc = `\\`
		case c == '\n':
			esc = `\n`
		case c == '\r':
			esc = `\r`
		case c == '\t':
			esc = `\t`
		case c == '\b':
			esc = `\b`
		case c == '\f':
			esc = `\f`
		case c < ' ':
			esc = `\u00` + string(hex[c>>4]) + string(hex[c&15])
		default:
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				esc = `\udc` + string(hex[c>>4]) + string(hex[c&15])
			case r == '\u2028' || r == '\u2029':
				esc = `\u202` + string(hex[r&15])
			default:
				i += size
				continue
			}
		}
		w.WriteString(s[start:i])
		w.WriteString(esc)
		i += size
		start = i
	}
	w.WriteString(s[start:])
	w.WriteByte('"')
}
