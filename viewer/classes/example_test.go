package classes_test

import (
	"fmt"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/viewer/classes"
)

// Chromium's new URL("https://h/a|b") is "https://h/a%7Cb" (measured by
// scripts/browsers); the standard keeps the "|".
func ExampleClassify() {
	std, _ := weburl.Parse("https://h/a|b")
	v := &classes.View{Input: "https://h/a|b", Std: std, Got: &classes.Answer{
		Href: "https://h/a%7Cb", Protocol: "https:", Host: "h", Hostname: "h", Pathname: "/a%7Cb"}}
	if c := classes.Classify("chromium", v); c != nil {
		fmt.Println(c.Name)
	}
	fmt.Println(classes.Classify("firefox", v) == nil)
	// Output:
	// pipe-percent-encoded
	// true
}

// The classes in the order they are tried, with their engines.
func ExampleList() {
	for _, c := range classes.List()[:3] {
		fmt.Println(c.Name, c.Engines)
	}
	// Output:
	// registered-schemes [chromium]
	// data-javascript-about [firefox]
	// file-host-dropped [firefox]
}

// Matches tests a difference whatever the engine: WebKitGTK's failure on
// "https://[::1.2.3.04]/" (the standard fails too) is no difference, and
// Chromium's success on it is one of ipv4-in-ipv6-leading-zero.
func ExampleClass_Matches() {
	var errs []weburl.ValidationErrorAt
	std, _ := weburl.ParseOptions{ValidationErrors: &errs}.Parse("https://[::1.2.3.04]/")
	v := &classes.View{Input: "https://[::1.2.3.04]/", Std: std, Errs: errs,
		Got: &classes.Answer{Href: "https://[::102:304]/", Hostname: "[::102:304]"}}
	for _, c := range classes.List() {
		if c.Name == "ipv4-in-ipv6-leading-zero" {
			fmt.Println(c.Matches(v))
		}
	}
	// Output:
	// true
}
