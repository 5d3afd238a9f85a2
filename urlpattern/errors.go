package urlpattern

import (
	"errors"
	"strconv"

	"github.com/weburl/weburl/urlpattern/internal/quote"
)

// ErrUnsupported is matched (errors.Is) by an *Error whose Reason is
// ReasonUnsupportedRegexp: a regexp group uses valid ECMAScript syntax that
// this package refuses to run, because it needs a backtracking engine
// (lookaround, backreferences) or has no Go equivalent (the v flag's
// strings, the m modifier, Script_Extensions, repeat counts above 1000),
// or would compile to a program larger than its length allows; and by an
// *Error whose Reason is ReasonTooLarge. Refusing them keeps every match
// linear in the input's length and the pattern's.
var ErrUnsupported = errors.New("urlpattern: unsupported regular expression")

// A Reason says which step of the URL Pattern Standard failed. In
// JavaScript each of them throws a TypeError.
type Reason uint8

const (
	// ReasonTokenize: a pattern string has a character the strict tokenizer
	// rejects, such as an unbalanced "(" or a ":" without a name
	// (spec: #process-a-tokenizing-error).
	ReasonTokenize Reason = iota + 1
	// ReasonSyntax: a pattern string's tokens are out of order, such as a
	// "{" without "}" or a modifier with nothing to modify (spec:
	// #consume-a-required-token).
	ReasonSyntax
	// ReasonDuplicateName: two groups of one component have the same name
	// (spec: #is-a-duplicate-name).
	ReasonDuplicateName
	// ReasonRegexp: a regexp group makes the component's generated
	// regular expression invalid ECMAScript with the v flag (spec:
	// #compile-a-component, RegExpCreate throws). Offset points into the
	// group as the caller wrote it.
	ReasonRegexp
	// ReasonUnsupportedRegexp: the regular expression is valid but
	// refused; see ErrUnsupported.
	ReasonUnsupportedRegexp
	// ReasonNoProtocol: a constructor string without a base URL has no
	// protocol (spec: #url-pattern-create).
	ReasonNoProtocol
	// ReasonBaseURL: the base URL does not parse (spec:
	// #process-a-urlpatterninit).
	ReasonBaseURL
	// ReasonCanonicalize: an encoding callback rejected a component's
	// text, such as a hostname with a forbidden code point or a port
	// above 65535 (spec: #canon-encoding-callbacks).
	ReasonCanonicalize
	// ReasonGenerate: Generate cannot build a string: an unknown
	// component, a missing group, a part Generate does not support, or a
	// value a segment wildcard cannot match.
	ReasonGenerate
	// ReasonTooLarge: a component's pattern has more than 1,000 parts
	// (groups, and fixed text beside them or with a modifier), which this
	// package refuses so that compiling and matching stay cheap (see the
	// package documentation's bounds). ErrUnsupported matches it.
	ReasonTooLarge
)

var reasonText = [...]string{
	ReasonTokenize:          "invalid character in pattern",
	ReasonSyntax:            "unexpected token in pattern",
	ReasonDuplicateName:     "duplicate group name",
	ReasonRegexp:            "invalid regular expression",
	ReasonUnsupportedRegexp: "unsupported regular expression",
	ReasonNoProtocol:        "pattern string without a protocol and no base URL",
	ReasonBaseURL:           "invalid base URL",
	ReasonCanonicalize:      "invalid component",
	ReasonGenerate:          "cannot generate",
	ReasonTooLarge:          "pattern too large",
}

// String returns a short description of r.
func (r Reason) String() string {
	if int(r) < len(reasonText) && reasonText[r] != "" {
		return reasonText[r]
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// An Error is what the standard throws as a TypeError: the constructor's
// and Generate's failures.
//
// For a pattern that does not compile (ReasonTokenize, ReasonSyntax,
// ReasonDuplicateName, ReasonRegexp, ReasonUnsupportedRegexp,
// ReasonTooLarge), Input is the text the caller gave (New's constructor
// string, or NewFromInit's member for Component) and Offset points into
// it, at the regular expression's own bytes for a regular expression
// error. A component that
// came from a base URL is reported in its processed form.
type Error struct {
	Reason    Reason
	Component string // "protocol", ..., "hash" when known, else ""
	Input     string // the text that failed: the pattern as given, a base URL or a value
	Offset    int    // byte offset in Input where the failure was found, when known (else 0)
	Detail    string // what is wrong at Offset, in plain words, when Reason does not say it all; or ""
	Err       error  // the underlying error (from weburl), or nil
}

// Error returns a one-line description of e: the reason, the component,
// the input (of a long input, the 32 bytes on each side of the offset)
// and offset, and the detail, or the underlying error.
func (e *Error) Error() string {
	s := "urlpattern: " + e.Reason.String()
	if e.Component != "" {
		s += " in " + e.Component
	}
	if e.Err != nil {
		return s + ": " + e.Err.Error()
	}
	s += " " + quote.Window(e.Input, e.Offset)
	if e.Offset > 0 {
		s += " at offset " + strconv.Itoa(e.Offset)
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is ErrUnsupported and e is an unsupported
// regular expression or a pattern too large (ReasonTooLarge).
func (e *Error) Is(target error) bool {
	return target == ErrUnsupported && (e.Reason == ReasonUnsupportedRegexp || e.Reason == ReasonTooLarge)
}

// pointAtSource makes e, an error in a component's pattern string that
// starts at byte at of src, the text the caller wrote, point into src.
// Errors of other kinds (a value an encoding callback rejected) and
// offsets before at (in text that processing added) stay as they are.
func pointAtSource(e *Error, src string, at int) {
	switch e.Reason {
	case ReasonTokenize, ReasonSyntax, ReasonDuplicateName, ReasonRegexp, ReasonUnsupportedRegexp, ReasonTooLarge:
	default:
		return
	}
	if at+e.Offset < 0 || at+e.Offset > len(src) {
		return
	}
	e.Input, e.Offset = src, at+e.Offset
}
