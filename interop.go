package weburl

import (
	"database/sql/driver"
	"fmt"
	"log/slog"
)

// Interoperation with the standard library: redaction for logs (as net/url's
// URL.Redacted), database/sql (sql.Scanner, driver.Valuer), log/slog
// (slog.LogValuer), and the *url.URL that CheckRedirect gives net/http.

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

// Value implements driver.Valuer for database/sql: a URL is stored as a
// string holding its href, with the password (unlike Redacted). The zero URL
// is stored as SQL NULL (nil), so that a nullable column can hold "no URL";
// Scan reads NULL back as the zero URL, making Scan and Value inverses.
// database/sql stores a nil *URL as NULL too. The error is always nil.
func (u URL) Value() (driver.Value, error) {
	if u.href == "" {
		return nil, nil
	}
	return u.Href(), nil
}

// Scan implements sql.Scanner for database/sql: src is a string or []byte
// holding an absolute URL, which is parsed as UnmarshalText does, or nil
// (SQL NULL), which gives the zero URL, as does an empty string. It returns
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
