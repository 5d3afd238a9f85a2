package weburl

import (
	"path"
	"slices"
	"strings"
)

// Lossless query edits for crawlers and caches. SearchParams changes
// re-serialize every pair (the standard's update steps), which is lossy:
// "?b&a=/p,q" sorts to "?a=%2Fp%2Cq&b=", and "?q=%E9" and "?q=%E8" both
// become "?q=%EF%BF%BD". The methods here move and remove the query's
// pairs as they are written in it, byte for byte.

// rawPair is one pair of a query as it is written there, with its name as
// the application/x-www-form-urlencoded parser reads it.
type rawPair struct {
	text string // the pair as written: "a=%2Fp"
	name string // its name, decoded: "a"
}

// rawPairs splits query at '&' into its pairs, leaving out the empty
// pieces, which hold no pair (spec: #concept-urlencoded-parser).
func rawPairs(query string) []rawPair {
	var pairs []rawPair
	for piece := range strings.SplitSeq(query, "&") {
		if piece == "" {
			continue
		}
		name, _, _ := strings.Cut(piece, "=")
		pairs = append(pairs, rawPair{text: piece, name: string(appendURLDecodedPart(nil, name))})
	}
	return pairs
}

// setRawPairs makes the query the pairs joined by '&', or null when there
// are none.
func (u *URL) setRawPairs(pairs []rawPair) {
	texts := make([]string, len(pairs))
	for i, p := range pairs {
		texts[i] = p.text
	}
	u.setSerialized("search", compQuery, strings.Join(texts, "&"), len(pairs) == 0)
}

// SortQuery sorts the query's name-value pairs by name, keeping pairs with
// equal names in their order, as SearchParams.Sort does (names decoded,
// then compared by UTF-16 code units), but it keeps each pair as it is
// written in the query: "?b&a=/p,q" becomes "?a=/p,q&b", where Sort gives
// "?a=%2Fp%2Cq&b=". Empty pieces between '&'s, which hold no pair, are
// removed; a query with no pair becomes null. A nil or zero URL, or one
// without a query, is unchanged.
func (u *URL) SortQuery() {
	if u.base() == nil || u.queryEnd == u.pathEnd {
		return
	}
	pairs := rawPairs(u.query())
	slices.SortStableFunc(pairs, func(a, b rawPair) int { return compareUTF16(a.name, b.name) })
	u.setRawPairs(pairs)
}

// DeleteQueryFunc removes the query's name-value pairs for which del(name,
// value) returns true, given the name and value as the
// application/x-www-form-urlencoded parser decodes them (as
// SearchParams.All yields them), and keeps the other pairs as they are
// written in the query, unlike SearchParams.DeleteFunc, which
// re-serializes them. When it removes a pair, empty pieces between '&'s
// are removed too, and a query left with no pair becomes null; when it
// removes none, u is unchanged. A nil u or del does nothing.
func (u *URL) DeleteQueryFunc(del func(name, value string) bool) {
	if u.base() == nil || del == nil || u.queryEnd == u.pathEnd {
		return
	}
	pairs := rawPairs(u.query())
	kept := slices.DeleteFunc(slices.Clone(pairs), func(p rawPair) bool {
		_, value, _ := strings.Cut(p.text, "=")
		return del(p.name, string(appendURLDecodedPart(nil, value)))
	})
	if len(kept) < len(pairs) {
		u.setRawPairs(kept)
	}
}

// Canonical returns a copy of u in a canonical form, for a cache key or a
// crawler's seen-set: no fragment; no query pair whose decoded name
// matches one of the glob patterns drop (path.Match syntax, as "utm_*");
// the other pairs sorted by name as SortQuery sorts them, each kept as it
// is written; no empty piece between '&'s, and no query when no pair is
// left. Two URLs that differ only in what this removes or in the order of
// pairs of different names have equal canonical forms; two URLs whose
// kept pairs are written differently ("?q=%E9" and "?q=%E8", or "?a=%41"
// and "?a=A") do not. u is not changed.
//
// It returns path.ErrBadPattern when a pattern is malformed. A nil u gives
// nil, and a zero URL a zero URL.
func (u *URL) Canonical(drop ...string) (*URL, error) {
	for _, pattern := range drop {
		if _, err := path.Match(pattern, ""); err != nil {
			return nil, err
		}
	}
	c := u.Clone()
	if u.base() == nil {
		return c, nil
	}
	c.SetHash("")
	c.DeleteQueryFunc(func(name, _ string) bool {
		return slices.ContainsFunc(drop, func(pattern string) bool {
			ok, _ := path.Match(pattern, name)
			return ok
		})
	})
	c.SortQuery()
	return c, nil
}
