package weburl

import (
	"sort"
	"unicode/utf8"
)

// Reporting validation errors (spec: #validation-error). When a caller asks
// for them (ParseOptions.ValidationErrors), the state machine raises each
// validation error the standard raises, in the standard's order, through a
// reporter; otherwise it has none, and raising costs a nil check.

// reporter maps offsets in the parser's input (preprocessed: trimmed, and
// without tabs and newlines) back to the input the caller gave, and
// collects the errors.
type reporter struct {
	errs   *[]ValidationErrorAt
	src    string // the caller's input
	lead   int    // bytes trimmed from the start of src
	shifts []shift
}

// A shift says that from index at of the parser's input on, offsets in
// src[lead:] are total bytes further on: the sum of the tabs and newlines
// removed before at, and of the bytes that ill-formed UTF-8 sequences
// before at had beyond the 3 of the U+FFFD that replaced them (see
// removeTabAndNewline), which is negative for sequences of 1 or 2 bytes.
type shift struct {
	at, total int
}

// newReporter returns a reporter for src, whose preprocessed form the
// parser reads, trimmed as trim says (false for a setter's input, which
// only loses tabs and newlines). lead is the number of bytes before src in
// the input the caller gave (the setters' leading '?' or '#'), when trim
// is false.
func newReporter(errs *[]ValidationErrorAt, src string, trim bool, lead int) *reporter {
	r := &reporter{errs: errs, src: src, lead: lead}
	body := src
	if trim {
		t := trimC0ControlOrSpace(src)
		if len(t) != len(src) {
			r.lead = len(src) - len(trimLeading(src))
			at := 0
			if r.lead == 0 {
				at = len(t) // the first trailing code point trimmed
			}
			r.add(ErrInvalidURLUnit, at)
		}
		body = t
	}
	first := indexTabOrNewline(body)
	if first == len(body) {
		return r
	}
	r.add(ErrInvalidURLUnit, r.lead+first)
	// As removeTabAndNewline: ill-formed UTF-8 becomes U+FFFD when there
	// is a tab or newline before it.
	decodes := !utf8.ValidString(body[first:])
	at, total := 0, 0 // index in the parser's input; bytes of body beyond it
	for i := 0; i < len(body); {
		switch c := body[i]; {
		case isTabOrNewline(c):
			total++
			r.shifts = append(r.shifts, shift{at, total})
			i++
		case c < utf8.RuneSelf || !decodes:
			at++
			i++
		default:
			size := utf8RuneOrInvalidLen(body[i:])
			if size > 0 {
				at += size
				i += size
				continue
			}
			// U+FFFD for -size bytes.
			at += 3
			total += -size - 3
			r.shifts = append(r.shifts, shift{at, total})
			i += -size
		}
	}
	return r
}

// utf8RuneOrInvalidLen returns the length of the UTF-8 sequence at the
// start of s, which must not be empty, or minus the length of the
// ill-formed sequence there that the UTF-8 decoder replaces with one U+FFFD.
func utf8RuneOrInvalidLen(s string) int {
	if r, size := utf8.DecodeRuneInString(s); r != utf8.RuneError || size != 1 {
		return size
	}
	return -invalidUTF8Len(s)
}

// add appends an error at offset in the caller's input. The list doubles
// when it is full (append grows large slices by only a quarter), so that
// input with an error at every byte costs the same per byte at any length.
func (r *reporter) add(t ValidationError, offset int) {
	errs := *r.errs
	if len(errs) == cap(errs) {
		grown := make([]ValidationErrorAt, len(errs), 2*cap(errs)+8)
		copy(grown, errs)
		errs = grown
	}
	*r.errs = append(errs, ValidationErrorAt{Type: t, Offset: offset})
}

// offset maps index i of the preprocessed input to the caller's input.
func (r *reporter) offset(i int) int {
	k := sort.Search(len(r.shifts), func(j int) bool { return r.shifts[j].at > i })
	if k == 0 {
		return r.lead + i
	}
	return r.lead + i + r.shifts[k-1].total
}

// raise appends t at index i of the preprocessed input. It is not inlined,
// so that parser.raise, which the states call, is: a parse that reports
// nothing pays one nil check.
//
//go:noinline
func (r *reporter) raise(t ValidationError, i int) { r.add(t, r.offset(i)) }

// raiseURLUnits raises invalid-URL-unit for each code point of in[start:end],
// the preprocessed input, that is not a URL code point or '%', and for each
// '%' not followed by two ASCII hex digits (spec: the path, opaque path,
// query and fragment states).
func (r *reporter) raiseURLUnits(in string, start, end int) {
	for i := start; i < end; {
		c := in[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '%':
				if !isPercentEncodedAt(in, i) {
					r.raise(ErrInvalidURLUnit, i)
				}
			case !isURLCodePointASCII(c):
				r.raise(ErrInvalidURLUnit, i)
			}
			i++
			continue
		}
		cp, size := utf8.DecodeRuneInString(in[i:])
		if size == 1 {
			size = invalidUTF8Len(in[i:]) // read as U+FFFD, a URL code point
		} else if !isURLCodePoint(cp) {
			r.raise(ErrInvalidURLUnit, i)
		}
		i += size
	}
}
