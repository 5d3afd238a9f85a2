package ecmare_test

import (
	"fmt"

	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

func ExampleCompile() {
	re, err := ecmare.Compile(`^[\p{Lu}--[A-F]]+$`, true) // v mode's set operations, the i flag
	fmt.Println(re.MatchString("gh"), re.MatchString("ab"), err)
	_, err = ecmare.Compile(`(?<=a)b`, false) // lookbehind needs backtracking
	fmt.Println(err)
	_, err = ecmare.Compile(`\p{Latin}`, false) // a Script value needs "sc="
	fmt.Println(err)
	// Output:
	// true false <nil>
	// unsupported regular expression /(?<=a)b/ at offset 0: lookaround assertions need backtracking
	// invalid regular expression /\p{Latin}/ at offset 3: unknown Unicode property name or value "Latin" (ECMA-262 accepts only the names of its tables and of PropertyValueAliases.txt, spelled exactly)
}

func ExampleRegexp_Exec() {
	re, err := ecmare.Compile(`^(?<year>\d{4})-(\p{Lu}+)(x)?$`, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	caps, defined, ok := re.Exec("2026-GH")
	fmt.Printf("%q %v %v\n", caps, defined, ok)
	// Output: ["2026-GH" "2026" "GH" ""] [true true true false] true
}

func ExampleRegexp_MatchString() {
	re, err := ecmare.Compile(`^a.c$`, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	// ECMAScript's "." matches no line terminator, U+2028 included.
	fmt.Println(re.MatchString("abc"), re.MatchString("a\nc"), re.MatchString("a\u2028c"))
	// Output: true false false
}

func ExampleRegexp_GoString() {
	re, err := ecmare.Compile(`a+?`, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(re.GoString())
	// Output: (?-s)(?:a)+?
}

func ExampleTranslate() {
	// The standard's segment wildcard without a delimiter: any code point
	// (a scalar value), lazily.
	fmt.Println(ecmare.Translate(`[^]+?`, false))
	// Output: (?-s)(?:[\x{0}-\x{d7ff}\x{e000}-\x{10ffff}])+? <nil>
}

func ExampleSimpleFold() {
	// U+212A KELVIN SIGN and U+017F LATIN SMALL LETTER LONG S fold to
	// ASCII letters, so the i flag matches them with "k" and "s".
	fmt.Printf("%c %c %c %c\n", ecmare.SimpleFold('K'), ecmare.SimpleFold('\u212A'), ecmare.SimpleFold('\u017F'), ecmare.SimpleFold('1'))
	// Output: k k s 1
}

func ExampleIsIdentifierStart() {
	fmt.Println(ecmare.IsIdentifierStart('a'), ecmare.IsIdentifierStart('$'), ecmare.IsIdentifierStart('1'), ecmare.IsIdentifierStart('é'))
	// Output: true true false true
}

func ExampleIsIdentifierPart() {
	fmt.Println(ecmare.IsIdentifierPart('1'), ecmare.IsIdentifierPart('\u200D'), ecmare.IsIdentifierPart('-'), ecmare.IsIdentifierPart('\u0301'))
	// Output: true true false true
}
