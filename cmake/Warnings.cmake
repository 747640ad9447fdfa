# One INTERFACE target carries the warning flags, so every project target gets the same set.
add_library(uici_warnings INTERFACE)
target_compile_options(uici_warnings INTERFACE
  -Wall       # the usual suspects
  -Wextra     # unused parameters, sign compare, ...
  -Wpedantic  # no compiler extensions in project code
  -Wshadow    # a local that hides a member or outer name is a bug magnet
)
