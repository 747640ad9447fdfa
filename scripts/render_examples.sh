#!/usr/bin/env bash
# Writes the example pictures of docs/RENDER.md (docs/render/*.svg) with `uici render`.
#   scripts/render_examples.sh [UICI]      (default build/uici)
set -euo pipefail
cd "$(dirname "$0")/.."
uici=${1:-build/uici}
out=docs/render
mkdir -p "$out"
# Every glyph: the 20 piece types in both colours, an obstacle and a void; the royals in check
# glow; an arrow and a mark.
printf '%s' 'w 0/100 1 (8|1) K5,1+|Q4,1|R1,1+|B3,1|N2,1|P1,2+|k5,8+|q4,8|am6,4|HA7,5|ch3,5|AR2,6|gu8,6|CA1,4|gi6,6|ZE4,4|ce2,3|RQ7,7|rc3,7|NR5,5|hu6,3|RO7,2|ob8,2|vo8,3|AM1,7|ha2,7|CH4,6|ar5,6|GU1,5|ca2,4|GI3,4|ze8,4|CE7,4|rq6,1|RC8,7|nr6,7|HU4,5|ro6,2' |
    "$uici" render --size 560 --arrow '5,5>4,7' --mark 4,7 >"$out/pieces.svg"
# A game of Chess on an Infinite Plane after three moves: the last move, promotion lines, an arrow.
printf '%s' '[Variant "CoaIP"] w 5,2>5,4|5,7>5,5|4,1>8,5' |
    "$uici" render --size 560 --arrow '8,5>6,7' --mark 6,7 >"$out/coaip.svg"
# A world border and a king in check, in a window chosen by hand.
printf '%s' 'w -2,9,-1,10 K1,1|R4,8|k4,9|NR-2,9|q7,2|ob0,5|ob1,5|ob2,5' |
    "$uici" render --window -4,-3,11,12 --size 400 >"$out/border.svg"
# Far zoom: Omega^2 (about 2,000 pieces over 86 x 157 squares) shows its pieces as marks.
printf '%s' '[Variant "Omega_Squared"]' | "$uici" render --size 400 >"$out/omega2.svg"
ls -l "$out"
