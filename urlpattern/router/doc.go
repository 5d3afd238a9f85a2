// Package router is an http.Handler that dispatches requests on URL
// patterns (the URL Pattern Standard, package urlpattern), in the manner
// of net/http's ServeMux: register a handler per pattern, optionally per
// method ("GET /books/:id"), and read the matched groups with
// Request.PathValue or Match. It is a separate package so that urlpattern
// itself does not import net/http.
//
// # Which route serves a request
//
// The most specific route that matches the request's URL and serves its
// method, whatever the order of registration. Routes are compared
// component by component, and the first component that differs decides:
//
//  1. The hostname: a pattern with a host (a hostname pattern other than
//     "*") beats one without, as in ServeMux; between two hosts, as for
//     the pathname.
//  2. The pathname, part by part from the left (URLPattern.Parts): fixed
//     text beats a regexp group ("(\\d+)"), which beats a segment
//     wildcard (":id"), which beats a full wildcard ("*"); a part without
//     a modifier beats "+", then "?", then "*"; longer fixed text beats
//     text it starts with. This is urlpattern.CompareComponent's order,
//     except that a lone "*" loses to any other pattern and that the text
//     of regular expressions does not count.
//  3. The protocol, port, search, hash, username and password, the same
//     way.
//  4. A component that heeds case beats the same component with
//     urlpattern.Options.IgnoreCase.
//  5. The method: a route for one method (HEAD included) beats a GET
//     route (which serves HEAD too), which beats a route for any method.
//
// When no route serves the method but some match the URL, the response is
// 405 Method Not Allowed with an Allow header (GET brings HEAD), as with
// ServeMux. Examples (the requests' hosts are their Host headers; every
// row is checked by a test):
//
//	route A                           route B                     request                               serves
//	/books/new                        /books/:id                  GET http://example.com/books/new      A
//	/books/:id(\d+)                   /books/:slug                GET http://example.com/books/42       A
//	/books/:id(\d+)                   /books/:slug                GET http://example.com/books/dune     B
//	/books/:id                        /books/*                    GET http://example.com/books/42       A
//	/books/:id                        /books/:id/:tab?            GET http://example.com/books/42       A
//	/files/*                          /*                          GET http://example.com/files/a.txt    A
//	/a/:x                             /:y/b                       GET http://example.com/a/b            A
//	https://:sub.example.com/host2/*  /host2/me                   GET https://api.example.com/host2/me  A
//	https://api.example.com/*         https://:sub.example.com/*  GET https://api.example.com/x         A
//	https://{*.}?example.com/*        /*                          GET https://example.com/x             A
//	/api/*                            http://*/*                  GET http://example.com/api/x          A
//	GET /items                        /items                      GET http://example.com/items          A
//	GET /items                        /items                      POST http://example.com/items         B
//	HEAD /items                       GET /items                  HEAD http://example.com/items         A
//	HEAD /items                       GET /items                  GET http://example.com/items          B
//	/about (IgnoreCase)               /about                      GET http://example.com/about          B
//	/about (IgnoreCase)               /about                      GET http://example.com/ABOUT          A
//	/a/:x(.+)                         /a/:y                       GET http://example.com/a/b            A
//	/a/:x(.*)                         /a/:y                       GET http://example.com/a/b            B
//	https://api.example.com/*         /*                          GET https://api.example.com:8443/x    A
//
// # Conflicts
//
// Two routes that serve a method in common, neither more specific than
// the other, may not both serve a request: Register refuses the second
// with a *ConflictError, and Handle panics with it, naming both routes,
// where they were registered and a request both match. Neither is more
// specific when they rank equally (their patterns differ at most in group
// names and regular expressions), and when the first difference in the
// order above is fixed text that differs at some byte after a group or
// wildcard, which the order settles by byte value alone: "/*/x/y" and
// "/*/y" conflict (both match "/a/x/y"). "/a/:x(\\d+)" and
// "/a/:y([0-9]+)" conflict; "/a/:x(\\d+)" and "/a/:x([a-z]+)" do not, nor do
// "/repos/:o/:r/issues" and "/repos/:o/:r/pulls". The check,
// urlpattern.Overlap, is exact, except that it takes \b and \B in regexp
// groups to hold and gives up on very large expressions: then it refuses
// routes that might not share a request, to be safe.
//
// The order decides between routes that rank differently, even when the
// more specific one matches every request of the other: "/a/:x(.+)" ranks
// above "/a/:y" (a regexp group beats a segment wildcard) and so takes
// every request "/a/:y" would get. ("/a/:x(.*)" does not: the URL Pattern
// Standard makes a group of ".*" a full wildcard, which ranks below a
// segment wildcard.) The router does not look for such
// routes; telling whether one regular expression's matches contain
// another's costs time exponential in the expressions at worst.
//
// Routes that no request can match are refused too: a method that is a
// standard method in other case ("get": HTTP methods are case-sensitive
// and clients send "GET"), a protocol pattern that matches neither "http"
// nor "https", and a username, password or hash pattern that does not
// match the empty string (requests have none).
//
// # The request a handler sees
//
// The router reads a request once, as weburlhttp.FromRequest reads it: the
// scheme of its connection ("https" over TLS, else "http"), its host from
// r.Host (net/http sets it from an absolute-form target's authority), and
// its path and query from r.URL, so that a middleware that rewrites r.URL
// before the router, such as http.StripPrefix("/api", rt), changes what it
// routes: under it, the route "/users/:id" serves "/api/users/7". It
// matches the URL the URL Standard parses from them, in the router's form:
//
//   - the path as the URL Standard writes it (dot segments resolved in
//     every encoding, "%2e" and ".%2E" among them; a backslash as "/"; bytes
//     percent-encoded as the path percent-encode set says), then as
//     net/http decodes it for a handler's r.URL.Path: a percent-encoded
//     byte that the URL Standard would not have encoded is decoded ("%61"
//     is "a", "%2F" is "/", "%2E" is "."; the path is then parsed again),
//     every other one is written with upper-case hex digits ("%c3%a9" is
//     "%C3%A9"), and empty segments are dropped ("//" is "/");
//   - the query as the URL Standard writes it (a '#' in the request
//     target is data there, "%23");
//   - the host as the URL Standard writes it (lower case, IDNA, an IPv4
//     address in dotted decimal).
//
// A request not in that form gets a 307 redirect to it before any handler
// runs, whatever its method (307 keeps the method and body), as ServeMux
// redirects a path that is not clean, and even when no route matches: to
// the path and query alone, or to the whole URL when the host is not in
// its form. So a handler only runs for a request whose target is in the
// router's form: r.URL.Path is then the path its route matched,
// percent-decoded, and a middleware that checked r.URL.Path (or r.Host)
// before the router checked the path (or host) that the route matched.
// CONNECT requests are matched as they come (their target is an
// authority), with no redirect to the form.
//
// As with ServeMux, a request whose path has no trailing "/" and that no
// route matches exactly (a route matches exactly unless a part that may
// match several segments, "*", ":x*" or ":x+", matches some text) gets a
// 307 redirect to the path with a "/" when a route matches that path
// exactly: "/dir" to "/dir/" for the route "/dir/*". When no route serves
// the method, the methods of the routes for the path with the "/" count in
// the 405 response's Allow header too.
//
// A route matches any port unless its pattern names one: the routes
// "https://api.example.com/x" and "*://api.example.com/x" serve
// "api.example.com:8080" too, as ServeMux ignores the port;
// "https://api.example.com:8443/x" serves only port 8443. (In a CONNECT
// request the port counts as written, as with ServeMux.) A request without
// a host (HTTP/1.0 without a Host header, or an empty one) is matched with
// the hostname "", so only routes without a host serve it, by its path; its
// path is never read as a host.
//
// The router sets r.Pattern and the path values on the request it was
// given, as ServeMux does, so that a middleware around the router sees
// them after ServeHTTP returns; Router.Handler tells which handler would
// run without running it, and Router.Match gives the whole match.
//
// Routes are refused when no request in the router's form could match
// them: fixed text with "//", or with a percent-encoded byte that the form
// decodes ("/%61dmin") or writes in the other case ("/caf%c3%a9").
//
// # Groups
//
// r.PathValue(name) gives a pathname group percent-decoded, as ServeMux
// gives its wildcards ("a b" for "/users/a%20b"); Router.Match gives the
// whole match with every component's groups as the URL holds them in the
// router's form (percent-encoded, "a%20b").
//
// # Coming from ServeMux
//
// Register and Handle take an optional method and a space, as ServeMux
// does, then a URL pattern: "GET /users/:name" for ServeMux's
// "GET /users/{name}", "/files/:path(.*)" or "/files/*" for
// "/files/{path...}", "/static/*" for the subtree "/static/" (in a URL
// pattern, "/static/" matches only that path). ServeMux's "{name}",
// "{name...}" and "{$}" are refused with the URL pattern to write instead,
// since a URL pattern would read them as fixed text. What else differs,
// and the rule behind each:
//
//   - Percent-encoding: a route's fixed text is compared with the path in
//     the router's form, which keeps encoded what the URL Standard
//     encodes ("/caf%C3%A9", "/a%20b"), and a group's value is as the URL
//     holds it (Router.Match) or decoded (r.PathValue). ServeMux compares
//     decoded segments.
//   - "%2F" is a "/": "/repos/a%2Fb" is redirected to "/repos/a/b", since
//     net/http's r.URL.Path, which handlers act on, has a "/" there;
//     ServeMux matches it as one segment "a/b". An API that takes a "/"
//     inside one value takes it in a full wildcard ("*") or the query.
//   - A backslash is "/" and dot segments are resolved in every encoding, as
//     browsers read the URL (the URL Standard); ServeMux cleans only "."
//     and ".." written as such. Dot segments are resolved as the URL
//     Standard resolves them, which path.Clean (ServeMux's) does
//     otherwise in two cases: a path that ends in a dot segment keeps its
//     last "/" ("/a/." and "/a/b/.." are "/a/"; ServeMux redirects to
//     "/a"), and ".." after an empty segment removes that segment ("/a//.."
//     is "/a/"; ServeMux gives "/"). TestServeMuxDifferential, on
//     generated route sets and requests, finds no other difference.
//   - Hosts are compared as the URL Standard writes them (lower case,
//     IDNA: "EXAMPLE.com" is served by "example.com" routes, after a
//     redirect to the lower-case host); ServeMux compares the Host header
//     as written.
//   - A request whose URL does not parse (a host the URL Standard's host
//     parser refuses) gets 400; ServeMux routes it by its path.
//   - The fragment ('#') is not part of the path: a request target has
//     none, and a '#' in one is data ("%23").
//   - Search (query) patterns are matched against the query as the URL
//     Standard writes it, percent-encoded and not decoded: the route
//     "/s?q=a%20b" is not "/s?q=a+b". ServeMux does not match queries.
//   - Precedence: the most specific route by the order above, where
//     ServeMux refuses two patterns neither of which matches a subset of
//     the other's requests; so "/issues/:id/comments" and
//     "/issues/comments/:id" can both be registered here.
//
// The package's example fromServeMux registers routes written for
// ServeMux in the router's syntax.
//
// # Scale
//
// A Router does not try every route on every request: it keeps its routes
// in a tree by the hostname they fix and the pathname segments they fix
// ("/repos/:owner/:repo/issues" is four levels), tries only the routes on
// the request's path through the tree, in rank order, and skips a route
// whose method does not serve the request before matching it. Dispatch
// costs about the same for 10 routes as for 1,000 (988 of the GitHub REST
// API's routes: see bench/router_test.go in the repository). A route in
// the shapes ServeMux has (literal and ":name" segments, a trailing "*",
// any host or a fixed one, any port) matches without running its pattern,
// and routing a request allocates nothing but what ServeMux allocates too.
// Path values cost a map on a request the router has not served before:
// net/http keeps the values Request.SetPathValue sets in one, where
// ServeMux sets fields of its own, so that a new request costs the router
// more than it costs ServeMux (1.1 to 1.9 times, up to a few hundred
// nanoseconds). Routes that the tree cannot place (a pathname pattern that
// ignores case, or starts with a group other than ":name") are kept by the
// fixed last segment their pathname ends with, if any, and by the literal
// text it starts with: a request tries only those whose last segment and
// literal prefix it has (1,000 routes "/:x(\d+)/k1" to "/:x(\d+)/k1000"
// cost a request for a megabyte of digits no regular expression run), and
// the others.
//
// Registering a route compares it only with the routes that may share a
// request with it (the same tree path, last segment and related literal
// prefixes), each comparison bounded (urlpattern.Overlap gives up after
// about 130,000 steps, about 0.15 s at worst, and then refuses the route
// to be safe), without holding the router's lock, so requests are served
// meanwhile: registering N routes costs N times what a route costs, plus
// the comparisons with those that may overlap it (BenchmarkRegister: 20 to
// 40 µs a route from 100 to 1,000 routes of each shape the tree cannot
// place).
//
// # Files
//
// The package is built in floors; a file uses its own floor and those
// below, never above (TestFileLoops checks that no files loop): router.go
// and serve.go (registering routes, serving requests); index.go, rest.go
// and order.go (where routes are kept, and how they rank); route.go and
// form.go (what a route's pattern says of it, the router's form of a
// path).
package router
