package main

// What the flags ask for, and the answer to one input in each output
// form: a line of text, a JSON object, a table, a diagram.

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/topdomains"
	"github.com/weburl/weburl/urlkey"
	"golang.org/x/text/encoding"
)

// config is what the flags say.
type config struct {
	base     *weburl.URL       // nil for none
	baseText *string           // -base as given, echoed in JSON output; nil without -base
	encoding encoding.Encoding // nil for UTF-8
	json     bool              // -json
	errors   bool              // report validation errors
	edits    edits             // changes to make to each URL
	get      template          // -get: print this instead
	diagram  bool              // -diagram: draw each href
	render   bool              // -render: print each URL for a person
	width    int               // -width
	key      *urlkey.Profile   // -canonical: the profile that keys each input
	maxLine  int               // -max-line
}

// parse parses input against base (or cfg.base when base is nil) and
// makes the edits. With cfg.errors it also returns the validation errors
// the parser raised.
func (cfg config) parse(input string, base *weburl.URL) (*weburl.URL, []weburl.ValidationErrorAt, error) {
	if base == nil {
		base = cfg.base
	}
	opts := weburl.ParseOptions{Base: base, Encoding: cfg.encoding}
	var errs []weburl.ValidationErrorAt
	if cfg.errors {
		opts.ValidationErrors = &errs
	}
	u, err := opts.Parse(input)
	if err == nil {
		if err = cfg.edits.apply(u); err != nil {
			u = nil
		}
	}
	return u, errs, err
}

// textMode reports whether each input is answered with one line of text
// (writeText): -canonical, -get, -render, a change, or, on standard
// input, the href.
func (cfg config) textMode() bool {
	return cfg.key != nil || cfg.get != nil || cfg.render || cfg.hrefOnly()
}

// hrefOnly reports whether each input is answered with its href: an edit
// prints the changed href, as trurl does, unless an output flag says
// otherwise.
func (cfg config) hrefOnly() bool {
	return len(cfg.edits) > 0 && !cfg.json && cfg.get == nil && !cfg.diagram && !cfg.render && !cfg.errors
}

// textLine returns the line of text that answers input in a per-line
// mode (-canonical, -get, -render, a change, or the href), without its
// "\n", or "" and the reason when input has none.
func (cfg config) textLine(input string) (string, string) {
	if cfg.key != nil {
		key, err := cfg.key.Key(input)
		if err != nil {
			return "", keyError(err)
		}
		return key, ""
	}
	u, _, err := cfg.parse(input, nil)
	return cfg.urlLine(u, err)
}

// urlLine returns the line of text that answers a URL u, or "" and why
// the input has none when it did not parse (err): the template of -get,
// the rendering of -render, with -canonical the key of u's href (as
// -get's {canonical:PROFILE}: -match keys the URL it matched), or the
// href.
func (cfg config) urlLine(u *weburl.URL, err error) (string, string) {
	switch {
	case err != nil:
		return "", errorType(err)
	case cfg.key != nil:
		key, err := cfg.key.Key(u.Href())
		if err != nil {
			return "", keyError(err)
		}
		return key, ""
	case cfg.get != nil:
		return cfg.get.expand(u), ""
	case cfg.render:
		return renderOptions(cfg.width).Render(u), ""
	}
	return u.Href(), ""
}

// writeText writes the answer to in as a line of text: the text, an
// empty line for a blank input, or "!" and the reason, which k's errs
// also says with the input.
func (cfg config) writeText(in input, k sink) {
	if in.blank() {
		k.s.blank++
		k.out.WriteByte('\n')
		return
	}
	text, reason := "", tooLongReason
	if in.tooLong == 0 {
		text, reason = cfg.textLine(in.text)
	}
	k.writeLine(in, text, reason)
}

// writeLine writes text, the answer to in, as a line, or when in has
// none "!" and reason, which k's errs also says with the input.
func (k sink) writeLine(in input, text, reason string) {
	if reason != "" {
		k.fail(in, reason)
		k.out.WriteString("!" + reason + "\n")
		return
	}
	k.s.parsed++
	k.out.WriteString(text)
	k.out.WriteByte('\n')
}

// errorType returns the validation error type named by a *ParseError, or
// for a *SetterError the setter and why it refused.
func errorType(err error) string {
	var pe *weburl.ParseError
	if errors.As(err, &pe) {
		return pe.Type.String()
	}
	var se *weburl.SetterError
	if errors.As(err, &se) {
		return "set " + se.Setter + ": " + se.Err.Error()
	}
	return err.Error()
}

// A result is what -json and -jsonl write for one input.
type result struct {
	line     int     // the line's number (-jsonl), or 0
	input    string  // the input, as it is
	base     *string // the base, when there is one
	hasBase  bool    // whether "base" is written (null for nil)
	u        *weburl.URL
	errs     []weburl.ValidationErrorAt
	err      error  // why input has no URL
	failure  string // why the line is not a request (-jsonl), when err is nil
	baseFail bool   // the base did not parse
	blank    bool   // the input is blank
}

// writeJSON writes r as one line of JSON: "line" (-jsonl), "input",
// "base", then the URL's components ("href", "origin", "protocol",
// "username", "password", "host", "hostname", "port", "pathname",
// "search", "hash"), or "failure": true and "error"; "baseFailure" when
// the base did not parse; "blank": true for a blank input; "get" with
// -get, "canonical" (or "canonicalError") with -canonical; and with
// -errors "validationErrors", "validationErrorOffsets" and "valid". The
// input and base keep every byte (see writeJSONString).
func (cfg config) writeJSON(w *bufio.Writer, r result) {
	o := openObject(w)
	if r.line > 0 {
		o.raw("line", strconv.Itoa(r.line))
	}
	o.str("input", r.input)
	if r.hasBase {
		o.strOrNull("base", r.base)
	}
	switch {
	case r.blank:
		o.raw("blank", "true")
	case r.err != nil || r.failure != "":
		o.raw("failure", "true")
		if r.err != nil {
			o.str("error", errorType(r.err))
		} else {
			o.str("error", r.failure)
		}
		if r.baseFail {
			o.raw("baseFailure", "true")
		}
	default:
		for _, name := range attributes {
			v, _ := r.u.Get(name)
			o.str(name, v)
		}
		if cfg.get != nil {
			o.str("get", cfg.get.expand(r.u))
		}
	}
	if cfg.key != nil && !r.blank && r.failure == "" {
		if key, err := cfg.key.Key(r.input); err != nil {
			o.str("canonicalError", keyError(err))
		} else {
			o.str("canonical", key)
		}
	}
	if cfg.errors && !r.blank && r.failure == "" {
		o.strs("validationErrors", errorNames(r.errs))
		o.ints("validationErrorOffsets", errorOffsets(r.errs))
		o.raw("valid", strconv.FormatBool(r.err == nil && len(r.errs) == 0))
	}
	o.close()
}

// errorNames returns the types' names, in order; never nil.
func errorNames(errs []weburl.ValidationErrorAt) []string {
	names := make([]string, len(errs))
	for i, e := range errs {
		names[i] = e.Type.String()
	}
	return names
}

// errorOffsets returns the errors' byte offsets in the input, in order;
// never nil.
func errorOffsets(errs []weburl.ValidationErrorAt) []int {
	offsets := make([]int, len(errs))
	for i, e := range errs {
		offsets[i] = e.Offset
	}
	return offsets
}

// writeTable prints one URL as "name  value" rows.
func (cfg config) writeTable(out *bufio.Writer, input string, u *weburl.URL, errs []weburl.ValidationErrorAt, err error) {
	row := func(name, value string) { fmt.Fprintf(out, "%-9s %s\n", name, value) }
	row("input", input)
	if err != nil {
		row("error", errorType(err))
	} else {
		for _, name := range attributes {
			v, _ := u.Get(name)
			row(name, v)
		}
	}
	if cfg.errors {
		row("valid", strconv.FormatBool(err == nil && len(errs) == 0))
		row("errors", strings.Join(errorNames(errs), " "))
	}
}

// diagram draws u's href with each non-empty component marked under it, in
// code points: one line of carets and the component's name per component.
func diagram(u *weburl.URL) string {
	href := u.Href()
	var b strings.Builder
	b.WriteString(href + "\n")
	at := 0 // byte offset of the next component
	mark := func(name, value string) {
		if value == "" {
			return
		}
		i := strings.Index(href[at:], value)
		if i < 0 {
			return
		}
		start := at + i
		at = start + len(value)
		b.WriteString(strings.Repeat(" ", utf8.RuneCountInString(href[:start])))
		b.WriteString(strings.Repeat("^", utf8.RuneCountInString(value)))
		b.WriteString(" " + name + "\n")
	}
	for _, name := range attributes {
		switch name {
		case "href", "origin", "host": // not one component
		default:
			v, _ := u.Get(name)
			mark(name, v)
		}
	}
	return b.String()
}

// renderOptions are the options of -render and of -lint's display notes:
// the Public Suffix List, Chromium's top domains, and the width.
func renderOptions(width int) weburl.RenderOptions {
	return weburl.RenderOptions{PublicSuffixes: publicsuffix.List{}, TopDomains: topdomains.List(), Width: width}
}
