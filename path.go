package weburl

import "strings"

// The standard's rules about path segments (spec: #url-miscellaneous):
// Windows drive letters and dot segments. The path state, the file states,
// shortening a path and the file path functions all ask these.

// isDriveLetter reports whether c0 and c1 are a Windows drive letter (spec:
// #windows-drive-letter: an ASCII alpha followed by ':' or '|'), or, with
// normalized set, a normalized one (spec: #normalized-windows-drive-letter:
// followed by ':').
func isDriveLetter(c0, c1 byte, normalized bool) bool {
	return isASCIIAlpha(c0) && (c1 == ':' || c1 == '|' && !normalized)
}

// isWindowsDriveLetter implements spec: #windows-drive-letter.
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isDriveLetter(s[0], s[1], false)
}

// isNormalizedWindowsDriveLetter implements spec:
// #normalized-windows-drive-letter.
func isNormalizedWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isDriveLetter(s[0], s[1], true)
}

// startsWithWindowsDriveLetter implements spec:
// #start-with-a-windows-drive-letter.
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isDriveLetter(s[0], s[1], false) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// firstSegment returns the first segment of path, a serialized path that
// starts with '/' (spec: a URL's path[0]), or "" when path is empty.
func firstSegment(path string) string {
	if path == "" {
		return ""
	}
	return firstSegmentOf(path[1:])
}

// firstSegmentOf returns the segments up to the first '/' of segments,
// path segments joined by '/'.
func firstSegmentOf(segments string) string {
	if i := strings.IndexByte(segments, '/'); i >= 0 {
		return segments[:i]
	}
	return segments
}

// indexDotSegment returns the index in segments, path segments joined by
// '/', of the first one that is a dot segment, or -1. dot and percent say
// whether segments holds a '.' and a '%': every dot segment starts with
// one of them.
func indexDotSegment(segments string, dot, percent bool) int {
	if segments == "" {
		return -1
	}
	if c := segments[0]; (c == '.' || c == '%') && dotSegmentOf(firstSegmentOf(segments)) != notDot {
		return 0
	}
	i := -1
	if dot {
		i = indexDotSegmentAfter(segments, "/.")
	}
	if percent {
		limit := segments
		if i >= 0 {
			limit = segments[:i]
		}
		if j := indexDotSegmentAfter(limit, "/%"); j >= 0 {
			i = j
		}
	}
	return i
}

// indexDotSegmentAfter returns the index in segments of the first dot
// segment that follows a '/' and starts with start[1] (start is "/." or
// "/%"), or -1. Such a segment holds that byte, which is rare in segments
// apart from file extensions: it looks for the byte, and then at what
// precedes it.
func indexDotSegmentAfter(segments, start string) int {
	c := start[1]
	for at := 0; ; {
		i := strings.IndexByte(segments[at:], c)
		if i < 0 {
			return -1
		}
		at += i
		if at > 0 && segments[at-1] == '/' && dotSegmentOf(firstSegmentOf(segments[at:])) != notDot {
			return at
		}
		at++
	}
}

// plainPath returns how far the path segments that start at in[i] are their
// own serialization as the path state writes them (spec: #path-state):
// none holds a byte of the path percent-encode set or a '\\', none is a dot
// segment, and, when first is set (a file URL whose path they start), the
// first is not a Windows drive letter with '|'. When all the segments up
// to the path's end are, it returns that end and done set: the end of in,
// or '?' or '#' unless override (a setter's state override) is set.
// Otherwise it returns the index of the '/' after the last of the
// segments that are, or i when the first is not.
func plainPath(in string, i int, first, override bool) (end int, done bool) {
	stop, classes := skipClassesUnion(in, i, bcPathRunStop)
	done = stop == len(in) || !override && (in[stop] == '?' || in[stop] == '#')
	end = stop
	if !done {
		// The segment that holds in[stop] is not; those before it may be.
		j := strings.LastIndexByte(in[i:stop], '/')
		if j < 0 {
			return i, false
		}
		end = i + j
	}
	segments := in[i:end]
	if first {
		if s := firstSegmentOf(segments); isWindowsDriveLetter(s) && s[1] == '|' {
			return i, false
		}
	}
	if classes&(bcDot|bcPercent) != 0 {
		switch d := indexDotSegment(segments, classes&bcDot != 0, classes&bcPercent != 0); {
		case d == 0:
			return i, false
		case d > 0:
			return i + d - 1, false
		}
	}
	return end, done
}

// dotSegment says whether a path segment is a single-dot path segment
// (spec: #single-dot-path-segment: ".", "%2e" in any case), a double-dot
// path segment (spec: #double-dot-path-segment: "..", ".%2e", "%2e.",
// "%2e%2e" in any case), or neither.
type dotSegment uint8

const (
	notDot dotSegment = iota
	singleDot
	doubleDot
)

// dotSegmentOf returns what kind of dot segment s is. A segment that
// percent-encoding changes is never a dot segment, and percent-encoding
// does not change a dot segment, so the answer is the same for a segment
// and its encoding.
func dotSegmentOf(s string) dotSegment {
	switch len(s) {
	case 1:
		if s[0] == '.' {
			return singleDot
		}
	case 2:
		if s[0] == '.' && s[1] == '.' {
			return doubleDot
		}
	case 3:
		if isPercent2E(s) {
			return singleDot
		}
	case 4:
		if s[0] == '.' && isPercent2E(s[1:]) || isPercent2E(s) && s[3] == '.' {
			return doubleDot
		}
	case 6:
		if isPercent2E(s) && isPercent2E(s[3:]) {
			return doubleDot
		}
	}
	return notDot
}

// isPercent2E reports whether s starts with "%2e" or "%2E".
func isPercent2E(s string) bool {
	return s[0] == '%' && s[1] == '2' && s[2]|0x20 == 'e'
}
