package jsonstring

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestAsEncodingJSON: for well-formed UTF-8, Append writes what
// encoding/json writes (without HTML escaping), on random strings of
// ASCII, controls, U+2028 and other code points.
func TestAsEncodingJSON(t *testing.T) {
	alphabet := []rune{'a', '"', '\\', '\n', '\t', '\b', '\f', '\r', 0, 0x1f, 0x7f, '<', '&', 'é', '\u2028', '\u2029', '😀', '\ufffd'}
	rng := rand.New(rand.NewPCG(40, 38))
	for range 5000 {
		var s strings.Builder
		for range rng.IntN(12) {
			s.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.Encode(s.String())
		if got := string(Append(nil, s.String())) + "\n"; got != want.String() {
			t.Fatalf("Append(%q) = %s, encoding/json: %s", s.String(), got, want.String())
		}
	}
}

// TestIllFormed: each byte of ill-formed UTF-8 is \udcXX, and the rest of
// the string is as it is.
func TestIllFormed(t *testing.T) {
	for in, want := range map[string]string{
		"a\xffb":        `"a\udcffb"`,
		"\xc3(\xe2\x82": `"\udcc3(\udce2\udc82"`,
		"é\xed\xa0\x80": `"é\udced\udca0\udc80"`, // an encoded surrogate is ill-formed
		"\x80\"":        `"\udc80\""`,
	} {
		if got := string(Append(nil, in)); got != want {
			t.Errorf("Append(%q) = %s, want %s", in, got, want)
		}
	}
}

func ExampleAppend() {
	fmt.Println(string(Append(nil, "https://x/\xff?q=\"é\"")))
	// Output: "https://x/\udcff?q=\"é\""
}
