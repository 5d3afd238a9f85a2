package weburl

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// randomClassInput returns a string of n bytes drawn mostly from printable
// ASCII, with some C0 controls, '%' and non-ASCII bytes.
func randomClassInput(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		switch r.IntN(8) {
		case 0:
			b[i] = byte(r.IntN(0x20))
		case 1:
			b[i] = byte(0x80 + r.IntN(0x80))
		default:
			b[i] = byte(0x20 + r.IntN(0x60))
		}
	}
	return string(b)
}

// TestIndexTabOrNewline checks indexTabOrNewline, which reads eight bytes
// at a time, against a plain loop, on printable input of every length up to
// 40 with a tab, newline, carriage return or other C0 control at a few
// places.
func TestIndexTabOrNewline(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n <= 40; n++ {
		for range 200 {
			b := []byte(randomClassInput(r, n))
			for i := range b {
				if b[i] < 0x20 {
					b[i] = 'a'
				}
			}
			for range r.IntN(3) {
				if n > 0 {
					b[r.IntN(n)] = "\t\n\r\x00\x01\x0b\x0c\x0e\x1f"[r.IntN(9)]
				}
			}
			s := string(b)
			want := strings.IndexAny(s, "\t\n\r")
			if want < 0 {
				want = len(s)
			}
			if got := indexTabOrNewline(s); got != want {
				t.Fatalf("indexTabOrNewline(%q) = %d, want %d", s, got, want)
			}
		}
	}
}

// TestSkipClasses checks skipClasses and classesOf, which read eight bytes
// at a time, against a plain loop over the bytes, for every class bit, on
// inputs of every length up to 40 and from every start index.
func TestSkipClasses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 40; n++ {
		for range 50 {
			s := randomClassInput(r, n)
			var union uint32
			for i := 0; i < len(s); i++ {
				union |= byteClasses[s[i]]
			}
			if got := classesOf(s); got != union {
				t.Fatalf("classesOf(%q) = %#x, want %#x", s, got, union)
			}
			for bit := uint32(1); bit != 0; bit <<= 1 {
				for i := 0; i <= len(s); i++ {
					want := i
					for want < len(s) && byteClasses[s[want]]&bit == 0 {
						want++
					}
					if got := skipClasses(s, i, bit); got != want {
						t.Fatalf("skipClasses(%q, %d, %#x) = %d, want %d", s, i, bit, got, want)
					}
					var skipped uint32
					for j := i; j < want; j++ {
						skipped |= byteClasses[s[j]]
					}
					if got, gotUnion := skipClassesUnion(s, i, bit); got != want || gotUnion != skipped {
						t.Fatalf("skipClassesUnion(%q, %d, %#x) = %d, %#x, want %d, %#x", s, i, bit, got, gotUnion, want, skipped)
					}
				}
			}
		}
	}
}

// TestWriteEncoded checks, for each percent-encode set, the byte class of
// the set against the standard's set, and the builder's percent-encoding,
// which skips bytes with that class, against appendUTF8PercentEncoded,
// which looks at the set byte by byte.
func TestWriteEncoded(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, is := range internalSets {
		name, set := is.name, is.set
		if class := setClass(set); class != 0 {
			for c := 0; c < 256; c++ {
				if got, want := byteClasses[c]&class != 0, specSetHas(is.members, rune(c)); got != want {
					t.Errorf("%s set: byte %#x in its class %v, in the standard's set %v", name, c, got, want)
				}
			}
		}
		for n := 0; n <= 100; n++ {
			// Valid UTF-8: the UTF-8 decoding of invalid input is the
			// reference parser's to check (the differential tests).
			s := strings.ToValidUTF8(randomClassInput(r, n), "\uFFFD")
			var scratch [8]byte
			var b builder
			b.buf = scratch[:]
			b.reset(s, false)
			b.copyInputEncoded(0, len(s), set)
			if got, want := b.output(), specPercentEncode(s, is.members); got != want {
				t.Fatalf("%s set: writeEncoded(%q) = %q, want %q", name, s, got, want)
			}
		}
	}
}

// specPercentEncode is UTF-8 percent-encode (spec:
// #string-utf-8-percent-encode) of s, with the standard's
// percent-encode set whose printable ASCII members are members. s must be
// valid UTF-8.
func specPercentEncode(s, members string) string {
	var b strings.Builder
	for _, r := range s {
		if !specSetHas(members, r) {
			b.WriteRune(r)
			continue
		}
		for _, c := range []byte(string(r)) {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// output returns what b has written.
func (b *builder) output() string {
	if b.verbatim {
		return b.src[:b.n]
	}
	return string(b.buf[:b.n])
}

// TestLowerASCII8 checks lowerASCII8 on every byte value at every position
// of a word, among random bytes, against unicode.ToLower for ASCII bytes
// (and no change for the others).
func TestLowerASCII8(t *testing.T) {
	want := func(c byte) byte {
		if c < 0x80 {
			return byte(unicode.ToLower(rune(c)))
		}
		return c
	}
	r := rand.New(rand.NewPCG(5, 6))
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 8; pos++ {
			for k := 0; k < 64; k++ {
				var b [8]byte
				for i := range b {
					b[i] = byte(r.Uint32())
				}
				b[pos] = byte(c)
				got := lowerASCII8(load64(string(b[:]), 0))
				for i := range b {
					if g := byte(got >> (8 * i)); g != want(b[i]) {
						t.Fatalf("lowerASCII8(%q): byte %d is %#x, want %#x", b[:], i, g, want(b[i]))
					}
				}
			}
		}
	}
}

// TestPutLowerASCII checks putLowerASCII on random strings of every length
// up to 24, whose tails take each of its three loops, against
// unicode.ToLower for ASCII bytes (and no change for the others).
func TestPutLowerASCII(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for n := 0; n <= 24; n++ {
		for range 200 {
			in := make([]byte, n)
			want := make([]byte, n)
			for i := range in {
				in[i] = byte(r.Uint32())
				want[i] = in[i]
				if in[i] < 0x80 {
					want[i] = byte(unicode.ToLower(rune(in[i])))
				}
			}
			out := make([]byte, n)
			putLowerASCII(out, string(in))
			if string(out) != string(want) {
				t.Fatalf("putLowerASCII(%q) = %q, want %q", in, out, want)
			}
		}
	}
}
