"""The positions the soak mix plays from: bordered or small, so that perft stays cheap."""

CLASSICAL_8X8 = ("w 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|"
                 "p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|"
                 "K5,1+|B6,1|N7,1|R8,1+")
ROOK_8X8 = "w 1,8,1,8 K1,1|k8,8|R3,3"
MATED = "b 1,8,1,8 K6,6|Q7,7|k8,8"
# (kind, text, deepest perft) ; kind icn / variant / startpos
BASES = [
    ("icn", CLASSICAL_8X8, 3),
    ("icn", ROOK_8X8, 3),
    ("icn", "w K1,1|k8,8|R3,3", 2),
    ("icn", MATED, 3),
    ("icn", "w 0/100 1 (8|1) -20,20,-20,20 K5,1+|R8,1+|R1,1+|P2,7|P4,2+|N2,1|k5,8|r6,8|p3,4+|ob0,5|B7,3", 2),
    ("icn", "w (8|1) K1,3|k8,5|P3,7|P4,7|p5,2", 3),
    ("icn", "w royalcapture K1,1|Q5,5|k5,8", 2),
    ("icn", "w K1,1|k8,8|N2,1|n7,8", 3),
    ("icn", "w 99/100 1 K1,1|k8,8|R4,4|r6,6", 2),
    ("icn", "b koth K4,3|k8,8|r1,8", 2),
    ("icn", "w allpiecescaptured Q5,5|n5,8", 2),
    ("startpos", "", 2),
    ("variant", "Chess", 2),
    ("variant", "Confined_Classical", 2),
    ("variant", "Pawn_Horde", 2),
    ("variant", "Knightline", 2),
    ("variant", "Core", 1),
    ("variant", "Omega", 2),
    ("variant", "Space_Classic", 1),
    ("variant", "Obstocean", 1),
    ("variant", "Palace", 1),
]
# Omega_Cubed and Omega_Fourth (90,000 and 186,000 pieces) are left out: one `json` of them
# takes 12 s / 33 s, which would make the mix a benchmark of that one command.
VARIANTS = ["Classical", "Chess", "Core", "Pawn_Horde", "Confined_Classical", "Knightline", "Omega",
            "Space_Classic"]
HISTORY_CAP = 30


def position_line(kind, text):
    return {"icn": "position icn " + text, "startpos": "position startpos", "variant": "position variant " + text}[kind]
