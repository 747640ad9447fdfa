// The board of the unbounded lattice, drawn with the layout rules of `uici render`
// (docs/RENDER.md): checkerboard with 1,1 dark, edge coordinates every 1, 2, 5, 10... squares,
// the world border shaded, promotion lines, the last move, a royal in check, arrows. Pieces are
// SVG <use> of the server's glyph sheet with data-square="x,y"; under 6 pixels a square (far
// zoom), or with very many pieces in view, they become marks on a canvas under the SVG.
// Coordinates are JS numbers here (exact up to 2^53); moves go to the server as text.
// Speed (docs/GUI.md "Speed"): the pieces are bucketed by BUCKET x BUCKET squares, so a frame
// looks only at the buckets the view touches; marks are written as pixels into one reused
// ImageData (no canvas call per piece), and the buffers are kept from frame to frame. The board
// layers are drawn PAD pixels larger than the view on each side: a pan moves them by a CSS
// transform (the compositor's work, nothing drawn again) until it passes the margin; only the
// edge labels, in a layer of their own, are written each frame.
import { bindInput } from './board_input.js';
import { drawBorder, drawLabels, drawPromotionLines, drawTargets } from './board_overlays.js';

const DARK = '#b58863', LIGHT = '#f0d9b5', FAR = '#d2b48c';
const GLYPH_MIN_PX = 6;
const MAX_GLYPHS = 4000; // more pieces in view than this: marks, whatever the zoom
const NS = 'http://www.w3.org/2000/svg';
const BUCKET = 32; // squares a side of a spatial-index bucket
const PAD = 384;   // pixels drawn past each side of the view, for panning

// '#rrggbb' as the 32-bit pixel an ImageData on a little-endian machine holds (ABGR).
function pixelOf(hex) {
  const v = parseInt(String(hex).slice(1, 7), 16) || 0x444444;
  return (0xff000000 | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0;
}
const LE = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function parseSquare(t) {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(t);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function glyphId(code) {
  if (code === 'ob' || code === 'vo') return 'n-' + code;
  return (code === code.toUpperCase() ? 'w-' : 'b-') + code.toLowerCase();
}

export class Board {
  constructor(host, marks) {
    this.host = host;
    this.marks = marks || {};
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-marks';
    this.svg = document.createElementNS(NS, 'svg');
    this.svg.setAttribute('class', 'board-svg');
    this.svg.id = 'board';
    this.labels = document.createElementNS(NS, 'svg');
    this.labels.setAttribute('class', 'board-labels');
    host.append(this.canvas, this.svg, this.labels);
    this.padNow = 0;           // PAD while a layer is drawn, else 0 (size() and sx() are the view's)
    this.layer = null;         // the view the layers were drawn for: {cx, cy, s, W, H}
    this.dirty = true;         // something beside the view changed: draw the layers again
    this.pieces = [];          // {code, x, y, key, pixel}
    this.byKey = new Map();
    this.buckets = new Map();  // "bx,by" -> the pieces of that BUCKET x BUCKET block
    this.inView = [];          // reused each frame
    this.markCanvas = document.createElement('canvas'); // the marks' pixels, drawn over the ground
    this.markImage = null;     // ImageData of markCanvas's size, reused
    this.pixels = {};          // piece code -> its mark's pixel
    this.rules = null;
    this.lastMove = null;      // [[x,y],[x,y]]
    this.checks = [];
    this.selection = null;     // {x, y, moves: [{x,y,promotions}], rays: [{fx,fy,dx,dy,first,last}]}
    this.arrows = [];          // {from:[x,y], to:[x,y], best}
    this.cx = 4.5; this.cy = 4.5; this.s = 48;
    this.flipped = false;      // turned half a turn: Black's side at the bottom, files right to left
    this.drag = null;
    this.handlers = {};
    this.frames = [];          // frame times (ms) of the last renders, for the speed check
    this.pending = false;
    bindInput(this);
    // The host's size, read once here and then kept by the observer, which runs after the
    // browser's own layout. Read in a draw (every sx() asked for it), clientWidth made Chromium
    // lay out the page then and there, again after the board's SVG was written: 2-4 ms a move.
    this.hostW = host.clientWidth;
    this.hostH = host.clientHeight;
    new ResizeObserver(() => {
      if (host.clientWidth === this.hostW && host.clientHeight === this.hostH) return;
      this.hostW = host.clientWidth;
      this.hostH = host.clientHeight;
      this.redraw();
    }).observe(host);
  }

  on(name, fn) { this.handlers[name] = fn; }
  emit(name, ...a) { return this.handlers[name] ? this.handlers[name](...a) : undefined; }

  setPosition(state) {
    const n = state.pieces.length;
    this.pieces = new Array(n);
    this.byKey = new Map();
    this.buckets = new Map();
    for (let i = 0; i < n; i++) {
      const [code, sq] = state.pieces[i];
      const comma = sq.indexOf(',');
      const x = Number(sq.slice(0, comma)), y = Number(sq.slice(comma + 1));
      if (!(code in this.pixels)) this.pixels[code] = pixelOf(this.marks[code] || '#444444');
      const p = { code, x, y, key: sq, pixel: this.pixels[code] };
      this.pieces[i] = p;
      this.byKey.set(sq, p);
      const bk = `${Math.floor(x / BUCKET)},${Math.floor(y / BUCKET)}`;
      const b = this.buckets.get(bk);
      if (b) b.push(p); else this.buckets.set(bk, [p]);
    }
    this.rules = state.rules;
    this.lastMove = state.last_move ? state.last_move.split(/[>=]/).slice(0, 2).map(parseSquare) : null;
    this.checks = state.checks.map(parseSquare);
    this.redraw();
  }

  pieceAt(x, y) { return this.byKey.get(`${x},${y}`); }
  // Pieces are drawn as glyphs (and can be picked up) at this zoom; further out they are marks.
  showsGlyphs() { return this.s >= GLYPH_MIN_PX; }

  // The view: centre square and pixels per square.
  setView(cx, cy, s) {
    this.cx = cx; this.cy = cy; this.s = Math.min(120, Math.max(1e-7, s));
    this.schedule();
    this.emit('view', this.window());
  }
  goTo(x, y) { this.setView(x, y, Math.max(this.s, 40)); }
  fit() {
    if (!this.pieces.length) return this.setView(4.5, 4.5, 48);
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    for (const p of this.pieces) { x0 = Math.min(x0, p.x); x1 = Math.max(x1, p.x); y0 = Math.min(y0, p.y); y1 = Math.max(y1, p.y); }
    const { W, H } = this.size();
    const s = Math.min(W / (x1 - x0 + 3), H / (y1 - y0 + 3));
    this.setView((x0 + x1) / 2, (y0 + y1) / 2, s);
  }
  size() {
    const p = 2 * this.padNow;
    return { W: (this.hostW || 600) + p, H: (this.hostH || 600) + p };
  }
  // Pixels a square, signed: negative when the board is turned (screen x runs against the files).
  ds() { return this.flipped ? -this.s : this.s; }
  sx(x) { return this.size().W / 2 + (x - this.cx) * this.ds(); }
  sy(y) { return this.size().H / 2 - (y - this.cy) * this.ds(); }
  squareAt(px, py) {
    const { W, H } = this.size();
    return [Math.round((px - W / 2) / this.ds() + this.cx), Math.round(this.cy - (py - H / 2) / this.ds())];
  }
  setFlipped(on) {
    if (this.flipped === on) return;
    this.flipped = on;
    this.redraw();
  }
  // The squares in view, corners included.
  window() {
    const { W, H } = this.size();
    return {
      x0: Math.floor(this.cx - W / 2 / this.s) - 1, x1: Math.ceil(this.cx + W / 2 / this.s) + 1,
      y0: Math.floor(this.cy - H / 2 / this.s) - 1, y1: Math.ceil(this.cy + H / 2 / this.s) + 1,
    };
  }

  // The pieces inside `win` (this.inView, reused): from the buckets the window touches, or
  // from the whole list when the window holds more buckets than there are.
  collectInView(win) {
    const out = this.inView;
    out.length = 0;
    const bx0 = Math.floor(win.x0 / BUCKET), bx1 = Math.floor(win.x1 / BUCKET);
    const by0 = Math.floor(win.y0 / BUCKET), by1 = Math.floor(win.y1 / BUCKET);
    const inside = (p) => p.x >= win.x0 && p.x <= win.x1 && p.y >= win.y0 && p.y <= win.y1;
    if ((bx1 - bx0 + 1) * (by1 - by0 + 1) > this.buckets.size) {
      const all = this.pieces;
      for (let i = 0, n = all.length; i < n; i++) if (inside(all[i])) out.push(all[i]);
    } else {
      for (let bx = bx0; bx <= bx1; bx++)
        for (let by = by0; by <= by1; by++) {
          const b = this.buckets.get(`${bx},${by}`);
          if (b) for (const p of b) if (inside(p)) out.push(p);
        }
    }
    return out;
  }

  // Far zoom: each piece a square mark of its colour, written as pixels (a canvas call per
  // piece cost 5 us; 100,000 pieces were half a second a frame), then drawn over the ground.
  drawMarks(ctx, inView, W, H) {
    const mc = this.markCanvas;
    if (mc.width !== W || mc.height !== H) { mc.width = W; mc.height = H; this.markImage = null; }
    if (!this.markImage) this.markImage = new ImageData(W, H);
    const img = this.markImage, buf = new Uint32Array(img.data.buffer);
    buf.fill(0);
    const s = this.s, m = Math.max(2, Math.round(Math.min(s, 12) * 0.8));
    const d = this.ds(), ox = W / 2 - this.cx * d - m / 2, oy = H / 2 + this.cy * d - m / 2;
    for (let i = 0, n = inView.length; i < n; i++) {
      const p = inView[i];
      const x0 = Math.round(ox + p.x * d), y0 = Math.round(oy - p.y * d);
      const px = LE ? p.pixel : ((p.pixel & 0xff) << 24 | (p.pixel >>> 8)) >>> 0;
      if (m === 2 && x0 >= 0 && y0 >= 0 && x0 + 2 <= W && y0 + 2 <= H) {
        // The common far mark, written straight (no call).
        const at = y0 * W + x0;
        buf[at] = px; buf[at + 1] = px; buf[at + W] = px; buf[at + W + 1] = px;
        continue;
      }
      const xa = Math.max(0, x0), xb = Math.min(W, x0 + m), yb = Math.min(H, y0 + m);
      for (let y = Math.max(0, y0); y < yb; y++) buf.fill(px, y * W + xa, y * W + xb);
    }
    mc.getContext('2d').putImageData(img, 0, 0);
    ctx.drawImage(mc, 0, 0);
  }

  // Something beside the view changed (pieces, marks, arrows, the selection, a dragged piece).
  redraw() {
    this.dirty = true;
    this.schedule();
  }
  // Only the view moved.
  schedule() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.render(); });
  }

  render() {
    const t0 = performance.now();
    const view = this.size(), win = this.window(), L = this.layer;
    const dx = L ? (L.cx - this.cx) * this.ds() : 0, dy = L ? (this.cy - L.cy) * this.ds() : 0;
    if (this.dirty || !L || L.s !== this.s || L.flipped !== this.flipped || L.W !== view.W || L.H !== view.H || Math.abs(dx) > PAD || Math.abs(dy) > PAD) {
      this.padNow = PAD;
      try { this.drawLayers(); } finally { this.padNow = 0; }
      this.layer = { cx: this.cx, cy: this.cy, s: this.s, flipped: this.flipped, W: view.W, H: view.H };
      this.dirty = false;
      this.moveLayers(0, 0);
    } else {
      this.moveLayers(dx, dy);
    }
    const labels = [];
    drawLabels(this, labels, win, view.W, view.H);
    this.labels.setAttribute('viewBox', `0 0 ${view.W} ${view.H}`);
    this.labels.innerHTML = labels.join('');
    this.svg.setAttribute('data-window', `${win.x0},${win.y0},${win.x1},${win.y1}`);
    this.frames.push(performance.now() - t0);
    if (this.frames.length > 600) this.frames.shift();
  }

  moveLayers(dx, dy) {
    const t = dx || dy ? `translate(${Math.round(dx)}px, ${Math.round(dy)}px)` : '';
    this.svg.style.transform = t;
    this.canvas.style.transform = t;
  }

  // The board layers (canvas and SVG), PAD pixels past the view each side.
  drawLayers() {
    const { W, H } = this.size();
    const s = this.s, win = this.window();
    const inView = this.collectInView(win);
    const far = s < GLYPH_MIN_PX || inView.length > MAX_GLYPHS;
    if (this.canvas.width !== W || this.canvas.height !== H) {
      this.canvas.width = W; this.canvas.height = H;
      for (const el of [this.canvas, this.svg]) {
        el.style.left = el.style.top = `${-this.padNow}px`;
        el.style.width = `${W}px`; el.style.height = `${H}px`;
      }
    }
    const ctx = this.canvas.getContext('2d');
    const out = [];
    out.push('<defs><radialGradient id="check"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#ff0000" stop-opacity="0"/></radialGradient>' +
      '<marker id="head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="#15781b"/></marker></defs>');
    if (far) {
      // The ground under the marks: one colour far out; the squares when the marks are there
      // because of their number.
      this.ground = null;
      ctx.clearRect(0, 0, W, H);
      ctx.fillStyle = FAR; ctx.fillRect(0, 0, W, H);
      if (s >= GLYPH_MIN_PX) this.drawSquares(ctx, win, W, H);
      this.drawMarks(ctx, inView, W, H);
    } else {
      // The checkerboard on the canvas under the SVG, drawn again only when the view moved or
      // zoomed: a new position, a selection or targets redraw the SVG alone. (As a pattern in the
      // SVG it made each such redraw repaint the whole layer, 5 to 15 ms of a click-to-reply in
      // Chromium's software raster: docs/PERFORMANCE.md.)
      const ground = `${this.sx(0)},${this.sy(0)},${s},${this.flipped},${W},${H}`;
      if (ground !== this.ground) {
        this.ground = ground;
        this.drawSquares(ctx, win, W, H);
      }
    }
    drawBorder(this, out, W, H);
    drawPromotionLines(this, out, W);
    const sqRect = (x, y, attrs) => `<rect x="${this.sx(x) - s / 2}" y="${this.sy(y) - s / 2}" width="${s}" height="${s}" ${attrs}/>`;
    const hs = Math.max(s, 4);
    if (this.lastMove) for (const [x, y] of this.lastMove) out.push(`<rect class="last-move" x="${this.sx(x) - hs / 2}" y="${this.sy(y) - hs / 2}" width="${hs}" height="${hs}" fill="#f7ec5a" fill-opacity="0.55"/>`);
    for (const [x, y] of this.checks) out.push(`<circle class="check" data-square="${x},${y}" cx="${this.sx(x)}" cy="${this.sy(y)}" r="${Math.max(s * 0.6, 6)}" fill="url(#check)"/>`);
    if (this.selection) out.push(sqRect(this.selection.x, this.selection.y, 'class="selected" fill="#14551e" fill-opacity="0.45"'));
    if (!far) {
      const dragged = this.drag && this.drag.piece ? this.drag.piece.key : null;
      for (const p of inView) {
        if (p.key === dragged) continue;
        out.push(`<use href="#${glyphId(p.code)}" data-square="${p.key}" data-piece="${p.code}" x="${this.sx(p.x) - s / 2}" y="${this.sy(p.y) - s / 2}" width="${s}" height="${s}"/>`);
      }
    }
    drawTargets(this, out, win);
    for (const a of this.arrows) {
      const [x1, y1] = a.from, [x2, y2] = a.to;
      const w = Math.max(2, Math.min(s * (a.best ? 0.18 : 0.11), 14));
      out.push(`<line class="arrow${a.best ? ' best' : ''}" data-move="${x1},${y1}>${x2},${y2}" x1="${this.sx(x1)}" y1="${this.sy(y1)}" x2="${this.sx(x2)}" y2="${this.sy(y2)}" stroke="#15781b" stroke-opacity="${a.best ? 0.8 : 0.5}" stroke-width="${w}" stroke-linecap="round" marker-end="url(#head)"/>`);
    }
    if (this.drag && this.drag.piece && this.drag.at) {
      const [px, py] = this.drag.at.map((v) => v + this.padNow);
      out.push(`<use class="dragging" href="#${glyphId(this.drag.piece.code)}" x="${px - s / 2}" y="${py - s / 2}" width="${s}" height="${s}"/>`);
    }
    this.svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    this.svg.setAttribute('data-far', far ? '1' : '0');
    this.svg.innerHTML = out.join('');
  }

  // The checkerboard (dark: x + y even) over the whole canvas.
  drawSquares(ctx, win, W, H) {
    const s = this.s;
    ctx.fillStyle = LIGHT; ctx.fillRect(0, 0, W, H); ctx.fillStyle = DARK;
    for (let x = win.x0; x <= win.x1; x++)
      for (let y = win.y0 + (((win.y0 + x) % 2) + 2) % 2; y <= win.y1; y += 2) ctx.fillRect(this.sx(x) - s / 2, this.sy(y) - s / 2, s, s);
  }

  // The last step of a ray that is drawn: its own end, or where it leaves the view.
  rayEnd(ray, win) {
    let end = ray.last === null ? Infinity : ray.last;
    const lim = (f, d, lo, hi) => (d > 0 ? Math.floor((hi - f) / d) : d < 0 ? Math.floor((lo - f) / d) : Infinity);
    end = Math.min(end, lim(ray.fx, ray.dx, win.x0, win.x1), lim(ray.fy, ray.dy, win.y0, win.y1));
    return end;
  }

  // Whether x,y is a target of the selection: a finite move, or a step of a ray.
  targetAt(x, y) {
    const sel = this.selection;
    if (!sel) return null;
    const m = sel.moves.find((t) => t.x === x && t.y === y);
    if (m) return m;
    for (const ray of sel.rays) {
      const nx = ray.dx ? (x - ray.fx) / ray.dx : null, ny = ray.dy ? (y - ray.fy) / ray.dy : null;
      const n = nx ?? ny;
      if (!Number.isInteger(n) || (ray.dx === 0 && x !== ray.fx) || (ray.dy === 0 && y !== ray.fy)) continue;
      if (nx !== null && ny !== null && nx !== ny) continue;
      if (n >= ray.first && (ray.last === null || n <= ray.last)) return { x, y, promotions: [] };
    }
    return null;
  }

}
