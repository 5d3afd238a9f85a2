package weburl

import (
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/weburl/weburl/queryencoding"
	"golang.org/x/text/encoding"

	"github.com/weburl/weburl/internal/refencoding"
)

// refEncodings loads the reference encoders' data (internal/refencoding)
// from refEncodingDir once.
var refEncodings = sync.OnceValues(func() (*refencoding.Data, error) { return refencoding.Load(refEncodingDir) })

// refLegacyEncodings returns the reference data and, for each legacy
// encoding of encodings.json, the query encoding that queryencoding.ForLabel gives
// for every one of its labels (the same for all of them, and a different one
// for each encoding).
func refLegacyEncodings(t *testing.T) (*refencoding.Data, map[string]encoding.Encoding) {
	t.Helper()
	d, err := refEncodings()
	if err != nil {
		t.Fatal(err)
	}
	encs := map[string]encoding.Encoding{}
	seen := map[encoding.Encoding]string{}
	for _, name := range d.Names {
		for _, label := range d.Labels[name] {
			enc, err := queryencoding.ForLabel(label)
			switch {
			case err != nil || enc == nil:
				t.Fatalf("%s: queryencoding.ForLabel(%q) = %v, %v", name, label, enc, err)
			case encs[name] == nil:
				encs[name] = enc
			case encs[name] != enc:
				t.Fatalf("%s: label %q gives %v, another label %v", name, label, enc, encs[name])
			}
		}
		if other, ok := seen[encs[name]]; ok {
			t.Fatalf("%s and %s give the same encoding %v", name, other, encs[name])
		}
		seen[encs[name]] = name
	}
	if len(encs) != 36 {
		t.Fatalf("%d legacy encodings, want 36", len(encs))
	}
	return d, encs
}

// scalarValues returns the scalar values U+0000..U+10FFFF, without the
// surrogates, in order; with sample, only the Basic Multilingual Plane and
// every 37th code point of the other planes.
func scalarValues(sample bool) []rune {
	out := make([]rune, 0, 0x110000-0x800)
	for cp := rune(0); cp <= 0x10FFFF; cp++ {
		if 0xD800 <= cp && cp <= 0xDFFF || sample && cp > 0xFFFF && cp%37 != 0 {
			continue
		}
		out = append(out, cp)
	}
	return out
}

// queryEncode is weburl's query encoder as the URL parser and the form
// serializer run it: percent-encode after encoding with enc.
func queryEncode(enc encoding.Encoding, s string, formSet bool) string {
	if formSet {
		return string(appendPercentEncodedAfterEncoding(nil, s, enc, &formPercentEncodeSet, true))
	}
	return string(appendPercentEncodedAfterEncoding(nil, s, enc, &specialQueryPercentEncodeSet, false))
}

// TestLegacyEncodersExhaustive runs every scalar value through the query
// encoder of every legacy encoding (all the encodings of encodings.json that
// get an output encoding keeps) and compares the result with the reference
// encoder, which reads the Encoding Standard's indexes. The code points go
// in runs of consecutive code points; for ISO-2022-JP, whose encoder has
// state, also each code point after each of its three states (after "a",
// "¥" and "あ"), so that every code point is checked from every state. With
// -race or -short, the other planes than the BMP are sampled.
func TestLegacyEncodersExhaustive(t *testing.T) {
	d, encs := refLegacyEncodings(t)
	sample := raceEnabled || testing.Short()
	cps := scalarValues(sample)
	start := time.Now()
	checked := 0
	for _, name := range d.Names {
		enc := encs[name]
		t.Run(name, func(t *testing.T) {
			var inputs [][]rune
			const run = 2048
			for i := 0; i < len(cps); i += run {
				inputs = append(inputs, cps[i:min(i+run, len(cps))])
			}
			if name == "ISO-2022-JP" {
				for _, prefix := range []rune{'a', 0xA5, 0x3042} {
					for i := 0; i < len(cps); i += run / 2 {
						var in []rune
						for _, cp := range cps[i:min(i+run/2, len(cps))] {
							in = append(in, prefix, cp)
						}
						inputs = append(inputs, in)
					}
				}
			}
			failures := 0
			reported := map[rune]bool{}
			var buf []byte
			for _, in := range inputs {
				want := d.PercentEncodeAfterEncoding(name, in, true)
				buf = appendPercentEncodedAfterEncoding(buf[:0], string(in), enc, &formPercentEncodeSet, true)
				if string(buf) == want {
					continue
				}
				got := string(buf)
				// Find the code points that differ on their own.
				alone := false
				for _, cp := range in {
					want := d.PercentEncodeAfterEncoding(name, []rune{cp}, true)
					if got := queryEncode(enc, string(cp), true); got != want {
						alone = true
						if reported[cp] {
							continue
						}
						reported[cp] = true
						if failures++; failures <= 20 {
							t.Errorf("%U: got %q, want %q", cp, got, want)
						}
					}
				}
				if !alone {
					if failures++; failures <= 20 {
						t.Errorf("%+q: got %q, want %q", string(in), got, want)
					}
				}
			}
			if failures > 20 {
				t.Errorf("%d failures in all", failures)
			}
		})
		checked += len(cps)
	}
	t.Logf("%d encodings × %d scalar values (sample: %v): %d checks in %v",
		len(d.Names), len(cps), sample, checked, time.Since(start).Round(time.Millisecond))
}

// TestISO2022JPEncoderSequences encodes random sequences that mix the code points
// that take the ISO-2022-JP encoder through its states and compares them,
// whole, with the reference encoder, with both percent-encode sets that
// percent-encode after encoding is used with.
func TestISO2022JPEncoderSequences(t *testing.T) {
	d, encs := refLegacyEncodings(t)
	enc := encs["ISO-2022-JP"]
	jis0208 := d.JIS0208CodePoints()
	kinds := [][]rune{
		[]rune("aZ09 +%&#;=~\\\x7F\x00\t"), // ASCII, with the two that Roman lacks
		{0x0E, 0x0F, 0x1B},                 // errors reported as U+FFFD
		{0xA5, 0x203E},                     // Roman
		[]rune("｡｢｣､･ｦｧｱｲｶﾀﾅﾝﾞﾟ"),                     // half-width katakana
		{0x2212, 0xFF0D, 0x3042, 0x4E00, 0x2170},      // jis0208, U+2212 as U+FF0D
		{0x80, 0xE9, 0x20AC, 0xE000, 0xFFFD, 0x1F600}, // not encodable
		jis0208,
	}
	n := 20000
	if raceEnabled || testing.Short() {
		n = 2000
	}
	rng := rand.New(rand.NewPCG(12, 2022))
	for i := 0; i < n; i++ {
		in := make([]rune, rng.IntN(12))
		for j := range in {
			kind := kinds[rng.IntN(len(kinds))]
			in[j] = kind[rng.IntN(len(kind))]
		}
		for _, formSet := range []bool{true, false} {
			want := d.PercentEncodeAfterEncoding("ISO-2022-JP", in, formSet)
			if got := queryEncode(enc, string(in), formSet); got != want {
				t.Fatalf("%+q (form set: %v): got %q, want %q", string(in), formSet, got, want)
			}
		}
	}
}
