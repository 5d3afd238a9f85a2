package bench

// Canonical keys: weburl's urlkey profiles against nlnwa/whatwg-url's
// canonicalizer profiles on the benchmark lists, for speed
// (BenchmarkCanonical) and, for the crawler dedup key, for what each
// gives (TestDedupVersusSemantic).

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nlnwa/whatwg-url/canonicalizer"
	whatwg "github.com/nlnwa/whatwg-url/url"
	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlkey"
)

// keyLists are the lists the canonical-key benchmarks read.
var keyLists = []string{"kasztp", "userbait", "hard", "wpt"}

// keyers are the contestants of BenchmarkCanonical: each makes one key.
var keyers = []struct {
	name string
	key  func(string) bool
}{
	{"urlkey_SURT", func(s string) bool { k, err := urlkey.SURT.Key(s); sinkString = k; return err == nil }},
	{"urlkey_SafeBrowsing", func(s string) bool { k, err := urlkey.SafeBrowsing.Key(s); sinkString = k; return err == nil }},
	{"urlkey_SafeBrowsing+hashes", func(s string) bool {
		e, err := urlkey.SafeBrowsingExpressions(s)
		if len(e) > 0 {
			sinkString = e[0].Text
		}
		return err == nil
	}},
	{"urlkey_Dedup", func(s string) bool { k, err := urlkey.Dedup.Key(s); sinkString = k; return err == nil }},
	{"nlnwa_GoogleSafeBrowsing", nlnwaKey(canonicalizer.GoogleSafeBrowsing)},
	{"nlnwa_Semantic", nlnwaKey(canonicalizer.Semantic)},
}

func nlnwaKey(p whatwg.Parser) func(string) bool {
	return func(s string) bool {
		u, err := p.Parse(s)
		if err != nil {
			return false
		}
		sinkString = u.String()
		return true
	}
}

// BenchmarkCanonical makes the key of every line of each list with each
// contestant; ns/URL divides by the lines, keys/s is its inverse.
func BenchmarkCanonical(b *testing.B) {
	for _, list := range keyLists {
		lines := loadList(b, list)
		for _, k := range keyers {
			b.Run(k.name+"/"+list, func(b *testing.B) {
				keyed := 0
				for b.Loop() {
					keyed = 0
					for _, l := range lines {
						if k.key(l) {
							keyed++
						}
					}
				}
				ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(len(lines))
				b.ReportMetric(ns, "ns/URL")
				b.ReportMetric(1e9/ns, "keys/s")
				b.ReportMetric(float64(keyed), "keyed")
			})
		}
	}
}

// A difference class explains why Dedup's key and nlnwa's Semantic key of
// one input differ.
type differenceClass struct {
	name, why string
}

var (
	classSchemeless    = differenceClass{"schemeless input", "not a URL to the URL Standard (no scheme: a browser would not visit it); Semantic puts \"http://\" in front (\"\\ufeffhttps://x\" becomes http://https/x)"}
	classNotURL        = differenceClass{"not a URL (other)", "the URL Standard's parser fails (a forbidden host code point, a bad port or IPv6 address); Semantic's lax host parsing accepts it"}
	classSemanticErr   = differenceClass{"Semantic fails", "Semantic's parser fails where the URL Standard's does not"}
	classHost          = differenceClass{"host", "Semantic trims leading and trailing dots from the host (\"file://.flake8\" is file://flake8/, \"bkent.net.\" is bkent.net), makes runs of dots one and an empty host 0.0.0.0 (\"http://../\"); to a browser those are other hosts, and Dedup keeps the URL Standard's"}
	classSlashes       = differenceClass{"runs of '/'", "Semantic makes runs of '/' in the path one; to a server \"//a\" and \"/a\" are different paths"}
	classPathDecode    = differenceClass{"path: repeated and reserved decoding", "Semantic percent-decodes the path repeatedly and decodes reserved characters and some that the URL Standard encodes (\"%3D\" is '=', \"%5E\" is '^', \"%257E\" is '~'); Dedup decodes only unreserved ones, once (RFC 3986 6.2.2.2)"}
	classPathBackslash = differenceClass{"path: '%5C' decoded to a separator", "Semantic decodes \"%5C\" to '\\', which its parser then reads as '/' (and collapses runs of '/'): \"/%5C/a/\" is \"/a/\", another path to a server"}
	classQueryForm     = differenceClass{"query: pairs re-serialized", "Semantic rewrites each query pair as a form serializer would ('+' is \"%20\", a name without '=' gets one, '=' in a value is \"%3D\"); Dedup keeps each pair as written"}
	classQueryDecode   = differenceClass{"query: repeated and reserved decoding", "Semantic percent-decodes the query's pairs repeatedly, reserved characters too (\"%2F\" is '/', \"%7C\" is '|')"}
	classQueryPlus     = differenceClass{"query: '%2B' read as a space", "Semantic decodes the query repeatedly before reading it as a form, so an encoded '+' (\"%2B\", a plus sign) becomes '+' and then a space (\"%20\"): the value changes"}
	classLatin1        = differenceClass{"non-ASCII read as ISO-8859-1", "Semantic's encoding override is ISO-8859-1: in the path a character outside Latin-1 becomes \"%1A\" (\"/拠傅\" is \"/%1A%1A\": lost), in the query UTF-8 bytes are read as Latin-1 characters and encoded again (\"%C3%A9\" is \"%C3%83%C2%A9\"); a browser sends UTF-8"}
	classEmptyQuery    = differenceClass{"empty query", "Dedup removes a query with no pair (\"/?\" is \"/\"); Semantic keeps '?'"}
	classDriveLetter   = differenceClass{"file: '%7C' decoded to a drive letter", "Semantic decodes \"%7C\" in a file URL's path to '|', which its parser then reads as a Windows drive letter's ':' (\"file:///C%7C/\" is \"file:///C:/\")"}
	classGopher        = differenceClass{"gopher: special", "Semantic keeps gopher: among the special schemes (the URL Standard removed it in 2020), so it reads a host where the standard reads an opaque path"}
	classOther         = differenceClass{"unexplained", ""}
)

// classify returns the classes that explain why ours (Dedup's key, or
// errOurs) and theirs (Semantic's, or errTheirs) differ.
func classify(input, ours, theirs string, errOurs, errTheirs error) []differenceClass {
	switch {
	case errOurs != nil && errTheirs == nil:
		if strings.Contains(errOurs.Error(), "missing-scheme-non-relative-URL") {
			return []differenceClass{classSchemeless}
		}
		return []differenceClass{classNotURL}
	case errOurs == nil && errTheirs != nil:
		return []differenceClass{classSemanticErr}
	}
	if strings.HasPrefix(strings.ToLower(strings.TrimLeft(input, " \t\n")), "gopher:") {
		return []differenceClass{classGopher}
	}
	o, t := split(ours), split(theirs)
	var classes []differenceClass
	if o.Scheme != t.Scheme || o.Host != t.Host || o.Port != t.Port {
		classes = append(classes, classHost)
	}
	if o.Path != t.Path {
		classes = append(classes, explain(o.Path, t.Path, pathTransforms)...)
	}
	if o.Query != t.Query || o.HasQuery != t.HasQuery {
		if !o.HasQuery && t.HasQuery && t.Query == "" {
			classes = append(classes, classEmptyQuery)
		} else {
			classes = append(classes, explain(o.Query, t.Query, queryTransforms)...)
		}
	}
	if len(classes) == 0 {
		classes = append(classes, classOther)
	}
	return classes
}

// A transform undoes one class of difference: two paths (or queries)
// that one class explains are equal after its transform.
type transform struct {
	class differenceClass
	apply func(string) string
}

// pathTransforms are applied in this order.
var pathTransforms = []transform{
	{classPathDecode, decodeAll},
	{classPathBackslash, func(p string) string { return strings.ReplaceAll(p, `\`, "/") }},
	{classSlashes, collapse},
	{classLatin1, dropNonASCII},
	{classDriveLetter, func(p string) string {
		if len(p) >= 3 && p[0] == '/' && p[2] == '|' {
			return p[:2] + ":" + p[3:]
		}
		return p
	}},
}

// queryTransforms are applied in this order, after each query is read as
// a form (classQueryForm: the pairs, each decoded, joined again).
var queryTransforms = []transform{
	{classQueryForm, func(q string) string { return joinPairs(weburl.ParseURLEncoded(q)) }},
	{classQueryDecode, decodeAll},
	{classQueryPlus, func(q string) string { return strings.ReplaceAll(decodeAll(q), "+", " ") }},
	{classLatin1, dropNonASCII},
}

// explain returns the smallest set of transforms' classes after which a
// and b are equal, or classOther.
func explain(a, b string, transforms []transform) []differenceClass {
	best := []differenceClass{classOther}
	for set := 1; set < 1<<len(transforms); set++ {
		x, y := a, b
		var classes []differenceClass
		for i, t := range transforms {
			if set&(1<<i) != 0 {
				x, y = t.apply(x), t.apply(y)
				classes = append(classes, t.class)
			}
		}
		if x == y && (best[0] == classOther || len(classes) < len(best)) {
			best = classes
		}
	}
	return best
}

// joinPairs writes decoded pairs as "name=value&...", '&' and '=' kept
// apart by a NUL byte.
func joinPairs(pairs [][2]string) string {
	var b strings.Builder
	for _, p := range pairs {
		b.WriteString(p[0] + "\x00=" + p[1] + "\x00&")
	}
	return b.String()
}

func dropNonASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x80 || r == 0x1a || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
}

// split splits a key "scheme://host/path?query" as it is written (the
// URL Standard's parser would normalize what differs).
func split(key string) *urlkey.Record {
	r := &urlkey.Record{}
	r.Scheme, key, _ = strings.Cut(key, "://")
	if i := strings.IndexAny(key, "/?"); i >= 0 {
		r.Host, key = key[:i], key[i:]
	} else {
		r.Host, key = key, ""
	}
	r.Path, r.Query, r.HasQuery = strings.Cut(key, "?")
	return r
}

func collapse(p string) string {
	for strings.Contains(p, "//") {
		p = strings.ReplaceAll(p, "//", "/")
	}
	return p
}

// decodeAll percent-decodes s until nothing is left to decode.
func decodeAll(s string) string {
	for {
		d := weburl.PercentDecode(s)
		if d == s {
			return s
		}
		s = d
	}
}

// TestDedupVersusSemantic compares urlkey.Dedup with nlnwa/whatwg-url's
// canonicalizer.Semantic on every line of the benchmark lists and explains
// every difference by a class; a difference that no class explains fails
// the test. go test -run DedupVersusSemantic -v prints the table.
func TestDedupVersusSemantic(t *testing.T) {
	type tally struct {
		n       int
		example string
	}
	counts := map[string]*tally{}
	total, differ := 0, 0
	for _, list := range []string{"kasztp", "userbait", "node_files", "hard", "wpt"} {
		data, err := os.ReadFile(filepath.Join(listDir, list+".txt"))
		if err != nil {
			t.Skipf("%v: fetch the lists with go run ./internal/fetchtestdata", err)
		}
		for _, in := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
			total++
			ours, errOurs := urlkey.Dedup.Key(in)
			theirs := ""
			u, errTheirs := canonicalizer.Semantic.Parse(in)
			if errTheirs == nil {
				theirs = u.String()
			}
			if (errOurs == nil) == (errTheirs == nil) && ours == theirs {
				continue
			}
			differ++
			for _, c := range classify(in, ours, theirs, errOurs, errTheirs) {
				if c == classOther {
					t.Logf("unexplained: %q: Dedup %q, Semantic %q", in, ours, theirs)
				}
				if counts[c.name] == nil {
					counts[c.name] = &tally{example: fmt.Sprintf("%q: Dedup %q, Semantic %q", in, ours, theirs)}
				}
				counts[c.name].n++
			}
		}
	}
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return counts[names[i]].n > counts[names[j]].n })
	t.Logf("%d lines, %d keys differ (%.1f%%)", total, differ, 100*float64(differ)/float64(total))
	for _, n := range names {
		t.Logf("%-40s %6d  e.g. %.200s", n, counts[n].n, counts[n].example)
	}
	if c := counts[classOther.name]; c != nil {
		t.Errorf("%d differences no class explains, e.g. %s", c.n, c.example)
	}
}
