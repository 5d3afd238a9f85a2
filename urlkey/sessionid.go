package urlkey

import "strings"

// Session IDs in paths and queries, as the Internet Archive's
// URLRegexTransformer finds them (internetarchive/surt's
// stripPathSessionID and stripQuerySessionID). Each rule is matched by hand
// in linear time; letters compare without regard to ASCII case. A path or
// query that holds a line feed is left as it is (after SURT's Google steps
// none does).

// hasPrefixFold reports whether s starts with prefix, ASCII letters
// compared without regard to case; prefix is lowercase.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}

// containsFold reports whether s holds sub (lowercase), ASCII letters
// compared without regard to case.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if hasPrefixFold(s[i:], sub) {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isAlnum(c byte) bool { return isLetter(c) || '0' <= c && c <= '9' }

// run reports whether s starts with n bytes for which ok is true.
func run(s string, n int, ok func(byte) bool) bool {
	if len(s) < n {
		return false
	}
	for i := 0; i < n; i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

// stripPathSessionID removes an ASP.NET session segment from p: first a
// cookieless session segment "(" followed by one or more of a letter, '(',
// 24 letters or digits and ')', then ")/"; then one of "(", 24 letters or
// digits, ")/". Each is removed when it follows a '/' and the rest of the
// path holds ".aspx" after at least one byte and before any '?'; when
// several would be, the last one is.
func stripPathSessionID(p string) string {
	if strings.IndexByte(p, '\n') >= 0 || !containsFold(p, ".aspx") {
		return p
	}
	p = stripPathSegment(p, cookielessSegment)
	return stripPathSegment(p, sessionSegment)
}

// cookielessSegment returns the length of the segment of the first path
// rule at the start of s, with its "/", or 0.
func cookielessSegment(s string) int {
	return cookielessSegmentOf(s, isLetter, isAlnum)
}

// cookielessSegmentOf is cookielessSegment with the letters and the
// letters and digits that letter and alnum accept.
func cookielessSegmentOf(s string, letter, alnum func(byte) bool) int {
	if s == "" || s[0] != '(' {
		return 0
	}
	i, n := 1, 0
	for len(s)-i >= 27 && letter(s[i]) && s[i+1] == '(' && run(s[i+2:], 24, alnum) && s[i+26] == ')' {
		i, n = i+27, n+1
	}
	if n == 0 || !strings.HasPrefix(s[i:], ")/") {
		return 0
	}
	return i + 2
}

// sessionSegment returns the length of "(", 24 letters or digits and ")/"
// at the start of s, or 0.
func sessionSegment(s string) int {
	return sessionSegmentOf(s, isAlnum)
}

// sessionSegmentOf is sessionSegment with the letters and digits that
// alnum accepts.
func sessionSegmentOf(s string, alnum func(byte) bool) int {
	if len(s) >= 27 && s[0] == '(' && run(s[1:], 24, alnum) && s[25] == ')' && s[26] == '/' {
		return 27
	}
	return 0
}

// stripPathSegment removes the segment that seg finds after the last '/'
// at which it finds one followed by a rest that holds ".aspx" after at
// least one byte and before any '?'.
func stripPathSegment(p string, seg func(string) int) string {
	type candidate struct{ slash, rest int }
	var cands []candidate
	for i := 0; i < len(p); i++ {
		if p[i] == '/' {
			if n := seg(p[i+1:]); n > 0 {
				cands = append(cands, candidate{i, i + 1 + n})
			}
		}
	}
	if len(cands) == 0 {
		return p
	}
	// Sweep from the end, keeping the first ".aspx" and the first '?' at
	// or after the current index; the candidates' rests start in
	// increasing order.
	nextAspx, nextQuery := -1, len(p)
	c := len(cands) - 1
	for i := len(p) - 1; i >= 0 && c >= 0; i-- {
		for c >= 0 && cands[c].rest > i {
			c-- // its rest is empty: [^?]+ needs a byte
		}
		if c >= 0 && cands[c].rest == i {
			// nextAspx is the first ".aspx" at or after i+1.
			q := nextQuery
			if p[i] == '?' {
				q = i
			}
			if nextAspx >= 0 && nextAspx < q {
				return p[:cands[c].slash+1] + p[i:]
			}
			c--
		}
		if p[i] == '?' {
			nextQuery = i
		}
		if hasPrefixFold(p[i:], ".aspx") {
			nextAspx = i
		}
	}
	return p
}

// stripQuerySessionID removes session IDs from the query q (or any
// string), one rule after the other: "jsessionid=", "phpsessid=" and
// "sid=" each with 32 letters or digits; "aspsessionid" with 8 letters, '='
// and 24 letters; "cfid=" and a value, then "&cftoken=" and a value
// (values without '&'). A rule removes its last match that ends q or is
// followed by '&', with that '&'; the match need not start a pair
// ("xsid=..." is one).
func stripQuerySessionID(q string) string {
	if strings.IndexByte(q, '\n') >= 0 {
		return q
	}
	q = stripLastMatch(q, "jsessionid=", 32, isAlnum)
	q = stripLastMatch(q, "phpsessid=", 32, isAlnum)
	q = stripLastMatch(q, "sid=", 32, isAlnum)
	q = stripLastMatch(q, "aspsessionid", 0, nil)
	return stripColdFusion(q)
}

// stripLastMatch removes the last match of key followed by n bytes that ok
// accepts (for "aspsessionid": 8 letters, '=', 24 letters), ending q or
// followed by '&'.
func stripLastMatch(q, key string, n int, ok func(byte) bool) string {
	for m := len(q) - len(key); m >= 0; m-- {
		if !hasPrefixFold(q[m:], key) {
			continue
		}
		e := m + len(key)
		if key == "aspsessionid" {
			if !run(q[e:], 8, isLetter) || len(q) < e+9 || q[e+8] != '=' || !run(q[e+9:], 24, isLetter) {
				continue
			}
			e += 33
		} else {
			if !run(q[e:], n, ok) {
				continue
			}
			e += n
		}
		if e < len(q) && q[e] != '&' {
			continue
		}
		return cutMatch(q, m, e)
	}
	return q
}

// cutMatch returns q without q[m:e] and the '&' at e, if any: q[:m] and
// what follows the '&', or q[:m] alone when nothing follows it.
func cutMatch(q string, m, e int) string {
	if e+1 >= len(q) {
		return q[:m]
	}
	return q[:m] + q[e+1:]
}

// stripColdFusion removes the last "cfid=" VALUE "&cftoken=" VALUE (each
// VALUE one or more bytes other than '&').
func stripColdFusion(q string) string {
	if !containsFold(q, "cfid=") {
		return q
	}
	var amps []int
	for i := 0; i < len(q); i++ {
		if q[i] == '&' {
			amps = append(amps, i)
		}
	}
	k := len(amps) // amps[k] is the first '&' at or after m
	for m := len(q) - len("cfid="); m >= 0; m-- {
		for k > 0 && amps[k-1] >= m {
			k--
		}
		if k == len(amps) || !hasPrefixFold(q[m:], "cfid=") {
			continue
		}
		a := amps[k]
		if a == m+len("cfid=") || !hasPrefixFold(q[a:], "&cftoken=") {
			continue
		}
		e := len(q)
		if k+1 < len(amps) {
			e = amps[k+1]
		}
		if e == a+len("&cftoken=") {
			continue
		}
		return cutMatch(q, m, e)
	}
	return q
}
