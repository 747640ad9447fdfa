// uici-wasm: the host's side of the line protocol worker (docs/WASM.md). The site's engine
// worker is site_worker.js, which a page starts itself: new Worker(url, {type: 'module'}).
import { canShareMemory, startWorker } from './port.js';
import { Ring, createRing } from './ring.js';

export { canShareMemory };

export async function createLineEngine(options = {}) {
  const worker = await startWorker('./line_worker.js');
  const encoder = new TextEncoder();
  const shared = options.sharedMemory ?? canShareMemory();
  const ringBuffer = shared ? createRing(options.ringBytes) : null;
  const ring = ringBuffer ? new Ring(ringBuffer) : null;
  const lineHandlers = [];
  let partial = '';
  let queued = [];  // bytes not yet in the ring (it was full)
  let closing = false;
  let exitResolve;
  const exited = new Promise((resolve) => (exitResolve = resolve));
  let readyResolve;
  const ready = new Promise((resolve) => (readyResolve = resolve));

  // Moves what waits into the ring; the end goes in after the last byte.
  const flush = () => {
    while (queued.length > 0) {
      const n = ring.write(queued[0]);
      if (n < queued[0].length) {
        queued[0] = queued[0].subarray(n);
        break;
      }
      queued.shift();
    }
    if (closing && queued.length === 0) ring.close();
    worker.post({ type: 'wake' });
  };

  worker.on((m) => {
    if (m === 'ready') return readyResolve();
    if (m.type === 'out') {
      partial += m.text;
      const lines = partial.split('\n');
      partial = lines.pop();
      for (const line of lines) for (const h of lineHandlers) h(line);
    } else if (m.type === 'read') {
      if (ring && (queued.length > 0 || closing)) flush();
    } else if (m.type === 'exit') {
      exitResolve(m.code);
      worker.terminate();
    }
  });
  worker.onError((e) => exitResolve(Promise.reject(e)));
  await ready;
  worker.post({ type: 'open', options, ring: ringBuffer });

  return {
    sharedMemory: shared,
    onLine: (handler) => lineHandlers.push(handler),
    // Raw input, as written to uici's stdin (a line needs its "\n"): a string (sent as UTF-8)
    // or bytes.
    write(data) {
      if (closing) return;
      const bytes = typeof data === 'string' ? encoder.encode(data) : data;
      if (!ring) return worker.post({ type: 'bytes', bytes });
      queued.push(bytes);
      flush();
    },
    send(line) {
      this.write(line + '\n');
    },
    // End of input, as closing uici's stdin.
    close() {
      if (closing) return;
      closing = true;
      if (!ring) return worker.post({ type: 'eof' });
      flush();
    },
    exited,
    terminate: () => worker.terminate(),
  };
}
