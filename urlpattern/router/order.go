package router

import (
	"cmp"
	"net/http"

	"github.com/weburl/weburl/urlpattern"
)

// rankOrder is the order in which routes' components are compared: the
// hostname first (a pattern with a host beats one without, as in
// ServeMux), then the pathname, then the rest in the URL's order, the
// username and password last since requests do not carry them.
var rankOrder = [...]urlpattern.Component{
	urlpattern.Hostname, urlpattern.Pathname, urlpattern.Protocol, urlpattern.Port,
	urlpattern.Search, urlpattern.Hash, urlpattern.Username, urlpattern.Password,
}

// compareRoutes orders a before b (-1) when a is more specific, after
// (1) when b is, and 0 when they rank equally: the components in
// rankOrder, then the method. Registration order does not count.
func compareRoutes(a, b *route) int {
	for i := range rankOrder {
		if d := compareComponent(a.parts[i], b.parts[i], a.folds[i], b.folds[i]); d != 0 {
			return d
		}
	}
	return cmp.Compare(methodRank(a.method), methodRank(b.method))
}

// methodRank ranks a route's method: a route for one method (HEAD
// included) before a GET route, which also serves HEAD, before a route
// for any method.
func methodRank(method string) int {
	switch method {
	case "":
		return 2
	case http.MethodGet:
		return 1
	}
	return 0
}

// compareComponent orders two routes' part lists for one component, most
// specific first. folds says that a component ignores case.
//
// A lone "*" is the least specific. Then the part lists are walked in
// step, as urlpattern.CompareComponent does (a missing part counts as
// empty fixed text), and the first pair of parts that differs decides:
// by type (fixed text, regexp, segment wildcard, full wildcard), then
// modifier (none, "+", "?", "*"), then prefix, fixed text and suffix as
// strings without regard to ASCII case. A regular expression's text does
// not count: two regexp groups in the same place rank equally, whatever
// they match (Register checks such routes with urlpattern.Overlap). Then a
// component that heeds case beats one that ignores it, and two that heed
// it compare their text with case, so that the order is total.
func compareComponent(a, b []urlpattern.Part, foldA, foldB bool) int {
	if anyA, anyB := isAny(a), isAny(b); anyA != anyB {
		if anyA {
			return 1
		}
		return -1
	}
	if d := comparePartLists(a, b, true); d != 0 {
		return d
	}
	if foldA != foldB {
		if foldA {
			return 1
		}
		return -1
	}
	if foldA {
		return 0
	}
	return comparePartLists(a, b, false)
}

// isAny reports whether parts are a lone "*".
func isAny(parts []urlpattern.Part) bool {
	return len(parts) == 1 && parts[0].Type == urlpattern.PartFullWildcard &&
		parts[0].Modifier == urlpattern.ModifierNone && parts[0].Prefix == "" && parts[0].Suffix == ""
}

func comparePartLists(a, b []urlpattern.Part, fold bool) int {
	for i := range max(len(a), len(b)) {
		if d := comparePart(partAt(a, i), partAt(b, i), fold); d != 0 {
			return d
		}
	}
	return 0
}

// partAt returns parts[i], or empty fixed text past the end of parts.
func partAt(parts []urlpattern.Part, i int) urlpattern.Part {
	if i < len(parts) {
		return parts[i]
	}
	return urlpattern.Part{Type: urlpattern.PartFixedText, Modifier: urlpattern.ModifierNone}
}

// comparePart orders two parts, the more specific first (-1).
func comparePart(l, r urlpattern.Part, fold bool) int {
	if d := cmp.Compare(l.Type, r.Type); d != 0 {
		return -d
	}
	if d := cmp.Compare(l.Modifier, r.Modifier); d != 0 {
		return -d
	}
	if d := compareText(l.Prefix, r.Prefix, fold); d != 0 {
		return -d
	}
	if l.Type == urlpattern.PartFixedText {
		if d := compareText(l.Value, r.Value, fold); d != 0 {
			return -d
		}
	}
	return -compareText(l.Suffix, r.Suffix, fold)
}

// compareText compares a and b byte by byte, ASCII letters in lower case
// when fold is true. A longer text that starts with the shorter one is
// greater, so more specific.
func compareText(a, b string, fold bool) int {
	for i := 0; i < min(len(a), len(b)); i++ {
		x, y := a[i], b[i]
		if fold {
			x, y = lower(x), lower(y)
		}
		if x != y {
			return cmp.Compare(x, y)
		}
	}
	return cmp.Compare(len(a), len(b))
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
