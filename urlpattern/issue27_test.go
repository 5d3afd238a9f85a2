package urlpattern

import (
	"encoding/json"
	"testing"
)

// TestComponentResultJSONOrder: MarshalJSON writes the groups in the order
// JSON.stringify gives an object's keys (issue 27). The want strings were
// recorded with node 20: JSON.stringify of an object whose keys were added
// in the groups' order.
func TestComponentResultJSONOrder(t *testing.T) {
	groups := func(names ...string) []Group {
		var gs []Group
		for _, n := range names {
			gs = append(gs, Group{Name: n, Value: n, Matched: true})
		}
		return gs
	}
	for _, c := range []struct {
		groups []Group
		want   string
	}{
		{[]Group{{Name: "a", Value: "x", Matched: true}, {Name: "0", Value: "y", Matched: true}}, `{"0":"y","a":"x"}`},
		{groups("a", "10", "2", "01", "4294967295", "4294967294", "-1", "b", "0"),
			`{"0":"0","2":"2","10":"10","4294967294":"4294967294","a":"a","01":"01","4294967295":"4294967295","-1":"-1","b":"b"}`},
	} {
		out, err := json.Marshal(ComponentResult{Groups: c.groups})
		if err != nil {
			t.Fatal(err)
		}
		want := `{"input":"","groups":` + c.want + `}`
		if string(out) != want {
			t.Errorf("got  %s\nwant %s", out, want)
		}
	}
	// The case, through a real match: "/:a/*" has groups a and 0.
	p, err := NewFromInit(Init{Pathname: ptr("/:a/*")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(p.Exec("https://example.com/b/c").Pathname)
	if want := `{"input":"/b/c","groups":{"0":"c","a":"b"}}`; string(out) != want {
		t.Errorf("/:a/* on /b/c: got %s, want %s", out, want)
	}
}
