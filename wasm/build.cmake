# The WebAssembly build (the `wasm` preset: emscripten's toolchain; docs/WASM.md). Included by
# the top CMakeLists.txt in place of the native build: the libraries the protocol needs and the
# module, no Asio transport, no process spawning and no GMP (core/rules/primes_bpsw.cpp).
#
# Boost and nlohmann_json are header-only: taken from the host's /usr/include through a folder
# of links, so that no glibc header comes along into emscripten's sysroot.
set(UICI_HOST_HEADERS ${CMAKE_BINARY_DIR}/host-headers)
file(MAKE_DIRECTORY ${UICI_HOST_HEADERS})
foreach(dir boost nlohmann)
  if(NOT EXISTS ${UICI_HOST_HEADERS}/${dir})
    file(CREATE_LINK /usr/include/${dir} ${UICI_HOST_HEADERS}/${dir} SYMBOLIC)
  endif()
endforeach()
add_library(Boost::headers INTERFACE IMPORTED)
set_target_properties(Boost::headers PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${UICI_HOST_HEADERS})
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${UICI_HOST_HEADERS})
set(UICI_GMP OFF CACHE BOOL "Test big primes with GMP" FORCE)

# Wasm exceptions (the search ends with a thrown Halted): native to the engine, where emscripten's
# JavaScript exceptions would slow every call that may throw.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)

set(UICI_WASM_NO_UNITY uici_notation uici_notation_wide uici_variants uici_variants_wide)

include(cmake/Warnings.cmake)
add_subdirectory(errors)
add_subdirectory(core)
add_subdirectory(multiverse)
add_subdirectory(pgn)
add_subdirectory(search)
add_subdirectory(protocol)
add_subdirectory(wasm/site)
# gui's message layer (uici_gui_core: gui/CMakeLists.txt stops before the token check and the
# server): the board page's game and messages, for wasm/gui/; with the engine client's info-line
# reader (engine/CMakeLists.txt stops after it: no processes in a browser).
add_subdirectory(engine)
add_subdirectory(gui)
add_subdirectory(wasm/gui)
add_subdirectory(wasm)
# The preset builds in unity batches (a third of the compile time); these libraries have
# file-local names that collide there, so they compile file by file.
set_target_properties(${UICI_WASM_NO_UNITY} PROPERTIES UNITY_BUILD OFF)
