#!/usr/bin/env bash
# Opt-in differential perft against Debian's stockfish for the 8x8 anchors of perft.json:
# root divides at DEPTH (default 4) and, below every root move, divides at DEPTH-1.
# Moves are mapped e2e4 <-> 5,2>5,4 and e7e8q <-> 5,7>5,8=Q.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
depth=${1:-4}
scripts/setup.sh stockfish
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DUICI_BENCH=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-bench -j2 --target uici_bench >/dev/null
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
python3 - "$depth" "$stockfish" build-bench/uici_bench tests/data/perft.json <<'PY'
import json, subprocess, sys

depth, stockfish, ours_bin, data = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]

def icn_to_fen(icn):
    parts = icn.split()
    board = {}
    rights = set()
    turn, ep, half, full = parts[0], '-', '0', '1'
    for t in parts[1:]:
        if t.startswith('(') or t.count(',') == 3: continue  # promotions, border
        if '|' in t or t[0].isalpha() and any(c.isdigit() for c in t):
            for item in t.split('|'):
                i = 0
                while item[i].isalpha(): i += 1
                at = item[i:]
                if at.endswith('+'): at = at[:-1]; rights.add(at)
                x, y = map(int, at.split(','))
                board[(x, y)] = item[:i]
        elif '/' in t: half = t.split('/')[0]
        elif t.count(',') == 1:
            x, y = map(int, t.split(',')); ep = 'abcdefgh'[x - 1] + str(y)
        elif t.isdigit(): full = t
    rows = []
    for y in range(8, 0, -1):
        row, empty = '', 0
        for x in range(1, 9):
            p = board.get((x, y))
            if p is None: empty += 1; continue
            if empty: row += str(empty); empty = 0
            row += p
        rows.append(row + (str(empty) if empty else ''))
    castle = ''
    for king, rook, flag in (('5,1', '8,1', 'K'), ('5,1', '1,1', 'Q'), ('5,8', '8,8', 'k'), ('5,8', '1,8', 'q')):
        if king in rights and rook in rights: castle += flag
    return f"{'/'.join(rows)} {turn} {castle or '-'} {ep} {half} {full}"

def to_uci(token):
    a, b = token.split('>')
    promo = ''
    if '=' in b: b, promo = b.split('='); promo = promo.lower()
    sq = lambda s: 'abcdefgh'[int(s.split(',')[0]) - 1] + s.split(',')[1]
    return sq(a) + sq(b) + promo

def ours(icn, d):
    out = subprocess.run([ours_bin, 'perft', str(d), icn], capture_output=True, text=True, check=True).stdout
    divide = {}
    for line in out.splitlines():
        k, v = line.rsplit(' ', 1)
        if k != 'nodes': divide[to_uci(k)] = (k, int(v))
    return divide

def theirs(fen, moves, d):
    cmd = f"position fen {fen}" + (f" moves {' '.join(moves)}" if moves else '') + f"\ngo perft {d}\nquit\n"
    out = subprocess.run([stockfish], input=cmd, capture_output=True, text=True, check=True).stdout
    divide = {}
    for line in out.splitlines():
        if ': ' in line and not line.startswith('Nodes') and not line.startswith('info'):
            m, n = line.split(': ')
            divide[m.strip()] = int(n)
    return divide

failures = 0
compared = 0
for anchor in json.load(open(data))['anchors']:
    if not anchor['id'].endswith('_8x8'): continue
    icn, fen = anchor['position'], icn_to_fen(anchor['position'])
    def compare(label, ours_div, their_div):
        global failures, compared
        compared += 1
        mine = {m: n for m, (_, n) in ours_div.items()}
        if mine != their_div:
            failures += 1
            print(f"MISMATCH {label}")
            for m in sorted(set(mine) | set(their_div)):
                if mine.get(m) != their_div.get(m): print(f"  {m}: ours {mine.get(m)} stockfish {their_div.get(m)}")
    root = ours(icn, depth)
    compare(f"{anchor['id']} depth {depth}", root, theirs(fen, [], depth))
    for uci, (token, _) in sorted(root.items()):
        compare(f"{anchor['id']} {uci} depth {depth - 1}", ours(icn + ' ' + token, depth - 1), theirs(fen, [uci], depth - 1))
    print(f"{anchor['id']}: compared")
print(f"{compared} divides compared, {failures} mismatches")
sys.exit(1 if failures else 0)
PY
