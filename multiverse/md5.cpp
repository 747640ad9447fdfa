// multiverse/md5.hpp on Boost's MD5, in every build: the WebAssembly build has no OpenSSL, and
// natively Boost's is as fast or faster for the 5D state texts (0.26 us against OpenSSL 3's
// 0.66 us at 60 bytes, 0.54 against 0.78 at 300, 10 % slower at 3,000), without loading
// libcrypto into every uici process (1.4 MB of its resident memory).
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
