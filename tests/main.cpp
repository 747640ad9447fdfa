// The suites' entry point: doctest's own run, with one guard. ctest runs each case by its name
// (doctest_discover_tests), and CMake cuts a name at a ';' into two lists' entries that select
// no case; doctest counts a run of no case a success, so such a case was never run and never
// failed. A run whose filters select no case fails here instead.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>

namespace {

bool g_run_ended = false;  // a run of cases, not a query (--list-test-cases, --help)
unsigned g_selected = 0;   // the cases the filters let through

struct SelectedCases : doctest::IReporter {
    explicit SelectedCases(const doctest::ContextOptions&) {}
    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats& stats) override {
        g_run_ended = true;
        g_selected = stats.numTestCasesPassingFilters;
    }
    void test_case_start(const doctest::TestCaseData&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}
};

REGISTER_LISTENER("selected_cases", 1, SelectedCases);

}  // namespace

int main(int argc, char** argv) {
    doctest::Context context(argc, argv);
    const int result = context.run();
    if (g_run_ended && g_selected == 0) {
        std::fputs("error: the filters select no test case (a name ctest cut short?)\n", stderr);
        return 1;
    }
    return result;
}
