// infinitechess.org's engine worker (docs/WASM.md): the site starts it as
//   new Worker(url, {type: 'module'})
// and drives it as src/client/scripts/esm/game/misc/enginegame.ts does: 'readyok' once loaded,
// then one message per engine move or move-list request, each answered with one
// {type: 'move', data: 'x,y>x,y=Q' | null} or {type: 'generatedMoves', data: ['x,y>x,y', ...]}.
// The search runs to the message's time limit on this worker's thread (nothing to stop it).
import createUiciModule from './uici.js';
import { prepareModule, workerPort } from './port.js';

const port = await workerPort();
const moduleArgs = await prepareModule();
const uici = await createUiciModule({
  ...moduleArgs, uiciWrite: () => {}, uiciExit: () => {} });
const encoder = new TextEncoder();

// The structured clone the site posts, as JSON: a Map as the array of its [key, value] pairs
// (a position of many pieces is no JSON object of as many keys), a Set as an array, a bigint as
// its decimal digits. stringGamefile (the whole game object as text) is not read.
function plain(value) {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Map) return [...value].map(([k, v]) => [plain(k), plain(v)]);
  if (value instanceof Set) return [...value].map(plain);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'stringGamefile' && v !== undefined) out[k] = plain(v);
    return out;
  }
  return value;
}

function answer(message) {
  const bytes = encoder.encode(JSON.stringify(plain(message)));
  const at = uici._malloc(bytes.length + 1);
  uici.HEAPU8.set(bytes, at);
  try {
    return JSON.parse(uici.UTF8ToString(uici._uici_site_request(at, bytes.length)));
  } finally {
    uici._free(at);
  }
}

port.on((message) => {
  let reply;
  try {
    reply = answer(message);
  } catch (e) {
    reply = { type: 'move', data: null, error: String(e) };
  }
  if (reply.error) console.error('[uici] ' + reply.error);
  port.post(reply);
});
port.post('readyok');
