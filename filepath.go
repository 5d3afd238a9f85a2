package weburl

import (
	"runtime"
	"strconv"
	"strings"
	"unicode/utf8"
)

// File URLs and local paths. The URL Standard defines file URLs but not how
// they map to a local file system; FilePath and FileURL follow what Node.js
// (url.fileURLToPath, url.pathToFileURL) and rust-url (Url::to_file_path,
// Url::from_file_path) do, with the differences their doc comments name.

// A PathStyle says which operating system's path rules FilePath and FileURL
// follow. Both styles work on every GOOS, so a program on Linux can convert
// Windows paths and the other way round.
type PathStyle uint8

// The path styles.
const (
	// NativePathStyle is the style of the operating system the program
	// runs on: WindowsPathStyle when runtime.GOOS is "windows",
	// POSIXPathStyle otherwise. It is the zero PathStyle.
	NativePathStyle PathStyle = iota
	// POSIXPathStyle: paths such as "/home/a b/c", with "/" as the only
	// separator; a file name is any bytes but "/" and NUL, "\" included.
	POSIXPathStyle
	// WindowsPathStyle: drive paths such as `C:\a b\c` and UNC paths such
	// as `\\server\share\c`, with "\" and "/" both separators.
	WindowsPathStyle
)

// resolve returns the style to follow, turning NativePathStyle into the
// running system's style, and false for a value that is not a constant.
func (s PathStyle) resolve() (PathStyle, bool) {
	switch s {
	case NativePathStyle:
		if runtime.GOOS == "windows" {
			return WindowsPathStyle, true
		}
		return POSIXPathStyle, true
	case POSIXPathStyle, WindowsPathStyle:
		return s, true
	}
	return s, false
}

// A FilePathReason says why FilePath or FileURL failed. A *FilePathError
// wraps it; test for one with errors.Is:
//
//	if errors.Is(err, weburl.ErrEncodedSeparator) { ... }
//
// The zero FilePathReason is not a reason.
type FilePathReason uint8

// The reasons, for the functions named.
const (
	_ FilePathReason = iota
	// ErrNotFileURL: FilePath, when the URL's scheme is not "file", or the
	// URL is nil or the zero URL.
	ErrNotFileURL
	// ErrFileURLHost: FilePath with POSIXPathStyle, when the URL's host
	// is not empty ("file://server/x"): a POSIX path cannot name a file on
	// another host. The parser makes the host "localhost" empty.
	ErrFileURLHost
	// ErrNoDriveLetter: FilePath with WindowsPathStyle, when the URL's
	// host is empty and its first path segment, percent-decoded, is not a
	// drive letter followed by ":" ("file:///x/y").
	ErrNoDriveLetter
	// ErrEncodedSeparator: FilePath, when a path segment percent-decodes to
	// a string holding "/" ("%2F"), or with WindowsPathStyle "\" ("%5C"):
	// the separator would split the segment into two file names.
	ErrEncodedSeparator
	// ErrNUL: FilePath, when a path segment percent-decodes to a string
	// holding a NUL byte ("%00"); FileURL, when the path holds one. No
	// file name holds NUL, and system calls take it as the end of a path.
	ErrNUL
	// ErrNotUTF8: FilePath with WindowsPathStyle, when the percent-decoded
	// path is not valid UTF-8 ("%FF"); FileURL with WindowsPathStyle, when
	// the path is not. Windows file names are Unicode; Go would change the
	// ill-formed bytes to U+FFFD and name another file.
	ErrNotUTF8
	// ErrPathNotAbsolute: FileURL, when the path is not absolute: with
	// POSIXPathStyle, it does not start with "/"; with WindowsPathStyle, it
	// is not a drive letter, ":" and a separator (`C:\`), nor a UNC path
	// with a server and a share other than "." and ".." (`\\server\share`), nor one of those after
	// `\\?\` (`\\?\C:\`, `\\?\UNC\server\share`). Relative (`a\b`),
	// drive-relative (`C:a`), rooted (`\a`) and device (`\\.\COM1`) paths
	// are not absolute.
	ErrPathNotAbsolute
	// ErrUNCServer: FileURL with WindowsPathStyle, when the server of a
	// UNC path holds "%", "?" or "#", which a URL's host cannot hold as
	// they are, or an ASCII tab or newline, which the parser would
	// remove, or is a drive letter such as "C:", which the parser would
	// read as the start of the path.
	ErrUNCServer
	// ErrUnknownPathStyle: FilePath and FileURL, when the style is not one
	// of the PathStyle constants.
	ErrUnknownPathStyle
)

// String returns a short description of the reason, such as "not a file
// URL", or "FilePathReason(N)" for a value that is not one of the
// constants.
func (r FilePathReason) String() string {
	switch r {
	case ErrNotFileURL:
		return "not a file URL"
	case ErrFileURLHost:
		return "a file URL with a host has no POSIX path"
	case ErrNoDriveLetter:
		return "the path does not start with a drive letter"
	case ErrEncodedSeparator:
		return "a path segment holds a percent-encoded separator"
	case ErrNUL:
		return "the path holds a NUL byte"
	case ErrNotUTF8:
		return "the path is not valid UTF-8"
	case ErrPathNotAbsolute:
		return "the path is not absolute"
	case ErrUNCServer:
		return "the UNC server name cannot be a URL host"
	case ErrUnknownPathStyle:
		return "unknown path style"
	}
	return "FilePathReason(" + strconv.Itoa(int(r)) + ")"
}

// Error returns the same text as String.
func (r FilePathReason) Error() string { return r.String() }

// A FilePathError is the error FilePath and FileURL return.
type FilePathError struct {
	// Func is the function that failed: "FilePath" or "FileURL".
	Func string
	// Input is the URL's href (FilePath) or the path (FileURL).
	Input string
	// Err says why: a FilePathReason, or for FileURL the *ParseError of
	// the URL it made, when that does not parse (as for a UNC server that
	// is not a valid host, such as `\\a b\share`).
	Err error
}

// Error returns a message of the form `weburl: FileURL "a/b": the path is
// not absolute`. A nil *FilePathError gives "weburl: <nil FilePathError>".
func (e *FilePathError) Error() string {
	if e == nil {
		return "weburl: <nil FilePathError>"
	}
	return "weburl: " + e.Func + " " + strconv.Quote(e.Input) + ": " + errorText(e.Err)
}

// Unwrap returns e.Err, so that errors.Is(err, weburl.ErrNotFileURL) and
// errors.As(err, &parseErr) work; nil for a nil *FilePathError.
func (e *FilePathError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// FilePath returns the local path that the file URL u names, by the rules
// of style (NativePathStyle for the running system). It reads the URL's
// host and path only: the query and fragment are ignored, as Node.js and
// rust-url ignore them. Each path segment is percent-decoded (PercentDecode,
// byte for byte; "+" stays "+").
//
// With POSIXPathStyle the URL's host must be empty (ErrFileURLHost), and the
// path is "/" followed by the decoded segments joined with "/":
// "file:///tmp/a%20b" gives "/tmp/a b", "file:///C:/x" gives "/C:/x". The
// result is bytes, which need not be UTF-8 ("%FF" gives the byte 0xFF).
//
// With WindowsPathStyle a URL with a host gives a UNC path: `\\`, the host
// as Hostname returns it (ASCII: "xn--" labels for IDNA, an IPv6 address in
// brackets), `\`, and the decoded segments joined with `\`:
// "file://server/share/x" gives `\\server\share\x`. A URL without a host
// must start its path with a drive letter (ErrNoDriveLetter), written "C:"
// or "C%3A" ("C|" the parser has already made "C:"): "file:///C:/a%20b"
// gives `C:\a b`, and "file:///C:" gives `C:\`.
//
// It returns a *FilePathError wrapping ErrNotFileURL when u's scheme is not
// "file" (or u is nil or the zero URL); ErrEncodedSeparator when a segment
// decodes to hold "/" (or, for Windows, "\"), as Node.js rejects "%2F" and
// "%5C"; ErrNUL when a segment decodes to hold a NUL byte; for Windows,
// ErrNotUTF8 when a segment does not decode to UTF-8 (as rust-url rejects
// it); or ErrUnknownPathStyle.
func (u *URL) FilePath(style PathStyle) (string, error) {
	href := u.Href()
	fail := func(r FilePathReason) (string, error) {
		return "", &FilePathError{Func: "FilePath", Input: href, Err: r}
	}
	style, ok := style.resolve()
	if !ok {
		return fail(ErrUnknownPathStyle)
	}
	if href == "" || u.Scheme() != "file" {
		return fail(ErrNotFileURL)
	}
	host := u.Hostname()
	if host != "" && style == POSIXPathStyle {
		return fail(ErrFileURLHost)
	}
	segments := strings.Split(strings.TrimPrefix(u.Pathname(), "/"), "/")
	for i, seg := range segments {
		d := PercentDecode(seg)
		switch {
		case strings.IndexByte(d, 0) >= 0:
			return fail(ErrNUL)
		case strings.IndexByte(d, '/') >= 0,
			style == WindowsPathStyle && strings.IndexByte(d, '\\') >= 0:
			return fail(ErrEncodedSeparator)
		case style == WindowsPathStyle && !utf8.ValidString(d):
			return fail(ErrNotUTF8)
		}
		segments[i] = d
	}
	if style == POSIXPathStyle {
		return "/" + strings.Join(segments, "/"), nil
	}
	if host != "" {
		return `\\` + host + `\` + strings.Join(segments, `\`), nil
	}
	if drive := segments[0]; len(drive) != 2 || !isASCIIAlpha(drive[0]) || drive[1] != ':' {
		return fail(ErrNoDriveLetter)
	}
	if len(segments) == 1 {
		return segments[0] + `\`, nil // "file:///C:" names the root of C:
	}
	return strings.Join(segments, `\`), nil
}

// FileURL returns the file URL of the absolute local path path, read by
// the rules of style (NativePathStyle for the running system), as
// Node.js's url.pathToFileURL does; the path is not made absolute against
// the working directory, and the file system is not consulted.
//
// The path is first cleaned as the URL parser would clean its URL path:
// empty segments (repeated separators) are dropped, "." segments too, and
// ".." removes the segment before it (never the root, a Windows drive or a
// UNC share); a trailing separator stays, and so does one that a final "."
// or ".." leaves ("/a/b/.." gives "file:///a/"); a UNC path that is only a
// share names the share's root (`\\server\share` gives
// "file://server/share/"). Each segment is then
// percent-encoded with the path percent-encode set (PathPercentEncodeSet)
// plus "%" and "\" (so that a file name such as "100%" or, on POSIX, "a\b"
// comes back from FilePath unchanged), and "|" in a first segment such as
// "C|", which the parser would read as a drive letter; bytes 0x80 and above
// are percent-encoded as they are, so a POSIX path that is not UTF-8 keeps
// its bytes. The resulting string is parsed with Parse, so that the URL is
// exactly the one a browser makes of it (a UNC server "localhost" gives an
// empty host, which FilePath then reads as a drive path).
//
// With POSIXPathStyle, "/a b/c" gives "file:///a%20b/c". With
// WindowsPathStyle, "\" and "/" both separate: `C:\a b\c` gives
// "file:///C:/a%20b/c" (the drive letter keeps its case),
// `\\server\share\x` gives "file://server/share/x" (the server parsed as a
// host: IDNA applies, so `\\höst\s` gives "file://xn--hst-sna/s"), and the
// prefixes `\\?\` and `\\?\UNC\` are read as Windows reads them.
//
// It returns a *FilePathError wrapping ErrPathNotAbsolute when path is not
// absolute for style; ErrNUL when path holds a NUL byte; with
// WindowsPathStyle, ErrNotUTF8 when path is not valid UTF-8, and
// ErrUNCServer when a UNC server holds "%", "?", "#", a tab or a newline,
// or is a drive letter; the *ParseError of Parse when the URL does not
// parse (a UNC server that is not a valid host); or ErrUnknownPathStyle.
func FileURL(path string, style PathStyle) (*URL, error) {
	fail := func(err error) (*URL, error) {
		return nil, &FilePathError{Func: "FileURL", Input: path, Err: err}
	}
	style, ok := style.resolve()
	if !ok {
		return fail(ErrUnknownPathStyle)
	}
	if strings.IndexByte(path, 0) >= 0 {
		return fail(ErrNUL)
	}
	var host string
	var segments []string // the path's segments, the first after the root
	keep := 0             // how many leading segments ".." cannot remove
	if style == POSIXPathStyle {
		if !strings.HasPrefix(path, "/") {
			return fail(ErrPathNotAbsolute)
		}
		segments = strings.Split(path[1:], "/")
	} else {
		if !utf8.ValidString(path) {
			return fail(ErrNotUTF8)
		}
		p := path
		if rest, ok := strings.CutPrefix(p, `\\?\`); ok {
			// A verbatim path: only a drive or UNC after it.
			if len(rest) >= 4 && strings.EqualFold(rest[:4], `UNC\`) {
				p = `\\` + rest[4:]
			} else if isWindowsDriveRoot(rest) {
				p = rest
			} else {
				return fail(ErrPathNotAbsolute)
			}
		}
		switch {
		case isWindowsDriveRoot(p):
			segments = splitWindowsPath(p)
			keep = 1
		case len(p) >= 2 && isWindowsSeparator(p[0]) && isWindowsSeparator(p[1]):
			parts := splitWindowsPath(p[2:])
			if len(parts) < 2 || parts[0] == "" || parts[0] == "." || parts[0] == "?" ||
				parts[1] == "" || parts[1] == "." || parts[1] == ".." {
				return fail(ErrPathNotAbsolute)
			}
			if strings.ContainsAny(parts[0], "%?#\t\n\r") || isWindowsDriveLetter(parts[0]) {
				return fail(ErrUNCServer)
			}
			host, segments = parts[0], parts[1:]
			keep = 1
		default:
			return fail(ErrPathNotAbsolute)
		}
	}
	segments = cleanFileSegments(segments, keep)

	buf := make([]byte, 0, len("file://")+len(host)+len(path)+16)
	buf = append(buf, "file://"...)
	buf = append(buf, host...)
	for i, seg := range segments {
		buf = append(buf, '/')
		buf = appendFileSegment(buf, seg, i == 0)
	}
	u, err := Parse(string(buf))
	if err != nil {
		return fail(err)
	}
	return u, nil
}

// isWindowsSeparator reports whether c separates Windows path segments.
func isWindowsSeparator(c byte) bool { return c == '\\' || c == '/' }

// isWindowsDriveRoot reports whether p starts with a drive letter, ":" and
// a separator, as `C:\` and "c:/" do.
func isWindowsDriveRoot(p string) bool {
	return len(p) >= 3 && isASCIIAlpha(p[0]) && p[1] == ':' && isWindowsSeparator(p[2])
}

// splitWindowsPath splits p at each `\` and "/", keeping empty segments.
func splitWindowsPath(p string) []string {
	var segments []string
	start := 0
	for i := 0; i < len(p); i++ {
		if isWindowsSeparator(p[i]) {
			segments = append(segments, p[start:i])
			start = i + 1
		}
	}
	return append(segments, p[start:])
}

// cleanFileSegments resolves the path segments as the URL parser's path
// state does, but for the Windows drive letter quirks: "" and "." segments
// are dropped, ".." drops the segment before it but never one of the first
// keep segments, and a path that ends in one of those three ends in an
// empty segment (a trailing "/"). It returns at least keep+1 segments, so
// that the root ("/") is not lost.
func cleanFileSegments(segments []string, keep int) []string {
	out := make([]string, 0, len(segments))
	for i, seg := range segments {
		last := i == len(segments)-1
		switch {
		case i < keep:
			out = append(out, seg)
			continue
		case seg == "..":
			if len(out) > keep {
				out = out[:len(out)-1]
			}
		case seg != "" && seg != ".":
			out = append(out, seg)
			continue
		}
		if last {
			out = append(out, "")
		}
	}
	if len(out) == keep {
		out = append(out, "")
	}
	return out
}

// appendFileSegment appends seg, one cleaned path segment, percent-encoded
// for FileURL: bytes in the path percent-encode set, "%", `\`, and 0x80 and
// above (byte for byte, so ill-formed UTF-8 keeps its bytes); in the first
// segment, the "|" of a Windows drive letter ("C|"), which the parser would
// turn into "C:".
func appendFileSegment(dst []byte, seg string, first bool) []byte {
	drivePipe := first && isWindowsDriveLetter(seg) && !isNormalizedWindowsDriveLetter(seg)
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		if pathPercentEncodeSet.has(c) || c == '%' || c == '\\' || c == '|' && drivePipe {
			dst = appendPercentEncodedByte(dst, c)
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}
