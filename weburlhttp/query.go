package weburlhttp

import (
	"net/http"
	"strings"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/httptarget"
)

// DefaultMaxQueryParams is the number of query parameters (pieces between
// "&", empty ones included, as net/url counts them) that RequestQuery
// accepts: net/url's default since CVE-2025-61726
// (Go's GODEBUG setting urlmaxqueryparams=10000), so that a server reading
// its requests' queries with weburl bounds their memory as a net/http
// server's ParseForm does.
const DefaultMaxQueryParams = 10000

// RequestQuery returns the query parameters of the URL a server's request
// was sent to (FromRequest's URL, whose query object it is), parsed by the
// application/x-www-form-urlencoded parser, or nil and an error: a
// *weburl.TooManyQueryParamsError (errors.Is weburl.ErrTooManyQueryParams)
// when the query holds more than DefaultMaxQueryParams pieces, which a
// handler answers with 400 Bad Request, or FromRequest's error (also for a
// request without a host, which the router serves by its path).
//
// This is where the limit applies: FromRequest parses the URL but keeps
// its query as one string, which costs memory in proportion to its
// length; splitting it into pairs is what costs 32 bytes a pair however
// short the pairs are. Calling SearchParams on FromRequest's URL has no
// limit; SearchParamsLimit takes another one.
func RequestQuery(r *http.Request) (*weburl.SearchParams, error) {
	// A query that is its own URL Standard query, of a request whose host
	// parses, needs no parse of the URL (FuzzRequestQuery).
	if t, err := httptarget.OfQuery(r, ""); err == nil && t.Host != "" && httptarget.PlainQuery(t.Query) &&
		!strings.HasPrefix(t.Query, "?") && t.HostParses() {
		return weburl.NewSearchParamsLimit(t.Query, DefaultMaxQueryParams)
	}
	u, err := FromRequest(r, "")
	if err != nil {
		return nil, err
	}
	return u.SearchParamsLimit(DefaultMaxQueryParams)
}
