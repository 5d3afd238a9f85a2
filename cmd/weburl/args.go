package main

// The command line as a user types it: flags anywhere, flags that
// contradict each other refused, and a usage error said in one line.

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/weburl/weburl"
)

// synopsis is the first lines of the usage.
const synopsis = `usage: weburl [flags] URL...                      print each URL's components as a table
       weburl -get TEMPLATE [flags] URL...         print parts: -get '{hostname} {path}'
       weburl -set COMPONENT=VALUE [flags] URL...  print each changed href (also -append, -replace, -delete, -trim, -sort-query, -redirect)
       weburl [flags] < urls.txt                   one URL a line from standard input: print each href
       weburl -jsonl < urls.txt (or requests.jsonl) a JSON object a line, with the line number; a line may be {"input", "base"}
       weburl -lint URL... (or < urls.txt)         each validation error, with a caret
       weburl -match PATTERN [-groups] URL... (or < urls.txt) each match (or its groups) as JSON (URL Pattern Standard)
       weburl -canonical PROFILE URL... (or < urls.txt) one key a line: surt, safebrowsing or dedup
Flags may come before or after the URLs; "--" ends the flags.
Changes (-set, -append, -replace, -delete, -trim, -sort-query, -redirect) apply in the order given.
`

// hint is the line after a usage error.
const hint = "usage: weburl [flags] URL... (or < urls.txt); weburl -h lists the flags"

// printUsage prints the synopsis and the flags, for -h.
func printUsage(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprint(w, synopsis)
	fmt.Fprintln(w, "Flags:")
	fs.SetOutput(w)
	fs.PrintDefaults()
}

// usageError prints msg on one line after "weburl: ", then the hint; it
// returns the exit status of a usage error, 2.
func usageError(stderr io.Writer, msg string) int {
	fmt.Fprintln(stderr, "weburl: "+msg)
	fmt.Fprintln(stderr, hint)
	return 2
}

// parseArgs parses the flags in args, wherever they are, and returns the
// other arguments, the inputs, in order. Everything after "--" is an
// input.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var inputs []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(inputs, rest...), nil
		}
		if len(rest) == 0 {
			return inputs, nil
		}
		inputs = append(inputs, rest[0])
		args = rest[1:]
	}
}

// editFlags are the flags that change URLs.
var editFlags = []string{"set", "append", "replace", "delete", "trim", "sort-query", "redirect"}

// conflict returns why the flags that were set (by name) cannot be used
// together, or "".
func conflict(set map[string]bool, hasEdits, hasInputs bool) string {
	var outputs []string
	for _, name := range []string{"json", "jsonl", "get", "diagram", "render", "lint", "match", "canonical"} {
		if set[name] {
			outputs = append(outputs, "-"+name)
		}
	}
	if len(outputs) > 1 && !(len(outputs) == 2 && set["json"] && set["jsonl"]) {
		return strings.Join(outputs, " and ") + " cannot be used together: each says how to print"
	}
	if msg := canonicalConflict(set, hasEdits); msg != "" {
		return msg
	}
	switch {
	case set["width"] && !set["render"]:
		return "-width needs -render"
	case set["groups"] && !set["match"]:
		return "-groups needs -match"
	case set["jsonl"] && hasInputs:
		return "-jsonl reads URLs or JSON requests from standard input; for URL arguments, -json prints one JSON object a line"
	case set["match"] && hasEdits:
		return "-match matches URLs against a pattern; it makes no changes (-" + strings.Join(editFlags, ", -") + ")"
	case set["lint"] && hasEdits:
		return "-lint reports the input's validation errors; it makes no changes (-" + strings.Join(editFlags, ", -") + ")"
	case set["errors"] && (set["get"] || set["diagram"] || set["render"]):
		return "-errors adds to -json, -jsonl and the table, not to " + outputs[0]
	}
	return ""
}

// sortQueryFlag is -sort-query: sort the query's pairs by name, in its
// place among the changes.
func (e *edits) sortQueryFlag(value string) error {
	if on, err := strconv.ParseBool(value); err != nil || !on {
		return err // -sort-query=false: no change
	}
	*e = append(*e, func(u *weburl.URL) error {
		u.SearchParams().Sort()
		return nil
	})
	return nil
}

// isTerminal reports whether r is a terminal (a character device other
// than the null device), where a user would wait for output without
// knowing that weburl reads standard input.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}
