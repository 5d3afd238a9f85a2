package allocs

import "testing"

var sink []byte

// TestBytes: a function that allocates 1 MiB is measured at 1 MiB or a
// little more, and one that allocates nothing at little.
func TestBytes(t *testing.T) {
	if n := Bytes(func() { sink = make([]byte, 1<<20) }); n < 1<<20 || n > 1<<20+64<<10 {
		t.Errorf("1 MiB measured as %d bytes", n)
	}
	if n := Bytes(func() {}); n > 64<<10 {
		t.Errorf("nothing measured as %d bytes", n)
	}
}
