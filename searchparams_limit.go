package weburl

import (
	"errors"
	"strconv"
	"strings"
)

// Parsing a query a server did not write, with a limit on the number of
// pieces between '&', as net/url counts them: a pair costs the list 32
// bytes however short it is, so "a&a&a..." takes 16 times its length in
// memory.

// ErrTooManyQueryParams is what a *TooManyQueryParamsError matches with
// errors.Is: the query has more name-value pairs than the caller's limit.
var ErrTooManyQueryParams = errors.New("weburl: too many query parameters")

// A TooManyQueryParamsError is the error NewSearchParamsLimit and
// URL.SearchParamsLimit return for a query with more name-value pairs than
// their limit. errors.Is(err, ErrTooManyQueryParams) reports it.
type TooManyQueryParamsError struct {
	// Limit is the most pairs the caller accepts.
	Limit int
	// Offset is the byte offset, in the query without its leading "?",
	// where the pair after the first Limit pairs starts.
	Offset int
}

// Error returns a message of the form
// "weburl: the query has more than 10000 parameters (the next starts at byte 19999)".
func (e *TooManyQueryParamsError) Error() string {
	if e == nil {
		return "weburl: <nil TooManyQueryParamsError>"
	}
	params := " parameters"
	if e.Limit == 1 {
		params = " parameter"
	}
	return "weburl: the query has more than " + strconv.Itoa(e.Limit) + params + " (the next starts at byte " + strconv.Itoa(e.Offset) + ")"
}

// Unwrap returns ErrTooManyQueryParams.
func (e *TooManyQueryParamsError) Unwrap() error { return ErrTooManyQueryParams }

// NewSearchParamsLimit is NewSearchParams for a query from an untrusted
// source: it parses init, without one leading "?", with the
// application/x-www-form-urlencoded parser (spec:
// #concept-urlencoded-parser), unless init holds more than limit pieces
// between "&" (as net/url counts them, empty pieces included: "a&&b" has
// three), when it returns nil and a *TooManyQueryParamsError, having
// counted the "&" and allocated nothing else. A limit of 0 or less means
// no limit.
//
// The memory a query can make the list take is then bounded: at most 32
// bytes a pair for at most limit pairs (and only for the pairs it has,
// not the "&" between them), and the decoded names and values, no longer
// than init (bar U+FFFD for ill-formed UTF-8). net/url's ParseQuery has
// the same limit since CVE-2025-61726: 10,000 by default (Go's GODEBUG
// setting urlmaxqueryparams); weburlhttp.RequestQuery applies that
// default to a server's requests.
func NewSearchParamsLimit(init string, limit int) (*SearchParams, error) {
	// Small enough to inline, as NewSearchParams.
	s := new(SearchParams)
	if err := s.parseLimit(init, limit); err != nil {
		return nil, err
	}
	return s, nil
}

// parseLimit parses init without one leading '?' into s, or returns
// checkQueryPairs' error. It is not inlined, so that NewSearchParamsLimit
// is.
//
//go:noinline
func (s *SearchParams) parseLimit(init string, limit int) error {
	init = strings.TrimPrefix(init, "?")
	if err := checkQueryPairs(init, limit); err != nil {
		return err
	}
	s.parse(init)
	return nil
}

// SearchParamsLimit is SearchParams for a URL from an untrusted source
// (spec: #dom-url-searchparams): it returns the URL's query object, or nil
// and a *TooManyQueryParamsError when the URL's query holds more than
// limit pieces between "&" (see NewSearchParamsLimit; 0 or less means no
// limit). The limit applies to this parse: the query object reads the
// URL's query again, without a limit, when a setter changes it later. A
// nil or zero URL gives an empty list.
func (u *URL) SearchParamsLimit(limit int) (*SearchParams, error) {
	if u != nil && u.href != "" {
		if err := checkQueryPairs(u.query(), limit); err != nil {
			return nil, err
		}
	}
	return u.SearchParams(), nil
}

// checkQueryPairs returns a *TooManyQueryParamsError when query holds more
// than limit pieces between '&' (with limit > 0), and nil otherwise; the
// error's offset is where the piece after the limit starts.
func checkQueryPairs(query string, limit int) error {
	if limit <= 0 || strings.Count(query, "&") < limit {
		return nil // at most limit pieces
	}
	start := 0
	for range limit {
		start += strings.IndexByte(query[start:], '&') + 1
	}
	return &TooManyQueryParamsError{Limit: limit, Offset: start}
}
