//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main says how to build the command: it runs only in a browser.
func main() {
	fmt.Fprintln(os.Stderr, "viewer/wasm runs in a browser: build it with scripts/viewer-build (GOOS=js GOARCH=wasm)")
	os.Exit(2)
}
