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
//
// # Conflicts
//
// Two routes with the same method that rank equally (so that their
// patterns differ at most in group names and regular expressions) may not
// both serve a request: Register refuses the second with a
// *ConflictError, and Handle panics with it, naming both routes, where
// they were registered and a request both match. "/a/:x(\\d+)" and
// "/a/:y([0-9]+)" conflict; "/a/:x(\\d+)" and "/a/:x([a-z]+)" do not. The
// check, urlpattern.Overlap, is exact, except that it takes \b and \B in
// regexp groups to hold and gives up on very large expressions: then it
// refuses routes that might not share a request, to be safe.
//
// The order decides between routes that rank differently, even when the
// more specific one matches every request of the other: "/a/:x(.*)" ranks
// above "/a/:y" (a regexp group beats a segment wildcard) and so takes
// every request "/a/:y" would get. The router does not look for such
// routes; telling whether one regular expression's matches contain
// another's costs time exponential in the expressions at worst.
//
// Routes that no request can match are refused too: a method that is a
// standard method in other case ("get": HTTP methods are case-sensitive
// and clients send "GET"), a protocol pattern that matches neither "http"
// nor "https", and a username, password or hash pattern that does not
// match the empty string (requests have none).
//
// # Groups
//
// r.PathValue(name) gives a pathname group percent-decoded, as ServeMux
// gives its wildcards ("a b" for "/users/a%20b"); Match(r) gives the
// whole match with every component's groups as the URL holds them
// (percent-encoded, "a%20b").
//
// # Scale
//
// A Router does not try every route on every request: it keeps its routes
// in a tree by the hostname they fix and the pathname segments they fix
// ("/repos/:owner/:repo/issues" is four levels), tries only the routes on
// the request's path through the tree, in rank order, and skips a route
// whose method does not serve the request before matching it. Dispatch
// costs about the same for 10 routes as for 1,000 (988 of the GitHub REST
// API's routes: see bench/router_test.go in the repository). Routes that the
// tree cannot place, such as a pathname pattern that ignores case or
// starts with a group other than ":name", are tried for every request to
// their host.
package router
