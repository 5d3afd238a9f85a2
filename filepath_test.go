package weburl

import (
	"errors"
	"runtime"
	"testing"
)

const (
	posix   = POSIXPathStyle
	windows = WindowsPathStyle
)

// filePathCases are URL -> path facts. Sources: Node.js's documentation of
// url.fileURLToPath (its examples, and the errors ERR_INVALID_FILE_URL_HOST
// and ERR_INVALID_FILE_URL_PATH: "must not include encoded / characters",
// on Windows also "\"), rust-url's tests of to_file_path (url/tests/unit.rs:
// new_path_windows_fun, test_windows_unc_path, new_path_bad_utf8), and the
// URL Standard's parser (file state, Windows drive letters, "localhost").
var filePathCases = []struct {
	url   string
	style PathStyle
	want  string         // when err is nil
	err   FilePathReason // the reason expected, or 0
}{
	// Node.js docs.
	{"file:///C:/path/", windows, `C:\path\`, 0},
	{"file://nas/foo.txt", windows, `\\nas\foo.txt`, 0},
	{"file:///你好.txt", posix, "/你好.txt", 0},
	{"file:///hello world", posix, "/hello world", 0},
	{"file://nas/foo.txt", posix, "", ErrFileURLHost},
	{"file:///a%2Fb", posix, "", ErrEncodedSeparator},
	{"file:///a%2fb", posix, "", ErrEncodedSeparator},
	{"file:///C:/a%2Fb", windows, "", ErrEncodedSeparator},
	{"file:///C:/a%5Cb", windows, "", ErrEncodedSeparator},
	{"file:///C:/a%5cb", windows, "", ErrEncodedSeparator},
	{"file:///a%5Cb", posix, `/a\b`, 0}, // "\" is a POSIX file name byte
	{"https://example.com/x", posix, "", ErrNotFileURL},
	{"https://example.com/x", windows, "", ErrNotFileURL},
	{"file:///x/y", windows, "", ErrNoDriveLetter},

	// rust-url's tests.
	{"file:///C:/foo/ba%80r", windows, "", ErrNotUTF8},
	{"file:///foo/ba%80r", posix, "/foo/ba\x80r", 0},
	{"file:///C%3A/foo/bar", windows, `C:\foo\bar`, 0},
	{"file:///C%3a/foo/bar", windows, `C:\foo\bar`, 0},
	{"file://192.168.0.1/share/path/file.txt", windows, `\\192.168.0.1\share\path\file.txt`, 0},
	{"file:///c:/", posix, "/c:/", 0},
	{"file:///C:/", windows, `C:\`, 0},

	// The parser: "C|" becomes "C:", "localhost" the empty host, "\" a
	// separator, dot segments resolved.
	{"file:///c|/x", windows, `c:\x`, 0},
	{"file://localhost/etc/hosts", posix, "/etc/hosts", 0},
	{"file://localhost/C:/x", windows, `C:\x`, 0},
	{`file:\\\C:\a\..\b`, windows, `C:\b`, 0},
	{"file:///C:", windows, `C:\`, 0},
	{"file:///C:/../..", windows, `C:\`, 0},
	{"file:", posix, "/", 0},

	// Query and fragment are not part of the path.
	{"file:///tmp/a?b#c", posix, "/tmp/a", 0},
	{"file:///tmp/a%3Fb%23c", posix, "/tmp/a?b#c", 0},
	{"file:///C:/x?y#z", windows, `C:\x`, 0},

	// NUL, ill-formed escapes, "+".
	{"file:///a%00b", posix, "", ErrNUL},
	{"file:///C:/a%00", windows, "", ErrNUL},
	{"file:///100%/a+b%zz", posix, "/100%/a+b%zz", 0},
	{"file:///a//b/", posix, "/a//b/", 0},
	{"file:///%C3%A9", posix, "/é", 0},
	{"file:///C:/%C3%A9", windows, `C:\é`, 0},

	// Drive letters that are not.
	{"file:///C%7C/x", windows, "", ErrNoDriveLetter},
	{"file:///CD:/x", windows, "", ErrNoDriveLetter},
	{"file:///1:/x", windows, "", ErrNoDriveLetter},
	{"file:///", windows, "", ErrNoDriveLetter},

	// UNC hosts are ASCII serialized.
	{"file://höst/share/x", windows, `\\xn--hst-sna\share\x`, 0},
	{"file://[::1]/share", windows, `\\[::1]\share`, 0},
	{"file://server/", windows, `\\server\`, 0},
}

func TestFilePath(t *testing.T) {
	for _, tc := range filePathCases {
		u, err := Parse(tc.url)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.url, err)
			continue
		}
		got, err := u.FilePath(tc.style)
		if tc.err != 0 {
			var fe *FilePathError
			if !errors.Is(err, tc.err) || !errors.As(err, &fe) || fe.Func != "FilePath" || fe.Input != u.Href() {
				t.Errorf("%q.FilePath(%d) = %q, %v; want error %v", tc.url, tc.style, got, err, tc.err)
			}
			if got != "" {
				t.Errorf("%q.FilePath(%d) returned %q with an error", tc.url, tc.style, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q.FilePath(%d) = %q, %v; want %q", tc.url, tc.style, got, err, tc.want)
		}
	}
}

func TestFilePathZero(t *testing.T) {
	var nilURL *URL
	for _, u := range []*URL{nilURL, new(URL)} {
		if _, err := u.FilePath(posix); !errors.Is(err, ErrNotFileURL) {
			t.Errorf("FilePath of a nil or zero URL: %v", err)
		}
	}
	u := mustParse("file:///x")
	if _, err := u.FilePath(PathStyle(3)); !errors.Is(err, ErrUnknownPathStyle) {
		t.Errorf("FilePath(3): %v", err)
	}
	if _, err := FileURL("/x", PathStyle(200)); !errors.Is(err, ErrUnknownPathStyle) {
		t.Errorf("FileURL(200): %v", err)
	}
}

// fileURLCases are path -> URL facts, from Node.js's documentation of
// url.pathToFileURL, rust-url's tests of from_file_path (new_file_paths,
// new_path_windows_fun, test_windows_unc_path, test_url_from_file_path),
// and the URL Standard's path percent-encode set.
var fileURLCases = []struct {
	path  string
	style PathStyle
	want  string         // the href, when err is nil
	err   FilePathReason // the reason expected, or 0
}{
	// Node.js docs: "%" and "#" are encoded, unlike new URL(path, "file:").
	{"/some/path%.c", posix, "file:///some/path%25.c", 0},
	{"/foo#1", posix, "file:///foo%231", 0},
	{"/你好.txt", posix, "file:///%E4%BD%A0%E5%A5%BD.txt", 0},
	{"/hello world", posix, "file:///hello%20world", 0},
	{`C:\a b\c`, windows, "file:///C:/a%20b/c", 0},
	{`\\server\share\x`, windows, "file://server/share/x", 0},

	// rust-url's tests.
	{"/foo/bar", posix, "file:///foo/bar", 0},
	{"/foo/ba%00r", posix, "file:///foo/ba%2500r", 0},
	{`/foo/ba\r`, posix, "file:///foo/ba%5Cr", 0},
	{"/foo/ba\x80r", posix, "file:///foo/ba%80r", 0},
	{`C:\foo\bar`, windows, "file:///C:/foo/bar", 0},
	{`\\?\C:\foo\bar`, windows, "file:///C:/foo/bar", 0},
	{`\\host\share\path\file.txt`, windows, "file://host/share/path/file.txt", 0},
	{`\\höst\share\path\file.txt`, windows, "file://xn--hst-sna/share/path/file.txt", 0},
	{`\\192.168.0.1\share\path\file.txt`, windows, "file://192.168.0.1/share/path/file.txt", 0},
	{`\\?\UNC\host\share\path\file.txt`, windows, "file://host/share/path/file.txt", 0},
	{"/c:/", posix, "file:///c:/", 0},
	{"c:///", windows, "file:///c:/", 0},
	{"relative", posix, "", ErrPathNotAbsolute},
	{"../relative", posix, "", ErrPathNotAbsolute},
	{"relative", windows, "", ErrPathNotAbsolute},
	{`..\relative`, windows, "", ErrPathNotAbsolute},
	{`\drive-relative`, windows, "", ErrPathNotAbsolute},
	{`\\ucn\`, windows, "", ErrPathNotAbsolute},
	{`\\.\some\path\file.txt`, windows, "", ErrPathNotAbsolute},
	// rust-url accepts NUL ("/foo/ba\0r" gives "%00"); weburl does not.
	{"/foo/ba\x00r", posix, "", ErrNUL},
	{"C:\\foo\\ba\x00r", windows, "", ErrNUL},

	// Each character the parser would read otherwise, encoded.
	{"/a?b", posix, "file:///a%3Fb", 0},
	{"/a b\"<>`{}^|[]'~!$&()*+,;=:@", posix, "file:///a%20b%22%3C%3E%60%7B%7D%5E|[]'~!$&()*+,;=:@", 0},
	{"/\x01\t\n\x7F", posix, "file:///%01%09%0A%7F", 0},
	{"/ a ", posix, "file:///%20a%20", 0},
	{"/C|/x", posix, "file:///C%7C/x", 0},   // not read as a drive letter
	{"/C|x/y|", posix, "file:///C|x/y|", 0}, // not a drive letter anyway
	{"/C:/x", posix, "file:///C:/x", 0},
	{`C:\a|b`, windows, "file:///C:/a|b", 0},

	// Cleaning, as the parser resolves URL paths.
	{"/", posix, "file:///", 0},
	{"//a//b", posix, "file:///a/b", 0},
	{"/a/./b/../c", posix, "file:///a/c", 0},
	{"/a/b/..", posix, "file:///a/", 0},
	{"/a/b/.", posix, "file:///a/b/", 0},
	{"/a/b/", posix, "file:///a/b/", 0},
	{"/../..", posix, "file:///", 0},
	{"/C:/..", posix, "file:///", 0}, // the parser would keep C: (a Windows quirk)
	{"/a/.../b", posix, "file:///a/.../b", 0},
	{`C:\..\..\x`, windows, "file:///C:/x", 0},
	{`C:/a/b\..\c`, windows, "file:///C:/a/c", 0},
	{`C:\`, windows, "file:///C:/", 0},
	{`C:\\\x\\`, windows, "file:///C:/x/", 0},
	{`\\server\share\..\..`, windows, "file://server/share/", 0},
	{`//server/share/x`, windows, "file://server/share/x", 0},
	{`\\server\share`, windows, "file://server/share/", 0}, // the share's root, as Node's path.win32.resolve gives it

	// Windows paths that are not absolute, and servers that are no host.
	{"C:", windows, "", ErrPathNotAbsolute},
	{"C:x", windows, "", ErrPathNotAbsolute},
	{`1:\x`, windows, "", ErrPathNotAbsolute},
	{"/x", windows, "", ErrPathNotAbsolute},
	{`\\server`, windows, "", ErrPathNotAbsolute},
	{`\\\share`, windows, "", ErrPathNotAbsolute},
	{`\\00\..`, windows, "", ErrPathNotAbsolute}, // found by FuzzFileURL
	{`\\server\.\x`, windows, "", ErrPathNotAbsolute},
	{`\\?\Volume{x}\a`, windows, "", ErrPathNotAbsolute},
	{`\\?\relative`, windows, "", ErrPathNotAbsolute},
	{`\\a%41\share`, windows, "", ErrUNCServer},
	{`\\a?b\share`, windows, "", ErrUNCServer},
	{`\\a#b\share`, windows, "", ErrUNCServer},
	{`\\C:\share`, windows, "", ErrUNCServer},
	{`\\c|\share`, windows, "", ErrUNCServer},
	{"C:\\\xFF", windows, "", ErrNotUTF8},
	{`C:\x`, posix, "", ErrPathNotAbsolute},
}

func TestFileURL(t *testing.T) {
	for _, tc := range fileURLCases {
		u, err := FileURL(tc.path, tc.style)
		if tc.err != 0 {
			var fe *FilePathError
			if !errors.Is(err, tc.err) || !errors.As(err, &fe) || fe.Func != "FileURL" || fe.Input != tc.path || u != nil {
				t.Errorf("FileURL(%q, %d) = %v, %v; want error %v", tc.path, tc.style, u, err, tc.err)
			}
			continue
		}
		if err != nil || u.Href() != tc.want {
			t.Errorf("FileURL(%q, %d) = %v, %v; want %s", tc.path, tc.style, u, err, tc.want)
			continue
		}
		// The URL is the parser's: its href parses to itself.
		if v, err := Parse(tc.want); err != nil || v.Href() != tc.want {
			t.Errorf("Parse(%q) = %v, %v: not a parsed href", tc.want, v, err)
		}
	}
}

// TestFileURLHostNotValid: a UNC server that the host parser rejects gives
// the *ParseError.
func TestFileURLHostNotValid(t *testing.T) {
	for _, path := range []string{`\\a b\share`, `\\a@b\share`, `\\a[b\share`, `\\1.2.3.4.5\share`} {
		_, err := FileURL(path, windows)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("FileURL(%q): %v, want a *ParseError", path, err)
		}
	}
	// "localhost" is the empty host, as the parser makes it.
	u, err := FileURL(`\\localhost\share\x`, windows)
	if err != nil || u.Href() != "file:///share/x" {
		t.Errorf(`FileURL(\\localhost\share\x) = %v, %v`, u, err)
	}
}

// TestFilePathRoundTrip: FilePath gives back the path FileURL was given,
// once cleaned; expected paths written by hand.
func TestFilePathRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		path  string
		style PathStyle
		want  string
	}{
		{"/", posix, "/"},
		{"/a b/100%/c#d?e", posix, "/a b/100%/c#d?e"},
		{`/a\b/%2F/%00`, posix, `/a\b/%2F/%00`},
		{"/x/\x80\xFF/é", posix, "/x/\x80\xFF/é"},
		{"/C|/x", posix, "/C|/x"},
		{"/a//b/./c/", posix, "/a/b/c/"},
		{"/ \t\x7F", posix, "/ \t\x7F"},
		{`C:\a b\100%\c#d`, windows, `C:\a b\100%\c#d`},
		{`C:/a/b`, windows, `C:\a\b`},
		{`c:\`, windows, `c:\`},
		{`\\server\share\a b\é`, windows, `\\server\share\a b\é`},
		{`\\?\C:\x`, windows, `C:\x`},
		{`\\?\UNC\server\share\x`, windows, `\\server\share\x`},
		{`\\[::1]\share`, windows, `\\[::1]\share\`},
	} {
		u, err := FileURL(tc.path, tc.style)
		if err != nil {
			t.Errorf("FileURL(%q): %v", tc.path, err)
			continue
		}
		if got, err := u.FilePath(tc.style); err != nil || got != tc.want {
			t.Errorf("FileURL(%q) = %s, FilePath = %q, %v; want %q", tc.path, u, got, err, tc.want)
		}
	}
}

func TestNativePathStyle(t *testing.T) {
	want := posix
	if runtime.GOOS == "windows" {
		want = windows
	}
	if got, _ := NativePathStyle.resolve(); got != want {
		t.Errorf("NativePathStyle is %d on %s", got, runtime.GOOS)
	}
	path := "/tmp/a b"
	if want == windows {
		path = `C:\a b`
	}
	u, err := FileURL(path, NativePathStyle)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := u.FilePath(NativePathStyle); err != nil || got != path {
		t.Errorf("FilePath = %q, %v; want %q", got, err, path)
	}
}

func TestFilePathReasonString(t *testing.T) {
	for r := ErrNotFileURL; r <= ErrUnknownPathStyle; r++ {
		if s := r.String(); s == "" || s[0] == 'F' || r.Error() != s {
			t.Errorf("FilePathReason(%d).String() = %q", r, s)
		}
	}
	if s := FilePathReason(0).String(); s != "FilePathReason(0)" {
		t.Errorf("FilePathReason(0) = %q", s)
	}
}

// FuzzFileURL: no input panics, and a path that FileURL accepts comes back
// from FilePath as a path that FileURL turns into the same URL.
func FuzzFileURL(f *testing.F) {
	for _, tc := range fileURLCases {
		f.Add(tc.path, tc.style == windows)
	}
	f.Fuzz(func(t *testing.T, path string, win bool) {
		style := posix
		if win {
			style = windows
		}
		u, err := FileURL(path, style)
		if err != nil {
			return
		}
		if err := u.check(); err != nil {
			t.Fatalf("FileURL(%q): %v", path, err)
		}
		p, err := u.FilePath(style)
		if err != nil {
			if style == windows && u.Hostname() == "" {
				return // \\localhost\share: the parser dropped the host
			}
			t.Fatalf("FileURL(%q) = %s, FilePath: %v", path, u, err)
		}
		v, err := FileURL(p, style)
		if err != nil || v.Href() != u.Href() {
			t.Fatalf("FileURL(%q) = %s; FilePath = %q; FileURL = %v, %v", path, u, p, v, err)
		}
		_ = PercentEncode(path, PercentEncodeSet(len(path)))
		_ = PercentDecode(path)
		_ = ParseURLEncoded(path)
	})
}
