package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/weburl/weburl"

	"github.com/weburl/weburl/internal/testdata"
)

// runCLI runs the command with args and stdin, returning its exit status,
// standard output and standard error.
func runCLI(args []string, stdin string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestTable(t *testing.T) {
	code, out, _ := runCLI([]string{"HTTPS://EXAMPLE.com:443/a/../b?q=1 2#x"}, "")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, row := range []string{
		"href      https://example.com/b?q=1%202#x\n",
		"origin    https://example.com\n",
		"protocol  https:\n",
		"host      example.com\n",
		"port      \n",
		"pathname  /b\n",
		"search    ?q=1%202\n",
		"hash      #x\n",
	} {
		if !strings.Contains(out, row) {
			t.Errorf("output lacks %q:\n%s", row, out)
		}
	}
}

func TestTableFailure(t *testing.T) {
	code, out, _ := runCLI([]string{"https://example.com/", "https://[::1"}, "")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if !strings.Contains(out, "error     IPv6-unclosed\n") {
		t.Errorf("output lacks the error type:\n%s", out)
	}
}

func TestJSON(t *testing.T) {
	code, out, _ := runCLI([]string{"-json", "-base", "https://example.com/a/b", "../c?d#e", "http://:80"}, "")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := `{"input":"../c?d#e","base":"https://example.com/a/b","href":"https://example.com/c?d#e","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/c","search":"?d","hash":"#e"}
{"input":"http://:80","base":"https://example.com/a/b","failure":true,"error":"host-missing"}
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestJSONLines(t *testing.T) {
	in := `{"input": "/x?y", "base": "http://h/a/b"}
{"input": "a", "base": null}
{"input": "a", "base": "not a base"}
{"input": "https://ü.example/", "base": null}
not json
`
	code, out, errOut := runCLI([]string{"-jsonl"}, in)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d output lines, want 5:\n%s", len(lines), out)
	}
	type line struct {
		Input   string  `json:"input"`
		Base    *string `json:"base"`
		Href    *string `json:"href"`
		Failure bool    `json:"failure"`
		Error   string  `json:"error"`
	}
	var got []line
	for _, l := range lines {
		var v line
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if !strings.Contains(l, `"base":`) {
			t.Errorf("line %q does not echo base", l)
		}
		got = append(got, v)
	}
	if got[0].Href == nil || *got[0].Href != "http://h/x?y" || got[0].Base == nil || *got[0].Base != "http://h/a/b" {
		t.Errorf("line 1: %+v", got[0])
	}
	if !got[1].Failure || got[1].Error != "missing-scheme-non-relative-URL" || got[1].Base != nil {
		t.Errorf("line 2: %+v", got[1])
	}
	if !got[2].Failure || got[2].Error != "missing-scheme-non-relative-URL" {
		t.Errorf("line 3 (bad base): %+v", got[2])
	}
	if got[3].Href == nil || *got[3].Href != "https://xn--tda.example/" {
		t.Errorf("line 4: %+v", got[3])
	}
	if !got[4].Failure {
		t.Errorf("line 5 (not JSON): %+v", got[4])
	}
	if !strings.Contains(errOut, "5 lines: 2 parsed, 3 failed") {
		t.Errorf("summary: %q", errOut)
	}
}

func TestLines(t *testing.T) {
	code, out, errOut := runCLI(nil, "HTTP://A.com/./x\r\n\nhttps://\nfile:c:/y\n")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := "http://a.com/x\n\n!host-missing\nfile:///c:/y\n" // an empty line for the blank one
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
	if want := "weburl: line 3: host-missing: \"https://\"\nweburl: 4 lines: 2 parsed, 1 failed, 1 blank\n"; errOut != want {
		t.Errorf("summary: %q", errOut)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{
		{"-nosuchflag"},
		{"-encoding", "no-such-encoding", "http://x/"},
		{"-base", "relative", "x"},
		{"-jsonl", "http://x/"},
	} {
		if code, _, _ := runCLI(args, ""); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}

func TestEncoding(t *testing.T) {
	code, out, _ := runCLI([]string{"-encoding", "windows-1252"}, "https://x/é?é\nwss://x/?é\n")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	want := "https://x/%C3%A9?%E9\nwss://x/?%C3%A9\n"
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

// TestBenchLists runs the CLI over every line of the benchmark URL lists
// (testdata/bench, filled by the fetch step): no crash, one output line per
// input line, and a summary.
func TestBenchLists(t *testing.T) {
	for _, name := range testdata.BenchLists {
		lines := testdata.BenchList(t, name)
		code, out, errOut := runCLI(nil, strings.Join(lines, "\n")+"\n")
		inLines := len(lines)
		outLines := 0
		sc := bufio.NewScanner(strings.NewReader(out))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			outLines++
		}
		if outLines != inLines {
			t.Errorf("%s: %d output lines for %d input lines", name, outLines, inLines)
		}
		if code > 1 {
			t.Errorf("%s: exit %d", name, code)
		}
		t.Logf("%s: %s", name, strings.TrimSpace(errOut))
	}
}

func TestErrorsJSON(t *testing.T) {
	code, out, _ := runCLI([]string{"-json", "-errors", "https://example.com\\@evil/", "https://example.com/", "https://[::1"}, "")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	wants := []string{
		`"validationErrors":["invalid-reverse-solidus"],"validationErrorOffsets":[19],"valid":false}`,
		`"validationErrors":[],"validationErrorOffsets":[],"valid":true}`,
		`{"input":"https://[::1","failure":true,"error":"IPv6-unclosed","validationErrors":["IPv6-unclosed"],"validationErrorOffsets":[8],"valid":false}`,
	}
	if len(lines) != len(wants) {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	for i, want := range wants {
		if !strings.HasSuffix(lines[i], want) {
			t.Errorf("line %d = %s, want it to end with %s", i, lines[i], want)
		}
	}
	// -jsonl and the table carry the same.
	_, out, _ = runCLI([]string{"-jsonl", "-errors"}, `{"input": "a\tb:c", "base": null}`+"\n")
	if !strings.HasSuffix(out, `"validationErrors":["invalid-URL-unit"],"validationErrorOffsets":[1],"valid":false}`+"\n") {
		t.Errorf("-jsonl -errors: %s", out)
	}
	_, out, _ = runCLI([]string{"-errors", "http:example.com"}, "")
	if !strings.Contains(out, "valid     false\nerrors    special-scheme-missing-following-solidus\n") {
		t.Errorf("table -errors:\n%s", out)
	}
}

func TestLint(t *testing.T) {
	code, out, _ := runCLI([]string{"-lint", "https://example.com\\@evil/", "https://example.com/"}, "")
	want := "https://example.com\\@evil/\n" +
		"                   ^\n" +
		"invalid-reverse-solidus: The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/).\n"
	if code != 1 || out != want {
		t.Errorf("exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
	// From standard input, with line numbers; a caret counts columns, and
	// a control shows as a space.
	code, out, _ = runCLI([]string{"-lint"}, "https://ü.example/a\tb\nhttps://example.com/\n")
	want = "line 1: https://ü.example/a b\n" +
		"                           ^\n" +
		"invalid-URL-unit: A code point is found that is not a URL unit.\n"
	if code != 1 || out != want {
		t.Errorf("stdin: exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
	if code, out, _ := runCLI([]string{"-lint", "https://example.com/"}, ""); code != 0 || out != "" {
		t.Errorf("a valid URL: exit %d, output %q", code, out)
	}
	if code, _, _ := runCLI([]string{"-lint", "-jsonl"}, ""); code != 2 {
		t.Errorf("-lint -jsonl: exit %d, want 2", code)
	}
}

// TestStreamFixes: -json works on standard input, blank lines are
// answered in every stream mode, a leading byte order mark is removed and counted,
// -h exits 0, -version names the versions, -base's error has one prefix,
// and in -jsonl a base that fails says so.
func TestStreamFixes(t *testing.T) {
	code, out, errOut := runCLI([]string{"-json"}, "\uFEFFhttps://a/\n\n  \nhttps://[::1\n")
	want := `{"input":"https://a/","href":"https://a/","origin":"https://a","protocol":"https:","username":"","password":"","host":"a","hostname":"a","port":"","pathname":"/","search":"","hash":""}
{"input":"","blank":true}
{"input":"  ","blank":true}
{"input":"https://[::1","failure":true,"error":"IPv6-unclosed"}
`
	if code != 1 || out != want {
		t.Errorf("-json on standard input: exit %d\n%s\nwant\n%s", code, out, want)
	}
	if want := "weburl: 4 lines: 1 parsed, 1 failed, 2 blank; a byte order mark at the start was removed\n"; errOut != want {
		t.Errorf("summary %q, want %q", errOut, want)
	}
	_, _, errOut = runCLI([]string{"-jsonl"}, "\n"+`{"input":"x","base":null}`+"\n")
	if !strings.Contains(errOut, "2 lines: 0 parsed, 1 failed, 1 blank") {
		t.Errorf("-jsonl summary %q", errOut)
	}
	_, out, _ = runCLI([]string{"-jsonl"}, `{"input":"x","base":"http://["}`+"\n")
	if want := `{"line":1,"input":"x","base":"http://[","failure":true,"error":"IPv6-unclosed","baseFailure":true}` + "\n"; out != want {
		t.Errorf("-jsonl with a bad base: %s, want %s", out, want)
	}
	if code, _, _ := runCLI([]string{"-h"}, ""); code != 0 {
		t.Errorf("-h: exit %d, want 0", code)
	}
	code, out, _ = runCLI([]string{"-version"}, "")
	if code != 0 || !strings.HasPrefix(out, "weburl ") || !strings.Contains(out, "IDNA data: Unicode "+weburl.IDNAUnicodeVersion) ||
		!strings.Contains(out, "public suffix list: publicsuffix.org") {
		t.Errorf("-version: exit %d\n%s", code, out)
	}
	code, _, errOut = runCLI([]string{"-base", "http://[", "x"}, "")
	if code != 2 || errOut != "weburl: -base \"http://[\" is not a URL: IPv6-unclosed\n" {
		t.Errorf("-base error: exit %d, %q", code, errOut)
	}
}

// TestStreamOrder: with more lines than a batch, and more batches than
// workers, the output keeps the input's order.
func TestStreamOrder(t *testing.T) {
	var in, want strings.Builder
	for i := 0; i < 5*batchSize+7; i++ {
		if i%97 == 0 {
			in.WriteString("not a url\n")
			want.WriteString("!missing-scheme-non-relative-URL\n")
			continue
		}
		fmt.Fprintf(&in, "HTTP://X.example/%d/../%d\n", i, i)
		fmt.Fprintf(&want, "http://x.example/%d\n", i)
	}
	code, out, errOut := runCLI(nil, in.String())
	if code != 1 || out != want.String() {
		t.Errorf("exit %d; output differs from the input's order (%d bytes, want %d)", code, len(out), want.Len())
	}
	if !strings.Contains(errOut, fmt.Sprintf("%d lines", 5*batchSize+7)) {
		t.Errorf("summary %q", errOut)
	}
	// -jsonl too.
	var jin strings.Builder
	for i := 0; i < 3*batchSize; i++ {
		fmt.Fprintf(&jin, `{"input":"/%d","base":"https://b.example/"}`+"\n", i)
	}
	_, out, _ = runCLI([]string{"-jsonl"}, jin.String())
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for i, line := range lines {
		if !strings.Contains(line, fmt.Sprintf(`"href":"https://b.example/%d"`, i)) {
			t.Fatalf("-jsonl line %d out of order: %s", i, line)
		}
	}
}
