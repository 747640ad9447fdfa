// node replay_5d.cjs MODULE FILE RUNS DETECTION: imports one 5dpgn game into 5d-chess-js (MODULE: its
// installed folder) RUNS times and prints "js <median CPU ms> <hash>". DETECTION "on" is the library's
// default import (every move validated, mate and stalemate looked for at each submit, 5 s limit);
// "off" sets skipDetection (moves applied without validation). Result tokens at the end of the
// movetext are dropped: the library's import does not read them.
const fs = require('fs');
const [, , moduleDir, file, runsText, detection] = process.argv;
const Chess = require(moduleDir);
const text = fs.readFileSync(file, 'utf8').replace(/\s(1-0|0-1|1\/2-1\/2|\*)\s*$/, '\n');
const runs = Math.max(1, parseInt(runsText, 10));
const ms = [];
let hash = '';
for (let i = 0; i <= runs; i++) {
  const chess = new Chess();
  chess.checkmateTimeout = 5000;
  chess.skipDetection = detection === 'off';
  const t0 = process.cpuUsage();
  chess.import(text);
  hash = chess.hash;
  const t = process.cpuUsage(t0);
  if (i > 0) ms.push((t.user + t.system) / 1e3);  // CPU time; run 0 warms up
}
ms.sort((a, b) => a - b);
console.log(`js ${ms[Math.floor(ms.length / 2)].toFixed(4)} ${hash}`);
