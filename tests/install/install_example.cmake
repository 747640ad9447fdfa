# The installed package, as an engine author meets it: installs the build into a fresh prefix,
# checks the installed headers, then configures, builds and runs examples/engine_author against
# that prefix only (the example sees no source or build directory of uici).
# Run by ctest (tests/CMakeLists.txt) with -D BUILD_DIR, SOURCE_DIR, WORK_DIR, GENERATOR,
# CXX_COMPILER, LAUNCHER.
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${ARGN}\n${out}\n${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

# The headers are under include/uici/ only: nothing takes a generic name such as include/core.
file(GLOB top RELATIVE ${prefix}/include ${prefix}/include/*)
if(NOT top STREQUAL "uici")
  message(FATAL_ERROR "installed under ${prefix}/include: ${top} (only uici/ expected)")
endif()
# Every installed header includes only installed project headers, and none names nlohmann.
file(GLOB_RECURSE headers ${prefix}/include/uici/core/*.hpp)
list(LENGTH headers count)
if(count LESS 20)
  message(FATAL_ERROR "only ${count} headers installed under ${prefix}/include/uici/core")
endif()
foreach(h IN LISTS headers)
  file(STRINGS ${h} includes REGEX "^#include")
  foreach(line IN LISTS includes)
    if(line MATCHES "nlohmann")
      message(FATAL_ERROR "${h} includes nlohmann: ${line}")
    endif()
    if(line MATCHES "^#include \"([^\"]+)\"" AND NOT EXISTS ${prefix}/include/uici/${CMAKE_MATCH_1})
      message(FATAL_ERROR "${h} includes ${CMAKE_MATCH_1}, which is not installed")
    endif()
  endforeach()
endforeach()

run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/engine_author -B ${WORK_DIR}/example -G ${GENERATOR}
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
  -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
file(STRINGS ${WORK_DIR}/example/CMakeCache.txt found REGEX "^uici_DIR:")
if(NOT found MATCHES "^uici_DIR:PATH=${prefix}/")
  message(FATAL_ERROR "the example found uici elsewhere than the install prefix: ${found}")
endif()
run(${CMAKE_COMMAND} --build ${WORK_DIR}/example)

# A king and rook with castling rights on an 8x8 board: 16 moves, castling (5,1>3,1) among
# them; the first of the listing is played.
set(position "w 0/100 1 (8|1) 1,8,1,8 K5,1+|R1,1+|k5,8+")
run(${WORK_DIR}/example/engine_author ${position})
set(expected [[legal moves: 16
  5,1>4,2
  5,1>5,2
  5,1>6,2
  5,1>3,1
  5,1>4,1
  5,1>6,1
  1,1>2,1..4,1
  1,1>1,2..1,8
played: 5,1>4,2
b 1/100 1 (8|1) 1,8,1,8 k5,8+|K4,2|R1,1
]])
if(NOT out STREQUAL expected)
  message(FATAL_ERROR "engine_author ${position}:\n${out}\nexpected:\n${expected}")
endif()

# The same reader from standard input, on the open board, with a move in the text: the listing
# is black's after it, and black's move completes the full move.
file(WRITE ${WORK_DIR}/open.icn "w 0/100 1 K5,1|R1,1|k5,8 1,1>1,5")
execute_process(COMMAND ${WORK_DIR}/example/engine_author INPUT_FILE ${WORK_DIR}/open.icn
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(expected [[legal moves: 8
  5,8>4,9
  5,8>5,9
  5,8>6,9
  5,8>4,8
  5,8>6,8
  5,8>4,7
  5,8>5,7
  5,8>6,7
played: 5,8>4,9
w 2/100 2 k4,9|R1,5|K5,1
]])
if(NOT status EQUAL 0 OR NOT out STREQUAL expected)
  message(FATAL_ERROR "engine_author < open.icn (${status}):\n${out}${err}\nexpected:\n${expected}")
endif()

# The wide build: a huygens stops at a prime distance only, here one of 100 digits (10^99 + 289,
# tested with GMP, which the package finds for the wide rules), and not at the odd number after.
string(REPEAT "0" 96 zeros)
set(far "1${zeros}")  # far290 is 10^99 + 290
run(${WORK_DIR}/example/engine_author_wide "w K0,0|k5,5|HU1,1" "1,1>1,${far}290")
if(NOT out STREQUAL "b 1 HU1,${far}290|k5,5|K0,0\n")
  message(FATAL_ERROR "engine_author_wide, a prime distance:\n${out}")
endif()
run(${WORK_DIR}/example/engine_author_wide "w K0,0|k5,5|HU1,1" "1,1>1,${far}292")
if(NOT out MATCHES "^illegal: ")
  message(FATAL_ERROR "engine_author_wide, an odd composite distance:\n${out}")
endif()
