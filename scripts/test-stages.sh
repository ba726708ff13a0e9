#!/bin/sh
# Runs each `make` target named on the command line as one stage of
# `make test`, in order, every one of them even when an earlier one failed
# (a failing unit test must not hide the window tests, the QA matrix or the
# doc test), then prints one summary line per stage:
#
#   stage test-unit      ok      412 s
#   stage test-window    FAILED  (status 2)  38 s
#
# and exits 1 when any stage failed, 0 otherwise. MAKE is the make to call
# (the Makefile passes $(MAKE)); each stage's output goes to the log as it
# runs, framed by a "==> stage NAME" line.
set -u
make=${MAKE:-make}
summary=""
failed=0
for stage in "$@"; do
    echo "==> stage $stage"
    start=$(date +%s)
    $make --no-print-directory "$stage"
    status=$?
    seconds=$(( $(date +%s) - start ))
    if [ "$status" -eq 0 ]; then
        line=$(printf 'stage %-20s ok      %5d s' "$stage" "$seconds")
    else
        line=$(printf 'stage %-20s FAILED  (status %d)  %d s' "$stage" "$status" "$seconds")
        failed=1
    fi
    summary="$summary$line
"
done
echo
echo "==> summary"
printf '%s' "$summary"
if [ "$failed" -ne 0 ]; then
    echo "make test: FAILED (see the stages above)"
    exit 1
fi
echo "make test: every stage passed"
