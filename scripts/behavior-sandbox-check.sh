#!/usr/bin/env bash
# Runs each hostile behavior in Tests/BehaviorFiles/hostile through
# `PLAYGROUND probe` and says what it could do: the before/after table of
# docs/behavior-files.md, "Sandbox". Usage: scripts/behavior-sandbox-check.sh [PLAYGROUND]
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
playground=${1:-$here/.build/debug/playground}
hostile=$here/Tests/BehaviorFiles/hostile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SCROLLKIT_BEHAVIOR_CACHE=${SCROLLKIT_BEHAVIOR_CACHE:-$work/cache}
mkdir -p "$SCROLLKIT_BEHAVIOR_CACHE"; chmod 700 "$SCROLLKIT_BEHAVIOR_CACHE"
request() { # original-x velocity-dx velocity-dy
  echo "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [$1, 0], \"proposedOffset\": [$1, 0], \"velocity\": [$2, $3]}"
}
probe() { # file, requests on stdin; prints "status seconds answers-first-line"
  local start=$(date +%s.%N)
  "$playground" probe --behavior-file "$hostile/$1" >"$work/out" 2>"$work/err"
  local rc=$? end=$(date +%s.%N)
  printf '%s %.2fs %s' "$rc" "$(echo "$end - $start" | bc)" "$(head -1 "$work/out")"
}
row() { printf '| %s | %s |\n' "$1" "$2"; }

request 0 0 0 | SCROLLKIT_TEST_SECRET=hunter2 probe reads-environment.swift >/dev/null
row "reads-environment (SCROLLKIT_TEST_SECRET=hunter2)" "$(request 0 0 0 | SCROLLKIT_TEST_SECRET=hunter2 probe reads-environment.swift): $(grep -o 'secret: [a-z0-9]*' "$work/err" | head -1)"

rm -f /var/tmp/scrollkit-hostile-write "$work/written"
r=$(request 0 0 0 | SCROLLKIT_TEST_WRITE=$here/.hostile-write probe writes-outside.swift)
row "writes-outside ($here/.hostile-write, else /var/tmp)" "$r: $( [ -e "$here/.hostile-write" ] && echo "wrote the project folder" || ([ -e /var/tmp/scrollkit-hostile-write ] && echo "wrote /var/tmp") || echo 'nothing written')"
rm -f "$here/.hostile-write" /var/tmp/scrollkit-hostile-write

port=$((20000 + RANDOM % 20000))
python3 -c "
import socket,sys
s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1',$port)); s.listen(1); s.settimeout(8)
try:
    c,_=s.accept(); print('listener got:', c.recv(100).decode().strip())
except Exception as e: print('listener: no connection')
" >"$work/listener" &
sleep 0.5
r=$(request 0 0 $port | probe connects.swift)
wait
row "connects (127.0.0.1:$port)" "$r: $(cat "$work/listener")"

rm -f /var/tmp/scrollkit-hostile-child
r=$(request 0 0 0 | probe forks.swift)
sleep 0.5
left=$(ps -eo args | grep -c "[b]ehavior-host.*forks")
row "forks (a child that sleeps 60 s)" "$r: processes of it left after the playground exited: $left"

start=$(date +%s.%N)
request 0 0 0 | /usr/bin/time -f "%M" -o "$work/time" "$playground" probe --behavior-file "$hostile/allocates.swift" >"$work/out" 2>"$work/err"
rc=$?
r=$(printf '%s %.2fs %s' "$rc" "$(echo "$(date +%s.%N) - $start" | bc)" "$(head -1 "$work/out")")
row "allocates without bound" "$r: peak RSS $(( $(tail -1 "$work/time") / 1024 )) MB; $(grep -io 'fatal error.*' "$work/err" | tail -1 | cut -c1-100)"

for i in $(seq 1 300); do request $((i % 10 * 390)) 100 0; done > "$work/many"
r=$(probe prints.swift < "$work/many")
row "prints 3 lines per call, 300 calls" "$r: $(grep -c '{"offset"' "$work/out") answers, $(grep -c 'prints.swift: ' "$work/err") lines echoed"

r=$(probe floods-stderr.swift < "$work/many")
row "4 KB of stderr per call, 300 calls" "$r: $(grep -c '{"offset"' "$work/out") answers, $(wc -c < "$work/err") bytes of stderr"
