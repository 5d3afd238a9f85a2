package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// TestTrurlQueryEdits runs the cases of trurl 0.16's tests.json that
// apply to weburl (testdata/trurl/query-edits.json, see its PROVENANCE.md:
// those of --append, --trim, --qtrim, --replace and --sort-query on a URL
// with a scheme), with trurl's flags written as weburl's, and checks that
// weburl prints what trurl prints, but for the departures below, each of
// which keeps the query's other pairs as they are written, where trurl
// writes them again.
func TestTrurlQueryEdits(t *testing.T) {
	var file struct {
		Source map[string]string `json:"source"`
		Cases  []struct {
			Trurl  []string `json:"trurl"`
			Weburl []string `json:"weburl"`
			Stdout string   `json:"stdout"`
		} `json:"cases"`
	}
	testdata.JSON(t, "trurl/query-edits.json", &file)
	// departures maps trurl's arguments to what weburl prints instead, and
	// why.
	departures := map[string]struct{ out, why string }{
		`["https://example.com/one/t%61o/%2F%42/","--append","path=%61"]`: {"https://example.com/one/t%61o/%2F%42/%61\n",
			"trurl decodes and encodes the path's segments again and escapes the appended one; weburl keeps the path as it is and appends the segment as the path setter reads it"},
	}
	for _, c := range file.Cases {
		key, _ := json.Marshal(c.Trurl)
		want := c.Stdout
		if d, ok := departures[string(key)]; ok {
			want = d.out
			t.Logf("trurl %s: weburl prints %q, trurl %q: %s", key, d.out, c.Stdout, d.why)
		}
		code, out, errOut := runCLI(c.Weburl, "")
		if code != 0 || out != want {
			t.Errorf("trurl %s, weburl %q: exit %d, %q (%s), want %q", key, c.Weburl, code, out, errOut, want)
		}
	}
	if len(file.Cases) < 25 {
		t.Errorf("%d cases", len(file.Cases))
	}
}

// TestLosslessQueryEdits: each query edit keeps every pair it does not
// touch as it is written, byte for byte (issue 40, point 6: -append
// query=a=2 on "?q=%20+&z" gave "?q=++&z=&a=2"); an appended or replaced
// pair is percent-encoded as trurl encodes it.
func TestLosslessQueryEdits(t *testing.T) {
	const u = "https://x/?q=%20+&z&b=%2F,;&%E9=1&&c=d=e"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-append", "query=a=2"}, "https://x/?q=%20+&z&b=%2F,;&%E9=1&c=d=e&a=2"},
		{[]string{"-append", "query=a b/c=ä+&"}, "https://x/?q=%20+&z&b=%2F,;&%E9=1&c=d=e&a%20b%2Fc=%C3%A4%2B%26"},
		{[]string{"-append", "query=flag"}, "https://x/?q=%20+&z&b=%2F,;&%E9=1&c=d=e&flag"},
		{[]string{"-sort-query"}, "https://x/?b=%2F,;&c=d=e&q=%20+&z&%E9=1"},
		{[]string{"-delete", "query=z"}, "https://x/?q=%20+&b=%2F,;&%E9=1&c=d=e"},
		{[]string{"-delete", "query=\ufffd"}, "https://x/?q=%20+&z&b=%2F,;&c=d=e"},
		{[]string{"-trim", "query=[bc]"}, "https://x/?q=%20+&z&%E9=1"},
		{[]string{"-replace", "query=z=1"}, "https://x/?q=%20+&z=1&b=%2F,;&%E9=1&c=d=e"},
		{[]string{"-replace", "query=new"}, "https://x/?q=%20+&z&b=%2F,;&%E9=1&c=d=e&new"},
		{[]string{"-replace", "query=q=x", "-append", "query=q=y"}, "https://x/?q=x&z&b=%2F,;&%E9=1&c=d=e&q=y"},
	} {
		args := append(c.args, u)
		if code, out, errOut := runCLI(args, ""); code != 0 || out != c.want+"\n" {
			t.Errorf("weburl %q: exit %d, %q (%s), want %q", args, code, strings.TrimSuffix(out, "\n"), errOut, c.want)
		}
	}
	// The issue's own example.
	if _, out, _ := runCLI([]string{"-append", "query=a=2", "https://x/?q=%20+&z"}, ""); out != "https://x/?q=%20+&z&a=2\n" {
		t.Errorf("-append query=a=2: %q", out)
	}
	// A query that starts with '?' keeps it.
	if _, out, _ := runCLI([]string{"-append", "query=a", "https://x/??b"}, ""); out != "https://x/??b&a\n" {
		t.Errorf("-append on ??b: %q", out)
	}
}
