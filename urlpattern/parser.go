package urlpattern

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// A part is one piece of a parsed pattern string (spec: #part).
type part struct {
	typ      PartType
	value    string
	modifier PartModifier
	name     string
	prefix   string
	suffix   string
	// at is the byte offset of a regexp part's value in the pattern
	// string, for errors.
	at int
}

// options are the pattern string options (spec: #options). Delimiter and
// prefix are one ASCII code point or 0 for the empty string.
type options struct {
	delimiter  byte
	prefix     byte
	ignoreCase bool
}

var (
	defaultOptions  = options{}                            // spec: #default-options
	hostnameOptions = options{delimiter: '.'}              // spec: #hostname-options
	pathnameOptions = options{delimiter: '/', prefix: '/'} // spec: #pathname-options
)

// isPrefix reports whether s is the prefix code point.
func (o options) isPrefix(s string) bool {
	return o.prefix != 0 && len(s) == 1 && s[0] == o.prefix
}

// encodingCallback validates and encodes a fixed text piece of a pattern
// string (spec: #encoding-callback).
type encodingCallback func(string) (string, error)

// fullWildcardRegexpValue (spec: #full-wildcard-regexp-value).
const fullWildcardRegexpValue = ".*"

// patternParser (spec: #pattern-parser).
type patternParser struct {
	tokens                []token
	encodingCallback      encodingCallback
	segmentWildcardRegexp string
	parts                 []part
	pendingFixedValue     textRun
	index                 int
	nextNumericName       int
	input                 string
	names                 map[string]bool // the part list's names, for isDuplicateName
}

// parsePatternString (spec: #parse-a-pattern-string).
func parsePatternString(input string, opts options, encode encodingCallback) ([]part, error) {
	p := &patternParser{encodingCallback: encode, segmentWildcardRegexp: generateSegmentWildcardRegexp(opts), input: input}
	p.pendingFixedValue.input = input
	buf := getTokenBuffer()
	tokens, err := tokenize(input, policyStrict, *buf)
	defer putTokenBuffer(buf, tokens)
	if err != nil {
		return nil, err
	}
	p.tokens = tokens
	for p.index < len(p.tokens) {
		charToken := p.tryToConsumeToken(tokenChar)
		nameToken := p.tryToConsumeToken(tokenName)
		regexpOrWildcardToken := p.tryToConsumeRegexpOrWildcardToken(nameToken)
		if nameToken != nil || regexpOrWildcardToken != nil {
			prefix := ""
			if charToken != nil {
				prefix = charToken.value
			}
			if prefix != "" && !opts.isPrefix(prefix) {
				p.pendingFixedValue.addToken(charToken)
				prefix = ""
			}
			if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
				return nil, err
			}
			modifierToken := p.tryToConsumeModifierToken()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, "", modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		fixedToken := charToken
		if fixedToken == nil {
			fixedToken = p.tryToConsumeToken(tokenEscapedChar)
		}
		if fixedToken != nil {
			p.pendingFixedValue.addToken(fixedToken)
			continue
		}
		if openToken := p.tryToConsumeToken(tokenOpen); openToken != nil {
			prefix := p.consumeText()
			nameToken = p.tryToConsumeToken(tokenName)
			regexpOrWildcardToken = p.tryToConsumeRegexpOrWildcardToken(nameToken)
			suffix := p.consumeText()
			if err := p.consumeRequiredToken(tokenClose); err != nil {
				return nil, err
			}
			modifierToken := p.tryToConsumeModifierToken()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
			return nil, err
		}
		if err := p.consumeRequiredToken(tokenEnd); err != nil {
			return nil, err
		}
	}
	return p.parts, nil
}

// wildcardParts is the part list of the pattern string "*", whatever the
// options and encoding callback (every callback encodes "" as "").
var wildcardParts = []part{{typ: PartFullWildcard, modifier: ModifierNone, name: "0"}}

// parsePlainPatternString returns what parsePatternString returns for
// input when it is "*" or has no character that the tokenizer reads as
// anything but a char token, without tokenizing: one fixed text part of
// the encoded input. ok is false for other inputs.
func parsePlainPatternString(input string, encode encodingCallback) (parts []part, ok bool, err error) {
	switch {
	case input == "":
		return nil, true, nil
	case input == "*":
		return wildcardParts[:1:1], true, nil
	case containsAnyOf(input, &tokenizerSpecial):
		return nil, false, nil
	}
	value, err := encode(input)
	if err != nil {
		return nil, true, err
	}
	return []part{{typ: PartFixedText, value: value, modifier: ModifierNone}}, true, nil
}

// generateSegmentWildcardRegexp (spec: #generate-a-segment-wildcard-regexp).
func generateSegmentWildcardRegexp(opts options) string {
	switch opts.delimiter {
	case 0:
		return `[^]+?`
	case '/':
		return `[^\/]+?`
	case '.':
		return `[^\.]+?`
	}
	return "[^" + escapeRegexpString(delimiterString(opts.delimiter)) + "]+?"
}

func delimiterString(c byte) string {
	if c == 0 {
		return ""
	}
	return string(rune(c))
}

// tryToConsumeToken (spec: #try-to-consume-a-token).
func (p *patternParser) tryToConsumeToken(typ tokenType) *token {
	next := &p.tokens[p.index]
	if next.typ != typ {
		return nil
	}
	p.index++
	return next
}

// tryToConsumeModifierToken (spec: #try-to-consume-a-modifier-token).
func (p *patternParser) tryToConsumeModifierToken() *token {
	if t := p.tryToConsumeToken(tokenOtherModifier); t != nil {
		return t
	}
	return p.tryToConsumeToken(tokenAsterisk)
}

// tryToConsumeRegexpOrWildcardToken (spec: #try-to-consume-a-regexp-or-wildcard-token).
func (p *patternParser) tryToConsumeRegexpOrWildcardToken(nameToken *token) *token {
	t := p.tryToConsumeToken(tokenRegexp)
	if nameToken == nil && t == nil {
		t = p.tryToConsumeToken(tokenAsterisk)
	}
	return t
}

// consumeRequiredToken (spec: #consume-a-required-token).
// The parser never uses the token it consumes, so only the error is
// returned.
func (p *patternParser) consumeRequiredToken(typ tokenType) error {
	if p.tryToConsumeToken(typ) == nil {
		found := &p.tokens[p.index]
		return &Error{Reason: ReasonSyntax, Input: p.input, Offset: found.index, Detail: syntaxDetail(typ, found)}
	}
	return nil
}

// syntaxDetail says in plain words why found is not the token of type
// want that the parser requires.
func syntaxDetail(want tokenType, found *token) string {
	switch {
	case want == tokenClose && found.typ == tokenEnd:
		return `a "{" group is not closed by "}"`
	case want == tokenClose:
		return `a "{" group can hold only text, one name or regexp group, and text; "}" expected here`
	case found.typ == tokenClose:
		return `"}" without a "{" before it`
	case found.typ == tokenOtherModifier:
		return strconv.Quote(found.value) + " has nothing to repeat or make optional"
	}
	return "unexpected " + strconv.Quote(found.value)
}

// consumeText (spec: #consume-text).
func (p *patternParser) consumeText() string {
	b := textRun{input: p.input}
	for {
		t := p.tryToConsumeToken(tokenChar)
		if t == nil {
			t = p.tryToConsumeToken(tokenEscapedChar)
		}
		if t == nil {
			return b.String()
		}
		b.addToken(t)
	}
}

// A textRun is text made of tokens' values (and other strings): while the
// tokens are next to each other in the input, a substring of it, so that
// collecting a fixed text allocates nothing.
type textRun struct {
	input      string
	start, end int    // the text is input[start:end] when buf is nil
	buf        []byte // the text, when it is not a substring of input
}

// addToken appends t's value: a char token's is the input at t.index, an
// escaped char's follows the backslash.
func (r *textRun) addToken(t *token) {
	at := t.index
	if t.typ == tokenEscapedChar {
		at++
	}
	switch {
	case r.buf != nil:
		r.buf = append(r.buf, t.value...)
	case r.start == r.end:
		r.start, r.end = at, at+len(t.value)
	case r.end == at:
		r.end += len(t.value)
	default:
		r.addString(t.value)
	}
}

// addString appends s.
func (r *textRun) addString(s string) {
	if r.buf == nil {
		r.buf = append(make([]byte, 0, r.end-r.start+len(s)+8), r.input[r.start:r.end]...)
	}
	r.buf = append(r.buf, s...)
}

func (r *textRun) len() int {
	if r.buf != nil {
		return len(r.buf)
	}
	return r.end - r.start
}

func (r *textRun) String() string {
	if r.buf != nil {
		return string(r.buf)
	}
	return r.input[r.start:r.end]
}

func (r *textRun) reset() { r.start, r.end, r.buf = 0, 0, nil }

// maybeAddPartFromPendingFixedValue (spec: #maybe-add-a-part-from-the-pending-fixed-value).
func (p *patternParser) maybeAddPartFromPendingFixedValue() error {
	if p.pendingFixedValue.len() == 0 {
		return nil
	}
	encoded, err := p.encodingCallback(p.pendingFixedValue.String())
	if err != nil {
		return err
	}
	p.pendingFixedValue.reset()
	return p.appendPart(part{typ: PartFixedText, value: encoded, modifier: ModifierNone})
}

// addPart (spec: #add-a-part).
func (p *patternParser) addPart(prefix string, nameToken, regexpOrWildcardToken *token, suffix string, modifierToken *token) error {
	modifier := ModifierNone
	if modifierToken != nil {
		switch modifierToken.value {
		case "?":
			modifier = ModifierOptional
		case "*":
			modifier = ModifierZeroOrMore
		case "+":
			modifier = ModifierOneOrMore
		}
	}
	if nameToken == nil && regexpOrWildcardToken == nil && modifier == ModifierNone {
		if prefix != "" {
			p.pendingFixedValue.addString(prefix)
		}
		return nil
	}
	if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
		return err
	}
	if nameToken == nil && regexpOrWildcardToken == nil {
		if prefix == "" {
			return nil
		}
		encoded, err := p.encodingCallback(prefix)
		if err != nil {
			return err
		}
		return p.appendPart(part{typ: PartFixedText, value: encoded, modifier: modifier})
	}
	regexpValue := ""
	switch {
	case regexpOrWildcardToken == nil:
		regexpValue = p.segmentWildcardRegexp
	case regexpOrWildcardToken.typ == tokenAsterisk:
		regexpValue = fullWildcardRegexpValue
	default:
		regexpValue = regexpOrWildcardToken.value
	}
	typ, at := PartRegexp, 0
	if regexpOrWildcardToken != nil && regexpOrWildcardToken.typ == tokenRegexp {
		at = regexpOrWildcardToken.index + 1 // after "("
	}
	switch regexpValue {
	case p.segmentWildcardRegexp:
		typ = PartSegmentWildcard
		regexpValue = ""
	case fullWildcardRegexpValue:
		typ = PartFullWildcard
		regexpValue = ""
	}
	name := ""
	if nameToken != nil {
		name = nameToken.value
	} else if regexpOrWildcardToken != nil {
		name = strconv.Itoa(p.nextNumericName)
		p.nextNumericName++
	}
	if p.isDuplicateName(name) {
		offset := 0
		if nameToken != nil {
			offset = nameToken.index
		}
		return &Error{Reason: ReasonDuplicateName, Input: p.input, Offset: offset}
	}
	encodedPrefix, err := p.encodingCallback(prefix)
	if err != nil {
		return err
	}
	encodedSuffix, err := p.encodingCallback(suffix)
	if err != nil {
		return err
	}
	return p.appendPart(part{typ: typ, value: regexpValue, modifier: modifier, name: name,
		prefix: encodedPrefix, suffix: encodedSuffix, at: at})
}

// maxParts is the most parts a component's pattern may have. A part
// costs its compiled regular expression a group or more, and Go's regexp
// takes memory and time per input byte in proportion to those: past a
// thousand parts, no route or filter needs more, and compiling would cost
// kilobytes a byte of pattern.
const maxParts = 1000

// appendPart adds pt to the part list, or returns an *Error of
// ReasonTooLarge when the list has maxParts parts already.
func (p *patternParser) appendPart(pt part) error {
	if len(p.parts) >= maxParts {
		return &Error{Reason: ReasonTooLarge, Input: p.input, Offset: p.tokens[max(p.index-1, 0)].index,
			Detail: "a component's pattern may have at most 1,000 parts (groups, and fixed text beside them or with a modifier)"}
	}
	p.parts = append(p.parts, pt)
	return nil
}

// isDuplicateName (spec: #is-a-duplicate-name). Past 16 parts the names
// of the part list are kept in a map, so that a pattern with many groups
// parses in linear time. Fixed-text parts have the empty name, which a group never
// has.
func (p *patternParser) isDuplicateName(name string) bool {
	if p.names == nil {
		// Few parts: look through them.
		for i := range p.parts {
			if p.parts[i].typ != PartFixedText && p.parts[i].name == name {
				return true
			}
		}
		if len(p.parts) < 16 {
			return false
		}
		p.names = make(map[string]bool, len(p.parts))
		for i := range p.parts {
			if p.parts[i].typ != PartFixedText {
				p.names[p.parts[i].name] = true
			}
		}
	}
	if p.names[name] {
		return true
	}
	p.names[name] = true
	return false
}

// A regexpSpan is where generateRegexpAndNameList wrote a regexp part's
// value: at out in the regular expression, from at in the pattern string.
type regexpSpan struct {
	out, at, n int
}

// generateRegexpAndNameList (spec: #generate-a-regular-expression-and-name-list).
// spans says where each regexp part's value went, so that an error in the
// regular expression can point at the pattern string. The name list is not
// returned: it is the names of the parts that are not fixed text, in order,
// which the component reads from its parts.
func generateRegexpAndNameList(parts []part, opts options) (string, []regexpSpan) {
	var b strings.Builder
	b.WriteByte('^')
	var spans []regexpSpan
	// value writes a part's regular expression (with the text before
	// and after it), recording where a regexp part's value goes.
	value := func(pt *part, regexpValue string, before, after string) {
		b.WriteString(before)
		if pt.typ == PartRegexp {
			spans = append(spans, regexpSpan{out: b.Len(), at: pt.at, n: len(regexpValue)})
		}
		b.WriteString(regexpValue)
		b.WriteString(after)
	}
	for i := range parts {
		pt := &parts[i]
		if pt.typ == PartFixedText {
			if pt.modifier == ModifierNone {
				b.WriteString(escapeRegexpString(pt.value))
			} else {
				b.WriteString("(?:")
				b.WriteString(escapeRegexpString(pt.value))
				b.WriteString(")")
				b.WriteString(modifierString(pt.modifier))
			}
			continue
		}
		regexpValue := pt.value
		if pt.typ == PartSegmentWildcard {
			regexpValue = generateSegmentWildcardRegexp(opts)
		} else if pt.typ == PartFullWildcard {
			regexpValue = fullWildcardRegexpValue
		}
		if pt.prefix == "" && pt.suffix == "" {
			if pt.modifier == ModifierNone || pt.modifier == ModifierOptional {
				value(pt, regexpValue, "(", ")"+modifierString(pt.modifier))
			} else {
				value(pt, regexpValue, "((?:", ")"+modifierString(pt.modifier)+")")
			}
			continue
		}
		prefix, suffix := escapeRegexpString(pt.prefix), escapeRegexpString(pt.suffix)
		if pt.modifier == ModifierNone || pt.modifier == ModifierOptional {
			value(pt, regexpValue, "(?:"+prefix+"(", ")"+suffix+")"+modifierString(pt.modifier))
			continue
		}
		value(pt, regexpValue, "(?:"+prefix+"((?:", ")(?:"+suffix+prefix)
		value(pt, regexpValue, "(?:", "))*)"+suffix+")")
		if pt.modifier == ModifierZeroOrMore {
			b.WriteByte('?')
		}
	}
	b.WriteByte('$')
	return b.String(), spans
}

// patternOffset maps offset, a byte offset in a regular expression that
// generateRegexpAndNameList wrote with spans, to the pattern string: into
// the regexp part it falls in, or else the end of the last regexp part
// before it (its ")"). It returns 0 when no regexp part comes before
// offset.
func patternOffset(spans []regexpSpan, offset int) int {
	at := 0
	for _, sp := range spans {
		if sp.out > offset {
			break
		}
		at = sp.at + min(offset-sp.out, sp.n)
	}
	return at
}

// escapeRegexpString (spec: #escape-a-regexp-string).
func escapeRegexpString(input string) string {
	return escapeBytes(input, &regexpSpecial)
}

// escapePatternString (spec: #escape-a-pattern-string).
func escapePatternString(input string) string {
	return escapeBytes(input, &patternSpecial)
}

// The ASCII characters that escapeRegexpString and escapePatternString
// escape, and those that the tokenizer reads as anything but a char token.
var (
	regexpSpecial    = byteSet(`.+*?^${}()[]|/\`)
	patternSpecial   = byteSet(`+*?:{}()\`)
	tokenizerSpecial = byteSet(`*+?\{}:()`)
)

func byteSet(chars string) (set [256]bool) {
	for i := 0; i < len(chars); i++ {
		set[chars[i]] = true
	}
	return set
}

func containsAnyOf(s string, set *[256]bool) bool {
	for i := 0; i < len(s); i++ {
		if set[s[i]] {
			return true
		}
	}
	return false
}

func escapeBytes(input string, special *[256]bool) string {
	if !containsAnyOf(input, special) {
		return input
	}
	var b strings.Builder
	for i := 0; i < len(input); i++ {
		if special[input[i]] {
			b.WriteByte('\\')
		}
		b.WriteByte(input[i])
	}
	return b.String()
}

// modifierString (spec: #convert-a-modifier-to-a-string).
func modifierString(m PartModifier) string {
	switch m {
	case ModifierZeroOrMore:
		return "*"
	case ModifierOptional:
		return "?"
	case ModifierOneOrMore:
		return "+"
	}
	return ""
}

// generatePatternString (spec: #generate-a-pattern-string).
func generatePatternString(parts []part, opts options) string {
	switch {
	case len(parts) == 0:
		return ""
	case len(parts) == 1 && parts[0].modifier == ModifierNone && parts[0].typ == PartFixedText:
		return escapePatternString(parts[0].value)
	case len(parts) == 1 && parts[0].modifier == ModifierNone && parts[0].typ == PartFullWildcard &&
		parts[0].name == "0" && parts[0].prefix == "" && parts[0].suffix == "":
		return "*"
	}
	var b strings.Builder
	for index, pt := range parts {
		var previous, next *part
		if index > 0 {
			previous = &parts[index-1]
		}
		if index < len(parts)-1 {
			next = &parts[index+1]
		}
		if pt.typ == PartFixedText {
			if pt.modifier == ModifierNone {
				b.WriteString(escapePatternString(pt.value))
				continue
			}
			b.WriteString("{" + escapePatternString(pt.value) + "}" + modifierString(pt.modifier))
			continue
		}
		customName := !isASCIIDigit(pt.name[0])
		needsGrouping := pt.suffix != "" || (pt.prefix != "" && !opts.isPrefix(pt.prefix))
		if !needsGrouping && customName && pt.typ == PartSegmentWildcard && pt.modifier == ModifierNone &&
			next != nil && next.prefix == "" && next.suffix == "" {
			if next.typ == PartFixedText {
				r, _ := utf8.DecodeRuneInString(next.value)
				needsGrouping = next.value != "" && isValidNameCodePoint(r, false)
			} else {
				needsGrouping = isASCIIDigit(next.name[0])
			}
		}
		if !needsGrouping && pt.prefix == "" && previous != nil && previous.typ == PartFixedText &&
			previous.value != "" && opts.prefix != 0 && previous.value[len(previous.value)-1] == opts.prefix {
			needsGrouping = true
		}
		if needsGrouping {
			b.WriteByte('{')
		}
		b.WriteString(escapePatternString(pt.prefix))
		if customName {
			b.WriteString(":" + pt.name)
		}
		switch {
		case pt.typ == PartRegexp:
			b.WriteString("(" + pt.value + ")")
		case pt.typ == PartSegmentWildcard && !customName:
			b.WriteString("(" + generateSegmentWildcardRegexp(opts) + ")")
		case pt.typ == PartFullWildcard:
			if !customName && (previous == nil || previous.typ == PartFixedText || previous.modifier != ModifierNone ||
				needsGrouping || pt.prefix != "") {
				b.WriteString("*")
			} else {
				b.WriteString("(" + fullWildcardRegexpValue + ")")
			}
		}
		if pt.typ == PartSegmentWildcard && customName && pt.suffix != "" {
			if r, _ := utf8.DecodeRuneInString(pt.suffix); isValidNameCodePoint(r, false) {
				b.WriteByte('\\')
			}
		}
		b.WriteString(escapePatternString(pt.suffix))
		if needsGrouping {
			b.WriteByte('}')
		}
		b.WriteString(modifierString(pt.modifier))
	}
	return b.String()
}

func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }
