package idna

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/weburl/internal/ucd"
)

// This file is the reference that the tests and fuzz targets compare the
// package with: a slow, literal transcription of UTS #46 Processing,
// ToASCII and ToUnicode and of UAX #15's NFC, step by step as the
// standards word them, over maps that it reads itself from the Unicode
// files of testdata/unicode (not from tables.go, and not through
// internal/idna/tablegen). Punycode is the package's own (punycode.go,
// tested against golang.org/x/net/idna in punycode_test.go).

// refUCD is the Unicode data of the reference.
type refUCD struct {
	status  map[rune]string // IdnaMappingTable.txt: valid, mapped, ignored, deviation, disallowed
	mapping map[rune]string
	ccc     map[rune]int
	decomp  map[rune][]rune // canonical decomposition mappings (one level)
	fce     map[rune]bool   // Full_Composition_Exclusion (DerivedNormalizationProps.txt)
	gc      []string
	bidi    []string
	join    []string
}

var refData = sync.OnceValues(func() (*refUCD, error) {
	d := &refUCD{
		status: map[rune]string{}, mapping: map[rune]string{}, ccc: map[rune]int{},
		decomp: map[rune][]rune{}, fce: map[rune]bool{},
	}
	read := func(name string) []byte {
		b, err := ucd.Read(name)
		if err != nil {
			panic(err)
		}
		return b
	}
	err := ucd.Parse(read("IdnaMappingTable.txt"), func(l ucd.Line) error {
		for r := l.Lo; r <= l.Hi; r++ {
			d.status[r] = l.Fields[0]
			if l.Fields[0] == "mapped" {
				cps, err := ucd.CodePoints(l.Fields[1])
				if err != nil {
					return err
				}
				d.mapping[r] = string(cps)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = ucd.Parse(read("UnicodeData.txt"), func(l ucd.Line) error {
		c, err := strconv.Atoi(l.Fields[2])
		if err != nil {
			return err
		}
		d.ccc[l.Lo] = c
		if f := l.Fields[4]; f != "" && f[0] != '<' {
			if d.decomp[l.Lo], err = ucd.CodePoints(f); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = ucd.Parse(read("DerivedNormalizationProps.txt"), func(l ucd.Line) error {
		if l.Fields[0] == "Full_Composition_Exclusion" {
			for r := l.Lo; r <= l.Hi; r++ {
				d.fce[r] = true
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	aliases := read("PropertyValueAliases.txt")
	bc, _ := ucd.ValueAliases(aliases, "bc")
	jt, _ := ucd.ValueAliases(aliases, "jt")
	if d.gc, err = ucd.PropertyValues(read("DerivedGeneralCategory.txt"), "", 0, nil); err != nil {
		return nil, err
	}
	if d.bidi, err = ucd.PropertyValues(read("DerivedBidiClass.txt"), "", 0, bc); err != nil {
		return nil, err
	}
	if d.join, err = ucd.PropertyValues(read("DerivedJoiningType.txt"), "", 0, jt); err != nil {
		return nil, err
	}
	return d, nil
})

func refLoad(t testing.TB) *refUCD {
	t.Helper()
	d, err := refData()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// The Hangul constants of Unicode section 3.12, for the reference.
const (
	refSBase, refLBase, refVBase, refTBase = 0xAC00, 0x1100, 0x1161, 0x11A7
	refLCount, refVCount, refTCount        = 19, 21, 28
	refNCount                              = refVCount * refTCount
	refSCount                              = refLCount * refNCount
)

// decompose returns the full canonical decomposition of r (UAX #15 D68).
func (d *refUCD) decompose(r rune) []rune {
	if refSBase <= r && r < refSBase+refSCount {
		s := r - refSBase
		l, v, t := refLBase+s/refNCount, refVBase+(s%refNCount)/refTCount, refTBase+s%refTCount
		if t == refTBase {
			return []rune{l, v}
		}
		return []rune{l, v, t}
	}
	dm, ok := d.decomp[r]
	if !ok {
		return []rune{r}
	}
	var out []rune
	for _, c := range dm {
		out = append(out, d.decompose(c)...)
	}
	return out
}

// primaryComposite returns the primary composite of a and b (D114): a code
// point whose canonical decomposition is <a, b> and that is not in
// Full_Composition_Exclusion, or a Hangul syllable.
func (d *refUCD) primaryComposite(a, b rune) (rune, bool) {
	if refLBase <= a && a < refLBase+refLCount && refVBase <= b && b < refVBase+refVCount {
		return refSBase + ((a-refLBase)*refVCount+(b-refVBase))*refTCount, true
	}
	if refSBase <= a && a < refSBase+refSCount && (a-refSBase)%refTCount == 0 && refTBase < b && b < refTBase+refTCount {
		return a + (b - refTBase), true
	}
	p, ok := d.composites()[[2]rune{a, b}]
	return p, ok
}

var refComposites struct {
	once sync.Once
	m    map[[2]rune]rune
}

func (d *refUCD) composites() map[[2]rune]rune {
	refComposites.once.Do(func() {
		refComposites.m = map[[2]rune]rune{}
		for r, dm := range d.decomp {
			if len(dm) == 2 && !d.fce[r] {
				refComposites.m[[2]rune{dm[0], dm[1]}] = r
			}
		}
	})
	return refComposites.m
}

// nfc returns s in Normalization Form C (UAX #15 section 3.11, D117),
// literally: full canonical decomposition, the canonical ordering algorithm
// (exchanging adjacent non-starters out of order until none is), and the
// canonical composition algorithm.
func (d *refUCD) nfc(s string) string {
	var cps []rune
	for _, r := range s {
		cps = append(cps, d.decompose(r)...)
	}
	// D108: exchange <A, B> when ccc(A) > ccc(B) > 0.
	for changed := true; changed; {
		changed = false
		for i := 0; i+1 < len(cps); i++ {
			a, b := d.ccc[cps[i]], d.ccc[cps[i+1]]
			if a > b && b > 0 {
				cps[i], cps[i+1] = cps[i+1], cps[i]
				changed = true
			}
		}
	}
	// D117: for each C after the first, find the last starter L before
	// it; if C is not blocked from L and they have a primary composite P,
	// replace L by P and remove C.
	for i := 1; i < len(cps); {
		l := -1
		for j := i - 1; j >= 0; j-- {
			if d.ccc[cps[j]] == 0 {
				l = j
				break
			}
		}
		if l >= 0 {
			blocked := false
			for j := l + 1; j < i; j++ {
				if cb := d.ccc[cps[j]]; cb == 0 || cb >= d.ccc[cps[i]] {
					blocked = true
				}
			}
			if p, ok := d.primaryComposite(cps[l], cps[i]); ok && !blocked {
				cps[l] = p
				cps = slices.Delete(cps, i, i+1)
				continue
			}
		}
		i++
	}
	return string(cps)
}

// refFlags are the flags of UTS #46 Processing and ToASCII.
type refFlags struct {
	checkHyphens, useSTD3, verifyDNSLength bool
}

// process is UTS #46 section 4, Processing, nontransitional, with CheckBidi
// and CheckJoiners true and IgnoreInvalidPunycode false. It returns the
// result and whether an error was recorded.
func (d *refUCD) process(domain string, f refFlags) (string, bool) {
	errored := false
	// 1. Map.
	var mapped strings.Builder
	for _, r := range domain {
		switch d.status[r] {
		case "disallowed", "valid", "deviation":
			mapped.WriteRune(r)
		case "ignored":
		case "mapped":
			mapped.WriteString(d.mapping[r])
		}
	}
	// 2. Normalize. 3. Break.
	labels := strings.Split(d.nfc(mapped.String()), ".")
	// 4. Convert/Validate.
	for i, label := range labels {
		if strings.HasPrefix(label, "xn--") {
			if !IsASCII(label) {
				errored = true
				continue
			}
			decoded, ok := punycodeDecode(label[4:])
			if !ok {
				errored = true
				continue
			}
			labels[i] = decoded
			if decoded == "" || IsASCII(decoded) {
				errored = true
			}
		}
		if !d.valid(labels[i], f) {
			errored = true
		}
	}
	// Criterion 9 (CheckBidi), over the whole domain name.
	bidiDomain := false
	for _, label := range labels {
		for _, r := range label {
			if b := d.bidi[r]; b == "R" || b == "AL" || b == "AN" {
				bidiDomain = true
			}
		}
	}
	if bidiDomain {
		for _, label := range labels {
			if label != "" && !d.bidiRule([]rune(label)) {
				errored = true
			}
		}
	}
	return strings.Join(labels, "."), errored
}

// valid checks the validity criteria of section 4.1 but 9.
func (d *refUCD) valid(label string, f refFlags) bool {
	if label == "" {
		return true
	}
	cps := []rune(label)
	if d.nfc(label) != label { // 1
		return false
	}
	if f.checkHyphens && (len(cps) >= 4 && cps[2] == '-' && cps[3] == '-') { // 2
		return false
	}
	if f.checkHyphens && (cps[0] == '-' || cps[len(cps)-1] == '-') { // 3
		return false
	}
	if !f.checkHyphens && strings.HasPrefix(label, "xn--") { // 4
		return false
	}
	if strings.ContainsRune(label, '.') { // 5
		return false
	}
	if strings.HasPrefix(d.gc[cps[0]], "M") { // 6
		return false
	}
	for _, r := range cps { // 7
		if s := d.status[r]; s != "valid" && s != "deviation" {
			return false
		}
		if f.useSTD3 && r <= 0x7F && !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	// 8. CheckJoiners: RFC 5892 Appendix A.1 and A.2.
	for i, r := range cps {
		if r != 0x200C && r != 0x200D {
			continue
		}
		if i > 0 && d.ccc[cps[i-1]] == 9 {
			continue
		}
		if r == 0x200D {
			return false
		}
		// (Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})
		matched := false
		for a := 0; a < i && !matched; a++ {
			if j := d.join[cps[a]]; j != "L" && j != "D" {
				continue
			}
			allT := true
			for k := a + 1; k < i; k++ {
				allT = allT && d.join[cps[k]] == "T"
			}
			if !allT {
				continue
			}
			for b := i + 1; b < len(cps) && !matched; b++ {
				if j := d.join[cps[b]]; j != "R" && j != "D" {
					continue
				}
				allT := true
				for k := i + 1; k < b; k++ {
					allT = allT && d.join[cps[k]] == "T"
				}
				matched = allT
			}
		}
		if !matched {
			return false
		}
	}
	return true
}

// bidiRule checks the six conditions of RFC 5893 section 2 on a label.
func (d *refUCD) bidiRule(cps []rune) bool {
	in := func(r rune, classes ...string) bool { return slices.Contains(classes, d.bidi[r]) }
	last := len(cps) - 1
	for last > 0 && in(cps[last], "NSM") {
		last--
	}
	switch {
	case in(cps[0], "R", "AL"): // RTL label
		hasEN, hasAN := false, false
		for _, r := range cps {
			if !in(r, "R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM") { // 2
				return false
			}
			hasEN = hasEN || in(r, "EN")
			hasAN = hasAN || in(r, "AN")
		}
		return in(cps[last], "R", "AL", "EN", "AN") && !(hasEN && hasAN) // 3, 4
	case in(cps[0], "L"): // LTR label
		for _, r := range cps {
			if !in(r, "L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM") { // 5
				return false
			}
		}
		return in(cps[last], "L", "EN") // 6
	}
	return false // 1
}

// toASCII is UTS #46 section 4.2, ToASCII.
func (d *refUCD) toASCII(domain string, f refFlags) (string, bool) {
	processed, errored := d.process(domain, f)
	labels := strings.Split(processed, ".")
	for i, label := range labels {
		if !IsASCII(label) {
			enc, ok := appendPunycodeEncoded([]byte("xn--"), []byte(label))
			if !ok {
				errored = true
			}
			labels[i] = string(enc)
		}
	}
	result := strings.Join(labels, ".")
	if f.verifyDNSLength {
		if n := len(strings.TrimSuffix(result, ".")); n < 1 || n > 253 {
			errored = true
		}
		for _, label := range labels {
			if len(label) < 1 || len(label) > 63 {
				errored = true
			}
		}
	}
	return result, errored
}

// refToASCII is domain parser ToASCII (ToASCII's way) by the reference.
func refToASCII(t testing.TB, domain string, beStrict bool) (string, bool) {
	r, errored := refLoad(t).toASCII(domain, refFlags{beStrict, beStrict, beStrict})
	if errored {
		return "", false
	}
	return r, true
}

// refToUnicode is ToUnicode with the URL Standard's flags by the reference.
func refToUnicode(t testing.TB, domain string) (string, bool) {
	r, errored := refLoad(t).process(domain, refFlags{})
	return r, !errored
}
