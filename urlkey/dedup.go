package urlkey

import (
	"path"
	"slices"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
)

// Dedup is a crawler's deduplication key: two URLs get the same key when a
// browser would request the same resource with them, by the URL Standard
// and RFC 3986's equivalences, and in practice by every server: the
// fragment, the credentials, the order of differently named query pairs
// and percent-encoded unreserved characters do not count.
//
// Its parser is ParseWHATWG: the key starts from the URL that a browser
// would request, so everything the URL Standard normalizes is already equal
// (scheme and host case, IDNA, IPv4 forms such as "0x7f.1", IPv6 forms,
// default ports, "." and ".." segments and their "%2e" forms, '\' in
// special URLs, tabs and newlines, percent-encoding of what must be
// encoded). Input that is not a URL (such as "example.com/a", which has no
// scheme) has no key. The steps it adds, in order:
//
//   - "strip-fragment": the fragment never reaches the server;
//   - "strip-userinfo": credentials say who asks, not what for;
//   - "normalize-percent-encoding": in the path and the query, "%XX" of an
//     unreserved character (ASCII letters, digits, '-', '.', '_', '~')
//     decoded and the hex digits of every other "%XX" uppercased (RFC 3986
//     sections 6.2.2.1 and 6.2.2.2: "/%7euser" and "/~user" are one);
//   - "sort-query": the query's pairs (split at '&'; empty pieces dropped)
//     sorted by name (the bytes before the first '='), keeping each pair
//     as it is written and pairs of one name in their order, since
//     "?a=1&a=2" and "?a=2&a=1" are different lists;
//   - "strip-empty-query": a query with no pair left is none.
//
// The key is the URL serialized (Record.String). What it leaves unequal on
// purpose: path case, runs of '/', a trailing '/' or '.', "www.", and
// reserved characters escaped or not ("%2F" is not "/"), since servers may
// tell those apart; percent-encoding is decoded once, never repeatedly
// ("%2541" is not "%41"). Profile.With adds steps such as DropQuery.
var Dedup Profile

// stepStripEmptyQuery is the name of Dedup's step that removes an empty
// query (DropQuery's step goes before it).
const stepStripEmptyQuery = "strip-empty-query"

func init() {
	Dedup = Profile{
		Name:  "dedup",
		Parse: ParseWHATWG,
		Steps: []Step{
			{Name: "strip-fragment", Apply: stripFragment},
			{Name: "strip-userinfo", Apply: stripUserinfo},
			{Name: "normalize-percent-encoding", Apply: normalizePercentEncoding},
			{Name: "sort-query", Apply: sortQuery},
			{Name: stepStripEmptyQuery, Apply: stripEmptyQuery},
		},
	}
}

// isUnreserved reports whether c is an unreserved character of RFC 3986
// (section 2.3).
func isUnreserved(c byte) bool {
	return isAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

func normalizePercentEncoding(r *Record) error {
	r.Path = normalizeEscapes(r.Path)
	r.Query = normalizeEscapes(r.Query)
	return nil
}

// normalizeEscapes decodes each "%XX" of an unreserved character in s and
// uppercases the hex digits of the others.
func normalizeEscapes(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		if c != '%' || i+2 >= len(s) || !ascii.IsHexDigit(s[i+1]) || !ascii.IsHexDigit(s[i+2]) {
			b.WriteByte(c)
			continue
		}
		v := ascii.HexValue(s[i+1])<<4 | ascii.HexValue(s[i+2])
		if isUnreserved(v) {
			b.WriteByte(v)
		} else {
			b.WriteByte('%')
			b.WriteByte(upperHex[v>>4])
			b.WriteByte(upperHex[v&15])
		}
		i += 2
	}
	return b.String()
}

func sortQuery(r *Record) error {
	if r.Query == "" {
		return nil
	}
	type pair struct {
		text, name string
		i          int // the pair's place, so that equal names keep their order
	}
	var pairs []pair
	for t := range strings.SplitSeq(r.Query, "&") {
		if t != "" {
			name, _, _ := strings.Cut(t, "=")
			pairs = append(pairs, pair{t, name, len(pairs)})
		}
	}
	// A total order (name, then place) sorts as a stable sort by name
	// would, in n log n (SortStableFunc takes n log² n).
	slices.SortFunc(pairs, func(a, b pair) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		return a.i - b.i
	})
	var b strings.Builder
	b.Grow(len(r.Query))
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p.text)
	}
	r.Query = b.String()
	return nil
}

// DropQuery returns a step named "drop-query" that removes the query
// pairs whose name (the bytes before the first '=', percent-decoded)
// matches one of patterns, in path.Match syntax: DropQuery("utm_*",
// "fbclid") for tracking parameters. It returns path.ErrBadPattern when a
// pattern is malformed.
//
// Profile.With runs the step right before the profile's step that removes
// an empty query (Dedup's "strip-empty-query", SURT's
// "ia-query-strip-empty", Aggressive's
// "remove-redundant-ampersands-from-query", before its
// "omit-question-mark-if-query-empty"), so that a query left with no pair
// loses its '?' there: Dedup.With(DropQuery("utm_*")) keys
// "https://example.com/a?utm_source=x" as "https://example.com/a". With a
// profile that keeps an empty query (SafeBrowsing, SemanticPrecise,
// Semantic), the step runs last and the '?' stays.
func DropQuery(patterns ...string) (Step, error) {
	for _, p := range patterns {
		if _, err := path.Match(p, ""); err != nil {
			return Step{}, err
		}
	}
	return Step{Name: "drop-query", Before: emptyQuerySteps, Apply: func(r *Record) error {
		if r.Query == "" {
			return nil
		}
		pairs := strings.Split(r.Query, "&")
		pairs = slices.DeleteFunc(pairs, func(p string) bool {
			name, _, _ := strings.Cut(p, "=")
			name = weburl.PercentDecode(name)
			return slices.ContainsFunc(patterns, func(pattern string) bool {
				ok, _ := path.Match(pattern, name)
				return ok
			})
		})
		r.Query = strings.Join(pairs, "&")
		return nil
	}}, nil
}

// emptyQuerySteps are the names of the package's steps that remove an
// empty query.
var emptyQuerySteps = []string{stepStripEmptyQuery, stepIAQueryStripEmpty, stepRemoveRedundantAmpersands, stepOmitQuestionMark}
