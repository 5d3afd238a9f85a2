//go:build race

package weburl

// raceEnabled is true when the race detector is on; it changes allocation
// counts, so the allocation tests skip.
const raceEnabled = true
