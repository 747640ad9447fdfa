// The board page's server in a worker, for the page opened as static files (docs/WASM.md, "The
// board page without a server"; gui/web/link.js starts it). The page posts the JSON texts it
// would send over `uici gui`'s WebSocket (PROTOCOL.md section 12) and receives the same replies.
// The referee is the module's static hub (wasm/gui/static_hub.hpp, on gui's own message layer);
// the built-in engine runs in line-protocol workers (index.js): one for moves, one for analysis.
import createUiciModule from './uici.js';
import { canShareMemory, createLineEngine } from './index.js';
import { prepareModule, workerPort } from './port.js';

const port = await workerPort();
const uici = await createUiciModule({ ...(await prepareModule()), uiciWrite: () => {}, uiciExit: () => {} });
const encoder = new TextEncoder();
const now = () => performance.now();

// Calls `fn(pointer, length)` with `text` as UTF-8 in the module's memory.
function withText(text, fn) {
  const bytes = encoder.encode(text);
  const at = uici._malloc(bytes.length + 1);
  uici.HEAPU8.set(bytes, at);
  try {
    return fn(at, bytes.length);
  } finally {
    uici._free(at);
  }
}

// The hub's answer (wasm/gui/static_hub.hpp, actions_text): the engines' work, then the texts
// for the page.
function act(answer) {
  const lines = uici.UTF8ToString(answer).split('\n');
  const head = JSON.parse(lines[0]);
  for (const text of lines.slice(1)) port.post(text);
  if (head.cancel_play) slots.play.cancel();
  if (head.cancel_analysis) slots.analysis.cancel();
  if (head.play) slots.play.start(head.play);
  if (head.analyse) slots.analysis.start(head.analyse);
}

// One engine worker and the searches sent to it, oldest first (their generations): a reply line
// belongs to the oldest, a bestmove ends it. Without shared memory a running search cannot read
// a `stop` (docs/WASM.md, "Threads"), so an outdated one is ended with its worker, and the next
// search starts a new one.
class EngineSlot {
  constructor(play) {
    this.play = play;
    this.engine = null;  // a promise of createLineEngine's engine
    this.jobs = [];
    this.timer = null;
  }

  open() {
    if (this.engine) return this.engine;
    const engine = createLineEngine({});
    this.engine = engine;
    const mine = () => this.engine === engine;
    engine.then(
      (e) => {
        e.onLine((line) => mine() && this.line(line));
        e.exited.then(() => mine() && this.fail('the engine worker ended'), (err) => mine() && this.fail(String(err)));
      },
      (err) => mine() && this.fail(`the engine worker did not start (${err})`),
    );
    return engine;
  }

  start(job) {
    this.jobs.push(job.generation);
    this.open().then((e) => e.write(job.request));
    clearTimeout(this.timer);
    if (job.wait_ms > 0) this.timer = setTimeout(() => this.fail('no answer in time'), job.wait_ms);
  }

  line(text) {
    if (this.jobs.length === 0) return;
    const generation = this.jobs[0];
    if (/^bestmove(\s|$)/.test(text)) {
      this.jobs.shift();
      if (this.jobs.length === 0) clearTimeout(this.timer);
    }
    act(withText(text, (p, n) => uici._uici_gui_engine_line(this.play ? 1 : 0, generation, p, n, now())));
  }

  cancel() {
    if (!this.engine) return;
    if (canShareMemory()) {
      this.engine.then((e) => e.send('stop'));  // its bestmove comes and is dropped
      return;
    }
    this.kill();
  }

  kill() {
    const engine = this.engine;
    this.engine = null;
    this.jobs = [];
    clearTimeout(this.timer);
    engine.then((e) => e.terminate(), () => {});
  }

  fail(why) {
    const jobs = this.jobs;
    this.kill();
    for (const generation of jobs)
      act(withText(why, (p, n) => uici._uici_gui_engine_failed(this.play ? 1 : 0, generation, p, n, now())));
  }
}

const slots = { play: new EngineSlot(true), analysis: new EngineSlot(false) };
uici._uici_gui_open(now());
port.on((text) => act(withText(String(text), (p, n) => uici._uici_gui_message(p, n, now()))));
setInterval(() => act(uici._uici_gui_tick(now())), 50);
port.post('ready');
