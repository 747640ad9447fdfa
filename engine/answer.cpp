#include "engine/answer.hpp"

namespace uici::engine {

bool send_failed(bool sent, const MoveWait& wait, EngineAnswer& a) {
    if (sent) return false;
    if (wait.deadline <= wait.sent) return failed_read(ReadResult{ReadResult::Kind::timeout, {}, 0}, wait, a);
    a.fail(Fault::crash, "the engine does not read its input");
    return true;
}

bool failed_read(const ReadResult& r, const MoveWait& wait, EngineAnswer& a) {
    switch (r.kind) {
        case ReadResult::Kind::line: return false;
        case ReadResult::Kind::timeout:
            if (wait.clocked) a.fail(Fault::time_forfeit, "no move within its time");
            else a.fail(Fault::no_answer, "no move within " + std::to_string(wait.limit_ms) + " ms");
            return true;
        case ReadResult::Kind::closed: a.fail(Fault::crash, "the engine ended"); return true;
        case ReadResult::Kind::overlong:
            a.fail(Fault::bad_output, "a line longer than " + std::to_string(r.length) + " bytes");
            return true;
    }
    return false;
}

}  // namespace uici::engine
