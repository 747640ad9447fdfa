// How the page reaches its server, for net.js: the WebSocket of `uici gui`, or, when the page is
// opened as static files next to the WebAssembly build (docs/WASM.md, "The board page without a
// server"), a worker that answers the same messages with the referee and the engine in the
// browser (uici-wasm/gui_worker.js). Either looks like a WebSocket to net.js. `?wasm` asks for
// the worker; a URL with the server's token gets the WebSocket; otherwise the worker's file decides.
const WORKER = 'uici-wasm/gui_worker.js';

export function openLink(wsUrl) {
  const q = new URLSearchParams(location.search);
  if (q.has('token') && !q.has('wasm')) return new WebSocket(wsUrl);
  return new Link(wsUrl, q.has('wasm'));
}

class Link {
  constructor(wsUrl, wasm) {
    this.readyState = 0;
    this.onopen = this.onclose = this.onmessage = null;
    this.target = null;
    this.choose(wsUrl, wasm);
  }
  async choose(wsUrl, wasm) {
    if (!wasm) wasm = await fetch(WORKER, { method: 'HEAD' }).then((r) => r.ok, () => false);
    const t = wasm ? workerSocket() : new WebSocket(wsUrl);
    t.onopen = () => { this.readyState = 1; this.onopen?.(); };
    t.onclose = () => { this.readyState = 3; this.onclose?.(); };
    t.onmessage = (e) => this.onmessage?.(e);
    this.target = t;
  }
  send(text) { this.target.send(text); }
}

// The worker posts 'ready' once its module is loaded, then one JSON text per reply.
function workerSocket() {
  const w = new Worker(WORKER, { type: 'module' });
  const s = { send: (text) => w.postMessage(text) };
  w.onmessage = (e) => (e.data === 'ready' ? s.onopen() : s.onmessage({ data: e.data }));
  w.onerror = () => { w.terminate(); s.onclose(); };
  return s;
}
