package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMEFirstCommand: the output README shows for its first command
// is what the command prints (issue 22).
func TestREADMEFirstCommand(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	const cmd = "go run ./cmd/weburl '"
	i := strings.Index(readme, cmd)
	if i < 0 {
		t.Fatal("README has no first command")
	}
	arg, _, _ := strings.Cut(readme[i+len(cmd):], "'")
	_, after, ok := strings.Cut(readme[i:], "The first command parses a real URL with the CLI and prints its components:\n\n```\n")
	if !ok {
		t.Fatal("README does not show the first command's output")
	}
	shown, _, _ := strings.Cut(after, "```\n")
	code, out, _ := runCLI([]string{arg}, "")
	if code != 0 || out != shown {
		t.Errorf("weburl %q: exit %d\n%s\nREADME shows:\n%s", arg, code, out, shown)
	}
}
