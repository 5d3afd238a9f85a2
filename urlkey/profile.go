package urlkey

import (
	"slices"
)

// A Step is one named change that a profile makes to a parsed URL, such as
// "strip-fragment". Apply changes r in place; it returns an error only
// when r cannot be keyed (no built-in step does). Apply is never called
// with a nil Record.
type Step struct {
	Name  string
	Apply func(r *Record) error
}

// A Profile makes keys: Key runs Literal (when not nil), then Parse, then
// each Step in order, then Format. Its fields are exported so that a
// user's profile can start from one of the package's profiles and replace
// any of them; a Profile is a value, and changing a copy's Steps through
// Without and With leaves the original unchanged.
type Profile struct {
	// Name names the profile in errors, such as "surt".
	Name string
	// Literal, when not nil, is asked first: when it returns true, key is
	// the input's key and no other part runs. SURT uses it for the empty
	// input ("-") and for "filedesc:" records, which are their own keys.
	Literal func(input string) (key string, ok bool)
	// Parse splits the input into a Record, or fails with an *Error.
	// A nil Parse is ParseWHATWG.
	Parse func(input string) (*Record, error)
	// Steps change the record, in order.
	Steps []Step
	// Format writes the key of the record after the steps. A nil Format is
	// (*Record).String.
	Format func(r *Record) string
}

// Record parses input with p.Parse and runs p's steps on the result,
// returning the record that p.Format would write (Literal is not asked).
// It returns the parser's *Error when input does not parse, or an *Error
// wrapping the error of the step that failed.
func (p Profile) Record(input string) (*Record, error) {
	parse := p.Parse
	if parse == nil {
		parse = ParseWHATWG
	}
	r, err := parse(input)
	if err != nil {
		return nil, p.named(err)
	}
	if r == nil {
		r = &Record{}
	}
	for _, s := range p.Steps {
		if s.Apply == nil {
			continue
		}
		if err := s.Apply(r); err != nil {
			return nil, p.named(&Error{Type: "step-" + s.Name, Err: err})
		}
	}
	return r, nil
}

// Key returns input's key by p: Literal's key when Literal accepts input,
// otherwise p.Format of p.Record(input). It returns the *Error of Record
// when input cannot be keyed; the Error's Profile is p.Name.
func (p Profile) Key(input string) (string, error) {
	if p.Literal != nil {
		if key, ok := p.Literal(input); ok {
			return key, nil
		}
	}
	r, err := p.Record(input)
	if err != nil {
		return "", err
	}
	if p.Format == nil {
		return r.String(), nil
	}
	return p.Format(r), nil
}

// StepNames returns the names of p's steps, in order.
func (p Profile) StepNames() []string {
	names := make([]string, len(p.Steps))
	for i, s := range p.Steps {
		names[i] = s.Name
	}
	return names
}

// Without returns a copy of p without the steps named names (a name that
// p has no step of is ignored).
func (p Profile) Without(names ...string) Profile {
	p.Steps = slices.DeleteFunc(slices.Clone(p.Steps), func(s Step) bool {
		return slices.Contains(names, s.Name)
	})
	return p
}

// With returns a copy of p with steps added after its own.
func (p Profile) With(steps ...Step) Profile {
	p.Steps = append(slices.Clone(p.Steps), steps...)
	return p
}

// named returns err with the profile's name set, when it is an *Error.
func (p Profile) named(err error) error {
	e, ok := err.(*Error)
	if !ok {
		return &Error{Profile: p.Name, Type: "failure", Err: err}
	}
	c := *e
	c.Profile = p.Name
	return &c
}

// An Error says why an input has no key: the profile's parser did not
// accept it, or a step failed.
type Error struct {
	// Profile is the name of the profile, such as "surt".
	Profile string
	// Type names the reason, with the URL Standard's validation error type
	// when its parser failed ("host-invalid-code-point"), or the
	// profile's own: "empty-input", "port-invalid", "port-out-of-range",
	// "host-missing" (see each parser), or "step-" and the step's name.
	Type string
	// Err is the underlying error, such as the *weburl.ParseError, or nil.
	Err error
}

// Error returns "urlkey: PROFILE: TYPE" ("urlkey: TYPE" without a
// profile, from a parser called alone), followed by the underlying
// error's text when there is one.
func (e *Error) Error() string {
	if e == nil {
		return "urlkey: <nil>"
	}
	s := "urlkey: "
	if e.Profile != "" {
		s += e.Profile + ": "
	}
	s += e.Type
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns the underlying error, so that errors.As finds a
// *weburl.ParseError and errors.Is a weburl.ValidationError.
func (e *Error) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
