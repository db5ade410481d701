# Shared by the fuzz scripts (sourced, not run). Run from the repository root.

# Pinned in tools/gofuzz/go.mod; installed into .gofuzz/bin (git-ignored).
GOFUZZ_BIN=${GOFUZZ_BIN:-$PWD/.gofuzz/bin}

# target_of ID: the native fuzz target of a problem (hdu1846 -> FuzzHdu1846,
# misere-bash -> FuzzMisereBash); the go-fuzz function is FuzzGo + the rest (FuzzGoHdu1846).
target_of() {
	local out=Fuzz part
	local IFS=-
	for part in $1; do out+="${part^}"; done
	echo "$out"
}

# fuzz_targets: every native target, in file order (from go test -list).
fuzz_targets() {
	go test ./fuzz -list '^Fuzz' | grep '^Fuzz'
}

# problem_ids: every problem with a target (FuzzMisereBash -> misere-bash).
problem_ids() {
	fuzz_targets | sed -E 's/^Fuzz//; s/([a-z0-9])([A-Z])/\1-\2/g' | tr 'A-Z' 'a-z'
}

# problem_of_candidate NAME: the problem whose id, with a dash, starts the
# candidate's name (the longest such id).
problem_of_candidate() {
	local id best=
	for id in $(problem_ids); do
		if [[ $1 == "$id-"* && ${#id} -gt ${#best} ]]; then best=$id; fi
	done
	[[ -n $best ]] || { echo "no problem id starts candidate name $1: give PROBLEM=" >&2; return 2; }
	echo "$best"
}

# ensure_gofuzz_tools: install the pinned go-fuzz and go-fuzz-build if missing.
ensure_gofuzz_tools() {
	if [[ -x $GOFUZZ_BIN/go-fuzz && -x $GOFUZZ_BIN/go-fuzz-build ]]; then return; fi
	echo "installing go-fuzz tools (tools/gofuzz/go.mod) into $GOFUZZ_BIN" >&2
	(cd tools/gofuzz && GOBIN=$GOFUZZ_BIN go install tool)
}

# gofuzz_build ID OUT: build the go-fuzz archive of a problem's target
# (go-fuzz-build adds the gofuzz build tag itself).
#
# go-fuzz-build copies each package into a GOPATH tree and reads every
# //go:embed directive as one literal file name in the package directory, so
# a pattern such as corpus's `//go:embed *` stops the build ("copyFile: could
# not read .../corpus/*"). It therefore builds from a copy of the module,
# .gofuzz/src, in which such directives are removed: the embed.FS they fill
# stays empty in the go-fuzz build (it reads the corpus from disk instead).
gofuzz_build() {
	local out src=.gofuzz/src
	out=$(realpath -m "$2")
	rm -rf "$src" && mkdir -p "$src"
	tar -c --exclude=./.git --exclude=./.gofuzz --exclude=./bin . | tar -x -C "$src"
	gofuzz_strip_embeds "$src"
	(cd "$src" && "$GOFUZZ_BIN/go-fuzz-build" -func "$(gofuzz_func "$1")" -o "$out" ./fuzz)
}

# gofuzz_strip_embeds DIR: drop the //go:embed directives of non-test Go
# files under DIR whose patterns are not all plain files beside the file.
gofuzz_strip_embeds() {
	local f line pat keep
	while IFS= read -r f; do
		while IFS= read -r line; do
			keep=1
			for pat in ${line#//go:embed }; do
				[[ -f $(dirname "$f")/$pat && $pat != */* ]] || keep=0
			done
			if ((!keep)); then
				grep -vxF -- "$line" "$f" >"$f.tmp" && mv "$f.tmp" "$f"
			fi
		done < <(grep -h '^//go:embed ' "$f")
	done < <(grep -rl --include='*.go' --exclude='*_test.go' '^//go:embed ' "$1")
}

# gofuzz_func ID: the go-fuzz function of a problem (FuzzGoHdu1846).
gofuzz_func() {
	local t
	t=$(target_of "$1")
	echo "FuzzGo${t#Fuzz}"
}

# gofuzz_judge: build the gamestress binary that serves slow candidates to
# the go-fuzz targets (they have no test binary to serve them) and export
# GAMESTRESS_JUDGE, unless it is set.
gofuzz_judge() {
	if [[ -n ${GAMESTRESS_JUDGE:-} ]]; then return; fi
	mkdir -p .gofuzz
	go build -o .gofuzz/gamestress ./cmd/gamestress
	export GAMESTRESS_JUDGE=$PWD/.gofuzz/gamestress
}
