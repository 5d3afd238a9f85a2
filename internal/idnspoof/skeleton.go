package idnspoof

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna"
	"github.com/weburl/weburl/internal/uniprops"
)

// Skeleton returns the UTS #39 skeleton of s (section 4): NFD, each code
// point that is not default-ignorable replaced by its prototype in
// confusables.txt (itself when it has none), NFD again.
func Skeleton(s string) string {
	var buf [128]byte
	nfd := idna.AppendNFD(buf[:0], s)
	mapped := make([]byte, 0, len(nfd))
	for _, r := range string(nfd) {
		if uniprops.Of(r).DefaultIgnorable() {
			continue
		}
		if p, ok := prototype(r); ok {
			mapped = append(mapped, p...)
		} else {
			mapped = utf8.AppendRune(mapped, r)
		}
	}
	return string(idna.AppendNFD(nil, string(mapped)))
}

// prototype returns the prototype of r in confusables.txt, and false when
// r has none.
func prototype(r rune) (string, bool) {
	i, ok := slices.BinarySearch(confusableKeys[:], uint32(r))
	if !ok {
		return "", false
	}
	return confusableData[confusableOffsets[i]:confusableOffsets[i+1]], true
}

// Limits of the hostnames made from one hostname by its characters of
// several skeletons (Chromium's): at most maxAlternatives of them, and none
// for a hostname of more than maxAlternativesLength UTF-16 code units or
// with more than maxAlternativeChars such characters.
const (
	maxAlternatives       = 128
	maxAlternativesLength = 32
	maxAlternativeChars   = 5
)

// Skeletons returns the skeletons by which Chromium compares the hostname
// host (a domain in Unicode, lowercase) with top domains, sorted and
// without repeats: host without its trailing dot, its diacritics removed
// when it is all Latin, Greek, Cyrillic, digits, ".", "_" and "-"
// (NFD, nonspacing marks removed, NFC, then ł, ø and đ as l, o and d),
// in each of its variants by the characters that look like more than one
// (þ as b or p, œ as ce or oe, ł as l or t), mapped by Chromium's extra
// confusables, then the skeleton of each; and for a variant with ӏ (U+04CF)
// also the skeleton with ӏ as l.
//
// Unlike Chromium, which then has no skeleton at all, a hostname longer
// than 32 UTF-16 code units or with more than five characters of several
// skeletons still has the skeleton of its one variant without
// alternatives.
func Skeletons(host string) []string {
	host = strings.TrimSuffix(host, ".")
	plain := removeDiacritics(host)
	variants := alternatives(plain)
	if strings.ContainsRune(host, 'ł') {
		variants = append(variants, alternatives(host)...)
	}
	if len(variants) == 0 {
		variants = []string{plain}
	}
	var out []string
	for _, v := range variants {
		v = mapExtraConfusables(v)
		if strings.ContainsRune(v, 0x04CF) {
			out = append(out, Skeleton(strings.ReplaceAll(v, "\u04cf", "l")))
		}
		out = append(out, Skeleton(v))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// removeDiacritics returns s without its diacritics when it is made of
// Latin, Greek and Cyrillic letters, digits, ".", "_", "-" and the marks of
// U+0300 to U+0339 (Chromium's diacritic remover), s otherwise.
func removeDiacritics(s string) string {
	if !lgcOnly(s) {
		return s
	}
	nfd := idna.AppendNFD(nil, s)
	kept := nfd[:0]
	for _, r := range string(nfd) {
		if uniprops.Of(r).GeneralCategory() != "Mn" {
			kept = utf8.AppendRune(kept, r)
		}
	}
	out := string(idna.AppendNFC(nil, string(kept)))
	for i := 0; i < len(diacriticExtras); {
		from, n := utf8.DecodeRuneInString(diacriticExtras[i:])
		to, m := utf8.DecodeRuneInString(diacriticExtras[i+n:])
		out = strings.ReplaceAll(out, string(from), string(to))
		i += n + m
	}
	return out
}

// alternatives returns the variants of s in which each character of
// several skeletons is itself or one of its alternatives, at most
// maxAlternatives of them, in Chromium's order (breadth first: the earlier
// character's choice varies slowest, the character itself first); none
// when s is longer than maxAlternativesLength UTF-16 code units or has more
// than maxAlternativeChars such characters.
func alternatives(s string) []string {
	if s == "" || utf16Len(s) > maxAlternativesLength {
		return nil
	}
	special := 0
	for _, r := range s {
		if alternativesOf(r) != nil {
			special++
		}
	}
	switch {
	case special == 0:
		return []string{s}
	case special > maxAlternativeChars:
		return nil
	}
	out := []string{""}
	for i, r := range s {
		alts := alternativesOf(r)
		if alts == nil {
			continue
		}
		next := make([]string, 0, len(out)*(1+len(alts)))
		for _, prefix := range out {
			next = append(next, prefix+string(r))
			for _, alt := range alts {
				next = append(next, prefix+alt)
			}
		}
		// The code points up to the next special one are the same in every
		// variant: append them to each.
		end := len(s)
		for j, c := range s[i+utf8.RuneLen(r):] {
			if alternativesOf(c) != nil {
				end = i + utf8.RuneLen(r) + j
				break
			}
		}
		for k := range next {
			next[k] += s[i+utf8.RuneLen(r) : end]
		}
		out = next
	}
	if first := strings.IndexFunc(s, func(r rune) bool { return alternativesOf(r) != nil }); first > 0 {
		for k := range out {
			out[k] = s[:first] + out[k]
		}
	}
	if len(out) > maxAlternatives {
		out = out[:maxAlternatives]
	}
	return out
}

// alternativesOf returns the alternatives of r, a character of several
// skeletons, nil for any other.
func alternativesOf(r rune) []string {
	for i := range multipleSkeletons {
		if multipleSkeletons[i].r == r {
			return multipleSkeletons[i].alternatives[:]
		}
	}
	return nil
}

// extraConfusable returns what Chromium's extra confusables map r to, ""
// when they do not map it.
func extraConfusable(r rune) string {
	if r < utf8.RuneSelf {
		return ""
	}
	for _, m := range extraConfusables {
		if strings.ContainsRune(m.from, r) {
			return m.to
		}
	}
	return ""
}

// mapExtraConfusables maps each character of s by Chromium's extra
// confusables.
func mapExtraConfusables(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return extraConfusable(r) != "" }) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if to := extraConfusable(r); to == "" {
			b.WriteRune(r)
		} else {
			b.WriteString(to)
		}
	}
	return b.String()
}

// An Index maps the skeletons of a list of top domains to the domains, for
// SimilarTopDomain.
type Index struct {
	domains   map[string]string // skeleton -> the first domain that has it
	maxLabels int               // the most labels of a domain of the list
}

// NewIndex returns the index of domains (in Unicode, lowercase).
func NewIndex(domains []string) *Index {
	x := &Index{domains: map[string]string{}, maxLabels: 2}
	for _, d := range domains {
		if n := strings.Count(d, ".") + 1; n > x.maxLabels {
			x.maxLabels = n
		}
		for _, s := range Skeletons(d) {
			if _, ok := x.domains[s]; !ok {
				x.domains[s] = d
			}
		}
	}
	return x
}

// Len returns the number of skeletons in x.
func (x *Index) Len() int { return len(x.domains) }

// SimilarTopDomain returns the top domain of x whose skeleton is that of
// the hostname host (a domain in Unicode, lowercase) or of its last labels
// (at least two, at most as many as the longest domain of x has), and
// false when there is none, or when host is that top domain or one of its
// subdomains (Chromium's GetSimilarTopDomain): host's skeletons are tried
// in order, and the first that matches decides.
func (x *Index) SimilarTopDomain(host string) (string, bool) {
	if x == nil || len(x.domains) == 0 || host == "" {
		return "", false
	}
	for _, s := range Skeletons(host) {
		if d, ok := x.lookup(s); ok {
			if host == d || strings.HasSuffix(host, "."+d) {
				return "", false
			}
			return d, true
		}
	}
	return "", false
}

// lookup returns the top domain of the skeleton s or of its last labels,
// from the longest suffix of at most x.maxLabels labels down to two.
func (x *Index) lookup(s string) (string, bool) {
	labels := strings.Count(s, ".") + 1
	for start := 0; labels >= 2; labels-- {
		if labels <= x.maxLabels {
			if d, ok := x.domains[s[start:]]; ok {
				return d, true
			}
		}
		i := strings.IndexByte(s[start:], '.')
		start += i + 1
	}
	return "", false
}
