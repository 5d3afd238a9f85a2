package legacyenc

import (
	"unicode/utf8"

	"github.com/weburl/weburl/internal/encodeafter"
	"golang.org/x/text/transform"
)

// iso2022JPEncoder is the Encoding Standard's ISO-2022-JP encoder
// (encoding spec: #iso-2022-jp-encoder), written here rather than wrapped
// (see the package documentation). Only the encoder's state machine is
// written here; "index pointer" in index jis0208 comes from the EUC-JP
// encoder with its corrections, whose two-byte codes are that pointer
// (encoding spec: #euc-jp-encoder).
type iso2022JPEncoder struct {
	eucJP transform.Transformer // x/text's EUC-JP encoder
}

// The states of the ISO-2022-JP encoder.
const (
	iso2022JPASCII = iota
	iso2022JPRoman
	iso2022JPJIS0208
)

// Escape sequences of ISO-2022-JP.
const (
	escASCII   = "\x1B(B"
	escRoman   = "\x1B(J"
	escJIS0208 = "\x1B$B"
)

// encode runs the encoder over s as encodeafter.Encoder.Encode does.
func (e *iso2022JPEncoder) encode(s string, w *encodeafter.Writer) {
	state := iso2022JPASCII
	for _, r := range s {
		if state == iso2022JPJIS0208 && r < utf8.RuneSelf {
			// "Restore code point to ioQueue, set state to ASCII"; the
			// code point is then handled in the ASCII state.
			w.PutString(escASCII)
			state = iso2022JPASCII
		}
		if r == 0x0E || r == 0x0F || r == 0x1B {
			w.Fail(0xFFFD) // in the ASCII or Roman state
			continue
		}
		switch {
		case state == iso2022JPASCII && r < utf8.RuneSelf:
			w.PutByte(byte(r))
			continue
		case state == iso2022JPRoman && r < utf8.RuneSelf && r != '\\' && r != '~':
			w.PutByte(byte(r))
			continue
		case r < utf8.RuneSelf: // '\\' or '~' in the Roman state
			w.PutString(escASCII)
			state = iso2022JPASCII
			w.PutByte(byte(r))
			continue
		case r == 0xA5 || r == 0x203E:
			if state != iso2022JPRoman {
				w.PutString(escRoman)
				state = iso2022JPRoman
			}
			if r == 0xA5 {
				w.PutByte(0x5C)
			} else {
				w.PutByte(0x7E)
			}
			continue
		}
		c := r
		if c == 0x2212 {
			c = 0xFF0D
		}
		if 0xFF61 <= c && c <= 0xFF9F {
			c = iso2022JPKatakana[c-0xFF61]
		}
		pointer, ok := e.jis0208Pointer(c)
		if !ok {
			if state == iso2022JPJIS0208 {
				w.PutString(escASCII)
				state = iso2022JPASCII
			}
			w.Fail(c)
			continue
		}
		if state != iso2022JPJIS0208 {
			w.PutString(escJIS0208)
			state = iso2022JPJIS0208
		}
		w.PutByte(byte(pointer/94 + 0x21))
		w.PutByte(byte(pointer%94 + 0x21))
	}
	if state != iso2022JPASCII {
		w.PutString(escASCII)
	}
}

// jis0208Pointer returns "index pointer" for c in index jis0208, or false
// for null. c is not ASCII, U+00A5, U+203E or U+FF61–U+FF9F, which EUC-JP
// encodes without index jis0208; for every other code point the EUC-JP
// encoder returns the two bytes pointer/94 + 0xA1, pointer%94 + 0xA1 or an
// error.
func (e *iso2022JPEncoder) jis0208Pointer(c rune) (int, bool) {
	var b [4]byte
	n := 0
	if out, fixed := fixesEUCJP.lookup(c); fixed {
		n = copy(b[:], out)
	} else {
		var src [utf8.UTFMax]byte
		e.eucJP.Reset()
		var err error
		n, _, err = e.eucJP.Transform(b[:], src[:utf8.EncodeRune(src[:], c)], true)
		if err != nil {
			return 0, false
		}
	}
	if n != 2 || b[0] < 0xA1 || b[1] < 0xA1 {
		return 0, false
	}
	return int(b[0]-0xA1)*94 + int(b[1]-0xA1), true
}
