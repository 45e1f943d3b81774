#!/bin/sh
# CMake and pkg-config: a tiny consumer (tests/cmake_consumer) built with add_subdirectory,
# and with find_package after a staging install, whose jaxcore.pc must give the flags.
# Prints "N passed, M failed, K skipped" last (cmake missing: one skip).
cd "$(dirname "$0")/.." || exit 2
B=$(pwd)/build/tests/cmake
rm -rf "$B"
mkdir -p "$B"
passed=0
failed=0
skipped=0
step() {
    name=$1
    shift
    if "$@" >"$B/$name.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        tail -n 12 "$B/$name.log"
    fi
}
if ! command -v cmake >/dev/null 2>&1; then
    echo "skip cmake (not installed)"
    echo "0 passed, 0 failed, 1 skipped"
    exit 0
fi
src=$(pwd)
step add-subdirectory sh -c "cmake -S tests/cmake_consumer -B '$B/sub' -DJAXCORE_SOURCE_DIR='$src' &&
    cmake --build '$B/sub' && '$B/sub/header_only' && '$B/sub/with_static'"
step install sh -c "cmake -S . -B '$B/lib' -DCMAKE_INSTALL_PREFIX='$B/stage' &&
    cmake --build '$B/lib' && cmake --install '$B/lib'"
step find-package sh -c "cmake -S tests/cmake_consumer -B '$B/find' -DCMAKE_PREFIX_PATH='$B/stage' &&
    cmake --build '$B/find' && '$B/find/header_only' && '$B/find/with_static'"
if command -v pkg-config >/dev/null 2>&1; then
    step pkg-config sh -c "PKG_CONFIG_PATH='$B/stage/lib/pkgconfig' &&
        export PKG_CONFIG_PATH &&
        cc -std=c99 tests/cmake_consumer/with_static.c \$(pkg-config --cflags --libs jaxcore) -o '$B/pc' &&
        '$B/pc'"
else
    echo "skip pkg-config (not installed)"
    skipped=$((skipped + 1))
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
