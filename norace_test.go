//go:build !race

package weburl

const raceEnabled = false
