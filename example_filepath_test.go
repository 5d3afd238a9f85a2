package weburl_test

import (
	"errors"
	"fmt"

	"github.com/weburl/weburl"
)

func ExampleURL_FilePath() {
	u := mustParse("file:///C:/Program%20Files/a.txt?query#frag")
	fmt.Println(u.FilePath(weburl.WindowsPathStyle))
	fmt.Println(u.FilePath(weburl.POSIXPathStyle))

	unc := mustParse("file://server/share/x")
	fmt.Println(unc.FilePath(weburl.WindowsPathStyle))
	_, err := unc.FilePath(weburl.POSIXPathStyle)
	fmt.Println(err)

	_, err = mustParse("file:///a%2Fb").FilePath(weburl.POSIXPathStyle)
	fmt.Println(errors.Is(err, weburl.ErrEncodedSeparator))
	// Output:
	// C:\Program Files\a.txt <nil>
	// /C:/Program Files/a.txt <nil>
	// \\server\share\x <nil>
	// weburl: FilePath "file://server/share/x": a file URL with a host has no POSIX path
	// true
}

func ExampleFileURL() {
	u, _ := weburl.FileURL("/tmp/a b/100%/#1", weburl.POSIXPathStyle)
	fmt.Println(u)
	u, _ = weburl.FileURL(`C:\a b\..\c`, weburl.WindowsPathStyle)
	fmt.Println(u)
	u, _ = weburl.FileURL(`\\höst\share\x`, weburl.WindowsPathStyle)
	fmt.Println(u)
	_, err := weburl.FileURL("relative/path", weburl.POSIXPathStyle)
	fmt.Println(err)
	// Output:
	// file:///tmp/a%20b/100%25/%231
	// file:///C:/c
	// file://xn--hst-sna/share/x
	// weburl: FileURL "relative/path": the path is not absolute
}

func ExampleFilePathError_Error() {
	_, err := mustParse("https://example.com/").FilePath(weburl.POSIXPathStyle)
	fmt.Println(err.Error())
	// Output:
	// weburl: FilePath "https://example.com/": not a file URL
}

func ExampleFilePathError_Unwrap() {
	_, err := weburl.FileURL(`\\a b\share`, weburl.WindowsPathStyle)
	var fe *weburl.FilePathError
	var pe *weburl.ParseError
	fmt.Println(errors.As(err, &fe), fe.Func)
	fmt.Println(errors.As(err, &pe), pe.Type) // the server is not a valid host
	// Output:
	// true FileURL
	// true domain-to-ASCII
}

func ExampleFilePathReason_String() {
	fmt.Println(weburl.ErrNoDriveLetter.String())
	fmt.Println(weburl.FilePathReason(0))
	// Output:
	// the path does not start with a drive letter
	// FilePathReason(0)
}

func ExampleFilePathReason_Error() {
	_, err := mustParse("file:///C:/a%00").FilePath(weburl.WindowsPathStyle)
	fmt.Println(errors.Is(err, weburl.ErrNUL), weburl.ErrNUL.Error())
	// Output:
	// true the path holds a NUL byte
}
