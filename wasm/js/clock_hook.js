// The search reads the clock every few hundred steps (search/run.hpp), and a `go infinite` that
// has finished waits in a sleep loop that reads it too: in this single-threaded build those reads
// are the moments when the worker can look at its input (docs/WASM.md, "Threads"). Every read of
// emscripten's clock first calls Module.uiciClockHook, when the worker glue has set one.
mergeInto(LibraryManager.library, {
  emscripten_get_now: function () {
    if (Module['uiciClockHook']) Module['uiciClockHook']();
    return performance.now();
  },
});
