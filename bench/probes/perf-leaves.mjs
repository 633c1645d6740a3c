#!/usr/bin/env node
// Where a Node process's CPU goes by kind, from Linux perf's samples rather than V8's own profiler (on
// a feed page V8's --cpu-prof put a third of social's busy samples on `writev`, perf puts the whole kernel at 12-14 %).
// Reads `perf script -F tid,ip,sym,dso` on stdin and prints the share of samples by thread (the process's main thread
// vs V8's and libuv's helpers) and by what the sampled instruction was running: the kernel, optimised JavaScript,
// V8 builtins (property-access inline caches apart), JSON, the garbage collector, the compilers, V8's runtime, libc,
// Node's C++. Usage, against a process started with --perf-basic-prof-only-functions (so JIT frames have names):
//   perf record -F 1999 -g -p <pid> -o /tmp/perf.data -- sleep 10   # while a load runs
//   perf script -i /tmp/perf.data -F tid,ip,sym,dso | node bench/probes/perf-leaves.mjs <pid> [--symbols=30]
import readline from 'node:readline';

const [mainTid] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const symbolsShown = Number(process.argv.find((a) => a.startsWith('--symbols='))?.slice(10) ?? 0);
if (!mainTid) {
  console.error(
    'usage: perf script -F tid,ip,sym,dso | node bench/probes/perf-leaves.mjs <pid> [--symbols=N]',
  );
  process.exit(2);
}

const KINDS = [
  ['kernel', (s) => s.includes('[kernel.kallsyms]')],
  ['javascript (optimised)', (s) => /JS:\*|\[JIT\]|perf-\d+\.map|\[unknown\]/.test(s)],
  ['json', (s) => /Json(Stringif|Pars)|Builtins_Json/.test(s)],
  ['inline caches', (s) => /Builtins_\w*(LoadIC|StoreIC|Megamorphic)/.test(s)],
  ['javascript (interpreted, baseline)', (s) => /JS:[~^]/.test(s)],
  ['builtins', (s) => s.includes('Builtins_')],
  [
    'garbage collector',
    (s) => /Scaveng|Marking|Sweep|Heap::|Evacuat|Compactor|Remembered|SlotSet|GCTracer/.test(s),
  ],
  ['compilers', (s) => /compiler::|Compile|Parser|Bytecode|maglev|baseline::/.test(s)],
  ['v8 runtime', (s) => s.includes('v8::')],
  ['libc', (s) => s.includes('libc.so')],
  ['node c++ and libuv', (s) => /node::|uv_|llhttp/.test(s)],
];

const counts = new Map();
const symbols = new Map();
let total = 0;
let thread = null;
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (/^\s*\d+\s*$/.test(line)) {
    thread = line.trim() === mainTid ? 'main' : 'helpers';
    continue;
  }
  if (thread === null || !line.trim()) continue;
  // The first frame under a sample's header is where the sample landed.
  const frame = line.trim().replace(/^[0-9a-f]+ /, '');
  const kind = KINDS.find(([, matches]) => matches(frame))?.[0] ?? 'other';
  const key = `${thread}: ${kind}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  symbols.set(frame, (symbols.get(frame) ?? 0) + 1);
  total += 1;
  thread = null;
}
const share = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
console.log(`${total} samples`);
for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${share(n)}  ${key}`);
if (symbolsShown > 0) {
  console.log('--- where samples landed');
  for (const [frame, n] of [...symbols].sort((a, b) => b[1] - a[1]).slice(0, symbolsShown))
    console.log(`${share(n)}  ${frame}`);
}
