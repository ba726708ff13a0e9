# ScrollKit Playground. Quick start: `make run` opens the window, `make test`
# runs every test. Both install what is missing (Debian packages via apt-get).

SWIFT      ?= swift
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RUN_PKGS   := libsdl2-dev pkg-config libsdl2-ttf-dev fonts-inter fonts-jetbrains-mono fonts-dejavu-core zlib1g-dev bubblewrap fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
TEST_PKGS  := $(RUN_PKGS) xvfb xdotool imagemagick x11-utils ffmpeg time
BENCH_PKGS := $(TEST_PKGS) gifsicle
# The reference browser (Debian's chromium, driven by Playwright from PyPI in
# a virtual environment of the build folder; Playwright's own browser download
# is never used): the CSS lanes' oracle and the QA report's page test.
BROWSER_PKGS := chromium python3-venv python3-pip
VENV       := .build/venv
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

.PHONY: run test test-build test-unit test-window test-qa test-doc test-browser test-oracle bench build release deps-run deps-test deps-bench deps-browser clean screenshot soak demos

deps-run:
	$(call install,$(RUN_PKGS))

deps-test:
	$(call install,$(TEST_PKGS))

deps-bench:
	$(call install,$(BENCH_PKGS))

deps-browser:
	$(call install,$(BROWSER_PKGS))
	@$(VENV)/bin/python -c 'import playwright' 2>/dev/null || \
	  { python3 -m venv $(VENV) && $(VENV)/bin/pip install -q --disable-pip-version-check playwright; }

build: deps-run
	$(SWIFT) build

release: deps-run
	$(SWIFT) build -c release --product playground
	$(SWIFT) build -c release --product ScrollKitUI
	$(SWIFT) build -c release --target SwiftUI

## Opens the playground window (pass options with ARGS="--preset pages").
run: release
	./.build/release/playground run $(ARGS)

## Builds and runs every test. The real-window tests (Xvfb + xdotool) run on
## their own afterwards, so that timing-sensitive input is not starved by the
## CPU-heavy property tests running in parallel. Then the bundled scenario
## suite with every behavior (the matrix; a few seconds); last the README and
## docs tested like code (scripts/doc-test.sh: their commands and claims). The
## tests are built once (--skip-build: no second build printing its warnings
## again) and are all Swift Testing (--disable-xctest: no empty "Executed 0
## tests" summary), run quietly (-q: a failing test's issues, with file and
## line, and each run's one-line summary; not a line per test and argument).
## Each step is a stage, a target of its own (`make test-unit` runs one):
## every stage runs even when an earlier one failed, and the log ends with
## one summary line per stage; the exit status fails if any stage failed
## (scripts/test-stages.sh). A new stage: its target, added to TEST_STAGES.
TEST_STAGES := test-build test-unit test-window test-qa test-doc test-browser test-oracle

test: deps-test
	@MAKE="$(MAKE)" ./scripts/test-stages.sh $(TEST_STAGES)

test-build:
	$(SWIFT) build --build-tests

test-unit:
	$(SWIFT) test -q --skip-build --disable-xctest --skip WindowSmokeTests

test-window:
	$(SWIFT) test -q --skip-build --disable-xctest --no-parallel --filter WindowSmokeTests

test-qa:
	./.build/debug/playground qa --behavior all assets/scenarios

test-doc:
	./scripts/doc-test.sh

## The qa --html page in headless chromium (Playwright): no console error,
## a failing cell's plot and media load; screenshots in .build/qa-html-check.
test-browser: deps-browser
	$(VENV)/bin/python scripts/qa-html-check.py ./.build/debug/playground .build/qa-html-check

## The real Chromium beside the CSS lanes: every case of scripts/oracle/cases.py
## replayed in Debian's chromium (5 runs each, one browser at a time; as root
## at niceness -15, every browser thread too, ORACLE_NICE to change it) and
## traced by the engine; writes docs/oracle.md (rests, times to rest, paths).
## A fling's run whose updates the browser's own trace shows late (coalesced,
## or a frame missed) is run again, counted in the table's rerun column.
.PHONY: oracle oracle-smoke
oracle: deps-browser
	$(SWIFT) build --product playground
	$(VENV)/bin/python scripts/oracle/oracle.py table --runs 5

## A subset for `make test` (two wheel notches, ArrowRight and a drag held still
## on css-mandatory, 3 runs each, under a minute): fails when a rest differs
## from the real Chromium's.
test-oracle: oracle-smoke

oracle-smoke: deps-browser
	$(VENV)/bin/python scripts/oracle/oracle.py smoke

## The view-file safety catalogue, replayed from outside as a user would
## (scripts/view-safety-catalogue.sh: a release build, a private Xvfb,
## xdotool and the screenshots' pixels): a view that traps, loops, overflows
## its stack, runs out of memory, answers too much, hangs, reads files it
## must not, lives long; one `held`/`FAILED` line per row. About five minutes.
.PHONY: safety
safety: release deps-test
	./scripts/view-safety-catalogue.sh

## Release-mode benchmarks: engine tick, frame cost at 100 vs 1,000,000 rows, peak memory,
## GIF bytes and encode time vs gifsicle -O3 and ffmpeg, record throughput, SDL floor.
bench: deps-bench
	./scripts/bench.sh

## Renders every image of the README from the scenarios in demos/scenarios
## and assets/scenarios, each README GIF with an MP4 of the same frames
## through ffmpeg (release build, headless; same input, same bytes:
## scripts/demos-check.sh checks that the committed files come out again).
DEMO := ./.build/release/playground record
demos: release deps-bench
	$(DEMO) demos/scenarios/demo-rainbow-wheel.json --out docs/images/demo-rainbow-wheel.gif --no-hud --until 3.2 --fps 25
	$(DEMO) demos/scenarios/demo-rainbow-wheel.json --out docs/images/demo-rainbow-wheel.mp4 --no-hud --until 3.2 --fps 25
	$(DEMO) demos/scenarios/demo-pages-fling.json --out docs/images/demo-pages-fling.gif --overlays --until 3.4 --fps 25
	$(DEMO) demos/scenarios/demo-pages-fling.json --out docs/images/demo-pages-fling.mp4 --overlays --until 3.4 --fps 25
	$(DEMO) demos/scenarios/demo-thirds-lanes.json --out docs/images/demo-thirds-lanes.gif --lanes seed-v1,seed-v3 --overlays --no-hud --until 2.5 --fps 25
	$(DEMO) demos/scenarios/demo-thirds-lanes.json --out docs/images/demo-thirds-lanes.mp4 --lanes seed-v1,seed-v3 --overlays --no-hud --until 2.5 --fps 25
	$(DEMO) demos/scenarios/demo-rubber-band.json --out docs/images/demo-rubber-band.gif --no-hud --appearance dark --until 2.5 --fps 25
	$(DEMO) demos/scenarios/demo-rubber-band.json --out docs/images/demo-rubber-band.mp4 --no-hud --appearance dark --until 2.5 --fps 25
	$(DEMO) demos/scenarios/look-rainbow.json --out docs/images/window-rainbow.png --at 0.5 --scale 2
	$(DEMO) demos/scenarios/look-feed.json --out docs/images/look-feed-dark.png --at 0.5 --scale 2 --appearance dark --device iphone-16 --frame --no-hud
	$(DEMO) demos/scenarios/demo-pages-fling.json --out docs/images/window-pages-seed-v3.png --behavior seed-v3 --overlays --timeline --at 0.45
	$(DEMO) demos/scenarios/demo-pages-fling.json --out docs/images/window-lanes-fling.png --lanes paging,seed-v2,seed-v3 --overlays --timeline --at 0.45
	$(DEMO) seed-v1-zero-velocity --lanes seed-v1,seed-v3 --overlays --out docs/images/seed-v1-vs-v3.gif --fps 20
	$(DEMO) flick-back-then-forward --lanes paging,flutter-page,css-mandatory --overlays --out docs/images/lanes-paging-flutter-css.gif --fps 20
	$(DEMO) flick-thirds --lanes view-aligned,css-proximity,css-snap-stop --overlays --out docs/images/lanes-view-aligned-css.gif --fps 20
	$(DEMO) demos/scenarios/demo-pages-fling.json --view-file examples/views/Step0.swift --out docs/images/view-step0-fling.gif --overlays --until 3.4 --fps 25
	$(DEMO) demos/scenarios/demo-pages-fling.json --view-file examples/views/Step1.swift --out docs/images/view-step1-fling.gif --overlays --until 3.4 --fps 25
	$(DEMO) demos/scenarios/demo-pages-fling.json --behavior view-aligned-by-one --out docs/images/preset-pages-by-one-fling.gif --overlays --until 3.4 --fps 25
	$(DEMO) demos/scenarios/demo-thirds-lanes.json --view-file examples/views/Step2.swift --view-file Tests/BehaviorFiles/seed-004-v3.swift --out docs/images/view-step2-thirds.gif --overlays --until 2.5 --fps 25
	$(DEMO) demos/scenarios/demo-thirds-lanes.json --out docs/images/preset-thirds-seed-v3.gif --overlays --until 2.5 --fps 25
	$(DEMO) demos/scenarios/demo-pages-fling.json --view-file examples/views/Step0.swift --out docs/images/view-step0-fling.png --overlays --at 0.45
	$(DEMO) demos/scenarios/demo-pages-fling.json --out docs/images/preset-pages-fling.png --overlays --at 0.45
	$(DEMO) demos/scenarios/demo-pages-fling.json --view-file examples/views/Step1.swift --out docs/images/view-step1-fling.png --overlays --at 0.45
	$(DEMO) demos/scenarios/demo-pages-fling.json --behavior view-aligned-by-one --out docs/images/preset-pages-by-one-fling.png --overlays --at 0.45
	$(DEMO) demos/scenarios/demo-thirds-lanes.json --view-file examples/views/Step2.swift --view-file Tests/BehaviorFiles/seed-004-v3.swift --out docs/images/view-step2-thirds.png --overlays --at 0.5
	$(DEMO) demos/scenarios/demo-thirds-lanes.json --out docs/images/preset-thirds-seed-v3.png --overlays --at 0.5
	$(DEMO) demos/scenarios/look-status-bar.json --view-file examples/views/seed-003-status-bar.swift --view-file examples/views/seed-003-scroll-view-offset.swift --device iphone-16 --out docs/images/view-seed-003-status-bar.png --at 0.5 --no-hud
	$(DEMO) demos/scenarios/look-status-bar.json --device iphone-16 --out docs/images/preset-status-bar.png --at 0.5 --no-hud
	$(DEMO) demos/scenarios/look-rainbow-half-turn.json --view-file examples/views/seed-003-rainbow.swift --view-file examples/views/seed-003-scroll-view-offset.swift --out docs/images/view-seed-003-rainbow.png --at 0.5 --no-hud
	$(DEMO) demos/scenarios/look-rainbow-half-turn.json --out docs/images/preset-rainbow-half-turn.png --at 0.5 --no-hud
	$(DEMO) demos/scenarios/look-collapsible-header.json --view-file examples/views/seed-000-position-observing.swift --out docs/images/view-seed-000-header.png --at 0.5 --no-hud
	$(DEMO) demos/scenarios/look-collapsible-header.json --out docs/images/preset-collapsible-header.png --at 0.5 --no-hud
	$(DEMO) hold-still-debounce --view-file examples/views/seed-002-combine-debounce.swift --out docs/images/view-seed-002-debounce.gif --timeline --until 1.6 --fps 25
	$(DEMO) hold-still-debounce --out docs/images/preset-debounce.gif --timeline --until 1.6 --fps 25
	$(DEMO) wheel-notches-rainbow --view-file examples/views/seed-003-rainbow.swift --view-file examples/views/seed-003-scroll-view-offset.swift --out docs/images/view-seed-003-rainbow-wheel.gif --fps 20
	$(DEMO) wheel-notches-rainbow --out docs/images/preset-rainbow-wheel.gif --fps 20
	$(DEMO) collapsible-header-half --view-file examples/views/seed-000-position-observing.swift --out docs/images/view-seed-000-header.gif --no-hud --timeline --fps 20
	$(DEMO) collapsible-header-half --out docs/images/preset-collapsible-header.gif --no-hud --timeline --fps 20
	$(DEMO) demos/scenarios/demo-offset-readout.json --view-file examples/views/seed-001-offset-observing-scroll-view.swift --out docs/images/view-seed-001-offset.gif --no-hud --timeline --fps 20
	$(DEMO) demos/scenarios/demo-offset-readout.json --out docs/images/preset-collapsible-header-pull.gif --no-hud --timeline --fps 20
	$(DEMO) status-bar-opacity --view-file examples/views/seed-003-status-bar.swift --view-file examples/views/seed-003-scroll-view-offset.swift --device iphone-16 --out docs/images/view-seed-003-status-bar.gif --no-hud --timeline --fps 20
	$(DEMO) status-bar-opacity --device iphone-16 --out docs/images/preset-status-bar.gif --no-hud --timeline --fps 20

clean:
	rm -rf .build

## The full-length random soak (no input may break an invariant): 1,000,000 engine ticks of random
## input, resizes and behavior/preset/axis switches, invariants every tick;
## prints its duration and peak memory. SOAK_TICKS=N changes the length.
SOAK_TICKS ?= 1000000
soak: deps-run
	$(SWIFT) build --build-tests
	SOAK_TICKS=$(SOAK_TICKS) $(SWIFT) test --skip-build --filter EngineSoakTests
