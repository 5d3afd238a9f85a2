package main

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/weburl/weburl/internal/testenv"
)

// binaryCase is one run of the built command: its arguments and standard
// input, and the exit status, standard output and (a part of, or with
// wholeErr all of) standard error it must give.
type binaryCase struct {
	name     string
	args     []string
	stdin    string
	code     int
	out      string
	errPart  string
	wholeErr bool
}

// runBinaryCases runs each case on the built command.
func runBinaryCases(t *testing.T, cases []binaryCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runBinary(t, tc.stdin, tc.args...)
			if code != tc.code || out != tc.out {
				t.Errorf("weburl %q: exit %d, output:\n%s\nwant exit %d, output:\n%s", tc.args, code, out, tc.code, tc.out)
			}
			if tc.wholeErr && errOut != tc.errPart || !strings.Contains(errOut, tc.errPart) {
				t.Errorf("weburl %q: standard error %q, want %q", tc.args, errOut, tc.errPart)
			}
		})
	}
}

// hint is the line that follows a usage error.
const hintLine = "usage: weburl [flags] URL... (or < urls.txt); weburl -h lists the flags\n"

// TestBinaryEditPrintsHref: an edit without -get or -json prints the
// changed href, as trurl does, for arguments and standard input.
func TestBinaryEditPrintsHref(t *testing.T) {
	runBinaryCases(t, []binaryCase{
		{"set", []string{"-set", "host=example.org", "https://x/a?b"}, "", 0, "https://example.org/a?b\n", "", true},
		{"append, two URLs", []string{"-append", "query=a=1", "https://x/", "https://y/?z"}, "", 0, "https://x/?a=1\nhttps://y/?z&a=1\n", "", true},
		{"refused", []string{"-set", "port=99999", "https://x/", "https://y/"}, "", 1, "!set port: port-out-of-range\n!set port: port-out-of-range\n",
			"weburl: argument 1: set port: port-out-of-range: \"https://x/\"\nweburl: argument 2: set port: port-out-of-range: \"https://y/\"\n", true},
		{"stdin", []string{"-trim", "query=utm_*"}, "https://x/?utm_a=1&id=2\n", 0, "https://x/?id=2\n", "1 line: 1 parsed", false},
		{"table without edits", []string{"https://x/"}, "", 0, "input     https://x/\nhref      https://x/\norigin    https://x\nprotocol  https:\nusername  \npassword  \nhost      x\nhostname  x\nport      \npathname  /\nsearch    \nhash      \n", "", true},
	})
}

// TestBinarySortQueryInOrder: -sort-query runs where it is given among the
// changes, as the others do.
func TestBinarySortQueryInOrder(t *testing.T) {
	runBinaryCases(t, []binaryCase{
		{"sort then append", []string{"-get", "{href}", "-sort-query", "-append", "query=a=9", "https://x/?z=1&b=2"}, "", 0, "https://x/?b=2&z=1&a=9\n", "", true},
		{"append then sort", []string{"-get", "{href}", "-append", "query=a=9", "-sort-query", "https://x/?z=1&b=2"}, "", 0, "https://x/?a=9&b=2&z=1\n", "", true},
		{"sort-query=false", []string{"-sort-query=false", "-set", "hash=h", "https://x/?z=1&b=2"}, "", 0, "https://x/?z=1&b=2#h\n", "", true},
	})
}

// TestBinaryVocabulary: -set, -append, -delete, -trim and -get take the
// standard's attribute names and the record's component names (scheme,
// path, query, fragment), and an unknown name's error lists the valid ones.
func TestBinaryVocabulary(t *testing.T) {
	runBinaryCases(t, []binaryCase{
		{"set path query fragment scheme", []string{"-set", "path=/a b", "-set", "query=x=1", "-set", "fragment=top", "-set", "scheme=http", "https://h/"}, "", 0, "http://h/a%20b?x=1#top\n", "", true},
		{"set query to ?", []string{"-set", "query=?a", "https://h/"}, "", 0, "https://h/??a\n", "", true},
		{"set query empty is null", []string{"-set", "query=", "-set", "fragment=", "https://h/?a#b"}, "", 0, "https://h/\n", "", true},
		{"get path query fragment", []string{"-get", "{scheme}|{path}|{query}|{fragment}|{pathname}|{search}|{hash}|{query:a}", "https://h/p?a=1#f"}, "", 0, "https|/p|a=1|f|/p|?a=1|#f|1\n", "", true},
		{"append and delete by attribute name", []string{"-append", "search=b=2", "-append", "pathname=c", "-delete", "search=a", "https://h/p/?a=1"}, "", 0, "https://h/p/c?b=2\n", "", true},
		{"trim search=", []string{"-trim", "search=utm_*", "https://h/?utm_x=1&k"}, "", 0, "https://h/?k\n", "", true},
		{"unknown set name", []string{"-set", "pth=x", "https://h/"}, "", 2, "",
			"weburl: invalid value \"pth=x\" for flag -set: no component \"pth\"; valid: href, protocol, scheme, username, password, host, hostname, port, pathname, path, search, query, hash, fragment\n" + hintLine, true},
		{"unknown placeholder", []string{"-get", "{nope}", "https://h/"}, "", 2, "",
			"weburl: -get: unknown placeholder {nope}; valid: {href} {origin} {protocol} {username} {password} {host} {hostname} {port} {pathname} {search} {hash} {scheme} {path} {query} {fragment} {port-or-default} {unicode-host} {public-suffix} {registrable-domain} {canonical:surt} {canonical:safebrowsing} {canonical:dedup} {canonical:semantic_precise} {canonical:semantic} {canonical:aggressive} {canonical:ssurt} {safebrowsing-expressions} {safebrowsing-hashes} {safebrowsing-prefixes} {query:NAME} {query-all:NAME}\n" + hintLine, true},
		{"unknown list", []string{"-append", "hash=x", "https://h/"}, "", 2, "", "no list \"hash\"", false},
	})
}

// TestBinaryCommandLine: flags after a URL are flags ("--" ends them),
// contradictory flags are refused, a usage error is one line and a hint,
// and -h's synopsis shows -get and -set.
func TestBinaryCommandLine(t *testing.T) {
	runBinaryCases(t, []binaryCase{
		{"flag after the URL", []string{"https://x/?b=1&a=2", "-sort-query"}, "", 0, "https://x/?a=2&b=1\n", "", true},
		{"flags around URLs", []string{"-get", "{host}", "https://a/", "-base", "https://b/", "c"}, "", 0, "a\nb\n", "", true},
		{"-- ends the flags", []string{"-base", "https://b/d/", "-get", "{href}", "--", "-json"}, "", 0, "https://b/d/-json\n", "", true},
		{"-json -get", []string{"-json", "-get", "{host}", "https://x/"}, "", 0,
			`{"input":"https://x/","href":"https://x/","origin":"https://x","protocol":"https:","username":"","password":"","host":"x","hostname":"x","port":"","pathname":"/","search":"","hash":"","get":"x"}` + "\n", "", true},
		{"-jsonl -get -canonical", []string{"-jsonl", "-get", "{host}", "-canonical", "surt"}, "http://www.a.example/\n", 0,
			`{"line":1,"input":"http://www.a.example/","base":null,"href":"http://www.a.example/","origin":"http://www.a.example","protocol":"http:","username":"","password":"","host":"www.a.example","hostname":"www.a.example","port":"","pathname":"/","search":"","hash":"","get":"www.a.example","canonical":"example,a)/"}` + "\n",
			"weburl: 1 line: 1 parsed, 0 failed\n", true},
		{"-get -canonical", []string{"-get", "{href}", "-canonical", "surt", "https://x/"}, "", 2, "", "weburl: -get and -canonical cannot be used together: each says how to print\n" + hintLine, true},
		{"-diagram -render", []string{"-diagram", "-render", "https://x/"}, "", 2, "", "cannot be used together", false},
		{"-width without -render", []string{"-width", "5", "https://x/"}, "", 2, "", "weburl: -width needs -render\n" + hintLine, true},
		{"-lint with an edit", []string{"-lint", "-set", "hash=x", "https://x/"}, "", 2, "", "weburl: -lint reports the input's validation errors; it makes no changes", false},
		{"-errors -get", []string{"-errors", "-get", "{href}", "https://x/"}, "", 2, "", "weburl: -errors adds to -json, -jsonl and the table, not to -get\n" + hintLine, true},
		{"-jsonl with arguments", []string{"-jsonl", "https://x/"}, "", 2, "", "weburl: -jsonl reads URLs or JSON requests from standard input; for URL arguments, -json prints one JSON object a line\n" + hintLine, true},
		{"unknown flag", []string{"-nosuchflag", "https://x/"}, "", 2, "", "weburl: flag provided but not defined: -nosuchflag\n" + hintLine, true},
		{"synopsis", []string{"-h"}, "", 0, "", "usage: weburl [flags] URL...                      print each URL's components as a table\n       weburl -get TEMPLATE [flags] URL...", false},
		{"synopsis set", []string{"-h"}, "", 0, "", "\n       weburl -set COMPONENT=VALUE [flags] URL...  print each changed href", false},
		{"no notice when standard input is not a terminal", nil, "https://a/\n", 0, "https://a/\n", "weburl: 1 line: 1 parsed, 0 failed\n", true},
	})
}

// TestBinaryLint: -lint numbers the lines of standard input, marks a
// failure apart from the other validation errors, aligns its caret by
// display width, and ends with a summary.
func TestBinaryLint(t *testing.T) {
	runBinaryCases(t, []binaryCase{
		{"stdin", []string{"-lint"}, "https://x/例 b\n\nhttps://ok.example/\nhttps://[::1\n", 1,
			"line 1: https://x/例 b\n" +
				"                    ^\n" +
				"invalid-URL-unit: A code point is found that is not a URL unit.\n" +
				"line 4: https://[::1\n" +
				"                ^\n" +
				"failure: IPv6-unclosed: An IPv6 address is missing the closing U+005D (]).\n",
			"weburl: 4 lines: 1 valid, 1 with validation errors, 1 failed; 2 validation errors, 1 blank skipped\n", true},
		{"fullwidth and combining", []string{"-lint", "https://x/é\u0301Ａ\u202E b"}, "", 1,
			"https://x/é\u0301Ａ  b\n" +
				"              ^\n" +
				"invalid-URL-unit: A code point is found that is not a URL unit.\n",
			"weburl: 1 input: 0 valid, 1 with validation errors, 0 failed; 1 validation error\n", true},
		{"valid", []string{"-lint", "https://x/"}, "", 0, "", "weburl: 1 input: 1 valid, 0 with validation errors, 0 failed; 0 validation errors\n", true},
	})
}

// TestBinaryLintStreams: -lint reports a line of standard input before the
// input ends.
func TestBinaryLintStreams(t *testing.T) {
	cmd := exec.Command(weburlBinary(t), "-lint")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer in.Close()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(outPipe)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	if _, err := in.Write([]byte("http:example.com\n")); err != nil {
		t.Fatal(err)
	}
	select {
	case line := <-lines:
		if line != "line 1: http:example.com" {
			t.Errorf("first line %q", line)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("-lint printed nothing for a line while standard input stays open")
	}
	in.Close()
	for range lines {
	}
}

// TestBinaryTerminalNotice: with no argument and standard input a
// terminal, weburl says that it reads standard input.
func TestBinaryTerminalNotice(t *testing.T) {
	master, tty, err := openPTY()
	if err != nil {
		testenv.Unavailable(t, "no pseudo-terminal: %v", err)
	}
	defer master.Close()
	cmd := exec.Command(weburlBinary(t))
	cmd.Stdin = tty
	var errOut strings.Builder
	cmd.Stderr = &errOut
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tty.Close()
	master.Write([]byte("https://A.example/\n\x04"))
	out := bufio.NewScanner(outPipe)
	out.Scan()
	if got := out.Text(); got != "https://a.example/" {
		t.Errorf("output %q", got)
	}
	cmd.Wait()
	if !strings.HasPrefix(errOut.String(), "weburl: reading URLs from standard input, one a line; end with Ctrl-D (weburl -h for usage)\n") {
		t.Errorf("standard error %q lacks the notice", errOut.String())
	}
	// Not for /dev/null, a character device too.
	devNull, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer devNull.Close()
	cmd = exec.Command(weburlBinary(t))
	cmd.Stdin = devNull
	got, _ := cmd.CombinedOutput()
	if strings.Contains(string(got), "reading URLs") {
		t.Errorf("the notice for /dev/null: %q", got)
	}
}
