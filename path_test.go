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

// TestIndexDotSegment checks indexDotSegment against splitting at every
// '/' and asking dotSegmentOf of each segment, on random paths made of the
// bytes that dot segments are made of.
func TestIndexDotSegment(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const alphabet = "./%2eEa"
	for n := 0; n <= 24; n++ {
		for range 500 {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[r.IntN(len(alphabet))]
			}
			s := string(b)
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
		}
	}
}
