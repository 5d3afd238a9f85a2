package ucd

import (
	"fmt"
	"strings"
)

// MaxRune is the last code point, U+10FFFF.
const MaxRune = 0x10FFFF

// PropertyValues returns the value of one property for every code point
// (indexed by code point, MaxRune+1 entries), from data, a UCD file in the
// form Parse reads whose lines give the value in field (0 is the first field
// after the code points). Where the file lists more than one property (as
// DerivedNormalizationProps.txt does), only lines whose first field is name
// count, and field counts from the field after the name; name "" takes
// every line.
//
// Code points that no data line lists get the value of the last "#
// @missing:" line that covers them (UAX #44 section 4.2.10), or "" when
// none does. Values are returned as the file spells them: @missing lines
// often use long value names where data lines use short ones; aliases
// translates them (long or short name to the name the caller wants) when not
// nil.
func PropertyValues(data []byte, name string, field int, aliases map[string]string) ([]string, error) {
	values := make([]string, MaxRune+1)
	var listed []Line
	err := Parse(data, func(l Line) error {
		fields := l.Fields
		if name != "" {
			if len(fields) == 0 || fields[0] != name {
				return nil
			}
			fields = fields[1:]
		}
		if field >= len(fields) {
			if name != "" && field == 0 {
				// A binary property: its lines give no value.
				fields = []string{"Y"}
			} else {
				return fmt.Errorf("no field %d", field)
			}
		}
		v := fields[field]
		if a, ok := aliases[v]; ok {
			v = a
		}
		if l.Missing {
			for r := l.Lo; r <= l.Hi; r++ {
				values[r] = v
			}
			return nil
		}
		listed = append(listed, Line{Lo: l.Lo, Hi: l.Hi, Fields: []string{v}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Data lines win over @missing lines wherever they appear in the file.
	for _, l := range listed {
		for r := l.Lo; r <= l.Hi; r++ {
			values[r] = l.Fields[0]
		}
	}
	return values, nil
}

// ValueAliases returns, for the property whose short name is prop (such as
// "bc" or "jt"), a map from each of its values' names in
// PropertyValueAliases.txt (data) to its short name.
func ValueAliases(data []byte, prop string) (map[string]string, error) {
	aliases := map[string]string{}
	rows, _ := ValueAliasRows(data, prop)
	for _, names := range rows {
		for _, name := range names {
			aliases[name] = names[0]
		}
	}
	if len(aliases) == 0 {
		return nil, fmt.Errorf("ucd: no values of property %q", prop)
	}
	return aliases, nil
}

// ValueAliasRows returns the rows of PropertyValueAliases.txt (data) for
// the property prop (its short name, such as "gc" or "sc"): for each value,
// its names as the file lists them (short name first, then the long name
// and any other aliases), trimmed, and the row's comment (what follows
// "#", trimmed; "" when there is none).
func ValueAliasRows(data []byte, prop string) (rows [][]string, comments []string) {
	for line := range Lines(data) {
		fields, comment := Fields(line)
		if len(fields) < 3 || fields[0] != prop {
			continue
		}
		rows = append(rows, fields[1:])
		comments = append(comments, comment)
	}
	return rows, comments
}

// ScriptExtensions returns the Script_Extensions value of every code point
// (indexed by code point, MaxRune+1 entries) as long script names
// ("Latin"): for a code point that data (ScriptExtensions.txt) lists, the
// scripts of its line, in the line's order, their short names ("Latn")
// translated by the sc rows of PropertyValueAliases.txt (aliases); for any
// other code point, its Script alone, script[r] (from Scripts.txt, as
// PropertyValues reads it). A short name that aliases does not list is an
// error. Code points of one line, and code points of one Script that data
// does not list, share a slice: callers must not modify them.
func ScriptExtensions(data, aliases []byte, script []string) ([][]string, error) {
	long := map[string]string{} // short name -> long name
	rows, _ := ValueAliasRows(aliases, "sc")
	for _, row := range rows {
		long[row[0]] = row[1]
	}
	scx := make([][]string, MaxRune+1)
	err := Parse(data, func(l Line) error {
		if l.Missing {
			return nil // "<script>": the code point's Script, below
		}
		if len(l.Fields) == 0 {
			return fmt.Errorf("no scripts")
		}
		var set []string
		for _, short := range strings.Fields(l.Fields[0]) {
			name, ok := long[short]
			if !ok {
				return fmt.Errorf("unknown script %q", short)
			}
			set = append(set, name)
		}
		for r := l.Lo; r <= l.Hi; r++ {
			scx[r] = set
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	alone := map[string][]string{}
	for r, set := range scx {
		if set == nil {
			s := script[r]
			if alone[s] == nil {
				alone[s] = []string{s}
			}
			scx[r] = alone[s]
		}
	}
	return scx, nil
}
