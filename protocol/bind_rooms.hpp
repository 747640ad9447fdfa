// The rooms a handler sees. Every entry of the dispatch table has one type, Handler
// (protocol/dispatch.hpp), but a command's own function names in its signature only the rooms
// of SessionState it uses (protocol/state.hpp), const where it only reads: bound<F> is the
// Handler that hands F exactly those, so a handler cannot reach the rest.
#pragma once

#include <type_traits>

#include "protocol/dispatch.hpp"
#include "protocol/state.hpp"

namespace uici {

namespace rooms {

// The room of type R (const or not): a parameter of any other type does not compile.
template <class R>
R& of(SessionState& s) {
    using T = std::remove_const_t<R>;
    if constexpr (std::is_same_v<T, Settings>) return s.settings;
    else if constexpr (std::is_same_v<T, ChessState>) return s.chess;
    else if constexpr (std::is_same_v<T, MultiverseState>) return s.fived;
    else {
        static_assert(std::is_same_v<T, SearchRoom>, "a handler parameter that is no room of SessionState");
        return s.search;
    }
}

inline void call(void (*f)(const Args&, Reply&), SessionState&, const Args& a, Reply& r) { f(a, r); }
template <class A>
void call(void (*f)(A&, const Args&, Reply&), SessionState& s, const Args& a, Reply& r) {
    f(of<A>(s), a, r);
}
template <class A, class B>
void call(void (*f)(A&, B&, const Args&, Reply&), SessionState& s, const Args& a, Reply& r) {
    f(of<A>(s), of<B>(s), a, r);
}
template <class A, class B, class C>
void call(void (*f)(A&, B&, C&, const Args&, Reply&), SessionState& s, const Args& a, Reply& r) {
    f(of<A>(s), of<B>(s), of<C>(s), a, r);
}
template <class A, class B, class C, class D>
void call(void (*f)(A&, B&, C&, D&, const Args&, Reply&), SessionState& s, const Args& a, Reply& r) {
    f(of<A>(s), of<B>(s), of<C>(s), of<D>(s), a, r);
}

}  // namespace rooms

template <auto F>
void bound(SessionState& s, const Args& a, Reply& r) {
    rooms::call(F, s, a, r);
}

}  // namespace uici
