package ecmare

import (
	"sync"
	"unicode"
)

// ECMAScript's character class escapes (spec: ECMA-262 #sec-compiletocharset,
// CharacterClassEscape), with their ECMAScript meaning, not Go's.
var (
	digitSet = charSet{{'0', '9'}}
	wordSet  = charSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
	// spaceSet is WhiteSpace and LineTerminator (ECMA-262 #sec-white-space,
	// #sec-line-terminators).
	spaceSet = charSet{{'\t', '\r'}, {' ', ' '}, {0xA0, 0xA0}, {0x1680, 0x1680},
		{0x2000, 0x200A}, {0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F},
		{0x3000, 0x3000}, {0xFEFF, 0xFEFF}}
	// lineTerminators are what '.' does not match without the s flag.
	lineTerminators = charSet{{'\n', '\n'}, {'\r', '\r'}, {0x2028, 0x2029}}
	allSet          = charSet{{0, maxRune}}
)

// gcAliases maps the long General_Category value aliases (and the
// short ones Go does not name) to Go's short names (UCD
// PropertyValueAliases.txt, gc).
var gcAliases = map[string]string{
	"Other": "C", "Control": "Cc", "cntrl": "Cc", "Format": "Cf", "Private_Use": "Co",
	"Surrogate": "Cs", "Letter": "L", "Lowercase_Letter": "Ll", "Modifier_Letter": "Lm",
	"Other_Letter": "Lo", "Titlecase_Letter": "Lt", "Uppercase_Letter": "Lu",
	"Mark": "M", "Combining_Mark": "M", "Spacing_Mark": "Mc", "Enclosing_Mark": "Me",
	"Nonspacing_Mark": "Mn", "Number": "N", "Decimal_Number": "Nd", "digit": "Nd",
	"Letter_Number": "Nl", "Other_Number": "No", "Punctuation": "P", "punct": "P",
	"Connector_Punctuation": "Pc", "Dash_Punctuation": "Pd", "Close_Punctuation": "Pe",
	"Final_Punctuation": "Pf", "Initial_Punctuation": "Pi", "Other_Punctuation": "Po",
	"Open_Punctuation": "Ps", "Symbol": "S", "Currency_Symbol": "Sc",
	"Modifier_Symbol": "Sk", "Math_Symbol": "Sm", "Other_Symbol": "So",
	"Separator": "Z", "Line_Separator": "Zl", "Paragraph_Separator": "Zp",
	"Space_Separator": "Zs", "Cased_Letter": "LC", "Unassigned": "Cn",
}

// generalCategory returns the set of a General_Category value, or false.
func generalCategory(v string) (charSet, bool) {
	if a, ok := gcAliases[v]; ok {
		v = a
	}
	switch v {
	case "LC":
		return union(union(fromTable(unicode.Lu), fromTable(unicode.Ll)), fromTable(unicode.Lt)), true
	case "Cn":
		return negate(assigned()), true
	case "C":
		return union(fromTable(unicode.C), negate(assigned())), true
	}
	t, ok := unicode.Categories[v]
	if !ok {
		return nil, false
	}
	return fromTable(t), true
}

// assigned returns the code points of every General_Category but Cn.
func assigned() charSet {
	var s charSet
	for _, t := range unicode.Categories {
		s = append(s, fromTable(t)...)
	}
	return s.normalize()
}

// binaryProperty returns the set of a binary Unicode property that ECMA-262
// lists (table-binary-unicode-properties) and Go's unicode package can
// compute, or false.
func binaryProperty(name string) (charSet, bool) {
	switch name {
	case "Any":
		return allSet, true
	case "ASCII":
		return charSet{{0, 0x7F}}, true
	case "Assigned":
		return assigned(), true
	case "Alphabetic", "Alpha":
		return tables(unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Other_Alphabetic), true
	case "Lowercase", "Lower":
		return tables(unicode.Ll, unicode.Other_Lowercase), true
	case "Uppercase", "Upper":
		return tables(unicode.Lu, unicode.Other_Uppercase), true
	case "Math":
		return tables(unicode.Sm, unicode.Other_Math), true
	case "ID_Start", "IDS":
		return idStart(), true
	case "ID_Continue", "IDC":
		return idContinue(), true
	case "White_Space", "space":
		return fromTable(unicode.White_Space), true
	}
	t, ok := unicode.Properties[name]
	if !ok || name[:min(len(name), 6)] == "Other_" {
		return nil, false
	}
	return fromTable(t), true
}

// tables returns the union of range tables.
func tables(ts ...*unicode.RangeTable) charSet {
	var s charSet
	for _, t := range ts {
		s = append(s, fromTable(t)...)
	}
	return s.normalize()
}

// idStart returns the ID_Start code points (UAX #31: L, Nl and
// Other_ID_Start, without Pattern_Syntax and Pattern_White_Space).
func idStart() charSet {
	s := tables(unicode.L, unicode.Nl, unicode.Other_ID_Start)
	return subtract(s, tables(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
}

// idContinue returns the ID_Continue code points (UAX #31: ID_Start, Mn,
// Mc, Nd, Pc and Other_ID_Continue, without Pattern_Syntax and
// Pattern_White_Space).
func idContinue() charSet {
	s := tables(unicode.L, unicode.Nl, unicode.Other_ID_Start, unicode.Mn, unicode.Mc,
		unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
	return subtract(s, tables(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
}

// unicodeProperty resolves the inside of \p{...} (ECMA-262
// UnicodePropertyValueExpression), or returns false.
func unicodeProperty(expr string) (charSet, bool) {
	for i := 0; i < len(expr); i++ {
		if expr[i] != '=' {
			continue
		}
		name, value := expr[:i], expr[i+1:]
		switch name {
		case "General_Category", "gc":
			return generalCategory(value)
		case "Script", "sc":
			t, ok := unicode.Scripts[value]
			if !ok {
				return nil, false
			}
			return fromTable(t), true
		}
		return nil, false
	}
	if s, ok := generalCategory(expr); ok {
		return s, true
	}
	return binaryProperty(expr)
}

var (
	idStartSet    = sync.OnceValue(idStart)
	idContinueSet = sync.OnceValue(idContinue)
)

// IsIdentifierStart reports whether r is in ECMAScript's IdentifierStart
// set: ID_Start, '$' and '_' (spec: ECMA-262 #prod-IdentifierStart).
func IsIdentifierStart(r rune) bool {
	return r == '$' || r == '_' || idStartSet().contains(r)
}

// IsIdentifierPart reports whether r is in ECMAScript's IdentifierPart set:
// ID_Continue, '$', U+200C and U+200D (spec: ECMA-262 #prod-IdentifierPart).
func IsIdentifierPart(r rune) bool {
	return r == '$' || r == 0x200C || r == 0x200D || idContinueSet().contains(r)
}
