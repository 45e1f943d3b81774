// The browser example (examples/web) under Node: its two modules, scalar and SIMD128, loaded
// by the page's own loader, give JAX's bits for key(42) (the manual's example values) and
// the same uniform and normal values as each other. usage: node tests/test_web.mjs DIR
import { readFile } from 'node:fs/promises';
import { argv, exit } from 'node:process';
import { pathToFileURL } from 'node:url';

const dir = argv[2];
const { loadJaxcore } = await import(pathToFileURL(`${dir}/jaxcore_web.mjs`));
const scalar = await loadJaxcore(await readFile(`${dir}/jaxcore_web.wasm`));
const simd = await loadJaxcore(await readFile(`${dir}/jaxcore_web_simd128.wasm`));
let failed = 0;
const check = (ok, what) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) ++failed;
};
const hex = (a) => Array.from(a, (w) => w.toString(16).padStart(8, '0')).join(' ');
check(scalar.path === 'scalar' && simd.path === 'simd128', `paths ${scalar.path} ${simd.path}`);
for (const jc of [scalar, simd])
    check(hex(jc.bits(42, 3)) === '7d1c13a2 ae0730d9 9dc3f9f9', `${jc.path} bits of key(42)`);
const same = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
for (const kind of ['bits', 'uniform', 'normal'])
    check(same(scalar[kind](7, 4099), simd[kind](7, 4099)), `${kind}: simd128 = scalar`);
const b = scalar.bits(7, 4099), u = scalar.uniform(7, 4099), f = new Float32Array(1);
const unit = (w) => { new Uint32Array(f.buffer)[0] = (w >>> 9) | 0x3f800000; return f[0] - 1; };
check(u.every((v, i) => v === unit(b[i])), 'uniform = JAX\'s unit float of the bits');
exit(failed ? 1 : 0);
