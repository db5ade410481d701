#!/bin/bash
# Figure of issues 29 and 33: how long `gamestress run` takes, start to
# exit, on a program wrong only on the statement's sample: a costly custom
# game (cf1104b: its oracle searches every string reachable) and a shipped
# catalogue game (hdu1846). Each runs N times (default 3) from an empty
# corpus, with the diagnosis (at most diagnose.SampleBudget after a
# sample's failure) and with --no-diagnosis; the table gives the wall time
# of each run, the start-up the report states (before the samples: the
# fork server, the oracle's first answer) and the kinds diagnosed.
# usage: scripts/sample-failure-time.sh [N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
python3 - "$work" "$n" <<'PY'
import json, os, subprocess, sys, time
work, n = sys.argv[1], int(sys.argv[2])
runs = [("cf1104b", "trust/testdata/cf1104b/wrong-only-on-sample.py"),
        ("hdu1846", "trust/testdata/hdu1846/wrong-only-on-sample.cpp")]
print(f"{'problem':<9} {'flags':<15} {'wall (s), each run':<24} {'start-up (s)':<18} kinds")
k = 0
for prob, file in runs:
    for flags in ([], ["--no-diagnosis"]):
        walls, ups, kinds = [], [], set()
        for _ in range(n):
            k += 1
            corpus = os.path.join(work, f"corpus{k}")
            os.mkdir(corpus)
            cmd = [os.path.join(work, "gamestress"), "run", prob, file, "--json", "--corpus", corpus] + flags
            t0 = time.monotonic()
            out = subprocess.run(cmd, capture_output=True, text=True).stdout
            walls.append(time.monotonic() - t0)
            r = json.loads(out)
            if r.get("phase") != "sample":
                sys.exit(f"{prob} {file}: phase {r.get('phase')}, want sample")
            ups.append(r.get("startup_ms", 0) / 1000)
            kinds |= {f["kind"] for f in r.get("diagnosis") or []}
        fmt = lambda xs: " ".join(f"{x:.2f}" if isinstance(x, (int, float)) else str(x) for x in xs)
        print(f"{prob:<9} {' '.join(flags) or '-':<15} {fmt(walls):<24} {fmt(ups):<18} {', '.join(sorted(kinds)) or '-'}")
PY
