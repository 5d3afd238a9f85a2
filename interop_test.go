package weburl

import (
	"bytes"
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

func TestRedacted(t *testing.T) {
	// The expected strings are what net/url's URL.Redacted gives for the
	// same (already normalized) input: the password, and only it, is
	// replaced by "xxxxx".
	tests := []struct{ in, want string }{
		{"https://user:secret@example.com/p?q#f", "https://user:xxxxx@example.com/p?q#f"},
		{"https://:secret@example.com/", "https://:xxxxx@example.com/"},
		{"https://user@example.com/", "https://user@example.com/"},
		{"https://example.com/", "https://example.com/"},
		{"ftp://u:p%40ss@[::1]:21/", "ftp://u:xxxxx@[::1]/"}, // 21 is ftp's default port: the parser drops it
		{"foo://u:p@h/x", "foo://u:xxxxx@h/x"},
		{"mailto:user:pass@example.com", "mailto:user:pass@example.com"}, // an opaque path, no credentials
	}
	for _, tc := range tests {
		u := mustParse(tc.in)
		if got := u.Redacted(); got != tc.want {
			t.Errorf("Redacted(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if nu, err := url.Parse(u.Href()); err == nil && nu.Redacted() != tc.want {
			t.Errorf("net/url Redacted(%q) = %q, the test expects %q", u.Href(), nu.Redacted(), tc.want)
		}
		if u.Href() != mustParse(tc.in).Href() {
			t.Errorf("Redacted changed %q", tc.in)
		}
	}
	// A URL whose query was appended to through SearchParams keeps its href
	// in two parts.
	u := mustParse("https://u:p@example.com/?a=1#frag")
	u.SearchParams().Append("b", "2")
	if got, want := u.Redacted(), "https://u:xxxxx@example.com/?a=1&b=2#frag"; got != want {
		t.Errorf("Redacted = %q, want %q", got, want)
	}
	var nilURL *URL
	if nilURL.Redacted() != "" || new(URL).Redacted() != "" {
		t.Error("nil or zero URL: Redacted not empty")
	}
}

func TestLogValue(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&buf, nil))
	u := mustParse("https://alice:hunter2@example.com/x")
	type record struct{ Home URL }
	log.Info("visit", "url", u, "value", *u, "zero", URL{})
	out := buf.String()
	if strings.Contains(out, "hunter2") {
		t.Errorf("the password is in the log: %s", out)
	}
	for _, want := range []string{`url=https://alice:xxxxx@example.com/x`, `value=https://alice:xxxxx@example.com/x`, `zero=""`} {
		if !strings.Contains(out, want) {
			t.Errorf("log %q lacks %q", out, want)
		}
	}
	buf.Reset()
	log.Info("nil", "url", (*URL)(nil)) // slog recovers; it must not crash
	if !strings.Contains(buf.String(), "url=") {
		t.Errorf("log of a nil *URL: %q", buf.String())
	}
}

func TestScanValue(t *testing.T) {
	href := "https://user:pw@example.com/a?b#c"
	var u URL
	for _, src := range []any{href, []byte(href)} {
		if err := u.Scan(src); err != nil || u.Href() != href {
			t.Errorf("Scan(%T) = %v, href %q", src, err, u.Href())
		}
		if v, err := u.Value(); err != nil || v != href {
			t.Errorf("Value = %v, %v; want the href with the password", v, err)
		}
	}
	// Scan normalizes as a browser does.
	if err := u.Scan("HTTPS://EXAMPLE.com:443/a/../b"); err != nil || u.Href() != "https://example.com/b" {
		t.Errorf("Scan: %v, %q", err, u.Href())
	}
	// The query object follows Scan.
	sp := u.SearchParams()
	u.Scan("https://example.com/?q=1")
	if sp.Get("q") != "1" {
		t.Errorf("SearchParams after Scan: %q", sp.String())
	}
	for _, src := range []any{nil, "", []byte{}} {
		u := *mustParse(href)
		if err := u.Scan(src); err != nil || u.Href() != "" {
			t.Errorf("Scan(%#v) = %v, href %q; want the zero URL", src, err, u.Href())
		}
		if v, err := u.Value(); v != nil || err != nil {
			t.Errorf("zero URL Value = %#v, %v; want nil (NULL)", v, err)
		}
	}
	before := *mustParse(href)
	u = before
	err := u.Scan("http://[::1")
	var pe *ParseError
	if !errors.As(err, &pe) || u.Href() != href {
		t.Errorf("Scan(bad) = %v, href %q; want a *ParseError and no change", err, u.Href())
	}
	if err := u.Scan(int64(3)); err == nil || !strings.Contains(err.Error(), "int64") || u.Href() != href {
		t.Errorf("Scan(int64) = %v", err)
	}
	var nilURL *URL
	if err := nilURL.Scan(href); !errors.Is(err, ErrZeroURL) {
		t.Errorf("nil Scan = %v, want ErrZeroURL", err)
	}
	if err := nilURL.Scan(nil); !errors.Is(err, ErrZeroURL) {
		t.Errorf("nil Scan(nil) = %v, want ErrZeroURL", err)
	}
}

// TestSQLRoundTrip stores URLs through database/sql into a one-column
// in-memory driver and reads them back: database/sql calls Value on the way
// in (driver.DefaultParameterConverter) and Scan on the way out
// (convertAssign), and stores a nil *URL as NULL.
func TestSQLRoundTrip(t *testing.T) {
	mem.Lock()
	mem.stored = nil
	mem.Unlock()
	db := sql.OpenDB(&memConnector{})
	defer db.Close()
	u := mustParse("https://user:pw@example.com/x?y")
	var nilURL *URL
	for _, arg := range []any{u, *u, URL{}, nilURL} {
		if _, err := db.Exec("put", arg); err != nil {
			t.Fatalf("Exec(%T): %v", arg, err)
		}
	}
	rows, err := db.Query("all")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var v URL
		v.Scan("https://placeholder.example/") // Scan must overwrite it
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		got = append(got, v.Href())
	}
	want := []string{u.Href(), u.Href(), "", ""}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("read back %q, want %q", got, want)
	}
	if mem.stored[2] != nil || mem.stored[3] != nil {
		t.Errorf("zero and nil URLs stored as %#v, %#v; want NULL", mem.stored[2], mem.stored[3])
	}
}

// memConnector is a database/sql driver with one table of one column:
// the statement "put" appends its one argument, and "all" returns them.
type memConnector struct{}

var mem struct {
	sync.Mutex
	stored []driver.Value
}

func (*memConnector) Connect(context.Context) (driver.Conn, error) { return memConn{}, nil }
func (*memConnector) Driver() driver.Driver                        { return nil }

type memConn struct{}

func (memConn) Prepare(query string) (driver.Stmt, error) { return memStmt(query), nil }
func (memConn) Close() error                              { return nil }
func (memConn) Begin() (driver.Tx, error)                 { return nil, errors.New("no transactions") }

type memStmt string

func (memStmt) Close() error { return nil }
func (s memStmt) NumInput() int {
	if s == "put" {
		return 1
	}
	return 0
}
func (memStmt) Exec(args []driver.Value) (driver.Result, error) {
	mem.Lock()
	defer mem.Unlock()
	mem.stored = append(mem.stored, args[0])
	return driver.RowsAffected(1), nil
}
func (memStmt) Query([]driver.Value) (driver.Rows, error) {
	mem.Lock()
	defer mem.Unlock()
	return &memRows{vals: append([]driver.Value(nil), mem.stored...)}, nil
}

type memRows struct{ vals []driver.Value }

func (*memRows) Columns() []string { return []string{"url"} }
func (*memRows) Close() error      { return nil }
func (r *memRows) Next(dest []driver.Value) error {
	if len(r.vals) == 0 {
		return io.EOF
	}
	dest[0], r.vals = r.vals[0], r.vals[1:]
	return nil
}

// TestToNetURL checks the *url.URL that CheckRedirect gives net/http
// against the web-platform-tests URL data: its String() is the href, and
// its request target (RequestURI) carries the href's path and query as
// they are, except for what requestNetURL documents net/url cannot hold.
func TestToNetURL(t *testing.T) {
	n := 0
	for _, tc := range testdata.WPT[urlTestCase](t, "wpt/urltestdata.json") {
		if tc.Failure || tc.Href == "" {
			continue
		}
		u := mustParse(tc.Href)
		nu := u.requestNetURL()
		n++
		if u.Scheme() == "http" || u.Scheme() == "https" {
			target := nu.RequestURI()
			if nu.Opaque != "" && strings.HasPrefix(target, u.Scheme()+"://") {
				target = target[len(u.Scheme()+"://"+u.Host()):]
			}
			noFrag, _, _ := strings.Cut(tc.Href, "#")
			rest := noFrag[len(tc.Protocol)+2:] // after "http://"
			if want := rest[strings.IndexByte(rest, '/'):]; target != want {
				t.Errorf("%q: request target %q, want %q", tc.Href, target, want)
			}
			if nu.Host != tc.Host {
				t.Errorf("%q: Host %q, want %q", tc.Href, nu.Host, tc.Host)
			}
		}
		if nu.String() == tc.Href {
			continue
		}
		// What net/url cannot represent: an empty fragment, a fragment it
		// re-escapes, and credentials next to an Opaque.
		hash := tc.Href[len(strings.TrimSuffix(tc.Href, tc.Hash)):]
		noFrag := strings.TrimSuffix(tc.Href, "#")
		if hash != "" {
			noFrag = strings.TrimSuffix(tc.Href, hash)
		}
		got := nu.String()
		if i := strings.IndexByte(got, '#'); i >= 0 {
			got = got[:i]
		}
		if tc.Username != "" || tc.Password != "" {
			if nu.User == nil || nu.User.Username() == "" && tc.Username != "" {
				t.Errorf("%q: credentials lost: User %v", tc.Href, nu.User)
			}
			continue
		}
		if got != noFrag {
			t.Errorf("%q: String() = %q, differs before the fragment", tc.Href, nu.String())
		}
	}
	if n < 500 {
		t.Errorf("only %d cases", n)
	}
}
