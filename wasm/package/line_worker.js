// The line protocol in a worker (docs/WASM.md): request bytes in, reply lines out, as `uici`
// over stdin and stdout. Messages from the host:
//   {type: 'open', options: {json, banner, exitOnError, batch}, ring: SharedArrayBuffer | null}
//   {type: 'wake'}                      bytes (or the end) are waiting in the ring
//   {type: 'bytes', bytes} / {type: 'eof'}  without a ring (no shared memory): between jobs only
// To the host: 'ready' once loaded, {type: 'out', text} (whole lines), {type: 'read'} after
// the ring was read, {type: 'exit', code}.
import createUiciModule from './uici.js';
import { prepareModule, workerPort } from './port.js';
import { Ring } from './ring.js';

const port = await workerPort();
const moduleArgs = await prepareModule();
let ring = null;
let opened = false;
let exited = false;

const uici = await createUiciModule({
  ...moduleArgs,
  uiciWrite: (text) => port.post({ type: 'out', text }),
  uiciExit: (code) => {
    exited = true;
    port.post({ type: 'exit', code });
  },
});

// Copies bytes into the module's memory and feeds them to the line server.
function feed(bytes) {
  if (bytes.length === 0) return;
  const at = uici._malloc(bytes.length);
  uici.HEAPU8.set(bytes, at);
  try {
    uici._uici_line_feed(at, bytes.length);
  } finally {
    uici._free(at);
  }
}

function readRing() {
  while (!exited && ring.pending()) {
    const { bytes, eof } = ring.read();
    port.post({ type: 'read' });
    feed(bytes);
    if (eof) uici._uici_line_eof();
  }
}

// While a job runs, every clock read the search makes looks at the ring: a stop, quit, isready
// or ping is taken at once, anything else is queued, as the native server does.
uici.uiciClockHook = () => {
  if (ring !== null && ring.pending() && uici._uici_line_polling()) readRing();
};

port.on((message) => {
  if (exited) return;
  if (message.type === 'open' && !opened) {
    opened = true;
    const o = message.options || {};
    if (message.ring) ring = new Ring(message.ring);
    uici._uici_line_open(o.json ? 1 : 0, o.banner ? 1 : 0, o.exitOnError ? 1 : 0, o.batch ? 1 : 0);
  } else if (message.type === 'wake' && ring !== null) {
    readRing();
  } else if (message.type === 'bytes') {
    feed(message.bytes);
  } else if (message.type === 'eof') {
    uici._uici_line_eof();
  }
});
port.post('ready');
