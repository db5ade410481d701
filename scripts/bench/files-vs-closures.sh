#!/bin/bash
# Checked cases per second on hdu1730, hdu1850 and hdu2509 (issue 18: the
# built-in problems became files, and checked 2-3x fewer cases than their
# old Go closures), side by side in one run: this checkout against the
# last commit before the problems became files (d8da8fb^), extracted into a
# temporary directory, with the same benchmarks (stress/search_bench_test.go:
# BenchmarkCheckFiles, one judge input checked in process again and again;
# BenchmarkSearchFiles, the whole engine on one worker). Each side runs
# twice, alternately, and the better figure counts.
# usage: scripts/bench/files-vs-closures.sh [BENCHTIME]   (SearchFiles' -benchtime, default 3x)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bt=${1:-3x}
old=$(mktemp -d); trap 'rm -rf "$old"' EXIT
git -C "$root" archive d8da8fb^ | tar -x -C "$old"
cp "$root/stress/search_bench_test.go" "$old/stress/files_bench_test.go"
# CheckFiles checks one input (a millisecond): it runs 1000 times (200 were
# a fifth of a second, at the mercy of one burst of load); SearchFiles BENCHTIME.
bench() { (cd "$1" && { go test ./stress -run '^$' -bench 'CheckFiles' -benchtime 1000x 2>/dev/null
	go test ./stress -run '^$' -bench 'SearchFiles' -benchtime "$bt" 2>/dev/null; } |
	awk '/cases\/s/ { for (i = 1; i <= NF; i++) if ($(i+1) == "cases/s") { sub(/-[0-9]+$/, "", $1); print $1, $i } }'); }
declare -A best
for round in 1 2; do
	for side in closures files; do
		dir=$root; [ $side = closures ] && dir=$old
		while read -r name rate; do
			k="$side $name"
			if [ -z "${best[$k]:-}" ] || [ "$(echo "$rate > ${best[$k]}" | bc)" = 1 ]; then best[$k]=$rate; fi
		done < <(bench "$dir")
	done
done
echo "== cases/s, old closures (d8da8fb^) against problem files (this checkout); load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-32s %12s %12s %7s\n' benchmark closures files ratio
for name in $(printf '%s\n' "${!best[@]}" | awk '$1 == "files" { print $2 }' | sort); do
	c=${best["closures $name"]:-}; f=${best["files $name"]}
	r=-; [ -n "$c" ] && r=$(printf '%.2f' "$(echo "$f / $c" | bc -l)")
	printf '%-32s %12.0f %12.0f %7s\n' "$name" "${c:-0}" "$f" "$r"
done
