// Command weburl parses URLs as a web browser does (the WHATWG URL Standard)
// and prints their components.
//
// Usage:
//
//	weburl [flags] URL...                      print each URL's components as a table
//	weburl -get TEMPLATE [flags] URL...        print parts of each URL
//	weburl -set COMPONENT=VALUE [flags] URL... print each changed href
//	weburl [flags] < urls.txt                  one URL a line: print each href
//	weburl [flags] -jsonl < urls.txt (or requests.jsonl)
//	weburl -lint URL... (or < urls.txt)
//	weburl -match PATTERN [-groups] URL... (or < urls.txt)
//
// Flags may come before or after the URLs; "--" ends the flags. Flags
// that say different ways to print (-json, -jsonl, -get, -diagram,
// -render, -lint) cannot be combined, nor -width without -render, -lint
// with a change, or -errors with -get, -diagram or -render: a usage error
// is one line and a hint, exit status 2. With no argument and standard
// input a terminal, weburl says that it reads standard input.
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
// for standard input's URLs, without "line".)
//
// With neither URL arguments nor -jsonl, weburl reads one URL per line from
// standard input and writes one line per input line: the href, or "!"
// followed by the validation error type when the line is not a URL (no href
// starts with "!"). It is a streaming normalizer for pipelines.
//
// Every output mode works with every input mode: -json with standard input
// writes one JSON object per line. Blank lines of standard input are
// skipped in every mode, and a UTF-8 byte order mark at its start is
// removed, as text tools do. When reading standard input, weburl writes a
// summary line to standard error at the end: how many lines parsed, how
// many failed, how many blank lines it skipped, and whether it removed a
// byte order mark. With -base, JSON output echoes the base; in -jsonl, a
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
// query=NAME=VALUE or path=SEGMENT, -replace query=NAME=VALUE (set one
// parameter, keeping the others, as URLSearchParams' set: the first pair
// named NAME gets VALUE, later ones go, and a missing one is appended),
// -delete query=NAME, -trim
// query=PATTERN (a glob such as "utm_*"), -sort-query and -redirect REF
// (resolved as a browser follows a redirect) change each URL, in the
// order given, before it is printed; without -get, -json, -errors,
// -diagram or -render, weburl then prints each changed href (or "!" and
// the error), as trurl does. -diagram draws each href with its
// components marked under it. -render prints each URL as the standard's
// URL rendering says a person should see it to make a trust decision (no
// credentials, readable but not spoofable host and path: each host label
// by Chromium's IDN display policy, with Chromium's top domains), elided
// to -width code points when that is not 0.
//
// -match PATTERN matches each URL against a URL pattern (the URL Pattern
// Standard; a pattern that starts with "/" is a pathname pattern, others
// a constructor string resolved against -base) and prints each match as
// JSON.stringify writes a URLPatternResult, one a line, or with -groups
// only the match's groups, as one JSON object ({"id":"42"}; a name that
// two components share is written "hostname.0", "pathname.0"). It ends
// with a summary on standard error (how many inputs matched, did not
// match, and were not URLs) and, as grep, exits 0 when some input matched,
// 1 when none did, and 2 on errors.
//
// -canonical PROFILE prints one key per input (argument or line of standard
// input) by a profile of package urlkey: surt, safebrowsing or dedup; an
// input without a key prints "!" and the reason (a SURT key starts with
// "!" too when its host does, "!x)/", but holds ")", which no reason does). -get's {canonical:PROFILE}
// is the key of a URL's href, and {safebrowsing-expressions},
// {safebrowsing-hashes} and {safebrowsing-prefixes} its Safe Browsing
// lookup.
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
// "failure: " for the error that made the input fail to parse; then, for
// each label of the host that -render shows in ASCII though it decodes
// from Punycode, a note "display: LABEL (UNICODE) is shown in ASCII:" and
// the rule that keeps it so, which does not count as an error. It reads
// standard input a line at a time and prints as it goes, ends with a
// summary on standard error, and exits 1 when any input raised an error.
//
// -base resolves relative references against a base URL. -encoding names
// the query encoding, a WHATWG encoding label such as "shift_jis" or
// "windows-1252" (the encoding of the HTML document the URL came from).
//
// The exit status is 0 when every input parsed, 1 when any failed (or, with
// -lint, raised a validation error), and 2 on usage errors.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/queryencoding"
	"golang.org/x/text/encoding"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// config is what the flags say.
type config struct {
	base     *weburl.URL       // nil for none
	encoding encoding.Encoding // nil for UTF-8
	json     bool
	errors   bool     // report validation errors
	lint     bool     // print validation errors only, as a linter
	baseText *string  // -base as given, echoed in JSON output; nil without -base
	edits    edits    // changes to make to each URL
	get      template // -get: print this instead
	diagram  bool     // -diagram: draw each href
	render   bool     // -render: print each URL for a person
	width    int      // -width
	hrefOnly bool     // print the href: edits without an output flag
}

// run is the whole command; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("weburl", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a usage error is printed below, after "weburl: "
	baseFlag := fs.String("base", "", "resolve relative references against the base `URL`")
	encodingFlag := fs.String("encoding", "", "query encoding, a WHATWG encoding `LABEL` (default UTF-8)")
	jsonFlag := fs.Bool("json", false, "print one JSON object per URL")
	jsonlFlag := fs.Bool("jsonl", false, "read standard input a line at a time, each a URL or a JSON request {\"input\", \"base\"}, and print one JSON object a line with its line number")
	errorsFlag := fs.Bool("errors", false, "also report every validation error (with its byte offset in -json), and whether the input is a valid URL string")
	lintFlag := fs.Bool("lint", false, "print each validation error under its input, with a caret; exit 1 if any")
	versionFlag := fs.Bool("version", false, "print the versions of weburl, Go, the IDNA data and the public suffix list")
	var changes edits
	fs.Func("set", "set `COMPONENT=VALUE` through the URL setter (repeatable); COMPONENT is "+setNames(), changes.setFlag)
	fs.Func("append", "append `query=NAME=VALUE` to the query or path=SEGMENT to the path (repeatable)", changes.appendFlag)
	fs.Func("replace", "set the query's parameter NAME to VALUE, keeping the other pairs: `query=NAME=VALUE` (repeatable; -set query= replaces the whole query)", changes.replaceFlag)
	fs.Func("delete", "delete the query's pairs named NAME: `query=NAME` (repeatable)", changes.deleteFlag)
	fs.Func("trim", "delete the query's pairs whose name matches a glob: `query=PATTERN` (repeatable)", changes.trimFlag)
	fs.BoolFunc("sort-query", "sort the query's pairs by name", changes.sortQueryFlag)
	fs.Func("redirect", "resolve `REF` against each URL, as a browser follows a redirect", changes.redirectFlag)
	getFlag := fs.String("get", "", "print `TEMPLATE` for each URL, with {component} placeholders ({{ for {)")
	diagramFlag := fs.Bool("diagram", false, "draw each href with its components marked")
	renderFlag := fs.Bool("render", false, "print each URL as a person should see it to make a trust decision")
	widthFlag := fs.Int("width", 0, "with -render, elide to at most `N` code points (0: no limit)")
	matchFlag := fs.String("match", "", matchUsage)
	canonicalFlag := fs.String("canonical", "", canonicalUsage)
	groupsFlag := fs.Bool("groups", false, groupsUsage)
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
	if *matchFlag != "" {
		return runMatch(*matchFlag, *baseFlag, *groupsFlag, inputs, stdin, stdout, stderr)
	}
	if set["canonical"] {
		return runCanonical(*canonicalFlag, inputs, stdin, stdout, stderr)
	}
	var cfg config
	cfg.json = *jsonFlag
	cfg.edits = changes
	cfg.diagram = *diagramFlag
	cfg.render, cfg.width = *renderFlag, *widthFlag
	if *getFlag != "" {
		t, err := parseTemplate(*getFlag)
		if err != nil {
			return usageError(stderr, "-get: "+err.Error())
		}
		cfg.get = t
	}
	cfg.errors = *errorsFlag || *lintFlag
	cfg.lint = *lintFlag
	// An edit prints the changed href, as trurl does, unless an output
	// flag says otherwise.
	cfg.hrefOnly = len(changes) > 0 && !cfg.json && !*jsonlFlag && cfg.get == nil && !cfg.diagram && !cfg.render && !cfg.errors
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
	if len(inputs) == 0 && isTerminal(stdin) {
		fmt.Fprintln(stderr, "weburl: reading URLs from standard input, one a line; end with Ctrl-D (weburl -h for usage)")
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var ok bool
	switch {
	case cfg.lint && len(inputs) > 0:
		ok = lintArgs(cfg, inputs, out, stderr)
	case cfg.lint:
		ok = lintLines(cfg, stdin, out, stderr)
	case *jsonlFlag:
		ok = runJSONLines(cfg, stdin, out, stderr)
	case len(inputs) > 0:
		ok = runArgs(cfg, inputs, out)
	default:
		ok = runLines(cfg, stdin, out, stderr)
	}
	if !ok {
		return 1
	}
	return 0
}

// parse parses input against base (or cfg.base when base is nil). With
// cfg.errors it also returns the validation errors the parser raised.
func (cfg config) parse(input string, base *weburl.URL) (*weburl.URL, []weburl.ValidationErrorAt, error) {
	if base == nil {
		base = cfg.base
	}
	opts := weburl.ParseOptions{Base: base, Encoding: cfg.encoding}
	var errs []weburl.ValidationErrorAt
	if cfg.errors {
		opts.ValidationErrors = &errs
	}
	u, err := opts.Parse(input)
	if err == nil {
		if err = cfg.edits.apply(u); err != nil {
			u = nil
		}
	}
	return u, errs, err
}

// writeURL writes u as -get or -diagram asks, and reports whether they
// did; a failure is written as "!" and its error, as in stream mode.
func (cfg config) writeURL(out *bufio.Writer, u *weburl.URL, err error) bool {
	if cfg.get == nil && !cfg.diagram && !cfg.render && !cfg.hrefOnly {
		return false
	}
	switch {
	case err != nil:
		out.WriteString("!" + errorType(err) + "\n")
	case cfg.hrefOnly:
		out.WriteString(u.Href() + "\n")
	case cfg.get != nil:
		out.WriteString(cfg.get.expand(u) + "\n")
	case cfg.render:
		out.WriteString(renderOptions(cfg.width).Render(u) + "\n")
	default:
		out.WriteString(diagram(u))
	}
	return true
}

// runArgs prints each argument's components; it reports whether all parsed.
func runArgs(cfg config, args []string, out *bufio.Writer) bool {
	allOK := true
	for i, input := range args {
		u, errs, err := cfg.parse(input, nil)
		if err != nil {
			allOK = false
		}
		if cfg.writeURL(out, u, err) {
			continue
		}
		if cfg.json {
			writeJSON(out, cfg.newResult(input, cfg.baseText, u, errs, err))
			continue
		}
		if i > 0 {
			out.WriteByte('\n')
		}
		writeTable(out, input, u, err)
		if cfg.errors {
			fmt.Fprintf(out, "%-9s %v\n%-9s %s\n", "valid", err == nil && len(errs) == 0, "errors", strings.Join(errorNames(errs), " "))
		}
	}
	return allOK
}

// writeTable prints one URL as "name  value" rows.
func writeTable(out *bufio.Writer, input string, u *weburl.URL, err error) {
	row := func(name, value string) { fmt.Fprintf(out, "%-9s %s\n", name, value) }
	row("input", input)
	if err != nil {
		row("error", errorType(err))
		return
	}
	for _, name := range weburl.Attributes() {
		v, _ := u.Get(name)
		row(name, v)
	}
}

// result is one -json or -jsonl output line. Fields are written in this
// order; Base is written only for -jsonl (or with -base).
type result struct {
	Input    string  `json:"input"`
	Base     *string `json:"base,omitempty"`
	Href     *string `json:"href,omitempty"`
	Origin   string  `json:"origin,omitempty"`
	Protocol string  `json:"protocol,omitempty"`
	Username *string `json:"username,omitempty"`
	Password *string `json:"password,omitempty"`
	Host     *string `json:"host,omitempty"`
	Hostname *string `json:"hostname,omitempty"`
	Port     *string `json:"port,omitempty"`
	Pathname *string `json:"pathname,omitempty"`
	Search   *string `json:"search,omitempty"`
	Hash     *string `json:"hash,omitempty"`
	Failure  bool    `json:"failure,omitempty"`
	Error    string  `json:"error,omitempty"`
	// BaseFailure says that the failure was the base's (-jsonl).
	BaseFailure bool `json:"baseFailure,omitempty"`

	// With -errors.
	ValidationErrors *[]string `json:"validationErrors,omitempty"`
	// ErrorOffsets are the byte offsets in input where each validation
	// error arises.
	ErrorOffsets *[]int `json:"validationErrorOffsets,omitempty"`
	Valid        *bool  `json:"valid,omitempty"`
}

// jsonlResult is a -jsonl line: its line number in standard input, and
// base, always present, null when absent.
type jsonlResult struct {
	Line  int     `json:"line"`
	Input string  `json:"input"`
	Base  *string `json:"base"`
	result
}

// newResult returns the -json line for input, with errs when -errors asks.
func (cfg config) newResult(input string, base *string, u *weburl.URL, errs []weburl.ValidationErrorAt, err error) result {
	r := result{Input: input, Base: base}
	if cfg.errors {
		names, offsets := errorNames(errs), errorOffsets(errs)
		valid := err == nil && len(errs) == 0
		r.ValidationErrors, r.ErrorOffsets, r.Valid = &names, &offsets, &valid
	}
	if err != nil {
		r.Failure = true
		r.Error = errorType(err)
		return r
	}
	str := func(s string) *string { return &s }
	r.Href = str(u.Href())
	r.Origin = u.Origin().String()
	r.Protocol = u.Protocol()
	r.Username = str(u.Username())
	r.Password = str(u.Password())
	r.Host = str(u.Host())
	r.Hostname = str(u.Hostname())
	r.Port = str(u.Port())
	r.Pathname = str(u.Pathname())
	r.Search = str(u.Search())
	r.Hash = str(u.Hash())
	return r
}

func writeJSON(out *bufio.Writer, v any) {
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	enc.Encode(v) // a result always encodes
}

// errorNames returns the types' names, in order; never nil.
func errorNames(errs []weburl.ValidationErrorAt) []string {
	names := make([]string, len(errs))
	for i, e := range errs {
		names[i] = e.Type.String()
	}
	return names
}

// errorType returns the validation error type named by a *ParseError, or
// for a *SetterError the setter and why it refused.
func errorType(err error) string {
	var pe *weburl.ParseError
	if errors.As(err, &pe) {
		return pe.Type.String()
	}
	var se *weburl.SetterError
	if errors.As(err, &se) {
		return "set " + se.Setter + ": " + se.Err.Error()
	}
	return err.Error()
}

// jsonlRequest is a -jsonl input line that is a JSON object.
type jsonlRequest struct {
	Input *string `json:"input"`
	Base  *string `json:"base"`
}

// readJSONLine returns the request of a -jsonl line: a JSON object
// {"input": string, "base": string or null} when the line starts with "{"
// (after spaces), else the line itself as the input, without a base. It
// returns an error that says what is wrong with a line that starts with
// "{" but is not such an object.
func readJSONLine(line string) (jsonlRequest, error) {
	if !strings.HasPrefix(strings.TrimLeft(line, " \t"), "{") {
		return jsonlRequest{Input: &line}, nil
	}
	const want = `; want {"input": string, "base": string or null}, or a URL`
	var req jsonlRequest
	err := json.Unmarshal([]byte(line), &req)
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		return req, fmt.Errorf("invalid JSON Lines request: %q is a %s, not a string%s", typeErr.Field, typeErr.Value, want)
	case errors.As(err, &syntaxErr):
		return req, fmt.Errorf("invalid JSON Lines request: %v at byte %d%s", syntaxErr, syntaxErr.Offset, want)
	case err != nil:
		return req, fmt.Errorf("invalid JSON Lines request: %v%s", err, want)
	case req.Input == nil:
		return req, errors.New(`invalid JSON Lines request: no "input" string` + want)
	}
	return req, nil
}

// runJSONLines answers each line of standard input, a URL or a JSON
// request, with a JSON object that carries the line's number; it reports
// whether all parsed.
func runJSONLines(cfg config, stdin io.Reader, out *bufio.Writer, stderr io.Writer) bool {
	var s summary
	err := streamLines(stdin, out, &s, func(n int, line string, out *bufio.Writer, s *summary) {
		if strings.TrimSpace(line) == "" {
			s.blank++
			return
		}
		req, err := readJSONLine(line)
		if err != nil {
			s.failed++
			writeJSON(out, jsonlResult{Line: n, Input: line, Base: cfg.baseText, result: result{Failure: true, Error: err.Error()}})
			return
		}
		var u *weburl.URL
		var base *weburl.URL
		var errs []weburl.ValidationErrorAt
		baseText := req.Base
		if req.Base != nil {
			base, err = weburl.Parse(*req.Base)
		} else {
			baseText = cfg.baseText // the -base flag's, which cfg.parse uses
		}
		if err == nil {
			u, errs, err = cfg.parse(*req.Input, base)
		}
		s.count(err)
		r := cfg.newResult(*req.Input, nil, u, errs, err)
		if err != nil && base == nil && req.Base != nil {
			r.BaseFailure = true // the base did not parse
		}
		writeJSON(out, jsonlResult{Line: n, Input: *req.Input, Base: baseText, result: r})
	})
	return s.finish(stderr, err)
}

// runLines normalizes one URL per line (or, with -json, writes its
// components as JSON); it reports whether all parsed. Blank lines are
// skipped and counted.
func runLines(cfg config, stdin io.Reader, out *bufio.Writer, stderr io.Writer) bool {
	var s summary
	err := streamLines(stdin, out, &s, func(_ int, line string, out *bufio.Writer, s *summary) {
		if strings.TrimSpace(line) == "" {
			s.blank++
			return
		}
		u, errs, err := cfg.parse(line, nil)
		s.count(err)
		if cfg.writeURL(out, u, err) {
			return
		}
		if cfg.json {
			writeJSON(out, cfg.newResult(line, cfg.baseText, u, errs, err))
			return
		}
		if err != nil {
			out.WriteString("!" + errorType(err) + "\n")
			return
		}
		out.WriteString(u.Href())
		out.WriteByte('\n')
	})
	return s.finish(stderr, err)
}

// batchSize is how many lines of standard input a worker takes at a time.
const batchSize = 1024

// streamLines calls handle with the number (from 1) and text of each line
// of stdin and writes what it writes to out, in the order of the lines,
// using every core: lines go in batches of batchSize to GOMAXPROCS workers,
// each with its own output buffer and counts, which are written and added
// to s in order.
func streamLines(stdin io.Reader, out *bufio.Writer, s *summary, handle func(n int, line string, w *bufio.Writer, s *summary)) error {
	type batch struct {
		first int // the number of the first line
		lines []string
		out   bytes.Buffer
		s     summary
		done  chan struct{}
	}
	workers := runtime.GOMAXPROCS(0)
	work := make(chan *batch, workers)
	order := make(chan *batch, 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				w := bufio.NewWriter(&b.out)
				for i, line := range b.lines {
					handle(b.first+i, line, w, &b.s)
				}
				w.Flush()
				close(b.done)
			}
		}()
	}
	written := make(chan struct{})
	go func() {
		for b := range order {
			<-b.done
			out.Write(b.out.Bytes())
			s.parsed += b.s.parsed
			s.failed += b.s.failed
			s.blank += b.s.blank
		}
		close(written)
	}()
	n := 0 // lines read
	cur := &batch{first: 1, done: make(chan struct{})}
	send := func() {
		if len(cur.lines) == 0 {
			return
		}
		order <- cur
		work <- cur
		cur = &batch{first: n + 1, done: make(chan struct{})}
	}
	err := eachLine(stdin, func(line string) {
		n++
		cur.lines = append(cur.lines, line)
		if len(cur.lines) == batchSize {
			send()
		}
	}, s, nil)
	send()
	close(work)
	close(order)
	<-written
	wg.Wait()
	out.Flush() // before the summary on standard error
	return err
}

// eachLine calls fn with each line of r, without its "\n" (or "\r\n").
// Lines may be of any length. A UTF-8 byte order mark at the start of r is
// removed, as text tools do, and counted in s when s is not nil.
//
// When idle is not nil, it is called before each read that would wait for
// more input, so that a caller can flush what it has written.
func eachLine(r io.Reader, fn func(line string), s *summary, idle func()) error {
	br := bufio.NewReaderSize(r, 64<<10)
	if bom, err := br.Peek(3); err == nil && string(bom) == "\uFEFF" {
		br.Discard(3)
		if s != nil {
			s.bom = true
		}
	}
	for {
		if idle != nil && br.Buffered() == 0 {
			idle()
		}
		line, err := br.ReadString('\n')
		if len(line) > 0 {
			line = strings.TrimSuffix(line, "\n")
			line = strings.TrimSuffix(line, "\r")
			fn(line)
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// summary counts the lines of a standard input run.
type summary struct {
	parsed, failed, blank int
	bom                   bool // a byte order mark started the input
}

func (s *summary) count(err error) {
	if err != nil {
		s.failed++
	} else {
		s.parsed++
	}
}

// finish prints the summary line; it reports whether every line parsed.
func (s *summary) finish(stderr io.Writer, readErr error) bool {
	if readErr != nil {
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", readErr)
	}
	fmt.Fprintf(stderr, "weburl: %s: %d parsed, %d failed", plural(s.parsed+s.failed+s.blank, "line"), s.parsed, s.failed)
	if s.blank > 0 {
		fmt.Fprintf(stderr, ", %d blank skipped", s.blank)
	}
	if s.bom {
		fmt.Fprint(stderr, "; a byte order mark at the start was removed")
	}
	fmt.Fprintln(stderr)
	return s.failed == 0 && readErr == nil
}

// plural returns n and word, with an "s" unless n is 1: "1 line", "2 lines".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
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
