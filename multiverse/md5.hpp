// MD5 as lower-case hex (the 5D state hashes use it), on Boost's MD5 (md5.cpp says why).
#pragma once

#include <string>
#include <string_view>

namespace uici::multiverse {
std::string md5_hex(std::string_view data);
}
