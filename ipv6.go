package weburl

import "math/bits"

// parseIPv6 implements the IPv6 parser (spec: #concept-ipv6-parser). input
// is the text between "[" and "]" (any string; may hold non-ASCII bytes,
// which are simply invalid code points). It returns the 8 pieces and 0, or
// the validation error type that made it fail.
//
// The pointer is a byte index. That is equivalent to the spec's code point
// index: the parser only ever moves back over ASCII hex digits, and a
// non-ASCII byte fails wherever c is first looked at, just as the code point
// it starts would.
//
// w, when not nil, records the validation errors that do not make it fail.
func parseIPv6(input string, w *warnings) ([8]uint16, ValidationError) {
	var address [8]uint16
	pieceIndex := 0
	compress := -1 // null
	pointer := 0

	if pointer < len(input) && input[pointer] == ':' {
		if pointer+1 >= len(input) || input[pointer+1] != ':' {
			return [8]uint16{}, ErrIPv6InvalidCompression
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}

	for pointer < len(input) {
		if pieceIndex == 8 {
			return [8]uint16{}, ErrIPv6TooManyPieces
		}
		if input[pointer] == ':' {
			if compress != -1 {
				return [8]uint16{}, ErrIPv6MultipleCompression
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}

		value, length := uint16(0), 0
		for length < 4 && pointer < len(input) {
			d := digitValue(input[pointer])
			if d > 15 {
				break
			}
			value = value*0x10 + uint16(d)
			pointer++
			length++
		}

		if pointer < len(input) && input[pointer] == '.' {
			if length == 0 {
				return [8]uint16{}, ErrIPv4InIPv6InvalidCodePoint
			}
			pointer -= length
			if pieceIndex > 6 {
				return [8]uint16{}, ErrIPv4InIPv6TooManyPieces
			}
			var err ValidationError
			pieceIndex, err = parseIPv4InIPv6(input[pointer:], &address, pieceIndex)
			if err != 0 {
				return [8]uint16{}, err
			}
			break
		} else if pointer < len(input) && input[pointer] == ':' {
			pointer++
			if pointer >= len(input) {
				return [8]uint16{}, ErrIPv6InvalidCodePoint
			}
		} else if pointer < len(input) {
			return [8]uint16{}, ErrIPv6InvalidCodePoint
		}

		if length > 1 && value < 1<<(4*(length-1)) {
			w.add(ErrIPv6PieceLeadingZero)
		}
		address[pieceIndex] = value
		pieceIndex++
	}

	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			j := compress + swaps - 1
			address[pieceIndex], address[j] = address[j], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return [8]uint16{}, ErrIPv6TooFewPieces
	}
	return address, 0
}

// parseIPv4InIPv6 runs the IPv4 part of the IPv6 parser
// (spec: #concept-ipv6-parser, the steps under "If c is U+002E (.)", from
// "Let numbersSeen be 0" up to the break). input is the rest of the IPv6
// parser's input from its pointer, which is at the first digit of the IPv4
// part; pieceIndex is at most 6. It stores the two pieces in address and
// returns the new pieceIndex, or the validation error type of the failure.
func parseIPv4InIPv6(input string, address *[8]uint16, pieceIndex int) (int, ValidationError) {
	pointer := 0
	numbersSeen := 0
	for pointer < len(input) {
		ipv4Piece := -1 // null
		if numbersSeen > 0 {
			if input[pointer] == '.' && numbersSeen < 4 {
				pointer++
			} else {
				return 0, ErrIPv4InIPv6InvalidCodePoint
			}
		}
		if pointer >= len(input) || !isASCIIDigit(input[pointer]) {
			return 0, ErrIPv4InIPv6InvalidCodePoint
		}
		for pointer < len(input) && isASCIIDigit(input[pointer]) {
			number := int(input[pointer] - '0')
			if ipv4Piece == -1 {
				ipv4Piece = number
			} else if ipv4Piece == 0 {
				return 0, ErrIPv4InIPv6InvalidCodePoint
			} else {
				ipv4Piece = ipv4Piece*10 + number
			}
			if ipv4Piece > 255 {
				return 0, ErrIPv4InIPv6OutOfRangePart
			}
			pointer++
		}
		// address[pieceIndex] is at most 0xff here, so this fits.
		address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
		numbersSeen++
		if numbersSeen == 2 || numbersSeen == 4 {
			pieceIndex++
		}
	}
	if numbersSeen != 4 {
		return 0, ErrIPv4InIPv6TooFewParts
	}
	return pieceIndex, 0
}

// appendIPv6 appends the IPv6 serializer's output
// (spec: #concept-ipv6-serializer), without brackets, to dst, using the
// spec's "find the IPv6 address compressed piece index". The compressed
// run is a longest run of 0 pieces, so the spec's ignore0 skips all of it.
func appendIPv6(dst []byte, address [8]uint16) []byte {
	var out [maxIPv6Len]byte
	n := 0
	compress := ipv6CompressedPieceIndex(address)
	for pieceIndex := 0; pieceIndex < len(address); pieceIndex++ {
		if pieceIndex == compress {
			if pieceIndex == 0 {
				out[n] = ':'
				n++
			}
			out[n] = ':'
			n++
			for pieceIndex+1 < len(address) && address[pieceIndex+1] == 0 {
				pieceIndex++
			}
			continue
		}
		n = putHex16(&out, n, address[pieceIndex])
		if pieceIndex != 7 {
			out[n] = ':'
			n++
		}
	}
	return append(dst, out[:n]...)
}

// maxIPv6Len is the length of the longest IPv6 serialization, without
// brackets.
const maxIPv6Len = len("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff")

// putHex16 writes p in lowercase hexadecimal, without leading zeros, to
// out at n, which has room for four digits, and returns the index after
// them.
func putHex16(out *[maxIPv6Len]byte, n int, p uint16) int {
	const digits = "0123456789abcdef"
	size := max(1, (bits.Len16(p)+3)/4)
	for i := size - 1; i >= 0; i-- {
		out[n+i] = digits[p&0xf]
		p >>= 4
	}
	return n + size
}

// ipv6CompressedPieceIndex implements "find the IPv6 address compressed
// piece index" (spec: #find-the-ipv6-address-compressed-piece-index). It
// returns the index of the first piece of the first longest run of two or
// more 0 pieces, or -1 (the spec's null) if there is no such run.
func ipv6CompressedPieceIndex(address [8]uint16) int {
	longestIndex := -1
	longestSize := 1
	foundIndex := -1
	foundSize := 0
	for pieceIndex, piece := range address {
		if piece != 0 {
			if foundSize > longestSize {
				longestIndex = foundIndex
				longestSize = foundSize
			}
			foundIndex = -1
			foundSize = 0
		} else {
			if foundIndex == -1 {
				foundIndex = pieceIndex
			}
			foundSize++
		}
	}
	if foundSize > longestSize {
		return foundIndex
	}
	return longestIndex
}
