#!/bin/sh
# CMake and pkg-config: a tiny consumer (tests/cmake_consumer) built with add_subdirectory,
# and with find_package after a staging install, whose jaxcore.pc must give the flags.
# Prints "N passed, M failed, K skipped" last (cmake missing: one skip).
cd "$(dirname "$0")/.." || exit 2
B=$(pwd)/build/tests/cmake
rm -rf "$B"
mkdir -p "$B"
. tests/lib.sh
if ! have cmake; then
    skip cmake "not installed"
    summary
    exit
fi
src=$(pwd)
step add-subdirectory sh -c "cmake -S tests/cmake_consumer -B '$B/sub' -DJAXCORE_SOURCE_DIR='$src' &&
    cmake --build '$B/sub' && '$B/sub/header_only' && '$B/sub/with_static'"
step install sh -c "cmake -S . -B '$B/lib' -DCMAKE_INSTALL_PREFIX='$B/stage' &&
    cmake --build '$B/lib' && cmake --install '$B/lib'"
step find-package sh -c "cmake -S tests/cmake_consumer -B '$B/find' -DCMAKE_PREFIX_PATH='$B/stage' &&
    cmake --build '$B/find' && '$B/find/header_only' && '$B/find/with_static'"
if have pkg-config; then
    step pkg-config sh -c "PKG_CONFIG_PATH='$B/stage/lib/pkgconfig' &&
        export PKG_CONFIG_PATH &&
        cc -std=c99 tests/cmake_consumer/with_static.c \$(pkg-config --cflags --libs jaxcore) -o '$B/pc' &&
        '$B/pc'"
else
    skip pkg-config "not installed"
fi
summary
