package idna

import (
	"strings"
	"unicode"
	"unicode/utf8"

	xidna "golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/norm"
)

// This file runs UTS #46 Processing (UTS #46 section 4) on the domains where
// golang.org/x/net/idna falls short of UTS #46, which the URL Standard's
// domain to ASCII and domain to Unicode call:
//
//   - Long Punycode labels: x/net/idna's Punycode decoder fails on a label
//     that decodes to more than 1,024 code points. Neither RFC 3492 nor UTS
//     #46 sets a limit, and the URL Standard sets VerifyDnsLength to false.
//   - Long runs of non-starters: x/net/idna normalizes with
//     golang.org/x/text/unicode/norm, which puts a text into the Stream-Safe
//     Text Format (UAX #15 section 13): after 30 non-starters in a row it
//     inserts U+034F COMBINING GRAPHEME JOINER. UTS #46 asks for plain NFC.
//     The inserted U+034F then fails validation (under Unicode 16 and
//     later) or stays in the result (before), and a decoded label with such
//     a run is never in NFC for x/net/idna.
//
// uts46ToUnicode first lets x/net/idna process the domain. Only when that
// fails, or leaves a U+034F, and the domain holds a long run or a long
// Punycode label, does it process the domain again here: it maps the
// domain in short pieces (each through x/net/idna), normalizes it with
// nfc below, decodes Punycode labels with punycodeDecode, checks NFC, and
// lets x/net/idna validate each label with each long run cut down to a few
// of its code points that stand for the rest (see thinLabel), and checks
// the Bidi rule on the whole labels.

// cgj is U+034F COMBINING GRAPHEME JOINER, which norm inserts after 30
// non-starters in a row.
const cgj = "\u034F"

// maxRun is the longest run of non-starters (code points whose canonical
// combining class, or that of the first code point of their canonical
// decomposition, is not 0) that this file leaves to x/net/idna. A code point
// decomposes to at most 3 non-starters, so a run of maxRun code points holds
// at most 30, the limit of the Stream-Safe Text Format.
const maxRun = 10

// The profiles that validate labels here: lenientProfile and strictProfile
// without the Bidi rule, which is checked on the whole labels instead (a
// label cut down by thinLabel may have other Bidi classes).
var (
	lenientNoBidiProfile = xidna.New(
		xidna.MapForLookup(),
		xidna.Transitional(false),
		xidna.CheckJoiners(true),
		xidna.CheckHyphens(false),
		xidna.StrictDomainName(false),
		xidna.VerifyDNSLength(false),
	)
	strictNoBidiProfile = xidna.New(
		xidna.MapForLookup(),
		xidna.Transitional(false),
		xidna.CheckJoiners(true),
		xidna.CheckHyphens(true),
		xidna.StrictDomainName(true),
		xidna.VerifyDNSLength(true),
	)

	// statusProfile maps and checks the status of code points only: no
	// joiner, hyphen, leading combining mark or Bidi checks. A code point
	// r is valid (or a deviation, which nontransitional processing keeps)
	// exactly when statusProfile.ToUnicode(string(r)) gives string(r) and
	// no error.
	statusProfile = xidna.New(
		xidna.MapForLookup(),
		xidna.Transitional(false),
		xidna.CheckJoiners(false),
		xidna.CheckHyphens(false),
		xidna.StrictDomainName(false),
		xidna.VerifyDNSLength(false),
	)
)

// uts46ToUnicode runs UTS #46 Processing on domain with the flags of the
// domain parser's Unicode ToASCII (beStrict as given) or, with beStrict
// false, those of domain to Unicode (spec: #concept-domain-to-ascii,
// #concept-domain-to-unicode). It returns the processed labels joined by
// "." (the result of Unicode ToUnicode), and false when Processing records
// an error.
func uts46ToUnicode(domain string, beStrict bool) (string, bool) {
	profile := lenientProfile
	if beStrict {
		profile = strictProfile
	}
	result, err := profile.ToUnicode(domain)
	if err == nil && !strings.Contains(result, cgj) {
		return result, passesMissedChecks(domain)
	}
	if own, ok, applies := processLong(domain, beStrict); applies {
		return own, ok
	}
	return "", false
}

// processLong runs UTS #46 Processing on domain as uts46ToUnicode does, for
// a domain that x/net/idna fails on. applies is false when domain holds
// neither a run of more than maxRun non-starters nor a Punycode label that
// decodes to more than 1,024 code points: then x/net/idna's failure stands.
func processLong(domain string, beStrict bool) (result string, ok, applies bool) {
	// Steps 1 and 2: map, then normalize to NFC. Step 3: break into
	// labels at U+002E (.).
	labels := strings.Split(mapDomain(domain), ".")
	for _, label := range labels {
		if longestRun(label) > maxRun {
			applies = true
		}
	}
	// Step 4: convert and validate each label.
	thinned := make([]string, len(labels))
	ok = true
	for i, label := range labels {
		if strings.HasPrefix(label, "xn--") {
			decoded, long, labelOK := decodeACELabel(label)
			applies = applies || long || longestRun(decoded) > maxRun
			if !labelOK {
				ok = false
				continue
			}
			labels[i] = decoded
		}
		t, labelOK := thinLabel(labels[i])
		thinned[i] = t
		ok = ok && labelOK
	}
	if !applies || !ok {
		return "", false, applies
	}
	// Validity criteria 1 to 8 on the cut-down labels (see thinLabel),
	// which must come back unchanged: a decoded label must not hold a
	// code point that the mapping changes.
	profile := lenientNoBidiProfile
	if beStrict {
		profile = strictNoBidiProfile
	}
	joined := strings.Join(thinned, ".")
	if checked, err := profile.ToUnicode(joined); err != nil || checked != joined {
		return "", false, true
	}
	// Validity criterion 9, CheckBidi, on the whole labels.
	if isBidiDomain(labels) && !bidiLabelsValid(strings.Join(labels, ".")) {
		return "", false, true
	}
	return strings.Join(labels, "."), true, true
}

// decodeACELabel runs UTS #46 section 4 step 4.1 on label, a mapped label
// that starts with "xn--", but for the validity criteria: it returns the
// decoded label, whether it is longer than x/net/idna decodes (1,024 code
// points), and false when the label is not ASCII, its Punycode fails to
// decode, or it decodes to the empty string, an ASCII string, a string that
// starts with "xn--" (validity criterion 4) or one that is not in NFC
// (criterion 1).
func decodeACELabel(label string) (decoded string, long, ok bool) {
	if !IsASCII(label) {
		return "", false, false
	}
	decoded, ok = punycodeDecode(label[len("xn--"):])
	if !ok {
		return "", false, false
	}
	long = utf8.RuneCountInString(decoded) > 1024
	if decoded == "" || IsASCII(decoded) || strings.HasPrefix(decoded, "xn--") || nfc(decoded) != decoded {
		return "", long, false
	}
	return decoded, long, true
}

// isBidiDomain reports whether one of labels holds a code point of Bidi
// class R, AL or AN: then the domain is a Bidi domain name (RFC 5893
// section 1.4) and each label must satisfy the Bidi rule.
func isBidiDomain(labels []string) bool {
	for _, label := range labels {
		if bidirule.DirectionString(label) != 0 {
			return true
		}
	}
	return false
}

// mapDomain returns the UTS #46 mapping of domain followed by NFC (UTS #46
// section 4 steps 1 and 2), ignoring errors: a disallowed code point stays
// as it is, for the validity criteria to reject. It maps pieces of at most
// maxRun code points, none holding a label separator, with x/net/idna, so
// that norm never sees a run longer than it takes, and normalizes the whole
// with nfc. The mapping works code point by code point, and NFC of the
// concatenation of NFC strings is NFC of the concatenation of the strings,
// so this gives the mapping and NFC of the whole.
func mapDomain(domain string) string {
	var b strings.Builder
	start, n := 0, 0
	flush := func(end int) {
		if start < end {
			b.WriteString(mappedLabel(domain[start:end]))
		}
		start, n = end, 0
	}
	for i, r := range domain {
		if isLabelSeparator(r) {
			flush(i)
			b.WriteByte('.')
			start = i + utf8.RuneLen(r)
			continue
		}
		if n == maxRun {
			flush(i)
		}
		n++
	}
	flush(len(domain))
	return nfc(b.String())
}

// longestRun returns the length, in code points, of the longest run of
// non-starters in s: code points whose canonical combining class, or that
// of the first code point of their canonical decomposition, is not 0.
func longestRun(s string) int {
	longest, n := 0, 0
	for i := 0; i < len(s); {
		p := norm.NFD.PropertiesString(s[i:])
		if p.CCC() != 0 || p.LeadCCC() != 0 {
			n++
			longest = max(longest, n)
		} else {
			n = 0
		}
		i += max(p.Size(), 1)
	}
	return longest
}

// thinLabel returns label, a mapped label in NFC, with each run of more than
// maxRun non-starters cut down to the code points of the run that the
// validity criteria 1 to 8 can tell apart from the rest, so that
// x/net/idna's checks of the result give the same answer as on label, and
// norm leaves it unchanged:
//   - the first two and the last two (a leading combining mark, criterion
//     6; a virama before U+200D ZERO WIDTH JOINER, criterion 8);
//   - in a label that holds U+200C ZERO WIDTH NON-JOINER, each code point
//     that is not a nonspacing mark (general category Mn): Mn code points
//     have Joining_Type T (transparent), which the CONTEXTJ rule of U+200C
//     skips; others may not;
//   - for each kept code point that would compose with the starter before
//     the run if nothing blocked it, the first code point of its canonical
//     combining class in the run, which blocks it (as in label), so that
//     the result stays in NFC.
//
// The code points left out must each be valid (criterion 7); thinLabel
// checks them itself and returns false when one is not. It also returns
// false when a run would still be longer than maxRun.
func thinLabel(label string) (string, bool) {
	if longestRun(label) <= maxRun {
		return label, true
	}
	runes := []rune(label)
	zwnj := strings.Contains(label, "\u200C")
	var b strings.Builder
	starter := rune(-1)
	for i := 0; i < len(runes); {
		if cccOf(runes[i]) == 0 {
			starter = runes[i]
			b.WriteRune(runes[i])
			i++
			continue
		}
		end := i
		for end < len(runes) && cccOf(runes[end]) != 0 {
			end++
		}
		kept, ok := thinRun(runes[i:end], starter, zwnj)
		if !ok {
			return "", false
		}
		for _, r := range kept {
			b.WriteRune(r)
		}
		i = end
	}
	return b.String(), true
}

// thinRun does the work of thinLabel for one run of non-starters that
// follows starter (or -1 when the run starts the label), in a label that
// holds U+200C if zwnj is true. It returns the kept code points in order,
// and false when one left out is not valid or more than maxRun are kept.
func thinRun(run []rune, starter rune, zwnj bool) ([]rune, bool) {
	if len(run) <= maxRun {
		return run, true
	}
	keep := make([]bool, len(run))
	firstOfClass := make(map[uint8]int)
	for i, r := range run {
		c := cccOf(r)
		if _, seen := firstOfClass[c]; !seen {
			firstOfClass[c] = i
		}
		keep[i] = i < 2 || i >= len(run)-2 || zwnj && !unicode.Is(unicode.Mn, r)
	}
	for i, r := range run {
		if keep[i] && starter >= 0 {
			if _, composes := compose(starter, r); composes {
				keep[firstOfClass[cccOf(r)]] = true
			}
		}
	}
	var kept []rune
	valid := make(map[rune]bool)
	for i, r := range run {
		if keep[i] {
			kept = append(kept, r)
			continue
		}
		ok, seen := valid[r]
		if !seen {
			out, err := statusProfile.ToUnicode(string(r))
			ok = err == nil && out == string(r)
			valid[r] = ok
		}
		if !ok {
			return nil, false
		}
	}
	return kept, len(kept) <= maxRun
}

// cccOf returns the canonical combining class of the first code point of
// r's canonical decomposition (r's own class when it has none), so that
// code points that decompose to a non-starter count as non-starters.
func cccOf(r rune) uint8 {
	var buf [utf8.UTFMax]byte
	p := norm.NFD.Properties(buf[:utf8.EncodeRune(buf[:], r)])
	return max(p.CCC(), p.LeadCCC())
}

// compose returns the primary composite of the pair a, b (UAX #15 D117),
// and false when there is none: NFC is a function of canonical equivalence,
// so NFC of <a, b> is a single code point exactly when a primary composite
// is canonically equivalent to <a, b>.
func compose(a, b rune) (rune, bool) {
	var buf [2 * utf8.UTFMax]byte
	n := utf8.EncodeRune(buf[:], a)
	n += utf8.EncodeRune(buf[n:], b)
	out := norm.NFC.Append(nil, buf[:n]...)
	r, size := utf8.DecodeRune(out)
	return r, size == len(out) && r != utf8.RuneError
}

// nfc returns s, a scalar value string (valid UTF-8), in Normalization Form
// C (UAX #15), as norm.NFC does but
// without the Stream-Safe Text Format: norm inserts U+034F after 30
// non-starters in a row, nfc does not. It splits s where norm says a
// normalization boundary lies before a code point (there, NFC of s is the
// concatenation of NFC of the pieces), lets norm normalize the pieces that
// are too short to hold 31 non-starters, and normalizes the others with
// nfcLong.
func nfc(s string) string {
	if norm.NFC.IsNormalString(s) {
		return s
	}
	var out []byte
	start := 0
	for i := 0; i < len(s); {
		p := norm.NFC.PropertiesString(s[i:])
		size := max(p.Size(), 1)
		if i > start && p.BoundaryBefore() {
			out = appendNFCPiece(out, s[start:i])
			start = i
		}
		i += size
	}
	return string(appendNFCPiece(out, s[start:]))
}

// appendNFCPiece appends NFC of piece, a part of a string between
// normalization boundaries, to out. A code point of n bytes decomposes to
// at most n non-starters, so norm's Stream-Safe Text Format cannot change a
// piece of at most 30 bytes.
func appendNFCPiece(out []byte, piece string) []byte {
	if len(piece) <= 30 {
		return norm.NFC.AppendString(out, piece)
	}
	return nfcLong(out, piece)
}

// nfcLong appends NFC of s to out, step by step as UAX #15 section 3.11
// defines it: the full canonical decomposition of each code point, the
// canonical ordering of each run of non-starters by canonical combining
// class (a stable counting sort), and the canonical composition algorithm,
// which composes each code point that no code point in between blocks with
// the last starter before it, if they have a primary composite (compose).
// It takes time linear in the length of s.
func nfcLong(out []byte, s string) []byte {
	// Decomposition.
	var runes []rune
	var classes []uint8
	for i := 0; i < len(s); {
		p := norm.NFD.PropertiesString(s[i:])
		size := max(p.Size(), 1)
		d := p.Decomposition()
		if d == nil {
			d = []byte(s[i : i+size])
		}
		for _, r := range string(d) {
			runes = append(runes, r)
			classes = append(classes, cccOf(r))
		}
		i += size
	}
	// Canonical ordering.
	for i := 0; i < len(runes); {
		if classes[i] == 0 {
			i++
			continue
		}
		end := i
		for end < len(runes) && classes[end] != 0 {
			end++
		}
		sortByClass(runes[i:end], classes[i:end])
		i = end
	}
	// Canonical composition.
	starter := -1 // index in kept of the last starter
	var kept []rune
	var lastClass uint8 // the class of the last code point kept after the starter
	for i, r := range runes {
		c := classes[i]
		adjacent := starter >= 0 && starter == len(kept)-1
		unblocked := starter >= 0 && (adjacent || c != 0 && lastClass < c)
		if unblocked {
			if composite, ok := compose(kept[starter], r); ok {
				kept[starter] = composite
				continue
			}
		}
		kept = append(kept, r)
		lastClass = c
		if c == 0 {
			starter = len(kept) - 1
		}
	}
	for _, r := range kept {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// sortByClass sorts runes, a run of non-starters, stably by their canonical
// combining classes, given in classes, with a counting sort.
func sortByClass(runes []rune, classes []uint8) {
	var count [257]int
	for _, c := range classes {
		count[int(c)+1]++
	}
	for c := 1; c < len(count); c++ {
		count[c] += count[c-1]
	}
	sortedRunes := make([]rune, len(runes))
	sortedClasses := make([]uint8, len(classes))
	for i, c := range classes {
		sortedRunes[count[c]] = runes[i]
		sortedClasses[count[c]] = c
		count[c]++
	}
	copy(runes, sortedRunes)
	copy(classes, sortedClasses)
}
