"""Requests that read the game: isready, ping, moves (all or one square), status, icn,
json, d; replies that depend on the game state are learned once and must repeat."""

import json
import re

from checks import one_line
from protocol import MoveList, quote


class QueryRequests:
    def g_isready(self):
        return [self.simple("isready", "isready", "readyok")]

    def g_ping(self):
        rng = self.rng
        n = rng.choice([1, 5, 20, 80, 81, 200])
        alphabet = b"abcXYZ019-_.:/\"\\\x01\x0b\x7f" + "éß中".encode()
        raw = bytes(rng.choice(alphabet) for _ in range(n))
        # a random cut may split a UTF-8 sequence: replace broken bytes so the id stays valid
        ident = raw.decode("utf-8", "ignore").encode() or b"x"
        ident = ident.replace(b"\t", b"_").lstrip(b"#") or b"x"
        line = b"ping " + ident
        # At most 80 characters (not bytes), and no control byte (PROTOCOL.md 4.2).
        if len(ident.decode()) > 80:
            return [self.simple(line, "ping", 'error bad_argument %s for=ping need=id_of_80_chars' % quote(ident))]
        if any(c < 0x20 or c == 0x7F for c in ident):
            return [self.simple(line, "ping", 'error bad_argument %s for=ping need=printable_id' % quote(ident))]
        return [self.req(line, "ping", one_line("pong " + ident.decode("utf-8", "surrogateescape")))]

    def moves_request(self):
        s = self.state

        def check(r, s=s):
            got = r.take() or ""
            try:
                ml = MoveList(got)
            except ValueError:
                return "moves <count> <move>..."
            count = ml.expected_count()
            if count is not None and count != ml.count:
                return "moves %s ... (the count of the listed moves)" % count
            old = self.learn((s, "moves"), got)
            return old
        return self.req("moves", "moves", check)

    def g_moves(self):
        return [self.moves_request()]

    def g_moves_square(self):
        s = self.state
        ml = self.movelist(s)
        rng = self.rng
        if ml is not None and ml.froms() and rng.random() < 0.7:
            sq = rng.choice(ml.froms())
        else:
            sq = "%d,%d" % (rng.randint(-3, 12), rng.randint(-3, 12))

        def check(r, s=s, sq=sq):
            got = r.take() or ""
            known = self.movelist(s)
            if known is not None:
                want = known.subset_line(sq)
                # No move from there: the reply says why (no_piece, wrong_side; PROTOCOL.md 4.12).
                if want == "moves 0" and got in ("moves 0 no_piece", "moves 0 wrong_side"):
                    return None
                if want is not None:
                    return None if got == want else want
                return None if got.startswith("moves ") else "moves <count> ..."
            if not got.startswith("moves "):
                return "moves <count> ..."
            return self.learn((s, "moves", sq), got)
        return [self.req("moves " + sq, "moves", check)]

    def g_status(self):
        return [self.status_req()]

    def status_req(self):
        s = self.state

        def check(r, s=s):
            got = r.take() or ""
            if not re.fullmatch(r"status (ongoing|(1-0|0-1|1/2-1/2) [a-z_]+)", got):
                return "status ongoing|<result> <reason>"
            return self.learn((s, "status"), got)
        return self.req("status", "status", check)

    def learned_line(self, line, kind, query, prefix):
        s = self.state

        def check(r, s=s):
            got = r.take() or ""
            if not got.startswith(prefix):
                return prefix + "..."
            if query[0] in ("json", "jsonpos"):
                try:
                    if not isinstance(json.loads(got[len(prefix):]), dict):
                        return prefix + "<a JSON object>"
                except ValueError:
                    return prefix + "<a JSON object>"
            return self.learn((s, query), got)
        return self.req(line, kind, check)

    def g_icn_request(self):
        if self.rng.random() < 0.5:
            return self.learned_line("icn", "icn", ("icn", self.dialect), "icn ")
        return self.learned_line("icn position", "icn", ("icnpos", self.dialect), "icn ")

    def g_icn(self):
        return [self.g_icn_request()]

    def g_json(self):
        if self.rng.random() < 0.5:
            return [self.learned_line("json", "json", ("json",), "json ")]
        return [self.learned_line("json position", "json", ("jsonpos",), "json ")]

    def g_d(self):
        s = self.state
        dialect = self.dialect

        def check(r, s=s):
            got = []
            while True:
                line = r.take()
                if line is None:
                    return "a board, ICN:, Turn:, Checkers: last"
                got.append(line)
                if line.startswith("Checkers:"):
                    break
            if len(got) < 4 or not got[-3].startswith("ICN: ") or got[-2] not in ("Turn: w", "Turn: b") or got[-4] != "":
                return "a board, empty line, ICN:, Turn:, Checkers:"
            icn = self.know.get((s, ("icnpos", dialect)))
            if icn is not None and "ICN: " + icn[4:] != got[-3]:
                return "ICN: " + icn[4:]
            return self.learn((s, ("d", dialect)), "\n".join(got))
        return [self.req("d", "d", check)]
