package weburl

import (
	"errors"
	"strconv"
	"strings"
)

// Parsing a query a server did not write, with a limit on the number of
// name-value pairs: a pair costs the list 32 bytes however short it is,
// so "a&a&a..." takes 16 times its length in memory.

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
	return "weburl: the query has more than " + strconv.Itoa(e.Limit) + " parameters (the next starts at byte " + strconv.Itoa(e.Offset) + ")"
}

// Unwrap returns ErrTooManyQueryParams.
func (e *TooManyQueryParamsError) Unwrap() error { return ErrTooManyQueryParams }

// NewSearchParamsLimit is NewSearchParams for a query from an untrusted
// source: it parses init, without one leading "?", with the
// application/x-www-form-urlencoded parser (spec:
// #concept-urlencoded-parser), unless init holds more than limit
// name-value pairs (non-empty pieces between "&": "a&&b" has two), when it
// returns nil and a *TooManyQueryParamsError, having counted them in one
// pass and allocated nothing else. A limit of 0 or less means no limit.
//
// The memory a query can make the list take is then bounded: at most 32
// bytes a pair for limit pairs, and the decoded names and values, no
// longer than init (bar U+FFFD for ill-formed UTF-8). net/url's
// ParseQuery has the same kind of limit since CVE-2025-61726: 10,000 by
// default (Go's GODEBUG setting urlmaxqueryparams), counting "&" plus
// one, empty pieces included; weburlhttp.RequestQuery applies that
// default to a server's requests.
func NewSearchParamsLimit(init string, limit int) (*SearchParams, error) {
	init = strings.TrimPrefix(init, "?")
	if err := checkQueryPairs(init, limit); err != nil {
		return nil, err
	}
	s := new(SearchParams)
	s.parse(init)
	return s, nil
}

// SearchParamsLimit is SearchParams for a URL from an untrusted source
// (spec: #dom-url-searchparams): it returns the URL's query object, or nil
// and a *TooManyQueryParamsError when the URL's query holds more than
// limit name-value pairs (see NewSearchParamsLimit; 0 or less means no
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
// than limit name-value pairs (with limit > 0), and nil otherwise. It
// stops at the pair after the limit.
func checkQueryPairs(query string, limit int) error {
	if limit <= 0 || strings.Count(query, "&") < limit {
		return nil // at most limit pieces
	}
	pairs := 0
	for start := 0; start < len(query); {
		end := strings.IndexByte(query[start:], '&')
		if end < 0 {
			end = len(query)
		} else {
			end += start
		}
		if end > start {
			if pairs == limit {
				return &TooManyQueryParamsError{Limit: limit, Offset: start}
			}
			pairs++
		}
		start = end + 1
	}
	return nil
}
