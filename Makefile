# gamestress: `make stress` is the main job, `make test` the test suite.
# Logic lives in Go code and scripts/, not here.
GO ?= go
FUZZTIME ?= 10s
GOFUZZ_TIME ?= 60s
PROBLEM ?=
CANDIDATE ?=

.PHONY: all build stress test vet fmtcheck fuzz gofuzz bench clean

all: build

build:
	$(GO) build -o bin/gamestress ./cmd/gamestress

stress: build
	./bin/gamestress stress

test: vet fmtcheck
	$(GO) test -count=1 ./...

vet:
	$(GO) vet ./...

fmtcheck:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

clean:
	rm -rf bin .gofuzz
