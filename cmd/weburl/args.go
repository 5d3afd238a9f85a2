package main

// The command line as a user types it: flags anywhere, flags that
// contradict each other refused, and a usage error said in one line.

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// synopsis is the first lines of the usage.
const synopsis = `usage: weburl [flags] URL...                      print each URL's components as a table
       weburl -get TEMPLATE [flags] URL...         print parts: -get '{hostname} {path}'
       weburl -set COMPONENT=VALUE [flags] URL...  print each changed href (also -append, -replace, -delete, -trim, -sort-query, -redirect)
       weburl [flags] < urls.txt                   one URL a line from standard input: one answer a line
       weburl -jsonl [-get T] [-canonical P] < urls.txt (or requests.jsonl) a JSON object a line, with the line number; a line may be {"input", "base"}
       weburl -lint URL... (or < urls.txt)         each validation error, with a caret
       weburl -match PATTERN [-v|-c|-q] [-get T|-canonical P|-json|-groups] URL... (or < urls.txt) the inputs a URL pattern matches, as grep
       weburl -canonical PROFILE URL... (or < urls.txt) one key a line: surt, safebrowsing, dedup, semantic_precise, semantic, aggressive or ssurt
Flags may come before or after the URLs; "--" ends the flags.
Changes (-set, -append, -replace, -delete, -trim, -sort-query, -redirect) apply in the order given.
Reading standard input, every mode but -lint, -match and -diagram answers each line with one line:
an empty line for a blank one, "!" and the reason for one without an answer (said on standard error too, with its number).
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

// conflict returns why the flags that were set (by name) cannot be used
// together, or "". Each of -get, -diagram, -render, -lint and -canonical
// says how to print, and is alone but with -json or -jsonl (which take
// -get and -canonical as fields) and -match (which takes one of -get,
// -canonical, -json and -groups for what to print of an input).
func conflict(set map[string]bool, hasEdits, hasInputs bool) string {
	var outputs []string
	for _, name := range []string{"json", "jsonl", "get", "diagram", "render", "lint", "match", "canonical"} {
		if set[name] {
			outputs = append(outputs, "-"+name)
		}
	}
	together := func(names ...string) string {
		return strings.Join(names, " and ") + " cannot be used together: each says how to print"
	}
	switch {
	case set["match"]:
		var printers []string
		for _, name := range []string{"get", "canonical", "json", "groups", "jsonl", "diagram", "render", "lint"} {
			if set[name] {
				printers = append(printers, "-"+name)
			}
		}
		if len(printers) > 1 || len(printers) == 1 && slices.Contains([]string{"-jsonl", "-diagram", "-render", "-lint"}, printers[0]) {
			return together(append([]string{"-match"}, printers...)...)
		}
	case set["json"] || set["jsonl"]:
		for _, name := range outputs {
			if name != "-json" && name != "-jsonl" && name != "-get" && name != "-canonical" {
				return together(outputs...)
			}
		}
	case len(outputs) > 1:
		return together(outputs...)
	}
	if set["canonical"] && !set["json"] && !set["jsonl"] && !set["match"] {
		for _, name := range []string{"base", "encoding", "errors", "width", "version"} {
			if set[name] {
				return "-canonical keys each input as its profile parses it; -" + name + " does not apply"
			}
		}
	}
	for _, name := range []string{"v", "c", "q"} {
		if set[name] && !set["match"] {
			return "-" + name + " needs -match"
		}
	}
	switch {
	case set["canonical"] && hasEdits:
		return "-canonical keys each input as its profile parses it; it makes no changes (-" + strings.Join(editFlags, ", -") + ")"
	case set["v"] && (set["groups"] || set["json"]):
		return "-v selects the inputs that do not match; -groups and -json print a match"
	case set["c"] && set["q"]:
		return "-c prints a count and -q nothing: use one"
	case (set["c"] || set["q"]) && (set["get"] || set["canonical"] || set["json"] || set["groups"]):
		return "-c prints only a count, and -q nothing: -get, -canonical, -json and -groups do not apply"
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
	case set["errors"] && (set["get"] && !set["json"] && !set["jsonl"] || set["diagram"] || set["render"]):
		return "-errors adds to -json, -jsonl and the table, not to " + outputs[0]
	}
	return ""
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
