package weburl

import (
	"go/ast"
	"go/importer"
	goparser "go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// readmeLayers returns the files of each layer of the package as README's
// "How it works" lists them, from the top layer down, and the section's
// text.
func readmeLayers(t *testing.T) ([][]string, string) {
	t.Helper()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## How it works\n")
	if !ok {
		t.Fatal("README.md has no section How it works")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	goFile := regexp.MustCompile("`([a-z0-9_]+\\.go)`")
	var layers [][]string
	for _, name := range []string{"API", "Parser", "Base"} {
		_, rest, ok := strings.Cut(section, "\n- **"+name+"**")
		if !ok {
			t.Fatalf("README's How it works has no layer %s", name)
		}
		item, _, _ := strings.Cut(rest, "\n- ")
		var files []string
		for _, m := range goFile.FindAllStringSubmatch(item, -1) {
			if !strings.HasSuffix(m[1], "_test.go") {
				files = append(files, m[1])
			}
		}
		layers = append(layers, files)
	}
	return layers, section
}

// TestLayers checks README's "How it works" against the code: every
// source file of the package is in exactly one of its layers, no file
// refers to an identifier declared in a file of a higher layer, and every
// package of the module is named in the section.
func TestLayers(t *testing.T) {
	layers, section := readmeLayers(t)
	layerOf := map[string]int{}
	for i, files := range layers {
		for _, f := range files {
			if _, dup := layerOf[f]; dup {
				t.Errorf("README: %s is in two layers", f)
			}
			layerOf[f] = i
		}
	}
	sources, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range sources {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if _, ok := layerOf[name]; !ok {
			t.Errorf("README's How it works does not list %s in a layer", name)
		}
		f, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	for name := range layerOf {
		if !slices.Contains(sources, name) {
			t.Errorf("README's How it works lists %s, which is not a file of the package", name)
		}
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("weburl", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	reported := map[[2]string]bool{}
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		if v, ok := obj.(*types.Var); ok && (v.IsField() || v.Parent() != pkg.Scope()) {
			continue // a field, parameter or local variable
		}
		if obj.Parent() != nil && obj.Parent() != pkg.Scope() {
			continue // declared in a function
		}
		from := fset.Position(id.Pos()).Filename
		to := fset.Position(obj.Pos()).Filename
		if layerOf[to] < layerOf[from] && !reported[[2]string{from, to}] {
			reported[[2]string{from, to}] = true
			t.Errorf("%s calls up into %s (%s): README's layers say it may not", from, to, obj.Name())
		}
	}
	// Every package of the module is named in the section.
	out, err := exec.Command("go", "list", "./...").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, path := range strings.Fields(string(out)) {
		rel := strings.TrimPrefix(strings.TrimPrefix(path, "github.com/weburl/weburl"), "/")
		if rel != "" && !strings.Contains(section, "`"+rel+"`") {
			t.Errorf("README's How it works does not name the package %s", rel)
		}
	}
}
