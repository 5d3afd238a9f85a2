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
	var buf, mappedBuf, outBuf [128]byte
	nfd := idna.AppendNFD(buf[:0], s)
	mapped := mappedBuf[:0]
	changed := false
	for _, r := range string(nfd) {
		if uniprops.Of(r).DefaultIgnorable() {
			changed = true
			continue
		}
		if p, ok := prototype(r); ok {
			mapped = append(mapped, p...)
			changed = true
		} else {
			mapped = utf8.AppendRune(mapped, r)
		}
	}
	if !changed {
		return string(nfd) // already in NFD
	}
	return string(idna.AppendNFD(outBuf[:0], string(mapped)))
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
	var buf [4]string
	variants := appendAlternatives(buf[:0], plain)
	if strings.ContainsRune(host, 'ł') {
		variants = appendAlternatives(variants, host)
	}
	if len(variants) == 0 {
		variants = append(variants, plain)
	}
	out := make([]string, 0, len(variants))
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
//
// Chromium maps ł, ø and đ to l, o and d after NFC; mapping them as the
// marks are removed gives the same: they have no decomposition, and
// neither they nor l, o and d compose with a character that is kept (no
// nonspacing mark is).
func removeDiacritics(s string) string {
	if idna.IsASCII(s) || !lgcOnly(s) {
		return s
	}
	var buf, outBuf [128]byte
	nfd := idna.AppendNFD(buf[:0], s)
	kept := nfd[:0] // never longer than what it has read of nfd
	for _, r := range string(nfd) {
		switch {
		case uniprops.Of(r).GeneralCategory() == "Mn":
		case r == 'ł':
			kept = append(kept, 'l')
		case r == 'ø':
			kept = append(kept, 'o')
		case r == 'đ':
			kept = append(kept, 'd')
		default:
			kept = utf8.AppendRune(kept, r)
		}
	}
	return string(idna.AppendNFC(outBuf[:0], string(kept)))
}

// appendAlternatives appends to dst the variants of s in which each
// character of several skeletons is itself or one of its alternatives, at
// most maxAlternatives of them, in Chromium's order (breadth first: the
// earlier character's choice varies slowest, the character itself first);
// none when s is longer than maxAlternativesLength UTF-16 code units or has
// more than maxAlternativeChars such characters.
func appendAlternatives(dst []string, s string) []string {
	if s == "" || utf16Len(s) > maxAlternativesLength {
		return dst
	}
	type special struct {
		start, end int      // its bytes in s
		alts       []string // its alternatives
	}
	var specials [maxAlternativeChars]special
	n, total := 0, 1 // total: the number of variants
	for i, r := range s {
		if alts := alternativesOf(r); alts != nil {
			if n == maxAlternativeChars {
				return dst
			}
			specials[n] = special{i, i + utf8.RuneLen(r), alts}
			n++
			total *= 1 + len(alts)
		}
	}
	if n == 0 {
		return append(dst, s)
	}
	total = min(total, maxAlternatives)
	// Variant k chooses for each special character a digit of k (0 for the
	// character itself, i for its alternative i-1), the first character's
	// digit the most significant. The variants are written one after the
	// other in b, then cut from one string.
	var ends [maxAlternatives]int
	b := make([]byte, 0, total*(len(s)+n))
	for k := range total {
		var choice [maxAlternativeChars]int
		for j, q := n-1, k; j >= 0; j-- {
			base := 1 + len(specials[j].alts)
			choice[j], q = q%base, q/base
		}
		prev := 0
		for j, sp := range specials[:n] {
			b = append(b, s[prev:sp.start]...)
			if choice[j] == 0 {
				b = append(b, s[sp.start:sp.end]...)
			} else {
				b = append(b, sp.alts[choice[j]-1]...)
			}
			prev = sp.end
		}
		b = append(b, s[prev:]...)
		ends[k] = len(b)
	}
	all := string(b)
	start := 0
	for _, end := range ends[:total] {
		dst = append(dst, all[start:end])
		start = end
	}
	return dst
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
	var b strings.Builder
	mapped := false // whether b holds s up to the current character
	for i, r := range s {
		to := extraConfusable(r)
		if to != "" && !mapped {
			b.Grow(len(s) + len(to))
			b.WriteString(s[:i])
			mapped = true
		}
		switch {
		case !mapped:
		case to == "":
			b.WriteRune(r)
		default:
			b.WriteString(to)
		}
	}
	if !mapped {
		return s
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
