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

// hasDotSegment reports whether one of segments, path segments joined by
// '/', is a dot segment. dot and percent say whether segments holds a '.'
// and a '%': every dot segment starts with one of them.
func hasDotSegment(segments string, dot, percent bool) bool {
	if segments == "" {
		return false
	}
	if c := segments[0]; (c == '.' || c == '%') && dotSegmentOf(firstSegmentOf(segments)) != notDot {
		return true
	}
	return dot && hasDotSegmentAfter(segments, "/.") || percent && hasDotSegmentAfter(segments, "/%")
}

// hasDotSegmentAfter reports whether a segment of segments that starts
// after a '/' and with start[1] (start is "/." or "/%") is a dot segment.
func hasDotSegmentAfter(segments, start string) bool {
	for {
		i := strings.Index(segments, start)
		if i < 0 {
			return false
		}
		segments = segments[i+1:]
		s := firstSegmentOf(segments)
		if dotSegmentOf(s) != notDot {
			return true
		}
		segments = segments[len(s):]
	}
}

// plainPath returns the end of the path segments that start at in[i], and
// reports whether they are their own serialization as the path state writes
// them (spec: #path-state): none holds a byte of the path percent-encode
// set or a '\\', none is a dot segment, and, when first is set (a file URL
// whose path they start), the first is not a Windows drive letter with
// '|'. The path ends at the end of in, or at '?' or '#' unless override
// (a setter's state override) is set. It reports false when something else
// ends the run.
func plainPath(in string, i int, first, override bool) (int, bool) {
	end, classes := skipClassesUnion(in, i, bcPathRunStop)
	if end < len(in) && (override || in[end] != '?' && in[end] != '#') {
		return 0, false
	}
	segments := in[i:end]
	if classes&(bcDot|bcPercent) != 0 && hasDotSegment(segments, classes&bcDot != 0, classes&bcPercent != 0) {
		return 0, false
	}
	if first {
		if s := firstSegmentOf(segments); len(s) == 2 && isDriveLetter(s[0], s[1], false) && s[1] == '|' {
			return 0, false
		}
	}
	return end, true
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
