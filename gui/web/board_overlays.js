// What the board draws over its squares and pieces (board.js), as SVG text pushed onto `out`:
// the world border, the promotion lines, a selection's targets and rays, the edge labels.
function labelStep(sq, need) {
  for (let step = 1; step < 1e300; step *= 10)
    for (const k of [1, 2, 5]) if (step * k * sq >= need) return step * k;
  return 1e300;
}

function labelText(v) {
  const t = String(v);
  return t.length > 7 ? '\u2026' + t.slice(-4) : t;
}

export function drawBorder(board, out, W, H) {
  const b = board.rules && board.rules.border;
  if (!b) return;
  const shade = 'fill="#000" fill-opacity="0.35"', edge = 'stroke="#c0392b" stroke-width="2"';
  const clampX = (v) => Math.min(W, Math.max(0, v)), clampY = (v) => Math.min(H, Math.max(0, v));
  // Each side's edge on screen (half a square past its last square), and the outside beyond it,
  // which is on the screen's other side when the board is turned.
  const turned = board.flipped;
  let lo = 0, hi = W; // the inside's columns on screen, for the top and bottom bands
  const column = (x, outsideLeft) => {
    out.push(`<rect class="border" x="${outsideLeft ? 0 : x}" y="0" width="${outsideLeft ? x : W - x}" height="${H}" ${shade}/><line x1="${x}" y1="0" x2="${x}" y2="${H}" ${edge}/>`);
    if (outsideLeft) lo = Math.max(lo, x); else hi = Math.min(hi, x);
  };
  if (b.left !== null) column(clampX(board.sx(Number(b.left) - 0.5)), !turned);
  if (b.right !== null) column(clampX(board.sx(Number(b.right) + 0.5)), turned);
  if (hi < lo) return;
  const row = (y, outsideTop) => {
    out.push(`<rect class="border" x="${lo}" y="${outsideTop ? 0 : y}" width="${hi - lo}" height="${outsideTop ? y : H - y}" ${shade}/><line x1="${lo}" y1="${y}" x2="${hi}" y2="${y}" ${edge}/>`);
  };
  if (b.top !== null) row(clampY(board.sy(Number(b.top) + 0.5)), !turned);
  if (b.bottom !== null) row(clampY(board.sy(Number(b.bottom) - 0.5)), turned);
}

export function drawPromotionLines(b, out, W) {
  if (!b.rules) return;
  for (const [c, colour] of [['w', '#2a6fdb'], ['b', '#8e44ad']]) {
    for (const r of b.rules.promotion_ranks[c]) {
      // The edge a pawn crosses onto the rank: below white's, above black's (in the world).
      const y = b.sy(Number(r) + (c === 'w' ? -0.5 : 0.5));
      out.push(`<line class="promotion-line" x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${colour}" stroke-width="2" stroke-dasharray="6 4"/>`);
    }
  }
}

// Legal targets: a dot on each finite target, each ray drawn to its end or the view's edge.
export function drawTargets(b, out, win) {
  const sel = b.selection;
  if (!sel) return;
  const s = b.s, r = Math.max(3, s * 0.16);
  for (const m of sel.moves) out.push(`<circle class="target" data-square="${m.x},${m.y}" cx="${b.sx(m.x)}" cy="${b.sy(m.y)}" r="${r}" fill="#14551e" fill-opacity="0.55"/>`);
  for (const ray of sel.rays) {
    const end = b.rayEnd(ray, win);
    if (end < ray.first) continue;
    const ax = ray.fx + ray.dx * ray.first, ay = ray.fy + ray.dy * ray.first;
    const bx = ray.fx + ray.dx * end, by = ray.fy + ray.dy * end;
    out.push(`<line class="ray" data-from="${ray.fx},${ray.fy}" data-step="${ray.dx},${ray.dy}" x1="${b.sx(ax)}" y1="${b.sy(ay)}" x2="${b.sx(bx)}" y2="${b.sy(by)}" stroke="#14551e" stroke-opacity="0.5" stroke-width="${Math.max(2, s * 0.12)}" stroke-linecap="round"/>`);
    if (end - ray.first < 400 && s >= 10)
      for (let n = ray.first; n <= end; n++) out.push(`<circle cx="${b.sx(ray.fx + ray.dx * n)}" cy="${b.sy(ray.fy + ray.dy * n)}" r="${r * 0.7}" fill="#14551e" fill-opacity="0.45"/>`);
  }
}

export function drawLabels(b, out, win, W, H) {
  const s = b.s;
  out.push(`<rect class="label-band" x="0" y="${H - 18}" width="${W}" height="18" fill="#ffffff" fill-opacity="0.7"/><rect class="label-band" x="0" y="0" width="38" height="${H}" fill="#ffffff" fill-opacity="0.7"/>`);
  const longest = Math.max(labelText(win.x0).length, labelText(win.x1).length);
  const xs = labelStep(s, 7 * longest + 10), ys = labelStep(s, 16);
  for (let x = Math.ceil(win.x0 / xs) * xs; x <= win.x1; x += xs)
    out.push(`<text class="file-label" x="${b.sx(x)}" y="${H - 5}" text-anchor="middle">${labelText(x)}</text>`);
  for (let y = Math.ceil(win.y0 / ys) * ys; y <= win.y1; y += ys)
    out.push(`<text class="rank-label" x="34" y="${b.sy(y) + 4}" text-anchor="end">${labelText(y)}</text>`);
}
