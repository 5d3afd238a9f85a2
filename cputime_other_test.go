//go:build !unix

package weburl

import "time"

// processCPUTime is not measured on this system: the list benchmarks then
// report no CPU time.
func processCPUTime() time.Duration { return 0 }
