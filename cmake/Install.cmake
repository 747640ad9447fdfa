# `cmake --install` of the rules as a library for engine authors: the core rooms as static
# libraries in both builds (narrow, int64 coordinates in namespace uici; wide, coordinates of any
# size in uici::wide, core/board/coord.hpp), their public headers under include/uici/core/<room>/
# (not include/core/, a name any package could take), the uici executable, and a package so that
# find_package(uici CONFIG) gives uici::core (every room) and uici::board, uici::rules,
# uici::game, uici::notation, uici::variants; and the same as uici::core_wide, uici::board_wide,
# ... with UICI_WIDE=1 in their interface. Not installed: protocol/, search/, match/, pgn/,
# multiverse/ and engine_interface/ (the server, its search and the tools, used through the
# uici executable), and the notation room's private headers below.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(UICI_ROOMS board rules game notation variants)
# Headers that expose nlohmann types or the readers' internals: used inside the notation room
# only, never installed (tests/install/check_headers checks no installed header includes one).
set(UICI_PRIVATE_HEADERS json_dom.hpp json_guard.hpp json_number.hpp long_json_value.hpp icn_parts.hpp)

foreach(room IN LISTS UICI_ROOMS)
  set_target_properties(uici_${room} PROPERTIES EXPORT_NAME ${room})
  set_target_properties(uici_${room}_wide PROPERTIES EXPORT_NAME ${room}_wide)
  file(GLOB headers ${PROJECT_SOURCE_DIR}/core/${room}/*.hpp)
  foreach(private IN LISTS UICI_PRIVATE_HEADERS)
    list(REMOVE_ITEM headers ${PROJECT_SOURCE_DIR}/core/${room}/${private})
  endforeach()
  install(FILES ${headers} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/uici/core/${room})
  list(APPEND UICI_ROOM_TARGETS uici_${room} uici_${room}_wide)
endforeach()
set_target_properties(uici_core PROPERTIES EXPORT_NAME core)
set_target_properties(uici_core_wide PROPERTIES EXPORT_NAME core_wide)

install(TARGETS ${UICI_ROOM_TARGETS} uici_core uici_core_wide EXPORT uiciTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS uici RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

set(UICI_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/uici)
install(EXPORT uiciTargets NAMESPACE uici:: DESTINATION ${UICI_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/uiciConfig.cmake.in
  ${PROJECT_BINARY_DIR}/uiciConfig.cmake INSTALL_DESTINATION ${UICI_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/uiciConfigVersion.cmake COMPATIBILITY SameMinorVersion)
# FindGMP.cmake goes beside the config, which finds GMP with it: the wide rules link it.
install(FILES ${PROJECT_BINARY_DIR}/uiciConfig.cmake ${PROJECT_BINARY_DIR}/uiciConfigVersion.cmake
  ${PROJECT_SOURCE_DIR}/cmake/FindGMP.cmake DESTINATION ${UICI_CMAKE_DIR})
