//go:build !unix

package urlpattern

import "time"

// processCPUTime is not available here.
func processCPUTime() (time.Duration, bool) { return 0, false }
