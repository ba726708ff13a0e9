#!/usr/bin/env bash
# The README and docs tested like code. Runs every command of the ```sh
# blocks of README.md and docs/*.md that the program can run headless, in a
# scratch folder that sees the repository's assets/, examples/, demos/ and Tests/
# (so `qa` without paths reads assets/scenarios, as from the root), the
# blocks of one file in order (a later command may use an earlier one's
# file), and checks the claims written next to them:
#   - every command exits 0;
#   - a trailing `# {...}` comment is the command's exact output;
#   - the tables between `<!-- playground list --markdown -->` (or `keys`)
#     and `<!-- end -->` are what the program prints;
#   - the numbers in the README's captions, from the program's own traces.
# Window commands (`playground run`) run for a second under a private Xvfb
# (`--exit-after 1` added; skipped without Xvfb); `make ...` and shell setup
# lines are skipped with the reason printed. PG=path/to/playground (default: the
# debug build). Exit 0: all hold; 1: a claim failed (each one printed).
set -u
cd "$(dirname "$0")/.."
root=$PWD
PG=${PG:-$root/.build/debug/playground}
[[ -x $PG ]] || { echo "doc-test: no $PG (swift build first)"; exit 2; }
bin=$(mktemp -d); work=$(mktemp -d)
trap 'rm -rf "$bin" "$work"' EXIT
ln -s "$PG" "$bin/playground"
export PATH="$bin:$PATH"
failures=0 ran=0 skipped=0
fail() { echo "doc-test: FAIL $*"; failures=$((failures + 1)); }

# The commands of a file's ```sh blocks, one per line (continuations joined).
commands() {
  awk '/^```sh/ { on = 1; next } /^```/ { on = 0 } on {
         line = $0
         if (sub(/\\[ \t]*$/, "", line)) { held = held line " "; next }
         print held line; held = "" }' "$1"
}

run_file() {
  local file=$1 dir="$work/$(basename "$1" .md)"
  mkdir -p "$dir"
  for d in assets examples demos Tests; do ln -s "$root/$d" "$dir/$d"; done
  while IFS= read -r line; do
    [[ -z ${line// } ]] && continue
    # The claim: what follows the last "  # " of the line.
    local command=$line claim=""
    if [[ $line =~ ^(.*[^[:space:]])[[:space:]]{2,}#[[:space:]](.*)$ ]]; then command=${BASH_REMATCH[1]}; claim=${BASH_REMATCH[2]}; fi
    case $command in
      make\ *|export\ *|ln\ *) echo "doc-test: skip ($file) $command: sets up or runs make itself"; skipped=$((skipped + 1)); continue ;;
      *"playground run"*)
        if [[ -z ${DISPLAY_FOR_RUN:-} ]]; then
          echo "doc-test: skip ($file) $command: opens the window and no Xvfb is installed"; skipped=$((skipped + 1)); continue
        fi
        # The window under a private Xvfb for a second: it opens, runs, exits 0.
        command="DISPLAY=$DISPLAY_FOR_RUN $command --exit-after 1" ;;
    esac
    # A file the reader is to write first (my-fling.json, my-scenarios/).
    if [[ $command =~ (my-[a-z]+\.json|my-scenarios/) ]] && [[ ! -e $dir/${BASH_REMATCH[1]} ]]; then
      echo "doc-test: skip ($file) $command: needs the reader's own ${BASH_REMATCH[1]}"; skipped=$((skipped + 1)); continue
    fi
    local out status
    out=$(cd "$dir" && bash -o pipefail -c "$command" 2>"$dir/.stderr"); status=$?
    ran=$((ran + 1))
    # `| head` closes the pipe early: a trace stopping there is fine.
    if [[ $status != 0 && ! ( $command == *"| head"* && $status == 141 ) ]]; then
      fail "($file) $command: exit $status: $(head -c 300 "$dir/.stderr")"; continue
    fi
    if [[ $claim == \{* ]] && [[ $out != "$claim" ]]; then fail "($file) $command: printed $out, the doc says $claim"; fi
  done < <(commands "$file")
}

# The tables pasted from the program, exactly.
pasted() {
  local marker=$1; shift
  local doc; doc=$(awk -v m="<!-- $marker -->" '$0 == m { on = 1; next } /^<!-- end -->/ { on = 0 } on' README.md)
  [[ -n $doc ]] || { fail "README.md has no <!-- $marker --> table"; return; }
  [[ $doc == "$("$@")" ]] || fail "README.md's '$marker' table differs from what the program prints (paste it again)"
}

# The last and the largest offset on the scroll axis of a bundled scenario's trace.
offsets() {
  playground trace "$1" --behavior "$2" | sed -n 's/.*"offset": \[\([-0-9.]*\), \([-0-9.]*\)\].*/\1 \2/p' \
    | awk -v axis="$3" '{ v = $axis; if (NR == 1 || v > max) max = v; last = v } END { print last, max }'
}
claim_rest() {  # scenario behavior axis expected-rest [expected-peak]
  local got; got=$(offsets "$1" "$2" "$3")
  [[ ${got%% *} == "$4" ]] || fail "README: $2 on $1 rests at ${got%% *}, the README says $4"
  [[ -z ${5:-} || ${got##* } == "$5" ]] || fail "README: $2 on $1 peaks at ${got##* }, the README says $5"
}

# Window commands run under a private Xvfb (it picks a free display itself).
if command -v Xvfb >/dev/null; then
  exec 3>"$work/display"
  Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
  exec 3>&-
  trap 'kill $xvfb 2>/dev/null; rm -rf "$bin" "$work"' EXIT
  for _ in $(seq 100); do [[ -s $work/display ]] && break; sleep 0.05; done
  [[ -s $work/display ]] && DISPLAY_FOR_RUN=:$(head -1 "$work/display")
fi
for file in README.md docs/*.md; do run_file "$file"; done
pasted "playground list --markdown" playground list --markdown
pasted "playground keys --markdown" playground keys --markdown
# "20 behaviors in all": what the program lists.
count=$(playground list --markdown | grep -c '^| [0-9]* | `')
grep -q "$count behaviors in all" README.md || fail "README.md's behavior count is not the $count that playground list gives"
# "they land on 780, 390 and 1950", Flutter "past the page to 433.7".
claim_rest flick-back-then-forward paging 1 780
claim_rest flick-back-then-forward flutter-page 1 390 433.7343
claim_rest flick-back-then-forward css-mandatory 1 1950
# "they land on 390, 520 and 130".
claim_rest flick-thirds view-aligned 1 390
claim_rest flick-thirds css-proximity 1 520
claim_rest flick-thirds css-snap-stop 1 130
# "v1 stays put (between pages), v3 pages".
claim_rest seed-v1-zero-velocity seed-v3 1 390
rest=$(offsets seed-v1-zero-velocity seed-v1 1); rest=${rest%% *}
awk -v r="$rest" 'BEGIN { exit !(r % 390 != 0) }' || fail "README: seed-v1 on seed-v1-zero-velocity rests on a page ($rest)"
# A caption's recording command is the one `make demos` runs for its image.
while IFS= read -r cmd; do
  args=${cmd#playground record }
  name=$(sed -n 's/.*--out \([^ ]*\).*/\1/p' <<<"$args")
  grep -qF -- "\$(DEMO) ${args/--out $name/--out docs/images/$name}" Makefile \
    || fail "README.md: \`$cmd\` is not what make demos runs for docs/images/$name"
done < <(grep -o '`playground record [^`]*--out [a-z0-9-]*\.gif[^`]*`' README.md | tr -d '`')
# Every README image is made by make demos.
SKIP_MAKE=1 scripts/demos-check.sh >/dev/null 2>&1; [[ $? == 2 ]] && fail "a README image is made by no demos line (scripts/demos-check.sh)"

echo "doc-test: $ran commands run, $skipped skipped, $failures failed"
[[ $failures == 0 ]]
