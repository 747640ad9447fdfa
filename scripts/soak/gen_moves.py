"""Requests that play, take back or test moves: move (legal, illegal, two at once), undo,
legal; an illegal move's reason must be the one `legal` gave."""

import re

from checks import one_line
from positions import HISTORY_CAP
from protocol import REASONS


class MoveRequests:
    def g_move(self):
        s = self.state
        if len(s[1]) >= HISTORY_CAP:
            return [self.position_base()]
        if self.movelist(s) is None or self.status_of(s) is None:
            return [self.learn_first(s)]
        ml = self.playable(s)
        m = ml.pick(self.rng) if ml else None
        if m is None:
            return self.g_undo()
        return [self.move_req([m], s)]

    def spell(self, m):
        """Another accepted spelling of a canonical move (PROTOCOL.md 1.4)."""
        x = self.rng.random()
        if x < 0.2:
            return m.replace(">", "x")
        if x < 0.3 and "=" in m:
            return m.replace("=", "")
        if x < 0.4 and not m.startswith("-"):
            return "0" + m
        return m

    def move_req(self, moves, s):
        spelled = [self.spell(m) for m in moves]
        new = (s[0], s[1] + tuple(moves))

        def apply():
            self.state = new
            self.paths.setdefault(s[0], set()).add(new[1])
            if len(self.paths[s[0]]) > 300:
                self.paths[s[0]].discard(self.rng.choice(sorted(self.paths[s[0]])))
        return self.req("move " + " ".join(spelled), "move", one_line("ok " + " ".join(moves)), apply)

    def illegal_candidate(self, ml):
        rng = self.rng
        for _ in range(10):
            froms = ml.froms()
            if froms and rng.random() < 0.6:
                f = rng.choice(froms)
            else:
                f = "%d,%d" % (rng.randint(-3, 12), rng.randint(-3, 12))
            fx, fy = (int(v) for v in f.split(","))
            t = "%d,%d" % (fx + rng.randint(-3, 3), fy + rng.randint(-3, 3)) if rng.random() < 0.7 else \
                "%d,%d" % (rng.randint(-3, 12), rng.randint(-3, 12))
            m = f + ">" + t
            if rng.random() < 0.1:
                m += rng.choice(["=Q", "=q", "=N", "=K", "=AM"])
            if ml.contains(m) is False:
                return m
        return None

    def illegal_check(self, s, move, index):
        """One illegal_move error naming the move at index, with the reason legal gives."""
        def check(r):
            got = re.fullmatch(r'error illegal_move index=(\d+) move="([^"]*)" reason=([a-z_]+)', r.take() or "")
            if not got or int(got.group(1)) != index or got.group(2) != move:
                return 'error illegal_move index=%d move="%s" reason=...' % (index, move)
            return self.same_reason(s, move, got.group(3))
        return check

    def same_reason(self, s, move, reason):
        if reason not in REASONS:
            return "a reason of PROTOCOL.md 4.11"
        old = self.learn((s, "reason", move), reason)
        return None if old is None else "reason %s, as legal/move said before" % old

    def g_illegal_move(self):
        s = self.state
        ml = self.movelist(s)
        if ml is None:
            return [self.moves_request()]
        m = self.illegal_candidate(ml)
        if m is None:
            return [self.moves_request()]
        return [self.req("move " + m, "move_illegal", self.illegal_check(s, m, 0))]

    def g_multi_move(self):
        """Two moves, or a legal one then an illegal one (taken back: atomic)."""
        s = self.state
        ml = self.playable(s)
        if ml is None or len(s[1]) + 2 > HISTORY_CAP:
            return [self.learn_first(s)] if ml is None else [self.position_base()]
        a = ml.pick(self.rng)
        if a is None:
            return [self.status_req()]
        s2 = (s[0], s[1] + (a,))
        ml2 = self.movelist(s2)
        if ml2 is None:
            return [self.move_req([a], s)]
        if self.rng.random() < 0.5 and self.playable(s2):
            b = ml2.pick(self.rng)
            if b is not None:
                return [self.move_req([a, b], s)]
        bad = self.illegal_candidate(ml2)
        if bad is None:
            return [self.move_req([a], s)]
        return [self.req("move %s %s" % (a, bad), "move_illegal", self.illegal_check(s2, bad, 1))]

    def g_undo(self):
        s = self.state
        h = len(s[1])
        rng = self.rng
        n = 1 if rng.random() < 0.7 else rng.randint(1, max(h, 1))
        if h == 0 or rng.random() < 0.15:
            n = rng.choice([n, h + 1, h + 2])
        if n > h:
            line = "undo" if n == 1 and rng.random() < 0.5 else "undo %d" % n
            return [self.simple(line, "undo", "error no_history played=%d asked=%d" % (h, n))]
        new = (s[0], s[1][:h - n])

        def apply():
            self.state = new
        line = "undo" if n == 1 and rng.random() < 0.5 else "undo %d" % n
        return [self.req(line, "undo", one_line("ok undo %d" % n), apply)]

    def g_legal(self):
        s = self.state
        ml = self.movelist(s)
        rng = self.rng
        if self.playable(s) and rng.random() < 0.5:
            m = ml.pick(rng)
            if m is not None:
                return [self.simple("legal " + self.spell(m), "legal", "legal yes " + m)]
        if ml is not None:
            m = self.illegal_candidate(ml)
        else:
            m = "%d,%d>%d,%d" % tuple(rng.randint(-3, 12) for _ in range(4))

        def check(r, s=s, m=m):
            got = r.take() or ""
            known = self.movelist(s)
            verdict = known.contains(m) if known else None
            parts = got.split(" ")
            if len(parts) == 3 and parts[:2] == ["legal", "yes"]:
                if parts[2] != m or verdict is False:
                    return "legal no %s <reason> (not in the moves list)" % m
                return None
            if len(parts) != 4 or parts[:3] != ["legal", "no", m]:
                return "legal yes|no %s ..." % m
            # A listed move is game_over after a decisive end (the list is the board's).
            over = parts[3] == "game_over" and (self.status_of(s) is None or self.decisive(s))
            if verdict is True and not over:
                return "legal yes %s (in the moves list)" % m
            return self.same_reason(s, m, parts[3])
        return [self.req("legal " + m, "legal", check)]
