#!/usr/bin/env bash
# Checks that `make demos` reproduces every committed image of the README byte
# for byte, and that every image the README shows is one `make demos` makes.
# Run from the repository's root (make demos builds the release binary first;
# SKIP_MAKE=1 checks the files already made). Exit 0: identical; 1: a
# difference (listed); 2: a README image no demos line makes.
set -eu
cd "$(dirname "$0")/.."
status=0
made=$(grep -o 'docs/images/[A-Za-z0-9._-]*' Makefile | sort -u)
for image in $(grep -o 'docs/images/[A-Za-z0-9._-]*\.\(png\|gif\)' README.md | sort -u); do
  if ! grep -qx "$image" <<<"$made"; then echo "demos-check: $image is in README.md but no demos line makes it"; status=2; fi
done
[[ ${SKIP_MAKE:-0} = 1 ]] || make demos >/dev/null
for image in $made; do
  [[ -f $image ]] || { echo "demos-check: make demos did not write $image"; status=1; continue; }
  if ! git ls-files --error-unmatch "$image" >/dev/null 2>&1; then
    echo "demos-check: $image is made but not committed"; status=1
  elif ! git diff --quiet -- "$image"; then
    echo "demos-check: $image differs from the committed file"; status=1
  fi
done
[[ $status = 0 ]] && echo "demos-check: make demos reproduces all $(wc -w <<<"$made") images byte for byte"
exit $status
