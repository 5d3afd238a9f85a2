package urlkey

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestAPIDocs checks that every exported identifier of the package has a
// doc comment and every exported function and method a runnable example
// (one with an Output comment).
func TestAPIDocs(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	examples := map[string]bool{}
	var want []string
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "_test.go") {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && strings.HasPrefix(fd.Name.Name, "Example") {
					examples[fd.Name.Name] = hasOutput(f, fd)
				}
			}
			continue
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				ex := "Example" + d.Name.Name
				if d.Recv != nil {
					typ := d.Recv.List[0].Type
					if s, ok := typ.(*ast.StarExpr); ok {
						typ = s.X
					}
					ex = "Example" + typ.(*ast.Ident).Name + "_" + d.Name.Name
				}
				want = append(want, ex)
				if d.Doc == nil {
					t.Errorf("%s: %s has no doc comment", name, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					var names []*ast.Ident
					var doc *ast.CommentGroup
					switch s := s.(type) {
					case *ast.TypeSpec:
						names, doc = []*ast.Ident{s.Name}, s.Doc
					case *ast.ValueSpec:
						names, doc = s.Names, s.Doc
					}
					if doc == nil {
						doc = d.Doc
					}
					for _, n := range names {
						if n.IsExported() && doc == nil {
							t.Errorf("%s: %s has no doc comment", name, n.Name)
						}
					}
				}
			}
		}
	}
	for _, ex := range want {
		if !examples[ex] {
			t.Errorf("no runnable %s", ex)
		}
	}
}

// hasOutput reports whether the example fd has an "Output:" comment.
func hasOutput(f *ast.File, fd *ast.FuncDecl) bool {
	for _, cg := range f.Comments {
		if cg.Pos() > fd.Body.Lbrace && cg.End() <= fd.Body.Rbrace && strings.Contains(cg.Text(), "Output:") {
			return true
		}
	}
	return false
}
