package urlpattern

// Benchmarks:
//
//	go test -run '^$' -bench . -benchmem ./urlpattern
//
// BenchmarkNew, BenchmarkTest and BenchmarkExec run over the patterns and
// inputs of urlpatterntestdata.json; BenchmarkRouteTable matches the URLs
// of the benchmark lists in ../testdata/bench (go run
// ./internal/fetchtestdata; skipped when missing) against a table of 200
// routes; BenchmarkHostile times patterns and inputs of 1 KiB, 64 KiB and
// 1 MiB and reports ns/byte, which stays flat because matching is linear;
// BenchmarkHostileConstruct does the same for compiling hostile patterns
// of 1, 4 and 16 KiB.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/weburl"
)

// wptCase is a WPT pattern that compiles, with the string inputs it is
// matched against.
type wptCase struct {
	args   wptArgs
	inputs []wptArgs
}

func loadWPTCases(b *testing.B) []wptCase {
	t := &testing.T{}
	var out []wptCase
	for _, e := range loadWPTEntries(b) {
		a := parseArgs(t, e.Pattern)
		if _, err, ok := a.construct(); !ok || err != nil {
			continue
		}
		c := wptCase{args: a}
		if e.Inputs != nil {
			if in := parseArgs(t, e.Inputs); !in.invalid && !(in.init != nil && in.baseURL != nil) {
				c.inputs = append(c.inputs, in)
			}
		}
		out = append(out, c)
	}
	return out
}

// BenchmarkNew/wpt compiles every WPT pattern that compiles; one op is one
// pattern (ns/pattern). BenchmarkNew/compile/NAME compiles one pathname
// pattern, with or without property escapes, to show what the Unicode
// property tables cost.
func BenchmarkNew(b *testing.B) {
	b.Run("wpt", func(b *testing.B) {
		cases := loadWPTCases(b)
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			for _, c := range cases {
				c.args.construct()
				n++
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/pattern")
	})
	for _, c := range compileBenchPatterns {
		b.Run("compile/"+c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := NewFromInit(Init{Pathname: &c.pathname}, Options{IgnoreCase: c.ignoreCase}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// compileBenchPatterns are the pathname patterns of BenchmarkNew/compile:
// without property escapes, with small and large property sets, and with
// the i flag, whose case folding closes the large sets.
var compileBenchPatterns = []struct {
	name, pathname string
	ignoreCase     bool
}{
	{"digits", `/books/:id(\d+)`, false},
	{"class", `/:slug([a-z0-9\-]+)/:id(\d+)`, false},
	{"class-i", `/:slug([a-z0-9\-]+)/:id(\d+)`, true},
	{"L", `/:name(\p{L}+)`, false},
	{"L-i", `/:name(\p{L}+)`, true},
	{"Any-i", `/:x(\p{Any}+)`, true},
	{"Lu-Nd-class", `/:x([\p{Lu}\p{Nd}_]+)`, false},
	{"Script-Greek", `/:x(\p{Script=Greek}+)`, false},
	{"L-minus-Latin", `/:x([\p{L}--\p{Script=Latin}]+)`, false},
	{"EPres", `/:x(\p{Emoji_Presentation}+)`, false},
	{"RGI_Emoji", `/:x(\p{RGI_Emoji}+)`, false},
	{"RGI_Emoji-i", `/:x(\p{RGI_Emoji}+)`, true},
}

// BenchmarkTest runs test() for every WPT pattern and input; the figure is
// per match.
func BenchmarkTest(b *testing.B) { benchMatch(b, func(p *URLPattern, in wptArgs) { in.test(p) }) }

// BenchmarkExec runs exec() for every WPT pattern and input.
func BenchmarkExec(b *testing.B) { benchMatch(b, func(p *URLPattern, in wptArgs) { in.exec(p) }) }

func benchMatch(b *testing.B, match func(*URLPattern, wptArgs)) {
	type pair struct {
		p  *URLPattern
		in wptArgs
	}
	var pairs []pair
	for _, c := range loadWPTCases(b) {
		p, _, _ := c.args.construct()
		for _, in := range c.inputs {
			pairs = append(pairs, pair{p, in})
		}
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, pr := range pairs {
			match(pr.p, pr.in)
			n++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/match")
}

// loadURLList returns the lines of ../testdata/bench/name.txt, or skips.
func loadURLList(b *testing.B, name string) []string {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "bench", name+".txt"))
	if err != nil {
		b.Skipf("%v (fetch the benchmark lists with: go run ./internal/fetchtestdata)", err)
	}
	return strings.Split(string(bytes.TrimSuffix(data, []byte("\n"))), "\n")
}

// RouteTable builds n routes from the URLs of list: for the most common
// hosts and first path segments, in turn a "/seg/*", "/seg/:id",
// "/seg/:id(\\d+)/*" and "https://host/seg/*" pattern, sorted most
// specific first as the router sorts them.
func routeTable(b *testing.B, urls []*weburl.URL, n int) []*URLPattern {
	count := map[string]int{}
	for _, u := range urls {
		seg, _, _ := strings.Cut(strings.TrimPrefix(u.Pathname(), "/"), "/")
		if seg != "" && !strings.ContainsAny(seg, "%") {
			count[u.Hostname()+"\x00"+seg]++
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if count[a] != count[b] {
			return count[b] - count[a]
		}
		return strings.Compare(a, b)
	})
	var table []*URLPattern
	for i, k := range keys {
		if len(table) == n {
			break
		}
		host, seg, _ := strings.Cut(k, "\x00")
		seg = escapePatternString(seg)
		var p *URLPattern
		var err error
		switch i % 4 {
		case 0:
			p, err = NewFromInit(Init{Pathname: ptr("/" + seg + "/*")}, Options{})
		case 1:
			p, err = NewFromInit(Init{Pathname: ptr("/" + seg + "/:id")}, Options{})
		case 2:
			p, err = NewFromInit(Init{Pathname: ptr("/" + seg + "/:id(\\d+)/*")}, Options{})
		case 3:
			p, err = New("https://"+escapePatternString(host)+"/"+seg+"/*", Options{})
		}
		if err == nil {
			table = append(table, p)
		}
	}
	slices.SortStableFunc(table, func(a, b *URLPattern) int {
		return -CompareComponent(Pathname, a, b)
	})
	return table
}

func ptr(s string) *string { return &s }

// BenchmarkRouteTable finds, for each URL of a benchmark list, the first
// of 200 routes (most specific first) that matches it, as the router
// does (TestComponents on each, ExecURL on the one that matches): ns/URL, and
// matched counts the URLs that found a route.
func BenchmarkRouteTable(b *testing.B) {
	for _, name := range []string{"kasztp", "userbait"} {
		b.Run(name, func(b *testing.B) {
			var urls []*weburl.URL
			for _, line := range loadURLList(b, name) {
				if u, err := weburl.Parse(line); err == nil {
					urls = append(urls, u)
				}
			}
			table := routeTable(b, urls, 200)
			if len(table) < 200 {
				b.Skipf("only %d routes from %s", len(table), name)
			}
			b.ReportAllocs()
			matched := 0
			for b.Loop() {
				matched = 0
				for _, u := range urls {
					v := ComponentsOf(u)
					for _, p := range table {
						if p.TestComponents(&v) && p.ExecURL(u) != nil {
							matched++
							break
						}
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(urls)), "ns/URL")
			b.ReportMetric(float64(matched), "matched")
		})
	}
}

// hostileCase is a pattern and an input built to the size n.
type hostileCase struct {
	name    string
	pattern func(n int) Init
	input   func(n int) Init
}

var hostileCases = []hostileCase{
	{"literal", // a long literal run: "/aaa...a"
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("a", n))} },
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("a", n))} }},
	{"groups", // many named groups: "/:p0/:p1/..."
		func(n int) Init { return Init{Pathname: ptr(manyGroups(n))} },
		func(n int) Init { return Init{Pathname: ptr(strings.Repeat("/x", n/2))} }},
	{"optional", // nested optional regexp groups: "/((?:a(?:a(?:...)?)?)?)"
		func(n int) Init {
			d := min(n/12, 900)
			return Init{Pathname: ptr("/(" + strings.Repeat("(?:a", d) + strings.Repeat(")?", d) + ")")}
		},
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("a", n))} }},
	{"star-star", // (.*)* style: "/:x((a*)*b)" on "aaa...a" (no match)
		func(int) Init { return Init{Pathname: ptr("/:x((?:a*)*b)")} },
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("a", n))} }},
	{"wildcards", // "*" repeated: "/*-*-*-...": a backtracker's worst case
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("*-", min(n/2, 64)) + "z")} },
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("-", n))} }},
	{"nested-empty", // "(?:a*" nested 4 deep, each "+": the deepest accepted
		func(int) Init { return Init{Pathname: ptr(nestedEmpty("a*", 4))} },
		func(n int) Init { return Init{Pathname: ptr("/" + strings.Repeat("a", n))} }},
}

func manyGroups(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "/:p%d", i)
	}
	return b.String()
}

// BenchmarkHostile matches a fixed hostile pattern (built at 1 KiB)
// against inputs of 1 KiB, 64 KiB and 1 MiB, and compiles the pattern
// built at each size. Matching is linear in the input: its ns/byte stays
// flat from size to size. Compiling is reported per pattern byte.
func BenchmarkHostile(b *testing.B) {
	for _, c := range hostileCases {
		p, err := NewFromInit(c.pattern(1<<10), Options{})
		if err != nil {
			b.Fatalf("%s: %v", c.name, err)
		}
		for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
			b.Run(fmt.Sprintf("%s/match/%dKiB", c.name, size>>10), func(b *testing.B) {
				in := c.input(size)
				n := len(*in.Pathname)
				b.SetBytes(int64(n))
				for b.Loop() {
					p.ExecInit(in)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/byte")
			})
		}
		for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
			b.Run(fmt.Sprintf("%s/compile/%dKiB", c.name, size>>10), func(b *testing.B) {
				init := c.pattern(size)
				n := len(*init.Pathname)
				if size > 1<<10 && n == len(*c.pattern(1 << 10).Pathname) {
					b.Skip("the pattern does not grow with the size")
				}
				b.SetBytes(int64(n))
				for b.Loop() {
					if _, err := NewFromInit(init, Options{}); err != nil {
						b.Skip(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/byte")
			})
		}
	}
}

// BenchmarkHostileConstruct compiles each of hostilePatterns at 1 KiB,
// 64 KiB and 1 MiB, as a pathname and as a constructor string with
// IgnoreCase (compileHostile): its ns/byte stays flat from size to size,
// because compiling (or failing) is linear in the pattern's length.
func BenchmarkHostileConstruct(b *testing.B) {
	for _, h := range hostilePatterns {
		for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
			b.Run(fmt.Sprintf("%s/%dKiB", h.name, size>>10), func(b *testing.B) {
				s := h.build(size)
				b.SetBytes(int64(len(s)))
				b.ReportAllocs()
				for b.Loop() {
					compileHostile(s)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(s)), "ns/byte")
			})
		}
	}
}
