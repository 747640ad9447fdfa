// The `-engine` fields (engine/engine_fields.hpp): one reader for `uici match` and `uici gui`,
// one set of error lines.
#include <doctest/doctest.h>

#include "engine/engine_fields.hpp"

using namespace uici::engine;

namespace {

// Reads "k=v" words into a config; the first error line, or "" when every field is good.
std::string read_fields(EngineConfig& e, std::initializer_list<const char*> words, std::string_view tool = "match",
                        FieldSet set = FieldSet::all) {
    for (const char* w : words) {
        std::string k, v;
        if (!split_field(w, k, v)) return "no '='";
        if (auto err = read_engine_field(e, k, v, tool, set)) return *err;
    }
    if (auto err = finish_engine(e, tool)) return *err;
    return "";
}

}  // namespace

TEST_CASE("engine fields: every field of match's syntax fills the config") {
    EngineConfig e;
    CHECK(read_fields(e, {"cmd=/bin/eng", "proto=uci", "args=-a  b\tc", "option.Hash=16", "option.Threads=2",
                          "tc=40/60+0.5", "st=0.25", "nodes=1000", "depth=7", "timemargin=30", "timeout=2.5"}) == "");
    CHECK(e.cmd == "/bin/eng");
    CHECK(e.name == "/bin/eng");  // no name=: the command
    CHECK(e.proto == Proto::uci);
    CHECK(e.args == std::vector<std::string>{"-a", "b", "c"});
    REQUIRE(e.options.size() == 2);
    CHECK(e.options[0] == std::pair<std::string, std::string>{"Hash", "16"});
    CHECK(e.options[1] == std::pair<std::string, std::string>{"Threads", "2"});
    REQUIRE(e.tc);
    CHECK(e.tc->moves == 40);
    CHECK(e.tc->base_ms == 60000);
    CHECK(e.tc->inc_ms == 500);
    CHECK(e.st_ms == 250);
    CHECK(e.nodes == 1000);
    CHECK(e.depth == 7);
    CHECK(e.margin_ms == 30);
    CHECK(e.timeout_ms == 2500);

    EngineConfig f;
    CHECK(read_fields(f, {"cmd=x", "name=Named", "proto=sprt-json", "value=with=equals"}) ==
          "error bad_argument \"value=with=equals\" for=match need=engine_field");
    CHECK(read_fields(f, {"cmd=x", "name=Named", "proto=sprt-json"}) == "");
    CHECK(f.name == "Named");
    CHECK(f.proto == Proto::sprt_json);
}

TEST_CASE("engine fields: a bad field is one usage error line naming the tool and what was needed") {
    const std::pair<const char*, const char*> cases[] = {
        {"proto=xboard", "error bad_argument \"proto=xboard\" for=match need=proto names=uici,uci,sprt-json"},
        {"tc=0/1", "error bad_argument \"tc=0/1\" for=match need=tc"},
        {"tc=1+x", "error bad_argument \"tc=1+x\" for=match need=tc"},
        {"st=0", "error bad_argument \"st=0\" for=match need=st"},
        {"nodes=-1", "error bad_argument \"nodes=-1\" for=match need=nodes"},
        {"depth=0", "error bad_argument \"depth=0\" for=match need=depth"},
        {"timemargin=-5", "error bad_argument \"timemargin=-5\" for=match need=timemargin"},
        {"timeout=nan", "error bad_argument \"timeout=nan\" for=match need=timeout"},
        {"option.=1", "error bad_argument \"option.=1\" for=match need=engine_field"},
        {"colour=red", "error bad_argument \"colour=red\" for=match need=engine_field"},
    };
    for (const auto& [field, line] : cases) {
        CAPTURE(field);
        EngineConfig e;
        CHECK(read_fields(e, {"cmd=x", field}) == line);
    }
    EngineConfig none;
    CHECK(read_fields(none, {"name=a"}) == "error bad_argument \"-engine\" for=match need=cmd");
}

TEST_CASE("engine fields: the start set (the GUI) takes how to start an engine, not its limits") {
    EngineConfig e;
    CHECK(read_fields(e, {"cmd=x", "proto=uci", "option.Hash=8", "timeout=3"}, "gui", FieldSet::start) == "");
    CHECK(e.timeout_ms == 3000);
    for (const char* limit : {"tc=10+1", "st=1", "nodes=5", "depth=3", "timemargin=10"}) {
        CAPTURE(limit);
        EngineConfig l;
        CHECK(read_fields(l, {"cmd=x", limit}, "gui", FieldSet::start) ==
              "error bad_argument \"" + std::string(limit) + "\" for=gui need=engine_field");
    }
    EngineConfig p;
    CHECK(read_fields(p, {"cmd=x", "proto=xboard"}, "gui", FieldSet::start) ==
          "error bad_argument \"proto=xboard\" for=gui need=proto names=uici,uci,sprt-json");
}

TEST_CASE("engine fields: a word is split at its first '='") {
    std::string k, v;
    CHECK_FALSE(split_field("cmd", k, v));
    REQUIRE(split_field("args=a=b c", k, v));
    CHECK(k == "args");
    CHECK(v == "a=b c");
    REQUIRE(split_field("name=", k, v));
    CHECK(v.empty());
    CHECK(split_args("  ").empty());
}
