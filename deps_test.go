package weburl

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testenv"
)

// TestCoreDependencies checks what importing weburl costs a program: the
// packages that `go list -deps` lists for the core package must not include
// the heavy ones that live in subpackages (net/http through weburlhttp,
// golang.org/x/net/publicsuffix through publicsuffix, the legacy encodings'
// tables through queryencoding), nor any package of golang.org/x/net, nor
// the Unicode tables of golang.org/x/text that depend on the Go version
// (norm, bidirule: IDNA is internal/idna's; bidi: rendering's right-to-left
// classes are internal/uniprops'), and their number stays at most 105 (99
// with Go 1.27, 91 with Go 1.26). scripts/size prints the figures
// beside net/url's and the size of a parse-only program.
func TestCoreDependencies(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list; skipped with -short")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		testenv.Unavailable(t, "go list -deps: %v (needs the go command)", err)
	}
	deps := strings.Fields(string(out))
	for _, heavy := range []string{
		"net/http", "crypto/tls", "database/sql/driver",
		"golang.org/x/net/publicsuffix", "golang.org/x/text/encoding/htmlindex",
		"golang.org/x/text/encoding/japanese", "golang.org/x/text/encoding/traditionalchinese",
		"github.com/weburl/weburl/internal/legacyenc",
		"golang.org/x/text/unicode/norm", "golang.org/x/text/secure/bidirule",
		"golang.org/x/text/unicode/bidi",
	} {
		if slices.Contains(deps, heavy) {
			t.Errorf("the core package depends on %s", heavy)
		}
	}
	for _, dep := range deps {
		if strings.HasPrefix(dep, "golang.org/x/net/") {
			t.Errorf("the core package depends on %s", dep)
		}
	}
	if len(deps) > 105 {
		t.Errorf("go list -deps lists %d packages, more than 105", len(deps))
	}
	t.Logf("go list -deps: %d packages", len(deps))
}
