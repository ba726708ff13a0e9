# ScrollKit Playground. Quick start: `make run` opens the window, `make test`
# runs every test. Both install what is missing (Debian packages via apt-get).

SWIFT      ?= swift
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RUN_PKGS   := libsdl2-dev pkg-config
TEST_PKGS  := $(RUN_PKGS) xvfb xdotool imagemagick x11-utils
BENCH_PKGS := $(TEST_PKGS) gifsicle ffmpeg
ARGS       ?=

# Packages from $(1) that dpkg does not report as installed.
missing = $(strip $(foreach p,$(1),$(shell dpkg-query -W -f='$${Status}' $(p) 2>/dev/null | grep -q 'install ok installed' || echo $(p))))

define install
	@pkgs="$(call missing,$(1))"; \
	if [ -n "$$pkgs" ]; then \
	  echo "installing: $$pkgs"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$pkgs; \
	fi
endef

.PHONY: run test bench build release deps-run deps-test deps-bench clean screenshot

deps-run:
	$(call install,$(RUN_PKGS))

deps-test:
	$(call install,$(TEST_PKGS))

deps-bench:
	$(call install,$(BENCH_PKGS))

build: deps-run
	$(SWIFT) build

release: deps-run
	$(SWIFT) build -c release --product playground

## Opens the playground window (pass options with ARGS="--preset pages").
run: release
	./.build/release/playground run $(ARGS)

## Builds and runs every test. The real-window tests (Xvfb + xdotool) run on
## their own afterwards, so that timing-sensitive input is not starved by the
## CPU-heavy property tests running in parallel.
test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip WindowSmokeTests
	$(SWIFT) test --filter WindowSmokeTests

## Release-mode benchmarks: engine tick, frame cost at 100 vs 1,000,000 rows, peak memory,
## GIF bytes and encode time vs gifsicle -O3 and ffmpeg, record throughput, SDL floor.
bench: deps-bench
	./scripts/bench.sh

clean:
	rm -rf .build
