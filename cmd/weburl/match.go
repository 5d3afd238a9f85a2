package main

// -match PATTERN: the inputs that a URL pattern matches, as grep selects
// lines, and what to print of each.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
)

// matchUsage documents -match.
const matchUsage = "print each input that the URL `PATTERN` matches (a pathname pattern \"/books/:id\", or a constructor string), as grep prints a line; " +
	"with -get or -canonical what they print of it, with -json the match, with -groups its groups; exit 0 when some input was selected, 1 when none was, 2 on errors, as grep"

// groupsUsage documents -groups.
const groupsUsage = "with -match, print only each match's groups, as one JSON object a line ({\"id\":\"42\"})"

// matchOptions are -match's flags besides the pattern: grep's -v, -c and
// -q, and what to print of a selected input.
type matchOptions struct {
	invert, count, quiet bool // -v, -c, -q
	groups, json         bool // -groups, -json
}

// matchCounts counts the inputs of a -match run.
type matchCounts struct {
	matched, unmatched, failed, blank, tooLong, selected int
}

// runMatch is weburl -match PATTERN [URL...]: it compiles pattern (a
// pathname pattern when it starts with '/', else a constructor string
// resolved against -base), matches each URL of args, or of standard
// input's lines when args is empty, parsed against -base with -encoding's
// query encoding, and selects the inputs that match (with -v, those that
// do not: the URLs that do not match, the inputs that are not URLs and
// blank lines). For each selected input it prints the input as it is, or
// what -get prints of the URL that matched, or with -canonical the key of
// its href (as -get's {canonical:PROFILE}), or with -json the match as
// JSON.stringify writes a URLPatternResult, or with -groups its groups
// (see matchGroups); with -c only their count; with -q nothing, and it
// stops at the first. It ends with a summary on standard error (not with
// -q): how many inputs matched, did not match, were not URLs, were blank.
// As grep, it returns 0 when some input was selected, 1 when none was, 2
// for a pattern that does not compile, a line longer than -max-line or
// standard input that cannot be read (but 0 with -q once an input was
// selected).
func runMatch(pattern string, o matchOptions, cfg config, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	base := ""
	if cfg.baseText != nil {
		base = *cfg.baseText
	}
	p, err := compileMatchPattern(pattern, base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: -match: %v\n", err)
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	errs := bufio.NewWriter(stderr)
	defer errs.Flush()
	var c matchCounts
	var s summary // for the text answers of -get and -canonical
	k := sink{out, errs, &s}
	match := func(in input) bool {
		var r *urlpattern.Result
		if in.tooLong > 0 {
			c.tooLong++
			fmt.Fprintf(errs, "weburl: %s: %s\n", in.where(), in.tooLongError())
			return true
		}
		// The input is parsed once, as the other modes parse it
		// (against -base, with -encoding), so that what matches is
		// what -get prints.
		var u *weburl.URL
		var err error
		if in.blank() {
			c.blank++
		} else if u, _, err = cfg.parse(in.text, nil); err != nil {
			c.failed++
		} else if r = p.ExecURL(u); r == nil {
			c.unmatched++
		} else {
			c.matched++
			// The inputs as ExecWithBase gives them, not the href.
			r.Inputs = []urlpattern.Input{{URL: in.text}}
			if base != "" {
				r.Inputs = append(r.Inputs, urlpattern.Input{URL: base})
			}
		}
		if (r != nil) == o.invert {
			return true
		}
		c.selected++
		switch {
		case o.quiet:
			return false
		case o.count:
		case o.groups:
			out.Write(matchGroups(p, r))
			out.WriteByte('\n')
		case o.json:
			line, _ := json.Marshal(r)
			out.Write(line)
			out.WriteByte('\n')
		case cfg.textMode() && !in.blank():
			// The answer to the URL that was matched, not to the
			// input parsed again (-canonical's key would be of
			// the input without -base).
			text, reason := cfg.urlLine(u, err)
			k.writeLine(in, text, reason)
		case cfg.textMode():
			cfg.writeText(in, k) // an empty line
		default:
			out.WriteString(in.text)
			out.WriteByte('\n')
		}
		return true
	}
	what := "input"
	var readErr error
	if len(args) > 0 {
		for i, a := range args {
			if !match(input{arg: i + 1, text: a}) {
				break
			}
		}
	} else {
		what = "line"
		readErr = eachLine(stdin, cfg.maxLine, nil, func() { out.Flush(); errs.Flush() }, match)
	}
	if o.count {
		fmt.Fprintln(out, c.selected)
	}
	out.Flush()
	if readErr != nil {
		fmt.Fprintf(errs, "weburl: reading standard input: %v\n", readErr)
	}
	if !o.quiet {
		fmt.Fprintf(errs, "weburl: %s: %d matched, %d did not match, %d not a URL", plural(c.matched+c.unmatched+c.failed+c.blank+c.tooLong, what), c.matched, c.unmatched, c.failed)
		if c.blank > 0 {
			fmt.Fprintf(errs, ", %d blank", c.blank)
		}
		if c.tooLong > 0 {
			fmt.Fprintf(errs, ", %d longer than -max-line", c.tooLong)
		}
		fmt.Fprintln(errs)
	}
	switch {
	case o.quiet && c.selected > 0:
		return 0
	case readErr != nil || c.tooLong > 0:
		return 2
	case c.selected == 0:
		return 1
	}
	return 0
}

// matchGroups returns the groups of r as one JSON object, in the
// pattern's order: those of each component whose pattern is not the
// wildcard "*" that a component left out of the pattern gets. A group's
// key is its name ("id", or "0" for the first "*" or unnamed regexp
// group), or, when components share the name, the component's name, a
// dot and the name ("hostname.0", "pathname.0"). A group that did not
// participate in the match is null.
func matchGroups(p *urlpattern.URLPattern, r *urlpattern.Result) []byte {
	type group struct {
		component string
		g         urlpattern.Group
	}
	var groups []group
	seen := map[string]int{}
	for c := urlpattern.Protocol; c <= urlpattern.Hash; c++ {
		if p.Component(c) == "*" {
			continue
		}
		for _, g := range r.Get(c).Groups {
			groups = append(groups, group{c.String(), g})
			seen[g.Name]++
		}
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, g := range groups {
		if i > 0 {
			b.WriteByte(',')
		}
		key := g.g.Name
		if seen[key] > 1 {
			key = g.component + "." + key
		}
		k, _ := json.Marshal(key)
		b.Write(k)
		b.WriteByte(':')
		if !g.g.Matched {
			b.WriteString("null")
			continue
		}
		v, _ := json.Marshal(g.g.Value)
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}

func compileMatchPattern(pattern, base string) (*urlpattern.URLPattern, error) {
	if len(pattern) > 0 && pattern[0] == '/' {
		return urlpattern.NewFromInit(urlpattern.Init{Pathname: &pattern}, urlpattern.Options{})
	}
	if base != "" {
		return urlpattern.NewWithBase(pattern, base, urlpattern.Options{})
	}
	return urlpattern.New(pattern, urlpattern.Options{})
}
