// Plays whole games through the WebAssembly build's site face (wasm/package/site_worker.js)
// exactly as infinitechess.org drives an engine worker, with uici's referee (the same module's
// line face) checking every move. The message shapes come from the site's source:
//   src/client/scripts/esm/game/misc/enginegame.ts   initEngineGame ('readyok'), onMovePlayed
//     (the move request), requestMovesForCurrentPosition (requestGeneratedMoves),
//     handleEngineMessage / makeEngineMove ({type: 'move', data}, null resigns)
//   src/client/scripts/esm/game/chess/gamecompressor.ts   compressGamefile: the `lf` object
//   src/shared/chess/logic/icn/icnconverter.ts   LongFormatIn, MovePreprint
//   src/shared/chess/util/typeutil.ts   piece numbers (raw type + 22 x player), players
//   src/shared/chess/util/gamerules.ts, src/shared/util/math/bounds.ts   gameRules, worldBorder
// Usage: node tests/wasm/site_games.mjs PACKAGE_DIR
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const packageDir = process.argv[2];
const pkg = pathToFileURL(path.join(packageDir, 'index.js')).href;
const { createLineEngine } = await import(pkg);
const { startWorker } = await import(pathToFileURL(path.join(packageDir, 'port.js')).href);

// uici's plural long names in the order of the site's rawTypes (VOID 0 ... PAWN 21).
const SITE_RAW = ['voids', 'obstacles', 'kings', 'giraffes', 'camels', 'zebras', 'knightriders', 'amazons', 'queens',
  'royalQueens', 'hawks', 'chancellors', 'archbishops', 'centaurs', 'royalCentaurs', 'roses', 'knights', 'guards',
  'huygens', 'rooks', 'bishops', 'pawns'];
const PLAYER = { N: 0, W: 1, B: 2 };
const siteNumber = (name) => SITE_RAW.indexOf(name.slice(0, -1)) + 22 * PLAYER[name.slice(-1)];
const coords = (c) => (Array.isArray(c) ? c : c.split(',')).map((v) => BigInt(v));
const key = (c) => coords(c).join(',');

// The referee: a line face of the same module. ask() is for requests with one reply line;
// set() sends a silent request (position, setoption) and resolves with the lines before the
// readyok of an isready sent after it (an error line, or nothing).
async function referee() {
  const engine = await createLineEngine();
  const waiting = [];
  engine.onLine((line) => waiting.shift()(line));
  const ask = (line) => new Promise((resolve) => { waiting.push(resolve); engine.send(line); });
  return {
    ask,
    async set(line) {
      engine.send(line);
      const got = [];
      for (let l = await ask('isready'); l !== 'readyok'; l = await new Promise((r) => waiting.unshift(r))) got.push(l);
      return got;
    },
    close: () => engine.terminate(),
  };
}

// uici's long JSON of the game (the referee's `json`) as the site's LongFormatIn, as
// compressGamefile builds it: a Map position of piece numbers, bigint coordinates, a Set of
// special rights, PlayerGroups keyed by player number, moves as MovePreprint.
function siteLongFormat(doc) {
  const rules = doc.gameRules;
  const group = (o, f) => (o ? { 1: f(o.white), 2: f(o.black) } : undefined);
  const gameRules = {
    turnOrder: doc.turn === 'black' ? [2, 1] : [1, 2],
    winConditions: group(rules.winConditions, (l) => l),
    promotionRanks: rules.promotionRanks ? { 1: [BigInt(rules.promotionRanks[0])], 2: [BigInt(rules.promotionRanks[1])] } : undefined,
    promotionsAllowed: group(rules.promotionsAllowed, (l) => l.map((n) => SITE_RAW.indexOf(n))),
    moveRule: doc.moveRule ? Number(doc.moveRule.split('/')[1]) : undefined,
  };
  if (rules.worldBorder) {
    const [left, right, bottom, top] = rules.worldBorder.map((v) => (v === null ? null : BigInt(v)));
    gameRules.worldBorder = { left, right, bottom, top };
  }
  const position = new Map();
  for (const [sq, name] of Object.entries(doc.startingPosition)) position.set(key(sq), siteNumber(name));
  const moves = doc.moves.map((m) => {
    const token = `${key(m.startCoords)}>${key(m.endCoords)}`;
    const move = {
      type: siteNumber(m.type), startCoords: coords(m.startCoords), endCoords: coords(m.endCoords), token,
      flags: { check: !!m.check, mate: !!m.mate, capture: !!m.captured },
    };
    if (m.promotion) move.promotion = siteNumber(m.promotion);
    return move;
  });
  return {
    metadata: { Event: 'uici wasm test' }, position, gameRules, fullMove: doc.fullMove ?? 1,
    state_global: { specialRights: new Set(Object.keys(doc.specialRights ?? {}).map(key)), moveRuleState: Number((doc.moveRule ?? '0/0').split('/')[0]) },
    moves,
  };
}

// The engine worker, loaded as initEngineGame loads one: resolved at 'readyok'.
async function engineWorker() {
  const w = await startWorker('./site_worker.js');
  const replies = [];
  let ready;
  const loaded = new Promise((r) => (ready = r));
  w.on((data) => (data === 'readyok' ? ready() : replies.shift()(data)));
  await loaded;
  return {
    request: (message) => new Promise((resolve) => { replies.push(resolve); w.post(message); }),
    terminate: () => w.terminate(),
  };
}

let failures = 0;
const fail = (what) => { ++failures; console.log(`FAIL ${what}`); };

// One game: the engine plays `engineColor` (1 white, 2 black), the referee's random mover the
// other side. Returns how it ended.
async function playGame(name, icn, engineColor, config, clocks, maxPlies = 400) {
  const ref = await referee();
  const engine = await engineWorker();
  await ref.set('setoption name Player value random');
  const set = await ref.set(`position icn ${icn}`);
  if (set.length > 0) { fail(`${name}: ${set.join(' ')}`); return 'not set up'; }
  let plies = 0, end = 'ply cap', engineMoves = 0, listed = 0;
  const t0 = Date.now();
  for (; plies < maxPlies; ++plies) {
    const status = await ref.ask('status');
    if (status !== 'status ongoing') { end = status; break; }
    const doc = JSON.parse((await ref.ask('json')).slice(5));
    // `json` gives the start position's turn and the moves since: two players alternate.
    const turn = ((doc.turn === 'black' ? 1 : 0) + doc.moves.length) % 2 === 0 ? 1 : 2;
    if (turn !== engineColor) {
      const best = (await ref.ask('go')).split(' ')[1];
      const ok = await ref.ask(`move ${best}`);
      if (!ok.startsWith('ok')) { fail(`${name}: referee move ${best}: ${ok}`); break; }
      continue;
    }
    const lf = siteLongFormat(doc);
    // requestMovesForCurrentPosition (the debug display), every few engine moves.
    if (engineMoves % 5 === 0) {
      const gen = await engine.request({ stringGamefile: '{}', lf, engineConfig: config, youAreColor: engineColor, requestGeneratedMoves: true });
      if (gen.type !== 'generatedMoves' || !Array.isArray(gen.data) || gen.data.length === 0) fail(`${name}: generatedMoves ${JSON.stringify(gen)}`);
      for (const m of gen.data) {
        const verdict = await ref.ask(`legal ${m}`);
        if (!verdict.startsWith('legal yes') && !verdict.endsWith('promotion_required')) fail(`${name}: generated ${m}: ${verdict}`);
      }
      listed += gen.data.length;
    }
    // onMovePlayed's message.
    const answer = await engine.request({
      stringGamefile: '{}', lf, engineConfig: config, youAreColor: engineColor,
      wtime: clocks?.wtime, btime: clocks?.btime, winc: clocks?.winc, binc: clocks?.binc,
    });
    if (answer.type !== 'move') { fail(`${name}: answer ${JSON.stringify(answer)}`); break; }
    if (answer.data === null) { end = `engine resigned (${answer.error ?? 'no move'})`; break; }
    const verdict = await ref.ask(`legal ${answer.data}`);
    if (!verdict.startsWith('legal yes')) { fail(`${name}: engine move ${answer.data}: ${verdict}`); break; }
    const played = await ref.ask(`move ${answer.data}`);
    if (!played.startsWith('ok')) { fail(`${name}: referee refused ${answer.data}: ${played}`); break; }
    ++engineMoves;
  }
  console.log(`${name}: ${end} after ${plies} plies, ${engineMoves} engine moves, ${listed} generated moves checked, ${Date.now() - t0} ms`);
  ref.close();
  engine.terminate();
  return end;
}

const CHESS = 'w 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|K5,1+|B6,1|N7,1|R8,1+';
const config = { engineTimeLimitPerMoveMillis: 60, strengthLevel: 3, multiPv: 1 };

const a = await playGame('engine white vs random, 8x8 in a border', CHESS, 1, config);
if (!a.includes('1-0')) fail(`engine white did not win: ${a}`);
const b = await playGame('engine black vs random, clocks', CHESS, 2, { engineTimeLimitPerMoveMillis: 60 }, { wtime: 60000, btime: 60000, winc: 0, binc: 0 });
if (!b.includes('0-1')) fail(`engine black did not win: ${b}`);
// The infinite board: the site's Classical with no border, strength level 1 (depth 1).
const c = await playGame('engine white vs random, infinite board, level 1', CHESS.replace(' 1,8,1,8', ''), 1, { engineTimeLimitPerMoveMillis: 40, strengthLevel: 1 }, undefined, 60);
if (c.startsWith('engine resigned')) fail(`infinite board: ${c}`);
// Mate in one for the engine, then an engine already mated: it resigns with null.
// A second to find it even on a loaded machine (the answer must not depend on the load).
const d = await playGame('mate in one', 'w 0/100 1 1,8,1,8 K1,1|k8,8|R2,7|R3,1', 1, { engineTimeLimitPerMoveMillis: 1000 }, undefined, 2);
if (!d.includes('1-0 checkmate')) fail(`mate in one: ${d}`);
// The site asks no move once the game has ended, but a worker asked anyway resigns: data null.
{
  const ref = await referee();
  await ref.set('position icn b 0/100 1 1,8,1,8 K1,1|k8,8|R3,8|R2,7');
  const lf = siteLongFormat(JSON.parse((await ref.ask('json')).slice(5)));
  const engine = await engineWorker();
  const answer = await engine.request({ stringGamefile: '{}', lf, engineConfig: config, youAreColor: 2 });
  console.log(`engine mated: ${JSON.stringify(answer)}`);
  if (answer.type !== 'move' || answer.data !== null) fail(`engine mated: ${JSON.stringify(answer)}`);
  engine.terminate();
  ref.close();
}
console.log(failures === 0 ? 'site games: all passed' : `site games: ${failures} failure(s)`);
process.exit(failures === 0 ? 0 : 1);
