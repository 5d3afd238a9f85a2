module github.com/weburl/weburl/security

go 1.26.0

toolchain go1.27.0

require (
	code.dny.dev/ssrf v0.3.0
	github.com/weburl/weburl v0.0.0
)

require (
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/weburl/weburl => ../
