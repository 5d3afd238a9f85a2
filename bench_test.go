package weburl

// Benchmarks. The list benchmarks parse every line of the real URL lists in
// testdata/bench (filled by go run ./internal/fetchtestdata) and report, per
// URL, ns/URL and allocs/URL; one op is one pass over the whole list.
//
//	go test -run '^$' -bench . -benchmem

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// benchLists are the files of testdata/bench.
var benchLists = []string{"kasztp", "userbait", "node_files"}

// loadBenchList returns the lines of testdata/bench/name.txt.
func loadBenchList(b *testing.B, name string) []string {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "bench", name+".txt"))
	if err != nil {
		b.Fatalf("%v (run: go run ./internal/fetchtestdata)", err)
	}
	data = bytes.TrimSuffix(data, []byte("\n"))
	return strings.Split(string(data), "\n")
}

// benchList runs parse on every line of each list per op, and reports ns/URL
// and allocs/URL besides the usual figures (b.SetBytes makes MB/s the input
// bytes parsed per second).
func benchList(b *testing.B, parse func(string) bool) {
	for _, name := range benchLists {
		b.Run(name, func(b *testing.B) {
			lines := loadBenchList(b, name)
			size := 0
			for _, l := range lines {
				size += len(l)
			}
			b.SetBytes(int64(size))
			b.ReportAllocs()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			b.ResetTimer()
			for b.Loop() {
				for _, l := range lines {
					parse(l)
				}
			}
			b.StopTimer()
			runtime.ReadMemStats(&after)
			urls := float64(b.N) * float64(len(lines))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/urls, "ns/URL")
			b.ReportMetric(float64(after.Mallocs-before.Mallocs)/urls, "allocs/URL")
		})
	}
}

var sinkURL *URL

func BenchmarkParseList(b *testing.B) {
	benchList(b, func(s string) bool {
		u, err := Parse(s)
		sinkURL = u
		return err == nil
	})
}

func BenchmarkCanParseList(b *testing.B) {
	benchList(b, CanParse)
}

// BenchmarkNetURLParseList is net/url on the same lists, for the ratio in
// one run (net/url does not normalize, so it does less work).
func BenchmarkNetURLParseList(b *testing.B) {
	benchList(b, func(s string) bool {
		_, err := url.Parse(s)
		return err == nil
	})
}

// BenchmarkNetURLParseStringList is net/url's Parse followed by String, the
// closest net/url comes to producing a serialization.
func BenchmarkNetURLParseStringList(b *testing.B) {
	benchList(b, func(s string) bool {
		u, err := url.Parse(s)
		if err == nil {
			_ = u.String()
		}
		return err == nil
	})
}
