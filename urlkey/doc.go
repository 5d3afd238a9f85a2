// Package urlkey makes keys of URLs: the form under which two URLs count as
// the same for a web archive, a Safe Browsing client or a crawler.
//
// A key is made by a [Profile]: a parser that turns the input into a
// [Record] (the URL's components as strings), a list of named [Step]s that
// change the record, and a format that writes the key. Three profiles come
// with the package:
//
//   - [SURT]: the Sort-friendly URI Reordering Transform of web archives
//     ("http://www.archive.org/goo/?b&a" is "org,archive)/goo?a&b"), as
//     internetarchive/surt makes it with its default canonicalizer;
//     [NewSURT] takes its options (with scheme, trailing comma, host
//     massage, ...).
//   - [SafeBrowsing]: Google Safe Browsing's canonical URL, whose lookup
//     expressions and SHA-256 hashes [SafeBrowsingExpressions] returns
//     ("URLs and Hashing", Safe Browsing API v4).
//   - [Dedup]: a crawler's deduplication key, made from the URL Standard's
//     result (the URL a browser would request) with the steps that make
//     URLs naming the same resource equal.
//
// A profile is a value: [Profile.Without] drops steps by name,
// [Profile.With] adds steps, and any field can be replaced, so a user's own
// profile starts from one of these.
//
// Where a profile's published cases need a parser other than the URL
// Standard's (SURT's is internetarchive/surt's lax RFC 2396 split, which
// reads "http://evil.example\@good.example/" as host good.example where a
// browser visits evil.example), the profile follows its published cases,
// and its documentation says where its key departs from what a browser
// would visit.
//
// Every function of the package takes time linear in the length of its
// input (sorting a query's pairs takes n log n in their number), and none
// panics on any input.
package urlkey
