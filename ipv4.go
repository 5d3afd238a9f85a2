package weburl

// ipv4TooLarge is what parseIPv4Number reports for a number that does not
// fit in 32 bits. Every range check of the IPv4 parser treats such a number
// exactly like its true (larger) value: it is greater than 255 and greater
// than or equal to 256^4.
const ipv4TooLarge = 1 << 32

// endsInANumber implements the ends in a number checker
// (spec: #ends-in-a-number-checker). input is a non-empty ASCII string
// (a domain already lowercased).
func endsInANumber(input string) bool {
	// Fast path: the last label can only be a number if it ends in an
	// ASCII digit, a hex digit, or the 'x' of "0x".
	if n := len(input); n > 0 {
		c := input[n-1]
		if c == '.' && n > 1 {
			c = input[n-2]
		}
		if !isASCIIHexDigit(c) && c|0x20 != 'x' {
			return false
		}
	}
	// Strictly split on "." and drop a trailing empty item: only the last
	// remaining item matters, so take the text after the last "." that is
	// not the final byte.
	last := input
	if len(last) > 0 && last[len(last)-1] == '.' {
		last = last[:len(last)-1]
	}
	for i := len(last) - 1; i >= 0; i-- {
		if last[i] == '.' {
			last = last[i+1:]
			break
		}
	}

	if last == "" || !isASCIIDigit(last[0]) {
		return false // the IPv4 number parser fails: every number starts with a digit, "0x" too
	}
	if allDigits(last) {
		return true
	}
	// The erroneous input "09" is caught by the IPv4 parser later. A last
	// part that is not all digits parses as an IPv4 number only if it is
	// "0x" or "0X" followed by zero or more ASCII hex digits.
	_, _, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4 implements the IPv4 parser (spec: #concept-ipv4-parser) on an
// ASCII string. It returns the address and 0, or 0 and the validation error
// type that made it fail (ErrIPv4TooManyParts, ErrIPv4NonNumericPart,
// ErrIPv4OutOfRangePart).
//
// w, when not nil, records the validation errors that do not make it fail.
func parseIPv4(input string, w *warnings) (uint32, ValidationError) {
	// parts is input strictly split on ".". If its last item is empty
	// (IPv4-empty-part validation error) and it has more than one item,
	// the last item is removed: that is, one trailing "." is dropped.
	s := input
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
		w.add(ErrIPv4EmptyPart, len(s))
	} else if len(s) == 0 {
		w.add(ErrIPv4EmptyPart, 0)
	}
	size := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			size++
		}
	}
	if size < 4 {
		w.add(ErrIPv4TooFewParts, 0)
	}
	if size > 4 {
		return 0, w.fail(ErrIPv4TooManyParts, nthDotAfter(s, 4))
	}

	var numbers [4]uint64
	outOfRangeAt := -1 // where the first item other than the last greater than 255 starts
	start := 0         // of part i in input
	for i := 0; i < size; i++ {
		part := s
		if j := indexDot(s); j >= 0 {
			part, s = s[:j], s[j+1:]
		}
		n, nonDecimal, ok := parseIPv4Number(part)
		if !ok {
			return 0, w.fail(ErrIPv4NonNumericPart, start)
		}
		if nonDecimal {
			w.add(ErrIPv4NonDecimalPart, start)
		}
		numbers[i] = n
		if n > 255 && i < size-1 && outOfRangeAt < 0 {
			outOfRangeAt = start
		}
		if i < size-1 {
			start += len(part) + 1
		}
	}

	// Any item greater than 255 is an IPv4-out-of-range-part validation
	// error; it is a failure for any but the last item, and for the last
	// item if it is at least 256^(5-size).
	if outOfRangeAt >= 0 {
		return 0, w.fail(ErrIPv4OutOfRangePart, outOfRangeAt)
	}
	last := numbers[size-1]
	if last >= uint64(1)<<(8*(5-size)) {
		return 0, w.fail(ErrIPv4OutOfRangePart, start) // start: of the last part
	}
	if last > 255 {
		w.add(ErrIPv4OutOfRangePart, start)
	}
	ipv4 := last
	for counter := 0; counter < size-1; counter++ {
		ipv4 += numbers[counter] << (8 * (3 - counter))
	}
	return uint32(ipv4), 0
}

// nthDotAfter returns the index after the n-th '.' of s: where part n
// (from 0) of an IPv4 address's string starts.
func nthDotAfter(s string, n int) int {
	at := 0
	for ; n > 0; n-- {
		at += indexDot(s[at:]) + 1
	}
	return at
}

// parseIPv4Number implements the IPv4 number parser
// (spec: #ipv4-number-parser) on an ASCII string. It returns the number,
// whether it was written in hexadecimal or octal (the spec's validationError
// boolean), and ok = false for the spec's failure.
//
// The input may be arbitrarily long. A number greater than 2^32 - 1 is
// reported as ipv4TooLarge (2^32), which every check of the IPv4 parser
// treats as its true value; the whole input is still checked for digits.
func parseIPv4Number(input string) (n uint64, nonDecimal, ok bool) {
	if input == "" {
		return 0, false, false
	}
	radix := uint64(10)
	if len(input) >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X') {
		nonDecimal = true
		input = input[2:]
		radix = 16
	} else if len(input) >= 2 && input[0] == '0' {
		nonDecimal = true
		input = input[1:]
		radix = 8
	}
	if input == "" {
		return 0, true, true
	}
	for i := 0; i < len(input); i++ {
		d := digitValue(input[i])
		if d >= radix {
			return 0, false, false
		}
		// n <= 2^32 here, so n*16 + 15 cannot overflow a uint64.
		n = n*radix + d
		if n > ipv4TooLarge {
			n = ipv4TooLarge
		}
	}
	return n, nonDecimal, true
}

// appendIPv4 appends the IPv4 serializer's output
// (spec: #concept-ipv4-serializer) to dst.
func appendIPv4(dst []byte, addr uint32) []byte {
	// The spec prepends n % 256 four times; appending from the most
	// significant byte gives the same string: each byte in decimal,
	// without leading zeros.
	for i := 3; i >= 0; i-- {
		b := byte(addr >> (8 * i))
		if b >= 100 {
			dst = append(dst, '0'+b/100)
		}
		if b >= 10 {
			dst = append(dst, '0'+b/10%10)
		}
		dst = append(dst, '0'+b%10)
		if i != 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

// isIPv4Serialization reports whether s is the IPv4 serializer's output
// (spec: #concept-ipv4-serializer) for some address, as appendIPv4 writes
// it: four numbers from 0 to 255 in decimal without leading zeros, joined
// by '.'. The IPv4 parser gives such an s back as the address that it
// serializes to s.
func isIPv4Serialization(s string) bool {
	for part := 0; part < 4; part++ {
		if part > 0 {
			if s == "" || s[0] != '.' {
				return false
			}
			s = s[1:]
		}
		n, v := 0, 0
		for n < len(s) && n < 3 && isASCIIDigit(s[n]) {
			v = v*10 + int(s[n]-'0')
			n++
		}
		if n == 0 || n > 1 && s[0] == '0' || v > 255 {
			return false
		}
		s = s[n:]
	}
	return s == ""
}

// digitValue returns the value of the ASCII hex digit c, or 16 if c is not
// one.
func digitValue(c byte) uint64 {
	return uint64(digitValues[c])
}

// digitValues holds digitValue of each byte: a table, as the IPv6 parser
// reads digits and letters mixed, which a branch per range predicts
// badly. It is computed once.
var digitValues = makeDigitValues()

func makeDigitValues() [256]uint8 {
	var t [256]uint8
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case '0' <= b && b <= '9':
			t[c] = b - '0'
		case 'a' <= b && b <= 'f':
			t[c] = b - 'a' + 10
		case 'A' <= b && b <= 'F':
			t[c] = b - 'A' + 10
		default:
			t[c] = 16
		}
	}
	return t
}

// allDigits reports whether s contains only ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// indexDot returns the index of the first "." in s, or -1.
func indexDot(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return i
		}
	}
	return -1
}
