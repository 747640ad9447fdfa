// The WebSocket to `uici gui` (PROTOCOL.md section 12): JSON messages out, replies to handlers
// by their "reply" field. The token comes from the page's URL.
import { openLink } from './wasm_link.js';

export class Connection {
  constructor() {
    this.handlers = new Map();
    this.queue = [];
    this.nextId = 1;
    const token = new URLSearchParams(location.search).get('token') || '';
    this.ws = openLink(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
    this.ws.onopen = () => { for (const m of this.queue) this.ws.send(m); this.queue = []; this.emit('open', {}); };
    this.ws.onclose = () => this.emit('close', {});
    this.ws.onmessage = (e) => {
      let msg;
      try { msg = JSON.parse(e.data); } catch { return; }
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
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text); else this.queue.push(text);
    return msg.id;
  }
}
