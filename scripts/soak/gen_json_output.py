"""JSON output (PROTOCOL.md 7): a short stretch of requests whose objects must say what
the text replies say, then back to text."""

import json

from checks import silent
from protocol import MoveList


class JsonOutputRequests:
    def g_json_mode(self):
        if self.debug:
            return self.g_debug()
        s = self.state
        groups = [[self.req("setoption name Output value json", "setoption", silent)]]
        for _ in range(self.rng.randint(3, 10)):
            groups.append(self.json_request(s))
        groups.append([self.req("setoption name Output value text", "setoption", silent)])
        return ("json", groups)

    def json_request(self, s):
        """One request in JSON output: its object must say what the text reply says."""
        def status(text):
            parts = text.split(" ")
            return dict(reply="status", result=parts[1], **({"reason": parts[2]} if len(parts) == 3 else {}))

        def moves(text):
            ml = MoveList(text)
            return {"reply": "moves", "count": ml.count, "moves": ml.tokens}

        def from_text(key, convert):
            text = self.know.get(key)
            return convert(text) if text else None
        if self.status_of(s) is not None and self.rng.random() < 0.15:
            # Lines after it are framed while it runs: no MaxLineBytes change later in this batch.
            self.job_in_batch = True
            # `ping` would overtake the search (a barrier, PROTOCOL.md 5): an ordinary request
            # after it keeps its lines before the marker.
            def icn_object(r):
                got = r.take() or ""
                return None if got.startswith('{"reply":"icn","icn":') else '{"reply":"icn",...}'
            return [self.req("go depth 1", "go", self.go_check(s, json_mode=True)),
                    self.req("icn", "json_output", icn_object)]
        n, dialect = len(s[1]) + 1, self.dialect
        line, want = self.rng.choice([
            ("isready", lambda: {"reply": "readyok"}),
            ("foo", lambda: {"reply": "error", "ok": False, "error": {"code": "unknown_command", "token": "foo"}}),
            ("undo %d" % n,
             lambda: {"reply": "error", "ok": False, "error": {"code": "no_history", "played": n - 1, "asked": n}}),
            ("status", lambda: from_text((s, "status"), status)),
            ("moves", lambda: from_text((s, "moves"), moves)),
            ("icn position", lambda: from_text((s, ("icnpos", dialect)), lambda t: {"reply": "icn", "icn": t[4:]})),
        ])
        word = line.split(" ")[0]

        def check(r):
            try:
                got = json.loads(r.take() or "")
            except ValueError:
                got = None
            expected = want()
            # Every error object ends in its message for people (PROTOCOL.md 6): there, then set aside.
            if isinstance(got, dict) and isinstance(got.get("error"), dict):
                if not isinstance(got["error"].pop("message", None), str):
                    return '{"reply":"error",...,"message":"..."}'
            if expected is None:  # the text reply is not known yet: the reply word only
                ok = isinstance(got, dict) and got.get("reply") == word
                return None if ok else '{"reply":"%s",...}' % word
            return None if got == expected else json.dumps(expected)
        return [self.req(line, "json_output", check)]
