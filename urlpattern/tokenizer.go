package urlpattern

import (
	"sync"
	"unicode/utf8"

	"github.com/weburl/weburl/urlpattern/internal/ecmare"
)

// tokenType is a token's type (spec: #token-type).
type tokenType uint8

const (
	tokenInvalidChar   tokenType = iota // "invalid-char"
	tokenOpen                           // "open": {
	tokenClose                          // "close": }
	tokenRegexp                         // "regexp": (...)
	tokenName                           // "name": :name
	tokenChar                           // "char"
	tokenEscapedChar                    // "escaped-char": \c
	tokenOtherModifier                  // "other-modifier": ? or +
	tokenAsterisk                       // "asterisk": *
	tokenEnd                            // "end"
)

// A token is a lexical token of a pattern string (spec: #token). index is
// the byte offset of its first code point in the input.
type token struct {
	typ   tokenType
	index int
	value string
}

// tokenizePolicy is "strict" or "lenient" (spec: #tokenize-policy).
type tokenizePolicy bool

const (
	policyStrict  tokenizePolicy = false
	policyLenient tokenizePolicy = true
)

// tokenizer is the state of tokenize (spec: #tokenizer). Positions are
// byte offsets into input.
type tokenizer struct {
	input     string
	policy    tokenizePolicy
	tokens    []token
	index     int
	nextIndex int
	codePoint rune
}

// tokenBuffers holds token lists for reuse: a pattern string's tokens are
// needed only while it is parsed (getTokenBuffer, putTokenBuffer).
var tokenBuffers = sync.Pool{New: func() any { return new([]token) }}

func getTokenBuffer() *[]token { return tokenBuffers.Get().(*[]token) }

// putTokenBuffer returns tokens, got from the buffer b, for reuse, unless
// they are many.
func putTokenBuffer(b *[]token, tokens []token) {
	if cap(tokens) > 1024 {
		return
	}
	clear(tokens) // let the input strings go
	*b = tokens[:0]
	tokenBuffers.Put(b)
}

// tokenize splits input into tokens (spec: #tokenize), appended to
// buf[:0]. With policyStrict, a tokenizing error returns an *Error of
// ReasonTokenize.
func tokenize(input string, policy tokenizePolicy, buf []token) ([]token, error) {
	if cap(buf) < len(input)+1 { // a token takes at least one byte, and end
		buf = make([]token, 0, len(input)+1)
	}
	t := &tokenizer{input: input, policy: policy, tokens: buf[:0]}
	for t.index < len(t.input) {
		t.seekAndGetNextCodePoint(t.index)
		switch t.codePoint {
		case '*':
			t.addTokenWithDefaultPositionAndLength(tokenAsterisk)
			continue
		case '+', '?':
			t.addTokenWithDefaultPositionAndLength(tokenOtherModifier)
			continue
		case '\\':
			if t.nextIndex == len(t.input) {
				if err := t.processTokenizingError(t.nextIndex, t.index, t.index, `"\" at the end of the pattern escapes nothing`); err != nil {
					return nil, err
				}
				continue
			}
			escapedIndex := t.nextIndex
			t.getNextCodePoint()
			t.addTokenWithDefaultLength(tokenEscapedChar, t.nextIndex, escapedIndex)
			continue
		case '{':
			t.addTokenWithDefaultPositionAndLength(tokenOpen)
			continue
		case '}':
			t.addTokenWithDefaultPositionAndLength(tokenClose)
			continue
		case ':':
			if err := t.name(); err != nil {
				return nil, err
			}
			continue
		case '(':
			if err := t.regexp(); err != nil {
				return nil, err
			}
			continue
		}
		t.addTokenWithDefaultPositionAndLength(tokenChar)
	}
	t.addTokenWithDefaultLength(tokenEnd, t.index, t.index)
	return t.tokens, nil
}

// name tokenizes a ":name" at index.
func (t *tokenizer) name() error {
	namePosition := t.nextIndex
	nameStart := namePosition
	for namePosition < len(t.input) {
		t.seekAndGetNextCodePoint(namePosition)
		if !isValidNameCodePoint(t.codePoint, namePosition == nameStart) {
			break
		}
		namePosition = t.nextIndex
	}
	if namePosition <= nameStart {
		return t.processTokenizingError(nameStart, t.index, t.index, `":" is not followed by a group name`)
	}
	t.addTokenWithDefaultLength(tokenName, namePosition, nameStart)
	return nil
}

// regexp tokenizes a "(regexp)" at index.
func (t *tokenizer) regexp() error {
	depth := 1
	regexpPosition := t.nextIndex
	regexpStart := regexpPosition
	for regexpPosition < len(t.input) {
		t.seekAndGetNextCodePoint(regexpPosition)
		if t.codePoint >= utf8.RuneSelf {
			return t.processTokenizingError(regexpStart, t.index, regexpPosition, errNonASCIIRegexp)
		}
		if regexpPosition == regexpStart && t.codePoint == '?' {
			return t.processTokenizingError(regexpStart, t.index, regexpPosition, `a regexp group cannot start with "?"`)
		}
		if t.codePoint == '\\' {
			if t.nextIndex == len(t.input) {
				return t.processTokenizingError(regexpStart, t.index, t.index, errUnclosedRegexp)
			}
			t.getNextCodePoint()
			if t.codePoint >= utf8.RuneSelf {
				return t.processTokenizingError(regexpStart, t.index, regexpPosition, errNonASCIIRegexp)
			}
			regexpPosition = t.nextIndex
			continue
		}
		if t.codePoint == ')' {
			depth--
			if depth == 0 {
				regexpPosition = t.nextIndex
				break
			}
		} else if t.codePoint == '(' {
			depth++
			if t.nextIndex == len(t.input) {
				return t.processTokenizingError(regexpStart, t.index, t.index, errUnclosedRegexp)
			}
			temporaryPosition := t.nextIndex
			t.getNextCodePoint()
			if t.codePoint != '?' {
				return t.processTokenizingError(regexpStart, t.index, regexpPosition,
					`a regexp group cannot contain a capturing group; write "(?:" for a group that does not capture`)
			}
			t.nextIndex = temporaryPosition
		}
		regexpPosition = t.nextIndex
	}
	if depth != 0 {
		return t.processTokenizingError(regexpStart, t.index, t.index, errUnclosedRegexp)
	}
	regexpLength := regexpPosition - regexpStart - 1
	if regexpLength == 0 {
		return t.processTokenizingError(regexpStart, t.index, t.index, `a regexp group "()" is empty`)
	}
	t.addToken(tokenRegexp, regexpPosition, regexpStart, regexpLength)
	return nil
}

// getNextCodePoint reads the code point at nextIndex (spec: #get-the-next-code-point).
// Input is valid UTF-8 (New makes it so).
func (t *tokenizer) getNextCodePoint() {
	if c := t.input[t.nextIndex]; c < utf8.RuneSelf {
		t.codePoint = rune(c)
		t.nextIndex++
		return
	}
	r, n := utf8.DecodeRuneInString(t.input[t.nextIndex:])
	t.codePoint = r
	t.nextIndex += n
}

// seekAndGetNextCodePoint (spec: #seek-and-get-the-next-code-point).
func (t *tokenizer) seekAndGetNextCodePoint(index int) {
	t.nextIndex = index
	t.getNextCodePoint()
}

// addToken (spec: #add-a-token).
func (t *tokenizer) addToken(typ tokenType, nextPosition, valuePosition, valueLength int) {
	t.tokens = append(t.tokens, token{typ: typ, index: t.index,
		value: t.input[valuePosition : valuePosition+valueLength]})
	t.index = nextPosition
}

// addTokenWithDefaultLength (spec: #add-a-token-with-default-length).
func (t *tokenizer) addTokenWithDefaultLength(typ tokenType, nextPosition, valuePosition int) {
	t.addToken(typ, nextPosition, valuePosition, nextPosition-valuePosition)
}

// addTokenWithDefaultPositionAndLength (spec: #add-a-token-with-default-position-and-length).
func (t *tokenizer) addTokenWithDefaultPositionAndLength(typ tokenType) {
	t.addTokenWithDefaultLength(typ, t.nextIndex, t.index)
}

// The details of tokenizing errors that more than one step reports.
const (
	errUnclosedRegexp = `the regexp group's "(" has no matching ")"`
	errNonASCIIRegexp = "a regexp group can contain only ASCII characters"
)

// processTokenizingError (spec: #process-a-tokenizing-error). With the
// strict policy the error points at errAt, the offending code point, and
// says what is wrong there (detail).
func (t *tokenizer) processTokenizingError(nextPosition, valuePosition, errAt int, detail string) error {
	if t.policy == policyStrict {
		return &Error{Reason: ReasonTokenize, Input: t.input, Offset: errAt, Detail: detail}
	}
	t.addTokenWithDefaultLength(tokenInvalidChar, nextPosition, valuePosition)
	return nil
}

// isValidNameCodePoint (spec: #is-a-valid-name-code-point).
func isValidNameCodePoint(r rune, first bool) bool {
	if first {
		return ecmare.IsIdentifierStart(r)
	}
	return ecmare.IsIdentifierPart(r)
}
