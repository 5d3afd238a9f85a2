package idna

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	xidna "golang.org/x/net/idna"
)

// encodeLabel returns appendPunycodeEncoded(nil, label) as a string.
func encodeLabel(label string) (string, bool) {
	out, ok := appendPunycodeEncoded(nil, []byte(label))
	return string(out), ok
}

// xnetPunycodeEncode encodes label with golang.org/x/net/idna's Punycode
// encoder, which xidna.Punycode.ToASCII runs on a label that holds a
// non-ASCII code point, and removes the "xn--" that ToASCII adds. comparable
// is false for a label that ToASCII treats otherwise: one that is ASCII,
// holds '.', starts with "xn--", or holds U+FFFD, which x/net rejects.
func xnetPunycodeEncode(label string) (encoded string, ok, comparable bool) {
	if !utf8.ValidString(label) || IsASCII(label) || strings.ContainsAny(label, ".\uFFFD") ||
		strings.HasPrefix(label, "xn--") {
		return "", false, false
	}
	ascii, err := xidna.Punycode.ToASCII(label)
	if err != nil {
		// The only error left is overflow.
		return "", false, true
	}
	encoded, ok = strings.CutPrefix(ascii, "xn--")
	return encoded, ok, ok
}

// checkPunycodeEncode checks encodeLabel(label) against x/net/idna and
// reports whether the encoding succeeded.
func checkPunycodeEncode(t *testing.T, label string) bool {
	t.Helper()
	got, ok := encodeLabel(label)
	want, wantOK, comparable := xnetPunycodeEncode(label)
	if !comparable {
		t.Fatalf("x/net/idna does not encode %+q", label)
	}
	if got != want || ok != wantOK {
		t.Errorf("encodeLabel(%+q) = %q, %v; x/net/idna gives %q, %v", label, got, ok, want, wantOK)
	}
	return ok
}

func TestPunycodeEncode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"a", "a-"},
		{"abc-", "abc--"},
		{"ü", "tda"},
		{"bücher", "bcher-kva"},
		{"faß", "fa-hia"},
		{"☕", "53h"},
		{"\u0080", "a"},
		{"\U0010FFFF", "dn32g"},
		// RFC 3492 section 7.1 (A), (B), (L) and (S).
		{"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", "egbpdaj6bu4bxfgehfvwxn"},
		{"\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", "ihqwcrb4cv8a8dqg056pqjye"},
		{"3\u5E74B\u7D44\u91D1\u516B\u5148\u751F", "3B-ww4c5e180e575a65lsy2b"},
		{"-> $1.00 <-", "-> $1.00 <--"},
	}
	for _, tt := range tests {
		if got, ok := encodeLabel(tt.in); !ok || got != tt.want {
			t.Errorf("encodeLabel(%+q) = %q, %v; want %q", tt.in, got, ok, tt.want)
		}
		if !IsASCII(tt.in) {
			checkPunycodeEncode(t, tt.in)
		}
	}
}

// TestPunycodeEncodeOverflow checks labels on both sides of the points where
// the encoder's 32-bit arithmetic overflows (RFC 3492 section 6.4).
func TestPunycodeEncodeOverflow(t *testing.T) {
	// delta = (0x10FFFF - 0x80) * (h + 1) overflows for h >= 1927.
	for _, tt := range []struct {
		basic  int
		wantOK bool
	}{{1926, true}, {1927, false}} {
		label := "\U0010FFFF" + strings.Repeat("a", tt.basic)
		if ok := checkPunycodeEncode(t, label); ok != tt.wantOK {
			t.Errorf("U+10FFFF and %d basic code points: ok = %v; want %v", tt.basic, ok, tt.wantOK)
		}
	}
	// With 1999 basic code points and m = 0x80 + 2^31/2000, delta is 1647
	// below the largest int32 after the multiplication, and each basic
	// code point before m increments it.
	m := string(rune(0x80 + (1<<31)/2000))
	for _, tt := range []struct {
		before int
		wantOK bool
	}{{0, true}, {1646, true}, {1647, true}, {1648, false}, {1999, false}} {
		label := strings.Repeat("a", tt.before) + m + strings.Repeat("a", 1999-tt.before)
		if ok := checkPunycodeEncode(t, label); ok != tt.wantOK {
			t.Errorf("%d basic code points before %+q: ok = %v; want %v", tt.before, m, ok, tt.wantOK)
		}
	}
}

// randomLabel returns a label of n code points, each drawn from a few code
// points below 0x80, a few just above, and a few large ones, so that code
// points repeat and large labels come near overflow.
func randomLabel(r *rand.Rand, n int) string {
	pools := [][2]rune{{'a', 'c'}, {0x80, 0x83}, {0xE9, 0xEA}, {0x4E00, 0x4E02}, {0x10FFF0, 0x10FFFF}}
	weights := []int{60, 20, 10, 8, 2}
	var b strings.Builder
	for range n {
		w := r.IntN(100)
		i := 0
		for w >= weights[i] {
			w -= weights[i]
			i++
		}
		b.WriteRune(pools[i][0] + r.Int32N(pools[i][1]-pools[i][0]+1))
	}
	return b.String()
}

// TestPunycodeEncodeRandom compares encodeLabel with x/net/idna on random
// labels, short ones and ones long enough to overflow.
func TestPunycodeEncodeRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var failures int
	for i := range 2000 {
		n := 1 + r.IntN(20)
		if i%4 == 0 {
			n = 1500 + r.IntN(1000)
		}
		label := randomLabel(r, n)
		if IsASCII(label) || strings.HasPrefix(label, "xn--") {
			continue
		}
		if !checkPunycodeEncode(t, label) {
			failures++
		}
	}
	if failures == 0 {
		t.Errorf("no label overflowed")
	}
}

func FuzzPunycodeEncode(f *testing.F) {
	for _, s := range []string{
		"", "a", "ü", "bücher", "faß", "☕", "-> $1.00 <-", "a\u0080b\u0080",
		"3\u5E74B\u7D44\u91D1\u516B\u5148\u751F",
		"\U0010FFFF" + strings.Repeat("a", 1927),
		strings.Repeat("a", 1647) + "\U001062CD" + strings.Repeat("a", 352),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := encodeLabel(s)
		if IsASCII(s) {
			// RFC 3492 section 6.3: the basic code points, then a
			// delimiter if there are any.
			want := s + "-"
			if s == "" {
				want = ""
			}
			if !ok || got != want {
				t.Errorf("encodeLabel(%+q) = %q, %v; want %q", s, got, ok, want)
			}
			return
		}
		want, wantOK, comparable := xnetPunycodeEncode(s)
		if !comparable {
			return
		}
		if got != want || ok != wantOK {
			t.Errorf("encodeLabel(%+q) = %q, %v; x/net/idna gives %q, %v", s, got, ok, want, wantOK)
		}
	})
}

// xnetPunycodeDecode decodes encoded with golang.org/x/net/idna's Punycode
// decoder, which xidna.Punycode.ToUnicode runs on a label that starts with
// "xn--". comparable is false where ToUnicode does more than decode, or
// less: for input that is not ASCII (an ACE label never is: the domain
// parser rejects it first) or holds '.', that decodes to an ASCII string
// (which ToUnicode rejects) or to more than 1,024 code points (which
// x/net's decoder rejects, the gap that punycodeDecode closes), or to a
// surrogate (which x/net turns into U+FFFD, and punycodeDecode rejects).
func xnetPunycodeDecode(encoded string) (decoded string, ok, comparable bool) {
	if !IsASCII(encoded) || strings.Contains(encoded, ".") {
		return "", false, false
	}
	u, err := xidna.Punycode.ToUnicode("xn--" + encoded)
	if err != nil {
		return "", false, true
	}
	return u, true, true
}

// punycodeDecode returns appendPunycodeDecoded(nil, encoded) as a string
// ("" on failure).
func punycodeDecode(encoded string) (string, bool) {
	out, ok := appendPunycodeDecoded(nil, []byte(encoded))
	if !ok {
		return "", false
	}
	return string(out), true
}

// checkPunycodeDecode checks punycodeDecode(encoded) against x/net/idna
// where x/net/idna's answer is comparable, and that a successful decoding
// encodes back to encoded when encoded is in encodeLabel's canonical
// form (lowercase).
func checkPunycodeDecode(t *testing.T, encoded string) {
	t.Helper()
	got, ok := punycodeDecode(encoded)
	want, wantOK, comparable := xnetPunycodeDecode(encoded)
	if ok && (IsASCII(got) || utf8.RuneCountInString(got) > 1024) || !ok && strings.ContainsRune(want, utf8.RuneError) {
		comparable = false
	}
	if comparable && (got != want || ok != wantOK) {
		t.Errorf("punycodeDecode(%q) = %+q, %v; x/net/idna gives %+q, %v", encoded, got, ok, want, wantOK)
	}
	if ok && !IsASCII(got) && strings.ToLower(encoded) == encoded {
		if back, _ := encodeLabel(got); back != encoded {
			t.Errorf("punycodeDecode(%q) = %+q, which encodes to %q", encoded, got, back)
		}
	}
}

func TestPunycodeDecode(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"", "", true},
		{"a-", "a", true},
		{"abc--", "abc-", true},
		{"tda", "ü", true},
		{"bcher-kva", "bücher", true},
		{"BCHER-KVA", "BüCHER", true},
		{"fa-hia", "faß", true},
		{"53h", "☕", true},
		{"dn32g", "\U0010FFFF", true},
		// RFC 3492 section 7.1 (A), (B), (L) and (S).
		{"egbpdaj6bu4bxfgehfvwxn", "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", true},
		{"ihqwcrb4cv8a8dqg056pqjye", "\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", true},
		{"3B-ww4c5e180e575a65lsy2b", "3\u5E74B\u7D44\u91D1\u516B\u5148\u751F", true},
		{"-> $1.00 <--", "-> $1.00 <-", true},
		// Failures: a delimiter with nothing before it, a byte that is
		// not a digit, a truncated integer, a non-ASCII basic code point,
		// a code point above U+10FFFF, a surrogate, 32-bit overflow.
		{"-a", "", false},
		{"a-b!", "", false},
		{"a-9", "", false},
		{"é-a", "", false},
		{"dn32h", "", false},
		{"ib9b", "", false},
		{"zy0c", "", false},
		{"zzzzzzzzzzzz", "", false},
	}
	for _, tt := range tests {
		if got, ok := punycodeDecode(tt.in); ok != tt.ok || got != tt.want {
			t.Errorf("punycodeDecode(%q) = %+q, %v; want %+q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
		checkPunycodeDecode(t, tt.in)
	}
}

// TestPunycodeDecodeLong decodes labels of more than 1,024 code points,
// which x/net/idna's decoder rejects: each must decode to the label that
// encodeLabel (checked against x/net/idna above) encoded.
func TestPunycodeDecodeLong(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1024, 1025, 2000, 5000, 20000} {
		label := randomLabel(r, n)
		encoded, ok := encodeLabel(label)
		if !ok {
			// Long random labels with large code points overflow;
			// use BMP code points only.
			label = strings.Map(func(r rune) rune { return r&0xFFF | 0x100 }, label)
			encoded, ok = encodeLabel(label)
		}
		if !ok {
			t.Fatalf("cannot encode a label of %d code points", n)
		}
		if got, ok := punycodeDecode(encoded); !ok || got != label {
			t.Errorf("punycodeDecode of a label of %d code points: ok %v, equal %v", n, ok, got == label)
		}
		if _, err := xidna.Punycode.ToUnicode("xn--" + encoded); n > 1024 && err == nil {
			t.Errorf("x/net/idna decodes a label of %d code points; the gap is closed", n)
		}
	}
}

// TestPunycodeDecodeRandom compares punycodeDecode with x/net/idna on the
// encodings of random labels, and on the same strings with one byte
// changed.
func TestPunycodeDecodeRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const digits = "abcdefghijklmnopqrstuvwxyz0123456789-A"
	for range 3000 {
		encoded, ok := encodeLabel(randomLabel(r, 1+r.IntN(30)))
		if !ok {
			continue
		}
		checkPunycodeDecode(t, encoded)
		b := []byte(encoded)
		b[r.IntN(len(b))] = digits[r.IntN(len(digits))]
		checkPunycodeDecode(t, string(b))
	}
}

func FuzzPunycodeDecode(f *testing.F) {
	for _, s := range []string{"", "a-", "tda", "bcher-kva", "-a", "zzzzzzzzzzzz", "dn32g", "ib9b", "3B-ww4c5e180e575a65lsy2b"} {
		f.Add(s)
	}
	f.Fuzz(checkPunycodeDecode)
}

// TestRankSet checks rankSet against a plain slice of booleans: random
// marks and unmarks, then every count and find, on sizes around the
// 64-position words.
func TestRankSet(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1, 2, 63, 64, 65, 127, 128, 129, 1000} {
		s := newRankSet(n)
		marked := make([]bool, n)
		for range 4 * n {
			pos := r.IntN(n)
			if marked[pos] {
				s.unmark(pos)
			} else {
				s.mark(pos)
			}
			marked[pos] = !marked[pos]
		}
		if s.size() != n {
			t.Fatalf("n=%d: size() = %d", n, s.size())
		}
		k := 0
		for pos := 0; pos <= n; pos++ {
			if got := s.countBefore(pos); got != k {
				t.Fatalf("n=%d: countBefore(%d) = %d, want %d", n, pos, got, k)
			}
			if pos < n && marked[pos] {
				if got := s.find(k); got != pos {
					t.Fatalf("n=%d: find(%d) = %d, want %d", n, k, got, pos)
				}
				k++
			}
		}
		if start, end := n/3, n-n/4; s.count(start, end) != s.countBefore(end)-s.countBefore(start) {
			t.Fatalf("n=%d: count(%d, %d) = %d", n, start, end, s.count(start, end))
		}
	}
}
