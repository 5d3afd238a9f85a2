package ecmare

import "fmt"

// An Error reports a regular expression that does not compile: a syntax
// error (ECMAScript's SyntaxError) or, when Unsupported is true, valid
// syntax this package does not run.
type Error struct {
	Pattern     string // the regular expression
	Offset      int    // byte offset in Pattern
	Msg         string // what is wrong
	Unsupported bool   // valid ECMAScript that this package refuses
}

// Error returns a one-line description of e.
func (e *Error) Error() string {
	kind := "invalid regular expression"
	if e.Unsupported {
		kind = "unsupported regular expression"
	}
	return fmt.Sprintf("%s /%s/ at offset %d: %s", kind, e.Pattern, e.Offset, e.Msg)
}
