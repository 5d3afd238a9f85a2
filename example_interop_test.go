package weburl_test

import (
	"fmt"
	"log/slog"
	"os"

	"github.com/weburl/weburl"
)

func ExampleURL_Redacted() {
	fmt.Println(mustParse("https://alice:hunter2@example.com/x").Redacted())
	fmt.Println(mustParse("https://alice@example.com/x").Redacted())
	// Output:
	// https://alice:xxxxx@example.com/x
	// https://alice@example.com/x
}

func ExampleURL_LogValue() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{} // no time, for a stable output
			}
			return a
		},
	}))
	u := mustParse("https://alice:hunter2@example.com/x")
	logger.Info("fetch", "url", u)
	// Output: level=INFO msg=fetch url=https://alice:xxxxx@example.com/x
}

func ExampleURL_Scan() {
	// database/sql calls Scan for a *URL destination, as in
	// row.Scan(&u).
	var u weburl.URL
	err := u.Scan([]byte("https://example.com:443/a?b"))
	fmt.Println(u.Href(), err)
	err = u.Scan(nil) // NULL gives the zero URL
	fmt.Printf("%q %v\n", u.Href(), err)
	err = u.Scan(42)
	fmt.Println(err)
	// Output:
	// https://example.com/a?b <nil>
	// "" <nil>
	// weburl: cannot scan int into a URL
}
