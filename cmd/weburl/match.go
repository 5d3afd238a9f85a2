package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/weburl/weburl/urlpattern"
)

// matchUsage documents -match.
const matchUsage = "print, as JSON, the groups of each URL that the URL `PATTERN` matches " +
	"(a pathname pattern \"/books/:id\", or a constructor string); exit 1 when none matches"

// runMatch is weburl -match PATTERN [URL...]: it compiles pattern (a
// pathname pattern when it starts with '/', else a constructor string
// resolved against base when base is not ""), matches each URL of args,
// or of standard input's lines when args is empty, parsed against base,
// and prints one JSON URLPatternResult line per match. It returns 0 when
// some URL matched, 1 when none did, 2 for a pattern that does not
// compile.
func runMatch(pattern, base string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	p, err := compileMatchPattern(pattern, base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: -match: %v\n", err)
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	matched := false
	match := func(url string) {
		var r *urlpattern.Result
		if base != "" {
			r = p.ExecWithBase(url, base)
		} else {
			r = p.Exec(url)
		}
		if r == nil {
			return
		}
		matched = true
		line, _ := json.Marshal(r)
		out.Write(line)
		out.WriteByte('\n')
	}
	if len(args) > 0 {
		for _, a := range args {
			match(a)
		}
	} else if err := eachLine(stdin, match, nil, func() { out.Flush() }); err != nil {
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", err)
		return 1
	}
	if !matched {
		return 1
	}
	return 0
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
