package urlpattern

// parserState is a constructor string parser's state (spec:
// #constructor-string-parser-state). The states from protocol to hash are
// the components' values.
type parserState uint8

const (
	stateProtocol  = parserState(Protocol)
	stateUsername  = parserState(Username)
	statePassword  = parserState(Password)
	stateHostname  = parserState(Hostname)
	statePort      = parserState(Port)
	statePathname  = parserState(Pathname)
	stateSearch    = parserState(Search)
	stateHash      = parserState(Hash)
	stateInit      = parserState(numComponents)
	stateAuthority = stateInit + 1
	stateDone      = stateInit + 2
)

// constructorStringParser (spec: #constructor-string-parser).
type constructorStringParser struct {
	input                            string
	tokens                           []token
	result                           initRecord
	componentStart                   int
	tokenIndex                       int
	tokenIncrement                   int
	groupDepth                       int
	hostnameIPv6BracketDepth         int
	protocolMatchesSpecialSchemeFlag bool
	state                            parserState
	protocol                         compiledProtocol
}

// compiledProtocol is the protocol component that the constructor string
// parser compiles to compute the protocol matches a special scheme flag,
// and its pattern string, for create to use again.
type compiledProtocol struct {
	pattern string
	c       component
}

// parseConstructorString (spec: #parse-a-constructor-string). It also
// returns the protocol component it compiled, if it did (the zero
// component if not).
func parseConstructorString(input string) (initRecord, compiledProtocol, error) {
	buf := getTokenBuffer()
	tokens, _ := tokenize(input, policyLenient, *buf) // the lenient policy never fails
	defer putTokenBuffer(buf, tokens)
	p := &constructorStringParser{input: input, tokens: tokens, tokenIncrement: 1, state: stateInit}
	for p.tokenIndex < len(p.tokens) {
		p.tokenIncrement = 1
		if p.tokens[p.tokenIndex].typ == tokenEnd {
			if p.state == stateInit {
				p.rewind()
				switch {
				case p.isHashPrefix():
					p.changeState(stateHash, 1)
				case p.isSearchPrefix():
					p.changeState(stateSearch, 1)
				default:
					p.changeState(statePathname, 0)
				}
				p.tokenIndex += p.tokenIncrement
				continue
			}
			if p.state == stateAuthority {
				p.rewindAndSetState(stateHostname)
				p.tokenIndex += p.tokenIncrement
				continue
			}
			p.changeState(stateDone, 0)
			break
		}
		if p.isGroupOpen() {
			p.groupDepth++
			p.tokenIndex += p.tokenIncrement
			continue
		}
		if p.groupDepth > 0 {
			if p.isGroupClose() {
				p.groupDepth--
			} else {
				p.tokenIndex += p.tokenIncrement
				continue
			}
		}
		if err := p.step(); err != nil {
			return initRecord{}, compiledProtocol{}, err
		}
		p.tokenIndex += p.tokenIncrement
	}
	if p.result.has[Hostname] && !p.result.has[Port] {
		p.result.set(Port, "")
	}
	return p.result, p.protocol, nil
}

// step runs the steps of the current state for the current token.
func (p *constructorStringParser) step() error {
	if !mayEndComponent(&p.tokens[p.tokenIndex]) {
		return nil
	}
	switch p.state {
	case stateInit:
		if p.isProtocolSuffix() {
			p.rewindAndSetState(stateProtocol)
		}
	case stateProtocol:
		if p.isProtocolSuffix() {
			if err := p.computeProtocolMatchesSpecialSchemeFlag(); err != nil {
				return err
			}
			next, skip := statePathname, 1
			if p.nextIsAuthoritySlashes() {
				next, skip = stateAuthority, 3
			} else if p.protocolMatchesSpecialSchemeFlag {
				next = stateAuthority
			}
			p.changeState(next, skip)
		}
	case stateAuthority:
		if p.isIdentityTerminator() {
			p.rewindAndSetState(stateUsername)
		} else if p.isPathnameStart() || p.isSearchPrefix() || p.isHashPrefix() {
			p.rewindAndSetState(stateHostname)
		}
	case stateUsername:
		if p.isPasswordPrefix() {
			p.changeState(statePassword, 1)
		} else if p.isIdentityTerminator() {
			p.changeState(stateHostname, 1)
		}
	case statePassword:
		if p.isIdentityTerminator() {
			p.changeState(stateHostname, 1)
		}
	case stateHostname:
		switch {
		case p.isIPv6Open():
			p.hostnameIPv6BracketDepth++
		case p.isIPv6Close():
			p.hostnameIPv6BracketDepth--
		case p.isPortPrefix() && p.hostnameIPv6BracketDepth == 0:
			p.changeState(statePort, 1)
		default:
			p.afterHost()
		}
	case statePort:
		p.afterHost()
	case statePathname:
		if p.isSearchPrefix() {
			p.changeState(stateSearch, 1)
		} else if p.isHashPrefix() {
			p.changeState(stateHash, 1)
		}
	case stateSearch:
		if p.isHashPrefix() {
			p.changeState(stateHash, 1)
		}
	}
	return nil
}

// mayEndComponent reports whether t is a token that step acts on in some
// state: every check that step makes (is a protocol suffix, is a pathname
// start, is a search prefix, ...) asks for one of the values ":", "@",
// "/", "?", "#", "[" and "]".
func mayEndComponent(t *token) bool {
	if len(t.value) != 1 {
		return false
	}
	switch t.value[0] {
	case ':', '@', '/', '?', '#', '[', ']':
		return true
	}
	return false
}

// afterHost runs the steps the hostname and port states share: a
// pathname start, search prefix or hash prefix ends the component.
func (p *constructorStringParser) afterHost() {
	switch {
	case p.isPathnameStart():
		p.changeState(statePathname, 0)
	case p.isSearchPrefix():
		p.changeState(stateSearch, 1)
	case p.isHashPrefix():
		p.changeState(stateHash, 1)
	}
}

// changeState (spec: #change-state).
func (p *constructorStringParser) changeState(newState parserState, skip int) {
	if p.state != stateInit && p.state != stateAuthority && p.state != stateDone {
		s, at := p.makeComponentString()
		p.result.setFrom(Component(p.state), s, p.input, at)
	}
	if p.state != stateInit && newState != stateDone {
		if p.stateIn(stateProtocol, stateAuthority, stateUsername, statePassword) &&
			in(newState, statePort, statePathname, stateSearch, stateHash) && !p.result.has[Hostname] {
			p.result.set(Hostname, "")
		}
		if p.stateIn(stateProtocol, stateAuthority, stateUsername, statePassword, stateHostname, statePort) &&
			in(newState, stateSearch, stateHash) && !p.result.has[Pathname] {
			if p.protocolMatchesSpecialSchemeFlag {
				p.result.set(Pathname, "/")
			} else {
				p.result.set(Pathname, "")
			}
		}
		if p.stateIn(stateProtocol, stateAuthority, stateUsername, statePassword, stateHostname, statePort, statePathname) &&
			newState == stateHash && !p.result.has[Search] {
			p.result.set(Search, "")
		}
	}
	p.state = newState
	p.tokenIndex += skip
	p.componentStart = p.tokenIndex
	p.tokenIncrement = 0
}

func (p *constructorStringParser) stateIn(states ...parserState) bool { return in(p.state, states...) }

func in(s parserState, states ...parserState) bool {
	for _, x := range states {
		if s == x {
			return true
		}
	}
	return false
}

// rewind (spec: #rewind).
func (p *constructorStringParser) rewind() {
	p.tokenIndex = p.componentStart
	p.tokenIncrement = 0
}

// rewindAndSetState (spec: #rewind-and-set-state).
func (p *constructorStringParser) rewindAndSetState(state parserState) {
	p.rewind()
	p.state = state
}

// getSafeToken (spec: #get-a-safe-token).
func (p *constructorStringParser) getSafeToken(index int) *token {
	if index < len(p.tokens) {
		return &p.tokens[index]
	}
	return &p.tokens[len(p.tokens)-1]
}

// isNonSpecialPatternChar (spec: #is-a-non-special-pattern-char).
func (p *constructorStringParser) isNonSpecialPatternChar(index int, value string) bool {
	t := p.getSafeToken(index)
	if t.value != value {
		return false
	}
	return t.typ == tokenChar || t.typ == tokenEscapedChar || t.typ == tokenInvalidChar
}

// isProtocolSuffix (spec: #is-a-protocol-suffix).
func (p *constructorStringParser) isProtocolSuffix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

// nextIsAuthoritySlashes (spec: #next-is-authority-slashes).
func (p *constructorStringParser) nextIsAuthoritySlashes() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex+1, "/") && p.isNonSpecialPatternChar(p.tokenIndex+2, "/")
}

// isIdentityTerminator (spec: #is-an-identity-terminator).
func (p *constructorStringParser) isIdentityTerminator() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "@")
}

// isPasswordPrefix (spec: #is-a-password-prefix).
func (p *constructorStringParser) isPasswordPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

// isPortPrefix (spec: #is-a-port-prefix).
func (p *constructorStringParser) isPortPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

// isPathnameStart (spec: #is-a-pathname-start).
func (p *constructorStringParser) isPathnameStart() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "/")
}

// isSearchPrefix (spec: #is-a-search-prefix).
func (p *constructorStringParser) isSearchPrefix() bool {
	if p.isNonSpecialPatternChar(p.tokenIndex, "?") {
		return true
	}
	if p.tokens[p.tokenIndex].value != "?" {
		return false
	}
	previousIndex := p.tokenIndex - 1
	if previousIndex < 0 {
		return true
	}
	switch p.getSafeToken(previousIndex).typ {
	case tokenName, tokenRegexp, tokenClose, tokenAsterisk:
		return false
	}
	return true
}

// isHashPrefix (spec: #is-a-hash-prefix).
func (p *constructorStringParser) isHashPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "#")
}

// isGroupOpen (spec: #is-a-group-open).
func (p *constructorStringParser) isGroupOpen() bool {
	return p.tokens[p.tokenIndex].typ == tokenOpen
}

// isGroupClose (spec: #is-a-group-close).
func (p *constructorStringParser) isGroupClose() bool {
	return p.tokens[p.tokenIndex].typ == tokenClose
}

// isIPv6Open (spec: #is-an-ipv6-open).
func (p *constructorStringParser) isIPv6Open() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "[")
}

// isIPv6Close (spec: #is-an-ipv6-close).
func (p *constructorStringParser) isIPv6Close() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "]")
}

// makeComponentString (spec: #make-a-component-string). It also returns
// the byte offset of the string in the input.
func (p *constructorStringParser) makeComponentString() (string, int) {
	t := &p.tokens[p.tokenIndex]
	start := p.getSafeToken(p.componentStart).index
	if start > t.index {
		return "", start
	}
	return p.input[start:t.index], start
}

// computeProtocolMatchesSpecialSchemeFlag (spec:
// #compute-protocol-matches-a-special-scheme-flag).
func (p *constructorStringParser) computeProtocolMatchesSpecialSchemeFlag() error {
	protocol, at := p.makeComponentString()
	c := &p.protocol.c
	if err := c.compile(protocol, canonicalizeProtocol, defaultOptions); err != nil {
		if e, ok := err.(*Error); ok {
			e.Component = Protocol.String()
			pointAtSource(e, p.input, at)
		}
		return err
	}
	if c.matchesSpecialScheme() {
		p.protocolMatchesSpecialSchemeFlag = true
	}
	p.protocol.pattern = protocol
	return nil
}
