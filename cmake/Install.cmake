# `cmake --install` of the rules as a library for engine authors: the core rooms (static
# libraries), their public headers under include/core/<room>/, the uici executable, and a
# package so that find_package(uici CONFIG) gives uici::core (every room) and the rooms one
# by one: uici::board, uici::rules, uici::game, uici::notation, uici::variants.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(UICI_ROOMS board rules game notation variants)
# Headers that expose nlohmann types or the readers' internals: used inside the notation room
# only, never installed (tests/install/check_headers checks no installed header includes one).
set(UICI_PRIVATE_HEADERS json_dom.hpp json_guard.hpp json_number.hpp long_json_value.hpp icn_parts.hpp)

foreach(room IN LISTS UICI_ROOMS)
  set_target_properties(uici_${room} PROPERTIES EXPORT_NAME ${room})
  file(GLOB headers ${PROJECT_SOURCE_DIR}/core/${room}/*.hpp)
  foreach(private IN LISTS UICI_PRIVATE_HEADERS)
    list(REMOVE_ITEM headers ${PROJECT_SOURCE_DIR}/core/${room}/${private})
  endforeach()
  install(FILES ${headers} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/core/${room})
  list(APPEND UICI_ROOM_TARGETS uici_${room})
endforeach()
set_target_properties(uici_core PROPERTIES EXPORT_NAME core)

install(TARGETS ${UICI_ROOM_TARGETS} uici_core EXPORT uiciTargets
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
