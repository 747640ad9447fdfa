// multiverse/md5.hpp on Boost's MD5, for the WebAssembly build (no OpenSSL in the browser;
// multiverse/CMakeLists.txt swaps this file for multiverse/md5.cpp there).
#include <boost/uuid/detail/md5.hpp>

#include "multiverse/md5.hpp"

namespace uici::multiverse {

std::string md5_hex(std::string_view data) {
    boost::uuids::detail::md5 hash;
    hash.process_bytes(data.data(), data.size());
    boost::uuids::detail::md5::digest_type digest;
    hash.get_digest(digest);
    // Boost stores each word so that, read as a number, its bytes come most significant first
    // (boost/uuid/detail/md5.hpp, BOOST_UUID_DETAIL_MD5_BYTE_OUT).
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (const unsigned word : digest)
        for (int shift = 28; shift >= 0; shift -= 4) out += kHex[(word >> shift) & 15];
    return out;
}

}  // namespace uici::multiverse
