package idnspoof

// Chromium's own tables of its IDN display policy, as facts read from
// Chromium's sources (https://chromium.googlesource.com/chromium/src,
// mirrored at github.com/chromium/chromium; BSD-3-Clause licence, "Copyright
// The Chromium Authors"):
//
//   - components/url_formatter/spoof_checks/idn_spoof_checker.cc at commit
//     58a4b28c5469c43918658f893252391c286c74ab: the characters removed from
//     the allowed set, the whole-script confusable letters and their
//     top-level domains, the allowed words, the digit look-alikes, the
//     top-level-domain-specific characters and the characters of the
//     dangerous patterns, on Linux;
//   - components/url_formatter/spoof_checks/skeleton_generator.cc at commit
//     f24a8e130d36c035286d0b664743111ac6b10749: the extra confusable
//     mappings, the characters with several skeletons and the diacritic
//     removal's extra mappings.
//
// The test cases are from another file at another commit:
// idn_spoof_checker_unittest.cc at 5452f216fc8465fcb0a20970e617edcbf897d1ed
// (testdata/idnspoof/PROVENANCE.md; kIdnCases.txt and this package's
// TestSkeletons). Each file was read as it is at its own commit, the
// version of it that was at hand, not from one checkout of Chromium; the
// tables of 58a4b28 give the verdicts of the cases of 5452f216 (weburl's
// render_chromium_test.go).
//
// The rules that read them are in check.go and skeleton.go.

// blockedRanges are the code points that Chromium removes from UTS #39's
// allowed set (Identifier_Status Allowed), as ranges lo..hi: U+0338
// COMBINING LONG SOLIDUS OVERLAY, U+058A ARMENIAN HYPHEN, U+2010 HYPHEN,
// U+2019 RIGHT SINGLE QUOTATION MARK, U+2027 HYPHENATION POINT, U+30A0
// KATAKANA-HIRAGANA DOUBLE HYPHEN, U+02BB and U+02BC (quotation mark
// look-alikes), U+02EC MODIFIER LETTER VOICING, U+0138 LATIN SMALL LETTER
// KRA, and the rarely used blocks Latin Extended-B's Pinyin letters,
// Cyrillic Extended-C, Latin Extended Additional (to U+1E9B), Greek
// Extended, Cyrillic Extended-B and Latin Extended-D.
var blockedRanges = [...][2]rune{
	{0x0138, 0x0138}, {0x01CD, 0x01DC}, {0x02BB, 0x02BC}, {0x02EC, 0x02EC},
	{0x0338, 0x0338}, {0x058A, 0x058A}, {0x1C80, 0x1C8F}, {0x1E00, 0x1E9B},
	{0x1F00, 0x1FFF}, {0x2010, 0x2010}, {0x2019, 0x2019}, {0x2027, 0x2027},
	{0x30A0, 0x30A0}, {0xA640, 0xA69F}, {0xA720, 0xA7FF},
}

// A wholeScript is one script of Chromium's whole-script confusable check:
// a label whose letters of that script are all among lookalikes (letters
// that look like Latin ones) is kept in ASCII, unless the top-level domain
// is one of tlds or holds a letter of the script.
type wholeScript struct {
	script     int
	lookalikes string
	tlds       []string
}

// wholeScripts are Chromium's whole-script confusable scripts (the Thai
// letters are those of its Linux build).
var wholeScripts = [...]wholeScript{
	{scriptArmenian, "ագզէլհյոսւօՙ", []string{"am"}},
	{scriptCyrillic, "аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ", []string{"bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"}},
	{scriptEthiopic, "ሀሠሰስበነተከዐዕዘጠፐꬅ", []string{"er", "et"}},
	{scriptGeorgian, "იოყძხჽჿ", []string{"ge"}},
	{scriptGreek, "αικνρυωηοτ", []string{"gr"}},
	{scriptHebrew, "דוחיןסװײ׳ﬦ", []string{"il"}},
	{scriptBengali, "০৭", nil},
	{scriptDevanagari, "ऽ०ॱ", nil},
	{scriptGujarati, "ડટ૦૧", nil},
	{scriptGurmukhi, "੦੧", nil},
	{scriptKannada, "ಽ೦೧", nil},
	{scriptMalayalam, "ടഠധനറ൦", nil},
	{scriptOriya, "ଠ୦୮", nil},
	{scriptTamil, "டப௦", nil},
	{scriptTelugu, "౦౧", nil},
	{scriptMyanmar, "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", []string{"mm"}},
	{scriptThai, "ทนบพรหเแ๐ดลปฟม", []string{"th"}},
}

// allowedWords are the labels that the whole-script confusable check lets
// through: common words that look like no Latin word.
var allowedWords = [...]string{
	"секс", "как", "коса", "курс", "парк", "такий", "укроп", "сахарок", "покраска",
}

// digitLookalikes are the characters that are, or look like, digits: a
// label made only of them and ASCII digits, with at least one of them, is
// kept in ASCII.
const digitLookalikes = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨"

// The characters of the top-level-domain-specific rules: þ and ð only
// under .is and .fo, ə only under .az, the middle dot only under .cat
// between two l's.
const (
	icelandicCharacters = "þð"
	schwa               = 'ə'
	middleDot           = '·'
)

// The characters of Chromium's dangerous patterns (check.go's
// dangerousPattern): Japanese characters that look like slashes,
// U+30FD and U+30FE, the Hiragana and Katakana letters HE, BE and PE that
// look alike, the CJK characters that look like Latin letters or
// punctuation, and the kana voiced sound marks.
const (
	slashLike    = "\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f"
	iterationKa  = "\u30fd\u30fe"
	hiraganaHe   = "\u3078\u3079\u307a"
	katakanaHe   = "\u30d8\u30d9\u30da"
	cjkLookalike = "\u4e00\u3127\u4e28\u4e5b\u4e03\u4e05\u5341\u3007\u3112\u311a\u311f\u3128\u3129\u3108\u31ba\u31b3\u5de5\u31b2\u8ba0\u4e01"
)

// kanaExceptions are the characters that send a label of one script to the
// dangerous patterns: U+3078 to U+307A, U+30D8 to U+30DA and U+30FB to
// U+30FE.
const kanaExceptions = "\u3078\u3079\u307a\u30d8\u30d9\u30da\u30fb\u30fc\u30fd\u30fe"

// extraConfusables are Chromium's confusable mappings that UTS #39's
// confusables.txt lacks, applied before the skeleton is made: each
// character of a string maps to the string after it.
var extraConfusables = [...]struct {
	from string
	to   string
}{
	{"æӕ", "ae"}, {"ϼҏ", "p"}, {"ħнћңҥӈӊԋԧԩ", "h"}, {"ĸκкқҝҟҡӄԟ", "k"},
	{"ŋпԥกח", "n"}, {"ŧтҭԏ七丅丆丁", "t"}, {"ƅьҍвß", "b"}, {"ωшщพฟພຟ", "w"},
	{"мӎ", "m"}, {"єҽҿၔ", "e"}, {"ґ", "r"}, {"ғӻ", "f"}, {"ҫင", "c"},
	{"ұ丫", "y"}, {"χҳӽӿ乂", "x"}, {"ԃძ", "d"}, {"ԍဌ", "g"}, {"ടรຣຮ", "s"},
	{"၂", "j"}, {"०০੦૦ଠ୦೦စ", "o"}, {"৭੧૧", "q"}, {"บບ", "u"}, {"θ", "0"},
	{"२২੨૨೩೭շ", "2"}, {"зҙӡउওਤ੩૩౩ဒვპੜკ", "3"}, {"੫丩ㄐ", "4"}, {"ճ", "6"},
	{"৪੪୫", "8"}, {"૭୨౨", "9"}, {"—一―⸺⸻", "-"},
}

// multipleSkeletons are the characters that look like more than one
// character: each also stands for each of its alternatives in the
// hostnames whose skeletons are compared.
var multipleSkeletons = [...]struct {
	r            rune
	alternatives [2]string
}{
	{'þ', [2]string{"b", "p"}},
	{'œ', [2]string{"ce", "oe"}},
	{'ł', [2]string{"l", "t"}},
}
