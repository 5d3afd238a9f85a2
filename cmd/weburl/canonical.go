package main

// Keys: the urlkey profiles that -canonical and the {canonical:PROFILE}
// placeholders take by name, SURT's options, and Safe Browsing's lookup
// expressions and hashes.

import (
	"encoding/hex"
	"errors"
	"flag"
	"strings"

	"github.com/weburl/weburl/urlkey"
)

// canonicalUsage documents -canonical.
var canonicalUsage = "print each input's key by `PROFILE`: " + strings.Join(urlkey.ProfileNames(), ", ") +
	" (surt: web archives' SURT, as internetarchive/surt; safebrowsing: Google Safe Browsing's canonical URL; " +
	"dedup: a crawler's key from the URL Standard's parse; semantic_precise, semantic, aggressive, ssurt: internetarchive/urlcanon's)"

// registerSURTFlags defines the -surt-* flags on fs, internetarchive/surt's
// options of the surt profile, which set o.
func registerSURTFlags(fs *flag.FlagSet, o *urlkey.SURTOptions) {
	for _, f := range []struct {
		name, usage string
		v           *bool
	}{
		{"surt-with-scheme", "with the surt profile, write the scheme and \"://(\" first (surt's with_scheme=True)", &o.WithScheme},
		{"surt-trailing-comma", "with the surt profile, write a ',' after the host (trailing_comma=True)", &o.TrailingComma},
		{"surt-keep-www", "with the surt profile, keep a leading \"www.\" (host_massage=False)", &o.KeepWWW},
		{"surt-keep-ip-order", "with the surt profile, do not reverse an IPv4 address (reverse_ipaddr=False)", &o.KeepIPOrder},
		{"surt-keep-query-case", "with the surt profile, do not lowercase the query (query_lowercase=False)", &o.KeepQueryCase},
		{"surt-keep-path-case", "with the surt profile, do not lowercase the path (path_lowercase=False)", &o.KeepPathCase},
		{"surt-registrable-domain", "with the surt profile, write only the host's registrable domain (public_suffix=True)", &o.RegistrableDomain},
	} {
		fs.BoolVar(f.v, f.name, false, f.usage)
	}
}

// profileNamed returns the urlkey profile named name (urlkey.ProfileByName),
// the surt profile made with options o; it reports false for no such
// name.
func profileNamed(name string, o urlkey.SURTOptions) (urlkey.Profile, bool) {
	if name == "surt" {
		return urlkey.NewSURT(o), true
	}
	return urlkey.ProfileByName(name)
}

// keyError returns the reason an input has no key, in a word: the
// validation error type when the URL Standard's parser failed (see
// urlkey.Error.Name).
func keyError(err error) string {
	var e *urlkey.Error
	if errors.As(err, &e) {
		return e.Name()
	}
	return err.Error()
}

// safeBrowsingLookup returns the Safe Browsing lookup of href's canonical
// URL as what names: "safebrowsing-expressions" (the suffix/prefix
// expressions), "safebrowsing-hashes" (their SHA-256 full hashes, hex) or
// "safebrowsing-prefixes" (their 4-byte hash prefixes, hex), each list
// space-separated in one order; or "!" and the reason when href has no
// canonical URL.
func safeBrowsingLookup(href, what string) string {
	exprs, err := urlkey.SafeBrowsingExpressions(href)
	if err != nil {
		return "!" + keyError(err)
	}
	parts := make([]string, len(exprs))
	for i, e := range exprs {
		switch what {
		case "safebrowsing-expressions":
			parts[i] = e.Text
		case "safebrowsing-hashes":
			parts[i] = hex.EncodeToString(e.FullHash[:])
		default:
			prefix := e.HashPrefix()
			parts[i] = hex.EncodeToString(prefix[:])
		}
	}
	return strings.Join(parts, " ")
}

// safeBrowsingPlaceholders are the -get placeholders of safeBrowsingLookup.
var safeBrowsingPlaceholders = []string{"safebrowsing-expressions", "safebrowsing-hashes", "safebrowsing-prefixes"}
