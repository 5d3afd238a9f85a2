package weburl

import "strings"

// MakeRelative returns a reference that, parsed against u as u.Parse(ref)
// does, gives target: the inverse of (*URL).Parse (rust-url's
// make_relative). The reference is a relative-URL-with-fragment string
// (spec: #relative-url-with-fragment-string) or, when no relative one
// resolves to target, target's href. Of the references that resolve to target it returns the
// shortest of these forms, in bytes, the first on a tie: "" or "#fragment"
// (the same URL but for the fragment), "?query#fragment" (the same path),
// a relative path such as "../c/d?q" (the same host), an absolute path
// such as "/c/d?q", a network-path reference ("//host/c/d?q", the same
// scheme), and target's href, which always resolves to target. A
// reference it returns has been parsed against u and checked.
//
// A nil or zero u is no base: it returns target's href. A nil or zero
// target gives "". Neither URL is changed.
func (u *URL) MakeRelative(target *URL) string {
	if target == nil || target.href == "" {
		return ""
	}
	href := target.href
	if u.base() == nil || u.Scheme() != target.Scheme() {
		return href
	}
	best := href
	try := func(ref string) {
		if len(ref) < len(best) && u.resolvesTo(ref, target) {
			best = ref
		}
	}
	try(target.fragmentPart())
	if target.queryEnd > target.pathEnd { // the query is not null
		try(href[target.pathEnd:])
	}
	if !u.opaquePath && !target.opaquePath {
		if ref, ok := relativePath(u.pathname(), target.pathname()); ok {
			try(ref + href[target.pathEnd:])
		}
		try(href[target.pathStart:])
	}
	if target.host != NullHost {
		try(href[target.schemeEnd+1:])
	}
	return best
}

// resolvesTo reports whether ref, parsed against u, is target.
func (u *URL) resolvesTo(ref string, target *URL) bool {
	r, err := parse(ref, u, nil)
	return err == nil && r.href == target.href
}

// relativePath returns the relative-path reference (spec:
// #path-relative-URL-string) that goes from base, a path, to target, a
// path: "../" for each segment of base's directory past the segments the
// two share, then the rest of target, with "./" before a first segment
// that holds ':' (it would read as a scheme) or is empty. It reports false
// when either path is not "/" followed by segments.
func relativePath(base, target string) (string, bool) {
	if !strings.HasPrefix(base, "/") || !strings.HasPrefix(target, "/") {
		return "", false
	}
	dir := base[:strings.LastIndexByte(base, '/')+1]
	shared := 0 // bytes of the directories the two share, up to a '/'
	for i := 0; i < len(dir) && i < len(target) && dir[i] == target[i]; i++ {
		if dir[i] == '/' {
			shared = i + 1
		}
	}
	ups := strings.Count(dir[shared:], "/")
	rest := target[shared:]
	first, _, _ := strings.Cut(rest, "/")
	if ups == 0 && (first == "" || strings.Contains(first, ":")) {
		return "./" + rest, true
	}
	return strings.Repeat("../", ups) + rest, true
}
