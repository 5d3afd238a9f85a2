package main

// The modes that answer each input: URL arguments, or standard input a
// line at a time, one answer a line in the input's order.

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/weburl/weburl"
)

// runArgs answers each argument: its components as a table, or with
// -json a JSON line, or the line of text of the per-line modes; it
// reports whether all had an answer.
func runArgs(cfg config, args []string, out, errs *bufio.Writer) bool {
	var s summary
	k := sink{out, errs, &s}
	for i, text := range args {
		in := input{arg: i + 1, text: text}
		if cfg.textMode() && !cfg.json {
			cfg.writeText(in, k)
			continue
		}
		u, verrs, err := cfg.parse(text, nil)
		if err != nil {
			s.failed++
		}
		switch {
		case cfg.json:
			cfg.writeJSON(out, result{input: text, base: cfg.baseText, hasBase: cfg.baseText != nil, u: u, errs: verrs, err: err})
		case cfg.diagram && err == nil:
			out.WriteString(diagram(u))
		case cfg.diagram:
			out.WriteString("!" + errorType(err) + "\n")
		default:
			if i > 0 {
				out.WriteByte('\n')
			}
			cfg.writeTable(out, text, u, verrs, err)
		}
	}
	return s.failed == 0
}

// runLines answers each line of standard input, in order, one answer a
// line: the line of text of the per-line modes (the href without another
// output flag), or with -json a JSON line; -diagram draws each. A blank
// line gets an empty line (with -json, {"input": ..., "blank": true}), and
// a line without an answer "!" and the reason (with -json, a failure), so
// that the output lines up with the input. It ends with a summary on
// standard error and reports whether every line had an answer.
func runLines(cfg config, stdin io.Reader, out, errs *bufio.Writer, stderr io.Writer) bool {
	var s summary
	err := streamLines(stdin, cfg.maxLine, out, errs, &s, func(in input, k sink) {
		switch {
		case cfg.json:
			cfg.writeJSONLine(in, k, false)
		case cfg.diagram && !in.blank() && in.tooLong == 0:
			if u, _, err := cfg.parse(in.text, nil); err == nil {
				k.s.parsed++
				k.out.WriteString(diagram(u))
				return
			}
			fallthrough
		default:
			cfg.writeText(in, k)
		}
	})
	done, notDone := "parsed", "failed"
	if cfg.key != nil {
		done, notDone = "keyed", "without a key"
	}
	return s.finish(stderr, err, done, notDone)
}

// runJSONLines answers each line of standard input, a URL or a JSON
// request {"input": ..., "base": ...}, with a JSON line that starts with
// the line's number; it reports whether every line had an answer.
func runJSONLines(cfg config, stdin io.Reader, out, errs *bufio.Writer, stderr io.Writer) bool {
	var s summary
	err := streamLines(stdin, cfg.maxLine, out, errs, &s, func(in input, k sink) {
		cfg.writeJSONLine(in, k, true)
	})
	return s.finish(stderr, err, "parsed", "failed")
}

// writeJSONLine writes the JSON line that answers in: with jsonl, after
// its line number, and reading a line that starts with "{" as a request.
func (cfg config) writeJSONLine(in input, k sink, jsonl bool) {
	r := result{input: in.text, base: cfg.baseText, hasBase: jsonl || cfg.baseText != nil}
	if jsonl {
		r.line = in.line
	}
	switch {
	case in.tooLong > 0:
		r.failure = in.tooLongError()
		k.fail(in, tooLongReason)
	case in.blank():
		r.blank = true
		k.s.blank++
	default:
		cfg.answerJSON(&r, in.text, jsonl)
		if r.err != nil || r.failure != "" {
			k.s.failed++
		} else {
			k.s.parsed++
		}
	}
	cfg.writeJSON(k.out, r)
}

// answerJSON fills in r's answer to text: parsed against the base, or
// with jsonl and a line that starts with "{", the request's input parsed
// against its base.
func (cfg config) answerJSON(r *result, text string, jsonl bool) {
	input, baseText := &text, cfg.baseText
	if jsonl {
		req, isRequest, err := readJSONLine(text)
		if err != nil {
			r.failure = err.Error()
			return
		}
		if isRequest {
			input, r.input = req.Input, *req.Input
			if req.Base != nil {
				baseText, r.base = req.Base, req.Base
			}
		}
	}
	var base *weburl.URL
	if baseText != nil && baseText != cfg.baseText {
		var err error
		if base, err = weburl.Parse(*baseText); err != nil {
			r.err, r.baseFail = err, true
			return
		}
	}
	r.u, r.errs, r.err = cfg.parse(*input, base)
}

// jsonlRequest is a -jsonl input line that is a JSON object.
type jsonlRequest struct {
	Input *string `json:"input"`
	Base  *string `json:"base"`
}

// readJSONLine returns the request of a -jsonl line that starts with "{"
// (after spaces): a JSON object {"input": string, "base": string or
// null}, and true; for another line, false. It returns an error that
// says what is wrong with a line that starts with "{" but is not such an
// object.
func readJSONLine(line string) (jsonlRequest, bool, error) {
	if !strings.HasPrefix(strings.TrimLeft(line, " \t"), "{") {
		return jsonlRequest{}, false, nil
	}
	const want = `; want {"input": string, "base": string or null}, or a URL`
	var req jsonlRequest
	err := json.Unmarshal([]byte(line), &req)
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		return req, true, fmt.Errorf("invalid JSON Lines request: %q is a %s, not a string%s", typeErr.Field, typeErr.Value, want)
	case errors.As(err, &syntaxErr):
		return req, true, fmt.Errorf("invalid JSON Lines request: %v at byte %d%s", syntaxErr, syntaxErr.Offset, want)
	case err != nil:
		return req, true, fmt.Errorf("invalid JSON Lines request: %v%s", err, want)
	case req.Input == nil:
		return req, true, errors.New(`invalid JSON Lines request: no "input" string` + want)
	}
	return req, true, nil
}
