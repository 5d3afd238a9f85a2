// Package urlkey makes keys of URLs: the form under which two URLs count as
// the same for a web archive, a Safe Browsing client or a crawler.
//
// A key is made by a [Profile]: a parser that turns the input into a
// [Record] (the URL's components as strings), a list of named [Step]s that
// change the record, and a format that writes the key. The package's
// profiles, which [ProfileByName] finds by their names:
//
//   - [SURT] ("surt"): the Sort-friendly URI Reordering Transform of web
//     archives ("http://www.archive.org/goo/?b&a" is "org,archive)/goo?a&b"),
//     as internetarchive/surt makes it with its default canonicalizer;
//     [NewSURT] takes its options (with scheme, trailing comma, host
//     massage, ...).
//   - [SafeBrowsing] ("safebrowsing"): Google Safe Browsing's canonical
//     URL, whose lookup expressions and SHA-256 hashes
//     [SafeBrowsingExpressions] returns ("URLs and Hashing", Safe Browsing
//     API v4).
//   - [Dedup] ("dedup"): a crawler's deduplication key, made from the URL
//     Standard's result (the URL a browser would request) with the steps
//     that make URLs naming the same resource equal.
//   - [SemanticPrecise], [Semantic] and [Aggressive] ("semantic_precise",
//     "semantic", "aggressive"): the canonicalizers of
//     internetarchive/urlcanon, the Internet Archive's canonicalizer that
//     brozzler and warcprox use, and [SSURT] ("ssurt"), its SSURT form
//     ([SSURTOf] writes any record so).
//
// A profile is a value: [Profile.Without] drops steps by name,
// [Profile.With] adds steps where each says it runs, and any field can be
// replaced, so a user's own profile starts from one of these.
//
// Where a profile's published cases need a parser other than the URL
// Standard's (SURT's is internetarchive/surt's lax RFC 2396 split, which
// reads "http://evil.example\@good.example/" as host good.example where a
// browser visits evil.example), the profile follows its published cases,
// and its documentation says where its key departs from what a browser
// would visit.
//
// An input without a key gets an [*Error] whose [Reason] errors.Is tests.
// No byte of the input is dropped without a step that says so: a host
// that is not well-formed UTF-8 keeps its bytes, percent-encoded. Every
// function of the package takes time linear in the length of its input
// (sorting a query's pairs takes n log n in their number), and none
// panics on any input.
//
// The package's files stand on five floors; a file uses names of its own
// floor and the floors below it, never above: names.go (ProfileByName);
// the profiles: dedup.go, surt.go, safebrowsing.go, urlcanon.go; the
// machinery: profile.go (Profile, Step), steps.go (steps the profiles
// share); the parsers: record.go (Record, ParseWHATWG), iaparse.go
// (ParseIA), urlcanonparse.go (ParseURLCanon); the base: errors.go,
// percent.go (percent-encoding and ASCII), iahost.go (IDNA 2003 and IPv4
// as internetarchive/surt reads them), sessionid.go (session IDs).
package urlkey
