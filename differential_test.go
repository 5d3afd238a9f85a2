package weburl

// Differential tests: weburl against the reference parser (internal/refparser),
// which is written literally from url.bs, on every input of the
// web-platform-tests URL data (with and without its base), every case of
// setters_tests.json (and every setter with each of its values), and every
// line of the benchmark lists in testdata/bench (alone and against
// diffBase), and inputs generated from pieces that reach every state
// (TestDifferentialGenerated). The fuzz targets of fuzz_test.go run the
// same comparisons. The reference itself is checked against the
// expectations of urltestdata.json and setters_tests.json and against the
// validation errors whatwg-url raised (testdata/validation).
//
// What is compared, for a parse (diffParse): failure or success (and, when
// a base is given, whether the base failed); the href and every getter of
// the URL class (origin, protocol, username, password, host, hostname,
// port, pathname, search, hash) through Parse/ParseWithBase; the same
// href through ParseOptions with ValidationErrors set, which never takes
// the fast path, and through (*URL).Parse on the parsed base;
// CanParse/CanParseWithBase; and the validation errors: weburl
// documents that ParseOptions.ValidationErrors gets "each validation error
// that the basic URL parser raises, in the order the standard raises them"
// (url.go, report.go), so the sequence of their types is compared, in
// order, with the reference's, with duplicates; and on failure, the
// *ParseError's Type with the last validation error raised ("A failure's
// own validation error is the last one"). Offsets are not compared (the
// reference has none); they are checked to lie within the input.
//
// For a setter (diffSetter): the URL parsed from href is changed by the
// reference's setter (its basic URL parser with a state override, on its
// own URL record) and by weburl's URL.Set, once without and once with
// validation errors; every getter is compared, and the sequence of
// validation error types Set reports with the one the reference's parser
// raised. weburl's refusals (*SetterError) must leave the URL as it was
// unless Partial (checkSetterOutcome), which is what the standard's
// "return" does; so comparing the getters after the call compares the
// outcome.

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/refparser"

	"github.com/weburl/weburl/internal/testdata"
)

// diffBase is the base URL the bench lines are also parsed against.
const diffBase = "https://user:pass@example.org:8080/a/b/c?q#f"

// diffGetterNames are the URL class's getters, in the standard's order.
var diffGetterNames = Attributes()

// A diffCase is an input on which weburl disagreed with the reference and
// url.bs said that weburl was wrong (diffRegressions lists them; all are
// fixed). Kind is "parse" (Input against Base, nil for none) or "set" (on
// the URL parsed from Input, set Attr to Value).
type diffCase struct {
	Kind  string
	Input string
	Base  *string
	Attr  string
	Value string
	// Spec is the text of url.bs that decides the case.
	Spec string
}

// specTabInUTF8 decides the diffRegressions whose input holds an ASCII tab
// or newline inside a byte sequence that is not valid UTF-8.
const specTabInUTF8 = "The basic URL parser takes a scalar value string input (url.bs, " +
	"#concept-basic-url-parser), so the bytes are decoded first, each maximal ill-formed " +
	"subsequence becoming one U+FFFD (weburl's Parse doc; the Encoding Standard's UTF-8 decoder), " +
	"and only then: \"Remove all ASCII tab or newline from input.\" weburl removes the tab or " +
	"newline bytes before decoding, so the bytes on either side of it join into one code point."

// specHostIllFormedUTF8 decides the diffRegressions whose host holds ill-formed
// UTF-8 next to a percent-encoded byte.
const specHostIllFormedUTF8 = "The host parser takes a scalar value string (url.bs, " +
	"#concept-host-parser), in which each maximal ill-formed UTF-8 subsequence of the input is " +
	"already one U+FFFD; then \"Let domain be the result of running UTF-8 decode without BOM on " +
	"the percent-decoding of input\", where percent-decoding a string starts with \"Let bytes be " +
	"the UTF-8 encoding of input\" (#string-percent-decode), so U+FFFD stays U+FFFD (EF BF BD) " +
	"and the domain parser fails on it. weburl percent-decoded the raw bytes, so an ill-formed " +
	"byte and a percent-decoded byte joined into one code point."

// specTabAmongSlashes decides the diffRegressions whose input has a tab or
// newline among the slashes after "file:".
const specTabAmongSlashes = "The basic URL parser removes all ASCII tab or newline from input before " +
	"its state machine runs (url.bs, #concept-basic-url-parser), so \"file:\\t//%\" is \"file://%\": " +
	"the file slash state goes to the file host state, and the host parser fails on \"%\" " +
	"(domain-to-ASCII). URL.canParse() returns false when parsing fails (#dom-url-canparse); " +
	"weburl's CanParse looked for two slashes before removing the tab and said true."

// diffRegressions are the disagreements that the reference parser and
// the fuzz targets found, each decided by url.bs against weburl and fixed
// in weburl since: each must agree now.
var diffRegressions = []diffCase{
	// From testdata/bench/hard.txt: "\xd1", a tab, "\x84" are U+FFFD,
	// U+FFFD (so IDNA fails), not "ф" (U+0444, "\xd1\x84").
	{Kind: "parse", Input: "https://παράδειγμα.р\xd1\t\x84/", Spec: specTabInUTF8},
	{Kind: "parse", Input: "https://παράδειγμα.р\xd1\t\x84/", Base: ptr(diffBase), Spec: specTabInUTF8},
	// "\xe6\x97", a tab, "\xa5" are two U+FFFD, not "日".
	{Kind: "parse", Input: "ws://microsoft.io/item/dir/js?q=a\xe6\x97\t\xa5本/b", Spec: specTabInUTF8},
	{Kind: "parse", Input: "ws://microsoft.io/item/dir/js?q=a\xe6\x97\t\xa5本/b", Base: ptr(diffBase), Spec: specTabInUTF8},
	// The same in an opaque path: "\xe6", a tab, "\x97", "\xa5" are three
	// U+FFFD.
	{Kind: "parse", Input: "sc:\xe6\t\x97\xa5", Spec: specTabInUTF8},
	// Found by FuzzParse: "\xd4" (U+FFFD) then "%80" give the domain
	// U+FFFD U+FFFD, which fails, not "0Ԁ" (U+0500, bytes D4 80).
	{Kind: "parse", Input: "http:0\xd4%80", Spec: specHostIllFormedUTF8},
	{Kind: "parse", Input: "https://%D4\x80.com/", Spec: specHostIllFormedUTF8},
	{Kind: "set", Input: "https://example.com/", Attr: "host", Value: "a%E6\x97\xa5", Spec: specHostIllFormedUTF8},
	// And in the setters, which remove tabs and newlines from their value
	// too: the host setter must leave the host (U+FFFD fails IDNA); the
	// others must write %EF%BF%BD for each U+FFFD.
	{Kind: "set", Input: "https://example.com/", Attr: "host", Value: "x\xd1\n\x84y", Spec: specTabInUTF8},
	{Kind: "set", Input: "https://example.com/", Attr: "hostname", Value: "\xe6\x97\t\xa5", Spec: specTabInUTF8},
	{Kind: "set", Input: "https://example.com/", Attr: "pathname", Value: "x\xd1\n\x84y", Spec: specTabInUTF8},
	{Kind: "set", Input: "https://example.com/", Attr: "search", Value: "\xe6\x97\t\xa5", Spec: specTabInUTF8},
	{Kind: "set", Input: "https://example.com/", Attr: "hash", Value: "\xe6\x97\r\xa5", Spec: specTabInUTF8},
	// Found by FuzzRender (Parse panicked): the authority holds
	// ill-formed UTF-8 and a later newline sits before more of it, so
	// the whole input is read as U+FFFD (3 bytes for 1) and the
	// authority's end moves. Each fails (U+FFFD in a domain) or keeps
	// U+FFFD, percent-encoded, in the userinfo.
	{Kind: "parse", Input: "http://\xfd:#\n\xe3", Spec: specTabInUTF8},
	{Kind: "parse", Input: "http://\xfd:#\n\xe3", Base: ptr(diffBase), Spec: specTabInUTF8},
	{Kind: "parse", Input: "https://u\xfd@h.example:8080/a\tb\xe3", Spec: specTabInUTF8},
	{Kind: "parse", Input: "https://u\xfd:p\xc3@h.example/?q\r\xe3#f", Spec: specTabInUTF8},
	{Kind: "parse", Input: "foo://\xfd\xfe:1/p\n\xe3", Spec: specTabInUTF8},
	{Kind: "parse", Input: "ws://h\xc3.example/p/q\t/\xe3?x", Spec: specTabInUTF8},
	// Found by FuzzParse: CanParse said true, Parse failed.
	{Kind: "parse", Input: "file:\r\\\\%", Spec: specTabAmongSlashes},
	{Kind: "parse", Input: "file:/\t/%", Spec: specTabAmongSlashes},
	{Kind: "parse", Input: "file:\t\n//%/x", Spec: specTabAmongSlashes},
	{Kind: "parse", Input: "FILE:/\r\\h\xfd/", Spec: specTabAmongSlashes},
	{Kind: "parse", Input: "file:\t//host/", Spec: specTabAmongSlashes},
}

// TestDifferentialRegressions runs diffRegressions: weburl must agree with
// the reference on each.
func TestDifferentialRegressions(t *testing.T) {
	for _, c := range diffRegressions {
		var diff string
		if c.Kind == "parse" {
			diff = diffParse(c.Input, c.Base)
		} else {
			diff = diffSetter(c.Input, c.Attr, c.Value)
		}
		if diff != "" {
			t.Errorf("%s\n\tspec: %s", diff, c.Spec)
		}
	}
}

// TestIllFormedUTF8AndTabsAsReference compares weburl with the reference
// on generated input that mixes ill-formed UTF-8, tabs and newlines and
// the delimiters of every component, the class of input behind the
// FuzzRender regression above: the parser's entry points may take a prefix
// of the raw input, and removing a tab or newline reads every ill-formed
// byte of the input as U+FFFD, which moves offsets.
func TestIllFormedUTF8AndTabsAsReference(t *testing.T) {
	schemes := []string{"http://", "https://", "ws://", "file://", "file:", "file:/", "foo://", "sc:", "HTTP://"}
	authority := []string{"\xfd", "\xc3", "\xe6\x97", "\xa5", "日", "h.example", "u", "@", ":", "80", "[::1]", "%41", "\t"}
	delimiters := []string{"/", "?", "#", "\\", ""}
	rest := []string{"\xfd", "\xe3", "\xa5", "\t", "\n", "\r", "/", "?", "#", "a", "%41", "..", " "}
	pick := func(rng *rand.Rand, b *strings.Builder, parts []string, most int) {
		for range 1 + rng.Intn(most) {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
	}
	rng := rand.New(rand.NewSource(2611))
	base := diffBase
	for range 3000 {
		var b strings.Builder
		b.WriteString(schemes[rng.Intn(len(schemes))])
		pick(rng, &b, authority, 4)
		b.WriteString(delimiters[rng.Intn(len(delimiters))])
		pick(rng, &b, rest, 4)
		input := b.String()
		for _, bp := range []*string{nil, &base} {
			if d := diffParse(input, bp); d != "" {
				t.Errorf("%q (base %v): %s", input, bp != nil, d)
			}
		}
	}
}

// diffResult is what a parse gave, as compared.
type diffResult struct {
	failure     bool
	baseFailure bool
	getters     map[string]string // nil on failure
	errors      []string          // the validation error types, in order
	failureType string            // weburl: the *ParseError's Type
}

// refParseOutcome parses input (against base when not nil) with the
// reference.
func refParseOutcome(input string, base *string) diffResult {
	res, baseFailed := refparser.ParseAPI(input, base)
	r := diffResult{failure: res.Failure, baseFailure: baseFailed, errors: res.Errors}
	if !res.Failure {
		r.getters = map[string]string{}
		for _, name := range diffGetterNames {
			r.getters[name] = res.URL.Get(name)
		}
	}
	return r
}

// weburlParseOutcome parses input (against base when not nil) with
// weburl, with and without validation errors, and returns what it gave,
// or a description of an inconsistency between its entry points.
func weburlParseOutcome(input string, base *string) (diffResult, string) {
	var r diffResult
	var u *URL
	var err error
	var can bool
	if base == nil {
		u, err = Parse(input)
		can = CanParse(input)
	} else {
		u, err = ParseWithBase(input, *base)
		can = CanParseWithBase(input, *base)
	}
	if can != (err == nil) {
		return r, fmt.Sprintf("CanParse %v, but Parse error %v", can, err)
	}
	// The same with validation errors, base first.
	var errs []ValidationErrorAt
	var opts ParseOptions
	reported := &errs
	if base != nil {
		var b *URL
		b, berr := ParseOptions{ValidationErrors: &errs}.Parse(*base)
		if berr != nil {
			r.failure, r.baseFailure = true, true
			if pe, ok := err.(*ParseError); !ok || !pe.Base {
				return r, fmt.Sprintf("base fails with validation errors (%v), but ParseWithBase gives %v", berr, err)
			}
			r.failureType = err.(*ParseError).Type.String()
			r.errors = errorTypes(errs)
			return r, checkOffsets(errs, *base)
		}
		errs = nil
		opts.Base = b
		// The method form, b.Parse(input), must give the same.
		u3, err3 := b.Parse(input)
		if (err == nil) != (err3 == nil) || err == nil && u.Href() != u3.Href() {
			return r, fmt.Sprintf("ParseWithBase gives %v %v, but (*URL).Parse gives %v %v", u, err, u3, err3)
		}
	}
	opts.ValidationErrors = reported
	u2, err2 := opts.Parse(input)
	if (err == nil) != (err2 == nil) {
		return r, fmt.Sprintf("Parse error %v, but with validation errors %v", err, err2)
	}
	r.errors = errorTypes(errs)
	if msg := checkOffsets(errs, input); msg != "" {
		return r, msg
	}
	if err != nil {
		r.failure = true
		pe, ok := err.(*ParseError)
		if !ok {
			return r, fmt.Sprintf("error %v (%T) is not a *ParseError", err, err)
		}
		if pe.Base {
			return r, fmt.Sprintf("ParseWithBase blames the base (%v), which parses", err)
		}
		r.failureType = pe.Type.String()
		return r, ""
	}
	if u.Href() != u2.Href() {
		return r, fmt.Sprintf("href %q, but with validation errors %q", u.Href(), u2.Href())
	}
	if err := u.check(); err != nil {
		return r, err.Error()
	}
	r.getters = map[string]string{}
	for _, name := range diffGetterNames {
		r.getters[name] = getters[name](u)
	}
	return r, ""
}

// errorTypes returns the type names of errs.
func errorTypes(errs []ValidationErrorAt) []string {
	names := make([]string, len(errs))
	for i, e := range errs {
		names[i] = e.Type.String()
	}
	return names
}

// checkOffsets checks that the offsets of errs lie within input.
func checkOffsets(errs []ValidationErrorAt, input string) string {
	for _, e := range errs {
		if e.Offset < 0 || e.Offset > len(input) {
			return fmt.Sprintf("validation error %v: offset outside the input (%d bytes)", e, len(input))
		}
	}
	return ""
}

// diffParse compares weburl with the reference on input (against base
// when not nil) and returns what differs, or "".
func diffParse(input string, base *string) string {
	want := refParseOutcome(input, base)
	got, msg := weburlParseOutcome(input, base)
	if msg != "" {
		return "weburl: " + msg
	}
	var diff []string
	switch {
	case got.baseFailure != want.baseFailure:
		diff = append(diff, fmt.Sprintf("base failure: weburl %v, reference %v", got.baseFailure, want.baseFailure))
	case got.failure != want.failure:
		what := "href " + strconv.Quote(want.getters["href"])
		if want.failure {
			what = "failure"
		}
		gotWhat := "href " + strconv.Quote(got.getters["href"])
		if got.failure {
			gotWhat = "failure (" + got.failureType + ")"
		}
		diff = append(diff, fmt.Sprintf("weburl gives %s, reference %s", gotWhat, what))
	case !got.failure:
		for _, name := range diffGetterNames {
			if g, w := got.getters[name], want.getters[name]; g != w {
				diff = append(diff, fmt.Sprintf("%s: weburl %q, reference %q", name, g, w))
			}
		}
	}
	if !slices.Equal(got.errors, want.errors) {
		diff = append(diff, fmt.Sprintf("validation errors: weburl [%s], reference [%s]",
			strings.Join(got.errors, " "), strings.Join(want.errors, " ")))
	}
	if got.failure && want.failure && len(want.errors) > 0 && got.failureType != want.errors[len(want.errors)-1] {
		diff = append(diff, fmt.Sprintf("*ParseError type %s, but the last validation error the reference raised is %s",
			got.failureType, want.errors[len(want.errors)-1]))
	}
	if len(diff) == 0 {
		return ""
	}
	return fmt.Sprintf("parse %q against %s: %s", input, quoteOrNull(base), strings.Join(diff, "; "))
}

// diffSetter compares weburl's setter attr with the reference's on the URL
// parsed from href, given value, and returns what differs, or "". An href
// that either fails to parse is not compared here (diffParse does).
func diffSetter(href, attr, value string) string {
	ref := refparser.Parse(href, nil)
	u, err := Parse(href)
	if ref.Failure || err != nil {
		return ""
	}
	r := ref.URL.Clone()
	wantErrs := r.Set(attr, value)
	var diff []string
	before := u.Href()
	for _, reporting := range []bool{false, true} {
		v := u.Clone()
		var errs []ValidationErrorAt
		var err error
		if reporting {
			err = v.Set(attr, value, &errs)
		} else {
			err = setters[attr](v, value)
		}
		if msg := checkSetterOutcome(err, before, v); msg != "" {
			diff = append(diff, msg)
		}
		if err := v.check(); err != nil {
			diff = append(diff, err.Error())
		}
		for _, name := range diffGetterNames {
			if g, w := getters[name](v), r.Get(name); g != w {
				diff = append(diff, fmt.Sprintf("%s: weburl %q, reference %q", name, g, w))
			}
		}
		if reporting {
			if got := errorTypes(errs); !slices.Equal(got, wantErrs) {
				diff = append(diff, fmt.Sprintf("validation errors: weburl [%s], reference [%s]",
					strings.Join(got, " "), strings.Join(wantErrs, " ")))
			}
			if msg := checkOffsets(errs, value); msg != "" {
				diff = append(diff, msg)
			}
		}
		if len(diff) > 0 {
			if reporting {
				diff = append([]string{"(with validation errors)"}, diff...)
			}
			break
		}
	}
	if len(diff) == 0 {
		return ""
	}
	return fmt.Sprintf("set %s of %q to %q: %s", attr, href, value, strings.Join(diff, "; "))
}

// diffCounter counts the comparisons of a test and reports the
// disagreements, up to a limit, that are not known weburl bugs.
type diffCounter struct {
	t                *testing.T
	what             string
	compared, agreed int
	reported         int
}

// check records the outcome of one comparison: diff is "" when weburl and
// the reference agree.
func (c *diffCounter) check(diff string) {
	c.t.Helper()
	c.compared++
	switch {
	case diff == "":
		c.agreed++
	default:
		c.reported++
		if c.reported <= 30 {
			c.t.Errorf("%s: %s", c.what, diff)
		}
	}
}

func (c *diffCounter) log() {
	c.t.Helper()
	if c.reported > 30 {
		c.t.Errorf("%s: %d more disagreements not shown", c.what, c.reported-30)
	}
	c.t.Logf("%s: %d compared, %d agree, %d disagree", c.what, c.compared, c.agreed, c.reported)
}

// TestDifferentialWPT compares weburl with the reference on every input of
// urltestdata.json and urltestdata-javascript-only.json, against its base
// and against none.
func TestDifferentialWPT(t *testing.T) {
	for _, file := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		c := &diffCounter{t: t, what: file}
		for _, tc := range testdata.WPT[urlTestCase](t, "wpt/"+file) {
			if tc.Base != nil {
				c.check(diffParse(tc.Input, tc.Base))
			}
			c.check(diffParse(tc.Input, nil))
		}
		c.log()
	}
}

// TestDifferentialWPTReference checks the reference itself against the
// expectations of urltestdata.json, so that a wrong reference cannot agree
// with a wrong weburl unnoticed.
func TestDifferentialWPTReference(t *testing.T) {
	cases := testdata.WPT[urlTestCase](t, "wpt/urltestdata.json")
	passed := 0
	for _, tc := range cases {
		res, _ := refparser.ParseAPI(tc.Input, tc.Base)
		if res.Failure != tc.Failure {
			t.Errorf("reference: %q against %s: failure %v, want %v", tc.Input, quoteOrNull(tc.Base), res.Failure, tc.Failure)
			continue
		}
		if tc.Failure {
			passed++
			continue
		}
		u := res.URL
		want := map[string]string{"href": tc.Href, "protocol": tc.Protocol, "username": tc.Username,
			"password": tc.Password, "host": tc.Host, "hostname": tc.Hostname, "port": tc.Port,
			"pathname": tc.Pathname, "search": tc.Search, "hash": tc.Hash}
		if tc.Origin != nil {
			want["origin"] = *tc.Origin
		}
		ok := true
		for name, w := range want {
			if g := u.Get(name); g != w {
				t.Errorf("reference: %q against %s: %s %q, want %q", tc.Input, quoteOrNull(tc.Base), name, g, w)
				ok = false
			}
		}
		if ok {
			passed++
		}
	}
	t.Logf("urltestdata.json: the reference passes %d/%d", passed, len(cases))
}

// TestDifferentialValidationReference checks the reference's validation
// errors against those whatwg-url 17.3.0 raised (testdata/validation).
func TestDifferentialValidationReference(t *testing.T) {
	matchRefCases(t, "the reference matches whatwg-url", func(name string, tc refCase) bool {
		want := tc.errorTypes()
		res, _ := refparser.ParseAPI(tc.Input, tc.Base)
		href := ""
		if !res.Failure {
			href = res.URL.Href()
		}
		if res.Failure != tc.Failure || !slices.Equal(res.Errors, want) || !tc.Failure && href != tc.Href {
			t.Errorf("reference on %s %q against %s: failure %v, href %q, errors [%s]; whatwg-url: failure %v, href %q, errors [%s]",
				name, tc.Input, strOrNil(tc.Base), res.Failure, href, strings.Join(res.Errors, " "),
				tc.Failure, tc.Href, strings.Join(want, " "))
			return false
		}
		return true
	})
}

// TestDifferentialSetters compares the setters on setters_tests.json: each
// case as written, and each of its values given to every setter.
func TestDifferentialSetters(t *testing.T) {
	cases := loadSetterCases(t)
	c := &diffCounter{t: t, what: "setters_tests.json"}
	all := &diffCounter{t: t, what: "setters_tests.json, every setter with each value"}
	for _, sc := range cases {
		c.check(diffSetter(sc.Href, sc.attr, sc.NewValue))
		for _, attr := range setterNames {
			if attr != sc.attr {
				all.check(diffSetter(sc.Href, attr, sc.NewValue))
			}
		}
	}
	c.log()
	all.log()
}

// TestDifferentialSettersReference checks the reference's setters against
// the expectations of setters_tests.json.
func TestDifferentialSettersReference(t *testing.T) {
	passed, total := 0, 0
	for _, sc := range loadSetterCases(t) {
		total++
		res := refparser.Parse(sc.Href, nil)
		if res.Failure {
			t.Errorf("reference: %q does not parse", sc.Href)
			continue
		}
		u := res.URL.Clone()
		u.Set(sc.attr, sc.NewValue)
		ok := true
		for name, want := range sc.Expected {
			if got := u.Get(name); got != want {
				t.Errorf("reference: %q: set %s to %q: %s = %q, want %q (%s)", sc.Href, sc.attr, sc.NewValue, name, got, want, sc.Comment)
				ok = false
			}
		}
		if ok {
			passed++
		}
	}
	t.Logf("setters_tests.json: the reference passes %d/%d", passed, total)
}

// attrSetterCase is a case of setters_tests.json with its attribute.
type attrSetterCase struct {
	setterTestCase
	attr string
}

// loadSetterCases reads setters_tests.json, attributes in a fixed order
// (setterNames). It reports an attribute of the file that has no setter.
func loadSetterCases(t *testing.T) []attrSetterCase {
	t.Helper()
	var all map[string]json.RawMessage
	testdata.JSON(t, "wpt/setters_tests.json", &all)
	for attr := range all {
		if _, ok := setters[attr]; !ok && attr != "comment" {
			t.Errorf("no setter for %q", attr)
		}
	}
	var out []attrSetterCase
	for _, attr := range setterNames {
		var cases []setterTestCase
		if raw, ok := all[attr]; ok {
			if err := json.Unmarshal(raw, &cases); err != nil {
				t.Fatal(err)
			}
		}
		for _, sc := range cases {
			out = append(out, attrSetterCase{sc, attr})
		}
	}
	return out
}

// diffBenchStride is how many bench lines a differential run takes one
// of: all of them (about 5 s, 20 s under the race detector), or one in 8
// with -short.
func diffBenchStride() int {
	if testing.Short() {
		return 8
	}
	return 1
}

// TestDifferentialBench compares weburl with the reference on every line of
// the benchmark lists, parsed alone and against diffBase.
func TestDifferentialBench(t *testing.T) {
	stride := diffBenchStride()
	base := diffBase
	for _, name := range testdata.BenchLists {
		lines := testdata.BenchList(t, name)
		c := &diffCounter{t: t, what: "testdata/bench/" + name + ".txt"}
		for i := 0; i < len(lines); i += stride {
			line := lines[i]
			c.check(diffParse(line, nil))
			c.check(diffParse(line, &base))
		}
		if stride > 1 {
			c.what += fmt.Sprintf(" (one line in %d: -short)", stride)
		}
		c.log()
	}
}

// diffPieces are the fragments TestDifferentialGenerated joins into
// inputs: schemes, delimiters, hosts of each kind (IPv4 and IPv6 forms,
// percent-encoded, non-ASCII, Punycode), ports, path segments (dot
// segments, Windows drive letters), and code points that the parser
// removes, percent-encodes or rejects, ill-formed UTF-8 included.
var diffPieces = []string{
	"http:", "https:", "file:", "foo:", "ws:", "blob:", "ftp:", "HTTP:", "sc:", "a+b:", "javascript:", "mailto:",
	"/", "//", "\\", "\\\\", "///", "?", "#", "@", ":", "[", "]", "::", "[::1]", "[1:2::3]", "[::ffff:1.2.3.4]",
	"[0:0:0:0:0:0:1.2.3.4]", "[::1.2.3.4]", "[1::", "[v1.x]", "[::1:2:3:4:5:6:7]", "[1:2:3:4:5:6:7:8:9]",
	"[1:2:3:4:5:6:7::]", "[0001::]", "[00::]", "[::0.0.0.0]", "[::1.2.3.04]", "[::1.2.3]",
	"example.com", "EXAMPLE.com", "a", "1.2.3.4", "0x7f.1", "0X7F.0.0.1", "077.1", "09", "1.2.3.4.", "1..2",
	"4294967295", "4294967296", "0x", "256.1", "1.2.3.4.5",
	"%41", "%2e", "%2E", ".", "..", "%2e%2e", ".%2E", "C:", "C|", "c:", "localhost", "LOCALHOST", "loc%61lhost",
	"ñ", "é", "ß", "ｅｘａｍｐｌｅ", "①", "１２７", "。", "xn--", "xn--9ca", "xn--a", "-a", "a-", "\u200d", "\u0301",
	"\u00ad", "☕", "%C3%A9", "%E2%80%8D",
	"user", "pass", "u:p@", "%", "%zz", "%0", " ", "\t", "\n", "\r", "\x00", "\x1f", "\x7f", "\xff", "\xc3",
	"\xe2\x82", "\xed\xa0\x80", "\ufeff", "\ufffe", "\U0010FFFF",
	"'", "\"", "<", ">", "`", "{", "}", "^", "|", "~", "$", "&", "+", ",", ";", "=", "!", "*", "(", ")",
	"80", ":80", ":443", ":0", ":65535", ":65536", ":99999999999999999999", ":8a", "1", "0", "00",
	"x", "y/z", "a/./b", "a/../b", "%2f", "?q=1", "#f", "?#", "#?", "\\x", "/.//", "/..//", "/c:/", "/C|/",
}

// diffBases are the base URLs and setter targets of
// TestDifferentialGenerated.
var diffBases = []string{diffBase, "file:///C:/a/b", "file://host/x/y?z", "sc://h/a/b", "sc:opaque",
	"mailto:x?y#z", "http://[::1]/", "foo:/a/b", "foo:///", "file:///", "ws://a:1/", "blob:https://a/b"}

// TestDifferentialGenerated compares weburl with the reference on inputs
// joined from one to eight diffPieces at random (a fixed seed), parsed
// alone or against one of diffBases, and given to a setter of one of
// diffBases or of another such input.
func TestDifferentialGenerated(t *testing.T) {
	n := 30000
	if testing.Short() {
		n = 3000
	}
	r := rand.New(rand.NewSource(12))
	gen := func() string {
		var b strings.Builder
		for range 1 + r.Intn(8) {
			b.WriteString(diffPieces[r.Intn(len(diffPieces))])
		}
		return b.String()
	}
	parses := &diffCounter{t: t, what: "generated inputs"}
	sets := &diffCounter{t: t, what: "generated setter values"}
	for range n {
		input := gen()
		var base *string
		if r.Intn(2) == 0 {
			base = &diffBases[r.Intn(len(diffBases))]
		}
		href := diffBases[r.Intn(len(diffBases))]
		if r.Intn(3) == 0 {
			href = gen()
		}
		attr := setterNames[r.Intn(len(setterNames))]
		parses.check(diffParse(input, base))
		sets.check(diffSetter(href, attr, input))
	}
	parses.log()
	sets.log()
}

// TestDifferentialChanges runs the examples of the changes to the standard
// after the version of url.bs this project follows (whatwg/url 6ae8486):
// the IPv4-non-ASCII-input validation error (whatwg/url pull request 925)
// and the web-platform-tests cases added since (wpt 62254 and 62813). It
// checks the reference against the expected results and compares weburl
// with the reference on them.
func TestDifferentialChanges(t *testing.T) {
	for _, tc := range []struct {
		input  string
		href   string // "" for failure
		errors string
	}{
		{"https://①.②.③.④", "https://1.2.3.4/", "IPv4-non-ASCII-input"},
		{"https://1。2。3。4", "https://1.2.3.4/", "IPv4-non-ASCII-input"},
		{"https://².2.3.4", "https://2.2.3.4/", "IPv4-non-ASCII-input"},
		{"https://１２７.０.０.１", "https://127.0.0.1/", "IPv4-non-ASCII-input"},
		{"https://%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3", "https://1.2.3.4/", "domain-percent-encoded IPv4-non-ASCII-input"},
		{"https://[0:1:2:3:4:5:192.0.02.1]/", "", "IPv4-in-IPv6-invalid-code-point"},
		{"https://[192.0.2.1::]/", "", "IPv4-in-IPv6-invalid-code-point"},
		{"constructor:example", "constructor:example", ""},
		{"constructor://example:8080", "constructor://example:8080", ""},
	} {
		res := refparser.Parse(tc.input, nil)
		href := ""
		if !res.Failure {
			href = res.URL.Href()
		}
		if href != tc.href || strings.Join(res.Errors, " ") != tc.errors {
			t.Errorf("reference: %q gives href %q, errors [%s]; want %q, [%s]",
				tc.input, href, strings.Join(res.Errors, " "), tc.href, tc.errors)
		}
		if diff := diffParse(tc.input, nil); diff != "" {
			t.Error(diff)
		}
	}
}
