// Package allocs measures the memory a function allocates, for the tests
// and fuzz targets that check that a hostile input costs memory within a
// small constant of its length (the heap's count, which a loaded machine
// does not change, where time would vary).
package allocs

import "runtime"

// Bytes returns the bytes of heap memory allocated while f runs (by any
// goroutine: call it where nothing else allocates much).
func Bytes(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
