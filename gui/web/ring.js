// A byte pipe in shared memory from one writer to one reader, each side moving its own counter.
// Two uses: the WebAssembly package's line worker reads its stdin from it, even in the middle of
// a search, when no message can reach it (docs/WASM.md); the board page reads its server's
// messages from it, written by the worker that holds the WebSocket, at once even while Chromium
// holds back the page's tasks after a click (docs/GUI.md, "Speed").
// Layout: Int32 [written, read, eof], then `capacity` bytes. Counters wrap at 2^32.
const HEADER = 12;

export function createRing(capacity = 1 << 20) {
  return new SharedArrayBuffer(HEADER + capacity);
}

export class Ring {
  constructor(buffer) {
    this.buffer = buffer;
    this.head = new Int32Array(buffer, 0, 3);
    this.data = new Uint8Array(buffer, HEADER);
  }

  // Bytes waiting to be read, or end of input not yet taken.
  pending() {
    return Atomics.load(this.head, 0) !== Atomics.load(this.head, 1) || Atomics.load(this.head, 2) === 1;
  }

  // Writer: copies as much of `bytes` as fits; returns how many.
  write(bytes) {
    const cap = this.data.length;
    const w = Atomics.load(this.head, 0) >>> 0;
    const r = Atomics.load(this.head, 1) >>> 0;
    const n = Math.min(bytes.length, cap - ((w - r) >>> 0));
    for (let i = 0; i < n; ) {
      const at = (w + i) % cap;
      const run = Math.min(n - i, cap - at);
      this.data.set(bytes.subarray(i, i + run), at);
      i += run;
    }
    Atomics.store(this.head, 0, (w + n) | 0);
    Atomics.notify(this.head, 0);
    return n;
  }

  // Writer in a worker (Atomics.wait is not allowed on a page): all of `bytes`, waiting while
  // the ring is full for the reader to make room.
  writeAll(bytes) {
    for (let done = 0; done < bytes.length; ) {
      const read = Atomics.load(this.head, 1);
      done += this.write(bytes.subarray(done));
      if (done < bytes.length) Atomics.wait(this.head, 1, read, 1000);
    }
  }

  close() {
    Atomics.store(this.head, 2, 1);
    Atomics.notify(this.head, 0);
  }

  // Reader: everything written so far (a copy), and whether the input has ended.
  read() {
    const cap = this.data.length;
    // The end first: once it is seen, every byte before it is already counted in `written`.
    const closed = Atomics.load(this.head, 2) === 1;
    const w = Atomics.load(this.head, 0) >>> 0;
    const r = Atomics.load(this.head, 1) >>> 0;
    const n = (w - r) >>> 0;
    const out = new Uint8Array(n);
    for (let i = 0; i < n; ) {
      const at = (r + i) % cap;
      const run = Math.min(n - i, cap - at);
      out.set(this.data.subarray(at, at + run), i);
      i += run;
    }
    Atomics.store(this.head, 1, w | 0);
    Atomics.notify(this.head, 1);
    if (closed) Atomics.store(this.head, 2, 2);  // taken once
    return { bytes: out, eof: closed };
  }

  // Reader of text lines: every whole line written so far, UTF-8 decoded, without its "\n"; a
  // line or a character cut by the end of what was written waits for the rest. `ended` is set
  // once the end was read.
  readLines() {
    this.decoder ??= new TextDecoder();
    const { bytes, eof } = this.read();
    if (eof) this.ended = true;
    const text = (this.partial ?? '') + this.decoder.decode(bytes, { stream: true });
    const lines = text.split('\n');
    this.partial = lines.pop();
    return lines;
  }

  // Reader on a page: a promise kept once bytes or the end wait (or after a second: an end
  // marked between the test and the wait wakes no one). Atomics.waitAsync's wake-up is not one of
  // the page tasks Chromium holds back after an input; a message's is.
  whenWritten() {
    const w = Atomics.load(this.head, 0);
    if (this.pending()) return Promise.resolve();
    const wait = Atomics.waitAsync(this.head, 0, w, 1000);
    return wait.async ? wait.value : Promise.resolve();
  }
}
