// Command beam is an Apache Beam pipeline that keys URLs at crawl scale:
// it reads URL lines from text files (any Beam filesystem: local paths,
// gs://, s3://; gzip files too), makes each line's key with a profile of
// github.com/weburl/weburl/urlkey (by its name: dedup, surt,
// safebrowsing, semantic_precise, semantic, aggressive, ssurt), and
// writes, sorted by key, each unique key with its count of lines and its
// first line ("KEY {json}", ready for a CDXJ index or a crawl frontier),
// each line without a key with the reason, the counts per registrable
// domain, and a summary, which it also prints at the end.
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
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/dataflow"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/flink"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/spark"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/weburl/weburl/urlkey"
)

// pipelineFlags are the pipeline's own flags, which -h shows first.
var pipelineFlags = []string{"input", "output", "profile", "shards"}

var (
	input   = flag.String("input", "", "the URL lists: a glob of text files, one URL a line (local path, gs://, s3://; .gz read as gzip)")
	output  = flag.String("output", "", "the output prefix: writes PREFIX-keys-*.txt, PREFIX-unkeyed.txt, PREFIX-counts.txt and PREFIX-summary.txt")
	profile = flag.String("profile", "dedup", "the urlkey profile that makes the keys: "+strings.Join(urlkey.ProfileNames(), ", "))
	shards  = flag.Int("shards", 1, "the number of PREFIX-keys-*.txt files")
)

func main() {
	flag.Usage = func() { usage(os.Stderr) }
	flag.Parse()
	beam.Init()
	if *input == "" || *output == "" {
		log.Fatal("give -input GLOB and -output PREFIX (beam -h lists the flags)")
	}
	if _, ok := urlkey.ProfileByName(*profile); !ok {
		log.Fatalf("-profile %q: want one of %s", *profile, strings.Join(urlkey.ProfileNames(), ", "))
	}
	if *shards < 1 {
		log.Fatal("-shards must be at least 1")
	}
	p, s := beam.NewPipelineWithRoot()
	buildPipeline(s, *input, *output, *profile, *shards)
	if err := beamx.Run(context.Background(), p); err != nil {
		log.Fatalf("pipeline failed: %v", err)
	}
	if err := printSummary(context.Background(), *output+"-summary.txt", os.Stderr); err != nil {
		log.Printf("the summary is in %s-summary.txt: %v", *output, err)
	}
}

// usage writes the usage: the pipeline's own flags first, then the
// others (Beam's and its runners', about a hundred).
func usage(w io.Writer) {
	fmt.Fprintf(w, "usage: beam -input GLOB -output PREFIX [-profile NAME] [-shards N] [Beam's flags, such as --runner]\n\nThe pipeline's flags:\n")
	var others []*flag.Flag
	flag.VisitAll(func(f *flag.Flag) {
		if slices.Contains(pipelineFlags, f.Name) {
			printFlag(w, f)
		} else {
			others = append(others, f)
		}
	})
	fmt.Fprintf(w, "\nBeam's flags (for its runners; --runner=prism, the default here, runs in process):\n")
	for _, f := range others {
		printFlag(w, f)
	}
}

// printFlag writes a flag's name, usage and default, as flag.PrintDefaults
// does.
func printFlag(w io.Writer, f *flag.Flag) {
	name, usage := flag.UnquoteUsage(f)
	line := "  -" + f.Name
	if name != "" {
		line += " " + name
	}
	line += "\n    \t" + strings.ReplaceAll(usage, "\n", "\n    \t")
	if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
		line += fmt.Sprintf(" (default %q)", f.DefValue)
	}
	fmt.Fprintln(w, line)
}

// printSummary copies the summary file to w, after "beam: summary".
func printSummary(ctx context.Context, name string, w io.Writer) error {
	return withFilesystem(ctx, name, func(fs filesystem.Interface) error {
		r, err := fs.OpenRead(ctx, name)
		if err != nil {
			return err
		}
		defer r.Close()
		fmt.Fprintf(w, "beam: summary (%s):\n", name)
		_, err = io.Copy(w, r)
		return err
	})
}
