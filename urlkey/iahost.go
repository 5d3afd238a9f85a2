package urlkey

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/idna"
	"golang.org/x/text/unicode/bidi"
)

// Hosts as internetarchive/surt reads them: Python's "idna" codec and its
// IP address forms.

// idna2003ish converts host to ASCII as Python's
// host.decode("utf-8", "ignore").encode("idna") does, with UTS #46
// transitional processing in place of IDNA 2003's nameprep, but for
// ill-formed UTF-8, which Python's decode deletes: such a host is not
// converted (it reports false), so that its bytes stay and are
// percent-encoded later. The labels (split at '.', U+3002, U+FF0E,
// U+FF61; a last empty label is a trailing dot) are converted one by one;
// each must be 1 to 63 bytes long, and one that holds a right-to-left
// letter must meet IDNA 2003's Bidi requirements (bidi2003). It reports
// false when the codec would fail.
func idna2003ish(host string) (string, bool) {
	if !utf8.ValidString(host) {
		return "", false
	}
	if host == "" {
		return "", true
	}
	if isASCII(host) {
		labels := strings.Split(host, ".")
		for i, l := range labels {
			if len(l) >= 64 || len(l) == 0 && i < len(labels)-1 {
				return "", false
			}
		}
		return host, true
	}
	labels := splitIDNADots(host)
	trailingDot := false
	if labels[len(labels)-1] == "" {
		labels, trailingDot = labels[:len(labels)-1], true
	}
	var b strings.Builder
	for i, l := range labels {
		if !isASCII(l) {
			if !bidi2003(l) {
				return "", false
			}
			a, ok := idna.TransitionalToASCII(l)
			if !ok || strings.ContainsRune(a, '.') {
				return "", false
			}
			l = a
		}
		if len(l) == 0 || len(l) >= 64 {
			return "", false
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(l)
	}
	if trailingDot {
		b.WriteByte('.')
	}
	return b.String(), true
}

// splitIDNADots splits s at the four dots of IDNA 2003: U+002E, U+3002,
// U+FF0E and U+FF61.
func splitIDNADots(s string) []string {
	var labels []string
	start := 0
	for i, r := range s {
		if r == '.' || r == '\u3002' || r == '\uff0e' || r == '\uff61' {
			labels = append(labels, s[start:i])
			start = i + utf8.RuneLen(r)
		}
	}
	return append(labels, s[start:])
}

// iaIPAddress returns host as a dotted decimal IPv4 address when IA's
// attemptIPFormats reads it as one: ASCII digits alone (the number modulo
// 2^32), or one to four dot-separated parts of digits, the first of them
// either decimal without a leading zero (and the others decimal or, with
// a leading zero, octal) or octal (and all the others octal digits), read
// as C's inet_aton reads them. It reports false otherwise.
func iaIPAddress(host string) (string, bool) {
	if host == "" {
		return "", false
	}
	if strings.Trim(host, "0123456789") == "" {
		var v uint32
		for i := 0; i < len(host); i++ {
			v = v*10 + uint32(host[i]-'0')
		}
		return dottedQuad(v), true
	}
	if strings.Count(host, ".") > 3 || strings.Trim(host, "0123456789.") != "" {
		return "", false
	}
	parts := strings.Split(host, ".")
	digits := "0123456789"
	if parts[0][0] == '0' {
		digits = "01234567"
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, digits) != "" {
			return "", false
		}
	}
	v, ok := inetAton(parts)
	if !ok {
		return "", false
	}
	return dottedQuad(v), true
}

// inetAton reads the parts of an IPv4 address as C's inet_aton does: each
// part decimal, or octal with a leading zero; every part but the last at
// most 255; the last fills the bytes that are left.
func inetAton(parts []string) (uint32, bool) {
	var v uint64
	for i, p := range parts {
		base := uint64(10)
		if len(p) > 1 && p[0] == '0' {
			base = 8
		}
		var n uint64
		for j := 0; j < len(p); j++ {
			d := uint64(p[j] - '0')
			if d >= base {
				return 0, false
			}
			if n = n*base + d; n > 0xffffffff {
				return 0, false
			}
		}
		if i < len(parts)-1 {
			if n > 255 {
				return 0, false
			}
			v = v<<8 | n
			continue
		}
		shift := uint(8 * (4 - len(parts)))
		if n >= 1<<(8+shift) {
			return 0, false
		}
		v = v<<(8+shift) | n
	}
	return uint32(v), true
}

func dottedQuad(v uint32) string {
	return strconv.Itoa(int(v>>24)) + "." + strconv.Itoa(int(v>>16&0xff)) + "." +
		strconv.Itoa(int(v>>8&0xff)) + "." + strconv.Itoa(int(v&0xff))
}

// bidi2003 reports whether label meets the Bidi requirements of IDNA
// 2003's nameprep (RFC 3454 section 6): a label that holds a right-to-left
// character (Bidi_Class R or AL) holds no left-to-right one (L), and
// starts and ends with a right-to-left one. Bidi classes are those of
// golang.org/x/text, where Python takes Unicode 3.2's.
func bidi2003(label string) bool {
	rtl, ltr := false, false
	for _, r := range label {
		switch class(r) {
		case bidi.R, bidi.AL:
			rtl = true
		case bidi.L:
			ltr = true
		}
	}
	if !rtl {
		return true
	}
	first, _ := utf8.DecodeRuneInString(label)
	last, _ := utf8.DecodeLastRuneInString(label)
	isRTL := func(r rune) bool { c := class(r); return c == bidi.R || c == bidi.AL }
	return !ltr && isRTL(first) && isRTL(last)
}

// class returns the Bidi_Class of r.
func class(r rune) bidi.Class {
	p, _ := bidi.LookupRune(r)
	return p.Class()
}
