package main

// -match: each URL that a URL pattern matches, and its groups.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
)

// matchUsage documents -match.
const matchUsage = "print, as JSON, the groups of each URL that the URL `PATTERN` matches " +
	"(a pathname pattern \"/books/:id\", or a constructor string); exit 0 when some URL matched, 1 when none did, 2 on errors, as grep"

// groupsUsage documents -groups.
const groupsUsage = "with -match, print only each match's groups, as one JSON object a line ({\"id\":\"42\"})"

// matchCounts counts the inputs of a -match run.
type matchCounts struct {
	matched, unmatched, failed, blank int
}

// runMatch is weburl -match PATTERN [URL...]: it compiles pattern (a
// pathname pattern when it starts with '/', else a constructor string
// resolved against base when base is not ""), matches each URL of args,
// or of standard input's lines when args is empty (blank lines skipped),
// parsed against base, and prints one JSON URLPatternResult line per
// match, or with groupsOnly the match's groups alone (see writeGroups). It
// ends with a summary on standard error: how many inputs matched, did not
// match, and did not parse. As grep, it returns 0 when some URL matched, 1
// when none did, 2 for a pattern that does not compile or standard input
// that cannot be read.
func runMatch(pattern, base string, groupsOnly bool, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	p, err := compileMatchPattern(pattern, base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: -match: %v\n", err)
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var c matchCounts
	match := func(url string) {
		var r *urlpattern.Result
		if base != "" {
			r = p.ExecWithBase(url, base)
		} else {
			r = p.Exec(url)
		}
		switch {
		case r != nil:
			c.matched++
		case parses(url, base):
			c.unmatched++
			return
		default:
			c.failed++
			return
		}
		if groupsOnly {
			out.Write(matchGroups(p, r))
		} else {
			line, _ := json.Marshal(r)
			out.Write(line)
		}
		out.WriteByte('\n')
	}
	what := "input"
	var readErr error
	if len(args) > 0 {
		for _, a := range args {
			match(a)
		}
	} else {
		what = "line"
		readErr = eachLine(stdin, func(line string) {
			if strings.TrimSpace(line) == "" {
				c.blank++
				return
			}
			match(line)
		}, nil, func() { out.Flush() })
	}
	out.Flush()
	if readErr != nil {
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", readErr)
	}
	fmt.Fprintf(stderr, "weburl: %s: %d matched, %d did not match, %d not a URL", plural(c.matched+c.unmatched+c.failed+c.blank, what), c.matched, c.unmatched, c.failed)
	if c.blank > 0 {
		fmt.Fprintf(stderr, ", %d blank skipped", c.blank)
	}
	fmt.Fprintln(stderr)
	switch {
	case readErr != nil:
		return 2
	case c.matched == 0:
		return 1
	}
	return 0
}

// parses reports whether url parses, against base when base is not "".
func parses(url, base string) bool {
	if base == "" {
		return weburl.CanParse(url)
	}
	return weburl.CanParseWithBase(url, base)
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
	if strings.HasPrefix(pattern, "/") {
		return urlpattern.NewFromInit(urlpattern.Init{Pathname: &pattern}, urlpattern.Options{})
	}
	if base != "" {
		return urlpattern.NewWithBase(pattern, base, urlpattern.Options{})
	}
	return urlpattern.New(pattern, urlpattern.Options{})
}
