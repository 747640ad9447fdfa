#!/usr/bin/env python3
"""Writes a seed corpus for one fuzz target from the project's own test data.

Usage: fuzz_seeds.py TARGET OUTDIR   (TARGET: icn_reader, long_json, move_token, session, envelope, sprt_json, pgn_reader, line_framer, engine_output, sprt_reply, 5dpgn, search, convert, site_message, gui_message, match_inputs, info_line,
and icn_reader_wide, long_json_wide, move_token_wide: the same seeds, and each moved past 64 bits;
text_pieces_wide: the ICN and long JSON seeds, and each moved past 64 bits)
"""
import hashlib
import json
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
data = root / "tests" / "data"


def jsonl(name):
    with open(data / name) as f:
        return [json.loads(line) for line in f if line.strip()]


def seeds(target):
    ref = jsonl("icn-reference.jsonl")
    if target == "icn_reader":
        yield from (c["input"] for c in ref if c["input_format"] == "short" and c["kind"] != "move")
        yield from (p["icn"] for p in jsonl("legal-moves.jsonl"))
        for g in jsonl("games.jsonl"):
            yield from (g["start_icn"], g["final_icn"], g["game_icn"])
        yield from (a["position"] for a in json.load(open(data / "perft.json"))["anchors"])
    elif target == "site_message":
        # The site's engine-worker messages (wasm/site/), as the worker glue hands them over.
        yield from (json.dumps(m["message"]) for m in jsonl("site/messages.jsonl"))
    elif target == "text_pieces":  # (text_pieces_wide) both readers' documents
        yield from seeds("icn_reader")
        yield from seeds("long_json")
    elif target == "long_json":
        yield from (c["input"] for c in ref if c["input_format"] == "long" and c["kind"] != "move")
        for c in ref:
            s2l = (c.get("reference") or {}).get("s2l") or {}
            if "json_text" in s2l:
                yield s2l["json_text"]
    elif target == "move_token":
        yield from (c["input"] for c in ref if c["kind"] == "move")
        yield from (q["move"] for q in jsonl("move-queries.jsonl"))
        for g in jsonl("games.jsonl"):
            yield from g["moves"][:20]
    elif target == "session":
        for t in sorted((root / "tests" / "transcripts").glob("*.txt")):
            lines = [l[2:] for l in t.read_text().splitlines() if l.startswith("> ")]
            if lines:
                yield "\n".join(lines) + "\n"
        yield from ("position icn " + p["icn"].replace("\n", " ") + "\nmoves\nstatus\n"
                    for p in jsonl("legal-moves.jsonl")[:40])
    elif target == "envelope":
        # Every transcript's requests in envelopes (ids of both kinds), and the envelope transcript.
        for i, t in enumerate(sorted((root / "tests" / "transcripts").glob("*.txt"))):
            lines = [l[2:] for l in t.read_text().splitlines() if l.startswith("> ")]
            ids = [n if i % 2 else "r%d" % n for n in range(len(lines))]
            if lines:
                yield "".join(json.dumps({"id": k, "request": l}) + "\n" for k, l in zip(ids, lines))
    elif target == "sprt_json":
        # Requests shaped as the SPRT runner writes them, from the project's own positions.
        letters = {"k": "k", "q": "q", "r": "r", "b": "b", "n": "n", "p": "p", "am": "m", "ch": "c", "ar": "a",
                   "ha": "h", "gu": "g", "ca": "l", "gi": "i", "ze": "z", "ce": "e", "rq": "y", "rc": "d",
                   "nr": "s", "hu": "u", "ro": "o", "ob": "x", "vo": "v"}
        for p in jsonl("legal-moves.jsonl")[:60]:
            pieces, rights = [], []
            for entry in p["icn"].split()[-1].split("|"):
                i = 0
                while i < len(entry) and entry[i].isalpha():
                    i += 1
                code, square = entry[:i], entry[i:]
                if code.lower() not in letters or "," not in square:
                    continue
                if square.endswith("+"):
                    square = square[:-1]
                    rights.append(square)
                x, y = square.split(",")[:2]
                colour = "n" if code in ("ob", "vo") else ("w" if code[0].isupper() else "b")
                pieces.append({"x": x, "y": y, "piece_type": letters[code.lower()], "color": colour})
            yield json.dumps({"board": {"pieces": pieces}, "turn": "w", "special_rights": rights,
                              "move_history": [{"from": rights[0], "to": rights[-1], "promotion": None}] if rights else [],
                              "time_limit_ms": 100, "game_rules": {"promotions_allowed": ["q", "r", "b", "n"],
                              "promotion_ranks": {"white": ["8"], "black": ["1"]}, "move_rule": 100,
                              "win_conditions": {"white": ["checkmate"], "black": ["royalcapture"]}},
                              "world_bounds": {"left": "-50", "right": "50", "bottom": None, "top": "60"},
                              "fullmove_number": 3, "halfmove_clock": 2, "variant": "Classical"})
    elif target == "pgn_reader":
        games = (root / "tests" / "data" / "egd" / "random-games.pgn").read_text().split("\n\n[")
        yield from (("[" if i else "") + g for i, g in enumerate(games[:20]))
        yield from (c["pgn"] for c in json.loads((root / "tests" / "data" / "egd" / "gem-cases.json").read_text()))
    elif target == "5dpgn":
        # The public games, and the same games cut short (a turn in progress, a dangling jump).
        for f in sorted((data / "5d").glob("*.5dpgn")):
            text = f.read_text()
            yield text
            yield text[: len(text) * 2 // 3]
    elif target == "line_framer":
        # A limit byte, then input of every kind: replies, CRLF, lone CR, long lines.
        yield "\x08uiciok\r\ninfo depth 3 score cp 12\rbestmove 1,2>1,4\n"
        yield "\x20" + "x" * 100 + "\r\r\n\n" + "bestmove e2e4\r"
        yield "\x01\n\n\r\n"
    elif target == "engine_output":
        # A limit byte, a position-and-gos byte, then an engine's stdout as the checker reads it.
        yield "\x20\x04id name x\nuciok\nreadyok\nbestmove 5,2>5,4\nbestmove 5,2>5,4\n"
        yield "\x40\x06info depth 1 score cp 3 pv 1,1>1,5\r\nbestmove 1,1>1,5\nbestmove (none)\n"
        yield "\x03\x0b" + "y" * 50 + "\nbestmove 0,0>1,1 ponder x\nbestmove 99999999999999999999,1>2,2\n"
    elif target == "search":
        # A go byte (depth 1, depth 2, nodes), then a position: the project's own, and each
        # moved past 64 bits and past 2^1000, so that both builds search.
        for i, p in enumerate(jsonl("legal-moves.jsonl")[:60]):
            icn = p["icn"].replace("\n", " ")
            yield chr(i % 64) + icn
            yield chr((i + 1) % 64) + re.sub(r"(?<![0-9])([1-9][0-9]*)", lambda m: m.group(1) + "0" * 30, icn)
            yield chr((i + 2) % 64) + re.sub(r"(?<![0-9])([1-9][0-9]*)", lambda m: m.group(1) + "9" * 400, icn)
    elif target == "convert":
        # An output byte (icn, json, pgn, egd), then files of one or several games: ICN games a
        # blank line apart as uici match -out writes them, long JSON, PGN.
        games = [g["game_icn"] for g in jsonl("games.jsonl")[:30]]
        for i, g in enumerate(games):
            yield chr(i % 4) + g
            yield chr((i + 1) % 4) + g + "\n\n" + games[(i + 7) % len(games)] + "\n"
        for c in ref[:40]:
            yield chr(1) + c["input"]
        pgn = (root / "tests" / "data" / "egd" / "random-games.pgn").read_text().split("\n\n[")
        yield chr(0) + pgn[0] + "\n\n[" + pgn[1]
        yield chr(2) + pgn[0]
    elif target == "info_line":
        # An engine's info lines, one a line: MultiPV, bounds, mates, free text, bad numbers.
        yield "info depth 1 seldepth 2 multipv 1 score cp 13 nodes 20 nps 400 time 50 pv e2e4 e7e5\n" \
              "info depth 1 multipv 2 score cp -4 upperbound nodes 20 pv d2d4\ninfo depth 2 currmove e2e4 currmovenumber 1"
        yield "info depth 9 score mate -3 lowerbound pv 1,2>1,4 -1000000000000000000000,5>3,5\ninfo string score cp 5"
        yield "info multipv 257 score cp 1\ninfo multipv 0 score cp 1\ninfo depth x score cp 99999999999999999999 pv"
        yield "info\tdepth 3\tscore cp 2000000 wdl 500 300 200 pv a b c\r\ninfo score mate 2 score cp 7"
    elif target == "sprt_reply":
        # Replies of a sprt-json engine: moves, promotions, refusals, and lines that are none.
        yield '{"from":"1,2","to":"1,4","promotion":null,"eval":35,"depth":7}'
        yield '{"from":"-3,7","to":"-3,8","promotion":"c","eval":-120,"depth":2}'
        yield '{"error":"no_legal_moves"}'
        yield '{"error":"bad_field","detail":"board.pieces[0].x. not an integer"}'
        yield '{"from":[1,2],"to":"99999999999999999999,1"}'
    elif target == "gui_message":
        # The board page's WebSocket messages (PROTOCOL.md 12), one per line, as a page sends them.
        yield '{"type":"hello","id":1}'
        yield '{"type":"new_game","variant":"Classical","white":0,"tc":{"base_ms":60000,"inc_ms":1000}}\n{"type":"export"}'
        yield '{"type":"targets","square":"5,2"}\n{"type":"move","move":"5,2>5,4"}\n{"type":"undo","plies":1}'
        yield '{"type":"new_game","icn":"w K1,1|k8,8|R3,3 3,3>3,5","black":1}\n{"type":"targets","square":"3,5"}'
        yield '{"type":"new_game","icn":"w (8|1) K1,1|k8,1|P5,7"}\n{"type":"move","move":"5,7>5,8=N"}\n{"type":"state","ply":0}'
        yield '{"type":"players","white":"human","black":0,"limit":{"nodes":1}}\n{"type":"resign","color":"b"}'
        yield '{"type":"analyse","engine":1,"multipv":3}\n{"type":"stop"}'
        # Engine 2 speaks UCI: chess on the 8x8 board, or one error.
        yield '{"type":"new_game","variant":"Classical","black":2}\n{"type":"move","move":"5,2>5,4"}'
        yield '{"type":"new_game","icn":"w K5,1|k5,8|AM4,1","white":2}\n{"type":"players","black":2}'
        yield '{"type":"new_game","icn":"w K5,1|k5,8|R8,1"}\n{"type":"move","move":"8,1>12,1"}\n{"type":"analyse","engine":2}'
        for c in ref[:30]:
            yield json.dumps({"type": "new_game", "icn": c["input"]}) + '\n{"type":"targets","square":"1,1"}'
    elif target == "match_inputs":
        # uici match's suites, reports and game files: 'e' EPD, 'p' PGN, 'r' a report, 'i'/'g' an ICN/PGN
        # game file (fuzz/match_invariant.hpp).
        yield "ernbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3\nr3k2r/8/8/8/8/8/8/R3K2R w Kq - hmvc 7; fmvn 23;\n"
        yield "e4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id \"x\";\n# comment\n\n8/8/8/8/8/8/8/K1k5 w - -\n"
        pgn = (root / "tests" / "data" / "egd" / "random-games.pgn").read_text().split("\n\n[")
        yield "p" + pgn[0] + "\n\n[" + pgn[1]
        yield 'p[FEN "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 4 30"]\n\n30... O-O 31. Kd2 *\n'
        game = ('{"number":%d,"round":1,"white":"%s","black":"%s","opening":{"index":1,"text":"x"},'
                '"result":"%s","termination":"checkmate","detail":"","plies":9}')
        yield ('r{"format":"uici-match-report","version":1,"config":{"engines":[{"name":"A"},{"name":"B"}],'
               '"tournament":"roundrobin","seeds":1,"rounds":1,"games_per_round":2,"repeat":true,'
               '"sprt":{"elo0":0,"elo1":5,"alpha":0.05,"beta":0.05},"shard":null},"total_games":2,"games":['
               + game % (1, "A", "B", "1-0") + "," + game % (2, "B", "A", "1/2-1/2") + "]}")
        yield ('r{"format":"uici-match-report","version":1,"config":{"engines":[{"name":"A"},{"name":"B"},{"name":"C"}],'
               '"tournament":"gauntlet","seeds":1,"rounds":2,"games_per_round":1,"repeat":false,"sprt":null},'
               '"total_games":4,"games":[' + game % (3, "A", "C", "0-1") + "]}")
        # merge's game files: 'i' an -out (ICN) file, 'g' a -pgnout file, one game each.
        yield "i" + '[Event "uici match"]\n[Site "vm"]\n[Date "2026.11.26"]\n[Round "1.1"]\n[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n[Termination "max_moves"]\n[TimeControl "depth=1"]\n[Variant "Chess"]\nw 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|K5,1+|B6,1|N7,1|R8,1+ 5,2>5,4 {+0.18/1 0.000s}|3,7>3,5 {-0.23/1 0.000s}|4,2>4,4 {+0.23/1 0.000s}|3,5>4,4 {-0.26/1 0.000s}|7,1>6,3 {+0.00/1 0.000s}|4,8>1,5 {-0.09/1 0.000s}\n\n'
        yield "g" + '[Event "uici match"]\n[Site "vm"]\n[Date "2026.11.26"]\n[Round "1.1"]\n[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n[PlyCount "6"]\n[Termination "adjudication"]\n[TimeControl "depth=1"]\n\n1. e4 {+0.18/1 0.000s} c5 {-0.23/1 0.000s} 2. d4 {+0.23/1 0.000s}\ncxd4 {-0.26/1 0.000s} 3. Nf3 {0.00/1 0.000s} Qa5+ {-0.09/1 0.000s, max_moves}\n1/2-1/2\n\n'
    else:
        sys.exit(f"unknown target {target}")


def far(text):
    """The text with every number of three or more digits given 40 more: coordinates past 64 bits."""
    return re.sub(r"(?<![0-9])([1-9][0-9]{2,})", lambda m: m.group(1) + "0" * 40, text)


def wide_seeds(target):
    base = target[: -len("_wide")]
    for text in seeds(base):
        yield text
        yield far(text)


def main():
    target, outdir = sys.argv[1], pathlib.Path(sys.argv[2])
    outdir.mkdir(parents=True, exist_ok=True)
    count = 0
    for text in wide_seeds(target) if target.endswith("_wide") else seeds(target):
        body = text.encode()
        (outdir / hashlib.sha1(body).hexdigest()).write_bytes(body)
        count += 1
    print(f"{count} seeds for {target} in {outdir}")


if __name__ == "__main__":
    main()
