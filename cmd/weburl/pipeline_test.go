package main

// The command line in pipelines (issue 27): what a user of trurl, jq or
// grep expects from weburl in a script.

import (
	"os/exec"
	"strings"
	"testing"
)

// TestFlagErrorPrefix: an error the flag package finds in a flag's value
// is said after "weburl: ", as every other error of the command.
func TestFlagErrorPrefix(t *testing.T) {
	code, out, errOut := runCLI([]string{"-set", "prot=ftp", "https://x/"}, "")
	want := "weburl: invalid value \"prot=ftp\" for flag -set: no component \"prot\"; valid: " + setNames() + "\n" + hint + "\n"
	if code != 2 || out != "" || errOut != want {
		t.Errorf("exit %d, output %q, standard error\n%q\nwant\n%q", code, out, errOut, want)
	}
}

// TestSummaryCounts: the summaries say "1 input", "1 line" and "1
// validation error", and the plural otherwise.
func TestSummaryCounts(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"-lint", "https://x/a b"}, "", "weburl: 1 input: 0 valid, 1 with validation errors, 0 failed; 1 validation error\n"},
		{[]string{"-lint", "https://x/a b", "https://x/c d"}, "", "weburl: 2 inputs: 0 valid, 2 with validation errors, 0 failed; 2 validation errors\n"},
		{[]string{"-lint"}, "https://x/\n", "weburl: 1 line: 1 valid, 0 with validation errors, 0 failed; 0 validation errors\n"},
		{nil, "https://x/\n", "weburl: 1 line: 1 parsed, 0 failed\n"},
		{nil, "https://x/\nhttps://y/\n", "weburl: 2 lines: 2 parsed, 0 failed\n"},
	} {
		if _, _, errOut := runCLI(tc.args, tc.stdin); errOut != tc.want {
			t.Errorf("%q with %q: standard error %q, want %q", tc.args, tc.stdin, errOut, tc.want)
		}
	}
}

// TestBuiltBinaryIgnored: the binary that go build writes, in cmd/weburl
// or (go build ./cmd/weburl) at the root, is ignored by git.
func TestBuiltBinaryIgnored(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	if err := exec.Command("git", "rev-parse", "--git-dir").Run(); err != nil {
		t.Skip("not in a git repository")
	}
	for _, path := range []string{"weburl", "../../weburl"} {
		out, err := exec.Command("git", "check-ignore", "-v", path).CombinedOutput()
		if err != nil {
			t.Errorf("git check-ignore %s: %v %s: the built binary is not ignored", path, err, strings.TrimSpace(string(out)))
		}
	}
}
