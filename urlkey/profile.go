package urlkey

import (
	"slices"
)

// A Step is one named change that a profile makes to a parsed URL, such as
// "strip-fragment". Apply changes r in place; it returns an error only
// when r cannot be keyed (no built-in step does). Apply is never called
// with a nil Record.
//
// Before says where Profile.With puts the step: right before the first of
// the profile's steps whose name it lists, or after all of them when the
// profile has none of those (or Before is empty). DropQuery's step lists
// the steps that remove an empty query, so that a query it empties goes
// too.
type Step struct {
	Name   string
	Apply  func(r *Record) error
	Before []string
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
			return nil, p.named(&Error{Reason: ErrStep, Step: s.Name, Err: err})
		}
	}
	return r, nil
}

// Key returns input's key by p: Literal's key when Literal accepts input,
// otherwise p.Format of p.Record(input). It returns the *Error of Record
// when input cannot be keyed; the Error's Profile is p.Name.
func (p Profile) Key(input string) (string, error) {
	key, _, err := p.KeyRecord(input)
	return key, err
}

// KeyRecord returns what Key returns, and the record that the key was
// written from (p.Record(input)), or a nil record when Literal gave the
// key. It returns the *Error of Record when input cannot be keyed.
func (p Profile) KeyRecord(input string) (string, *Record, error) {
	if p.Literal != nil {
		if key, ok := p.Literal(input); ok {
			return key, nil, nil
		}
	}
	r, err := p.Record(input)
	if err != nil {
		return "", nil, err
	}
	if p.Format == nil {
		return r.String(), r, nil
	}
	return p.Format(r), r, nil
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

// With returns a copy of p with steps added, in their order: each one
// right before the first of p's steps named in its Before, or after p's
// steps when it names none of them.
func (p Profile) With(steps ...Step) Profile {
	p.Steps = slices.Clone(p.Steps)
	for _, s := range steps {
		at := slices.IndexFunc(p.Steps, func(t Step) bool { return slices.Contains(s.Before, t.Name) })
		if at < 0 {
			at = len(p.Steps)
		}
		p.Steps = slices.Insert(p.Steps, at, s)
	}
	return p
}

// named returns err with the profile's name set: an *Error copied, any
// other error wrapped in one whose Reason is ErrParser.
func (p Profile) named(err error) error {
	e, ok := err.(*Error)
	if !ok {
		return &Error{Profile: p.Name, Reason: ErrParser, Err: err}
	}
	c := *e
	c.Profile = p.Name
	return &c
}
