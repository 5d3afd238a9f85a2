package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCanonical: -canonical prints one key a line for arguments and for
// standard input, a failure as "!" and its reason, and refuses what does
// not apply.
func TestCanonical(t *testing.T) {
	for _, c := range []struct {
		args       []string
		stdin      string
		code       int
		out, inErr string
	}{
		{[]string{"-canonical", "surt", "http://www.archive.org/goo/?b&a", "dns:archive.org"}, "", 0, "org,archive)/goo?a&b\ndns:archive.org\n", ""},
		{[]string{"-canonical", "surt", "http://x:99999/"}, "", 1, "!port-out-of-range\n", ""},
		{[]string{"-canonical", "safebrowsing"}, "http://host/%25%32%35\n\nwww.google.com\nmailto:a@b\n", 1,
			"http://host/%25\nhttp://www.google.com/\n!host-missing\n", "weburl: 4 lines: 2 parsed, 1 failed, 1 blank skipped"},
		{[]string{"-canonical", "dedup", "HTTP://u@Example.COM:80/%7ea/?b=1&a=2#f", "http://[::1/"}, "", 1, "http://example.com/~a/?a=2&b=1\n!IPv6-unclosed\n", ""},
		{[]string{"http://x/", "-canonical", "dedup"}, "", 0, "http://x/\n", ""},
		{[]string{"-canonical", "nope", "x"}, "", 2, "", "no profile \"nope\"; valid: dedup, safebrowsing, surt"},
		{[]string{"-canonical", "surt", "-json", "x"}, "", 2, "", "-json and -canonical cannot be used together"},
		{[]string{"-canonical", "surt", "-base", "http://b/", "x"}, "", 2, "", "-base does not apply"},
		{[]string{"-canonical", "surt", "-set", "hash=x", "x"}, "", 2, "", "it makes no changes"},
		{[]string{"-get", "{canonical:surt} {canonical:safebrowsing} {canonical:dedup}", `http://WWW.Example.com\a/../b?z&y#f`}, "", 0,
			"com,example)/b?y&z http://www.example.com/b?z&y http://www.example.com/b?y&z\n", ""},
		{[]string{"-get", "{safebrowsing-expressions}|{safebrowsing-prefixes}", "http://1.2.3.4/1/"}, "", 0, "1.2.3.4/1/ 1.2.3.4/|5c9f3541 3f008b86\n", ""},
		{[]string{"-get", "{safebrowsing-hashes}", "http://1.2.3.4/"}, "", 0, "3f008b863ca6e954c31859665454f9cbcb10760acb7ebc536d6da1ccac94618d\n", ""},
		{[]string{"-get", "{canonical:safebrowsing}", "mailto:a@b"}, "", 0, "!host-missing\n", ""},
		{[]string{"-get", "{canonical:nope}", "x"}, "", 2, "", "{canonical:surt}"},
	} {
		code, out, errOut := runCLI(c.args, c.stdin)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.inErr) {
			t.Errorf("weburl %q: exit %d, output %q, error %q; want %d, %q, %q", c.args, code, out, errOut, c.code, c.out, c.inErr)
		}
	}
}

// TestREADMECanonical runs each "$ weburl" example of README's section
// "Canonical keys" and compares what it prints with what README shows.
func TestREADMECanonical(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n### Canonical keys\n")
	if !ok {
		t.Fatal("README has no section Canonical keys")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	n := 0
	for _, block := range strings.Split(section, "\n$ ")[1:] {
		cmd, rest, _ := strings.Cut(block, "\n")
		shown, _, _ := strings.Cut(rest, "\n\n")
		shown, _, _ = strings.Cut(shown, "```")
		args, stdin := shellWords(t, cmd)
		if args[0] != "weburl" {
			t.Fatalf("README: %q is not a weburl command", cmd)
		}
		_, out, _ := runCLI(args[1:], stdin)
		if strings.TrimRight(out, "\n") != strings.TrimRight(shown, "\n") {
			t.Errorf("README: %s\nprints:\n%s\nREADME shows:\n%s", cmd, out, shown)
		}
		n++
	}
	if n < 3 {
		t.Fatalf("README's Canonical keys has %d examples", n)
	}
}

// shellWords splits a README command as a POSIX shell would for the forms
// README uses: words, 'single-quoted' words, a trailing "# comment", and
// "printf 'LINES' |" before the command, which gives standard input.
func shellWords(t *testing.T, cmd string) (words []string, stdin string) {
	t.Helper()
	var w strings.Builder
	inWord, quoted := false, false
	flush := func() {
		if inWord {
			words = append(words, w.String())
			w.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case quoted && c == '\'':
			quoted = false
		case quoted:
			w.WriteByte(c)
		case c == '\'':
			quoted, inWord = true, true
		case c == ' ':
			flush()
		case c == '#' && !inWord:
			i = len(cmd)
		case c == '|' && !inWord:
			flush()
			if len(words) != 2 || words[0] != "printf" {
				t.Fatalf("README: unsupported pipe in %q", cmd)
			}
			stdin = strings.NewReplacer(`\n`, "\n", "%%", "%").Replace(words[1]) // printf's escapes
			words = nil
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return words, stdin
}
