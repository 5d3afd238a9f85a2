package router

import (
	"cmp"
	"net/http"

	"github.com/weburl/weburl/internal/ascii"
	"github.com/weburl/weburl/urlpattern"
)

// compareRoutes orders a before b (-1) when a is more specific, after
// (1) when b is, and 0 when they rank equally: the components in
// rankOrder, then the method. Registration order does not count.
func compareRoutes(a, b *route) int {
	d, _ := rankRoutes(a, b)
	return d
}

// rankRoutes is compareRoutes, and whether its order is only a tie-break:
// the routes rank equally, or the first difference between them is a byte
// of fixed text (neither text starts with the other) that variable parts
// before it may move, so that both may match the same request and neither
// is more specific.
func rankRoutes(a, b *route) (d int, tie bool) {
	for i := range rankOrder {
		if d, tie := compareComponent(a.parts[i], b.parts[i], a.folds[i], b.folds[i]); d != 0 {
			return d, tie
		}
	}
	return cmp.Compare(methodRank(a.method), methodRank(b.method)), false
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
// specific first, and says whether a non-zero order is only a tie-break
// (see rankRoutes). folds says that a component ignores case.
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
//
// Text that starts with the other's is more specific; text that differs
// from the other's at some byte is ordered by that byte, which says
// nothing of specificity: the order is a tie-break, unless every part
// before is fixed text without a modifier, so that both texts stand at the
// same place of the input and no input matches both.
func compareComponent(a, b []urlpattern.Part, foldA, foldB bool) (int, bool) {
	if anyA, anyB := isAny(a), isAny(b); anyA != anyB {
		if anyA {
			return 1, false
		}
		return -1, false
	}
	if d, tie := comparePartLists(a, b, true); d != 0 {
		return d, tie
	}
	if foldA != foldB {
		if foldA {
			return 1, false
		}
		return -1, false
	}
	if foldA {
		return 0, false
	}
	return comparePartLists(a, b, false)
}

// isAny reports whether parts are a lone "*".
func isAny(parts []urlpattern.Part) bool {
	return len(parts) == 1 && parts[0].Type == urlpattern.PartFullWildcard &&
		parts[0].Modifier == urlpattern.ModifierNone && parts[0].Prefix == "" && parts[0].Suffix == ""
}

func comparePartLists(a, b []urlpattern.Part, fold bool) (int, bool) {
	fixed := true // the parts so far are fixed text without a modifier
	for i := range max(len(a), len(b)) {
		l, r := partAt(a, i), partAt(b, i)
		if d, differ := comparePart(l, r, fold); d != 0 {
			return d, differ && !(fixed && l.Type == urlpattern.PartFixedText && l.Modifier == urlpattern.ModifierNone)
		}
		fixed = fixed && l.Type == urlpattern.PartFixedText && l.Modifier == urlpattern.ModifierNone
	}
	return 0, false
}

// partAt returns parts[i], or empty fixed text past the end of parts.
func partAt(parts []urlpattern.Part, i int) urlpattern.Part {
	if i < len(parts) {
		return parts[i]
	}
	return urlpattern.Part{Type: urlpattern.PartFixedText, Modifier: urlpattern.ModifierNone}
}

// comparePart orders two parts, the more specific first (-1), and says
// whether the order comes from texts that differ at some byte.
func comparePart(l, r urlpattern.Part, fold bool) (int, bool) {
	if d := cmp.Compare(l.Type, r.Type); d != 0 {
		return -d, false
	}
	if d := cmp.Compare(l.Modifier, r.Modifier); d != 0 {
		return -d, false
	}
	if d, differ := compareText(l.Prefix, r.Prefix, fold); d != 0 {
		return -d, differ
	}
	if l.Type == urlpattern.PartFixedText {
		if d, differ := compareText(l.Value, r.Value, fold); d != 0 {
			return -d, differ
		}
	}
	d, differ := compareText(l.Suffix, r.Suffix, fold)
	return -d, differ
}

// compareText compares a and b byte by byte, ASCII letters in lower case
// when fold is true, and says whether they differ at some byte. A longer
// text that starts with the shorter one is greater, so more specific.
func compareText(a, b string, fold bool) (int, bool) {
	for i := 0; i < min(len(a), len(b)); i++ {
		x, y := a[i], b[i]
		if fold {
			x, y = ascii.LowerByte(x), ascii.LowerByte(y)
		}
		if x != y {
			return cmp.Compare(x, y), true
		}
	}
	return cmp.Compare(len(a), len(b)), false
}
