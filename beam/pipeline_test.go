package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/weburl/weburl/urlkey"
)

// TestMain runs the tests on the prism runner, in process: no service to
// start.
func TestMain(m *testing.M) {
	ptest.MainWithDefault(m, "prism")
}

// runPipeline runs the pipeline on prism over input with profile and
// returns what it wrote: the keys files' lines (each file's in order, the
// files one after the other), the unkeyed lines and the counts lines
// (sorted), and the summary.
func runPipeline(t *testing.T, input, profile string, shards int) (keys, unkeyed, counts []string, summary string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out")
	p, s := beam.NewPipelineWithRoot()
	buildPipeline(s, input, out, profile, shards)
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(out + "-keys-*.txt")
	slices.Sort(files)
	for _, f := range files {
		lines := readLinesOf(t, f)
		if !slices.IsSortedFunc(lines, func(a, b string) int { return strings.Compare(keyOf(a), keyOf(b)) }) {
			t.Errorf("%s is not sorted by key", f)
		}
		keys = append(keys, lines...)
	}
	unkeyed, counts = readLinesOf(t, out+"-unkeyed.txt"), readLinesOf(t, out+"-counts.txt")
	sort.Strings(unkeyed)
	sort.Strings(counts)
	data, err := os.ReadFile(out + "-summary.txt")
	if err != nil {
		t.Fatal(err)
	}
	return keys, unkeyed, counts, string(data)
}

// keyOf returns the key of a keys file's line, "KEY {json}".
func keyOf(line string) string {
	return line[:strings.LastIndex(line, ` {"count":`)]
}

func readLinesOf(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) == 0 {
		return nil
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// TestPipelineSmall runs the pipeline on two files written for it, a byte
// order mark, CRLF line ends, blank lines, a line that is not a URL and
// lines of ill-formed UTF-8 in them, and checks every output against what
// the pipeline must write, written out by hand (issue 40, points 3 and 4).
func TestPipelineSmall(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("\uFEFFhttp://www.Example.com/a?b=1&a=2\r\n"+
		"\r\n"+
		"http://example.com/a?a=2&b=1#frag\n"+
		"mailto:someone@example.org\n"+
		"not a url\n"+
		"http://a\xff.example/p\n"+
		"   \n"+
		"https://EXAMPLE.com:443/a/?a=2&b=1\n"), 0o644)
	os.WriteFile(b, []byte("http://example.com/a?a=2&b=1\n"+
		"http://[::1/"), 0o644)
	keys, unkeyed, counts, summary := runPipeline(t, filepath.Join(dir, "*.txt"), "dedup", 1)
	wantKeys := []string{
		`http://example.com/a?a=2&b=1 {"count":2,"url":"http://example.com/a?a=2&b=1#frag","file":"` + a + `","line":3}`,
		`http://www.example.com/a?a=2&b=1 {"count":1,"url":"http://www.Example.com/a?b=1&a=2","file":"` + a + `","line":1}`,
		`https://example.com/a/?a=2&b=1 {"count":1,"url":"https://EXAMPLE.com:443/a/?a=2&b=1","file":"` + a + `","line":8}`,
		`mailto:someone@example.org {"count":1,"url":"mailto:someone@example.org","file":"` + a + `","line":4}`,
	}
	wantUnkeyed := []string{
		a + ":5\tmissing-scheme-non-relative-URL\tnot a url",
		a + ":6\tdomain-to-ASCII\thttp://a\xff.example/p",
		b + ":2\tIPv6-unclosed\thttp://[::1/",
	}
	wantCounts := []string{"(none)\t1\t1", "example.com\t4\t3"}
	wantSummary := "blank\t2\nbyte-order-marks-removed\t1\ndomains\t2\nfiles\t2\nkeyed\t5\nlines\t10\nunique-keys\t4\n" +
		"without-key\t3\nwithout-key:IPv6-unclosed\t1\nwithout-key:domain-to-ASCII\t1\nwithout-key:missing-scheme-non-relative-URL\t1\n"
	check(t, "keys", keys, wantKeys)
	check(t, "unkeyed", unkeyed, wantUnkeyed)
	check(t, "counts", counts, wantCounts)
	if summary != wantSummary {
		t.Errorf("summary:\n%s\nwant\n%s", summary, wantSummary)
	}

	// With the surt profile, the keys file holds SURT keys (the dedup run's
	// held dedup keys: each profile's own), and lines the URL Standard
	// rejects have one.
	keys, unkeyed, counts, _ = runPipeline(t, filepath.Join(dir, "*.txt"), "surt", 1)
	wantKeys = []string{
		`::1)/ {"count":1,"url":"http://[::1/","file":"` + b + `","line":2}`,
		`com,example)/a?a=2&b=1 {"count":4,"url":"http://www.Example.com/a?b=1&a=2","file":"` + a + `","line":1}`,
		`example,a%ff)/p {"count":1,"url":"http://a\udcff.example/p","file":"` + a + `","line":6}`,
		`mailto:someone@example.org {"count":1,"url":"mailto:someone@example.org","file":"` + a + `","line":4}`,
		`not%20a%20url)/ {"count":1,"url":"not a url","file":"` + a + `","line":5}`,
	}
	check(t, "surt keys", keys, wantKeys)
	check(t, "surt unkeyed", unkeyed, nil)
	check(t, "surt counts", counts, []string{"(none)\t1\t1", "::1\t1\t1", "a%ff.example\t1\t1", "example.com\t4\t1", "not%20a%20url\t1\t1"})
}

func check(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n%s\nwant\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// testList returns a real URL list for the pipeline: testdata/bench's
// userbait list (11,430 phishing and other URLs, fetched by go run
// ./internal/fetchtestdata), or, without it, the web-platform-tests inputs
// that parse without a base, written to a file.
func testList(t *testing.T) string {
	t.Helper()
	path := filepath.Join("..", "testdata", "bench", "userbait.txt")
	if _, err := os.Stat(path); err == nil {
		return path
	}
	t.Logf("%s is missing (go run ./internal/fetchtestdata fetches it); using the inputs of testdata/wpt/urltestdata.json instead", path)
	data, err := os.ReadFile(filepath.Join("..", "testdata", "wpt", "urltestdata.json"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if in, ok := strings.CutPrefix(l, `"input": "`); ok && strings.HasSuffix(in, `",`) && !strings.Contains(in, `\`) {
			lines = append(lines, strings.TrimSuffix(in, `",`))
		}
	}
	path = filepath.Join(t.TempDir(), "list.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// expected computes without Beam, from keyLines, what the pipeline writes
// for the file at path: the keys lines sorted by key, the unkeyed lines
// and the counts lines, sorted.
func expected(t *testing.T, path, profile string) (keys, unkeyed, counts []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := urlkey.ProfileByName(profile)
	unique := map[string]entry{}
	err = keyLines(p, path, bytes.NewReader(data), func(k string, e entry) {
		if u, seen := unique[k]; seen {
			e = merge(u, e)
		}
		unique[k] = e
	}, func(line string) { unkeyed = append(unkeyed, line) }, func(string, int) {})
	if err != nil {
		t.Fatal(err)
	}
	type group struct{ lines, keys int }
	groups := map[string]*group{}
	for k, e := range unique {
		keys = append(keys, keyLine(k, e))
		g := groups[e.Domain]
		if g == nil {
			g = &group{}
			groups[e.Domain] = g
		}
		g.lines += e.Count
		g.keys++
	}
	for d, g := range groups {
		counts = append(counts, fmt.Sprintf("%s\t%d\t%d", d, g.lines, g.keys))
	}
	slices.SortFunc(keys, func(a, b string) int { return strings.Compare(keyOf(a), keyOf(b)) })
	sort.Strings(unkeyed)
	sort.Strings(counts)
	return keys, unkeyed, counts
}

// TestPipeline runs the pipeline on prism with several profiles on a real
// list, and checks its output against the same keying done without Beam:
// the keys (each file sorted, a domain's keys in one file), the lines
// without a key and the counts.
func TestPipeline(t *testing.T) {
	list := testList(t)
	for _, c := range []struct {
		profile string
		shards  int
	}{{"dedup", 1}, {"surt", 3}, {"semantic", 2}} {
		t.Run(c.profile, func(t *testing.T) {
			keys, unkeyed, counts, summary := runPipeline(t, list, c.profile, c.shards)
			wantKeys, wantUnkeyed, wantCounts := expected(t, list, c.profile)
			slices.SortFunc(keys, func(a, b string) int { return strings.Compare(keyOf(a), keyOf(b)) })
			for _, x := range []struct {
				what      string
				got, want []string
			}{{"keys", keys, wantKeys}, {"unkeyed", unkeyed, wantUnkeyed}, {"counts", counts, wantCounts}} {
				if !slices.Equal(x.got, x.want) {
					t.Errorf("%s: %d lines, want %d; first difference at %d", x.what, len(x.got), len(x.want), firstDiff(x.got, x.want))
				}
			}
			if !strings.Contains(summary, fmt.Sprintf("unique-keys\t%d\n", len(wantKeys))) {
				t.Errorf("summary:\n%s", summary)
			}
			t.Logf("%s: %d keys, %d lines without a key, %d domains", c.profile, len(wantKeys), len(wantUnkeyed), len(wantCounts))
		})
	}
}

func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestMergeOrderFree: lines with the same key are merged into the same
// entry whatever the order in which a runner combines them: the first
// line by file and line number, and the sum of the counts.
func TestMergeOrderFree(t *testing.T) {
	a := entry{Count: 2, URL: "http://a,b.com/", File: "b.txt", Line: 1, Domain: "a,b.com"}
	b := entry{Count: 1, URL: "http://b.a.com/", File: "a.txt", Line: 9, Domain: "a.com"}
	c := entry{Count: 4, URL: "http://B.a.com/", File: "a.txt", Line: 10, Domain: "a.com"}
	want := entry{Count: 7, URL: "http://b.a.com/", File: "a.txt", Line: 9, Domain: "a.com"}
	for _, got := range []entry{merge(merge(a, b), c), merge(a, merge(c, b)), merge(merge(c, a), b)} {
		if got != want {
			t.Errorf("merge: %+v, want %+v", got, want)
		}
	}
}

// TestUsage: -h shows the pipeline's flags first, before Beam's hundred
// (issue 40, point 4).
func TestUsage(t *testing.T) {
	var b strings.Builder
	usage(&b)
	text := b.String()
	beamAt := strings.Index(text, "\nBeam's flags")
	for _, name := range pipelineFlags {
		i := strings.Index(text, "  -"+name+" ")
		if i < 0 {
			i = strings.Index(text, "  -"+name+"\n")
		}
		if i < 0 || i > beamAt {
			t.Errorf("-%s is not among the pipeline's flags, before Beam's:\n%.600s", name, text)
		}
	}
	if !strings.Contains(text[beamAt:], "  -runner") {
		t.Errorf("Beam's flags lack -runner")
	}
	if !strings.Contains(text, "semantic_precise") {
		t.Errorf("-profile does not name urlcanon's profiles")
	}
}

// TestReadLines: a byte order mark is removed from the first line only,
// "\r\n" and "\n" end lines, and a line longer than maxLine is not held.
func TestReadLines(t *testing.T) {
	long := strings.Repeat("x", maxLine+1)
	in := "\uFEFFa\r\n\uFEFFb\n\n" + long + "\nc"
	var got []string
	readLines(strings.NewReader(in), func(n int, text string, length int, bom bool) {
		got = append(got, fmt.Sprintf("%d %q %d %v", n, text, length, bom))
	})
	want := []string{`1 "a" 4 true`, fmt.Sprintf("2 %q 4 false", "\uFEFFb"), `3 "" 0 false`, fmt.Sprintf(`4 "" %d false`, maxLine+1), `5 "c" 1 false`}
	check(t, "lines", got, want)
}
