package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/gamestress/gamestress/cmd/gamestress/internal/problemfile"
	"github.com/gamestress/gamestress/importer"
)

// defaultListenPort is the port `gamestress listen` takes unless told.
// Competitive Companion sends every problem to it without being asked (it
// is among its default ports, Caide's); another port is added to the
// extension's "custom ports".
const defaultListenPort = 10043

// companionPorts are the ports Competitive Companion sends to by default
// (its src/hosts/hosts.ts: cpbooster, Hightail, Mind Sport, acmX, Caide,
// CP Editor, Competitive Programming Helper).
var companionPorts = []int{1327, 4244, 6174, 10042, 10043, 10045, 27121}

// cmdListen is `gamestress listen [--port N] [--dir DIR]`: it receives
// Competitive Companion's POSTs on 127.0.0.1 and writes DIR/<id>.toml for
// each problem, until interrupted.
func cmdListen(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("listen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	port := fs.Int("port", defaultListenPort, "the `PORT` on 127.0.0.1 (Competitive Companion sends to 10043 by default; add another to its custom ports)")
	dir := fs.String("dir", ".", "write the problem files into `DIR`")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress listen [--port 10043] [--dir DIR]")
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageErrorf("listen: unexpected argument %q (the folder is --dir DIR)", pos[0])
	}
	if *port < 1 || *port > 65535 {
		return usageErrorf("listen: --port %d: want 1..65535", *port)
	}
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		return usageErrorf("listen: --dir %s: not a folder", *dir)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(*port)))
	if err != nil {
		return usageErrorf("listen: 127.0.0.1:%d: %v (another tool on that port? choose one with --port)", *port, unwrapSyscall(err))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	setup := fmt.Sprintf("add %d to its custom ports", *port)
	if slices.Contains(companionPorts, *port) {
		setup = "it sends to this port by default"
	}
	fmt.Fprintf(stdout, "listening on http://127.0.0.1:%d/ for Competitive Companion (%s); writing %s; Ctrl-C stops\n", *port, setup, filepath.Join(*dir, "<id>.toml"))
	return serveListen(ctx, ln, &receiver{dir: *dir, out: stdout})
}

// unwrapSyscall is the innermost error of a network failure ("address
// already in use").
func unwrapSyscall(err error) error {
	var se *os.SyscallError
	if errors.As(err, &se) {
		return se.Err
	}
	return err
}

// serveListen serves r on ln until ctx ends, then lets requests in flight
// finish (at most 5 s).
func serveListen(ctx context.Context, ln net.Listener, r *receiver) error {
	srv := &http.Server{Handler: r, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("listen: %w", err)
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shut)
}

// receiver turns each POST into a problem file in dir and says so on out,
// one request at a time.
type receiver struct {
	dir string
	out io.Writer

	mu      sync.Mutex
	batches map[string]int // problems received per Competitive Companion batch
}

// ServeHTTP refuses what is not Competitive Companion's JSON from this
// machine — another method, a Host that is not localhost (a web page's
// DNS rebinding), a body over maxImport bytes, malformed JSON — with one
// line on out and nothing written; else it writes the file.
func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	refuse := func(code int, format string, a ...any) {
		msg := fmt.Sprintf(format, a...)
		fmt.Fprintf(rc.out, "refused a request from %s: %s; nothing written\n", r.RemoteAddr, msg)
		http.Error(w, "gamestress listen: "+msg, code)
	}
	switch {
	case !localHost(r.Host):
		refuse(http.StatusForbidden, "Host %q is not this machine", r.Host)
		return
	case r.Method != http.MethodPost:
		refuse(http.StatusMethodNotAllowed, "%s, not a POST of Competitive Companion's JSON", r.Method)
		return
	case r.ContentLength > maxImport:
		refuse(http.StatusRequestEntityTooLarge, "a body of %d bytes, over the %d MiB a problem may have", r.ContentLength, maxImport>>20)
		return
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxImport))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		refuse(http.StatusRequestEntityTooLarge, "a body over the %d MiB a problem may have", maxImport>>20)
		return
	case err != nil:
		refuse(http.StatusBadRequest, "the body could not be read: %v", err)
		return
	}
	c, err := importer.ParseCompanion(data)
	if err != nil {
		refuse(http.StatusBadRequest, "%v", err)
		return
	}
	d := importer.FromCompanion(c)
	what, path, err := rc.write(d, problemfile.Template{Draft: d}.Text())
	if err != nil {
		refuse(http.StatusInternalServerError, "%v", err)
		return
	}
	msg := fmt.Sprintf("%s%s\n  next: gamestress check %s\n", what, rc.batchNote(c), path)
	io.WriteString(rc.out, msg)
	io.WriteString(w, msg)
}

// localHost says whether a request's Host names this machine's loopback.
func localHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	return host == "localhost" || host == "127.0.0.1" || host == "::1"
}

// write writes DIR/<id>.toml. An existing file is never overwritten: if it
// holds the same text the problem is already there; else the new file is
// DIR/<id>-2.toml (or -3, ...), the same problem sent again after the
// first file was edited. It returns what it did, in words, and the file
// to check next.
func (rc *receiver) write(d *importer.Draft, text string) (what, file string, err error) {
	path := filepath.Join(rc.dir, d.ID+".toml")
	if old, err := os.ReadFile(path); err == nil && string(old) == text {
		return fmt.Sprintf("%s is already there, unchanged (%s)", path, oneLine(d.Title)), path, nil
	}
	kept := ""
	for n := 1; n <= 100; n++ {
		p := path
		if n > 1 {
			p = filepath.Join(rc.dir, fmt.Sprintf("%s-%d.toml", d.ID, n))
			kept = fmt.Sprintf(" (%s exists: kept as it is)", path)
		}
		err := createNew(p, text)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", "", err
		}
		return fmt.Sprintf("wrote %s%s: %s, %s", p, kept, oneLine(d.Title), draftSummary(d)), p, nil
	}
	return "", "", fmt.Errorf("%s and 99 numbered copies exist", path)
}

// batchNote says where a problem stands in a contest's batch.
func (rc *receiver) batchNote(c *importer.Companion) string {
	if c.Batch.Size <= 1 || c.Batch.ID == "" {
		return ""
	}
	if rc.batches == nil {
		rc.batches = map[string]int{}
	}
	rc.batches[c.Batch.ID]++
	return fmt.Sprintf("\n  (%d of the %d problems of %s)", rc.batches[c.Batch.ID], c.Batch.Size, oneLine(c.Group))
}
