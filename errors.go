package weburl

import "strconv"

// ValidationError is a validation error type of the URL Standard
// (spec: #validation-error). Its String and Error methods return the
// spec's name for the type, such as "IPv6-unclosed".
//
// A ValidationError is an error, so a *ParseError can be matched with
// errors.Is against one of the Err constants:
//
//	if errors.Is(err, weburl.ErrHostMissing) { ... }
//
// Some validation errors make a parse fail (the spec's "Failure: Yes"
// column); only those appear in a *ParseError. The others describe input
// that parses but is not valid URL syntax.
type ValidationError uint8

// The validation error types of the URL Standard, in the order of the spec's
// table (spec: #writing). The zero ValidationError is not a validation error.
const (
	_ ValidationError = iota

	// IDNA.
	ErrDomainToASCII // domain-to-ASCII: Unicode ToASCII failed (failure).

	// Host parsing.
	ErrDomainPercentEncoded       // domain-percent-encoded: a domain contains a percent-encoded byte.
	ErrHostInvalidCodePoint       // host-invalid-code-point: an opaque host contains a forbidden host code point (failure).
	ErrIPv4EmptyPart              // IPv4-empty-part: an IPv4 address ends with ".".
	ErrIPv4TooFewParts            // IPv4-too-few-parts: an IPv4 address has fewer than 4 parts.
	ErrIPv4TooManyParts           // IPv4-too-many-parts: an IPv4 address has more than 4 parts (failure).
	ErrIPv4NonNumericPart         // IPv4-non-numeric-part: an IPv4 address part is not numeric (failure).
	ErrIPv4NonDecimalPart         // IPv4-non-decimal-part: an IPv4 address part is hexadecimal or octal.
	ErrIPv4OutOfRangePart         // IPv4-out-of-range-part: an IPv4 address part exceeds 255 (failure unless it is the last part and fits).
	ErrIPv4NonASCIIInput          // IPv4-non-ASCII-input: a host that is parsed as an IPv4 address was not ASCII before domain to ASCII (whatwg/url 9dc3827, after our url.bs).
	ErrIPv6Unclosed               // IPv6-unclosed: an IPv6 address lacks the closing "]" (failure).
	ErrIPv6InvalidCompression     // IPv6-invalid-compression: an IPv6 address begins with improper compression (failure).
	ErrIPv6TooManyPieces          // IPv6-too-many-pieces: an IPv6 address has more than 8 pieces (failure).
	ErrIPv6MultipleCompression    // IPv6-multiple-compression: an IPv6 address is compressed in more than one spot (failure).
	ErrIPv6InvalidCodePoint       // IPv6-invalid-code-point: an IPv6 address holds an invalid code point or ends unexpectedly (failure).
	ErrIPv6TooFewPieces           // IPv6-too-few-pieces: an uncompressed IPv6 address has fewer than 8 pieces (failure).
	ErrIPv6PieceLeadingZero       // IPv6-piece-leading-zero: an IPv6 piece has a leading 0.
	ErrIPv4InIPv6TooManyPieces    // IPv4-in-IPv6-too-many-pieces: an IPv6 address with IPv4 syntax has more than 6 pieces (failure).
	ErrIPv4InIPv6InvalidCodePoint // IPv4-in-IPv6-invalid-code-point: an IPv4 part in an IPv6 address is empty, not a digit, has a leading 0, or there are too many (failure).
	ErrIPv4InIPv6OutOfRangePart   // IPv4-in-IPv6-out-of-range-part: an IPv4 part in an IPv6 address exceeds 255 (failure).
	ErrIPv4InIPv6TooFewParts      // IPv4-in-IPv6-too-few-parts: an IPv4 address in an IPv6 address has too few parts (failure).

	// URL parsing.
	ErrInvalidURLUnit                       // invalid-URL-unit: a code point is not a URL unit.
	ErrSpecialSchemeMissingFollowingSolidus // special-scheme-missing-following-solidus: a special scheme is not followed by "//".
	ErrMissingSchemeNonRelativeURL          // missing-scheme-non-relative-URL: no scheme and no usable base URL (failure).
	ErrInvalidReverseSolidus                // invalid-reverse-solidus: a special URL uses "\" instead of "/".
	ErrInvalidCredentials                   // invalid-credentials: the input includes credentials.
	ErrHostMissing                          // host-missing: a special URL, or one with credentials or a port, has no host (failure).
	ErrPortOutOfRange                       // port-out-of-range: the port exceeds 65535 (failure).
	ErrPortInvalid                          // port-invalid: the port holds a code point other than an ASCII digit (failure).
	ErrFileInvalidWindowsDriveLetter        // file-invalid-Windows-drive-letter: a relative file URL starts with a Windows drive letter.
	ErrFileInvalidWindowsDriveLetterHost    // file-invalid-Windows-drive-letter-host: a file URL's host is a Windows drive letter.

	// Not in the URL Standard: weburl stores byte offsets as 32-bit
	// integers, so a URL whose serialization would exceed 4 GiB fails.
	ErrURLTooLong // URL-too-long: the serialized URL would be longer than MaxURLLength bytes (failure).

	numValidationErrors
)

var validationErrorNames = [numValidationErrors]string{
	ErrDomainToASCII:                        "domain-to-ASCII",
	ErrDomainPercentEncoded:                 "domain-percent-encoded",
	ErrHostInvalidCodePoint:                 "host-invalid-code-point",
	ErrIPv4EmptyPart:                        "IPv4-empty-part",
	ErrIPv4TooFewParts:                      "IPv4-too-few-parts",
	ErrIPv4TooManyParts:                     "IPv4-too-many-parts",
	ErrIPv4NonNumericPart:                   "IPv4-non-numeric-part",
	ErrIPv4NonDecimalPart:                   "IPv4-non-decimal-part",
	ErrIPv4OutOfRangePart:                   "IPv4-out-of-range-part",
	ErrIPv4NonASCIIInput:                    "IPv4-non-ASCII-input",
	ErrIPv6Unclosed:                         "IPv6-unclosed",
	ErrIPv6InvalidCompression:               "IPv6-invalid-compression",
	ErrIPv6TooManyPieces:                    "IPv6-too-many-pieces",
	ErrIPv6MultipleCompression:              "IPv6-multiple-compression",
	ErrIPv6InvalidCodePoint:                 "IPv6-invalid-code-point",
	ErrIPv6TooFewPieces:                     "IPv6-too-few-pieces",
	ErrIPv6PieceLeadingZero:                 "IPv6-piece-leading-zero",
	ErrIPv4InIPv6TooManyPieces:              "IPv4-in-IPv6-too-many-pieces",
	ErrIPv4InIPv6InvalidCodePoint:           "IPv4-in-IPv6-invalid-code-point",
	ErrIPv4InIPv6OutOfRangePart:             "IPv4-in-IPv6-out-of-range-part",
	ErrIPv4InIPv6TooFewParts:                "IPv4-in-IPv6-too-few-parts",
	ErrInvalidURLUnit:                       "invalid-URL-unit",
	ErrSpecialSchemeMissingFollowingSolidus: "special-scheme-missing-following-solidus",
	ErrMissingSchemeNonRelativeURL:          "missing-scheme-non-relative-URL",
	ErrInvalidReverseSolidus:                "invalid-reverse-solidus",
	ErrInvalidCredentials:                   "invalid-credentials",
	ErrHostMissing:                          "host-missing",
	ErrPortOutOfRange:                       "port-out-of-range",
	ErrPortInvalid:                          "port-invalid",
	ErrFileInvalidWindowsDriveLetter:        "file-invalid-Windows-drive-letter",
	ErrFileInvalidWindowsDriveLetterHost:    "file-invalid-Windows-drive-letter-host",
	ErrURLTooLong:                           "URL-too-long",
}

// String returns the spec's name of the validation error type, such as
// "port-out-of-range", or "ValidationError(N)" for a value that is not one
// of the constants.
func (e ValidationError) String() string {
	if e > 0 && e < numValidationErrors {
		return validationErrorNames[e]
	}
	return "ValidationError(" + strconv.Itoa(int(e)) + ")"
}

// Error returns the same text as String, so that a ValidationError is an
// error that errors.Is can match inside a *ParseError.
func (e ValidationError) Error() string { return e.String() }

// ParseError is the error returned when a string is not a URL: the basic URL
// parser (spec: #concept-basic-url-parser) returned failure.
//
// Type is the validation error that made the parse fail. Use errors.As to get
// the *ParseError, or errors.Is to test for a type:
//
//	var pe *weburl.ParseError
//	if errors.As(err, &pe) { fmt.Println(pe.Type) } // e.g. "IPv6-unclosed"
//	if errors.Is(err, weburl.ErrPortOutOfRange) { ... }
type ParseError struct {
	// Input is the string that failed to parse. When Base is true it is the
	// base URL string, which failed before the input was looked at.
	Input string
	// Base reports whether the failure was in parsing the base URL.
	Base bool
	// Host reports that Input is a host or domain (ParseHost,
	// DomainToASCII), not a URL.
	Host bool
	// Type is the validation error type that made the parse fail.
	Type ValidationError
}

// Error returns a message of the form
// `weburl: invalid URL "input": host-missing`.
func (e *ParseError) Error() string {
	if e == nil {
		return "weburl: <nil ParseError>"
	}
	what := "URL"
	switch {
	case e.Base:
		what = "base URL"
	case e.Host:
		what = "host"
	}
	return "weburl: invalid " + what + " " + strconv.Quote(e.Input) + ": " + e.Type.String()
}

// Unwrap returns e.Type, so that errors.Is(err, weburl.ErrHostMissing) and
// similar tests work.
func (e *ParseError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Type
}

// A Refusal says why a setter did not apply its value where the URL
// Standard refuses it without a validation error: the setter's steps
// "return" early, or the basic URL parser returns failure with a state
// override before any validation error. A *SetterError wraps it. The last
// refusals say why a method cannot give what a URL does not have
// (DialAddress). Test for one with errors.Is:
//
//	if errors.Is(err, weburl.ErrOpaquePath) { ... }
//
// The zero Refusal is not a refusal.
type Refusal uint8

// The refusals, for the setters named.
const (
	_ Refusal = iota

	// ErrZeroURL: every setter, called on a nil *URL or the zero URL,
	// which has no components to set.
	ErrZeroURL
	// ErrNotAScheme: SetProtocol, when the value does not start with an
	// ASCII alpha followed by scheme code points and ':' (spec:
	// #scheme-start-state and #scheme-state with a state override).
	ErrNotAScheme
	// ErrSchemeChange: SetProtocol, when the change is between a special
	// and a non-special scheme, to "file" for a URL that includes
	// credentials or has a port, or from "file" for a URL whose host is
	// empty (spec: #scheme-state with a state override).
	ErrSchemeChange
	// ErrCannotHaveUsernamePasswordPort: SetUsername, SetPassword and
	// SetPort, when the URL's host is null or empty or its scheme is
	// "file" (spec: #cannot-have-a-username-password-port).
	ErrCannotHaveUsernamePasswordPort
	// ErrOpaquePath: SetHost, SetHostname and SetPathname, when the URL
	// has an opaque path (spec: #url-opaque-path).
	ErrOpaquePath
	// ErrHostRequired: SetHost and SetHostname, when the value's host is
	// empty and the URL includes credentials or has a port (spec:
	// #host-state with a state override).
	ErrHostRequired
	// ErrHostnameHasPort: SetHostname, when the value has a ':' outside
	// brackets (spec: #hostname-state with a state override).
	ErrHostnameHasPort
	// ErrNotAPort: SetPort, when the value does not start with an ASCII
	// digit, and SetHost, when no digit follows the ':' (spec: #port-state
	// with a state override).
	ErrNotAPort
	// ErrHostNotDialable: DialAddress, when the URL's host is not a
	// domain or an IP address (it is null, empty or opaque).
	ErrHostNotDialable
	// ErrNoPort: DialAddress, when the URL's port is null and its scheme
	// has no default port (spec: #default-port).
	ErrNoPort

	numRefusals
)

var refusalTexts = [numRefusals]string{
	ErrZeroURL:                        "the zero URL has no components to set",
	ErrNotAScheme:                     "not a URL scheme",
	ErrSchemeChange:                   "the URL Standard does not allow this change of scheme",
	ErrCannotHaveUsernamePasswordPort: "the URL cannot have a username, password or port",
	ErrOpaquePath:                     "the URL has an opaque path",
	ErrHostRequired:                   "the host of a URL with credentials or a port cannot be empty",
	ErrHostnameHasPort:                "a hostname cannot have a port",
	ErrNotAPort:                       "the port does not start with an ASCII digit",
	ErrHostNotDialable:                "the URL's host is not a domain or an IP address",
	ErrNoPort:                         "the URL has no port and its scheme no default port",
}

// String returns a short description of the refusal, such as "the URL has
// an opaque path", or "Refusal(N)" for a value that is not one of the
// constants.
func (r Refusal) String() string {
	if r > 0 && r < numRefusals {
		return refusalTexts[r]
	}
	return "Refusal(" + strconv.Itoa(int(r)) + ")"
}

// Error returns the same text as String.
func (r Refusal) Error() string { return r.String() }

// A SetterError is the error a setter of URL returns when it did not apply
// its value (spec: the URL class's setters, #urlutils-members). Unless
// Partial is set, the URL is unchanged.
type SetterError struct {
	// Setter is the URL attribute the setter sets, as the standard names
	// it: "protocol", "username", "password", "host", "hostname",
	// "port", "pathname", "search", "hash" or "href".
	Setter string
	// Value is the value given to the setter (for "protocol", with ':'
	// appended, as the protocol setter parses it).
	Value string
	// Err says why: a ValidationError when the basic URL parser failed
	// with one (for example ErrHostMissing), ErrURLTooLong, or a Refusal.
	Err error
	// Partial reports that the standard applied part of the value before
	// failing: SetHost given a host that parses and a port that does not
	// sets the host and leaves the port.
	Partial bool
}

// Error returns a message of the form
// `weburl: cannot set port to "x": the port does not start with an ASCII digit`.
func (e *SetterError) Error() string {
	if e == nil {
		return "weburl: <nil SetterError>"
	}
	msg := "weburl: cannot set " + e.Setter + " to " + strconv.Quote(e.Value) + ": " + errorText(e.Err)
	if e.Partial {
		msg += " (the host was set)"
	}
	return msg
}

// Unwrap returns e.Err, so that errors.Is(err, weburl.ErrOpaquePath) and
// errors.Is(err, weburl.ErrHostMissing) work.
func (e *SetterError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// errorText returns err's text, or "<nil>" for nil.
func errorText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}
