# jaxcore.h - build the CLI and examples, run the tests.
#   make              build/jaxcore (the CLI) only: one compile of the implementation
#   make examples     build/examples/* (make test builds and runs them too)
#   make test         every test configuration (tests/run.sh, JOBS at a time: default every
#                     CPU); last line "N passed, M failed"
#   make bench        threefry2x32, uniform and normal throughput per SIMD path, and the
#                     latency of one small call (bench/bench.c, jaxcore speed)
#   make tables       regenerate the join tables in jaxcore.h from its lattice edges
#   make format       clang-format every source file in place
#   make format-check fail if clang-format would change a file
#   make exhaustive   jaxcore's float32 log, log1p, exp, erf_inv (the samplers' hardware float)
#                     and erf against LLVM's compilation of XLA's IR (tests/xla_ir) over all
#                     2^32 inputs (needs opt/llc), the software float on 1 in 256; then every
#                     sampler input in every tests/hwfloat.sh build (~1 hour on 2 cores); then
#                     float32 log, exp, log1p, erf_inv, erf, tan over all 2^32 inputs against
#                     hashes of real JAX's outputs (tests/jax_math.sh 1, ~40 min on 2 cores),
#                     and jaxcore_i_rsqrtss against the hash of an Intel Xeon's RSQRTSS
#   make web          build/web: examples/web's page with jaxcore.h in WebAssembly (clang)
#   make bench-wasm   wasm32 scalar and SIMD128 against jax-js in Node (bench/bench_wasm.mjs)
#   make fuzz         libFuzzer runs of the pytree parser and of the CLI's argument handling
#                     (clang), FUZZ_TIME seconds each (default 30)
CC ?= cc
CFLAGS ?= -O2
WARN = -std=c99 -Wall -Wextra -Wpedantic -Werror
CLANG_FORMAT ?= clang-format
FUZZ_CC ?= clang
FUZZ_TIME ?= 30
EXAMPLES = $(patsubst examples/%.c,build/examples/%,$(wildcard examples/*.c))
FORMAT_FILES = jaxcore.h jaxcore.c $(wildcard tools/*.c examples/*.c examples/web/*.c tests/*.c tests/*.h tests/fuzz/*.c bench/*.c)

all: build/jaxcore

examples: $(EXAMPLES)

# gcc: link-time optimization (-flto=auto) generates the CLI's code on every core: 12.7-14.3 s
# wall instead of 19.9-22.4 s on a 2-core Zen 3, the same speeds in `jaxcore speed`. (Not for
# the examples: they are the manual's snippets, which leave return codes unchecked, and gcc's
# whole-program view then warns that an output may be unset.)
# Only where it links: a gcc without its lto-wrapper (seen on a lent machine's image) fails.
LTO = $(shell $(CC) -v 2>&1 | grep -q '^gcc version' && echo 'int main(void) { return 0; }' | \
	$(CC) -flto=auto -x c - -o /dev/null 2>/dev/null && echo -flto=auto)

build/jaxcore: tools/jaxcore.c jaxcore.h
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LTO) -I. tools/jaxcore.c -o $@

build/examples/%: examples/%.c jaxcore.h
	@mkdir -p build/examples
	$(CC) $(WARN) $(CFLAGS) -I. $< -o $@ -lpthread

build/gen_tables: tools/gen_tables.c jaxcore.h
	@mkdir -p build
	$(CC) $(WARN) -O1 tools/gen_tables.c -o $@

test:
	@sh tests/run.sh

exhaustive:
	@sh tests/xla_ref.sh all
	@sh tests/hwfloat.sh 1
	@sh tests/jax_math.sh 1

build/fuzz_tree: tests/fuzz/fuzz_tree.c jaxcore.h
	@mkdir -p build
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all $< -o $@

build/fuzz_cli: tests/fuzz/fuzz_cli.c tools/jaxcore.c jaxcore.h
	@mkdir -p build
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I. $< -o $@

# New inputs go to build/fuzz-*; the committed seeds in tests/fuzz/ stay as they are.
fuzz: build/fuzz_tree build/fuzz_cli
	@mkdir -p build/fuzz-corpus build/fuzz-cli-corpus
	build/fuzz_tree -max_total_time=$(FUZZ_TIME) -max_len=4096 -timeout=10 \
	    -artifact_prefix=build/ build/fuzz-corpus tests/fuzz/corpus
	build/fuzz_cli -max_total_time=$(FUZZ_TIME) -max_len=512 -timeout=10 -close_fd_mask=3 \
	    -artifact_prefix=build/ build/fuzz-cli-corpus tests/fuzz/cli_corpus

# A benchmark, never a test: GB/s per path, ratios vs scalar (and Random123 when
# librandom123-dev is installed) measured in the same run.
R123 = $(shell test -f /usr/include/Random123/threefry.h && echo -DJAXCORE_BENCH_RANDOM123)
bench: build/bench
	build/bench --latency
	build/bench --loops
	build/bench
	build/jaxcore speed

build/bench: bench/bench.c jaxcore.h build/jaxcore
	@mkdir -p build
	$(CC) $(WARN) -O2 $(R123) bench/bench.c -o $@

# The browser example: clang alone (--target=wasm32, freestanding), scalar and SIMD128.
WASM_WEB = clang --target=wasm32 -ffreestanding -nostdlib -Wl,--no-entry $(WARN) -O2
web: build/web/jaxcore_web.wasm build/web/jaxcore_web_simd128.wasm
	cp examples/web/index.html examples/web/jaxcore_web.mjs build/web/
	@echo "serve build/web, e.g. python3 -m http.server -d build/web, and open http://localhost:8000/"

build/web/jaxcore_web.wasm: examples/web/jaxcore_web.c jaxcore.h
	@mkdir -p build/web
	$(WASM_WEB) $< -o $@

build/web/jaxcore_web_simd128.wasm: examples/web/jaxcore_web.c jaxcore.h
	@mkdir -p build/web
	$(WASM_WEB) -msimd128 $< -o $@

# WebAssembly against jax-js 0.1.25 (npm @jax-js/jax, JAX's API in the browser: a
# benchmark-only dependency, installed under build/jaxjs on first use, never needed by the
# tests), in one Node process: ns per element of bits32, uniform and normal float32.
WASM_BENCH = clang --target=wasm32-wasi -mexec-model=reactor $(WARN) -O2
bench-wasm: build/bench_wasm_scalar.wasm build/bench_wasm_simd128.wasm build/jaxjs/node_modules/@jax-js/jax/package.json
	node --no-warnings bench/bench_wasm.mjs build/bench_wasm_scalar.wasm \
	    build/bench_wasm_simd128.wasm build/jaxjs

build/bench_wasm_scalar.wasm: bench/bench_wasm.c jaxcore.h
	@mkdir -p build
	$(WASM_BENCH) $< -o $@

build/bench_wasm_simd128.wasm: bench/bench_wasm.c jaxcore.h
	@mkdir -p build
	$(WASM_BENCH) -msimd128 $< -o $@

build/jaxjs/node_modules/@jax-js/jax/package.json:
	npm install --prefix build/jaxjs --no-audit --no-fund --no-save @jax-js/jax@0.1.25

tables: build/gen_tables
	build/gen_tables --write jaxcore.h

format:
	$(CLANG_FORMAT) -i $(FORMAT_FILES)

format-check:
	$(CLANG_FORMAT) --dry-run --Werror $(FORMAT_FILES)

clean:
	rm -rf build

.PHONY: all examples test exhaustive bench web bench-wasm tables format format-check fuzz clean
