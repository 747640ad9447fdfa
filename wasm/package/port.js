// The worker's side of its message channel, the same in a web worker and in Node's
// worker_threads: on(message handler) and post(message).
const isNode = typeof process !== 'undefined' && !!(process.versions && process.versions.node);

export async function workerPort() {
  if (isNode) {
    const { parentPort } = await import('node:worker_threads');
    return {
      on: (handler) => parentPort.on('message', (data) => handler(data)),
      post: (message) => parentPort.postMessage(message),
    };
  }
  return {
    on: (handler) => self.addEventListener('message', (e) => handler(e.data)),
    post: (message) => self.postMessage(message),
  };
}

// A worker running `file` of this package, with the same on/post/terminate in both worlds.
export async function startWorker(file) {
  const url = new URL(file, import.meta.url);
  if (isNode) {
    const { Worker } = await import('node:worker_threads');
    const w = new Worker(url);
    return {
      on: (handler) => w.on('message', handler),
      onError: (handler) => w.on('error', handler),
      post: (message) => w.postMessage(message),
      terminate: () => w.terminate(),
    };
  }
  const w = new Worker(url, { type: 'module' });
  return {
    on: (handler) => w.addEventListener('message', (e) => handler(e.data)),
    onError: (handler) => w.addEventListener('error', handler),
    post: (message) => w.postMessage(message),
    terminate: () => w.terminate(),
  };
}

// Shared memory between a page and its worker needs a cross-origin isolated page; Node has it.
export function canShareMemory() {
  return typeof SharedArrayBuffer !== 'undefined' && (isNode || globalThis.crossOriginIsolated === true);
}

// Emscripten 3.1.6's ES module still reads `require` and `__dirname` under Node (its CommonJS
// heritage), and would fetch() the .wasm by path, which Node's fetch cannot: give the worker both
// names and the module's bytes. Returns what to add to the module's arguments.
export async function prepareModule() {
  if (!isNode) return {};
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  const { readFileSync } = await import('node:fs');
  globalThis.require = createRequire(import.meta.url);
  globalThis.__dirname = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
  return { wasmBinary: readFileSync(new URL('./uici.wasm', import.meta.url)) };
}
