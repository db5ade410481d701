# gamestress: `make stress` is the main job, `make test` the test suite.
# Logic lives in Go code and scripts/, not here.
GO ?= go
FUZZTIME ?= 10s
GOFUZZ_TIME ?= 60s
BENCHTIME ?= 1s
PROBLEM ?=
CANDIDATE ?=
# make stress SEED=N: another seed (the default is fixed, and printed);
# SAVE=1: save new minimal inputs into ./corpus, to commit them (by default
# they go to the user's cache directory and the checkout stays clean).
SEED ?=
SAVE ?=

.PHONY: all build stress test vet fmtcheck fuzz gofuzz bench clean trust

all: build

build:
	$(GO) build -o bin/gamestress ./cmd/gamestress

stress: build
	./bin/gamestress stress$(if $(SEED), --seed $(SEED))$(if $(SAVE), --save)

# make trust [TRUST='-run hdu2176 -busy 2']: the trust suite (trust/doc.go),
# every program at --budget 4s and 10s from empty folders; the table, and
# exit 1 when a verdict is not the truth.
TRUST ?=
trust: build
	$(GO) run ./trust -gamestress bin/gamestress $(TRUST)

test: vet fmtcheck
	$(GO) test -count=1 ./...

vet:
	$(GO) vet ./...

fmtcheck:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

# make fuzz [PROBLEM=hdu1846] [CANDIDATE=name] [FUZZTIME=10s]: go test -fuzz,
# every target in turn or one (scripts/fuzz.sh).
fuzz:
	FUZZTIME=$(FUZZTIME) ./scripts/fuzz.sh "$(PROBLEM)" "$(CANDIDATE)"

# make gofuzz PROBLEM=hdu1846 [CANDIDATE=name] [GOFUZZ_TIME=60s]: go-fuzz end
# to end, crashers shrunk into corpus/ (scripts/gofuzz.sh).
gofuzz:
	GOFUZZ_TIME=$(GOFUZZ_TIME) ./scripts/gofuzz.sh "$(PROBLEM)" "$(CANDIDATE)"

# make bench [BENCHTIME=1s]: every benchmark once (figures, never assertions).
bench:
	$(GO) test -run='^$$' -bench=. -benchmem -benchtime=$(BENCHTIME) ./...

clean:
	rm -rf bin .gofuzz
