#!/usr/bin/env python3
"""Where uici loses to stockfish: the first big drop of each lost game of scripts/strength.sh (e),
and whether a longer search of uici's would have avoided it.

Usage: strength_blunders.py [--go "go movetime 1000"] [--drop 150] [--depth 16] [--limit N] GAMES.icn...
(UICI=build/uici and SF=/usr/games/stockfish by default; the games are the e<E>.icn files of
strength.sh e, uici named "uici" and stockfish sf<E>, on the 8x8 board with a1 at 1,1).

A lost game's first blunder is uici's move after which stockfish's own score (from the comment
it wrote after its next move: "+0.78/12") rose by at least --drop centipawns over its score one
move before, from below +300 (a game already lost is no blunder). For each, stockfish scores the
position before the move and after it at --depth, and uici searches the position before it with
--go; the line says whether that search's move keeps within 100 centipawns of stockfish's best
(a drop avoided). Positions come from `uici convert --at N --to icn` (and that through `--to pgn`), so
the notation is uici's own. Prints a line a blunder and the number avoided."""
import argparse
import os
import re
import subprocess
import sys

COMMENT = re.compile(r"([^\s|{}]+) \{\[%clk [^\]]*\] ([+-]?(?:\d+\.\d+|M\d+))/(\d+)")


def centipawns(text):
    if "M" in text:
        return -3000 if text.startswith("-") else 3000
    return max(-1500, min(1500, round(float(text) * 100)))


def games_of(path):
    """(number from 1, white's name, result, [(move, score, depth)]) of each game of an ICN file."""
    text = open(path, encoding="utf-8").read()
    for n, game in enumerate(re.split(r"\n(?=\[Event )", text.strip()), start=1):
        white = re.search(r'\[White "(.*?)"\]', game)
        result = re.search(r'\[Result "(.*?)"\]', game)
        if not white or not result:
            continue
        body = [line for line in game.split("\n") if line and not line.startswith("[")]
        moves = [(m, centipawns(s), int(d)) for m, s, d in COMMENT.findall(" ".join(body))]
        yield n, white.group(1), result.group(1), body[0].split()[0] if body else "w", moves


def convert(uici, path, game, ply, to):
    """The position after `ply` halfmoves of game `game`: ICN on one line, or (to="pgn") its FEN."""
    icn = subprocess.run([uici, "convert", "--game", str(game), "--at", str(ply), "--to", "icn", path],
                         capture_output=True, text=True, check=True).stdout
    if to == "pgn":
        out = subprocess.run([uici, "convert", "--to", "pgn", "-"], input=icn, capture_output=True, text=True,
                             check=True).stdout
        return re.search(r'\[FEN "(.*?)"\]', out).group(1)
    return " ".join(icn.split())  # (one line for `position icn`)


def uci_of(move):
    m = re.match(r"(\d),(\d)>(\d),(\d)([A-Za-z]*)$", move)
    if not m:
        return None
    a, b, c, d, promo = m.groups()
    return "abcdefgh"[int(a) - 1] + b + "abcdefgh"[int(c) - 1] + d + promo.lower()


class Engine:
    def __init__(self, cmd, hello, ready):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send(hello)
        self.wait(ready)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, head):
        lines = []
        for line in self.p.stdout:
            lines.append(line)
            if line.startswith(head):
                return lines
        sys.exit("error: the engine ended before " + head)


def stockfish_score(sf, fen, depth):
    """Stockfish's score (side to move) and best move."""
    sf.send("position fen " + fen)
    sf.send("go depth %d" % depth)
    score = None
    for line in sf.wait("bestmove"):
        m = re.search(r"score (cp|mate) (-?\d+)", line)
        if m:
            score = int(m.group(2)) if m.group(1) == "cp" else (3000 if int(m.group(2)) > 0 else -3000)
    return score, line.split()[1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--go", default="go movetime 1000")
    ap.add_argument("--drop", type=int, default=150)
    ap.add_argument("--depth", type=int, default=16)
    ap.add_argument("--limit", type=int, default=0, help="stop after this many blunders (0: all)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    uici_bin = os.environ.get("UICI", "build/uici")
    sf = Engine([os.environ.get("SF", "/usr/games/stockfish")], "uci", "uciok")
    sf.send("setoption name Hash value 64")
    uici = Engine([uici_bin], "uici", "uiciok")
    blunders = avoided = losses = 0
    for path in args.files:
        for n, white, result, turn, moves in games_of(path):
            ours_white = white == "uici"
            if result != ("0-1" if ours_white else "1-0"):
                continue
            losses += 1
            # Stockfish's scores after its own moves, with the ply of each.
            sf_first = (turn == "w") != ours_white
            scores = [(i, s) for i, (_, s, _) in enumerate(moves) if (i % 2 == 0) == sf_first]
            for (_, before), (ply, after) in zip(scores, scores[1:]):
                if before < 300 and after - before >= args.drop:
                    ours = ply - 1  # uici's move between stockfish's two
                    break
            else:
                continue
            if args.limit and blunders == args.limit:
                break
            blunders += 1
            fen = convert(uici_bin, path, n, ours, "pgn")
            best_score, best = stockfish_score(sf, fen, args.depth)
            played = uci_of(moves[ours][0])
            played_score = -stockfish_score(sf, convert(uici_bin, path, n, ours + 1, "pgn"), args.depth)[0]
            uici.send("position icn " + convert(uici_bin, path, n, ours, "icn"))
            uici.send(args.go)
            again = uci_of(uici.wait("bestmove")[-1].split()[1])
            again_score = played_score
            if again != played:
                sf.send("position fen %s moves %s" % (fen, again))
                sf.send("go depth %d" % args.depth)
                lines = sf.wait("bestmove")
                # (the score after the move is the other side's: negated)
                found = [re.search(r"score (cp|mate) (-?\d+)", x) for x in lines]
                m = [f for f in found if f][-1]
                v = int(m.group(2)) if m.group(1) == "cp" else (3000 if int(m.group(2)) > 0 else -3000)
                again_score = -v
            ok = again_score >= best_score - 100
            avoided += ok
            print("%s game %d move %d: best %s %+d, played %s %+d (%s/%s), %s: %s %+d%s" %
                  (os.path.basename(path), n, ours // 2 + 1, best, best_score, played, played_score,
                   moves[ours][1], moves[ours][2], args.go, again, again_score, "  avoided" if ok else ""))
    print("losses %d, with a drop of %d or more %d, avoided by %s %d" % (losses, args.drop, blunders, args.go, avoided))


if __name__ == "__main__":
    main()
