package main

// The command line in pipelines (issue 27): what a user of trurl, jq or
// grep expects from weburl in a script.

import (
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testenv"
)

// TestFlagErrorPrefix: an error the flag package finds in a flag's value
// is said after "weburl: ", as every other error of the command.
func TestFlagErrorPrefix(t *testing.T) {
	code, out, errOut := runCLI([]string{"-set", "prot=ftp", "https://x/"}, "")
	want := "weburl: invalid value \"prot=ftp\" for flag -set: no component \"prot\"; valid: " + setNames() + "\n" + hint + "\n"
	if code != 2 || out != "" || errOut != want {
		t.Errorf("exit %d, output %q, standard error\n%q\nwant\n%q", code, out, errOut, want)
	}
}

// TestSummaryCounts: the summaries say "1 input", "1 line" and "1
// validation error", and the plural otherwise.
func TestSummaryCounts(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"-lint", "https://x/a b"}, "", "weburl: 1 input: 0 valid, 1 with validation errors, 0 failed; 1 validation error\n"},
		{[]string{"-lint", "https://x/a b", "https://x/c d"}, "", "weburl: 2 inputs: 0 valid, 2 with validation errors, 0 failed; 2 validation errors\n"},
		{[]string{"-lint"}, "https://x/\n", "weburl: 1 line: 1 valid, 0 with validation errors, 0 failed; 0 validation errors\n"},
		{nil, "https://x/\n", "weburl: 1 line: 1 parsed, 0 failed\n"},
		{nil, "https://x/\nhttps://y/\n", "weburl: 2 lines: 2 parsed, 0 failed\n"},
	} {
		if _, _, errOut := runCLI(tc.args, tc.stdin); errOut != tc.want {
			t.Errorf("%q with %q: standard error %q, want %q", tc.args, tc.stdin, errOut, tc.want)
		}
	}
}

// TestBuiltBinaryIgnored: the binary that go build writes, in cmd/weburl
// or (go build ./cmd/weburl) at the root, is ignored by git.
func TestBuiltBinaryIgnored(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		testenv.Unavailable(t, "no git")
	}
	if err := exec.Command("git", "rev-parse", "--git-dir").Run(); err != nil {
		testenv.Unavailable(t, "not in a git repository")
	}
	for _, path := range []string{"weburl", "../../weburl"} {
		out, err := exec.Command("git", "check-ignore", "-v", path).CombinedOutput()
		if err != nil {
			t.Errorf("git check-ignore %s: %v %s: the built binary is not ignored", path, err, strings.TrimSpace(string(out)))
		}
	}
}

// TestJSONLinesPlainURLs: -jsonl reads a URL a line as well as JSON
// requests, and every output line, an error's too, carries the line's
// number and echoes the line.
func TestJSONLinesPlainURLs(t *testing.T) {
	code, out, errOut := runCLI([]string{"-jsonl"}, "https://a.example/x\n")
	want := `{"line":1,"input":"https://a.example/x","base":null,"href":"https://a.example/x","origin":"https://a.example","protocol":"https:","username":"","password":"","host":"a.example","hostname":"a.example","port":"","pathname":"/x","search":"","hash":""}` + "\n"
	if code != 0 || out != want || errOut != "weburl: 1 line: 1 parsed, 0 failed\n" {
		t.Errorf("exit %d, output\n%s\nwant\n%s\nstandard error %q", code, out, want, errOut)
	}
	in := "https://a.example/\n" +
		"\n" +
		`{"input": "/b", "base": "https://c.example/"}` + "\n" +
		"not a url\n" +
		`{"input": 3}` + "\n" +
		`  {"base": null}` + "\n" +
		`{"input": "x", "base": "http://["}` + "\n"
	code, out, errOut = runCLI([]string{"-jsonl"}, in)
	wants := []string{
		`{"line":1,"input":"https://a.example/","base":null,"href":"https://a.example/",`,
		`{"line":2,"input":"","base":null,"blank":true}`,
		`{"line":3,"input":"/b","base":"https://c.example/","href":"https://c.example/b",`,
		`{"line":4,"input":"not a url","base":null,"failure":true,"error":"missing-scheme-non-relative-URL"}`,
		`{"line":5,"input":"{\"input\": 3}","base":null,"failure":true,"error":"invalid JSON Lines request: \"input\" is a number, not a string; want {\"input\": string, \"base\": string or null}, or a URL"}`,
		`{"line":6,"input":"  {\"base\": null}","base":null,"failure":true,"error":"invalid JSON Lines request: no \"input\" string; want {\"input\": string, \"base\": string or null}, or a URL"}`,
		`{"line":7,"input":"x","base":"http://[","failure":true,"error":"IPv6-unclosed","baseFailure":true}`,
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 1 || len(lines) != len(wants) {
		t.Fatalf("exit %d, %d lines:\n%s", code, len(lines), out)
	}
	for i, w := range wants {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d:\n%s\nwant it to start with\n%s", i+1, lines[i], w)
		}
	}
	if errOut != "weburl: 7 lines: 2 parsed, 4 failed, 1 blank\n" {
		t.Errorf("standard error %q", errOut)
	}
	// With -base, a line without a base is resolved against it and says so.
	_, out, _ = runCLI([]string{"-jsonl", "-base", "https://b.example/d/"}, "e\n"+`{"input":"f","base":null}`+"\n")
	for i, w := range []string{`{"line":1,"input":"e","base":"https://b.example/d/","href":"https://b.example/d/e",`, `{"line":2,"input":"f","base":"https://b.example/d/","href":"https://b.example/d/f",`} {
		if lines := strings.Split(out, "\n"); len(lines) < 2 || !strings.HasPrefix(lines[i], w) {
			t.Errorf("-base: output\n%s\nwant line %d to start with %s", out, i+1, w)
		}
	}
	// Line numbers count across batches.
	var big strings.Builder
	for range batchSize + 5 {
		big.WriteString("https://x/\n")
	}
	big.WriteString("{\n")
	_, out, _ = runCLI([]string{"-jsonl"}, big.String())
	if !strings.Contains(out, fmt.Sprintf(`{"line":%d,"input":"{","base":null,"failure":true,"error":"invalid JSON Lines request: unexpected end of JSON input at byte 1;`, batchSize+6)) {
		t.Errorf("the last line's number is wrong: %s", out[strings.LastIndexByte(strings.TrimSuffix(out, "\n"), '\n')+1:])
	}
}

// TestMatchSummary: -match prints each input that matches, as grep prints
// a line (with -json the match, with -groups its groups alone), counts on
// standard error the inputs that did not match and that are not URLs, and
// keeps grep's exit codes.
func TestMatchSummary(t *testing.T) {
	runBinaryCases(t, []binaryCase{
		{"arguments", []string{"-match", `/books/:id(\d+)`, "https://x.test/books/42", "https://x.test/books/x", "https://["}, "", 0,
			"https://x.test/books/42\n", "weburl: 3 inputs: 1 matched, 1 did not match, 1 not a URL\n", true},
		{"-json", []string{"-match", `/books/:id(\d+)`, "-json", "https://x.test/books/42", "https://x.test/books/x", "https://["}, "", 0,
			`{"inputs":["https://x.test/books/42"],"protocol":{"input":"https","groups":{"0":"https"}},"username":{"input":"","groups":{"0":""}},"password":{"input":"","groups":{"0":""}},"hostname":{"input":"x.test","groups":{"0":"x.test"}},"port":{"input":"","groups":{"0":""}},"pathname":{"input":"/books/42","groups":{"id":"42"}},"search":{"input":"","groups":{"0":""}},"hash":{"input":"","groups":{"0":""}}}` + "\n",
			"weburl: 3 inputs: 1 matched, 1 did not match, 1 not a URL\n", true},
		{"none matched", []string{"-match", "/nope", "https://x.test/"}, "", 1, "", "weburl: 1 input: 0 matched, 1 did not match, 0 not a URL\n", true},
		{"standard input", []string{"-match", "/a/:x", "-groups"}, "https://h/a/1\n\nnot a url\nhttps://h/b/2\nhttps://h/a/3\n", 0,
			`{"x":"1"}` + "\n" + `{"x":"3"}` + "\n",
			"weburl: 5 lines: 2 matched, 1 did not match, 1 not a URL, 1 blank\n", true},
		{"groups of several components", []string{"-match", "https://*.example.com/:dir/*", "-groups", "https://a.example.com/x/y/z"}, "", 0,
			`{"hostname.0":"a","dir":"x","pathname.0":"y/z"}` + "\n", "weburl: 1 input: 1 matched, 0 did not match, 0 not a URL\n", true},
		{"optional group", []string{"-match", "/:a/:b?", "-groups", "https://x.test/one"}, "", 0, `{"a":"one","b":null}` + "\n", "", false},
		{"with a base", []string{"-base", "https://example.com/app/", "-match", "../api/:v/*", "-groups", "../api/v2/users", "https://other.example/api/v2/x"}, "", 0,
			`{"v":"v2","0":"users"}` + "\n", "weburl: 2 inputs: 1 matched, 1 did not match, 0 not a URL\n", true},
		{"bad pattern", []string{"-match", "/(", "https://x.test/"}, "", 2, "", "weburl: -match: ", false},
		{"-groups alone", []string{"-groups", "https://x.test/"}, "", 2, "", "weburl: -groups needs -match\n" + hint + "\n", true},
	})
	// A read error is an error (2), as grep's.
	var out, errOut strings.Builder
	code := run([]string{"-match", "/a"}, errReader{}, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "weburl: reading standard input: broken\n") {
		t.Errorf("read error: exit %d, standard error %q", code, errOut.String())
	}
}

// errReader is standard input that cannot be read.
type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("broken") }

// TestReplaceQueryParameter: -replace query=NAME=VALUE sets one
// parameter and keeps the other pairs as they are written; -set query=
// still replaces the whole query. The first five cases are trurl's
// --replace cases (curl/trurl tests.json, which TestTrurlQueryEdits runs
// too): a pair without "=" stays without one, as trurl writes it.
func TestReplaceQueryParameter(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"http://test.org/?key=val", "-replace", "query=key=foo"}, "http://test.org/?key=foo\n"},
		{[]string{"http://test.org/?that=thing&key=val", "-replace", "query=key=foo"}, "http://test.org/?that=thing&key=foo\n"},
		{[]string{"http://test.org/?that=thing&key", "-replace", "query=key=foo"}, "http://test.org/?that=thing&key=foo\n"},
		{[]string{"http://test.org/?that=thing&key=foo", "-replace", "query=key"}, "http://test.org/?that=thing&key\n"},
		{[]string{"https://example.com?a=123&b=321&b=987", "-replace", "query=b=foo"}, "https://example.com/?a=123&b=foo\n"},
		// trurl's --replace-append, and the standard's set, append a missing name.
		{[]string{"http://test.org/?that=thing", "-replace", "query=key=foo"}, "http://test.org/?that=thing&key=foo\n"},
		{[]string{"https://x/?q=a&lang=fr&page=2", "-replace", "query=lang=en"}, "https://x/?q=a&lang=en&page=2\n"},
		{[]string{"https://x/?q=a", "-replace", "search=q=b c", "-replace", "query=r=1"}, "https://x/?q=b%20c&r=1\n"},
		{[]string{"https://x/?q=%20+&z&q=2&a%20b=1", "-replace", "query=a b=2"}, "https://x/?q=%20+&z&q=2&a%20b=2\n"},
		{[]string{"https://x/?q=a&lang=fr", "-set", "query=lang=en"}, "https://x/?lang=en\n"},
	} {
		code, out, errOut := runCLI(tc.args, "")
		if code != 0 || out != tc.want {
			t.Errorf("weburl %q: exit %d, %q (%s), want %q", tc.args, code, out, errOut, tc.want)
		}
	}
	if code, _, errOut := runCLI([]string{"-replace", "hash=a=b", "https://x/"}, ""); code != 2 || !strings.Contains(errOut, `no list "hash"; want query=NAME=VALUE`) {
		t.Errorf("-replace hash=: exit %d, %q", code, errOut)
	}
}

// TestLintHostCodePoint: -lint points at the code point of a host that a
// host cannot hold and says so in plain words, after the standard's
// validation error type.
func TestLintHostCodePoint(t *testing.T) {
	for _, tc := range []struct {
		input, want string
	}{
		{"https://exa mple.com/", "https://exa mple.com/\n" +
			"           ^\n" +
			"failure: domain-to-ASCII: a host cannot contain a space (U+0020).\n"},
		{"https://ex%3Cample/", "https://ex%3Cample/\n" +
			"          ^\n" +
			"domain-percent-encoded: The input's host to be processed as a domain contains a percent-encoded byte.\n" +
			"https://ex%3Cample/\n" +
			"          ^\n" +
			"failure: domain-to-ASCII: a host cannot contain \"%3C\", which decodes to \"<\" (U+003C).\n"},
		{"https://a_b.example/", "https://a_b.example/\n" +
			"         ^\n" +
			"domain-to-ASCII: a domain should hold only ASCII letters, digits, hyphens and dots (UTS #46's STD3 rules), not \"_\" (U+005F).\n"},
		{"foo://exa|mple/", "foo://exa|mple/\n" +
			"         ^\n" +
			"failure: host-invalid-code-point: a host cannot contain \"|\" (U+007C).\n"},
		// Where no code point is to blame, the standard's description.
		{"https://-a.example/", "https://-a.example/\n" +
			"        ^\n" +
			"domain-to-ASCII: Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are all set to true.\n"},
		{"https://1.2.3.4.5/", "https://1.2.3.4.5/\n" +
			"                ^\n" +
			"failure: IPv4-too-many-parts: An IPv4 address has more than 4 parts.\n"},
	} {
		if code, out, _ := runCLI([]string{"-lint", tc.input}, ""); code != 1 || out != tc.want {
			t.Errorf("-lint %q: exit %d\n%s\nwant\n%s", tc.input, code, out, tc.want)
		}
	}
}

// TestLintLongLine: a line too long to show whole is shown around each
// error, cut where "…" says, with the caret under the error's code point;
// so the output grows with the number of errors, not with the number of
// errors times the line's length (a 90 KB line of "%zz" took 4 GB).
func TestLintLongLine(t *testing.T) {
	long := "https://x/" + strings.Repeat("a", 100) + "%zz" + strings.Repeat("é", 100)
	code, out, _ := runCLI([]string{"-lint", long}, "")
	want := "…" + strings.Repeat("a", 40) + "%zz" + strings.Repeat("é", 37) + "…\n" +
		strings.Repeat(" ", 41) + "^\n" +
		"invalid-URL-unit: A code point is found that is not a URL unit.\n"
	if code != 1 || out != want {
		t.Errorf("-lint of a long line: exit %d\n%s\nwant\n%s", code, out, want)
	}
	// At the start and at the end of a long line, one cut.
	code, out, _ = runCLI([]string{"-lint"}, "https://x/a b"+strings.Repeat("c", 100)+"\n")
	if want := "line 1: https://x/a b" + strings.Repeat("c", 67) + "…\n" + strings.Repeat(" ", 19) + "^\n"; code != 1 || !strings.HasPrefix(out, want) {
		t.Errorf("-lint of a long line, error near its start:\n%s\nwant\n%s", out, want)
	}
	code, out, _ = runCLI([]string{"-lint", "https://x/" + strings.Repeat("c", 100) + "a b"}, "")
	if want := "…" + strings.Repeat("c", 77) + "a b\n" + strings.Repeat(" ", 79) + "^\n"; code != 1 || !strings.HasPrefix(out, want) {
		t.Errorf("-lint of a long line, error near its end:\n%s\nwant\n%s", out, want)
	}
	bad := "https://x/" + strings.Repeat("%zz", 3000)
	if _, out, _ := runCLI([]string{"-lint", bad}, ""); len(out) > 3000*250 {
		t.Errorf("-lint of %d bytes with 3000 errors wrote %d bytes", len(bad), len(out))
	}
}
