// The WebAssembly build's speed beside the native build's, in Node (docs/WASM.md): perft of
// the benchmark's positions (bench/positions.hpp: tests/data/perft.json anchors) and a batch of
// `legal` requests, each through the line protocol of both builds (the native binary on pipes,
// the module in a worker), node counts checked; then the .wasm's size, raw and gzipped. Prints
// a Markdown table; with --record (scripts/wasm.sh bench) also into docs/PERFORMANCE.md, with
// UICI_BENCH_NOTE (what else ran on the machine, say) as a note line.
// Usage: node tests/wasm/bench.mjs PACKAGE_DIR NATIVE_UICI [--record]
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const [packageDir, native, ...flags] = process.argv.slice(2);
const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const { createLineEngine } = await import(pathToFileURL(path.join(packageDir, 'index.js')).href);
const anchors = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'data', 'perft.json'), 'utf8')).anchors;
const anchor = (id) => anchors.find((a) => a.id === id);
// Best of five: the machine is shared, and the least disturbed run says most about the code.
const RUNS = 5;
const PERFT = [['classical_border10', 3], ['fairy_leapers_infinite', 3], ['chess_startpos_8x8', 5], ['kiwipete_8x8', 3]];

// A line client of either build: ask(lines, until) sends the lines and resolves with the
// reply lines once `until` matches one.
function client(write, subscribe) {
  let pending = null;
  const got = [];
  subscribe((line) => {
    if (!pending) return;
    got.push(line);
    if (pending.until(line, got)) { const p = pending; pending = null; p.resolve(got.splice(0)); }
  });
  return (text, until) => new Promise((resolve) => { pending = { until, resolve }; write(text); });
}

async function wasmClient() {
  const e = await createLineEngine();
  return { ask: client((t) => e.write(t), (h) => e.onLine(h)), close: () => e.terminate() };
}

function nativeClient() {
  const p = spawn(native, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  let partial = '';
  const handlers = [];
  p.stdout.on('data', (d) => {
    partial += d.toString();
    const lines = partial.split('\n');
    partial = lines.pop();
    for (const l of lines) handlers.forEach((h) => h(l));
  });
  return { ask: client((t) => p.stdin.write(t), (h) => handlers.push(h)), close: () => p.kill() };
}

// The best of `runs` timings of one request on each client. The clients take turns, run by run,
// so that both meet the same load on this shared machine (the first run also warms up).
async function best(clients, text, until, runs) {
  const out = clients.map(() => ({ ms: Infinity, reply: null }));
  for (let i = 0; i < runs; ++i) {
    for (const [k, c] of clients.entries()) {
      const t0 = performance.now();
      out[k].reply = await c.ask(text, until);
      out[k].ms = Math.min(out[k].ms, performance.now() - t0);
    }
  }
  return out;
}

// Rows of [wasm ms, native ms] per workload.
async function measure(clients) {
  const rows = [];
  const position = (icn) => Promise.all(clients.map((c) => c.ask(`position icn ${icn}\nisready\n`, (l) => l === 'readyok')));
  for (const [id, depth] of PERFT) {
    const a = anchor(id);
    await position(a.position);
    const got = await best(clients, `perft ${depth}\n`, (l) => l.startsWith('Nodes searched'), RUNS);
    for (const { reply } of got) {
      const nodes = Number(reply[reply.length - 1].split(': ')[1]);
      if (nodes !== a.depths[depth]) throw new Error(`${id} d${depth}: ${nodes} nodes, want ${a.depths[depth]}`);
    }
    rows.push({ name: `perft ${id} d${depth} (${a.depths[depth].toLocaleString('en')} nodes)`, ms: got.map((g) => g.ms) });
  }
  // legal: the position's moves (slides at their first squares) and as many near misses, 20,000
  // requests (4,000 took 2-8 ms, a time the machine's other work decided more than the code).
  for (const id of ['classical_border10', 'kiwipete_8x8']) {
    const a = anchor(id);
    await position(a.position);
    const [list] = await clients[0].ask('moves\n', (l) => l.startsWith('moves'));
    const moves = list.split(' ').slice(2).map((m) => m.replace(/\.\.$/, ''));
    const batch = [];
    for (let i = 0; batch.length < 20000; ++i) {
      const m = moves[i % moves.length];
      batch.push(i % 2 ? m.replace(/,(-?\d+)$/, (_, y) => `,${Number(y) + 3}`) : m);
    }
    const text = batch.map((m) => `legal ${m}\n`).join('');
    const got = await best(clients, text, (l, all) => all.length === batch.length, RUNS);
    rows.push({ name: `legal x ${batch.length.toLocaleString('en')} on ${id} (half near misses)`, ms: got.map((g) => g.ms) });
  }
  return rows;
}

const wasm = await wasmClient();
const nat = nativeClient();
const rows = await measure([wasm, nat]);
wasm.close();
nat.close();

const bytes = fs.readFileSync(path.join(packageDir, 'uici.wasm'));
const gz = zlib.gzipSync(bytes, { level: 9 }).length;
const fmt = (ms) => ms.toFixed(ms < 100 ? 1 : 0);
const lines = ['| workload (line protocol, best of 5, the builds in turn) | native ms | wasm ms | wasm / native |', '|---|---:|---:|---:|'];
let worst = 0;
for (const { name, ms: [w, n] } of rows) {
  const ratio = w / n;
  worst = Math.max(worst, ratio);
  lines.push(`| ${name} | ${fmt(n)} | ${fmt(w)} | ${ratio.toFixed(2)}x |`);
}
lines.push(`| uici.wasm size | | ${bytes.length.toLocaleString('en')} B (${gz.toLocaleString('en')} B gzip -9) | |`);
const table = lines.join('\n');
console.log(table);
console.log(`worst ratio ${worst.toFixed(2)}x (goal: within 3x)`);
if (flags.includes('--record')) {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const cpu = (os.cpus()[0] || {}).model || 'unknown';
  let commit = 'unknown';
  try { commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(); } catch { /* not a checkout */ }
  const emcc = execFileSync('emcc', ['--version']).toString().split('\n')[0];
  const body = [`* machine: ${cpu}, ${os.cpus().length} logical cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory`,
    `* build: ${emcc}, -O3 -fwasm-exceptions (the wasm preset); Node ${process.version}; commit ${commit}; native: ${native}`,
    `* date: ${when}; load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    ...(process.env.UICI_BENCH_NOTE ? [`* note: ${process.env.UICI_BENCH_NOTE}`] : []), '', table].join('\n');
  execFileSync('python3', [path.join(root, 'scripts', 'bench_record.py'), path.join(root, 'docs', 'PERFORMANCE.md'),
    `${when}: scripts/wasm.sh bench`], { input: body });  // to the minute: each run its own record
  console.log('recorded in docs/PERFORMANCE.md');
}
process.exit(0);
