package weburl

// Benchmarks. The list benchmarks parse every line of the real URL lists in
// testdata/bench (filled by go run ./internal/fetchtestdata) and report, per
// URL, ns/URL and allocs/URL; one op is one pass over the whole list.
//
//	go test -run '^$' -bench . -benchmem

import (
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/allocs"
	"github.com/weburl/weburl/internal/idna"

	"github.com/weburl/weburl/internal/testdata"
)

// benchList runs parse on every line of each list per op, and reports ns/URL,
// cpu-ns/URL (CPU time of the whole process, GC included) and allocs/URL
// besides the usual figures (b.SetBytes makes MB/s the input
// bytes parsed per second).
func benchList(b *testing.B, parse func(string) bool) {
	for _, name := range testdata.BenchLists {
		b.Run(name, func(b *testing.B) {
			lines := testdata.BenchList(b, name)
			size := 0
			for _, l := range lines {
				size += len(l)
			}
			b.SetBytes(int64(size))
			b.ReportAllocs()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			b.ResetTimer()
			cpu := processCPUTime()
			for b.Loop() {
				for _, l := range lines {
					parse(l)
				}
			}
			cpu = processCPUTime() - cpu
			b.StopTimer()
			runtime.ReadMemStats(&after)
			urls := float64(b.N) * float64(len(lines))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/urls, "ns/URL")
			if cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/urls, "cpu-ns/URL")
			}
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

// BenchmarkParseListReporting parses each list asking for the validation
// errors (ParseOptions.ValidationErrors), reusing one slice: the cost of
// reporting, against BenchmarkParseList.
func BenchmarkParseListReporting(b *testing.B) {
	var errs []ValidationErrorAt
	opts := ParseOptions{ValidationErrors: &errs}
	benchList(b, func(s string) bool {
		errs = errs[:0]
		u, err := opts.Parse(s)
		sinkURL = u
		return err == nil
	})
}

// BenchmarkNewURLList is the floor under BenchmarkParseList that no parser
// behind Parse's API goes below: per line, only what Parse does for input
// already in serialized form once it has recognized it, one allocation (a
// new URL whose href is the line) and the garbage collection that brings,
// and no parsing at all. Parse's time per URL minus this one is the
// parser's own work. The layout is left zero: nobody reads these URLs, and
// benchmarks run without the check of each record written (TestMain).
func BenchmarkNewURLList(b *testing.B) {
	benchList(b, func(s string) bool {
		u := new(URL)
		u.setRecord(record{href: s})
		sinkURL = u
		return true
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

// benchURLs are typical single URLs for the micro-benchmarks.
var benchURLs = []struct{ name, input string }{
	{"short", "https://example.com/"},
	{"path", "https://www.example.com/docs/guide/intro.html"},
	{"long_query", "https://www.example.com/search?q=weburl+go&lang=en&page=2&sort=relevance&filter=recent&utm_source=newsletter&utm_medium=email#results"},
	{"credentials_port", "https://user:pass@example.com:8080/a/b"},
	{"idna_host", "https://bücher.example/straße?q=ü"},
	{"ipv4_host", "http://192.168.0.1:8080/admin"},
	{"ipv4_hex_host", "http://0xC0.0xA8.0.1/"},
	{"ipv6_host", "http://[2001:db8::ff00:42:8329]:443/index"},
	{"file", "file:///usr/local/share/doc/index.html"},
	{"windows_file", "file:///C|/Users/a/b.txt"},
	{"non_canonical", "HTTPS://Example.COM:443/a/./b/../c d?x y#z w"},
	{"opaque", "mailto:someone@example.com?subject=hello"},
}

func BenchmarkParse(b *testing.B) {
	for _, bu := range benchURLs {
		b.Run(bu.name, func(b *testing.B) {
			b.SetBytes(int64(len(bu.input)))
			b.ReportAllocs()
			for b.Loop() {
				sinkURL, _ = Parse(bu.input)
			}
		})
	}
	base, _ := Parse("https://example.com/a/b/c?q#f")
	b.Run("relative", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkURL, _ = base.Parse("../d/e.html?x=1")
		}
	})
}

func BenchmarkCanParse(b *testing.B) {
	for _, bu := range benchURLs {
		b.Run(bu.name, func(b *testing.B) {
			b.SetBytes(int64(len(bu.input)))
			b.ReportAllocs()
			for b.Loop() {
				CanParse(bu.input)
			}
		})
	}
}

func BenchmarkGetters(b *testing.B) {
	u, err := Parse("https://user:pass@example.com:8080/a/b?q=1#frag")
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range Attributes() {
		get := getters[name]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString = get(u)
			}
		})
	}
}

func BenchmarkSetters(b *testing.B) {
	u, err := Parse("https://user:pass@example.com:8080/a/b?q=1#frag")
	if err != nil {
		b.Fatal(err)
	}
	values := map[string]string{
		"href": "http://example.org/x", "protocol": "http", "username": "admin", "password": "secret",
		"host": "example.org:81", "hostname": "example.org", "port": "8443", "pathname": "/c/../d e",
		"search": "?a=1&b=2", "hash": "#top",
	}
	for _, name := range setterNames {
		set, value := setters[name], values[name]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			v := u.Clone()
			for b.Loop() {
				*v = *u
				set(v, value)
			}
		})
	}
}

func BenchmarkSearchParams(b *testing.B) {
	query := "q=weburl+go&lang=en&page=2&sort=relevance&filter=recent&utm_source=newsletter&utm_medium=email&x=%C3%BC"
	b.Run("parse", func(b *testing.B) {
		b.SetBytes(int64(len(query)))
		b.ReportAllocs()
		for b.Loop() {
			NewSearchParams(query)
		}
	})
	sp := NewSearchParams(query)
	b.Run("sort", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c := NewSearchParamsFromSeq(sp.All())
			c.Sort()
		}
	})
	b.Run("serialize", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkString = sp.String()
		}
	})
}

// mixedList returns a deterministic list of n URLs that exercise the slow
// paths: non-ASCII hosts, percent-encoding, dot segments, IP hosts,
// credentials, and (marked with a leading "\x00") relative references.
func mixedList(n int) []string {
	parts := [][]string{
		{"http", "https", "HTTPS", "ws", "ftp", "file", "foo"},
		{"", "user@", "user:pa%20ss@", "a:b@"},
		{"example.com", "EXAMPLE.org", "bücher.de", "xn--fa-hia.de", "127.0.0.1", "0x7f.1", "[::1]", "[2001:db8::1]", "例え.テスト", "exa%41mple.com"},
		{"", ":8080", ":80", ":443"},
		{"/", "/a/b/c", "/a/./b/../c", "/%2e%2E/x", "/a b/ü", "/a\\b", "//x//y"},
		{"", "?q=1", "?q=a b&c=ü", "?'x'"},
		{"", "#f", "#a b"},
	}
	rels := []string{"../x", "./y?z", "/abs", "//other.example/p", "?only", "#frag", "c%20d/e"}
	out := make([]string, 0, n)
	state := uint64(1)
	next := func(k int) int { // xorshift: deterministic without math/rand
		state ^= state << 13
		state ^= state >> 7
		state ^= state << 17
		return int(state % uint64(k))
	}
	for len(out) < n {
		if next(5) == 0 {
			out = append(out, "\x00"+rels[next(len(rels))])
			continue
		}
		var sb strings.Builder
		sb.WriteString(parts[0][next(len(parts[0]))])
		sb.WriteString("://")
		for _, p := range parts[1:] {
			sb.WriteString(p[next(len(p))])
		}
		out = append(out, sb.String())
	}
	return out
}

func BenchmarkParseMixed(b *testing.B) {
	list := mixedList(10000)
	base, _ := Parse("https://example.com/a/b/c?q#f")
	size := 0
	for _, s := range list {
		size += len(s)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range list {
			if s[0] == 0 {
				sinkURL, _ = base.Parse(s[1:])
			} else {
				sinkURL, _ = Parse(s)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(list)), "ns/URL")
}

// hostileInputs builds inputs of about n bytes that stress one part of the
// parser each.
var hostileInputs = []struct {
	name  string
	build func(n int) string
}{
	{"dotdot_path", func(n int) string { return "http://h/" + strings.Repeat("../", n/3) }},
	{"empty_segments", func(n int) string { return "http://h/" + strings.Repeat("/", n) }},
	{"dot_segments", func(n int) string { return "http://h/" + strings.Repeat("./", n/2) + "a" }},
	{"dot_after_plain", func(n int) string { return "http://h/" + strings.Repeat("a/./", n/4) + "a" }},
	{"encoded_dot_segments", func(n int) string { return "http://h/" + strings.Repeat("a/%2e/", n/6) + "x.y" }},
	{"long_host_label", func(n int) string { return "http://" + strings.Repeat("a", n) + "/" }},
	{"long_idna_label", func(n int) string { return "http://" + strings.Repeat("ü", n/2) + "/" }},
	{"percent_encoded", func(n int) string { return "http://h/" + strings.Repeat("%41", n/3) }},
	{"to_encode", func(n int) string { return "http://h/" + strings.Repeat("ü ", n/3) }},
	{"tabs_newlines", func(n int) string { return "http://h/" + strings.Repeat("\t\n", n/2) + "x" }},
	{"userinfo_ats", func(n int) string { return "http://" + strings.Repeat("@", n) + "h/" }},
	{"ipv4_zeros", func(n int) string { return "http://0x" + strings.Repeat("0", n) + "/" }},
}

// BenchmarkHostile parses each hostile input at 1 KiB, 64 KiB and 1 MiB and
// reports ns/byte, which must stay flat: parsing costs time linear in the
// input's length.
func BenchmarkHostile(b *testing.B) {
	for _, h := range hostileInputs {
		for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
			input := h.build(size)
			b.Run(h.name+"/"+sizeName(size), func(b *testing.B) {
				b.SetBytes(int64(len(input)))
				for b.Loop() {
					sinkURL, _ = Parse(input)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(input)), "ns/byte")
			})
		}
	}
	// A query of many pairs through the application/x-www-form-urlencoded
	// parser and serializer.
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
		query := strings.Repeat("a=1&", size/4)
		b.Run("search_params/"+sizeName(size), func(b *testing.B) {
			b.SetBytes(int64(len(query)))
			for b.Loop() {
				sinkString = NewSearchParams(query).String()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(query)), "ns/byte")
		})
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return strconv.Itoa(n>>20) + "MiB"
	}
	return strconv.Itoa(n>>10) + "KiB"
}

// BenchmarkQueryEdits measures a sequence of changes through a URL's query
// object against the same changes on a detached list that is then set as
// the URL's query once. The URL's query object must cost at most 2x the
// detached list: every change keeps the href exact, in time in proportion
// to the change (appends), or to the query's length where the detached
// list also pays that much (set, delete).
func BenchmarkQueryEdits(b *testing.B) {
	const appends = 16000
	for _, href := range []string{"https://example.com/search?q=1", "https://example.com/search?q=1#frag"} {
		name := "no_fragment"
		if strings.Contains(href, "#") {
			name = "fragment"
		}
		b.Run("appends/url/"+name, func(b *testing.B) {
			for b.Loop() {
				u, _ := Parse(href)
				sp := u.SearchParams()
				for range appends {
					sp.Append("name", "value")
				}
				sinkString = u.Href()
			}
		})
		b.Run("appends/detached/"+name, func(b *testing.B) {
			for b.Loop() {
				u, _ := Parse(href)
				sp := NewSearchParams(u.Search())
				for range appends {
					sp.Append("name", "value")
				}
				u.SetSearch(sp.String())
				sinkString = u.Href()
			}
		})
	}
	// A mix: appends of 100 names in turn, with a set every 10th and a
	// delete every 25th change.
	const mixed = 4000
	edit := func(sp *SearchParams, i int) {
		sp.Append("k"+strconv.Itoa(i%100), "v")
		if i%10 == 0 {
			sp.Set("k0", strconv.Itoa(i))
		}
		if i%25 == 0 {
			sp.Delete("k1")
		}
	}
	b.Run("mixed/url", func(b *testing.B) {
		for b.Loop() {
			u, _ := Parse("https://example.com/search?q=1")
			sp := u.SearchParams()
			for i := range mixed {
				edit(sp, i)
			}
			sinkString = u.Href()
		}
	})
	b.Run("mixed/detached", func(b *testing.B) {
		for b.Loop() {
			u, _ := Parse("https://example.com/search?q=1")
			sp := NewSearchParams(u.Search())
			for i := range mixed {
				edit(sp, i)
			}
			u.SetSearch(sp.String())
			sinkString = u.Href()
		}
	})
}

// BenchmarkSearchParamsParse parses a query of many pairs at 1 KiB, 64 KiB
// and 1 MiB and reports ns/byte, which must stay flat (at 1 MiB within 1.2x
// of 1 KiB): the list holds no pointers for the garbage collector to scan.
func BenchmarkSearchParamsParse(b *testing.B) {
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
		query := strings.Repeat("a=1&", size/4)
		b.Run(sizeName(size), func(b *testing.B) {
			b.SetBytes(int64(len(query)))
			b.ReportAllocs()
			for b.Loop() {
				sinkParams = NewSearchParams(query)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(query)), "ns/byte")
		})
	}
}

var sinkParams *SearchParams

// BenchmarkHostileEntryPoints runs each exported entry point on inputs
// built to cost the most per byte, at 1 KiB, 64 KiB and 1 MiB, and reports
// ns/byte, which must stay flat (at 1 MiB within 1.5x of 1 KiB): every
// entry point takes time linear in its input.
func BenchmarkHostileEntryPoints(b *testing.B) {
	base := mustParse("https://example.com/a/b/c?q#f")
	cases := []struct {
		name  string
		build func(n int) string
		run   func(s string)
	}{
		{"parse_with_base/dotdot", func(n int) string { return strings.Repeat("../", n/3) }, func(s string) { base.Parse(s) }},
		// The fast paths for special URLs whose authority needs changes.
		{"can_parse/slashes", func(n int) string { return "http:" + strings.Repeat("/\\", n/2) + "h/" }, func(s string) { CanParse(s) }},
		{"can_parse/userinfo_ats", func(n int) string { return "http://" + strings.Repeat("a@", n/2) + "h/" }, func(s string) { CanParse(s) }},
		{"can_parse/port_zeros", func(n int) string { return "http://h:" + strings.Repeat("0", n) + "/" }, func(s string) { CanParse(s) }},
		{"parse/slashes", func(n int) string { return "HTTP:" + strings.Repeat("/", n) + "h/x" }, func(s string) { Parse(s) }},
		{"parse/port_zeros", func(n int) string { return "http://h:" + strings.Repeat("0", n) + "/" }, func(s string) { Parse(s) }},
		{"set_pathname", func(n int) string { return strings.Repeat("a/./", n/4) }, func(s string) { mustParse("https://x/").SetPathname(s) }},
		{"set_host/idna", func(n int) string { return strings.Repeat("ü", n/2) }, func(s string) { mustParse("https://x/").SetHost(s) }},
		{"set_search", func(n int) string { return strings.Repeat("a b&", n/4) }, func(s string) { mustParse("https://x/").SetSearch(s) }},
		{"set_hash", func(n int) string { return strings.Repeat("<\x01", n/2) }, func(s string) { mustParse("https://x/").SetHash(s) }},
		{"set_username", func(n int) string { return strings.Repeat("@:", n/2) }, func(s string) { mustParse("https://x/").SetUsername(s) }},
		{"set_port", func(n int) string { return strings.Repeat("0", n) + "80" }, func(s string) { mustParse("https://x/").SetPort(s) }},
		{"search_params_sort", func(n int) string { return strings.Repeat("b=1&a=2&", n/8) }, func(s string) { NewSearchParams(s).Sort() }},
		{"search_params_delete", func(n int) string { return strings.Repeat("a=1&b=2&", n/8) }, func(s string) { NewSearchParams(s).Delete("a") }},
		{"parse_host/ipv6", func(n int) string { return "[" + strings.Repeat("0", n) + "]" }, func(s string) { ParseHost(s, false) }},
		{"parse_host/opaque", func(n int) string { return strings.Repeat("%zz", n/3) }, func(s string) { ParseHost(s, true) }},
		{"domain_to_ascii", func(n int) string { return strings.Repeat("ab.", n/3) }, func(s string) { DomainToASCII(s, false) }},
		{"percent_decode", func(n int) string { return strings.Repeat("%4", n/2) }, func(s string) { PercentDecode(s) }},
		{"parse_urlencoded", func(n int) string { return strings.Repeat("+%=&", n/4) }, func(s string) { ParseURLEncoded(s) }},
		{"set_password", func(n int) string { return strings.Repeat("@:/", n/3) }, func(s string) { mustParse("https://x/").SetPassword(s) }},
		{"set_protocol", func(n int) string { return strings.Repeat("a", n) + ":" }, func(s string) { mustParse("https://x/").SetProtocol(s) }},
		{"set_hostname/idna", func(n int) string { return strings.Repeat("ü.", n/3) }, func(s string) { mustParse("https://x/").SetHostname(s) }},
		{"set_href", func(n int) string { return "https://x/" + strings.Repeat("a/../", n/5) }, func(s string) { mustParse("https://x/").SetHref(s) }},
		{"url_search_params_set", func(n int) string { return strings.Repeat("a=1&b=2&", n/8) }, func(s string) {
			u := mustParse("https://x/?" + s)
			u.SearchParams().Set("a", "3")
		}},
		{"percent_encode", func(n int) string { return strings.Repeat("é ", n/3) }, func(s string) { PercentEncode(s, ComponentPercentEncodeSet) }},
		{"idna/one_run", func(n int) string { return "a" + strings.Repeat("\u0301", n/2) }, func(s string) { ParseHost(s, false) }},
		{"idna/many_runs", func(n int) string { return strings.Repeat("a"+strings.Repeat("\u0316\u0301", 16), n/130) }, func(s string) { ParseHost(s, false) }},
		{"idna/long_ace_label", func(n int) string { return "é.xn--9ca" + strings.Repeat("a", n) }, func(s string) { ParseHost(s, false) }},
		{"idna/long_ace_label_of_ü", func(n int) string { return "é." + aceLabel(strings.Repeat("ü", n/2)) }, func(s string) { ParseHost(s, false) }},
		{"domain_to_unicode/one_run", func(n int) string { return "a" + strings.Repeat("\u0301", n/2) }, func(s string) { DomainToUnicode(s) }},
		{"validation_errors", func(n int) string { return "https://x/" + strings.Repeat("\\ ", n/2) }, func(s string) {
			var errs []ValidationErrorAt
			ParseOptions{ValidationErrors: &errs}.Parse(s)
		}},
	}
	for _, c := range cases {
		for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
			input := c.build(size)
			b.Run(c.name+"/"+sizeName(size), func(b *testing.B) {
				b.SetBytes(int64(len(input)))
				for b.Loop() {
					c.run(input)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(input)), "ns/byte")
			})
		}
	}
}

// aceLabel returns "xn--" and the Punycode encoding of label, a label
// that Unicode ToASCII leaves as it is but for the encoding.
func aceLabel(label string) string {
	ascii, _ := idna.ToASCII(label, false)
	return ascii
}

// BenchmarkQueryList parses the query of every URL of each list that has
// one, with NewSearchParams and with net/url's ParseQuery (what
// r.URL.Query() runs on a server), each result read once; ns/query and
// allocs/query are per query. The queries are the URL Standard's (as a
// browser sends them).
func BenchmarkQueryList(b *testing.B) {
	for _, name := range testdata.BenchLists {
		lines := testdata.BenchList(b, name)
		var queries []string
		for _, l := range lines {
			if u, err := Parse(l); err == nil && len(u.Search()) > 1 {
				queries = append(queries, u.Search()[1:])
			}
		}
		if len(queries) == 0 {
			continue
		}
		for _, parser := range []struct {
			name  string
			parse func(string) int
		}{
			{"weburl", func(q string) int { return NewSearchParams(q).Len() }},
			{"net_url", func(q string) int { v, _ := url.ParseQuery(q); return len(v) }},
		} {
			b.Run(name+"/"+parser.name, func(b *testing.B) { allocs.PerItem(b, "query", queries, parser.parse) })
		}
	}
}
