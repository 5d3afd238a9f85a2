package main

import (
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
