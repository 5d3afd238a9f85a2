//go:build !linux

package main

import (
	"errors"
	"os"
)

// openPTY is only written for Linux.
func openPTY() (master, tty *os.File, err error) {
	return nil, nil, errors.New("openPTY: only on Linux")
}
