package weburlhttp_test

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/weburlhttp"
)

// TestCrawlerChecks: what a crawler migrated to weburl reads from the
// bridge, as gocolly/colly v2 does (links resolved against the page's
// *url.URL, a robots.txt check of URL.Path, Response.FileName from the
// path's last segment, net/http's cookie jar, the request net/http
// sends), on links whose path net/url cannot write (issue 37, point 11).
// The truth is the URL Standard's URL of the link: its path decoded for
// the checks, its path and query byte for byte on the wire, in origin
// form, with no fragment; the request lines are read from a real server.
func TestCrawlerChecks(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var mu sync.Mutex
	var lines, cookies []string
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			br := bufio.NewReader(conn)
			line, _ := br.ReadString('\n')
			cookie := ""
			for {
				h, err := br.ReadString('\n')
				if err != nil || h == "\r\n" {
					break
				}
				if v, ok := strings.CutPrefix(h, "Cookie: "); ok {
					cookie = strings.TrimSpace(v)
				}
			}
			mu.Lock()
			lines, cookies = append(lines, strings.TrimSpace(line)), append(cookies, cookie)
			mu.Unlock()
			conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"))
			conn.Close()
		}
	}()
	origin := "http://" + ln.Addr().String()
	jar, _ := cookiejar.New(nil)
	app, _ := url.Parse(origin + "/app/login")
	jar.SetCookies(app, []*http.Cookie{{Name: "session", Value: "1", Path: "/app"}})
	client := &http.Client{Jar: jar}
	page, _ := url.Parse(origin + "/app/index.html") // the page's URL, as a crawler holds it
	for _, c := range []struct {
		link, path, file, wire string
		disallowed, cookie     bool
	}{
		{"/private/a|b", "/private/a|b", "a|b", "/private/a|b", true, false},
		{"a|b?q=1#top", "/app/a|b", "a|b", "/app/a|b?q=1", false, true},
		{"/p#", "/p", "p", "/p", false, false},
		{"/app/%zz/x%7C", "/app/%zz/x|", "x|", "/app/%zz/x%7C", false, true},
		{"../private/x y", "/private/x y", "x y", "/private/x%20y", true, false},
	} {
		u, err := weburl.ParseRef(page, c.link)
		if err != nil {
			t.Fatalf("%q: %v", c.link, err)
		}
		nu := u.NetURL()
		disallowed := strings.HasPrefix(nu.Path, "/private") // robots.txt: Disallow: /private
		_, file := path.Split(nu.Path)                       // colly's Response.FileName
		hasCookie := len(jar.Cookies(nu)) > 0
		if nu.Path != c.path || disallowed != c.disallowed || file != c.file || hasCookie != c.cookie {
			t.Errorf("%q: Path %q (robots disallow %v), file %q, cookie %v; want %q, %v, %q, %v",
				c.link, nu.Path, disallowed, file, hasCookie, c.path, c.disallowed, c.file, c.cookie)
		}
		req, err := weburlhttp.NewRequest(context.Background(), "GET", u, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("%q: %v", c.link, err)
		}
		resp.Body.Close()
		mu.Lock()
		line, cookie := lines[len(lines)-1], cookies[len(cookies)-1]
		mu.Unlock()
		if line != "GET "+c.wire+" HTTP/1.1" || (cookie != "") != c.cookie {
			t.Errorf("%q: the server got %q with cookie %q; want GET %s, cookie %v", c.link, line, cookie, c.wire, c.cookie)
		}
	}
}
