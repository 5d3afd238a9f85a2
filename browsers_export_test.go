package weburl

import (
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// The web-platform-tests loaders of wpt_test.go, for browsers_test.go,
// which is in package weburl_test because it uses package viewer/classes
// (which imports weburl).

// BrowsersWPTCase is a case of a web-platform-tests file: for
// urltestdata.json the input, base and expected href; for toascii.json and
// IdnaTestV2.json the host as input and the expected host as Href. Href
// is nil for failure.
type BrowsersWPTCase struct {
	Input string
	Base  *string
	Href  *string
}

// BrowsersWPTURLCases returns the cases of urltestdata.json.
func BrowsersWPTURLCases(t *testing.T) []BrowsersWPTCase {
	var out []BrowsersWPTCase
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		c := BrowsersWPTCase{Input: tc.Input, Base: tc.Base}
		if !tc.Failure {
			c.Href = &tc.Href
		}
		out = append(out, c)
	}
	return out
}

// BrowsersWPTHostCases returns the cases of file, toascii.json or
// IdnaTestV2.json.
func BrowsersWPTHostCases(t *testing.T, file string) []BrowsersWPTCase {
	var out []BrowsersWPTCase
	for _, tc := range testdata.WPT[hostTestCase](t, "wpt/"+file) {
		out = append(out, BrowsersWPTCase{Input: tc.Input, Href: tc.Output})
	}
	return out
}

// BrowsersIDNADifference is a case of testdata/browsers/idna-unicode-15.json:
// the web-platform-tests file, the input (a host) and the expected host
// under another Unicode version's IDNA data (nil for failure).
type BrowsersIDNADifference struct {
	File, Input string
	Output      *string
}

// BrowsersIDNADifferences returns the cases of
// testdata/browsers/idna-unicode-15.json for a Unicode version.
func BrowsersIDNADifferences(t *testing.T, version string) []BrowsersIDNADifference {
	d := loadIDNADifferences(t)
	var out []BrowsersIDNADifference
	for _, c := range d.Differences[version] {
		out = append(out, BrowsersIDNADifference{File: c.File, Input: c.Input, Output: c.Output})
	}
	return out
}
