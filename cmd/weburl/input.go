package main

// Reading the inputs: standard input a line at a time (each line at most
// -max-line bytes, so that memory is bounded per line), in batches for
// the workers; counting them; and saying, on standard error, which input
// had no answer and why.

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
)

// defaultMaxLine is -max-line's default: the most bytes a line of
// standard input may hold (its "\n" or "\r\n" aside).
const defaultMaxLine = 1 << 20

// An input is one URL to answer: a line of standard input, or an argument.
type input struct {
	// line is the number of the line in standard input, from 1, or 0
	// for an argument.
	line int
	// arg is the number of the argument, from 1, or 0 for a line.
	arg int
	// text is the input, without its line's "\n" or "\r\n"; "" when
	// tooLong.
	text string
	// tooLong is the line's length in bytes when it is longer than
	// -max-line, else 0.
	tooLong int
}

// where names the input in a message: "line 3" or "argument 2".
func (in input) where() string {
	if in.line > 0 {
		return "line " + strconv.Itoa(in.line)
	}
	return "argument " + strconv.Itoa(in.arg)
}

// blank reports whether the input is empty or white space only.
func (in input) blank() bool { return in.tooLong == 0 && strings.TrimSpace(in.text) == "" }

// tooLongReason is the reason a line longer than -max-line has no answer.
const tooLongReason = "line-too-long"

// tooLongError says why in, a line longer than -max-line, has no answer:
// "line-too-long: 300 bytes, more than -max-line".
func (in input) tooLongError() string {
	return tooLongReason + ": " + strconv.Itoa(in.tooLong) + " bytes, more than -max-line"
}

// quoted returns text as a Go string literal (ill-formed UTF-8 as \x
// escapes), its first 200 bytes and its length when it is longer.
func quoted(text string) string {
	if len(text) <= 200 {
		return strconv.Quote(text)
	}
	return strconv.Quote(text[:200]) + "… (" + strconv.Itoa(len(text)) + " bytes)"
}

// A sink is where the answer to an input goes: out, the output, and
// errs, standard error; s counts the inputs.
type sink struct {
	out, errs *bufio.Writer
	s         *summary
}

// fail counts in as failed and says on errs why it has no answer: its
// line or argument number, the input, and reason (of a line longer than
// -max-line, its tooLongError).
func (k sink) fail(in input, reason string) {
	k.s.failed++
	if in.tooLong > 0 {
		fmt.Fprintf(k.errs, "weburl: %s: %s\n", in.where(), in.tooLongError())
		return
	}
	fmt.Fprintf(k.errs, "weburl: %s: %s: %s\n", in.where(), reason, quoted(in.text))
}

// eachLine calls fn with each line of r, in order, until fn returns false.
// A line ends at "\n" (a "\r" before it is removed too); a line longer
// than maxLine bytes is not held: fn gets its length in tooLong, and no text.
// A UTF-8 byte order mark at the start of r is removed, as text tools do,
// and counted in s when s is not nil. When idle is not nil, it is called
// before each read that would wait for more input, so that a caller can
// flush what it has written.
func eachLine(r io.Reader, maxLine int, s *summary, idle func(), fn func(in input) bool) error {
	br := bufio.NewReaderSize(r, 64<<10)
	if bom, err := br.Peek(3); err == nil && string(bom) == "\uFEFF" {
		br.Discard(3)
		if s != nil {
			s.bom = true
		}
	}
	var buf []byte
	for n := 1; ; n++ {
		if idle != nil && br.Buffered() == 0 {
			idle()
		}
		buf = buf[:0]
		size := 0        // the line's bytes, "\n" included
		var tail [2]byte // its last two bytes
		var err error
		for {
			var chunk []byte
			chunk, err = br.ReadSlice('\n')
			size += len(chunk)
			if size <= maxLine+2 { // room for "\r\n"
				buf = append(buf, chunk...)
			}
			for _, c := range chunk[max(0, len(chunk)-2):] {
				tail[0], tail[1] = tail[1], c
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if size == 0 && err == io.EOF {
			return nil
		}
		length := size
		if tail[1] == '\n' {
			length--
		}
		if tail[1] == '\n' && tail[0] == '\r' && size >= 2 || tail[1] == '\r' {
			length-- // "\r\n", or a last line that ends in "\r"
		}
		in := input{line: n}
		if length > maxLine {
			in.tooLong = length
		} else {
			in.text = string(buf[:length])
		}
		if !fn(in) || err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// batchSize and batchBytes are how many lines, and how many bytes of
// them, a worker takes at a time, at most.
const (
	batchSize  = 1024
	batchBytes = 256 << 10
)

// streamLines calls handle with each line of stdin and writes what it
// writes to out and errs, in the order of the lines, using every core:
// lines go in batches (batchSize lines or batchBytes bytes) to GOMAXPROCS
// workers, each with its own buffers and counts, which are written and
// added to s in order.
func streamLines(stdin io.Reader, maxLine int, out, errs *bufio.Writer, s *summary, handle func(in input, k sink)) error {
	type batch struct {
		lines     []input
		size      int
		out, errs bytes.Buffer
		s         summary
		done      chan struct{}
	}
	workers := runtime.GOMAXPROCS(0)
	work := make(chan *batch, workers)
	order := make(chan *batch, 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				k := sink{bufio.NewWriter(&b.out), bufio.NewWriter(&b.errs), &b.s}
				for _, in := range b.lines {
					handle(in, k)
				}
				k.out.Flush()
				k.errs.Flush()
				close(b.done)
			}
		}()
	}
	written := make(chan struct{})
	go func() {
		for b := range order {
			<-b.done
			out.Write(b.out.Bytes())
			errs.Write(b.errs.Bytes())
			s.add(b.s)
		}
		close(written)
	}()
	cur := &batch{done: make(chan struct{})}
	send := func() {
		if len(cur.lines) == 0 {
			return
		}
		order <- cur
		work <- cur
		cur = &batch{done: make(chan struct{})}
	}
	err := eachLine(stdin, maxLine, s, nil, func(in input) bool {
		cur.lines = append(cur.lines, in)
		cur.size += len(in.text)
		if len(cur.lines) == batchSize || cur.size >= batchBytes {
			send()
		}
		return true
	})
	send()
	close(work)
	close(order)
	<-written
	wg.Wait()
	out.Flush() // before the summary on standard error
	errs.Flush()
	return err
}

// summary counts the lines of a standard input run.
type summary struct {
	parsed, failed, blank int
	bom                   bool // a byte order mark started the input
}

// add adds the counts of b to s.
func (s *summary) add(b summary) {
	s.parsed += b.parsed
	s.failed += b.failed
	s.blank += b.blank
}

// finish prints the summary line, naming the answered lines as done
// ("parsed") and the others as notDone ("failed"); it reports whether
// every line had an answer.
func (s *summary) finish(stderr io.Writer, readErr error, done, notDone string) bool {
	if readErr != nil {
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", readErr)
	}
	fmt.Fprintf(stderr, "weburl: %s: %d %s, %d %s", plural(s.parsed+s.failed+s.blank, "line"), s.parsed, done, s.failed, notDone)
	if s.blank > 0 {
		fmt.Fprintf(stderr, ", %d blank", s.blank)
	}
	if s.bom {
		fmt.Fprint(stderr, "; a byte order mark at the start was removed")
	}
	fmt.Fprintln(stderr)
	return s.failed == 0 && readErr == nil
}

// plural returns n and word, with an "s" unless n is 1: "1 line", "2 lines".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
