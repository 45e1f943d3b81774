#!/bin/sh
# The browser example in a browser: headless Chromium opens examples/web's page (built by
# `make web` into DIR) over HTTP, once as a browser loads it (the SIMD128 module where the
# browser has SIMD128) and once with the scalar module (?scalar), and each time the page must
# show its path, JAX's bits for key(42) and the first four float32 words of JAX's
# normal(key(3)) (tests/vectors/random/jax_cpu_x32.txt). Prints "N passed, M failed".
# usage: sh tests/test_browser.sh [DIR] (default build/web; needs chromium and python3)
set -u
dir=${1:-build/web}
tmp=$(mktemp -d) || exit 2
srv=""
trap '[ -z "$srv" ] || kill "$srv" 2>/dev/null; rm -rf "$tmp"' EXIT
# a static server on a free port (python3 -u: its "port N" line is not buffered)
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$dir" >"$tmp/server.log" 2>&1 &
srv=$!
port=""
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    port=$(sed -n 's/.* port \([0-9][0-9]*\).*/\1/p' "$tmp/server.log" | head -n 1)
    [ -n "$port" ] && break
    sleep 0.25
done
passed=0 failed=0
if [ -z "$port" ]; then
    echo "FAIL no HTTP server: $(cat "$tmp/server.log")"
    echo "0 passed, 1 failed"
    exit 1
fi

# check QUERY PATH: the page at ?QUERY in Chromium, its DOM once its script has run
# (up to three loads: on a loaded machine a headless Chromium has dumped the page before its
# script ran; a wrong value fails all three)
check() {
    for try in 1 2 3; do
        # --virtual-time-budget lets the module's fetch, compile and first draw finish before
        # the DOM is dumped; root needs --no-sandbox
        timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
            --user-data-dir="$tmp/profile" \
            --virtual-time-budget=10000 --dump-dom "http://127.0.0.1:$port/?$1" >"$tmp/dom" \
            2>"$tmp/chromium.log"
        grep -q -F "<span id=\"path\">$2</span>" "$tmp/dom" &&
            grep -q -F '<code id="first">bfb91ef3 3fc50a70 3ec3d7dc 3ffc3ff5</code>' "$tmp/dom" &&
            break
        echo "  ?$1: load $try did not show the page's values"
        grep -E 'id="(path|bits|first)"' "$tmp/dom"
    done
    for want in "<span id=\"path\">$2</span>" \
        '<code id="bits">7d1c13a2 ae0730d9 9dc3f9f9</code>' \
        '<code id="first">bfb91ef3 3fc50a70 3ec3d7dc 3ffc3ff5</code>'; do
        if grep -q -F "$want" "$tmp/dom"; then
            echo "ok   ?$1: $want"
            passed=$((passed + 1))
        else
            echo "FAIL ?$1: no $want in the page"
            failed=$((failed + 1))
        fi
    done
}
check "seed=3" simd128
check "seed=3&scalar" scalar
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
