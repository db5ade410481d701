#!/bin/bash
# Figure of issue 29: the share of the trust suite's failing programs
# (trust/suite.toml, verdict other than OK) whose `gamestress run` report
# carries at least one diagnosis. Each runs once, from an empty corpus, at
# --budget B (default 10s) with its entry's flags; the table gives the
# expected and reported verdict, the kinds found and their text, for a
# reader to judge that none is wrong.
# EXTRA flags go to every run (e.g. '--time 300ms', whose confirming
# re-runs of a TimeLimit are quicker on a loaded machine).
# usage: [ONLY=REGEXP] scripts/diagnosis-share.sh [BUDGET [EXTRA]]
# (ONLY: the failing programs whose file matches, for a quick look.)
# It prints the share over all the failing programs, and over those whose
# failure the run found (a program the run calls OK can get no diagnosis),
# and how many the budget ended while shrinking (the command does not
# diagnose an interrupted shrink: a larger BUDGET, or a less loaded
# machine, leaves them time).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
budget=${1:-10s}
extra=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/gamestress" ./cmd/gamestress
python3 - "$work" "$budget" "$extra" <<'PY'
import json, os, re, shlex, subprocess, sys, tomllib
work, budget, extra = sys.argv[1], sys.argv[2], shlex.split(sys.argv[3])
suite = tomllib.load(open("trust/suite.toml", "rb"))["program"]
failing = [p for p in suite if p["verdict"] != "OK" and re.search(os.environ.get("ONLY", ""), p["file"])]
diagnosed = caught = caught_diagnosed = cut = 0
for i, p in enumerate(failing):
    corpus = os.path.join(work, f"corpus{i}")
    os.mkdir(corpus)
    flags = p.get("flags", [])
    if isinstance(flags, str):
        flags = shlex.split(flags)
    cmd = [os.path.join(work, "gamestress"), "run", p["problem"], "trust/testdata/" + p["file"],
           "--json", "--budget", budget, "--corpus", corpus] + flags + extra
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    try:
        r = json.loads(out)
    except ValueError:
        r = {"verdict": "error"}
    why = r.get("diagnosis") or []
    diagnosed += bool(why)
    caught += r.get("verdict") not in ("OK", "error", None)
    caught_diagnosed += bool(why) and r.get("verdict") not in ("OK", "error", None)
    kinds = ", ".join(f["kind"] for f in why) or "-"
    print(f"{p['file']:<42} want {p['verdict']:<13} got {r.get('verdict', '?'):<13} {kinds}")
    for f in why:
        print(f"    {f['kind']}: {f['text']}")
    shrink_cut = "while shrinking" in r.get("detail", "")
    cut += shrink_cut
    if not why and r.get("input"):
        cases = r["input"].split("\n")
        why_not = "the budget ended while shrinking: not diagnosed" if shrink_cut else "no diagnosis"
        print(f"    ({why_not}; input {' / '.join(cases[:4])[:70]}{' ...' if len(cases) > 4 else ''})")
pct = lambda a, b: f"{100 * a / b:.0f}%" if b else "-"
print(f"\n{diagnosed} of {len(failing)} failing programs diagnosed ({pct(diagnosed, len(failing))}) at --budget {budget} {' '.join(extra)}")
print(f"{caught_diagnosed} of the {caught} whose failure the run found ({pct(caught_diagnosed, caught)})")
print(f"{cut} of them shrunk until the budget ended (interrupted: the command does not diagnose those)")
PY
