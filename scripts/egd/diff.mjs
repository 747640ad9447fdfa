// Differential test of `uici convert --from pgn --to egd-jsonl` against chess.js: every ply's
// positions, from/to, moved, captured and promotion piece, move type, check, mate and stalemate.
//   node diff.mjs CHESSJS_DIR UICI_BINARY FILE.pgn...      (exit 1 on any difference)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [dir, uici, ...files] = process.argv.slice(2);
const { Chess } = createRequire(path.join(path.resolve(dir), 'x.js'))('chess.js');

// chess.js writes the en passant square only when a capture is possible; EGD after every
// double step. Positions are compared without it, and EGD's square is checked on its own.
const noEp = (fen) => { const f = fen.split(' '); f[3] = '-'; return f.join(' '); };
const letter = (code) => (code === undefined ? undefined : code[0].toLowerCase());
const kind = (m) =>
  m.flags.includes('k') ? 'short_castle' : m.flags.includes('q') ? 'long_castle' : m.flags.includes('e') ? 'ep_capture'
  : m.flags.includes('p') ? (m.flags.includes('c') ? 'promotion_capture' : 'promotion') : m.flags.includes('c') ? 'capture' : 'move';

let games = 0, plies = 0, failures = 0;
const counts = { short_castle: 0, long_castle: 0, ep_capture: 0, promotion: 0, promotion_capture: 0, checkmate: 0, stalemate: 0 };
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const pgns = text.split(/\n\s*\n(?=\[)/).filter((s) => s.trim());
  const lines = execFileSync(uici, ['convert', '--from', 'pgn', '--to', 'egd-jsonl', file], { maxBuffer: 1 << 30 })
    .toString().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  pgns.forEach((pgn, g) => {
    const chess = new Chess();
    chess.loadPgn(pgn);
    const history = chess.history({ verbose: true });
    const ours = lines.filter((l) => l.game === g + 1);
    ++games;
    const fail = (ply, what, a, b) => {
      if (++failures <= 20) console.log(`DIFF ${file} game=${g + 1} ply=${ply} ${what}: uici=${JSON.stringify(a)} chess.js=${JSON.stringify(b)}`);
    };
    if (ours.length !== history.length) return fail(0, 'plies', ours.length, history.length);
    history.forEach((m, i) => {
      const e = ours[i], mv = e.move;
      ++plies;
      const after = new Chess(m.after);
      const want = {
        start: noEp(m.before), end: noEp(m.after), from: m.from, to: m.to, piece: m.piece, captured: m.captured,
        promotion: m.promotion, type: kind(m), check: after.inCheck(), mate: after.isCheckmate(), stalemate: after.isStalemate(),
        ep: m.flags.includes('b') ? m.from[0] + (m.color === 'w' ? '3' : '6') : '-',
      };
      const got = {
        start: noEp(e.start_position.fen), end: noEp(e.end_position.fen), from: mv.from_square, to: mv.to_square,
        piece: letter(mv.piece), captured: letter(mv.captured_piece), promotion: letter(mv.promotion), type: mv.move_type,
        check: !!e.end_position.features.check, mate: !!e.end_position.features.checkmate,
        stalemate: !!e.end_position.features.stalemate, ep: e.end_position.fen.split(' ')[3],
      };
      for (const k of Object.keys(want)) if (want[k] !== got[k]) fail(i + 1, k, got[k], want[k]);
      if (counts[got.type] !== undefined) ++counts[got.type];
      if (got.mate) ++counts.checkmate;
      if (got.stalemate) ++counts.stalemate;
    });
  });
}
console.log(`egd differential: ${games} games, ${plies} plies, ${failures} differences; seen: ${JSON.stringify(counts)}`);
process.exit(failures || !plies ? 1 : 0);
