// Replays tests/transcripts/*.txt against the WebAssembly build's line face (a Node worker,
// wasm/package/line_worker.js), with the rules of tests/engine_interface/transcript_test.cpp:
// the same files the native server passes. Usage:
//   node tests/wasm/transcripts.mjs PACKAGE_DIR [FILE.txt ...]
// Files that need what a worker has not (process signals, a second dialect's binary) are
// listed in SKIPPED with the reason, and reported as skipped.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = path.dirname(new URL(import.meta.url).pathname);
const transcripts = path.join(here, '..', 'transcripts');
const [packageDir, ...only] = process.argv.slice(2);
const { createLineEngine } = await import(pathToFileURL(path.join(packageDir, 'index.js')).href);
const scale = Number(process.env.UICI_TIME_SCALE || '1') || 1;

export const SKIPPED = {
  'b_sigint.txt': 'SIGINT to the process: a worker gets no signals (terminate() is its kill)',
  'b_signals.txt': 'SIGTERM and SIGINT to the process: a worker gets no signals',
  'f_sigint_mid_job.txt': 'SIGINT during a job: a worker gets no signals',
  'f_sigterm_mid_job.txt': 'SIGTERM during a job: a worker gets no signals',
  'l_sprt_json.txt': 'uici --dialect sprt-json: another dialect of the binary, not built into the module',
};

function globMatch(pat, s) {
  let p = 0, i = 0, star = -1, mark = 0;
  while (i < s.length) {
    if (p < pat.length && pat[p] === '*') { star = p++; mark = i; }
    else if (p < pat.length && pat[p] === s[i]) { ++p; ++i; }
    else if (star >= 0) { p = star + 1; i = ++mark; }
    else return false;
  }
  while (p < pat.length && pat[p] === '*') ++p;
  return p === pat.length;
}

// The bytes of a `>raw` line: its text as UTF-8, \r \n \t \\ and \xNN escapes as single bytes.
function unescape(s) {
  const out = [];
  const utf8 = new TextEncoder();
  for (let i = 0; i < s.length; ++i) {
    if (s[i] !== '\\' || i + 1 === s.length) {
      const cp = s.codePointAt(i);
      const ch = String.fromCodePoint(cp);
      out.push(...utf8.encode(ch));
      i += ch.length - 1;
      continue;
    }
    const c = s[++i];
    if (c === 'r') out.push(13);
    else if (c === 'n') out.push(10);
    else if (c === 't') out.push(9);
    else if (c === 'x') { out.push(parseInt(s.slice(i + 1, i + 3), 16)); i += 2; }
    else out.push(...utf8.encode(c));
  }
  return Uint8Array.from(out);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function replay(file) {
  const lines = fs.readFileSync(path.join(transcripts, file), 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const failures = [];
  let engine = null;
  let json = false;
  const output = [];
  let waiters = [];
  let exitCode = null;
  let lastSend = Date.now();
  let within = null;
  let lineno = 0;
  const where = () => `${file}:${lineno}`;
  const start = async (args = []) => {
    if (engine) return;
    json = json || args.includes('--json');
    engine = await createLineEngine({
      json: args.includes('--json'), banner: args.includes('--banner'),
      exitOnError: args.includes('--exit-on-error'), batch: args.includes('--batch'),
    });
    engine.onLine((l) => { output.push(l); waiters.forEach((w) => w()); });
    engine.exited.then((code) => { exitCode = code; waiters.forEach((w) => w()); });
  };
  const nextLine = async (timeout = 5000) => {
    const deadline = Date.now() + timeout * scale;
    while (output.length === 0) {
      if (exitCode !== null || Date.now() > deadline) return null;
      await new Promise((r) => { waiters.push(r); setTimeout(r, 50); });
      waiters = [];
    }
    const line = output.shift();
    if (json) {
      let ok = false;
      try { const j = JSON.parse(line); ok = typeof j === 'object' && j !== null && !Array.isArray(j); } catch { ok = false; }
      if (!ok) failures.push(`${where()}: not one JSON object: ${line}`);
    }
    if (line.includes('\r')) failures.push(`${where()}: a CR byte on stdout`);
    return line;
  };
  const checkWithin = () => {
    if (within === null) return;
    const took = Date.now() - lastSend;
    if (took > within * scale) failures.push(`${where()}: took ${took} ms, bound ${within}`);
    within = null;
  };
  const expect = async (ok, shown) => {
    await start();
    const line = await nextLine();
    checkWithin();
    if (line === null) throw new Error(`${where()}: no output, expected: ${shown}`);
    if (!ok(line)) failures.push(`${where()}\n  expected: ${shown}\n  got:      ${line}`);
  };
  let exitChecked = false;
  try {
    for (const raw of lines) {
      ++lineno;
      if (raw === '' || raw.startsWith('#')) continue;
      if (raw.startsWith('@args')) { await start(raw.slice(5).trim().split(/\s+/)); continue; }
      await start();
      if (raw.startsWith('>raw ')) { engine.write(unescape(raw.slice(5))); lastSend = Date.now(); }
      else if (raw.startsWith('> ') || raw === '>') { engine.send(raw.length > 2 ? raw.slice(2) : ''); lastSend = Date.now(); }
      else if (raw.startsWith('@pause ')) await sleep(Number(raw.slice(7)) * scale);
      else if (raw.startsWith('@within ')) within = Number(raw.slice(8));
      else if (raw.startsWith('@until ')) {
        const pat = raw.slice(7);
        for (let first = true; ; first = false) {
          const line = await nextLine();
          if (first) checkWithin();
          if (line === null) throw new Error(`${where()}: output ended before ${raw}`);
          if (globMatch(pat, line)) break;
        }
      } else if (raw === '@eof') engine.close();
      else if (raw.startsWith('@exit ')) {
        const [code, ms = '1000'] = raw.slice(6).trim().split(/\s+/);
        const deadline = Date.now() + Number(ms) * scale;
        while (exitCode === null && Date.now() < deadline) await sleep(5);
        if (exitCode === null) throw new Error(`${where()}: still running after ${ms} ms`);
        if (exitCode !== Number(code)) failures.push(`${where()}: exit status ${exitCode}`);
        exitChecked = true;
      } else if (raw === '@json') json = true;
      else if (raw === '<empty>') await expect((l) => l === '', '<empty line>');
      else if (raw.startsWith('~')) await expect((l) => globMatch(raw.slice(1), l), raw);
      else await expect((l) => l === raw, raw);
    }
    await start();
    engine.close();
    const deadline = Date.now() + 5000 * scale;
    while (exitCode === null && Date.now() < deadline) await sleep(5);
    await sleep(20);
    if (output.length > 0) failures.push(`${file}: unexpected output at the end:\n${output.join('\n')}`);
    if (!exitChecked) {
      if (exitCode === null) failures.push(`${file}: did not exit after EOF`);
      else if (exitCode !== 0) failures.push(`${file}: exit status ${exitCode}`);
    }
  } catch (e) {
    failures.push(e.message);
  } finally {
    if (engine) engine.terminate();
  }
  return failures;
}

const files = only.length > 0 ? only : fs.readdirSync(transcripts).filter((f) => f.endsWith('.txt')).sort();
let failed = 0, passed = 0;
for (const file of files) {
  if (SKIPPED[file]) { console.log(`skip ${file}: ${SKIPPED[file]}`); continue; }
  const t0 = Date.now();
  const failures = await replay(file);
  if (failures.length === 0) { ++passed; console.log(`ok   ${file} (${Date.now() - t0} ms)`); }
  else { ++failed; console.log(`FAIL ${file}\n  ${failures.slice(0, 8).join('\n  ')}`); }
}
console.log(`transcripts on wasm: ${passed} passed, ${failed} failed, ${Object.keys(SKIPPED).filter((f) => files.includes(f)).length} skipped`);
process.exit(failed === 0 ? 0 : 1);
