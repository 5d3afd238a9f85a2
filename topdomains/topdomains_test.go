package topdomains

import (
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"golang.org/x/net/publicsuffix"
)

// TestList checks that the embedded list parses, holds the domains of the
// file, none of which is a public suffix (Chromium's generator skips
// those), and that a look-alike of one of them stays in ASCII.
func TestList(t *testing.T) {
	if _, err := weburl.ParseTopDomains(domains); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range strings.Split(domains, "\n") {
		if d == "" || d[0] == '#' {
			continue
		}
		n++
		if ps, _ := publicsuffix.PublicSuffix(d); ps == d {
			t.Errorf("%s is a public suffix", d)
		}
	}
	if got := List().Len(); got != n || n != 832 {
		t.Errorf("List().Len() = %d, the file has %d domains, want 832", got, n)
	}
	if List() != List() {
		t.Error("List returns a new list each time")
	}
	u, _ := weburl.Parse("https://www.amazön.de/")
	if got := (weburl.RenderOptions{TopDomains: List()}).RenderHost(u); got != u.Hostname() || !strings.Contains(got, "xn--") {
		t.Errorf("www.amazön.de renders as %q", got)
	}
}

// BenchmarkList measures the first call of List: reading the list.
func BenchmarkList(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		weburl.ParseTopDomains(domains)
	}
}
