// Package idnspoof decides whether a label of an internationalized domain
// name may be shown to a person in Unicode, as Chromium's IDN display
// policy does (components/url_formatter: IDNSpoofChecker's
// SafeToDisplayAsUnicode and the skeleton comparison with top domains),
// rule for rule, on UTS #39 data of Unicode 18.0.0 (Identifier_Status,
// confusables.txt, Script_Extensions) and Chromium's own tables
// (chromium.go). weburl's URL rendering calls it; the command line's lint
// reads its verdicts to say why a label stays in ASCII.
//
// The Unicode data is in tables.go, which internal/idnspoof/gen writes
// from the files of testdata/unicode (go generate ./internal/idnspoof), so
// the answers do not depend on the version of Go.
package idnspoof

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/weburl/weburl/internal/uniprops"
)

//go:generate go run ./gen

// props are the properties of one code point that the policy reads (see
// the layout in tables.go). The zero props is that of a code point that is
// not allowed.
type props uint32

// lookup returns the props of the code point r.
func lookup(r rune) props {
	if r < 0 || r > 0x10FFFF {
		return 0
	}
	return props(values[uniprops.RangeValue(ranges[:], rangeIndexBits, r)])
}

// allowed reports whether the code point's Identifier_Status (UTS #39) is
// Allowed, which is all the generator reads for it. Chromium's removals
// from that set are not in it: a code point may appear in a label shown in
// Unicode when it is allowed and not blocked (see spoofChecks).
func (p props) allowed() bool { return p&allowedBit != 0 }

func (p props) script() int { return int(p & scriptMask) }

// scx returns the code point's Script_Extensions as a bit set of script
// numbers.
func (p props) scx() scriptSet { return scxSets[int(p>>scxShift)&scxMask] }

// digit returns the decimal digit value of a code point of General_Category
// Nd, and false for any other.
func (p props) digit() (int, bool) {
	return int(p>>digitShift) & 0xF, p&digitBit != 0
}

// dotLead reports whether a combining dot above after the code point is a
// hidden overlay (UTS #39 section 5.4).
func (p props) dotLead() bool { return p&dotLeadBit != 0 }

// blocked reports whether Chromium removes r from the allowed set.
func blocked(r rune) bool {
	if r < blockedRanges[0][0] { // the ranges are sorted: ASCII is not blocked
		return false
	}
	for _, b := range blockedRanges {
		if b[0] <= r && r <= b[1] {
			return true
		}
	}
	return false
}

// A scriptSet is a set of script numbers (those of scriptNames and the
// pseudo-scripts after them).
type scriptSet [3]uint64

func (s scriptSet) has(script int) bool { return s[script/64]&(1<<(script%64)) != 0 }

func (s *scriptSet) add(script int) { s[script/64] |= 1 << (script % 64) }

func (s scriptSet) empty() bool { return s == scriptSet{} }

// first returns the lowest script number of s, -1 when s is empty.
func (s scriptSet) first() int {
	for i, w := range s {
		if w != 0 {
			return i*64 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

func (s *scriptSet) intersect(t scriptSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

// all is the set of every script.
var all = scriptSet{^uint64(0), ^uint64(0), ^uint64(0)}

// augmented returns the augmented script set of a code point whose
// Script_Extensions are scx (UTS #39 section 5.1): Han adds Han with
// Bopomofo, Japanese and Korean; Hiragana and Katakana add Japanese; Hangul
// adds Korean; Bopomofo adds Han with Bopomofo; Common or Inherited give
// every script.
func augmented(scx scriptSet) scriptSet {
	if scx.has(scriptCommon) || scx.has(scriptInherited) {
		return all
	}
	if scx.has(scriptHan) {
		scx.add(scriptHanWithBopomofo)
		scx.add(scriptJapanese)
		scx.add(scriptKorean)
	}
	if scx.has(scriptHiragana) || scx.has(scriptKatakana) {
		scx.add(scriptJapanese)
	}
	if scx.has(scriptHangul) {
		scx.add(scriptKorean)
	}
	if scx.has(scriptBopomofo) {
		scx.add(scriptHanWithBopomofo)
	}
	return scx
}

// A Rule is a rule of the display policy.
type Rule uint8

// The rules, in the order in which CheckLabel applies them. Safe means that
// the label passes them all.
const (
	Safe             Rule = iota
	NotAllowed            // a code point outside the allowed set
	MixedScripts          // scripts that UTS #39's highly restrictive level does not allow together
	MixedNumbers          // digits of two numbering systems
	RepeatedMark          // a nonspacing mark twice on one base
	DotOverlay            // U+0307 on i, j, l or a look-alike
	TLDCharacter          // þ, ð outside .is and .fo; ə outside .az
	MiddleDot             // · outside .cat or not between two l's
	WholeScript           // only letters of one script that look like Latin ones
	DigitLookalike        // only digits and digit look-alikes
	LatinMixed            // a non-ASCII Latin letter beside another script
	DangerousPattern      // one of Chromium's dangerous patterns
	TopDomain             // the host's skeleton is that of a top domain
)

// A Verdict is CheckLabel's answer: the rule a label fails (Safe when it
// fails none), and what the rule is about: a code point (R), the scripts
// that may not mix or the script of a whole-script confusable (Scripts, a
// second one -1 when there is none), or the top domain a host looks like
// (Domain).
type Verdict struct {
	Rule    Rule
	R       rune
	Scripts [2]int
	Domain  string
}

// String says the verdict in words, as the command line's lint prints it:
// "mixed scripts Latin+Cyrillic", "digit look-alike U+0A68 (੨)", ...
func (v Verdict) String() string {
	code := "U+" + strings.ToUpper(strconv.FormatInt(int64(v.R), 16))
	for len(code) < 6 {
		code = code[:2] + "0" + code[2:]
	}
	glyph := code + " (" + string(v.R) + ")"
	switch v.Rule {
	case Safe:
		return "safe"
	case NotAllowed:
		if lookup(v.R).allowed() {
			return glyph + " on Chromium's blocklist"
		}
		return glyph + " not allowed (UTS #39 Identifier_Status Restricted)"
	case MixedScripts:
		if v.Scripts[0] < 0 || v.Scripts[1] < 0 {
			return "mixed scripts"
		}
		return "mixed scripts " + uniprops.ScriptName(v.Scripts[0]) + "+" + uniprops.ScriptName(v.Scripts[1])
	case MixedNumbers:
		return "digits of two numbering systems (" + glyph + ")"
	case RepeatedMark:
		return "nonspacing mark " + code + " repeated"
	case DotOverlay:
		return "dot above " + code + " on i, j, l or a look-alike"
	case TLDCharacter:
		if v.R == schwa {
			return glyph + " outside .az"
		}
		return glyph + " outside .is and .fo"
	case MiddleDot:
		return "middle dot " + glyph + " outside .cat's l·l"
	case WholeScript:
		return "whole-script confusable: " + uniprops.ScriptName(v.Scripts[0]) + " letters that all look like Latin ones"
	case DigitLookalike:
		return "digit look-alike " + glyph
	case LatinMixed:
		return "non-ASCII Latin " + glyph + " with another script"
	case DangerousPattern:
		return "dangerous pattern at " + glyph
	case TopDomain:
		return "looks like the top domain " + v.Domain
	}
	return "rule " + strconv.Itoa(int(v.Rule))
}
