package weburl

import (
	"fmt"
	"strconv"
)

// Format implements fmt.Formatter, so that a URL value, like a *URL, prints
// as its href and not as its internals:
//
//   - %v and %s print the href, as String does, and %q the href quoted
//     (with the flags of %q: %+q escapes non-ASCII, %#q uses backquotes);
//   - %+v prints the redacted href (see Redacted), so that a password
//     never reaches a log line written with %+v (a struct holding a URL
//     field, say);
//   - %#v prints weburl.URL("...") with the redacted href quoted;
//   - any other verb prints %!verb(weburl.URL=redacted href), as fmt does
//     for a verb that does not apply.
//
// Width and precision apply to the printed href as to a string. fmt prints
// a nil *URL as "<nil>", as it does a nil *url.URL; Format itself has a
// value receiver, like the marshalers, so that a URL field formats the same
// way. A nil f writes nothing.
func (u URL) Format(f fmt.State, verb rune) {
	switch {
	case f == nil: // not called by fmt; nothing to write to
	case verb == 'v' && f.Flag('#'):
		fmt.Fprintf(f, "weburl.URL(%s)", strconv.Quote(u.Redacted()))
	case verb == 'v' && f.Flag('+'):
		fmt.Fprintf(f, fmt.FormatString(f, 's'), u.Redacted())
	case verb == 'v' || verb == 's' || verb == 'q':
		fmt.Fprintf(f, fmt.FormatString(f, verb), u.href)
	default:
		fmt.Fprintf(f, "%%!%c(weburl.URL=%s)", verb, u.Redacted())
	}
}
