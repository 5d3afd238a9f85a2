// Package testenv decides what a test does when something it needs is
// missing (the go command, git, a pseudo-terminal, a build for another
// platform): it skips on a developer's machine, and fails in CI (the
// environment variable CI set, as .ci/run sets it), where everything a
// test needs is there, so that a broken build is never a skip.
package testenv

import (
	"fmt"
	"os"
	"testing"
)

// Unavailable ends tb because what it needs is missing, as fmt.Sprintf
// formats the reason: with tb.Skip, or with tb.Fatal when CI is set.
func Unavailable(tb testing.TB, format string, args ...any) {
	tb.Helper()
	reason := fmt.Sprintf(format, args...)
	if os.Getenv("CI") != "" {
		tb.Fatal("CI is set, and a test cannot run: " + reason)
	}
	tb.Skip(reason)
}
