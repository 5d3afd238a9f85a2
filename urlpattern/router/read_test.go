package router

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/urlpattern"
	"github.com/weburl/weburl/weburlhttp"
)

// FuzzRead: the router reads a request as weburlhttp.FromRequest does (the
// URL Standard's parser on the request's parts), in the router's form;
// the plain path and query, which the router takes without a parse, and
// the host it keeps from the last request, give what the parse gives; and
// a request is in the router's form exactly when its target is that
// form's. (One view, issue 37.)
func FuzzRead(f *testing.F) {
	for _, seed := range [][2]string{
		{"example.com", "/a/b?q=1"}, {"EXAMPLE.com:443", "/a/./b"}, {"", "/users/42"}, {"example.com", "/%61dmin/x"},
		{"example.com", "/a%2Fb/../c"}, {"xn--caf-dma.example", "/caf%c3%a9"}, {"127.1", "/a//b?x=%zz"},
		{"[::1]:8080", "/p?q='\"<>"}, {"example.com", "/a|b/{c}/d^e"}, {"example.com", "/a#b"}, {"h", "/."},
		{"h", "/.../x"}, {"h", "/a/..."}, {"0x7f.1", "/"}, {"ex%61mple.com", "/x"}, {"h", `/a\b`}, {"h:80", "/é"},
	} {
		f.Add(seed[0], seed[1])
	}
	var rt Router
	f.Fuzz(func(t *testing.T, host, target string) {
		nu, err := url.ParseRequestURI(target)
		if err != nil || !strings.HasPrefix(target, "/") {
			return
		}
		r := &http.Request{Method: http.MethodGet, Host: host, URL: nu, RequestURI: target}
		var rd reading
		ok := rt.read(r, &rd)
		// The truth: FromRequest, with a placeholder host for a request
		// without one, then the router's form of its path.
		if host == "" {
			r.Host = placeholderHost
		}
		u, err := weburlhttp.FromRequest(r, "")
		if host == "" && u != nil {
			if err := u.SetHostname(""); err == nil {
				t.Fatalf("%q: a special URL took an empty host", target)
			}
		}
		if err != nil || !ok {
			if (err == nil) != ok {
				t.Fatalf("Host %q, %q: the router reads %v, FromRequest %v", host, target, ok, err)
			}
			return
		}
		want := urlpattern.ComponentsOf(u)
		want[urlpattern.Pathname] = formPath(want[urlpattern.Pathname])
		if host == "" {
			want[urlpattern.Hostname], want[urlpattern.Port] = "", ""
		}
		if rd.v != want {
			t.Fatalf("Host %q, %q: the router reads %q, FromRequest %q", host, target, rd.v, want)
		}
		_, query, hasQuery := strings.Cut(u.Href(), "?")
		form := want[urlpattern.Pathname]
		if hasQuery {
			form += "?" + query
		}
		if inForm := form == target; rd.inForm != inForm || rd.hasQuery != hasQuery {
			t.Fatalf("Host %q, %q: in form %v (query %v), but its form is %q (query %v)", host, target, rd.inForm, rd.hasQuery, form, hasQuery)
		}
		// The form is its own form.
		if again := formPath(form[:len(want[urlpattern.Pathname])]); again != want[urlpattern.Pathname] {
			t.Fatalf("%q: form %q, whose form is %q", target, want[urlpattern.Pathname], again)
		}
		name, _, _ := strings.Cut(host, ":")
		if strings.HasPrefix(host, "[") {
			name, _, _ = strings.Cut(host, "]")
			name += "]"
		}
		if host != "" && rd.hostForm != (u.Hostname() == name) {
			t.Fatalf("Host %q: host in form %v, URL's hostname %q", host, rd.hostForm, u.Hostname())
		}
	})
}

// TestReadErrors: a request whose host the URL Standard refuses, or that
// holds more than a host, is refused by both readers.
func TestReadErrors(t *testing.T) {
	var rt Router
	for _, host := range []string{"a b", "exa%mple.com", "[::1", "\n", "a\tb", "h:99999", "evil.example/x", "u@h"} {
		r := &http.Request{Method: http.MethodGet, Host: host, URL: &url.URL{Path: "/"}, RequestURI: "/"}
		var rd reading
		_, err := weburlhttp.FromRequest(r, "")
		var pe *weburl.ParseError
		if rt.read(r, &rd) || !errors.As(err, &pe) {
			t.Errorf("Host %q: the router reads it, or FromRequest gives %v", host, err)
		}
	}
}
