"""Malformed lines: extra tokens, unknown verbs, bytes that are not UTF-8, comments,
over-long tokens and lines around MaxLineBytes."""

from checks import one_line, silent
from protocol import EXTRA_TOKENS, VERBS, cut, first_bad_byte, quote, tokens


class MalformedRequests:
    def g_extra_tokens(self):
        line, expected = self.rng.choice(EXTRA_TOKENS)
        return [self.simple(line, "malformed", expected)]

    def g_unknown(self):
        rng = self.rng
        alphabet = [chr(c) for c in range(0x21, 0x7F)] + ["é", "中", "\x01", "\x0b", "\x0c", "\x7f", '"', "\\"]
        while True:
            tok = "".join(rng.choice(alphabet) for _ in range(rng.choice([1, 3, 8, 40, 79, 80, 81, 150]))).encode()
            if tok.decode() not in VERBS and not tok.startswith(b"#"):
                break
        rest = rng.choice([b"", b" isready", b" ping 1", b"\t \tx"])
        return [self.simple(tok + rest, "unknown", "error unknown_command " + quote(tok))]

    def g_garbage(self):
        rng = self.rng
        while True:
            n = rng.choice([1, 2, 5, 30, 120])
            raw = bytes(rng.choice([c for c in range(256) if c not in (10, 13)]) for _ in range(n))
            bad = first_bad_byte(raw)
            if bad is not None:
                return [self.simple(raw, "garbage", "error bad_encoding at=%d" % bad)]
            toks = tokens(raw)
            if not toks or raw.lstrip(b" \t").startswith(b"#"):
                return [self.req(raw, "garbage", silent)]
            if toks[0].decode() not in VERBS:
                return [self.simple(raw, "garbage", "error unknown_command " + quote(toks[0]))]

    def g_comment(self):
        line = self.rng.choice([b"", b"   ", b"\t", b"# a comment", b"  # isready", b"#"])
        return [self.req(line, "comment", silent)]

    def g_overlong_token(self):
        rng = self.rng
        n = rng.choice([81, 200, 5000])
        digits = "".join(rng.choice("0123456789") for _ in range(n))
        t = digits.encode()
        cases = [
            ("move " + digits, 'error syntax index=0 move=%s' % quote(t)),
            ("moves " + digits, 'error bad_argument %s for=moves need=x,y' % quote(t)),
            # A count past 64 bits is more moves than any game has (PROTOCOL.md 4.10).
            ("undo " + digits, 'error no_history played=%d asked=%s' % (len(self.state[1]), quote(t)) if digits.strip("0")
             else 'error bad_argument %s for=undo need=count>=1' % quote(t)),
            ("perft " + digits, 'error bad_argument %s for=perft need=depth_1_to_64' % quote(t)),
            ("setoption name %s value 1" % digits, 'error unknown_option %s' % quote(t)),
            ("legal 1,1>1,1x" + digits, "legal no %s syntax" % cut(("1,1>1,1x" + digits).encode()).decode()),
            ("position icn " + digits, 'error too_large at=0 near=%s' % quote(t)),
        ]
        line, expected = rng.choice(cases)
        return [self.simple(line, "overlong_token", expected)]

    def g_overlong_line(self):
        if self.limit > 65536 and self.job_in_batch:
            return self.g_isready()
        if self.limit > 65536:
            value = self.rng.choice([1024, 4096])

            def apply():
                self.limit = value
            check = one_line("info string option MaxLineBytes = %d" % value) if self.debug else silent
            return [self.req("setoption name MaxLineBytes value %d" % value, "setoption", check, apply)]
        # Around the limit: at the limit a line is read, one byte more is dropped.
        n = self.limit - 5 + self.rng.choice([0, 0, 1, 2, 1000])
        ident = ("x" * n).encode()
        line = b"ping " + ident
        return [self.simple(line, "overlong_line", 'error bad_argument %s for=ping need=id_of_80_chars' % quote(ident))]
