package weburl

import (
	"fmt"
	"log/slog"
)

// Interoperation with the standard library: redaction for logs (as net/url's
// URL.Redacted), database/sql (sql.Scanner), log/slog
// (slog.LogValuer).

// redactedPassword is what Redacted writes in place of a password, as
// net/url's URL.Redacted does.
const redactedPassword = "xxxxx"

// Redacted returns the href with the password, when the URL has one,
// replaced by "xxxxx", as net/url's URL.Redacted does: the username is kept,
// and a URL without a password is returned unchanged, for example
// "https://user:xxxxx@example.com/" for "https://user:secret@example.com/".
// The URL Standard serializes an empty password as no password (spec:
// #include-credentials, #concept-url-serializer), so "https://user:@host/"
// has none. A nil or zero URL gives "". u is not changed.
func (u *URL) Redacted() string {
	if u == nil || u.password() == "" {
		return u.Href()
	}
	href := u.Href()
	return href[:u.usernameEnd+1] + redactedPassword + href[u.hostStart-1:]
}

// LogValue implements slog.LogValuer: a URL is logged as a string holding
// its redacted href (see Redacted), so that a password never reaches a log,
// for example with slog.Any("url", u) for a URL u or *URL u. The zero URL
// logs as "". It has a value receiver so that a URL field or value logs the
// same way; slog recovers from the nil-pointer dereference that a nil *URL
// would cause and logs an error value instead.
func (u URL) LogValue() slog.Value {
	return slog.StringValue(u.Redacted())
}

// Scan implements sql.Scanner for database/sql: src is a string or []byte
// holding an absolute URL, which is parsed as UnmarshalText does, or nil
// (SQL NULL), which gives the zero URL, as does an empty string. To store a
// URL, pass its href (u.Href(), or nil for "no URL"): URL does not
// implement driver.Valuer, because its package, database/sql/driver, would
// make every program that imports weburl link crypto/rand (through uuid,
// since Go 1.27). It returns
// the *ParseError when src does not parse, leaving u unchanged, an error
// naming the type of any other src (such as int64), and an error wrapping
// ErrZeroURL for a nil u.
func (u *URL) Scan(src any) error {
	if u == nil {
		return &SetterError{Setter: "href", Value: fmt.Sprint(src), Err: ErrZeroURL}
	}
	switch v := src.(type) {
	case nil:
		return u.UnmarshalText(nil)
	case string:
		return u.UnmarshalText([]byte(v))
	case []byte:
		return u.UnmarshalText(v)
	default:
		return fmt.Errorf("weburl: cannot scan %T into a URL", src)
	}
}
