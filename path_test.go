package weburl

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDotSegmentOf checks dotSegmentOf against the standard's lists of
// single-dot and double-dot path segments (spec: #single-dot-path-segment,
// #double-dot-path-segment), in every ASCII case.
func TestDotSegmentOf(t *testing.T) {
	single := []string{".", "%2e"}
	double := []string{"..", ".%2e", "%2e.", "%2e%2e"}
	for _, tt := range []struct {
		list []string
		want dotSegment
	}{{single, singleDot}, {double, doubleDot}} {
		for _, s := range tt.list {
			for _, v := range []string{s, strings.ToUpper(s)} {
				if got := dotSegmentOf(v); got != tt.want {
					t.Errorf("dotSegmentOf(%q) = %d, want %d", v, got, tt.want)
				}
			}
		}
	}
	for _, s := range []string{"", "...", "%2", "%2f", "%3e", ".%2", "%2e%2", "a.", ".a", "%%2e", "%2e%2e%2e", "%2e/"} {
		if got := dotSegmentOf(s); got != notDot {
			t.Errorf("dotSegmentOf(%q) = %d, want notDot", s, got)
		}
	}
}

// eachRandomString calls f with count strings of each length from lo to
// hi, of bytes drawn at random from alphabet (seeded with seed).
func eachRandomString(seed uint64, alphabet string, lo, hi, count int, f func(s string)) {
	r := rand.New(rand.NewPCG(seed, seed+1))
	for n := lo; n <= hi; n++ {
		for range count {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[r.IntN(len(alphabet))]
			}
			f(string(b))
		}
	}
}

// TestIndexDotSegment checks indexDotSegment against splitting at every
// '/' and asking dotSegmentOf of each segment, on random paths made of the
// bytes that dot segments are made of.
func TestIndexDotSegment(t *testing.T) {
	eachRandomString(7, "./%2eEa", 0, 24, 500, func(s string) {
		want, at := -1, 0
		for _, seg := range strings.Split(s, "/") {
			if want < 0 && dotSegmentOf(seg) != notDot {
				want = at
			}
			at += len(seg) + 1
		}
		if got := indexDotSegment(s, strings.Contains(s, "."), strings.Contains(s, "%")); got != want {
			t.Fatalf("indexDotSegment(%q) = %d, want %d", s, got, want)
		}
	})
}

// TestManySegmentsAsReference: past a few reads of the rest of the input,
// the path state takes segments one at a time (so that a path of many dot
// segments costs linear time; BenchmarkHostile's dot_segments,
// dot_after_plain and encoded_dot_segments measure it). The URLs, the
// validation errors and the pathname setter's results on such paths must
// equal the reference implementation's.
func TestManySegmentsAsReference(t *testing.T) {
	parts := []string{"./", "../", "a/", "%2e/", ".%2E/", "b c/", "ü/", "a\\", "/", "x.y/", "%zz/", "C|/"}
	rng := rand.New(rand.NewPCG(26, 27))
	var paths []string
	for _, p := range []string{"./", "a/./", "a/%2e/", "../", "a/"} {
		paths = append(paths, strings.Repeat(p, 300)+"x.y")
	}
	for range 40 {
		var b strings.Builder
		for range 20 + rng.IntN(400) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		paths = append(paths, b.String())
	}
	for _, path := range paths {
		for _, prefix := range []string{"http://h/", "file:///", "foo://h/", "http://h/a/./"} {
			for _, suffix := range []string{"", "?q=./../#./"} {
				if d := diffParse(prefix+path+suffix, nil); d != "" {
					t.Errorf("%.60q...: %s", prefix+path+suffix, d)
				}
			}
		}
		for _, href := range []string{"http://h/p", "file:///p"} {
			if d := diffSetter(href, "pathname", path); d != "" {
				t.Errorf("%s pathname %.60q...: %s", href, path, d)
			}
		}
	}
}
