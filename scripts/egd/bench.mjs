// PGN to EGD speed against chess.js's load-and-replay on the same games, in the same run.
//   node bench.mjs CHESSJS_DIR UICI_BINARY REPEAT FILE.pgn...
// The games of the files, repeated REPEAT times, make one PGN. chess.js: loadPgn of each game
// plus its verbose history (which replays every move). uici: `convert --from pgn --to egd` of
// the whole file, through the binary (process start and output included). Median of 5 each,
// as wall time and as CPU time (user + system; the machine may be shared, and CPU time is what
// a busy machine changes least).
import { execFileSync, spawnSync } from 'node:child_process';
import { openSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const [dir, uici, repeat, ...files] = process.argv.slice(2);
const { Chess } = createRequire(path.join(path.resolve(dir), 'x.js'))('chess.js');
const games = [];
for (const f of files) games.push(...readFileSync(f, 'utf8').split(/\n\s*\n(?=\[)/).filter((s) => s.trim()));
const all = Array.from({ length: Number(repeat) }, () => games).flat();
const tmp = path.join(mkdtempSync(path.join(os.tmpdir(), 'egd-bench-')), 'games.pgn');
writeFileSync(tmp, all.map((g) => g.trim() + '\n\n').join(''));
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (f) => { const t = process.hrtime.bigint(); const r = f(); return [Number(process.hrtime.bigint() - t) / 1e9, r]; };

let plies = 0;
const js = [], ours = [], jsCpu = [], oursCpu = [];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
for (let run = 0; run < 6; ++run) {
  const c0 = cpu();
  const [s, n] = time(() => {
    let count = 0;
    for (const pgn of all) {
      const c = new Chess();
      c.loadPgn(pgn);
      count += c.history({ verbose: true }).length;
    }
    return count;
  });
  plies = n;
  const jsCpuRun = cpu() - c0;
  if (run === 0) {  // warm-up, and a check that every game converts
    const out = execFileSync(uici, ['convert', '--from', 'pgn', '--to', 'egd', tmp], { maxBuffer: 2 ** 31 - 1 });
    if (out.toString().split('\n').filter(Boolean).length !== all.length) throw new Error('uici wrote a wrong number of games');
    continue;
  }
  // Timed with the output going to /dev/null, so that node's pipe reading is not counted.
  // /usr/bin/time -f "%U %S" reports the child's CPU time on stderr.
  let childCpu = NaN;
  const [u] = time(() => {
    const r = spawnSync('/usr/bin/time', ['-f', '%U %S', uici, 'convert', '--from', 'pgn', '--to', 'egd', tmp], { stdio: ['ignore', openSync('/dev/null', 'w'), 'pipe'] });
    const [user, sys] = r.stderr.toString().trim().split('\n').pop().split(' ').map(Number);
    childCpu = user + sys;
  });
  jsCpu.push(jsCpuRun);
  oursCpu.push(childCpu);
  js.push(s);
  ours.push(u);
}
const a = median(js), b = median(ours), ac = median(jsCpu), bc = median(oursCpu);
const row = (what, v, unit, note) => console.log(`| ${what.padEnd(58)} | ${v.padStart(10)} | ${unit.padEnd(8)} | ${note} |`);
console.log(`games ${all.length}, plies ${plies}, PGN ${(readFileSync(tmp).length / 1e6).toFixed(2)} MB`);
row('chess.js 1.4.0 loadPgn + verbose history', Math.round(plies / a).toLocaleString('en'), 'plies/s', `${(a * 1000).toFixed(0)} ms`);
row('uici convert --from pgn --to egd (whole file, one process)', Math.round(plies / b).toLocaleString('en'), 'plies/s', `${(b * 1000).toFixed(0)} ms`);
row('speed ratio uici / chess.js, wall time', (a / b).toFixed(1), 'x', `target >= 20x (${a / b >= 20 ? 'met' : 'NOT met'})`);
row('speed ratio uici / chess.js, CPU time', (ac / bc).toFixed(1), 'x', `chess.js ${(ac * 1000).toFixed(0)} ms, uici ${(bc * 1000).toFixed(0)} ms (10 ms resolution)`);
