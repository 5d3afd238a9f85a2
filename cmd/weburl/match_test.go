package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestMatch runs weburl -match: JSON groups for each matching URL (from
// the arguments or standard input), exit 1 when none matches, 2 for a bad
// pattern.
func TestMatch(t *testing.T) {
	for _, c := range []struct {
		args  []string
		stdin string
		want  []string // substrings of the output, one line each
		code  int
	}{
		{[]string{"-match", `/books/:id(\d+)`, "https://example.com/books/42", "https://example.com/books/x"},
			"", []string{`"pathname":{"input":"/books/42","groups":{"id":"42"}}`}, 0},
		{[]string{"-match", "https://:sub.example.com/*"}, "https://a.example.com/x\nhttps://b.example.org/\n",
			[]string{`"hostname":{"input":"a.example.com","groups":{"sub":"a"}}`}, 0},
		{[]string{"-base", "https://example.com/app/", "-match", "../api/:v/*", "../api/v2/users"},
			"", []string{`"inputs":["../api/v2/users","https://example.com/app/"]`}, 0},
		{[]string{"-match", "/:a/:b?", "https://x.test/one"}, "", []string{`"groups":{"a":"one","b":null}`}, 0},
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
