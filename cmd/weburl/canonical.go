package main

// -canonical PROFILE: one key per input, by a profile of the urlkey
// package; and the -get placeholders of those keys and of Safe Browsing's
// lookup expressions and hashes.

import (
	"bufio"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlkey"
)

// canonicalUsage documents -canonical.
const canonicalUsage = "print each input's key by `PROFILE`: surt (web archives' SURT, as internetarchive/surt), " +
	"safebrowsing (Google Safe Browsing's canonical URL) or dedup (a crawler's key, from the URL Standard's parse)"

// canonicalProfiles are the profiles -canonical and {canonical:NAME} know.
var canonicalProfiles = map[string]urlkey.Profile{
	"surt":         urlkey.SURT,
	"safebrowsing": urlkey.SafeBrowsing,
	"dedup":        urlkey.Dedup,
}

// canonicalNames returns the profiles' names, sorted.
func canonicalNames() []string {
	names := make([]string, 0, len(canonicalProfiles))
	for n := range canonicalProfiles {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// canonicalConflict returns why -canonical cannot be used with the flags
// that were set, or "".
func canonicalConflict(set map[string]bool, hasEdits bool) string {
	if !set["canonical"] {
		return ""
	}
	for _, name := range []string{"base", "encoding", "errors", "width", "version"} {
		if set[name] {
			return "-canonical keys each input as its profile parses it; -" + name + " does not apply"
		}
	}
	if hasEdits {
		return "-canonical keys each input as its profile parses it; it makes no changes (-" + strings.Join(editFlags, ", -") + ")"
	}
	return ""
}

// runCanonical is weburl -canonical PROFILE [URL...]: it prints the key of
// each URL of args, or of each line of standard input when args is empty,
// one a line, or "!" and the reason when the input has none (the
// urlkey.Error's Type: the validation error type when the URL Standard's
// parser failed). Reading standard input, it skips blank lines and prints
// a summary on standard error. It returns 0 when every input had a key, 1
// when one had none, 2 for an unknown profile.
func runCanonical(name string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	p, ok := canonicalProfiles[name]
	if !ok {
		fmt.Fprintf(stderr, "weburl: -canonical: no profile %q; valid: %s\n", name, strings.Join(canonicalNames(), ", "))
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	write := func(input string, w *bufio.Writer) error {
		key, err := p.Key(input)
		if err != nil {
			w.WriteString("!" + keyError(err) + "\n")
			return err
		}
		w.WriteString(key + "\n")
		return nil
	}
	if len(args) > 0 {
		allOK := true
		for _, a := range args {
			if write(a, out) != nil {
				allOK = false
			}
		}
		if allOK {
			return 0
		}
		return 1
	}
	var s summary
	err := streamLines(stdin, out, &s, func(_ int, line string, w *bufio.Writer, s *summary) {
		if strings.TrimSpace(line) == "" {
			s.blank++
			return
		}
		s.count(write(line, w))
	})
	if !s.finish(stderr, err) {
		return 1
	}
	return 0
}

// keyError returns the reason an input has no key.
func keyError(err error) string {
	var e *urlkey.Error
	if errors.As(err, &e) {
		return e.Name()
	}
	return err.Error()
}

// safeBrowsingPlaceholders are the -get placeholders of Safe Browsing's
// lookup: the suffix/prefix expressions, their SHA-256 full hashes and
// their 4-byte hash prefixes (hex), each list space-separated in one order.
var safeBrowsingPlaceholders = []string{"safebrowsing-expressions", "safebrowsing-hashes", "safebrowsing-prefixes"}

// canonicalPlaceholder reports whether {name} or {name:arg} is a
// placeholder of this file: {canonical:PROFILE} or one of
// safeBrowsingPlaceholders.
func canonicalPlaceholder(name, arg string, hasArg bool) bool {
	if hasArg {
		_, ok := canonicalProfiles[arg]
		return name == "canonical" && ok
	}
	return slices.Contains(safeBrowsingPlaceholders, name)
}

// canonicalPlaceholderNames lists them, for error messages.
func canonicalPlaceholderNames() []string {
	var names []string
	for _, n := range canonicalNames() {
		names = append(names, "{canonical:"+n+"}")
	}
	for _, n := range safeBrowsingPlaceholders {
		names = append(names, "{"+n+"}")
	}
	return names
}

// canonicalComponent returns the value of placeholder p for u, and
// whether p is one of this file's: {canonical:PROFILE} is the key of u's
// href by the profile, and the Safe Browsing placeholders are those of
// the href's canonical URL. A href that has no key gives "!" and the
// reason.
func canonicalComponent(u *weburl.URL, p templatePart) (string, bool) {
	if !canonicalPlaceholder(p.name, p.arg, p.hasArg) {
		return "", false
	}
	if p.hasArg {
		key, err := canonicalProfiles[p.arg].Key(u.Href())
		if err != nil {
			return "!" + keyError(err), true
		}
		return key, true
	}
	exprs, err := urlkey.SafeBrowsingExpressions(u.Href())
	if err != nil {
		return "!" + keyError(err), true
	}
	parts := make([]string, len(exprs))
	for i, e := range exprs {
		switch p.name {
		case "safebrowsing-expressions":
			parts[i] = e.Text
		case "safebrowsing-hashes":
			parts[i] = hex.EncodeToString(e.FullHash[:])
		default:
			prefix := e.HashPrefix()
			parts[i] = hex.EncodeToString(prefix[:])
		}
	}
	return strings.Join(parts, " "), true
}
