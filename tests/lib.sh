# Sourced by the test scripts (tests/run.sh, cmake.sh, compile.sh, stack.sh): the counters
# and the helpers that count. Set B, the script's build folder, before calling step.
passed=0
failed=0
skipped=0
have() { command -v "$1" >/dev/null 2>&1; }
# step NAME COMMAND...: one test that passes when COMMAND exits 0. Its output goes to
# $B/NAME.log, whose last STEP_TAIL lines (default 12) are shown when it fails.
step() {
    name=$1
    shift
    if "$@" >"$B/$name.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        tail -n "${STEP_TAIL:-12}" "$B/$name.log"
    fi
}
# skip WHAT WHY: something that cannot run here, counted.
skip() {
    skipped=$((skipped + 1))
    echo "skip $1 ($2)"
}
# summary: every script's last line; its status is 0 only if nothing failed.
summary() {
    echo "$passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
}
