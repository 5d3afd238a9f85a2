package urlkey

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// hostileInputs returns URLs of about n bytes built to be slow: a long
// path, a long host, many query pairs, deeply nested escapes ("%252525..."
// decodes one level a pass), session-ID look-alikes in the path and the
// query, runs of dots and slashes.
func hostileInputs(n int) map[string]string {
	rep := func(s string) string { return strings.Repeat(s, max(1, n/len(s))) }
	pairs := func() string {
		var b strings.Builder
		for i := 0; b.Len() < n; i++ {
			fmt.Fprintf(&b, "k%d=v%d&", (i*7919)%100003, i)
		}
		return b.String()
	}
	return map[string]string{
		"path":         "http://example.com/" + rep("Ab%7e/"),
		"host":         "http://" + rep("a.") + "com/",
		"query-pairs":  "http://example.com/?" + pairs(),
		"deep-escapes": "http://example.com/" + strings.Repeat("%25", max(1, n/3)) + "41?" + strings.Repeat("%25", max(1, n/6)) + "41",
		"host-escapes": "http://" + strings.Repeat("%25", max(1, n/3)) + "41.com/",
		"path-session": "http://example.com" + rep("/(x(aaaaaaaaaaaaaaaaaaaaaaaa))") + "/a.aspx",
		"query-session": "http://example.com/?" + rep("cfid=") + "&cftoken=1&" + rep("jsessionid=0123456789") +
			rep("ASPSESSIONIDABCDEFGH="),
		"dots":   "http://a" + rep(".") + "b" + rep("/./..//") + "?" + rep("&"),
		"ipish":  "http://" + rep("0") + "/" + rep("%2e%2E/"),
		"hexish": "http://0x" + rep("f") + "." + rep("9") + "/",
	}
}

// BenchmarkHostile keys hostile inputs of 1 KiB, 64 KiB and 1 MiB with
// each profile (and the Safe Browsing expressions); ns/byte staying flat
// as the input grows shows linear time (sorting 100,000 query pairs adds
// a log factor).
func BenchmarkHostile(b *testing.B) {
	type profile struct {
		name string
		key  func(string) error
	}
	profiles := []profile{
		{"surt", func(s string) error { _, err := SURT.Key(s); return err }},
		{"safebrowsing", func(s string) error { _, err := SafeBrowsingExpressions(s); return err }},
		{"dedup", func(s string) error { _, err := Dedup.Key(s); return err }},
		{"semantic_precise", func(s string) error { _, err := SemanticPrecise.Key(s); return err }},
		{"aggressive", func(s string) error { _, err := Aggressive.Key(s); return err }},
		{"ssurt", func(s string) error { _, err := SSURT.Key(s); return err }},
	}
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
		inputs := hostileInputs(size)
		for _, shape := range []string{"path", "host", "query-pairs", "deep-escapes", "host-escapes", "path-session", "query-session", "dots", "ipish", "hexish"} {
			in := inputs[shape]
			for _, p := range profiles {
				b.Run(p.name+"/"+shape+"/"+strconv.Itoa(size>>10)+"KiB", func(b *testing.B) {
					b.SetBytes(int64(len(in)))
					for b.Loop() {
						p.key(in)
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(in)), "ns/byte")
				})
			}
		}
	}
}

// BenchmarkLists keys every line of the benchmark lists (testdata/bench,
// from go run ./internal/fetchtestdata) with each profile.
func BenchmarkLists(b *testing.B) {
	for _, list := range []string{"kasztp", "userbait", "hard"} {
		lines := testdata.BenchList(b, list)
		for _, p := range []struct {
			name string
			key  func(string)
		}{
			{"surt", func(s string) { SURT.Key(s) }},
			{"safebrowsing", func(s string) { SafeBrowsing.Key(s) }},
			{"safebrowsing-hashes", func(s string) { SafeBrowsingExpressions(s) }},
			{"dedup", func(s string) { Dedup.Key(s) }},
			{"semantic_precise", func(s string) { SemanticPrecise.Key(s) }},
			{"semantic", func(s string) { Semantic.Key(s) }},
			{"aggressive", func(s string) { Aggressive.Key(s) }},
			{"ssurt", func(s string) { SSURT.Key(s) }},
		} {
			b.Run(p.name+"/"+list, func(b *testing.B) {
				for b.Loop() {
					for _, l := range lines {
						p.key(l)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(lines)), "ns/URL")
			})
		}
	}
}

// typicalURLs are a few URLs of the kind a crawl log holds: a host name,
// a path, a query, no escapes to undo.
var typicalURLs = []string{
	"http://example.com/",
	"https://www.example.org/news/2024/05/article.html?id=123&ref=home",
	"http://sub.example.co.uk/a/b/c/index.php",
	"https://example.com/search?q=weburl&page=2#results",
}

// BenchmarkProfileKeys keys typicalURLs with each profile: the common
// case, which the hostile inputs and the lists do not single out.
func BenchmarkProfileKeys(b *testing.B) {
	for _, p := range profiles() {
		b.Run(p.Name, func(b *testing.B) {
			for b.Loop() {
				for _, u := range typicalURLs {
					p.Key(u)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(typicalURLs)), "ns/URL")
		})
	}
}
