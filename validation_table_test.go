package weburl

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// vtExample is an input, its base URL ("" for none), and whether the
// standard says parsing it fails.
type vtExample struct {
	input, base string
	failure     bool
}

// vtFailure is the Failure column of the URL Standard's validation error
// table (url.bs, "Writing", #writing; whatwg/url 6ae8486, with the
// IPv4-non-ASCII-input row of whatwg/url pull request 925): whether the
// parse of each row's example fails. It is written from the column (and,
// where the column is conditional, from the algorithm the condition refers
// to), not taken from the reference data. The examples themselves are in
// testdata/validation/corpus.json (group spec-validation-error-table, from
// scripts/refdata/generate.mjs), the one place they are written out.
var vtFailure = map[ValidationError]bool{
	// IDNA. Failure column: "Yes (when beStrict is true, or domain is not
	// an ASCII string and Unicode ToASCII with relaxed parameters also
	// fails)". For the example, "https://exa%23mple.org", the URL parser
	// passes beStrict false and the domain is ASCII, so the column does
	// not make it a failure; the domain parser then returns failure
	// because the result contains the forbidden domain code point "#"
	// (url.bs, domain parser), with no further validation error.
	ErrDomainToASCII: true,

	// Host parsing.
	ErrDomainPercentEncoded: false,
	ErrHostInvalidCodePoint: true,
	ErrIPv4EmptyPart:        false,
	ErrIPv4TooFewParts:      false,
	ErrIPv4TooManyParts:     true,
	ErrIPv4NonNumericPart:   true,
	ErrIPv4NonDecimalPart:   false,
	// Failure column: "Yes (only if applicable to the last part)". The
	// IPv4 parser returns failure when any but the last number exceeds
	// 255, and when the last is >= 256**(5 - number of parts). In the
	// example, "https://255.255.4000.1", 4000 is the third of four parts.
	ErrIPv4OutOfRangePart:         true,
	ErrIPv4NonASCIIInput:          false, // pull request 925: "·"
	ErrIPv6Unclosed:               true,
	ErrIPv6InvalidCompression:     true,
	ErrIPv6TooManyPieces:          true,
	ErrIPv6MultipleCompression:    true,
	ErrIPv6InvalidCodePoint:       true,
	ErrIPv6TooFewPieces:           true,
	ErrIPv6PieceLeadingZero:       false,
	ErrIPv4InIPv6TooManyPieces:    true,
	ErrIPv4InIPv6InvalidCodePoint: true,
	ErrIPv4InIPv6OutOfRangePart:   true,
	ErrIPv4InIPv6TooFewParts:      true,

	// URL parsing.
	ErrInvalidURLUnit:                       false,
	ErrSpecialSchemeMissingFollowingSolidus: false,
	ErrMissingSchemeNonRelativeURL:          true,
	ErrInvalidReverseSolidus:                false,
	ErrInvalidCredentials:                   false,
	ErrHostMissing:                          true,
	ErrPortOutOfRange:                       true,
	ErrPortInvalid:                          true,
	ErrFileInvalidWindowsDriveLetter:        false,
	ErrFileInvalidWindowsDriveLetterHost:    false,
}

// vtWrongExample is the one known wrong example of the table: the
// file-invalid-Windows-drive-letter row's new URL("/c:/path/to/file",
// "file:///c:/"). The input starts with "/", so the basic URL parser goes
// from the file state to the file slash state and never reaches the file
// state's drive-letter check, which is the only place that raises
// file-invalid-Windows-drive-letter. The reference implementation agrees
// (corpus.json's note, and its group spec-validation-error-table-corrected
// with inputs that do raise it). The test asserts that it is NOT raised.
var vtWrongExample = vtExample{"/c:/path/to/file", "file:///c:/", false}

// vtParse parses ex with ParseOptions.ValidationErrors and returns the
// validation error types raised and whether the parse failed.
func vtParse(t *testing.T, ex vtExample) ([]ValidationError, bool) {
	t.Helper()
	errs, failed := parseReported(t, ex.input, ex.base)
	types := make([]ValidationError, len(errs))
	for i, e := range errs {
		types[i] = e.Type
	}
	return types, failed
}

func vtNames(types []ValidationError) string {
	s := make([]string, len(types))
	for i, e := range types {
		s[i] = e.String()
	}
	return "[" + strings.Join(s, " ") + "]"
}

// TestValidationErrorTable checks every example of the URL Standard's
// validation error table (corpus.json, groups spec-validation-error-table
// and spec-validation-error-table-corrected): it raises its row's error
// type; the parse fails exactly when the table's Failure column (vtFailure)
// says so, and as the reference's did; and a parse that fails reports the
// row's type.
func TestValidationErrorTable(t *testing.T) {
	byName := map[string]ValidationError{}
	for e := ValidationError(1); e < numValidationErrors; e++ {
		byName[e.String()] = e
	}
	covered := map[ValidationError]bool{}
	checked, corrected := 0, 0
	for _, tc := range loadRefCases(t, "corpus.json") {
		switch {
		case tc.Group == "spec-validation-error-table":
			checked++
		case tc.Group == "spec-validation-error-table-corrected" && tc.SpecRow != "":
			corrected++
		default:
			continue
		}
		typ, ok := byName[tc.SpecRow]
		failure, inTable := vtFailure[typ]
		if !ok || !inTable {
			t.Errorf("corpus.json: %q against %q: specRow %q is not a row of the table", tc.Input, tc.base(), tc.SpecRow)
			continue
		}
		ex := vtExample{tc.Input, tc.base(), failure}
		got, failed := vtParse(t, ex)
		raised := slices.Contains(got, typ)
		if ex == vtWrongExample {
			// The table's one wrong example: the algorithm does not raise
			// file-invalid-Windows-drive-letter here (see vtWrongExample).
			if raised {
				t.Errorf("%q against %q: raised %v, which the standard's algorithm does not raise for it: %s", ex.input, ex.base, typ, vtNames(got))
			}
		} else if !raised {
			t.Errorf("%q against %q: errors %s do not contain %v", ex.input, ex.base, vtNames(got), typ)
		} else {
			covered[typ] = true
		}
		if failed != ex.failure {
			t.Errorf("%q against %q (%v): failure %v, the table says %v; errors %s", ex.input, ex.base, typ, failed, ex.failure, vtNames(got))
		}
		if failed != tc.Failure {
			t.Errorf("%q against %q: failure %v, the reference %v", ex.input, ex.base, failed, tc.Failure)
		}
		_, err := Parse(ex.input)
		if ex.base != "" {
			_, err = ParseWithBase(ex.input, ex.base)
		}
		var pe *ParseError
		if failed && (!errors.As(err, &pe) || pe.Type != typ || !errors.Is(err, typ)) {
			t.Errorf("%q against %q: Parse gives %v; want a *ParseError of type %v", ex.input, ex.base, err, typ)
		}
	}
	if checked != 44+1 {
		t.Errorf("checked %d table examples, want 44 (url.bs) + 1 (IPv4-non-ASCII-input)", checked)
	}
	if corrected != 2 {
		t.Errorf("checked %d corrected file-invalid-Windows-drive-letter examples, want 2", corrected)
	}

	// Every ValidationError constant but ErrURLTooLong and
	// ErrInputTooLong (not in the standard) has a table row and an example that raises it.
	for e := ValidationError(1); e < numValidationErrors; e++ {
		_, row := vtFailure[e]
		if e == ErrURLTooLong || e == ErrInputTooLong {
			if row {
				t.Errorf("%v is not in the standard's table", e)
			}
			continue
		}
		if !row {
			t.Errorf("%v has no row in the validation error table", e)
		}
		if !covered[e] {
			t.Errorf("%v: no table example raises it", e)
		}
	}

	t.Logf("checked %d validation error table examples (44 of url.bs, 1 of IPv4-non-ASCII-input) and %d corrected file-invalid-Windows-drive-letter examples", checked, corrected)
}

// TestValidationErrorTableConditionalFailure checks the two rows whose
// Failure column is conditional, with inputs on both sides of the
// condition (not table examples).
func TestValidationErrorTableConditionalFailure(t *testing.T) {
	for _, tc := range []struct {
		ex  vtExample
		typ ValidationError
	}{
		// IPv4-out-of-range-part: the last part fails only when it is
		// >= 256**(5 - parts).
		{vtExample{"https://1.1000/", "", false}, ErrIPv4OutOfRangePart},
		{vtExample{"https://1.2.3.256/", "", true}, ErrIPv4OutOfRangePart},
		{vtExample{"https://1.256.3.4/", "", true}, ErrIPv4OutOfRangePart},
		// domain-to-ASCII: an ASCII domain does not fail through it (the
		// URL parser passes beStrict false).
		{vtExample{"https://a_b.example/", "", false}, ErrDomainToASCII},
	} {
		got, failed := vtParse(t, tc.ex)
		if !slices.Contains(got, tc.typ) || failed != tc.ex.failure {
			t.Errorf("%q: errors %s, failure %v; want %v and failure %v", tc.ex.input, vtNames(got), failed, tc.typ, tc.ex.failure)
		}
	}
}
