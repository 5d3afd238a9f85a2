package urlkey

import (
	"strconv"

	"github.com/weburl/weburl"
)

// A Reason says why an input has no key. Each Reason is an error, and an
// *Error matches its Reason with errors.Is:
// errors.Is(err, urlkey.ErrPortInvalid).
type Reason uint8

// The reasons. An input can fail on the URL Standard's parser
// (ErrNotURL), on a profile's own parser (ErrEmptyInput, ErrPortInvalid,
// ErrPortOutOfRange, ErrHostMissing, ErrHostInvalid), or on a step
// (ErrStep).
const (
	// ErrNotURL: the URL Standard's parser failed; the *Error's Err is
	// the *weburl.ParseError, which names the validation error (and
	// errors.Is finds that weburl.ValidationError too).
	ErrNotURL Reason = iota + 1
	// ErrEmptyInput: nothing is left of the input once whitespace is
	// trimmed (ParseIA).
	ErrEmptyInput
	// ErrPortInvalid: the port holds a byte other than an ASCII digit
	// (ParseIA).
	ErrPortInvalid
	// ErrPortOutOfRange: the port is above 65535 (ParseIA).
	ErrPortOutOfRange
	// ErrHostMissing: the URL has no host, or an empty one, where the
	// profile needs one (ParseSafeBrowsing).
	ErrHostMissing
	// ErrHostInvalid: the text is not a host the profile accepts
	// (SURTHostPrefix).
	ErrHostInvalid
	// ErrStep: a step of the profile failed; the *Error's Step names it
	// and Err is the step's error.
	ErrStep
	// ErrParser: a user's parser (Profile.Parse) returned an error that
	// is not an *Error; Err is that error.
	ErrParser
)

// reasonNames are the reasons' names, as String returns them.
var reasonNames = [...]string{
	ErrNotURL:         "not-a-url",
	ErrEmptyInput:     "empty-input",
	ErrPortInvalid:    "port-invalid",
	ErrPortOutOfRange: "port-out-of-range",
	ErrHostMissing:    "host-missing",
	ErrHostInvalid:    "host-invalid",
	ErrStep:           "step-failed",
	ErrParser:         "parser-failed",
}

// String returns the reason's name, such as "port-invalid", or
// "reason-N" for a value that is not one of the constants.
func (r Reason) String() string {
	if int(r) < len(reasonNames) && reasonNames[r] != "" {
		return reasonNames[r]
	}
	return "reason-" + strconv.Itoa(int(r))
}

// Error returns "urlkey: " and the reason's name.
func (r Reason) Error() string { return "urlkey: " + r.String() }

// An Error says why an input has no key: the profile's parser did not
// accept it, or a step failed.
type Error struct {
	// Profile is the name of the profile, such as "surt" ("" from a
	// parser called alone).
	Profile string
	// Reason says what failed.
	Reason Reason
	// Step is the name of the step that failed, when Reason is ErrStep.
	Step string
	// Err is the underlying error, such as the *weburl.ParseError, or nil.
	Err error
}

// Name returns the reason in a word, as the command line prints it after
// "!": the validation error type when the URL Standard's parser failed
// ("host-invalid-code-point"), "step-" and the step's name when a step
// failed, else the Reason's name ("port-out-of-range"). A nil *Error gives
// "".
func (e *Error) Name() string {
	switch {
	case e == nil:
		return ""
	case e.Reason == ErrStep:
		return "step-" + e.Step
	}
	if pe, ok := e.Err.(*weburl.ParseError); ok && e.Reason == ErrNotURL {
		return pe.Type.String()
	}
	return e.Reason.String()
}

// Error returns "urlkey: PROFILE: NAME" ("urlkey: NAME" without a
// profile), NAME as Name returns it, followed by the underlying error's
// text when there is one.
func (e *Error) Error() string {
	if e == nil {
		return "urlkey: <nil>"
	}
	s := "urlkey: "
	if e.Profile != "" {
		s += e.Profile + ": "
	}
	s += e.Name()
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Is reports whether target is e's Reason, so that errors.Is(err,
// urlkey.ErrHostMissing) tests an *Error's reason.
func (e *Error) Is(target error) bool {
	r, ok := target.(Reason)
	return ok && e != nil && e.Reason == r
}

// Unwrap returns the underlying error, so that errors.As finds a
// *weburl.ParseError and errors.Is a weburl.ValidationError.
func (e *Error) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
