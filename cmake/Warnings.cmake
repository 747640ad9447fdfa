# One INTERFACE target carries the warning flags, so every project target gets the same set.
add_library(uici_warnings INTERFACE)
target_compile_options(uici_warnings INTERFACE
  -Wall       # the usual suspects
  -Wextra     # unused parameters, sign compare, ...
  -Wpedantic  # no compiler extensions in project code
  -Wshadow    # a local that hides a member or outer name is a bug magnet
)
# Three gcc warnings misfire in a unity build (scripts/test.sh) and nowhere else. -Wsubobject-linkage
# tells "the main file" from headers, and in a unity unit every source is an included file, so a
# lambda passed to a header's template counts as a header's anonymous type. -Wrestrict is gcc 12's
# known false positive on std::string concatenation and assignment, which the batches' different
# inlining brings out in test code. -Wmismatched-new-delete is gcc's false positive on a coroutine
# frame's own operator new/delete (Asio's awaitable frames), which the ASan unity build shows in match's
# Asio coroutines. The file-by-file build keeps all three.
if(CMAKE_UNITY_BUILD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(uici_warnings INTERFACE -Wno-subobject-linkage -Wno-restrict -Wno-mismatched-new-delete)
endif()
