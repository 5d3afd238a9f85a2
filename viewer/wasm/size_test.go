package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/weburl/weburl/internal/testenv"
)

// TestWasmSize checks the size of the viewer's WebAssembly that
// BROWSERS.md gives (about N MB, M MB gzipped, with the Go of go.mod's
// toolchain line), within 5%: it builds viewer/wasm as scripts/viewer-build
// does, with GOTOOLCHAIN=auto. It is skipped with -short and when the
// build cannot run (no go command, or no Go 1.27 toolchain offline).
func TestWasmSize(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly; skipped with -short")
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "BROWSERS.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`weburl\.wasm` + "`" + `, about ([0-9.]+) MB \(([0-9.]+) MB gzipped\) with Go 1\.27`).FindSubmatch(doc)
	if m == nil {
		t.Fatal("BROWSERS.md does not give the WebAssembly's size as `weburl.wasm`, about N MB (M MB gzipped) with Go 1.27")
	}
	out := filepath.Join(t.TempDir(), "weburl.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOTOOLCHAIN=auto")
	if msg, err := cmd.CombinedOutput(); err != nil {
		testenv.Unavailable(t, "cannot build the WebAssembly: %v\n%s", err, msg)
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(wasm)
	w.Close()
	for i, size := range []int{len(wasm), gz.Len()} {
		doc, _ := strconv.ParseFloat(string(m[i+1]), 64)
		got := float64(size) / 1e6
		if got < doc*0.95 || got > doc*1.05 {
			t.Errorf("BROWSERS.md says %s MB%s; the build is %.2f MB (%d bytes)", m[i+1], []string{"", " gzipped"}[i], got, size)
		}
	}
	t.Logf("weburl.wasm: %d bytes, %d gzipped", len(wasm), gz.Len())
}
