package main

import (
	"errors"
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

// TestREADMECommands runs every command of README.md's code blocks, a line
// "$ weburl ARGS" (or "$ printf 'TEXT' | weburl ARGS", with "2>&1" to
// show standard error after standard output, as weburl writes it), and
// checks that it prints the lines shown under it, up to a blank line or
// the next command. A "#" after the arguments starts a comment.
func TestREADMECommands(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	commands := 0
	lines := strings.Split(string(data), "\n")
	for i := 0; i < len(lines); i++ {
		cmd, ok := strings.CutPrefix(lines[i], "$ ")
		if !ok || !strings.Contains(cmd, "weburl ") {
			continue
		}
		var shown []string
		for i+1 < len(lines) && lines[i+1] != "" && lines[i+1] != "```" && !strings.HasPrefix(lines[i+1], "$ ") {
			i++
			shown = append(shown, lines[i])
		}
		commands++
		stdin, args, both, err := readmeCommand(cmd)
		if err != nil {
			t.Errorf("README line %q: %v", cmd, err)
			continue
		}
		_, out, errOut := runCLI(args, stdin)
		if both {
			out += errOut
		}
		if want := strings.Join(shown, "\n") + "\n"; out != want {
			t.Errorf("README's %q prints\n%s\nREADME shows\n%s", cmd, out, want)
		}
	}
	t.Logf("%d commands", commands)
	if commands < 10 {
		t.Errorf("README has %d weburl commands, want at least 10", commands)
	}
}

// readmeCommand splits a README command into its standard input (the
// TEXT of "printf 'TEXT' | ", with \n a newline), the arguments after
// "weburl", and whether "2>&1" shows standard error. Arguments are split
// at spaces outside single quotes, as a shell does.
func readmeCommand(cmd string) (stdin string, args []string, both bool, err error) {
	words, err := shellWords(cmd)
	if err != nil {
		return "", nil, false, err
	}
	if len(words) >= 3 && words[0] == "printf" && words[2] == "|" {
		stdin = strings.ReplaceAll(words[1], `\n`, "\n")
		words = words[3:]
	}
	if len(words) == 0 || words[0] != "weburl" {
		return "", nil, false, errors.New("not a weburl command")
	}
	for _, w := range words[1:] {
		if w == "2>&1" {
			both = true
			continue
		}
		args = append(args, w)
	}
	return stdin, args, both, nil
}

// shellWords splits s at spaces outside single quotes, and stops at a "#"
// that starts a word.
func shellWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted && c == '\'':
			quoted = false
		case quoted:
			w.WriteByte(c)
		case c == '\'':
			quoted, inWord = true, true
		case c == ' ':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case c == '#' && !inWord:
			return words, nil
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if quoted {
		return nil, errors.New("unclosed quote")
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}
