package urlkey

import (
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
)

// The parser of internetarchive/urlcanon (its parse_url, Python version
// 0.3.1), which keeps every byte of the input, and its reading of IP
// addresses.

// urlcanonSpecial are the special schemes of urlcanon, with their default
// ports ("" for file, which has none).
var urlcanonSpecial = map[string]string{
	"ftp": "21", "gopher": "70", "http": "80", "https": "443", "ws": "80", "wss": "443", "file": "",
}

// isJunk reports whether c is a C0 control or a space, which urlcanon
// keeps apart at both ends of its input.
func isJunk(c byte) bool { return c <= ' ' }

// ParseURLCanon splits input as internetarchive/urlcanon's parse_url does
// (Python version 0.3.1): a split that keeps every byte of the input, so
// that Record.String gives the input back (urlcanon checks this on its
// idempotence data), and that never fails. In order:
//
//   - C0 controls and spaces at the start go to Leading, at the end to
//     Trailing;
//   - the scheme is everything before the first ':' when the input starts
//     with an ASCII letter and has a ':' (so "example.com:80/" has the
//     scheme "example.com"); else there is none (Scheme "");
//   - the rest splits at the first '?' (the query after it) and the first
//     '#' after that (the fragment);
//   - what stands before the query (when it is not empty) splits into the
//     slashes, the authority and the path, by the scheme with tabs and
//     newlines removed and lowercased: for "file", exactly two of '/' and
//     '\' (with any tabs and newlines), the host up to the next '/' or '\',
//     then the path (or, without the two slashes, all of it is the path);
//     for the other special schemes (ftp, gopher, http, https, ws, wss),
//     any run of '/', '\', tabs and newlines, the authority up to the next
//     '/' or '\', then the path; for the others (and no scheme), exactly two
//     '/' (with any tabs and newlines), the authority up to the next '/',
//     then the path (or, without the two slashes, all of it is the path);
//   - the authority splits into the credentials, up to its last '@' when a
//     ':' comes before that '@' (the username up to the first ':', the
//     password after it), else up to the last '@' before its first ':';
//     then the host, "[...]" up to the first ']' when a ':' or nothing
//     follows that, else up to the next ':'; then the port, everything
//     after that ':'.
//
// HasHost is true when the slashes are not empty; Has* record each
// separator, even before an empty component. It returns a nil error for
// every input.
func ParseURLCanon(input string) (*Record, error) {
	r := &Record{}
	start, end := 0, len(input)
	for start < end && isJunk(input[start]) {
		start++
	}
	for end > start && isJunk(input[end-1]) {
		end--
	}
	r.Leading, r.Trailing = input[:start], input[end:]
	s := input[start:end]
	if i := strings.IndexByte(s, ':'); i > 0 && isLetter(s[0]) {
		r.Scheme, s = s[:i], s[i+1:]
	}
	pathish, rest := s, ""
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		pathish, rest = s[:i], s[i:]
	}
	if q, ok := strings.CutPrefix(rest, "?"); ok {
		r.HasQuery, r.Query, rest = true, q, ""
		if i := strings.IndexByte(q, '#'); i >= 0 {
			r.Query, rest = q[:i], q[i:]
		}
	}
	r.Fragment, r.HasFragment = strings.CutPrefix(rest, "#")
	if pathish != "" {
		parsePathish(r, pathish)
	}
	return r, nil
}

// parsePathish splits pathish, what stands between the scheme's ':' and
// the query, into r's slashes, credentials, host, port and path, by r's
// scheme (see ParseURLCanon). It sets every one of those fields, as
// urlcanon's parse_pathish does.
func parsePathish(r *Record, pathish string) {
	scheme := ascii.Lower(removeTabNewline(r.Scheme))
	r.Slashes, r.Username, r.Password, r.Host, r.Port, r.Path = "", "", "", "", "", pathish
	r.HasUserinfo, r.HasPassword, r.HasPort = false, false, false
	switch _, special := urlcanonSpecial[scheme]; {
	case scheme == "file":
		n, ok := twoSlashes(pathish, "/\\")
		if !ok {
			break
		}
		end := n + indexAnyOrLen(pathish[n:], "/\\")
		r.Slashes, r.Host, r.Path = pathish[:n], pathish[n:end], pathish[end:]
	case special:
		n := 0
		for n < len(pathish) && strings.IndexByte("/\\\r\n\t", pathish[n]) >= 0 {
			n++
		}
		end := n + indexAnyOrLen(pathish[n:], "/\\")
		r.Slashes, r.Path = pathish[:n], pathish[end:]
		splitAuthority(r, pathish[n:end])
	default:
		n, ok := twoSlashes(pathish, "/")
		if !ok {
			break
		}
		end := n + indexAnyOrLen(pathish[n:], "/")
		r.Slashes, r.Path = pathish[:n], pathish[end:]
		splitAuthority(r, pathish[n:end])
	}
	r.HasHost = r.Slashes != ""
}

// twoSlashes returns the length of the run at the start of s of any tabs
// and newlines, then two bytes of slashes each followed by any tabs and
// newlines, and whether s starts so.
func twoSlashes(s, slashes string) (int, bool) {
	n := 0
	skip := func() {
		for n < len(s) && (s[n] == '\t' || s[n] == '\n' || s[n] == '\r') {
			n++
		}
	}
	skip()
	for range 2 {
		if n == len(s) || strings.IndexByte(slashes, s[n]) < 0 {
			return 0, false
		}
		n++
		skip()
	}
	return n, true
}

// indexAnyOrLen returns the index of the first byte of s in chars, or
// len(s).
func indexAnyOrLen(s, chars string) int {
	if i := strings.IndexAny(s, chars); i >= 0 {
		return i
	}
	return len(s)
}

// splitAuthority splits an authority into r's credentials, host and port
// (see ParseURLCanon).
func splitAuthority(r *Record, a string) {
	colon := strings.IndexByte(a, ':')
	if colon < 0 {
		colon = len(a)
	}
	if at := strings.LastIndexByte(a, '@'); at > colon {
		r.Username, r.Password, r.HasPassword, r.HasUserinfo = a[:colon], a[colon+1:at], true, true
		a = a[at+1:]
	} else if at := strings.LastIndexByte(a[:colon], '@'); at >= 0 {
		r.Username, r.HasUserinfo = a[:at], true
		a = a[at+1:]
	}
	hostEnd := indexAnyOrLen(a, ":")
	if strings.HasPrefix(a, "[") {
		if j := strings.IndexByte(a, ']'); j >= 0 && (j+1 == len(a) || a[j+1] == ':') {
			hostEnd = j + 1
		}
	}
	r.Host = a[:hostEnd]
	if hostEnd < len(a) {
		r.HasPort, r.Port = true, a[hostEnd+1:]
	}
}

// urlcanonIPv4 reads host as an IPv4 address as urlcanon's parse_ipv4
// does: one trailing '.' dropped, then one to four '.'-separated numbers,
// each read by Python's int() (ASCII whitespace around, a sign, '_'
// between digits) as hex after "0x" or "0X", as octal after a leading
// '0', as 0 when empty, else as decimal; every number but the first below
// 2^8 (four parts), below 2^8 and 2^16 (three), below 2^24 (two); the
// address p0<<24 + ..., below 2^32. It reports false when host is not one.
// The address may be negative ("-1"), which urlcanon then fails to write.
//
// Most hosts are names, and it reports false for them without allocating:
// a number urlcanon reads is made of whitespace, a sign, '_', the digits
// of its base (0-9, a-f and A-F at most) and the prefixes "0x" and "0o"
// (either case), so a host with any other byte ("example.com" has 'm'),
// or with more than four parts, is none.
func urlcanonIPv4(host string) (int64, bool) {
	for i := 0; i < len(host); i++ {
		if !ipv4Byte(host[i]) {
			return 0, false
		}
	}
	if strings.Count(host, ".") > 4 {
		return 0, false // five parts or more, after a trailing '.' is dropped
	}
	parts := strings.Split(host, ".")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 || len(parts) > 4 {
		return 0, false
	}
	// The bits each part is shifted by, and the bound of all but the first.
	shifts := [][]uint{1: {0}, 2: {24, 0}, 3: {24, 16, 0}, 4: {24, 16, 8, 0}}[len(parts)]
	bounds := [][]uint{1: {0}, 2: {0, 24}, 3: {0, 8, 16}, 4: {0, 8, 8, 8}}[len(parts)]
	sum := new(big.Int)
	for i, p := range parts {
		n, ok := urlcanonNumber(p)
		if !ok || i > 0 && n.Cmp(new(big.Int).Lsh(big.NewInt(1), bounds[i])) >= 0 {
			return 0, false
		}
		sum.Add(sum, n.Lsh(n, shifts[i]))
	}
	if sum.Cmp(big.NewInt(1<<32)) >= 0 {
		return 0, false
	}
	if sum.Sign() < 0 {
		return -1, true
	}
	return sum.Int64(), true
}

// ipv4Byte reports whether c may stand in a host that urlcanonIPv4 reads
// as an address: a hex digit, 'x', 'o' (either case), '.', '_', a sign or
// ASCII whitespace.
func ipv4Byte(c byte) bool {
	switch {
	case '0' <= c && c <= '9', 'a' <= c && c <= 'f', 'A' <= c && c <= 'F':
		return true
	}
	return strings.IndexByte("xXoO._+- \t\n\v\f\r", c) >= 0
}

// urlcanonNumber reads one part of an IPv4 address as urlcanon's
// _parse_num does (see urlcanonIPv4).
func urlcanonNumber(s string) (*big.Int, bool) {
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		if len(s) == 2 {
			return new(big.Int), true
		}
		return pythonInt(s[2:], 16)
	case len(s) >= 2 && s[0] == '0':
		return pythonInt(s[1:], 8)
	case s == "":
		return new(big.Int), true
	}
	return pythonInt(s, 10)
}

// maxIntDigits is the most digits pythonInt reads: Python's int() reads
// at most 4,300 decimal digits (sys.get_int_max_str_digits() since
// Python 3.11, leading zeros counted); more hex or octal digits after the
// leading zeros, which Python reads, cannot make an IPv4 address but with
// as long a negative number beside them, and are not read either, so that
// reading takes linear time.
const maxIntDigits = 4300

// pythonInt reads s as Python's int(s, base) reads bytes: ASCII
// whitespace around it, an optional sign, an optional prefix of the base
// ("0x" for 16, "0o" for 8, either case) and an optional '_' after it,
// then digits with single '_' between them, at most maxIntDigits of them.
func pythonInt(s string, base int) (*big.Int, bool) {
	s = strings.Trim(s, " \t\n\v\f\r")
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	prefix := ""
	switch base {
	case 16:
		prefix = "0x"
	case 8:
		prefix = "0o"
	}
	if prefix != "" && len(s) >= 2 && ascii.Lower(s[:2]) == prefix {
		s = strings.TrimPrefix(s[2:], "_")
	}
	if s == "" || !isAlnum(s[0]) || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return nil, false
	}
	digits := s
	if base != 10 {
		digits = strings.TrimLeft(s, "0_") // Python counts only decimal digits
	}
	if len(digits)-strings.Count(digits, "_") > maxIntDigits {
		return nil, false
	}
	n, ok := new(big.Int).SetString(strings.ReplaceAll(s, "_", ""), base)
	if !ok {
		return nil, false
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}

// urlcanonIPv6 returns host, when it is "[" an IPv6 address "]" as
// Python's ipaddress reads it for urlcanon, in its shortest form
// ("[1:2::3]"); a scope after '%' ("[fe80::1%eth0]") is left out, as
// urlcanon leaves it. The address itself is read by the URL Standard's
// IPv6 parser. It reports false for any other host.
func urlcanonIPv6(host string) (string, bool) {
	if len(host) < 2 || host[0] != '[' || host[len(host)-1] != ']' ||
		!utf8.ValidString(host) || strings.IndexByte(host, '/') >= 0 {
		return "", false
	}
	addr, scope, hasScope := strings.Cut(host[1:len(host)-1], "%")
	if hasScope && (scope == "" || strings.IndexByte(scope, '%') >= 0) {
		return "", false
	}
	h, err := weburl.ParseHost("["+addr+"]", false)
	if err != nil || h.Kind() != weburl.IPv6Host {
		return "", false
	}
	return h.String(), true
}
