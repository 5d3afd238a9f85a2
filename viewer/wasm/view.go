package main

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/uniprops"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/topdomains"
	"github.com/weburl/weburl/viewer/classes"
)

// components are the getters that the page shows, in its order.
var components = []string{"href", "origin", "protocol", "username", "password", "host",
	"hostname", "port", "pathname", "search", "hash"}

// answer is the page's browser's new URL(): its getters, as components
// names them.
type answer map[string]string

// result is what the page shows for an input and a base.
type result struct {
	Input string `json:"input"`
	// Display is Input with each control code point and space replaced by
	// a visible one (U+2400 to U+2421), code point for code point, so that
	// the columns of Errors line up under it.
	Display   string `json:"display"`
	BaseError string `json:"baseError,omitempty"`
	// Failure is the validation error that made the parse fail, "" when it
	// did not.
	Failure    string            `json:"failure,omitempty"`
	Components map[string]string `json:"components,omitempty"`
	Errors     []validationError `json:"errors"`
	Render     string            `json:"render,omitempty"`
	RenderHost string            `json:"renderHost,omitempty"`
	Diagram    []span            `json:"diagram,omitempty"`
	Host       *hostInfo         `json:"host,omitempty"`
	Browser    comparison        `json:"browser"`
}

// validationError is one validation error: its type, the standard's
// description, and its place in Input in bytes and in code points.
type validationError struct {
	Type        string `json:"type"`
	Description string `json:"description"`
	Offset      int    `json:"offset"`
	Column      int    `json:"column"`
}

// span is a component in the href: from Start to End, in code points.
type span struct {
	Name  string `json:"name"`
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// hostInfo describes the URL's host.
type hostInfo struct {
	Kind              string `json:"kind"`
	Unicode           string `json:"unicode,omitempty"`
	PublicSuffix      string `json:"publicSuffix,omitempty"`
	RegistrableDomain string `json:"registrableDomain,omitempty"`
}

// comparison is how the page's browser's answer differs from weburl's.
type comparison struct {
	Engine  string   `json:"engine"`
	Failure bool     `json:"failure"`
	Differs []string `json:"differs"` // names of components that differ
	// Class is the class of the difference for Engine, or of another
	// engine (OtherEngine true), nil when none explains it or nothing
	// measured differs.
	Class       *classInfo `json:"class,omitempty"`
	OtherEngine bool       `json:"otherEngine,omitempty"`
}

// classInfo is a class of viewer/classes.
type classInfo struct {
	Name    string   `json:"name"`
	Rule    string   `json:"rule"`
	Engines []string `json:"engines"`
}

// view parses input against base and compares the page's browser's answer
// (nil for failure) with it.
func view(input, base, engine string, got answer) result {
	r := result{Input: input, Display: visible(input), Errors: []validationError{}}
	var opts weburl.ParseOptions
	var errs []weburl.ValidationErrorAt
	opts.ValidationErrors = &errs
	var basePtr *string
	if base != "" {
		basePtr = &base
		b, err := weburl.Parse(base)
		if err != nil {
			r.BaseError = err.Error()
		}
		opts.Base = b
	}
	var u *weburl.URL
	if r.BaseError == "" {
		var err error
		u, err = opts.Parse(input)
		if err != nil {
			r.Failure = "failure"
			if n := len(errs); n > 0 {
				r.Failure = errs[n-1].Type.String()
			}
		}
	}
	for _, e := range errs {
		r.Errors = append(r.Errors, validationError{Type: e.Type.String(), Description: e.Type.Description(),
			Offset: e.Offset, Column: utf8.RuneCountInString(input[:min(e.Offset, len(input))])})
	}
	if u != nil {
		r.Components = make(map[string]string)
		for _, name := range components {
			r.Components[name], _ = u.Get(name)
		}
		r.Diagram = diagram(u)
		r.Host, r.Render, r.RenderHost = describeHost(u)
	}
	r.Browser = compare(engine, input, basePtr, u, errs, got, r.Components)
	return r
}

// visible replaces the C0 controls, space and DEL of s with their control
// pictures, and the other code points that show nothing or not as
// themselves (C1 controls, format characters such as U+00AD, line and
// paragraph separators, private-use, surrogate and unassigned code points,
// nonspacing marks, which would join the previous one) with U+FFFD, code
// point for code point. The General_Category is Unicode 18.0.0's, as URL
// rendering's, under every Go.
func visible(s string) string {
	return strings.Map(func(r rune) rune {
		switch gc := uniprops.Of(r).GeneralCategory(); {
		case r <= 0x20:
			return 0x2400 + r
		case r == 0x7f:
			return 0x2421
		case gc[0] == 'C' || gc == "Zl" || gc == "Zp" || gc == "Mn":
			return utf8.RuneError
		}
		return r
	}, s)
}

// diagram places each non-empty component of u in its href, in code points.
func diagram(u *weburl.URL) []span {
	href := u.Href()
	var spans []span
	at := 0 // byte offset where the next component may start
	for _, name := range components {
		if name == "href" || name == "origin" || name == "host" {
			continue // not one part of the href
		}
		v, _ := u.Get(name)
		i := strings.Index(href[at:], v)
		if v == "" || i < 0 {
			continue
		}
		start := at + i
		at = start + len(v)
		spans = append(spans, span{Name: name, Start: utf8.RuneCountInString(href[:start]), End: utf8.RuneCountInString(href[:at])})
	}
	return spans
}

// describeHost returns u's host, and its renderings for trust decisions,
// with the options of the command line's -render: the Public Suffix List
// and Chromium's top domains. It is the one function that depends on them.
func describeHost(u *weburl.URL) (info *hostInfo, render, renderHost string) {
	h := u.HostValue()
	info = &hostInfo{Kind: h.Kind().String()}
	if h.Kind() == weburl.DomainHost {
		info.Unicode, _ = weburl.DomainToUnicode(h.String())
	}
	info.PublicSuffix, _ = publicsuffix.PublicSuffix(h)
	info.RegistrableDomain, _ = publicsuffix.RegistrableDomain(h)
	opts := weburl.RenderOptions{PublicSuffixes: publicsuffix.List{}, TopDomains: topdomains.List()}
	return info, opts.Render(u), opts.RenderHost(u)
}

// compare compares the browser's answer got with weburl's (u, nil for
// failure; comps its components) and classifies a difference.
func compare(engine, input string, base *string, u *weburl.URL, errs []weburl.ValidationErrorAt, got answer, comps map[string]string) comparison {
	c := comparison{Engine: engine, Failure: got == nil, Differs: []string{}}
	measured := false // a component that scripts/browsers compares differs
	switch {
	case got == nil && u == nil:
		return c
	case got == nil || u == nil:
		c.Differs = append(c.Differs, "failure")
		measured = true
	default:
		for _, name := range components {
			if got[name] != comps[name] {
				c.Differs = append(c.Differs, name)
				measured = measured || name != "origin"
			}
		}
	}
	if !measured {
		return c
	}
	v := &classes.View{Input: input, Base: base, Std: u, Errs: errs, Unicode15: unicode15(input, base)}
	if got != nil {
		v.Got = &classes.Answer{Href: got["href"], Protocol: got["protocol"], Username: got["username"],
			Password: got["password"], Host: got["host"], Hostname: got["hostname"], Port: got["port"],
			Pathname: got["pathname"], Search: got["search"], Hash: got["hash"]}
	}
	if k := classes.Classify(engine, v); k != nil {
		c.Class = &classInfo{Name: k.Name, Rule: k.Rule, Engines: k.Engines}
		return c
	}
	for _, k := range classes.List() {
		if k.Matches(v) && !slices.Contains(k.Engines, engine) {
			c.Class = &classInfo{Name: k.Name, Rule: k.Rule, Engines: k.Engines}
			c.OtherEngine = true
			return c
		}
	}
	return c
}

// unicode15 returns the standard's host for input under the IDNA data of
// Unicode 15.0 when it differs from today's in the one way that yields
// another host rather than a failure: U+1E9E ẞ mapped to "ss" (since
// Unicode 15.1 it maps to "ß"). Other inputs: nil (unknown), so that the
// class idna-unicode-15 names only such hosts in the viewer.
func unicode15(input string, base *string) *classes.Unicode15Case {
	if !strings.ContainsRune(input, 'ẞ') {
		return nil
	}
	var opts weburl.ParseOptions
	if base != nil {
		b, err := weburl.Parse(*base)
		if err != nil {
			return nil
		}
		opts.Base = b
	}
	u, err := opts.Parse(strings.ReplaceAll(input, "ẞ", "ss"))
	if err != nil {
		return nil
	}
	host := u.Hostname()
	return &classes.Unicode15Case{Output: &host}
}
