package router

import (
	"net/http"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/weburlhttp"
)

// MaxQueryParams is the number of query parameters (name-value pairs)
// that Query accepts: weburlhttp.DefaultMaxQueryParams, net/url's
// default (10,000).
const MaxQueryParams = weburlhttp.DefaultMaxQueryParams

// Query returns the query parameters of the URL r was sent to, parsed by
// the application/x-www-form-urlencoded parser, or nil and an error: a
// *weburl.TooManyQueryParamsError (errors.Is weburl.ErrTooManyQueryParams)
// when the query holds more than MaxQueryParams pairs, which a handler
// answers with 400 Bad Request, or, for a request that did not come
// through a Router, weburlhttp.FromRequest's error.
//
// A Router matches a route's search pattern against the query as one
// string and never splits it into pairs; Query is where a handler gets
// them, bounded as net/url bounds a net/http server's. For a request the
// Router dispatched, Query reads the query the match holds (Match) and
// does not parse the URL again.
func Query(r *http.Request) (*weburl.SearchParams, error) {
	if m := Match(r); m != nil {
		return weburl.NewSearchParamsLimit(m.Search.Input, MaxQueryParams)
	}
	return weburlhttp.RequestQuery(r)
}
