package main

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestLineAlignment: in every per-line mode, the output has one line for
// each line of standard input, in order: the answer, an empty line for a
// blank line, "!" and the reason for a line without an answer (issue 40,
// point 5: -canonical skipped blank lines, so that its output no longer
// lined up with its input); standard error names each line without an
// answer, with its number and its text.
func TestLineAlignment(t *testing.T) {
	in := "HTTP://A.example/x\n\nmailto:a@b.example\n   \nhttp://[::1\nhttps://b.example/y?z#f\n"
	for _, c := range []struct {
		args []string
		out  string
	}{
		{nil, "http://a.example/x\n\nmailto:a@b.example\n\n!IPv6-unclosed\nhttps://b.example/y?z#f\n"},
		{[]string{"-get", "{host}"}, "a.example\n\n\n\n!IPv6-unclosed\nb.example\n"},
		{[]string{"-set", "hash=h"}, "http://a.example/x#h\n\nmailto:a@b.example#h\n\n!IPv6-unclosed\nhttps://b.example/y?z#h\n"},
		{[]string{"-render"}, "http://a.example/x\n\nmailto:a@b.example\n\n!IPv6-unclosed\nhttps://b.example/y?z#f\n"},
		// Safe Browsing and SURT split what the URL Standard rejects.
		{[]string{"-canonical", "safebrowsing"}, "http://a.example/x\n\n!host-missing\n\nhttp://[:/\nhttps://b.example/y?z\n"},
		{[]string{"-canonical", "surt"}, "example,a)/x\n\nmailto:a@b.example\n\n::1)/\nexample,b)/y?z\n"},
		{[]string{"-canonical", "dedup"}, "http://a.example/x\n\nmailto:a@b.example\n\n!IPv6-unclosed\nhttps://b.example/y?z\n"},
		{[]string{"-canonical", "semantic"}, "http://a.example/x\n\nmailto:a@b.example\n\nhttp://[::1/\nhttps://b.example/y?z\n"},
	} {
		_, out, errOut := runCLI(c.args, in)
		if out != c.out {
			t.Errorf("weburl %q:\n%q\nwant\n%q", c.args, out, c.out)
		}
		// Each "!" line is said on standard error, with its number and text.
		for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if reason, ok := strings.CutPrefix(line, "!"); ok {
				text := strings.Split(in, "\n")[i]
				if want := fmt.Sprintf("weburl: line %d: %s: %q\n", i+1, reason, text); !strings.Contains(errOut, want) {
					t.Errorf("weburl %q: standard error %q lacks %q", c.args, errOut, want)
				}
			}
		}
	}
	// The JSON modes write an object for every line, blank ones too.
	for _, args := range [][]string{{"-json"}, {"-jsonl"}, {"-jsonl", "-canonical", "surt", "-get", "{host}"}} {
		_, out, _ := runCLI(args, in)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 6 || lines[1] != `{"input":"","blank":true}` && !strings.HasPrefix(lines[1], `{"line":2,"input":"","base":null,"blank":true}`) {
			t.Errorf("weburl %q:\n%s", args, out)
		}
	}
}

// TestLongLine: a line longer than -max-line is not read, and is answered
// "!line-too-long" in its place, in every mode (issue 38, point 6: one
// line of 50 MB took 3.85 GB with -jsonl).
func TestLongLine(t *testing.T) {
	long := strings.Repeat("\xff", 300)
	in := "https://a/\n" + long + "\nhttps://b/\r\n" + strings.Repeat("x", 100) + "\r\n"
	for _, c := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"-max-line", "100", "-get", "{href}"}, "https://a/\n!line-too-long\nhttps://b/\n!missing-scheme-non-relative-URL\n", 1},
		{[]string{"-max-line", "100", "-canonical", "ssurt"}, "a,//https:/\n!line-too-long\nb,//https:/\n" + strings.Repeat("x", 100) + "\n", 1},
		{[]string{"-max-line", "100", "-jsonl", "-get", "{host}"}, "", 1},
		{[]string{"-max-line", "100", "-match", "/", "-v"}, strings.Repeat("x", 100) + "\n", 2},
		{[]string{"-max-line", "100", "-lint"}, "", 1},
	} {
		code, out, errOut := runCLI(c.args, in)
		if c.args[2] == "-jsonl" { // an object a line
			lines := strings.Split(out, "\n")
			if want := `{"line":2,"input":"","base":null,"failure":true,"error":"line-too-long: 300 bytes, more than -max-line"}`; len(lines) != 5 || lines[1] != want {
				t.Errorf("weburl %q:\n%s\nwant line 2 %s", c.args, out, want)
			}
		} else if c.args[len(c.args)-1] != "-lint" && out != c.out {
			t.Errorf("weburl %q:\n%q\nwant\n%q", c.args, out, c.out)
		}
		if code != c.code || !strings.Contains(errOut, "weburl: line 2: line-too-long: 300 bytes, more than -max-line\n") {
			t.Errorf("weburl %q: exit %d, standard error %q", c.args, code, errOut)
		}
	}
	// Exactly -max-line bytes is not too long.
	if _, out, _ := runCLI([]string{"-max-line", "10", "-get", "{path}"}, "https://a/\nhttps://a/b\r\n"); out != "/\n!line-too-long\n" {
		t.Errorf("-max-line 10: %q", out)
	}
	if code, _, errOut := runCLI([]string{"-max-line", "0"}, ""); code != 2 || !strings.Contains(errOut, "-max-line must be at least 1") {
		t.Errorf("-max-line 0: exit %d, %q", code, errOut)
	}
}

// TestJSONLinesEchoKeepsBytes: -jsonl and -json echo the input's bytes
// exactly: a byte of ill-formed UTF-8 is written \udcXX, as Python's
// surrogateescape reads it back (issue 38, point 6: each was U+FFFD).
func TestJSONLinesEchoKeepsBytes(t *testing.T) {
	in := "https://x/\xff\xfe?a=\xe9\n"
	_, out, _ := runCLI([]string{"-jsonl"}, in)
	if want := `{"line":1,"input":"https://x/\udcff\udcfe?a=\udce9","base":null,"href":"https://x/%EF%BF%BD%EF%BF%BD?a=%EF%BF%BD",`; !strings.HasPrefix(out, want) {
		t.Errorf("-jsonl:\n%s\nwant it to start with\n%s", out, want)
	}
	if got := surrogateEscaped(t, out); got != strings.TrimSuffix(in, "\n") {
		t.Errorf("the echo decodes to %q", got)
	}
	_, out, _ = runCLI([]string{"-json", "-base", "https://b/\x80", "\xc3("}, "")
	if want := `{"input":"\udcc3(","base":"https://b/\udc80",`; !strings.HasPrefix(out, want) {
		t.Errorf("-json:\n%s\nwant it to start with\n%s", out, want)
	}
}

// surrogateEscaped decodes the "input" of a JSON line as Python's
// json.loads and str.encode("utf-8", "surrogateescape") do: each
// \udc80-\udcff escape is the byte it stands for.
func surrogateEscaped(t *testing.T, line string) string {
	t.Helper()
	_, rest, _ := strings.Cut(line, `"input":"`)
	quoted, _, _ := strings.Cut(rest, `","`)
	var b strings.Builder
	for quoted != "" {
		if s, ok := strings.CutPrefix(quoted, `\udc`); ok {
			v, err := strconv.ParseUint(s[:2], 16, 8)
			if err != nil || v < 0x80 {
				t.Fatalf("bad escape in %q", line)
			}
			b.WriteByte(byte(v))
			quoted = s[2:]
			continue
		}
		r, size := utf8.DecodeRuneInString(quoted)
		b.WriteRune(r)
		quoted = quoted[size:]
	}
	return b.String()
}
