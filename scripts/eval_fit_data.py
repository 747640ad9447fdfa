#!/usr/bin/env python3
"""Chess positions scored by stockfish, for bench/eval_fit.cpp (uici_eval_fit), which fits the
square tables of search/eval_squares.cpp to them. Opt-in; not part of the tests.

usage: scripts/eval_fit_data.py OUT GAMES SEED [DEPTH]   (SF=/usr/games/stockfish)

Each game starts with 4 to 12 random plies, kept only when stockfish at depth 6 calls the result
within 2 pawns; stockfish then plays it out at DEPTH (default 8), with a random move now and then
(8 %) so the games leave its own lines. Every position met is one line of OUT:
    the moves from chess's start (UCI form) | stockfish's score, cp, white's view | its best move
A game ends at mate, a mate score, a score past 15 pawns, or 300 plies."""
import os
import random
import subprocess
import sys


class Stockfish:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")

    def until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("error: stockfish stopped")
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def legal(self, moves):
        self.send("position startpos moves " + " ".join(moves))
        self.send("go perft 1")
        out = self.until("Nodes searched")
        return [line.split(":")[0] for line in out[:-1] if ":" in line]

    def search(self, moves, depth):
        """(kind, value) of the last score ('cp' or 'mate', side to move's view) and the best move."""
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go depth {depth}")
        out = self.until("bestmove")
        score = None
        for line in out:
            words = line.split()
            if words and words[0] == "info" and "score" in words:
                i = words.index("score")
                score = (words[i + 1], int(words[i + 2]))
        return score, out[-1].split()[1]

    def quit(self):
        self.send("quit")
        self.proc.wait()


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    out_path, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    rng = random.Random(seed)
    sf = Stockfish(os.environ.get("SF", "/usr/games/stockfish"))
    with open(out_path, "w") as out:
        for _ in range(games):
            sf.send("ucinewgame")
            moves = []
            for _ in range(rng.randint(4, 12)):
                legal = sf.legal(moves)
                if not legal:
                    break
                moves.append(rng.choice(legal))
            score, _ = sf.search(moves, 6)
            if score is None or score[0] != "cp" or abs(score[1]) > 200:
                continue
            for _ in range(300):
                legal = sf.legal(moves)
                if not legal:
                    break
                score, best = sf.search(moves, depth)
                if score is None or score[0] != "cp":
                    break
                white = score[1] if len(moves) % 2 == 0 else -score[1]
                out.write(f"{' '.join(moves)}|{white}|{best}\n")
                if abs(white) > 1500:
                    break
                moves.append(rng.choice(legal) if rng.random() < 0.08 else best)
            out.flush()
    sf.quit()


if __name__ == "__main__":
    main()
