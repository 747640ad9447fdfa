// `uici render` of one ICN document: read the position, play its moves, draw it. Built for both
// coordinate builds (core/board/coord.hpp): the narrow one hands a document with a number past
// its range to the wide one.
#pragma once

#include <string>
#include <string_view>

#include "render/render_args.hpp"

namespace uici::render {

// render_document's answer when a number of the document or the arguments needs the wide build
// (then nothing was written).
inline constexpr int kRenderNeedsWide = 3;

// The SVG of `input` drawn as `args` say, into out; or 1 (2 for an argument the position refuses)
// with one error line in err.
int render_document(const RenderArgs& args, std::string_view input, std::string& out, std::string& err);

}  // namespace uici::render

namespace uici::wide::render {
int render_document(const uici::render::RenderArgs& args, std::string_view input, std::string& out, std::string& err);
}  // namespace uici::wide::render
