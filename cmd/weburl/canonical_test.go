package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
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
			"http://host/%25\n\nhttp://www.google.com/\n!host-missing\n", "weburl: line 4: host-missing: \"mailto:a@b\"\nweburl: 4 lines: 2 keyed, 1 without a key, 1 blank\n"},
		{[]string{"-canonical", "dedup", "HTTP://u@Example.COM:80/%7ea/?b=1&a=2#f", "http://[::1/"}, "", 1, "http://example.com/~a/?a=2&b=1\n!IPv6-unclosed\n", ""},
		{[]string{"http://x/", "-canonical", "dedup"}, "", 0, "http://x/\n", ""},
		{[]string{"-canonical", "nope", "x"}, "", 2, "", "no profile \"nope\"; valid: surt, safebrowsing, dedup, semantic_precise, semantic, aggressive, ssurt"},
		{[]string{"-canonical", "surt", "-diagram", "x"}, "", 2, "", "-diagram and -canonical cannot be used together"},
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

// TestSURTFlags runs internetarchive/surt's published surt() cases that
// take options (testdata/urlkey/surt-tests.json) through the -surt-* flags
// (issue 40, point 5: the command line had no SURT options).
func TestSURTFlags(t *testing.T) {
	var file struct {
		Cases []struct {
			Function string         `json:"function"`
			Input    *string        `json:"input"`
			Options  map[string]any `json:"options"`
			Output   any            `json:"output"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(testdata.Read(t, "urlkey/surt-tests.json"), &file); err != nil {
		t.Fatal(err)
	}
	flags := map[string]string{"with_scheme": "-surt-with-scheme", "trailing_comma": "-surt-trailing-comma",
		"host_massage": "-surt-keep-www", "reverse_ipaddr": "-surt-keep-ip-order", "query_lowercase": "-surt-keep-query-case",
		"path_lowercase": "-surt-keep-path-case"}
	n := 0
	for _, c := range file.Cases {
		want, ok := c.Output.(string)
		if c.Function != "surt()" || len(c.Options) == 0 || c.Input == nil || !ok || c.Options["canonicalizer"] != nil || c.Options["public_suffix"] != nil {
			continue
		}
		args := []string{"-canonical", "surt"}
		for name, v := range c.Options {
			// The keep flags say the option is false.
			if on := v.(bool); on == (name == "with_scheme" || name == "trailing_comma") {
				args = append(args, flags[name])
			}
		}
		n++
		if code, out, errOut := runCLI(append(args, *c.Input), ""); code != 0 || out != want+"\n" {
			t.Errorf("weburl %q %q: exit %d, %q (%s), want %q", args, *c.Input, code, out, errOut, want)
		}
	}
	if n < 25 {
		t.Errorf("%d cases", n)
	}
	// The flags apply to {canonical:surt} too, and to nothing else.
	if _, out, _ := runCLI([]string{"-get", "{canonical:surt}", "-surt-keep-www", "http://www.example.com/"}, ""); out != "com,example,www)/\n" {
		t.Errorf("{canonical:surt} -surt-keep-www: %q", out)
	}
	if code, _, errOut := runCLI([]string{"-canonical", "dedup", "-surt-keep-www", "http://x/"}, ""); code != 2 || !strings.Contains(errOut, "-surt-keep-www is an option of the surt profile") {
		t.Errorf("-surt-keep-www without surt: exit %d, %q", code, errOut)
	}
	// With two such flags, the message names the first by name on every
	// run (it named either, as a map's order fell).
	for range 50 {
		code, _, errOut := runCLI([]string{"-canonical", "dedup", "-surt-with-scheme", "-surt-keep-www", "-surt-trailing-comma", "http://x/"}, "")
		if code != 2 || !strings.Contains(errOut, "weburl: -surt-keep-www is an option of the surt profile") {
			t.Fatalf("-surt-with-scheme -surt-keep-www -surt-trailing-comma without surt: exit %d, %q", code, errOut)
		}
	}
}

// TestCanonicalURLCanon: the urlcanon profiles by their own names, for
// arguments and standard input, and in -get.
func TestCanonicalURLCanon(t *testing.T) {
	for _, c := range []struct{ profile, out string }{
		{"semantic_precise", "http://example.com/b?a=2&z=1#top\n"},
		{"semantic", "http://example.com/b?a=2&z=1\n"},
		{"aggressive", "http://example.com/b?a=2&z=1\n"},
		{"ssurt", "com,example,www,//80:http:/a/../b?z=1&a=2#top\n"},
	} {
		in := "http://www.example.com:80/a/../b?z=1&a=2#top"
		if c.profile != "aggressive" && c.profile != "ssurt" {
			in = "http://example.com:80/a/../b?z=1&a=2#top"
		}
		if code, out, _ := runCLI([]string{"-canonical", c.profile, in}, ""); code != 0 || out != c.out {
			t.Errorf("-canonical %s %q: exit %d, %q, want %q", c.profile, in, code, out, c.out)
		}
		if _, out, _ := runCLI([]string{"-canonical", c.profile}, in+"\n"); out != c.out {
			t.Errorf("-canonical %s on standard input: %q, want %q", c.profile, out, c.out)
		}
	}
	if _, out, _ := runCLI([]string{"-get", "{canonical:aggressive}", "https://www.Example.com/A/?b=1"}, ""); out != "http://example.com/a?b=1\n" {
		t.Errorf("{canonical:aggressive}: %q", out)
	}
}
