package idna_test

import (
	"fmt"

	"github.com/weburl/weburl/internal/idna"
)

func ExampleToASCII() {
	fmt.Println(idna.ToASCII("Faß.DE", false))
	fmt.Println(idna.ToASCII("☕.example", true))
	fmt.Println(idna.ToASCII("a_b.example", false)) // UseSTD3ASCIIRules false
	fmt.Println(idna.ToASCII("a_b.example", true))  // UseSTD3ASCIIRules true
	// Output:
	// xn--fa-hia.de true
	// xn--53h.example true
	// a_b.example true
	//  false
}

func ExampleAppendToASCII() {
	buf := []byte("https://")
	buf, ok := idna.AppendToASCII(buf, "bücher.example", false)
	fmt.Println(string(buf), ok)
	// Output: https://xn--bcher-kva.example true
}

func ExampleToUnicode() {
	fmt.Println(idna.ToUnicode("xn--fa-hia.de"))
	fmt.Println(idna.ToUnicode("xn--8i7caa")) // decodes to code points that UTS #46 maps
	// Output:
	// faß.de true
	//  false
}

func ExampleIsASCII() {
	fmt.Println(idna.IsASCII("example.com"), idna.IsASCII("bücher.example"))
	// Output: true false
}

func ExamplePunycodeEncode() {
	fmt.Println(idna.PunycodeEncode("bücher"))
	// Output: xn--bcher-kva true
}

func ExampleToASCII_contextJ() {
	// U+200C ZERO WIDTH NON-JOINER between a dual-joining and a
	// right-joining Arabic letter is allowed (RFC 5892 A.1); before a
	// digit it is not.
	fmt.Println(idna.ToASCII("\u0628\u200C\u0627", false))
	fmt.Println(idna.ToASCII("\u0628\u200C7", false))
	// Output:
	// xn--mgbb899q true
	//  false
}

func ExampleMapDeviations() {
	// ß and ẞ become "ss", final sigma becomes σ, and the joiners go.
	fmt.Println(idna.MapDeviations("Faß.ΒΑΣ\u200Cς"))
	// Output: Fass.ΒΑΣσ
}

func ExampleTransitionalToASCII() {
	fmt.Println(idna.TransitionalToASCII("Faß.de"))
	fmt.Println(idna.ToASCII("Faß.de", false)) // nontransitional, as the URL Standard
	fmt.Println(idna.TransitionalToASCII("xn--zca.de"))
	// Output:
	// fass.de true
	// xn--fa-hia.de true
	// xn--zca.de true
}

func ExampleAppendNFD() {
	fmt.Printf("%+q\n", idna.AppendNFD(nil, "é한"))
	// Output:
	// "e\u0301\u1112\u1161\u11ab"
}

func ExampleAppendNFC() {
	fmt.Printf("%+q\n", idna.AppendNFC(nil, "e\u0301\u1112\u1161\u11ab"))
	// Output:
	// "\u00e9\ud55c"
}

func ExampleCombiningClass() {
	fmt.Println(idna.CombiningClass('a'), idna.CombiningClass(0x0301), idna.CombiningClass(0x0327))
	// Output:
	// 0 230 202
}
