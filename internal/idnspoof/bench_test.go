package idnspoof

import (
	"strings"
	"testing"
)

// BenchmarkCheckLabel runs CheckLabel on labels that stop at different
// rules: an ASCII label (the common case), labels of one script, labels
// that mix scripts and one that goes through the dangerous patterns.
func BenchmarkCheckLabel(b *testing.B) {
	for _, bc := range []struct{ name, label, tld string }{
		{"ascii", "example", "com"},
		{"ascii-long", strings.Repeat("abcdefghi-", 6), "com"},
		{"latin", "b\u00fccher", "de"},
		{"cyrillic", "\u0430\u0440\u0440\u04cf\u0435", "com"},
		{"mixed", "p\u0430ypal", "com"},
		{"han", "\u4e2d\u56fd", "cn"},
		{"latin-han", "h\u00e9llo\u4e2d\u56fd", "cn"},
		{"dangerous", "abc\u30fcdef", "jp"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				CheckLabel(bc.label, bc.tld, bc.tld)
			}
		})
	}
}

// BenchmarkSkeletons runs Skeletons, which the host display policy calls
// once per displayed host when it has a list of top domains, on an ASCII
// host, one with a diacritic, one with characters of several skeletons
// and a Cyrillic one with an extra confusable and ӏ.
func BenchmarkSkeletons(b *testing.B) {
	for _, bc := range []struct{ name, host string }{
		{"ascii", "www.example.com"},
		{"latin", "b\u00fccher.example.com"},
		{"alternatives", "\u00fexample\u0142\u0153.com"},
		{"cyrillic", "\u0430\u0440\u0440\u04cf\u0435\u043d.com"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Skeletons(bc.host)
			}
		})
	}
}
