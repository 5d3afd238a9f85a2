package main

// -lint: each validation error of each input, as a linter prints it.

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/uniprops"
	"golang.org/x/text/width"
)

// lintCounts counts the inputs of a -lint run.
type lintCounts struct {
	inputs, valid, invalid, failed, blank, errors int
}

// lintInput writes the validation errors of input, each as the input (after
// prefix, such as "line 3: "), a caret under the code point where the
// error arises, and the error's type and description; the failure's own
// error, when input is not a URL, is marked "failure:". It counts input in
// c.
func (cfg config) lintInput(out *bufio.Writer, prefix, input string, c *lintCounts) {
	u, errs, err := cfg.parse(input, nil)
	c.inputs++
	c.errors += len(errs)
	switch {
	case err != nil:
		c.failed++
	case len(errs) > 0:
		c.invalid++
	default:
		c.valid++
	}
	for i, e := range errs {
		kind := ""
		if err != nil && i == len(errs)-1 {
			kind = "failure: "
		}
		start, end := excerpt(input, e.Offset)
		shown, pad := prefix, displayWidth(prefix)+displayWidth(input[start:e.Offset])
		if start > 0 {
			shown += "…"
			pad++
		}
		shown += strings.Map(printable, input[start:end])
		if end < len(input) {
			shown += "…"
		}
		desc := hostCodePointDescription(input, e, kind != "")
		if desc == "" {
			desc = e.Type.Description()
		}
		fmt.Fprintf(out, "%s\n%s^\n%s%s: %s\n", shown, strings.Repeat(" ", pad), kind, e.Type, desc)
	}
	if err == nil {
		lintDisplay(out, prefix, input, u)
	}
}

// lintDisplay writes a note for each label of u's host that decodes from
// Punycode but that -render shows in ASCII, with the rule of the host
// display policy that keeps it so: the input (after prefix), a caret under
// the label when the input holds it (in ASCII or in Unicode), and
// "display: LABEL (UNICODE) is shown in ASCII: REASON".
func lintDisplay(out *bufio.Writer, prefix, input string, u *weburl.URL) {
	for _, l := range renderOptions(0).HostLabels(u) {
		if l.Unicode == "" || l.Shown {
			continue
		}
		shown, caret := prefix+strings.Map(printable, input), ""
		// ASCII lowercase keeps each byte where it is; Unicode's (İ, Ⱥ)
		// would not, and the offset would miss input.
		at := strings.Index(ascii.Lower(input), l.ASCII)
		if at < 0 {
			at = strings.Index(input, l.Unicode)
		}
		if at >= 0 && utf8.RuneCountInString(input) <= excerptLength {
			caret = strings.Repeat(" ", displayWidth(prefix)+displayWidth(input[:at])) + "^\n"
		}
		fmt.Fprintf(out, "%s\n%sdisplay: %s (%s) is shown in ASCII: %s\n", shown, caret, l.ASCII, strings.Map(printable, l.Unicode), l.Reason)
	}
}

// excerptLength is how many code points of an input -lint shows at most.
const excerptLength = 80

// excerpt returns the start and end, byte offsets in input, of what -lint
// shows of it for an error at byte offset at: the whole input when it has
// at most excerptLength code points, else excerptLength code points around
// at, half of them before it where the input allows. It takes time in
// proportion to the excerpt, so that an input with many errors is shown in
// time linear in its length.
func excerpt(input string, at int) (start, end int) {
	start, end = at, at
	n := 0
	for ; n < excerptLength/2 && start > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(input[:start])
		start -= size
	}
	for ; n < excerptLength && end < len(input); n++ {
		_, size := utf8.DecodeRuneInString(input[end:])
		end += size
	}
	for ; n < excerptLength && start > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(input[:start])
		start -= size
	}
	return start, end
}

// forbiddenHost are the forbidden host code points (spec:
// #forbidden-host-code-point); a domain cannot hold them either, nor the
// other C0 controls, "%" and U+007F (spec: #forbidden-domain-code-point).
const forbiddenHost = "\x00\t\n\r #/:<>?@[\\]^|"

// hostCodePointDescription says in plain words which code point of a host
// the validation error e of input is about, when it is about one that a
// host cannot (or, under UTS #46's STD3 rules, a domain should not) hold:
// the code point at e.Offset, or the byte that a percent-encoded one there
// decodes to. failure says that e made the parse fail. It returns "" for
// another error, which the standard's description says best.
func hostCodePointDescription(input string, e weburl.ValidationErrorAt, failure bool) string {
	if e.Offset >= len(input) || e.Type != weburl.ErrDomainToASCII && e.Type != weburl.ErrHostInvalidCodePoint {
		return ""
	}
	c, what := input[e.Offset], ""
	if c == '%' && e.Type == weburl.ErrDomainToASCII && e.Offset+2 < len(input) {
		if b, err := strconv.ParseUint(input[e.Offset+1:e.Offset+3], 16, 8); err == nil {
			c, what = byte(b), fmt.Sprintf("%q, which decodes to ", input[e.Offset:e.Offset+3])
		}
	}
	if c >= 0x80 {
		return ""
	}
	what += codePointName(c)
	forbidden := strings.IndexByte(forbiddenHost, c) >= 0 ||
		e.Type == weburl.ErrDomainToASCII && (c < ' ' || c == '%' || c == 0x7F)
	switch {
	case failure && forbidden:
		return "a host cannot contain " + what + "."
	case !failure && e.Type == weburl.ErrDomainToASCII && !isLetterDigitHyphenDot(c):
		return "a domain should hold only ASCII letters, digits, hyphens and dots (UTS #46's STD3 rules), not " + what + "."
	}
	return ""
}

// codePointName names an ASCII code point: "a space (U+0020)", "\"<\"
// (U+003C)", "U+0009 (a control)".
func codePointName(c byte) string {
	switch {
	case c == ' ':
		return "a space (U+0020)"
	case c < ' ' || c == 0x7F:
		return fmt.Sprintf("U+%04X (a control)", c)
	}
	return fmt.Sprintf("%q (U+%04X)", string(rune(c)), c)
}

// isLetterDigitHyphenDot reports whether c is an ASCII letter or digit,
// "-" or ".".
func isLetterDigitHyphenDot(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.'
}

// printable returns r, or a space for a code point that a terminal would
// not show as one column of its own (a control or a format character such
// as U+202E), so that the caret stays under its code point.
func printable(r rune) rune {
	if r < ' ' || r >= 0x7F && r < 0xA0 || uniprops.Of(r).GeneralCategory() == "Cf" {
		return ' '
	}
	return r
}

// displayWidth returns the number of terminal columns s takes, as printable
// shows it: two for a wide or fullwidth code point (East Asian Width W or
// F, as 例 or Ａ), none for a nonspacing or enclosing mark (Mn, Me), one
// for others. General_Category is Unicode 18.0.0's under every Go; East
// Asian Width is golang.org/x/text/width's, of the Go version's Unicode.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		r = printable(r)
		switch gc := uniprops.Of(r).GeneralCategory(); {
		case gc == "Mn" || gc == "Me":
		case width.LookupRune(r).Kind() == width.EastAsianWide, width.LookupRune(r).Kind() == width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// finish writes the summary line to stderr, counting the inputs as what
// ("input" or "line"); it reports whether every input was valid.
func (c *lintCounts) finish(stderr io.Writer, what string, readErr error) bool {
	if readErr != nil {
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", readErr)
	}
	fmt.Fprintf(stderr, "weburl: %s: %d valid, %d with validation errors, %d failed; %s", plural(c.inputs+c.blank, what), c.valid, c.invalid, c.failed, plural(c.errors, "validation error"))
	if c.blank > 0 {
		fmt.Fprintf(stderr, ", %d blank skipped", c.blank)
	}
	fmt.Fprintln(stderr)
	return c.invalid == 0 && c.failed == 0 && readErr == nil
}

// lintArgs lints each argument; it reports whether all were valid.
func lintArgs(cfg config, inputs []string, out *bufio.Writer, stderr io.Writer) bool {
	var c lintCounts
	for _, input := range inputs {
		cfg.lintInput(out, "", input, &c)
	}
	out.Flush()
	return c.finish(stderr, "input", nil)
}

// lintLines lints each line of stdin as it comes, each error shown after
// its line number, flushing what it wrote whenever it waits for input; it
// reports whether all lines were valid. Blank lines are skipped; a line
// longer than -max-line is not read, and counts as failed.
func lintLines(cfg config, stdin io.Reader, out *bufio.Writer, stderr io.Writer) bool {
	var c lintCounts
	err := eachLine(stdin, cfg.maxLine, nil, func() { out.Flush() }, func(in input) bool {
		switch {
		case in.tooLong > 0:
			c.inputs++
			c.failed++
			out.Flush()
			fmt.Fprintf(stderr, "weburl: %s: %s\n", in.where(), in.tooLongError())
		case in.blank():
			c.blank++
		default:
			cfg.lintInput(out, "line "+strconv.Itoa(in.line)+": ", in.text, &c)
		}
		return true
	})
	out.Flush()
	return c.finish(stderr, "line", err)
}
