package testenv

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestUnavailable: the helper test below skips without CI and fails with
// it, as the go command reports when running this test binary again.
func TestUnavailable(t *testing.T) {
	if os.Getenv("TESTENV_HELPER") != "" {
		Unavailable(t, "no %s", "thing")
		return
	}
	for _, ci := range []string{"", "1"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestUnavailable$", "-test.v")
		cmd.Env = append(os.Environ(), "TESTENV_HELPER=1", "CI="+ci)
		out, err := cmd.CombinedOutput()
		skipped := strings.Contains(string(out), "--- SKIP") && err == nil
		failed := strings.Contains(string(out), "--- FAIL") && err != nil
		if ci == "" && !skipped || ci != "" && !failed {
			t.Errorf("CI=%q: %v\n%s", ci, err, out)
		}
	}
}
