package main

// Changing URLs: -set, -append, -replace, -delete, -trim, -sort-query and
// -redirect. The query edits keep every pair they do not touch as it is
// written, byte for byte.

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/weburlhttp"
)

// An edit changes a URL; it returns an error when it cannot.
type edit func(u *weburl.URL) error

// edits collects the changes the flags ask for, in the order given.
type edits []edit

// editFlags are the flags that change URLs.
var editFlags = []string{"set", "append", "replace", "delete", "trim", "sort-query", "redirect"}

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

// appendFlag parses -append query=NAME=VALUE (or query=NAME, a pair with
// no '=') or -append path=SEGMENT (search= and pathname= are the same).
// The query gets the pair at its end, its name and value percent-encoded
// as trurl encodes them (every byte but ASCII letters, digits, '-', '.',
// '_' and '~'), its other pairs kept as they are written.
func (e *edits) appendFlag(arg string) error {
	what, rest, _ := strings.Cut(arg, "=")
	switch listComponent(what) {
	case "query":
		pair := encodePair(rest)
		*e = append(*e, func(u *weburl.URL) error {
			setPairs(u, append(queryPieces(u), pair))
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

// replaceFlag parses -replace query=NAME=VALUE (or search=NAME=VALUE, or
// query=NAME for a pair with no '='): the first pair named NAME (the name
// as the application/x-www-form-urlencoded parser decodes it) becomes
// NAME=VALUE, encoded as -append encodes it, the later ones go, and a
// query without NAME gets the pair at its end; the other pairs are kept as
// they are written. (trurl's --replace leaves a query without NAME as it
// is, and its --replace-append appends, as this does.) -set query=...
// replaces the whole query.
func (e *edits) replaceFlag(arg string) error {
	what, rest, _ := strings.Cut(arg, "=")
	if listComponent(what) != "query" {
		return fmt.Errorf("no list %q; want query=NAME=VALUE (or search=NAME=VALUE)", what)
	}
	name, _, _ := strings.Cut(rest, "=")
	pair := encodePair(rest)
	*e = append(*e, func(u *weburl.URL) error {
		var kept []string
		replaced := false
		for _, p := range queryPieces(u) {
			switch {
			case pairName(p) != name:
				kept = append(kept, p)
			case !replaced:
				kept, replaced = append(kept, pair), true
			}
		}
		if !replaced {
			kept = append(kept, pair)
		}
		setPairs(u, kept)
		return nil
	})
	return nil
}

// deleteFlag parses -delete query=NAME (or search=NAME): the pairs named
// NAME go, the others stay as they are written (URL.DeleteQueryFunc).
func (e *edits) deleteFlag(arg string) error {
	what, name, _ := strings.Cut(arg, "=")
	if listComponent(what) != "query" {
		return fmt.Errorf("no list %q; want query=NAME (or search=NAME)", what)
	}
	*e = append(*e, func(u *weburl.URL) error {
		u.DeleteQueryFunc(func(n, _ string) bool { return n == name })
		return nil
	})
	return nil
}

// trimFlag parses -trim query=PATTERN: it removes the query's pairs whose
// name matches the glob PATTERN (path.Match syntax, as "utm_*"; "\*" is a
// '*'), and keeps the others as they are written.
func (e *edits) trimFlag(arg string) error {
	what, pattern, _ := strings.Cut(arg, "=")
	if listComponent(what) != "query" {
		return fmt.Errorf("no list %q; want query=PATTERN (or search=PATTERN)", what)
	}
	if _, err := path.Match(pattern, ""); err != nil {
		return err
	}
	*e = append(*e, func(u *weburl.URL) error {
		u.DeleteQueryFunc(func(name, _ string) bool {
			ok, _ := path.Match(pattern, name)
			return ok
		})
		return nil
	})
	return nil
}

// sortQueryFlag is -sort-query: sort the query's pairs by name, in its
// place among the changes, each kept as it is written (URL.SortQuery).
func (e *edits) sortQueryFlag(value string) error {
	if on, err := strconv.ParseBool(value); err != nil || !on {
		return err // -sort-query=false: no change
	}
	*e = append(*e, func(u *weburl.URL) error {
		u.SortQuery()
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

// queryPieces returns the pairs of u's query as they are written in it,
// without the empty pieces between '&'s, which hold no pair.
func queryPieces(u *weburl.URL) []string {
	var pieces []string
	for p := range strings.SplitSeq(strings.TrimPrefix(u.Search(), "?"), "&") {
		if p != "" {
			pieces = append(pieces, p)
		}
	}
	return pieces
}

// setPairs makes u's query the pairs joined by '&'. The pairs are written
// as a query holds them, so the search setter keeps every byte (after the
// '?' that it removes).
func setPairs(u *weburl.URL, pairs []string) {
	u.SetSearch("?" + strings.Join(pairs, "&"))
}

// pairName returns the name of a query pair as the
// application/x-www-form-urlencoded parser decodes it.
func pairName(pair string) string {
	name, _, _ := strings.Cut(pair, "=")
	if l := weburl.ParseURLEncoded(name); len(l) > 0 {
		return l[0][0]
	}
	return ""
}

// encodePair returns NAME=VALUE (or NAME alone, without '=') with the name
// and the value percent-encoded as trurl encodes them (curl_easy_escape):
// every byte but ASCII letters, digits, '-', '.', '_' and '~'.
func encodePair(text string) string {
	name, value, hasValue := strings.Cut(text, "=")
	if !hasValue {
		return escapeAll(name)
	}
	return escapeAll(name) + "=" + escapeAll(value)
}

// escapeAll percent-encodes every byte of s but ASCII letters, digits,
// '-', '.', '_' and '~', with uppercase hex.
func escapeAll(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}
