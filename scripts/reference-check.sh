#!/usr/bin/env bash
# Compares two reference sets made by scripts/reference-set.sh, file by file
# with cmp: lists each file that differs, is missing from NEWDIR, or is new in
# it, then one summary line.
# Usage: scripts/reference-check.sh BASEDIR NEWDIR
# Exit status: 0 when every file is byte-identical and both sets hold the same
# files; 1 otherwise; 2 on bad usage.
set -u
base=${1:?usage: scripts/reference-check.sh BASEDIR NEWDIR}
new=${2:?usage: scripts/reference-check.sh BASEDIR NEWDIR}
[[ -d $base && -d $new ]] || { echo "both must be directories: $base $new" >&2; exit 2; }
same=0; differ=0; missing=0; extra=0
while IFS= read -r f; do
  if [[ ! -e $new/$f ]]; then
    echo "missing  $f"; missing=$((missing + 1))
  elif cmp -s "$base/$f" "$new/$f"; then
    same=$((same + 1))
  else
    echo "differs  $f  ($(cmp "$base/$f" "$new/$f" 2>&1 | head -1 | sed 's/.*differ: //'))"
    differ=$((differ + 1))
  fi
done < <(cd "$base" && find . -type f | sed 's|^\./||' | sort)
while IFS= read -r f; do
  [[ -e $base/$f ]] || { echo "new      $f"; extra=$((extra + 1)); }
done < <(cd "$new" && find . -type f | sed 's|^\./||' | sort)
echo "$same identical, $differ differ, $missing missing, $extra new"
[[ $differ == 0 && $missing == 0 && $extra == 0 ]]
