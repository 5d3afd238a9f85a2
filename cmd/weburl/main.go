// Command weburl parses URLs as a web browser does (the WHATWG URL Standard)
// and prints their components.
//
// Usage:
//
//	weburl [flags] URL...                      print each URL's components as a table
//	weburl -get TEMPLATE [flags] URL...        print parts of each URL
//	weburl -set COMPONENT=VALUE [flags] URL... print each changed href
//	weburl [flags] < urls.txt                  one URL a line: one answer a line
//	weburl [flags] -jsonl < urls.txt (or requests.jsonl)
//	weburl -lint URL... (or < urls.txt)
//	weburl -match PATTERN [-v|-c|-q] [-get T|-canonical P|-json|-groups] URL... (or < urls.txt)
//	weburl -canonical PROFILE URL... (or < urls.txt)
//
// Flags may come before or after the URLs; "--" ends the flags. Flags
// that say different ways to print (-get, -diagram, -render, -lint,
// -canonical) cannot be combined, but -json and -jsonl take -get and
// -canonical as fields, and -match takes one of -get, -canonical, -json
// and -groups for what to print of an input; nor -width without -render,
// -lint, -match or -canonical with a change, or -errors with -get,
// -diagram or -render: a usage error is one line and a hint, exit status
// 2. With no argument and standard input a terminal, weburl says that it
// reads standard input.
//
// With URL arguments, weburl prints each URL's components (the getters of
// the URL class: href, origin, protocol, username, password, host, hostname,
// port, pathname, search, hash) as a table, or with -json as one JSON object
// per line. A URL that fails to parse is reported with the validation error
// type that made it fail, such as "host-missing"; with -json as
// {"input": ..., "failure": true, "error": "host-missing"}.
//
// With -jsonl, weburl reads standard input a line at a time, each line a
// URL or, when it starts with "{", a JSON request {"input": string,
// "base": string or null}, and writes one -json line per input line, in
// order, starting with "line" (the line's number, from 1) and echoing
// input and base (null when there is none). A base that fails to parse
// makes that line a failure; a line that starts with "{" but is not such a
// request is a failure whose "input" is the line and whose "error" says
// what is wrong. (-json writes the same JSON Lines for URL arguments and
// for standard input's URLs, without "line".) With -get, each object has
// "get", the template filled in; with -canonical, "canonical", the key of
// the input as it is, not resolved against a base (or "canonicalError",
// the reason there is none). The echoed input and
// base keep every byte: a byte of ill-formed UTF-8 is written \udcXX, as
// Python's "surrogateescape" reads it back.
//
// With neither URL arguments nor -jsonl, weburl reads one URL per line from
// standard input and writes one line per input line: the href, or "!"
// followed by the validation error type when the line is not a URL (no href
// starts with "!"). It is a streaming normalizer for pipelines.
//
// Every output mode works with every input mode. Reading standard input,
// every mode but -lint, -match and -diagram answers each line with one
// line, in order, so that the output lines up with the input (for paste
// or join): a blank line gets an empty line (in JSON, {"input": ...,
// "blank": true}), and a line without an answer "!" and the reason (in
// JSON, a failure), which standard error says too, with the line's number
// and text: weburl: line 3: host-missing: "mailto:a@b.example" (with URL
// arguments, "argument 3"). A line longer than -max-line bytes (default
// 1048576) is not read, so that memory stays bounded: it is answered
// "!line-too-long". A UTF-8 byte order mark at the start of standard
// input is removed, as text tools do. Reading standard input, weburl
// writes a summary line to standard error at the end: how many lines had
// an answer, how many did not, how many were blank, and whether it removed
// a byte order mark. With -base, JSON output echoes the base; in -jsonl, a
// failure of the line's base is marked "baseFailure".
//
// Components have one set of names everywhere: the URL class's attributes
// (href, protocol, username, password, host, hostname, port, pathname,
// search, hash) and the URL record's components scheme, path, query and
// fragment (the last two without "?" and "#").
//
// -get TEMPLATE prints TEMPLATE for each URL, with {component}
// placeholders for every component and {origin}, {port-or-default},
// {unicode-host}, {public-suffix}, {registrable-domain}, {query:NAME},
// {query-all:NAME} ("{{" is a literal "{"). -set COMPONENT=VALUE (through
// the URL setter; a refused value is a failure naming the standard's
// reason; query= and fragment= with no value make them null), -append
// query=NAME=VALUE (or query=NAME) or path=SEGMENT, -replace
// query=NAME=VALUE (the first pair named NAME becomes NAME=VALUE, later
// ones go, and a missing one is appended), -delete query=NAME, -trim
// query=PATTERN (a glob such as "utm_*"), -sort-query (by name) and
// -redirect REF (resolved as a browser follows a redirect) change each
// URL, in the order given, before it is printed. The query edits keep
// every pair they do not touch as it is written, byte for byte, and write
// an appended or replaced pair's name and value percent-encoded as trurl
// does (every byte but ASCII letters, digits, '-', '.', '_' and '~').
// Without -get, -json, -errors, -diagram or -render, weburl then prints
// each changed href (or "!" and the error), as trurl does. -diagram draws
// each href with its components marked under it. -render prints each URL
// as the standard's URL rendering says a person should see it to make a
// trust decision (no credentials, readable but not spoofable host and
// path: each host label by Chromium's IDN display policy, with Chromium's
// top domains), elided to -width code points when that is not 0.
//
// -match PATTERN matches each input against a URL pattern (the URL
// Pattern Standard; a pattern that starts with "/" is a pathname pattern,
// others a constructor string resolved against -base) and selects the
// inputs that match, as grep selects lines: it prints each as it is, or
// with -get what it prints of the URL that matched (the input parsed
// against -base), with -canonical the key of that URL's href, with -json
// the match as JSON.stringify writes a URLPatternResult, with -groups only
// the match's groups, as one JSON object ({"id":"42"}; a name that two
// components share is written "hostname.0", "pathname.0"). -v selects the inputs
// that do not match (URLs that do not match, inputs that are not URLs,
// blank lines), -c prints only the number of inputs selected, -q prints
// nothing and stops at the first. It ends with a summary on standard error
// (not with -q: how many inputs matched, did not match, were not URLs,
// were blank) and, as grep, exits 0 when some input was selected, 1 when
// none was, and 2 on errors.
//
// -canonical PROFILE prints one key per input (argument or line of standard
// input) by a profile of package urlkey, by its name: surt, safebrowsing,
// dedup, or internetarchive/urlcanon's semantic_precise, semantic,
// aggressive and ssurt; an input without a key prints "!" and the reason
// (a SURT key starts with "!" too when its host does, "!x)/", but holds
// ")", which no reason does). The -surt-* flags are the options of
// internetarchive/surt's surt function (-surt-with-scheme,
// -surt-trailing-comma, -surt-keep-www, -surt-keep-ip-order,
// -surt-keep-query-case, -surt-keep-path-case, -surt-registrable-domain)
// for the surt profile. -get's {canonical:PROFILE} is the key of a URL's
// href, and {safebrowsing-expressions}, {safebrowsing-hashes} and
// {safebrowsing-prefixes} its Safe Browsing lookup.
//
// -version prints weburl's module version, the Go version it was built
// with, the Unicode version of its IDNA data and the public suffix list's
// revision and date. -h prints the usage and exits 0.
//
// With -errors, every validation error the parser raises is reported too
// (spec: #validation-error): -json and -jsonl add "validationErrors" (the
// types' names, in the order the parser raises them) and "valid" (true
// when there are none: the input is a valid URL string); the table adds
// "valid" and "errors" rows; JSON adds "validationErrorOffsets", the byte
// offset in the input of each. With -lint, weburl prints each validation
// error of each input as a linter does: the input (after "line N: " when
// reading standard input; of an input longer than 80 code points, the 80
// around the error, with "…" where they are cut), a caret under the code
// point where the error
// arises (counted in terminal columns: two for a wide character, none for
// a combining mark), and the type with the standard's description, after
// "failure: " for the error that made the input fail to parse. It reads
// standard input a line at a time and prints as it goes, skipping blank
// lines, ends with a summary on standard error, and exits 1 when any input
// raised an error.
//
// -base resolves relative references against a base URL. -encoding names
// the query encoding, a WHATWG encoding label such as "shift_jis" or
// "windows-1252" (the encoding of the HTML document the URL came from).
//
// The exit status is 0 when every input had an answer, 1 when one had none
// (or, with -lint, raised a validation error), and 2 on usage errors.
//
// The command's files stand on five floors; a file uses names of its own
// floor and the floors below, never above: main.go (the flags and what
// runs); the modes: args.go (the command line), lines.go (each input
// answered), match.go, lint.go; config.go (what the flags ask for, and the
// answer to one input); template.go (-get), edit.go (the changes); the
// base: canonical.go (the urlkey profiles), names.go (component names),
// input.go (reading lines, counting them), jsonw.go (writing JSON).
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/queryencoding"
	"github.com/weburl/weburl/urlkey"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole command; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("weburl", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a usage error is printed below, after "weburl: "
	baseFlag := fs.String("base", "", "resolve relative references against the base `URL`")
	encodingFlag := fs.String("encoding", "", "query encoding, a WHATWG encoding `LABEL` (default UTF-8)")
	jsonFlag := fs.Bool("json", false, "print one JSON object per URL (with -match, each match)")
	jsonlFlag := fs.Bool("jsonl", false, "read standard input a line at a time, each a URL or a JSON request {\"input\", \"base\"}, and print one JSON object a line with its line number (and -get's and -canonical's answers)")
	errorsFlag := fs.Bool("errors", false, "also report every validation error (with its byte offset in -json), and whether the input is a valid URL string")
	lintFlag := fs.Bool("lint", false, "print each validation error under its input, with a caret; exit 1 if any")
	versionFlag := fs.Bool("version", false, "print the versions of weburl, Go, the IDNA data and the public suffix list")
	maxLineFlag := fs.Int("max-line", defaultMaxLine, "the longest line of standard input, in `BYTES`: a longer one is not read, and is answered \"!line-too-long\"")
	var changes edits
	fs.Func("set", "set `COMPONENT=VALUE` through the URL setter (repeatable); COMPONENT is "+setNames(), changes.setFlag)
	fs.Func("append", "append `query=NAME=VALUE` to the query (percent-encoded as trurl does) or path=SEGMENT to the path (repeatable)", changes.appendFlag)
	fs.Func("replace", "set the query's parameter NAME to VALUE, keeping the other pairs as written: `query=NAME=VALUE` (repeatable; -set query= replaces the whole query)", changes.replaceFlag)
	fs.Func("delete", "delete the query's pairs named NAME, keeping the others as written: `query=NAME` (repeatable)", changes.deleteFlag)
	fs.Func("trim", "delete the query's pairs whose name matches a glob, keeping the others as written: `query=PATTERN` (repeatable)", changes.trimFlag)
	fs.BoolFunc("sort-query", "sort the query's pairs by name, each kept as written", changes.sortQueryFlag)
	fs.Func("redirect", "resolve `REF` against each URL, as a browser follows a redirect", changes.redirectFlag)
	getFlag := fs.String("get", "", "print `TEMPLATE` for each URL, with {component} placeholders ({{ for {)")
	diagramFlag := fs.Bool("diagram", false, "draw each href with its components marked")
	renderFlag := fs.Bool("render", false, "print each URL as a person should see it to make a trust decision")
	widthFlag := fs.Int("width", 0, "with -render, elide to at most `N` code points (0: no limit)")
	matchFlag := fs.String("match", "", matchUsage)
	var mo matchOptions
	fs.BoolVar(&mo.groups, "groups", false, groupsUsage)
	fs.BoolVar(&mo.invert, "v", false, "with -match, select the inputs that do not match, as grep -v")
	fs.BoolVar(&mo.count, "c", false, "with -match, print only the number of inputs selected, as grep -c")
	fs.BoolVar(&mo.quiet, "q", false, "with -match, print nothing and stop at the first input selected, as grep -q")
	canonicalFlag := fs.String("canonical", "", canonicalUsage)
	var surtOptions urlkey.SURTOptions
	registerSURTFlags(fs, &surtOptions)
	fs.Usage = func() {} // a usage error prints one line and a hint (usageError); -h prints the usage
	inputs, err := parseArgs(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		printUsage(fs, stderr)
		return 0
	}
	if err != nil {
		return usageError(stderr, err.Error())
	}
	if *versionFlag {
		fmt.Fprintln(stdout, versionText())
		return 0
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if msg := conflict(set, len(changes) > 0, len(inputs) > 0); msg != "" {
		return usageError(stderr, msg)
	}
	if *maxLineFlag < 1 {
		return usageError(stderr, "-max-line must be at least 1")
	}
	cfg := config{json: *jsonFlag || *jsonlFlag, edits: changes, diagram: *diagramFlag, render: *renderFlag, width: *widthFlag, maxLine: *maxLineFlag}
	mo.json = *jsonFlag
	if *getFlag != "" {
		t, err := parseTemplate(*getFlag, surtOptions)
		if err != nil {
			return usageError(stderr, "-get: "+err.Error())
		}
		cfg.get = t
	}
	if set["canonical"] {
		p, ok := profileNamed(*canonicalFlag, surtOptions)
		if !ok {
			fmt.Fprintf(stderr, "weburl: -canonical: no profile %q; valid: %s\n", *canonicalFlag, strings.Join(urlkey.ProfileNames(), ", "))
			return 2
		}
		cfg.key = &p
	}
	if msg := surtFlagsConflict(set, *canonicalFlag, cfg.get); msg != "" {
		return usageError(stderr, msg)
	}
	cfg.errors = *errorsFlag || *lintFlag
	if *encodingFlag != "" {
		enc, err := queryencoding.ForLabel(*encodingFlag)
		if err != nil {
			fmt.Fprintf(stderr, "weburl: unknown encoding label %q\n", *encodingFlag)
			return 2
		}
		cfg.encoding = enc
	}
	if *baseFlag != "" {
		base, err := weburl.Parse(*baseFlag)
		if err != nil {
			fmt.Fprintf(stderr, "weburl: -base %q is not a URL: %s\n", *baseFlag, errorType(err))
			return 2
		}
		cfg.base = base
		cfg.baseText = baseFlag
	}
	if *matchFlag != "" {
		return runMatch(*matchFlag, mo, cfg, inputs, stdin, stdout, stderr)
	}
	if len(inputs) == 0 && isTerminal(stdin) {
		fmt.Fprintln(stderr, "weburl: reading URLs from standard input, one a line; end with Ctrl-D (weburl -h for usage)")
	}
	errs := bufio.NewWriter(stderr)
	defer errs.Flush() // after out: standard error's lines follow the output they are about
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var ok bool
	switch {
	case *lintFlag && len(inputs) > 0:
		ok = lintArgs(cfg, inputs, out, stderr)
	case *lintFlag:
		ok = lintLines(cfg, stdin, out, stderr)
	case *jsonlFlag:
		ok = runJSONLines(cfg, stdin, out, errs, stderr)
	case len(inputs) > 0:
		ok = runArgs(cfg, inputs, out, errs)
	default:
		ok = runLines(cfg, stdin, out, errs, stderr)
	}
	if !ok {
		return 1
	}
	return 0
}

// surtFlagsConflict returns why the -surt-* flags that were set do not
// apply, or "": they need -canonical surt or {canonical:surt} in -get. It
// names the first such flag by name, so that the message is the same on
// every run.
func surtFlagsConflict(set map[string]bool, profile string, get template) string {
	for _, name := range slices.Sorted(maps.Keys(set)) {
		if strings.HasPrefix(name, "surt-") && profile != "surt" && !get.usesSURT() {
			return "-" + name + " is an option of the surt profile; it needs -canonical surt or {canonical:surt}"
		}
	}
	return ""
}

// versionText is what -version prints: weburl's module version (from the
// build information), the Go version, and the versions of the data weburl
// takes from its dependencies.
func versionText() string {
	version := "(devel)"
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "github.com/weburl/weburl" {
				version = dep.Version
			}
		}
		if info.Main.Path == "github.com/weburl/weburl" && info.Main.Version != "" {
			version = info.Main.Version
		}
	}
	return "weburl " + version + "\n" +
		"built with " + runtime.Version() + "\n" +
		"IDNA data: Unicode " + weburl.IDNAUnicodeVersion + "\n" +
		"public suffix list: " + publicsuffix.List{}.String()
}
