// Command fetchtestdata provides the benchmark URL lists in testdata/bench and
// keeps the committed web-platform-tests data in testdata/wpt at its pins.
//
// testdata/wpt holds the web-platform-tests URL data the conformance tests
// read. It is committed, with its provenance and license
// (testdata/wpt/PROVENANCE.md, testdata/wpt/LICENSE.md), so go test ./... needs
// neither this command nor the network. testdata/bench holds the URL lists the
// list benchmarks parse; it is not committed, and those benchmarks skip
// without it.
//
// Usage, from the repository root:
//
//	go run ./internal/fetchtestdata [-update-wpt] [-root DIR] [-shared DIR]
//
// With no flags it provides testdata/bench: kasztp.txt, userbait.txt and
// node_files.txt (real-world lists from a pinned commit of
// ada-url/url-various-datasets), and hard.txt and wpt.txt (generated for this
// project, so only ../shared/bench has them). A list already present with its
// pinned sum is left alone. A list that cannot be had (no ../shared, no
// network, or no upstream copy) is named in a warning on stderr, and the
// command still succeeds: only benchmarks need the lists. It also checks
// testdata/wpt: a missing file is restored as with -update-wpt, and a file
// that differs from its pinned sum is an error.
//
// With -update-wpt it refreshes every file of testdata/wpt instead (and leaves
// testdata/bench alone) and rewrites testdata/wpt/SHA256SUMS from the pinned
// sums. To move to newer data, change the pins below (upstream commit and
// sums) in one reviewed change, run the command with -update-wpt, and update
// testdata/wpt/PROVENANCE.md.
//
// Each file is copied from ../shared/wpt or ../shared/bench (relative to the
// repository root; see -shared) when that copy has the pinned SHA-256, and is
// otherwise downloaded from its pinned upstream copy. Whatever the source, a
// file whose SHA-256 differs from the pinned sum is never written.
//
// The command exits 1 on a checksum mismatch (no source gives the pinned
// content, or a testdata/wpt file differs from its pin) and when a missing
// testdata/wpt file cannot be restored, and 2 on a usage error; otherwise 0,
// even when benchmark lists are missing.
//
// Flags:
//
//	-update-wpt  refresh testdata/wpt from the pins instead of providing testdata/bench
//	-root DIR    repository root (default "."); files go to DIR/testdata
//	-shared DIR  folder holding wpt/ and bench/ copies (default ROOT/../shared)
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// A dataFile is one file to provide, with its pinned content and where it
// comes from.
type dataFile struct {
	name   string
	sha256 string
	url    string // pinned upstream copy; "" when there is none
}

const (
	// adaWPT is web-platform-tests' url/resources as synced into ada-url/ada.
	adaWPT = "https://raw.githubusercontent.com/ada-url/ada/308110b26b32d12db492d460a41e57932366269d/tests/wpt/"
	// wptURL is web-platform-tests itself, for the file ada does not sync.
	wptURL = "https://raw.githubusercontent.com/web-platform-tests/wpt/d1655f32e1b75a6f052a26647f1c108b7b4f689e/url/resources/"
	// datasets is ada-url/url-various-datasets, for the real-world URL lists.
	datasets = "https://raw.githubusercontent.com/ada-url/url-various-datasets/96a6fdd1e36a98904025ed5d1efd5ac9375bc18c/"
)

// wptFiles are the files of testdata/wpt, which is committed.
var wptFiles = []dataFile{
	// IdnaTestV2-removed.json is in ada's tests/wpt at the same commit as the
	// others (its sum is the one ../shared/wpt/SHA256SUMS lists).
	{"IdnaTestV2-removed.json", "921d56cc415159e36883e26eeb6f9924f399c5fbb24645a9c661aa790e3f8e94", adaWPT + "IdnaTestV2-removed.json"},
	{"IdnaTestV2.json", "338192b9815dbdace6c035cb1acd50cd737070cd67d6e3f620d2543f63eb0cbb", adaWPT + "IdnaTestV2.json"},
	{"percent-encoding.json", "ac3d9ec89f51e3855f9967ef8414eb470653a25d385cb88cbc3dc1c4d878d71c", adaWPT + "percent-encoding.json"},
	{"setters_tests.json", "62e4b14bdaddd66b0f7d99bf066aed1c4a588667f4aa97bf26da212134fc24bf", adaWPT + "setters_tests.json"},
	{"toascii.json", "644eba9d5b593df8095cfa307222f3014542ff9cc02d555f8e5660059d80470f", adaWPT + "toascii.json"},
	{"urlencoded-parser-data.json", "61a815c55587de2c194776df1565a0f7b60a0176ef329831f3b33dd765a3a91f", wptURL + "urlencoded-parser-data.json"},
	{"urltestdata-javascript-only.json", "74eaf2f3b8246b1fe44c388e3ecf8eb8442e01f229418b634acecb9595caddfa", adaWPT + "urltestdata-javascript-only.json"},
	{"urltestdata.json", "355c9f1e5f34aae66ba8adfabf3c853f5cd30ea22964ef7a53eb292e7975d81e", adaWPT + "urltestdata.json"},
}

// wptSums is the file of testdata/wpt that lists the sums of wptFiles, in the
// format of sha256sum; it is written from the pins.
const wptSums = "SHA256SUMS"

// wptKept are the committed files of testdata/wpt that this command does not
// write.
var wptKept = []string{"LICENSE.md", "PROVENANCE.md"}

// benchFiles are the files of testdata/bench, which is not committed.
var benchFiles = []dataFile{
	{"kasztp.txt", "34f72b5869af1a2305e5998a94de36da28d0f17e565e2e53509878d39d0135f2", datasets + "others/kasztp.txt"},
	{"userbait.txt", "d41a2925a0654817601befa4c0b7b0ec54ab5a8e64c85e3aadc5543568785718", datasets + "others/userbait.txt"},
	{"node_files.txt", "022043a629f46ef1b7eda890a897e899b1486c79c4fd86cb96882da25bd870e6", datasets + "files/node_files.txt"},
	// Generated for this project (see ../shared/bench/PROVENANCE.md): there is
	// no upstream copy, so they come only from ../shared/bench.
	{"hard.txt", "e5971ef69933ad73d7ceeb4a56af5203e96249961d035dc07776508b6e169cce", ""},
	{"wpt.txt", "4e62159b7f7df392f9b7630d057a7bcd2e534eeba8eef355e54a45f60ad152ea", ""},
}

func main() {
	root := flag.String("root", ".", "repository root; files go to `DIR`/testdata")
	shared := flag.String("shared", "", "copies of the data in `DIR`/wpt and DIR/bench (default ROOT/../shared)")
	updateWPT := flag.Bool("update-wpt", false, "refresh testdata/wpt from the pins instead of providing testdata/bench")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./internal/fetchtestdata [-update-wpt] [-root DIR] [-shared DIR]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if *shared == "" {
		*shared = filepath.Join(*root, "..", "shared")
	}
	p := &provider{root: *root, shared: *shared}
	p.wpt(*updateWPT)
	if !*updateWPT {
		p.bench()
	}
	if len(p.missing) > 0 {
		warnf("benchmark lists missing from testdata/bench: %s; the benchmarks that parse them skip (the tests do not need them)",
			strings.Join(p.missing, ", "))
	}
	if p.failed {
		os.Exit(1)
	}
}

// A provider fills one repository's testdata and keeps the outcome.
type provider struct {
	root, shared string
	failed       bool     // a checksum mismatch, or a testdata/wpt file that is missing
	missing      []string // benchmark lists that could not be had
}

// wpt checks testdata/wpt against the pins, restoring missing files, or with
// update set refreshes every file from its source.
func (p *provider) wpt(update bool) {
	for _, f := range wptFiles {
		dst := filepath.Join("testdata", "wpt", f.name)
		if !update {
			sum, err := fileSum(filepath.Join(p.root, dst))
			if err == nil && sum == f.sha256 {
				continue
			}
			if err == nil {
				p.errorf("%s: SHA-256 %s, pinned %s (restore the pinned copy with -update-wpt, or change the pin)", dst, sum, f.sha256)
				continue
			}
			if !errors.Is(err, fs.ErrNotExist) {
				p.errorf("%v", err)
				continue
			}
		}
		data, from, err := p.fetch("wpt", f)
		if err != nil {
			p.errorf("%s: cannot restore: %v", dst, err)
			continue
		}
		p.write(dst, data, from)
	}

	dst := filepath.Join("testdata", "wpt", wptSums)
	want := sumsFile(wptFiles)
	have, err := os.ReadFile(filepath.Join(p.root, dst))
	switch {
	case err == nil && bytes.Equal(have, want):
	case update || errors.Is(err, fs.ErrNotExist):
		p.write(dst, want, "the pinned sums")
	case err == nil:
		p.errorf("%s differs from the pinned sums (rewrite it with -update-wpt, or change the pins)", dst)
	default:
		p.errorf("%v", err)
	}

	if update {
		p.reportUnpinned()
	}
}

// reportUnpinned warns about files of testdata/wpt that no pin names, such as
// a file an update of the pins dropped.
func (p *provider) reportUnpinned() {
	entries, err := os.ReadDir(filepath.Join(p.root, "testdata", "wpt"))
	if err != nil {
		p.errorf("%v", err)
		return
	}
	for _, e := range entries {
		name := e.Name()
		pinned := name == wptSums || slices.Contains(wptKept, name) ||
			slices.ContainsFunc(wptFiles, func(f dataFile) bool { return f.name == name })
		if !pinned {
			warnf("testdata/wpt/%s is not pinned: remove it if the data no longer has it", name)
		}
	}
}

// bench provides each list of testdata/bench that is missing or stale.
func (p *provider) bench() {
	for _, f := range benchFiles {
		dst := filepath.Join("testdata", "bench", f.name)
		sum, statErr := fileSum(filepath.Join(p.root, dst))
		if statErr == nil && sum == f.sha256 {
			continue
		}
		data, from, err := p.fetch("bench", f)
		var unavailable *unavailableError
		switch {
		case errors.As(err, &unavailable) && errors.Is(statErr, fs.ErrNotExist):
			warnf("%s: %v", dst, err)
			p.missing = append(p.missing, f.name)
		case err != nil && statErr == nil:
			p.errorf("%s: SHA-256 %s, pinned %s, and the pinned copy cannot be had: %v", dst, sum, f.sha256, err)
		case err != nil:
			p.errorf("%s: %v", dst, err)
		default:
			p.write(dst, data, from)
		}
	}
}

// An unavailableError reports a file that no source could give.
type unavailableError struct{ why string }

func (e *unavailableError) Error() string { return e.why }

// fetch returns the pinned content of f, and where it came from: the copy in
// shared/dir when it has the pinned sum, else the pinned upstream copy. The
// error is an *unavailableError when no source exists or answers, and a
// checksum mismatch when a source gives other content.
func (p *provider) fetch(dir string, f dataFile) (data []byte, from string, err error) {
	var why []string
	mismatch := false
	src := filepath.Join(p.shared, dir, f.name)
	switch b, err := os.ReadFile(src); {
	case err == nil && hexSum(b) == f.sha256:
		return b, src, nil
	case err == nil:
		why = append(why, fmt.Sprintf("%s has SHA-256 %s", src, hexSum(b)))
		mismatch = true
	case errors.Is(err, fs.ErrNotExist):
		why = append(why, "no "+src)
	default:
		why = append(why, err.Error())
	}
	if f.url == "" {
		why = append(why, "no upstream copy (generated for this project)")
	} else if b, err := download(f.url); err != nil {
		why = append(why, "download failed: "+err.Error())
	} else if got := hexSum(b); got == f.sha256 {
		return b, f.url, nil
	} else {
		why = append(why, fmt.Sprintf("%s has SHA-256 %s", f.url, got))
		mismatch = true
	}
	if mismatch {
		return nil, "", fmt.Errorf("checksum mismatch: %s; pinned %s", strings.Join(why, "; "), f.sha256)
	}
	return nil, "", &unavailableError{strings.Join(why, "; ")}
}

// write makes root/dst hold data, through a temporary file so that an
// interrupted run leaves no partial file, and says so unless it already did.
func (p *provider) write(dst string, data []byte, from string) {
	name := filepath.Join(p.root, dst)
	if old, err := os.ReadFile(name); err == nil && bytes.Equal(old, data) {
		return
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		p.errorf("%v", err)
		return
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		p.errorf("%v", err)
		return
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		p.errorf("%v", err)
		return
	}
	fmt.Printf("fetchtestdata: %s: from %s\n", dst, from)
}

func (p *provider) errorf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "fetchtestdata: "+format+"\n", args...)
	p.failed = true
}

func warnf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "fetchtestdata: warning: "+format+"\n", args...)
}

// sumsFile returns the lines "sum  name" of files sorted by name, as
// sha256sum writes them.
func sumsFile(files []dataFile) []byte {
	sorted := slices.Clone(files)
	slices.SortFunc(sorted, func(a, b dataFile) int { return strings.Compare(a.name, b.name) })
	var buf bytes.Buffer
	for _, f := range sorted {
		fmt.Fprintf(&buf, "%s  %s\n", f.sha256, f.name)
	}
	return buf.Bytes()
}

func hexSum(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func fileSum(name string) (string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return "", err
	}
	return hexSum(b), nil
}

func download(url string) ([]byte, error) {
	client := &http.Client{Timeout: 60 * time.Second}
	resp, err := client.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 64<<20))
}
