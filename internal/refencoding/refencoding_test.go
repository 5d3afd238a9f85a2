package refencoding

import (
	"testing"

	"github.com/weburl/weburl/internal/testdata"
)

// TestReferenceEncoder checks the reference encoder on the Encoding and
// URL Standards' own examples, and on known bytes, so that the exhaustive
// test compares with something right.
func TestReferenceEncoder(t *testing.T) {
	d, err := Load(testdata.Path(t, "encoding"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, in string
		formSet  bool
		want     string
	}{
		// url.bs #example-percent-encode-operations.
		{"Shift_JIS", " ", false, "%20"},
		{"Shift_JIS", "≡", false, "%81%DF"},
		{"Shift_JIS", "‽", false, "%26%238253%3B"},
		{"ISO-2022-JP", "¥", false, "%1B(J\\%1B(B"},
		{"Shift_JIS", "1+1 ≡ 2%20‽", true, "1%2B1+%81%DF+2%2520%26%238253%3B"},
		// encoding.bs #example-iso-2022-jp-encoder-oddity: U+00A5 is
		// 0x1B 0x28 0x4A 0x5C 0x1B 0x28 0x42.
		{"ISO-2022-JP", "¥", true, "%1B%28J%5C%1B%28B"},
		// Index pointers: first, last, excluded ranges.
		{"Big5", "\u5341\u5345\u2550", true, "%A4Q%A4%CA%F9%F9"},
		{"Big5", "\u00CA", true, "%26%23202%3B"}, // only below pointer 5024
		{"Shift_JIS", "\u2170", true, "%FA%40"},  // pointer 10716, not 8272
		{"EUC-JP", "\u2170", true, "%FC%F1"},     // pointer 8272
		{"EUC-JP", "\u02D8", true, "%26%23728%3B"},
		{"gb18030", "\uE5E5\uE7C7\u0080\U00010000", true, "%26%2358853%3B%815%F47%810%810%900%810"},
		{"GBK", "\u20AC\uE7C7", true, "%80%26%2359335%3B"},
		{"windows-1252", "\u0081\u20AC", true, "%81%80"},
		{"x-user-defined", "\uF780\u0080", true, "%80%26%23128%3B"},
		{"EUC-KR", "\uAC02", true, "%81A"},
	} {
		if got := d.PercentEncodeAfterEncoding(tc.name, []rune(tc.in), tc.formSet); got != tc.want {
			t.Errorf("%s %+q: reference gives %q, want %q", tc.name, tc.in, got, tc.want)
		}
	}
	// The index reader keeps every data line.
	for name, want := range map[string]int{"jis0208": 7724, "big5": 18590, "gb18030": 23940, "gb18030-ranges": 207} {
		ix, err := readIndex(testdata.Path(t, "encoding"), name)
		if err != nil || len(ix.pointers) != want {
			t.Errorf("index %s: %v entries, %v; want %d", name, ix, err, want)
		}
	}
}
