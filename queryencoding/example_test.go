package queryencoding_test

import (
	"errors"
	"fmt"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/queryencoding"
)

func ExampleForLabel() {
	enc, err := queryencoding.ForLabel(" Latin1 ")
	fmt.Println(enc, err)
	enc, _ = queryencoding.ForLabel("utf-16le") // a query is never UTF-16
	fmt.Println(enc == nil)
	_, err = queryencoding.ForLabel("no-such-encoding")
	fmt.Println(err, errors.Is(err, queryencoding.ErrUnknownLabel))

	// A page in Shift_JIS encodes a special URL's query in Shift_JIS.
	sjis, _ := queryencoding.ForLabel("shift_jis")
	u, _ := weburl.ParseOptions{Encoding: sjis}.Parse("https://example.com/?q=\u2212")
	fmt.Println(u)
	// Output:
	// Windows 1252 <nil>
	// true
	// queryencoding: unknown encoding label "no-such-encoding" true
	// https://example.com/?q=%81|
}
