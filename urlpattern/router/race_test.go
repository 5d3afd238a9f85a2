//go:build race

package router_test

// raceEnabled is true when the race detector is on; it changes allocation
// counts, so the allocation test skips.
const raceEnabled = true
