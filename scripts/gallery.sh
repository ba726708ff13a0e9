#!/bin/bash
# Makes the playground's frames of docs/gallery.md from the view corpus:
#   scripts/gallery.sh CORPUS_DIR [OUTDIR]
# CORPUS_DIR is the corpus rebuilt from scripts/view-corpus/sources.tsv
# (one folder per screen, scripts/view-corpus/README.md); OUTDIR defaults
# to docs/images/gallery. PG (default .build/release/playground) is the
# playground used. Each frame is the screen at rest (or after the one
# scroll its published picture shows), on the device the picture was
# taken on, with the device's outline (--frame) and without the HUD.
set -uo pipefail
corpus=${1:?usage: scripts/gallery.sh CORPUS_DIR [OUTDIR]}
root=$(cd "$(dirname "$0")/.." && pwd)
out=${2:-$root/docs/images/gallery}
PG=${PG:-$root/.build/release/playground}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# scenario NAME W H [EVENTS]: a still of a W × H screen; EVENTS (JSON) optional.
scenario() {
    printf '{"version": 1, "name": "%s", "description": "The gallery frame of %s.", "window": [%s, %s], "events": [%s]}\n' \
        "$1" "$1" "$2" "$3" "${4:-}" > "$work/$1.json"
}

# frame NAME DEVICE W H AT FOLDER VIEW[=EXPR] [--appearance dark] [EVENTS=JSON]:
# the frame of the screen in FOLDER at AT seconds. VIEW is the file whose
# view is shown; the folder's other .swift files compile with it.
frame() {
    local name=$1 device=$2 w=$3 h=$4 at=$5 folder=$6 view=$7; shift 7
    local extra=() events=""
    for a in "$@"; do
        case $a in EVENTS=*) events=${a#EVENTS=} ;; *) extra+=("$a") ;; esac
    done
    scenario "$name" "$w" "$h" "$events"
    local args=(--view-file "$corpus/$folder/$view")
    for f in "$corpus/$folder"/*.swift; do
        [ "$(basename "$f")" = "${view%%=*}" ] || args+=(--view-file "$f")
    done
    if "$PG" record "$work/$name.json" --device "$device" --frame --no-hud "${args[@]}" "${extra[@]}" \
        --out "$out/$name.png" --at "$at" > "$work/$name.log" 2>&1; then
        echo "$name: $(tail -1 "$work/$name.log")"
    else
        echo "$name: FAILED: $(grep -m1 -i error "$work/$name.log")"
        failed=$((failed + 1))
    fi
}

# The Bootcamp app showed each chapter's view as its ContentView did at the
# commit that added the picture: `VStack(spacing: 0) { … }.padding()`.
boot() { echo "VStack(spacing: 0) { $1() }.padding()${2:-}"; }

frame scrollview-sections iphone-16 393 852 0.5 65-ScrollViewDemo "ScrollViewDemo.swift=$(boot ScrollViewDemo)"
frame lazy-stacks iphone-16 393 852 0.5 66-LazyStacksExample "LazyStacksExample.swift=$(boot LazyStacksExample)"
frame lazy-grids iphone-16 393 852 0.5 67-LazyGridsExample "LazyGridsExample.swift=$(boot LazyGridsExample)"
frame lazy-grid-pinned-headers iphone-16 393 852 0.5 68-LazyGridsExample2 "LazyGridsExample2.swift=$(boot LazyGridsExample2)" --appearance dark
frame ignores-safe-area iphone-16 393 852 0.5 69-IgnoreSafeAreaExample "IgnoreSafeAreaExample.swift=$(boot IgnoreSafeAreaExample .ignoresSafeArea\(\))"
frame safe-area-default iphone-16 393 852 0.5 69-IgnoreSafeAreaExample "IgnoreSafeAreaExample.swift=$(boot IgnoreSafeAreaExample)"
frame navigation-view iphone-16 393 852 0.5 70-NavigationViewExample NavigationViewExample.swift
frame list-swipe-actions iphone-16 393 852 0.5 71-ListSwipeActionsExamples ListSwipeActionsExamples.swift --appearance dark
frame safe-area-inset iphone-16 393 852 0.5 72-SafeAreaInsetExample SafeAreaInsetExample.swift
frame sticky-tabs-expanded iphone-11 414 896 0.5 73-ContentView ContentView.swift=ContentView\(\) --appearance dark
frame sticky-tabs-pinned iphone-11 414 896 0.5 73-ContentView ContentView.swift=ContentView\(\) --appearance dark \
    'EVENTS={"at": 0.1, "scroll-to": {"offset": [0, 558]}, "animated": false}'
frame mountains-gallery iphone-13-mini 375 812 0.5 74-ContentView "ContentView.swift=ContentView(rows: ContentView_Previews.gallery.imageRows)"
frame instagram-feed iphone-14 390 844 0.5 75-ContentView ContentView.swift
[ $failed -eq 0 ]
