// Command server serves the weburl viewer: the page of viewer/static and
// the WebAssembly build of viewer/build (scripts/viewer-build makes it), on
// 127.0.0.1. Run it from the repository's root:
//
//	go run ./viewer/server [-addr 127.0.0.1:8080]
//
// It prints the viewer's address once it listens; -addr with port 0 picks
// a free port. The page takes its input and base from its address, as
// /?url=INPUT&base=BASE.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "viewer", "the viewer's directory, with static/ and build/")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "build", "weburl.wasm")); err != nil {
		log.Fatalf("%v: run scripts/viewer-build first", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("viewer: http://%s/\n", ln.Addr())
	log.Fatal(http.Serve(ln, handler(*dir)))
}

// handler serves dir/static at / and dir/build at /build/, never cached, so
// that a rebuilt viewer is what a reload shows.
func handler(dir string) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(filepath.Join(dir, "static"))))
	mux.Handle("/build/", http.StripPrefix("/build/", http.FileServer(http.Dir(filepath.Join(dir, "build")))))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		mux.ServeHTTP(w, r)
	})
}
