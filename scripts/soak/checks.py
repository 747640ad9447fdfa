"""A request of the mix with the check of its reply lines, and the reply lines of one group."""


class Lines:
    """The reply lines of one group (between two markers), consumed by the checks in order."""

    def __init__(self, lines):
        self.lines = lines
        self.i = 0

    def take(self):
        if self.i >= len(self.lines):
            return None
        self.i += 1
        return self.lines[self.i - 1]

    def peek(self):
        return self.lines[self.i] if self.i < len(self.lines) else None

    def left(self):
        return self.lines[self.i:]


class Req:
    __slots__ = ("line", "kind", "check")

    def __init__(self, line: bytes, kind: str, check):
        self.line, self.kind, self.check = line, kind, check


def one_line(expected: str):
    def check(r: Lines):
        got = r.take()
        return None if got == expected else expected
    return check


def silent(r: Lines):
    return None
