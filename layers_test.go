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
	t.Helper()
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if files[0].Name.Name != "weburl" {
		// Another package's imports are not type-checked from source (that
		// takes tens of seconds for cmd/weburl's): the references between
		// its own files resolve without them (the same ones, for urlkey,
		// cmd/weburl and weburl itself), and the errors that the empty
		// imported packages cause are ignored.
		conf = types.Config{Importer: emptyImports{}, Error: func(error) {}}
	}
	pkg, err := conf.Check(files[0].Name.Name, fset, files, info)
	if err != nil && conf.Error == nil {
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

// emptyImports imports every package as an empty one.
type emptyImports struct{}

func (emptyImports) Import(path string) (*types.Package, error) {
	p := types.NewPackage(path, filepath.Base(path))
	p.MarkComplete()
	return p, nil
}

// sourceFiles parses the source files (not the tests) of the package in
// dir.
func sourceFiles(t *testing.T, dir string) (*token.FileSet, []*ast.File) {
	t.Helper()
	sources, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range sources {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// TestFileLoops fails when files of the package, or of urlkey or
// cmd/weburl, reference each other in a loop of more than two files: a
// strongly connected component of the graph of references (Tarjan's
// algorithm) with more than two files. The floors of README's "How it
// works" (and of each package's documentation) keep calls going one way;
// a loop means a file sits on the wrong floor.
func TestFileLoops(t *testing.T) {
	for _, dir := range []string{".", "urlkey", "cmd/weburl"} {
		t.Run(dir, func(t *testing.T) { testFileLoops(t, dir) })
	}
}

func testFileLoops(t *testing.T, dir string) {
	fset, files := sourceFiles(t, dir)
	graph := map[string][]string{}
	seen := map[reference]bool{}
	for _, ref := range fileReferences(t, fset, files) {
		if edge := (reference{from: ref.from, to: ref.to}); !seen[edge] {
			seen[edge] = true
			graph[ref.from] = append(graph[ref.from], ref.to)
		}
	}
	for _, loop := range stronglyConnected(graph) {
		switch {
		case len(loop) > 2:
			t.Errorf("files reference each other in a loop of %d: %s", len(loop), strings.Join(loop, ", "))
		case len(loop) == 2:
			t.Logf("two files reference each other: %s", strings.Join(loop, ", "))
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
	fset, files := sourceFiles(t, ".")
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
		t.Skipf("go list: %v", err)
	}
	for _, path := range strings.Fields(string(out)) {
		rel := strings.TrimPrefix(strings.TrimPrefix(path, "github.com/weburl/weburl"), "/")
		if rel != "" && !strings.Contains(section, "`"+rel+"`") {
			t.Errorf("README's How it works does not name the package %s", rel)
		}
	}
}
