package weburl

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	goparser "go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/weburl/weburl/internal/testenv"
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
	for _, name := range []string{"API", "Entry", "State machine", "Builder", "Sub-parsers", "Base"} {
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

// A reference is a use, in file from, of a package-level identifier (or a
// field) declared in another file, to.
type reference struct{ from, to, name string }

// fileReferences type-checks files, the package's source files, and
// returns every reference from one file to another.
func fileReferences(t *testing.T, fset *token.FileSet, files []*ast.File) []reference {
	return fileReferencesWith(t, exportImporter(t, fset), fset, files)
}

// fileReferencesWith is fileReferences with an importer of fset's, which
// several packages' checks may share (it keeps what it imported).
func fileReferencesWith(t *testing.T, imp types.Importer, fset *token.FileSet, files []*ast.File) []reference {
	t.Helper()
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check(files[0].Name.Name, fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	var refs []reference
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		if v, ok := obj.(*types.Var); ok && !v.IsField() && v.Parent() != pkg.Scope() {
			continue // a parameter or local variable
		}
		if obj.Parent() != nil && obj.Parent() != pkg.Scope() {
			continue // declared in a function
		}
		from, to := fset.Position(id.Pos()).Filename, fset.Position(obj.Pos()).Filename
		if from != to {
			refs = append(refs, reference{from, to, obj.Name()})
		}
	}
	return refs
}

// exportImporter returns an importer that reads the compiler's export
// data of the packages the module's packages import, as go list -export
// finds it (built once, then cached): exact, where type-checking the
// imports from source takes tens of seconds.
func exportImporter(t *testing.T, fset *token.FileSet) types.Importer {
	t.Helper()
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", "./...").Output()
	if err != nil {
		testenv.Unavailable(t, "go list -export: %v", err)
	}
	exports := map[string]string{}
	for line := range strings.Lines(string(out)) {
		if path, file, ok := strings.Cut(strings.TrimSpace(line), "\t"); ok && file != "" {
			exports[path] = file
		}
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("go list -export gave no export data for %s", path)
		}
		return os.Open(file)
	})
}

// sourceFiles parses the package's source files (not its tests).
func sourceFiles(t *testing.T) (*token.FileSet, []*ast.File) {
	return packageFiles(t, ".")
}

// packageFiles parses the source files (not the tests) of the package in
// dir that build for this machine (build constraints and file names as
// go/build reads them), or returns none when dir holds no such file.
func packageFiles(t *testing.T, dir string) (*token.FileSet, []*ast.File) {
	fset := token.NewFileSet()
	return fset, parsePackage(t, fset, dir)
}

// parsePackage is packageFiles with files added to fset.
func parsePackage(t *testing.T, fset *token.FileSet, dir string) []*ast.File {
	t.Helper()
	sources, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range sources {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if ok, err := build.Default.MatchFile(dir, filepath.Base(name)); err != nil || !ok {
			continue
		}
		f, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// modulePackages returns the directories of the module's packages (this
// module's, not bench's or beam's, which are modules of their own), the
// root first.
func modulePackages(t *testing.T) []string {
	t.Helper()
	dirs := []string{"."}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == "." {
			return err
		}
		switch name := d.Name(); {
		case name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_"):
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
			return filepath.SkipDir // a module of its own
		}
		if matches, _ := filepath.Glob(filepath.Join(path, "*.go")); len(matches) > 0 {
			dirs = append(dirs, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestFileLoops fails when files of a package of the module reference
// each other in a loop of more than two files: a strongly connected
// component of the graph of references (Tarjan's algorithm) with more than
// two files. The floors of a package (README's "How it works" for the
// root; each package's documentation for the others) keep calls going one
// way; a loop means a file sits on the wrong floor.
func TestFileLoops(t *testing.T) {
	fset := token.NewFileSet()
	imp := exportImporter(t, fset)
	for _, dir := range modulePackages(t) {
		if files := parsePackage(t, fset, dir); len(files) > 2 {
			fileLoops(t, dir, fileReferencesWith(t, imp, fset, files))
		}
	}
}

// fileLoops reports the loops of more than two files among the files of
// the package in dir, by their references refs.
func fileLoops(t *testing.T, dir string, refs []reference) {
	graph := map[string][]string{}
	seen := map[reference]bool{}
	for _, ref := range refs {
		if edge := (reference{from: ref.from, to: ref.to}); !seen[edge] {
			seen[edge] = true
			graph[ref.from] = append(graph[ref.from], ref.to)
		}
	}
	for _, loop := range stronglyConnected(graph) {
		switch {
		case len(loop) > 2:
			t.Errorf("%s: files reference each other in a loop of %d: %s", dir, len(loop), strings.Join(loop, ", "))
		case len(loop) == 2:
			t.Logf("%s: two files reference each other: %s", dir, strings.Join(loop, ", "))
		}
	}
}

// stronglyConnected returns the strongly connected components of graph
// (Tarjan's algorithm), each sorted.
func stronglyConnected(graph map[string][]string) [][]string {
	var nodes []string
	for n, tos := range graph {
		nodes = append(nodes, n)
		nodes = append(nodes, tos...)
	}
	slices.Sort(nodes)
	nodes = slices.Compact(nodes)
	index, low := map[string]int{}, map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	var comps [][]string
	var visit func(string)
	visit = func(v string) {
		index[v], low[v] = len(index), len(index)
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range graph[v] {
			if _, seen := index[w]; !seen {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var comp []string
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			slices.Sort(comp)
			comps = append(comps, comp)
		}
	}
	for _, n := range nodes {
		if _, seen := index[n]; !seen {
			visit(n)
		}
	}
	return comps
}

// TestStronglyConnected checks stronglyConnected on a graph whose
// components are known: a loop of three, a loop of two, and files in no
// loop.
func TestStronglyConnected(t *testing.T) {
	graph := map[string][]string{
		"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, // a loop of three
		"d": {"e"}, "e": {"d", "f"}, // a loop of two
		"f": {"g"}, // no loop
	}
	var got []string
	for _, comp := range stronglyConnected(graph) {
		got = append(got, strings.Join(comp, ""))
	}
	slices.Sort(got)
	if want := []string{"abc", "de", "f", "g"}; !slices.Equal(got, want) {
		t.Errorf("stronglyConnected = %q, want %q", got, want)
	}
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
	fset, files := sourceFiles(t)
	var sources []string
	for _, f := range files {
		name := fset.Position(f.Pos()).Filename
		sources = append(sources, name)
		if _, ok := layerOf[name]; !ok {
			t.Errorf("README's How it works does not list %s in a layer", name)
		}
	}
	for name := range layerOf {
		if !slices.Contains(sources, name) {
			t.Errorf("README's How it works lists %s, which is not a file of the package", name)
		}
	}
	reported := map[[2]string]bool{}
	for _, ref := range fileReferences(t, fset, files) {
		if layerOf[ref.to] < layerOf[ref.from] && !reported[[2]string{ref.from, ref.to}] {
			reported[[2]string{ref.from, ref.to}] = true
			t.Errorf("%s calls up into %s (%s): README's layers say it may not", ref.from, ref.to, ref.name)
		}
	}
	// Every package of the module is named in the section.
	out, err := exec.Command("go", "list", "./...").Output()
	if err != nil {
		testenv.Unavailable(t, "go list: %v", err)
	}
	for _, path := range strings.Fields(string(out)) {
		rel := strings.TrimPrefix(strings.TrimPrefix(path, "github.com/weburl/weburl"), "/")
		if rel != "" && !strings.Contains(section, "`"+rel+"`") {
			t.Errorf("README's How it works does not name the package %s", rel)
		}
	}
}
