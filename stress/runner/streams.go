package runner

import (
	"os"

	"golang.org/x/sys/unix"
)

// streams are a run's three standard streams: the child's ends (handed to
// it, then closed here) and ours.
//
// When the whole input is known (Run, not Interact), the three are files,
// as at a judge: standard input a memfd holding the input, sealed against
// writes and read from its start; standard output and error memfds that
// the program writes and that are read once the run has ended. No pipe,
// no goroutine to feed or drain one, no wake-up of ours while the program
// writes: a short run costs a few system calls. Standard output's size
// is the output limit's measure (polled while the run goes on; the file
// size limit stops a flood). Otherwise (Interact), or where memfd is
// refused, they are pipes: inW feeds the input, outR and errR are read as
// the program writes.
type streams struct {
	in, out, err *os.File // the child's ends (out and err are outF and errF when those are set)
	inW          *os.File // ours: the input pipe's writer; nil when in is a sealed file
	outR, errR   *os.File // ours: the output pipes' readers; nil when the outputs are files
	outF, errF   *os.File // ours: the output files, read when the run has ended; nil for pipes
}

// stdFiles makes a run's streams (see streams); input nil means an
// interactive run. On failure none is left open.
func stdFiles(input []byte) (s streams, err error) {
	if input != nil {
		s.in = inputFile(input)
		if s.in != nil {
			s.outF, s.errF = memfd("stdout"), memfd("stderr")
			if s.outF != nil && s.errF != nil {
				s.out, s.err = s.outF, s.errF
				return s, nil
			}
			closeAll(s.outF, s.errF)
			s.outF, s.errF = nil, nil
		}
	}
	if s.in == nil {
		if s.in, s.inW, err = os.Pipe(); err != nil {
			return streams{}, &HarnessError{Op: "pipe", Err: err}
		}
	}
	if s.outR, s.out, err = pipe(); err != nil {
		closeAll(s.in, s.inW)
		return streams{}, err
	}
	if s.errR, s.err, err = pipe(); err != nil {
		closeAll(s.in, s.inW, s.outR, s.out)
		return streams{}, err
	}
	return s, nil
}

// child is the files the child gets as its fds 0, 1 and 2.
func (s *streams) child() []*os.File { return []*os.File{s.in, s.out, s.err} }

// closeChild closes our copies of the child's ends once it has its own;
// the output files stay open: we read them after the run.
func (s *streams) closeChild() {
	s.in.Close()
	if s.outF == nil {
		closeAll(s.out, s.err)
	}
}

// closeOurs closes our ends of a run that did not start.
func (s *streams) closeOurs() {
	for _, f := range []*os.File{s.inW, s.outR, s.errR, s.outF, s.errF} {
		if f != nil {
			f.Close()
		}
	}
}

// inputFile is a sealed memfd holding input, at offset 0; nil if one
// cannot be made.
func inputFile(input []byte) *os.File {
	fd, err := unix.MemfdCreate("gamestress-input", unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return nil
	}
	f := os.NewFile(uintptr(fd), "input")
	// pwrite: the file's offset stays at its start, where the program
	// reads from.
	for off := 0; off < len(input); {
		k, err := unix.Pwrite(fd, input[off:], int64(off))
		if err != nil {
			f.Close()
			return nil
		}
		off += k
	}
	_, err = unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, unix.F_SEAL_SEAL|unix.F_SEAL_WRITE|unix.F_SEAL_GROW|unix.F_SEAL_SHRINK)
	if err != nil {
		f.Close()
		return nil
	}
	return f
}

// memfd is an empty memfd for a run's output, nil if one cannot be made.
func memfd(name string) *os.File {
	fd, err := unix.MemfdCreate("gamestress-"+name, unix.MFD_CLOEXEC)
	if err != nil {
		return nil
	}
	return os.NewFile(uintptr(fd), name)
}

// fileSize is the size of the output file f (0 if it cannot be read).
func fileSize(f *os.File) int64 {
	var st unix.Stat_t
	if unix.Fstat(int(f.Fd()), &st) != nil {
		return 0
	}
	return st.Size
}

// preadAt fills b from fd's offset off, or as much of it as the file
// holds (a file of a cgroup gives all it has in one read).
func preadAt(fd int, b []byte, off int64) ([]byte, error) {
	k := 0
	for k < len(b) {
		m, err := unix.Pread(fd, b[k:], off+int64(k))
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return b[:k], err
		}
		if m == 0 {
			break
		}
		k += m
	}
	return b[:k], nil
}

// readAt reads n bytes of f from offset off (fewer if the file is
// shorter).
func readAt(f *os.File, off, n int64) []byte {
	b, _ := preadAt(int(f.Fd()), make([]byte, n), off)
	return b
}

// readOutputs reads the output files of an ended run: at most limit bytes
// of standard output, the last stderrKeep bytes of standard error, and
// the size of each (past limit, standard output is over the output limit).
func (s *streams) readOutputs(limit int64) (stdout, stderr []byte, size, errSize int64) {
	size = fileSize(s.outF)
	stdout = readAt(s.outF, 0, min(size, limit))
	errSize = fileSize(s.errF)
	from := max(errSize-stderrKeep, 0)
	stderr = readAt(s.errF, from, errSize-from)
	return stdout, stderr, size, errSize
}

// pipe is os.Pipe with only our end, r, in the runtime's poller: the
// child's end w is handed over and closed, never read or written here.
func pipe() (r, w *os.File, err error) {
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
		return nil, nil, &HarnessError{Op: "pipe", Err: err}
	}
	if err := unix.SetNonblock(p[0], true); err != nil {
		unix.Close(p[0])
		unix.Close(p[1])
		return nil, nil, &HarnessError{Op: "pipe", Err: err}
	}
	return os.NewFile(uintptr(p[0]), "|0"), os.NewFile(uintptr(p[1]), "|1"), nil
}
