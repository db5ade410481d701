package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// syncBuffer is a bytes.Buffer safe for the server's goroutine and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

// TestListenWrites: a real listener on 127.0.0.1, port 0, gets
// Competitive Companion's POST and writes DIR/<id>.toml with the command to
// run next; the same problem again changes nothing; the problem sent after
// its file was edited goes to <id>-2.toml, the edited file kept.
func TestListenWrites(t *testing.T) {
	dir := t.TempDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	out := &syncBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- serveListen(ctx, ln, &receiver{dir: dir, out: out}) }()
	url := "http://" + ln.Addr().String() + "/"
	body, err := os.ReadFile("../../importer/testdata/cf1194d.json")
	if err != nil {
		t.Fatal(err)
	}
	post := func() (int, string) {
		t.Helper()
		resp, err := http.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	path := filepath.Join(dir, "cf1194d.toml")
	if code, resp := post(); code != http.StatusOK || !strings.Contains(resp, "wrote "+path) {
		t.Fatalf("first POST: %d %q", code, resp)
	}
	if !strings.Contains(out.String(), "next: gamestress check "+path) || !strings.Contains(out.String(), "(1 of the 7 problems of Educational Codeforces Round 68") {
		t.Errorf("output %q: want the next command and the batch", out.String())
	}
	first, _ := os.ReadFile(path)
	if !strings.Contains(string(first), `id     = "cf1194d"`) || !strings.Contains(string(first), "0 3\n3 3\n") {
		t.Errorf("file:\n%s", first)
	}
	if code, resp := post(); code != http.StatusOK || !strings.Contains(resp, "already there, unchanged") {
		t.Errorf("the same problem again: %d %q", code, resp)
	}
	edited := strings.Replace(string(first), "# [game]", "[game]", 1)
	os.WriteFile(path, []byte(edited), 0o644)
	if code, resp := post(); code != http.StatusOK || !strings.Contains(resp, "cf1194d-2.toml ("+path+" exists: kept as it is)") {
		t.Errorf("after an edit: %d %q", code, resp)
	}
	if b, _ := os.ReadFile(path); string(b) != edited {
		t.Errorf("the edited file was changed")
	}
	if names := dirNames(t, dir); strings.Join(names, " ") != "cf1194d-2.toml cf1194d.toml" {
		t.Errorf("files %q: want the two problem files and no temporary file", names)
	}
	cancel()
	if err := <-served; err != nil {
		t.Errorf("serveListen after cancel: %v", err)
	}
}

// endless is a body of n bytes, made as it is read, counting what was read.
type endless struct{ n, read int64 }

func (e *endless) Read(p []byte) (int, error) {
	if e.read >= e.n {
		return 0, io.EOF
	}
	k := min(int64(len(p)), e.n-e.read)
	for i := range p[:k] {
		p[i] = ' '
	}
	e.read += k
	return int(k), nil
}

// TestListenRefuses: a malformed body, a body of 100 MB (with and without
// its length declared), another method, a foreign Host: each refused with
// its status and one line saying why, nothing written; the 100 MB are not
// read past the 16 MiB cap.
func TestListenRefuses(t *testing.T) {
	const hundredMB = 100 << 20
	for _, tc := range []struct {
		reason string
		req    func() (*http.Request, *endless)
		code   int
		line   string
	}{
		{"malformed JSON", func() (*http.Request, *endless) {
			return httptest.NewRequest("POST", "http://localhost:10043/", strings.NewReader(`{"name": "A", "tests": [`)), nil
		}, 400, "not Competitive Companion's JSON"},
		{"100 MB without a length", func() (*http.Request, *endless) {
			body := &endless{n: hundredMB}
			r := httptest.NewRequest("POST", "http://localhost:10043/", body)
			r.ContentLength = -1
			return r, body
		}, 413, "a body over the 16 MiB"},
		{"100 MB with its length", func() (*http.Request, *endless) {
			body := &endless{n: hundredMB}
			r := httptest.NewRequest("POST", "http://127.0.0.1:10043/", body)
			r.ContentLength = hundredMB
			return r, body
		}, 413, "a body of 104857600 bytes"},
		{"GET", func() (*http.Request, *endless) {
			return httptest.NewRequest("GET", "http://localhost:10043/", nil), nil
		}, 405, "GET, not a POST"},
		{"a web page's Host (DNS rebinding)", func() (*http.Request, *endless) {
			b, _ := os.ReadFile("../../importer/testdata/cf954g.json")
			return httptest.NewRequest("POST", "http://evil.example:10043/", bytes.NewReader(b)), nil
		}, 403, `Host "evil.example:10043" is not this machine`},
	} {
		dir := t.TempDir()
		var out bytes.Buffer
		req, body := tc.req()
		rec := httptest.NewRecorder()
		(&receiver{dir: dir, out: &out}).ServeHTTP(rec, req)
		if rec.Code != tc.code || !strings.Contains(out.String(), tc.line) || !strings.HasSuffix(out.String(), "nothing written\n") || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("%s: status %d, output %q; want %d and one line with %q", tc.reason, rec.Code, out.String(), tc.code, tc.line)
		}
		if names := dirNames(t, dir); len(names) != 0 {
			t.Errorf("%s: wrote %q", tc.reason, names)
		}
		if body != nil && body.read > maxImport+1<<20 {
			t.Errorf("%s: read %d bytes of the body, past the cap", tc.reason, body.read)
		}
	}
}

// TestListenFlags: bad flags and a busy port are one line, exit 2.
func TestListenFlags(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	busy := ln.Addr().(*net.TCPAddr).Port
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--port", "0"}, "--port 0: want 1..65535"},
		{[]string{"--dir", filepath.Join(t.TempDir(), "none")}, "not a folder"},
		{[]string{"--port", strconv.Itoa(busy)}, "another tool on that port?"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		_, errs, code := cli(t, append([]string{"listen"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("listen %q: exit %d, %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}
