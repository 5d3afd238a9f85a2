package weburl

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/internal/idna"
	"github.com/weburl/weburl/internal/testdata"
)

// idnaRefContext is one context of testdata/idna-reference.txt.gz: the code
// points before and after the scalar value X.
type idnaRefContext struct {
	name           string
	prefix, suffix string
}

// idnaRefEntry is one line of a context: the code points lo..hi and their
// outcome ("F", "V" or "=HOST"; see scripts/idna-refdata/record.mjs). When
// the reference's outcome is wrong by UTS #46 18.0.0, uts46 is the right one
// ("F" or "=HOST") and reason says why; else both are empty.
type idnaRefEntry struct {
	lo, hi        rune
	outcome       string
	uts46, reason string
}

// readIDNAReference reads testdata/idna-reference.txt.gz.
func readIDNAReference(t *testing.T) (header []string, contexts []idnaRefContext, entries [][]idnaRefEntry) {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(testdata.Read(t, "idna-reference.txt.gz")))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	codePoints := func(s string) string {
		if s == "-" {
			return ""
		}
		var b strings.Builder
		for _, h := range strings.Split(s, "+") {
			var r rune
			if _, err := fmt.Sscanf(h, "%X", &r); err != nil {
				t.Fatalf("idna-reference: bad code point %q", h)
			}
			b.WriteRune(r)
		}
		return b.String()
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"):
			header = append(header, line)
		case strings.HasPrefix(line, "@context "):
			f := strings.Fields(line)
			if len(f) != 4 {
				t.Fatalf("idna-reference: bad line %q", line)
			}
			contexts = append(contexts, idnaRefContext{f[1], codePoints(f[2]), codePoints(f[3])})
			entries = append(entries, nil)
		default:
			span, outcome, ok := strings.Cut(line, " ")
			outcome, annotation, _ := strings.Cut(outcome, " ! ")
			lo, hi, isRange := strings.Cut(span, "..")
			if !isRange {
				hi = lo
			}
			var e idnaRefEntry
			_, err1 := fmt.Sscanf(lo, "%X", &e.lo)
			_, err2 := fmt.Sscanf(hi, "%X", &e.hi)
			if !ok || err1 != nil || err2 != nil || len(entries) == 0 || outcome == "" {
				t.Fatalf("idna-reference: bad line %q", line)
			}
			e.outcome = outcome
			e.uts46, e.reason, _ = strings.Cut(annotation, " ")
			if annotation != "" && (e.lo != e.hi || e.reason == "") {
				t.Fatalf("idna-reference: bad annotation %q", line)
			}
			entries[len(entries)-1] = append(entries[len(entries)-1], e)
		}
	}
	return header, contexts, entries
}

// idnaRefHost returns the host that weburl gives for
// "https://" + percentEncode(s) + "/", or "F" for failure.
func idnaRefHost(s string) string {
	var b strings.Builder
	b.WriteString("https://")
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "%%%02X", s[i])
	}
	b.WriteString("/")
	u, err := Parse(b.String())
	if err != nil {
		return "F"
	}
	return u.Host()
}

// idnaRefUnchanged returns the host "V" stands for: s lowercased when
// ASCII, else "xn--" and the Punycode encoding of s.
func idnaRefUnchanged(s string) string {
	if idna.IsASCII(s) {
		return ascii.Lower(s)
	}
	enc, _ := idna.PunycodeEncode(s)
	return enc
}

// TestIDNAReference compares the host parser with the reference
// implementation (whatwg-url 17.3.0, tr46 7.0.0) on every scalar value in
// each context of testdata/idna-reference.txt.gz, which
// scripts/idna-refdata records. Where the reference is wrong by UTS #46
// 18.0.0 itself (its NFC is node's ICU, of an older Unicode), the data says
// so with the reason and UTS #46's answer, which weburl must give instead.
func TestIDNAReference(t *testing.T) {
	header, contexts, entries := readIDNAReference(t)
	if len(contexts) != 6 {
		t.Fatalf("%d contexts; want 6", len(contexts))
	}
	stride := rune(1)
	if raceEnabled || testing.Short() {
		// Every 7th code point (and every entry's first and last), to
		// keep the race detector's run short.
		stride = 7
	}
	agree, refErrors, total := 0, 0, 0
	for i, c := range contexts {
		next := rune(0)
		for _, e := range entries[i] {
			if e.lo != next && !(next == 0xD800 && e.lo == 0xE000) {
				t.Fatalf("%s: entry %04X follows %04X", c.name, e.lo, next-1)
			}
			next = e.hi + 1
			for r := e.lo; r <= e.hi; r++ {
				if !utf8.ValidRune(r) || r != e.lo && r != e.hi && r%stride != 0 {
					continue
				}
				total++
				s := c.prefix + string(r) + c.suffix
				got := idnaRefHost(s)
				want := idnaRefOutcome(e.outcome, s)
				if e.reason != "" {
					refErrors++
					if uts46 := idnaRefOutcome(e.uts46, s); got != uts46 || got == want {
						t.Errorf("%s U+%04X (%+q): weburl %q; reference %q, wrong by UTS #46 18.0.0, which gives %q: %s",
							c.name, r, s, got, want, uts46, e.reason)
					} else if refErrors <= 3 {
						t.Logf("reference error: %s U+%04X: reference %q, UTS #46 18.0.0 and weburl %q: %s", c.name, r, want, got, e.reason)
					}
					continue
				}
				if got != want {
					t.Errorf("%s U+%04X (%+q): weburl %q, reference %q", c.name, r, s, got, want)
					continue
				}
				agree++
			}
		}
		if next != utf8.MaxRune+1 {
			t.Errorf("%s: entries end at %04X", c.name, next-1)
		}
	}
	t.Logf("%s", strings.Join(header[2:], " "))
	t.Logf("%d code points × contexts compared: %d agree with the reference; %d are reference errors by UTS #46 18.0.0, where weburl gives UTS #46's answer",
		total, agree, refErrors)
	if stride == 1 && total != 6*(utf8.MaxRune+1-2048) {
		t.Errorf("compared %d; want every scalar value in 6 contexts", total)
	}
}

// idnaRefOutcome returns the host that an outcome of the data stands for
// ("F" for failure) for the context s.
func idnaRefOutcome(outcome, s string) string {
	if outcome == "V" {
		return idnaRefUnchanged(s)
	}
	if h, ok := strings.CutPrefix(outcome, "="); ok {
		return h
	}
	return outcome
}
