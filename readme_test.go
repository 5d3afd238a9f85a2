package weburl

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestREADMEIdioms checks what a new user reads first (issue 22): the
// number of "real differences" is the number of rows of the table under
// it; Install says the module path is not published and gives the replace
// recipe (tried by hand: go mod edit -replace, go mod tidy, go run); and
// the Go versions the README names agree with go.mod's go line.
func TestREADMEIdioms(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	words := map[string]int{"Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7, "Eight": 8}
	m := regexp.MustCompile(`(\w+) real differences`).FindStringSubmatch(readme)
	if m == nil {
		t.Fatal(`README has no "N real differences"`)
	}
	_, table, _ := strings.Cut(readme[strings.Index(readme, m[0]):], "| --- |")
	table, _, _ = strings.Cut(table, "\n\n")
	rows := strings.Count(strings.TrimSpace(table), "\n")
	if words[m[1]] != rows {
		t.Errorf("README says %q above a table of %d rows", m[0], rows)
	}

	_, install, _ := strings.Cut(readme, "## Install")
	install, _, _ = strings.Cut(install, "\n## ")
	for _, want := range []string{"not published yet", "go mod edit -replace github.com/weburl/weburl=../weburl", "go mod tidy"} {
		if !strings.Contains(install, want) {
			t.Errorf("README's Install lacks %q", want)
		}
	}

	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goLine := regexp.MustCompile(`(?m)^go (1\.\d+)`).FindSubmatch(mod)
	if goLine == nil {
		t.Fatal("go.mod has no go line")
	}
	for _, want := range []string{"supports the two newest Go releases, " + string(goLine[1]), "with Go " + string(goLine[1]) + " or "} {
		if !strings.Contains(readme, want) {
			t.Errorf("README lacks %q (go.mod says go %s)", want, goLine[1])
		}
	}
	if strings.Contains(readme, "with Go installed (Go 1.21 or later") {
		t.Error(`README still says "Go 1.21 or later" for a module that needs go 1.26`)
	}
}
