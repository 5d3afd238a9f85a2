package ecmare

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxRepeat is the largest repeat count Go's regexp accepts.
const maxRepeat = 1000

// maxDepth is the deepest nesting of groups and classes accepted (Go's
// regexp accepts 1000 levels); it bounds the parser's recursion.
const maxDepth = 1000

type parser struct {
	src        string
	pos        int
	ignoreCase bool // the i flag, or a (?i:...) modifier, in effect
	dotAll     bool // the s modifier in effect
	ncap       int
	names      map[string]bool
	budget     int
	depth      int           // nesting of groups and classes at pos
	weight     int           // ranges and strings of the property escapes so far
	sizeLimit  int           // the largest program the expression may compile to (see sizeOf)
	sizes      map[*node]int // sizeOf's memo
}

// maxWeight bounds the size of the sets that an expression's property
// escapes bring, counting a range as 1 and a string as 4 (\p{L} weighs
// about 700, \p{RGI_Emoji} about 16,000), so that compiling a pattern that
// repeats large properties many times stays fast: a property's set or
// strings are written out at each use.
const maxWeight = 1 << 18

// weigh adds the weight of a property escape's set, refusing more than
// maxWeight in one expression.
func (p *parser) weigh(set propSet) error {
	p.weight += len(set.chars) + 4*len(set.strs)
	if p.weight > maxWeight {
		return p.errf(true, "property escapes too large: their sets weigh more than 262,144 (a range 1, a string 4) in one expression")
	}
	return nil
}

// enter counts one more level of nesting, refusing more than maxDepth.
func (p *parser) enter() error {
	p.depth++
	if p.depth > maxDepth {
		return p.errf(true, "groups or classes nested more than 1000 deep")
	}
	return nil
}

func (p *parser) errf(unsupported bool, msg string) error {
	return &Error{Pattern: p.src, Offset: p.pos, Msg: msg, Unsupported: unsupported}
}

func (p *parser) eof() bool { return p.pos >= len(p.src) }

// peek returns the code point at pos and its length (0 at the end).
func (p *parser) peek() (rune, int) {
	if p.eof() {
		return -1, 0
	}
	r, n := utf8.DecodeRuneInString(p.src[p.pos:])
	return r, n
}

func (p *parser) next() rune {
	r, n := p.peek()
	p.pos += n
	return r
}

func (p *parser) lookingAt(s string) bool { return strings.HasPrefix(p.src[p.pos:], s) }

func (p *parser) parse() (*node, error) {
	n, err := p.parseDisjunction()
	if err != nil {
		return nil, err
	}
	if !p.eof() {
		return nil, p.errf(false, "unmatched ')'")
	}
	return n, nil
}

// parseDisjunction parses Alternative ('|' Alternative)*.
func (p *parser) parseDisjunction() (*node, error) {
	alt := &node{op: opAlt}
	for {
		a, err := p.parseAlternative()
		if err != nil {
			return nil, err
		}
		alt.subs = append(alt.subs, a)
		if !p.lookingAt("|") {
			break
		}
		p.pos++
	}
	if len(alt.subs) == 1 {
		return alt.subs[0], nil
	}
	return alt, nil
}

// parseAlternative parses Term*.
func (p *parser) parseAlternative() (*node, error) {
	seq := &node{op: opConcat}
	for !p.eof() && !p.lookingAt("|") && !p.lookingAt(")") {
		t, err := p.parseTerm()
		if err != nil {
			return nil, err
		}
		seq.subs = append(seq.subs, t)
	}
	if len(seq.subs) == 1 {
		return seq.subs[0], nil
	}
	return seq, nil
}

// parseTerm parses an Assertion, or an Atom and its Quantifier.
func (p *parser) parseTerm() (*node, error) {
	start := p.pos
	r, _ := p.peek()
	var atom *node
	switch {
	case r == '^':
		p.pos++
		return &node{op: opBegin}, p.noQuantifier()
	case r == '$':
		p.pos++
		return &node{op: opEnd}, p.noQuantifier()
	case p.lookingAt(`\b`):
		p.pos += 2
		return &node{op: opWordB}, p.noQuantifier()
	case p.lookingAt(`\B`):
		p.pos += 2
		return &node{op: opNotWordB}, p.noQuantifier()
	case p.lookingAt("(?=") || p.lookingAt("(?!") || p.lookingAt("(?<=") || p.lookingAt("(?<!"):
		return nil, p.errf(true, "lookaround assertions need backtracking")
	case r == '(':
		g, err := p.parseGroup()
		if err != nil {
			return nil, err
		}
		atom = g
	case r == '.':
		p.pos++
		set := allSet
		if !p.dotAll {
			set = negate(lineTerminators)
		}
		atom = &node{op: opSet, set: set}
	case r == '[':
		p.pos++
		set, err := p.parseClass()
		if err != nil {
			return nil, err
		}
		atom = set.node(p.ignoreCase)
	case r == '\\':
		a, err := p.parseAtomEscape()
		if err != nil {
			return nil, err
		}
		atom = a
	case strings.ContainsRune("*+?{", r):
		return nil, p.errf(false, "nothing to repeat")
	case strings.ContainsRune("}]", r):
		return nil, p.errf(false, "lone '"+string(r)+"'")
	default:
		p.next()
		atom = p.literal(r)
	}
	_ = start
	return p.parseQuantifier(atom)
}

// literal returns a node matching r (and, with the i flag, its case
// variants).
func (p *parser) literal(r rune) *node {
	s := single(r)
	if p.ignoreCase {
		s = foldClose(s)
	}
	return &node{op: opSet, set: s}
}

func (p *parser) noQuantifier() error {
	r, _ := p.peek()
	if r == '*' || r == '+' || r == '?' || r == '{' {
		return p.errf(false, "nothing to repeat")
	}
	return nil
}

// parseQuantifier parses an optional Quantifier after atom.
func (p *parser) parseQuantifier(atom *node) (*node, error) {
	r, _ := p.peek()
	min, max := 0, 0
	switch r {
	case '*':
		min, max = 0, -1
		p.pos++
	case '+':
		min, max = 1, -1
		p.pos++
	case '?':
		min, max = 0, 1
		p.pos++
	case '{':
		p.pos++
		var ok bool
		if min, ok = p.parseInt(); !ok {
			return nil, p.errf(false, "incomplete quantifier")
		}
		max = min
		if p.lookingAt(",") {
			p.pos++
			max = -1
			if !p.lookingAt("}") {
				if max, ok = p.parseInt(); !ok {
					return nil, p.errf(false, "incomplete quantifier")
				}
			}
		}
		if !p.lookingAt("}") {
			return nil, p.errf(false, "incomplete quantifier")
		}
		p.pos++
		if max >= 0 && max < min {
			return nil, p.errf(false, "numbers out of order in {} quantifier")
		}
		if min > maxRepeat || max > maxRepeat {
			return nil, p.errf(true, "repeat count above 1000")
		}
	default:
		return atom, nil
	}
	greedy := true
	if p.lookingAt("?") {
		p.pos++
		greedy = false
	}
	return &node{op: opRepeat, subs: []*node{atom}, min: min, max: max, greedy: greedy}, nil
}

// parseInt parses DecimalDigits, saturating above maxRepeat.
func (p *parser) parseInt() (int, bool) {
	start, n := p.pos, 0
	for !p.eof() && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
		n = min(n*10+int(p.src[p.pos]-'0'), maxRepeat+1)
		p.pos++
	}
	return n, p.pos > start
}

// parseGroup parses a group at '('.
func (p *parser) parseGroup() (*node, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	p.pos++
	if !p.lookingAt("?") {
		p.ncap++
		return p.parseGroupBody(&node{op: opCapture, cap: p.ncap})
	}
	p.pos++
	switch {
	case p.lookingAt(":"):
		p.pos++
		return p.parseGroupBody(&node{op: opGroup})
	case p.lookingAt("<"):
		p.pos++
		name, err := p.parseGroupName()
		if err != nil {
			return nil, err
		}
		if p.names[name] {
			return nil, p.errf(false, "duplicate capture group name")
		}
		p.names[name] = true
		p.ncap++
		return p.parseGroupBody(&node{op: opCapture, cap: p.ncap})
	}
	return p.parseModifiers()
}

// parseModifiers parses (?ims-ims: ... ) (ECMAScript's RegularExpressionModifiers).
func (p *parser) parseModifiers() (*node, error) {
	var add, remove string
	for !p.eof() && strings.IndexByte("ims", p.src[p.pos]) >= 0 {
		add += p.src[p.pos : p.pos+1]
		p.pos++
	}
	if p.lookingAt("-") {
		p.pos++
		for !p.eof() && strings.IndexByte("ims", p.src[p.pos]) >= 0 {
			remove += p.src[p.pos : p.pos+1]
			p.pos++
		}
		if remove == "" && add == "" {
			return nil, p.errf(false, "invalid group")
		}
	}
	if !p.lookingAt(":") || add+remove == "" {
		return nil, p.errf(false, "invalid group")
	}
	p.pos++
	all := add + remove
	for i := range len(all) {
		if strings.IndexByte(all[i+1:], all[i]) >= 0 {
			return nil, p.errf(false, "repeated flag in modifiers")
		}
	}
	if strings.Contains(all, "m") {
		return nil, p.errf(true, "the m modifier")
	}
	saveI, saveS := p.ignoreCase, p.dotAll
	if strings.Contains(add, "i") {
		p.ignoreCase = true
	}
	if strings.Contains(remove, "i") {
		p.ignoreCase = false
	}
	if strings.Contains(add, "s") {
		p.dotAll = true
	}
	if strings.Contains(remove, "s") {
		p.dotAll = false
	}
	n, err := p.parseGroupBody(&node{op: opGroup})
	p.ignoreCase, p.dotAll = saveI, saveS
	return n, err
}

func (p *parser) parseGroupBody(g *node) (*node, error) {
	d, err := p.parseDisjunction()
	if err != nil {
		return nil, err
	}
	if !p.lookingAt(")") {
		return nil, p.errf(false, "unterminated group")
	}
	p.pos++
	g.subs = []*node{d}
	return g, nil
}

// parseGroupName parses RegExpIdentifierName '>' after "<".
func (p *parser) parseGroupName() (string, error) {
	var b strings.Builder
	for first := true; ; first = false {
		if p.lookingAt(">") {
			if first {
				return "", p.errf(false, "invalid capture group name")
			}
			p.pos++
			return b.String(), nil
		}
		var r rune
		if p.lookingAt(`\u`) {
			p.pos += 2
			var err error
			if r, err = p.parseUnicodeEscapeBody(); err != nil {
				return "", err
			}
		} else {
			r = p.next()
		}
		ok := IsIdentifierPart(r)
		if first {
			ok = IsIdentifierStart(r)
		}
		if !ok {
			return "", p.errf(false, "invalid capture group name")
		}
		b.WriteRune(r)
	}
}

// parseAtomEscape parses an escape outside a class, at '\'.
func (p *parser) parseAtomEscape() (*node, error) {
	p.pos++
	if p.eof() {
		return nil, p.errf(false, `\ at end of pattern`)
	}
	c := p.src[p.pos]
	switch {
	case c >= '1' && c <= '9':
		return nil, p.errf(true, "backreferences need backtracking")
	case c == 'k':
		return nil, p.errf(true, "backreferences need backtracking")
	}
	if set, ok, err := p.parseClassEscape(); ok || err != nil {
		if err != nil {
			return nil, err
		}
		return set.node(p.ignoreCase), nil
	}
	r, err := p.parseCharacterEscape(false)
	if err != nil {
		return nil, err
	}
	return p.literal(r), nil
}

// parseClassEscape parses \d \D \s \S \w \W \p{} \P{} after '\', already
// closed under case folding with the i flag.
func (p *parser) parseClassEscape() (classSet, bool, error) {
	c := p.src[p.pos]
	var set charSet
	switch c {
	case 'd', 'D':
		set = digitSet
	case 's', 'S':
		set = spaceSet
	case 'w', 'W':
		set = wordSet
	case 'p', 'P':
		p.pos++
		if !p.lookingAt("{") {
			return classSet{}, false, p.errf(false, "invalid property name")
		}
		end := strings.IndexByte(p.src[p.pos:], '}')
		if end < 0 {
			return classSet{}, false, p.errf(false, "invalid property name")
		}
		expr := p.src[p.pos+1 : p.pos+end]
		prop, ok := lookupProperty(expr)
		if !ok {
			p.pos++
			return classSet{}, false, p.errf(false, "unknown Unicode property name or value "+strconv.Quote(expr)+
				" (ECMA-262 accepts only the names of its tables and of PropertyValueAliases.txt, spelled exactly)")
		}
		if err := p.weigh(prop); err != nil {
			return classSet{}, false, err
		}
		if prop.strings {
			if c == 'P' {
				p.pos++
				return classSet{}, false, p.errf(false, `\P{`+expr+`} negates a property of strings`)
			}
			p.pos += end + 1
			return p.stringProperty(prop), true, nil
		}
		p.pos += end
		set = prop.chars
	default:
		return classSet{}, false, nil
	}
	p.pos++
	if p.ignoreCase {
		set = foldClose(set)
	}
	if c >= 'A' && c <= 'Z' {
		set = negate(set)
	}
	return charClass(set), true, nil
}

// stringProperty returns the classSet of a property of strings (ECMA-262
// Table 71), its code points closed and its strings folded under the i
// flag (spec: MaybeSimpleCaseFolding).
func (p *parser) stringProperty(prop propSet) classSet {
	set := classSet{chars: prop.chars, strs: prop.strs, mayStrings: true}
	if p.ignoreCase {
		set.chars = foldClose(set.chars)
		set.strs = make([]string, len(prop.strs))
		for i, s := range prop.strs {
			set.strs[i] = foldString(s)
		}
		slices.Sort(set.strs)
		set.strs = slices.Compact(set.strs)
	}
	return set
}

// parseCharacterEscape parses a CharacterEscape after '\' (inClass: also
// \b and the v flag's ClassSetReservedPunctuator escapes).
func (p *parser) parseCharacterEscape(inClass bool) (rune, error) {
	c := p.src[p.pos]
	p.pos++
	switch c {
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'v':
		return '\v', nil
	case 'c':
		if !p.eof() && isASCIILetter(p.src[p.pos]) {
			p.pos++
			return rune(p.src[p.pos-1] % 32), nil
		}
	case '0':
		if p.eof() || p.src[p.pos] < '0' || p.src[p.pos] > '9' {
			return 0, nil
		}
	case 'x':
		if p.pos+2 <= len(p.src) && isHex(p.src[p.pos]) && isHex(p.src[p.pos+1]) {
			p.pos += 2
			return rune(hexVal(p.src[p.pos-2])<<4 | hexVal(p.src[p.pos-1])), nil
		}
	case 'u':
		return p.parseUnicodeEscapeBody()
	case 'b':
		if inClass {
			return '\b', nil
		}
	default:
		if strings.IndexByte(`^$\.*+?()[]{}|/`, c) >= 0 {
			return rune(c), nil
		}
		if inClass && strings.IndexByte("&-!#%,:;<=>@`~", c) >= 0 {
			return rune(c), nil
		}
	}
	p.pos--
	return 0, p.errf(false, "invalid escape")
}

// parseUnicodeEscapeBody parses what follows \u: XXXX (a surrogate pair
// \uXXXX\uXXXX joined) or {X...}.
func (p *parser) parseUnicodeEscapeBody() (rune, error) {
	if p.lookingAt("{") {
		end := strings.IndexByte(p.src[p.pos:], '}')
		if end < 2 {
			return 0, p.errf(false, "invalid Unicode escape")
		}
		v := 0
		for i := p.pos + 1; i < p.pos+end; i++ {
			if !isHex(p.src[i]) {
				return 0, p.errf(false, "invalid Unicode escape")
			}
			v = v<<4 | hexVal(p.src[i])
			if v > maxRune {
				return 0, p.errf(false, "invalid Unicode escape")
			}
		}
		p.pos += end + 1
		return rune(v), nil
	}
	v, ok := p.hex4()
	if !ok {
		return 0, p.errf(false, "invalid Unicode escape")
	}
	if v >= 0xD800 && v <= 0xDBFF && p.lookingAt(`\u`) {
		save := p.pos
		p.pos += 2
		if lo, ok := p.hex4(); ok && lo >= 0xDC00 && lo <= 0xDFFF {
			return rune((v-0xD800)<<10|(lo-0xDC00)) + 0x10000, nil
		}
		p.pos = save
	}
	return rune(v), nil
}

func (p *parser) hex4() (int, bool) {
	if p.pos+4 > len(p.src) {
		return 0, false
	}
	v := 0
	for i := range 4 {
		c := p.src[p.pos+i]
		if !isHex(c) {
			return 0, false
		}
		v = v<<4 | hexVal(c)
	}
	p.pos += 4
	return v, true
}

// parseClass parses a v-mode CharacterClass after '[' (ECMA-262
// ClassContents with ClassUnion, ClassIntersection, ClassSubtraction).
func (p *parser) parseClass() (classSet, error) {
	if err := p.enter(); err != nil {
		return classSet{}, err
	}
	defer func() { p.depth-- }()
	start := p.pos - 1
	negated := false
	if p.lookingAt("^") {
		p.pos++
		negated = true
	}
	var set classSet
	if p.lookingAt("]") {
		p.pos++
		if negated {
			return charClass(allSet), nil
		}
		return classSet{}, nil
	}
	first, isRange, err := p.parseClassItem()
	if err != nil {
		return classSet{}, err
	}
	switch {
	case p.lookingAt("&&") || p.lookingAt("--"):
		if isRange {
			return classSet{}, p.errf(false, "a range in a class set operation")
		}
		op := p.src[p.pos : p.pos+2]
		set = first
		for p.lookingAt(op) {
			p.pos += 2
			if op == "&&" && p.lookingAt("&") {
				return classSet{}, p.errf(false, "invalid set operation")
			}
			operand, isRange, err := p.parseClassItem()
			if err != nil {
				return classSet{}, err
			}
			if isRange {
				return classSet{}, p.errf(false, "a range in a class set operation")
			}
			if op == "&&" {
				set = set.intersect(operand)
			} else {
				set = set.subtract(operand)
			}
		}
	default:
		set = first
		for !p.lookingAt("]") {
			if p.eof() {
				return classSet{}, p.errf(false, "unterminated character class")
			}
			if p.lookingAt("&&") || p.lookingAt("--") {
				return classSet{}, p.errf(false, "invalid set operation in a class union")
			}
			item, _, err := p.parseClassItem()
			if err != nil {
				return classSet{}, err
			}
			set = set.union(item)
		}
	}
	if !p.lookingAt("]") {
		return classSet{}, p.errf(false, "invalid character in character class")
	}
	p.pos++
	if negated {
		if set.mayStrings {
			return classSet{}, &Error{Pattern: p.src, Offset: start,
				Msg: "a negated class may not contain strings (a property of strings or \\q{...})"}
		}
		return charClass(negate(set.chars)), nil
	}
	return set, nil
}

// parseClassItem parses a ClassSetOperand or a ClassSetRange.
func (p *parser) parseClassItem() (classSet, bool, error) {
	if p.eof() {
		return classSet{}, false, p.errf(false, "unterminated character class")
	}
	if p.lookingAt("[") {
		p.pos++
		s, err := p.parseClass()
		return s, false, err
	}
	if p.lookingAt(`\`) {
		p.pos++
		if p.eof() {
			return classSet{}, false, p.errf(false, `\ at end of pattern`)
		}
		if p.lookingAt("q{") {
			s, err := p.parseClassStrings()
			return s, false, err
		}
		if s, ok, err := p.parseClassEscape(); ok || err != nil {
			return s, false, err
		}
		p.pos--
	}
	lo, err := p.parseClassSetCharacter()
	if err != nil {
		return classSet{}, false, err
	}
	if !p.lookingAt("-") || p.lookingAt("--") {
		return charClass(p.closed(charSet{{lo, lo}})), false, nil
	}
	p.pos++
	hi, err := p.parseClassSetCharacter()
	if err != nil {
		return classSet{}, false, err
	}
	if hi < lo {
		return classSet{}, false, p.errf(false, "range out of order in character class")
	}
	return charClass(p.closed(charSet{{lo, hi}})), true, nil
}

// parseClassStrings parses a ClassStringDisjunction, \q{...}, at "q{":
// strings separated by '|', each of ClassSetCharacters (spec: ECMA-262
// #prod-ClassStringDisjunction). It may contain strings (MayContainStrings)
// when one of them is empty or longer than one code point.
func (p *parser) parseClassStrings() (classSet, error) {
	p.pos += 2
	var set classSet
	var b []byte
	n := 0
	for {
		if p.eof() {
			return classSet{}, p.errf(false, `unterminated \q{...}`)
		}
		if p.lookingAt("|") || p.lookingAt("}") {
			set.addString(string(b), p.ignoreCase)
			if n != 1 {
				set.mayStrings = true
			}
			b, n = b[:0], 0
			p.pos++
			if p.src[p.pos-1] == '}' {
				return set, nil
			}
			continue
		}
		r, err := p.parseClassSetCharacter()
		if err != nil {
			return classSet{}, err
		}
		b = utf8.AppendRune(b, r)
		n++
	}
}

func (p *parser) closed(s charSet) charSet {
	if p.ignoreCase {
		return foldClose(s)
	}
	return s
}

// parseClassSetCharacter parses a ClassSetCharacter.
func (p *parser) parseClassSetCharacter() (rune, error) {
	if p.eof() {
		return 0, p.errf(false, "unterminated character class")
	}
	if p.lookingAt(`\`) {
		p.pos++
		if p.eof() {
			return 0, p.errf(false, `\ at end of pattern`)
		}
		return p.parseCharacterEscape(true)
	}
	r, n := p.peek()
	if strings.ContainsRune("()[]{}/-|", r) {
		return 0, p.errf(false, "invalid character in character class")
	}
	if p.pos+1 < len(p.src) && p.src[p.pos+1] == byte(r) && strings.ContainsRune("&!#$%*+,.:;<=>?@^`~", r) {
		return 0, p.errf(false, "invalid set operation in character class")
	}
	p.pos += n
	return r, nil
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func hexVal(c byte) int {
	switch {
	case c >= 'a':
		return int(c-'a') + 10
	case c >= 'A':
		return int(c-'A') + 10
	}
	return int(c - '0')
}
