package idnspoof_test

import (
	"fmt"

	"github.com/weburl/weburl/internal/idnspoof"
)

func ExampleCheckLabel() {
	for _, label := range []string{"bücher", "аррӏе", "pаypal", "中国"} {
		v := idnspoof.CheckLabel(label, "com", "com")
		fmt.Println(label, v.Rule == idnspoof.Safe, v)
	}
	fmt.Println(idnspoof.CheckLabel("аррӏе", "xn--p1ai", "рф"))
	// Output:
	// bücher true safe
	// аррӏе false whole-script confusable: Cyrillic letters that all look like Latin ones
	// pаypal false mixed scripts Latin+Cyrillic
	// 中国 true safe
	// safe
}

func ExampleVerdict_String() {
	fmt.Println(idnspoof.Verdict{Rule: idnspoof.TopDomain, Domain: "google.com"})
	fmt.Println(idnspoof.Verdict{Rule: idnspoof.DigitLookalike, R: 'շ'})
	// Output:
	// looks like the top domain google.com
	// digit look-alike U+0577 (շ)
}

func ExampleSkeleton() {
	fmt.Println(idnspoof.Skeleton("paypal"), idnspoof.Skeleton("рaурal"))
	// Output:
	// paypal paypal
}

func ExampleSkeletons() {
	fmt.Println(idnspoof.Skeletons("gôôgle.com."))
	fmt.Println(idnspoof.Skeletons("œx.com"))
	// Output:
	// [google.corn]
	// [cex.corn oex.corn]
}

func ExampleNewIndex() {
	x := idnspoof.NewIndex([]string{"google.com", "example.co.uk"})
	fmt.Println(x.Len())
	// Output:
	// 2
}

func ExampleIndex_Len() {
	fmt.Println(idnspoof.NewIndex([]string{"þx.com"}).Len()) // as px.com (þ and p have one skeleton) and bx.com
	// Output:
	// 2
}

func ExampleIndex_SimilarTopDomain() {
	x := idnspoof.NewIndex([]string{"example.co.uk"})
	for _, host := range []string{"éxample.co.uk", "www.éxample.co.uk", "example.co.uk", "a.example.co.uk"} {
		fmt.Println(x.SimilarTopDomain(host))
	}
	// Output:
	// example.co.uk true
	// example.co.uk true
	//  false
	//  false
}
