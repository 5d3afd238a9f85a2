package weburl

import (
	"errors"
	"testing"
)

// TestBuild: Build makes a URL from parts and refuses a part that carries
// another component, where concatenation and the setters let it through
// (issue 22).
func TestBuild(t *testing.T) {
	// What Build guards against: the standard's setters truncate.
	u := mustParse("https://good.example/v1/items")
	for _, set := range []struct{ attr, value, href string }{
		{"hostname", "evil.example/x?y#", "https://evil.example/v1/items"},
		{"port", "8443abc", "https://good.example:8443/v1/items"},
		{"host", "good.example:8443junk", "https://good.example:8443/v1/items"},
	} {
		v := *u
		if err := v.Set(set.attr, set.value, nil); err != nil || v.Href() != set.href {
			t.Errorf("Set(%q, %q) = %v, %q; the setters' documented truncation gives nil, %q", set.attr, set.value, err, v.Href(), set.href)
		}
	}

	for _, tc := range []struct {
		p    Parts
		href string
		part string
		err  error
	}{
		{Parts{Scheme: "https", Host: "api.example", Path: "/v1/items"}, "https://api.example/v1/items", "", nil},
		{Parts{Scheme: "HTTPS", Username: "a b", Password: "p@ss", Host: "EXAMPLE.com", Port: "8443", Path: "/a b/../c?d", Query: "q=1 2#x", Fragment: "top"},
			"https://a%20b:p%40ss@example.com:8443/c%3Fd?q=1%202%23x#top", "", nil},
		{Parts{Scheme: "https", Host: "[::1]", Port: "443"}, "https://[::1]/", "", nil},
		{Parts{Scheme: "file", Path: "/C:/x"}, "file:///C:/x", "", nil},
		{Parts{Scheme: "mailto", Path: "a@b.example?subject=x"}, "mailto:a@b.example%3Fsubject=x", "", nil},
		{Parts{Scheme: "foo", Path: "//x/y"}, "foo:/.//x/y", "", nil},
		{Parts{Scheme: "foo", Host: "h", Path: "p"}, "foo://h/p", "", nil},
		{Parts{Scheme: "https", Host: "evil.example/x?y#", Path: "/v1/items"}, "", "hostname", ErrDomainToASCII},
		{Parts{Scheme: "https", Host: "good.example:8443junk"}, "", "hostname", ErrDomainToASCII},
		{Parts{Scheme: "https", Host: "user@evil.example"}, "", "hostname", ErrDomainToASCII},
		{Parts{Scheme: "https", Host: "evil%2Fx"}, "", "hostname", ErrDomainToASCII},
		{Parts{Scheme: "foo", Host: "a b"}, "", "hostname", ErrHostInvalidCodePoint},
		{Parts{Scheme: "https"}, "", "hostname", ErrHostMissing},
		{Parts{Scheme: "https", Host: "a.example", Port: "8443abc"}, "", "port", ErrPortInvalid},
		{Parts{Scheme: "https", Host: "a.example", Port: "70000"}, "", "port", ErrPortOutOfRange},
		{Parts{Scheme: "https://evil.example", Host: "a.example"}, "", "protocol", ErrNotAScheme},
		{Parts{Scheme: ""}, "", "protocol", ErrNotAScheme},
		{Parts{Scheme: "file", Host: "h", Port: "21"}, "", "port", ErrCannotHaveUsernamePasswordPort},
		{Parts{Scheme: "foo", Username: "u", Path: "/p"}, "", "username", ErrCannotHaveUsernamePasswordPort},
	} {
		u, err := Build(tc.p)
		if tc.err == nil {
			if err != nil || u.Href() != tc.href {
				t.Errorf("Build(%+v) = %v, %v; want %q", tc.p, u, err, tc.href)
			}
			continue
		}
		var se *SetterError
		if u != nil || !errors.As(err, &se) || se.Setter != tc.part || !errors.Is(err, tc.err) {
			t.Errorf("Build(%+v) = %v, %v; want a *SetterError for %s wrapping %v", tc.p, u, err, tc.part, tc.err)
		}
	}
}
