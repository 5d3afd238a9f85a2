package main

// Changing URLs (-set, -append, -replace, -delete, -trim, -sort-query,
// -redirect) and
// printing them another way (-get TEMPLATE, -diagram).

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/weburlhttp"
)

// An edit changes a URL; it returns an error when it cannot.
type edit func(u *weburl.URL) error

// edits collects the changes the flags ask for, in the order given.
type edits []edit

// setFlag parses -set COMPONENT=VALUE: the setter of the URL class's
// attribute COMPONENT (or of the attribute of the record's component
// COMPONENT, see setterFor), refused values reported with the standard's
// reason.
func (e *edits) setFlag(arg string) error {
	name, value, ok := strings.Cut(arg, "=")
	if !ok {
		return errors.New("want COMPONENT=VALUE, COMPONENT one of " + setNames())
	}
	attr, value, ok := setterFor(name, value)
	if !ok {
		return fmt.Errorf("no component %q; valid: %s", name, setNames())
	}
	*e = append(*e, func(u *weburl.URL) error { return u.Set(attr, value, nil) })
	return nil
}

// appendFlag parses -append query=NAME=VALUE or -append path=SEGMENT
// (search= and pathname= are the same).
func (e *edits) appendFlag(arg string) error {
	what, rest, _ := strings.Cut(arg, "=")
	switch listComponent(what) {
	case "query":
		name, value, _ := strings.Cut(rest, "=")
		*e = append(*e, func(u *weburl.URL) error {
			u.SearchParams().Append(name, value)
			return nil
		})
	case "path":
		segment := rest
		*e = append(*e, func(u *weburl.URL) error {
			nu, err := u.JoinPath(segment)
			if err != nil {
				return err
			}
			return u.SetHref(nu.Href())
		})
	default:
		return fmt.Errorf("no list %q; want query=NAME=VALUE or path=SEGMENT (search=, pathname=)", what)
	}
	return nil
}

// replaceFlag parses -replace query=NAME=VALUE (or search=NAME=VALUE): it
// sets the query's parameter NAME to VALUE and keeps the other pairs as
// they are, with URLSearchParams' set (spec: #dom-urlsearchparams-set):
// the first pair named NAME gets VALUE, the later ones are removed, and a
// query without NAME gets the pair appended. (trurl's --replace leaves a
// query without NAME as it is; its --replace-append appends, as this
// does.) -set query=... replaces the whole query.
func (e *edits) replaceFlag(arg string) error {
	what, rest, _ := strings.Cut(arg, "=")
	if listComponent(what) != "query" {
		return fmt.Errorf("no list %q; want query=NAME=VALUE (or search=NAME=VALUE)", what)
	}
	name, value, _ := strings.Cut(rest, "=")
	*e = append(*e, func(u *weburl.URL) error {
		u.SearchParams().Set(name, value)
		return nil
	})
	return nil
}

// deleteFlag parses -delete query=NAME (or search=NAME).
func (e *edits) deleteFlag(arg string) error {
	what, name, _ := strings.Cut(arg, "=")
	if listComponent(what) != "query" {
		return fmt.Errorf("no list %q; want query=NAME (or search=NAME)", what)
	}
	*e = append(*e, func(u *weburl.URL) error {
		u.SearchParams().Delete(name)
		return nil
	})
	return nil
}

// trimFlag parses -trim query=PATTERN: it removes the query's pairs whose
// name matches the glob PATTERN (path.Match syntax, as "utm_*").
func (e *edits) trimFlag(arg string) error {
	what, pattern, _ := strings.Cut(arg, "=")
	if listComponent(what) != "query" {
		return fmt.Errorf("no list %q; want query=PATTERN (or search=PATTERN)", what)
	}
	if _, err := path.Match(pattern, ""); err != nil {
		return err
	}
	*e = append(*e, func(u *weburl.URL) error {
		u.SearchParams().DeleteFunc(func(name, _ string) bool {
			ok, _ := path.Match(pattern, name)
			return ok
		})
		return nil
	})
	return nil
}

// redirectFlag parses -redirect REF: each URL becomes REF resolved against
// it, as a browser follows a Location header.
func (e *edits) redirectFlag(ref string) error {
	*e = append(*e, func(u *weburl.URL) error {
		nu, err := weburlhttp.ResolveLocation(ref, u)
		if err != nil {
			return err
		}
		return u.SetHref(nu.Href())
	})
	return nil
}

// apply runs the edits on u in order and returns the first error.
func (e edits) apply(u *weburl.URL) error {
	for _, f := range e {
		if err := f(u); err != nil {
			return err
		}
	}
	return nil
}

// A template is a -get TEMPLATE: text with {component} placeholders.
type template []templatePart

// templatePart is literal text, or a placeholder: name, with arg for
// query:NAME and query-all:NAME (hasArg).
type templatePart struct {
	text      string
	name, arg string
	hasArg    bool
}

// extraNames are the placeholders -get knows besides the URL class's
// attributes (weburl.Attributes), the record's components (recordNames),
// query:NAME and query-all:NAME.
var extraNames = []string{"port-or-default", "unicode-host", "public-suffix", "registrable-domain"}

// parseTemplate parses a -get TEMPLATE. "{{" is a literal "{".
func parseTemplate(s string) (template, error) {
	var t template
	for s != "" {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			t = append(t, templatePart{text: s})
			break
		}
		if i > 0 {
			t = append(t, templatePart{text: s[:i]})
		}
		s = s[i:]
		if strings.HasPrefix(s, "{{") {
			t = append(t, templatePart{text: "{"})
			s = s[2:]
			continue
		}
		j := strings.IndexByte(s, '}')
		if j < 0 {
			return nil, errors.New("a { without }")
		}
		name, arg, hasArg := strings.Cut(s[1:j], ":")
		switch {
		case hasArg && (name == "query" || name == "query-all"):
		case !hasArg && (slices.Contains(weburl.Attributes(), name) || recordNames[name] != "" || slices.Contains(extraNames, name)):
		case canonicalPlaceholder(name, arg, hasArg):
		default:
			return nil, fmt.Errorf("unknown placeholder {%s}; valid: %s", s[1:j], placeholderNames())
		}
		t = append(t, templatePart{name: name, arg: arg, hasArg: hasArg})
		s = s[j+1:]
	}
	return t, nil
}

// expand returns t filled in with u's components.
func (t template) expand(u *weburl.URL) string {
	var b strings.Builder
	for _, p := range t {
		if p.name == "" {
			b.WriteString(p.text)
			continue
		}
		b.WriteString(component(u, p))
	}
	return b.String()
}

// component returns the value of placeholder p for u.
func component(u *weburl.URL, p templatePart) string {
	name, arg := p.name, p.arg
	if v, err := u.Get(name); err == nil {
		return v
	}
	if v, ok := canonicalComponent(u, p); ok {
		return v
	}
	switch {
	case name == "query" && p.hasArg:
		return u.SearchParams().Get(arg)
	case name == "query-all":
		return strings.Join(u.SearchParams().GetAll(arg), " ")
	}
	switch name {
	case "scheme":
		return u.Scheme()
	case "path":
		return u.Pathname()
	case "query":
		return strings.TrimPrefix(u.Search(), "?")
	case "fragment":
		return strings.TrimPrefix(u.Hash(), "#")
	case "port-or-default":
		if p, ok := u.PortOrDefault(); ok {
			return strconv.Itoa(p)
		}
		return ""
	case "unicode-host":
		if u.HostValue().Kind() == weburl.DomainHost {
			s, _ := weburl.DomainToUnicode(u.Hostname())
			return s
		}
		return u.Hostname()
	case "public-suffix":
		s, _ := publicsuffix.PublicSuffix(u.HostValue())
		return s
	case "registrable-domain":
		s, _ := publicsuffix.RegistrableDomain(u.HostValue())
		return s
	}
	return ""
}

// diagram draws u's href with each non-empty component marked under it, in
// code points: one line of carets and the component's name per component.
func diagram(u *weburl.URL) string {
	href := u.Href()
	var b strings.Builder
	b.WriteString(href + "\n")
	at := 0 // byte offset of the next component
	mark := func(name, value string) {
		if value == "" {
			return
		}
		i := strings.Index(href[at:], value)
		if i < 0 {
			return
		}
		start := at + i
		at = start + len(value)
		b.WriteString(strings.Repeat(" ", utf8.RuneCountInString(href[:start])))
		b.WriteString(strings.Repeat("^", utf8.RuneCountInString(value)))
		b.WriteString(" " + name + "\n")
	}
	for _, name := range weburl.Attributes() {
		switch name {
		case "href", "origin", "host": // not one component
		default:
			v, _ := u.Get(name)
			mark(name, v)
		}
	}
	return b.String()
}
