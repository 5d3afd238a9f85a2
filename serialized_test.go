package weburl

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// describeRecord returns r's href, offsets and types, for failure messages.
func describeRecord(r *record) string {
	var b strings.Builder
	b.WriteString(r.href)
	for _, n := range []uint32{r.schemeEnd, r.usernameEnd, r.hostStart, r.hostEnd, r.pathStart, r.pathEnd, r.queryEnd} {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(n)))
	}
	b.WriteString(" scheme=" + strconv.Itoa(int(r.scheme)) + " host=" + strconv.Itoa(int(r.host)) +
		" opaque=" + strconv.FormatBool(r.opaquePath))
	return b.String()
}

// machine runs the state machine alone on input (no serialized form, no
// start after a prefix).
func machine(input string) (record, ValidationError) {
	return runParser(input, nil, nil, nil, nil)
}

// checkSerialized checks parseSerialized against the state machine on
// input: when it takes input, the machine must give input back with the
// same layout; when it finds a serialized prefix, the machine started
// after it must give what the machine gives from the start; and CanParse's
// use of it must agree with the machine. It reports whether
// parseSerialized took input.
func checkSerialized(t *testing.T, input string) bool {
	t.Helper()
	slow, errSlow := machine(input)
	var scratch [64]byte
	if _, _, err := runParserIn(scratch[:], input, nil, nil, nil, validateOnly, nil); (err == 0) != (errSlow == 0) {
		t.Fatalf("%+q: validating only, the machine says %v; parsing, %v", input, err, errSlow)
	}
	if ok := canParse(input, nil); ok != (errSlow == 0) {
		t.Fatalf("%+q: CanParse %v, the state machine fails with %v", input, ok, errSlow)
	}
	var l layout
	var pre prefix
	ok, rewritten := parseSerialized(input, &l, &pre)
	href := input
	if ok && rewritten {
		// Unless the host parser rejects the IP address host: then the
		// machine decides, after the prefix.
		u := newURLRewritten(input, &l, &pre)
		if ok = u != nil; ok {
			href = u.href
		}
	}
	if !ok {
		if pre.after != noState {
			resumed, err := runParser(input, nil, nil, nil, &pre)
			if err != errSlow || err == 0 && resumed != slow {
				t.Fatalf("%+q: started after the prefix (%d): %v %s; from the start: %v %s", input, pre.after, err, describeRecord(&resumed), errSlow, describeRecord(&slow))
			}
		}
		return false
	}
	fast := record{href: href, layout: l}
	if errSlow != 0 {
		t.Fatalf("%+q: parseSerialized takes it, the state machine fails with %v", input, errSlow)
	}
	if fast != slow {
		t.Fatalf("%+q: parseSerialized %s, state machine %s", input, describeRecord(&fast), describeRecord(&slow))
	}
	if err := fast.check(); err != nil {
		t.Fatalf("%+q: %v", input, err)
	}
	return true
}

// TestSerializedAccepts lists input that parseSerialized must take (so that
// it stays useful) and input it must leave to the state machine.
func TestSerializedAccepts(t *testing.T) {
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
		"https://example.com/a/.b/..c/c./c../%2ex",
		"foo://example.com/", "mailto:a@b", "javascript:alert(1)", "data:text/plain,a b",
		"urn:isbn:0451450523", "web+demo:/a/b?c#d", "git+ssh://host.example:22/x/y.git",
		"foo://h%zz", "foo://", "foo:///x", "about:blank", "blob:https://a.b/c", "foo:",
		"foo:/", "foo:?x#y", "a1+-.:b", "foo://h?q", "foo://h#f", "foo://h:1",
		// Lowercased: the scheme and a domain host.
		"HTTPS://example.com/", "https://Example.com/", "HTTP://Example.COM:8080/a?B#C",
		"Wss://WWW.Example.org/chat", "FILE:///usr/bin/env", "File://host/X", "ftp://A-B.example/",
		// Rewritten: the port.
		"https://example.com:443/", "https://example.com:080/", "https://example.com:/",
		"HTTPS://Example.com:443/", "http://h:00000/a?b#c", "ws://h:00080/", "ftp://h:021/x",
		"http://1.2.3.4:0065535/", "https://h:08443/a/b?c", "wss://h:/#f",
		// Rewritten: an IP address in another form.
		"HTTP://0X7F.1/", "https://0x7f.1/", "https://127.1/", "https://[::1]/",
		"ws://[0:0::0:0:1]:0443/a?b#c", "https://[ABCD:EF01:2345:6789:ABCD:EF01:2345:6789]/",
		"https://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:443/x", "http://4294967295/",
		"https://[::ffff:1.2.3.4]/", "http://0177.0.0.1:8080/api/", "https://192.168.1/",
	} {
		if !checkSerialized(t, in) {
			t.Errorf("parseSerialized declines %q", in)
		}
	}
	for _, in := range []string{
		"https://example.com", "HTTPS://example.com", "https://example.com:443",
		"https://example.com:443/a b", "HTTP://Example.com:080/?a b", "https://:443/",
		"https://h:99999/", "https://h:1x/", "https://h:443x/", "wss://h:0443/#a b",
		"https://EXAMPLE.com/a b", "https://[::zz]/", "https://[::zz]:443/", "https://999.1.1.1:0443/x", "https://1.2.3.4.5/", "https://EXAMPLE.1/", "https://0x7f.1/a b", "https://exa%41MPLE.com/", "Foo://H/",
		"file://LocalHost/x", "file://HOST/x", "HTTPS://user@example.com/",
		"https://user@example.com/", "https://example.com/a/../b", "https://example.com/./b",
		"https://example.com/%2e/b", "https://example.com/a b", "https://example.com/a\\b",
		"https://example.com/?a b", "https://example.com/#a b", "https://example.com/?a'b",
		"https://exa%41mple.com/", "https://b\u00fccher.de/",
		"https://example.com/\t", "https://example.com/ ", " https://example.com/",
		"file://localhost/x", "file://LOCALHOST/x", "file:///C|/x", "file://host:1/x", "http:///x",
		"https:/example.com/", "Foo:x", "foo://user@h/", "foo://[::1]/", "foo://h:/",
		"foo://h:01/", "foo://:1/", "foo://h:65536/", "foo://h:1x/", "foo:a ?b", "foo:a #b",
		"foo:/a/../b", "foo:/./b", "foo://h/a\\b", "foo:a\u00e9", "foo:a\x7f", "foo://h\u00e9/",
		"foo://a b/", "foo:\t//a b/", "foo:/\t/a b/", "foo:a\tb", "foo:a ", "foo:/a b",
		"foo:x?a b", "foo:x#a b", "foo://h/%2e/x", "foo:a?b\"c", "https://h/a?b#c d",
	} {
		if checkSerialized(t, in) {
			t.Errorf("parseSerialized takes %q", in)
		}
	}
}

// TestSerializedWPT runs the check on every input of urltestdata.json.
func TestSerializedWPT(t *testing.T) {
	taken := 0
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		if checkSerialized(t, tc.Input) {
			taken++
		}
	}
	t.Logf("parseSerialized took %d urltestdata.json inputs", taken)
}

// FuzzFastPath checks parseSerialized against the state machine, the way
// net/netip's tests check its parsers against plain references: whenever
// it takes input, the state machine must give the same URL, and the
// machine started after a serialized prefix must give what it gives from
// the start.
func FuzzFastPath(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, s := range []string{"https://example.com/", "http://a:1/b?c#d", "file:///x", "https://1.2.3.4/", "http://a.b/%2E%2e/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkSerialized(t, input)
	})
}

// TestSerializedLists runs the check on every line of the benchmark lists
// in testdata/bench, when they are there.
func TestSerializedLists(t *testing.T) {
	for _, name := range testdata.BenchLists {
		taken, lines := 0, testdata.BenchList(t, name)
		for _, line := range lines {
			if checkSerialized(t, line) {
				taken++
			}
		}
		t.Logf("%s: parseSerialized took %d of %d lines", name, taken, len(lines))
	}
}

// TestParseRewritten checks Parse, CanParse and the validation errors on
// input that parseSerialized rewrites, and on input whose IP address host
// the host parser then rejects, against the URL Standard's reference
// parser (internal/refparser).
func TestParseRewritten(t *testing.T) {
	for _, in := range []string{
		"HTTP://Example.COM:443/a?b#c", "https://[0:0::0:0:1]:0443/x", "http://0x7f.1:080/",
		"https://[::zz]:443/", "https://999.1.1.1:0443/x", "ws://4294967296/", "wss://0x100000000/",
		"http://H:08080/a", "https://[::1]:00081/", "https://127.1:/x?y",
	} {
		got, problem := weburlParseOutcome(in, nil)
		if problem != "" {
			t.Fatalf("%q: %s", in, problem)
		}
		want := refParseOutcome(in, nil)
		if got.failure != want.failure || fmt.Sprint(got.getters) != fmt.Sprint(want.getters) {
			t.Errorf("%q: weburl %v %v; reference %v %v", in, got.failure, got.getters, want.failure, want.getters)
		}
	}
}
