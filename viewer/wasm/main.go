//go:build js && wasm

// Command wasm is weburl in the browser, for the viewer (viewer/static): it
// defines the JavaScript function weburlView(input, base, engine, answer),
// which parses input against base (none when "") with weburl and returns,
// as JSON, everything the page shows: the components, the validation
// errors with their columns, the renderings, the component diagram, the
// host, and how the page's own browser's answer (answer, the JSON of its
// new URL() getters, or "null" for failure) differs, with the class of the
// difference for engine ("chromium", "firefox", "webkitgtk"). Build it with
// scripts/viewer-build.
package main

import (
	"encoding/json"
	"syscall/js"
)

func main() {
	js.Global().Set("weburlView", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 4 {
			return `{"error":"weburlView takes 4 arguments"}`
		}
		var got answer
		if err := json.Unmarshal([]byte(args[3].String()), &got); err != nil {
			return `{"error":"answer is not JSON"}`
		}
		out, err := json.Marshal(view(args[0].String(), args[1].String(), args[2].String(), got))
		if err != nil {
			return `{"error":"cannot encode the view"}`
		}
		return string(out)
	}))
	js.Global().Call("weburlReady")
	select {} // keep the function alive
}
