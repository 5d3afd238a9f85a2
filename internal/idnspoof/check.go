package idnspoof

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna"
	"github.com/weburl/weburl/internal/uniprops"
)

// A level is a restriction level of UTS #39 section 5.2, the lowest one a
// label meets among those the policy allows.
type level uint8

const (
	levelASCII             level = iota // only ASCII
	levelSingleScript                   // one script (Common and Inherited aside)
	levelHighlyRestrictive              // Latin with Han and Bopomofo, Japanese or Korean
)

// CheckLabel returns the verdict of the display policy on label, a label
// decoded from Punycode (as a host holds it: lowercase, in NFC), under the
// top-level domain tld (the host's last label as it is, ASCII; "" for a
// host that ends with a dot) whose decoded form is tldUnicode (tld itself
// when it is not Punycode or does not decode). It is Chromium's
// SafeToDisplayAsUnicode in its nontransitional mode: ICU's spoof checks
// (the allowed set, the highly restrictive level, mixed numbers, repeated
// nonspacing marks, the hidden dot overlay), then Chromium's rules. Its time
// is linear in the length of label. It does not allocate when the NFD of
// label has at most 64 code points: its buffers, on the stack, hold 64 code
// points of label and 64 code points (256 bytes) of its NFD, and a longer
// label costs a few allocations.
func CheckLabel(label, tld, tldUnicode string) Verdict {
	var buf [64]codePoint
	cps := decode(buf[:0], label)
	lvl, v := spoofChecks(label, cps)
	if v.Rule != Safe {
		return v
	}
	if v := tldRules(label, tld); v.Rule != Safe {
		return v
	}
	if lvl == levelASCII {
		return Verdict{}
	}
	if lvl == levelSingleScript && !strings.ContainsAny(label, kanaExceptions) && !hasDiacriticMark(label) {
		for i := range wholeScripts {
			if wholeScriptConfusable(&wholeScripts[i], label, cps, tld, tldUnicode) {
				return Verdict{Rule: WholeScript, Scripts: [2]int{wholeScripts[i].script, -1}}
			}
		}
		return digitLookalike(label)
	}
	if v := digitLookalike(label); v.Rule != Safe {
		return v
	}
	if !lgcCodePoints(cps) {
		for _, c := range cps {
			if c.r >= utf8.RuneSelf && c.p.script() == scriptLatin {
				return Verdict{Rule: LatinMixed, R: c.r}
			}
		}
	}
	return dangerousPattern(label, cps)
}

// A codePoint is a code point of a label with its props.
type codePoint struct {
	r rune
	p props
}

// decode appends the code points of s, with their props, to cps.
func decode(cps []codePoint, s string) []codePoint {
	for _, r := range s {
		cps = append(cps, codePoint{r, lookup(r)})
	}
	return cps
}

// spoofChecks runs the checks of ICU's spoof checker that Chromium enables
// (UTS #39 sections 5.2 to 5.4) on label, whose code points are cps, and
// returns the label's restriction level.
func spoofChecks(label string, cps []codePoint) (level, Verdict) {
	ascii := true
	for _, c := range cps {
		if !c.p.allowed() || blocked(c.r) {
			return 0, Verdict{Rule: NotAllowed, R: c.r}
		}
		ascii = ascii && c.r < utf8.RuneSelf
	}
	if ascii {
		return levelASCII, Verdict{}
	}
	lvl, v := restrictionLevel(cps)
	if v.Rule != Safe {
		return 0, v
	}
	if v := mixedNumbers(cps); v.Rule != Safe {
		return 0, v
	}
	if v := repeatedMark(label); v.Rule != Safe {
		return 0, v
	}
	return lvl, dotOverlay(cps)
}

// restrictionLevel returns the restriction level of label, whose code
// points are all allowed (UTS #39 section 5.2): single script when the
// augmented script sets of its code points have a script in common, highly
// restrictive when, leaving Latin aside, they have Han with Bopomofo,
// Japanese or Korean in common. Any other label mixes scripts.
func restrictionLevel(cps []codePoint) (level, Verdict) {
	resolved, noLatin := all, all
	for _, c := range cps {
		a := augmented(c.p.scx())
		resolved.intersect(a)
		if !a.has(scriptLatin) {
			noLatin.intersect(a)
		}
	}
	if !resolved.empty() {
		return levelSingleScript, Verdict{}
	}
	if noLatin.has(scriptHanWithBopomofo) || noLatin.has(scriptJapanese) || noLatin.has(scriptKorean) {
		return levelHighlyRestrictive, Verdict{}
	}
	return 0, mixedScripts(cps)
}

// mixedScripts names two scripts of a label that mixes scripts, whose code
// points are cps: the first two Scripts of its code points other than
// Common and Inherited. When there is one, the code points of Script
// Common or Inherited that have Script_Extensions of their own (such as
// U+064B) mix too: the first that does not have that script in its
// Script_Extensions gives the first script of them (by number), as "aً"
// mixes Latin and Arabic. One of them always does, as the label's
// augmented script sets would otherwise all hold that script. When there
// is none ("·ً"), no script is named: the first of a Script_Extensions set
// would be an arbitrary one.
func mixedScripts(cps []codePoint) Verdict {
	v := Verdict{Rule: MixedScripts, Scripts: [2]int{-1, -1}}
	name := func(s int) bool {
		switch {
		case s == v.Scripts[0]:
		case v.Scripts[0] < 0:
			v.Scripts[0] = s
		default:
			v.Scripts[1] = s
			return true
		}
		return false
	}
	for _, c := range cps {
		if s := c.p.script(); s != scriptCommon && s != scriptInherited && name(s) {
			return v
		}
	}
	if v.Scripts[0] < 0 {
		return v
	}
	for _, c := range cps {
		scx := c.p.scx()
		if scx.has(scriptCommon) || scx.has(scriptInherited) || scx.has(v.Scripts[0]) {
			continue
		}
		if name(scx.first()) {
			return v
		}
	}
	return v
}

// mixedNumbers fails a label with decimal digits (General_Category Nd) of
// more than one numbering system.
func mixedNumbers(cps []codePoint) Verdict {
	zero := rune(-1)
	for _, c := range cps {
		if d, ok := c.p.digit(); ok {
			switch z := c.r - rune(d); {
			case zero < 0:
				zero = z
			case z != zero:
				return Verdict{Rule: MixedNumbers, R: c.r}
			}
		}
	}
	return Verdict{}
}

// repeatedMark fails a label whose NFD has the same nonspacing mark
// (General_Category Mn) twice in one run of nonspacing marks. The runs are
// short: every code point of label is allowed, and the allowed set and
// their decompositions hold a bounded number of distinct marks, so a run
// longer than that has a repeat early.
func repeatedMark(label string) Verdict {
	var buf [256]byte
	nfd := idna.AppendNFD(buf[:0], label)
	runStart := -1
	for i := 0; i < len(nfd); {
		r, n := utf8.DecodeRune(nfd[i:])
		if uniprops.Of(r).GeneralCategory() != "Mn" {
			runStart = -1
			i += n
			continue
		}
		if runStart < 0 {
			runStart = i
		} else if bytes.ContainsRune(nfd[runStart:i], r) {
			return Verdict{Rule: RepeatedMark, R: r}
		}
		i += n
	}
	return Verdict{}
}

// dotOverlay fails a label with U+0307 COMBINING DOT ABOVE after a code
// point on which a dot above is hidden (i, j, l, the soft-dotted letters
// and their look-alikes), with only marks of combining classes other than
// 0 and 230 in between (UTS #39 section 5.4).
func dotOverlay(cps []codePoint) Verdict {
	lead := false
	for _, c := range cps {
		if lead && c.r == 0x0307 {
			return Verdict{Rule: DotOverlay, R: c.r}
		}
		if cc := idna.CombiningClass(c.r); cc == 0 || cc == 230 {
			lead = c.p.dotLead()
		}
	}
	return Verdict{}
}

// tldRules applies Chromium's rules for characters that only some
// top-level domains allow: þ and ð under .is and .fo, ə under .az (in a
// label of more than one UTF-16 code unit), and the middle dot only under
// .cat between two l's.
func tldRules(label, tld string) Verdict {
	long := utf16Len(label) > 1
	if long && tld != "is" && tld != "fo" {
		if i := strings.IndexAny(label, icelandicCharacters); i >= 0 {
			r, _ := utf8.DecodeRuneInString(label[i:])
			return Verdict{Rule: TLDCharacter, R: r}
		}
	}
	if long && tld != "az" && strings.ContainsRune(label, schwa) {
		return Verdict{Rule: TLDCharacter, R: schwa}
	}
	for i := 0; ; {
		j := strings.IndexRune(label[i:], middleDot)
		if j < 0 {
			return Verdict{}
		}
		j += i
		after := j + utf8.RuneLen(middleDot)
		if tld != "cat" || j == 0 || after == len(label) || label[j-1] != 'l' || label[after] != 'l' {
			return Verdict{Rule: MiddleDot, R: middleDot}
		}
		i = after
	}
}

// utf16Len returns the length of s in UTF-16 code units.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r > 0xFFFF {
			n++
		}
	}
	return n
}

// hasDiacriticMark reports whether s holds a combining diacritical mark of
// U+0300 to U+0339.
func hasDiacriticMark(s string) bool {
	for _, r := range s {
		if 0x0300 <= r && r <= 0x0339 {
			return true
		}
	}
	return false
}

// wholeScriptConfusable reports whether label is a whole-script confusable
// of ws's script that ws does not allow under the top-level domain tld:
// the letters of label in that script are all among ws's look-alikes,
// tld is not one of ws's top-level domains, tldUnicode has no letter of
// the script, and label is not one of the allowed words.
func wholeScriptConfusable(ws *wholeScript, label string, cps []codePoint, tld, tldUnicode string) bool {
	some := false
	for _, c := range cps {
		if c.p.script() != ws.script {
			continue
		}
		if !strings.ContainsRune(ws.lookalikes, c.r) {
			return false
		}
		some = true
	}
	if !some {
		return false
	}
	name := uniprops.ScriptName(ws.script)
	for _, r := range tldUnicode {
		if uniprops.Of(r).Script() == name {
			return false
		}
	}
	for _, t := range ws.tlds {
		if t == tld {
			return false
		}
	}
	for _, w := range allowedWords {
		if w == label {
			return false
		}
	}
	return true
}

// digitLookalike fails a label made only of ASCII digits and Chromium's
// digit look-alikes, with at least one look-alike.
func digitLookalike(label string) Verdict {
	var lookalike rune
	for _, r := range label {
		switch {
		case '0' <= r && r <= '9':
		case strings.ContainsRune(digitLookalikes, r):
			if lookalike == 0 {
				lookalike = r
			}
		default:
			return Verdict{}
		}
	}
	if lookalike == 0 {
		return Verdict{}
	}
	return Verdict{Rule: DigitLookalike, R: lookalike}
}

// lgcOnly reports whether every code point of s is Latin, Greek or
// Cyrillic (Script), an ASCII digit, ".", "_", "-", or a combining mark of
// U+0300 to U+0339: the strings whose diacritics the skeletons remove.
func lgcOnly(s string) bool {
	for _, r := range s {
		if !lgcMark(r) {
			switch uniprops.Of(r).Script() {
			case "Latin", "Greek", "Cyrillic":
			default:
				return false
			}
		}
	}
	return true
}

// lgcCodePoints is lgcOnly for a label of allowed code points, cps, whose
// props give their Script.
func lgcCodePoints(cps []codePoint) bool {
	for _, c := range cps {
		if s := c.p.script(); !lgcMark(c.r) && s != scriptLatin && s != scriptGreek && s != scriptCyrillic {
			return false
		}
	}
	return true
}

// lgcMark reports whether r is an ASCII digit, ".", "_", "-" or a
// combining mark of U+0300 to U+0339, which lgcOnly accepts whatever
// their Script.
func lgcMark(r rune) bool {
	return '0' <= r && r <= '9' || r == '.' || r == '_' || r == '-' || 0x0300 <= r && r <= 0x0339
}

// dangerousPattern applies Chromium's dangerous patterns to label, a label
// of more than one script or with a kana exception or diacritical mark.
// Each pattern is about one code point and the ones beside it:
//
//   - ノ ン ソ ゾ 丶 乀 乁 丿 (slash look-alikes) between two code points that
//     are neither Katakana, Hiragana nor Han (Script_Extensions);
//   - ヽ or ヾ first, or after a code point that is not Katakana;
//   - a Hiragana へ べ ぺ as the one code point that is not Katakana in a
//     label otherwise of Katakana, not first nor last, and a Katakana ヘ ベ
//     ペ in one otherwise of Hiragana;
//   - ー first, or after a code point neither Katakana nor Hiragana;
//   - ・ beside an ASCII lowercase letter;
//   - 一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁 beside a code point
//     that is neither Katakana, Hiragana, Han nor Bopomofo;
//   - a diacritical mark of U+0300 to U+0339 after a code point that is
//     neither Latin, Greek nor Cyrillic, or after ı;
//   - the kana voiced sound marks U+3099 and U+309A.
//
// Chromium's last pattern, U+0307 COMBINING DOT ABOVE after i, j or l, is
// not among them: i, j and l are dot leads, so dotOverlay, which runs
// before, fails any label that it would match.
func dangerousPattern(label string, cps []codePoint) Verdict {
	nonKatakana, nonHiragana := 0, 0
	if strings.ContainsAny(label, hiraganaHe+katakanaHe) {
		for _, c := range cps {
			if !c.p.scx().has(scriptKatakana) {
				nonKatakana++
			}
			if !c.p.scx().has(scriptHiragana) {
				nonHiragana++
			}
		}
	}
	none := codePoint{r: -1}
	for i, c := range cps {
		prev, next := none, none
		if i > 0 {
			prev = cps[i-1]
		}
		if i+1 < len(cps) {
			next = cps[i+1]
		}
		kanaHe := prev.r >= 0 && next.r >= 0 &&
			(nonKatakana == 1 && strings.ContainsRune(hiraganaHe, c.r) || nonHiragana == 1 && strings.ContainsRune(katakanaHe, c.r))
		if kanaHe || dangerousAt(prev, c.r, next) {
			return Verdict{Rule: DangerousPattern, R: c.r}
		}
	}
	return Verdict{}
}

// dangerousAt reports whether the code point r, after prev and before
// next (code point -1 for none), matches one of the patterns of
// dangerousPattern that look only at those three.
func dangerousAt(prevCP codePoint, r rune, nextCP codePoint) bool {
	if r < 0x0300 {
		// Below every pattern's code points: the marks of U+0300 to
		// U+0339 come first, the others are from U+3007 on.
		return false
	}
	prev, next := prevCP.r, nextCP.r
	scx := func(c codePoint, scripts ...int) bool {
		if c.r < 0 {
			return false
		}
		set := c.p.scx()
		for _, s := range scripts {
			if set.has(s) {
				return true
			}
		}
		return false
	}
	switch {
	case strings.ContainsRune(slashLike, r):
		return prev >= 0 && next >= 0 &&
			!scx(prevCP, scriptKatakana, scriptHiragana, scriptHan) && !scx(nextCP, scriptKatakana, scriptHiragana, scriptHan)
	case strings.ContainsRune(iterationKa, r):
		return !scx(prevCP, scriptKatakana)
	case r == 0x30FC:
		return !scx(prevCP, scriptKatakana, scriptHiragana)
	case r == 0x30FB:
		return 'a' <= prev && prev <= 'z' || 'a' <= next && next <= 'z'
	case strings.ContainsRune(cjkLookalike, r):
		return prev >= 0 && !scx(prevCP, scriptKatakana, scriptHiragana, scriptHan, scriptBopomofo) ||
			next >= 0 && !scx(nextCP, scriptKatakana, scriptHiragana, scriptHan, scriptBopomofo)
	case 0x0300 <= r && r <= 0x0339:
		return prev >= 0 && !scx(prevCP, scriptLatin, scriptGreek, scriptCyrillic) || prev == 0x0131
	case r == 0x3099 || r == 0x309A:
		return true
	}
	return false
}
