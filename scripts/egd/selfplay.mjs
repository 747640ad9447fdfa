// Writes a PGN corpus for the EGD differential test: Debian's stockfish plays itself from
// openings of a few seeded random moves, on a small node budget so that games end in mates,
// with promotions, both castlings and en passant along the way. chess.js keeps the score.
// With MODE "random" no engine plays: seeded random moves that take a mate, an en passant
// capture, a castling or a promotion whenever one is there (the special moves engines avoid).
//   node selfplay.mjs CHESSJS_DIR GAMES SEED [engine|random] > corpus.pgn
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const [dir, games = '40', seedText = '1', mode = 'engine'] = process.argv.slice(2);
const { Chess } = createRequire(path.join(path.resolve(dir), 'x.js'))('chess.js');

let seed = Number(seedText) >>> 0;
const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);

const special = (moves) =>
  moves.find((m) => m.san.endsWith('#')) ?? moves.find((m) => m.flags.includes('e')) ??
  moves.find((m) => /[kqp]/.test(m.flags) && random() < 0.7);

const engine = mode === 'random' ? null : spawn('/usr/games/stockfish', [], { stdio: ['pipe', 'pipe', 'ignore'] });
let buffer = '';
const waiters = [];
engine?.stdout.on('data', (d) => {
  buffer += d;
  let nl;
  while ((nl = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, nl).trim();
    buffer = buffer.slice(nl + 1);
    for (const w of [...waiters]) if (line.startsWith(w.prefix)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(line); }
  }
});
const ask = (cmd, prefix) => new Promise((resolve) => { waiters.push({ prefix, resolve }); engine.stdin.write(cmd + '\n'); });

if (engine) {
  await ask('uci', 'uciok');
  engine.stdin.write('setoption name Threads value 1\nsetoption name Hash value 16\n');
  await ask('isready', 'readyok');
}
for (let g = 1; g <= Number(games); ++g) {
  const chess = new Chess();
  const opening = 2 + Math.floor(random() * 8);
  const uci = [];
  while (!chess.isGameOver() && chess.history().length < 400) {
    let move;
    if (!engine || chess.history().length < opening) {
      const moves = chess.moves({ verbose: true });
      move = (!engine && special(moves)) || moves[Math.floor(random() * moves.length)];
      move = { from: move.from, to: move.to, promotion: move.promotion };
    } else {
      const nodes = 200 + Math.floor(random() * 2000);
      const best = await ask(`position startpos moves ${uci.join(' ')}\ngo nodes ${nodes}`, 'bestmove');
      const t = best.split(' ')[1];
      move = { from: t.slice(0, 2), to: t.slice(2, 4), promotion: t[4] };
    }
    const played = chess.move(move);
    uci.push(played.lan);
  }
  const result = chess.isCheckmate() ? (chess.turn() === 'w' ? '0-1' : '1-0') : chess.isDraw() ? '1/2-1/2' : '*';
  chess.header('Event', 'uici self-play', 'Site', engine ? 'stockfish' : 'random', 'Round', String(g), 'White', engine ? 'Stockfish' : 'random', 'Black', engine ? 'Stockfish' : 'random', 'Result', result);
  process.stdout.write(chess.pgn() + '\n\n');
}
engine?.stdin.write('quit\n');
