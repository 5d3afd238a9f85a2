package weburl_test

import (
	"go/ast"
	"go/doc"
	goparser "go/parser"
	"go/token"
	"os"
	"slices"
	"strings"
	"testing"
)

// exportedNames returns the exported names of the package in dir as
// API.md writes them: functions, types, constants and variables by name,
// methods as Type.Method.
func exportedNames(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := goparser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, goparser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	add := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, n := range v.Names {
				if ast.IsExported(n) {
					names = append(names, n)
				}
			}
		}
	}
	for _, p := range pkgs {
		d := doc.New(p, dir, 0)
		add(d.Consts)
		add(d.Vars)
		for _, f := range d.Funcs {
			names = append(names, f.Name)
		}
		for _, ty := range d.Types {
			names = append(names, ty.Name)
			add(ty.Consts)
			add(ty.Vars)
			for _, f := range ty.Funcs {
				names = append(names, f.Name)
			}
			for _, m := range ty.Methods {
				names = append(names, ty.Name+"."+m.Name)
			}
		}
	}
	slices.Sort(names)
	return names
}

// TestAPITable: API.md has a row for every exported name of weburl and
// urlpattern, and for nothing else, each saying what the name answers to
// (issue 41, point 4).
func TestAPITable(t *testing.T) {
	data, err := os.ReadFile("API.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []struct{ dir, heading string }{{".", "## weburl"}, {"urlpattern", "## urlpattern"}} {
		_, section, _ := strings.Cut(string(data), "\n"+pkg.heading+"\n")
		section, _, _ = strings.Cut(section, "\n## ")
		var rows []string
		for _, line := range strings.Split(section, "\n") {
			cells := strings.Split(line, " | ")
			if !strings.HasPrefix(line, "| `") || len(cells) < 3 {
				continue
			}
			name := strings.Trim(strings.TrimPrefix(cells[0], "| "), "`")
			if strings.TrimSpace(cells[1]) == "" {
				t.Errorf("API.md, %s: %s says nothing of what it answers to", pkg.heading, name)
			}
			rows = append(rows, name)
		}
		slices.Sort(rows)
		sameEntries(t, "API.md "+pkg.heading+" row", rows, exportedNames(t, pkg.dir))
	}
}
