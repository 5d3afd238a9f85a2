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
// that parses but is not valid URL syntax. The doc of each constant says
// which it is, with the standard's example inputs.
type ValidationError uint8

// The validation error types of the URL Standard, in the order of the spec's
// table (spec: #writing). The zero ValidationError is not a validation error.
//
// Each constant's doc gives, from that table: when the parser raises the
// error (the standard's description, shortened), whether it makes the parse
// fail (the table's Failure column), and the standard's example input(s).
// Unless an example names a base URL, it is parsed without one.
const (
	_ ValidationError = iota

	// IDNA.

	// ErrDomainToASCII is domain-to-ASCII: Unicode ToASCII records an
	// error when CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength are
	// all set to true (UTS #46).
	//
	// Failure only in some cases: when beStrict is true, or when the domain
	// is not an ASCII string and Unicode ToASCII with relaxed parameters
	// also fails. The URL parser passes beStrict false, so for an ASCII
	// domain this error alone does not fail a parse (DomainToASCII can
	// pass true).
	//
	// Example: "https://exa%23mple.org" (a special URL's host is
	// percent-decoded first, to "exa#mple.org"). That parse fails, but
	// because the decoded domain holds the forbidden domain code point "#",
	// not through this error's Failure column; domain-percent-encoded is
	// raised before it.
	ErrDomainToASCII

	// Host parsing.

	// ErrDomainPercentEncoded is domain-percent-encoded: the input's host,
	// to be processed as a domain, contains a percent-encoded byte.
	//
	// Not a failure.
	//
	// Example: "https://exam%70le.org".
	ErrDomainPercentEncoded

	// ErrHostInvalidCodePoint is host-invalid-code-point: an opaque host
	// (in a URL that is not special) contains a forbidden host code point.
	//
	// Failure.
	//
	// Example: "foo://exa[mple.org".
	ErrHostInvalidCodePoint

	// ErrIPv4EmptyPart is IPv4-empty-part: an IPv4 address ends with
	// U+002E (.).
	//
	// Not a failure.
	//
	// Example: "https://127.0.0.1./" (which raises domain-to-ASCII first,
	// for the empty last label).
	ErrIPv4EmptyPart

	// ErrIPv4TooFewParts is IPv4-too-few-parts: an IPv4 address has fewer
	// than 4 parts.
	//
	// Not a failure.
	//
	// Example: "https://1.2.3/".
	ErrIPv4TooFewParts

	// ErrIPv4TooManyParts is IPv4-too-many-parts: an IPv4 address has more
	// than 4 parts.
	//
	// Failure.
	//
	// Example: "https://1.2.3.4.5/".
	ErrIPv4TooManyParts

	// ErrIPv4NonNumericPart is IPv4-non-numeric-part: an IPv4 address part
	// is not numeric.
	//
	// Failure.
	//
	// Example: "https://test.42" (which raises IPv4-too-few-parts first).
	ErrIPv4NonNumericPart

	// ErrIPv4NonDecimalPart is IPv4-non-decimal-part: the IPv4 address
	// contains numbers expressed using hexadecimal or octal digits.
	//
	// Not a failure.
	//
	// Example: "https://127.0.0x0.1".
	ErrIPv4NonDecimalPart

	// ErrIPv4OutOfRangePart is IPv4-out-of-range-part: an IPv4 address part
	// exceeds 255.
	//
	// Failure in some cases ("only if applicable to the last part"): a part
	// other than the last that exceeds 255 always fails; the last part fails
	// only when it is 256**(5 - number of parts) or more, so "https://1.1000"
	// raises it without failing (it gives 1.0.3.232).
	//
	// Example: "https://255.255.4000.1" (a failure).
	ErrIPv4OutOfRangePart

	// ErrIPv4NonASCIIInput is IPv4-non-ASCII-input: an IPv4 address is
	// derived from a non-ASCII string through IDNA processing (the host
	// ends in a number after domain to ASCII, but was not ASCII before).
	// The standard added it after our copy of url.bs (whatwg/url PR 925,
	// 9dc3827), as a row after IPv4-out-of-range-part.
	//
	// Not a failure.
	//
	// Example: "https://①.②.③.④".
	ErrIPv4NonASCIIInput

	// ErrIPv6Unclosed is IPv6-unclosed: an IPv6 address is missing the
	// closing U+005D (]).
	//
	// Failure.
	//
	// Example: "https://[::1".
	ErrIPv6Unclosed

	// ErrIPv6InvalidCompression is IPv6-invalid-compression: an IPv6
	// address begins with improper compression.
	//
	// Failure.
	//
	// Example: "https://[:1]".
	ErrIPv6InvalidCompression

	// ErrIPv6TooManyPieces is IPv6-too-many-pieces: an IPv6 address
	// contains more than 8 pieces.
	//
	// Failure.
	//
	// Example: "https://[1:2:3:4:5:6:7:8:9]".
	ErrIPv6TooManyPieces

	// ErrIPv6MultipleCompression is IPv6-multiple-compression: an IPv6
	// address is compressed in more than one spot.
	//
	// Failure.
	//
	// Example: "https://[1::1::1]".
	ErrIPv6MultipleCompression

	// ErrIPv6InvalidCodePoint is IPv6-invalid-code-point: an IPv6 address
	// contains a code point that is neither an ASCII hex digit nor U+003A
	// (:), or it unexpectedly ends.
	//
	// Failure.
	//
	// Examples: "https://[1:2:3!:4]", "https://[1:2:3:]".
	ErrIPv6InvalidCodePoint

	// ErrIPv6TooFewPieces is IPv6-too-few-pieces: an uncompressed IPv6
	// address contains fewer than 8 pieces.
	//
	// Failure.
	//
	// Example: "https://[1:2:3]".
	ErrIPv6TooFewPieces

	// ErrIPv6PieceLeadingZero is IPv6-piece-leading-zero: an IPv6 address
	// piece contains a leading U+0030 (0).
	//
	// Not a failure.
	//
	// Example: "https://[::01]".
	ErrIPv6PieceLeadingZero

	// ErrIPv4InIPv6TooManyPieces is IPv4-in-IPv6-too-many-pieces: an IPv6
	// address with IPv4 address syntax has more than 6 pieces.
	//
	// Failure.
	//
	// Example: "https://[1:1:1:1:1:1:1:127.0.0.1]".
	ErrIPv4InIPv6TooManyPieces

	// ErrIPv4InIPv6InvalidCodePoint is IPv4-in-IPv6-invalid-code-point: in
	// an IPv6 address with IPv4 address syntax, an IPv4 part is empty or
	// contains a non-ASCII digit, an IPv4 part contains a leading 0, or
	// there are too many IPv4 parts.
	//
	// Failure.
	//
	// Examples: "https://[ffff::.0.0.1]", "https://[ffff::127.0.xyz.1]",
	// "https://[ffff::127.0xyz]", "https://[ffff::127.00.0.1]",
	// "https://[ffff::127.0.0.1.2]".
	ErrIPv4InIPv6InvalidCodePoint

	// ErrIPv4InIPv6OutOfRangePart is IPv4-in-IPv6-out-of-range-part: in an
	// IPv6 address with IPv4 address syntax, an IPv4 part exceeds 255.
	//
	// Failure.
	//
	// Example: "https://[ffff::127.0.0.4000]".
	ErrIPv4InIPv6OutOfRangePart

	// ErrIPv4InIPv6TooFewParts is IPv4-in-IPv6-too-few-parts: in an IPv6
	// address with IPv4 address syntax, the IPv4 address contains too few
	// parts.
	//
	// Failure.
	//
	// Example: "https://[ffff::127.0.0]".
	ErrIPv4InIPv6TooFewParts

	// URL parsing.

	// ErrInvalidURLUnit is invalid-URL-unit: a code point is found that is
	// not a URL unit (this includes leading or trailing C0 control or
	// space, tabs and newlines, which the parser removes, and a "%" not
	// followed by two ASCII hex digits).
	//
	// Not a failure.
	//
	// Examples: "https://example.org/>", " https://example.org " (with a
	// leading and a trailing space), "ht\ntps://example.org" (with a line
	// break), "https://example.org/%s".
	ErrInvalidURLUnit

	// ErrSpecialSchemeMissingFollowingSolidus is
	// special-scheme-missing-following-solidus: the input's (special)
	// scheme is not followed by "//".
	//
	// Not a failure.
	//
	// Examples: "file:c:/my-secret-folder", "https:example.org", and
	// "https:foo.html" against the base "https://example.org/".
	ErrSpecialSchemeMissingFollowingSolidus

	// ErrMissingSchemeNonRelativeURL is missing-scheme-non-relative-URL:
	// the input is missing a scheme, because it does not begin with an
	// ASCII alpha, and either no base URL was given or the base URL has an
	// opaque path.
	//
	// Failure.
	//
	// Examples: "💩" without a base, and "💩" against the base
	// "mailto:user@example.org".
	ErrMissingSchemeNonRelativeURL

	// ErrInvalidReverseSolidus is invalid-reverse-solidus: the URL has a
	// special scheme and uses U+005C (\) instead of U+002F (/).
	//
	// Not a failure.
	//
	// Example: "https://example.org\path\to\file" (raised once for each
	// "\").
	ErrInvalidReverseSolidus

	// ErrInvalidCredentials is invalid-credentials: the input includes
	// credentials.
	//
	// Not a failure.
	//
	// Examples: "https://user@example.org", "ssh://user@example.org".
	ErrInvalidCredentials

	// ErrHostMissing is host-missing: the input has a special scheme but
	// does not contain a host.
	//
	// Failure.
	//
	// Examples: "https://#fragment", "https://:443", "https://user:pass@"
	// (the last raises invalid-credentials first).
	ErrHostMissing

	// ErrPortOutOfRange is port-out-of-range: the input's port is too big
	// (it exceeds 65535).
	//
	// Failure.
	//
	// Example: "https://example.org:70000".
	ErrPortOutOfRange

	// ErrPortInvalid is port-invalid: the input's port is invalid (it holds
	// a code point other than an ASCII digit).
	//
	// Failure.
	//
	// Example: "https://example.org:7z".
	ErrPortInvalid

	// ErrFileInvalidWindowsDriveLetter is file-invalid-Windows-drive-letter:
	// the input is a relative-URL string that starts with a Windows drive
	// letter and the base URL's scheme is "file".
	//
	// Not a failure.
	//
	// The standard's example, "/c:/path/to/file" against the base
	// "file:///c:/", does not raise it: the input starts with "/", so the
	// parser goes from the file state to the file slash state and never
	// reaches the check. "c|/path/to/file" against "file:///c:/" raises it
	// (as does "file:c:/path/to/file" against that base); see the notes in
	// testdata/validation/corpus.json.
	ErrFileInvalidWindowsDriveLetter

	// ErrFileInvalidWindowsDriveLetterHost is
	// file-invalid-Windows-drive-letter-host: a file: URL's host is a
	// Windows drive letter.
	//
	// Not a failure.
	//
	// Example: "file://c:".
	ErrFileInvalidWindowsDriveLetterHost

	// Not in the URL Standard: weburl stores byte offsets as 32-bit
	// integers, so a URL whose serialization would exceed 4 GiB fails.

	// ErrURLTooLong is URL-too-long, which is not in the URL Standard (and
	// has no example there): the serialized URL would be longer than
	// MaxURLLength bytes.
	//
	// Failure.
	ErrURLTooLong

	// ErrInputTooLong is input-too-long, which is not in the URL Standard
	// (and has no example there): the input is longer than the
	// ParseOptions.MaxInputLength that the caller set.
	//
	// Failure.
	ErrInputTooLong

	numValidationErrors
)

// validationErrorInfo holds each type's name and the description the
// standard's validation error table gives it (spec: #validation-error-table;
// IPv4-non-ASCII-input from whatwg/url 9dc3827).
var validationErrorInfo = [numValidationErrors]struct{ name, description string }{
	ErrDomainToASCII:                        {"domain-to-ASCII", "Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are all set to true."},
	ErrDomainPercentEncoded:                 {"domain-percent-encoded", "The input's host to be processed as a domain contains a percent-encoded byte."},
	ErrHostInvalidCodePoint:                 {"host-invalid-code-point", "An opaque host (in a URL that is not special) contains a forbidden host code point."},
	ErrIPv4EmptyPart:                        {"IPv4-empty-part", "An IPv4 address ends with a U+002E (.)."},
	ErrIPv4TooFewParts:                      {"IPv4-too-few-parts", "An IPv4 address has fewer than 4 parts."},
	ErrIPv4TooManyParts:                     {"IPv4-too-many-parts", "An IPv4 address has more than 4 parts."},
	ErrIPv4NonNumericPart:                   {"IPv4-non-numeric-part", "An IPv4 address part is not numeric."},
	ErrIPv4NonDecimalPart:                   {"IPv4-non-decimal-part", "The IPv4 address contains numbers expressed using hexadecimal or octal digits."},
	ErrIPv4OutOfRangePart:                   {"IPv4-out-of-range-part", "An IPv4 address part exceeds 255."},
	ErrIPv4NonASCIIInput:                    {"IPv4-non-ASCII-input", "An IPv4 address is derived from a non-ASCII string through IDNA processing."},
	ErrIPv6Unclosed:                         {"IPv6-unclosed", "An IPv6 address is missing the closing U+005D (])."},
	ErrIPv6InvalidCompression:               {"IPv6-invalid-compression", "An IPv6 address begins with improper compression."},
	ErrIPv6TooManyPieces:                    {"IPv6-too-many-pieces", "An IPv6 address contains more than 8 pieces."},
	ErrIPv6MultipleCompression:              {"IPv6-multiple-compression", "An IPv6 address is compressed in more than one spot."},
	ErrIPv6InvalidCodePoint:                 {"IPv6-invalid-code-point", "An IPv6 address contains a code point that is neither an ASCII hex digit nor a U+003A (:). Or it unexpectedly ends."},
	ErrIPv6TooFewPieces:                     {"IPv6-too-few-pieces", "An uncompressed IPv6 address contains fewer than 8 pieces."},
	ErrIPv6PieceLeadingZero:                 {"IPv6-piece-leading-zero", "An IPv6 address piece contains a leading U+0030 (0)."},
	ErrIPv4InIPv6TooManyPieces:              {"IPv4-in-IPv6-too-many-pieces", "An IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 pieces."},
	ErrIPv4InIPv6InvalidCodePoint:           {"IPv4-in-IPv6-invalid-code-point", "An IPv6 address with IPv4 address syntax: An IPv4 part is empty or contains a non-ASCII digit. An IPv4 part contains a leading 0. There are too many IPv4 parts."},
	ErrIPv4InIPv6OutOfRangePart:             {"IPv4-in-IPv6-out-of-range-part", "An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255."},
	ErrIPv4InIPv6TooFewParts:                {"IPv4-in-IPv6-too-few-parts", "An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts."},
	ErrInvalidURLUnit:                       {"invalid-URL-unit", "A code point is found that is not a URL unit."},
	ErrSpecialSchemeMissingFollowingSolidus: {"special-scheme-missing-following-solidus", "The input's scheme is not followed by \"//\"."},
	ErrMissingSchemeNonRelativeURL:          {"missing-scheme-non-relative-URL", "The input is missing a scheme, because it does not begin with an ASCII alpha, and either no base URL was provided or the base URL cannot be used as a base URL because it has an opaque path."},
	ErrInvalidReverseSolidus:                {"invalid-reverse-solidus", "The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/)."},
	ErrInvalidCredentials:                   {"invalid-credentials", "The input includes credentials."},
	ErrHostMissing:                          {"host-missing", "The input has a special scheme, but does not contain a host."},
	ErrPortOutOfRange:                       {"port-out-of-range", "The input's port is too big."},
	ErrPortInvalid:                          {"port-invalid", "The input's port is invalid."},
	ErrFileInvalidWindowsDriveLetter:        {"file-invalid-Windows-drive-letter", "The input is a relative-URL string that starts with a Windows drive letter and the base URL's scheme is \"file\"."},
	ErrFileInvalidWindowsDriveLetterHost:    {"file-invalid-Windows-drive-letter-host", "A file: URL's host is a Windows drive letter."},
	ErrURLTooLong:                           {"URL-too-long", "The serialized URL would be longer than MaxURLLength bytes (weburl's limit, not the standard's)."},
	ErrInputTooLong:                         {"input-too-long", "The input is longer than the caller's ParseOptions.MaxInputLength bytes (the caller's limit, not the standard's)."},
}

// String returns the spec's name of the validation error type, such as
// "port-out-of-range", or "ValidationError(N)" for a value that is not one
// of the constants.
func (e ValidationError) String() string {
	if e > 0 && e < numValidationErrors {
		return validationErrorInfo[e].name
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
	// ErrNoSuchAttribute: Set, when the attribute is not one of the URL
	// class's attributes that have a setter; Get, when it is not one of
	// the URL class's attributes (see Attributes).
	ErrNoSuchAttribute

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
	ErrNoSuchAttribute:                "the URL class has no such attribute",
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

// Description returns the standard's description of the validation error
// type (spec: #validation-error-table), such as "The input includes
// credentials.", or "" for a value that is not one of the constants.
func (e ValidationError) Description() string {
	if e > 0 && e < numValidationErrors {
		return validationErrorInfo[e].description
	}
	return ""
}

// A ValidationErrorAt is one validation error the basic URL parser raised:
// its type and the byte offset in the input given to the parser where it
// arises. For an error in a host, that is the offset of the code point or
// part of the host the error is about where the host shows it (the space
// of "https://exa mple.com/", the "%" of a percent-encoded byte, the fifth
// part of "https://1.2.3.4.5/", the "!" of "https://[1:2:3!:4]/"), and of
// the host's start for an error about the host as a whole
// (IPv4-too-few-parts); for the removal of leading or trailing C0 control
// or space, or of tabs and newlines, the offset of the first such code
// point (spec: #validation-error).
type ValidationErrorAt struct {
	Type   ValidationError
	Offset int
}

// String returns the type's name and the offset, as in
// "invalid-reverse-solidus at 19".
func (e ValidationErrorAt) String() string {
	return e.Type.String() + " at " + strconv.Itoa(e.Offset)
}

// warnings collects the validation errors of a host that do not make the
// host parser fail, each with the byte offset in the host's input where it
// arises, as the host, domain, IPv4 and IPv6 parsers raise them, and the
// offset of the failure that ends the parse, if any, for the URL parser
// to raise. A nil *warnings collects nothing, so the parsers take one when
// nobody asked for errors.
type warnings struct {
	list   []ValidationErrorAt
	failAt int
}

// add records t, arising at byte at of the host's input.
func (w *warnings) add(t ValidationError, at int) {
	if w != nil {
		w.list = append(w.list, ValidationErrorAt{Type: t, Offset: at})
	}
}

// fail records that the failure t arises at byte at of the host's input,
// and returns t.
func (w *warnings) fail(t ValidationError, at int) ValidationError {
	if w != nil {
		w.failAt = at
	}
	return t
}

// since returns the number of errors recorded, for shift and atStart.
func (w *warnings) since() int {
	if w == nil {
		return 0
	}
	return len(w.list)
}

// shift moves the offsets of the errors recorded since n (since) and of
// the failure by delta, for a parser that read the host's input from
// delta on (the IPv6 parser, after the '[').
func (w *warnings) shift(n, delta int) {
	if w == nil {
		return
	}
	for i := n; i < len(w.list); i++ {
		w.list[i].Offset += delta
	}
	w.failAt += delta
}

// atStart moves the offsets of the errors recorded since n (since) and of
// the failure to 0, the host's start, for a parser that read a string
// other than the host's input as written (an IPv4 parser given a domain
// that the domain parser wrote).
func (w *warnings) atStart(n int) {
	if w == nil {
		return
	}
	for i := n; i < len(w.list); i++ {
		w.list[i].Offset = 0
	}
	w.failAt = 0
}
