package urlkey

import "strings"

// Steps that several profiles share.

func stripFragment(r *Record) error {
	r.Fragment, r.HasFragment = "", false
	return nil
}

func stripUserinfo(r *Record) error {
	r.Username, r.Password = "", ""
	return nil
}

func stripPort(r *Record) error {
	r.Port = ""
	return nil
}

func stripTrailingSlash(r *Record) error {
	if len(r.Path) > 1 && strings.HasSuffix(r.Path, "/") {
		r.Path = r.Path[:len(r.Path)-1]
	}
	return nil
}

// wwwPrefix returns the length of "www", ASCII digits and '.' at the start
// of host, or 0.
func wwwPrefix(host string) int {
	if !strings.HasPrefix(host, "www") {
		return 0
	}
	i := 3
	for i < len(host) && '0' <= host[i] && host[i] <= '9' {
		i++
	}
	if i < len(host) && host[i] == '.' {
		return i + 1
	}
	return 0
}

// hostDots trims the dots at both ends of the host and makes each run of
// dots one.
func hostDots(r *Record) error {
	h := strings.Trim(r.Host, ".")
	if strings.Contains(h, "..") {
		var b strings.Builder
		b.Grow(len(h))
		for i := 0; i < len(h); i++ {
			if h[i] != '.' || h[i-1] != '.' {
				b.WriteByte(h[i])
			}
		}
		h = b.String()
	}
	r.Host = h
	return nil
}

// collapseSlashes replaces each run of '/' in p with one.
func collapseSlashes(p string) string {
	if !strings.Contains(p, "//") {
		return p
	}
	var b strings.Builder
	b.Grow(len(p))
	for i := 0; i < len(p); i++ {
		if p[i] != '/' || i == 0 || p[i-1] != '/' {
			b.WriteByte(p[i])
		}
	}
	return b.String()
}

// stripEmptyQuery makes an empty query none.
func stripEmptyQuery(r *Record) error {
	r.HasQuery = r.HasQuery && r.Query != ""
	return nil
}
