// Loads examples/web/jaxcore_web.c's module (bytes: an ArrayBuffer or typed array) in a browser
// or in Node, and returns jax.random calls on it as typed arrays. No imports: the module is
// freestanding (make web builds it).
export async function loadJaxcore(bytes) {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    const x = instance.exports;
    const call = (kind, seed, n, Type) => {
        const r = x.sample(kind, seed, n);
        if (r !== 0) throw new Error(`jaxcore error ${r}`);
        return new Type(x.memory.buffer, x.out(), n).slice();
    };
    return {
        path: x.path() === 6 ? 'simd128' : 'scalar', // jaxcore_prng_path_auto()
        bits: (seed, n) => call(0, seed, n, Uint32Array), // jax.random.bits(key(seed), (n,))
        uniform: (seed, n) => call(1, seed, n, Float32Array), // uniform(key(seed), (n,))
        normal: (seed, n) => call(2, seed, n, Float32Array), // normal(key(seed), (n,))
    };
}
