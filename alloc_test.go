package weburl

import (
	"testing"
	"unsafe"
)

// TestAllocs pins the allocation counts that the parser's design promises:
// the URL itself is the only allocation of Parse, its href in the same
// allocation when it is not the input (or the input itself when that is in
// serialized form); CanParse and the getters allocate nothing. (The
// parser's buffer lives on the stack; an accidental escape to the heap shows
// up here first.)
func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	canonical := "https://user@example.com:8080/a/b/c.html?q=1&r=2#frag"
	noCredentials := "https://example.com:8080/a/b/c.html?q=1&r=2#frag"
	u, err := Parse(canonical)
	if err != nil {
		t.Fatal(err)
	}
	base, _ := Parse("https://example.com/a/b")
	v, _ := Parse(noCredentials)
	for _, tc := range []struct {
		name string
		want float64
		f    func()
	}{
		{"Parse canonical", 1, func() { sinkURL, _ = Parse(canonical) }},
		{"Parse non-canonical", 1, func() { sinkURL, _ = Parse("HTTPS://Example.com/a/./b") }},
		{"CanParse", 0, func() { CanParse("HTTPS://Example.com/a/./b?c d#e") }},
		{"CanParse IPv6", 0, func() { CanParse("http://[::1]:8080/") }},
		{"CanParseWithBase", 0, func() { CanParseWithBase("../x", "https://example.com/a/b") }},
		{"URL.Parse relative", 1, func() { sinkURL, _ = base.Parse("../x?y") }},
		{"getters", 0, func() {
			for name, get := range getters {
				if name != "origin" { // origin serializes with allocation when there are credentials
					sinkString = get(u)
				}
			}
		}},
		// A URL with credentials has an origin whose serialization is
		// not a substring of the href: Origin builds it, once, so that
		// origins compare with ==.
		{"Origin with credentials", 1, func() { sinkString = u.Origin().Host() }},
		{"Origin", 0, func() { sinkString = v.Origin().Host() }},
		{"Origin.String", 0, func() { sinkString = v.Origin().String() }},
	} {
		if got := allocsPerRun(100, tc.f); got != tc.want {
			t.Errorf("%s: %v allocations, want %v", tc.name, got, tc.want)
		}
	}
}

// TestURLSize pins the size of a URL at 48 bytes on 64-bit machines, one
// of the allocator's size classes (it was 56, in the class of 64): every
// parse allocates one, and a URL that grows past 48 bytes costs every
// program a quarter more memory per URL.
func TestURLSize(t *testing.T) {
	if size := unsafe.Sizeof(URL{}); size > 48 {
		t.Errorf("a URL is %d bytes, want at most 48", size)
	}
}
