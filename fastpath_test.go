package weburl

import (
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// sameURL reports how a and b differ ("" when they are the same URL
// record with the same offsets).
func sameURL(a, b *URL) string {
	if a.record != b.record {
		return "fast path " + describeURL(a) + ", state machine " + describeURL(b)
	}
	return ""
}

func describeURL(u *URL) string {
	var b strings.Builder
	b.WriteString(u.href)
	for _, n := range []uint32{u.schemeEnd, u.usernameEnd, u.hostStart, u.hostEnd, u.pathStart, u.pathEnd, u.queryEnd} {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(n)))
	}
	b.WriteString(" scheme=" + strconv.Itoa(int(u.scheme)) + " host=" + strconv.Itoa(int(u.host)) +
		" port=" + strconv.Itoa(int(u.port)) + "," + strconv.FormatBool(u.hasPort) + " opaque=" + strconv.FormatBool(u.opaquePath))
	return b.String()
}

// checkFastPath reports a difference between the fast path and the state
// machine on input, if the fast path accepts it.
func checkFastPath(t *testing.T, input string) bool {
	t.Helper()
	if ok, okSlow := parseInto(nil, input, nil, nil) == 0, runParser(nil, input, nil, nil, nil) == 0; ok != okSlow {
		t.Fatalf("%+q: validating only with the fast path: %v, without: %v", input, ok, okSlow)
	}
	var fast URL
	var pre layout
	if !parseSerialized(&fast, input, &pre) {
		checkSerializedPrefix(t, input, &pre)
		checkNearlySerialized(t, input)
		return false
	}
	checkAgainstMachine(t, "the fast path", input, &fast)
	return true
}

// checkNearlySerialized reports a difference between parseNearlySerialized
// and the state machine on input, if parseNearlySerialized accepts it.
func checkNearlySerialized(t *testing.T, input string) bool {
	t.Helper()
	var fast URL
	if !parseNearlySerialized(&fast, input) {
		return false
	}
	checkAgainstMachine(t, "parseNearlySerialized", input, &fast)
	return true
}

// checkAgainstMachine reports a difference between fast, which the fast
// path called name made of input, and what the state machine makes of it.
func checkAgainstMachine(t *testing.T, name, input string, fast *URL) {
	t.Helper()
	var slow URL
	if err := runParser(&slow, input, nil, nil, nil); err != 0 {
		t.Fatalf("%+q: %s accepts, state machine fails with %v", input, name, err)
	}
	if diff := sameURL(fast, &slow); diff != "" {
		t.Fatalf("%+q: %s: %s", input, name, diff)
	}
	if err := fast.check(); err != nil {
		t.Fatalf("%+q: %s: %v", input, name, err)
	}
}

// checkSerializedPrefix reports a difference between the state machine
// started after the serialized prefix that the fast path found (if any)
// and the state machine started at the beginning.
func checkSerializedPrefix(t *testing.T, input string, pre *layout) {
	t.Helper()
	if pre.pathStart == 0 {
		return
	}
	var resumed, slow URL
	errResumed := runParserFrom(&resumed, input, nil, nil, nil, pre)
	errSlow := runParser(&slow, input, nil, nil, nil)
	if errResumed != errSlow {
		t.Fatalf("%+q: started at the path, the state machine returns %v, from the start %v", input, errResumed, errSlow)
	}
	if errSlow == 0 {
		if diff := sameURL(&resumed, &slow); diff != "" {
			t.Fatalf("%+q: started at the path: %s", input, diff)
		}
	}
	okSlow := runParser(nil, input, nil, nil, nil) == 0
	if ok := runParserFrom(nil, input, nil, nil, nil, pre) == 0; ok != okSlow {
		t.Fatalf("%+q: validating only, started at the path: %v, from the start: %v", input, ok, okSlow)
	}
	if ok := parseInto(nil, input, nil, nil) == 0; ok != okSlow {
		t.Fatalf("%+q: validating only with the fast path: %v, without: %v", input, ok, okSlow)
	}
}

// TestFastPathAccepts lists input the fast path must take (so that it stays
// useful) and input it must leave to the state machine.
func TestFastPathAccepts(t *testing.T) {
	for _, in := range []string{
		"https://example.com/",
		"http://example.com:8080/a/b.html?q=1&r=%20#frag",
		"https://192.168.0.1/x",
		"ws://a.b-c_d.example/chat",
		"ftp://ftp.example.org:2121/pub/file.txt",
		"file:///usr/bin/env",
		"file://host/share/C:/x",
		"file://deps/v8/src/compiler/feedback-source.cc",
		"https://example.com/a%2fb/%41?x=%zz#y#z",
		"foo://example.com/", "mailto:a@b", "javascript:alert(1)", "data:text/plain,a b",
		"urn:isbn:0451450523", "web+demo:/a/b?c#d", "git+ssh://Host.Example:22/x/y.git",
		"foo://h%zz", "foo://", "foo:///x", "about:blank", "blob:https://a.b/c", "foo:",
		"foo:/", "foo:?x#y", "a1+-.:b",
	} {
		if !checkFastPath(t, in) {
			t.Errorf("fast path declines %q", in)
		}
	}
	for _, in := range []string{
		"HTTPS://example.com/", "https://Example.com/", "https://example.com",
		"https://example.com:443/", "https://example.com:080/", "https://example.com:/",
		"https://user@example.com/", "https://example.com/a/../b", "https://example.com/./b",
		"https://example.com/%2e/b", "https://example.com/a b", "https://example.com/a\\b",
		"https://example.com/?a b", "https://example.com/#a b", "https://example.com/?a'b",
		"https://0x7f.1/", "https://127.1/", "https://exa%41mple.com/", "https://b\u00fccher.de/",
		"https://[::1]/", "https://example.com/\t", "https://example.com/ ", " https://example.com/",
		"file://localhost/x", "file:///C|/x", "file://host:1/x", "http:///x",
		"https:/example.com/", "Foo:x", "foo://user@h/", "foo://[::1]/", "foo://h:/",
		"foo://h:01/", "foo://:1/", "foo://h:65536/", "foo://h:1x/", "foo:a ?b", "foo:a #b",
		"foo:/a/../b", "foo:/./b", "foo://h/a\\b", "foo:a\u00e9", "foo:a\x7f", "foo://h\u00e9/",
		"foo://a b/", "foo:\t//a b/", "foo:/\t/a b/", "foo:a\tb", "foo:a ", "foo:/a b",
		"foo:x?a b", "foo:x#a b", "foo://h/%2e/x", "foo:a?b\"c",
	} {
		if checkFastPath(t, in) {
			t.Errorf("fast path accepts %q", in)
		}
	}
}

// TestCanParseFastPath checks the fast paths for special URLs whose scheme
// and authority parse but are not serialized (canParseSpecial for CanParse,
// parseNearlySerialized for Parse) against the state machine, on input
// that they take and input they must leave to the machine, some of which
// fails.
func TestCanParseFastPath(t *testing.T) {
	both := []string{
		"HTTP://EXAMPLE.COM:0443/", "http://0X7F.1/", "http://1/", "http://0177.0.0.1/x",
		"file://LOCALHOST/x", "https://h:/", "Ws://a_b.C/", "FILE:///c:/x", "HTTP://h:00080/?q#f",
		"wss://h:0/x", "ftp://h:021/", "http://h:65535/", "HTTP://1.2.3.4/", "file://1.2.3.4/x",
		"http://[::1]/", "https:///x/y", "http:\\\\h/x", "HTTP://[0:0::1]:80/", "wss:////h/",
		"http://[::1.2.3.4]/", "file://[::1]/x", "file:///h:1/",
	}
	canParseOnly := []string{
		"http://u@h/", "http://u:p@h:1/", "http://h", "http://h?/", "http://h\\x/", "https:///x",
		"http://h#", "file:\\\\h\\x", "http://a@b@c/", "http://u\tv@h/",
	}
	neither := []string{
		"http://999999999999/", "http://1.2.3.4.5/", "http://0x100000000/", "http://h:65536/",
		"http://:80/", "file://h:1/", "https://A%41/", "http://a\tb/", "http://a b/", "http:/h/",
		"http:h/", "http://h:8a/", "http://h:1:2/", "http://[::1/", "http://[::1]x/",
		"http://[1::2::3]/", "file://u@h/", "file://[::1]:80/", "http://u@/", "http:/\t/h/",
		"http://b\u00fccher/", "foo://h/",
	}
	for _, in := range append(both, canParseOnly...) {
		if ok, special := canParseSpecial(in); !ok || !special {
			t.Errorf("canParseSpecial(%q) = %v, %v; want true, true", in, ok, special)
		}
	}
	for _, in := range neither {
		if ok, _ := canParseSpecial(in); ok {
			t.Errorf("canParseSpecial(%q) = true; want the state machine to decide", in)
		}
	}
	for _, in := range both {
		if !checkNearlySerialized(t, in) {
			t.Errorf("parseNearlySerialized declines %q", in)
		}
	}
	// Valid scheme and authority, but a rest that needs changes.
	canParseOnly = append(canParseOnly, "HTTP://h/a b", "HTTP://h/./x", "HTTP://h/?a b",
		"HTTP://h/#a b", "HTTP://h/x ", "FILE://h/C|/x", "HTTP://h/a\\b")
	for _, in := range append(canParseOnly, neither...) {
		if checkNearlySerialized(t, in) {
			t.Errorf("parseNearlySerialized accepts %q", in)
		}
	}
	for _, in := range append(append(both, canParseOnly...), neither...) {
		checkFastPath(t, in)
	}
}

// TestFastPathWPT runs the fast path differential check on every input of
// urltestdata.json.
func TestFastPathWPT(t *testing.T) {
	accepted := 0
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		if checkFastPath(t, tc.Input) {
			accepted++
		}
	}
	t.Logf("fast path took %d urltestdata.json inputs", accepted)
}

// FuzzFastPath checks the fast path against the state machine, the way
// net/netip's tests check its parsers against plain references: whenever
// parseSerialized accepts input, the state machine must give the same URL.
func FuzzFastPath(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, s := range []string{"https://example.com/", "http://a:1/b?c#d", "file:///x", "https://1.2.3.4/", "http://a.b/%2E%2e/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkFastPath(t, input)
	})
}

// TestFastPathLists runs the fast path differential check on every line of
// the benchmark lists in testdata/bench, when they are there.
func TestFastPathLists(t *testing.T) {
	for _, name := range testdata.BenchLists {
		accepted, lines := 0, testdata.BenchList(t, name)
		for _, line := range lines {
			if checkFastPath(t, line) {
				accepted++
			}
		}
		t.Logf("%s: fast path took %d of %d lines", name, accepted, len(lines))
	}
}
