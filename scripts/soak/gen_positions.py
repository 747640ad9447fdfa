"""Requests that set the game: position (with learned move paths), newgame, reading
back a learned icn/json text, and malformed or mutated positions."""

from checks import one_line, silent
from positions import BASES, position_line
from protocol import BAD_POSITIONS, POSITION_ERRORS


class PositionRequests:
    def position_base(self, base=None, with_path=True):
        kind, text, _ = base or self.rng.choice(BASES)
        if kind == "variant" and self.rng.random() < 0.3:
            text = text.lower()  # variant names are case-insensitive
        line = position_line(kind, text)
        key = self.base_key(kind, text if kind != "variant" else text.lower())
        path = ()
        known = self.paths.get(key)
        if with_path and known and self.rng.random() < 0.4:
            path = self.rng.choice(sorted(known))
            if path:
                line += " moves " + " ".join(path)
        return self.position_req(line, (key, path))

    def position_req(self, line, state):
        def apply():
            self.state = state
        expected_info = "info string position set, %d moves played" % len(state[1])
        check = one_line(expected_info) if self.debug else silent
        return self.req(line, "position", check, apply)

    def g_position(self):
        return [self.position_base()]

    def g_newgame(self):
        verb = self.rng.choice(["newgame", "ucinewgame"])
        state = (self.base_key("startpos", ""), ())

        def apply():
            self.state = state
        return [self.req(verb, "newgame", silent, apply)]

    def g_roundtrip(self):
        """Read back a learned icn/json text: the game (same state) or the position (new base)."""
        s = self.state
        choices = [q for q in (("icn", "site"), ("icn", "seed"), ("json",), ("icnpos", "site"), ("icnpos", "seed"),
                               ("jsonpos",)) if (s, q) in self.know]
        if not choices:
            return [self.g_icn_request()]
        q = self.rng.choice(choices)
        text = self.know[(s, q)].split(" ", 1)[1]
        verb = "position json " if q[0].startswith("json") else "position icn "
        if q[0] in ("icn", "json"):
            if s[0][2] != self.slide:
                return [self.g_icn_request()]
            return [self.position_req(verb + text, s)]
        key = ("read", text, self.slide)
        new = (key, ())
        if s[0][2] == self.slide:
            # The same position: same moves list, and the same text written back.
            if (s, "moves") in self.know:
                self.know.setdefault((new, "moves"), self.know[(s, "moves")])
            self.know.setdefault((new, q), self.know[(s, q)])
        return [self.position_req(verb + text, new)]

    def g_bad_position(self):
        rng = self.rng
        x = rng.random()
        if x < 0.4:
            line, expected = rng.choice(BAD_POSITIONS)
            return [self.simple(line, "bad_position", expected)]
        s = self.state
        ml = self.movelist(s)
        kind, text, slide = s[0]
        replayable = slide == self.slide and (kind in ("icn", "variant") or kind == "startpos" and text == self.variant)
        bad = self.illegal_candidate(ml) if x < 0.7 and ml is not None and replayable else None
        if bad:
            # A known path with one illegal move at its end: atomic, the state stays.
            line = position_line(kind, text) + " moves " + " ".join(s[1] + (bad,))
            return [self.req(line, "bad_position", self.illegal_check(s, bad, len(s[1])))]
        # A mutated ICN: any outcome; a known position follows so the state stays known.
        base = rng.choice([b for b in BASES if b[0] == "icn"])
        text = list(base[1])
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(text) + 1)
            op = rng.random()
            ch = rng.choice("0123456789,|>-+()_{}[]\"KkQqRrPpZz /;:.#")
            if op < 0.4 and i < len(text):
                text[i] = ch
            elif op < 0.7 and i < len(text):
                del text[i]
            else:
                text.insert(i, ch)
        line = "position icn " + "".join(text)

        def check(r, line=line):
            got = r.peek()
            if got is None or not got.startswith("error ") and not got.startswith("info string position set"):
                return None  # silent success
            r.take()
            if got.startswith("info "):
                return None
            code = got.split(" ")[1]
            if code not in POSITION_ERRORS:
                return "an error of the position list, or nothing"
            return self.learn(("stateless", line), got)
        # The server may accept the mutation: follow it with a known position.
        return [self.req(line, "bad_position", check), self.position_base(with_path=False)]
