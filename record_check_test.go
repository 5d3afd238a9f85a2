package weburl

import (
	"flag"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/idna"
)

// check reports the first invariant of the URL record that r breaks, or
// nil (as ada's url_aggregator::validate and rust-url's check_invariants).
// The tests and every fuzz target call it after each parse, setter and
// SearchParams change. The zero record (the zero URL) passes.
//
// The invariants: the offsets are ordered and in range; each component
// starts with its delimiter; the scheme, host and port fields agree with
// the text; each component holds only what its serializer writes; and
// href is the URL serializer's output (spec: #concept-url-serializer) of
// the components read through the offsets.
func (r *record) check() error {
	if r.href == "" {
		if (*r != record{}) {
			return fmt.Errorf("empty href with layout %+v", r.layout)
		}
		return nil
	}
	h := r.href
	n := uint32(len(h))
	o := []uint32{r.schemeEnd, r.usernameEnd, r.hostStart, r.hostEnd, r.pathStart, r.pathEnd, r.queryEnd, n}
	for i := 1; i < len(o); i++ {
		if o[i-1] > o[i] {
			return fmt.Errorf("%q: offsets out of order: %v", h, o)
		}
	}
	if r.schemeEnd == 0 || h[r.schemeEnd] != ':' {
		return fmt.Errorf("%q: schemeEnd %d is not a ':'", h, r.schemeEnd)
	}
	scheme := h[:r.schemeEnd]
	if !isASCIIAlpha(scheme[0]) || scheme != strings.ToLower(scheme) || !IsValidURLSchemeString(scheme) {
		return fmt.Errorf("%q: scheme %q is not a lowercase scheme", h, scheme)
	}
	if lookupScheme(scheme) != r.scheme {
		return fmt.Errorf("%q: scheme %q has type %d", h, scheme, r.scheme)
	}
	if err := r.checkAuthority(); err != nil {
		return fmt.Errorf("%q: %v", h, err)
	}
	if err := r.checkPathQueryFragment(); err != nil {
		return fmt.Errorf("%q: %v", h, err)
	}
	if s := r.serialize(); s != h {
		return fmt.Errorf("%q: the serializer's output of the components is %q", h, s)
	}
	return nil
}

// checkAuthority checks the credentials, host and port.
func (r *record) checkAuthority() error {
	h := r.href
	if r.host == NullHost {
		if r.usernameEnd != r.schemeEnd+1 || r.hostStart != r.schemeEnd+1 || r.hostEnd != r.schemeEnd+1 || r.pathStart < r.hostEnd {
			return fmt.Errorf("null host with layout %+v", r.layout)
		}
		if r.special() {
			return fmt.Errorf("a special URL with a null host")
		}
		return nil
	}
	if !strings.HasPrefix(h[r.schemeEnd+1:], "//") || r.usernameEnd < r.schemeEnd+3 {
		return fmt.Errorf("a host without \"//\" before it")
	}
	username, password := h[r.schemeEnd+3:r.usernameEnd], r.password()
	switch {
	case r.hostStart == r.schemeEnd+3:
		if r.usernameEnd != r.hostStart {
			return fmt.Errorf("usernameEnd %d without credentials", r.usernameEnd)
		}
	case h[r.hostStart-1] != '@':
		return fmt.Errorf("credentials not followed by '@'")
	case r.usernameEnd+1 < r.hostStart && (h[r.usernameEnd] != ':' || password == ""):
		return fmt.Errorf("a password not after ':', or empty")
	case r.usernameEnd+1 == r.hostStart && username == "":
		return fmt.Errorf("'@' with no username and no password")
	}
	if classesOf(username+password)&bcUserinfo != 0 {
		return fmt.Errorf("credentials %q:%q hold bytes of the userinfo percent-encode set", username, password)
	}
	if r.includesCredentials() && r.cannotHaveUsernamePasswordPort() {
		return fmt.Errorf("credentials on a URL that cannot have them")
	}
	if err := r.checkHost(); err != nil {
		return err
	}
	if r.hasPort() {
		text := h[r.hostEnd+1 : r.pathStart]
		port, err := strconv.Atoi(text)
		if h[r.hostEnd] != ':' || err != nil || port > 0xFFFF || text != strconv.Itoa(port) || port != r.port() {
			return fmt.Errorf("port %q, number %d", h[r.hostEnd:r.pathStart], r.port())
		}
		if port == r.scheme.defaultPort() || r.cannotHaveUsernamePasswordPort() {
			return fmt.Errorf("port %d that must be null", port)
		}
	}
	return nil
}

// checkHost checks that the host's text is what the host serializer
// writes for a host of its type (spec: #concept-host-serializer).
func (r *record) checkHost() error {
	host := r.hostname()
	if (host == "") != (r.host == EmptyHost) {
		return fmt.Errorf("host %q has type %d", host, r.host)
	}
	var tmp [64]byte
	switch r.host {
	case EmptyHost:
		if r.special() && r.scheme != schemeFile {
			return fmt.Errorf("the empty host in a special URL other than file")
		}
	case DomainHost:
		if !r.special() || !idna.IsASCII(host) || hasForbiddenDomainCodePoint(host) || ascii.HasUpper(host) || endsInANumber(host) {
			return fmt.Errorf("domain %q", host)
		}
		if r.scheme == schemeFile && host == "localhost" {
			return fmt.Errorf("file host localhost, which is the empty host")
		}
	case IPv4Host:
		addr, err := parseIPv4(host, nil)
		if !r.special() || err != 0 || string(appendIPv4(tmp[:0], addr)) != host {
			return fmt.Errorf("IPv4 address %q", host)
		}
	case IPv6Host:
		if len(host) < 2 || host[0] != '[' || host[len(host)-1] != ']' {
			return fmt.Errorf("IPv6 address %q", host)
		}
		addr, err := parseIPv6(host[1:len(host)-1], nil)
		if err != 0 || string(appendIPv6(tmp[:0], addr)) != host[1:len(host)-1] {
			return fmt.Errorf("IPv6 address %q", host)
		}
	case OpaqueHost:
		if r.special() || !idna.IsASCII(host) || classesOf(host)&bcC0Control != 0 {
			return fmt.Errorf("opaque host %q", host)
		}
		for i := 0; i < len(host); i++ {
			if host[i] != '%' && isForbiddenHostCodePoint(host[i]) {
				return fmt.Errorf("opaque host %q", host)
			}
		}
	default:
		return fmt.Errorf("host type %d", r.host)
	}
	return nil
}

// checkPathQueryFragment checks the path, the query and the fragment.
func (r *record) checkPathQueryFragment() error {
	h := r.href
	path := r.pathname()
	if strings.ContainsAny(path, "?#") {
		return fmt.Errorf("path %q holds '?' or '#'", path)
	}
	switch {
	case r.opaquePath:
		if r.host != NullHost || strings.HasPrefix(path, "/") || classesOf(path)&bcC0Control != 0 {
			return fmt.Errorf("opaque path %q", path)
		}
	case r.special() && path == "":
		return fmt.Errorf("a special URL with an empty path")
	case path != "" && path[0] != '/':
		return fmt.Errorf("path %q does not start with '/'", path)
	case r.special() && strings.IndexByte(path, '\\') >= 0:
		return fmt.Errorf("path %q of a special URL holds '\\'", path)
	}
	if !r.opaquePath {
		for i := 0; i < len(path); i++ {
			if pathPercentEncodeSet.has(path[i]) {
				return fmt.Errorf("path %q holds %q, in the path percent-encode set", path, path[i])
			}
		}
	}
	if r.host == NullHost && !r.opaquePath {
		dot := h[r.schemeEnd+1 : r.pathStart]
		if dot != "" && (dot != "/." || !strings.HasPrefix(path, "//")) || dot == "" && strings.HasPrefix(path, "//") {
			return fmt.Errorf("%q before path %q", dot, path)
		}
	}
	if r.pathEnd < r.queryEnd && h[r.pathEnd] != '?' {
		return fmt.Errorf("query %q does not start with '?'", h[r.pathEnd:r.queryEnd])
	}
	if strings.IndexByte(r.query(), '#') >= 0 {
		return fmt.Errorf("query %q holds '#'", r.query())
	}
	if r.queryEnd < uint32(len(h)) && h[r.queryEnd] != '#' {
		return fmt.Errorf("fragment %q does not start with '#'", h[r.queryEnd:])
	}
	return nil
}

// serialize runs the URL serializer (spec: #concept-url-serializer) on the
// components of r, as the accessors read them.
func (r *record) serialize() string {
	var b strings.Builder
	b.WriteString(r.href[:r.schemeEnd] + ":")
	path := r.pathname()
	if r.host != NullHost {
		b.WriteString("//")
		if r.includesCredentials() {
			b.WriteString(r.username())
			if p := r.password(); p != "" {
				b.WriteString(":" + p)
			}
			b.WriteString("@")
		}
		b.WriteString(r.hostname())
		if r.hasPort() {
			b.WriteString(":" + strconv.Itoa(r.port()))
		}
	} else if !r.opaquePath && strings.HasPrefix(path, "//") {
		b.WriteString("/.")
	}
	b.WriteString(path)
	if r.pathEnd < r.queryEnd {
		b.WriteString("?" + r.href[r.pathEnd+1:r.queryEnd])
	}
	if f := r.fragmentPart(); f != "" {
		b.WriteString("#" + f[1:])
	}
	return b.String()
}

// TestCheckFindsBrokenRecords: check must reject records that are not what
// the parser makes. Each case changes one field of a parsed URL's record
// by one step; every change of an offset, the port or a kind must be
// caught.
func TestCheckFindsBrokenRecords(t *testing.T) {
	hrefs := []string{
		"https://user:pass@example.com:8080/a/b?q=1#frag",
		"http://1.2.3.4/",
		"http://[::1]:81/x",
		"file:///C:/a",
		"sc://h:1/p?q#f",
		"sc:opaque?q#f",
		"web+x:/.//p",
		"sc://@h/",
	}
	for _, href := range hrefs {
		u := mustParse(href)
		if err := u.check(); err != nil {
			t.Fatalf("%q: %v", href, err)
		}
		offsets := []*uint32{&u.schemeEnd, &u.usernameEnd, &u.hostStart, &u.hostEnd, &u.pathStart, &u.pathEnd, &u.queryEnd}
		for i, o := range offsets {
			for _, d := range []int{-1, 1} {
				good := u.record
				*o = uint32(int(*o) + d)
				if u.record != good {
					if err := u.check(); err == nil {
						t.Errorf("%q: offset %d moved by %d: check passes", href, i, d)
					}
				}
				u.record = good
			}
		}
		good := u.record
		for name, change := range map[string]func(){
			"scheme":     func() { u.scheme = (u.scheme + 1) % (schemeFile + 1) },
			"host":       func() { u.host = (u.host + 1) % (EmptyHost + 1) },
			"opaquePath": func() { u.opaquePath = !u.opaquePath },
		} {
			change()
			if err := u.check(); err == nil {
				t.Errorf("%q: %s changed: check passes", href, name)
			}
			u.record = good
		}
	}
}

// TestMain runs the tests with check() after every record that setRecord
// writes (recordWritten): a parse, setter, query change or copy that writes
// a record breaking an invariant panics there, with the invariant, in
// whichever test made it. Benchmarks (-test.bench) run without the check.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.bench"); f == nil || f.Value.String() == "" {
		recordWritten = func(r record) {
			if err := r.check(); err != nil {
				panic("setRecord wrote a record that breaks an invariant: " + err.Error())
			}
		}
	}
	os.Exit(m.Run())
}

// TestRecordWrittenChecks shows that the tests check each record written:
// setRecord with a record whose path does not start where its port ends
// panics.
func TestRecordWrittenChecks(t *testing.T) {
	if recordWritten == nil {
		t.Skip("records are not checked (benchmarking)")
	}
	u, err := Parse("https://example.com:8080/")
	if err != nil {
		t.Fatal(err)
	}
	broken := u.record
	broken.pathStart++
	defer func() {
		if recover() == nil {
			t.Errorf("setRecord wrote a record whose path starts in its port without complaint")
		}
	}()
	var v URL
	v.setRecord(broken)
}

// allocsPerRun is testing.AllocsPerRun without the check of each record
// written (see TestMain), which allocates. Tests that call it do not run in
// parallel, so no other test writes a record meanwhile.
func allocsPerRun(runs int, f func()) float64 {
	saved := recordWritten
	recordWritten = nil
	defer func() { recordWritten = saved }()
	return testing.AllocsPerRun(runs, f)
}

// hasForbiddenDomainCodePoint reports whether s contains a forbidden domain
// code point (spec: #forbidden-domain-code-point).
func hasForbiddenDomainCodePoint(s string) bool {
	for i := 0; i < len(s); i++ {
		if isForbiddenDomainCodePoint(s[i]) {
			return true
		}
	}
	return false
}

// TestLayoutCopyFields checks that copyFields copies every field of a
// layout, as an assignment does: each field of m gets its own value, so
// that a field that copyFields leaves out (one added to layout later)
// stays zero and differs.
func TestLayoutCopyFields(t *testing.T) {
	var m layout
	v := reflect.ValueOf(&m).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem() // settable, though unexported
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		default:
			f.SetUint(uint64(i + 1))
		}
	}
	var l layout
	l.copyFields(&m)
	if l != m {
		t.Errorf("copyFields gave %+v, want %+v", l, m)
	}
}
