// Package ucd reads the Unicode Character Database files that the
// repository holds in testdata/unicode (see its PROVENANCE.md): the data
// from which the generators of internal/idna, internal/uniprops,
// internal/idnspoof and urlpattern/internal/ecmare write their tables, and
// which their tests read to check that generating again would change
// nothing. WriteHeader, WriteUints and WriteStrings write the parts of
// those tables' Go files that the generators share, Distinct lists a
// property's values and Numbering numbers their distinct values;
// ScriptExtensions reads the Script_Extensions property, which two
// generators share.
//
// Only generators and tests import it; no table is built at run time.
package ucd

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Version is the version of Unicode of the files in testdata/unicode.
const Version = "18.0.0"

// Dir returns the path of the repository's testdata/unicode directory,
// found from the working directory upwards (go generate and go test run
// in a package's directory).
func Dir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			if _, err := os.Stat(filepath.Join(dir, "testdata", "unicode")); err == nil {
				return filepath.Join(dir, "testdata", "unicode"), nil
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("ucd: no testdata/unicode beside a go.mod in the working directory or above it")
		}
		dir = parent
	}
}

// Read returns the content of the file name of testdata/unicode.
func Read(name string) ([]byte, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	return os.ReadFile(filepath.Join(dir, name))
}

// A Line is one data line of a UCD file: the code points Lo..Hi of its
// first field (Lo == Hi for a single code point) and its other fields,
// trimmed of spaces. Missing is true for an "# @missing:" line, which gives
// the default value of the code points that no data line lists.
type Line struct {
	Lo, Hi  rune
	Fields  []string
	Missing bool
}

// Parse calls fn for each data line of data, a file in the UCD's
// semicolon-separated format (UAX #44 section 4.2): comments after "#" are
// dropped, blank lines skipped, and "# @missing:" lines passed with Missing
// set. A first field that is not a code point or a range "XXXX..YYYY" is an
// error, as is an error returned by fn; the error names the line.
//
// Files whose first field is a sequence of code points (emoji-sequences.txt,
// NormalizationTest.txt, IdnaTestV2.txt) are not in this form: read them
// with Lines and parse each field with CodePoints.
func Parse(data []byte, fn func(Line) error) error {
	n := 0
	for line := range Lines(data) {
		n++
		line, missing := strings.CutPrefix(line, "# @missing:")
		fields, _ := Fields(line)
		if fields == nil {
			continue
		}
		lo, hi, err := Range(fields[0])
		if err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		if err := fn(Line{Lo: lo, Hi: hi, Fields: fields[1:], Missing: missing}); err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
	}
	return nil
}

// Fields returns the semicolon-separated fields of line, a line of a UCD
// file, each trimmed of spaces, and its comment: what follows the first
// "#", trimmed ("" when there is none). A line without data (blank, or
// only a comment) has no fields (nil).
func Fields(line string) (fields []string, comment string) {
	body, comment, _ := strings.Cut(line, "#")
	comment = strings.TrimSpace(comment)
	if strings.TrimSpace(body) == "" {
		return nil, comment
	}
	fields = strings.Split(body, ";")
	for i := range fields {
		fields[i] = strings.TrimSpace(fields[i])
	}
	return fields, comment
}

// Lines yields the lines of data without their line ends.
func Lines(data []byte) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if !yield(sc.Text()) {
				return
			}
		}
	}
}

// Range parses "XXXX" or "XXXX..YYYY", hexadecimal code points.
func Range(s string) (lo, hi rune, err error) {
	a, b, isRange := strings.Cut(s, "..")
	if lo, err = codePoint(a); err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = codePoint(b); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("range %q ends before it starts", s)
	}
	return lo, hi, nil
}

// CodePoints parses a space-separated sequence of hexadecimal code points,
// such as "0041 0301" (an empty s gives an empty sequence).
func CodePoints(s string) ([]rune, error) {
	var out []rune
	for _, f := range strings.Fields(s) {
		r, err := codePoint(f)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

func codePoint(s string) (rune, error) {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 16, 32)
	if err != nil || v > 0x10FFFF {
		return 0, fmt.Errorf("%q is not a code point", s)
	}
	return rune(v), nil
}

// ReadFiles reads the files names of testdata/unicode and returns their
// contents and SHA-256 sums by name, which a generator records in the
// header of what it writes.
func ReadFiles(names []string) (files map[string][]byte, sums map[string][32]byte, err error) {
	files, sums = map[string][]byte{}, map[string][32]byte{}
	for _, name := range names {
		b, err := Read(name)
		if err != nil {
			return nil, nil, err
		}
		files[name] = b
		sums[name] = sha256.Sum256(b)
	}
	return files, sums, nil
}
