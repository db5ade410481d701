package runner

import (
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// A run waits (idle: stopped at the wall-clock limit, far past its limit)
// only while a process of it is alive and none runs. One whose process has
// ended, a zombie its parent (a fork server starved of a core on a loaded
// machine) has not reaped yet, is not waiting: its exit is awaited. (A
// correct program that had used its 0.36 s of CPU and ended was stopped as
// "waiting" at the wall: a TimeLimit.)
func TestIdleOnlyWhileAlive(t *testing.T) {
	sleeper := exec.Command("sleep", "30")
	if err := sleeper.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { sleeper.Process.Kill(); sleeper.Wait() }()
	waitState(t, sleeper.Process.Pid, 'S')
	if m := (cpuMeter{pgid: sleeper.Process.Pid}); !m.idle() {
		t.Errorf("a process asleep: not idle, want idle (it waits)")
	}

	ended := exec.Command("true")
	if err := ended.Start(); err != nil {
		t.Fatal(err)
	}
	waitState(t, ended.Process.Pid, 'Z') // ended, not reaped (no Wait yet)
	m := cpuMeter{pgid: ended.Process.Pid}
	if m.idle() {
		t.Errorf("a process that ended, not yet reaped: idle, want not idle (its exit is awaited)")
	}
	ended.Wait()
	if m.idle() {
		t.Errorf("a process that ended and was reaped: idle, want not idle")
	}
}

// waitState waits until process pid is in state (a /proc state letter).
func waitState(t *testing.T, pid int, state byte) {
	t.Helper()
	path := "/proc/" + strconv.Itoa(pid) + "/stat"
	for deadline := time.Now().Add(10 * time.Second); procState(path) != state; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d never reached state %c (is %c)", pid, state, procState(path))
		}
	}
}
