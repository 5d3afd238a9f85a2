package topdomains_test

import (
	"fmt"

	"github.com/weburl/weburl"
	"github.com/weburl/weburl/publicsuffix"
	"github.com/weburl/weburl/topdomains"
)

// List gives rendering Chromium's top domains: a host that looks like one
// of them stays in ASCII, even when its labels pass every other rule.
func ExampleList() {
	opts := weburl.RenderOptions{PublicSuffixes: publicsuffix.List{}, TopDomains: topdomains.List()}
	for _, s := range []string{"https://gôôgle.com/", "https://www.pаypal.com/", "https://bücher.de/"} {
		u, _ := weburl.Parse(s)
		fmt.Println(publicsuffix.Render(u, 0), opts.Render(u))
	}
	// Output:
	// https://gôôgle.com/ https://xn--ggle-vqaa.com/
	// https://www.xn--pypal-4ve.com/ https://www.xn--pypal-4ve.com/
	// https://bücher.de/ https://bücher.de/
}
