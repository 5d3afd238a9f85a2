package weburl

import (
	"golang.org/x/text/encoding"
)

// The entry points of the basic URL parser (spec:
// #concept-basic-url-parser), which choose the way: input already in
// serialized form, the common case, is recognized by parseSerialized
// (serialized.go) and is its own href, or is but for its authority (the
// case of its scheme and host, the form of an IP address or a port); any
// other input goes through the state machine (states.go), which writes the
// URL with a builder (serializer.go), starting after the part of the input
// that parseSerialized found in serialized form (a prefix). CanParse asks
// canParseAuthority first, which takes a special URL's scheme and
// authority in any form. The record made either way is stored by
// URL.setRecord. The base URL and the query encoding cannot change input
// in serialized form.

// parse runs the basic URL parser on input with base (nil for none) and
// query encoding enc (nil for UTF-8), and returns a new URL or a
// *ParseError.
func parse(input string, base *URL, enc encoding.Encoding) (*URL, error) {
	var pre prefix
	if u, r, ok := parseFast(input, &pre); ok {
		if u == nil {
			u = new(URL)
			u.setRecord(r)
		}
		return u, nil
	}
	var scratch [scratchSize]byte
	u, _, err := runParserIn(scratch[:], input, base, enc, nil, makeURL, &pre)
	if err != 0 {
		return nil, &ParseError{Input: input, Type: err}
	}
	return u, nil
}

// parseRecord runs the basic URL parser on input, as parse does, and
// returns the record, or the validation error that made the parse fail.
func parseRecord(input string, base *URL, enc encoding.Encoding) (record, ValidationError) {
	var pre prefix
	if _, r, ok := parseFast(input, &pre); ok {
		return r, 0 // a rewritten href is in its URL's allocation; the rest of it goes with it
	}
	return runParser(input, base, enc, nil, &pre)
}

// parseFast is the way for input in serialized form (parseSerialized):
// the record, and true, when input is its own href, or is but for its
// authority, and then also the new URL that holds the rewritten href and
// the record; otherwise false, with pre, which must be the zero prefix,
// where the state machine starts.
func parseFast(input string, pre *prefix) (*URL, record, bool) {
	var l layout
	ok, rewritten := parseSerialized(input, &l, pre)
	switch {
	case !ok:
		return nil, record{}, false
	case !rewritten:
		return nil, record{href: input, layout: l}, true
	}
	if u := newURLRewritten(input, &l, pre); u != nil {
		return u, u.record, true
	}
	return nil, record{}, false
}

// parseReporting is parse, reporting the validation errors to errs.
func parseReporting(input string, base *URL, enc encoding.Encoding, errs *[]ValidationErrorAt) (*URL, error) {
	var scratch [scratchSize]byte
	u, _, err := runParserIn(scratch[:], input, base, enc, errs, makeURL, nil)
	if err != 0 {
		return nil, &ParseError{Input: input, Type: err}
	}
	return u, nil
}

// canParse reports whether input parses with base (nil for none), without
// building the URL.
func canParse(input string, base *URL) bool {
	if canParseAuthority(input, base) {
		return true
	}
	var pre prefix
	if ok, _ := parseSerialized(input, nil, &pre); ok {
		return true
	}
	// Little is written before the path, and no host.
	var scratch [64]byte
	_, _, err := runParserIn(scratch[:], input, base, nil, nil, validateOnly, &pre)
	return err == 0
}

// What runParserIn makes of its input.
type parseMode uint8

const (
	validateOnly parseMode = iota // nothing: it only reports whether the input parses (CanParse)
	makeRecord                    // the URL's record, its href a new string or the input
	makeURL                       // a new URL, its href in the same allocation when it is not the input (newURL)
)

// runParser runs the basic URL parser's state machine on input with base
// (nil for none) and query encoding enc (nil for UTF-8). It returns the
// URL's record, or the validation error that made the parse fail.
//
// errs, when not nil, receives the validation errors the parser raises.
// When pre is not nil, the machine starts after the prefix of input in
// serialized form that it describes (see prefix), unless errs is not nil
// (a serialized prefix raises no validation error, but the reporter wants
// to see it).
func runParser(input string, base *URL, enc encoding.Encoding, errs *[]ValidationErrorAt, pre *prefix) (record, ValidationError) {
	var scratch [scratchSize]byte
	_, r, err := runParserIn(scratch[:], input, base, enc, errs, makeRecord, pre)
	return r, err
}

// runParserIn is runParser writing into buf, a buffer the caller has (on
// its stack: the parser grows it on the heap when the URL needs more), and
// making what mode says: a URL, a record, or nothing.
func runParserIn(buf []byte, input string, base *URL, enc encoding.Encoding, errs *[]ValidationErrorAt, mode parseMode, pre *prefix) (*URL, record, ValidationError) {
	after := noState
	if pre != nil && errs == nil {
		after = pre.after
	}
	// Only whether it parses matters when what precedes the path, the
	// input's and the base URL's, cannot make the URL too long (see
	// parser.discard).
	discard := false
	if mode == validateOnly {
		baseLen := 0
		if base != nil {
			baseLen = len(base.href)
		}
		discard = settledAfter(maxWrittenBeforePath(len(input))+baseLen, len(input))
	}
	var in string
	switch {
	case after == noState:
		in = preprocess(input)
	case after == stateAuthority && discard:
		// The authority has no tab or newline and nothing to trim, and
		// the machine reads no further (it stops at the path).
		in = input
	default:
		// input starts with a scheme and has no tab or newline in the
		// prefix (up to pre.next, or the authority's end pre.pathStart): in has
		// the same prefix, unless removing a later tab or newline read
		// ill-formed UTF-8 in the prefix as U+FFFD (a raw authority may
		// hold some), which moves the offsets after it: then the machine
		// starts from the scheme.
		trimmed := trimC0ControlOrSpace(input)
		in = trimmed
		if indexTabOrNewline(in[pre.next:]) < len(in)-pre.next {
			in = removeTabAndNewline(in)
			n := pre.next
			if after == stateAuthority {
				n = int(pre.pathStart) // the authority's end
			}
			if len(in) < n || in[:n] != trimmed[:n] {
				after = noState
			}
		}
	}
	// The parser is set up here, not by a method, so that the compiler
	// sees that it and its buffer stay on the stack; field by field, as a
	// composite literal is built aside and then copied.
	var p parser
	p.input, p.base = in, base
	p.validateOnly, p.discard = mode == validateOnly, discard
	if errs != nil {
		p.rep = newReporter(errs, input, true, 0)
	}
	p.b.buf = buf
	p.b.reset(in, true)
	st := stateSchemeStart
	switch after {
	case stateAuthority:
		p.b.writeScheme(int(pre.schemeEnd), pre.rewrite&rewriteScheme != 0, pre.scheme)
		p.b.startAuthority()
		p.pointer = pre.next
		if pre.at < 0 { // where the host ends is known too
			st = p.hostAndPort(in, int(pre.hostEnd), int(pre.pathStart), pre.hostClasses)
		} else {
			st = p.authority(in, int(pre.pathStart), pre.at, pre.classes)
		}
	case statePathStart, statePath, stateQuery, stateFragment:
		// The builder takes the prefix as it is, with its layout.
		if pre.rewrite&rewriteScheme != 0 {
			p.b.copyInputLower(0, int(pre.schemeEnd))
			p.b.copyInput(int(pre.schemeEnd), pre.next)
		} else {
			p.b.copyInput(0, pre.next)
		}
		p.b.layout = pre.layout
		p.pointer = pre.next
		switch st = after; st {
		case statePathStart:
			p.b.pathStart = 0
			p.b.last = compPort
		case statePath:
			p.b.truncate(max(pre.next-1, int(pre.pathStart))) // the '/' before the next segment is the path state's
			p.b.last = compPath
		case stateQuery:
			p.b.last = compQuery
		case stateFragment:
			p.b.last = compFragment
		}
	}
	if p.run(st, outputEncoding(enc), in) != stateDone {
		if p.rep != nil {
			p.raiseFailure(p.err)
		}
		return nil, record{}, p.err
	}
	switch mode {
	case validateOnly:
		// The machine stopped once settled, or went to the end.
		if uint64(p.b.n) > MaxURLLength {
			return nil, record{}, ErrURLTooLong
		}
		return nil, record{}, 0
	case makeURL:
		if u := p.b.finishURL(in); u != nil {
			return u, record{}, 0
		}
		return nil, record{}, ErrURLTooLong
	}
	r, ok := p.b.finish(in, "")
	if !ok {
		return nil, record{}, ErrURLTooLong
	}
	return nil, r, 0
}

// preprocess removes leading and trailing C0 control or space and all ASCII
// tab or newline from input, as the basic URL parser's first steps say when
// no URL is given (spec: #concept-basic-url-parser; invalid-URL-unit
// validation errors).
func preprocess(input string) string {
	return removeTabAndNewline(trimC0ControlOrSpace(input))
}
