#include "multiverse/variants.hpp"

#include <cctype>

namespace uici::multiverse {

namespace {

// Letters: K king, C common king, Y royal queen, Q queen, S princess, R rook, B bishop, N knight,
// U unicorn, D dragon, P pawn, W brawn; '*' marks the pieces that have not moved.
#define STD_W "P*P*P*P*P*P*P*P*/R*NBQK*BNR*"
#define STD_B "r*nbqk*bnr*/p*p*p*p*p*p*p*p*"
std::vector<VariantSetup> make_table() {
    return {
        {"Standard", 8, 8, {"[" STD_B "/8/8/8/8/" STD_W ":0:1:w]"}},
        {"Standard - Turn Zero", 8, 8, {"[" STD_B "/8/8/8/8/" STD_W ":0:0:b]", "[" STD_B "/8/8/8/8/" STD_W ":0:1:w]"}},
        {"Standard - Two Timelines",
         8,
         8,
         {"[" STD_B "/8/8/8/8/" STD_W ":-0:1:w]", "[" STD_B "/8/8/8/8/" STD_W ":+0:1:w]"}},
        {"Standard - Princess", 8, 8, {"[r*nbsk*bnr*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBSK*BNR*:0:1:w]"}},
        {"Standard - Defended Pawn",
         8,
         8,
         {"[r*qbnk*bnr*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*QBNK*BNR*:0:1:w]"}},
        {"Standard - Half Reflected",
         8,
         8,
         {"[r*nbk*qbnr*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBQK*BNR*:0:1:w]"}},
        {"Standard - Reversed Royalty",
         8,
         8,
         {"[r*nbycbnr*/p*p*p*p*p*p*p*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBYCBNR*:0:1:w]"}},
        {"Simple - No Queens", 7, 7, {"[r*nbk*nbr*/p*p*p*p*p*p*p*/7/7/7/P*P*P*P*P*P*P*/R*NBK*NBR*:0:1:w]"}},
        {"Simple - Knights vs. Bishop", 6, 6, {"[r*bqk*br*/p*p*p*p*p*p*/6/6/P*P*P*P*P*P*/R*NQK*NR*:0:1:w]"}},
        {"Simple - No Bishops", 6, 6, {"[r*nqk*nr*/p*p*p*p*p*p*/6/6/P*P*P*P*P*P*/R*NQK*NR*:0:1:w]"}},
        {"Simple - No Knights", 6, 6, {"[r*bqk*br*/p*p*p*p*p*p*/6/6/P*P*P*P*P*P*/R*BQK*BR*:0:1:w]"}},
        {"Simple - No Rooks", 6, 6, {"[nbqk*bn/p*p*p*p*p*p*/6/6/P*P*P*P*P*P*/NBQK*BN:0:1:w]"}},
        {"Simple - Simple Set", 6, 6, {"[r*nbqk*r*/p*p*p*p*p*p*/6/6/P*P*P*P*P*P*/R*K*QBNR*:0:1:w]"}},
        {"Small", 5, 5, {"[k*qbnr*/p*p*p*p*p*/5/P*P*P*P*P*/K*QBNR*:0:1:w]"}},
        {"Misc - Small", 5, 5, {"[k*qbnr*/p*p*p*p*p*/5/P*P*P*P*P*/K*QBNR*:0:1:w]"}},
        {"Small - Flipped", 5, 5, {"[nbr*qk*/p*p*p*p*p*/5/P*P*P*P*P*/K*QR*BN:0:1:w]"}},
        {"Small - Centered", 5, 5, {"[r*nk*qr*/p*p*p*p*p*/5/P*P*P*P*P*/R*QK*NR*:0:1:w]"}},
        {"Small - Open", 5, 5, {"[p*r*nbk*/3p*p*/5/P*P*3/K*BNR*P*:0:1:w]"}},
        {"Very Small", 4, 4, {"[nbr*k*/p*p*p*p*/P*P*P*P*/K*R*BN:0:1:w]"}},
        {"Very Small - Open", 4, 4, {"[nbr*k*/3p*/P*3/K*R*BN:0:1:w]"}},
        {"Misc - Timeline Invasion",
         5,
         5,
         {"[nbk*r*b/p*p*p*p*p*/5/5/P*P*P*P*P*:-0:1:w]", "[p*p*p*p*p*/5/5/P*P*P*P*P*/NBK*R*B:+0:1:w]"}},
        {"Misc - Timeline Formations", 5, 5, {"[p*p*p*p*p*/5/5/5/2K*2:-0:1:w]", "[2k*2/5/5/5/P*P*P*P*P*:+0:1:w]"}},
        {"Misc - Timeline Tactitian", 4, 4, {"[k*bnr*/p*p*p*p*/4/4:-0:1:w]", "[4/4/P*P*P*P*/K*BNR*:+0:1:w]"}},
        {"Misc - Timeline Strategos", 5, 5, {"[nbk*ur*/p*p*p*p*p*/5/5/5:-0:1:w]", "[5/5/5/P*P*P*P*P*/R*UK*BN:+0:1:w]"}},
        {"Misc - Timeline Battlegrounds",
         5,
         5,
         {"[r*r*k*r*r*/bbqbb/p*p*p*p*p*/5/P*P*P*P*P*:-1:1:w]", "[nnnnn/p*p*p*p*p*/5/P*P*P*P*P*/NNNNN:0:1:w]",
          "[p*p*p*p*p*/5/P*P*P*P*P*/BBQBB/R*R*K*R*R*:1:1:w]"}},
        {"Misc - Timeline Skirmish", 5, 5, {"[3r*k*/3p*p*/5/BB3/NN3:-0:1:w]", "[3nn/3bb/5/P*P*3/K*R*3:+0:1:w]"}},
        {"Misc - Timeline Marauders",
         5,
         5,
         {"[w*r*k*r*w*/1w*w*w*1/5/5/5:-1:1:w]", "[w*1w*1w*/5/5/5/W*1W*1W*:0:1:w]",
          "[5/5/5/1W*W*W*1/W*R*K*R*W*:1:1:w]"}},
        {"Misc - King of Kings", 5, 5, {"[cck*cc/5/5/5/CCK*CC:0:1:w]"}},
        {"Misc - Royal Queen Showdown", 6, 6, {"[4y1/6/6/6/6/1Y4:0:1:w]"}},
        {"Misc - Excessive",
         7,
         7,
         {"[k*r*uqdr*k*/r*nbk*nbr*/p*p*p*p*p*p*p*/7/P*P*P*P*P*P*P*/R*NBK*NBR*/K*R*UQDR*K*:0:1:w]"}},
        {"Focused - Just Knights", 5, 5, {"[n1k*n1/5/5/5/1NK*1N:0:1:w]"}},
        {"Focused - Just Bishops", 5, 5, {"[1bbk*1/5/5/5/1K*BB1:0:1:w]"}},
        {"Focused - Just Rooks", 5, 5, {"[1r*k*1r*/5/5/5/R*1K*R*1:0:1:w]"}},
        {"Focused - Just Queens", 6, 6, {"[1q1k*2/6/6/6/6/2K*1Q1:0:1:w]"}},
        {"Focused - Just Pawns", 5, 5, {"[p*p*p*p*k*/5/5/5/K*P*P*P*P*:0:1:w]"}},
        {"Focused - Just Unicorns", 5, 5, {"[1u1uk*/5/5/5/K*U1U1:0:1:w]"}},
        {"Focused - Just Dragons", 5, 5, {"[2ddk*/5/5/5/K*DD2:0:1:w]"}},
        {"Focused - Just Brawns", 5, 5, {"[w*w*w*w*k*/5/5/5/K*W*W*W*W*:0:1:w]"}},
    };
}
#undef STD_W
#undef STD_B

bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

}  // namespace

const std::vector<VariantSetup>& variant_table() {
    static const std::vector<VariantSetup> table = make_table();
    return table;
}

const VariantSetup* find_variant(std::string_view name) {
    for (const auto& v : variant_table())
        if (same_name(v.name, name)) return &v;
    return nullptr;
}

}  // namespace uici::multiverse
