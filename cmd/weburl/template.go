package main

// -get TEMPLATE: text with {component} placeholders, filled in for each
// URL.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/urlkey"
)

// A template is a -get TEMPLATE: text with {component} placeholders.
type template []templatePart

// templatePart is literal text, or a placeholder: name, with arg for
// query:NAME, query-all:NAME and canonical:PROFILE (hasArg), and the
// profile of canonical:PROFILE.
type templatePart struct {
	text      string
	name, arg string
	hasArg    bool
	profile   urlkey.Profile
}

// extraNames are the placeholders -get knows besides the URL class's
// attributes (weburl.Attributes), the record's components (recordNames),
// query:NAME, query-all:NAME, canonical:PROFILE and Safe Browsing's.
var extraNames = []string{"port-or-default", "unicode-host", "public-suffix", "registrable-domain"}

// placeholderNames lists the -get placeholders, for error messages.
func placeholderNames() string {
	var names []string
	for _, a := range attributes {
		names = append(names, "{"+a+"}")
	}
	for _, r := range []string{"scheme", "path", "query", "fragment"} {
		names = append(names, "{"+r+"}")
	}
	for _, x := range extraNames {
		names = append(names, "{"+x+"}")
	}
	for _, n := range urlkey.ProfileNames() {
		names = append(names, "{canonical:"+n+"}")
	}
	for _, n := range safeBrowsingPlaceholders {
		names = append(names, "{"+n+"}")
	}
	return strings.Join(append(names, "{query:NAME}", "{query-all:NAME}"), " ")
}

// parseTemplate parses a -get TEMPLATE. "{{" is a literal "{". The surt
// profile of {canonical:surt} takes the options o.
func parseTemplate(s string, o urlkey.SURTOptions) (template, error) {
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
		p := templatePart{}
		p.name, p.arg, p.hasArg = strings.Cut(s[1:j], ":")
		ok := false
		switch {
		case p.hasArg && (p.name == "query" || p.name == "query-all"):
			ok = true
		case p.hasArg && p.name == "canonical":
			p.profile, ok = profileNamed(p.arg, o)
		case !p.hasArg:
			ok = slices.Contains(attributes, p.name) || recordNames[p.name] != "" ||
				slices.Contains(extraNames, p.name) || slices.Contains(safeBrowsingPlaceholders, p.name)
		}
		if !ok {
			return nil, fmt.Errorf("unknown placeholder {%s}; valid: %s", s[1:j], placeholderNames())
		}
		t = append(t, p)
		s = s[j+1:]
	}
	return t, nil
}

// usesSURT reports whether t has a {canonical:surt} placeholder.
func (t template) usesSURT() bool {
	return slices.ContainsFunc(t, func(p templatePart) bool { return p.name == "canonical" && p.arg == "surt" })
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

// component returns the value of placeholder p for u: {canonical:PROFILE}
// is the key of u's href by the profile, and the Safe Browsing
// placeholders are those of the href's canonical URL (a href without a
// key gives "!" and the reason).
func component(u *weburl.URL, p templatePart) string {
	name, arg := p.name, p.arg
	if v, err := u.Get(name); err == nil {
		return v
	}
	switch {
	case name == "canonical":
		key, err := p.profile.Key(u.Href())
		if err != nil {
			return "!" + keyError(err)
		}
		return key
	case slices.Contains(safeBrowsingPlaceholders, name):
		return safeBrowsingLookup(u.Href(), name)
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
