"""Jobs: perft and go (and stopping them); a queued status keeps the marker behind the
job's output."""

import json
import re

from checks import Req, silent
from positions import BASES


class JobRequests:
    def perft_check(self, s, depth, allow_abort=False):
        def check(r):
            first = r.take()
            if first is None:
                return "perft output"
            if first.startswith("error "):
                ray = re.fullmatch(r"error unbounded ray=(\S+)( reason=too_long)?", first)
                if not ray:
                    return "error unbounded ray=..."
                known = self.movelist(s)
                if depth == 1 and known is not None:
                    if known.count != "inf":
                        return "a divide (moves is finite)"
                    if ray.group(1) not in known.tokens or not ray.group(1).endswith(".."):
                        return "error unbounded ray=<an unbounded slide of the moves list>"
                # The ray named is the same every time for the same game state.
                return self.learn((s, "perft", depth), first)
            lines = [first]
            while lines[-1] != "" or len(lines) < 2 or not lines[-2].startswith("Nodes searched: "):
                line = r.take()
                if line is None:
                    return "divide lines, empty line, Nodes searched: N, empty line"
                lines.append(line)
            aborted = r.peek() == "info string perft aborted"
            if aborted:
                r.take()
                if not allow_abort:
                    return "no info string perft aborted"
            divide = lines[:-3]
            if lines[-3] != "":
                return "an empty line before Nodes searched"
            try:
                parts = [d.rsplit(": ", 1) for d in divide]
                total = sum(int(n) for _, n in parts)
                nodes = int(lines[-2][len("Nodes searched: "):])
            except ValueError:
                return "<move>: <count> lines"
            if total != nodes:
                return "Nodes searched: %d (the divide's sum)" % total
            if aborted:
                full = self.know.get((s, "perft", depth))
                if full is not None:
                    want = dict(x.rsplit(": ", 1) for x in full.split("\n")[:-3])
                    if any(want.get(m) != n for m, n in parts):
                        return "the divide lines of the full perft"
                return None
            known = self.movelist(s)
            if depth == 1 and known is not None:
                if known.count == "inf":
                    return "error unbounded ray=..."
                if str(nodes) != known.count or any(n != "1" for _, n in parts) or \
                        any(known.contains(m) is False for m, _ in parts):
                    return "perft 1 = the moves list (%s moves)" % known.count
            want_nodes = self.know.get((s, "perft_nodes", depth))
            if want_nodes is not None and nodes != want_nodes:
                return "Nodes searched: %d" % want_nodes
            return self.learn((s, "perft", depth), "\n".join(lines))
        return check

    def base_depth(self, s):
        if s[0][0] == "startpos":
            return 1
        for kind, text, depth in BASES:
            if (kind, text) == s[0][:2] or (kind == "variant" and s[0][0] == "variant" and text.lower() == s[0][1]):
                return depth
        return 1

    def g_perft(self):
        self.job_in_batch = True
        s = self.state
        depth = self.rng.randint(1, self.base_depth(s))
        verb = "perft %d" if self.rng.random() < 0.6 else "go perft %d"
        return [self.req(verb % depth, "perft", self.perft_check(s, depth)), self.status_req()]

    def g_perft_stop(self):
        """perft, then stop at once: the whole divide, or the part finished and a note."""
        if self.job_in_batch:
            return self.g_perft()
        self.job_in_batch = True
        s = self.state
        depth = self.base_depth(s)
        return [self.req("perft %d" % depth, "perft", self.perft_check(s, depth, allow_abort=True)),
                Req(b"stop", "stop", silent), self.status_req()]

    def go_check(self, s, json_mode=False):

        def check(r):
            got = r.take() or ""
            # A search's info lines come first (one per iteration, PROTOCOL.md 4.17).
            while got.startswith(("info ", '{"reply":"info"')):
                got = r.take() or ""
            if json_mode:
                try:
                    obj = json.loads(got)
                except ValueError:
                    return '{"reply":"bestmove",...}'
                if obj.get("reply") != "bestmove":
                    return '{"reply":"bestmove",...}'
                move = obj.get("move") or "(none)"
            else:
                if not got.startswith("bestmove "):
                    return "bestmove <move>|(none)"
                move = got[len("bestmove "):]
            known = self.movelist(s)
            if known is not None:
                if move == "(none)" and known.count != "0" and not self.decisive(s):
                    return "bestmove <one of the %s legal moves>" % known.count
                if move != "(none)" and known.contains(move) is False:
                    return "bestmove <a legal move>"
            # The move of a search depends on its tables (hash, history) as well as on the game
            # (the same go may answer otherwise later): only its legality is checked.
            return None
        return check

    def g_go(self):
        if self.status_of(self.state) is None:
            return [self.status_req()]
        # A bare `go` searches until stop (PROTOCOL.md 4.17): every go here has a limit.
        line = self.rng.choice(["go nodes 500", "go movetime 10", "go wtime 1000 btime 1000", "go depth 3"])
        return [self.req(line, "go", self.go_check(self.state)), self.status_req()]

    def g_go_infinite(self):
        if self.job_in_batch or self.status_of(self.state) is None:
            return self.g_go()
        self.job_in_batch = True
        return [self.req("go infinite", "go", self.go_check(self.state)), Req(b"stop", "stop", silent),
                self.status_req()]
