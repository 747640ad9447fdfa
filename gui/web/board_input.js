// The board's pointer and wheel input (board.js): a press on a piece of the side to move asks
// for its targets, a press on a target makes the move, a drag moves a piece or pans the view, the
// wheel zooms about the pointer. What a click or a drop means is the page's (app.js).
export function bindInput(b) {
  const el = b.svg;
  el.addEventListener('wheel', (e) => {
    e.preventDefault();
    const r = b.host.getBoundingClientRect();
    const px = e.clientX - r.left, py = e.clientY - r.top;
    const { W, H } = b.size();
    const d = b.ds(), wx = (px - W / 2) / d + b.cx, wy = b.cy - (py - H / 2) / d;
    const s = Math.min(120, Math.max(1e-7, b.s * Math.exp(-e.deltaY * 0.0015))), ds = b.flipped ? -s : s;
    b.setView(wx - (px - W / 2) / ds, wy + (py - H / 2) / ds, s);
  }, { passive: false });
  el.addEventListener('pointerdown', (e) => {
    // Only the main button (a touch, a pen's tip, the left mouse button) picks, moves or pans: a
    // right press is the browser's menu, and moved a piece before.
    if (e.button !== 0) return;
    const r = b.host.getBoundingClientRect();
    const px = e.clientX - r.left, py = e.clientY - r.top;
    const [x, y] = b.squareAt(px, py);
    const piece = b.showsGlyphs() && b.emit('canDrag', x, y) ? b.pieceAt(x, y) : null;
    const sel = b.selection;
    // Whether the press was on the piece already selected: the click that ends it then unselects
    // it. A press on any other own piece asks for its targets at once (for a drag); the reply can
    // come before the release, and that release must not read it as a second click.
    const selectedBefore = !!(sel && sel.x === x && sel.y === y);
    // A press on a target of the selection makes the move then (as lichess's board does), not at
    // the release a tenth of a second later; the release that follows does nothing.
    if (!piece && sel && b.targetAt(x, y)) {
      b.drag = { pressed: true };
      b.emit('click', x, y, {});
      return;
    }
    b.drag = { start: [px, py], last: [px, py], moved: false, piece, square: [x, y], at: null, selectedBefore };
    if (piece && !selectedBefore) b.emit('pick', x, y);
    el.setPointerCapture(e.pointerId);
  });
  el.addEventListener('pointermove', (e) => {
    if (!b.drag || b.drag.pressed) return;
    const r = b.host.getBoundingClientRect();
    const px = e.clientX - r.left, py = e.clientY - r.top;
    const d = b.drag;
    if (!d.moved && Math.hypot(px - d.start[0], py - d.start[1]) > 4) d.moved = true;
    if (!d.moved) return;
    if (d.piece) {
      d.at = [px, py];
      b.redraw();
    } else {
      b.cx -= (px - d.last[0]) / b.ds();
      b.cy += (py - d.last[1]) / b.ds();
      d.last = [px, py];
      b.schedule();
      b.emit('view', b.window());
    }
  });
  el.addEventListener('pointerup', (e) => {
    const d = b.drag;
    b.drag = null;
    if (!d || d.pressed) return;
    const r = b.host.getBoundingClientRect();
    const [x, y] = b.squareAt(e.clientX - r.left, e.clientY - r.top);
    // A click draws nothing itself: what it changes is drawn by its handler, or when the server
    // answers (a frame asked for at the click began before the answer was in, and the answer
    // waited a frame period for the next: docs/GUI.md, "Speed"). A drop puts the piece back.
    if (d.piece && d.moved) {
      b.emit('drop', d.square, [x, y]);
      b.redraw();
    } else if (!d.moved) {
      const onPress = x === d.square[0] && y === d.square[1];
      b.emit('click', x, y, { picked: onPress && !!d.piece && !d.selectedBefore });
    }
  });
}
