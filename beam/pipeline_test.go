package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// TestMain runs the tests on the prism runner, in process: no service to
// start.
func TestMain(m *testing.M) {
	ptest.MainWithDefault(m, "prism")
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

// expected computes without Beam what the pipeline writes: the counts
// lines, sorted, and each domain's block of sorted SURT keys.
func expected(t *testing.T, path, profile string) (counts []string, blocks map[string]string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p := profiles[profile]
	unique := map[string]keyed{}
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		key, k, ok := keyLine(p, line)
		if !ok {
			continue
		}
		if u, seen := unique[key]; seen {
			k = merge(u, k)
		}
		unique[key] = k
	}
	type group struct {
		lines, keys int
		surts       []string
	}
	groups := map[string]*group{}
	for _, k := range unique {
		g := groups[k.Domain]
		if g == nil {
			g = &group{}
			groups[k.Domain] = g
		}
		g.lines += k.Lines
		g.keys++
		g.surts = append(g.surts, k.SURT)
	}
	blocks = map[string]string{}
	for d, g := range groups {
		counts = append(counts, fmt.Sprintf("%s\t%d\t%d", d, g.lines, g.keys))
		slices.Sort(g.surts)
		blocks[d] = strings.Join(slices.Compact(g.surts), "\n")
	}
	sort.Strings(counts)
	return counts, blocks
}

// TestPipeline runs the pipeline on prism with each profile on a real
// list, and checks its output against the same computation done without
// Beam: the counts lines, and the key files cut into each domain's
// contiguous block of sorted SURT keys.
func TestPipeline(t *testing.T) {
	list := testList(t)
	for _, c := range []struct {
		profile string
		shards  int
	}{{"dedup", 1}, {"surt", 3}, {"safebrowsing", 2}} {
		t.Run(c.profile, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			p, s := beam.NewPipelineWithRoot()
			buildPipeline(s, list, out, c.profile, c.shards)
			if err := ptest.Run(p); err != nil {
				t.Fatal(err)
			}
			wantCounts, wantBlocks := expected(t, list, c.profile)

			data, err := os.ReadFile(out + "-counts.txt")
			if err != nil {
				t.Fatal(err)
			}
			gotCounts := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			sort.Strings(gotCounts)
			if !slices.Equal(gotCounts, wantCounts) {
				t.Errorf("counts: %d lines, want %d; first difference at %d", len(gotCounts), len(wantCounts), firstDiff(gotCounts, wantCounts))
			}

			// The key files must be the domains' blocks, one after the
			// other, each whole: cut them into blocks by matching, at each
			// place, a block not used yet that starts with the line there.
			byFirst := map[string][]string{}
			for _, b := range wantBlocks {
				first, _, _ := strings.Cut(b, "\n")
				byFirst[first] = append(byFirst[first], b)
			}
			files, _ := filepath.Glob(out + "-keys-*.txt")
			if len(files) != c.shards {
				t.Errorf("%d key files, want %d", len(files), c.shards)
			}
			found := 0
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				rest := string(data)
				for rest != "" {
					first, _, _ := strings.Cut(rest, "\n")
					i := slices.IndexFunc(byFirst[first], func(b string) bool { return strings.HasPrefix(rest, b+"\n") })
					if i < 0 {
						t.Fatalf("%s: no domain's sorted keys start at %.200q", f, rest)
					}
					b := byFirst[first][i]
					byFirst[first] = slices.Delete(byFirst[first], i, i+1)
					rest = rest[len(b)+1:]
					found++
				}
			}
			if found != len(wantBlocks) {
				t.Errorf("%d domains' keys, want %d", found, len(wantBlocks))
			}
			t.Logf("%s: %d domains, %d counts lines", c.profile, len(wantBlocks), len(wantCounts))
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
