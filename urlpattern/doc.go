// Package urlpattern implements the URL Pattern Standard
// (https://urlpattern.spec.whatwg.org/, whatwg/urlpattern 203d435 with PR
// #286's "canonicalize a port"): the URLPattern that browsers, Node and
// Deno have, for matching URLs against patterns such as
// "https://example.com/books/:id(\\d+)".
//
// New, NewWithBase and NewFromInit compile a pattern; Test and Exec (and
// their WithBase, Init and URL variants) match it; the getters return its
// normalized component patterns; CompareComponent orders patterns by
// specificity and Generate fills a pattern's groups in, as the
// web-platform-tests data defines them. Package
// github.com/weburl/weburl/urlpattern/router routes HTTP requests with
// patterns.
//
// It is written on weburl's public API: the canonicalization callbacks
// are weburl's setters on a dummy URL. Two of them are written out here,
// because weburl has no URL with an empty scheme or an opaque path that a
// setter can reach: canonicalize a port and canonicalize an opaque
// pathname (each about a dozen lines, with weburl.PercentEncode and
// weburl.DefaultPort); the list of special schemes is here too.
//
// # Percent-encoded input
//
// A pattern matches the URL as the URL Standard serializes it: the
// pathname, search, hash, username and password are percent-encoded, the
// hostname is in its ASCII (Punycode) form. A pathname pattern therefore
// sees "/w/%C3%A4" for the URL "https://example.com/w/ä": a regexp group
// such as "(\p{L}+)" does not match the "ä" there, and group values are
// percent-encoded ("%C3%A4"; weburl.PercentDecode gives "ä"). Fixed text
// in a pattern is encoded the same way ("/w/ä" matches "/w/%C3%A4"), so
// write non-ASCII characters as text, not in regular expressions. See
// Example (PercentEncodedPathname).
//
// # Regular expressions
//
// The standard compiles each component to an ECMAScript regular
// expression with the v flag. This package parses that syntax (classes
// with nested classes and the -- and && operators, the v flag's strings
// \q{...}, \p{...}, \d \w \s with their ECMAScript meaning, '.' without
// line terminators, the i flag's case folding, ECMAScript's rule that a
// quantifier's extra iteration may not match the empty string) and runs a
// translation on Go's regexp, whose matching takes time linear in the
// input. A component without regexp groups, whose expression leaves
// nothing to choose (fixed text, "*", "/:id", "/books/*", "/:id?",
// "http{s}?", "{*.}?example.com"), is matched without it, with the same
// answer and groups, and its expression is not compiled.
// Lookaround and backreferences need backtracking, which could make
// matching super-linear: a pattern that uses them fails with an *Error
// that matches ErrUnsupported, as do the m modifier, repeat counts above
// 1000, and property escapes whose sets are too large to compile quickly
// (more than about 16 \p{RGI_Emoji} or 370 \p{L} in one component).
//
// # Bounds
//
// Compiling a pattern takes time and memory linear in its length, and
// matching takes time linear in the pattern's length times the input's,
// as RE2 promises, whatever the pattern:
//   - A component's expression may compile to a Go program of at most 64
//     instructions a byte of its pattern and 4,096 (and 4 times the
//     weight of its property escapes), counting each repeat's body as
//     often as Go writes it out. ECMAScript's rule that a quantifier's
//     extra iteration may not match the empty string is written out as
//     one alternative per way to skip such a group, which nesting
//     multiplies ("(?:a*(?:a*)+)+"): past the limit the pattern is
//     refused (ErrUnsupported), as soon as the rewrite reaches it.
//   - A component's pattern may have at most 1,000 parts (groups, and
//     fixed text beside them or with a modifier): more is refused with
//     ReasonTooLarge.
//   - An error quotes at most 32 bytes on each side of its offset.
//
// Measured (BenchmarkHostile, BenchmarkHostileConstruct, one 2-core
// machine): patterns of 64 KiB and 1 MiB built from each hostile shape
// (nested quantified groups that can match empty, repeated properties of
// strings, "/*" and "{a}?" repeated, nested groups, brackets, backslashes)
// compile or fail in 36 to 200 ns and about 100 bytes a byte; matching
// stays at a flat ns a byte of input from 1 KiB to 1 MiB, from under 10
// for literals and ordinary groups to 1.6 µs for 64 "*" groups and 6.7 µs
// for the deepest nesting of "(?:a*" accepted ("(?:a*" four deep, 33
// bytes), which the limit bounds. Known differences from ECMAScript, which no
// web-platform-tests case reaches: a capture inside a repeated group keeps
// an earlier iteration's value where ECMAScript resets it to undefined,
// and \b with ignoreCase does not count U+017F and U+212A as word
// characters.
//
// # Unicode property escapes
//
// \p{...} and \P{...} take every name that ECMA-262 lists, spelled
// exactly as it lists them, with the data of Unicode 18.0.0 (UnicodeVersion),
// generated into the package from Unicode's own files, so that the answer
// does not depend on the Go version: every binary property and its alias
// (\p{Alphabetic}, \p{Alpha}, \p{Emoji_Presentation}, \p{EPres},
// \p{Any}, \p{ASCII}, \p{Assigned}, ...); General_Category (gc) with
// every value and alias (\p{gc=Lu}, \p{Lu}, \p{Letter}, \p{LC}, ...);
// Script (sc) and Script_Extensions (scx) with every value and alias
// (\p{sc=Greek}, \p{scx=Grek}, ...); and the properties of strings
// Basic_Emoji, Emoji_Keycap_Sequence, RGI_Emoji_Modifier_Sequence,
// RGI_Emoji_Flag_Sequence, RGI_Emoji_Tag_Sequence, RGI_Emoji_ZWJ_Sequence
// and RGI_Emoji, which match their strings, longest first. The i flag
// folds with Unicode 18.0.0's simple case folding. Nothing ECMA-262 lists
// is left out. An *Error with ReasonRegexp, as in ECMAScript, is what a
// name it does not list gives (names are not matched loosely: \p{lu},
// \p{Script=latin} and \p{Lowercase_Letter } fail), and so do \P{...} of
// a property of strings and a negated class that may contain strings
// ([^\p{RGI_Emoji}]). Where V8 departs from ECMA-262, this package follows
// ECMA-262: Chromium and Node accept \p{WSpace}, which ECMA-262 does not
// list, and refuse \p{Script=Katakana_Or_Hiragana} (Hrkt), which it
// does. Go strings hold no surrogate code points, so \p{Cs} matches
// nothing.
//
// A component is matched as the URL parser writes it: a pathname, query
// or fragment has its non-ASCII code points percent-encoded and a hostname
// is in Punycode, so \p{Emoji_Presentation} finds no emoji in the
// pathname of https://example.com/😀 (nor does it in a browser), while
// TestComponents and ExecComponents match the code points of the
// components they are given.
//
// # Errors
//
// Where the standard throws a TypeError, New and Generate return an
// *Error; its Reason says which step failed. Matching never fails: a URL
// that does not parse, or an Init whose components do not canonicalize,
// does not match.
//
// # Files
//
// The package is built in floors; a file uses its own floor and those
// below, never above (TestFileLoops checks that no files loop):
// urlpattern.go, match.go, compare.go, parts.go and overlap.go (the API:
// constructing, matching, comparing, parts, overlaps); constructor.go and
// component.go, with partmatch.go (the constructor string parser, and
// compiling and matching a component); parser.go, tokenizer.go, init.go
// and canon.go (the pattern parser and tokenizer, URLPatternInit and the
// canonicalization of components); part.go, result.go and errors.go
// (parts, results and errors as the API gives them).
package urlpattern
