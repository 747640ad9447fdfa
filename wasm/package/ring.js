// A byte pipe from the host to the line worker in shared memory: the worker's stdin. The host
// writes, the worker reads, each side moving its own counter; the worker can read it in the
// middle of a search (from the clock hook), when no message can reach it (docs/WASM.md).
// Layout: Int32 [written, read, eof], then `capacity` bytes. Counters wrap at 2^32.
const HEADER = 12;

export function createRing(capacity = 1 << 20) {
  return new SharedArrayBuffer(HEADER + capacity);
}

export class Ring {
  constructor(buffer) {
    this.head = new Int32Array(buffer, 0, 3);
    this.data = new Uint8Array(buffer, HEADER);
  }

  // Bytes waiting to be read, or end of input not yet taken.
  pending() {
    return Atomics.load(this.head, 0) !== Atomics.load(this.head, 1) || Atomics.load(this.head, 2) === 1;
  }

  // Host: copies as much of `bytes` as fits; returns how many.
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
    return n;
  }

  close() {
    Atomics.store(this.head, 2, 1);
  }

  // Worker: everything written so far (a copy), and whether the input has ended.
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
    if (closed) Atomics.store(this.head, 2, 2);  // taken once
    return { bytes: out, eof: closed };
  }
}
