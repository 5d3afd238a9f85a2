package weburl

import (
	"github.com/weburl/weburl/queryencoding"
	"strings"
	"testing"
)

func TestParseURLEncoded(t *testing.T) {
	tests := []struct {
		in   string
		want [][2]string
	}{
		{"", nil},
		{"&&", nil},
		{"a=1&b=2", [][2]string{{"a", "1"}, {"b", "2"}}},
		{"=", [][2]string{{"", ""}}},
		{"a+b=c+d%2B", [][2]string{{"a b", "c d+"}}},
		{"%zz=%4", [][2]string{{"%zz", "%4"}}},
		{"\xFF=%FF", [][2]string{{"\uFFFD", "\uFFFD"}}},
		{"%E2%82=%E2%82%AC", [][2]string{{"\uFFFD", "€"}}},
		{"a=%26&%3D=b", [][2]string{{"a", "&"}, {"=", "b"}}},
	}
	for _, tt := range tests {
		got := ParseURLEncoded(tt.in)
		if len(got) != len(tt.want) {
			t.Errorf("ParseURLEncoded(%+q) = %+q, want %+q", tt.in, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("ParseURLEncoded(%+q) = %+q, want %+q", tt.in, got, tt.want)
				break
			}
		}
	}
	// Names and values without "+" or "%" share input's memory, and the
	// list is allocated once.
	in := "alpha=one&beta=two&gamma=three&&delta"
	if allocs := allocsPerRun(100, func() { ParseURLEncoded(in) }); allocs != 1 {
		t.Errorf("ParseURLEncoded allocates %v times, want 1", allocs)
	}
	if got := ParseURLEncoded(in); cap(got) != strings.Count(in, "&")+1 {
		t.Errorf("capacity %d", cap(got))
	}
}

func TestURLEncodedSerializer(t *testing.T) {
	tests := []struct {
		list  [][2]string
		label string // "" for UTF-8
		want  string
	}{
		{nil, "", ""},
		{[][2]string{{"", ""}}, "", "="},
		{[][2]string{{"", ""}, {"", ""}}, "", "=&="},
		{[][2]string{{"a b", "c+d"}, {"*-._", "~!'()"}}, "", "a+b=c%2Bd&*-._=%7E%21%27%28%29"},
		{[][2]string{{"q", "1 + 1 = 2 & 3/4?#"}}, "", "q=1+%2B+1+%3D+2+%26+3%2F4%3F%23"},
		{[][2]string{{"é", "日本"}}, "", "%C3%A9=%E6%97%A5%E6%9C%AC"},
		{[][2]string{{"bad", "\xE2\x82x"}}, "", "bad=%EF%BF%BDx"},
		{[][2]string{{"\x00\n", "\x7F"}}, "", "%00%0A=%7F"},
		{[][2]string{{"x", "1+1 ≡ 2%20‽"}}, "shift_jis", "x=1%2B1+%81%DF+2%2520%26%238253%3B"},
		{[][2]string{{"x", "¥ ¥"}}, "iso-2022-jp", "x=%1B%28J%5C+%5C%1B%28B"},
		{[][2]string{{"x", "é"}}, "utf-16le", "x=%C3%A9"},
		{[][2]string{{"x", "é"}}, "windows-1252", "x=%E9"},
	}
	for _, tt := range tests {
		enc, err := queryencoding.ForLabel(tt.label)
		if tt.label == "" {
			enc, err = nil, nil
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := SerializeURLEncoded(tt.list, enc); got != tt.want {
			t.Errorf("SerializeURLEncoded(%+q, %s) = %q, want %q", tt.list, tt.label, got, tt.want)
		}
	}
	// Round trip.
	list := [][2]string{{"a b", "c&d=e"}, {"", "%"}, {"+", "€😀"}}
	back := ParseURLEncoded(SerializeURLEncoded(list, nil))
	if len(back) != len(list) {
		t.Fatalf("round trip: %+q", back)
	}
	for i := range list {
		if back[i] != list[i] {
			t.Errorf("round trip: %+q became %+q", list[i], back[i])
		}
	}
}

func BenchmarkParseURLEncoded(b *testing.B) {
	query := "q=golang+url+parser&lang=en&page=2&per_page=50&sort=stars&order=desc" +
		"&utm_source=newsletter&utm_medium=email&ref=home%20page&id=12345"
	if n := len(ParseURLEncoded(query)); n != 10 {
		b.Fatalf("%d pairs", n)
	}
	b.SetBytes(int64(len(query)))
	b.ReportAllocs()
	for b.Loop() {
		ParseURLEncoded(query)
	}
}

func BenchmarkSerializeURLEncoded(b *testing.B) {
	list := ParseURLEncoded("q=golang+url+parser&lang=en&page=2&per_page=50&sort=stars&order=desc" +
		"&utm_source=newsletter&utm_medium=email&ref=home%20page&id=12345")
	b.ReportAllocs()
	for b.Loop() {
		SerializeURLEncoded(list, nil)
	}
}
