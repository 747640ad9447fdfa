// How the page reaches its server, for net.js: the WebSocket of `uici gui`, or, when the page is
// opened as static files next to the WebAssembly build (docs/WASM.md, "The board page without a
// server"), a worker that answers the same messages with the referee and the engine in the
// browser (uici-wasm/gui_worker.js). Either looks like a WebSocket to net.js. `?wasm` asks for
// the worker; a URL with the server's token gets the WebSocket; otherwise the worker's file decides.
// Where the page has shared memory (`uici gui` sends the headers that give it), the WebSocket is
// held by socket_worker.js and its messages come through a ring (docs/GUI.md, "Speed").
import { Ring, createRing } from './ring.js';

const WORKER = 'uici-wasm/gui_worker.js';

export function openLink(wsUrl) {
  const q = new URLSearchParams(location.search);
  if (q.has('token') && !q.has('wasm')) return sharedMemory() ? new RingSocket(wsUrl) : new WebSocket(wsUrl);
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

// Atomics.waitAsync needs a page that is cross-origin isolated (for SharedArrayBuffer) and a
// browser that has it (Chromium does; the others get the plain WebSocket).
function sharedMemory() {
  return globalThis.crossOriginIsolated === true && typeof Atomics.waitAsync === 'function';
}

// The WebSocket in socket_worker.js: messages out by postMessage, messages in as lines of the
// ring, read as soon as Atomics.waitAsync wakes. 256 KB: a 10,000-piece state passes in a few
// turns, a move's in one.
class RingSocket {
  constructor(wsUrl) {
    this.readyState = 0;
    this.onopen = this.onclose = this.onmessage = null;
    this.ring = new Ring(createRing(1 << 18));
    this.worker = new Worker(new URL('./socket_worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e) => {
      if (e.data.type === 'open') {
        this.readyState = 1;
        this.onopen?.();
      } else if (e.data.type === 'close') {
        this.end(e.data.code, e.data.reason);
      }
    };
    this.worker.onerror = () => this.end(1006, 'the socket worker failed');
    this.worker.postMessage({ type: 'open', url: new URL(wsUrl, location.href).href, ring: this.ring.buffer });
    this.listen();
  }

  async listen() {
    while (this.readyState !== 3) {
      await this.ring.whenWritten();
      this.drain();
    }
  }

  // Every whole line in the ring, each handed on as a WebSocket message; an error in a handler
  // is reported and the next line still handed on, as a WebSocket's next message would be.
  drain() {
    while (this.ring.pending()) {
      for (const data of this.ring.readLines()) {
        try {
          this.onmessage?.({ data });
        } catch (err) {
          reportError(err);
        }
      }
    }
  }

  // The worker says so once every message is in the ring: those are handed on first.
  end(code, reason) {
    if (this.readyState === 3) return;
    this.drain();
    this.readyState = 3;
    this.worker.terminate();
    this.onclose?.({ code, reason });
  }

  send(text) {
    this.worker.postMessage({ type: 'send', text });
  }
}
