package weburl

import (
	"encoding/binary"
	"math/bits"
)

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
// w, when not nil, records the validation errors that do not make it fail
// and the failure, each at its byte offset in input: where the parser's
// pointer is when it raises it (for the IPv4 part's errors, the part's
// start; for a piece with a leading zero, the piece's start), or -1 (the
// '[' before input) for an error about the address as a whole.
func parseIPv6(input string, w *warnings) ([8]uint16, ValidationError) {
	var address [8]uint16
	pieceIndex := 0
	compress := -1 // null
	pointer := 0

	if pointer < len(input) && input[pointer] == ':' {
		if pointer+1 >= len(input) || input[pointer+1] != ':' {
			return [8]uint16{}, w.fail(ErrIPv6InvalidCompression, pointer)
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}

	for pointer < len(input) {
		if pieceIndex == 8 {
			return [8]uint16{}, w.fail(ErrIPv6TooManyPieces, -1)
		}
		if input[pointer] == ':' {
			if compress != -1 {
				return [8]uint16{}, w.fail(ErrIPv6MultipleCompression, pointer)
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}

		value, length, pieceStart := uint16(0), 0, pointer
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
				return [8]uint16{}, w.fail(ErrIPv4InIPv6InvalidCodePoint, pointer)
			}
			pointer -= length
			if pieceIndex > 6 {
				return [8]uint16{}, w.fail(ErrIPv4InIPv6TooManyPieces, pointer)
			}
			var err ValidationError
			pieceIndex, err = parseIPv4InIPv6(input[pointer:], &address, pieceIndex)
			if err != 0 {
				return [8]uint16{}, w.fail(err, pointer) // at the IPv4 part
			}
			break
		} else if pointer < len(input) && input[pointer] == ':' {
			pointer++
			if pointer >= len(input) {
				return [8]uint16{}, w.fail(ErrIPv6InvalidCodePoint, pointer)
			}
		} else if pointer < len(input) {
			return [8]uint16{}, w.fail(ErrIPv6InvalidCodePoint, pointer)
		}

		if w != nil && length > 1 && value < 1<<(4*(length-1)) {
			w.add(ErrIPv6PieceLeadingZero, pieceStart)
		}
		address[pieceIndex&7] = value // pieceIndex < 8, checked above
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
		return [8]uint16{}, w.fail(ErrIPv6TooFewPieces, -1)
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
	var out [maxIPv6Len + 3]byte // putHex16 stores four bytes
	n := 0
	zeros := zeroPieces(address)
	compress := int(compressedPieceIndex[zeros])
	for pieceIndex := 0; pieceIndex < len(address); pieceIndex++ {
		if pieceIndex == compress {
			if pieceIndex == 0 {
				out[n] = ':'
				n++
			}
			out[n] = ':'
			n++
			// Past the run of 0 pieces.
			pieceIndex += bits.TrailingZeros8(^(zeros >> pieceIndex)) - 1
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
// out at n, and returns the index after the digits. It stores four bytes
// at n, of which those after the digits are for the caller to overwrite:
// out has room for them after the longest serialization.
func putHex16(out *[maxIPv6Len + 3]byte, n int, p uint16) int {
	x := uint32(p)
	// One digit value a byte, the most significant in the lowest byte.
	d := x>>12 | x>>8&0xf<<8 | x>>4&0xf<<16 | x&0xf<<24
	// '0' + d, and 'a'-'0'-10 more where d > 9 (then d+6 carries into
	// the byte's bit 4; no sum crosses into the next byte).
	d += 0x30303030 + (d+0x06060606)>>4&0x01010101*('a'-'0'-10)
	size := max(1, (bits.Len16(p)+3)/4)
	binary.LittleEndian.PutUint32(out[n:], d>>(32-8*size))
	return n + size
}

// zeroPieces returns the set of pieces of address that are 0, piece i as
// bit i.
func zeroPieces(a [8]uint16) uint8 {
	// uint32(p)-1 has its top bit set only when p is 0.
	z := func(p uint16) uint8 { return uint8((uint32(p) - 1) >> 31) }
	return z(a[0]) | z(a[1])<<1 | z(a[2])<<2 | z(a[3])<<3 | z(a[4])<<4 | z(a[5])<<5 | z(a[6])<<6 | z(a[7])<<7
}

// compressedPieceIndex holds, for each set of 0 pieces as zeroPieces
// returns it, the compressed piece index that ipv6CompressedPieceIndex
// finds for an address with those 0 pieces (-1 for null). It is computed
// once.
var compressedPieceIndex = makeCompressedPieceIndex()

func makeCompressedPieceIndex() [256]int8 {
	var t [256]int8
	for zeros := range t {
		var address [8]uint16
		for i := range address {
			if zeros&(1<<i) == 0 {
				address[i] = 1
			}
		}
		t[zeros] = int8(ipv6CompressedPieceIndex(address))
	}
	return t
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
