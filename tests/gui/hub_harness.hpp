// Test helper: the board page's hub (gui/hub.hpp) on its own io_context with one page attached,
// driven without a browser: messages posted as the page would send them, the io_context run
// until something is seen (waits scaled by UICI_TIME_SCALE), the hub shut down at the end.
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>

#include "gui/hub.hpp"
#include "tests/engine_interface/child_process.hpp"

namespace uici::test {

// A page as the hub sees it: every message it is sent, in order.
struct HeardPage final : gui::Peer {
    std::vector<gui::Json> got;
    void send(std::string text) override { got.push_back(gui::Json::parse(text)); }
    [[nodiscard]] gui::Json last_state() const {
        for (auto it = got.rbegin(); it != got.rend(); ++it)
            if ((*it)["reply"] == "state") return *it;
        return gui::Json::object();
    }
};

struct HubHarness {
    boost::asio::io_context io;
    gui::Hub hub;
    HeardPage page;
    explicit HubHarness(std::vector<engine::EngineConfig> engines) : hub(io, std::move(engines)) {
        hub.attach(&page);
        hub.start();
    }
    HubHarness(const HubHarness&) = delete;
    HubHarness& operator=(const HubHarness&) = delete;
    ~HubHarness() { (void)shut_down(); }

    // Runs the hub until `done()` (true) or a scaled `limit` (false).
    template <typename Done>
    bool run_until(Done done, Millis limit = Millis(15000)) {
        const auto end = Clock::now() + scaled(limit);
        while (!done() && Clock::now() < end) io.run_for(std::chrono::milliseconds(20));
        return done();
    }
    // The page sends `text`.
    void say(std::string text) {
        boost::asio::post(io, [this, text = std::move(text)] { hub.on_message(page, text); });
    }
    // Stops every engine (once); true when the hub is down in time.
    bool shut_down() {
        if (down_) return true;
        bool down = false;
        boost::asio::co_spawn(
            io,
            [&]() -> boost::asio::awaitable<void> {
                co_await hub.shut_down();
                down = true;
            },
            boost::asio::detached);
        down_ = run_until([&] { return down; });
        hub.detach(&page);
        return down_;
    }

private:
    bool down_ = false;
};

}  // namespace uici::test
