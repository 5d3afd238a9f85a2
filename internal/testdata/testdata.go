// Package testdata reads the repository's testdata directory for the tests
// of every package of the module: the committed data (web-platform-tests
// files, reference data recorded from the reference implementation) and the
// benchmark URL lists of testdata/bench, which are not committed.
//
// Only tests import it. Each function fails or skips the test it is given
// instead of returning an error.
package testdata

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// Path returns the path of name, a slash-separated path relative to the
// repository's testdata directory (such as "wpt/urltestdata.json"), from the
// working directory of the test. go test runs the tests of a package in its
// directory, so Path looks for the directory that holds go.mod there and
// above it.
func Path(t testing.TB, name string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "testdata", filepath.FromSlash(name))
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatalf("testdata/%s: no go.mod in the working directory or above it", name)
		}
		dir = parent
	}
}

// Read returns the content of testdata/name (see Path).
func Read(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(Path(t, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// JSON decodes testdata/name into v. A field of the file that v does not
// have is an error, so that a change of the file's format shows.
func JSON(t testing.TB, name string, v any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(Read(t, name)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("testdata/%s: %v", name, err)
	}
}

// WPT decodes testdata/name, a JSON array in the form of the
// web-platform-tests files: strings (comments) and objects. It drops the
// strings and decodes each object into a new T, ignoring fields that T
// does not have.
func WPT[T any](t testing.TB, name string) []T {
	t.Helper()
	var raw []json.RawMessage
	if err := json.Unmarshal(Read(t, name), &raw); err != nil {
		t.Fatalf("testdata/%s: %v", name, err)
	}
	var out []T
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var v T
		if err := json.Unmarshal(r, &v); err != nil {
			t.Fatalf("testdata/%s: %s: %v", name, r, err)
		}
		out = append(out, v)
	}
	return out
}

// URLTestCase is one object of wpt/urltestdata.json: an input, its base
// (nil for none), and either failure or the URL's attributes.
type URLTestCase struct {
	Input        string  `json:"input"`
	Base         *string `json:"base"`
	Failure      bool    `json:"failure"`
	Href         string  `json:"href"`
	Origin       *string `json:"origin"`
	Protocol     string  `json:"protocol"`
	Username     string  `json:"username"`
	Password     string  `json:"password"`
	Host         string  `json:"host"`
	Hostname     string  `json:"hostname"`
	Port         string  `json:"port"`
	Pathname     string  `json:"pathname"`
	Search       string  `json:"search"`
	SearchParams *string `json:"searchParams"`
	Hash         string  `json:"hash"`
}

// BenchLists are the names of the benchmark URL lists of testdata/bench:
// three real-world lists (kasztp, userbait, node_files, from
// ada-url/url-various-datasets) and two made for this project (hard: input
// the parser must change; wpt: the urltestdata.json inputs that parse
// without a base).
var BenchLists = []string{"kasztp", "userbait", "node_files", "hard", "wpt"}

// BenchList returns the lines of testdata/bench/name.txt. The lists are
// not committed (they are large and the real-world ones are another
// project's data), so a clean clone has none: BenchList then skips the test
// or benchmark, saying so and how to fetch them.
func BenchList(t testing.TB, name string) []string {
	t.Helper()
	data, err := os.ReadFile(Path(t, "bench/"+name+".txt"))
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("testdata/bench/%s.txt is missing: the benchmark URL lists are not committed (6 MB, most of it third-party data); fetch them with: go run ./internal/fetchtestdata", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// BenchLines returns the lines of every benchmark URL list of
// testdata/bench that is there, for a test that runs on the committed data
// alone and on the lists too when the fetch step has provided them; with
// none, it logs so and how to fetch them, and returns nil.
func BenchLines(t testing.TB) []string {
	t.Helper()
	var lines []string
	for _, name := range BenchLists {
		data, err := os.ReadFile(Path(t, "bench/"+name+".txt"))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")...)
	}
	if lines == nil {
		t.Logf("no testdata/bench lists: the committed data only (fetch the lists with: go run ./internal/fetchtestdata)")
	}
	return lines
}

// IDNALong is testdata/idna-long.json, which scripts/refdata/idna-long.mjs
// generates with the reference implementation: hosts on which
// golang.org/x/net/idna alone goes wrong (long Punycode labels, long runs
// of non-starters), and strings with their NFC from node's
// String.prototype.normalize. The package weburl's tests and
// internal/idna's read it.
type IDNALong struct {
	Source    string `json:"source"`
	Fields    string `json:"fields"`
	NFCSource string `json:"nfcSource"`
	Cases     []struct {
		Note string `json:"note"`
		Host string `json:"host"`
		// Hostname is the reference's hostname of "http://" + Host +
		// "/"; nil when that fails to parse.
		Hostname *string `json:"hostname"`
		// Unicode is the reference's domain to Unicode of Host; nil
		// when it records an error.
		Unicode *string `json:"unicode"`
	} `json:"cases"`
	NFC []struct {
		In  string `json:"in"`
		NFC string `json:"nfc"`
	} `json:"nfc"`
}

// UCDLines calls fn for each data line of unicode/name, a file in the
// UCD's format (UAX #44 section 4.2: "XXXX..YYYY ; field ; ... #
// comment"), with its code points lo..hi (lo == hi for one code point),
// its other fields, trimmed of spaces, and missing set for a "#
// @missing:" line, which gives the default value of the code points that
// no data line lists. It is a parser of its own, not internal/ucd's, which
// the generators of the tables that tests check use.
func UCDLines(t testing.TB, name string, fn func(lo, hi rune, fields []string, missing bool)) {
	t.Helper()
	for n, line := range strings.Split(string(Read(t, "unicode/"+name)), "\n") {
		line, missing := strings.CutPrefix(line, "# @missing:")
		line, _, _ = strings.Cut(line, "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		first, last, isRange := strings.Cut(fields[0], "..")
		if !isRange {
			last = first
		}
		lo, err1 := strconv.ParseUint(first, 16, 32)
		hi, err2 := strconv.ParseUint(last, 16, 32)
		if err1 != nil || err2 != nil || hi > 0x10FFFF || hi < lo || len(fields) < 2 {
			t.Fatalf("%s:%d: bad line %q", name, n+1, line)
		}
		fn(rune(lo), rune(hi), fields[1:], missing)
	}
}

// IdnaTestCase is one line of unicode/IdnaTestV2.txt, Unicode's conformance
// file for UTS #46, with its blank columns filled in as the file's header
// says. The status fields hold the status codes, such as "B1" or "V7".
type IdnaTestCase struct {
	Line                       int // in the file, from 1
	Source, ToUnicode, ToASCII string
	ToUnicodeStatus            []string
	ToASCIIStatus              []string // of toAsciiN
	// ToASCIIT and ToASCIITStatus are the columns of transitional
	// processing (toAsciiT), which the URL Standard does not use.
	ToASCIIT       string
	ToASCIITStatus []string
	// Text holds the line as the file has it.
	Text string
}

// IdnaTestV2 returns the cases of unicode/IdnaTestV2.txt.
func IdnaTestV2(t testing.TB) []IdnaTestCase {
	t.Helper()
	data := Read(t, "unicode/IdnaTestV2.txt")
	unescape := func(s string) string {
		s = strings.TrimSpace(s)
		if s == `""` {
			return ""
		}
		var b strings.Builder
		for len(s) > 0 {
			var hex string
			switch {
			case strings.HasPrefix(s, `\u`) && len(s) >= 6:
				hex, s = s[2:6], s[6:]
			case strings.HasPrefix(s, `\x{`) && strings.Contains(s, "}"):
				end := strings.IndexByte(s, '}')
				hex, s = s[3:end], s[end+1:]
			default:
				r, size := utf8.DecodeRuneInString(s)
				b.WriteRune(r)
				s = s[size:]
				continue
			}
			v, err := strconv.ParseUint(hex, 16, 32)
			if err != nil {
				t.Fatalf("IdnaTestV2.txt: bad escape %q", hex)
			}
			b.WriteRune(rune(v))
		}
		return b.String()
	}
	status := func(s string) []string {
		var out []string
		for _, f := range strings.Split(strings.Trim(strings.TrimSpace(s), "[]"), ",") {
			if f = strings.TrimSpace(f); f != "" {
				out = append(out, f)
			}
		}
		return out
	}
	var cases []IdnaTestCase
	for n, line := range strings.Split(string(data), "\n") {
		text := line
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		if len(f) < 7 {
			t.Fatalf("IdnaTestV2.txt line %d: %d columns", n+1, len(f))
		}
		c := IdnaTestCase{Line: n + 1, Text: text, Source: unescape(f[0])}
		c.ToUnicode = c.Source
		if strings.TrimSpace(f[1]) != "" {
			c.ToUnicode = unescape(f[1])
		}
		c.ToUnicodeStatus = status(f[2])
		c.ToASCII = c.ToUnicode
		if strings.TrimSpace(f[3]) != "" {
			c.ToASCII = unescape(f[3])
		}
		c.ToASCIIStatus = c.ToUnicodeStatus
		if strings.TrimSpace(f[4]) != "" {
			c.ToASCIIStatus = status(f[4])
		}
		c.ToASCIIT, c.ToASCIITStatus = c.ToASCII, c.ToASCIIStatus
		if strings.TrimSpace(f[5]) != "" {
			c.ToASCIIT = unescape(f[5])
		}
		if strings.TrimSpace(f[6]) != "" {
			c.ToASCIITStatus = status(f[6])
		}
		cases = append(cases, c)
	}
	if len(cases) < 5000 {
		t.Fatalf("IdnaTestV2.txt: only %d cases", len(cases))
	}
	return cases
}

// Generated fails t when the committed file (a path relative to the test's
// package directory, such as "tables.go") differs from what generate writes
// now; regenerate is the command that updates it, for the message.
func Generated(t testing.TB, file string, generate func() ([]byte, error), regenerate string) {
	t.Helper()
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s (%d bytes) is not what its generator writes now (%d bytes): run %s", file, len(got), len(want), regenerate)
	}
}
