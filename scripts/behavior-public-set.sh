#!/bin/sh
# Tries the twelve public behavior files of Tests/BehaviorFiles/public/README.md
# as they are: each is compiled unchanged (with the =EXPR an app passes when
# its type needs init arguments) and probed with one vertical and one
# horizontal context; prints the answers or the first compile message.
# Usage: scripts/behavior-public-set.sh DIR [PLAYGROUND]
# DIR holds the files under the names the README gives.
set -u
dir=${1:?usage: $0 DIR [PLAYGROUND]}
playground=${2:-.build/debug/playground}
vertical='{"axes": "vertical", "containerSize": [390, 844], "contentSize": [390, 8000], "originalOffset": [0, 0], "proposedOffset": [0, 60], "velocity": [0, 300]}'
horizontal='{"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844], "originalOffset": [780, 0], "proposedOffset": [953, 0], "velocity": [420, 0]}'
ok=0
total=0
while read -r name expr; do
  [ -z "$name" ] && continue
  total=$((total + 1))
  spec="$dir/$name"
  [ "$expr" != "-" ] && spec="$spec=$expr"
  if out=$(printf '%s\n%s\n' "$vertical" "$horizontal" | "$playground" probe --behavior-file "$spec" 2>&1); then
    ok=$((ok + 1))
    shown=$name; [ "$expr" != "-" ] && shown="$name=$expr"
    echo "runs     $shown: $(echo "$out" | grep '^{' | tr '\n' ' ')"
  else
    echo "fails    $name: $(echo "$out" | grep -v '^{' | sed -n 2p | cut -c1-160)"
  fi
done <<'LIST'
stretchy-header.swift -
static-header.swift -
movie-search-header.swift -
ncx-scroll.swift -
custom-snapping.swift -
horizontal-paging.swift -
snap-step.swift .snap(step: 10)
infinite-carousel.swift InfiniteCarouselBehavior(stepWidth: 300, cardCount: 10, currentIndex: 2, snapTarget: SnapTarget())
single-item.swift SingleItemScrollTargetBehavior(interval: 300, currentPage: 2, offsetAdjustment: 0)
fold-snapping.swift FoldSnappingScrollTargetBehavior(aboveFold: true, showcaseHeight: 800)
cell-frames.swift -
petworld-segments.swift -
LIST
echo "$ok of $total compile as written and answer"
