package weburl

import (
	"math/rand/v2"
	"net/netip"
	"strings"
	"testing"
)

func TestEndsInANumber(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"example.com", false},
		{"example.1", true},
		{"1.2.3.4", true},
		{"1.2.3.4.", true},
		{"1", true},
		{"1.", true},
		{"x.0x", true},
		{"x.0X", true},
		{"x.0xff", true},
		{"x.0xFF", true},
		{"x.0xg", false},
		{"x.0x.", true},
		{"a.09", true}, // caught later by the IPv4 parser
		{"a.08x", false},
		{"a.0", true},
		{".", false},
		{"..", false},
		{".1", true},
		{"1..", false},
		{"foo.bar.", false},
		{"foo", false},
		{"test.42", true},
		{"x", false},
		{"0x", true},
		{"a." + strings.Repeat("9", 100), true},
		{"a.0x" + strings.Repeat("0", 1000), true},
	}
	for _, tt := range tests {
		if got := endsInANumber(tt.in); got != tt.want {
			t.Errorf("endsInANumber(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestParseIPv4Number(t *testing.T) {
	tests := []struct {
		in         string
		n          uint64
		nonDecimal bool
		ok         bool
	}{
		{"", 0, false, false},
		{"0", 0, false, true},
		{"00", 0, true, true},
		{"09", 0, false, false},
		{"010", 8, true, true},
		{"0x", 0, true, true},
		{"0X", 0, true, true},
		{"0x1F", 31, true, true},
		{"0xg", 0, false, false},
		{"255", 255, false, true},
		{"4294967295", 4294967295, false, true},
		{"4294967296", ipv4TooLarge, false, true},
		{strings.Repeat("9", 100), ipv4TooLarge, false, true},
		{strings.Repeat("9", 100) + "a", 0, false, false},
		{"0x" + strings.Repeat("0", 1000), 0, true, true},
		{"0x" + strings.Repeat("0", 1000) + "ff", 255, true, true},
		{"0x" + strings.Repeat("f", 1000), ipv4TooLarge, true, true},
		{"0" + strings.Repeat("7", 100), ipv4TooLarge, true, true},
		{"-1", 0, false, false},
		{"+1", 0, false, false},
		{" 1", 0, false, false},
	}
	for _, tt := range tests {
		n, nonDecimal, ok := parseIPv4Number(tt.in)
		if n != tt.n || nonDecimal != tt.nonDecimal || ok != tt.ok {
			t.Errorf("parseIPv4Number(%.40q) = %d, %v, %v; want %d, %v, %v",
				tt.in, n, nonDecimal, ok, tt.n, tt.nonDecimal, tt.ok)
		}
	}
}

func ip4(a, b, c, d uint32) uint32 { return a<<24 | b<<16 | c<<8 | d }

func TestParseIPv4(t *testing.T) {
	tests := []struct {
		in   string
		want uint32
		err  ValidationError
	}{
		// Decimal.
		{"192.168.0.1", ip4(192, 168, 0, 1), 0},
		{"0.0.0.0", 0, 0},
		{"255.255.255.255", 0xffffffff, 0},
		{"127.0.0.1", ip4(127, 0, 0, 1), 0},
		// Octal and hexadecimal.
		{"0300.0250.0.1", ip4(192, 168, 0, 1), 0},
		{"0xc0.0xa8.0.1", ip4(192, 168, 0, 1), 0},
		{"0XC0.0XA8.0X0.0X1", ip4(192, 168, 0, 1), 0},
		{"127.0.0x0.1", ip4(127, 0, 0, 1), 0},
		{"0x", 0, 0},
		{"0X", 0, 0},
		{"0x.0x.0x.0x", 0, 0},
		{"00.00.00.00", 0, 0},
		{"0377.0xff.255.0", ip4(255, 255, 255, 0), 0},
		// Fewer parts.
		{"1.2.3", ip4(1, 2, 0, 3), 0},
		{"1.2", ip4(1, 0, 0, 2), 0},
		{"1", 1, 0},
		{"1.65535", ip4(1, 0, 255, 255), 0},
		{"1.2.65535", ip4(1, 2, 255, 255), 0},
		{"1.2.65536", 0, ErrIPv4OutOfRangePart},
		{"1.16777215", ip4(1, 255, 255, 255), 0},
		{"1.16777216", 0, ErrIPv4OutOfRangePart},
		{"1.2.256", ip4(1, 2, 1, 0), 0},
		{"1.256.3", 0, ErrIPv4OutOfRangePart},
		{"4294967295", 0xffffffff, 0},
		{"0xffffffff", 0xffffffff, 0},
		{"037777777777", 0xffffffff, 0},
		{"4294967296", 0, ErrIPv4OutOfRangePart},
		{"0x100000000", 0, ErrIPv4OutOfRangePart},
		{"040000000000", 0, ErrIPv4OutOfRangePart},
		// Trailing dot.
		{"1.2.3.4.", ip4(1, 2, 3, 4), 0},
		{"127.0.0.1.", ip4(127, 0, 0, 1), 0},
		{"1.", 1, 0},
		{"1.2.3.4..", 0, ErrIPv4TooManyParts},
		{"1..", 0, ErrIPv4NonNumericPart},
		{".", 0, ErrIPv4NonNumericPart},
		{"", 0, ErrIPv4NonNumericPart},
		// Too many parts.
		{"1.2.3.4.5", 0, ErrIPv4TooManyParts},
		{"1.2.3.4.5.", 0, ErrIPv4TooManyParts},
		{"a.b.c.d.e", 0, ErrIPv4TooManyParts},
		{"....", 0, ErrIPv4NonNumericPart}, // one trailing empty part is dropped
		{".....", 0, ErrIPv4TooManyParts},
		{"...", 0, ErrIPv4NonNumericPart},
		// Non-numeric parts.
		{"1.2.3.a", 0, ErrIPv4NonNumericPart},
		{"09", 0, ErrIPv4NonNumericPart},
		{"test.42", 0, ErrIPv4NonNumericPart},
		{"1.2..4", 0, ErrIPv4NonNumericPart},
		{".1.2.3", 0, ErrIPv4NonNumericPart},
		{"0xg.1.1.1", 0, ErrIPv4NonNumericPart},
		{"999.a.1.1", 0, ErrIPv4NonNumericPart}, // non-numeric is checked before range
		{"1.2.3.4 ", 0, ErrIPv4NonNumericPart},
		{"-1.2.3.4", 0, ErrIPv4NonNumericPart},
		// Out of range.
		{"256.0.0.1", 0, ErrIPv4OutOfRangePart},
		{"255.255.4000.1", 0, ErrIPv4OutOfRangePart},
		{"1.2.3.256", 0, ErrIPv4OutOfRangePart},
		{"0x100.1.1.1", 0, ErrIPv4OutOfRangePart},
		// Very long parts.
		{"0x" + strings.Repeat("0", 1000), 0, 0},
		{"0x" + strings.Repeat("0", 1000) + "1.2.3.4", ip4(1, 2, 3, 4), 0},
		{"1.2.3." + strings.Repeat("0", 1000) + "7", ip4(1, 2, 3, 7), 0},
		{strings.Repeat("9", 100), 0, ErrIPv4OutOfRangePart},
		{"1.2.3." + strings.Repeat("9", 100), 0, ErrIPv4OutOfRangePart},
		{strings.Repeat("9", 100) + ".1.2.3", 0, ErrIPv4OutOfRangePart},
		{"0x" + strings.Repeat("f", 1000), 0, ErrIPv4OutOfRangePart},
		{strings.Repeat("9", 100) + ".x", 0, ErrIPv4NonNumericPart},
	}
	for _, tt := range tests {
		got, err := parseIPv4(tt.in, nil)
		if got != tt.want || err != tt.err {
			t.Errorf("parseIPv4(%.40q) = %#x, %v; want %#x, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestAppendIPv4(t *testing.T) {
	tests := []struct {
		in   uint32
		want string
	}{
		{0, "0.0.0.0"},
		{0xffffffff, "255.255.255.255"},
		{ip4(192, 168, 0, 1), "192.168.0.1"},
		{ip4(1, 2, 0, 3), "1.2.0.3"},
		{ip4(10, 100, 0, 255), "10.100.0.255"},
	}
	for _, tt := range tests {
		if got := string(appendIPv4(nil, tt.in)); got != tt.want {
			t.Errorf("appendIPv4(%#x) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := string(appendIPv4([]byte("http://"), 1)); got != "http://0.0.0.1" {
		t.Errorf("appendIPv4 with prefix = %q", got)
	}
}

func TestParseIPv6(t *testing.T) {
	type a = [8]uint16
	tests := []struct {
		in   string
		want a
		err  ValidationError
	}{
		// The examples of the spec's validation error table (#writing).
		{":1", a{}, ErrIPv6InvalidCompression},
		{"1:2:3:4:5:6:7:8:9", a{}, ErrIPv6TooManyPieces},
		{"1::1::1", a{}, ErrIPv6MultipleCompression},
		{"1:2:3!:4", a{}, ErrIPv6InvalidCodePoint},
		{"1:2:3:", a{}, ErrIPv6InvalidCodePoint},
		{"1:2:3", a{}, ErrIPv6TooFewPieces},
		{"::01", a{7: 1}, 0}, // IPv6-piece-leading-zero is not a failure
		{"1:1:1:1:1:1:1:127.0.0.1", a{}, ErrIPv4InIPv6TooManyPieces},
		{"ffff::.0.0.1", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"ffff::127.0.xyz.1", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"ffff::127.0xyz", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"ffff::127.00.0.1", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"ffff::127.0.0.1.2", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"ffff::127.0.0.4000", a{}, ErrIPv4InIPv6OutOfRangePart},
		{"ffff::127.0.0", a{}, ErrIPv4InIPv6TooFewParts},

		// Compression.
		{"::", a{}, 0},
		{"::1", a{7: 1}, 0},
		{"1::", a{0: 1}, 0},
		{"1::2", a{0: 1, 7: 2}, 0},
		{"1:2::7:8", a{1, 2, 0, 0, 0, 0, 7, 8}, 0},
		{"::2:3:4:5:6:7:8", a{0, 2, 3, 4, 5, 6, 7, 8}, 0},
		{"1:2:3:4:5:6:7::", a{1, 2, 3, 4, 5, 6, 7, 0}, 0},
		{"1:2:3::5:6:7:8", a{1, 2, 3, 0, 5, 6, 7, 8}, 0},
		{"::1:2:3:4:5:6:7:8", a{}, ErrIPv6TooManyPieces},
		{"1:2:3:4:5:6:7:8::", a{}, ErrIPv6TooManyPieces},
		{"1:2:3:4::5:6:7:8", a{}, ErrIPv6TooManyPieces},
		{"1::2::3", a{}, ErrIPv6MultipleCompression},
		{"::1::", a{}, ErrIPv6MultipleCompression},
		{":::", a{}, ErrIPv6MultipleCompression},
		{"1:::2", a{}, ErrIPv6MultipleCompression},
		{":", a{}, ErrIPv6InvalidCompression},
		{":1:2:3:4:5:6:7", a{}, ErrIPv6InvalidCompression},

		// Full form, case, piece lengths.
		{"1:2:3:4:5:6:7:8", a{1, 2, 3, 4, 5, 6, 7, 8}, 0},
		{"2001:DB8::FF00:42:8329", a{0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329}, 0},
		{"ABCD:abcd:AbCd:0:0:0:0:FFFF", a{0xabcd, 0xabcd, 0xabcd, 0, 0, 0, 0, 0xffff}, 0},
		{"0000:0000:0000:0000:0000:0000:0000:0001", a{7: 1}, 0},
		{"12345::", a{}, ErrIPv6InvalidCodePoint},
		{"::12345", a{}, ErrIPv6InvalidCodePoint},
		{"1:2:3:4:5:6:7:8:", a{}, ErrIPv6InvalidCodePoint},
		{"1:2:3:4:5:6:7:", a{}, ErrIPv6InvalidCodePoint},
		{"1:", a{}, ErrIPv6InvalidCodePoint},
		{"1:2:3:4:5:6:7:8 ", a{}, ErrIPv6InvalidCodePoint},
		{"::g", a{}, ErrIPv6InvalidCodePoint},
		{"1:2:3:4:5:6:7", a{}, ErrIPv6TooFewPieces},
		{"1", a{}, ErrIPv6TooFewPieces},
		{"", a{}, ErrIPv6TooFewPieces},
		{"[::1]", a{}, ErrIPv6InvalidCodePoint},
		{"::1%eth0", a{}, ErrIPv6InvalidCodePoint},

		// IPv4 in IPv6.
		{"::ffff:1.2.3.4", a{5: 0xffff, 6: 0x0102, 7: 0x0304}, 0},
		{"0:0:0:0:0:0:13.1.68.3", a{6: 0x0d01, 7: 0x4403}, 0},
		{"::13.1.68.3", a{6: 0x0d01, 7: 0x4403}, 0},
		{"::0.0.0.0", a{}, 0},
		{"::255.255.255.255", a{6: 0xffff, 7: 0xffff}, 0},
		{"1:2:3:4:5:6:1.2.3.4", a{1, 2, 3, 4, 5, 6, 0x0102, 0x0304}, 0},
		{"1:2::1.2.3.4", a{1, 2, 0, 0, 0, 0, 0x0102, 0x0304}, 0},
		{"1.2.3.4::", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"1.2.3.4", a{}, ErrIPv6TooFewPieces},
		{"1:2:3:4:5:6:7:1.2.3.4", a{}, ErrIPv4InIPv6TooManyPieces},
		{"::1.2.3.4:1", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::1.2.3.", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::1.2..3", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::01.2.3.4", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::1.2.3.04", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::1.2.3.00", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::256.0.0.1", a{}, ErrIPv4InIPv6OutOfRangePart},
		{"::1.2.3.999999999999999999999", a{}, ErrIPv4InIPv6OutOfRangePart},
		{"::1.2.3", a{}, ErrIPv4InIPv6TooFewParts},
		{"::1.2", a{}, ErrIPv4InIPv6TooFewParts},
		{"::1.", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::0x1.2.3.4", a{}, ErrIPv6InvalidCodePoint}, // "x" ends the hex piece "0"
		{"::ab.1.2.3", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::12345.1.2.3", a{}, ErrIPv6InvalidCodePoint}, // only 4 hex digits are read first
		{"1:2:3:4:5:6:1.2.3.4.5", a{}, ErrIPv4InIPv6InvalidCodePoint},

		// Non-ASCII bytes.
		{"::\u00e9", a{}, ErrIPv6InvalidCodePoint},
		{"\u00e9::", a{}, ErrIPv6InvalidCodePoint},
		{":\u00e9", a{}, ErrIPv6InvalidCompression},
		{"::1.2.3.\u0664", a{}, ErrIPv4InIPv6InvalidCodePoint},
		{"::\xff", a{}, ErrIPv6InvalidCodePoint},
		{"\x00", a{}, ErrIPv6InvalidCodePoint},
		{"::\uff11", a{}, ErrIPv6InvalidCodePoint}, // fullwidth digit one
	}
	for _, tt := range tests {
		got, err := parseIPv6(tt.in, nil)
		if got != tt.want || err != tt.err {
			t.Errorf("parseIPv6(%q) = %x, %v; want %x, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestAppendIPv6(t *testing.T) {
	type a = [8]uint16
	tests := []struct {
		in   a
		want string
	}{
		{a{}, "::"},
		{a{7: 1}, "::1"},
		{a{0: 1}, "1::"},
		{a{1, 2, 3, 4, 5, 6, 7, 8}, "1:2:3:4:5:6:7:8"},
		{a{0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329}, "2001:db8::ff00:42:8329"},
		// RFC 5952 4.2.2: a single 0 piece is not compressed.
		{a{0x2001, 0xdb8, 0, 1, 1, 1, 1, 1}, "2001:db8:0:1:1:1:1:1"},
		{a{0, 1, 2, 3, 4, 5, 6, 7}, "0:1:2:3:4:5:6:7"},
		{a{1, 2, 3, 4, 5, 6, 7, 0}, "1:2:3:4:5:6:7:0"},
		// RFC 5952 4.2.3: the longest run; the first of equal runs.
		{a{0x2001, 0, 0, 1, 0, 0, 0, 1}, "2001:0:0:1::1"},
		{a{0x2001, 0xdb8, 0, 0, 1, 0, 0, 1}, "2001:db8::1:0:0:1"},
		{a{0, 0, 1, 0, 0, 1, 0, 0}, "::1:0:0:1:0:0"},
		{a{0, 0xf, 0, 0, 0xf, 0xf, 0, 0}, "0:f::f:f:0:0"}, // the spec's example
		{a{1, 0, 0, 0, 0, 0, 0, 1}, "1::1"},
		{a{0, 0, 0, 0, 0, 0, 0, 1}, "::1"},
		{a{1, 0, 0, 2, 0, 0, 0, 0}, "1:0:0:2::"},
		// RFC 5952 4.3: lowercase, no leading zeros.
		{a{0xABCD, 0x0DB8, 0x00FF, 0x000F, 0, 0, 0, 0xFFFF}, "abcd:db8:ff:f::ffff"},
		// IPv4-mapped addresses are serialized as hex pieces.
		{a{5: 0xffff, 6: 0x0102, 7: 0x0304}, "::ffff:102:304"},
	}
	for _, tt := range tests {
		if got := string(appendIPv6(nil, tt.in)); got != tt.want {
			t.Errorf("appendIPv6(%x) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := string(appendIPv6([]byte("["), a{7: 1})); got != "[::1" {
		t.Errorf("appendIPv6 with prefix = %q", got)
	}
}

func TestIPv6CompressedPieceIndex(t *testing.T) {
	type a = [8]uint16
	tests := []struct {
		in   a
		want int
	}{
		{a{0, 0xf, 0, 0, 0xf, 0xf, 0, 0}, 2}, // the spec's example
		{a{}, 0},
		{a{1, 1, 1, 1, 1, 1, 1, 1}, -1},
		{a{0, 1, 0, 1, 0, 1, 0, 1}, -1},
		{a{1, 1, 1, 1, 1, 1, 0, 0}, 6},
		{a{1, 0, 0, 1, 0, 0, 0, 1}, 4},
	}
	for _, tt := range tests {
		if got := ipv6CompressedPieceIndex(tt.in); got != tt.want {
			t.Errorf("ipv6CompressedPieceIndex(%x) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// randomIPv6 returns an address whose pieces are often 0 or small, so that
// runs of zeros of every length and position occur.
func randomIPv6(r *rand.Rand) [8]uint16 {
	var addr [8]uint16
	for i := range addr {
		switch r.IntN(4) {
		case 0, 1:
			addr[i] = 0
		case 2:
			addr[i] = uint16(r.IntN(16))
		default:
			addr[i] = uint16(r.Uint32())
		}
	}
	return addr
}

func TestIPv6RoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var buf []byte
	for i := 0; i < 100000; i++ {
		addr := randomIPv6(r)
		buf = appendIPv6(buf[:0], addr)
		got, err := parseIPv6(string(buf), nil)
		if err != 0 || got != addr {
			t.Fatalf("parseIPv6(appendIPv6(%x) = %q) = %x, %v", addr, buf, got, err)
		}
		// The spec's serializer and netip agree (both follow RFC 5952),
		// except that netip writes IPv4-mapped addresses in dotted form.
		want := netip.AddrFrom16(ipv6Bytes(addr))
		if !want.Is4In6() && string(buf) != want.String() {
			t.Fatalf("appendIPv6(%x) = %q; netip gives %q", addr, buf, want.String())
		}
	}
}

func TestIPv4RoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var buf []byte
	for i := 0; i < 100000; i++ {
		addr := r.Uint32()
		if i%4 == 0 {
			addr &= r.Uint32() & r.Uint32() // more zero bytes
		}
		buf = appendIPv4(buf[:0], addr)
		got, err := parseIPv4(string(buf), nil)
		if err != 0 || got != addr {
			t.Fatalf("parseIPv4(appendIPv4(%#x) = %q) = %#x, %v", addr, buf, got, err)
		}
		if want := netip.AddrFrom4(ipv4Bytes(addr)).String(); string(buf) != want {
			t.Fatalf("appendIPv4(%#x) = %q; netip gives %q", addr, buf, want)
		}
		if !isIPv4Serialization(string(buf)) {
			t.Fatalf("isIPv4Serialization(%q) = false for appendIPv4(%#x)", buf, addr)
		}
	}
}

// TestIsIPv4Serialization checks isIPv4Serialization against net/netip,
// whose parser takes exactly four decimal bytes without leading zeros.
func TestIsIPv4Serialization(t *testing.T) {
	for _, s := range []string{
		"0.0.0.0", "1.2.3.4", "255.255.255.255", "10.0.0.1", "192.168.100.200",
		"", ".", "1", "1.2.3", "1.2.3.4.", ".1.2.3.4", "1.2.3.4.5", "01.2.3.4", "1.2.3.04", "1.2.3.00",
		"256.1.1.1", "1.2.3.256", "1.2.3.1000", "0x1.2.3.4", "1..3.4", "1.2.3.a", "1.2.3.4a", "1.2.3.-4",
		"+1.2.3.4", "1.2.3.4 ", "::1", "1.2.3.4%x", "999.2.3.4", "1.2.3.9999",
	} {
		want := isNetipIPv4(s)
		if got := isIPv4Serialization(s); got != want {
			t.Errorf("isIPv4Serialization(%q) = %v, netip says %v", s, got, want)
		}
	}
}

// isNetipIPv4 reports whether net/netip parses s as an IPv4 address.
func isNetipIPv4(s string) bool {
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is4()
}

func ipv6Bytes(addr [8]uint16) [16]byte {
	var b [16]byte
	for i, p := range addr {
		b[2*i] = byte(p >> 8)
		b[2*i+1] = byte(p)
	}
	return b
}

func ipv4Bytes(addr uint32) [4]byte {
	return [4]byte{byte(addr >> 24), byte(addr >> 16), byte(addr >> 8), byte(addr)}
}

func TestZeroAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	allocs := allocsPerRun(100, func() {
		a4, _ := parseIPv4("0xc0.0250.0.1", nil)
		buf = appendIPv4(buf[:0], a4)
		_ = endsInANumber("example.0x1")
		a6, _ := parseIPv6("2001:db8::ffff:1.2.3.4", nil)
		buf = appendIPv6(buf[:0], a6)
	})
	if allocs != 0 {
		t.Errorf("got %v allocs per run, want 0", allocs)
	}
}

func FuzzParseIPv6(f *testing.F) {
	for _, s := range []string{
		"", "::", "::1", "1::", ":1", ":::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9",
		"1::1::1", "1:2:3!:4", "1:2:3:", "1:2:3", "::01", "2001:DB8::FF00:42:8329",
		"::ffff:1.2.3.4", "0:0:0:0:0:0:13.1.68.3", "1:1:1:1:1:1:1:127.0.0.1",
		"ffff::.0.0.1", "ffff::127.0.xyz.1", "ffff::127.0xyz", "ffff::127.00.0.1",
		"ffff::127.0.0.1.2", "ffff::127.0.0.4000", "ffff::127.0.0", "::\u00e9", "12345::",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		addr, err := parseIPv6(s, nil)
		if err != 0 {
			if addr != ([8]uint16{}) {
				t.Fatalf("parseIPv6(%q) failed with %v but returned %x", s, err, addr)
			}
			return
		}
		out := appendIPv6(nil, addr)
		again, err := parseIPv6(string(out), nil)
		if err != 0 || again != addr {
			t.Fatalf("parseIPv6(%q) = %x; its serialization %q reparses to %x, %v", s, addr, out, again, err)
		}
		// Whatever the spec accepts, netip accepts with the same value.
		if n, nerr := netip.ParseAddr(s); nerr != nil || n.As16() != ipv6Bytes(addr) {
			t.Fatalf("parseIPv6(%q) = %x; netip.ParseAddr gives %v, %v", s, addr, n, nerr)
		}
	})
}

func FuzzParseIPv4(f *testing.F) {
	for _, s := range []string{
		"", ".", "1", "1.2", "1.2.3", "1.2.3.4", "1.2.3.4.", "1.2.3.4..", "1.2.3.4.5",
		"192.168.0.1", "0300.0250.0.1", "0xc0.0xa8.0.1", "0x", "0X", "09", "1.2.3.a",
		"4294967295", "4294967296", "255.255.4000.1", "0x" + strings.Repeat("0", 50),
		strings.Repeat("9", 30),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		addr, err := parseIPv4(s, nil)
		if s != "" {
			endsInANumber(s) // must not panic
		}
		if got, want := isIPv4Serialization(s), isNetipIPv4(s); got != want {
			t.Fatalf("isIPv4Serialization(%q) = %v, netip says %v", s, got, want)
		}
		if err != 0 {
			if addr != 0 {
				t.Fatalf("parseIPv4(%q) failed with %v but returned %#x", s, err, addr)
			}
			return
		}
		// An input the IPv4 parser accepts ends in a number.
		if !endsInANumber(s) {
			t.Fatalf("parseIPv4(%q) succeeded but endsInANumber is false", s)
		}
		out := appendIPv4(nil, addr)
		again, err := parseIPv4(string(out), nil)
		if err != 0 || again != addr {
			t.Fatalf("parseIPv4(%q) = %#x; its serialization %q reparses to %#x, %v", s, addr, out, again, err)
		}
	})
}

func BenchmarkParseIPv4(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		parseIPv4("192.168.0.1", nil)
	}
}

func BenchmarkParseIPv6(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		parseIPv6("2001:db8::ff00:42:8329", nil)
	}
}

func BenchmarkAppendIPv6(b *testing.B) {
	b.ReportAllocs()
	buf := make([]byte, 0, 64)
	addr := [8]uint16{0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329}
	for b.Loop() {
		buf = appendIPv6(buf[:0], addr)
	}
}

// TestColonOutsideBrackets checks colonOutsideBrackets on authorities
// worked by hand from the host state (spec: #host-state): a ':' ends the
// host unless the insideBrackets flag is set, which a '[' sets and a ']'
// unsets.
func TestColonOutsideBrackets(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
	}{
		{"[::1]:80", 5}, {"[::1]", 5}, {"a:1", 1}, {"[a]b:c", 4}, {"[[a]:b", 4}, {"[a:b", 4},
		{"]:a", 1}, {"[]:[:]", 2}, {"[a][b]:c", 6}, {"[a]]:c", 4}, {"", 0}, {"[", 1}, {":", 0},
	} {
		if got := colonOutsideBrackets(tc.in, 0, len(tc.in)); got != tc.want {
			t.Errorf("colonOutsideBrackets(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}
