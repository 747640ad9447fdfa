#include "match/match_error.hpp"

#include "engine/engine_fields.hpp"

namespace uici::match {

std::string usage_error(std::string_view bad, std::string_view need, std::initializer_list<Detail> more) {
    return engine::usage_error("match", bad, need, more);
}

}  // namespace uici::match
