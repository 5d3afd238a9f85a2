package urlpattern

// The cases scripts/bench-urlpattern-ada times in both weburl and ada's
// url_pattern (bench/ada/bench_urlpattern.cpp): TestWriteCases writes them (when
// URLPATTERN_WRITE_CASES names a file), BenchmarkCases times a case file
// (named by URLPATTERN_CASES).

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestWriteCases writes the WPT cases with a constructor string (no base
// URL, no options) or a pathname-only dictionary as the pattern and a URL
// string as the input, one "PATTERN\tINPUT" line each; pathname patterns
// start with '/'.
func TestWriteCases(t *testing.T) {
	path := os.Getenv("URLPATTERN_WRITE_CASES")
	if path == "" {
		t.Skip("URLPATTERN_WRITE_CASES is not set")
	}
	var b strings.Builder
	for _, e := range loadWPTEntries(t) {
		if len(e.Pattern) != 1 || len(e.Inputs) != 1 {
			continue
		}
		a, in := parseArgs(t, e.Pattern), parseArgs(t, e.Inputs)
		pattern := ""
		switch {
		case a.str != nil:
			pattern = *a.str
		case a.init != nil && a.init.Pathname != nil && *a.init == (Init{Pathname: a.init.Pathname}) &&
			strings.HasPrefix(*a.init.Pathname, "/"):
			pattern = *a.init.Pathname
		}
		if pattern == "" || strings.HasPrefix(pattern, "/") != (a.str == nil) || in.str == nil ||
			strings.ContainsAny(pattern+*in.str, "\t\n\r") {
			continue
		}
		if _, err, _ := a.construct(); err != nil {
			continue
		}
		b.WriteString(pattern + "\t" + *in.str + "\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkCases times construct, Test and Exec on the cases of the file
// URLPATTERN_CASES names, as bench/ada/bench_urlpattern.cpp does. One iteration is
// one pass over the cases; besides the mean (ns/op, and ns/pattern or
// ns/match), it reports the median pass per case (median-ns/pattern,
// median-ns/match) and the process's CPU time per case, all threads
// (cpu-ns/pattern, cpu-ns/match), as bench/ada/bench_urlpattern.cpp does.
func BenchmarkCases(b *testing.B) {
	path := os.Getenv("URLPATTERN_CASES")
	if path == "" {
		b.Skip("URLPATTERN_CASES is not set (scripts/bench-urlpattern-ada sets it)")
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var patterns, inputs []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p, in, ok := strings.Cut(sc.Text(), "\t")
		if ok {
			patterns, inputs = append(patterns, p), append(inputs, in)
		}
	}
	compile := func(p string) (*URLPattern, error) {
		if strings.HasPrefix(p, "/") {
			return NewFromInit(Init{Pathname: &p}, Options{})
		}
		return New(p, Options{})
	}
	compiled := make([]*URLPattern, len(patterns))
	for i, p := range patterns {
		if compiled[i], err = compile(p); err != nil {
			b.Fatalf("%s: %v", p, err)
		}
	}
	n := float64(len(patterns))
	// timePasses runs pass once per iteration and reports the mean, the
	// median pass and the CPU time per case, in unit.
	timePasses := func(b *testing.B, unit string, pass func()) {
		b.ReportAllocs()
		var times []time.Duration
		cpu0, cpuOK := processCPUTime()
		for b.Loop() {
			start := time.Now()
			pass()
			times = append(times, time.Since(start))
		}
		cpu1, _ := processCPUTime()
		slices.Sort(times)
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*n), unit)
		b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/n, "median-"+unit)
		if cpuOK {
			b.ReportMetric(float64((cpu1-cpu0).Nanoseconds())/(float64(b.N)*n), "cpu-"+unit)
		}
	}
	b.Run("construct", func(b *testing.B) {
		timePasses(b, "ns/pattern", func() {
			for _, p := range patterns {
				compile(p)
			}
		})
	})
	b.Run("test", func(b *testing.B) {
		matched := 0
		timePasses(b, "ns/match", func() {
			matched = 0
			for i, p := range compiled {
				if p.Test(inputs[i]) {
					matched++
				}
			}
		})
		b.ReportMetric(float64(matched), "matched")
	})
	b.Run("exec", func(b *testing.B) {
		timePasses(b, "ns/match", func() {
			for i, p := range compiled {
				p.Exec(inputs[i])
			}
		})
	})
}
