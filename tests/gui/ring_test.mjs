// gui/web/ring.js as the board page uses it (gui/web/link.js, socket_worker.js): a worker writes
// lines into a small ring with writeAll, waiting while it is full; the main thread reads them with
// whenWritten and readLines. Every line comes out whole, in order, exactly as written: lines many
// times the ring's size, lines of one byte, characters of 2, 3 and 4 UTF-8 bytes cut at every
// boundary, and the end after the last. Run by ctest (tests/CMakeLists.txt) with node.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Ring, createRing } from '../../gui/web/ring.js';

// The lines, the same on both sides: their sizes cross the ring's 4,099 bytes many ways.
function lines() {
  const out = [];
  for (let i = 0; i < 300; i++) {
    const unit = ['a', 'é', '€', '𝄞', '{"reply":"state"}'][i % 5];
    out.push(`${i}:` + unit.repeat([0, 1, 7, 1000, 4099, 20000][i % 6]));
  }
  out.push('x'.repeat(3_000_000));
  return out;
}

if (!isMainThread) {
  const ring = new Ring(workerData);
  const encoder = new TextEncoder();
  for (const line of lines()) ring.writeAll(encoder.encode(line + '\n'));
  ring.close();
  parentPort.postMessage('done');
} else {
  const buffer = createRing(4099);
  const ring = new Ring(buffer);
  const worker = new Worker(new URL(import.meta.url), { workerData: buffer });
  worker.on('error', (e) => { console.log(`FAIL  the writer failed: ${e.message}`); process.exit(1); });
  const got = [];
  while (!ring.ended) {
    await ring.whenWritten();
    while (ring.pending()) got.push(...ring.readLines());
  }
  await worker.terminate();
  const want = lines();
  let bad = got.length === want.length ? -1 : Math.min(got.length, want.length);
  for (let i = 0; bad < 0 && i < want.length; i++) if (got[i] !== want[i]) bad = i;
  if (bad >= 0 || ring.partial !== '') {
    console.log(`FAIL  line ${bad} of ${want.length} differs (got ${got.length} lines; left over ${ring.partial?.length})`);
    process.exit(1);
  }
  console.log(`PASS  ${want.length} lines (${want.reduce((n, l) => n + l.length, 0)} characters) through a 4,099-byte ring`);
}
