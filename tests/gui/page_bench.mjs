// The board page's speed in headless Chromium (scripts/gui_bench.sh; docs/PERFORMANCE.md): a
// 100,000-piece position from New game to its first painted frame (split into the server's
// answer, reading the state, drawing), and the frame times of a pan (requestAnimationFrame
// intervals, and the board's own render time) zoomed out and zoomed in, over 10,000 and
// 100,000 pieces, and a person's click-to-reply against the built-in engine at go nodes 1.
// Prints one Markdown table; time never fails it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.env.NODE_PATH, 'x.js'));
const puppeteer = require('puppeteer-core');
const [uici, chrome] = process.argv.slice(2);
const runs = Number(process.env.UICI_GUI_BENCH_RUNS || 3);

const server = spawn(uici, ['gui'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => { out += d; const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32})/.exec(out); if (m) resolve(m[1]); });
  server.on('exit', (c) => reject(new Error(`uici gui exited ${c}`)));
  setTimeout(() => reject(new Error('no URL printed')), 10000);
});
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--window-size=1280,800'];
const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: chromeArgs });
// Click-to-reply on a fresh page of `browser`: a person's rook move by two clicks against the
// built-in engine at `go nodes 1`, from the page sending the move to the engine's answer painted
// (the move list two longer). The rook climbs its file, a new position each time (no repetition),
// the black king far off.
// `ring` false: the page is told it has no shared memory (crossOriginIsolated false before its
// scripts run), so that it reads its messages from a plain WebSocket, as it did before the socket
// worker (gui/web/link.js).
async function clickToReply(browser, ring) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  if (!ring) await page.evaluateOnNewDocument(() => Object.defineProperty(window, 'crossOriginIsolated', { value: false }));
  await page.goto(url);
  // The page shows the game the server holds (the last crowd): its first state is enough.
  await page.waitForFunction(() => window.uiciBoard && document.body.dataset.generation !== undefined);
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const form = { paste: 'w K1,1|k100,100|R5,5|Q3,3|R7,7|P20,2|p100,98', white: 'human', black: '0', 'tc-base': '0', 'limit-kind': 'nodes', 'limit-value': '1' };
  const before = await page.evaluate((form) => {
    for (const [id, v] of Object.entries(form)) document.getElementById(id).value = v;
    const conn = window.uiciConn, send = conn.send.bind(conn);
    // No frame is asked for here: one asked for at the click would set when the next begins.
    // The reply is seen by a MutationObserver the moment the page puts it in the move list,
    // watched from the send on: a watch set up by a later evaluate ran late when the machine was
    // busy, and timed the frame after its own arrival, not the reply's. Painted at the frame
    // after it: the board draws in requestAnimationFrame, so a callback asked for then runs
    // after its drawing.
    conn.send = (m) => {
      if (m.type === 'move') {
        const sent = window.benchSent = performance.now();
        window.benchStates = [];
        const list = document.getElementById('movelist'), want = list.children.length + 2;
        window.benchDone = new Promise((resolve) => {
          const seen = new MutationObserver(() => {
            if (list.children.length < want) return;
            seen.disconnect();
            const t = performance.now() - sent;
            requestAnimationFrame(() => resolve([t, performance.now() - sent]));
          });
          seen.observe(list, { childList: true });
        });
      }
      return send(m);
    };
    // When each state message arrives (before the page handles it): where the time goes.
    const onmessage = conn.ws.onmessage;
    conn.ws.onmessage = (e) => {
      if (window.benchStates && e.data.startsWith('{"reply":"state"')) window.benchStates.push(performance.now() - window.benchSent);
      return onmessage(e);
    };
    return document.body.dataset.generation;
  }, form);
  await page.click('#new-game');
  await page.waitForFunction((g) => document.body.dataset.generation !== g, {}, before);
  const at = (x, y) => page.evaluate((x, y) => { const b = window.uiciBoard, r = b.host.getBoundingClientRect(); return [r.left + b.sx(x), r.top + b.sy(y)]; }, x, y);
  const link = await page.evaluate(() => window.uiciConn.ws.constructor.name);
  if (link !== (ring ? 'RingSocket' : 'WebSocket')) throw new Error(`the page's link is ${link}`);
  const replies = [], arrived = [], firstState = [], replyState = [];
  for (let i = 0; i < 60; i++) {
    await page.evaluate((y) => { window.benchDone = null; window.uiciBoard.setView(5, y, 40); }, 5 + i); await frame();
    const [ax, ay] = await at(5, 5 + i);
    await page.mouse.click(ax, ay);
    await page.waitForFunction(() => document.querySelectorAll('#board .ray').length > 0, { timeout: 5000 }).catch(async (e) => { console.error('move', i, await page.$eval('#status', (x) => x.textContent), await page.$eval('#error', (x) => x.textContent), await page.$$eval('#movelist li', (l) => l.length)); throw e; });
    const [bx, by] = await at(5, 6 + i);
    await page.mouse.click(bx, by);
    // The click's handler has sent the move by the time the click is acknowledged; wait anyway.
    const [inPage, painted] = await page.evaluate(() => new Promise((r) => { const f = () => (window.benchDone ? r(window.benchDone) : setTimeout(f, 1)); f(); }));
    replies.push(painted);
    arrived.push(inPage);
    const states = await page.evaluate(() => window.benchStates.slice());
    if (states.length >= 2) { firstState.push(states[0]); replyState.push(states[states.length - 1]); }
  }
  await page.close();
  return { replies, arrived, firstState, replyState };
}

const rows = [];
const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };
const median = (a) => pct(a, 0.5);
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(url);
  await page.waitForFunction(() => window.uiciBoard && document.querySelectorAll('#board use[data-square]').length === 32);
  const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  // The crowds: n pieces on a grid 5 squares apart (the browser test's 100,000), kings apart.
  const codes = ['P', 'p', 'N', 'n', 'B', 'b', 'R', 'r', 'Q', 'q', 'AM', 'am', 'HA', 'ha', 'ob'];
  const crowd = (n) => {
    const side = Math.ceil(Math.sqrt(n));
    const out = ['K0,0', `k${side * 5 + 10},${side * 5 + 10}`];
    for (let i = 0; out.length < n; i++) out.push(`${codes[i % codes.length]}${(i % side) * 5 + 1},${Math.floor(i / side) * 5 + 3}`);
    return 'w ' + out.join('|');
  };
  // New game from pasted ICN; the times from the click: the state's arrival, the page done
  // reading it, the first frame painted after it.
  const load = async (icn, n) => {
    await page.$eval('#paste', (e, t) => { e.value = t; }, icn);
    return page.evaluate((n) => new Promise((resolve) => {
      const conn = window.uiciConn, b = window.uiciBoard;
      const t0 = performance.now();
      let arrived = 0;
      const orig = conn.ws.onmessage;
      conn.ws.onmessage = (e) => { if (!arrived && e.data.length > 1000) arrived = performance.now(); orig(e); };
      conn.on('state', function once() {
        if (b.pieces.length !== n) return;
        const read = performance.now();
        const list = conn.handlers.get('state');
        list.splice(list.indexOf(once), 1);
        requestAnimationFrame(() => requestAnimationFrame(() => {
          conn.ws.onmessage = orig;
          resolve({ server: arrived - t0, read: read - arrived, render: b.frames.at(-1), painted: performance.now() - t0 });
        }));
      });
      document.querySelector('#new-game').click();
    }), n);
  };
  // A drag over the board of `moves` steps; rAF intervals and board render times during it.
  const pan = async (moves) => {
    await page.evaluate(() => { window.benchFrames = []; window.benchRun = true; let last = performance.now(); const f = (t) => { window.benchFrames.push(t - last); last = t; if (window.benchRun) requestAnimationFrame(f); }; requestAnimationFrame(f); window.uiciBoard.frames = []; });
    await page.mouse.move(300, 300); await page.mouse.down();
    for (let i = 0; i < moves; i++) await page.mouse.move(300 + 4 * (i % 100), 300 + 3 * (i % 100));
    await page.mouse.up();
    await frame();
    return page.evaluate(() => { window.benchRun = false; const b = window.uiciBoard; return { frames: window.benchFrames.slice(2), renders: b.frames.slice() }; });
  };
  for (const n of (process.env.UICI_GUI_BENCH_SIZES || "10000,100000").split(",").map(Number)) {
    const icn = crowd(n);
    const loads = [];
    for (let r = 0; r < runs; r++) { loads.push(await load(icn, n)); await frame(); }
    const label = n.toLocaleString('en');
    for (const k of ['painted', 'server', 'read', 'render'])
      rows.push([`${label} pieces: New game to first paint${k === 'painted' ? '' : ', of it ' + { server: "the server's state", read: 'reading it (JSON, pieces)', render: 'the board drawn' }[k]}`, median(loads.map((l) => l[k])), 'ms', `median of ${runs}`]);
    await page.click('#fit'); await frame();
    const far = await pan(120);
    rows.push([`${label} pieces, zoomed out (all in view): pan frame interval p95`, pct(far.frames, 0.95), 'ms', `${far.frames.length} frames`]);
    rows.push([`${label} pieces, zoomed out: board render p95`, pct(far.renders, 0.95), 'ms', `${far.renders.length} renders`]);
    await page.evaluate(() => window.uiciBoard.setView(250, 250, 48)); await frame();
    const near = await pan(120);
    rows.push([`${label} pieces, 48 px a square: pan frame interval p95`, pct(near.frames, 0.95), 'ms', `${near.frames.length} frames`]);
    rows.push([`${label} pieces, 48 px a square: board render p95`, pct(near.renders, 0.95), 'ms', `${near.renders.length} renders`]);
  }
  await page.close();
  // Chromium (156 here) holds back the page's tasks after a click, the WebSocket's messages among
  // them, until it has painted a frame (its DeferRendererTasksAfterInput feature, for the
  // responsiveness measure INP). The page reads its messages from the socket worker's ring, which
  // is not held back (gui/web/link.js). The same clicks over a plain WebSocket, in the default
  // browser and in one without that feature, show what each costs.
  const clicks = [['', await clickToReply(browser, true)], [' over a plain WebSocket', await clickToReply(browser, false)]];
  const plain = await puppeteer.launch({ executablePath: chrome, headless: true, args: [...chromeArgs, '--disable-features=DeferRendererTasksAfterInput'] });
  try { clicks.push([' over a plain WebSocket, Chromium without DeferRendererTasksAfterInput', await clickToReply(plain, false)]); } finally { await plain.close(); }
  for (const [how, { replies, arrived, firstState, replyState }] of clicks) {
    rows.push([`click-to-reply, the built-in engine at go nodes 1${how}: p95`, pct(replies, 0.95), 'ms', `${replies.length} moves to the reply painted (the frame after it came), median ${median(replies).toFixed(1)} ms`]);
    rows.push([`click-to-reply${how}, to the reply in the page: p95`, pct(arrived, 0.95), 'ms', `the same moves until the reply is in the page, before the frame that paints it; median ${median(arrived).toFixed(1)} ms`]);
    rows.push([`click-to-reply${how}, of it until the move's own state arrives: median`, median(firstState), 'ms', `p95 ${pct(firstState, 0.95).toFixed(1)} ms (the server refereed the move and sent it back)`]);
    rows.push([`click-to-reply${how}, of it until the reply's state arrives: median`, median(replyState), 'ms', `p95 ${pct(replyState, 0.95).toFixed(1)} ms (the engine asked and answered, the state sent)`]);
  }
  // The browser's own floor: a page that changes its text in the click's handler, at once, and
  // times the frame that shows it (the first requestAnimationFrame after the change), as the
  // rows above time the reply. No reply can be painted sooner than this after a click.
  {
    const floor = await browser.newPage();
    await floor.setViewport({ width: 1280, height: 800 });
    await floor.setContent('<p id="t" style="font-size:40px;margin:0;height:400px">0</p>');
    await floor.evaluate(() => {
      window.lat = [];
      document.getElementById('t').addEventListener('click', (e) => {
        const t = performance.now();
        e.target.textContent = String(t);
        requestAnimationFrame(() => window.lat.push(performance.now() - t));
      });
    });
    for (let i = 0; i < 60; i++) {
      await floor.mouse.click(100 + i, 100);
      await floor.evaluate(() => new Promise((r) => setTimeout(r, 20 + Math.random() * 30)));
    }
    const lat = await floor.evaluate(() => window.lat);
    await floor.close();
    rows.push(["Chromium's own floor: a change made in a click's handler, to the frame that shows it: p95", pct(lat, 0.95), 'ms', `${lat.length} clicks, median ${median(lat).toFixed(1)} ms`]);
  }
  // The server's share of click-to-reply, without a browser: the same rook moves sent by a plain
  // WebSocket client (the npm package ws, which puppeteer-core brings), timed to the move's own
  // state and to the engine's reply.
  {
    const WebSocket = require('ws');
    const { host, searchParams } = new URL(url);
    const ws = new WebSocket(`ws://${host}/ws?token=${searchParams.get('token')}`, { origin: `http://${host}` });
    await new Promise((resolve, reject) => { ws.on('open', resolve); ws.on('error', reject); });
    const waiting = [];
    ws.on('message', (d) => { const t = performance.now(), m = JSON.parse(d); for (const w of waiting.splice(0)) w(t, m); });
    const state = (plies) => new Promise((resolve) => {
      const look = (t, m) => (m.reply === 'state' && m.plies === plies ? resolve(t) : waiting.push(look));
      waiting.push(look);
    });
    ws.send(JSON.stringify({ type: 'new_game', icn: 'w K1,1|k100,100|R5,5|Q3,3|R7,7|P20,2|p100,98', black: 0, limit: { nodes: 1 } }));
    await state(0);
    const own = [], reply = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now(), first = state(2 * i + 1), second = state(2 * i + 2);
      ws.send(JSON.stringify({ type: 'move', move: `5,${5 + i}>5,${6 + i}` }));
      own.push((await first) - t0);
      reply.push((await second) - t0);
    }
    ws.close();
    rows.push(['click-to-reply, the server alone (a plain WebSocket client): the reply p95', pct(reply, 0.95), 'ms', `median ${median(reply).toFixed(1)} ms; the move's own state median ${median(own).toFixed(2)} ms`]);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
console.log('| figure | value | unit | note |');
console.log('|---|---:|---|---|');
for (const [what, v, unit, note] of rows) console.log(`| ${what} | ${v.toFixed(1)} | ${unit} | ${note} |`);
