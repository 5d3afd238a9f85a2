module github.com/weburl/weburl/bench

go 1.26.0

toolchain go1.27.0

require (
	github.com/dunglas/go-urlpattern v1.0.0
	github.com/nlnwa/whatwg-url v0.6.2
	github.com/weburl/weburl v0.0.0
	golang.org/x/text v0.43.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	golang.org/x/exp v0.0.0-20260410095643-746e56fc9e2f // indirect
	golang.org/x/net v0.62.0 // indirect
)

replace github.com/weburl/weburl => ../
