// The page's WebSocket, held by a worker of its own (gui/web/link.js starts it where the page has
// shared memory). Chromium holds back a page's tasks after a click until the next frame is
// painted, a WebSocket's messages among them, but not a worker's: here each message is written
// as one line into the ring the page waits on (ring.js), so the engine's reply to a click is in
// the page before that frame (docs/GUI.md, "Speed").
// Page to worker: {type: 'open', url, ring: SharedArrayBuffer}, then {type: 'send', text}.
// Worker to page: {type: 'open'}; {type: 'close', code, reason} once every message is in the ring.
import { Ring } from './ring.js';

const encoder = new TextEncoder();
let socket = null;

onmessage = (e) => {
  const m = e.data;
  if (m.type === 'send') return socket?.send(m.text);
  if (m.type !== 'open' || socket) return;
  const ring = new Ring(m.ring);
  socket = new WebSocket(m.url);
  socket.onopen = () => postMessage({ type: 'open' });
  // The server's messages are JSON texts, one line each (PROTOCOL.md section 12).
  socket.onmessage = (msg) => ring.writeAll(encoder.encode(msg.data + '\n'));
  socket.onclose = (c) => {
    ring.close();
    postMessage({ type: 'close', code: c.code, reason: c.reason });
  };
};
