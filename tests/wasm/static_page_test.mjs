// The board page opened as static files with the WebAssembly build (docs/WASM.md, "The board page
// without a server"), in headless Chromium: a plain static file server (python3 -m http.server)
// serves the folder scripts/wasm.sh made, and the page's referee and engine run in workers.
// Plays a game against the built-in engine to its end by clicks, analyses, and checks that no
// uici process ran and no WebSocket was opened. Run by scripts/wasm.sh.
//   node tests/wasm/static_page_test.mjs STATIC_FOLDER CHROMIUM SCREENSHOT_DIR
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(path.join(process.env.NODE_PATH, 'x.js'));
const puppeteer = require('puppeteer-core');
const [folder, chrome, shots] = process.argv.slice(2);
const scale = Number(process.env.UICI_TIME_SCALE || 1);
let failures = 0;
const check = (ok, what) => { console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`); if (!ok) failures++; };

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); });
});
const port = await freePort();
const served = [];  // the static server's log: every request the page made
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', folder],
  { stdio: ['ignore', 'ignore', 'pipe'] });
server.stderr.on('data', (d) => served.push(...String(d).split('\n').filter((l) => l.includes('HTTP/'))));
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (await fetch(origin + '/index.html').then((r) => r.ok, () => false)) break;
  if (i > 100 * scale) throw new Error('the static server did not answer');
  await new Promise((r) => setTimeout(r, 100));
}

// The programs this test runs (its process tree): no uici among them.
function descendants(pid) {
  const out = [];
  for (const d of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push({ pid: Number(d), exe: path.basename(fs.readlinkSync(`/proc/${d}/exe`)) }, ...descendants(Number(d)));
    } catch { /* ended meanwhile */ }
  }
  return out;
}

const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: ['--no-sandbox', '--disable-gpu', '--window-size=1280,800'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.on('pageerror', (e) => { console.log('page error:', e.message); failures++; });
  // Every request the page makes is answered: a 404 or 403 is a file the page names but does not have.
  const unanswered = [];
  page.on('response', (r) => { if (r.status() >= 400) unanswered.push(`${r.status()} ${r.url().replace(/token=[0-9a-f]+/, 'token=...')}`); });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  let sockets = 0;
  cdp.on('Network.webSocketCreated', () => sockets++);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));

  // The folder's own URL, no ?wasm: the page finds the worker's file and uses it.
  await page.goto(origin + '/');
  const waitFor = (fn, arg, ms = 20000) => page.waitForFunction(fn, { timeout: ms * scale }, arg);
  await waitFor(() => document.querySelectorAll('#board use[data-square]').length === 32, undefined, 60000);
  check(true, 'the opening position shows 32 pieces (the page talks to the worker)');
  const engines = await page.$$eval('#white option', (l) => l.map((o) => o.textContent).join(','));
  check(engines === 'human,uici', `the built-in engine is offered (${engines})`);

  const at = (x, y) => page.evaluate((x, y) => {
    const b = window.uiciBoard, r = b.host.getBoundingClientRect();
    return [r.left + b.sx(x), r.top + b.sy(y)];
  }, x, y);
  const click = async (x, y) => { const [px, py] = await at(x, y); await page.mouse.click(px, py); };
  const plies = () => page.$$eval('#movelist li', (l) => l.length);
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const stateIs = async (n) => { await waitFor((p) => document.querySelectorAll('#movelist li').length === p, n); await frame(); };
  const targetsShown = (ms) => waitFor(() => document.querySelectorAll('#board .target, #board .ray').length > 0, undefined, ms);
  const pieceAt = (sq) => page.$eval(`#board use[data-square="${sq}"]`, (e) => e.dataset.piece).catch(() => null);
  // A new game from pasted ICN, Black the built-in engine (300 ms a move) or a human; the form
  // is filled in the page, then New game is pressed as a person would.
  const newGame = async (icn, black = 'human', ms = 300) => {
    const before = await page.evaluate((icn, black, ms) => {
      const set = (id, v) => { document.getElementById(id).value = v; };
      set('paste', icn); set('white', 'human'); set('black', black); set('limit-kind', 'movetime_ms'); set('limit-value', String(ms));
      return document.body.dataset.generation;
    }, icn, black, ms);
    await page.click('#new-game');
    await waitFor((g) => document.body.dataset.generation !== g, before);
    await page.click('#fit');
    await page.evaluate(() => new Promise(requestAnimationFrame));
  };

  // The referee: a move by clicks, an illegal one refused with its reason.
  await click(5, 2); await targetsShown();
  await click(5, 4); await stateIs(1);
  check(await pieceAt('5,4') === 'P', 'click-click moves the pawn 5,2>5,4, refereed in the browser');
  await click(4, 8); await targetsShown(); await click(4, 4);
  await waitFor(() => document.querySelector('#error').textContent.includes('illegal_move'));
  const err = await page.$eval('#error', (e) => e.textContent);
  check(/illegal_move .*reason=blocked/.test(err), `an illegal move is refused with its reason (${err})`);

  // A game against the built-in engine to its end: our lone king against two queens on a
  // bordered board; we always take the first square the page offers.
  await newGame('w 1,8,1,8 K4,4|q1,8|q8,1|k1,1', '0');
  let moves = 0;
  while ((await page.$eval('#status', (e) => e.dataset.outcome)) === 'ongoing' && moves < 40) {
    const before = await plies();
    const [kx, ky] = await page.evaluate(() => {
      const k = document.querySelector('#board use[data-piece="K"]');
      return k.dataset.square.split(',').map(Number);
    });
    await click(kx, ky); await targetsShown();
    const to = await page.evaluate(() => { const m = window.uiciBoard.selection.moves[0]; return [m.x, m.y]; });
    await click(to[0], to[1]);
    await waitFor((n) => document.querySelectorAll('#movelist li').length >= n + 2 || document.querySelector('#status').dataset.outcome !== 'ongoing', before, 60000);
    await waitFor(() => document.querySelector('#status').dataset.outcome !== 'ongoing' || document.querySelectorAll('#movelist li').length % 2 === 0);
    moves++;
  }
  const status = await page.$eval('#status', (e) => `${e.dataset.outcome} ${e.dataset.reason} ${e.textContent}`);
  check(/^black_wins checkmate 0-1/.test(status), `the engine mates us after ${moves} of our moves, ${await plies()} plies (${status})`);
  await page.screenshot({ path: path.join(shots, 'static-mate.png') });
  await page.click('#export');
  await waitFor(() => document.querySelector('#export-text').value.length > 0);
  const icn = await page.$eval('#export-text', (e) => e.value);
  check(icn.includes('4,4>'), `the game exports as ICN (${icn.slice(0, 80)}...)`);

  // A new game while the engine thinks (8 s a move): without shared memory its search cannot
  // read a stop, so it is ended with its worker; the next game's engine answers at once, not
  // after the old search, and the old answer never comes.
  await newGame('w 1,8,1,8 K4,4|q1,8|q8,1|k1,1', '0', 8000);
  await click(4, 4); await targetsShown(); await click(3, 4); await stateIs(1);
  await waitFor(() => document.querySelector('#thinking').textContent.includes('depth'));
  await newGame('w 1,8,1,8 K4,4|q1,8|q8,1|k1,1', '0', 200);
  const t0 = Date.now();
  await click(4, 4); await targetsShown(); await click(3, 4); await stateIs(2);
  const took = Date.now() - t0;
  check(took < 5000 * scale, `the new game's engine answers in ${took} ms, the 8 s search it replaced ended`);
  await new Promise((r) => setTimeout(r, 500));
  check(await plies() === 2, `no move of the outdated search came (${await plies()} plies)`);

  // Analysis (go infinite in the engine's worker) until Stop, then the page plays on.
  await newGame('w K5,1|k5,8|Q4,1|R1,1|r8,8|p4,7|p5,7|P4,2|P5,2');
  await page.$eval('#an-multipv', (e) => { e.value = '2'; });
  await page.click('#an-start');
  await waitFor(() => document.querySelectorAll('#an-lines tr').length >= 2 && document.querySelectorAll('#board line.arrow').length >= 2, undefined, 60000);
  check(true, 'analysis shows two MultiPV lines with arrows');
  await page.click('#an-stop');
  await click(4, 2); await targetsShown(); await click(4, 3); await stateIs(1);
  check(await pieceAt('4,3') === 'P', 'after Stop the page plays on (4,2>4,3)');

  // No server: nothing but the static files was asked for, no WebSocket, no uici process.
  const foreign = requests.filter((u) => !u.startsWith(origin + '/'));
  check(foreign.length === 0, `every request went to the static folder (${requests.length} requests${foreign.length ? ', not: ' + foreign.join(' ') : ''})`);
  check(sockets === 0, `no WebSocket was opened (${sockets})`);
  check(unanswered.length === 0, `every request of the page was answered${unanswered.length ? ' (not: ' + unanswered.join(', ') + ')' : ''}`);
  check(served.every((l) => /"(GET|HEAD) /.test(l)), `the static server saw only GET and HEAD (${served.length} lines)`);
  const procs = descendants(process.pid);
  const exes = [...new Set(procs.map((p) => p.exe))].sort();
  check(procs.length > 0 && !exes.some((e) => /uici/.test(e)), `no uici process runs (this test's processes: ${exes.join(', ')})`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
console.log(failures ? `static page test: ${failures} failure(s)` : 'static page test: all passed');
process.exit(failures ? 1 : 0);
