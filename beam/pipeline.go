package main

// The pipeline: read URL lines, key them with a urlkey profile,
// deduplicate the keys, group them by registrable domain, and write each
// domain's counts and its sorted SURT keys.

import (
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/urlkey"
)

// profiles are the urlkey profiles the pipeline keys with.
var profiles = map[string]urlkey.Profile{
	"surt":         urlkey.SURT,
	"safebrowsing": urlkey.SafeBrowsing,
	"dedup":        urlkey.Dedup,
}

// noHost is the group of keys whose URL has no host ("mailto:", "dns:").
const noHost = "(none)"

// keyed is what the pipeline keeps of one input line: its SURT key, the
// group it counts in, and how many input lines had its profile key.
type keyed struct {
	SURT   string
	Domain string
	Lines  int
}

// keyLine returns the key of line by p and what the pipeline keeps of
// it, or false when the line is blank or has no key. The SURT key is that
// of the profile's key (the line's own with the surt profile), so that it
// depends on the profile key alone; the domain is the registrable domain
// of the host that the profile read (or the host when it has none, as for
// an IP address, or noHost).
func keyLine(p urlkey.Profile, line string) (string, keyed, bool) {
	line = strings.TrimSuffix(line, "\r")
	if strings.TrimSpace(line) == "" {
		return "", keyed{}, false
	}
	if p.Literal != nil {
		if k, ok := p.Literal(line); ok {
			return k, keyed{SURT: k, Domain: noHost, Lines: 1}, true
		}
	}
	r, err := p.Record(line)
	if err != nil {
		return "", keyed{}, false
	}
	key := r.String()
	if p.Format != nil {
		key = p.Format(r)
	}
	surt := key
	if p.Name != "surt" {
		if s, err := urlkey.SURT.Key(key); err == nil {
			surt = s
		}
	}
	return key, keyed{SURT: surt, Domain: domainOf(r), Lines: 1}, true
}

// domainOf returns the registrable domain of r's host, or the host when
// it has none, or noHost.
func domainOf(r *urlkey.Record) string {
	if !r.HasHost || r.Host == "" {
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

// keyFn keys each line with the profile named Profile.
type keyFn struct {
	Profile string
	p       urlkey.Profile
	failed  beam.Counter
}

func (f *keyFn) Setup() {
	f.p = profiles[f.Profile]
	f.failed = beam.NewCounter("urlkey", "lines-without-key")
}

func (f *keyFn) ProcessElement(ctx context.Context, line string, emit func(string, keyed)) {
	key, k, ok := keyLine(f.p, line)
	if !ok {
		if strings.TrimSpace(line) != "" {
			f.failed.Inc(ctx, 1)
		}
		return
	}
	emit(key, k)
}

// merge keeps one of two lines with the same key (the one with the least
// SURT key, so that the result does not depend on the order) and adds
// their counts.
func merge(a, b keyed) keyed {
	if b.SURT < a.SURT {
		a.SURT = b.SURT
	}
	a.Lines += b.Lines
	return a
}

// byDomain re-keys a unique key's record by its domain.
func byDomain(_ string, k keyed, emit func(string, keyed)) {
	emit(k.Domain, k)
}

// groupFn writes a domain's counts line ("DOMAIN\tLINES\tKEYS": input
// lines, unique profile keys) and its block of sorted unique SURT keys,
// one a line.
func groupFn(domain string, records func(*keyed) bool, counts, blocks func(string)) {
	var surts []string
	lines, keys := 0, 0
	var k keyed
	for records(&k) {
		lines += k.Lines
		keys++
		surts = append(surts, k.SURT)
	}
	slices.Sort(surts)
	surts = slices.Compact(surts)
	counts(fmt.Sprintf("%s\t%d\t%d", domain, lines, keys))
	blocks(strings.Join(surts, "\n"))
}

// shardFn assigns each block to one of Shards output files, by a hash of
// its first key.
type shardFn struct {
	Shards int
}

func (f *shardFn) ProcessElement(block string, emit func(int, string)) {
	h := fnv.New32a()
	first, _, _ := strings.Cut(block, "\n")
	h.Write([]byte(first))
	emit(int(h.Sum32()%uint32(f.Shards)), block)
}

// writeShardFn writes the blocks of one shard to
// Prefix-keys-SHARD-of-SHARDS.txt, through the Beam filesystem that the
// prefix names (a local path, gs://, s3://, ...).
type writeShardFn struct {
	Prefix string
	Shards int
}

func (f *writeShardFn) ProcessElement(ctx context.Context, shard int, blocks func(*string) bool) error {
	name := fmt.Sprintf("%s-keys-%05d-of-%05d.txt", f.Prefix, shard, f.Shards)
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	var block string
	for blocks(&block) {
		if _, err := io.WriteString(w, block+"\n"); err != nil {
			w.Close()
			return err
		}
	}
	return w.Close()
}

func init() {
	register.DoFn3x0[context.Context, string, func(string, keyed)](&keyFn{})
	register.Emitter2[string, keyed]()
	register.Function2x1(merge)
	register.Function3x0(byDomain)
	register.Function4x0(groupFn)
	register.Iter1[keyed]()
	register.Emitter1[string]()
	register.DoFn2x0[string, func(int, string)](&shardFn{})
	register.Emitter2[int, string]()
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeShardFn{})
	register.Iter1[string]()
}

// buildPipeline adds the pipeline to s: the lines of the text files that
// input matches (a glob on any Beam filesystem) keyed with the profile
// named profile, deduplicated, grouped by registrable domain; it writes
// output+"-counts.txt" (one "DOMAIN\tLINES\tKEYS" line per domain) and
// output+"-keys-SHARD-of-SHARDS.txt" (each domain's SURT keys sorted, one a
// line, a domain's keys together).
func buildPipeline(s beam.Scope, input, output, profile string, shards int) {
	lines := textio.Read(s, input)
	keys := beam.ParDo(s, &keyFn{Profile: profile}, lines)
	unique := beam.CombinePerKey(s, merge, keys)
	domains := beam.GroupByKey(s, beam.ParDo(s, byDomain, unique))
	counts, blocks := beam.ParDo2(s, groupFn, domains)
	textio.Write(s, output+"-counts.txt", counts)
	sharded := beam.GroupByKey(s, beam.ParDo(s, &shardFn{Shards: shards}, blocks))
	beam.ParDo0(s, &writeShardFn{Prefix: output, Shards: shards}, sharded)
}
