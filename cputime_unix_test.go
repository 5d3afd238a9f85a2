//go:build unix

package weburl

import (
	"syscall"
	"time"
)

// processCPUTime returns the user and system CPU time the process has used,
// so that the list benchmarks can report CPU time per URL besides wall time:
// on a shared machine, wall time also counts the time other processes ran.
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
