package urlpattern

// The cases scripts/bench-urlpattern-ada times in both weburl and ada's
// url_pattern (bench/ada-urlpattern): TestWriteCases writes them (when
// URLPATTERN_WRITE_CASES names a file), BenchmarkCases times a case file
// (named by URLPATTERN_CASES).

import (
	"bufio"
	"os"
	"strings"
	"testing"
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
// URLPATTERN_CASES names, as bench/ada-urlpattern does.
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
	b.Run("construct", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range patterns {
				compile(p)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*n), "ns/pattern")
	})
	b.Run("test", func(b *testing.B) {
		b.ReportAllocs()
		matched := 0
		for b.Loop() {
			matched = 0
			for i, p := range compiled {
				if p.Test(inputs[i]) {
					matched++
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*n), "ns/match")
		b.ReportMetric(float64(matched), "matched")
	})
	b.Run("exec", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, p := range compiled {
				p.Exec(inputs[i])
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*n), "ns/match")
	})
}
