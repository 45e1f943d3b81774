// Runs a wasm32-wasi program under Node's WASI (node tests/wasi.mjs PROGRAM.wasm ARGS...),
// with the current directory preopened so that the tests read tests/vectors/. The exit
// status is the program's. Used by tests/run.sh and tests/matrix.sh. Link programs that need
// much memory with -Wl,--initial-memory=...: Node 20's WASI keeps using a module's old memory
// after memory.grow moves it (a crash or lost output; nodejs/node#51303).
import { readFile } from 'node:fs/promises';
import { argv, env, exit } from 'node:process';
import { WASI } from 'node:wasi';

const wasi = new WASI({ version: 'preview1', args: argv.slice(2), env, preopens: { '.': '.' }, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
