// Command viewertest tests the weburl viewer in headless Chromium: for an
// input of each class of differences that Chromium has (viewer/classes),
// and for inputs that exercise the rest of the page, it loads the viewer
// served at -server with the input and base in the page's address, reads
// the page Chromium renders (--dump-dom) and checks what it shows against
// weburl run natively. scripts/viewer-test builds and serves the viewer and
// runs it. It exits 1 when a check fails.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/viewer/classes"
)

// page is what the viewer shows, read from its DOM.
type page struct {
	verdict  string            // the verdict's class: "same", "differs" or "failure"
	class    string            // the class named for a difference, "" when none
	weburl   map[string]string // the components as weburl gives them
	browser  map[string]string // the components as the browser gives them
	differs  []string          // components marked as differing
	errors   string            // the input with a caret line per validation error
	diagram  string
	render   string
	host     map[string]string // by element id: host-kind, public-suffix, ...
	rendered bool              // the page ran to its end
}

// check is one page to load and what to check on it.
type check struct {
	name        string
	input, base string
	want        func(p *page) error
}

func main() {
	server := flag.String("server", "", "the viewer's address, as http://127.0.0.1:PORT/")
	chromium := flag.String("chromium", "chromium", "the Chromium command")
	flag.Parse()
	if *server == "" {
		fmt.Fprintln(os.Stderr, "usage: viewertest -server http://127.0.0.1:PORT/")
		os.Exit(2)
	}
	profile, err := os.MkdirTemp("", "viewertest")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	defer os.RemoveAll(profile)
	failed := 0
	checks := checks()
	for _, c := range checks {
		p, err := load(*chromium, profile, *server, c.input, c.base)
		if err == nil {
			err = c.want(p)
		}
		if err != nil {
			failed++
			fmt.Printf("FAIL %s: input %q base %q: %v\n", c.name, c.input, c.base, err)
			continue
		}
		fmt.Printf("ok   %s\n", c.name)
	}
	fmt.Printf("viewer in headless Chromium: %d passed, %d failed\n", len(checks)-failed, failed)
	if failed > 0 {
		os.Exit(1)
	}
}

// checks returns the checks: one per class that Chromium has, then the
// rest of the page.
func checks() []check {
	var out []check
	for _, c := range classes.List() {
		if !slices.Contains(c.Engines, "chromium") {
			continue
		}
		name := c.Name
		out = append(out, check{name: "class " + name, input: c.Input, base: c.Base, want: func(p *page) error {
			if p.verdict != "differs" || p.class != name {
				return fmt.Errorf("verdict %q, class %q; want differs, %s", p.verdict, p.class, name)
			}
			return nil
		}})
	}
	out = append(out,
		check{name: "same in both", input: "https://EXAMPLE.com:443/a/../b?q=1#f", want: func(p *page) error {
			if p.verdict != "same" || len(p.differs) > 0 {
				return fmt.Errorf("verdict %q, differs %v; want same", p.verdict, p.differs)
			}
			return nil
		}},
		check{name: "base from the address", input: "../c?x#y", base: "https://example.com/a/b/", want: func(p *page) error {
			return nil // components are checked for every page below
		}},
		check{name: "validation errors with carets", input: "https:\\\\user:pass@exa%41mple.com\t/p q"},
		check{name: "host and public suffix", input: "https://www.Example.co.uk/", want: func(p *page) error {
			want := map[string]string{"host-kind": "domain", "public-suffix": "co.uk", "registrable-domain": "example.co.uk"}
			for k, v := range want {
				if p.host[k] != v {
					return fmt.Errorf("%s %q; want %q", k, p.host[k], v)
				}
			}
			return nil
		}},
		check{name: "rendering for trust decisions", input: "https://examplecorp.com@xn--80ak6aa92e.com/%C3%A9", want: func(p *page) error {
			u, _ := weburl.Parse("https://examplecorp.com@xn--80ak6aa92e.com/%C3%A9")
			if p.render != publicsuffix.Render(u, 0) {
				return fmt.Errorf("render %q; want %q", p.render, publicsuffix.Render(u, 0))
			}
			return nil
		}},
		check{name: "failure in both", input: "http://1.1.1.1.1/", want: func(p *page) error {
			if p.verdict != "failure" {
				return fmt.Errorf("verdict %q; want failure", p.verdict)
			}
			return nil
		}},
	)
	for i := range out {
		out[i].want = withCommon(out[i], out[i].want)
	}
	return out
}

// withCommon adds to want the checks that hold on every page: the page ran,
// its weburl components, carets and diagram are weburl's own.
func withCommon(c check, want func(p *page) error) func(p *page) error {
	return func(p *page) error {
		if !p.rendered {
			return errors.New("the page did not finish (no data-ready)")
		}
		var errs []weburl.ValidationErrorAt
		opts := weburl.ParseOptions{ValidationErrors: &errs}
		if c.base != "" {
			b, err := weburl.Parse(c.base)
			if err != nil {
				return err
			}
			opts.Base = b
		}
		u, err := opts.Parse(c.input)
		if err == nil {
			for _, name := range weburl.Attributes() {
				v, _ := u.Get(name)
				if p.weburl[name] != v {
					return fmt.Errorf("weburl's %s is %q on the page; want %q", name, p.weburl[name], v)
				}
			}
			if p.diagram == "" || !strings.Contains(p.diagram, u.Href()) {
				return fmt.Errorf("diagram %q does not show the href", p.diagram)
			}
		}
		for _, e := range errs {
			line := strings.Repeat(" ", utf8.RuneCountInString(c.input[:e.Offset])) + "^ " + e.Type.String()
			if !slices.Contains(strings.Split(p.errors, "\n"), line) {
				return fmt.Errorf("no caret line %q in\n%s", line, p.errors)
			}
		}
		if want != nil {
			return want(p)
		}
		return nil
	}
}

// load opens the viewer with input and base in headless Chromium and
// reads the page.
func load(chromium, profile, server, input, base string) (*page, error) {
	q := url.Values{"url": {input}}
	if base != "" {
		q.Set("base", base)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--user-data-dir="+filepath.Join(profile, "chromium"), "--virtual-time-budget=20000", "--dump-dom",
		server+"?"+q.Encode())
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s: %v", chromium, err)
	}
	doc, err := html.Parse(&stdout)
	if err != nil {
		return nil, err
	}
	return readPage(doc), nil
}

// readPage reads the viewer's DOM.
func readPage(doc *html.Node) *page {
	p := &page{weburl: map[string]string{}, browser: map[string]string{}, host: map[string]string{}}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			id := attr(n, "id")
			switch {
			case n.Data == "body":
				p.rendered = attr(n, "data-ready") == "true"
			case id == "verdict":
				p.verdict = attr(n, "class")
			case id == "browser-class":
				p.class = classNameIn(n)
			case id == "errors":
				p.errors = textOf(n)
			case id == "diagram":
				p.diagram = textOf(n)
			case id == "render":
				p.render = textOf(n)
			case id == "host-kind" || id == "public-suffix" || id == "registrable-domain" || id == "host-unicode":
				p.host[id] = textOf(n)
			case n.Data == "tr" && attr(n, "data-component") != "":
				name := attr(n, "data-component")
				for c := n.FirstChild; c != nil; c = c.NextSibling {
					switch attr(c, "class") {
					case "weburl":
						p.weburl[name] = textOf(c)
					case "browser":
						p.browser[name] = textOf(c)
					}
				}
				if attr(n, "class") == "differs" {
					p.differs = append(p.differs, name)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return p
}

// classNameIn returns the text of the element of class "class-name" in n.
func classNameIn(n *html.Node) string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if attr(c, "class") == "class-name" {
			return textOf(c)
		}
	}
	return ""
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}
