package weburl

import (
	"strings"
	"testing"
)

// TestLookupSchemeFold checks lookupSchemeFold on every upper- and
// lowercase spelling of each special scheme (spec: #special-scheme) and of
// schemes a byte longer or shorter, and schemeLength's upper result on them.
func TestLookupSchemeFold(t *testing.T) {
	special := map[string]schemeType{
		"http": schemeHTTP, "https": schemeHTTPS, "ws": schemeWS,
		"wss": schemeWSS, "ftp": schemeFTP, "file": schemeFile,
	}
	var names []string
	for name := range special {
		names = append(names, name, name[:len(name)-1], name+"s", name+"x", "x"+name)
	}
	for _, name := range names {
		want := special[name] // schemeOther when not special
		for mask := 0; mask < 1<<len(name); mask++ {
			b := []byte(name)
			for i := range b {
				if mask&(1<<i) != 0 {
					b[i] -= 'a' - 'A'
				}
			}
			s := string(b)
			upper := s != strings.ToLower(s)
			if got := lookupSchemeFold(s, upper); got != want {
				t.Errorf("lookupSchemeFold(%q, %v) = %v, want %v", s, upper, got, want)
			}
			for _, in := range []string{s + ":", s + "://example.com/"} {
				if n, up := schemeLength(in); n != len(s) || up != upper {
					t.Errorf("schemeLength(%q) = %d, %v, want %d, %v", in, n, up, len(s), upper)
				}
			}
		}
	}
}
