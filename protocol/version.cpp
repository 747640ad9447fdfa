#include "protocol/version.hpp"
