package urlkey

// profiles returns the package's profiles, in the order ProfileNames
// lists them.
func profiles() []Profile {
	return []Profile{SURT, SafeBrowsing, Dedup, SemanticPrecise, Semantic, Aggressive, SSURT}
}

// ProfileNames returns the names of the package's profiles, as
// ProfileByName takes them: "surt", "safebrowsing", "dedup",
// "semantic_precise", "semantic", "aggressive" and "ssurt" (the last four
// under internetarchive/urlcanon's own names).
func ProfileNames() []string {
	var names []string
	for _, p := range profiles() {
		names = append(names, p.Name)
	}
	return names
}

// ProfileByName returns the package's profile whose Name is name (one of
// ProfileNames), and false when there is none: the one table of names
// that the command line and the Beam pipeline read.
func ProfileByName(name string) (Profile, bool) {
	for _, p := range profiles() {
		if p.Name == name {
			return p, true
		}
	}
	return Profile{}, false
}
