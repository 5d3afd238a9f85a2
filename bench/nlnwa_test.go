package bench

// The claims of MIGRATING.md's "From nlnwa/whatwg-url", each checked
// against both libraries: nlnwa's answer is the truth of what a migrating
// program did, weburl's what the guide says to write instead.

import (
	"net/url"
	"strings"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
	"golang.org/x/text/encoding/charmap"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/queryencoding"
)

func TestFromNlnwa(t *testing.T) {
	base, ref := "https://example.com/a/b?x#f", "../c d?q=1#g"
	n, err := nlnwa.ParseRef(base, ref)
	if err != nil {
		t.Fatal(err)
	}
	w, err := weburl.ParseWithBase(ref, base) // the reference first
	if err != nil || w.Href() != n.Href(false) {
		t.Errorf("ParseWithBase(ref, base) = %v, %v; nlnwa ParseRef(base, ref) = %q", w, err, n.Href(false))
	}
	if swapped, err := weburl.ParseWithBase(base, ref); err == nil && swapped.Href() == n.Href(false) {
		t.Errorf("the swapped call gives the same URL: the guide's warning is wrong")
	}
	nb, _ := url.Parse(base)
	if w, err := weburl.ParseRef(nb, ref); err != nil || w.Href() != n.Href(false) {
		t.Errorf("weburl.ParseRef(*url.URL, ref) = %v, %v", w, err)
	}
	parsed, _ := weburl.Parse(base)
	if w, err := parsed.Parse(ref); err != nil || w.Href() != n.Href(false) {
		t.Errorf("base.Parse(ref) = %v, %v", w, err)
	}
	// Href(true), DecodedPort, Query and Fragment.
	nu, _ := nlnwa.Parse("https://example.com/p?q=1#frag")
	wu, _ := weburl.Parse("https://example.com/p?q=1#frag")
	noFrag := wu.Clone()
	noFrag.SetHash("")
	port, _ := wu.PortOrDefault()
	if noFrag.Href() != nu.Href(true) || port != nu.DecodedPort() ||
		strings.TrimPrefix(wu.Search(), "?") != nu.Query() || strings.TrimPrefix(wu.Hash(), "#") != nu.Fragment() {
		t.Errorf("Href(true) %q, port %d, query and fragment: %q %d %q %q", noFrag.Href(), port, nu.Href(true), nu.DecodedPort(), nu.Query(), nu.Fragment())
	}
	// Validation errors.
	input := `https://example.com\a`
	nv, _ := nlnwa.NewParser(nlnwa.WithReportValidationErrors()).Parse(input)
	var errs []weburl.ValidationErrorAt
	if _, err := (weburl.ParseOptions{ValidationErrors: &errs}).Parse(input); err != nil || len(errs) == 0 || len(nv.ValidationErrors()) == 0 {
		t.Errorf("%q: weburl reports %v, nlnwa %v", input, errs, nv.ValidationErrors())
	}
	// The query encoding.
	nq, _ := nlnwa.NewParser(nlnwa.WithEncodingOverride(charmap.Windows1252)).Parse("https://x/?q=é")
	enc, _ := queryencoding.ForLabel("windows-1252")
	wq, err := (weburl.ParseOptions{Encoding: enc}).Parse("https://x/?q=é")
	if err != nil || wq.Href() != nq.Href(false) {
		t.Errorf("windows-1252 query: weburl %v %v, nlnwa %q", wq, err, nq.Href(false))
	}
}
