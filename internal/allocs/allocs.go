// Package allocs measures the memory a function allocates, for the tests
// and fuzz targets that check that a hostile input costs memory within a
// small constant of its length (the heap's count, which a loaded machine
// does not change, where time would vary), and for the benchmarks that
// report time and allocations per item of a list.
package allocs

import (
	"runtime"
	"testing"
)

// Bytes returns the bytes of heap memory allocated while f runs (by any
// goroutine: call it where nothing else allocates much).
func Bytes(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// PerItem runs b's loop, each round calling f on every item, and reports
// the time and the heap allocations per item as the metrics "ns/UNIT" and
// "allocs/UNIT", unit naming an item ("query"). f's results are kept, so
// that the compiler keeps its calls.
func PerItem[T any](b *testing.B, unit string, items []T, f func(T) int) {
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	n := 0
	for b.Loop() {
		for _, it := range items {
			n += f(it)
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	sinkN = n
	per := float64(b.N) * float64(len(items))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/per, "ns/"+unit)
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/per, "allocs/"+unit)
}

var sinkN int
