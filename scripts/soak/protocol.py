"""What PROTOCOL.md says, in the form the soak driver (scripts/soak/run.py) checks it: the verbs,
reasons and error codes, the quoting of user tokens, the UTF-8 check, the `moves` list as a
set of moves, and exact replies to fixed malformed requests."""

import math
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# ---------------------------------------------------------------------------------------
# Protocol facts (PROTOCOL.md sections 3, 4 and 6).

VERBS = ["uici", "uci", "isready", "ping", "setoption", "newgame", "ucinewgame", "debug", "help", "stop", "ponderhit",
         "quit", "position", "move", "undo", "legal", "moves", "status", "icn", "json", "egd", "d", "perft", "go"]
REASONS = {"no_piece", "wrong_side", "bad_geometry", "blocked", "own_piece", "self_check", "castle_rights",
           "castle_through_check", "no_en_passant", "promotion_required", "bad_promotion", "outside_border",
           "too_large", "game_over", "syntax"}
POSITION_ERRORS = {"missing_argument", "bad_argument", "icn_syntax", "bad_json", "too_large", "bad_position",
                   "syntax", "illegal_move"}


def error_codes():
    """The closed list, read from errors/errors.hpp so the driver never drifts from it."""
    text = open(os.path.join(ROOT, "errors", "errors.hpp")).read()
    block = text[text.index("kErrorCodeNames[]"):]
    return set(re.findall(r'"([a-z_]+)"', block[:block.index("};")]))


def quote(tok: bytes) -> str:
    """errors/quote.cpp quote_token: escaped, at most 80 characters between the quotes."""
    pieces = []
    for c in tok:
        if c in (0x22, 0x5C):
            pieces.append("\\" + chr(c))
        elif c < 0x20 or c >= 0x7F:
            pieces.append("\\x%02x" % c)
        else:
            pieces.append(chr(c))
    body = "".join(pieces)
    if len(body) > 80:
        body = ""
        for p in pieces:
            if len(body) + len(p) > 77:
                break
            body += p
        body += "..."
    return '"' + body + '"'


def cut(tok: bytes) -> bytes:
    """protocol/text.cpp cut_token: at most 80 bytes, cut at a character boundary."""
    if len(tok) <= 80:
        return tok
    end = 77
    while end > 0 and (tok[end] & 0xC0) == 0x80:
        end -= 1
    return tok[:end] + b"..."


def first_bad_byte(s: bytes):
    """protocol/text.cpp first_bad_byte: a NUL, or the start of ill-formed UTF-8."""
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == 0:
            return i
        if c < 0x80:
            i += 1
            continue
        lo, hi = 0x80, 0xBF
        if 0xC2 <= c <= 0xDF:
            ln = 2
        elif c == 0xE0:
            ln, lo = 3, 0xA0
        elif 0xE1 <= c <= 0xEC or 0xEE <= c <= 0xEF:
            ln = 3
        elif c == 0xED:
            ln, hi = 3, 0x9F
        elif c == 0xF0:
            ln, lo = 4, 0x90
        elif 0xF1 <= c <= 0xF3:
            ln = 4
        elif c == 0xF4:
            ln, hi = 4, 0x8F
        else:
            return i
        if i + 1 >= n or not lo <= s[i + 1] <= hi:
            return i
        for k in range(2, ln):
            if i + k >= n or not 0x80 <= s[i + k] <= 0xBF:
                return i
        i += ln
    return None


def tokens(line: bytes):
    """Space and tab separate tokens; nothing else does (no VT, FF, ...)."""
    return [t for t in line.replace(b"\t", b" ").split(b" ") if t]


# ---------------------------------------------------------------------------------------
# The `moves` list as a set of moves (PROTOCOL.md 4.12).

FINITE = re.compile(r"^(-?\d+),(-?\d+)>(-?\d+),(-?\d+)(=[A-Za-z]+)?$")
SLIDE = re.compile(r"^(-?\d+),(-?\d+)>(-?\d+),(-?\d+)\.\.(?:(-?\d+),(-?\d+))?(~.*)?$")


class MoveList:
    """Finite moves plus slides FROM + k*d for k0 <= k <= k1 (k1 None: unbounded)."""

    def __init__(self, line: str):
        parts = line.split(" ")
        if len(parts) < 2 or parts[0] != "moves" or not (parts[1] == "inf" or parts[1].isdigit()):
            raise ValueError("not a moves line")
        self.count = parts[1]
        self.tokens = parts[2:]
        self.finite = set()
        self.slides = []  # (from, d, k0, k1, filtered)
        for t in self.tokens:
            m = FINITE.match(t)
            if m:
                self.finite.add(t)
                continue
            m = SLIDE.match(t)
            if not m:
                raise ValueError("bad move token " + t)
            fx, fy, ax, ay = (int(v) for v in m.group(1, 2, 3, 4))
            dx, dy = ax - fx, ay - fy
            g = math.gcd(dx, dy)
            d = (dx // g, dy // g)
            k1 = None
            if m.group(5) is not None:
                k1 = (int(m.group(5)) - fx) // d[0] if d[0] else (int(m.group(6)) - fy) // d[1]
            self.slides.append(((fx, fy), d, g, k1, m.group(7) is not None))

    def expected_count(self):
        if any(s[3] is None for s in self.slides):
            return "inf"
        if any(s[4] for s in self.slides):
            return None
        return str(len(self.finite) + sum(s[3] - s[2] + 1 for s in self.slides))

    def contains(self, move: str):
        """True, False, or None when a filtered slide leaves it open."""
        if move in self.finite:
            return True
        m = FINITE.match(move)
        if not m or m.group(5):
            return False
        f = (int(m.group(1)), int(m.group(2)))
        t = (int(m.group(3)), int(m.group(4)))
        unknown = False
        for frm, d, k0, k1, filtered in self.slides:
            if frm != f:
                continue
            dx, dy = t[0] - f[0], t[1] - f[1]
            k = dx // d[0] if d[0] else dy // d[1]
            if k * d[0] != dx or k * d[1] != dy or k < k0 or (k1 is not None and k > k1):
                continue
            if filtered:
                unknown = True
            else:
                return True
        return None if unknown else False

    def pick(self, rng):
        """A random legal move, or None (filtered slides are not used)."""
        choices = list(self.finite) + [s for s in self.slides if not s[4]]
        if not choices:
            return None
        c = rng.choice(choices)
        if isinstance(c, str):
            return c
        (fx, fy), d, k0, k1, _ = c
        if k1 is None:
            # Mostly near squares; sometimes far out on the open board (exact int64 coordinates).
            k = k0 + (rng.randrange(6) if rng.random() < 0.9 else rng.randrange(10 ** rng.randrange(3, 16)))
        else:
            k = rng.randint(k0, k1)
        return "%d,%d>%d,%d" % (fx, fy, fx + k * d[0], fy + k * d[1])

    def froms(self):
        out = {t.split(">")[0] for t in self.finite}
        out.update("%d,%d" % s[0] for s in self.slides)
        return sorted(out)

    def subset_line(self, square: str):
        """The expected `moves <square>` reply, or None when filters leave the count open."""
        sub = [t for t in self.tokens if t.split(">")[0] == square]
        part = MoveList("moves 0 " + " ".join(sub)) if sub else MoveList("moves 0")
        count = part.expected_count()
        return None if count is None else " ".join(["moves", count] + sub)


# ---------------------------------------------------------------------------------------
# Malformed requests with their exact replies (request, reply), from PROTOCOL.md 4 and the
# transcripts. They hold whatever the session state is (SlideLimit included).

BAD_POSITIONS = [
    ("position", 'error missing_argument "position" need=startpos|variant|icn|json|5dpgn'),
    ("position fen 8/8/8/8/8/8/8/8", 'error bad_argument "fen" for=position need=startpos|variant|icn|json|5dpgn'),
    ("position variant Nowhere", 'error bad_argument "Nowhere" for=variant need=variant_name'),
    ("position variant", 'error missing_argument "variant" need=name'),
    ("position startpos 5,2>5,4", 'error bad_argument "5,2>5,4" for=position need=moves'),
    ("position icn w K1,1|k8,8|Zz3,3", 'error icn_syntax at=12 reason=bad_piece near="Zz3,3"'),
    ("position icn not_a_position @@@", 'error icn_syntax at=0 reason=icn_syntax near="not_a_position"'),
    ("position icn w 1,8,1,8 K1,1|k8,8|R9,3", "error bad_position reason=piece_outside_border"),
    ("position icn w K1,1|k8,8|R" + "9" * 2001 + ",3",
     'error too_large at=13 near="' + "9" * 77 + '..."'),
    ("position icn w K1,1|k8,8|R3,3 moves 3,3>" + "9" * 2001 + ",3",
     'error too_large index=0 move="3,3>' + "9" * 73 + '..."'),
    ("position startpos moves e2e4", 'error syntax index=0 move="e2e4"'),
    ("position icn w 1,8,1,8 K1,1|k8,8|R3,3 moves 3,3>3,5 8,8>8,9",
     'error illegal_move index=1 move="8,8>8,9" reason=outside_border'),
    ("position icn w royalcapture K1,1|Q5,5|k5,8 moves 5,5>5,8 1,1>1,2",
     'error illegal_move index=1 move="1,1>1,2" reason=game_over'),
    ("position json [1]", 'error bad_json reason=bad_json detail="Long format. Expected a JSON object."'),
]
BAD_OPTIONS = [
    ("setoption name SlideLimit value abc", 'error bad_option_value "SlideLimit" value="abc"'),
    ("setoption name SlideLimit value 1e9", 'error bad_option_value "SlideLimit" value="1e9"'),
    ("setoption name SlideLimit value -1", 'error bad_option_value "SlideLimit" value="-1"'),
    ("setoption name MaxLineBytes value 99999999999999999999",
     'error bad_option_value "MaxLineBytes" value="99999999999999999999"'),
    ("setoption name MaxLineBytes value 1023", 'error bad_option_value "MaxLineBytes" value="1023"'),
    ("setoption name Hash value 0", 'error bad_option_value "Hash" value="0"'),
    ("setoption name NoHash value 16", 'error unknown_option "NoHash"'),
    ("setoption name No Such Thing value 1", 'error unknown_option "No Such Thing"'),
    ("setoption name Output value xml", 'error bad_option_value "Output" value="xml"'),
    ("setoption name Dialect value", 'error bad_option_value "Dialect" value=""'),
    ("setoption", 'error missing_argument "setoption" need=name'),
    ("setoption name SlideLimit", 'error missing_argument "SlideLimit" need=value'),
    ("setoption name UCI_Variant value Xiangqi", 'error bad_option_value "UCI_Variant" value="Xiangqi"'),
    ("setoption name Debug Log File value /nonexistent-dir/uici.log",
     'error bad_option_value "Debug Log File" value="/nonexistent-dir/uici.log"'),
]
EXTRA_TOKENS = [
    ("isready now", 'error bad_argument "now" for=isready need=nothing'),
    ("quit now", 'error bad_argument "now" for=quit need=nothing'),
    ("ping", 'error missing_argument "ping" need=id'),
    ("ping 1 2", 'error bad_argument "2" for=ping need=one_id'),
    ("debug sideways", 'error bad_argument "sideways" for=debug need=on|off'),
    ("status extra", 'error bad_argument "extra" for=status need=nothing'),
    ("d x", 'error bad_argument "x" for=d need=nothing'),
    ("icn foo", 'error bad_argument "foo" for=icn need=position'),
    ("icn position extra", 'error bad_argument "extra" for=icn need=nothing'),
    ("json position extra", 'error bad_argument "extra" for=json need=nothing'),
    ("undo 0", 'error bad_argument "0" for=undo need=count>=1'),
    ("undo x", 'error bad_argument "x" for=undo need=count>=1'),
    ("undo 1 2", 'error bad_argument "2" for=undo need=one_count'),
    ("perft", 'error missing_argument "perft" need=depth'),
    ("perft 2 3", 'error bad_argument "3" for=perft need=one_depth'),
    ("perft 0", 'error bad_argument "0" for=perft need=depth_1_to_64'),
    ("go perft -1", 'error bad_argument "-1" for=perft need=depth_1_to_64'),
    ("go perft abc", 'error bad_argument "abc" for=perft need=depth_1_to_64'),
    ("perft 65", 'error bad_argument "65" for=perft need=depth_1_to_64'),
    ("legal", 'error missing_argument "legal" need=move'),
    ("legal 1,1>1,2 1,1>1,3", 'error bad_argument "1,1>1,3" for=legal need=one_move'),
    ("move", 'error missing_argument "move" need=move'),
    ("move e2e4", 'error syntax index=0 move="e2e4"'),
    ("move 1,2>3,4,5", 'error syntax index=0 move="1,2>3,4,5"'),
    ("move " + "9" * 2001 + ",1>1,1", 'error too_large index=0 move="' + "9" * 77 + '..."'),
    ("moves a,b", 'error bad_argument "a,b" for=moves need=x,y'),
    ("moves " + "9" * 2001 + ",1", 'error too_large what=digits limit=2000 near="' + "9" * 77 + '..."'),
    ("moves 3,3 3,4", 'error bad_argument "3,4" for=moves need=one_square'),
    ("ISREADY", 'error unknown_command "ISREADY"'),
    ("joho isready", 'error unknown_command "joho"'),
]
