package urlkey

// Plain models of the three profiles: deliberately simple and slow
// transcriptions of the rules that each profile's documentation states,
// written without the fast code's techniques (no single-pass unescaping,
// no precomputed indexes), for FuzzProfiles to compare against. They share
// with the package only the primitives that are not its subject: the URL
// Standard's parser (weburl), IDNA, and SHA-256.

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/ascii"
)

// modelUnescape decodes every "%XX" in one pass, again and again, until a
// pass changes nothing: the rule as Google and IA state it.
func modelUnescape(s string) string {
	for {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) {
				if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil && !strings.ContainsAny(s[i+1:i+3], "+-") {
					b.WriteByte(byte(v))
					i += 2
					continue
				}
			}
			b.WriteByte(s[i])
		}
		if b.String() == s {
			return s
		}
		s = b.String()
	}
}

// modelEscape writes bytes <= 0x20, >= 0x7F, '#' and '%' as %XX.
func modelEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= 0x20 || c >= 0x7f || c == '#' || c == '%' {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func modelLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// modelEqualFold compares ASCII letters without regard to case.
func modelEqualFold(a, b string) bool { return modelLower(a) == modelLower(b) }

func modelAll(s string, ok func(byte) bool) bool {
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

// modelRecord is a URL split into components, null ones as nil.
type modelRecord struct {
	scheme, host, port, path, query, fragment *string
	user, pass                                string
}

func ptr(s string) *string { return &s }

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// modelParseIA splits as handyurl.parse: see ParseIA.
func modelParseIA(input string) (*modelRecord, string) {
	s := strings.Trim(input, " \t\n\v\f\r")
	s = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
	if s == "" {
		return nil, "empty-input"
	}
	hasScheme := func(s string) int {
		i := strings.IndexByte(s, ':')
		if i <= 0 || !modelAll(s[:1], isLetter) || !modelAll(s[:i], func(c byte) bool { return isAlnum(c) || c == '+' || c == '-' || c == '.' }) {
			return -1
		}
		return i
	}
	if hasScheme(s) < 0 {
		s = "http://" + s
	}
	for {
		if strings.HasPrefix(s, "http://http://") || strings.HasPrefix(s, "http://https://") {
			s = s[len("http://"):]
		} else if strings.HasPrefix(s, "https://http://") || strings.HasPrefix(s, "https://https://") {
			s = s[len("https://"):]
		} else {
			break
		}
	}
	r := &modelRecord{}
	i := hasScheme(s)
	r.scheme = ptr(s[:i])
	rest := s[i+1:]
	netloc := ""
	if strings.HasPrefix(rest, "//") {
		rest = rest[2:]
		j := 0
		for j < len(rest) && !strings.ContainsRune("/?#", rune(rest[j])) {
			j++
		}
		netloc, rest = rest[:j], rest[j:]
	}
	if j := strings.Index(rest, "#"); j >= 0 {
		if rest[j+1:] != "" {
			r.fragment = ptr(rest[j+1:])
		}
		rest = rest[:j]
	}
	if j := strings.Index(rest, "?"); j >= 0 {
		if rest[j+1:] != "" {
			r.query = ptr(rest[j+1:])
		}
		rest = rest[:j]
	}
	if rest != "" {
		r.path = ptr(rest)
	}
	if strings.HasSuffix(s, "?") && r.query == nil {
		if r.fragment != nil {
			r.fragment = ptr(*r.fragment + "?")
		} else {
			r.query = ptr("")
		}
	}
	for strings.HasSuffix(netloc, ":") {
		netloc = netloc[:len(netloc)-1]
	}
	hostinfo := netloc[strings.LastIndex(netloc, "@")+1:]
	var host, port string
	if j := strings.Index(hostinfo, "["); j >= 0 {
		br := hostinfo[j+1:]
		host, port = br, ""
		if k := strings.Index(br, "]"); k >= 0 {
			host = br[:k]
			if c := strings.Index(br[k:], ":"); c >= 0 {
				port = br[k+c+1:]
			}
		}
	} else if j := strings.Index(hostinfo, ":"); j >= 0 {
		host, port = hostinfo[:j], hostinfo[j+1:]
	} else {
		host = hostinfo
	}
	if port != "" {
		if !modelAll(port, func(c byte) bool { return '0' <= c && c <= '9' }) {
			return nil, "port-invalid"
		}
		n, err := strconv.ParseUint(port, 10, 64)
		if err != nil || n > 65535 {
			return nil, "port-out-of-range"
		}
		if n != 0 {
			r.port = ptr(strconv.FormatUint(n, 10))
		}
	}
	if host != "" {
		if j := strings.Index(host, "%"); j >= 0 {
			host = modelLower(host[:j]) + host[j:]
		} else {
			host = modelLower(host)
		}
		r.host = ptr(host)
	}
	if r.host == nil && strings.HasPrefix(*r.scheme, "http") && r.path != nil {
		p := strings.TrimLeft(*r.path, "/")
		h, rest, _ := strings.Cut(p, "/")
		r.host, r.path = ptr(h), ptr("/"+rest)
	}
	return r, ""
}

// modelIAIP reads host as IA's attemptIPFormats does.
func modelIAIP(host string) (string, bool) {
	digit := func(c byte) bool { return '0' <= c && c <= '9' }
	if host != "" && modelAll(host, digit) {
		// int(host) & 0xffffffff, by long division: the value mod 2^32.
		var v uint64
		for i := 0; i < len(host); i++ {
			v = (v*10 + uint64(host[i]-'0')) % (1 << 32)
		}
		return fmt.Sprintf("%d.%d.%d.%d", v>>24, v>>16&255, v>>8&255, v&255), true
	}
	parts := strings.Split(host, ".")
	if len(parts) > 4 || host == "" {
		return "", false
	}
	octal := host[0] == '0'
	for i, p := range parts {
		if p == "" || !modelAll(p, digit) || octal && strings.ContainsAny(p, "89") {
			return "", false
		}
		if i == 0 && !octal && p[0] == '0' {
			return "", false
		}
	}
	var nums []uint64
	for _, p := range parts {
		base := 10
		if len(p) > 1 && p[0] == '0' {
			base = 8
		}
		n, err := strconv.ParseUint(p, base, 32)
		if err != nil {
			return "", false
		}
		nums = append(nums, n)
	}
	var v uint64
	for i, n := range nums {
		if i < len(nums)-1 {
			if n > 255 {
				return "", false
			}
			v = v*256 + n
			continue
		}
		room := uint64(1) << (8 * (5 - len(nums)))
		if n >= room {
			return "", false
		}
		v = v*room + n
	}
	return fmt.Sprintf("%d.%d.%d.%d", v>>24, v>>16&255, v>>8&255, v&255), true
}

// modelPathSession removes a session segment by trying every '/' from the
// right. A segment ends at the first ")/" after it (inside one, a ')' is
// followed by a letter or ')').
func modelPathSession(p string, segment func(string) bool) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] != '/' {
			continue
		}
		end := strings.Index(p[i+1:], ")/")
		if end < 0 || !segment(p[i+1:i+2+end]) {
			continue
		}
		rest := p[i+3+end:]
		for k := 1; k+5 <= len(rest) && rest[k-1] != '?'; k++ {
			if modelEqualFold(rest[k:k+5], ".aspx") {
				return p[:i+1] + rest
			}
		}
	}
	return p
}

func modelCookieless(s string) bool {
	if len(s) < 2 || s[0] != '(' || s[len(s)-1] != ')' {
		return false
	}
	s = s[1 : len(s)-1]
	if s == "" || len(s)%27 != 0 {
		return false
	}
	for ; s != ""; s = s[27:] {
		if !isLetter(s[0]) || s[1] != '(' || !modelAll(s[2:26], isAlnum) || s[26] != ')' {
			return false
		}
	}
	return true
}

func modelSession(s string) bool {
	return len(s) == 26 && s[0] == '(' && s[25] == ')' && modelAll(s[1:25], isAlnum)
}

// modelQuerySession removes the last match of key+value (value(rest)
// returns the length of the value at the start of rest, or -1) that ends q
// or is followed by '&'.
func modelQuerySession(q, key string, value func(rest string) int) string {
	for m := len(q) - len(key); m >= 0; m-- {
		if !modelEqualFold(q[m:m+len(key)], key) {
			continue
		}
		n := value(q[m+len(key):])
		if n < 0 {
			continue
		}
		e := m + len(key) + n
		if e == len(q) {
			return q[:m]
		}
		if q[e] == '&' {
			return q[:m] + q[e+1:]
		}
	}
	return q
}

func modelFixed(n int, ok func(byte) bool) func(string) int {
	return func(rest string) int {
		if len(rest) < n || !modelAll(rest[:n], ok) {
			return -1
		}
		return n
	}
}

func modelQuerySessions(q string) string {
	if strings.Contains(q, "\n") {
		return q
	}
	q = modelQuerySession(q, "jsessionid=", modelFixed(32, isAlnum))
	q = modelQuerySession(q, "phpsessid=", modelFixed(32, isAlnum))
	q = modelQuerySession(q, "sid=", modelFixed(32, isAlnum))
	q = modelQuerySession(q, "aspsessionid", func(rest string) int {
		if len(rest) < 33 || !modelAll(rest[:8], isLetter) || rest[8] != '=' || !modelAll(rest[9:33], isLetter) {
			return -1
		}
		return 33
	})
	return modelQuerySession(q, "cfid=", func(rest string) int {
		a := strings.Index(rest, "&")
		if a <= 0 || !modelEqualFold(rest[a:min(len(rest), a+9)], "&cftoken=") {
			return -1
		}
		b := strings.Index(rest[a+9:], "&")
		if b < 0 {
			b = len(rest) - a - 9
		}
		if b == 0 {
			return -1
		}
		return a + 9 + b
	})
}

// modelSURT is the SURT profile with options o, written plainly.
func modelSURT(input string, o SURTOptions) (string, string) {
	if input == "" {
		return "-", ""
	}
	if strings.HasPrefix(input, "filedesc") {
		return input, ""
	}
	r, fail := modelParseIA(input)
	if fail != "" {
		return "", fail
	}
	// GoogleURLCanonicalizer.
	r.fragment = nil
	if deref(r.query) != "" {
		r.query = ptr(modelEscape(modelUnescape(*r.query)))
	}
	if deref(r.host) != "" {
		h := modelUnescape(*r.host)
		if !isASCII(h) {
			if a, ok := idna2003ish(h); ok {
				h = a
			}
		}
		h = strings.Trim(strings.ReplaceAll(h, "..", "."), ".")
		if ip, ok := modelIAIP(h); ok {
			h = ip
		} else {
			h = modelEscape(modelLower(h))
		}
		r.host = ptr(h)
	}
	if r.path != nil {
		r.path = ptr(modelUnescape(*r.path))
	}
	if deref(r.host) != "" {
		if deref(r.path) == "" {
			r.path = ptr("/")
		} else {
			var kept []string
			for _, s := range strings.Split(*r.path, "/")[1:] {
				switch {
				case s == ".":
				case s == ".." && len(kept) > 0:
					kept = kept[:len(kept)-1]
				default:
					kept = append(kept, s)
				}
			}
			p := "/"
			for i, s := range kept {
				if i == len(kept)-1 {
					p += s
				} else if s != "" {
					p += s + "/"
				}
			}
			r.path = ptr(p)
		}
	}
	if r.path != nil {
		r.path = ptr(modelEscape(*r.path))
	}
	// IAURLCanonicalizer.
	if r.host != nil {
		r.host = ptr(modelLower(*r.host))
		h := *r.host
		if !o.KeepWWW && h != "" && *r.scheme != "dns" && strings.HasPrefix(h, "www") {
			j := 3
			for j < len(h) && h[j] >= '0' && h[j] <= '9' {
				j++
			}
			if j < len(h) && h[j] == '.' {
				r.host = ptr(h[j+1:])
			}
		}
	}
	if p := deref(r.port); (p == "80" && modelLower(*r.scheme) == "http") || (p == "443" && modelLower(*r.scheme) == "https") {
		r.port = nil
	}
	if p := deref(r.path); p != "" {
		if !o.KeepPathCase {
			p = modelLower(p)
		}
		if !strings.Contains(p, "\n") {
			p = modelPathSession(p, modelCookieless)
			p = modelPathSession(p, modelSession)
		}
		if len(p) > 1 && strings.HasSuffix(p, "/") {
			p = p[:len(p)-1]
		}
		r.path = ptr(p)
	}
	if q := deref(r.query); q != "" {
		q = modelQuerySessions(q)
		if !o.KeepQueryCase {
			q = modelLower(q)
		}
		if len(q) > 1 {
			type pair struct {
				name, value string
				has         bool
			}
			var ps []pair
			for _, a := range strings.Split(q, "&") {
				n, v, has := strings.Cut(a, "=")
				ps = append(ps, pair{n, v, has})
			}
			sort.Slice(ps, func(i, j int) bool {
				a, b := ps[i], ps[j]
				if a.name != b.name {
					return a.name < b.name
				}
				if a.has != b.has {
					return !a.has
				}
				return a.value < b.value
			})
			var out []string
			for _, p := range ps {
				if p.has {
					out = append(out, p.name+"="+p.value)
				} else {
					out = append(out, p.name)
				}
			}
			q = strings.Join(out, "&")
		}
		r.query = ptr(q)
	}
	if r.query != nil && *r.query == "" {
		r.query = nil
	}
	// geturl with surt=True.
	host := deref(r.host)
	if host != "" && o.RegistrableDomain {
		host = registrableDomain(host)
	}
	if host != "" {
		quad := len(strings.Split(host, ".")) == 4
		for _, p := range strings.Split(host, ".") {
			quad = quad && len(p) >= 1 && len(p) <= 3 && modelAll(p, func(c byte) bool { return c >= '0' && c <= '9' })
		}
		if !(o.KeepIPOrder && quad) {
			labels := strings.Split(host, ".")
			slices.Reverse(labels)
			host = strings.Join(labels, ",")
		}
	}
	s := ""
	if o.WithScheme {
		s = *r.scheme + ":"
		if host != "" {
			if *r.scheme != "dns" {
				s += "//"
			}
			s += "("
		}
	} else if host == "" {
		s = *r.scheme + ":"
	}
	if host != "" {
		s += host
		if r.port != nil {
			s += ":" + *r.port
		}
		if o.TrailingComma {
			s += ","
		}
		s += ")"
	}
	if deref(r.path) != "" {
		s += *r.path
	} else if r.query != nil || r.fragment != nil {
		s += "/"
	}
	if r.query != nil {
		s += "?" + *r.query
	}
	return s, ""
}

// modelSafeBrowsing is the SafeBrowsing profile and its expressions,
// written plainly.
func modelSafeBrowsing(input string) (string, []string, string) {
	var scheme, host, path, query string
	hasQuery := false
	if u, err := weburl.Parse(input); err == nil {
		if u.Hostname() == "" {
			return "", nil, "host-missing"
		}
		scheme, host, path = u.Scheme(), u.Hostname(), u.Pathname()
		href, _, _ := strings.Cut(u.Href(), "#")
		hasQuery = strings.Contains(href, "?")
		query = strings.TrimPrefix(u.Search(), "?")
	} else {
		s := input
		for s != "" && s[0] <= ' ' {
			s = s[1:]
		}
		for s != "" && s[len(s)-1] <= ' ' {
			s = s[:len(s)-1]
		}
		s = strings.NewReplacer("\t", "", "\r", "", "\n", "").Replace(s)
		if i := strings.Index(s, "#"); i >= 0 {
			s = s[:i]
		}
		scheme = "http"
		if c := strings.Index(s, ":"); c > 0 && isLetter(s[0]) &&
			modelAll(s[:c], func(b byte) bool { return isAlnum(b) || b == '+' || b == '-' || b == '.' }) {
			if !strings.HasPrefix(s[c:], "://") {
				return "", nil, "host-missing"
			}
			scheme, s = modelLower(s[:c]), s[c+3:]
		}
		authority := s
		if i := strings.IndexAny(s, "/?"); i >= 0 {
			authority, s = s[:i], s[i:]
		} else {
			s = ""
		}
		path, query, hasQuery = strings.Cut(s, "?")
		if i := strings.LastIndex(authority, "@"); i >= 0 {
			authority = authority[i+1:]
		}
		if i := strings.LastIndex(authority, ":"); i >= 0 && !strings.Contains(authority[i:], "]") &&
			modelAll(authority[i+1:], func(c byte) bool { return c >= '0' && c <= '9' }) {
			authority = authority[:i]
		}
		if authority == "" {
			return "", nil, "host-missing"
		}
		host = authority
	}
	host, path, query = modelUnescape(host), modelUnescape(path), modelUnescape(query)
	if !isASCII(host) {
		if a, err := weburl.DomainToASCII(host, false); err == nil && utf8.ValidString(host) {
			host = a
		}
	}
	for strings.HasPrefix(host, ".") {
		host = host[1:]
	}
	for strings.HasSuffix(host, ".") {
		host = host[:len(host)-1]
	}
	for strings.Contains(host, "..") {
		host = strings.ReplaceAll(host, "..", ".")
	}
	if h, err := weburl.ParseHost(host, false); err == nil && h.IsIP() && host != "" &&
		(host[0] == '[' || modelAll(host, func(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEFxX.", c) >= 0 })) {
		host = h.String()
	}
	host = modelLower(host)
	// Dot segments, then runs of slashes.
	if path == "" {
		path = "/"
	}
	segs := strings.Split(path, "/")
	var out []string
	for i, s := range segs[1:] {
		last := i == len(segs)-2
		if s == "." || s == ".." {
			if s == ".." && len(out) > 0 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
			continue
		}
		out = append(out, s)
	}
	path = segs[0] + "/" + strings.Join(out, "/")
	for strings.Contains(path, "//") {
		path = strings.ReplaceAll(path, "//", "/")
	}
	host, path, query = modelEscape(host), modelEscape(path), modelEscape(query)
	key := scheme + "://" + host + path
	if hasQuery {
		key += "?" + query
	}
	// Expressions.
	hosts := []string{host}
	if h, err := weburl.ParseHost(host, false); !(err == nil && h.IsIP() && (host[0] == '[' || h.Kind() == weburl.IPv4Host && h.String() == host)) {
		labels := strings.Split(host, ".")
		for i := max(1, len(labels)-5); i <= len(labels)-2; i++ {
			hosts = append(hosts, strings.Join(labels[i:], "."))
		}
	}
	var paths []string
	if query != "" {
		paths = append(paths, path+"?"+query)
	}
	paths = append(paths, path, "/")
	segs = strings.Split(path, "/")
	for i := 1; i <= 3 && i < len(segs)-1; i++ {
		paths = append(paths, strings.Join(segs[:i+1], "/")+"/")
	}
	var exprs []string
	for _, h := range hosts {
		for _, p := range paths {
			if !slices.Contains(exprs, h+p) {
				exprs = append(exprs, h+p)
			}
		}
	}
	for i, e := range exprs {
		exprs[i] = fmt.Sprintf("%s %x", e, sha256.Sum256([]byte(e)))
	}
	return key, exprs, ""
}

// modelDedup is the Dedup profile, written plainly on weburl's setters.
func modelDedup(input string) (string, string) {
	u, err := weburl.Parse(input)
	if err != nil {
		return "", err.(*weburl.ParseError).Type.String()
	}
	u.SetHash("")
	href, _, _ := strings.Cut(u.Href(), "#")
	switch {
	case u.Password() != "":
		href = strings.Replace(href, u.Username()+":"+u.Password()+"@", "", 1)
	case u.Username() != "":
		href = strings.Replace(href, u.Username()+"@", "", 1)
	}
	head, query, hasQuery := strings.Cut(href, "?")
	// The part after the host: the path.
	pathStart := len(head) - len(u.Pathname())
	fix := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) && ascii.IsHexDigit(s[i+1]) && ascii.IsHexDigit(s[i+2]) {
				v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
				if c := byte(v); isAlnum(c) || strings.IndexByte("-._~", c) >= 0 {
					b.WriteByte(c)
				} else {
					b.WriteString(strings.ToUpper(s[i : i+3]))
				}
				i += 2
				continue
			}
			b.WriteByte(s[i])
		}
		return b.String()
	}
	head = head[:pathStart] + fix(head[pathStart:])
	query = fix(query)
	var pairs []string
	for _, p := range strings.Split(query, "&") {
		if p != "" {
			pairs = append(pairs, p)
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool {
		a, _, _ := strings.Cut(pairs[i], "=")
		b, _, _ := strings.Cut(pairs[j], "=")
		return a < b
	})
	if hasQuery && len(pairs) > 0 {
		return head + "?" + strings.Join(pairs, "&"), ""
	}
	return head, ""
}
