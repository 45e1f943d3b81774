// make bench-wasm: jaxcore.h compiled to WebAssembly (scalar and SIMD128) against jax-js
// (npm @jax-js/jax, JAX's API in the browser, on its Wasm backend) in one Node process:
// jax.random.bits uint32, uniform and normal float32 of key(0), nanoseconds per element
// (the best of several runs of N elements, taken in turns after a second of warm-up each;
// jax-js's time includes reading the result back with dataSync(), as a program must). A
// benchmark, never a test.
// usage: node bench/bench_wasm.mjs SCALAR.wasm SIMD128.wasm JAXJS_DIR [N]
import { readFile } from 'node:fs/promises';
import { argv, exit } from 'node:process';
import { pathToFileURL } from 'node:url';
import { WASI } from 'node:wasi';

const [scalarPath, simdPath, jaxjsDir, nArg] = argv.slice(2);
const N = Number(nArg || 1 << 20);
const REPS = 15;
const WARM_MS = 1000; // V8 tiers hot wasm functions up to its optimizing compiler

// runs fn at least 3 times and for at least WARM_MS milliseconds
function warm(fn) {
    const t0 = performance.now();
    for (let w = 0; w < 3 || performance.now() - t0 < WARM_MS; ++w) fn();
}
const kinds = ['bits32', 'uniform-f32', 'normal-f32'];

async function loadJaxcore(path) {
    const wasi = new WASI({ version: 'preview1', args: [], env: {} });
    const module = await WebAssembly.compile(await readFile(path));
    const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
    wasi.initialize(instance);
    return instance.exports;
}

// the best of REPS timed calls of each contender (fns[c](), n elements), taken in turns so
// that all of them sample the same quiet and busy moments of a shared machine
function bestInTurns(fns, ns) {
    const t = fns.map(() => Infinity);
    for (let r = 0; r < REPS; ++r)
        fns.forEach((fn, c) => {
            const t0 = performance.now();
            fn();
            t[c] = Math.min(t[c], performance.now() - t0);
        });
    return t.map((ms, c) => (ms * 1e6) / ns[c]);
}

const names = ['jaxcore-scalar', 'jaxcore-simd128', 'jax-js'];
const mods = [];
for (const [name, path] of [['jaxcore-scalar', scalarPath], ['jaxcore-simd128', simdPath]]) {
    const x = await loadJaxcore(path);
    const words = new Uint32Array(x.memory.buffer, x.jxb_buffer(), 4);
    x.jxb_run(0, 0, 4);
    console.log(`# ${name}: path ${x.jxb_path()}, bits32 of key(0): ${Array.from(words, (w) => w.toString(16))}`);
    mods.push(x);
}

const jax = await import(pathToFileURL(`${jaxjsDir}/node_modules/@jax-js/jax/dist/index.js`));
await jax.init('wasm');
jax.defaultDevice('wasm');
const key = jax.random.key(0);
const jaxFns = [
    (n) => jax.random.bits(key.ref, [n]).dataSync(),
    (n) => jax.random.uniform(key.ref, [n]).dataSync(),
    (n) => jax.random.normal(key.ref, [n]).dataSync(),
];
console.log(`# jax-js: bits32 of key(0): ${Array.from(jaxFns[0](4), (w) => w.toString(16))}`);

const results = Object.fromEntries(names.map((name) => [name, []]));
kinds.forEach((k, i) => {
    const nj = i === 2 ? N >> 4 : N; // jaxcore's scalar normal runs the integer floating point
    const fns = [
        ...mods.map((x, m) => () => {
            if (x.jxb_run(i, 0, nj) !== 0) throw new Error(`${names[m]} ${k} failed`);
        }),
        () => jaxFns[i](N),
    ];
    // warm-up: V8 compiles wasm with a baseline compiler first, optimizing later; jax-js
    // compiles its kernels on first use
    fns.forEach(warm);
    bestInTurns(fns, [nj, nj, N]).forEach((ns, c) => results[names[c]].push(ns));
});

console.log(`# ns per element, N = ${N} (normal-f32: jaxcore N/16), best of ${REPS}`);
console.log(['kernel', ...Object.keys(results)].join('\t'));
kinds.forEach((k, i) => {
    console.log([k, ...Object.values(results).map((r) => r[i].toFixed(2))].join('\t'));
});
kinds.forEach((k, i) => {
    const ratio = results['jax-js'][i] / results['jaxcore-simd128'][i];
    console.log(`ratio ${k} simd128/jax-js ${ratio.toFixed(2)}x`);
});
exit(0);
