// Package bench compares weburl with other Go URL parsers on real URL lists.
//
// It is a separate module so that the weburl module itself needs no
// competitor dependencies. From the repository root:
//
//	go run ./internal/fetchtestdata
//	cd bench && go test -run '^$' -bench . -benchmem -count 6 | tee bench.txt
//	benchstat bench.txt
package bench

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	whatwg "github.com/nlnwa/whatwg-url/url"
	"github.com/weburl/weburl"
)

// listDir holds the URL lists, one URL per line.
var listDir = filepath.Join("..", "testdata", "bench")

// lists are the files of listDir, without ".txt": three real-world lists,
// and two generated ones (hard: input the parser must change; wpt: the
// urltestdata.json inputs that parse without a base).
var lists = []string{"kasztp", "userbait", "node_files", "hard", "wpt"}

// Sinks keep the compiler from dropping the parsers' results.
var (
	sinkWeburl *weburl.URL
	sinkNetURL *url.URL
	sinkString string
	sinkBool   bool
)

// parsers are the contestants; each reports whether it accepted the input.
var parsers = []struct {
	name  string
	parse func(string) bool
}{
	{"weburl_Parse", func(s string) bool {
		// Href is a stored field: the serialization is done by Parse.
		u, err := weburl.Parse(s)
		sinkWeburl = u
		return err == nil
	}},
	{"weburl_CanParse", func(s string) bool {
		ok := weburl.CanParse(s)
		sinkBool = ok
		return ok
	}},
	{"neturl_Parse", func(s string) bool {
		u, err := url.Parse(s)
		sinkNetURL = u
		return err == nil
	}},
	{"neturl_Parse+String", func(s string) bool {
		u, err := url.Parse(s)
		if err != nil {
			return false
		}
		sinkString = u.String()
		return true
	}},
	{"nlnwa_Parse+Href", func(s string) bool {
		// The default parser, as a WHATWG user would call it.
		u, err := whatwg.Parse(s)
		if err != nil {
			return false
		}
		sinkString = u.Href(false)
		return true
	}},
}

// loadList returns the lines of listDir/name.txt, or skips the benchmark
// when that list is missing (testdata/bench is not committed).
func loadList(b *testing.B, name string) []string {
	b.Helper()
	data, err := os.ReadFile(filepath.Join(listDir, name+".txt"))
	if err != nil {
		b.Skipf("%v (fetch the lists with: go run ./internal/fetchtestdata, from the repository root)", err)
	}
	data = bytes.TrimSuffix(data, []byte("\n"))
	return strings.Split(string(data), "\n")
}

// BenchmarkLists parses every line of each list with each parser; one op is
// one pass over the whole list. Besides ns/op, B/op, allocs/op and MB/s (of
// input), it reports ns/URL, allocs/URL and parsed (how many lines the parser
// accepts, counted outside the timed loop).
func BenchmarkLists(b *testing.B) {
	if _, err := os.Stat(listDir); err != nil {
		b.Skipf("%v (fetch the lists with: go run ./internal/fetchtestdata, from the repository root)", err)
	}
	for _, name := range lists {
		b.Run(name, func(b *testing.B) {
			lines := loadList(b, name)
			size := 0
			for _, l := range lines {
				size += len(l)
			}
			for _, p := range parsers {
				b.Run(p.name, func(b *testing.B) {
					parsed := 0
					for _, l := range lines {
						if p.parse(l) {
							parsed++
						}
					}
					b.SetBytes(int64(size))
					b.ReportAllocs()
					var before, after runtime.MemStats
					runtime.ReadMemStats(&before)
					for b.Loop() {
						for _, l := range lines {
							p.parse(l)
						}
					}
					runtime.ReadMemStats(&after)
					urls := float64(b.N) * float64(len(lines))
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/urls, "ns/URL")
					b.ReportMetric(float64(after.Mallocs-before.Mallocs)/urls, "allocs/URL")
					b.ReportMetric(float64(parsed), "parsed")
				})
			}
		})
	}
}
