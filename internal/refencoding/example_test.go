package refencoding_test

import (
	"fmt"

	"github.com/weburl/weburl/internal/refencoding"
)

// dir is the repository's testdata/encoding, from this package's directory.
const dir = "../../testdata/encoding"

func ExampleLoad() {
	d, err := refencoding.Load(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(d.Names), d.Labels["Shift_JIS"][0])
	// Output: 36 csshiftjis
}

func ExampleData_PercentEncodeAfterEncoding() {
	d, err := refencoding.Load(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	// url.bs's examples (#example-percent-encode-operations).
	fmt.Println(d.PercentEncodeAfterEncoding("Shift_JIS", []rune("≡‽"), false))
	fmt.Println(d.PercentEncodeAfterEncoding("Shift_JIS", []rune("1+1 ≡ 2%20‽"), true))
	// Output:
	// %81%DF%26%238253%3B
	// 1%2B1+%81%DF+2%2520%26%238253%3B
}

func ExampleData_JIS0208CodePoints() {
	d, err := refencoding.Load(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	cps := d.JIS0208CodePoints()
	fmt.Printf("%d code points, from %U\n", len(cps), cps[0])
	// Output: 7326 code points, from U+00A7
}
