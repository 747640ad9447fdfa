#include "match/recovery.hpp"

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "match/match_error.hpp"
#include "match/output_file.hpp"

namespace uici::match {

std::optional<std::string> read_recovered(const MatchOptions& o, int games_per_round, RecoveredGames& found,
                                          std::string& text) {
    std::ifstream in(o.out_file, std::ios::binary);
    std::stringstream s;
    if (in) s << in.rdbuf();
    if (in.bad()) return io_error_text(o.out_file, "read", errno);
    text = s.str();
    if (auto err = read_finished_games(text, games_per_round, o.adjudication.max_moves, found))
        return error_text(ErrorCode::bad_position, {token(o.out_file, "path"), token(*err, "reason")});
    return std::nullopt;
}

std::optional<std::string> keep_standing_games(const MatchOptions& o, const RecoveredGames& found,
                                               const std::string& text) {
    if (found.kept.size() == text.size()) return std::nullopt;
    if (text.starts_with(found.kept)) {
        // Only a cut last game: the file is cut before it.
        std::error_code ec;
        std::filesystem::resize_file(o.out_file, found.kept.size(), ec);
        if (ec) return io_error_text(o.out_file, "write", ec.value());
        return std::nullopt;
    }
    const std::string temp = o.out_file + ".recover";
    {
        std::error_code ignored;
        std::filesystem::remove(temp, ignored);
        OutputFile f;
        if (!f.open(temp)) return io_error_text(temp, "write", f.error());
        f.append(found.kept, 0);
        if (!f.flush()) return io_error_text(temp, "write", f.error());
    }
    if (std::rename(temp.c_str(), o.out_file.c_str()) != 0) return io_error_text(o.out_file, "write", errno);
    return std::nullopt;
}

}  // namespace uici::match
