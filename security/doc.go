// Package security holds the tests behind SECURITY.md, the guide to
// checking URLs so that parser differences cannot be exploited: the
// guide's code, compiled and run (example_security_test.go), and one test
// per pattern of the guide (security_test.go). It is a module of its own
// because the guide's address check takes code.dny.dev/ssrf, which the
// weburl module does not need: a program that imports weburl does not get
// it in its go.sum.
package security
