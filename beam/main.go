// Command beam is an Apache Beam pipeline that keys URLs at crawl scale:
// it reads URL lines from text files (any Beam filesystem: local paths,
// gs://, s3://), makes each line's key with a profile of
// github.com/weburl/weburl/urlkey (dedup, surt or safebrowsing),
// deduplicates the keys, groups them by registrable domain (the
// publicsuffix package), and writes, for each domain, its counts
// (OUTPUT-counts.txt: "DOMAIN\tLINES\tKEYS", the input lines with a key and
// the unique keys) and its sorted SURT keys (OUTPUT-keys-*.txt, a domain's
// keys together and sorted; LC_ALL=C sort of the files gives one order).
//
// It runs on any Beam runner; locally, on the in-process prism runner:
//
//	go run . -input '../testdata/bench/*.txt' -output /tmp/urlkeys/out
//
// On Dataflow, Flink or Spark, add the runner's flags (see README).
package main

import (
	"context"
	"flag"
	"log"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/dataflow"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/flink"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/spark"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
)

var (
	input   = flag.String("input", "", "the URL lists: a glob of text files, one URL a line (local path, gs://, s3://)")
	output  = flag.String("output", "", "the output prefix: writes PREFIX-counts.txt and PREFIX-keys-*.txt")
	profile = flag.String("profile", "dedup", "the urlkey profile that makes the keys: dedup, surt or safebrowsing")
	shards  = flag.Int("shards", 1, "the number of PREFIX-keys-*.txt files")
)

func main() {
	flag.Parse()
	beam.Init()
	if *input == "" || *output == "" {
		log.Fatal("give -input GLOB and -output PREFIX")
	}
	if _, ok := profiles[*profile]; !ok {
		log.Fatalf("-profile %q: want dedup, surt or safebrowsing", *profile)
	}
	if *shards < 1 {
		log.Fatal("-shards must be at least 1")
	}
	p, s := beam.NewPipelineWithRoot()
	buildPipeline(s, *input, *output, *profile, *shards)
	if err := beamx.Run(context.Background(), p); err != nil {
		log.Fatalf("pipeline failed: %v", err)
	}
}
