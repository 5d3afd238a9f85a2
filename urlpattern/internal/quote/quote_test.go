package quote

import (
	"strconv"
	"strings"
	"testing"
)

// TestWindow: a short text is quoted whole, a long one around the offset,
// never cutting a UTF-8 sequence, with the span it quotes.
func TestWindow(t *testing.T) {
	if got := Window("a\"b", 1); got != strconv.Quote("a\"b") {
		t.Errorf("short: %s", got)
	}
	long := strings.Repeat("é", 1000) // 2,000 bytes
	for _, offset := range []int{-5, 0, 1, 999, 1001, 2000, 5000} {
		got := Window(long, offset)
		q, rest, _ := strings.Cut(strings.TrimPrefix(got, "..."), " (bytes ")
		q = strings.TrimSuffix(q, "...")
		s, err := strconv.Unquote(q)
		if err != nil || !strings.Contains(long, s) || len(s) > 2*Bytes+2 || !strings.HasSuffix(rest, "of 2000)") {
			t.Errorf("offset %d: %s (%q, %v)", offset, got, s, err)
		}
		for _, r := range s {
			if r != 'é' {
				t.Errorf("offset %d: cut a UTF-8 sequence: %q", offset, s)
			}
		}
	}
}
