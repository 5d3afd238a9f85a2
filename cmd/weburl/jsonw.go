package main

// Writing JSON objects a field at a time, straight into the output, with
// strings that keep every byte of the input.

import (
	"bufio"
	"strconv"

	"github.com/weburl/weburl/internal/jsonstring"
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
	o.array(name, len(vs), func(i int) { writeJSONString(o.w, vs[i]) })
}

// ints writes the field name with a JSON array of the numbers vs.
func (o *jsonObject) ints(name string, vs []int) {
	o.array(name, len(vs), func(i int) { o.w.WriteString(strconv.Itoa(vs[i])) })
}

// array writes the field name with a JSON array of n items, each written
// by item.
func (o *jsonObject) array(name string, n int, item func(i int)) {
	o.name(name)
	o.w.WriteByte('[')
	for i := range n {
		if i > 0 {
			o.w.WriteByte(',')
		}
		item(i)
	}
	o.w.WriteByte(']')
}

// writeJSONString writes s as a JSON string that keeps every byte of it:
// each byte of ill-formed UTF-8 as "\udcXX" (see jsonstring.Append).
func writeJSONString(w *bufio.Writer, s string) {
	w.Write(jsonstring.Append(w.AvailableBuffer(), s))
}
