package main

// One vocabulary of component names for -set, -append, -delete, -trim and
// -get: the URL class's attributes (weburl.Attributes) and the URL
// record's components (spec: #concept-url) that have other names: scheme,
// path, query and fragment.

import (
	"slices"
	"strings"

	"github.com/weburl/weburl"
)

// attributes are the names of the URL class's attributes
// (weburl.Attributes, which makes a new slice each call), in order.
var attributes = weburl.Attributes()

// recordNames maps each component name of the URL record that is not an
// attribute's name to the attribute that sets it.
var recordNames = map[string]string{"scheme": "protocol", "path": "pathname", "query": "search", "fragment": "hash"}

// setNames returns the names -set accepts, each record name after its
// attribute, for error messages.
func setNames() string {
	var names []string
	for _, a := range attributes {
		if a == "origin" {
			continue
		}
		names = append(names, a)
		for r, attr := range recordNames {
			if attr == a {
				names = append(names, r)
			}
		}
	}
	return strings.Join(names, ", ")
}

// setterFor returns the attribute whose setter -set NAME=VALUE runs, and
// the value to give it: a record name sets its component exactly, so
// query=a sets the query to "a" and fragment=b the fragment to "b" (an
// empty value makes them null, as the search and hash setters do).
func setterFor(name, value string) (attr, v string, ok bool) {
	if slices.Contains(attributes, name) && name != "origin" {
		return name, value, true
	}
	attr, ok = recordNames[name]
	switch {
	case !ok:
		return "", "", false
	case name == "query" && value != "":
		value = "?" + value // the search setter removes one leading '?'
	case name == "fragment" && value != "":
		value = "#" + value
	}
	return attr, value, true
}

// listComponent reports which list -append, -delete and -trim address:
// "query" (or "search") for the query's pairs, "path" (or "pathname") for
// the path's segments.
func listComponent(name string) string {
	switch name {
	case "query", "search":
		return "query"
	case "path", "pathname":
		return "path"
	}
	return ""
}
