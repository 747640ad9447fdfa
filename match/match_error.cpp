#include "match/match_error.hpp"

namespace uici::match {

std::string usage_error(std::string_view bad, std::string_view need, std::initializer_list<Detail> more) {
    std::string s = error_text(ErrorCode::bad_argument, {token(bad), word("for", "match"), word("need", need)});
    // error_text takes one list: the details of `more` are the tail of their own line.
    const std::string tail = error_text(ErrorCode::bad_argument, more);
    s += tail.substr(error_text(ErrorCode::bad_argument).size());
    return s;
}

}  // namespace uici::match
