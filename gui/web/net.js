// The WebSocket to `uici gui` (PROTOCOL.md section 12): JSON messages out, replies to handlers
// by their "reply" field. The token comes from the page's URL. A message longer than the
// server's max_message_bytes (from hello) is not sent: it gets the server's own too_large error
// here, as the server would answer it.
import { openLink } from './link.js';

export class Connection {
  constructor() {
    this.handlers = new Map();
    this.queue = [];
    this.nextId = 1;
    this.maxBytes = Infinity;
    const token = new URLSearchParams(location.search).get('token') || '';
    this.ws = openLink(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
    this.ws.onopen = () => { for (const m of this.queue) this.ws.send(m); this.queue = []; this.emit('open', {}); };
    this.ws.onclose = (e) => this.emit('close', { code: e.code, reason: e.reason });
    this.ws.onmessage = (e) => {
      let msg;
      try { msg = JSON.parse(e.data); } catch { return; }
      if (msg.reply === 'hello' && Number.isFinite(msg.max_message_bytes)) this.maxBytes = msg.max_message_bytes;
      this.emit(msg.reply, msg);
    };
  }
  on(reply, fn) {
    if (!this.handlers.has(reply)) this.handlers.set(reply, []);
    this.handlers.get(reply).push(fn);
  }
  emit(reply, msg) { for (const fn of this.handlers.get(reply) || []) fn(msg); }
  send(msg) {
    msg.id = this.nextId++;
    const text = JSON.stringify(msg);
    // UTF-8 is at most 3 bytes a UTF-16 unit: count exactly only when it may matter.
    if (text.length * 3 > this.maxBytes) {
      const bytes = new TextEncoder().encode(text).length;
      if (bytes > this.maxBytes) {
        this.emit('error', { reply: 'error', ok: false, error: { code: 'too_large', bytes, max: this.maxBytes, message: `past a size limit: bytes=${bytes} max=${this.maxBytes}` }, re: msg.type, id: msg.id });
        return msg.id;
      }
    }
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text); else this.queue.push(text);
    return msg.id;
  }
}
