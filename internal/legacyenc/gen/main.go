// Command gen writes tables.go of package legacyenc from the Encoding
// Standard's files in testdata/encoding (see PROVENANCE.md there): for each
// legacy encoding whose golang.org/x/text encoder differs from the Encoding
// Standard's encoder, the code points where they differ and the Encoding
// Standard's bytes for them, and index ISO-2022-JP katakana.
//
// Run it with go generate in internal/legacyenc. It reads the indexes and
// the gb18030 encoder's table of Private Use code points (extracted from
// encoding.bs), computes the Encoding Standard's bytes for every scalar value, compares
// them with x/text's encoder for that code point alone, and writes the
// differences. The tables depend on the x/text version in go.mod: run it
// again after updating x/text.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

var (
	dataDir      = flag.String("data", filepath.Join("..", "..", "testdata", "encoding"), "folder of the Encoding Standard's files")
	output       = flag.String("o", "tables.go", "output file")
	labelsOutput = flag.String("labels", "labels.go", "output file for the labels")
	stats        = flag.Bool("stats", false, "print the number of differences of each encoding")
)

// xtextEncodings maps each legacy encoding, by its name in encodings.json,
// to its x/text encoding and the Go expression for it.
var xtextEncodings = map[string]struct {
	expr string
	enc  encoding.Encoding
}{
	"IBM866":         {"charmap.CodePage866", charmap.CodePage866},
	"ISO-8859-2":     {"charmap.ISO8859_2", charmap.ISO8859_2},
	"ISO-8859-3":     {"charmap.ISO8859_3", charmap.ISO8859_3},
	"ISO-8859-4":     {"charmap.ISO8859_4", charmap.ISO8859_4},
	"ISO-8859-5":     {"charmap.ISO8859_5", charmap.ISO8859_5},
	"ISO-8859-6":     {"charmap.ISO8859_6", charmap.ISO8859_6},
	"ISO-8859-7":     {"charmap.ISO8859_7", charmap.ISO8859_7},
	"ISO-8859-8":     {"charmap.ISO8859_8", charmap.ISO8859_8},
	"ISO-8859-8-I":   {"charmap.ISO8859_8I", charmap.ISO8859_8I},
	"ISO-8859-10":    {"charmap.ISO8859_10", charmap.ISO8859_10},
	"ISO-8859-13":    {"charmap.ISO8859_13", charmap.ISO8859_13},
	"ISO-8859-14":    {"charmap.ISO8859_14", charmap.ISO8859_14},
	"ISO-8859-15":    {"charmap.ISO8859_15", charmap.ISO8859_15},
	"ISO-8859-16":    {"charmap.ISO8859_16", charmap.ISO8859_16},
	"KOI8-R":         {"charmap.KOI8R", charmap.KOI8R},
	"KOI8-U":         {"charmap.KOI8U", charmap.KOI8U},
	"macintosh":      {"charmap.Macintosh", charmap.Macintosh},
	"windows-874":    {"charmap.Windows874", charmap.Windows874},
	"windows-1250":   {"charmap.Windows1250", charmap.Windows1250},
	"windows-1251":   {"charmap.Windows1251", charmap.Windows1251},
	"windows-1252":   {"charmap.Windows1252", charmap.Windows1252},
	"windows-1253":   {"charmap.Windows1253", charmap.Windows1253},
	"windows-1254":   {"charmap.Windows1254", charmap.Windows1254},
	"windows-1255":   {"charmap.Windows1255", charmap.Windows1255},
	"windows-1256":   {"charmap.Windows1256", charmap.Windows1256},
	"windows-1257":   {"charmap.Windows1257", charmap.Windows1257},
	"windows-1258":   {"charmap.Windows1258", charmap.Windows1258},
	"x-mac-cyrillic": {"charmap.MacintoshCyrillic", charmap.MacintoshCyrillic},
	"GBK":            {"simplifiedchinese.GBK", simplifiedchinese.GBK},
	"gb18030":        {"simplifiedchinese.GB18030", simplifiedchinese.GB18030},
	"Big5":           {"traditionalchinese.Big5", traditionalchinese.Big5},
	"EUC-JP":         {"japanese.EUCJP", japanese.EUCJP},
	"ISO-2022-JP":    {"japanese.ISO2022JP", japanese.ISO2022JP},
	"Shift_JIS":      {"japanese.ShiftJIS", japanese.ShiftJIS},
	"EUC-KR":         {"korean.EUCKR", korean.EUCKR},
	"x-user-defined": {"charmap.XUserDefined", charmap.XUserDefined},
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	flag.Parse()

	names, labels, utf8Labels := readEncodings()
	writeLabels(names, labels, utf8Labels)
	var tables []table
	for _, name := range names {
		x, ok := xtextEncodings[name]
		if !ok {
			log.Fatalf("encodings.json names %s, which has no x/text encoding here", name)
		}
		// The Go expression must be the encoding htmlindex gives for every
		// label, which is the one EncodingForLabel gives.
		for _, label := range labels[name] {
			if enc, err := htmlindex.Get(label); err != nil || enc != x.enc {
				log.Fatalf("%s: htmlindex.Get(%q) is not %s", name, label, x.expr)
			}
		}
		if name == "ISO-2022-JP" {
			continue // written in legacyenc, over EUC-JP's index jis0208
		}
		spec := specEncoder(name)
		t := table{name: name, expr: x.expr}
		enc := x.enc.NewEncoder()
		var src [utf8.UTFMax]byte
		var dst [16]byte
		for cp := rune(0); cp <= utf8.MaxRune; cp++ {
			if 0xD800 <= cp && cp <= 0xDFFF {
				continue
			}
			want, ok := spec(cp)
			enc.Reset()
			n, _, err := enc.Transform(dst[:], src[:utf8.EncodeRune(src[:], cp)], true)
			if got := dst[:n]; (err == nil) != ok || ok && !bytes.Equal(got, want) {
				t.fixes = append(t.fixes, fix{cp, string(want)})
			}
		}
		if *stats {
			errs, runs, prev := 0, 0, rune(-2)
			for _, f := range t.fixes {
				if f.out == "" {
					errs++
					if f.cp != prev+1 {
						runs++
					}
					prev = f.cp
				}
			}
			fmt.Printf("%-15s %6d differences, %d errors in %d runs\n", name, len(t.fixes), errs, runs)
		}
		if len(t.fixes) > 0 {
			tables = append(tables, t)
		}
	}
	katakana := readIndex("iso-2022-jp-katakana")
	if len(katakana.pointers) != 0xFF9F-0xFF61+1 {
		log.Fatalf("index ISO-2022-JP katakana has %d entries", len(katakana.pointers))
	}
	for i, p := range katakana.pointers {
		if p != i {
			log.Fatalf("index ISO-2022-JP katakana: pointer %d at line %d", p, i)
		}
	}
	write(tables, katakana.codePoints)
}

// readEncodings returns the names of the legacy encodings of encodings.json
// that get an output encoding keeps, and their labels.
func readEncodings() ([]string, map[string][]string, []string) {
	data, err := os.ReadFile(filepath.Join(*dataDir, "encodings.json"))
	if err != nil {
		log.Fatal(err)
	}
	var groups []struct {
		Encodings []struct {
			Name   string
			Labels []string
		}
	}
	if err := json.Unmarshal(data, &groups); err != nil {
		log.Fatal(err)
	}
	var names, utf8Labels []string
	labels := map[string][]string{}
	for _, g := range groups {
		for _, e := range g.Encodings {
			switch e.Name {
			case "UTF-8", "UTF-16BE", "UTF-16LE", "replacement":
				// get an output encoding gives UTF-8 for these.
				utf8Labels = append(utf8Labels, e.Labels...)
				continue
			}
			names = append(names, e.Name)
			labels[e.Name] = e.Labels
		}
	}
	return names, labels, utf8Labels
}

// writeLabels writes the file of ForLabel: a switch over every label of
// encodings.json, so that an encoding's tables are linked only into a
// program that calls ForLabel (a map or htmlindex would link them all).
func writeLabels(names []string, labels map[string][]string, utf8Labels []string) {
	var b bytes.Buffer
	b.WriteString(`// Code generated by gen/main.go from testdata/encoding/encodings.json; DO NOT EDIT.

package legacyenc

import (
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// ForLabel returns the encoding that label names in the Encoding
// Standard (encoding spec: #concept-encoding-get), after get an output
// encoding (encoding spec: #get-an-output-encoding): label must be
// trimmed of ASCII whitespace and ASCII lowercase. It returns nil, true
// for the labels of UTF-8, UTF-16BE, UTF-16LE and replacement (which get
// an output encoding turns into UTF-8), an Encoding with the x/text
// encoding of every other encoding, and nil, false for a string that is
// not a label.
func ForLabel(label string) (encoding.Encoding, bool) {
	var enc encoding.Encoding
	switch label {
`)
	quoted := func(ls []string) string {
		var q []string
		for _, l := range ls {
			q = append(q, strconv.Quote(l))
		}
		return strings.Join(q, ", ")
	}
	fmt.Fprintf(&b, "\tcase %s:\n\t\treturn nil, true\n", quoted(utf8Labels))
	for _, name := range names {
		fmt.Fprintf(&b, "\tcase %s:\n\t\tenc = %s\n", quoted(labels[name]), xtextEncodings[name].expr)
	}
	b.WriteString("\tdefault:\n\t\treturn nil, false\n\t}\n\treturn Encoding{Encoding: enc}, true\n}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*labelsOutput, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// index is one of the Encoding Standard's indexes, in file order.
type index struct {
	pointers   []int
	codePoints []rune
}

func readIndex(name string) index {
	data, err := os.ReadFile(filepath.Join(*dataDir, "index-"+name+".txt"))
	if err != nil {
		log.Fatal(err)
	}
	var ix index
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Split(line, "\t")
		p, err1 := strconv.Atoi(strings.TrimSpace(fields[0]))
		cp, err2 := strconv.ParseUint(fields[1], 0, 32)
		if len(fields) < 2 || err1 != nil || err2 != nil {
			log.Fatalf("index %s: bad line %q", name, line)
		}
		ix.pointers = append(ix.pointers, p)
		ix.codePoints = append(ix.codePoints, rune(cp))
	}
	return ix
}

// encodeMap returns, for each code point of ix whose pointer keep accepts,
// the bytes that bytesOf gives for its first pointer (for its last pointer
// when last says so).
func encodeMap(ix index, keep func(pointer int) bool, last func(rune) bool, bytesOf func(pointer int) []byte) map[rune][]byte {
	m := map[rune][]byte{}
	for i, p := range ix.pointers {
		if !keep(p) {
			continue
		}
		cp := ix.codePoints[i]
		if _, seen := m[cp]; !seen || last(cp) {
			m[cp] = bytesOf(p)
		}
	}
	return m
}

func all(int) bool    { return true }
func never(rune) bool { return false }

// specEncoder returns the Encoding Standard's encoder for the encoding name
// run on one code point alone: its bytes and true, or false for an error.
func specEncoder(name string) func(rune) ([]byte, bool) {
	lookup := func(m map[rune][]byte, cp rune) ([]byte, bool) {
		b, ok := m[cp]
		return b, ok
	}
	switch name {
	case "x-user-defined": // #x-user-defined-encoder
		return func(cp rune) ([]byte, bool) {
			switch {
			case cp < 0x80:
				return []byte{byte(cp)}, true
			case 0xF780 <= cp && cp <= 0xF7FF:
				return []byte{byte(cp - 0xF780 + 0x80)}, true
			}
			return nil, false
		}

	case "GBK", "gb18030": // #gb18030-encoder
		isGBK := name == "GBK"
		m := encodeMap(readIndex("gb18030"), all, never, func(p int) []byte {
			trail := p % 190
			if trail < 0x3F {
				trail += 0x40
			} else {
				trail += 0x41
			}
			return []byte{byte(p/190 + 0x81), byte(trail)}
		})
		pua := gb18030PUATable()
		ranges := readIndex("gb18030-ranges")
		return func(cp rune) ([]byte, bool) {
			switch {
			case cp < 0x80:
				return []byte{byte(cp)}, true
			case cp == 0xE5E5:
				return nil, false
			case isGBK && cp == 0x20AC:
				return []byte{0x80}, true
			}
			if b, ok := pua[cp]; ok {
				return b, true
			}
			if b, ok := m[cp]; ok {
				return b, true
			}
			if isGBK {
				return nil, false
			}
			// #index-gb18030-ranges-pointer
			p := 7457
			if cp != 0xE7C7 {
				i := sort.Search(len(ranges.codePoints), func(i int) bool { return ranges.codePoints[i] > cp }) - 1
				p = ranges.pointers[i] + int(cp-ranges.codePoints[i])
			}
			return []byte{byte(p/12600 + 0x81), byte(p/1260%10 + 0x30), byte(p/10%126 + 0x81), byte(p%10 + 0x30)}, true
		}

	case "Big5": // #big5-encoder, #index-big5-pointer
		m := encodeMap(readIndex("big5"), func(p int) bool { return p >= (0xA1-0x81)*157 }, func(cp rune) bool {
			switch cp {
			case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
				return true
			}
			return false
		}, func(p int) []byte {
			trail := p % 157
			if trail < 0x3F {
				trail += 0x40
			} else {
				trail += 0x62
			}
			return []byte{byte(p/157 + 0x81), byte(trail)}
		})
		return func(cp rune) ([]byte, bool) {
			if cp < 0x80 {
				return []byte{byte(cp)}, true
			}
			return lookup(m, cp)
		}

	case "EUC-JP", "Shift_JIS": // #euc-jp-encoder, #shift_jis-encoder
		sjis := name == "Shift_JIS"
		keep := all
		bytesOf := func(p int) []byte { return []byte{byte(p/94 + 0xA1), byte(p%94 + 0xA1)} }
		if sjis {
			// #index-shift_jis-pointer
			keep = func(p int) bool { return p < 8272 || p > 8835 }
			bytesOf = func(p int) []byte {
				lead, trail := p/188, p%188
				if lead < 0x1F {
					lead += 0x81
				} else {
					lead += 0xC1
				}
				if trail < 0x3F {
					trail += 0x40
				} else {
					trail += 0x41
				}
				return []byte{byte(lead), byte(trail)}
			}
		}
		m := encodeMap(readIndex("jis0208"), keep, never, bytesOf)
		return func(cp rune) ([]byte, bool) {
			switch {
			case cp < 0x80, sjis && cp == 0x80:
				return []byte{byte(cp)}, true
			case cp == 0xA5:
				return []byte{0x5C}, true
			case cp == 0x203E:
				return []byte{0x7E}, true
			case 0xFF61 <= cp && cp <= 0xFF9F && sjis:
				return []byte{byte(cp - 0xFF61 + 0xA1)}, true
			case 0xFF61 <= cp && cp <= 0xFF9F:
				return []byte{0x8E, byte(cp - 0xFF61 + 0xA1)}, true
			case cp == 0x2212:
				cp = 0xFF0D
			}
			return lookup(m, cp)
		}

	case "EUC-KR": // #euc-kr-encoder
		m := encodeMap(readIndex("euc-kr"), all, never, func(p int) []byte {
			return []byte{byte(p/190 + 0x81), byte(p%190 + 0x41)}
		})
		return func(cp rune) ([]byte, bool) {
			if cp < 0x80 {
				return []byte{byte(cp)}, true
			}
			return lookup(m, cp)
		}
	}

	// #single-byte-encoder; ISO-8859-8-I uses index ISO-8859-8.
	file := strings.TrimSuffix(strings.ToLower(name), "-i")
	m := encodeMap(readIndex(file), all, never, func(p int) []byte { return []byte{byte(p + 0x80)} })
	return func(cp rune) ([]byte, bool) {
		if cp < 0x80 {
			return []byte{byte(cp)}, true
		}
		return lookup(m, cp)
	}
}

// xtextVersion returns the version of golang.org/x/text this program is
// built with, which is the one go.mod requires.
func xtextVersion() string {
	info, ok := debug.ReadBuildInfo()
	if ok {
		for _, dep := range info.Deps {
			if dep.Path == "golang.org/x/text" {
				return dep.Version
			}
		}
	}
	log.Fatal("no build information for golang.org/x/text")
	return ""
}

// gb18030PUATable reads the table of the gb18030 encoder's step 5 (code
// points and the two bytes for each) from gb18030-encoder-table.txt, which
// holds its rows as extracted from encoding.bs (see that file's header).
func gb18030PUATable() map[rune][]byte {
	data, err := os.ReadFile(filepath.Join(*dataDir, "gb18030-encoder-table.txt"))
	if err != nil {
		log.Fatal(err)
	}
	m := map[rune][]byte{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var cp rune
		var b1, b2 byte
		if _, err := fmt.Sscanf(line, "U+%X 0x%X 0x%X", &cp, &b1, &b2); err != nil {
			log.Fatalf("gb18030-encoder-table.txt: %q: %v", line, err)
		}
		m[cp] = []byte{b1, b2}
	}
	if len(m) != 18 {
		log.Fatalf("gb18030-encoder-table.txt: %d rows, want 18", len(m))
	}
	return m
}

// fix is the Encoding Standard's bytes for a code point where x/text gives
// other bytes; "" is an error.
type fix struct {
	cp  rune
	out string
}

// table is the differences of one encoding, in code point order.
type table struct {
	name, expr string
	fixes      []fix
}

func write(tables []table, katakana []rune) {
	var b bytes.Buffer
	b.WriteString(`// Code generated by gen/main.go from testdata/encoding; DO NOT EDIT.

package legacyenc

import (
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// xtextVersion is the golang.org/x/text version whose encoders these
// tables correct.
const xtextVersion = "` + xtextVersion() + `"

// fixesFor returns the corrections for the x/text encoder of enc, or nil
// when enc is not one of these encodings or its x/text encoder needs none.
func fixesFor(enc encoding.Encoding) *fixTable {
	switch enc {
`)
	varName := func(t table) string { return "fixes" + t.expr[strings.IndexByte(t.expr, '.')+1:] }
	for _, t := range tables {
		fmt.Fprintf(&b, "\tcase %s:\n\t\treturn &%s\n", t.expr, varName(t))
	}
	b.WriteString("\t}\n\treturn nil\n}\n")
	for _, t := range tables {
		var errs []rune
		var other []fix
		for _, f := range t.fixes {
			if f.out == "" {
				errs = append(errs, f.cp)
			} else {
				other = append(other, f)
			}
		}
		fmt.Fprintf(&b, "\n// %s corrects %s to the Encoding Standard's %s\n"+
			"// encoder: other bytes for %d code points, an error for %d.\n",
			varName(t), t.expr, t.name, len(other), len(errs))
		fmt.Fprintf(&b, "var %s = fixTable{\n", varName(t))
		if len(other) > 0 {
			b.WriteString("\tbytes: []fix{\n")
			for i, f := range other {
				if i%4 == 0 {
					b.WriteString("\t\t")
				}
				fmt.Fprintf(&b, "{0x%04X, \"", f.cp)
				for _, c := range []byte(f.out) {
					fmt.Fprintf(&b, "\\x%02X", c)
				}
				b.WriteString("\"},")
				if i%4 == 3 || i == len(other)-1 {
					b.WriteString("\n")
				} else {
					b.WriteString(" ")
				}
			}
			b.WriteString("\t},\n")
		}
		if len(errs) > 0 {
			b.WriteString("\terrors: []rune{\n")
			for i, cp := range errs {
				if i%8 == 0 {
					b.WriteString("\t\t")
				}
				fmt.Fprintf(&b, "0x%04X,", cp)
				if i%8 == 7 || i == len(errs)-1 {
					b.WriteString("\n")
				} else {
					b.WriteString(" ")
				}
			}
			b.WriteString("\t},\n")
		}
		b.WriteString("}\n")
	}
	b.WriteString("\n// iso2022JPKatakana is index ISO-2022-JP katakana (encoding spec:\n" +
		"// #index-iso-2022-jp-katakana): the code point for each of U+FF61 to U+FF9F.\n" +
		"var iso2022JPKatakana = [0xFF9F - 0xFF61 + 1]rune{\n")
	for i, cp := range katakana {
		if i%8 == 0 {
			b.WriteString("\t")
		}
		fmt.Fprintf(&b, "0x%04X,", cp)
		if i%8 == 7 || i == len(katakana)-1 {
			b.WriteString("\n")
		} else {
			b.WriteString(" ")
		}
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*output, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
