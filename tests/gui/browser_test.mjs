// The board page of `uici gui` in headless Chromium, driven like a person: clicks, drags, the
// wheel, typed targets. Checks the DOM (pieces are <use data-square>, arrows <line class=arrow>,
// clocks data-ms) and saves screenshots. Run by tests/gui/browser_test.sh.
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const require = createRequire(path.join(process.env.NODE_PATH, 'x.js'));
const puppeteer = require('puppeteer-core');
const [uici, chrome, shots] = process.argv.slice(2);
let failures = 0;
const check = (ok, what) => { console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`); if (!ok) failures++; };

// Engine 1: a fake UCI engine (tests/compliance/fake_engine.py uci: g1f3 at the start).
const fakeUci = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'compliance', 'fake_engine.py');
const server = spawn(uici, ['gui', '-engine', 'cmd=/usr/bin/python3', `args=${fakeUci} uci`, 'proto=uci', 'name=fakeuci',
  '-engine', `cmd=${uici}`, 'args=--dialect sprt-json', 'proto=sprt-json', 'name=sprtjson'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => { out += d; const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32})/.exec(out); if (m) resolve(m[1]); });
  server.on('exit', (c) => reject(new Error(`uici gui exited ${c}`)));
  setTimeout(() => reject(new Error('no URL printed')), 10000);
});
const origin = new URL(url).origin;
const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: ['--no-sandbox', '--disable-gpu', '--window-size=1280,800'] });
try {
  // Without the token, nothing is served.
  check((await fetch(origin + '/')).status === 403, 'a request without the token is refused (403)');
  check((await fetch(origin + '/app.js?token=' + '0'.repeat(32))).status === 403, 'a wrong token is refused (403)');
  const foreignHost = await new Promise((resolve) => {
    const u = new URL(url);
    http.get({ host: '127.0.0.1', port: u.port, path: u.pathname + u.search, headers: { host: `rebound.example:${u.port}` } },
      (res) => { res.resume(); resolve(res.statusCode); }).on('error', () => resolve(0));
  });
  check(foreignHost === 403, `a foreign Host (DNS rebinding) is refused (${foreignHost})`);

  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.on('pageerror', (e) => { console.log('page error:', e.message); failures++; });
  // Every request the page makes is answered: a 404 or 403 is a file the page names but does not have.
  const unanswered = [];
  page.on('response', (r) => { if (r.status() >= 400) unanswered.push(`${r.status()} ${r.url().replace(/token=[0-9a-f]+/, 'token=...')}`); });
  await page.goto(url);
  const pieceCount = () => page.$$eval('#board use[data-square]', (l) => l.length);
  const pieceAt = (sq) => page.$eval(`#board use[data-square="${sq}"]`, (e) => e.dataset.piece).catch(() => null);
  // Waits stretch with UICI_TIME_SCALE (a loaded machine, the sanitizer builds). 30 s each: beside
  // core_wide on 2 cores, the move after the 32 MiB message once took over 10 s (2 runs in 3).
  const scale = Number(process.env.UICI_TIME_SCALE) > 0 ? Number(process.env.UICI_TIME_SCALE) : 1;
  const waitFor = (fn, arg, ms = 30000) => page.waitForFunction(fn, { timeout: ms * scale }, arg);
  await waitFor(() => document.querySelectorAll('#board use[data-square]').length === 32);
  check(await pieceCount() === 32, 'the opening position shows 32 pieces');
  // The server's headers isolate the page, so its messages come through the socket worker's ring
  // (gui/web/link.js); every check below runs over it.
  const link = await page.evaluate(() => [crossOriginIsolated, window.uiciConn.ws.constructor.name]);
  check(link[0] === true && link[1] === 'RingSocket', `the page is cross-origin isolated and reads its messages from the ring (${link})`);
  const enginesOffered = await page.evaluate(() => ['white', 'an-engine'].map((id) => [...document.getElementById(id).options].map((o) => o.textContent).join(',')));
  check(enginesOffered[0] === 'human,uici,fakeuci,sprtjson' && enginesOffered[1] === 'uici,fakeuci', `an sprt-json engine may play but is not offered for analysis (${enginesOffered.join(' / ')})`);
  await page.screenshot({ path: path.join(shots, 'opening.png') });

  // Screen point of a square's centre.
  const at = (x, y) => page.evaluate((x, y) => {
    const b = window.uiciBoard, r = b.host.getBoundingClientRect();
    return [r.left + b.sx(x), r.top + b.sy(y)];
  }, x, y);
  const click = async (x, y) => { const [px, py] = await at(x, y); await page.mouse.click(px, py); };
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const stateIs = async (ply) => { await waitFor((p) => document.querySelectorAll('#movelist li').length === p, ply); await frame(); };
  const targetsShown = () => waitFor(() => document.querySelectorAll('#board .target, #board .ray').length > 0);
  const drag = async (from, to) => {
    const [ax, ay] = await at(...from), [bx, by] = await at(...to);
    await page.mouse.move(ax, ay); await page.mouse.down();
    await page.mouse.move((ax + bx) / 2, (ay + by) / 2, { steps: 4 });
    await page.mouse.move(bx, by, { steps: 4 }); await page.mouse.up();
  };
  const newGame = async (text, opts = {}) => {
    await page.$eval('#paste', (e, t) => { e.value = t; }, text);
    await page.select('#white', opts.white ?? 'human');
    await page.select('#black', opts.black ?? 'human');
    await page.$eval('#tc-base', (e, v) => { e.value = v; }, String(opts.base ?? 0));
    await page.select('#limit-kind', 'nodes');
    await page.$eval('#limit-value', (e, v) => { e.value = v; }, String(opts.nodes ?? 1));
    const before = await page.evaluate(() => document.body.dataset.generation);
    await page.click('#new-game');
    await page.waitForFunction((g) => document.body.dataset.generation !== g, {}, before);
    await page.click('#fit');
    await page.evaluate(() => new Promise(requestAnimationFrame));
  };

  // Human vs human: a move by clicks, a move by drag, an illegal move refused with its reason.
  // A slow click first: the press asks for the pawn's targets and their reply comes before the
  // release, which must keep them (it once read the release as a second click that unselects).
  {
    const [px, py] = await at(5, 2);
    await page.mouse.move(px, py); await page.mouse.down();
    await targetsShown();
    await page.mouse.up(); await frame();
    check(await page.$$eval('#board .target', (l) => l.length) === 2, 'a slow click keeps the targets its press showed');
  }
  await click(5, 4); await stateIs(1);
  check(await pieceAt('5,4') === 'P' && await pieceAt('5,2') === null, 'click-click moves the pawn 5,2>5,4');
  await drag([7, 8], [6, 6]); await stateIs(2);
  check(await pieceAt('6,6') === 'n', 'drag-drop moves the knight 7,8>6,6');
  await click(4, 1); await targetsShown(); await click(4, 5);
  await waitFor(() => document.querySelector('#error').textContent.includes('illegal_move'));
  const err = await page.$eval('#error', (e) => e.textContent);
  check(/illegal_move .*reason=blocked/.test(err), `an illegal move is refused with its reason (${err})`);
  check(await pieceAt('4,1') === 'Q', 'the refused move changed nothing');
  await frame();
  check(await page.$$eval('#board .selected, #board .target', (l) => l.length) === 0, 'the refused move left no selection drawn');
  // The press on a target makes the move (board.js); the release after it does nothing more.
  // A right click on a target first: no move (only the main button moves).
  await click(4, 2); await targetsShown();
  {
    const [px, py] = await at(4, 3);
    await page.mouse.click(px, py, { button: 'right' });
    await frame(); await frame();
    check(await page.$$eval('#movelist li', (l) => l.length) === 2 && await pieceAt('4,3') === null, 'a right click on a target moves nothing');
  }
  {
    const [px, py] = await at(4, 3);
    await page.mouse.move(px, py); await page.mouse.down();
    await stateIs(3);
    check(await pieceAt('4,3') === 'P', 'a press on a target makes the move before the release');
    await page.mouse.up(); await frame();
    check(await page.$$eval('#movelist li', (l) => l.length) === 3 && await page.$$eval('#board .selected, #board .target', (l) => l.length) === 0,
      'the release after it changes nothing and selects nothing');
  }

  // Pan and zoom change the visible window.
  const win = () => page.$eval('#board', (e) => e.dataset.window);
  const w0 = await win();
  const [cx, cy] = await at(2, 5);
  await page.mouse.move(cx, cy); await page.mouse.down(); await page.mouse.move(cx + 150, cy + 90, { steps: 5 }); await page.mouse.up();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const w1 = await win();
  check(w0 !== w1, `dragging the board pans it (${w0} -> ${w1})`);
  await page.mouse.wheel({ deltaY: 800 });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const span = (w) => { const [a, , b] = w.split(',').map(Number); return b - a; };
  const w2 = await win();
  check(span(w2) > span(w1) * 2, `the wheel zooms out (${w1} -> ${w2})`);
  // A smaller window: the board keeps its own record of its size (board.js), which must follow,
  // or squares would be drawn and clicked where they are not. Then back to the first size.
  const sizes = () => page.evaluate(() => { const b = window.uiciBoard, v = b.size(); return [v.W, v.H, b.host.clientWidth, b.host.clientHeight].join(','); });
  for (const [width, height] of [[900, 640], [1280, 800]]) {
    await page.setViewport({ width, height });
    await frame();
    const [w, h, cw, ch] = (await sizes()).split(',');
    check(w === cw && h === ch && (width === 1280 || span(await win()) < span(w2)), `the board follows a ${width}x${height} window (drawn ${w}x${h}, host ${cw}x${ch}, window ${await win()})`);
  }

  // A promotion, offered from the position's pieces.
  await newGame('w (8|1) K1,1|k8,1|P5,7|p1,7|R3,3|Q4,4');
  await click(5, 7); await targetsShown(); await click(5, 8);
  await waitFor(() => !document.querySelector('#promo').hidden);
  const offered = await page.$$eval('#promo button', (l) => l.map((b) => b.dataset.code).join(','));
  check(offered === 'Q,R,B,N', `promotion offers the allowed pieces (${offered})`);
  await page.click('#promo button[data-code="N"]'); await stateIs(1);
  check(await pieceAt('5,8') === 'N', 'the pawn promoted to a knight');

  // A far target along a ray: the rook's rays are drawn to the view's edge, a typed square far away.
  await newGame('w K1,1|k8,8|R3,3|Q5,4');
  await click(3, 3); await targetsShown();
  check(await page.$$eval('#board line.ray', (l) => l.length) === 4, 'the rook shows four rays');
  await page.$eval('#type-move', (e) => { e.value = '3,1000000'; });
  await page.click('#type-move-btn'); await stateIs(1);
  await page.$eval('#goto', (e) => { e.value = '3,1000000'; }); await page.click('#goto-btn');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  check(await pieceAt('3,1000000') === 'R', 'the rook moved a million squares along its ray');

  // Against the built-in engine, with a clock: mate in two on a bordered board.
  await newGame('w 1,8,1,8 K7,5|k8,8|R1,1', { black: '0', base: 1 });
  await click(7, 5); await targetsShown(); await click(7, 6);
  await stateIs(2);
  check((await page.$$eval('#movelist li', (l) => l.map((e) => e.textContent)))[1] === '8,8>7,8', 'the engine answered 8,8>7,8');
  const clockW = await page.$eval('#clock-w', (e) => Number(e.dataset.ms));
  check(clockW > 50000 && clockW <= 60000, `white's clock runs (${clockW} ms)`);
  // Takeback of the engine's move and ours, then the same again.
  await page.click('#takeback'); await stateIs(0);
  check(await pieceAt('7,5') === 'K', 'takeback returns to the start');
  await click(7, 5); await targetsShown(); await click(7, 6); await stateIs(2);
  await click(1, 1); await targetsShown(); await click(1, 8); await stateIs(3);
  await waitFor(() => document.querySelector('#status').dataset.outcome === 'white_wins');
  const status = await page.$eval('#status', (e) => `${e.dataset.outcome} ${e.dataset.reason} ${e.textContent}`);
  check(/white_wins checkmate 1-0/.test(status), `the game ends in checkmate (${status})`);
  check((await page.$$eval('#board .check', (l) => l.length)) === 1, 'the mated king is highlighted');
  await page.click('#export');
  await waitFor(() => document.querySelector('#export-text').value.length > 0);
  const icn = await page.$eval('#export-text', (e) => e.value);
  // An engine that answers within the millisecond is charged nothing: its clock may still read 0:01:00.0.
  check(/7,5>7,6\{\[%clk 0:00:\d\d\.\d\]\}\|8,8>7,8\{\[%clk 0:0[01]:\d\d\.\d\]\}\|1,1>1,8\{\[%clk/.test(icn), `export has the moves and [%clk] comments (${icn})`);
  const icnFile = path.join(shots, 'mate.icn');
  fs.writeFileSync(icnFile, icn);
  const replay = execFileSync(uici, ['convert', '--to', 'icn', icnFile]).toString().trim();
  check(replay.endsWith('7,5>7,6|8,8>7,8|1,1>1,8#') || replay.includes('1,1>1,8'), `the export replays through uici convert (${replay})`);

  // A person's move against an engine is held back until the reply, at most a few milliseconds
  // (docs/GUI.md, "Speed"): against an engine that thinks long it is shown while it thinks.
  await newGame('w K1,1|k8,8|R3,3|Q5,4', { black: '0', nodes: 50000000 });
  await click(3, 3); await targetsShown(); await click(3, 4);
  await stateIs(1);
  await frame();
  const thinking = await page.evaluate(() => ({ plies: document.querySelectorAll('#movelist li').length, status: document.querySelector('#status').textContent }));
  check(thinking.plies === 1 && /Black to move/.test(thinking.status) && await pieceAt('3,4') === 'R', `the move is shown while the engine thinks (${JSON.stringify(thinking)})`);

  // Analysis of a position: info lines, MultiPV, PV arrows, the eval bar.
  await newGame('w K5,1|k5,8|Q4,1|R1,1|r8,8|p4,7|p5,7|P4,2|P5,2');
  await page.$eval('#an-multipv', (e) => { e.value = '3'; });
  await page.click('#an-start');
  await waitFor(() => document.querySelectorAll('#an-lines tr').length >= 3 && document.querySelectorAll('#board line.arrow').length >= 3);
  check(await page.$$eval('#an-lines tr', (l) => l.length) >= 3, 'analysis shows three MultiPV lines');
  check(await page.$$eval('#board line.arrow.best', (l) => l.length) === 1, 'the best line is the thick arrow');
  check(await page.$eval('#eval-bar', (e) => e.dataset.cp !== undefined), 'the eval bar has a value');
  await click(4, 2); await targetsShown();
  await page.screenshot({ path: path.join(shots, 'analysis.png') });
  await page.click('#an-stop');

  // A loaded game, stepped through ply by ply (the game itself unchanged).
  await newGame('w K1,1|k8,8|R3,3|Q5,4 3,3>3,5|8,8>9,9|3,5>3,6');
  await page.click('#first'); await waitFor(() => document.querySelector('#view-ply').textContent === 'ply 0 of 3'); await frame();
  check(await pieceAt('3,3') === 'R', 'stepping to the start shows the rook on 3,3');
  await page.click('#next'); await waitFor(() => document.querySelector('#view-ply').textContent === 'ply 1 of 3'); await frame();
  check(await pieceAt('3,5') === 'R' && await pieceAt('8,8') === 'k', 'one ply on: 3,3>3,5 played, the king still on 8,8');
  const listed = await page.$$eval('#movelist li', (l) => l.map((e) => `${e.textContent}${e.classList.contains('current') ? '*' : ''}`).join(' '));
  check(listed === '3,3>3,5* 8,8>9,9 3,5>3,6', `the move list keeps the game and marks the ply shown (${listed})`);
  await page.click('#last'); await waitFor(() => document.querySelector('#view-ply').textContent === ''); await frame();
  check(await pieceAt('3,6') === 'R', 'the end of the game again');
  // The same by keys; a field that has the keys keeps them; Escape drops a selection.
  const plyShown = () => page.$eval('#view-ply', (e) => e.textContent);
  await page.keyboard.press('ArrowLeft'); await waitFor(() => document.querySelector('#view-ply').textContent === 'ply 2 of 3');
  await page.keyboard.press('Home'); await waitFor(() => document.querySelector('#view-ply').textContent === 'ply 0 of 3');
  await page.keyboard.press('ArrowRight'); await waitFor(() => document.querySelector('#view-ply').textContent === 'ply 1 of 3');
  await page.keyboard.press('End'); await waitFor(() => document.querySelector('#view-ply').textContent === ''); await frame();
  check(await pieceAt('3,6') === 'R', 'the arrows, Home and End step through the game');
  await page.focus('#goto'); await page.keyboard.press('ArrowLeft'); await frame(); await frame();
  check(await plyShown() === '', 'an arrow key in a text field moves its cursor, not the game');
  await page.$eval('#goto', (e) => e.blur());
  await click(9, 9); await targetsShown();
  await page.keyboard.press('Escape'); await frame();
  check(await page.$$eval('#board .selected, #board .target', (l) => l.length) === 0, 'Escape drops the selection');

  // Black against an engine: the board is turned (Black's side at the bottom, files right to
  // left), a click still lands on its square, and Flip turns it back.
  await newGame('', { white: '0', black: 'human' });
  await stateIs(1);
  const corners = await page.evaluate(() => { const b = window.uiciBoard; return [b.flipped, b.sx(1) > b.sx(8), b.sy(1) < b.sy(8)]; });
  check(corners.every(Boolean), `playing Black against an engine turns the board (${corners})`);
  await click(5, 7); await targetsShown();
  const to = await page.$eval('#board .target', (e) => e.dataset.square);
  // The engine answers at once: the move and its reply may come in one frame (app.js's hold).
  // The move list can be filled a frame before the board shows it (CI once read the board then).
  await click(...to.split(',').map(Number)); await waitFor(() => document.querySelectorAll('#movelist li').length >= 3); await frame();
  const played = await page.$eval('#movelist li:nth-child(2)', (e) => e.textContent);
  check(played === `5,7>${to}` && await pieceAt(to) === 'p', `on the turned board a click-click move lands on its squares (5,7>${to}, played ${played})`);
  {
    // A drag moves the board with the pointer, and the wheel zooms about it, turned too.
    const [ax, ay] = await at(5, 5);
    await page.mouse.move(ax, ay); await page.mouse.down(); await page.mouse.move(ax + 120, ay + 80, { steps: 5 }); await page.mouse.up();
    await frame();
    const [bx, by] = await at(5, 5);
    await page.mouse.move(bx, by); await page.mouse.wheel({ deltaY: 300 }); await frame();
    const [cx, cy] = await at(5, 5);
    check(Math.abs(bx - ax - 120) < 2 && Math.abs(by - ay - 80) < 2 && Math.abs(cx - bx) < 2 && Math.abs(cy - by) < 2,
      `on the turned board a drag pans with the pointer and the wheel zooms about it (${[ax, ay, bx, by, cx, cy].map(Math.round)})`);
  }
  await page.click('#flip'); await frame();
  check(await page.evaluate(() => !window.uiciBoard.flipped && window.uiciBoard.sx(1) < window.uiciBoard.sx(8)), 'Flip turns it back');
  await page.click('#flip'); await frame();
  await page.screenshot({ path: path.join(shots, 'flipped.png') });

  // Engine against engine, watched live.
  await newGame('', { white: '0', black: '0', nodes: 50 });
  await waitFor(() => document.querySelectorAll('#movelist li').length >= 6, undefined, 30000);
  check(true, 'the built-in engine plays itself live (6 plies seen)');
  await newGame('');

  // A UCI engine: a position it cannot be given is refused with one error on the page; chess on
  // the 8x8 board it plays, its move read back onto the board.
  await page.$eval('#paste', (e) => { e.value = 'w K5,1|k5,8|AM4,1'; });
  await page.select('#white', '1'); await page.select('#black', 'human');
  await page.click('#new-game');
  await waitFor(() => document.querySelector('#error').textContent.includes('bad_position'));
  const refusal = await page.$eval('#error', (e) => e.textContent);
  check(/bad_position proto=uci engine=fakeuci reason=a piece other than K Q R B N P: AM/.test(refusal), `a UCI engine refuses an amazon (${refusal})`);
  await newGame('', { white: '1' });
  await waitFor(() => document.querySelectorAll('#movelist li').length === 1, undefined, 20000); await frame();
  check(await pieceAt('6,3') === 'N', 'the UCI engine played g1f3, shown as 7,1>6,3');
  check(await page.$$eval('#board .border', (l) => l.length) > 0, 'its game is confined to the 8x8 board (border drawn)');
  await newGame('');

  // A message over the server's 32 MiB: refused by the page before sending; sent raw anyway, the
  // server's one too_large error is shown and the connection stays (a move still goes through).
  const tooLarge = (how) => page.evaluate((how) => {
    const conn = window.uiciConn, big = ' '.repeat(conn.maxBytes + 1);
    document.querySelector('#error').textContent = '';
    if (how === 'page') conn.send({ type: 'new_game', icn: big }); else conn.ws.send(big);
  }, how);
  await tooLarge('page');
  let shown = await page.$eval('#error', (e) => e.textContent);
  check(/^too_large bytes=33554\d+ max=33554432/.test(shown), `the page refuses a message over 32 MiB itself (${shown.slice(0, 60)})`);
  await tooLarge('raw');
  await waitFor(() => document.querySelector('#error').textContent.startsWith('too_large'), undefined, 30000);
  shown = await page.$eval('#error', (e) => e.textContent);
  check(shown.startsWith('too_large bytes=33554433 max=33554432'), `the server answers a 32 MiB + 1 message with one error (${shown.slice(0, 60)})`);
  await click(5, 2); await targetsShown(); await click(5, 4); await stateIs(1);
  check(await pieceAt('5,4') === 'P', 'the connection stayed open: a move after it is played');
  await newGame('');

  // 10,000 pieces, zoomed out: marks on the canvas.
  const many = [];
  let seed = 7;
  const rnd = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed >>> 8; };
  const codes = ['P', 'p', 'N', 'n', 'B', 'b', 'R', 'r', 'Q', 'q', 'AM', 'am', 'HA', 'ha', 'ob'];
  const used = new Set(['0,0', '1000,1000']);
  many.push('K0,0', 'k1000,1000');
  while (many.length < 10000) {
    const x = rnd() % 1000, y = rnd() % 1000, k = `${x},${y}`;
    if (used.has(k)) continue;
    used.add(k); many.push(codes[rnd() % codes.length] + k);
  }
  const t0 = Date.now();
  await newGame('w ' + many.join('|'));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  console.log(`10,000 pieces loaded and painted in ${Date.now() - t0} ms`);
  check(await page.$eval('#board', (e) => e.dataset.far) === '1', 'zoomed out, the pieces are marks');
  await page.screenshot({ path: path.join(shots, 'far.jpg'), type: 'jpeg', quality: 45, clip: { x: 0, y: 0, width: 920, height: 800 } });

  // Speed figures (printed, not checked: the machine may be busy). A pan at far zoom over the
  // 10,000 pieces: the frame times seen by requestAnimationFrame; then 100,000 pieces.
  const [fx, fy] = [400, 400];
  await page.evaluate(() => { window.frameTimes = []; let last = performance.now(); const f = (t) => { window.frameTimes.push(t - last); last = t; if (window.frameTimes.length < 400) requestAnimationFrame(f); }; requestAnimationFrame(f); });
  await page.mouse.move(fx, fy); await page.mouse.down();
  for (let i = 0; i < 60; i++) await page.mouse.move(fx + 3 * i, fy + 2 * i);
  await page.mouse.up();
  const times = (await page.evaluate(() => window.frameTimes.slice(1))).sort((a, b) => a - b);
  const renders = (await page.evaluate(() => window.uiciBoard.frames.slice(-60))).sort((a, b) => a - b);
  console.log(`pan over 10,000 pieces: frame interval p95 ${times[Math.floor(times.length * 0.95)].toFixed(1)} ms, board render p95 ${renders[Math.floor(renders.length * 0.95)].toFixed(1)} ms`);
  const huge = ['K0,0', 'k2000,2000'];
  for (let i = 0; huge.length < 100000; i++) huge.push(`${codes[i % codes.length]}${(i % 400) * 5 + 1},${Math.floor(i / 400) * 5 + 3}`);
  const t1 = Date.now();
  await newGame('w ' + huge.join('|'));
  await frame();
  console.log(`100,000 pieces: loaded and painted ${Date.now() - t1} ms after New game`);
  check(await page.evaluate(() => window.uiciBoard.pieces.length) === 100000, 'a 100,000-piece position loads');
  check(unanswered.length === 0, `every request of the page was answered${unanswered.length ? ' (not: ' + unanswered.join(', ') + ')' : ''}`);
} catch (e) {
  failures++;
  console.log('FAIL ', e.message);
  const page = (await browser.pages()).at(-1);
  console.log('status:', await page.$eval('#status', (e) => e.textContent), '| error:', await page.$eval('#error', (e) => e.textContent));
  await page.screenshot({ path: path.join(shots, 'failure.png') });
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
console.log(failures ? `${failures} FAILED` : 'all browser checks passed');
process.exit(failures ? 1 : 0);
