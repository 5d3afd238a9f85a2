package weburl_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// TestDocsNameNoUnexported: what go doc shows of the module's packages
// (every package but internal ones, commands and test data) names none of
// the package's unexported identifiers: not in the package doc, the doc
// and line comments of exported declarations and of exported fields, nor
// in the code go doc prints (an exported constant's or variable's value
// and type, an exported function's signature, an exported type's
// definition). In comments, a name counts when it looks like Go, not like
// a word: mixed case, a digit or "_" (appendBuffer, pairList, NullHost),
// or a lowercase name written as a call or after a dot ("parse(",
// ".record").
func TestDocsNameNoUnexported(t *testing.T) {
	var dirs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		switch name := d.Name(); {
		case path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "internal" || name == "cmd"):
			return filepath.SkipDir
		case path != ".":
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module (bench)
			}
		}
		dirs = append(dirs, path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, dir := range dirs {
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, pkg := range pkgs {
			if pkg.Name == "main" {
				continue
			}
			checked++
			for _, p := range unexportedInDocs(fset, pkg) {
				t.Errorf("%s: go doc shows the unexported %s", p.pos, p.name)
			}
		}
	}
	if checked < 5 {
		t.Errorf("%d packages checked, want at least 5", checked)
	}
}

// docMention is an unexported identifier where go doc shows it.
type docMention struct {
	pos  token.Position
	name string
}

// unexportedInDocs returns the mentions of pkg's unexported package-level
// names and methods in what go doc shows of pkg.
func unexportedInDocs(fset *token.FileSet, pkg *ast.Package) []docMention {
	unexported := map[string]bool{}
	for _, f := range pkg.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					unexported[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							unexported[s.Name.Name] = true
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if !n.IsExported() && n.Name != "_" {
								unexported[n.Name] = true
							}
						}
					}
				}
			}
		}
	}
	var found []docMention
	comment := func(g *ast.CommentGroup) {
		if g == nil {
			return
		}
		for _, c := range g.List {
			for _, name := range goNamesIn(c.Text) {
				if unexported[name] {
					found = append(found, docMention{fset.Position(c.Pos()), name + " in a comment"})
				}
			}
		}
	}
	code := func(n ast.Node) {
		if n == nil {
			return
		}
		var inspect func(n ast.Node) bool
		inspect = func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field: // a parameter's or field's name is not shown as a reference
				ast.Inspect(n.Type, inspect)
				return false
			case *ast.SelectorExpr:
				ast.Inspect(n.X, func(n ast.Node) bool { // not n.Sel: a field, method or imported name
					if id, ok := n.(*ast.Ident); ok && unexported[id.Name] {
						found = append(found, docMention{fset.Position(id.Pos()), id.Name + " in the code go doc prints"})
					}
					return true
				})
				return false
			case *ast.Ident:
				if unexported[n.Name] {
					found = append(found, docMention{fset.Position(n.Pos()), n.Name + " in the code go doc prints"})
				}
			}
			return true
		}
		ast.Inspect(n, inspect)
	}
	fieldTypes := func(fields *ast.FieldList) { // a signature's types, not its parameter names
		if fields != nil {
			for _, f := range fields.List {
				code(f.Type)
			}
		}
	}
	for _, f := range pkg.Files {
		comment(f.Doc)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() || d.Recv != nil && !exportedReceiver(d.Recv) {
					continue
				}
				comment(d.Doc)
				fieldTypes(d.Type.TypeParams)
				fieldTypes(d.Type.Params)
				fieldTypes(d.Type.Results)
			case *ast.GenDecl:
				exported := false
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							continue
						}
						exported = true
						comment(s.Doc)
						comment(s.Comment)
						typeShown(s.Type, comment, code)
					case *ast.ValueSpec:
						if !slices.ContainsFunc(s.Names, (*ast.Ident).IsExported) {
							continue
						}
						exported = true
						comment(s.Doc)
						comment(s.Comment)
						code(s.Type)
						for _, v := range s.Values {
							code(v)
						}
					}
				}
				if exported {
					comment(d.Doc)
				}
			}
		}
	}
	return found
}

// exportedReceiver reports whether a method's receiver type is exported.
func exportedReceiver(recv *ast.FieldList) bool {
	t := recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	if idx, ok := t.(*ast.IndexExpr); ok {
		t = idx.X
	}
	id, ok := t.(*ast.Ident)
	return ok && id.IsExported()
}

// embeddedExported reports whether an embedded field, of type t, is
// exported: whether its type's name is.
func embeddedExported(t ast.Expr) bool {
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	switch t := t.(type) {
	case *ast.Ident:
		return t.IsExported()
	case *ast.SelectorExpr:
		return t.Sel.IsExported()
	}
	return true
}

// typeShown checks what go doc shows of an exported type's definition: a
// struct's or interface's exported fields and methods (their docs and
// types), or the whole type expression of another type.
func typeShown(t ast.Expr, comment func(*ast.CommentGroup), code func(ast.Node)) {
	var fields *ast.FieldList
	switch t := t.(type) {
	case *ast.StructType:
		fields = t.Fields
	case *ast.InterfaceType:
		fields = t.Methods
	default:
		code(t)
		return
	}
	for _, f := range fields.List {
		if len(f.Names) > 0 && !slices.ContainsFunc(f.Names, (*ast.Ident).IsExported) || len(f.Names) == 0 && !embeddedExported(f.Type) {
			continue // go doc hides it
		}
		comment(f.Doc)
		comment(f.Comment)
		code(f.Type)
	}
}

// goNamesIn returns the words of a comment that look like Go identifiers
// rather than words (see TestDocsNameNoUnexported).
func goNamesIn(text string) []string {
	var names []string
	isIdent := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	for i := 0; i < len(text); {
		if !isIdent(rune(text[i])) || text[i] >= 0x80 {
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] < 0x80 && isIdent(rune(text[j])) {
			j++
		}
		word := text[i:j]
		codeLike := strings.ContainsFunc(word[1:], func(r rune) bool { return unicode.IsUpper(r) || unicode.IsDigit(r) || r == '_' }) ||
			j < len(text) && text[j] == '(' || i > 0 && text[i-1] == '.' && j < len(text) && !unicode.IsSpace(rune(text[j]))
		if codeLike {
			names = append(names, word)
		}
		i = j
	}
	return names
}
