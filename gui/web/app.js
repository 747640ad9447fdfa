// The board page: the game, its controls and the analysis panel, on the messages of
// PROTOCOL.md section 12. The server referees everything; the page only shows and asks.
import { Board, parseSquare, glyphId } from './board.js';
import { Connection } from './net.js';

const $ = (id) => document.getElementById(id);
const conn = new Connection();
window.uiciConn = conn; // for the browser tests and the page bench
let board = null;
let hello = null;
let live = null;        // the game's latest state
let shown = null;       // the state on the board (live, or a ply stepped to)
let clock = null;       // {w, b, running, at}
let lines = new Map();  // multipv -> info, for the analysed generation

const colourOf = (code) => (code === 'ob' || code === 'vo' ? null : code === code.toUpperCase() ? 'w' : 'b');
const isHuman = (side) => live && live.players[side] === 'human';
const viewing = () => shown && live && shown.ply !== live.plies;

function showError(e) {
  const detail = Object.entries(e.error).filter(([k]) => k !== 'code').map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  $('error').textContent = `${e.error.code} ${detail.join(' ')}`;
}

function fmtClock(ms) {
  const t = Math.max(0, ms), s = Math.floor(t / 1000);
  const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = s % 60;
  const tenths = t < 20000 ? '.' + Math.floor(t / 100) % 10 : '';
  return `${h ? h + ':' : ''}${String(m).padStart(h ? 2 : 1, '0')}:${String(sec).padStart(2, '0')}${tenths}`;
}

// Written only where something changed: a text written again, even the same, is a change of the
// page that asks Chromium for a frame, ten a second with no clock at all.
function setText(el, text) { if (el.textContent !== text) el.textContent = text; }

function tickClocks() {
  for (const side of ['w', 'b']) {
    const el = $('clock-' + side);
    if (!clock) { setText(el, '-'); el.classList.remove('running'); if (el.dataset.ms !== '') el.dataset.ms = ''; continue; }
    const ms = clock[side] - (clock.running === side ? performance.now() - clock.at : 0);
    setText(el, fmtClock(ms));
    const rounded = String(Math.max(0, Math.round(ms)));
    if (el.dataset.ms !== rounded) el.dataset.ms = rounded;
    el.classList.toggle('running', clock.running === side);
  }
}
setInterval(tickClocks, 100);

function statusText(s) {
  const players = (side) => (s.players[side] === 'human' ? 'human' : hello.engines[s.players[side]].name);
  if (s.outcome !== 'ongoing') return `${s.result} ${s.outcome.replace('_', ' ')} by ${s.reason.replaceAll('_', ' ')}`;
  return `${s.turn === 'w' ? 'White' : 'Black'} to move (${players(s.turn)})`;
}

// The move list, changed only where it differs: the items of the moves it already shows are
// kept (a game of thousands of moves was rebuilt whole at every move).
function showMoves(moves, ply) {
  const list = $('movelist'), items = list.children;
  let same = 0;
  while (same < items.length && same < moves.length && items[same].textContent === moves[same]) same++;
  while (items.length > same) list.lastChild.remove();
  const added = document.createDocumentFragment();
  for (let i = same; i < moves.length; i++) {
    const li = document.createElement('li');
    li.textContent = moves[i];
    li.dataset.ply = String(i + 1);
    li.onclick = () => stepTo(i + 1);
    added.append(li);
  }
  list.append(added);
  for (let i = 0; i < items.length; i++) items[i].classList.toggle('current', i + 1 === ply);
}

function showState(s) {
  shown = s;
  board.selection = null;
  board.setPosition(s);
  $('status').textContent = statusText(live);
  $('status').dataset.outcome = live.outcome;
  $('status').dataset.reason = live.reason;
  showMoves(live.moves, s.ply);
  $('view-ply').textContent = viewing() ? `ply ${s.ply} of ${live.plies}` : '';
}

let fitNext = false; // a new game was asked for: its first state is fitted to the view
let wantPly = null; // the ply last stepped to, until its state comes
function stepTo(ply) {
  if (!live) return;
  wantPly = Math.max(0, Math.min(live.plies, ply));
  conn.send({ type: 'state', ply: wantPly });
}

conn.on('hello', (h) => {
  hello = h;
  $('variant').replaceChildren(...h.variants.map((v) => new Option(v, v, v === 'Classical', v === 'Classical')));
  for (const id of ['white', 'black']) {
    $(id).replaceChildren(new Option('human', 'human'), ...h.engines.map((e) => new Option(e.name, String(e.index))));
  }
  // An sprt-json engine answers one move a request and streams no analysis: not offered there.
  $('an-engine').replaceChildren(...h.engines.filter((e) => e.proto !== 'sprt-json').map((e) => new Option(e.name, String(e.index))));
});

// A person's move against an engine: its state is held back, not drawn, until the engine's reply
// comes, for at most HOLD_MS, and the two are painted in one frame. Drawn at once, the move
// asked Chromium for a frame that began before the reply was in (a millisecond or two later),
// and the reply waited a whole frame period for the next (docs/GUI.md, "Speed").
const HOLD_MS = 12;
let held = null;         // {timer, show, thinking}: its timer, what shows it, its engine's last info text

function holdsFor(before, s) {
  return before && shown === before && s.plies === before.plies + 1 && s.outcome === 'ongoing' &&
    before.players[before.turn] === 'human' && s.players[s.turn] !== 'human';
}

// Ends a hold: the held state is shown now (`flush`), or never, when a newer one replaces it.
function release(flush) {
  if (!held) return;
  const h = held;
  held = null;
  clearTimeout(h.timer);
  if (flush) {
    h.show();
    if (h.thinking !== null) $('thinking').textContent = h.thinking;
  }
}

conn.on('state', (s) => {
  const stepped = wantPly !== null && s.ply === wantPly;
  if (stepped) wantPly = null;
  // Replaced only by a later position; a ply stepped to, or the held one again, shows it first.
  release(s.ply !== s.plies || (live && live.generation === s.generation));
  if (s.ply !== s.plies) return showState(s); // a ply stepped to
  const newPosition = !live || live.generation !== s.generation;
  const before = live;
  live = s;
  const show = () => {
    document.body.dataset.generation = String(s.generation);
    if (newPosition) { lines = new Map(); board.arrows = []; renderAnalysis(); $('thinking').textContent = ''; $('error').textContent = ''; }
    clock = s.clock ? { w: s.clock.w, b: s.clock.b, running: s.clock.running, at: performance.now() } : null;
    tickClocks();
    if (stepped || newPosition || !viewing()) showState(s);
  };
  if (!stepped && holdsFor(before, s)) {
    held = { show, thinking: null, timer: setTimeout(() => release(true), HOLD_MS) };
    return;
  }
  show();
});

conn.on('targets', (t) => {
  const [x, y] = parseSquare(t.square);
  board.selection = {
    x, y,
    moves: t.moves.map((m) => { const [tx, ty] = parseSquare(m.to); return { x: tx, y: ty, promotions: m.promotions }; }),
    rays: t.rays.map((r) => {
      const [fx, fy] = parseSquare(r.from), [dx, dy] = parseSquare(r.step);
      return { fx, fy, dx, dy, first: Number(r.first), last: r.last === null ? null : Number(r.last), token: r.token };
    }),
  };
  board.redraw();
});

// A move refused: the board still shows the selection the move cleared (a click draws nothing
// itself, board.js).
conn.on('error', (e) => { showError(e); board?.redraw(); });
conn.on('export', (e) => { $('export-text').value = e.icn; });
conn.on('close', (e) => {
  $('status').textContent = 'disconnected: restart uici gui and reload';
  $('error').textContent = `connection closed (WebSocket code ${e.code}${e.reason ? ': ' + e.reason : ''})`;
});

// Analysis: info lines of the analysed position, their first moves as arrows, the eval bar.
conn.on('info', (info) => {
  if (!live || info.generation !== live.generation) return;
  if (info.source === 'play') {
    const text = `${hello.engines[info.engine].name}: depth ${info.depth ?? '-'} ${scoreText(info.score)} ${(info.pv || []).slice(0, 6).join(' ')}`;
    if (held) held.thinking = text; else $('thinking').textContent = text;
    return;
  }
  lines.set(info.multipv || 1, info);
  renderAnalysis();
});

function scoreText(sc) {
  if (!sc) return '';
  return sc.mate !== undefined ? `#${sc.mate}` : (sc.cp >= 0 ? '+' : '') + (sc.cp / 100).toFixed(2);
}

function renderAnalysis() {
  const rows = [...lines.entries()].sort((a, b) => a[0] - b[0]);
  $('an-lines').replaceChildren(...rows.map(([k, info]) => {
    const tr = document.createElement('tr');
    tr.className = 'an-line';
    tr.dataset.multipv = String(k);
    for (const text of [String(k), scoreText(info.score), `d${info.depth ?? '-'}`, (info.pv || []).slice(0, 8).join(' ')]) {
      const td = document.createElement('td'); td.textContent = text; tr.append(td);
    }
    return tr;
  }));
  board.arrows = [];
  for (const [k, info] of rows) {
    const m = /^(-?\d+,-?\d+)>(-?\d+,-?\d+)/.exec((info.pv || [])[0] || '');
    if (m) board.arrows.push({ from: parseSquare(m[1]), to: parseSquare(m[2]), best: k === 1 });
  }
  board.redraw();
  const best = lines.get(1);
  let white = 0;
  if (best && best.score && live) {
    const v = best.score.mate !== undefined ? Math.sign(best.score.mate) * 10000 : best.score.cp;
    white = live.turn === 'w' ? v : -v;
  }
  // White's share from the bottom; a won position still leaves the loser a sliver, so that the
  // bar never reads as an empty box; the score in White's view is written under it.
  const share = best && best.score ? Math.min(97, Math.max(3, 50 + 50 * Math.tanh(white / 600))) : 50;
  $('eval-fill').style.height = `${share}%`;
  $('eval-bar').dataset.cp = String(white);
  const sc = best && best.score ? (best.score.mate !== undefined ? { mate: live.turn === 'w' ? best.score.mate : -best.score.mate } : { cp: white }) : null;
  $('eval-text').textContent = sc ? scoreText(sc) : '';
}

// Moves: click a piece, then a target (any square of a ray); or drag; or type.
function tryMove(from, to, promotions) {
  const token = `${from[0]},${from[1]}>${to[0]},${to[1]}`;
  if (promotions && promotions.length) return choosePromotion(token, promotions);
  board.selection = null;
  conn.send({ type: 'move', move: token });
}

function choosePromotion(token, promotions) {
  const promo = $('promo');
  promo.replaceChildren(...promotions.map((code) => {
    const b = document.createElement('button');
    b.dataset.code = code;
    b.title = code;
    b.innerHTML = `<svg viewBox="0 0 100 100"><use href="#${glyphId(code)}"/></svg>`;
    b.onclick = () => { promo.hidden = true; board.selection = null; conn.send({ type: 'move', move: `${token}=${code}` }); };
    return b;
  }));
  promo.hidden = false;
}

function ownPiece(x, y) {
  const p = board.pieceAt(x, y);
  return p && live && !viewing() && live.outcome === 'ongoing' && colourOf(p.code) === live.turn && isHuman(live.turn);
}

// A click on a square. `how.picked`: its press already asked for this piece's targets (their
// reply may be here already or still on its way), so the click has nothing more to do.
function onSquare(x, y, how = {}) {
  if (!$('promo').hidden) $('promo').hidden = true;
  if (how.picked) return;
  const sel = board.selection;
  if (ownPiece(x, y) && !(sel && sel.x === x && sel.y === y)) {
    conn.send({ type: 'targets', square: `${x},${y}` });
    return;
  }
  if (sel) {
    if (sel.x === x && sel.y === y) { board.selection = null; board.redraw(); return; }
    const t = board.targetAt(x, y);
    // A square that is no target goes to the server too: its refusal says why.
    tryMove([sel.x, sel.y], [x, y], t ? t.promotions : []);
  }
}

function typedMove() {
  const text = $('type-move').value.trim();
  const sq = parseSquare(text);
  if (sq && board.selection) {
    const t = board.targetAt(sq[0], sq[1]);
    tryMove([board.selection.x, board.selection.y], sq, t ? t.promotions : []);
  } else {
    conn.send({ type: 'move', move: text });
  }
}

function newGame() {
  const msg = { type: 'new_game' };
  const text = $('paste').value.trim();
  if (text) msg[text.startsWith('{') ? 'json' : 'icn'] = text; else msg.variant = $('variant').value;
  for (const side of ['white', 'black']) { const v = $(side).value; msg[side] = v === 'human' ? 'human' : Number(v); }
  const base = Number($('tc-base').value), inc = Number($('tc-inc').value);
  if (base > 0) msg.tc = { base_ms: Math.round(base * 60000), inc_ms: Math.round(inc * 1000) };
  msg.limit = { [$('limit-kind').value]: Math.max(1, Math.round(Number($('limit-value').value))) };
  $('error').textContent = '';
  fitNext = true;
  conn.send(msg);
}

function takeback() {
  if (!live || !live.plies) return;
  // Against an engine, back to the human's last turn.
  const lastMover = live.turn === 'w' ? 'b' : 'w';
  const plies = !isHuman(lastMover) && isHuman(live.turn) && live.plies >= 2 ? 2 : 1;
  conn.send({ type: 'undo', plies });
}

function resign() {
  if (!live) return;
  const humans = ['w', 'b'].filter(isHuman);
  conn.send({ type: 'resign', color: humans.length === 1 ? humans[0] : live.turn });
}

function download() {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([$('export-text').value], { type: 'text/plain' }));
  a.download = 'game.icn';
  a.click();
}

async function start() {
  const sheet = await fetch('glyphs.svg').then((r) => r.text());
  $('glyphs').innerHTML = sheet;
  const marks = JSON.parse($('glyphs').querySelector('#marks').textContent);
  board = new Board($('board-host'), marks);
  window.uiciBoard = board; // for the browser tests and the console
  board.on('canDrag', ownPiece);
  board.on('pick', (x, y) => conn.send({ type: 'targets', square: `${x},${y}` }));
  board.on('click', onSquare);
  board.on('drop', (from, to) => {
    const t = board.targetAt(to[0], to[1]);
    tryMove(from, to, t ? t.promotions : []);
  });
  board.on('view', (w) => { $('window').textContent = `view ${w.x0},${w.y0} .. ${w.x1},${w.y1}`; });
  // Keys as other board GUIs have them: the arrows step through the game, Home and End go to its
  // ends, Escape drops the selection and the promotion choice. Not while a field has the keys.
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target.closest?.('input, textarea, select')) return;
    const ply = shown ? shown.ply : 0;
    const to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: live ? live.plies : 0 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      stepTo(to);
    } else if (e.key === 'Escape') {
      $('promo').hidden = true;
      if (board.selection) { board.selection = null; board.redraw(); }
    }
  });
  $('new-game').onclick = newGame;
  $('takeback').onclick = takeback;
  $('resign').onclick = resign;
  $('first').onclick = () => stepTo(0);
  $('prev').onclick = () => stepTo((shown ? shown.ply : 0) - 1);
  $('next').onclick = () => stepTo((shown ? shown.ply : 0) + 1);
  $('last').onclick = () => stepTo(live ? live.plies : 0);
  $('export').onclick = () => conn.send({ type: 'export' });
  $('copy').onclick = async () => {
    try { await navigator.clipboard.writeText($('export-text').value); } catch { $('export-text').select(); document.execCommand('copy'); }
  };
  $('download').onclick = download;
  $('fit').onclick = () => board.fit();
  $('flip').onclick = () => board.setFlipped(!board.flipped);
  $('goto-btn').onclick = () => { const sq = parseSquare($('goto').value); if (sq) board.goTo(sq[0], sq[1]); };
  $('type-move-btn').onclick = typedMove;
  $('an-start').onclick = () => conn.send({ type: 'analyse', engine: Number($('an-engine').value), multipv: Number($('an-multipv').value) });
  $('an-stop').onclick = () => { conn.send({ type: 'stop' }); };
  conn.send({ type: 'hello' });
  // The first position, and each new game the page asked for, is shown whole.
  let first = true;
  // A new game is fitted to the view, and a person playing Black against an engine sees it from
  // Black's side (the Flip button turns it either way).
  conn.on('state', (s) => {
    if (!first && !fitNext) return;
    first = fitNext = false;
    board.setFlipped(s.players.b === 'human' && s.players.w !== 'human');
    board.fit();
  });
  conn.on('error', (e) => { if (e.re === 'new_game') fitNext = false; });
}
start();
