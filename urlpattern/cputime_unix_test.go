//go:build unix

package urlpattern

import (
	"syscall"
	"time"
)

// processCPUTime returns the CPU time the process has used, all threads
// (the garbage collector's included), user and system; ok is false when
// it cannot be read.
func processCPUTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
