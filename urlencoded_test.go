package weburl

import (
	"strings"
	"testing"
)

func TestParseURLEncoded(t *testing.T) {
	tests := []struct {
		in   string
		want []nameValue
	}{
		{"", nil},
		{"&&", nil},
		{"a=1&b=2", []nameValue{{"a", "1"}, {"b", "2"}}},
		{"=", []nameValue{{"", ""}}},
		{"a+b=c+d%2B", []nameValue{{"a b", "c d+"}}},
		{"%zz=%4", []nameValue{{"%zz", "%4"}}},
		{"\xFF=%FF", []nameValue{{"\uFFFD", "\uFFFD"}}},
		{"%E2%82=%E2%82%AC", []nameValue{{"\uFFFD", "€"}}},
		{"a=%26&%3D=b", []nameValue{{"a", "&"}, {"=", "b"}}},
	}
	for _, tt := range tests {
		got := parseURLEncodedList(tt.in)
		if len(got) != len(tt.want) {
			t.Errorf("parseURLEncodedList(%+q) = %+q, want %+q", tt.in, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("parseURLEncodedList(%+q) = %+q, want %+q", tt.in, got, tt.want)
				break
			}
		}
	}
	// Names and values without "+" or "%" share input's memory, and the
	// list is allocated once.
	in := "alpha=one&beta=two&gamma=three&&delta"
	if allocs := testing.AllocsPerRun(100, func() { ParseURLEncoded(in) }); allocs != 1 {
		t.Errorf("ParseURLEncoded allocates %v times, want 1", allocs)
	}
	if got := ParseURLEncoded(in); cap(got) != strings.Count(in, "&")+1 {
		t.Errorf("capacity %d", cap(got))
	}
}

// parseURLEncodedList returns ParseURLEncoded(input) as a list of
// nameValue, the form appendURLEncoded takes.
func parseURLEncodedList(input string) []nameValue {
	var list []nameValue
	for _, pair := range ParseURLEncoded(input) {
		list = append(list, nameValue{pair[0], pair[1]})
	}
	return list
}

func TestAppendURLEncoded(t *testing.T) {
	tests := []struct {
		list  []nameValue
		label string // "" for UTF-8
		want  string
	}{
		{nil, "", ""},
		{[]nameValue{{"", ""}}, "", "="},
		{[]nameValue{{"", ""}, {"", ""}}, "", "=&="},
		{[]nameValue{{"a b", "c+d"}, {"*-._", "~!'()"}}, "", "a+b=c%2Bd&*-._=%7E%21%27%28%29"},
		{[]nameValue{{"q", "1 + 1 = 2 & 3/4?#"}}, "", "q=1+%2B+1+%3D+2+%26+3%2F4%3F%23"},
		{[]nameValue{{"é", "日本"}}, "", "%C3%A9=%E6%97%A5%E6%9C%AC"},
		{[]nameValue{{"bad", "\xE2\x82x"}}, "", "bad=%EF%BF%BDx"},
		{[]nameValue{{"\x00\n", "\x7F"}}, "", "%00%0A=%7F"},
		{[]nameValue{{"x", "1+1 ≡ 2%20‽"}}, "shift_jis", "x=1%2B1+%81%DF+2%2520%26%238253%3B"},
		{[]nameValue{{"x", "¥ ¥"}}, "iso-2022-jp", "x=%1B%28J%5C+%5C%1B%28B"},
		{[]nameValue{{"x", "é"}}, "utf-16le", "x=%C3%A9"},
		{[]nameValue{{"x", "é"}}, "windows-1252", "x=%E9"},
	}
	for _, tt := range tests {
		enc, err := EncodingForLabel(tt.label)
		if tt.label == "" {
			enc, err = nil, nil
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := string(appendURLEncoded(nil, tt.list, enc)); got != tt.want {
			t.Errorf("appendURLEncoded(%+q, %s) = %q, want %q", tt.list, tt.label, got, tt.want)
		}
	}
	if got := string(appendURLEncoded([]byte("?"), []nameValue{{"a", "1"}, {"b", "2"}}, nil)); got != "?a=1&b=2" {
		t.Errorf("append to dst: %q", got)
	}
	// Round trip.
	list := []nameValue{{"a b", "c&d=e"}, {"", "%"}, {"+", "€😀"}}
	back := parseURLEncodedList(string(appendURLEncoded(nil, list, nil)))
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

func BenchmarkAppendURLEncoded(b *testing.B) {
	list := parseURLEncodedList("q=golang+url+parser&lang=en&page=2&per_page=50&sort=stars&order=desc" +
		"&utm_source=newsletter&utm_medium=email&ref=home%20page&id=12345")
	dst := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		dst = appendURLEncoded(dst[:0], list, nil)
	}
}
