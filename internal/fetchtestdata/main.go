// Command fetchtestdata fills testdata/wpt and testdata/bench, which are not
// committed: the web-platform-tests URL data used by the conformance tests and
// the real URL lists used by the benchmarks.
//
// For each file it copies ../shared/wpt or ../shared/bench (relative to the
// repository root) when that folder exists, and otherwise downloads the file
// from a pinned upstream commit. Either way the file's SHA-256 must match the
// sum pinned below, or the command fails and leaves no file behind. Files that
// are already present with the right sum are left alone.
//
// Usage, from the repository root:
//
//	go run ./internal/fetchtestdata [-root DIR] [-shared DIR]
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

// A dataFile is one file to provide, with where it comes from.
type dataFile struct {
	dir    string // destination folder under testdata/, and source folder under shared/
	name   string
	sha256 string
	url    string // pinned upstream copy
}

const (
	adaWPT   = "https://raw.githubusercontent.com/ada-url/ada/308110b26b32d12db492d460a41e57932366269d/tests/wpt/"
	wptURL   = "https://raw.githubusercontent.com/web-platform-tests/wpt/d1655f32e1b75a6f052a26647f1c108b7b4f689e/url/resources/"
	datasets = "https://raw.githubusercontent.com/ada-url/url-various-datasets/96a6fdd1e36a98904025ed5d1efd5ac9375bc18c/"
)

var files = []dataFile{
	{"wpt", "IdnaTestV2.json", "338192b9815dbdace6c035cb1acd50cd737070cd67d6e3f620d2543f63eb0cbb", adaWPT + "IdnaTestV2.json"},
	{"wpt", "percent-encoding.json", "ac3d9ec89f51e3855f9967ef8414eb470653a25d385cb88cbc3dc1c4d878d71c", adaWPT + "percent-encoding.json"},
	{"wpt", "setters_tests.json", "62e4b14bdaddd66b0f7d99bf066aed1c4a588667f4aa97bf26da212134fc24bf", adaWPT + "setters_tests.json"},
	{"wpt", "toascii.json", "644eba9d5b593df8095cfa307222f3014542ff9cc02d555f8e5660059d80470f", adaWPT + "toascii.json"},
	{"wpt", "urlencoded-parser-data.json", "61a815c55587de2c194776df1565a0f7b60a0176ef329831f3b33dd765a3a91f", wptURL + "urlencoded-parser-data.json"},
	{"wpt", "urltestdata-javascript-only.json", "74eaf2f3b8246b1fe44c388e3ecf8eb8442e01f229418b634acecb9595caddfa", adaWPT + "urltestdata-javascript-only.json"},
	{"wpt", "urltestdata.json", "355c9f1e5f34aae66ba8adfabf3c853f5cd30ea22964ef7a53eb292e7975d81e", adaWPT + "urltestdata.json"},
	{"bench", "kasztp.txt", "34f72b5869af1a2305e5998a94de36da28d0f17e565e2e53509878d39d0135f2", datasets + "others/kasztp.txt"},
	{"bench", "userbait.txt", "d41a2925a0654817601befa4c0b7b0ec54ab5a8e64c85e3aadc5543568785718", datasets + "others/userbait.txt"},
	{"bench", "node_files.txt", "022043a629f46ef1b7eda890a897e899b1486c79c4fd86cb96882da25bd870e6", datasets + "files/node_files.txt"},
}

func main() {
	root := flag.String("root", ".", "repository root; files go to `DIR`/testdata")
	shared := flag.String("shared", "", "folder holding wpt/ and bench/ (default ROOT/../shared)")
	flag.Parse()
	if *shared == "" {
		*shared = filepath.Join(*root, "..", "shared")
	}
	failed := false
	for _, f := range files {
		if err := provide(*root, *shared, f); err != nil {
			fmt.Fprintf(os.Stderr, "fetchtestdata: %s/%s: %v\n", f.dir, f.name, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// provide makes testdata/f.dir/f.name hold the file with the pinned sum.
func provide(root, shared string, f dataFile) error {
	dst := filepath.Join(root, "testdata", f.dir, f.name)
	if sum, err := fileSum(dst); err == nil && sum == f.sha256 {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	var data []byte
	src := filepath.Join(shared, f.dir, f.name)
	if b, err := os.ReadFile(src); err == nil {
		data = b
	} else {
		b, err := download(f.url)
		if err != nil {
			return fmt.Errorf("no %s and download failed: %v", src, err)
		}
		data = b
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != f.sha256 {
		return fmt.Errorf("SHA-256 %s, want %s", got, f.sha256)
	}
	tmp := dst + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, dst)
}

func fileSum(name string) (string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
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
