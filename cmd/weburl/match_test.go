package main

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"testing"
)

// TestMatch runs weburl -match -json: the match of each matching URL as
// JSON (from the arguments or standard input), exit 1 when none matches,
// 2 for a bad pattern.
func TestMatch(t *testing.T) {
	for _, c := range []struct {
		args  []string
		stdin string
		want  []string // substrings of the output, one line each
		code  int
	}{
		{[]string{"-json", "-match", `/books/:id(\d+)`, "https://example.com/books/42", "https://example.com/books/x"},
			"", []string{`"pathname":{"input":"/books/42","groups":{"id":"42"}}`}, 0},
		{[]string{"-json", "-match", "https://:sub.example.com/*"}, "https://a.example.com/x\nhttps://b.example.org/\n",
			[]string{`"hostname":{"input":"a.example.com","groups":{"sub":"a"}}`}, 0},
		{[]string{"-json", "-base", "https://example.com/app/", "-match", "../api/:v/*", "../api/v2/users"},
			"", []string{`"inputs":["../api/v2/users","https://example.com/app/"]`}, 0},
		{[]string{"-json", "-match", "/:a/:b?", "https://x.test/one"}, "", []string{`"groups":{"a":"one","b":null}`}, 0},
		{[]string{"-match", "/nope", "https://x.test/"}, "", nil, 1},
		{[]string{"-match", "/(", "https://x.test/"}, "", nil, 2},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, strings.NewReader(c.stdin), &stdout, &stderr)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr.String())
		}
		lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
		if len(c.want) == 0 && stdout.Len() != 0 || len(c.want) > 0 && len(lines) != len(c.want) {
			t.Errorf("%v: output %q, want %d lines", c.args, stdout.String(), len(c.want))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(lines[i], w) {
				t.Errorf("%v: line %q does not have %q", c.args, lines[i], w)
			}
		}
	}
}

// TestMatchGrep: -match selects inputs as grep selects lines (issue 40,
// point 5): it prints the matching input as it is, or what -get or
// -canonical print of it; -v selects the others (URLs that do not match,
// inputs that are not URLs, blank lines); -c prints their count; -q prints
// nothing and exits 0 at the first.
func TestMatchGrep(t *testing.T) {
	in := "https://x.test/books/1\nhttps://x.test/cds/2\n\nnot a url\nHTTPS://X.test/books/3?b=1&a=2\n"
	for _, c := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"-match", "/books/*"}, "https://x.test/books/1\nHTTPS://X.test/books/3?b=1&a=2\n", 0},
		{[]string{"-match", "/books/*", "-v"}, "https://x.test/cds/2\n\nnot a url\n", 0},
		{[]string{"-match", "/books/*", "-c"}, "2\n", 0},
		{[]string{"-match", "/books/*", "-v", "-c"}, "3\n", 0},
		{[]string{"-match", "/nope", "-c"}, "0\n", 1},
		{[]string{"-match", "/books/*", "-q"}, "", 0},
		{[]string{"-match", "/nope", "-q"}, "", 1},
		{[]string{"-match", "/books/*", "-get", "{pathname}{search}"}, "/books/1\n/books/3?b=1&a=2\n", 0},
		{[]string{"-match", "/books/*", "-canonical", "surt"}, "test,x)/books/1\ntest,x)/books/3?a=2&b=1\n", 0},
		{[]string{"-match", "/books/*", "-v", "-get", "{host}"}, "x.test\n\n!missing-scheme-non-relative-URL\n", 0},
		{[]string{"-match", "/books/:n", "-groups"}, `{"n":"1"}` + "\n" + `{"n":"3"}` + "\n", 0},
	} {
		code, out, errOut := runCLI(c.args, in)
		if code != c.code || out != c.out {
			t.Errorf("weburl %q: exit %d, %q, want %d, %q (%s)", c.args, code, out, c.code, c.out, errOut)
		}
		if slices.Contains(c.args, "-q") && errOut != "" {
			t.Errorf("weburl %q: standard error %q", c.args, errOut)
		}
	}
	// -q stops at the first input selected: it does not read the rest.
	r := &countingReader{s: "https://x.test/books/1\n" + strings.Repeat("https://x.test/\n", 100000)}
	if code := run([]string{"-match", "/books/*", "-q"}, r, io.Discard, io.Discard); code != 0 || r.read > 1<<17 {
		t.Errorf("-q: exit %d, read %d bytes", code, r.read)
	}
	for _, args := range [][]string{
		{"-v", "https://x/"}, {"-match", "/", "-v", "-groups"}, {"-match", "/", "-c", "-q"}, {"-match", "/", "-c", "-get", "{href}"},
		{"-match", "/", "-get", "{href}", "-canonical", "surt"},
	} {
		if code, _, errOut := runCLI(args, ""); code != 2 {
			t.Errorf("weburl %q: exit %d, %q, want a usage error", args, code, errOut)
		}
	}
}

// TestMatchEncoding: -match matches the URL as -encoding parses it, the
// one -get and -json print: under Shift_JIS, "日" in the query is %93%FA,
// so a pattern with its UTF-8 bytes (%E6%97%A5) does not match. Matching
// the input as UTF-8 selected the line for the UTF-8 pattern and printed
// the Shift_JIS query.
func TestMatchEncoding(t *testing.T) {
	const in = "https://x.test/?q=日\n"
	for _, c := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"-encoding", "shift_jis", "-match", "https://x.test/?q=%93%FA", "-get", "{search}"}, "?q=%93%FA\n", 0},
		{[]string{"-encoding", "shift_jis", "-match", "https://x.test/?q=%E6%97%A5", "-get", "{search}"}, "", 1},
		{[]string{"-encoding", "shift_jis", "-match", "https://x.test/?q=:q", "-groups"}, `{"q":"%93%FA"}` + "\n", 0},
		{[]string{"-match", "https://x.test/?q=%E6%97%A5", "-get", "{search}"}, "?q=%E6%97%A5\n", 0},
	} {
		code, out, errOut := runCLI(c.args, in)
		if code != c.code || out != c.out {
			t.Errorf("weburl %q: exit %d, %q, want %d, %q (%s)", c.args, code, out, c.code, c.out, errOut)
		}
	}
}

// TestMatchBaseCanonical: with -base, -canonical keys the URL that
// matched, the input resolved against the base (as -get's
// {canonical:PROFILE}), not the input as it is: "/books/1" was keyed
// "books)/1" by surt and had no key by safebrowsing ("!host-missing"),
// while the exit status said it matched.
func TestMatchBaseCanonical(t *testing.T) {
	const in = "/books/1\n/cds/2\n"
	for _, c := range []struct {
		args []string
		out  string
	}{
		{[]string{"-base", "https://x.test/", "-match", "/books/*", "-canonical", "surt"}, "test,x)/books/1\n"},
		{[]string{"-base", "https://x.test/", "-match", "/books/*", "-canonical", "safebrowsing"}, "https://x.test/books/1\n"},
		{[]string{"-base", "https://x.test/", "-match", "/books/*", "-get", "{canonical:surt}"}, "test,x)/books/1\n"},
	} {
		code, out, errOut := runCLI(c.args, in)
		if code != 0 || out != c.out {
			t.Errorf("weburl %q: exit %d, %q, want 0, %q (%s)", c.args, code, out, c.out, errOut)
		}
	}
}

// countingReader reads s and counts the bytes read.
type countingReader struct {
	s    string
	read int
}

func (r *countingReader) Read(p []byte) (int, error) {
	if r.read == len(r.s) {
		return 0, io.EOF
	}
	n := copy(p, r.s[r.read:])
	r.read += n
	return n, nil
}
