package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/weburl/internal/testenv"
)

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// weburlBinary builds the command once, into a temporary folder, for the
// tests that run it as a user does.
func weburlBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "weburl-cli")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "weburl")
		out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
		if err != nil {
			buildErr = err
			t.Logf("%s", out)
		}
	})
	if buildErr != nil {
		testenv.Unavailable(t, "cannot build the command: %v", buildErr)
	}
	return binary
}

// runBinary runs the built command with args and stdin and returns its
// exit status, standard output and standard error.
func runBinary(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(weburlBinary(t), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errOut.String()
}

// TestBinaryFlags runs the built command for each flag that changes or
// prints URLs another way: exit status, standard output, standard error.
func TestBinaryFlags(t *testing.T) {
	for _, tc := range []struct {
		name    string
		args    []string
		stdin   string
		code    int
		out     string
		errPart string // a part of standard error, "" for nothing
	}{
		{"get", []string{"-get", "{scheme} {unicode-host} {port-or-default} {registrable-domain} {public-suffix} {query:q} [{query-all:a}] {{x}", "https://www.xn--mnchen-3ya.de/p?q=1+2&a=1&a=2"}, "",
			0, "https www.münchen.de 443 xn--mnchen-3ya.de de 1 2 [1 2] {x}\n", ""},
		{"get from stdin", []string{"-get", "{host}{pathname}"}, "HTTPS://A.example:443/x/../y\nnot a url\n",
			1, "a.example/y\n!missing-scheme-non-relative-URL\n", "2 lines: 1 parsed, 1 failed"},
		{"get unknown placeholder", []string{"-get", "{nope}", "https://a/"}, "", 2, "", "unknown placeholder {nope}"},
		{"set", []string{"-get", "{href}", "-set", "host=Example.COM:8443", "-set", "pathname=/a b", "https://x/"}, "",
			0, "https://example.com:8443/a%20b\n", ""},
		{"set refused", []string{"-get", "{href}", "-set", "port=99999", "https://x/"}, "",
			1, "!set port: port-out-of-range\n", "weburl: argument 1: set port: port-out-of-range: \"https://x/\"\n"},
		{"set opaque path refused", []string{"-get", "{href}", "-set", "host=x", "mailto:a@b"}, "",
			1, "!set host: the URL has an opaque path\n", "weburl: argument 1: set host: the URL has an opaque path: \"mailto:a@b\"\n"},
		{"append", []string{"-get", "{href}", "-append", "query=q=a b", "-append", "path=c d", "https://x/a/?z=1"}, "",
			0, "https://x/a/c%20d?z=1&q=a%20b\n", ""},
		{"delete", []string{"-get", "{href}", "-delete", "query=a", "https://x/?a=1&b=2&a=3"}, "",
			0, "https://x/?b=2\n", ""},
		{"trim", []string{"-get", "{href}", "-trim", "query=utm_*", "https://x/?utm_source=a&id=7&utm_medium=b"}, "",
			0, "https://x/?id=7\n", ""},
		{"sort-query", []string{"-get", "{search}", "-sort-query", "https://x/?z=1&a=2&m=3&a=1"}, "",
			0, "?a=2&a=1&m=3&z=1\n", ""},
		{"redirect", []string{"-get", "{href}", "-redirect", `/\evil.example/x`, "http://good.example/a#top"}, "",
			0, "http://evil.example/x#top\n", ""},
		{"diagram", []string{"-diagram", "https://u:p@h.example:8080/a?q#f"}, "", 0,
			"https://u:p@h.example:8080/a?q#f\n" +
				"^^^^^^ protocol\n" +
				"        ^ username\n" +
				"          ^ password\n" +
				"            ^^^^^^^^^ hostname\n" +
				"                      ^^^^ port\n" +
				"                          ^^ pathname\n" +
				"                            ^^ search\n" +
				"                              ^^ hash\n", ""},
		{"render", []string{"-render", "https://examplecorp.com@attacker.example/a%C3%A9%E2%80%AE"}, "", 0,
			"https://attacker.example/aé%E2%80%AE\n", ""},
		{"render width", []string{"-render", "-width", "20", "https://examplecorp.com.evil.com/path"}, "", 0,
			"…com.evil.com\n", ""},
		{"json from stdin, base echoed", []string{"-json", "-base", "https://b.example/a/"}, "c\n", 0,
			`{"input":"c","base":"https://b.example/a/","href":"https://b.example/a/c","origin":"https://b.example","protocol":"https:","username":"","password":"","host":"b.example","hostname":"b.example","port":"","pathname":"/a/c","search":"","hash":""}` + "\n",
			"1 line: 1 parsed, 0 failed"},
		{"jsonl base failure", []string{"-jsonl"}, `{"input":"x","base":"http://["}` + "\n", 1,
			`{"line":1,"input":"x","base":"http://[","failure":true,"error":"IPv6-unclosed","baseFailure":true}` + "\n", "1 line: 0 parsed, 1 failed"},
		{"help", []string{"-h"}, "", 0, "", "usage: weburl"},
		{"version", []string{"-version"}, "", 0, "", ""},
		{"bom and blank lines", nil, "\uFEFFhttps://a/\n\n", 0, "https://a/\n\n", "2 lines: 1 parsed, 0 failed, 1 blank; a byte order mark"},
		{"lint", []string{"-lint", "http:example.com"}, "", 1,
			"http:example.com\n     ^\nspecial-scheme-missing-following-solidus: The input's scheme is not followed by \"//\".\n",
			"weburl: 1 input: 0 valid, 1 with validation errors, 0 failed; 1 validation error\n"},
		{"errors", []string{"-json", "-errors", "https://a/b\\c"}, "", 0,
			`{"input":"https://a/b\\c","href":"https://a/b/c","origin":"https://a","protocol":"https:","username":"","password":"","host":"a","hostname":"a","port":"","pathname":"/b/c","search":"","hash":"","validationErrors":["invalid-reverse-solidus"],"validationErrorOffsets":[11],"valid":false}` + "\n", ""},
		{"base error said once", []string{"-base", "nope", "x"}, "", 2, "", "weburl: -base \"nope\" is not a URL: missing-scheme-non-relative-URL\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runBinary(t, tc.stdin, tc.args...)
			if tc.name == "version" {
				if code != 0 || !strings.Contains(out, "IDNA data: Unicode") || !strings.Contains(out, "public suffix list:") {
					t.Errorf("exit %d\n%s", code, out)
				}
				return
			}
			if code != tc.code || out != tc.out {
				t.Errorf("exit %d, output:\n%s\nwant exit %d, output:\n%s", code, out, tc.code, tc.out)
			}
			if tc.errPart != "" && !strings.Contains(errOut, tc.errPart) {
				t.Errorf("standard error %q lacks %q", errOut, tc.errPart)
			}
			if tc.errPart == "" && tc.stdin == "" && errOut != "" {
				t.Errorf("standard error: %q", errOut)
			}
		})
	}
}
