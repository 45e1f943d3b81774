#!/bin/sh
# Renders JAX's promotion lattice, as jaxcore.h's own edge table defines it, to
# tools/lattice.svg (the picture in README.md). Needs Graphviz (apt-get install graphviz).
# usage: sh tools/lattice_svg.sh [extra `jaxcore lattice` flags, e.g. --strict]
set -eu
cd "$(dirname "$0")/.."
make -s build/jaxcore
build/jaxcore lattice --x64 "$@" | dot -Tsvg -o tools/lattice.svg
echo "wrote tools/lattice.svg"
