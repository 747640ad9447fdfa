#!/usr/bin/env bash
# Opt-in: builds one libFuzzer target with clang under ASan/UBSan and runs it.
#   scripts/fuzz.sh TARGET SECONDS    TARGET: icn_reader | long_json | move_token | session | envelope | sprt_json | pgn_reader | line_framer | engine_output | sprt_reply | 5dpgn | search | convert | site_message | gui_message | match_inputs | info_line
#                                     (icn_reader_wide, long_json_wide, move_token_wide: the core readers on the wide build;
#                                      text_pieces_wide: its squares kept as text, fuzz/invariants.hpp)
# The corpus grows in fuzz-out/TARGET/corpus (seeded from tests/data and the transcripts);
# a crash is saved as fuzz-out/TARGET/crash-* and the script exits non-zero. Add every crash
# to tests/data/fuzz-regressions/TARGET/ so the test suite replays it.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
target=${1:?usage: scripts/fuzz.sh TARGET SECONDS}
seconds=${2:?usage: scripts/fuzz.sh TARGET SECONDS}
scripts/setup.sh clang libclang-rt-14-dev
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DUICI_FUZZ=ON -DUICI_TESTS=OFF >/dev/null
cmake --build build-fuzz --target "fuzz_$target"
out="fuzz-out/$target"
mkdir -p "$out/corpus"
python3 scripts/fuzz_seeds.py "$target" "$out/corpus"
regress="tests/data/fuzz-regressions/$target"
dict=fuzz/icn.dict
[ -f "fuzz/${target%_wide}.dict" ] && dict="fuzz/${target%_wide}.dict"
extra=()
[ -d "$regress" ] && extra+=("$regress")
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
  "build-fuzz/fuzz_$target" "$out/corpus" "${extra[@]}" -dict="$dict" -max_total_time="$seconds" \
  -max_len=65536 -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$out/" -print_final_stats=1
