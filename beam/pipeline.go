package main

// The pipeline: read the URL lines of each file, key them with a urlkey
// profile, keep per key its count and its first line, and write the keys
// (sorted, a CDXJ-ready "KEY {json}" a line), the lines without a key with
// the reason, the counts per registrable domain, and a summary.

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/weburl/weburl"
	"github.com/weburl/weburl/internal/jsonstring"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/urlkey"
)

// noHost is the group of keys whose URL has no host ("mailto:", "dns:").
const noHost = "(none)"

// maxLine is the longest line read, in bytes, as the command line's
// default -max-line: a longer line is reported as "line-too-long" and not
// held in memory.
const maxLine = 1 << 20

// An entry is what the pipeline keeps of the lines with one key: how
// many there are, and the first of them (the least by file name, then
// line number), with the registrable domain of the host that the profile
// read in it.
type entry struct {
	Count  int
	URL    string
	File   string
	Line   int
	Domain string
}

// first reports whether e comes before o in the input.
func (e entry) first(o entry) bool {
	return e.File < o.File || e.File == o.File && e.Line < o.Line
}

// merge adds the counts of two entries of one key and keeps the first
// line, so that the result does not depend on the order in which a
// runner combines them.
func merge(a, b entry) entry {
	if b.first(a) {
		a.URL, a.File, a.Line, a.Domain = b.URL, b.File, b.Line, b.Domain
	}
	a.Count += b.Count
	return a
}

// domainOf returns the registrable domain of r's host, or the host when
// it has none (an IP address), or noHost when r (nil for a key that the
// profile gave without parsing) has no host.
func domainOf(r *urlkey.Record) string {
	if r == nil || !r.HasHost || r.Host == "" {
		return noHost
	}
	h, err := weburl.ParseHost(r.Host, false)
	if err != nil {
		return r.Host
	}
	if d, ok := publicsuffix.RegistrableDomain(h); ok {
		return d
	}
	return h.String()
}

// The counts of the summary, by name.
const (
	statFiles   = "files"
	statLines   = "lines"
	statBlank   = "blank"
	statKeyed   = "keyed"
	statMissed  = "without-key"
	statBOM     = "byte-order-marks-removed"
	statKeys    = "unique-keys"
	statDomains = "domains"
)

// keyFileFn reads each file a line at a time and keys each line with the
// profile named Profile: it emits the key of a line with its entry, a line
// without a key as "FILE:LINE<TAB>REASON<TAB>TEXT", and the file's counts.
// A UTF-8 byte order mark that starts the file is removed, as the command
// line removes it; a "\r" before the "\n" too; a blank line (white space
// only) is counted, not keyed.
type keyFileFn struct {
	Profile string
	p       urlkey.Profile
	missed  beam.Counter
}

func (f *keyFileFn) Setup() {
	f.p, _ = urlkey.ProfileByName(f.Profile)
	f.missed = beam.NewCounter("urlkey", "lines-without-key")
}

func (f *keyFileFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emitKey func(string, entry), emitMiss func(string), emitStat func(string, int)) error {
	rc, err := file.Open(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	return keyLines(f.p, file.Metadata.Path, rc, emitKey, func(line string) {
		f.missed.Inc(ctx, 1)
		emitMiss(line)
	}, emitStat)
}

// keyLines keys each line of r, the file named name, with p, as
// keyFileFn does (without Beam, so that the tests can make what the
// pipeline must write).
func keyLines(p urlkey.Profile, name string, r io.Reader, emitKey func(string, entry), emitMiss func(string), emitStat func(string, int)) error {
	counts := map[string]int{statFiles: 1, statLines: 0, statBlank: 0, statKeyed: 0, statMissed: 0, statBOM: 0}
	miss := func(n int, reason, text string) {
		counts[statMissed]++
		counts[statMissed+":"+reason]++
		emitMiss(fmt.Sprintf("%s:%d\t%s\t%s", name, n, reason, text))
	}
	err := readLines(r, func(n int, text string, length int, bom bool) {
		counts[statLines]++
		if bom {
			counts[statBOM]++
		}
		switch {
		case length > maxLine:
			miss(n, "line-too-long", strconv.Itoa(length)+" bytes")
			return
		case strings.TrimSpace(text) == "":
			counts[statBlank]++
			return
		}
		key, rec, err := p.KeyRecord(text)
		if err != nil {
			miss(n, keyError(err), text)
			return
		}
		counts[statKeyed]++
		emitKey(key, entry{Count: 1, URL: text, File: name, Line: n, Domain: domainOf(rec)})
	})
	for name, n := range counts {
		emitStat(name, n)
	}
	return err
}

// keyError returns the reason an input has no key, in a word, as the
// command line prints it after "!".
func keyError(err error) string {
	if e, ok := err.(*urlkey.Error); ok {
		return e.Name()
	}
	return err.Error()
}

// readLines calls fn with the number (from 1), text and length of each
// line of r, without its "\n" or "\r\n", and whether a byte order mark
// was removed from its start (the first line's only). A line longer than
// maxLine is not held: its text is "".
func readLines(r io.Reader, fn func(n int, text string, length int, bom bool)) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var buf []byte
	for n := 1; ; n++ {
		buf = buf[:0]
		length := 0
		var err error
		for {
			var part []byte
			var more bool
			part, more, err = br.ReadLine() // without "\n" and "\r\n"
			length += len(part)
			if length <= maxLine {
				buf = append(buf, part...)
			}
			if !more || err != nil {
				break
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		const byteOrderMark = "\uFEFF"
		text, bom := "", n == 1 && bytes.HasPrefix(buf, []byte(byteOrderMark))
		if length <= maxLine { // a longer line is not copied, only counted
			text = string(buf)
			if bom {
				text = text[len(byteOrderMark):]
			}
		}
		fn(n, text, length, bom)
	}
}

// keyLine writes a key and its entry as a line of the keys file, a
// CDXJ-ready "KEY {json}": {"count": lines with the key, "url": the first
// of them, "file": its file, "line": its number}. The URL and the file
// name keep every byte (ill-formed UTF-8 as \udcXX).
func keyLine(key string, e entry) string {
	b := append([]byte(key), ` {"count":`...)
	b = strconv.AppendInt(b, int64(e.Count), 10)
	b = append(b, `,"url":`...)
	b = jsonstring.Append(b, e.URL)
	b = append(b, `,"file":`...)
	b = jsonstring.Append(b, e.File)
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(e.Line), 10)
	return string(append(b, '}'))
}

// A keyed is a key with its entry, as the shards sort them.
type keyed struct {
	Key   string
	Entry entry
}

// shardFn assigns each key to one of Shards key files, by a hash of its
// entry's domain, so that a domain's keys are in one file.
type shardFn struct {
	Shards int
}

func (f *shardFn) ProcessElement(key string, e entry, emit func(int, keyed)) {
	h := fnv.New32a()
	h.Write([]byte(e.Domain))
	emit(int(h.Sum32()%uint32(f.Shards)), keyed{key, e})
}

// writeShardFn writes the keys of one shard, sorted by key, to
// Prefix-keys-SHARD-of-SHARDS.txt, through the Beam filesystem that the
// prefix names (a local path, gs://, s3://, ...).
type writeShardFn struct {
	Prefix string
	Shards int
}

func (f *writeShardFn) ProcessElement(ctx context.Context, shard int, keys func(*keyed) bool) error {
	var all []keyed
	var k keyed
	for keys(&k) {
		all = append(all, k)
	}
	slices.SortFunc(all, func(a, b keyed) int { return strings.Compare(a.Key, b.Key) })
	name := fmt.Sprintf("%s-keys-%05d-of-%05d.txt", f.Prefix, shard, f.Shards)
	return writeFile(ctx, name, func(w *bufio.Writer) {
		for _, k := range all {
			w.WriteString(keyLine(k.Key, k.Entry))
			w.WriteByte('\n')
		}
	})
}

// writeFile writes the file name through the Beam filesystem that it
// names (a local path, gs://, s3://, ...), with what write writes.
func writeFile(ctx context.Context, name string, write func(w *bufio.Writer)) error {
	return withFilesystem(ctx, name, func(fs filesystem.Interface) error {
		w, err := fs.OpenWrite(ctx, name)
		if err != nil {
			return err
		}
		bw := bufio.NewWriter(w)
		write(bw)
		if err := bw.Flush(); err != nil {
			w.Close()
			return err
		}
		return w.Close()
	})
}

// withFilesystem calls fn with the Beam filesystem of the file name (a
// local path, gs://, s3://, ...), and closes it after.
func withFilesystem(ctx context.Context, name string, fn func(fs filesystem.Interface) error) error {
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	return fn(fs)
}

// writeLinesFn writes the lines of its one group to the file Name, each
// followed by "\n", but the empty line that writeAll adds so that the
// file is written when there is no line.
type writeLinesFn struct {
	Name string
}

func (f *writeLinesFn) ProcessElement(ctx context.Context, _ int, lines func(*string) bool) error {
	return writeFile(ctx, f.Name, func(w *bufio.Writer) {
		var l string
		for lines(&l) {
			if l != "" {
				w.WriteString(l)
				w.WriteByte('\n')
			}
		}
	})
}

// one puts every line in one group.
func one(line string) (int, string) { return 0, line }

// writeAll writes lines, in no particular order, to the file name, which
// is written even when there is no line.
func writeAll(s beam.Scope, name string, lines beam.PCollection) {
	all := beam.ParDo(s, one, beam.Flatten(s, lines, beam.Create(s, "")))
	beam.ParDo0(s, &writeLinesFn{Name: name}, beam.GroupByKey(s, all))
}

// byDomain re-keys a key's entry by its domain, with its count of lines.
func byDomain(_ string, e entry, emit func(string, int)) {
	emit(e.Domain, e.Count)
}

// domainFn writes a domain's counts line ("DOMAIN\tLINES\tKEYS": the input
// lines with a key of the domain, and the unique keys) and adds to the
// summary's counts of keys and domains.
func domainFn(domain string, lines func(*int) bool, counts func(string), stats func(string, int)) {
	total, keys := 0, 0
	var n int
	for lines(&n) {
		total += n
		keys++
	}
	counts(fmt.Sprintf("%s\t%d\t%d", domain, total, keys))
	stats(statKeys, keys)
	stats(statDomains, 1)
}

func sum(a, b int) int { return a + b }

// summaryKey groups the summary's counts into one element.
func summaryKey(name string, n int, emit func(int, string)) {
	emit(0, fmt.Sprintf("%s\t%d", name, n))
}

// summaryFn writes the summary's counts, one "NAME\tCOUNT" a line, sorted.
func summaryFn(_ int, lines func(*string) bool, emit func(string)) {
	var all []string
	var l string
	for lines(&l) {
		all = append(all, l)
	}
	slices.Sort(all)
	emit(strings.Join(all, "\n"))
}

func init() {
	register.DoFn5x1[context.Context, fileio.ReadableFile, func(string, entry), func(string), func(string, int), error](&keyFileFn{})
	register.Emitter2[string, entry]()
	register.Emitter1[string]()
	register.Emitter2[string, int]()
	register.Function2x1(merge)
	register.DoFn3x0[string, entry, func(int, keyed)](&shardFn{})
	register.Emitter2[int, keyed]()
	register.DoFn3x1[context.Context, int, func(*keyed) bool, error](&writeShardFn{})
	register.Iter1[keyed]()
	register.Function3x0(byDomain)
	register.Function4x0(domainFn)
	register.Iter1[int]()
	register.Function2x1(sum)
	register.Function3x0(summaryKey)
	register.Emitter2[int, string]()
	register.Function3x0(summaryFn)
	register.Iter1[string]()
	register.Function1x2(one)
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeLinesFn{})
}

// buildPipeline adds the pipeline to s: the lines of the files that input
// matches (a glob on any Beam filesystem; gzip files are read as such)
// keyed with the profile named profile (one of urlkey.ProfileNames). It
// writes:
//
//   - output+"-keys-SHARD-of-SHARDS.txt": each unique key a line, sorted by
//     key in each file, as "KEY {json}" (see keyLine); a domain's keys are
//     in one file, and sort -m of the files gives one order;
//   - output+"-unkeyed.txt": each line without a key, as
//     "FILE:LINE<TAB>REASON<TAB>TEXT" (the reason as the command line prints
//     it after "!"; for a line longer than maxLine, "line-too-long" and its
//     length), in no particular order;
//   - output+"-counts.txt": "DOMAIN<TAB>LINES<TAB>KEYS" per registrable
//     domain;
//   - output+"-summary.txt": "NAME<TAB>COUNT" a line, sorted: files, lines,
//     blank lines, lines keyed, lines without a key (in all, and per
//     reason as "without-key:REASON"), byte order marks removed, unique
//     keys, domains.
func buildPipeline(s beam.Scope, input, output, profile string, shards int) {
	files := fileio.ReadMatches(s, fileio.MatchFiles(s, input))
	keys, missed, fileStats := beam.ParDo3(s, &keyFileFn{Profile: profile}, files)
	unique := beam.CombinePerKey(s, merge, keys)
	writeAll(s, output+"-unkeyed.txt", missed)

	sharded := beam.GroupByKey(s, beam.ParDo(s, &shardFn{Shards: shards}, unique))
	beam.ParDo0(s, &writeShardFn{Prefix: output, Shards: shards}, sharded)

	domains := beam.GroupByKey(s, beam.ParDo(s, byDomain, unique))
	counts, keyStats := beam.ParDo2(s, domainFn, domains)
	writeAll(s, output+"-counts.txt", counts)

	stats := beam.CombinePerKey(s, sum, beam.Flatten(s, fileStats, keyStats))
	summary := beam.ParDo(s, summaryFn, beam.GroupByKey(s, beam.ParDo(s, summaryKey, stats)))
	writeAll(s, output+"-summary.txt", summary)
}
