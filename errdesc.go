package weburl

// The descriptions of the validation error types, as the standard's
// validation error table gives them (spec: #validation-error-table), with
// IPv4-non-ASCII-input from whatwg/url 9dc3827.
var validationErrorDescriptions = [numValidationErrors]string{
	ErrDomainToASCII:                        "Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are all set to true.",
	ErrDomainPercentEncoded:                 "The input's host to be processed as a domain contains a percent-encoded byte.",
	ErrHostInvalidCodePoint:                 "An opaque host (in a URL that is not special) contains a forbidden host code point.",
	ErrIPv4EmptyPart:                        "An IPv4 address ends with a U+002E (.).",
	ErrIPv4TooFewParts:                      "An IPv4 address has fewer than 4 parts.",
	ErrIPv4TooManyParts:                     "An IPv4 address has more than 4 parts.",
	ErrIPv4NonNumericPart:                   "An IPv4 address part is not numeric.",
	ErrIPv4NonDecimalPart:                   "The IPv4 address contains numbers expressed using hexadecimal or octal digits.",
	ErrIPv4OutOfRangePart:                   "An IPv4 address part exceeds 255.",
	ErrIPv4NonASCIIInput:                    "An IPv4 address is derived from a non-ASCII string through IDNA processing.",
	ErrIPv6Unclosed:                         "An IPv6 address is missing the closing U+005D (]).",
	ErrIPv6InvalidCompression:               "An IPv6 address begins with improper compression.",
	ErrIPv6TooManyPieces:                    "An IPv6 address contains more than 8 pieces.",
	ErrIPv6MultipleCompression:              "An IPv6 address is compressed in more than one spot.",
	ErrIPv6InvalidCodePoint:                 "An IPv6 address contains a code point that is neither an ASCII hex digit nor a U+003A (:). Or it unexpectedly ends.",
	ErrIPv6TooFewPieces:                     "An uncompressed IPv6 address contains fewer than 8 pieces.",
	ErrIPv6PieceLeadingZero:                 "An IPv6 address piece contains a leading U+0030 (0).",
	ErrIPv4InIPv6TooManyPieces:              "An IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 pieces.",
	ErrIPv4InIPv6InvalidCodePoint:           "An IPv6 address with IPv4 address syntax: An IPv4 part is empty or contains a non-ASCII digit. An IPv4 part contains a leading 0. There are too many IPv4 parts.",
	ErrIPv4InIPv6OutOfRangePart:             "An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255.",
	ErrIPv4InIPv6TooFewParts:                "An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts.",
	ErrInvalidURLUnit:                       "A code point is found that is not a URL unit.",
	ErrSpecialSchemeMissingFollowingSolidus: "The input's scheme is not followed by \"//\".",
	ErrMissingSchemeNonRelativeURL:          "The input is missing a scheme, because it does not begin with an ASCII alpha, and either no base URL was provided or the base URL cannot be used as a base URL because it has an opaque path.",
	ErrInvalidReverseSolidus:                "The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/).",
	ErrInvalidCredentials:                   "The input includes credentials.",
	ErrHostMissing:                          "The input has a special scheme, but does not contain a host.",
	ErrPortOutOfRange:                       "The input's port is too big.",
	ErrPortInvalid:                          "The input's port is invalid.",
	ErrFileInvalidWindowsDriveLetter:        "The input is a relative-URL string that starts with a Windows drive letter and the base URL's scheme is \"file\".",
	ErrFileInvalidWindowsDriveLetterHost:    "A file: URL's host is a Windows drive letter.",
	ErrURLTooLong:                           "The serialized URL would be longer than MaxURLLength bytes (weburl's limit, not the standard's).",
}

// Description returns the standard's description of the validation error
// type (spec: #validation-error-table), such as "The input includes
// credentials.", or "" for a value that is not one of the constants.
func (e ValidationError) Description() string {
	if e > 0 && e < numValidationErrors {
		return validationErrorDescriptions[e]
	}
	return ""
}
